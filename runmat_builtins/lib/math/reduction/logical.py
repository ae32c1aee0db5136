"""Logical reductions: any, all, nnz."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.lib.math.reduction._core import axes_for, check_class, f64_axis, numeric_view, parse, shaped
from runmat_builtins.spec import ErrorSpec, Example

_ACCEL = {"kind": "reduction", "precisions": ["double", "single", "int", "logical", "complex"]}


def _test(a: Any, args: tuple, fname: str, xp: Any) -> Any:
    t = type(a)
    if not args and (t is bool or t is float):
        return bool(a != 0 and a == a) if fname == "any" else bool(a != 0)
    axis = f64_axis(a, args, logical=True)
    if axis >= 0:  # any/all(X) or (X, dim) of a logical or float64 matrix: no parsing
        if a.dtype.kind == "b":
            nz = a
        else:
            nz = (a != 0) & (a == a) if fname == "any" else a != 0  # any ignores NaN
        out = (np.logical_or if fname == "any" else np.logical_and).reduce(nz, axis=axis, keepdims=True)
        return bool(out.item()) if out.size == 1 else out
    check_class(a, fname)
    spec = parse(args, fname)
    arr = numeric_view(a, xp)
    axes, whole = axes_for(arr, spec.dims)
    if fname == "any":
        nz = arr if arr.dtype.kind == "b" else (arr != 0) & ~xp.isnan(arr) if arr.dtype.kind in "fc" else arr != 0
        out = xp.any(nz, axis=axes, keepdims=True)
    else:
        out = xp.all(arr if arr.dtype.kind == "b" else arr != 0, axis=axes, keepdims=True)
    out = shaped(out, whole)
    if type(out) is np.ndarray and out.size == 1:
        return bool(out.reshape(-1)[0])
    return out


_SIGS = ["TF = {0}(A)", "TF = {0}(A, 'all')", "TF = {0}(A, dim)", "TF = {0}(A, vecdim)"]


def _logical_test(name: str, *, summary: str, description: str, keywords: list[str], related: list[str],
                  examples: list[Example]) -> Any:
    """Define any/all: NAME along a dimension, 'all' or a vecdim."""

    def body(a: Any, *args: Any, xp: Any) -> Any:
        return _test(a, args, name, xp)

    body.__name__ = body.__qualname__ = name
    body.__module__ = __name__
    return runtime_builtin(
        name=name, summary=summary, description=description, keywords=keywords, related=related,
        signatures=[s.format(name) for s in _SIGS],
        errors=[ErrorSpec(identifier="MATLAB:UndefinedFunction", when="A is a cell or struct")],
        examples=examples, accel=_ACCEL,
    )(body)


any = _logical_test(  # noqa: A001
    "any", summary="True where any element along a dimension is nonzero (NaN is ignored).",
    description="Works along the first non-singleton dimension; any([]) is false.",
    keywords=["logical", "or", "exists", "test"], related=["all", "find", "nnz"],
    examples=[Example(code="tf = any([0 0 1; 0 0 0])", output="tf =\n\n"
                                                              "  1×3 logical array\n\n"
                                                              "   0   0   1\n\n"),
              Example(code="tf = any([0 0; 0 0], 'all')", output="tf =\n\n  logical\n\n   0\n\n")])
all = _logical_test(  # noqa: A001
    "all", summary="True where every element along a dimension is nonzero.",
    description="Works along the first non-singleton dimension; all([]) is true.",
    keywords=["logical", "and", "every", "test"], related=["any", "find"],
    examples=[Example(code="tf = all([1 1 0; 1 1 1])", output="tf =\n\n"
                                                              "  1×3 logical array\n\n"
                                                              "   1   1   0\n\n"),
              Example(code="tf = all([1 2; 3 4], 2)", output="tf =\n\n  2×1 logical array\n\n   1\n   1\n\n")])


@runtime_builtin(
    summary="Number of nonzero elements.",
    keywords=["count", "nonzero", "sparse"],
    related=["find", "any", "numel"],
    signatures=["N = nnz(X)"],
    examples=[Example(code="n = nnz([1 0 2; 0 0 3])", output="n =\n\n     3\n\n")],
    accel={"kind": "reduction", "residency": "gather",
           "precisions": ["double", "single", "int", "logical", "complex"]},
)
def nnz(x: Any, *, xp: Any) -> float:
    t = type(x)
    if t is float or t is bool or t is complex:
        return 1.0 if x != 0 else 0.0
    check_class(x, "nnz")
    arr = numeric_view(x, xp)
    return float(xp.count_nonzero(arr))
