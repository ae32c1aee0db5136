"""Legacy histogram counters: histc (counts between given edges, with bin indices) and hist
(counts in equally spaced bins or around given centers). Plotting is not supported."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.array.shape._args import is_int_value, nd, values
from runmat_builtins.lib.math.statistics._common import axis_of, data, from_last, to_last
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.lib.array.shape._args import doubles



def _histc_counts(v: np.ndarray, edges: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Counts per edge (bin k: edges(k) <= x < edges(k+1); last: x == edges(end)) and bin indices."""
    k = np.searchsorted(edges, v, side="right") - 1
    last = edges.size - 1
    inside = (k >= 0) & (k <= last) & ~np.isnan(v)
    inside &= (k < last) | (v == edges[last])
    idx = np.where(inside, k, -1)
    counts = np.zeros(v.shape[:-1] + (edges.size,))
    for pos in np.ndindex(*v.shape[:-1]):
        row = idx[pos]
        counts[pos] = np.bincount(row[row >= 0], minlength=edges.size)[: edges.size]
    return counts, np.where(inside, k + 1, 0).astype(np.float64)


@runtime_builtin(
    summary="Histogram counts between edges: n(k) counts edges(k) <= x < edges(k+1); the last counts x == edges(end).",
    description="Works along the first non-singleton dimension (or dim) of X; the second output "
                "gives each element's bin index (0 outside every bin). Prefer histcounts in new code.",
    keywords=["histogram", "bin counts", "edges"], related=["histcounts", "hist", "discretize"],
    signatures=["n = histc(X, edges)", "n = histc(X, edges, dim)", "[n, bin] = histc(X, edges)"],
    errors=[ErrorSpec(identifier="MATLAB:histc:InvalidInput", when="edges are not monotonically nondecreasing")],
    examples=[Example(code="[n, bin] = histc([1 2 2 3 5], [0 2 4 6])",
                      output="n =\n\n     1     3     1     0\n\nbin =\n\n     1     2     2     2     3\n\n")],
)
def histc(x: Any, edges: Any, dim: Any = None, *, nargout: int) -> Any:
    a = data(x, "histc")
    e = data(edges, "histc").reshape(-1, order="F")
    if e.size and np.any(np.diff(e) < 0):
        raise MException("MATLAB:histc:InvalidInput", "Edge vector must be monotonically non-decreasing.")
    if e.size == 0:
        return np.zeros((0, 0)) if nargout <= 1 else (np.zeros((0, 0)), np.zeros(a.shape))
    a2, ax = axis_of(a, dim)
    v = to_last(a2, ax)
    counts, bins = _histc_counts(v, e)
    n = from_last(counts, ax)
    if nargout <= 1:
        return n
    return n, from_last(bins, ax)


def _centers(y: np.ndarray, spec: Any) -> np.ndarray:
    c = None if spec is None else doubles(spec).real.reshape(-1, order="F")
    if c is None or c.size == 0:  # hist(y) or hist(y, []): ten bins
        nbins = 10
    else:
        if c.size > 1:
            return c
        nbins = int(c[0]) if is_int_value(c[0]) else 0
        if nbins < 1:
            raise MException("MATLAB:hist:InvalidInput", "Number of bins must be a positive integer.")
    finite = y[np.isfinite(y)]
    lo, hi = (float(finite.min()), float(finite.max())) if finite.size else (0.0, 0.0)
    if lo == hi:
        lo, hi = lo - 0.5, hi + 0.5
    w = (hi - lo) / nbins
    return lo + w * (np.arange(nbins) + 0.5)


@runtime_builtin(
    summary="Histogram counts in nbins equal bins (default 10) or around given bin centers (no plotting).",
    description="[counts, centers] = hist(y, ...): bins split the data range equally; with a "
                "vector of centers, bin edges are the midpoints between centers. A matrix y is "
                "counted per column. Calling hist without outputs would plot, which RunMat does "
                "not support: it raises an error instead.",
    keywords=["histogram", "bins", "counts", "frequency"], related=["histcounts", "histc"],
    signatures=["counts = hist(y)", "counts = hist(y, nbins)", "counts = hist(y, x)",
                "[counts, centers] = hist(y, x)"],
    errors=[ErrorSpec(identifier="RunMat:hist:plottingNotSupported", when="called without output arguments"),
            ErrorSpec(identifier="MATLAB:hist:InvalidInput", when="nbins is not a positive integer")],
    examples=[Example(code="n = hist([1 2 2 3 5], 3)", output="n =\n\n     3     1     1\n\n"),
              Example(code="[n, x] = hist([1 2 2 3 5], [1 3 5])",
                      output="n =\n\n     3     1     1\n\nx =\n\n     1     3     5\n\n")],
)
def hist(y: Any, x: Any = None, *, nargout: int) -> Any:
    if nargout == 0:
        raise MException("RunMat:hist:plottingNotSupported",
                         "hist without output arguments plots a histogram; plotting is not supported. "
                         "Use counts = hist(...) or histcounts.")
    a = data(y, "hist")
    centers = _centers(a[~np.isnan(a)], x)
    mids = (centers[:-1] + centers[1:]) / 2
    is_vec = a.ndim == 2 and 1 in a.shape
    cols = a.reshape(-1, 1, order="F") if is_vec or a.size == 0 else a.reshape(a.shape[0], -1, order="F")
    counts = np.zeros((centers.size, cols.shape[1]))
    for j in range(cols.shape[1]):
        col = cols[:, j]
        col = col[~np.isnan(col)]
        k = np.searchsorted(mids, col, side="left")  # a value on a midpoint goes to the lower bin
        counts[:, j] = np.bincount(k, minlength=centers.size)
    if is_vec:
        counts = counts.reshape(1, -1)
    if nargout <= 1:
        return counts
    return counts, centers.reshape(1, -1)
