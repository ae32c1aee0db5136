"""Helpers for builtin tests: call a builtin by name, expect its MATLAB error identifier, run a
snippet through the VM, and build MATLAB-shaped values (numeric, char, string, cellstr)."""

from __future__ import annotations

import io

import numpy as np
import pytest

import runmat_builtins
from runmat_builtins import MException
from runmat_builtins.context import HostContext
from runmat_builtins.values import STRING_DTYPE, cell_array, char_row


def call(name, *args, nargout=1, ctx=None):
    """Call a builtin directly (a fresh host context unless one is given)."""
    return runmat_builtins.call_builtin(name, *args, nargout=nargout,
                                        ctx=HostContext() if ctx is None else ctx)


def ident(name, *args, nargout=1):
    """The identifier of the MATLAB error a builtin call raises."""
    with pytest.raises(MException) as ei:
        call(name, *args, nargout=nargout)
    return ei.value.identifier


def raises_id(identifier, name, *args, **kw):
    """Assert that calling a builtin raises the MATLAB error `identifier`; return the error."""
    with pytest.raises(MException) as info:
        runmat_builtins.call_builtin(name, *args, **kw)
    assert info.value.identifier == identifier, (info.value.identifier, info.value.message)
    return info.value


def vm_output(code: str) -> str:
    """What a MATLAB snippet prints when a fresh VM session runs it."""
    from runmat_vm import Session

    out = io.StringIO()
    Session(stdout=out, stderr=io.StringIO()).run(code)
    return out.getvalue()


def row(*v, dtype=np.float64):
    """A 1xN row vector."""
    return np.array([v], dtype=dtype)


def arr(values, dtype=np.float64):
    """An array of at least two dimensions: scalars are 1x1, vectors rows."""
    a = np.array(values, dtype=dtype)
    return a if a.ndim >= 2 else a.reshape(1, -1) if a.ndim == 1 else a.reshape(1, 1)


def i8(v):
    return arr(v, np.int8)


def m(text: str) -> np.ndarray:
    """A double matrix from MATLAB-ish text: m('1 2; 3 4')."""
    rows = [[float(v) for v in r.replace(",", " ").split()] for r in text.split(";")]
    return np.array(rows, dtype=np.float64).reshape(len(rows), -1)


def same(got, expected, cls=None):
    """Compare a builtin result with an expected value, including class when given."""
    g = np.asarray(got)
    e = np.asarray(expected)
    assert g.reshape(-1).shape == e.reshape(-1).shape, (got, expected)
    assert np.array_equal(g.reshape(-1), e.reshape(-1), equal_nan=True), (got, expected)
    if cls is not None:
        from runmat_builtins.values import class_of

        assert class_of(got) == cls, (class_of(got), cls)


def C(s: str) -> np.ndarray:
    """A char row vector."""
    return char_row(s)


def S(*items: str | None, shape: tuple[int, ...] | None = None) -> np.ndarray:
    """A string array (1x1 for one item)."""
    a = np.empty(len(items), dtype=STRING_DTYPE)
    for i, x in enumerate(items):
        a[i] = x
    return a.reshape(shape or (1, len(items)), order="F")


def cellstr(*items: str, shape: tuple[int, ...] | None = None) -> np.ndarray:
    return cell_array([char_row(x) for x in items], shape)


def texts(v) -> list:
    """Flatten a char/cellstr/string value to Python strings (column-major)."""
    if v.dtype.kind == "O":
        return [texts(e)[0] if e.dtype.kind == "U" else texts(e) for e in v.ravel(order="F")]
    if v.dtype.kind == "U":
        return ["".join(v.ravel().tolist())]
    return v.ravel(order="F").tolist()


def vm_session(code: str):
    """A fresh VM session after running a MATLAB snippet (its workspace holds the results)."""
    from runmat_vm import Session

    s = Session(stdout=io.StringIO(), stderr=io.StringIO())
    s.run(code)
    return s
