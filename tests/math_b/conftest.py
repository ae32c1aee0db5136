"""Shared helpers for the math_b tests: call builtins, build MATLAB-shaped arrays."""

from __future__ import annotations

import numpy as np
import pytest

import runmat_builtins
from runmat_builtins.context import HostContext


@pytest.fixture
def ctx() -> HostContext:
    return HostContext()


def call(name, *args, nargout=1, ctx=None):
    return runmat_builtins.call_builtin(name, *args, nargout=nargout, ctx=ctx)


def m(text: str) -> np.ndarray:
    """A double matrix from MATLAB-ish text: m('1 2; 3 4')."""
    rows = [[float(v) for v in r.replace(",", " ").split()] for r in text.split(";")]
    return np.array(rows, dtype=np.float64).reshape(len(rows), -1)


def arr(v) -> np.ndarray:
    """A value as a 2-D array (Python scalars too)."""
    a = np.asarray(v)
    return a.reshape(1, 1) if a.ndim == 0 else a
