"""Helpers for string/cell/struct tests: build MATLAB values and call builtins by name."""

from __future__ import annotations

import numpy as np
import pytest

import runmat_builtins as rb
from runmat_builtins.context import HostContext
from runmat_builtins.values import STRING_DTYPE, cell_array, char_row


def C(s: str) -> np.ndarray:
    """A char row vector."""
    return char_row(s)


def S(*items: str | None, shape: tuple[int, ...] | None = None) -> np.ndarray:
    """A string array (1x1 for one item)."""
    arr = np.empty(len(items), dtype=STRING_DTYPE)
    for i, x in enumerate(items):
        arr[i] = x
    return arr.reshape(shape or (1, len(items)), order="F")


def cellstr(*items: str, shape: tuple[int, ...] | None = None) -> np.ndarray:
    return cell_array([char_row(x) for x in items], shape)


def texts(v) -> list:
    """Flatten a char/cellstr/string value to Python strings (column-major)."""
    if v.dtype.kind == "O":
        return [texts(e)[0] if e.dtype.kind == "U" else texts(e) for e in v.ravel(order="F")]
    if v.dtype.kind == "U":
        return ["".join(v.ravel().tolist())]
    return v.ravel(order="F").tolist()


def call(name: str, *args, nargout: int = 1):
    return rb.call_builtin(name, *args, nargout=nargout, ctx=HostContext())


@pytest.fixture(scope="session", autouse=True)
def _load_catalog():
    rb.catalog()
