"""Fill the missing entries of one vector of numbers (a column of the working dimension):
by neighbours (previous, next, nearest), by interpolation (linear, spline, pchip, makima),
or by a moving statistic of the entries around them (movmean, movmedian)."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.errors import MException
from runmat_builtins.lib.array.shape._args import doubles
from runmat_builtins.values import is_char

NEIGHBOUR = ("previous", "next", "nearest")
INTERP = ("linear", "spline", "pchip", "makima")
MOVING = ("movmean", "movmedian")


def source_index(m: np.ndarray, t: np.ndarray, method: str) -> np.ndarray:
    """For each entry, the index of the known entry that fills it (-1: stays missing)."""
    n = m.size
    idx = np.arange(n)
    known = np.flatnonzero(~m)
    out = np.where(m, -1, idx)
    if known.size == 0 or not m.any():
        return out
    prev = np.maximum.accumulate(np.where(~m, idx, -1))
    nxt = np.where(~m, idx, n)
    nxt = np.minimum.accumulate(nxt[::-1])[::-1]
    miss = np.flatnonzero(m)
    for i in miss:
        p, q = prev[i], nxt[i]
        if method == "previous":
            out[i] = p
        elif method == "next":
            out[i] = q if q < n else -1
        else:  # nearest; a tie goes to the next entry
            if p < 0:
                out[i] = q if q < n else -1
            elif q >= n:
                out[i] = p
            else:
                out[i] = q if t[q] - t[i] <= t[i] - t[p] else p
    return out


def interpolate(x: np.ndarray, m: np.ndarray, t: np.ndarray, method: str) -> np.ndarray:
    """Values at every missing entry by interpolating (and extrapolating) the known ones."""
    known = ~m
    out = x.copy()
    if known.sum() < 2 or not m.any():
        return out
    tk, xk = t[known], x[known]
    tq = t[m]
    if method == "linear":
        vals = np.interp(tq, tk, xk)
        lo, hi = tq < tk[0], tq > tk[-1]
        if lo.any():
            vals[lo] = xk[0] + (tq[lo] - tk[0]) * (xk[1] - xk[0]) / (tk[1] - tk[0])
        if hi.any():
            vals[hi] = xk[-1] + (tq[hi] - tk[-1]) * (xk[-1] - xk[-2]) / (tk[-1] - tk[-2])
    elif method == "makima" and tk.size <= 2:
        vals = np.interp(tq, tk, xk)
    else:  # interp1's cubic methods: complex data by parts, an Inf as MATLAB's arithmetic gives it
        from runmat_builtins.lib.math.interpolation.interp1 import _interp

        vals = _interp(tk, xk, tq, method, True)
    out[m] = vals
    return out


def window_lengths(w: Any) -> np.ndarray:
    """A window (a moving window, a gap window) as 1 or 2 finite nonnegative real numbers
    (k or [kb kf]); MATLAB's error for any other value (empty, text, a cell, complex)."""
    try:
        a = doubles(w).reshape(-1) if not is_char(w) else np.zeros(0)
    except MException:
        a = np.zeros(0)
    if a.size not in (1, 2) or a.dtype.kind == "c" or not np.all(np.isfinite(a)) or np.any(a < 0):
        raise MException("MATLAB:fillmissing:InvalidWindow",
                         "Window length must be a finite nonnegative scalar or a two-element vector "
                         "of finite nonnegative numbers.")
    return a


def window(w: Any) -> tuple[float, float]:
    """(before, after) lengths of a moving window given as k or [kb kf]."""
    a = window_lengths(w)
    if a.size == 2:
        return float(a[0]), float(a[1])
    k = float(a[0])
    return (k / 2, k / 2 - 1) if k % 2 == 0 else ((k - 1) / 2, (k - 1) / 2)


def moving(x: np.ndarray, m: np.ndarray, t: np.ndarray, method: str, w: Any) -> np.ndarray:
    """Each missing entry replaced by the mean/median of the known entries in its window."""
    before, after = window(w)
    out = x.copy()
    stat = np.mean if method == "movmean" else np.median
    for i in np.flatnonzero(m):
        sel = (~m) & (t >= t[i] - before) & (t <= t[i] + after)
        if sel.any():
            out[i] = stat(x[sel])
    return out


def custom(x: np.ndarray, m: np.ndarray, t: np.ndarray, call: Any, gapwindow: Any) -> np.ndarray:
    """Each gap (run of missing entries) filled by ``call(xs, ts, tq)``: the known data ``xs`` at
    ``ts`` within ``gapwindow`` (before and after the gap; a scalar counts on both sides) and the
    gap's sample points ``tq``, all columns."""
    g = window_lengths(gapwindow)
    before, after = (float(g[0]), float(g[-1]))
    out = x.copy()
    miss = np.flatnonzero(m)
    runs = np.split(miss, np.flatnonzero(np.diff(miss) > 1) + 1) if miss.size else []
    for run in runs:
        lo, hi = t[run[0]] - before, t[run[-1]] + after
        sel = (~m) & (t >= lo) & (t <= hi)
        vals = np.asarray(call(x[sel].reshape(-1, 1), t[sel].reshape(-1, 1), t[run].reshape(-1, 1)),
                          dtype=np.float64).reshape(-1)
        if vals.size != run.size:
            from runmat_builtins.errors import MException

            raise MException("MATLAB:fillmissing:FillFunOutputSize",
                             "The fill function must return one value for each missing entry of the gap.")
        out[run] = vals
    return out


def end_runs(m: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Masks of the leading and trailing runs of missing entries."""
    known = np.flatnonzero(~m)
    idx = np.arange(m.size)
    if known.size == 0:
        return m.copy(), np.zeros(m.size, dtype=bool)
    return idx < known[0], idx > known[-1]
