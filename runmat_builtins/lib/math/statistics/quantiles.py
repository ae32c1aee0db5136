"""quantile and prctile with MATLAB's definition: the sorted data x(1..n) sit at cumulative
probabilities (i-0.5)/n, values in between are linearly interpolated, and probabilities
outside [0.5/n, 1-0.5/n] take the minimum or maximum. NaNs are ignored."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.array.shape._args import nd, option
from runmat_builtins.lib.math.statistics._common import as_class, axis_of, data, from_last, to_last
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.lib.array.shape._args import doubles



def _quantile_rows(rows: np.ndarray, p: np.ndarray) -> np.ndarray:
    """Quantiles ``p`` of each row of a 2-D array -> (nrows, len(p))."""
    out = np.full((rows.shape[0], p.size), np.nan)
    for i, row in enumerate(rows):
        x = np.sort(row[~np.isnan(row)])
        n = x.size
        if n == 0:
            continue
        pos = n * p + 0.5  # 1-based position of each probability
        pos = np.clip(pos, 1, n)
        lo = np.floor(pos).astype(np.int64)
        hi = np.minimum(lo + 1, n)
        frac = pos - lo
        out[i] = x[lo - 1] + frac * (x[hi - 1] - x[lo - 1])
    return out


def _quantile(x: Any, p: Any, args: tuple, fname: str, scale: float) -> Any:
    a = data(x, fname)
    if a.dtype.kind == "c":
        raise MException(f"MATLAB:{fname}:complexData", "Data must be real.")
    probs = doubles(p) / scale
    if probs.size == 0 or probs.dtype.kind == "c" or np.any(np.isnan(probs)) or np.any(probs < 0) or np.any(probs > 1):
        raise MException(f"MATLAB:{fname}:BadPercents" if fname == "prctile" else f"MATLAB:{fname}:BadProbs",
                         "P must be a scalar or a vector of percent values between 0 and 100." if fname == "prctile"
                         else "P must be a scalar or a vector of probabilities between 0 and 1.")
    dim = None
    for v in args:
        w = option(v)
        if w is not None:
            if w in ("exact", "approximate"):
                continue
            raise MException(f"MATLAB:{fname}:invalidOption", f"Invalid option '{w}'.")
        dim = v
    plist = probs.reshape(-1, order="F")
    if a.size == 0 and dim is None:  # no data: NaN for each probability
        return as_class(np.full((1, plist.size), np.nan), a)
    is_vec = a.ndim == 2 and 1 in a.shape and dim is None
    a2, ax = axis_of(a, dim)
    moved = to_last(a2, ax)
    rows = moved.reshape(-1, moved.shape[-1])
    q = _quantile_rows(rows, plist).reshape(moved.shape[:-1] + (plist.size,))
    if is_vec and a.size > 0:
        return as_class(q.reshape(probs.shape if probs.ndim == 2 else (1, -1)), a)
    return as_class(from_last(q, ax), a)


@runtime_builtin(
    summary="Quantiles of data: values below which the fractions p of the data fall (NaNs ignored).",
    description="Uses MATLAB's piecewise-linear definition: sorted data at probabilities "
                "(i-0.5)/n, linear interpolation between them, min/max beyond. A vector gives "
                "a result shaped like p; a matrix is worked along dim (default 1).",
    keywords=["quantile", "quartile", "percentile", "statistics"],
    related=["prctile", "median", "sort"],
    signatures=["Q = quantile(A, p)", "Q = quantile(A, p, dim)"],
    errors=[ErrorSpec(identifier="MATLAB:quantile:BadProbs", when="p has values outside [0, 1]")],
    examples=[Example(code="q = quantile([1 2 3 4], [0.25 0.5])", output="q =\n\n    1.5000    2.5000\n\n"),
              Example(code="q = quantile([1 2; 3 4; 5 6; 7 9], 0.3)", output="q =\n\n    2.4000    3.4000\n\n")],
)
def quantile(a: Any, p: Any, *args: Any) -> Any:
    return _quantile(a, p, args, "quantile", 1.0)


@runtime_builtin(
    summary="Percentiles of data (quantile with p in percent).",
    description="prctile(A, p) equals quantile(A, p/100).",
    keywords=["percentile", "quantile", "statistics"], related=["quantile", "median"],
    signatures=["P = prctile(A, p)", "P = prctile(A, p, dim)"],
    errors=[ErrorSpec(identifier="MATLAB:prctile:BadPercents", when="p has values outside [0, 100]")],
    examples=[Example(code="p = prctile([1 2 3 4 5], 50)", output="p =\n\n     3\n\n"),
              Example(code="p = prctile([2 5 6 10 11 13], [25 50 75])", output="p =\n\n     5     8    11\n\n")],
)
def prctile(a: Any, p: Any, *args: Any) -> Any:
    return _quantile(a, p, args, "prctile", 100.0)
