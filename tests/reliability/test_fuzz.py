"""A bounded fuzz run (CI): generated programs, builtin calls and mutated conformance scripts,
each in a fresh Session in a worker process; no Python exception escapes, no worker dies, no
internal error outside the builtins still listed in contract_known.txt (see docs/fuzzing.md)."""

from __future__ import annotations

import os

import pytest

from tools.fuzz import explain, runner

from .known import known_internal_builtins

# generation (hypothesis) costs about 50 ms a case here, running 10 ms: 1000 keep CI near a minute
CASES = int(os.environ.get("RUNMAT_FUZZ_CASES", "1000"))


@pytest.fixture(scope="module")
def report() -> runner.Report:
    cases = runner.generate(CASES, seed=20261201)
    return runner.run_cases(cases, jobs=min(2, os.cpu_count() or 1), bound=5.0)


def _show(report: runner.Report, kinds: tuple[str, ...], allowed=lambda o: False) -> list[str]:
    out = []
    for sig, examples in report.findings.items():
        ex = [o for o in examples if o is not None]
        if ex and ex[0].kind in kinds and not allowed(ex[0]):
            out.append(f"{sig}: {ex[0].message[:120]!r}\n--- case ---\n{ex[0].source[:400]}")
    return out


def test_every_case_ran(report):
    assert report.cases == CASES
    assert report.kinds["ok"] + report.kinds["error"] > CASES // 2


def test_no_python_exception_escapes_session_run(report):
    assert _show(report, ("escaped", "crash")) == []


def test_no_internal_error_outside_the_known_builtins(report):
    known = known_internal_builtins()

    def listed(o: runner.Outcome) -> bool:
        parts = o.identifier.split(":")
        return len(parts) == 3 and parts[1] in known

    assert _show(report, ("internal", "caught"), listed) == []


def test_timeouts_are_explained(report):
    # over the bound is explained only where MATLAB would take as long (tools/fuzz/explain.py:
    # a mutated script's while loop left without its end, a for loop of 1e7 or more
    # iterations, a display of 1e5 or more elements); the reason is in the signature
    assert _show(report, ("timeout",), lambda o: not o.where.endswith(explain.UNEXPLAINED)) == []
