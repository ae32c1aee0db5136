"""Reordering elements: flip, fliplr, flipud, rot90, circshift."""

from __future__ import annotations

from typing import Any

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.array.shape._args import (default_dim, dim_arg, element_array, expand_to, mshape, nd,
                                                   require_array, values)
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.lib.array.shape._args import is_int_value

_ACCEL = {"kind": "shape", "precisions": ["double", "single", "int", "logical", "complex"]}


def _apply(a: Any, xp: Any, f: Any) -> Any:
    held = element_array(a)  # struct arrays, graphics handle arrays
    if held is not None:
        return held[1](f(held[0], __import__("numpy")))
    if type(a) is float or type(a) is bool or type(a) is complex:
        return a
    require_array(a)
    out = f(nd(a, xp), xp)
    shp = mshape(out.shape)
    return out.reshape(shp) if shp != tuple(out.shape) else out


@runtime_builtin(
    summary="Reverse the order of elements along a dimension (first non-singleton by default).",
    keywords=["reverse", "mirror", "order"],
    related=["fliplr", "flipud", "rot90", "circshift"],
    signatures=["B = flip(A)", "B = flip(A, dim)"],
    errors=[ErrorSpec(identifier="MATLAB:getdimarg:dimensionMustBePositiveInteger", when="dim is not a positive integer")],
    examples=[Example(code="B = flip([1 2 3])", output="B =\n\n     3     2     1\n\n"),
              Example(code="B = flip([1 2; 3 4])", output="B =\n\n     3     4\n     1     2\n\n")],
    accel=_ACCEL,
)
def flip(a: Any, dim: Any = None, *, xp: Any) -> Any:
    d = None if dim is None else dim_arg(dim)

    def f(arr: Any, xp_: Any) -> Any:
        ax = default_dim(arr.shape) if d is None else d
        if ax >= arr.ndim:
            return arr
        return xp_.flip(arr, axis=ax)

    return _apply(a, xp, f)


@runtime_builtin(
    summary="Flip an array left to right (reverse the columns).",
    keywords=["reverse", "mirror", "columns"],
    related=["flipud", "flip", "rot90"],
    signatures=["B = fliplr(A)"],
    examples=[Example(code="B = fliplr([1 2 3; 4 5 6])", output="B =\n\n"
                                                                "     3     2     1\n"
                                                                "     6     5     4\n\n")],
    accel=_ACCEL,
)
def fliplr(a: Any, *, xp: Any) -> Any:
    return _apply(a, xp, lambda arr, xp_: xp_.flip(arr, axis=1))


@runtime_builtin(
    summary="Flip an array upside down (reverse the rows).",
    keywords=["reverse", "mirror", "rows"],
    related=["fliplr", "flip", "rot90"],
    signatures=["B = flipud(A)"],
    examples=[Example(code="B = flipud([1 2; 3 4])", output="B =\n\n     3     4\n     1     2\n\n")],
    accel=_ACCEL,
)
def flipud(a: Any, *, xp: Any) -> Any:
    return _apply(a, xp, lambda arr, xp_: xp_.flip(arr, axis=0))


@runtime_builtin(
    summary="Rotate an array by 90 degrees counterclockwise k times (negative k: clockwise).",
    keywords=["rotate", "matrix", "transpose"],
    related=["flip", "transpose", "permute"],
    signatures=["B = rot90(A)", "B = rot90(A, k)"],
    errors=[ErrorSpec(identifier="MATLAB:rot90:kNonInteger", when="k is not an integer scalar")],
    examples=[Example(code="B = rot90([1 2; 3 4])", output="B =\n\n     2     4\n     1     3\n\n"),
              Example(code="B = rot90([1 2 3], 2)", output="B =\n\n     3     2     1\n\n")],
    accel=_ACCEL,
)
def rot90(a: Any, k: Any = None, *, xp: Any) -> Any:
    kk = 1
    if k is not None:
        v = values(k)
        if len(v) != 1 or not is_int_value(v[0]):
            raise MException("MATLAB:rot90:kNonInteger", "K must be an integer scalar.")
        kk = int(v[0])
    return _apply(a, xp, lambda arr, xp_: xp_.rot90(arr, kk, axes=(0, 1)))


@runtime_builtin(
    summary="Shift elements circularly: circshift(A, K) along the first non-singleton dimension.",
    description="A scalar K shifts along the first non-singleton dimension (or dim); a vector K "
                "shifts dimension i by K(i). Positive K moves elements toward the end.",
    keywords=["rotate", "shift", "wrap", "roll"],
    related=["flip", "permute"],
    signatures=["Y = circshift(A, K)", "Y = circshift(A, K, dim)"],
    errors=[ErrorSpec(identifier="MATLAB:circshift:nonInteger", when="K is not integer-valued")],
    examples=[Example(code="Y = circshift([1 2 3 4 5], 2)", output="Y =\n\n     4     5     1     2     3\n\n"),
              Example(code="Y = circshift([1 2; 3 4; 5 6], 1)", output="Y =\n\n"
                                                                       "     5     6\n"
                                                                       "     1     2\n"
                                                                       "     3     4\n\n")],
    accel=_ACCEL,
)
def circshift(a: Any, k: Any, dim: Any = None, *, xp: Any) -> Any:
    ks = values(k)
    if any(not is_int_value(v) for v in ks):
        raise MException("MATLAB:circshift:nonInteger", "Shift amounts must be integer-valued.")
    d = None if dim is None else dim_arg(dim)

    def f(arr: Any, xp_: Any) -> Any:
        if d is not None or len(ks) == 1:
            ax = d if d is not None else default_dim(arr.shape)
            arr = expand_to(arr, ax + 1)
            return xp_.roll(arr, int(ks[0]), axis=ax) if len(ks) == 1 else arr
        arr = expand_to(arr, len(ks))
        return xp_.roll(arr, tuple(int(v) for v in ks), axis=tuple(range(len(ks))))

    return _apply(a, xp, f)
