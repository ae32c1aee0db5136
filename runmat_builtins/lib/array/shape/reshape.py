"""Rearranging dimensions: reshape (column-major), permute, ipermute, squeeze."""

from __future__ import annotations

import math
from typing import Any

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.array.shape._args import element_array, expand_to, is_empty_arg, mshape, nd, values
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.values import StructArray, shape_of

_ANY = ["double", "single", "int", "logical", "complex"]
_NUMEL_MSG = ("Number of elements must not change. Use [] as one of the size inputs to "
              "automatically calculate the appropriate size for that dimension.")


def _dims(args: tuple, total: int) -> tuple[int, ...]:
    if len(args) == 1:
        try:
            vals = values(args[0])
        except TypeError:
            raise MException("MATLAB:getReshapeDims:notRealInt", "Size arguments must be real integers.") from None
        if len(vals) < 2:
            raise MException("MATLAB:getReshapeDims:sizeVector", "Size vector must have at least two elements.")
        raw: list[float | None] = list(vals)
    else:
        raw = []
        for a in args:
            if is_empty_arg(a):
                raw.append(None)
                continue
            try:
                v = values(a)
            except TypeError:
                raise MException("MATLAB:getReshapeDims:notRealInt", "Size arguments must be real integers.") from None
            if len(v) != 1:
                raise MException("MATLAB:getReshapeDims:notRealInt", "Size arguments must be real integers.")
            raw.append(v[0])
    unknown = [i for i, v in enumerate(raw) if v is None]
    if len(unknown) > 1:
        raise MException("MATLAB:getReshapeDims:unknownDim", "Size can only have one unknown dimension.")
    dims: list[int] = []
    for v in raw:
        if v is None:
            dims.append(-1)
            continue
        if not (math.isfinite(v) and v == math.floor(v)):
            raise MException("MATLAB:getReshapeDims:notRealInt", "Size arguments must be real integers.")
        if v < 0:
            raise MException("MATLAB:getReshapeDims:notRealInt", "Size arguments must be real integers.")
        dims.append(int(v))
    if unknown:
        known = math.prod(d for d in dims if d != -1)
        if known == 0 or total % known:
            raise MException("MATLAB:getReshapeDims:notDivisible",
                             f"Product of known dimensions, {known}, not divisible into total number "
                             f"of elements, {total}.")
        dims[unknown[0]] = total // known
    elif math.prod(dims) != total:
        raise MException("MATLAB:getReshapeDims:notSameNumel", _NUMEL_MSG)
    return mshape(tuple(dims))


@runtime_builtin(
    summary="Reshape an array, keeping its elements in column-major order.",
    description="reshape(A, m, n, ...) or reshape(A, [m n ...]); one size may be [] to be "
                "computed from the others. The number of elements must not change.",
    keywords=["shape", "resize", "dimensions", "column-major"],
    related=["size", "permute", "squeeze", "colon"],
    signatures=["B = reshape(A, sz)", "B = reshape(A, sz1, ..., szN)"],
    errors=[ErrorSpec(identifier="MATLAB:getReshapeDims:notSameNumel", when="the sizes change the element count"),
            ErrorSpec(identifier="MATLAB:getReshapeDims:unknownDim", when="more than one size is []"),
            ErrorSpec(identifier="MATLAB:getReshapeDims:notDivisible",
                      when="the known sizes do not divide the element count"),
            ErrorSpec(identifier="MATLAB:getReshapeDims:sizeVector", when="the size vector has fewer than 2 elements")],
    examples=[Example(code="B = reshape(1:6, 2, 3)", output="B =\n\n"
                                                            "     1     3     5\n"
                                                            "     2     4     6\n\n"),
              Example(code="B = reshape(1:6, [], 2)", output="B =\n\n"
                                                             "     1     4\n"
                                                             "     2     5\n"
                                                             "     3     6\n\n")],
    accel={"kind": "shape", "precisions": _ANY},
)
def reshape(a: Any, *sz: Any, xp: Any) -> Any:
    if not sz:
        raise MException("MATLAB:minrhs", "Not enough input arguments.")
    held = element_array(a)  # struct arrays, graphics handle arrays
    if held is not None:
        return held[1](held[0].reshape(_dims(sz, held[0].size), order="F"))
    arr = nd(a, xp)
    dims = _dims(sz, int(arr.size))
    if tuple(arr.shape) == dims:
        return a
    return xp.reshape(arr, dims, order="F")


def _perm(order: Any, ndim: int, fname: str) -> list[int]:
    try:
        vals = values(order)
    except TypeError:
        vals = []
    k = len(vals)
    if sorted(vals) != list(range(1, k + 1)):
        raise MException(f"MATLAB:{fname}:badIndex", "ORDER contains an invalid permutation index.")
    if k < ndim:
        raise MException(f"MATLAB:{fname}:tooFewIndices",
                         "ORDER must have at least N elements for an N-D array.")
    return [int(v) - 1 for v in vals]


def _permuted(a: Any, perm: list[int], xp: Any) -> Any:
    held = element_array(a)
    if held is not None:
        e = expand_to(held[0], len(perm)).transpose(perm)
        return held[1](e.reshape(mshape(e.shape)))
    arr = expand_to(nd(a, xp), len(perm))
    out = xp.transpose(arr, perm)
    shp = mshape(out.shape)
    return out.reshape(shp) if shp != tuple(out.shape) else out


@runtime_builtin(
    summary="Rearrange the dimensions of an array in the given order.",
    description="B = permute(A, order): dimension k of B is dimension order(k) of A; order must "
                "be a permutation of 1..N with N at least ndims(A).",
    keywords=["transpose", "dimensions", "reorder", "n-d"],
    related=["ipermute", "reshape", "squeeze", "transpose"],
    signatures=["B = permute(A, dimorder)"],
    errors=[ErrorSpec(identifier="MATLAB:permute:badIndex", when="order is not a permutation"),
            ErrorSpec(identifier="MATLAB:permute:tooFewIndices", when="order has fewer than ndims(A) entries")],
    examples=[Example(code="B = permute(reshape(1:6, 1, 2, 3), [3 2 1])", output="B =\n\n"
                                                                                 "     1     2\n"
                                                                                 "     3     4\n"
                                                                                 "     5     6\n\n")],
    accel={"kind": "shape", "precisions": _ANY},
)
def permute(a: Any, dimorder: Any, *, xp: Any) -> Any:
    return _permuted(a, _perm(dimorder, len(shape_of(a)), "permute"), xp)


@runtime_builtin(
    summary="Inverse of permute: ipermute(permute(A, order), order) is A.",
    keywords=["permute", "inverse", "dimensions"],
    related=["permute", "reshape"],
    signatures=["A = ipermute(B, dimorder)"],
    errors=[ErrorSpec(identifier="MATLAB:ipermute:badIndex", when="order is not a permutation")],
    examples=[Example(code="A = ipermute(permute([1 2; 3 4], [2 1]), [2 1])", output="A =\n\n"
                                                                                     "     1     2\n"
                                                                                     "     3     4\n\n")],
    accel={"kind": "shape", "precisions": _ANY},
)
def ipermute(b: Any, dimorder: Any, *, xp: Any) -> Any:
    perm = _perm(dimorder, len(shape_of(b)), "ipermute")
    inv = [0] * len(perm)
    for i, p in enumerate(perm):
        inv[p] = i
    return _permuted(b, inv, xp)


@runtime_builtin(
    summary="Remove singleton dimensions (2-D arrays are returned unchanged).",
    keywords=["singleton", "dimensions", "n-d"],
    related=["reshape", "permute"],
    signatures=["B = squeeze(A)"],
    examples=[Example(code="B = squeeze(ones(1, 1, 3))", output="B =\n\n     1\n     1\n     1\n\n")],
    accel={"kind": "shape", "precisions": _ANY},
)
def squeeze(a: Any, *, xp: Any) -> Any:
    shp = shape_of(a)
    if len(shp) <= 2:
        return a
    keep = [d for d in shp if d != 1]
    if len(keep) < 2:
        keep = (keep + [1, 1])[:2] if keep else [1, 1]
        if len(keep) == 2 and shp and keep[1] == 1 and keep[0] != 1:
            keep = [keep[0], 1]
    if isinstance(a, StructArray):
        return StructArray(a.fields, a.elems.reshape(tuple(keep), order="F"))
    return xp.reshape(nd(a, xp), tuple(keep), order="F")
