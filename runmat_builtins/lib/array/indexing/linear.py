"""sub2ind and ind2sub: convert between subscripts and column-major linear indices."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.indexing.convert import as_block
from runmat_builtins.indexing.read import canonical
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.lib.array.shape._args import doubles



def _dims(sz: Any, fname: str) -> list[int]:
    d = as_block(sz)
    if d.dtype.kind not in "fiub" or d.size < 1:
        raise MException(f"MATLAB:{fname}:InvalidSize", "Size vector must be numeric.")
    vals = d.ravel(order="F").astype(np.float64)
    if (vals < 0).any() or (vals != np.floor(vals)).any() or not np.isfinite(vals).all():
        raise MException(f"MATLAB:{fname}:InvalidSize",
                         "Size vector must contain only nonnegative integers.")
    dims = [int(v) for v in vals]
    return dims if len(dims) >= 2 else dims + [1]


def _fit(dims: list[int], n: int) -> list[int]:
    """Dimensions seen by n subscripts: trailing ones merge into the last, missing ones are 1."""
    if n < len(dims):
        return dims[:n - 1] + [int(np.prod(dims[n - 1:]))]
    return dims + [1] * (n - len(dims))


@runtime_builtin(
    summary="Convert subscripts to linear indices (column-major).",
    description="IND = sub2ind(SZ, I1, I2, ..., IN) returns the linear index of element "
                "(I1, ..., IN) of an array of size SZ; the subscripts must have equal sizes.",
    keywords=["index", "linear", "subscript", "column-major"],
    related=["ind2sub", "size", "find"],
    signatures=["IND = sub2ind(SZ, I1, ..., IN)"],
    errors=[ErrorSpec(identifier="MATLAB:sub2ind:IndexOutOfRange", when="a subscript exceeds its dimension"),
            ErrorSpec(identifier="MATLAB:sub2ind:SubscriptVectorSize", when="the subscripts differ in size"),
            ErrorSpec(identifier="MATLAB:sub2ind:InvalidSize", when="SZ is not a vector of nonnegative integers")],
    examples=[Example(code="ind = sub2ind([3 4], 2, 3)", output="ind =\n\n     8\n\n"),
              Example(code="ind = sub2ind([3 4], [1 2], [4 1])", output="ind =\n\n    10     2\n\n")],
)
def sub2ind(sz: Any, *subs: Any) -> Any:
    if not subs:
        raise MException("MATLAB:minrhs", "Not enough input arguments.")
    dims = _fit(_dims(sz, "sub2ind"), len(subs))
    blocks = [doubles(s) for s in subs]
    shape = blocks[0].shape
    for b in blocks[1:]:
        if b.shape != shape:
            raise MException("MATLAB:sub2ind:SubscriptVectorSize",
                             "The subscript vectors must all be of the same size.")
    out = np.zeros(shape, dtype=np.float64)
    stride = 1
    for b, d in zip(blocks, dims):
        v = b.astype(np.float64)
        if ((v < 1) | (v != np.floor(v))).any():
            raise MException("MATLAB:sub2ind:IndexOutOfRange", "Out of range subscript.")
        if (v > d).any():
            raise MException("MATLAB:sub2ind:IndexOutOfRange", "Out of range subscript.")
        out += (v - 1) * stride
        stride *= d
    return canonical(out + 1)


@runtime_builtin(
    summary="Convert linear indices to subscripts (column-major).",
    description="[I1, ..., IN] = ind2sub(SZ, IND) returns one subscript array per output; with "
                "fewer outputs than dimensions the last output indexes the remaining dimensions "
                "together.",
    keywords=["index", "linear", "subscript", "column-major"],
    related=["sub2ind", "find"],
    signatures=["[I1, ..., IN] = ind2sub(SZ, IND)"],
    errors=[ErrorSpec(identifier="MATLAB:ind2sub:IndexOutOfRange", when="an index exceeds prod(SZ)"),
            ErrorSpec(identifier="MATLAB:ind2sub:InvalidSize", when="SZ is not a vector of nonnegative integers")],
    examples=[Example(code="[r, c] = ind2sub([3 4], 8)", output="r =\n\n     2\n\nc =\n\n     3\n\n"),
              Example(code="[r, c] = ind2sub([3 4 2], 20)", output="r =\n\n     2\n\nc =\n\n     7\n\n")],
)
def ind2sub(sz: Any, ind: Any, *, nargout: int) -> Any:
    n = max(nargout, 1)
    dims = _fit(_dims(sz, "ind2sub"), n)
    v = doubles(ind).real
    total = int(np.prod(dims))
    if ((v < 1) | (v != np.floor(v)) | (v > total)).any():
        raise MException("MATLAB:ind2sub:IndexOutOfRange", "Index out of range.")
    rest = v - 1
    outs = []
    for d in dims[:-1]:
        outs.append(canonical(np.mod(rest, d) + 1))
        rest = np.floor(rest / d)
    outs.append(canonical(rest + 1))
    return tuple(outs) if n > 1 else outs[0]
