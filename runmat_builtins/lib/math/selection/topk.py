"""maxk, mink: the k largest or smallest elements along a dimension, in sorted order, with
their indices. They select as sort does (descending for maxk with NaN first, ascending for
mink with NaN last; complex by abs then angle, or 'ComparisonMethod' 'abs'/'real')."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.dispatch import call_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.array.shape._args import is_int_value, nd, option, values
from runmat_builtins.numeric import ARITH_CLASSES, arith_class, class_name
from runmat_builtins.spec import ErrorSpec, Example



def _errs(name: str) -> list[ErrorSpec]:
    return [ErrorSpec(identifier=f"MATLAB:{name}:invalidK", when="k is not a nonnegative integer scalar"),
            ErrorSpec(identifier=f"MATLAB:{name}:invalidDim", when="dim is not a positive integer scalar"),
            ErrorSpec(identifier=f"MATLAB:{name}:invalidOption",
                      when="an option is not 'ComparisonMethod' with 'auto', 'abs' or 'real'"),
            ErrorSpec(identifier="MATLAB:UndefinedFunction", when="A is a cell, struct or string")]


def _select(name: str, a: Any, k: Any, rest: tuple[Any, ...], nargout: int, direction: str) -> Any:
    arith_class(a, name)
    kv = values(k) if class_name(k) in ARITH_CLASSES else []
    if len(kv) != 1 or not (kv[0] >= 0) or not is_int_value(kv[0]):
        raise MException(f"MATLAB:{name}:invalidK", "K must be a nonnegative integer scalar.")
    kk = int(kv[0])
    dim = None
    opts: list[Any] = []
    rest = list(rest)
    if rest and option(rest[0]) is None:
        d0 = rest.pop(0)
        dv = values(d0) if class_name(d0) in ARITH_CLASSES else []
        if len(dv) != 1 or not is_int_value(dv[0]) or dv[0] < 1:
            raise MException(f"MATLAB:{name}:invalidDim", "Dimension must be a positive integer scalar.")
        dim = int(dv[0])
    if rest:
        if len(rest) != 2 or option(rest[0]) != "comparisonmethod" or option(rest[1]) not in ("auto", "abs", "real"):
            raise MException(f"MATLAB:{name}:invalidOption",
                             "Optional arguments must be 'ComparisonMethod' followed by 'auto', 'abs' or 'real'.")
        opts = ["ComparisonMethod", option(rest[1])]
    x = nd(a)
    if dim is None:
        dim = next((i + 1 for i, s in enumerate(x.shape) if s != 1), 1)
    b, i = call_builtin("sort", a, float(dim), direction, *opts, nargout=2)
    b, i = nd(b), nd(i)
    if dim <= b.ndim and kk < b.shape[dim - 1]:
        idx = [slice(None)] * b.ndim
        idx[dim - 1] = slice(0, kk)
        b, i = b[tuple(idx)], i[tuple(idx)]
    return (b, i) if nargout > 1 else b


@runtime_builtin(
    summary="The k largest elements along a dimension, in descending order: [B, I] = maxk(A, k).",
    description="Works along the first non-singleton dimension (each column of a matrix) or "
                "along dim. If k is at least the length of that dimension, B is the whole array "
                "sorted in descending order. I holds the indices along the dimension; ties keep "
                "their original order. NaN counts as larger than every number.",
    keywords=["largest", "top k", "maximum", "select", "sort"], related=["mink", "max", "sort", "topkrows"],
    signatures=["B = maxk(A, k)", "B = maxk(A, k, dim)", "B = maxk(A, k, 'ComparisonMethod', c)",
                "[B, I] = maxk(A, k)", "[B, I] = maxk(A, k, dim)"],
    errors=_errs("maxk"),
    examples=[Example(code="B = maxk([4 9 1 7 3], 2)", output="B =\n\n     9     7\n\n"),
              Example(code="[B, I] = maxk([2 8; 5 1; 9 4], 2)",
                      output="B =\n\n     9     8\n     5     4\n\nI =\n\n     3     1\n     2     3\n\n")],
)
def maxk(a: Any, k: Any, *rest: Any, nargout: int) -> Any:
    return _select("maxk", a, k, rest, nargout, "descend")


@runtime_builtin(
    summary="The k smallest elements along a dimension, in ascending order: [B, I] = mink(A, k).",
    description="Works along the first non-singleton dimension (each column of a matrix) or "
                "along dim. If k is at least the length of that dimension, B is the whole array "
                "sorted in ascending order. I holds the indices along the dimension; ties keep "
                "their original order. NaN counts as larger than every number.",
    keywords=["smallest", "bottom k", "minimum", "select", "sort"], related=["maxk", "min", "sort"],
    signatures=["B = mink(A, k)", "B = mink(A, k, dim)", "B = mink(A, k, 'ComparisonMethod', c)",
                "[B, I] = mink(A, k)", "[B, I] = mink(A, k, dim)"],
    errors=_errs("mink"),
    examples=[Example(code="B = mink([4 9 1 7 3], 3)", output="B =\n\n     1     3     4\n\n"),
              Example(code="[B, I] = mink([2 8; 5 1; 9 4], 1, 2)",
                      output="B =\n\n     2\n     1\n     4\n\nI =\n\n     1\n     2\n     2\n\n")],
)
def mink(a: Any, k: Any, *rest: Any, nargout: int) -> Any:
    return _select("mink", a, k, rest, nargout, "ascend")
