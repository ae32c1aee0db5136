"""spline (cubic, not-a-knot ends, or clamped when y has two extra values: the end slopes)
and pchip (piecewise cubic Hermite with Fritsch-Carlson shape-preserving slopes, MATLAB's
three-point end rule). With two arguments they return the pp struct; with three, values.

y may be a vector or an array whose last dimension runs over x (vector-valued data).
Degenerate cases follow MATLAB: two points give a straight line (order 2), three points
without end slopes a single parabola over [x(1), x(3)]."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lazy import lazy
from runmat_builtins.lib.array.shape._args import array_arg, nd
from runmat_builtins.lib.math.piecewise.pp import evaluate, make_pp
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.lib.array.shape._args import doubles

interp = lazy("scipy.interpolate")


def _data(x: Any, y: Any, fname: str, allow_slopes: bool) -> tuple[np.ndarray, np.ndarray, tuple[int, ...], bool]:
    """(x sorted, values as (d, n[+2]) rows, value size, has end slopes)."""
    xv = array_arg(x)
    if xv.dtype.kind not in "biuf":
        raise MException(f"MATLAB:{fname}:NonNumericX" if fname else "MATLAB:chckxy:XNotNumeric",
                         "The data sites should be real numbers.")
    xs = xv.reshape(-1, order="F").astype(np.float64)
    ya = doubles(y)
    if ya.size == 0:
        raise MException("MATLAB:chckxy:NumSitesMismatchValues",
                         f"The number of sites, {xs.size}, is incompatible with the number of values, 0.")
    if ya.ndim == 2 and (ya.shape[0] == 1 or ya.shape[1] == 1):
        dim: tuple[int, ...] = (1,)
        rows = ya.reshape(1, -1, order="F")
    else:
        dim = tuple(ya.shape[:-1])
        rows = ya.reshape(-1, ya.shape[-1], order="F")
    n = xs.size
    if n < 2:
        raise MException("MATLAB:chckxy:NotEnoughPts", "There should be at least two data points.")
    slopes = allow_slopes and rows.shape[1] == n + 2
    if rows.shape[1] != n and not slopes:
        raise MException("MATLAB:chckxy:NumSitesMismatchValues",
                         f"The number of sites, {n}, is incompatible with the number of values, {rows.shape[1]}.")
    order = np.argsort(xs, kind="stable")
    xs = xs[order]
    if np.any(np.diff(xs) == 0):
        raise MException("MATLAB:chckxy:RepeatedSites", "The data sites should be distinct.")
    if slopes:
        rows = np.concatenate([rows[:, :1], rows[:, 1:-1][:, order], rows[:, -1:]], axis=1)
    else:
        rows = rows[:, order]
    return xs, rows, dim, slopes


def _coefs(c: np.ndarray) -> np.ndarray:
    """scipy's PPoly coefficients (k, pieces, d) to MATLAB's (pieces*d) x k."""
    k, pieces, d = c.shape
    return np.transpose(c, (1, 2, 0)).reshape(pieces * d, k)


def _spline_pp(xs: np.ndarray, rows: np.ndarray, slopes: bool) -> tuple[np.ndarray, np.ndarray]:
    n = xs.size
    if not slopes and n == 2:
        dd = (rows[:, 1] - rows[:, 0]) / (xs[1] - xs[0])
        return xs, np.stack([dd, rows[:, 0]], axis=1)
    if not slopes and n == 3:  # the parabola through the three points, one piece over [x1, x3]
        h = xs - xs[0]
        d1 = (rows[:, 1] - rows[:, 0]) / h[1]
        d2 = (rows[:, 2] - rows[:, 1]) / (xs[2] - xs[1])
        a = (d2 - d1) / h[2]
        b = d1 - a * h[1]
        return xs[[0, 2]], np.stack([a, b, rows[:, 0]], axis=1)
    if slopes:
        vals = rows[:, 1:-1]
        bc: Any = ((1, rows[:, 0]), (1, rows[:, -1]))
    else:
        vals, bc = rows, "not-a-knot"
    if not np.isfinite(rows).all():  # an Inf in the spline's linear system: NaN in every piece (MATLAB, Octave)
        c = np.full((4, n - 1, rows.shape[0]), np.nan, dtype=rows.dtype)
        c[3] = vals.T[:-1]
        return xs, _coefs(c)
    cs = interp.CubicSpline(xs, vals.T, axis=0, bc_type=bc)
    return xs, _coefs(cs.c)


def _hermite_c(xs: np.ndarray, rows: np.ndarray) -> np.ndarray:
    """pchip's scipy-shaped coefficients (4, pieces, d) by MATLAB's slopes and IEEE arithmetic,
    for data with an Inf (scipy refuses it): only the pieces next to the Inf are lost."""
    from runmat_builtins.lib.math.interpolation.interp1 import pchip_slopes

    h = np.diff(xs)
    out = np.empty((4, xs.size - 1, rows.shape[0]))
    with np.errstate(all="ignore"):
        for j, y in enumerate(rows):
            delta = np.diff(y) / h
            d = pchip_slopes(h, delta) if xs.size > 2 else np.full(2, delta[0])
            out[:, :, j] = [(d[:-1] - 2 * delta + d[1:]) / h ** 2, (3 * delta - 2 * d[:-1] - d[1:]) / h, d[:-1], y[:-1]]
    return out


def _finish(xs: np.ndarray, coefs: np.ndarray, dim: tuple[int, ...], xx: Any) -> Any:
    if xx is None:
        return make_pp(xs, coefs, dim)
    xa = nd(xx)
    if xa.dtype.kind not in "biuf":
        raise MException("MATLAB:ppval:InvalidXX", "XX must be real and numeric.")
    r = evaluate(xs, coefs, dim, xa)
    if r.dtype.kind == "c" and not np.any(r.imag):
        r = r.real
    return r


_ERRORS = [ErrorSpec(identifier="MATLAB:chckxy:NotEnoughPts", when="fewer than two data points"),
           ErrorSpec(identifier="MATLAB:chckxy:NumSitesMismatchValues", when="y does not match x in length"),
           ErrorSpec(identifier="MATLAB:chckxy:RepeatedSites", when="x has repeated values")]


@runtime_builtin(
    summary="Cubic spline interpolation (not-a-knot end conditions, or clamped end slopes).",
    description="pp = spline(x, y) returns the pp struct; yy = spline(x, y, xx) evaluates it. If y "
                "has two more values than x, the first and last are the end slopes (clamped "
                "spline). y may be d-by-n for vector-valued data. Points outside x extrapolate.",
    keywords=["spline", "cubic", "interpolation", "not-a-knot"], related=["pchip", "ppval", "interp1", "mkpp"],
    signatures=["pp = spline(x, y)", "yy = spline(x, y, xx)"],
    errors=_ERRORS,
    examples=[Example(code="y = spline(0:3, [0 1 8 27], 1.5)", output="y =\n\n    3.3750\n\n"),
              Example(code="y = spline([0 1 2], [0 1 4], [0.5 1.5])", output="y =\n\n    0.2500    2.2500\n\n"),
              Example(code="y = spline(0:2, [1 0 1 4 0], 0.5)", output="y =\n\n    0.2812\n\n")],
    accel={"kind": "host-only", "residency": "new"},
)
def spline(x: Any, y: Any, xx: Any = None) -> Any:
    xs, rows, dim, slopes = _data(x, y, "spline", True)
    breaks, coefs = _spline_pp(xs, rows, slopes)
    return _finish(breaks, coefs, dim, xx)


@runtime_builtin(
    summary="Piecewise cubic Hermite interpolation that preserves shape (no overshoot).",
    description="Slopes by Fritsch-Carlson (weighted harmonic means, zero at local extrema) with "
                "MATLAB's three-point, shape-preserving end rule. pp = pchip(x, y) returns the pp "
                "struct; yy = pchip(x, y, xx) evaluates it.",
    keywords=["pchip", "hermite", "monotone", "shape-preserving", "interpolation"],
    related=["spline", "ppval", "interp1"],
    signatures=["pp = pchip(x, y)", "yy = pchip(x, y, xx)"],
    errors=_ERRORS,
    examples=[Example(code="y = pchip(0:3, [0 1 1 0], [0.5 2.5])", output="y =\n\n    0.6875    0.6875\n\n")],
    accel={"kind": "host-only", "residency": "new"},
)
def pchip(x: Any, y: Any, xx: Any = None) -> Any:
    xs, rows, dim, _ = _data(x, y, "pchip", False)
    def coefs(r: np.ndarray) -> np.ndarray:
        return interp.PchipInterpolator(xs, r.T, axis=0).c if np.isfinite(r).all() else _hermite_c(xs, r)

    if rows.dtype.kind == "c":
        c = coefs(rows.real) + 1j * coefs(rows.imag)
    else:
        c = coefs(rows)
    return _finish(xs, _coefs(c), dim, xx)
