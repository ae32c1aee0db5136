"""interp2: interpolation of data on a 2-D grid (meshgrid layout: rows are y, columns are x)
by 'linear' (default), 'nearest', 'cubic' or 'spline'; queries outside the grid give
extrapval (NaN by default)."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.array.shape._args import nd, option, values
from runmat_builtins.numeric import arith_class
from runmat_builtins.spec import ErrorSpec, Example

_METHODS = ("linear", "nearest", "cubic", "spline")


def _grid_vector(g: Any, axis: int, n: int) -> np.ndarray:
    a = nd(g).astype(np.float64)
    if a.ndim == 2 and 1 in a.shape:
        v = a.reshape(-1)
    elif a.ndim == 2:
        v = a[0, :] if axis == 1 else a[:, 0]
    else:
        raise MException("MATLAB:interp2:invalidGrid", "The grid vectors must be vectors or meshgrid matrices.")
    if v.size != n:
        raise MException("MATLAB:interp2:wrongLengthX" if axis == 1 else "MATLAB:interp2:wrongLengthY",
                         "The lengths of the grid vectors must match the size of V.")
    return v


def _nearest_index(grid: np.ndarray, q: np.ndarray) -> np.ndarray:
    i = np.clip(np.searchsorted(grid, q, side="right") - 1, 0, grid.size - 1)
    j = np.minimum(i + 1, grid.size - 1)
    return np.where(np.abs(grid[j] - q) <= np.abs(q - grid[i]), j, i)


@runtime_builtin(
    summary="Interpolate 2-D gridded data V(Y, X) at query points (Xq, Yq).",
    description="X and Y are grid vectors or meshgrid matrices (default 1:n and 1:m). A row Xq "
                "with a column Yq is expanded to a grid. Methods: 'linear' (default), 'nearest', "
                "'cubic' and 'spline' (both cubic splines here); points outside the grid get "
                "extrapval (NaN).",
    keywords=["interpolation", "2-D", "bilinear", "grid", "meshgrid"],
    related=["interp1", "meshgrid", "griddedInterpolant"],
    signatures=["Vq = interp2(X, Y, V, Xq, Yq)", "Vq = interp2(V, Xq, Yq)",
                "Vq = interp2(X, Y, V, Xq, Yq, method)", "Vq = interp2(X, Y, V, Xq, Yq, method, extrapval)",
                "Vq = interp2(V, Xq, Yq, method)"],
    errors=[ErrorSpec(identifier="MATLAB:interp2:wrongLengthX", when="X does not match the columns of V"),
            ErrorSpec(identifier="MATLAB:interp2:XqYqMismatch", when="Xq and Yq sizes are incompatible"),
            ErrorSpec(identifier="MATLAB:interp2:InvalidMethod", when="the method is not recognized")],
    examples=[Example(code="z = interp2([1 2; 3 4], 1.5, 1.5)", output="z =\n\n    2.5000\n\n"),
              Example(code="z = interp2(1:3, 1:2, [1 2 3; 4 5 6], [1.5 2.5], [1.5; 2])",
                      output="z =\n\n    3.0000    4.0000\n    4.5000    5.5000\n\n")],
)
def interp2(*args: Any) -> Any:
    from scipy.interpolate import RegularGridInterpolator  # start-up: scipy loads on first use

    args = list(args)
    method = "linear"
    extrap = np.nan
    words = [i for i, a in enumerate(args) if option(a) is not None]
    if words:
        k = words[0]
        method = option(args[k])
        if method not in _METHODS:
            raise MException("MATLAB:interp2:InvalidMethod", f"Invalid interpolation method '{method}'.")
        if k + 1 < len(args):
            extrap = float(values(args[k + 1])[0])
        args = args[:k]
    if len(args) == 3:
        v = args[0]
        x = y = None
        xq, yq = args[1], args[2]
    elif len(args) == 5:
        x, y, v, xq, yq = args
    else:
        raise MException("MATLAB:interp2:nargin", "interp2 needs V, Xq, Yq or X, Y, V, Xq, Yq.")
    arith_class(v, "interp2")
    V = nd(v).astype(np.float64)
    if V.ndim != 2 or V.shape[0] < 2 or V.shape[1] < 2:
        raise MException("MATLAB:interp2:NotEnoughPts", "V must be at least 2-by-2.")
    gx = np.arange(1, V.shape[1] + 1, dtype=np.float64) if x is None else _grid_vector(x, 1, V.shape[1])
    gy = np.arange(1, V.shape[0] + 1, dtype=np.float64) if y is None else _grid_vector(y, 0, V.shape[0])
    if gx[0] > gx[-1]:
        gx, V = gx[::-1], V[:, ::-1]
    if gy[0] > gy[-1]:
        gy, V = gy[::-1], V[::-1, :]
    if np.any(np.diff(gx) <= 0) or np.any(np.diff(gy) <= 0):
        raise MException("MATLAB:interp2:NonMonotonicGrid", "Grid vectors must be strictly monotonic.")
    QX = nd(xq).astype(np.float64)
    QY = nd(yq).astype(np.float64)
    if QX.shape != QY.shape:
        if QX.ndim == 2 and QY.ndim == 2 and QX.shape[0] == 1 and QY.shape[1] == 1:
            QX, QY = np.meshgrid(QX.reshape(-1), QY.reshape(-1))
        elif QX.size == 1 or QY.size == 1:
            QX, QY = np.broadcast_arrays(QX, QY)
        else:
            raise MException("MATLAB:interp2:XqYqMismatch", "Xq and Yq must be the same size or grid vectors.")
    inside = (QX >= gx[0]) & (QX <= gx[-1]) & (QY >= gy[0]) & (QY <= gy[-1])
    if method == "nearest":
        ix = _nearest_index(gx, QX)
        iy = _nearest_index(gy, QY)
        out = V[iy, ix]
    else:
        kind = "linear" if method == "linear" else ("cubic" if min(V.shape) >= 4 else "linear")
        f = RegularGridInterpolator((gy, gx), V, method=kind, bounds_error=False, fill_value=None)
        out = f(np.stack([np.clip(QY, gy[0], gy[-1]), np.clip(QX, gx[0], gx[-1])], axis=-1))
    return np.where(inside & ~np.isnan(QX) & ~np.isnan(QY), out, extrap).reshape(QX.shape)
