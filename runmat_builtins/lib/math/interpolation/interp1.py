"""1-D interpolation: interp1 (linear, nearest, previous, next, pchip, spline)."""

from __future__ import annotations

from typing import Any

import numpy as np
from runmat_builtins.lazy import lazy

_spi = lazy("scipy.interpolate")

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.array.shape._args import doubles, nd, option, values
from runmat_builtins.lib.math.reduction._core import scalar_out
from runmat_builtins.spec import ErrorSpec, Example

_METHODS = ("linear", "nearest", "previous", "next", "pchip", "cubic", "spline", "makima")


def _float(v: Any) -> np.ndarray:
    a = doubles(v)  # char as codes; MATLAB's error for struct, cell and handles
    return a


_DEFAULT_METHOD = "linear"


@runtime_builtin(
    summary="1-D interpolation of sample points (x, v) at query points xq.",
    description="Methods: 'linear' (default), 'nearest', 'previous', 'next', 'pchip' (or "
                "'cubic'), 'spline'. Queries outside the sample range give NaN unless "
                "'extrap' (or a fill value) is given; 'spline' and 'pchip' extrapolate by "
                "default. When v is a matrix, each column is interpolated.",
    keywords=["interpolate", "lookup", "resample", "table"],
    related=["interp2", "spline", "pchip", "polyfit"],
    signatures=["vq = interp1(x, v, xq)", "vq = interp1(x, v, xq, method)",
                "vq = interp1(x, v, xq, method, extrapolation)", "vq = interp1(v, xq)"],
    errors=[ErrorSpec(identifier="MATLAB:interp1:NonMonotonicCompositeX", when="x has repeated values"),
            ErrorSpec(identifier="MATLAB:interp1:YInvalidNumRows", when="x and v lengths differ")],
    examples=[Example(code="vq = interp1([1 2 3], [10 20 30], [1.5 2.5])", output="vq =\n\n    15    25\n\n"),
              Example(code="vq = interp1([1 2 3], [10 20 30], [0 4])", output="vq =\n\n   NaN   NaN\n\n"),
              Example(code="vq = interp1([1 2 3], [10 20 30], 4, 'linear', 'extrap')", output="vq =\n\n"
                                                                                              "    40\n\n"),
              Example(code="vq = interp1([1 2 3], [10 20 30], 2.4, 'nearest')", output="vq =\n\n    20\n\n")],
)
def interp1(*args: Any) -> Any:
    nums = []
    words = []
    for a in args:
        w = option(a)
        if w is None and not words and len(nums) == 3 and type(a) is np.ndarray and a.size == 0 and a.dtype.kind == "f":
            words.append(_DEFAULT_METHOD)  # interp1(x, v, xq, [], extrap): [] keeps the default method
        elif w is None and not words:
            nums.append(a)
        else:
            words.append(a)
    if len(nums) == 2:
        v = _float(nums[0])
        vcol = v.reshape(-1, 1) if v.shape[0] == 1 else v
        x = np.arange(1.0, vcol.shape[0] + 1)
        xq_in = nums[1]
        v = nums[0]
    elif len(nums) == 3:
        x = _float(nums[0]).reshape(-1)
        v = nums[1]
        xq_in = nums[2]
    else:
        raise MException("MATLAB:minrhs", "Not enough input arguments.")
    method = "linear"
    extrap: Any = None
    for w in words:
        o = option(w)
        if o in _METHODS or o in ("*linear", "*nearest", "*cubic", "*spline"):
            method = o.lstrip("*")
        elif o == "extrap":
            extrap = "extrap"
        elif o is None:
            ev = values(w)
            if len(ev) != 1:
                raise MException("MATLAB:interp1:NonScalarExtrapValue", "EXTRAP option must be a scalar.")
            extrap = ev[0]
        else:
            raise MException("MATLAB:interp1:InvalidMethod", "Invalid interpolation method.")
    vv = _float(v)
    vec = vv.ndim == 2 and vv.shape[0] == 1
    # columns counted from the shape: reshape(n, -1) cannot infer them when n is 0
    V = vv.reshape(-1, 1) if vec else vv.reshape(vv.shape[0], int(np.prod(vv.shape[1:])), order="F")
    if V.shape[0] != x.size:
        raise MException("MATLAB:interp1:YInvalidNumRows",
                         "The grid vectors do not define a grid of points that match the given values.")
    if x.size == 0:
        raise MException("MATLAB:interp1:NotEnoughPts", "There should be at least two data points.")
    order = np.argsort(x, kind="stable")
    xs, V = x[order], V[order]
    if np.any(np.diff(xs) == 0):
        raise MException("MATLAB:interp1:NonMonotonicCompositeX",
                         "The grid vectors must contain unique points.")
    xq = _float(xq_in)
    q = xq.reshape(-1, order="F")
    if method in ("spline", "pchip", "cubic", "makima") and extrap is None:
        extrap = "extrap"
    out = np.empty((q.size, V.shape[1]), dtype=np.result_type(V, np.float64))
    for j in range(V.shape[1]):
        out[:, j] = _interp(xs, V[:, j], q, method, extrap == "extrap")
    if extrap is not None and extrap != "extrap":
        outside = (q < xs[0]) | (q > xs[-1])
        out[outside, :] = extrap
    if vec:
        res = out[:, 0].reshape(xq.shape, order="F")
    elif xq.ndim == 2 and (xq.shape[0] == 1 or xq.shape[1] == 1):
        res = out.reshape((q.size,) + V.shape[1:] if vv.ndim == 2 else (q.size,) + vv.shape[1:], order="F")
    else:
        res = out.reshape(tuple(xq.shape) + tuple(vv.shape[1:]), order="F")
    return scalar_out(res)


_CUBIC = ("pchip", "cubic", "makima", "spline")


def pchip_slopes(h: np.ndarray, delta: np.ndarray) -> np.ndarray:
    """MATLAB's pchipslopes: weighted harmonic means inside, the shape-preserving three-point
    formula at the ends (h: the steps, delta: the divided differences; at least 2 of each)."""
    n = h.size + 1
    d = np.zeros(n)
    k = np.flatnonzero(np.sign(delta[:-1]) * np.sign(delta[1:]) > 0)
    hs = h[k] + h[k + 1]
    w1 = (h[k] + hs) / (3 * hs)
    w2 = (hs + h[k + 1]) / (3 * hs)
    dmax = np.maximum(np.abs(delta[k]), np.abs(delta[k + 1]))
    dmin = np.minimum(np.abs(delta[k]), np.abs(delta[k + 1]))
    d[k + 1] = dmin / (w1 * (delta[k] / dmax) + w2 * (delta[k + 1] / dmax))

    def end(h0: float, h1: float, d0: float, d1: float) -> float:
        e = ((2 * h0 + h1) * d0 - h0 * d1) / (h0 + h1)
        if np.sign(e) != np.sign(d0):
            return 0.0
        if np.sign(d0) != np.sign(d1) and abs(e) > abs(3 * d0):
            return 3 * d0
        return e

    d[0] = end(h[0], h[1], delta[0], delta[1])
    d[-1] = end(h[-1], h[-2], delta[-1], delta[-2])
    return d


def _pchip_nonfinite(x: np.ndarray, y: np.ndarray, q: np.ndarray) -> np.ndarray:
    """pchip through data with an Inf, in MATLAB's piecewise form (ppval of the Hermite cubics):
    the pieces next to an Inf come out NaN or Inf by IEEE arithmetic, the others as usual
    (scipy refuses non-finite data)."""
    with np.errstate(all="ignore"):
        h = np.diff(x)
        delta = np.diff(y) / h
        d = pchip_slopes(h, delta)
        c2 = (3 * delta - 2 * d[:-1] - d[1:]) / h
        c3 = (d[:-1] - 2 * delta + d[1:]) / h ** 2
        k = np.clip(np.searchsorted(x, q, side="right") - 1, 0, x.size - 2)
        s = q - x[k]
        return ((c3[k] * s + c2[k]) * s + d[:-1][k]) * s + y[:-1][k]


def _interp(x: np.ndarray, y: np.ndarray, q: np.ndarray, method: str, extrap: bool) -> np.ndarray:
    if method in _CUBIC and np.iscomplexobj(y):  # MATLAB interpolates the real and imaginary parts apart
        return _interp(x, y.real.copy(), q, method, extrap) + 1j * _interp(x, y.imag.copy(), q, method, extrap)
    inside = (q >= x[0]) & (q <= x[-1])
    if method in _CUBIC and np.isnan(y).any():  # as MATLAB's chckxy: points whose value is NaN are ignored
        keep = ~np.isnan(y)
        if keep.sum() < 2:
            return np.full(q.shape, np.nan, dtype=np.result_type(y, np.float64))
        x, y = x[keep], y[keep]
    n = x.size
    if method in _CUBIC and n > 2 and np.isinf(y).any():
        if method in ("pchip", "cubic"):  # local: only the pieces next to an Inf are lost
            r = _pchip_nonfinite(x, y, q)
        else:  # a spline's linear system (and makima here) spreads Inf - Inf to every piece, as MATLAB and Octave
            r = np.full(q.shape, np.nan)
        r = np.where(np.isnan(q) | (~extrap & ~inside), np.nan, r)
        return r
    if method == "linear":
        if n == 1:
            r = np.where(q == x[0], y[0], np.nan)
        else:
            k = np.clip(np.searchsorted(x, q, side="right") - 1, 0, n - 2)
            t = (q - x[k]) / (x[k + 1] - x[k])
            r = y[k] + t * (y[k + 1] - y[k])
            r = np.where(q == x[k + 1], y[k + 1], r)
    elif method == "nearest":
        k = np.clip(np.searchsorted(x, q, side="left"), 1, n - 1) if n > 1 else np.zeros(q.size, int)
        if n > 1:
            left = x[k - 1]
            right = x[k]
            k = np.where(q - left < right - q, k - 1, k)
        r = y[k]
    elif method == "previous":
        k = np.searchsorted(x, q, side="right") - 1
        r = np.where(k >= 0, y[np.clip(k, 0, n - 1)], np.nan)
    elif method == "next":
        k = np.searchsorted(x, q, side="left")
        r = np.where(k < n, y[np.clip(k, 0, n - 1)], np.nan)
    elif method in ("pchip", "cubic"):
        r = _spi.PchipInterpolator(x, y, extrapolate=True)(q)
    elif method == "makima":
        from scipy.interpolate import Akima1DInterpolator  # start-up: scipy loads on first use

        r = Akima1DInterpolator(x, y, method="makima", extrapolate=True)(q)
    else:
        bc = "not-a-knot" if n > 3 else ("natural" if n < 3 else "not-a-knot")
        if n == 2:
            r = y[0] + (q - x[0]) * (y[1] - y[0]) / (x[1] - x[0])
        elif n == 3:
            c = np.polyfit(x, y, 2)
            r = np.polyval(c, q)
        else:
            r = _spi.CubicSpline(x, y, bc_type=bc, extrapolate=True)(q)
    r = np.asarray(r, dtype=np.result_type(y, np.float64))
    if not extrap:
        r = np.where(inside, r, np.nan)
    r = np.where(np.isnan(q), np.nan, r)
    return r
