"""Fixtures shared by the builtin tests."""

from __future__ import annotations

import io
from collections.abc import Callable

import pytest

from runmat_builtins.context import HostContext
from runmat_vm import Session, jit


@pytest.fixture
def ctx() -> HostContext:
    """One host context for a test that needs state across calls (rng, warnings)."""
    return HostContext()


def _run(code: str, tier: str = "interp") -> str:
    out = io.StringIO()
    with jit.use("force" if tier == "compiled" else "off"):
        Session(stdout=out, stderr=io.StringIO()).eval(code)
    return out.getvalue()


@pytest.fixture
def run() -> Callable[..., str]:
    """``run(code, tier)``: what MATLAB code prints in a fresh session, through the interpreter
    ('interp') or with the compiled tier forced ('compiled')."""
    return _run
