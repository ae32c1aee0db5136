"""Locating nonzero elements: find (indices, subscripts and values)."""

from __future__ import annotations

import math
from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.array.shape._args import array_arg, nd, option, values
from runmat_builtins.spec import ErrorSpec, Example


def _limit(n: Any) -> int:
    try:
        v = values(n)
    except TypeError:
        v = []
    if len(v) != 1 or not (v[0] >= 0 and (v[0] == math.inf or v[0] == math.floor(v[0]))):
        raise MException("MATLAB:find:secondArgumentMustBeIntegerScalar",
                         "Second argument must be a positive scalar integer.")
    return -1 if v[0] == math.inf else int(v[0])


@runtime_builtin(
    summary="Indices (or row/column subscripts and values) of nonzero elements.",
    description="k = find(X) gives linear indices in column-major order: a row when X is a row "
                "vector, a column otherwise. find(X, n) keeps the first n; find(X, n, 'last') "
                "the last n. [row, col, v] = find(X) returns subscripts and the values.",
    keywords=["nonzero", "indices", "search", "where", "locate"],
    related=["any", "nnz", "ind2sub", "ismember"],
    signatures=["k = find(X)", "k = find(X, n)", "k = find(X, n, direction)",
                "[row, col] = find(X)", "[row, col, v] = find(X, n, direction)"],
    errors=[ErrorSpec(identifier="MATLAB:find:secondArgumentMustBeIntegerScalar",
                      when="n is not a nonnegative integer"),
            ErrorSpec(identifier="MATLAB:find:thirdArgumentMustBeFirstOrLast",
                      when="direction is not 'first' or 'last'")],
    examples=[Example(code="k = find([0 3 0 5])", output="k =\n\n     2     4\n\n"),
              Example(code="k = find([1 0; 1 1])", output="k =\n\n     1\n     2\n     4\n\n"),
              Example(code="[r, c] = find([0 2; 3 0])", output="r =\n\n"
                                                               "     2\n"
                                                               "     1\n\n"
                                                               "c =\n\n"
                                                               "     1\n"
                                                               "     2\n\n"),
              Example(code="k = find([1 1 1 1], 2, 'last')", output="k =\n\n     3     4\n\n")],
    accel={"kind": "indexing", "precisions": ["double", "single", "int", "logical", "complex"]},
)
def find(x: Any, n: Any = None, direction: Any = None, *, xp: Any, nargout: int) -> Any:
    arr = array_arg(x, xp)
    kind = arr.dtype.kind
    if kind in "OT" or kind == "V":
        raise MException("MATLAB:UndefinedFunction",
                         "Undefined function 'find' for input arguments of type 'cell'.")
    limit = -1 if n is None else _limit(n)
    last = False
    if direction is not None:
        w = option(direction)
        if w not in ("first", "last"):
            raise MException("MATLAB:find:thirdArgumentMustBeFirstOrLast",
                             "Invalid search direction. Must be 'first' or 'last'.")
        last = w == "last"
    flat = arr.reshape(-1, order="F")
    mask = flat != "\0" if kind == "U" else flat != 0
    idx = xp.nonzero(mask)[0]
    if limit >= 0 and idx.shape[0] > limit:
        idx = idx[idx.shape[0] - limit:] if last else idx[:limit]
    shp = tuple(arr.shape)
    row = arr.ndim == 2 and shp[0] == 1 and shp[1] != 0 or (arr.ndim == 2 and shp == (1, 0))
    cnt = int(idx.shape[0])
    if cnt == 0 and (shp == (0, 0) or shp == (1, 1)):
        oshape: tuple[int, int] = (0, 0)
    elif row:
        oshape = (1, cnt)
    else:
        oshape = (cnt, 1)
    if nargout <= 1:
        return (idx + 1).astype(np.float64).reshape(oshape)
    r = (idx % shp[0] + 1).astype(np.float64).reshape(oshape)
    c = (idx // shp[0] + 1).astype(np.float64).reshape(oshape) if shp[0] else r
    if nargout == 2:
        return r, c
    v = flat[idx].reshape(oshape)
    return r, c, v
