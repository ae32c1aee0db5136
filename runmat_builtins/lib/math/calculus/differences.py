"""Numerical derivatives of sampled data: gradient (central differences inside, one-sided at
the edges) and del2 (discrete Laplacian / (2*ndims), edges extrapolated linearly)."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.array.shape._args import nd
from runmat_builtins.numeric import arith_class
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.lib.array.shape._args import doubles



def _data(f: Any, fname: str) -> np.ndarray:
    arith_class(f, fname)
    a = nd(f)
    if a.dtype.kind == "U":
        a = a.view(np.uint32)
    return a.astype(np.complex128 if a.dtype.kind == "c" else np.float64)


def _axes(a: np.ndarray) -> list[int]:
    """Axes in MATLAB's output order: x (columns) first, then rows, then higher dims; a vector
    has one axis, along its length."""
    if a.ndim == 2 and 1 in a.shape:
        return [1 if a.shape[0] == 1 else 0]
    return [1, 0] + list(range(2, a.ndim))


def _coords(spacing: list[Any], axes: list[int], a: np.ndarray, fname: str) -> list[np.ndarray]:
    """Sample coordinates per axis from the spacing arguments (scalar steps or coordinate vectors)."""
    if len(spacing) == 1:
        spacing = spacing * len(axes)
    if spacing and len(spacing) != len(axes):
        raise MException(f"MATLAB:{fname}:InvalidGridSpacing" if fname == "gradient" else "MATLAB:del2:InvalidSpacing",
                         "Spacing values must be given for every dimension.")
    out = []
    for i, ax in enumerate(axes):
        n = a.shape[ax]
        if not spacing:
            out.append(np.arange(n, dtype=np.float64))
            continue
        h = doubles(spacing[i]).real.reshape(-1)
        if h.size == 1:
            out.append(h[0] * np.arange(n))
        elif h.size == n:
            out.append(h)
        else:
            raise MException(f"MATLAB:{fname}:GridSpacingMismatch" if fname == "gradient" else "MATLAB:del2:InvalidSpacing",
                             "Coordinate vectors must match the size of the data along their dimension.")
    return out


def _shape(x: np.ndarray, ax: int, nd_: int) -> np.ndarray:
    shp = [1] * nd_
    shp[ax] = x.size
    return x.reshape(shp)


def _grad(a: np.ndarray, ax: int, x: np.ndarray) -> np.ndarray:
    n = a.shape[ax]
    g = np.zeros_like(a)
    if n < 2:
        return g
    m = np.moveaxis(a, ax, 0)
    gm = np.moveaxis(g, ax, 0)
    xs = x.reshape((-1,) + (1,) * (m.ndim - 1))
    gm[0] = (m[1] - m[0]) / (xs[1] - xs[0])
    gm[-1] = (m[-1] - m[-2]) / (xs[-1] - xs[-2])
    if n > 2:
        gm[1:-1] = (m[2:] - m[:-2]) / (xs[2:] - xs[:-2])
    return g


@runtime_builtin(
    summary="Numerical gradient: central differences in the interior, one-sided differences at the edges.",
    description="For a vector, the derivative along it; for a matrix, [FX, FY] = gradient(F) "
                "(FX along columns, FY along rows), and more outputs for N-D arrays. Spacing is "
                "one scalar for all dimensions, or one scalar or coordinate vector per dimension "
                "(x first).",
    keywords=["derivative", "finite differences", "slope", "partial derivative"],
    related=["diff", "del2", "trapz"],
    signatures=["FX = gradient(F)", "[FX, FY] = gradient(F)", "[FX, FY] = gradient(F, h)",
                "[FX, FY] = gradient(F, hx, hy)", "[FX, FY, FZ, ...] = gradient(F, ...)"],
    errors=[ErrorSpec(identifier="MATLAB:gradient:InvalidGridSpacing",
                      when="the number of spacing arguments does not match the dimensions"),
            ErrorSpec(identifier="MATLAB:gradient:GridSpacingMismatch",
                      when="a coordinate vector's length differs from the data's size")],
    examples=[Example(code="g = gradient([1 4 9 16 25])", output="g =\n\n     3     4     6     8     9\n\n"),
              Example(code="[gx, gy] = gradient([1 2 4; 3 5 9])",
                      output="gx =\n\n"
                             "    1.0000    1.5000    2.0000\n"
                             "    2.0000    3.0000    4.0000\n\n"
                             "gy =\n\n"
                             "     2     3     5\n"
                             "     2     3     5\n\n")],
)
def gradient(f: Any, *spacing: Any, nargout: int) -> Any:
    a = _data(f, "gradient")
    axes = _axes(a)
    xs = _coords(list(spacing), axes, a, "gradient")
    outs = [_grad(a, ax, x) for ax, x in zip(axes, xs)]
    if nargout > len(outs):
        raise MException("MATLAB:maxlhs", "Too many output arguments.")
    return tuple(outs) if nargout > 1 else outs[0]


def _second(a: np.ndarray, ax: int, x: np.ndarray) -> np.ndarray:
    n = a.shape[ax]
    d = np.zeros_like(a)
    if n < 3:
        return d
    m = np.moveaxis(a, ax, 0)
    dm = np.moveaxis(d, ax, 0)
    h = np.diff(x).reshape((-1,) + (1,) * (m.ndim - 1))
    slope = (m[1:] - m[:-1]) / h
    dm[1:-1] = (slope[1:] - slope[:-1]) / ((h[1:] + h[:-1]) / 2)
    if n == 3:  # one interior point: nothing to extrapolate a slope from
        dm[0] = dm[-1] = dm[1]
        return d
    dm[0] = dm[1] + (dm[1] - dm[2]) * (x[1] - x[0]) / (x[2] - x[1])
    dm[-1] = dm[-2] + (dm[-2] - dm[-3]) * (x[-1] - x[-2]) / (x[-2] - x[-3])
    return d


@runtime_builtin(
    summary="Discrete Laplacian: sum of second differences along each dimension divided by 2*ndims.",
    description="For a matrix, L = (d2U/dx2 + d2U/dy2)/4; second differences at the edges are "
                "extrapolated linearly from the interior. Spacing as for gradient (x first).",
    keywords=["laplacian", "second derivative", "finite differences"], related=["gradient", "diff"],
    signatures=["L = del2(U)", "L = del2(U, h)", "L = del2(U, hx, hy)", "L = del2(U, hx, hy, ...)"],
    errors=[ErrorSpec(identifier="MATLAB:del2:InvalidSpacing", when="spacing arguments do not match the data")],
    examples=[Example(code="L = del2([1 4 9 16 25])", output="L =\n\n"
                                                             "    0.5000    0.5000    0.5000    0.5000    0.5000\n\n"),
              Example(code="L = del2([16 2 3 13; 5 11 10 8; 9 7 6 12; 4 14 15 1])",
                      output="L =\n\n   15.0000   -5.5000   -6.5000    9.0000\n    0.5000   -5.0000   -3.0000    3.5000\n"
                             "   -3.5000    3.0000    5.0000   -0.5000\n   -9.0000    6.5000    5.5000  -15.0000\n\n")],
)
def del2(u: Any, *spacing: Any) -> Any:
    a = _data(u, "del2")
    axes = _axes(a)
    xs = _coords(list(spacing), axes, a, "del2")
    total = np.zeros_like(a)
    for ax, x in zip(axes, xs):
        total = total + _second(a, ax, x)
    return total / (2 * max(a.ndim, 2))
