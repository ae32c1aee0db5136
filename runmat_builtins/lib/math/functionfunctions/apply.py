"""Calling a function in a particular way: nthargout (pick outputs of a call) and bsxfun
(apply a binary function to operands expanded to a common size)."""

from __future__ import annotations

import math
from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.array.shape._args import is_int_value, nd, values
from runmat_builtins.lib.math.functionfunctions._callback import check_function, context
from runmat_builtins.numeric.shapes import check_broadcast
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.values import FunctionHandle, cell_array, shape_of



@runtime_builtin(
    summary="The n-th output of a function call (a cell of outputs when n is a vector).",
    description="nthargout(n, fun, args...) calls fun(args...) asking for max(n) outputs (or ntot "
                "with nthargout(n, ntot, fun, ...)) and returns output n.",
    keywords=["output argument", "second output", "call"], related=["feval", "deal", "nargout"],
    signatures=["arg = nthargout(n, fun, ...)", "arg = nthargout(n, ntot, fun, ...)"],
    errors=[ErrorSpec(identifier="MATLAB:nthargout:invalidN", when="n is not a vector of positive integers")],
    examples=[Example(code="i = nthargout(2, @max, [3 9 4])", output="i =\n\n     2\n\n"),
              Example(code="c = nthargout([1 2], @size, ones(2, 3))", output="c =\n\n"
                                                                             "  1×2 cell array\n\n"
                                                                             "    {[2]}    {[3]}\n\n")],
)
def nthargout(n: Any, fun: Any, *args: Any, ctx: Any) -> Any:
    idx = values(n) if not isinstance(n, str) else []
    if not idx or any(not (v >= 1 and is_int_value(v)) for v in idx):
        raise MException("MATLAB:nthargout:invalidN", "N must be a positive integer or a vector of them.")
    ntot = int(max(idx))
    if not _is_function(fun) and args and _is_function(args[0]):
        total = values(fun)
        if len(total) != 1 or total[0] < max(idx):
            raise MException("MATLAB:nthargout:invalidNTot", "NTOT must be a scalar no smaller than max(N).")
        ntot = int(total[0])
        fun, args = args[0], args[1:]
    check_function(fun, "nthargout")
    out = context(ctx).call_function(fun, tuple(args), ntot)
    outs = out if isinstance(out, tuple) else (out,)
    picked = [outs[int(i) - 1] for i in idx]
    if np.asarray(nd(n)).size == 1:
        return picked[0]
    return cell_array(picked, shape_of(n))


def _is_function(v: Any) -> bool:

    return isinstance(v, FunctionHandle)


@runtime_builtin(
    summary="Apply a binary function element by element with singleton expansion: C = bsxfun(fun, A, B).",
    description="A and B are expanded along their singleton dimensions to a common size and fun "
                "is called once on the expanded arrays (it must work elementwise and return an "
                "array of that size).",
    keywords=["broadcast", "singleton expansion", "implicit expansion", "elementwise"],
    related=["arrayfun", "repmat", "plus"],
    signatures=["C = bsxfun(fun, A, B)"],
    errors=[ErrorSpec(identifier="MATLAB:bsxfun:arrayDimensionsMustMatch",
                      when="non-singleton dimensions of A and B differ"),
            ErrorSpec(identifier="MATLAB:bsxfun:invalidOutputSize", when="fun returns the wrong size")],
    examples=[Example(code="c = bsxfun(@minus, [1 2; 3 4], [1 2])", output="c =\n\n"
                                                                           "     0     0\n"
                                                                           "     2     2\n\n"),
              Example(code="c = bsxfun(@(a, b) a .* b, [1; 2], [1 2 3])",
                      output="c =\n\n     1     2     3\n     2     4     6\n\n")],
)
def bsxfun(fun: Any, a: Any, b: Any, *, ctx: Any) -> Any:
    check_function(fun, "bsxfun")
    sa, sb = shape_of(a), shape_of(b)
    try:
        shape = check_broadcast(sa, sb)
    except MException:
        raise MException("MATLAB:bsxfun:arrayDimensionsMustMatch",
                         "Non-singleton dimensions of the two input arrays must match each other.") from None
    x = a if sa == shape else _expand(a, shape)
    y = b if sb == shape else _expand(b, shape)
    out = context(ctx).call_function(fun, (x, y), 1)
    if shape_of(out) != tuple(shape) and shape_of(out) != _msize(shape):
        raise MException("MATLAB:bsxfun:invalidOutputSize",
                         "Output of the function must be the same size as the expanded inputs.")
    return out


def _msize(shape: tuple[int, ...]) -> tuple[int, ...]:
    shp = tuple(shape)
    while len(shp) > 2 and shp[-1] == 1:
        shp = shp[:-1]
    return shp


def _expand(v: Any, shape: tuple[int, ...]) -> Any:
    arr = nd(v)
    if arr.ndim < len(shape):
        arr = arr.reshape(arr.shape + (1,) * (len(shape) - arr.ndim))
    return np.ascontiguousarray(np.broadcast_to(arr, shape))
