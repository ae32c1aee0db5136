"""Binning and grouped accumulation: histcounts, accumarray."""

from __future__ import annotations

import math
from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.array.shape._args import (
    array_arg, count_value, is_empty_arg, is_int_value, nd, option, scalar_value, values,
)
from runmat_builtins.limits import check_array_size
from runmat_builtins.lib.math.random._state import context
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.values import FunctionHandle, cell_array
from runmat_builtins.lib.array.shape._args import doubles



def _nice_edges(lo: float, hi: float, nbins: int | None) -> np.ndarray:
    """Bin edges like MATLAB's automatic binning (Scott's rule, rounded to nice widths)."""
    if lo == hi:
        return np.array([lo - 0.5, hi + 0.5]) if nbins is None else np.linspace(lo - 0.5, hi + 0.5, nbins + 1)
    if nbins is not None:
        span = hi - lo
        raw = span / nbins
        w = 10 ** math.floor(math.log10(raw))
        for m in (1, 2, 2.5, 5, 10):
            if m * w >= raw:
                w = m * w
                break
        left = math.floor(lo / w) * w
        if left + nbins * w < hi:
            return np.linspace(lo, hi, nbins + 1)
        return left + w * np.arange(nbins + 1)
    return np.array([lo, hi])


@runtime_builtin(
    summary="Histogram bin counts: [N, edges, bin] = histcounts(X, nbins or edges).",
    description="With explicit edges each bin is [edges(k), edges(k+1)) and the last bin also "
                "includes its right edge; values outside are not counted. With nbins the "
                "range is split into that many uniform bins of a 'nice' width.",
    keywords=["histogram", "bins", "counts", "frequency"],
    related=["accumarray", "discretize", "mode"],
    signatures=["N = histcounts(X)", "N = histcounts(X, nbins)", "N = histcounts(X, edges)",
                "[N, edges, bin] = histcounts(X, edges)"],
    errors=[ErrorSpec(identifier="MATLAB:histcounts:InvalidEdges", when="edges are not increasing")],
    examples=[Example(code="N = histcounts([1 2 2 3 5], [0 2 4 6])", output="N =\n\n     1     3     1\n\n")],
)
def histcounts(x: Any, bins: Any = None, *rest: Any, nargout: int) -> Any:
    xa = doubles(x).real.reshape(-1, order="F")
    finite = xa[np.isfinite(xa)]
    if bins is None or (np.asarray(nd(bins)).size == 1 and option(bins) is None):
        nb = None if bins is None else count_value(bins)
        if nb == 0:
            raise MException("MATLAB:expectedPositive", "Expected input to be positive.")
        if finite.size == 0:
            edges = np.array([0.0, 1.0])
        else:
            lo, hi = float(finite.min()), float(finite.max())
            if nb is None:
                n = finite.size
                sd = finite.std(ddof=1) if n > 1 else 0.0
                width = 3.5 * sd / n ** (1 / 3) if sd > 0 else 1.0
                nb = max(1, int(math.ceil((hi - lo) / width))) if hi > lo else 1
            edges = _nice_edges(lo, hi, nb)
    else:
        edges = doubles(bins).real.reshape(-1, order="F")
        if edges.size < 2 or np.any(np.diff(edges) < 0):
            raise MException("MATLAB:histcounts:InvalidEdges",
                             "Bin edges must be a vector with at least 2 monotonically increasing values.")
    k = np.searchsorted(edges, xa, side="right") - 1
    k = np.where(xa == edges[-1], edges.size - 2, k)
    valid = (k >= 0) & (k < edges.size - 1) & ~np.isnan(xa)
    counts = np.bincount(k[valid], minlength=edges.size - 1).astype(np.float64).reshape(1, -1)
    if nargout <= 1:
        return counts
    binidx = np.where(valid, k + 1, 0).astype(np.float64).reshape(nd(x).shape, order="F")
    return counts, edges.reshape(1, -1), binidx


@runtime_builtin(
    summary="Accumulate values into an array at subscripts: A = accumarray(subs, vals, sz, fun, fillval).",
    description="Values sharing a subscript are summed (or combined with fun, a function handle "
                "called on the column of values for each subscript); positions with no values "
                "get fillval (0). subs is a column of indices or a matrix of N-D subscripts; "
                "vals is a vector or a scalar applied to every subscript.",
    keywords=["accumulate", "group", "bincount", "aggregate"],
    related=["histcounts", "sum", "unique"],
    signatures=["A = accumarray(subs, vals)", "A = accumarray(subs, vals, sz)",
                "A = accumarray(subs, vals, sz, fun)", "A = accumarray(subs, vals, sz, fun, fillval)"],
    errors=[ErrorSpec(identifier="MATLAB:accumarray:nonPosIntSubs",
                      when="a subscript is not a positive integer"),
            ErrorSpec(identifier="MATLAB:accumarray:nonVectorValues", when="vals does not match subs")],
    examples=[Example(code="A = accumarray([1; 2; 1], [10; 20; 30])", output="A =\n\n    40\n    20\n\n"),
              Example(code="A = accumarray([1 1; 2 2; 1 1], 1)", output="A =\n\n"
                                                                        "     2     0\n"
                                                                        "     0     1\n\n")],
)
def accumarray(subs: Any, vals: Any, sz: Any = None, fun: Any = None, fillval: Any = None,
               issparse: Any = None, *, ctx: Any) -> Any:
    S = doubles(subs).real
    if S.shape[0] == 1 and S.ndim == 2 and S.shape[1] > 1 and (sz is None or is_empty_arg(sz)):
        S = S.reshape(-1, 1)  # a row of indices is a column of 1-D subscripts
    if S.size == 0:
        S = S.reshape(0, max(S.shape[1] if S.ndim == 2 else 1, 1))
    if np.any(S < 1) or np.any(S != np.floor(S)) or not np.isfinite(S).all():
        raise MException("MATLAB:accumarray:nonPosIntSubs",
                         "First input SUBS must contain positive integer subscripts.")
    S = S.astype(np.int64) - 1
    n = S.shape[0]
    V = array_arg(vals)
    if V.dtype.kind == "U":
        V = doubles(vals)
    elif V.dtype.kind not in "biufc":
        raise MException("MATLAB:accumarray:invalidValues",
                         "Second input VAL must be a numeric, logical, or char vector or scalar.")
    if V.size == 1:
        vflat = np.repeat(V.reshape(-1), n)
    else:
        vflat = V.reshape(-1, order="F")
        if vflat.size != n:
            raise MException("MATLAB:accumarray:nonVectorValues",
                             "Second input VAL must be a vector with one element for each row in SUBS, or a scalar.")
    ndim = S.shape[1]
    need = tuple(int(S[:, j].max()) + 1 if n else 0 for j in range(ndim))
    if sz is not None and not is_empty_arg(sz):
        szv = values(sz)
        if not all(is_int_value(v) and v >= 0 for v in szv):
            raise MException("MATLAB:accumarray:dimensionMismatch",
                             "Third input SZ must be a full size vector with one element for each column of SUBS.")
        shp = tuple(int(v) for v in szv)
        if len(shp) < max(ndim, 2) or any(s < r for s, r in zip(shp, need)):
            raise MException("MATLAB:accumarray:dimensionMismatch",
                             "Third input SZ must be a full size vector with one element for each column of SUBS.")
    else:
        shp = need if ndim > 1 else (need[0], 1)
    check_array_size(shp)
    fill = 0.0 if fillval is None or is_empty_arg(fillval) else scalar_value(fillval)
    lin = np.ravel_multi_index(tuple(S[:, j] for j in range(ndim)), shp[:ndim] if ndim > 1 else (shp[0],),
                               order="F") if n else np.zeros(0, dtype=np.int64)
    total = int(np.prod(shp))
    if fun is None or is_empty_arg(fun) or (isinstance(fun, FunctionHandle) and fun.name == "sum"):
        out = np.zeros(total, dtype=np.result_type(vflat.dtype, np.float64) if vflat.dtype.kind != "b" else np.float64)
        np.add.at(out, lin, vflat)
        if fill != 0:
            hit = np.zeros(total, dtype=bool)
            hit[lin] = True
            out[~hit] = fill
        return out.reshape(shp, order="F")
    c = context(ctx)
    order = np.argsort(lin, kind="stable")
    sl, sv = lin[order], vflat[order]
    bounds = np.flatnonzero(np.diff(sl)) + 1
    groups = np.split(np.arange(sl.size), bounds) if sl.size else []
    results: dict[int, Any] = {}
    for g in groups:
        key = int(sl[g[0]])
        results[key] = c.call_function(fun, (sv[g].reshape(-1, 1),), 1)
    if any(type(r) is np.ndarray and r.dtype.kind == "O" for r in results.values()):
        # FUN returns a 1x1 cell per group: the output is a cell array holding those contents
        for k, r in results.items():
            if not (type(r) is np.ndarray and r.dtype.kind == "O" and r.size == 1):
                raise MException("MATLAB:accumarray:nonscalarFunOutput",
                                 "The function FUN must return a scalar.")
            results[k] = r.reshape(-1)[0]
        out_c = cell_array([results.get(i, np.zeros((0, 0))) for i in range(total)], shp)
        return out_c
    out = np.full(total, fill, dtype=np.float64)
    for k, r in results.items():
        rv = nd(r)
        if rv.size != 1:
            raise MException("MATLAB:accumarray:nonscalarFunOutput",
                             "The function FUN must return a scalar.")
        out[k] = rv.reshape(-1)[0]
    return out.reshape(shp, order="F")
