"""Descriptive statistics beyond mean/std: bounds, range, mad, skewness, kurtosis."""

from __future__ import annotations

import warnings
from collections.abc import Callable
from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.array.shape._args import option, values
from runmat_builtins.lib.math.statistics._common import as_class, axis_of, data, from_last, scalar_or_array, to_last
from runmat_builtins.numeric import INT_CLASSES, class_name
from runmat_builtins.spec import ErrorSpec, Example



def _along(x: Any, dim: Any, fname: str) -> tuple[np.ndarray, np.ndarray, int]:
    a = data(x, fname)
    if a.dtype.kind == "c":
        raise MException(f"MATLAB:{fname}:complexData", "Complex data is not supported.")
    if dim is not None and option(dim) == "all":
        a2 = a.reshape(-1, 1, order="F")
        return a, to_last(a2, 0), 0
    a2, ax = axis_of(a, dim)
    return a, to_last(a2, ax), ax


def _finish(r: np.ndarray, ax: int, like: np.ndarray, dim: Any) -> Any:
    if dim is not None and option(dim) == "all":
        return scalar_or_array(as_class(r.reshape(1, 1), like))
    return scalar_or_array(as_class(from_last(r, ax), like))


def _nanreduce(f: Any, v: np.ndarray, omit: bool) -> np.ndarray:
    with np.errstate(invalid="ignore"), warnings.catch_warnings():
        warnings.simplefilter("ignore", RuntimeWarning)
        return f(v, omit)


@runtime_builtin(
    summary="Smallest and largest elements in one call: [S, L] = bounds(A) (NaN ignored by default).",
    description="Equivalent to [min(A, [], dim), max(A, [], dim)]; 'includenan' makes a slice "
                "with NaN give NaN.",
    keywords=["min", "max", "extremes", "limits"], related=["min", "max", "range"],
    signatures=["[S, L] = bounds(A)", "[S, L] = bounds(A, dim)", "[S, L] = bounds(A, 'all')",
                "[S, L] = bounds(A, nanflag)"],
    errors=[ErrorSpec(identifier="MATLAB:getdimarg:dimensionMustBePositiveInteger",
                      when="dim is not a positive integer")],
    examples=[Example(code="[s, l] = bounds([3 1 NaN 7])", output="s =\n\n     1\n\nl =\n\n     7\n\n")],
)
def bounds(a: Any, *args: Any, nargout: int) -> Any:
    omit = True
    dim = None
    for v in args:
        w = option(v)
        if w in ("omitnan", "omitmissing"):
            omit = True
        elif w in ("includenan", "includemissing"):
            omit = False
        else:
            dim = v
    cls = class_name(a)
    like, v, ax = _along(a, dim, "bounds")
    if v.shape[-1] == 0:
        e = np.zeros(v.shape[:-1] + (0,))
        return from_last(e, ax), from_last(e, ax)
    lo = _nanreduce(lambda z, o: (np.nanmin if o else np.min)(z, axis=-1, keepdims=True), v, omit)
    hi = _nanreduce(lambda z, o: (np.nanmax if o else np.max)(z, axis=-1, keepdims=True), v, omit)
    s, l = _finish(lo, ax, like, dim), _finish(hi, ax, like, dim)
    if cls in INT_CLASSES or cls == "logical":
        dt = np.asarray(a).dtype
        s, l = np.asarray(s).astype(dt).reshape(np.shape(s) or (1, 1)), np.asarray(l).astype(dt).reshape(np.shape(l) or (1, 1))
    return s, l


@runtime_builtin(
    name="range",
    summary="Range of values: max(X) - min(X) along a dimension.",
    description="NaN values are ignored, as by max and min.",
    keywords=["spread", "max minus min", "statistics"], related=["bounds", "max", "min", "iqr"],
    signatures=["y = range(X)", "y = range(X, dim)", "y = range(X, 'all')"],
    errors=[ErrorSpec(identifier="MATLAB:getdimarg:dimensionMustBePositiveInteger",
                      when="dim is not a positive integer")],
    examples=[Example(code="r = range([1 5; 3 2])", output="r =\n\n     2     3\n\n")],
)
def range_(x: Any, dim: Any = None) -> Any:
    like, v, ax = _along(x, dim, "range")
    if v.shape[-1] == 0:
        return from_last(np.zeros(v.shape[:-1] + (0,)), ax)
    r = _nanreduce(lambda z, o: np.nanmax(z, axis=-1, keepdims=True) - np.nanmin(z, axis=-1, keepdims=True), v, True)
    return _finish(r, ax, like, dim)


range_.__name__ = "range"


def _flag(flag: Any, fname: str) -> int:
    if flag is None or (hasattr(flag, "size") and flag.size == 0):
        return -1
    f = values(flag)[0]
    if f not in (0.0, 1.0):
        raise MException(f"MATLAB:{fname}:BadFlag", "FLAG must be 0 or 1.")
    return int(f)


@runtime_builtin(
    summary="Mean (flag 0, default) or median (flag 1) absolute deviation, ignoring NaN.",
    description="mad(X) = mean(abs(X - mean(X))); mad(X, 1) = median(abs(X - median(X))).",
    keywords=["absolute deviation", "robust spread", "statistics"], related=["std", "iqr", "median"],
    signatures=["y = mad(X)", "y = mad(X, flag)", "y = mad(X, flag, dim)"],
    errors=[ErrorSpec(identifier="MATLAB:mad:BadFlag", when="flag is not 0 or 1")],
    examples=[Example(code="m = mad([1 2 3 4 10])", output="m =\n\n    2.4000\n\n"),
              Example(code="m = mad([1 2 3 4 10], 1)", output="m =\n\n     1\n\n")],
)
def mad(x: Any, flag: Any = None, dim: Any = None) -> Any:
    f = max(_flag(flag, "mad"), 0)
    like, v, ax = _along(x, dim, "mad")
    if f == 1:
        r = _nanreduce(lambda z, o: np.nanmedian(np.abs(z - np.nanmedian(z, axis=-1, keepdims=True)),
                                                 axis=-1, keepdims=True), v, True)
    else:
        r = _nanreduce(lambda z, o: np.nanmean(np.abs(z - np.nanmean(z, axis=-1, keepdims=True)),
                                               axis=-1, keepdims=True), v, True)
    return _finish(r, ax, like, dim)


def _moments(v: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    n = np.sum(~np.isnan(v), axis=-1, keepdims=True).astype(np.float64)
    c = v - np.nanmean(v, axis=-1, keepdims=True)
    m2 = np.nanmean(c ** 2, axis=-1, keepdims=True)
    m3 = np.nanmean(c ** 3, axis=-1, keepdims=True)
    m4 = np.nanmean(c ** 4, axis=-1, keepdims=True)
    return n, m2, m3, m4


def _by_moments(x: Any, flag: Any, dim: Any, fname: str, stat: Callable[..., np.ndarray]) -> Any:
    """skewness/kurtosis: ``stat(n, m2, m3, m4, unbiased)`` of the non-NaN values along ``dim``
    (n their count, m_k the central moments, ``unbiased`` for flag 0)."""
    f = _flag(flag, fname)
    like, v, ax = _along(x, dim, fname)
    return _finish(_nanreduce(lambda z, _o: stat(*_moments(z), f == 0), v, True), ax, like, dim)


@runtime_builtin(
    summary="Sample skewness (asymmetry) along a dimension; flag 0 corrects for bias. NaN ignored.",
    description="flag 1 (default): m3/m2^1.5 with central moments m_k; flag 0 multiplies by "
                "sqrt(n(n-1))/(n-2) (needs n >= 3).",
    keywords=["skew", "asymmetry", "third moment", "statistics"], related=["kurtosis", "std", "mean"],
    signatures=["y = skewness(X)", "y = skewness(X, flag)", "y = skewness(X, flag, dim)"],
    errors=[ErrorSpec(identifier="MATLAB:skewness:BadFlag", when="flag is not 0 or 1")],
    examples=[Example(code="s = skewness([1 2 3 10])", output="s =\n\n    1.0182\n\n"),
              Example(code="s = skewness([1 2 3 10], 0)", output="s =\n\n    1.7636\n\n")],
)
def skewness(x: Any, flag: Any = None, dim: Any = None) -> Any:
    def stat(n: np.ndarray, m2: np.ndarray, m3: np.ndarray, _m4: np.ndarray, unbiased: bool) -> np.ndarray:
        s = m3 / m2 ** 1.5
        return np.where(n >= 3, s * np.sqrt(n * (n - 1)) / (n - 2), np.nan) if unbiased else s

    return _by_moments(x, flag, dim, "skewness", stat)


@runtime_builtin(
    summary="Sample kurtosis (tailedness; 3 for a normal distribution) along a dimension. NaN ignored.",
    description="flag 1 (default): m4/m2^2; flag 0 applies the bias correction "
                "3 + (n-1)/((n-2)(n-3)) ((n+1) k - 3(n-1)) (needs n >= 4).",
    keywords=["kurtosis", "fourth moment", "tails", "statistics"], related=["skewness", "std"],
    signatures=["k = kurtosis(X)", "k = kurtosis(X, flag)", "k = kurtosis(X, flag, dim)"],
    errors=[ErrorSpec(identifier="MATLAB:kurtosis:BadFlag", when="flag is not 0 or 1")],
    examples=[Example(code="k = kurtosis([1 2 3 10])", output="k =\n\n    2.2304\n\n"),
              Example(code="k = kurtosis([1 2 3 10], 0)", output="k =\n\n    6.2280\n\n")],
)
def kurtosis(x: Any, flag: Any = None, dim: Any = None) -> Any:
    def stat(n: np.ndarray, m2: np.ndarray, _m3: np.ndarray, m4: np.ndarray, unbiased: bool) -> np.ndarray:
        k = m4 / m2 ** 2
        return np.where(n >= 4, 3 + (n - 1) / ((n - 2) * (n - 3)) * ((n + 1) * k - 3 * (n - 1)), np.nan) if unbiased else k

    return _by_moments(x, flag, dim, "kurtosis", stat)
