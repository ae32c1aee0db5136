"""Sums and products: sum, prod (dims, 'all', vecdim, NaN flags, output class)."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.lib.math.reduction._core import (
    ordered_sum,
    axes_for, check_class, f64_axis, numeric_view, parse, scalar_out, shaped,
)
from runmat_builtins.numeric import INT_CLASSES, cast_to
from runmat_builtins.spec import ErrorSpec, Example

_ACCEL = {"kind": "reduction", "precisions": ["double", "single", "int", "logical", "complex"]}


def _out_class(cls: str, outtype: str) -> str:
    if outtype == "double":
        return "double"
    if outtype == "native":
        return "double" if cls == "char" else cls
    if cls in INT_CLASSES or cls == "single":
        return cls
    return "double"


def _sum_like(x: Any, args: tuple, fname: str, xp: Any) -> Any:
    t = type(x)
    if (t is float or t is complex) and not args:
        return x
    axis = f64_axis(x, args, logical=True)
    if axis >= 0:  # sum(X) / sum(X, dim) of a float64 or logical matrix: no parsing
        # (logical counts are exact in float64, as after the general path's astype)
        if fname == "sum" and x.dtype.kind == "f":
            out = ordered_sum(x, axis)
        else:
            out = (np.add if fname == "sum" else np.multiply).reduce(x, axis=axis, keepdims=True, dtype=np.float64)
        return out.item() if out.size == 1 else out
    cls = check_class(x, fname)
    spec = parse(args, fname, allow_outtype=True)
    arr = numeric_view(x, xp)
    out_cls = _out_class(cls, spec.outtype)
    axes, whole = axes_for(arr, spec.dims)
    if arr.dtype.kind in "biu":
        arr = arr.astype(np.float64)
    elif out_cls == "double" and arr.dtype == np.float32:
        arr = arr.astype(np.float64)
    if fname == "sum":
        op = xp.nansum if spec.omit else xp.sum
    else:
        op = xp.nanprod if spec.omit else xp.prod
    if fname == "sum" and not spec.omit and xp is np and arr.dtype.kind in "fc" and (whole or len(axes) == 1):
        flat = arr.reshape(-1, 1, order="F") if whole else arr
        out = shaped(ordered_sum(flat, 0 if whole else axes[0]), whole)
    else:
        out = shaped(op(arr.reshape(-1)) if whole else op(arr, axis=axes, keepdims=True), whole)
    if out_cls not in ("double", "single") or out.dtype.kind not in "fc":
        out = cast_to(out, out_cls, xp)
    return scalar_out(out)


_SIGS = ["S = {0}(A)", "S = {0}(A, 'all')", "S = {0}(A, dim)", "S = {0}(A, vecdim)",
         "S = {0}(A, dim, outtype)", "S = {0}(A, dim, outtype, nanflag)"]


@runtime_builtin(
    summary="Sum of array elements along a dimension, several dimensions, or all of them.",
    description="Sums along the first non-singleton dimension by default; sum([]) is 0. "
                "Integer inputs give the same integer class (saturated), logical and char give "
                "double; 'double'/'native' choose the output class, 'omitnan' skips NaN.",
    keywords=["add", "total", "reduce", "accumulate"],
    related=["prod", "cumsum", "mean", "diff"],
    signatures=[s.format("sum") for s in _SIGS],
    errors=[ErrorSpec(identifier="MATLAB:getdimarg:dimensionMustBePositiveInteger",
                      when="dim is not a positive integer"),
            ErrorSpec(identifier="MATLAB:UndefinedFunction", when="A is a cell, struct or string")],
    examples=[Example(code="x = sum([1 2; 3 4])", output="x =\n\n     4     6\n\n"),
              Example(code="x = sum([1 2; 3 4], 2)", output="x =\n\n     3\n     7\n\n"),
              Example(code="x = sum([1 NaN 3], 'omitnan')", output="x =\n\n     4\n\n"),
              Example(code="x = sum(int8([100 100]))", output="x =\n\n  int8\n\n   127\n\n")],
    accel={**_ACCEL, "reduce": "sum"},
)
def sum(a: Any, *args: Any, xp: Any) -> Any:  # noqa: A001 - MATLAB name
    return _sum_like(a, args, "sum", xp)


@runtime_builtin(
    summary="Product of array elements along a dimension, several dimensions, or all of them.",
    description="Multiplies along the first non-singleton dimension by default; prod([]) is 1. "
                "Integer inputs keep their class (saturated); logical and char give double.",
    keywords=["multiply", "product", "reduce"],
    related=["sum", "cumprod", "factorial"],
    signatures=[s.format("prod") for s in _SIGS],
    errors=[ErrorSpec(identifier="MATLAB:getdimarg:dimensionMustBePositiveInteger",
                      when="dim is not a positive integer")],
    examples=[Example(code="p = prod([1 2 3 4])", output="p =\n\n    24\n\n"),
              Example(code="p = prod([1 2; 3 4])", output="p =\n\n     3     8\n\n")],
    accel={**_ACCEL, "reduce": "prod"},
)
def prod(a: Any, *args: Any, xp: Any) -> Any:
    return _sum_like(a, args, "prod", xp)
