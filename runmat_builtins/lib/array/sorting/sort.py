"""Sorting: sort (stable, NaN last ascending / first descending), sortrows, issorted."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.array.shape._args import array_arg, default_dim, dim_arg, expand_to, is_empty_arg, is_int_value, nd, option, values
from runmat_builtins.lib.array.sorting._keys import cell_strings, column_keys, is_cellstr, string_items, string_ranks
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.numeric import undefined
from runmat_builtins.values import CHAR_DTYPE, class_of



def _argsort(a: Any, axis: int, descend: bool, xp: Any) -> Any:
    """Stable permutation along ``axis``; descending keeps ties in input order, NaN first."""
    if a.dtype.kind == "c":
        host = np.asarray(a)
        keys = np.moveaxis(host, axis, -1)
        flat = keys.reshape(-1, keys.shape[-1])
        idx = np.empty(flat.shape, dtype=np.int64)
        for r in range(flat.shape[0]):
            row = flat[r][::-1] if descend else flat[r]
            o = np.lexsort(column_keys(row))
            idx[r] = (row.shape[0] - 1 - o[::-1]) if descend else o
        out = np.moveaxis(idx.reshape(keys.shape), -1, axis)
        return out if xp is np else xp.asarray(out)
    kw = {"kind": "stable"} if xp is np else {}
    if not descend:
        return xp.argsort(a, axis=axis, **kw)
    n = a.shape[axis]
    rev = xp.flip(a, axis=axis)
    o = xp.argsort(rev, axis=axis, **kw)
    return (n - 1) - xp.flip(o, axis=axis)


def _sort_cellstr(c: np.ndarray, descend: bool, axis: int) -> tuple[np.ndarray, np.ndarray]:
    strs = cell_strings(c)
    ranks = string_ranks(strs).reshape(c.shape, order="F")
    idx = _argsort(ranks, axis, descend, np)
    return np.take_along_axis(c, idx, axis=axis), idx


@runtime_builtin(
    summary="Sort elements along a dimension, ascending or descending, with the permutation.",
    description="Stable: equal elements keep their order (also for 'descend'). NaN values go "
                "last when ascending and first when descending. Sorts numeric, logical, char "
                "arrays and cell arrays of character vectors; [B, I] = sort(...) also returns "
                "the indices along the sorted dimension.",
    keywords=["order", "ascending", "descending", "rank", "argsort"],
    related=["sortrows", "issorted", "unique", "max"],
    signatures=["B = sort(A)", "B = sort(A, dim)", "B = sort(A, direction)", "B = sort(A, dim, direction)",
                "[B, I] = sort(A, dim, direction)"],
    errors=[ErrorSpec(identifier="MATLAB:sort:sortDirection", when="direction is not 'ascend' or 'descend'"),
            ErrorSpec(identifier="MATLAB:getdimarg:dimensionMustBePositiveInteger", when="dim is not a positive integer")],
    examples=[Example(code="B = sort([3 1 2])", output="B =\n\n     1     2     3\n\n"),
              Example(code="[B, I] = sort([3 1 NaN 1], 'descend')", output="B =\n\n"
                                                                           "   NaN     3     1     1\n\n"
                                                                           "I =\n\n"
                                                                           "     3     1     2     4\n\n"),
              Example(code="B = sort([3 1; 2 5], 2)", output="B =\n\n     1     3\n     2     5\n\n")],
    accel={"kind": "custom", "data": [0], "precisions": ["double", "single", "int", "logical"]},
)
def sort(a: Any, *args: Any, xp: Any, nargout: int) -> Any:
    dim = None
    descend = False
    for x in args:
        w = option(x)
        if w is None:
            dim = dim_arg(x)
        elif w in ("ascend", "descend"):
            descend = w == "descend"
        elif w == "comparisonmethod":
            continue
        elif w in ("auto", "real", "abs"):
            continue
        else:
            raise MException("MATLAB:sort:sortDirection", "Sort direction must be 'ascend' or 'descend'.")
    if type(a) is float:
        return (a, 1.0) if nargout > 1 else a
    arr = array_arg(a, xp)
    ax = default_dim(arr.shape) if dim is None else dim
    arr = expand_to(arr, ax + 1)
    if arr.dtype.kind == "O":
        if not is_cellstr(arr):
            raise MException("MATLAB:sort:InvalidInput",
                             "Only cell arrays of character vectors are supported.")
        b, idx = _sort_cellstr(arr, descend, ax)
    elif arr.dtype.kind == "T":
        order = string_ranks(string_items(arr)).reshape(arr.shape, order="F")
        idx = _argsort(order, ax, descend, np)
        b = np.take_along_axis(arr, idx, axis=ax)
    else:
        if arr.dtype.kind == "U":
            codes = arr.view(np.uint32)
            idx = _argsort(codes, ax, descend, np)
            b = np.take_along_axis(arr, idx, axis=ax).astype(CHAR_DTYPE)
        else:
            idx = _argsort(arr, ax, descend, xp)
            b = xp.take_along_axis(arr, idx, axis=ax)
    b = b.reshape(nd(a, xp).shape) if b.ndim != nd(a, xp).ndim else b
    if nargout > 1:
        i = (idx + 1).astype(np.float64)
        return b, i.reshape(b.shape)
    return b


def _row_keys(arr: np.ndarray) -> list[np.ndarray]:
    """Per-column key lists for a matrix (numeric, char or cellstr)."""
    cols = []
    for j in range(arr.shape[1]):
        col = arr[:, j]
        if arr.dtype.kind == "O":
            cols.append([string_ranks(cell_strings(col.reshape(-1, 1)))])
        else:
            cols.append(column_keys(col))
    return cols


@runtime_builtin(
    summary="Sort the rows of a matrix by one or more columns (negative column: descending).",
    description="Rows are compared column by column from the left (or by the listed columns); "
                "ties keep their order. Works for numeric, logical, char matrices and cell "
                "arrays of character vectors. [B, I] = sortrows(...) returns B = A(I, :).",
    keywords=["sort", "rows", "table", "lexicographic"],
    related=["sort", "unique", "issorted"],
    signatures=["B = sortrows(A)", "B = sortrows(A, column)", "B = sortrows(A, direction)",
                "[B, I] = sortrows(A, column)"],
    errors=[ErrorSpec(identifier="MATLAB:sortrows:COLmismatchX",
                      when="a column index is zero or larger than the number of columns")],
    examples=[Example(code="B = sortrows([3 1; 1 2; 3 0])", output="B =\n\n"
                                                                   "     1     2\n"
                                                                   "     3     0\n"
                                                                   "     3     1\n\n"),
              Example(code="[B, I] = sortrows([3 1; 1 2; 3 0], -1)", output="B =\n\n"
                                                                            "     3     1\n"
                                                                            "     3     0\n"
                                                                            "     1     2\n\n"
                                                                            "I =\n\n"
                                                                            "     1\n"
                                                                            "     3\n"
                                                                            "     2\n\n")],
)
def sortrows(a: Any, column: Any = None, direction: Any = None, *, nargout: int) -> Any:
    arr = nd(a, objects=True)
    if getattr(arr, "dtype", None) is None:  # a struct array
        raise undefined("sortrows", class_of(a))
    if arr.ndim > 2:
        raise MException("MATLAB:sortrows:inputDimensionMismatch", "Input must be a 2-D matrix.")
    ncol = arr.shape[1]
    descend_all = False
    w = option(column) if column is not None else None
    if w is not None:
        if w not in ("ascend", "descend"):
            raise MException("MATLAB:sortrows:sortDirection", "Sort direction must be 'ascend' or 'descend'.")
        descend_all, column = w == "descend", None
    if direction is not None:
        dw = option(direction)
        if dw not in ("ascend", "descend"):
            raise MException("MATLAB:sortrows:sortDirection", "Sort direction must be 'ascend' or 'descend'.")
        descend_all = dw == "descend"
    if column is None or is_empty_arg(column):
        spec = [~j if descend_all else j for j in range(ncol)]
    else:
        spec = []
        for v in values(column):
            j = int(v) if is_int_value(v) else 0
            if j == 0 or abs(j) > ncol or j != v:
                raise MException("MATLAB:sortrows:COLmismatchX",
                                 "Column sorting vector must contain integers with absolute value "
                                 "between 1 and the number of columns in the first argument.")
            desc = (j < 0) != descend_all
            spec.append(~(abs(j) - 1) if desc else abs(j) - 1)
    idx = _lexsort(arr, spec)
    b = arr[idx, :]
    if nargout > 1:
        return b, (idx + 1).astype(np.float64).reshape(-1, 1)
    return b


def _lexsort(arr: np.ndarray, spec: list[int]) -> np.ndarray:
    cols = _row_keys(arr)
    keys: list[np.ndarray] = []
    for s in reversed(spec):  # least significant column first
        j = s if s >= 0 else ~s
        for k in cols[j]:
            if s < 0:
                kk = np.where(np.isnan(k), np.inf, k) if k.dtype.kind == "f" else k
                _, inv = np.unique(kk, return_inverse=True)
                keys.append(-inv.reshape(-1).astype(np.float64))
            else:
                keys.append(k)
    return np.lexsort(keys) if keys else np.arange(arr.shape[0])


@runtime_builtin(
    summary="True when the elements of a vector (or the rows, with 'rows') are in sorted order.",
    keywords=["sorted", "monotonic", "order", "test"],
    related=["sort", "sortrows"],
    signatures=["TF = issorted(A)", "TF = issorted(A, direction)", "TF = issorted(A, 'rows')"],
    examples=[Example(code="tf = issorted([1 2 2 5])", output="tf =\n\n  logical\n\n   1\n\n"),
              Example(code="tf = issorted([3 1 2])", output="tf =\n\n  logical\n\n   0\n\n")],
)
def issorted(a: Any, direction: Any = None) -> bool:
    arr = array_arg(a)
    w = option(direction) if direction is not None else "ascend"
    if w == "rows":
        idx = _lexsort(arr, list(range(arr.shape[1])))
        return bool(np.array_equal(arr[idx, :], arr, equal_nan=arr.dtype.kind in "fc"))
    if arr.ndim > 2 or (1 not in arr.shape[:2] and arr.size > 0):
        raise MException("MATLAB:issorted:MustBeVector", "Input must be a vector or 'rows' must be specified.")
    flat = arr.reshape(-1, order="F")
    if flat.dtype.kind in "OT":  # cellstr or string array: compared by code points
        flat = string_ranks(cell_strings(flat.reshape(-1, 1)))
    if w in ("ascend", "descend"):
        idx = _argsort(flat.view(np.uint32) if flat.dtype.kind == "U" else flat, 0, w == "descend", np)
        return bool(np.array_equal(flat[idx], flat, equal_nan=flat.dtype.kind in "fc"))
    if w in ("monotonic", "either", "strictascend", "strictdescend", "strictmonotonic"):
        d = np.diff(flat.astype(np.float64))
        if w == "strictascend":
            return bool(np.all(d > 0))
        if w == "strictdescend":
            return bool(np.all(d < 0))
        if w == "strictmonotonic":
            return bool(np.all(d > 0) or np.all(d < 0))
        return bool(np.all(d >= 0) or np.all(d <= 0))
    raise MException("MATLAB:issorted:sortDirection", "Invalid sort direction.")
