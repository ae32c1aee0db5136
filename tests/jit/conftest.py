"""Run MATLAB code with the compiled tier off, on (thresholds) or forced, and compare."""

from __future__ import annotations

import io

import pytest

from runmat_builtins import MException
from runmat_vm import Session, jit


def run_mode(code: str, mode: str, **kw) -> tuple[str, dict, str]:
    """(stdout, workspace snapshot as reprs, error identifier or '') for ``code`` under ``mode``."""
    out = io.StringIO()
    with jit.use(mode, **kw):
        s = Session(stdin=io.StringIO(""), stdout=out, stderr=io.StringIO())
        ident = ""
        try:
            s.run(code)
        except MException as exc:
            ident = exc.identifier + " | " + exc.message + " | " + ";".join(
                f"{f.name}:{f.line}" for f in exc.stack)
    ws = {}
    for name in s.workspace:
        ws[name] = repr(s.workspace.raw(name))
    return out.getvalue(), ws, ident


@pytest.fixture
def both():
    """``both(code)``: runs interpreted and forced-compiled, asserts identical results, returns them."""
    def go(code: str) -> tuple[str, dict, str]:
        ref = run_mode(code, "off")
        got = run_mode(code, "force")
        assert got == ref
        return ref
    return go


@pytest.fixture
def compiled_sources(monkeypatch):
    """The generated source of every version compiled while the test runs, in order."""
    from runmat_vm.jit import tier

    sources: list[str] = []
    real = tier.compile_code

    def spy(*args, **kw):
        comp = real(*args, **kw)
        sources.append(comp.source)
        return comp

    monkeypatch.setattr(tier, "compile_code", spy)
    return sources


@pytest.fixture(autouse=True)
def _python_tier_only():
    """These tests are the Python tier's: the native tier (tests/native) is off while they run,
    whatever an earlier test compiled natively in this process."""
    from runmat_vm import native

    with native.use("off"):
        yield
