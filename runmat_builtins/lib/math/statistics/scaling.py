"""Centering and scaling: zscore, normalize (z-score, norm, range, center, scale, medianiqr)
and rescale (map the whole array linearly onto [l, u])."""

from __future__ import annotations

import warnings
from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.array.shape._args import option, scalar_value, values
from runmat_builtins.lib.math.statistics._common import (
    as_class, axis_of, data, from_last, split_options, to_last,
)
from runmat_builtins.spec import ErrorSpec, Example



def _std(x: np.ndarray, w: int = 0) -> np.ndarray:
    n = x.shape[-1]
    return x.std(axis=-1, ddof=0 if (w == 1 or n <= 1) else 1, keepdims=True)


def _mad(x: np.ndarray, median: bool) -> np.ndarray:
    if median:
        return np.median(np.abs(x - np.median(x, axis=-1, keepdims=True)), axis=-1, keepdims=True)
    return np.mean(np.abs(x - np.mean(x, axis=-1, keepdims=True)), axis=-1, keepdims=True)


@runtime_builtin(
    summary="Standardized z-scores: (X - mean) ./ std along a dimension; also returns mean and std.",
    description="flag 0 (default) uses the N-1 standard deviation, 1 uses N. Slices with zero "
                "standard deviation give zeros.",
    keywords=["standardize", "z-score", "normalize"], related=["normalize", "std", "mean"],
    signatures=["Z = zscore(X)", "Z = zscore(X, flag)", "Z = zscore(X, flag, dim)",
                "[Z, mu, sigma] = zscore(X)"],
    errors=[ErrorSpec(identifier="MATLAB:zscore:BadFlag", when="flag is not 0 or 1")],
    examples=[Example(code="z = zscore([1 2 3])", output="z =\n\n    -1     0     1\n\n"),
              Example(code="z = zscore([1 2; 3 6])", output="z =\n\n"
                                                            "   -0.7071   -0.7071\n"
                                                            "    0.7071    0.7071\n\n")],
)
def zscore(x: Any, flag: Any = None, dim: Any = None, *, nargout: int) -> Any:
    a = data(x, "zscore")
    w = 0
    if flag is not None and np.asarray(flag).size:
        w = values(flag)[0]
        if w not in (0, 1):
            raise MException("MATLAB:zscore:BadFlag", "FLAG must be 0 or 1.")
        w = int(w)
    if a.size == 0:
        return (a, a, a) if nargout > 1 else a
    a2, ax = axis_of(a, dim)
    v = to_last(a2, ax)
    mu = v.mean(axis=-1, keepdims=True)
    sd = _std(v, w)
    z = (v - mu) / np.where(sd == 0, 1, sd)
    out = as_class(from_last(z, ax), a)
    if nargout <= 1:
        return out
    return out, as_class(from_last(mu, ax), a), as_class(from_last(sd, ax), a)


_METHODS = ("zscore", "norm", "scale", "range", "center", "medianiqr")


@runtime_builtin(
    summary="Normalize data along a dimension: z-scores by default, or by norm, range, center or scale.",
    description="Methods: 'zscore' ('std' default or 'robust'), 'norm' (p, default 2), 'range' "
                "([a b], default [0 1]), 'center' ('mean', 'median' or a value), 'scale' "
                "('std', 'mad', 'first' or a value), 'medianiqr'. Works along the first "
                "non-singleton dimension unless dim is given.",
    keywords=["normalize", "standardize", "scale", "center", "z-score"],
    related=["zscore", "rescale", "bounds"],
    signatures=["N = normalize(A)", "N = normalize(A, dim)", "N = normalize(A, method)",
                "N = normalize(A, method, methodtype)", "N = normalize(A, dim, method, methodtype)"],
    errors=[ErrorSpec(identifier="MATLAB:normalize:UnknownMethod", when="method is not a known word")],
    examples=[Example(code="n = normalize([1 2 3])", output="n =\n\n    -1     0     1\n\n"),
              Example(code="n = normalize([1 2 3 5], 'range')",
                      output="n =\n\n         0    0.2500    0.5000    1.0000\n\n"),
              Example(code="n = normalize([3 4], 'norm')", output="n =\n\n    0.6000    0.8000\n\n")],
)
def normalize(x: Any, *args: Any) -> Any:
    a = data(x, "normalize")
    dim = None
    rest = list(args)
    if rest and option(rest[0]) is None:
        dim = rest.pop(0)
    pos, opts = split_options(tuple(rest), ("DataVariables",), "normalize")
    method = "zscore"
    mtype: Any = None
    if pos:
        method = option(pos[0]) or ""
        if method not in _METHODS:
            raise MException("MATLAB:normalize:UnknownMethod", f"Unknown normalization method '{method}'.")
        if len(pos) > 1:
            mtype = pos[1]
    if a.size == 0:
        return a
    a2, ax = axis_of(a, dim)
    v = to_last(a2, ax)
    with np.errstate(invalid="ignore", divide="ignore"), warnings.catch_warnings():
        warnings.simplefilter("ignore", RuntimeWarning)
        r = _apply(v, method, mtype)
    return as_class(from_last(r, ax), a)


def _apply(v: np.ndarray, method: str, mtype: Any) -> np.ndarray:
    word = option(mtype) if mtype is not None else None
    if method == "zscore":
        if word in (None, "std"):
            return (v - v.mean(axis=-1, keepdims=True)) / _std(v)
        if word == "robust":
            med = np.median(v, axis=-1, keepdims=True)
            return (v - med) / _mad(v, True)
        raise MException("MATLAB:normalize:UnknownMethodType", f"Unknown 'zscore' type '{word}'.")
    if method == "norm":
        p = 2.0 if mtype is None else values(mtype)[0]
        if p == np.inf:
            return v / np.abs(v).max(axis=-1, keepdims=True)
        return v / (np.abs(v) ** p).sum(axis=-1, keepdims=True) ** (1 / p)
    if method == "range":
        lo, hi = (0.0, 1.0) if mtype is None else tuple(values(mtype)[:2])
        mn = v.min(axis=-1, keepdims=True)
        mx = v.max(axis=-1, keepdims=True)
        return lo + (v - mn) / (mx - mn) * (hi - lo)
    if method == "center":
        if word in (None, "mean"):
            return v - v.mean(axis=-1, keepdims=True)
        if word == "median":
            return v - np.median(v, axis=-1, keepdims=True)
        return v - values(mtype)[0]
    if method == "scale":
        if word in (None, "std"):
            return v / _std(v)
        if word == "mad":
            return v / _mad(v, True)
        if word == "first":
            return v / v[..., :1]
        if word == "iqr":
            q = np.quantile(v, [0.25, 0.75], axis=-1, method="hazen")
            return v / (q[1] - q[0])[..., None]
        return v / values(mtype)[0]
    # medianiqr
    med = np.median(v, axis=-1, keepdims=True)
    q = np.quantile(v, [0.25, 0.75], axis=-1, method="hazen")
    return (v - med) / (q[1] - q[0])[..., None]


@runtime_builtin(
    summary="Scale all elements linearly onto the interval [l, u] (default [0, 1]).",
    description="R = l + (A - inmin)./(inmax - inmin).*(u - l), with inmin/inmax the minimum and "
                "maximum of the whole array unless 'InputMin'/'InputMax' are given (values outside "
                "are clipped). A constant array maps to l.",
    keywords=["rescale", "scale to range", "min-max scaling"], related=["normalize", "bounds"],
    signatures=["R = rescale(A)", "R = rescale(A, l, u)", "R = rescale(A, l, u, 'InputMin', inmin, 'InputMax', inmax)"],
    errors=[ErrorSpec(identifier="MATLAB:rescale:LowerGreaterThanUpper", when="l is greater than u")],
    examples=[Example(code="r = rescale([1 2 3 5])", output="r =\n\n"
                                                            "         0    0.2500    0.5000    1.0000\n\n"),
              Example(code="r = rescale([1 2 3], -1, 1)", output="r =\n\n    -1     0     1\n\n")],
)
def rescale(x: Any, *args: Any) -> Any:
    a = data(x, "rescale")
    pos, opts = split_options(args, ("InputMin", "InputMax"), "rescale")
    lo = scalar_value(pos[0]) if len(pos) > 0 else 0.0
    hi = scalar_value(pos[1]) if len(pos) > 1 else 1.0
    if lo > hi:
        raise MException("MATLAB:rescale:LowerGreaterThanUpper",
                         "Lower bound must be less than or equal to upper bound.")
    if a.size == 0:
        return a
    finite = a[~np.isnan(a)]
    inmin = data(opts["InputMin"], "rescale") if "InputMin" in opts else np.array(finite.min() if finite.size else np.nan)
    inmax = data(opts["InputMax"], "rescale") if "InputMax" in opts else np.array(finite.max() if finite.size else np.nan)
    v = np.clip(a, inmin, inmax)
    with np.errstate(invalid="ignore", divide="ignore"):
        span = inmax - inmin
        r = np.where(span == 0, lo, lo + (v - inmin) / np.where(span == 0, 1, span) * (hi - lo))
    return as_class(r, a)
