"""Helpers for the runmat-signal tests: call a builtin like MATLAB code does; build vectors."""

from __future__ import annotations

import numpy as np

from runmat_builtins import call_builtin


def call(name, *args, nargout=1):
    """Call a builtin the way MATLAB code does (through the guard), NumPy arrays in and out."""
    out = call_builtin(name, *args, nargout=nargout)
    return tuple(np.asarray(o) for o in out) if nargout > 1 else np.asarray(out)


def col(*values):
    return np.array(values, dtype=float).reshape(-1, 1)


def row(*values):
    return np.array(values, dtype=float).reshape(1, -1)
