"""Differences and trapezoidal integration: diff, trapz, cumtrapz."""

from __future__ import annotations

import math
from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.array.shape._args import default_dim, dim_arg, expand_to, is_empty_arg, mshape, nd, values
from runmat_builtins.lib.math.reduction._core import check_class, numeric_view, scalar_out
from runmat_builtins.numeric import INT_CLASSES, cast_to
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.lib.array.shape._args import is_int_value



@runtime_builtin(
    summary="Differences between adjacent elements: diff(X, n, dim) applies it n times.",
    description="Works along the first non-singleton dimension by default; each difference "
                "shortens that dimension by one. Integer inputs keep their class (saturating).",
    keywords=["difference", "derivative", "increments"],
    related=["cumsum", "gradient", "trapz"],
    signatures=["Y = diff(X)", "Y = diff(X, n)", "Y = diff(X, n, dim)"],
    errors=[ErrorSpec(identifier="MATLAB:diff:differenceOrderMustBePositiveInteger",
                      when="n is not a nonnegative integer")],
    examples=[Example(code="d = diff([1 4 9 16])", output="d =\n\n     3     5     7\n\n"),
              Example(code="d = diff([1 4 9 16], 2)", output="d =\n\n     2     2\n\n"),
              Example(code="d = diff([1 2; 4 8])", output="d =\n\n     3     6\n\n")],
    accel={"kind": "reduction", "precisions": ["double", "single", "int", "logical"]},
)
def diff(x: Any, n: Any = None, dim: Any = None, *, xp: Any) -> Any:
    cls = check_class(x, "diff")
    order = 1
    if n is not None and not is_empty_arg(n):
        v = values(n)
        if len(v) != 1 or not (v[0] >= 0 and is_int_value(v[0])):
            raise MException("MATLAB:diff:differenceOrderMustBePositiveInteger",
                             "Difference order N must be a positive integer scalar.")
        order = int(v[0])
    arr = numeric_view(x, xp)
    if arr.dtype.kind in "biu":
        arr = arr.astype(np.float64)
    if dim is None and arr.size == 1 and order > 0:
        return xp.zeros((0, 0), dtype=arr.dtype) if cls not in INT_CLASSES else cast_to(xp.zeros((0, 0)), cls, xp)
    if dim is not None:
        ax = dim_arg(dim)
        arr = expand_to(arr, ax + 1)
        for _ in range(min(order, arr.shape[ax])):  # past the dimension's length: empty already
            arr = arr[(slice(None),) * ax + (slice(1, None),)] - arr[(slice(None),) * ax + (slice(None, -1),)] \
                if arr.shape[ax] > 0 else arr
    else:
        for _ in range(min(order, arr.size + 1)):  # each order shortens a dimension: bounded by size
            if arr.size == 0:
                break
            ax = default_dim(arr.shape)
            if arr.shape[ax] <= 1:
                shp = list(arr.shape)
                shp[ax] = 0
                arr = xp.zeros(tuple(shp), dtype=arr.dtype)
                break
            arr = xp.diff(arr, axis=ax)
    out = arr.reshape(mshape(arr.shape))
    if cls in INT_CLASSES:
        out = cast_to(out, cls, xp)
    return scalar_out(out)


def _trapz_args(args: tuple) -> tuple[Any, Any, int | None]:
    if len(args) == 1:
        return None, args[0], None
    if len(args) == 2:
        x, y = args
        vx = nd(y)
        if vx.size == 1 and nd(x).size != 1:
            return None, x, dim_arg(y)  # trapz(Y, dim)
        return x, y, None
    if len(args) == 3:
        return args[0], args[1], dim_arg(args[2])
    raise MException("MATLAB:TooManyInputs", "Too many input arguments.")


def _prep(args: tuple, fname: str, xp: Any) -> tuple[Any, Any, int]:
    x, y, dim = _trapz_args(args)
    check_class(y, fname)
    arr = numeric_view(y, xp).astype(np.float64) if numeric_view(y, xp).dtype.kind not in "fc" \
        else numeric_view(y, xp)
    ax = default_dim(arr.shape) if dim is None else dim
    arr = expand_to(arr, ax + 1)
    n = arr.shape[ax]
    if x is None:
        dx = None
    else:
        check_class(x, fname)
        xv = numeric_view(x, xp).astype(np.float64)
        if xv.size == 1:
            dx = xv.reshape(-1)[0]
        else:
            xv = xv.reshape(-1, order="F") if 1 in xv.shape[:2] and xv.ndim == 2 else xv
            if xv.ndim == 1:
                if xv.shape[0] != n:
                    raise MException(f"MATLAB:{fname}:LengthXMismatchY",
                                     "Length of X must match the length of Y along dimension DIM.")
                shp = [1] * arr.ndim
                shp[ax] = n
                dx = xp.diff(xv).reshape(tuple(shp[:ax]) + (n - 1,) + tuple(shp[ax + 1:]))
            else:
                if tuple(xv.shape) != tuple(arr.shape):
                    raise MException(f"MATLAB:{fname}:LengthXMismatchY",
                                     "Length of X must match the length of Y along dimension DIM.")
                dx = xp.diff(xv, axis=ax)
    return arr, dx, ax


def _pieces(arr: Any, dx: Any, ax: int) -> Any:
    lo = arr[(slice(None),) * ax + (slice(None, -1),)]
    hi = arr[(slice(None),) * ax + (slice(1, None),)]
    avg = (lo + hi) / 2
    return avg if dx is None else avg * dx


@runtime_builtin(
    summary="Trapezoidal numerical integration of Y (unit spacing, scalar spacing or points X).",
    description="trapz(Y) integrates along the first non-singleton dimension with unit spacing; "
                "trapz(X, Y) uses the points or scalar spacing X; trapz(X, Y, dim) picks the "
                "dimension.",
    keywords=["integral", "area", "quadrature", "numerical integration"],
    related=["cumtrapz", "sum", "diff"],
    signatures=["Q = trapz(Y)", "Q = trapz(X, Y)", "Q = trapz(X, Y, dim)"],
    errors=[ErrorSpec(identifier="MATLAB:trapz:LengthXMismatchY", when="X does not match Y along dim")],
    examples=[Example(code="q = trapz([1 2 3])", output="q =\n\n     4\n\n"),
              Example(code="q = trapz([0 1 3], [1 2 3])", output="q =\n\n    6.5000\n\n")],
    accel={"kind": "reduction", "data": [0, 1]},
)
def trapz(*args: Any, xp: Any) -> Any:
    arr, dx, ax = _prep(args, "trapz", xp)
    shp = list(arr.shape)
    if shp[ax] < 2:
        shp[ax] = 1
        return scalar_out(xp.zeros(mshape(tuple(shp))))
    out = xp.sum(_pieces(arr, dx, ax), axis=ax, keepdims=True)
    return scalar_out(out.reshape(mshape(out.shape)))


@runtime_builtin(
    summary="Cumulative trapezoidal integration (same size as Y, starting at 0).",
    keywords=["integral", "cumulative", "quadrature"],
    related=["trapz", "cumsum"],
    signatures=["Q = cumtrapz(Y)", "Q = cumtrapz(X, Y)", "Q = cumtrapz(X, Y, dim)"],
    errors=[ErrorSpec(identifier="MATLAB:cumtrapz:LengthXMismatchY", when="X does not match Y along dim")],
    examples=[Example(code="q = cumtrapz([1 2 3])", output="q =\n\n         0    1.5000    4.0000\n\n")],
    accel={"kind": "reduction", "data": [0, 1]},
)
def cumtrapz(*args: Any, xp: Any) -> Any:
    arr, dx, ax = _prep(args, "cumtrapz", xp)
    if arr.shape[ax] < 1:
        return arr
    first = xp.zeros_like(arr[(slice(None),) * ax + (slice(0, 1),)])
    if arr.shape[ax] == 1:
        return scalar_out(first.reshape(mshape(first.shape)))
    out = xp.concatenate([first, xp.cumsum(_pieces(arr, dx, ax), axis=ax)], axis=ax)
    return scalar_out(out.reshape(mshape(out.shape)))
