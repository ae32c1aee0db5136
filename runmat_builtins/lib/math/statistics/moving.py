"""Moving-window statistics: movsum, movmean, movmedian, movmax, movmin, movprod, movstd,
movvar. A window of k elements is centered (k even: one more element before than after),
[kb kf] counts elements before and after; at the ends the window shrinks unless
'Endpoints' says 'discard', 'fill' (NaN) or gives a padding value."""

from __future__ import annotations

import math
import warnings
from typing import Any

import numpy as np
from numpy.lib.stride_tricks import sliding_window_view

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.array.shape._args import option, values
from runmat_builtins.lib.math.statistics._common import (
    as_class, axis_of, data, from_last, split_options, to_last,
)
from runmat_builtins.spec import ErrorSpec, Example



def _window(k: Any, fname: str) -> tuple[int, int]:
    try:
        v = values(k)
    except TypeError:
        v = []
    bad = MException(f"MATLAB:{fname}:invalidWindowLength" if len(v) < 2 else f"MATLAB:{fname}:invalidWindow",
                     "Window length must be a finite positive scalar or a two-element vector of "
                     "nonnegative finite values.")
    if len(v) == 1:
        w = v[0]
        if not (w > 0 and w < math.inf):
            raise bad
        if w != math.floor(w):  # MATLAB: a fractional length is a window of that width in samples
            half = w / 2
            return int(math.floor(half)), int(math.floor(half))
        w = int(w)
        return (w // 2, w // 2 - 1) if w % 2 == 0 else ((w - 1) // 2, (w - 1) // 2)
    if len(v) == 2 and all(0 <= e < math.inf for e in v):
        return int(math.floor(v[0])), int(math.floor(v[1]))
    raise bad


def _endpoints(e: Any, fname: str) -> tuple[str, float]:
    if e is None:
        return "shrink", 0.0
    w = option(e)
    if w in ("shrink", "discard", "fill"):
        return w, np.nan
    try:
        v = values(e)
    except TypeError:
        v = []
    if len(v) != 1:
        raise MException(f"MATLAB:{fname}:invalidEndpoints",
                         "Endpoints must be 'shrink', 'discard', 'fill', or a numeric scalar.")
    return "pad", float(v[0])


def _reduce(win: np.ndarray, ok: np.ndarray, stat: str, omit: bool, wflag: int) -> np.ndarray:
    """Reduce the last axis of ``win`` over elements where ``ok`` (padding excluded)."""
    nan = np.isnan(win) & ok
    if omit:
        ok = ok & ~nan
    cnt = ok.sum(axis=-1)
    with np.errstate(invalid="ignore", divide="ignore"), warnings.catch_warnings():
        warnings.simplefilter("ignore", RuntimeWarning)
        if stat == "sum":
            return np.where(ok, win, 0).sum(axis=-1)
        if stat == "prod":
            return np.where(ok, win, 1).prod(axis=-1)
        if stat == "mean":
            return np.where(ok, win, 0).sum(axis=-1) / cnt
        if stat in ("std", "var"):
            mu = np.where(ok, win, 0).sum(axis=-1) / cnt
            dev = np.where(ok, np.abs(win - mu[..., None]) ** 2, 0).sum(axis=-1)
            denom = np.where(cnt == 1, 1, cnt if wflag == 1 else cnt - 1)
            r = dev / denom
            r = np.where(cnt == 0, np.nan, r)
            return np.sqrt(r) if stat == "std" else r
        if stat == "max":
            r = np.where(ok, win, -np.inf).max(axis=-1)
        elif stat == "min":
            r = np.where(ok, win, np.inf).min(axis=-1)
        else:  # median
            r = np.nanmedian(np.where(ok, win, np.nan), axis=-1)
        r = np.where(cnt == 0, np.nan, r)
        if not omit:
            r = np.where(nan.any(axis=-1), np.nan, r)
        return r


def _moving(stat: str, fname: str, a_in: Any, k: Any, rest: tuple) -> Any:
    a = data(a_in, fname)
    if a.dtype.kind == "c":
        raise MException(f"MATLAB:{fname}:complexData", "Complex data is not supported.")
    pos, opts = split_options(rest, ("Endpoints", "SamplePoints"), fname)
    if "SamplePoints" in opts:
        raise MException(f"RunMat:{fname}:samplePoints", "'SamplePoints' is not supported.")
    omit = False
    numeric = []
    for v in pos:
        w = option(v)
        if w is None:
            numeric.append(v)
        elif w in ("omitnan", "omitmissing"):
            omit = True
        elif w in ("includenan", "includemissing"):
            omit = False
        else:
            raise MException(f"MATLAB:{fname}:invalidOption", f"Invalid option '{w}'.")
    wflag = 0
    if stat in ("std", "var") and numeric:
        wv = values(numeric.pop(0)) or [0.0]
        if wv[0] not in (0.0, 1.0):
            raise MException(f"MATLAB:{fname}:invalidNormalization", "W must be 0 or 1.")
        wflag = int(wv[0])
    if len(numeric) > 1:
        raise MException("MATLAB:TooManyInputs", "Too many input arguments.")
    dim = numeric[0] if numeric else None
    kb, kf = _window(k, fname)
    mode, pad = _endpoints(opts.get("Endpoints"), fname)
    a2, ax = axis_of(a, dim)
    x = to_last(a2, ax)
    n = x.shape[-1]
    if n == 0:
        return a
    if mode != "pad":  # past n - 1 on either side a window only adds padding (excluded, or NaN
        kb, kf = min(kb, n), min(kf, n)  # for 'fill'): the same result, with bounded work
    width = [(0, 0)] * (x.ndim - 1) + [(kb, kf)]
    xp = np.pad(x.astype(np.float64), width, constant_values=pad if mode in ("pad", "fill") else 0.0)
    okp = np.pad(np.ones(x.shape, dtype=bool), width, constant_values=mode in ("pad", "fill"))
    win = sliding_window_view(xp, kb + kf + 1, axis=-1)
    ok = sliding_window_view(okp, kb + kf + 1, axis=-1)
    r = _reduce(win, ok, stat, omit, wflag)
    if mode == "discard":
        lo, hi = kb, n - kf
        r = r[..., lo:max(hi, lo)]
    return as_class(from_last(r, ax), a)


def _builtin(stat: str, summary: str, example: Example, extra: str = "") -> Any:
    fname = "mov" + stat

    def body(a: Any, k: Any, *rest: Any) -> Any:
        return _moving(stat, fname, a, k, rest)

    body.__name__ = body.__qualname__ = fname
    body.__module__ = __name__
    sigs = [f"M = {fname}(A, k)", f"M = {fname}(A, [kb kf])", f"M = {fname}(A, k, dim)",
            f"M = {fname}(A, k, nanflag)", f"M = {fname}(A, k, 'Endpoints', e)"]
    if stat in ("std", "var"):
        sigs.insert(3, f"M = {fname}(A, k, w, dim)")
    return runtime_builtin(
        name=fname, summary=summary,
        description="Window k is centered on each element (for even k it holds one more element "
                    "before than after); [kb kf] gives the counts before and after. Ends shrink the "
                    "window by default; 'Endpoints' may be 'discard', 'fill' or a padding value. "
                    "NaN propagates unless 'omitnan'." + extra,
        keywords=["moving window", "sliding", "rolling", "running " + stat, "smoothing"],
        related=[n for n in ("movsum", "movmean", "movmedian", "movmax", "movmin") if n != fname],
        signatures=sigs,
        errors=[ErrorSpec(identifier=f"MATLAB:{fname}:invalidWindowLength",
                          when="k is not a positive finite scalar or a pair of nonnegative counts"),
                ErrorSpec(identifier=f"MATLAB:{fname}:invalidEndpoints",
                          when="'Endpoints' is not 'shrink', 'discard', 'fill' or a scalar")],
        examples=[example], accel={"kind": "host-only"},
    )(body)


movsum = _builtin("sum", "Moving sum over a sliding window.",
                  Example(code="m = movsum([1 2 3 4 5], [1 0])", output="m =\n\n"
                                                                        "     1     3     5     7     9\n\n"))
movmean = _builtin("mean", "Moving average over a sliding window.",
                   Example(code="m = movmean([1 2 3 4 5], 3)",
                           output="m =\n\n    1.5000    2.0000    3.0000    4.0000    4.5000\n\n"))
movmedian = _builtin("median", "Moving median over a sliding window.",
                     Example(code="m = movmedian([1 5 2 8 3], 3)",
                             output="m =\n\n    3.0000    2.0000    5.0000    3.0000    5.5000\n\n"))
movmax = _builtin("max", "Moving maximum over a sliding window.",
                  Example(code="m = movmax([4 1 3 2], 2)", output="m =\n\n     4     4     3     3\n\n"))
movmin = _builtin("min", "Moving minimum over a sliding window.",
                  Example(code="m = movmin([4 1 3 2], 3)", output="m =\n\n     1     1     1     2\n\n"))
movprod = _builtin("prod", "Moving product over a sliding window.",
                   Example(code="m = movprod([1 2 3 4], 2)", output="m =\n\n     1     2     6    12\n\n"))
movstd = _builtin("std", "Moving standard deviation over a sliding window.",
                  Example(code="m = movstd([1 2 4 8], 3)",
                          output="m =\n\n    0.7071    1.5275    3.0551    2.8284\n\n"),
                  " w = 1 normalizes by the window count instead of count - 1.")
movvar = _builtin("var", "Moving variance over a sliding window.",
                  Example(code="m = movvar([1 2 4 8], 3)",
                          output="m =\n\n    0.5000    2.3333    9.3333    8.0000\n\n"),
                  " w = 1 normalizes by the window count instead of count - 1.")
