"""Tiling: repmat."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.array.shape._args import element_array, expand_to, mshape, nd, size_args
from runmat_builtins.limits import check_array_size
from runmat_builtins.spec import ErrorSpec, Example


@runtime_builtin(
    summary="Repeat copies of an array: repmat(A, m, n, ...) tiles A m-by-n-by-...",
    description="repmat(A, n) tiles n-by-n; counts may be separate scalars or one vector; "
                "negative counts act as 0. Works for numeric, logical, char, cell and struct arrays.",
    keywords=["tile", "replicate", "repeat", "copy"],
    related=["kron", "meshgrid", "cat"],
    signatures=["B = repmat(A, n)", "B = repmat(A, r1, ..., rN)", "B = repmat(A, r)"],
    errors=[ErrorSpec(identifier="MATLAB:NonIntegerInput", when="a count is not an integer"),
            ErrorSpec(identifier="MATLAB:minrhs", when="no counts are given")],
    examples=[Example(code="B = repmat([1 2], 2, 2)", output="B =\n\n"
                                                             "     1     2     1     2\n"
                                                             "     1     2     1     2\n\n"),
              Example(code="s = repmat('ab', 1, 3)", output="s =\n\n    'ababab'\n\n")],
    accel={"kind": "shape"},
)
def repmat(a: Any, *reps: Any, xp: Any) -> Any:
    if not reps:
        raise MException("MATLAB:minrhs", "Not enough input arguments.")
    counts = size_args(_empty_counts(reps), "repmat")
    held = element_array(a)  # struct arrays, graphics handle arrays
    if held is not None:
        return held[1](_tile(held[0], counts, np))
    if type(a) is float and counts == (1, 1):
        return a
    return _tile(nd(a, xp), counts, xp)


def _empty(v: Any) -> bool:
    return type(v) is np.ndarray and v.size == 0 and v.dtype.kind in "fiub"


def _empty_counts(reps: tuple) -> tuple:
    """An empty replication factor in repmat(A, M, N) (the documented-by-Octave legacy form):
    repmat(A, [], N) is repmat(A, N, 1), repmat(A, M, []) is repmat(A, M, 1), both empty 1."""
    if len(reps) == 1 and _empty(reps[0]):
        return (1.0, 1.0)
    if len(reps) == 2 and (_empty(reps[0]) or _empty(reps[1])):
        m, n = reps
        if _empty(m) and _empty(n):
            return (1.0, 1.0)
        return (n, 1.0) if _empty(m) else (m, 1.0)
    return reps


def _tile(arr: Any, counts: tuple[int, ...], xp: Any) -> Any:
    k = max(arr.ndim, len(counts))
    arr = expand_to(arr, k)
    counts = tuple(counts) + (1,) * (k - len(counts))
    check_array_size([n * c for n, c in zip(arr.shape, counts)], arr.dtype.itemsize)
    out = xp.tile(arr, counts)
    shp = mshape(out.shape)
    return out.reshape(shp) if shp != tuple(out.shape) else out
