"""Descriptive statistics: mean, median, mode, var, std (dims, 'all', vecdim, NaN flags)."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.array.shape._args import is_empty_arg, mshape, values
from runmat_builtins.lib.math.reduction._core import (
    ordered_sum,
    axes_for, check_class, count, f64_axis, numeric_view, parse, scalar_out, shaped,
)
from runmat_builtins.numeric import INT_CLASSES, cast_to
from runmat_builtins.spec import ErrorSpec, Example

_ACCEL = {"kind": "reduction", "precisions": ["double", "single", "int", "logical", "complex"]}
_DIM_ERR = ErrorSpec(identifier="MATLAB:getdimarg:dimensionMustBePositiveInteger",
                     when="dim is not a positive integer")


def _float(arr: Any) -> Any:
    return arr if arr.dtype.kind in "fc" else arr.astype(np.float64)


def _mean(arr: Any, axes: tuple[int, ...], omit: bool, xp: Any) -> Any:
    with np.errstate(invalid="ignore", divide="ignore"):
        if omit:
            ok = ~xp.isnan(arr)
            s = xp.sum(xp.where(ok, arr, 0), axis=axes, keepdims=True)
            n = xp.sum(ok, axis=axes, keepdims=True)
            if arr.dtype.kind in "fc":
                n = n.astype(arr.real.dtype)  # a count must not promote single to double
            return s / n
        return xp.sum(arr, axis=axes, keepdims=True) / count(tuple(arr.shape), axes)


@runtime_builtin(
    summary="Average of array elements along a dimension, several dimensions, or all of them.",
    description="mean([]) is NaN. Integer, logical and char inputs give double unless "
                "'native' is given; 'omitnan' averages the non-NaN elements.",
    keywords=["average", "arithmetic mean", "statistics"],
    related=["median", "mode", "sum", "std"],
    signatures=["M = mean(A)", "M = mean(A, 'all')", "M = mean(A, dim)", "M = mean(A, vecdim)",
                "M = mean(A, dim, outtype)", "M = mean(A, dim, nanflag)"],
    errors=[_DIM_ERR],
    examples=[Example(code="m = mean([1 2; 3 4])", output="m =\n\n     2     3\n\n"),
              Example(code="m = mean([1 NaN 3], 'omitnan')", output="m =\n\n     2\n\n")],
    accel={**_ACCEL, "reduce": "mean"},
)
def mean(a: Any, *args: Any, xp: Any) -> Any:
    if type(a) is float and not args:
        return a
    axis = f64_axis(a, args)
    if axis >= 0:  # mean(X) / mean(X, dim) of a float64 matrix: the same sum and division
        out = ordered_sum(a, axis) / a.shape[axis]
        return out.item() if out.size == 1 else out
    cls = check_class(a, "mean")
    spec = parse(args, "mean", allow_outtype=True)
    arr = _float(numeric_view(a, xp))
    axes, whole = axes_for(arr, spec.dims)
    out = shaped(_mean(arr, axes, bool(spec.omit), xp), whole)
    if spec.outtype == "native" and cls != "double":
        out = cast_to(out, "logical" if cls == "logical" else cls, xp) if cls != "char" else out
    return scalar_out(out)


def _slices(arr: Any, axes: tuple[int, ...]) -> tuple[Any, list[int]]:
    """Move reduced axes last and merge them: (array of shape keep+(n,), keep axes)."""
    keep = [i for i in range(arr.ndim) if i not in axes]
    moved = np.transpose(arr, keep + list(axes))
    kshape = tuple(arr.shape[i] for i in keep)
    n = int(np.prod([arr.shape[i] for i in axes]))  # explicit: -1 cannot be inferred for empty arrays
    return moved.reshape(kshape + (n,), order="F"), keep


def _restore(res: Any, arr: Any, keep: list[int], whole: bool) -> Any:
    oshape = [1] * arr.ndim
    for k in keep:
        oshape[k] = arr.shape[k]
    return shaped(res.reshape(tuple(oshape)), whole)


@runtime_builtin(
    summary="Median of array elements along a dimension, several dimensions, or all of them.",
    description="NaN anywhere in a slice gives NaN unless 'omitnan'; median([]) is NaN. "
                "Integer inputs keep their class.",
    keywords=["middle", "statistics", "percentile"],
    related=["mean", "mode", "sort"],
    signatures=["M = median(A)", "M = median(A, 'all')", "M = median(A, dim)",
                "M = median(A, vecdim)", "M = median(A, dim, nanflag)"],
    errors=[_DIM_ERR],
    examples=[Example(code="m = median([3 1 4 1 5])", output="m =\n\n     3\n\n"),
              Example(code="m = median([1 2; 3 4; 5 6])", output="m =\n\n     3     4\n\n")],
    accel={"kind": "reduction", "precisions": ["double", "single", "int", "logical"]},
)
def median(a: Any, *args: Any, xp: Any) -> Any:
    if type(a) is float and not args:
        return a
    cls = check_class(a, "median")
    spec = parse(args, "median", allow_outtype=True)
    arr = _float(numeric_view(a, xp))
    axes, whole = axes_for(arr, spec.dims)
    if arr.size == 0 or any(arr.shape[x] == 0 for x in axes):
        oshape = list(arr.shape)
        for x in axes:
            oshape[x] = 1
        out = shaped(xp.full(tuple(oshape), np.nan), whole)
    else:
        f = xp.nanmedian if spec.omit else xp.median
        with np.errstate(invalid="ignore"):
            import warnings

            with warnings.catch_warnings():
                warnings.simplefilter("ignore", RuntimeWarning)
                out = shaped(f(arr, axis=axes, keepdims=True), whole)
    if cls in INT_CLASSES or cls == "single":
        out = cast_to(out, cls, xp)
    return scalar_out(out)


@runtime_builtin(
    summary="Most frequent value along a dimension (the smallest one when several tie).",
    description="NaN values are ignored; an empty or all-NaN slice gives NaN. [M, F] = mode(A) "
                "also returns how often M occurs, [M, F, C] a cell array (shaped like M) whose "
                "cells hold every value of that frequency as a sorted column.",
    keywords=["most frequent", "statistics", "histogram"],
    related=["mean", "median", "histcounts", "unique"],
    signatures=["M = mode(A)", "M = mode(A, dim)", "M = mode(A, 'all')", "[M, F] = mode(A, dim)",
                "[M, F, C] = mode(A, dim)"],
    errors=[_DIM_ERR],
    examples=[Example(code="m = mode([1 2 2 3 3])", output="m =\n\n     2\n\n"),
              Example(code="[m, f] = mode([1 1; 2 1; 2 3])", output="m =\n\n"
                                                                    "     2     1\n\n"
                                                                    "f =\n\n"
                                                                    "     2     2\n\n")],
)
def mode(a: Any, *args: Any, nargout: int) -> Any:
    cls = check_class(a, "mode")
    spec = parse(args, "mode")
    arr = numeric_view(a, np)
    axes, whole = axes_for(arr, spec.dims)
    def ties(v: np.ndarray) -> np.ndarray:
        col = np.asarray(v, dtype=np.float64 if arr.dtype.kind != "c" else arr.dtype).reshape(-1, 1)
        return cast_to(col, cls) if cls in INT_CLASSES or cls in ("single", "logical") else col

    if not axes:
        f = np.where(np.isnan(arr), 0.0, 1.0) if arr.dtype.kind == "f" else np.ones(arr.shape)
        if nargout > 2:
            c = np.empty(arr.shape, dtype=object)
            for i, v in np.ndenumerate(arr):
                c[i] = ties([v])
            return arr, f, c
        return (arr, f) if nargout > 1 else arr
    flat, keep = _slices(arr, axes)
    rows = flat.reshape(int(np.prod(flat.shape[:-1])), flat.shape[-1])
    m = np.empty(rows.shape[0], dtype=np.float64 if arr.dtype.kind != "c" else arr.dtype)
    fq = np.zeros(rows.shape[0])
    tied = np.empty(rows.shape[0], dtype=object)
    for r in range(rows.shape[0]):
        row = rows[r]
        if row.dtype.kind == "f":
            row = row[~np.isnan(row)]
        if row.size == 0:
            m[r] = np.nan
            tied[r] = ties([np.nan]) if rows.shape[1] else ties([])
            continue
        vals, counts = np.unique(row, return_counts=True)
        k = int(np.argmax(counts))
        m[r] = vals[k]
        fq[r] = counts[k]
        tied[r] = ties(vals[counts == counts[k]])
    kshape = flat.shape[:-1]
    res = _restore(m.reshape(kshape), arr, keep, whole)
    freq = _restore(fq.reshape(kshape), arr, keep, whole)
    if cls in INT_CLASSES or cls == "single" or cls == "logical":
        res = cast_to(res, cls)
    if nargout > 2:
        cells = _restore(tied.reshape(kshape), arr, keep, whole)
        return scalar_out(res), scalar_out(freq), cells
    return (scalar_out(res), scalar_out(freq)) if nargout > 1 else scalar_out(res)


def _var(a: Any, args: tuple, fname: str, xp: Any) -> tuple[Any, Any, str]:
    cls = check_class(a, fname)
    if cls in INT_CLASSES:
        raise MException(f"MATLAB:{fname}:integerClass" if fname == "var" else "MATLAB:std:integerClass",
                         "First argument must be single or double.")
    w: Any = 0.0
    rest = args
    if args and not isinstance(args[0], str) and not (hasattr(args[0], "dtype") and args[0].dtype.kind in "UT"):
        w = None if is_empty_arg(args[0]) else args[0]
        rest = args[1:]
    spec = parse(rest, fname)
    arr = _float(numeric_view(a, xp))
    axes, whole = axes_for(arr, spec.dims)
    omit = bool(spec.omit)
    wv = values(w) if w is not None else [0.0]
    if len(wv) == 1 and wv[0] in (0.0, 1.0):
        mu = _mean(arr, axes, omit, xp)
        dev = xp.abs(arr - mu) ** 2
        with np.errstate(invalid="ignore", divide="ignore"):
            if omit:
                ok = ~xp.isnan(arr)
                n = xp.sum(ok, axis=axes, keepdims=True).astype(arr.real.dtype)  # keep single single
                ss = xp.sum(xp.where(ok, dev, 0), axis=axes, keepdims=True)
            else:
                n = count(tuple(arr.shape), axes)
                ss = xp.sum(dev, axis=axes, keepdims=True)
            denom = n if wv[0] == 1.0 else xp.maximum(n - 1, 1) if not isinstance(n, int) else (n - 1 if n > 1 else 1)
            v = ss / denom
            if isinstance(n, int) and n == 0:
                v = xp.full(v.shape, np.nan, dtype=arr.real.dtype)
    else:
        # a vector reduces along its one non-singleton axis (axes_for reports every axis then)
        wax = [x for x in axes if arr.shape[x] != 1] or list(axes[:1])
        if len(wax) != 1 or any(x < 0 for x in wv):
            raise MException(f"MATLAB:{fname}:invalidWgts",
                             "Weights must be a vector of nonnegative numbers with one entry per element.")
        ax = wax[0]
        if len(wv) != arr.shape[ax]:
            raise MException(f"MATLAB:{fname}:invalidSizeWgts",
                             "The length of the weight vector must match the dimension of the data.")
        shp = [1] * arr.ndim
        shp[ax] = len(wv)
        wt = xp.asarray(np.array(wv, dtype=arr.real.dtype)).reshape(shp)
        wt = wt / xp.sum(wt)
        mu = xp.sum(wt * arr, axis=ax, keepdims=True)
        v = xp.sum(wt * xp.abs(arr - mu) ** 2, axis=ax, keepdims=True)
    return shaped(v, whole), shaped(mu, whole), cls


def _plain_var(a: Any, args: tuple) -> Any:
    """The fast path of var(X) and std(X) on a float64 matrix (as _var computes it); None otherwise."""
    axis = f64_axis(a, args) if not args else -1
    if axis < 0:
        return None
    n = a.shape[axis]
    mu = np.add.reduce(a, axis=axis, keepdims=True) / n
    dev = np.abs(a - mu) ** 2
    v = np.add.reduce(dev, axis=axis, keepdims=True) / (n - 1 if n > 1 else 1)
    return v


_VSIGS = ["V = {0}(A)", "V = {0}(A, w)", "V = {0}(A, w, 'all')", "V = {0}(A, w, dim)",
          "V = {0}(A, w, vecdim)", "V = {0}(A, w, dim, nanflag)", "[V, M] = {0}(A, w, dim)"]


@runtime_builtin(
    summary="Variance along a dimension (normalized by N-1, or by N with w = 1, or weighted).",
    description="w = 0 (default) normalizes by N-1 (N for a single element), w = 1 by N, a "
                "weight vector gives a weighted variance. Integer inputs are an error. "
                "[V, M] = var(...) also returns the mean.",
    keywords=["variance", "spread", "statistics"],
    related=["std", "mean"],
    signatures=[s.format("var") for s in _VSIGS],
    errors=[_DIM_ERR, ErrorSpec(identifier="MATLAB:var:integerClass", when="A is an integer array")],
    examples=[Example(code="v = var([1 2 3 4])", output="v =\n\n    1.6667\n\n"),
              Example(code="v = var([1 2 3 4], 1)", output="v =\n\n    1.2500\n\n")],
    accel={**_ACCEL, "reduce": "var"},
)
def var(a: Any, *args: Any, xp: Any, nargout: int) -> Any:
    if nargout <= 1:
        v = _plain_var(a, args)
        if v is not None:
            return v.item() if v.size == 1 else v
    v, mu, cls = _var(a, args, "var", xp)
    return (scalar_out(v), scalar_out(mu)) if nargout > 1 else scalar_out(v)


@runtime_builtin(
    summary="Standard deviation along a dimension (square root of var).",
    description="Same normalization options as var; [S, M] = std(...) also returns the mean.",
    keywords=["standard deviation", "spread", "statistics"],
    related=["var", "mean"],
    signatures=[s.format("std") for s in _VSIGS],
    errors=[_DIM_ERR, ErrorSpec(identifier="MATLAB:std:integerClass", when="A is an integer array")],
    examples=[Example(code="s = std([2 4 4 4 5 5 7 9])", output="s =\n\n    2.1381\n\n"),
              Example(code="s = std([2 4 4 4 5 5 7 9], 1)", output="s =\n\n     2\n\n")],
    accel={**_ACCEL, "reduce": "std"},
)
def std(a: Any, *args: Any, xp: Any, nargout: int) -> Any:
    if nargout <= 1:
        v = _plain_var(a, args)
        if v is not None:
            s = np.sqrt(v)
            return s.item() if s.size == 1 else s
    v, mu, cls = _var(a, args, "std", xp)
    s = xp.sqrt(v)
    return (scalar_out(s), scalar_out(mu)) if nargout > 1 else scalar_out(s)


_ = mshape
