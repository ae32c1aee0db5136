"""Run MATLAB code with the native tier off, automatic or forced, and compare."""

from __future__ import annotations

import pytest

from runmat_vm import native
from tests.jit.conftest import run_mode as jit_run_mode

pytestmark = pytest.mark.skipif(not native.available(), reason="numba not installed")


def run_mode(code: str, mode: str) -> tuple[tuple[str, dict, str], object]:
    """((stdout, workspace as reprs, error identifier, message and stack or ''), the native tier)
    with the Python tier on and the native tier in ``mode``."""
    with native.use(mode) as nt:
        return jit_run_mode(code, "on"), nt


def telemetry_calls(code: str, mode: str) -> tuple[dict, int]:
    """(builtin name -> calls counted while ``code`` runs in ``mode``, native runs)."""
    from runmat_accel import telemetry

    telemetry.reset()
    _, nt = run_mode(code, mode)
    return {k: v.calls for k, v in telemetry.snapshot().builtins.items()}, (nt.runs if nt else 0)


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
