"""Print a pass count of the conformance scripts at the end of the run (interpreter, and the
compiled tier beside it), and name the scripts listed in known_failures.txt that pass now
(their lines should be deleted)."""

from __future__ import annotations

_RESULTS: dict[str, bool] = {}
_COMPILED: dict[str, bool] = {}
_NOW_PASSING: list[str] = []


def pytest_runtest_logreport(report):
    if report.when != "call" or "test_script_matches_octave" not in report.nodeid:
        return
    name = report.nodeid.rsplit("[", 1)[-1].rstrip("]")
    compiled = "test_script_matches_octave_compiled" in report.nodeid
    (_COMPILED if compiled else _RESULTS)[report.nodeid] = report.passed
    if report.passed and hasattr(report, "wasxfail"):
        if not compiled:
            _NOW_PASSING.append(name)
        elif report.wasxfail.startswith("[vm/jit]"):  # a compiled-tier-only line (jit:...)
            _NOW_PASSING.append("jit:" + name)


def pytest_terminal_summary(terminalreporter, exitstatus, config):  # noqa: ARG001
    if _RESULTS:
        ok = sum(_RESULTS.values())
        terminalreporter.write_line(f"conformance scripts matching Octave: {ok} of {len(_RESULTS)}")
    if _COMPILED:
        ok = sum(_COMPILED.values())
        terminalreporter.write_line(f"  ... with the compiled tier forced: {ok} of {len(_COMPILED)}")
    for name in sorted(_NOW_PASSING):
        terminalreporter.write_line(f"known failure now passing (delete its line in known_failures.txt): {name}")
