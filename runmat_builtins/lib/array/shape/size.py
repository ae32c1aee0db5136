"""Sizes without touching data: size, numel, ndims, length (gpuArrays stay where they are)."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.array.shape._args import dim_arg, vecdim_arg
from runmat_builtins.numeric import scalar as K
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.values import shape_of



def user_dims(a: Any) -> tuple[int, ...]:
    """The dimensions size/length/isempty report: an object may define ``matlab_size()``
    (a containers.Map is Count-by-1 there, while numel stays 1 as in MATLAB)."""
    t = type(a)
    if t is not np.ndarray and t is not float:
        hook = getattr(a, "matlab_size", None)
        if hook is not None:
            return tuple(int(d) for d in hook())
    return shape_of(a)


def _row(dims: tuple[int, ...] | list[int]) -> np.ndarray:
    return np.array([dims], dtype=np.float64)  # 1xN (1x0 for no dims)


@runtime_builtin(
    scalar=K.size_dim,
    summary="Array dimensions: a row vector, one dimension, or one output per dimension.",
    description="size(A) is [rows cols ...]; size(A, dim) is one length (1 beyond ndims); "
                "size(A, [d1 d2]) or size(A, d1, d2) a selection. With several outputs, "
                "[r, c] = size(A) gives each dimension and the last output absorbs the product "
                "of the remaining ones; extra outputs are 1.",
    keywords=["dimensions", "shape", "rows", "columns"],
    related=["numel", "ndims", "length", "reshape"],
    signatures=["sz = size(A)", "szdim = size(A, dim)", "szdim = size(A, dim1, dim2, ..., dimN)",
                "[sz1, ..., szN] = size(A)", "[sz1, ..., szN] = size(A, dim)"],
    errors=[ErrorSpec(identifier="MATLAB:getdimarg:dimensionMustBePositiveInteger",
                      when="a dimension is not a positive integer")],
    examples=[Example(code="sz = size(zeros(3, 4))", output="sz =\n\n     3     4\n\n"),
              Example(code="[r, c] = size(ones(2, 3, 4))", output="r =\n\n     2\n\nc =\n\n    12\n\n"),
              Example(code="n = size([1 2 3], 1)", output="n =\n\n     1\n\n")],
    accel={"kind": "meta"},
)
def size(a: Any, *dims: Any, nargout: int) -> Any:
    shp = user_dims(a)
    if dims:
        sel: list[int] = []
        for d in dims:
            sel.extend(vecdim_arg(d) if len(dims) == 1 else (dim_arg(d),))
        vals = [shp[d] if d < len(shp) else 1 for d in sel]
        if nargout <= 1:
            return float(vals[0]) if len(vals) == 1 else _row(vals)
        if nargout != len(vals):
            raise MException("MATLAB:maxlhs", "Too many output arguments.") if nargout > len(vals) \
                else MException("MATLAB:size:nargoutMismatch",
                                "Number of outputs must match the number of requested dimensions.")
        return tuple(float(v) for v in vals)
    if nargout <= 1:
        return _row(shp)
    out = [float(shp[i]) if i < len(shp) else 1.0 for i in range(nargout)]
    if len(shp) > nargout:
        rest = 1
        for d in shp[nargout - 1:]:
            rest *= d
        out[-1] = float(rest)
    return tuple(out)


@runtime_builtin(
    scalar=K.numel,
    summary="Number of elements of an array.",
    keywords=["count", "elements", "size"],
    related=["size", "length", "ndims"],
    signatures=["n = numel(A)"],
    examples=[Example(code="n = numel(ones(3, 4))", output="n =\n\n    12\n\n")],
    accel={"kind": "meta"},
)
def numel(a: Any) -> float:
    r = K.numel(a)
    if r is not NotImplemented:
        return r
    if type(a) is complex:
        return 1.0
    n = 1
    for d in shape_of(a):
        n *= d
    return float(n)


@runtime_builtin(
    summary="Number of array dimensions (always at least 2).",
    keywords=["dimensions", "rank"],
    related=["size", "numel"],
    signatures=["N = ndims(A)"],
    examples=[Example(code="n = ndims(ones(2, 3, 4))", output="n =\n\n     3\n\n")],
    accel={"kind": "meta"},
)
def ndims(a: Any) -> float:
    return float(len(shape_of(a)))


@runtime_builtin(
    scalar=K.length,
    summary="Length of the largest array dimension (0 for empty arrays).",
    keywords=["size", "longest", "vector length"],
    related=["size", "numel"],
    signatures=["L = length(X)"],
    examples=[Example(code="L = length(ones(3, 7))", output="L =\n\n     7\n\n"),
              Example(code="L = length(zeros(3, 0))", output="L =\n\n     0\n\n")],
    accel={"kind": "meta"},
)
def length(x: Any) -> float:
    r = K.length(x)
    if r is not NotImplemented:
        return r
    shp = user_dims(x)
    return 0.0 if 0 in shp else float(max(shp))
