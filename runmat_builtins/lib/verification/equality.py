"""isequal / isequaln: value equality across classes, recursively through cells and structs."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_accel import GpuArray, download
from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.spec import Example
from runmat_builtins.values import FunctionHandle, StructArray, as_array, shape_of



def _host(v: Any) -> Any:
    return download(v) if v.__class__ is GpuArray else v


def _numeric(v: Any) -> np.ndarray | None:
    """Comparable numbers for numeric, logical, char and string values (None otherwise)."""
    if type(v) in (float, bool, complex):
        return np.array([[v]])
    if type(v) is np.ndarray:
        k = v.dtype.kind
        if k in "biufc":
            return v
        if k == "U":
            return v.view(np.uint32).astype(np.float64) if v.size else np.zeros(v.shape)
    return None


def values_equal(a: Any, b: Any, nan_equal: bool) -> bool:
    """MATLAB's isequal (or isequaln) on two values."""
    a, b = _host(a), _host(b)
    if isinstance(a, StructArray) or isinstance(b, StructArray):
        if not (isinstance(a, StructArray) and isinstance(b, StructArray)):
            return False
        if a.shape != b.shape or set(a.fields) != set(b.fields):
            return False
        return all(values_equal(x[f], y[f], nan_equal)
                   for x, y in zip(a.elems.flat, b.elems.flat) for f in a.fields)
    if isinstance(a, FunctionHandle) or isinstance(b, FunctionHandle):
        return a is b or (isinstance(a, FunctionHandle) and isinstance(b, FunctionHandle)
                          and a.name is not None and a.name == b.name)
    a_cell = type(a) is np.ndarray and a.dtype.kind == "O"
    b_cell = type(b) is np.ndarray and b.dtype.kind == "O"
    if a_cell or b_cell:
        if not (a_cell and b_cell) or a.shape != b.shape:
            return False
        return all(values_equal(x, y, nan_equal) for x, y in zip(a.flat, b.flat))
    a_str = type(a) is np.ndarray and a.dtype.kind == "T"
    b_str = type(b) is np.ndarray and b.dtype.kind == "T"
    if a_str or b_str:
        return _text_equal(a, b, nan_equal)
    na, nb = _numeric(a), _numeric(b)
    if na is None or nb is None:
        return a is b
    if shape_of(na) != shape_of(nb):
        return False
    na, nb = as_array(na), as_array(nb)
    if na.size == 0:
        return True
    eq = na == nb
    if nan_equal:
        both_nan = _isnan(na) & _isnan(nb)
        eq = eq | both_nan
    return bool(np.all(eq))


def _isnan(x: np.ndarray) -> np.ndarray:
    return np.isnan(x) if x.dtype.kind in "fc" else np.zeros(x.shape, dtype=bool)


def _text_equal(a: Any, b: Any, nan_equal: bool = False) -> bool:
    """Text equality; <missing> equals nothing, except another <missing> under isequaln (its page:
    "NaN, NaT, undefined categorical elements, and <missing> values are considered to be equal to
    other such values")."""
    def texts(v: Any) -> tuple[tuple[int, ...], list[Any]] | None:
        if type(v) is np.ndarray and v.dtype.kind == "T":
            return shape_of(v), [None if s is None else str(s) for s in v.ravel(order="F")]
        if type(v) is np.ndarray and v.dtype.kind == "U" and v.ndim == 2 and v.shape[0] <= 1:
            return (1, 1), ["".join(v.ravel())]
        return None

    ta, tb = texts(a), texts(b)
    if ta is None or tb is None or ta[0] != tb[0]:
        return False
    return all(x is not None and x == y or nan_equal and x is None and y is None for x, y in zip(ta[1], tb[1]))


def _all_equal(values: tuple[Any, ...], nan_equal: bool) -> bool:
    first = values[0]
    return all(values_equal(first, v, nan_equal) for v in values[1:])


@runtime_builtin(
    summary="True when all inputs have the same size and values (class is ignored; NaN is not equal to NaN).",
    keywords=["equal", "compare", "same"],
    related=["isequaln", "eq", "strcmp"],
    signatures=["TF = isequal(A, B)", "TF = isequal(A1, A2, ..., AN)"],
    examples=[Example(code="a = isequal([1 2 3], [1 2 3])\nb = isequal(int8(5), 5)\nc = isequal(NaN, NaN)",
                      output="a =\n\n"
                             "  logical\n\n"
                             "   1\n\n"
                             "b =\n\n"
                             "  logical\n\n"
                             "   1\n\n"
                             "c =\n\n"
                             "  logical\n\n"
                             "   0\n\n")],
)
def isequal(a: Any, b: Any, *rest: Any) -> bool:
    return _all_equal((a, b, *rest), nan_equal=False)


@runtime_builtin(
    summary="Like isequal, but NaN values are treated as equal.",
    keywords=["equal", "nan", "compare"],
    related=["isequal"],
    signatures=["TF = isequaln(A, B)", "TF = isequaln(A1, A2, ..., AN)"],
    examples=[Example(code="t = isequaln([1 NaN], [1 NaN])", output="t =\n\n  logical\n\n   1\n\n")],
)
def isequaln(a: Any, b: Any, *rest: Any) -> bool:
    return _all_equal((a, b, *rest), nan_equal=True)
