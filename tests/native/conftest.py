"""Run MATLAB code with the native tier off, automatic or forced, and compare."""

from __future__ import annotations

import io

import pytest

from runmat_builtins import MException
from runmat_vm import Session, jit, native

pytestmark = pytest.mark.skipif(not native.available(), reason="numba not installed")


@pytest.fixture(autouse=True, scope="session")
def _cache_folder(tmp_path_factory):
    """The native tier's disk cache in a folder of this test run, never the user's."""
    mp = pytest.MonkeyPatch()
    mp.setenv("RUNMAT_CACHE_DIR", str(tmp_path_factory.mktemp("native-cache")))
    yield
    mp.undo()


def run_mode(code: str, mode: str) -> tuple[tuple[str, dict, str], object]:
    """((stdout, workspace as reprs, error identifier, message and stack or ''), the native tier)
    with the Python tier on and the native tier in ``mode``."""
    out = io.StringIO()
    with jit.use("on"), native.use(mode) as nt:
        s = Session(stdin=io.StringIO(""), stdout=out, stderr=io.StringIO())
        ident = ""
        try:
            s.run(code)
        except MException as exc:
            ident = exc.identifier + " | " + exc.message + " | " + ";".join(
                f"{f.name}:{f.line}" for f in exc.stack)
    ws = {name: repr(s.workspace.raw(name)) for name in s.workspace}
    return (out.getvalue(), ws, ident), nt


@pytest.fixture
def same():
    """``same(code)``: runs it with the native tier off and forced, asserts identical results
    (output, workspace, error), returns them and the forced tier (its counters)."""
    def go(code: str) -> tuple[tuple[str, dict, str], object]:
        ref, _ = run_mode(code, "off")
        got, nt = run_mode(code, "force")
        assert got == ref
        return ref, nt
    return go
