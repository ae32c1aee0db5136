"""Bitwise logic on integers and flint doubles: bitand, bitor, bitxor, bitshift, bitcmp,
bitget, bitset (MATLAB's ASSUMEDTYPE rules; shifts wrap in two's complement)."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.array.shape._args import array_arg, nd
from runmat_builtins.lib.math.bits._operands import (
    assumed_type, from_bits, pair, to_bits, work_class,
)
from runmat_builtins.numeric import DTYPES, INT_CLASSES
from runmat_builtins.numeric.shapes import align
from runmat_builtins.spec import ErrorSpec, Example

_RANGE = ErrorSpec(identifier="RunMat:bitand:doubleRange",
                   when="a double input is negative, fractional or outside ASSUMEDTYPE "
                        "(MATLAB: 'Double inputs must have integer values in the range of ASSUMEDTYPE.')")
_MIXED = ErrorSpec(identifier="MATLAB:mixedClasses", when="the inputs are integers of two classes")


def _errors(fname: str) -> list[ErrorSpec]:
    return [ErrorSpec(identifier=f"RunMat:{fname}:doubleRange", when=_RANGE.when), _MIXED,
            ErrorSpec(identifier="MATLAB:UndefinedFunction", when="an input is not numeric, logical or char")]


def _logic(a: Any, b: Any, assumed: Any, fname: str, op: Any) -> Any:
    at = None if assumed is None else assumed_type(assumed, fname)
    x, y, out = pair(a, b, fname, at)
    return from_bits(op(x, y), out)


def _sig(fname: str) -> list[str]:
    return [f"C = {fname}(A, B)", f"C = {fname}(A, B, assumedtype)"]


@runtime_builtin(
    summary="Bitwise AND of two integer arrays (or whole-number doubles).",
    description="Integer inputs keep their class; a double may be mixed with an integer input if "
                "its values fit that class. Double inputs are treated as ASSUMEDTYPE (uint64 "
                "by default) and give a double result.",
    keywords=["bit", "and", "mask", "binary"], related=["bitor", "bitxor", "bitcmp", "bitshift"],
    signatures=_sig("bitand"), errors=_errors("bitand"),
    examples=[Example(code="c = bitand(12, 10)", output="c =\n\n     8\n\n"),
              Example(code="c = bitand(uint8([255 15]), 60)", output="c =\n\n"
                                                                     "  1×2 uint8 row vector\n\n"
                                                                     "   60   12\n\n")],
)
def bitand(a: Any, b: Any, assumedtype: Any = None) -> Any:
    return _logic(a, b, assumedtype, "bitand", np.bitwise_and)


@runtime_builtin(
    summary="Bitwise OR of two integer arrays (or whole-number doubles).",
    description="Same class rules as bitand.",
    keywords=["bit", "or", "binary"], related=["bitand", "bitxor", "bitset"],
    signatures=_sig("bitor"), errors=_errors("bitor"),
    examples=[Example(code="c = bitor(12, 10)", output="c =\n\n    14\n\n")],
)
def bitor(a: Any, b: Any, assumedtype: Any = None) -> Any:
    return _logic(a, b, assumedtype, "bitor", np.bitwise_or)


@runtime_builtin(
    summary="Bitwise exclusive OR of two integer arrays (or whole-number doubles).",
    description="Same class rules as bitand.",
    keywords=["bit", "xor", "exclusive", "binary"], related=["bitand", "bitor", "xor"],
    signatures=_sig("bitxor"), errors=_errors("bitxor"),
    examples=[Example(code="c = bitxor(uint8(12), uint8(10))", output="c =\n\n  uint8\n\n   6\n\n")],
)
def bitxor(a: Any, b: Any, assumedtype: Any = None) -> Any:
    return _logic(a, b, assumedtype, "bitxor", np.bitwise_xor)


def _shift_counts(k: Any, fname: str) -> np.ndarray:
    kk = array_arg(k)
    if kk.dtype.kind not in "iufb" or np.any(kk != np.floor(kk)):
        raise MException(f"RunMat:{fname}:nonIntegerShift", "The shift amount must be an integer.")
    return kk.astype(np.int64)


@runtime_builtin(
    summary="Shift bits left (k > 0) or right (k < 0); overflow bits are dropped.",
    description="Equivalent to multiplying by 2^k, with bits shifted past the width of the type "
                "discarded (two's complement wrap for signed types) and right shifts rounding "
                "toward negative infinity (negative values shift in ones).",
    keywords=["shift", "bits", "multiply by power of two"], related=["bitand", "pow2", "bitcmp"],
    signatures=["C = bitshift(A, k)", "C = bitshift(A, k, assumedtype)"],
    errors=_errors("bitshift") + [ErrorSpec(identifier="RunMat:bitshift:nonIntegerShift",
                                            when="k is not a whole number")],
    examples=[Example(code="c = bitshift(12, 2)", output="c =\n\n    48\n\n"),
              Example(code="c = bitshift(uint8(255), 1)", output="c =\n\n  uint8\n\n   254\n\n"),
              Example(code="c = bitshift(6, 5:7, 'int8')", output="c =\n\n   -64  -128     0\n\n")],
)
def bitshift(a: Any, k: Any, assumedtype: Any = None) -> Any:
    at = None if assumedtype is None else assumed_type(assumedtype, "bitshift")
    work, out = work_class([a], "bitshift", at)
    x = to_bits(a, work, "bitshift", mixed=False)
    kk = _shift_counts(k, "bitshift")
    x, kk = align(x, kk)
    x, kk = np.broadcast_arrays(x, kk)
    width = DTYPES[work].itemsize * 8
    dt = DTYPES[work]
    left = np.clip(kk, 0, width).astype(dt)
    right = np.clip(-kk, 0, width - 1).astype(dt)
    with np.errstate(over="ignore"):
        r = np.where(kk >= 0, np.left_shift(x, np.minimum(left, dt.type(width - 1))),
                     np.right_shift(x, right))
        r = np.where(kk >= width, dt.type(0), r)
        if work.startswith("u"):
            r = np.where(-kk >= width, dt.type(0), r)
    return from_bits(r.astype(dt), out)


@runtime_builtin(
    summary="Bitwise complement: every bit of the integer representation flipped.",
    description="Integer inputs keep their class. Double inputs are complemented as "
                "ASSUMEDTYPE (uint64 by default, so bitcmp(0) is 2^64-1).",
    keywords=["complement", "not", "invert bits"], related=["bitand", "bitxor", "not"],
    signatures=["C = bitcmp(A)", "C = bitcmp(A, assumedtype)"],
    errors=_errors("bitcmp"),
    examples=[Example(code="c = bitcmp(uint8(5))", output="c =\n\n  uint8\n\n   250\n\n"),
              Example(code="c = bitcmp(5, 'int8')", output="c =\n\n    -6\n\n")],
)
def bitcmp(a: Any, assumedtype: Any = None) -> Any:
    at = None if assumedtype is None else assumed_type(assumedtype, "bitcmp")
    work, out = work_class([a], "bitcmp", at)
    return from_bits(np.invert(to_bits(a, work, "bitcmp", mixed=False)), out)


def _bit_index(bit: Any, work: str, fname: str) -> np.ndarray:
    n = array_arg(bit)
    width = DTYPES[work].itemsize * 8
    if n.dtype.kind not in "iufb" or np.any(n != np.floor(n)) or np.any(n < 1) or np.any(n > width):
        raise MException(f"MATLAB:{fname}:outOfRange",
                         "Bit position must be an integer in the range of the number of bits of ASSUMEDTYPE.")
    return n.astype(np.int64) - 1


@runtime_builtin(
    summary="Value (0 or 1) of the bit at position bit (1 is the least significant).",
    description="The result has the class of A. bit may be an array (implicit expansion with A).",
    keywords=["bit", "get", "test bit"], related=["bitset", "bitand", "dec2bin"],
    signatures=["b = bitget(A, bit)", "b = bitget(A, bit, assumedtype)"],
    errors=_errors("bitget") + [ErrorSpec(identifier="MATLAB:bitget:outOfRange",
                                          when="bit is not within 1..number of bits")],
    examples=[Example(code="b = bitget(uint8(5), 1:3)", output="b =\n\n"
                                                               "  1×3 uint8 row vector\n\n"
                                                               "   1   0   1\n\n")],
)
def bitget(a: Any, bit: Any, assumedtype: Any = None) -> Any:
    at = None if assumedtype is None else assumed_type(assumedtype, "bitget")
    work, out = work_class([a], "bitget", at)
    x = to_bits(a, work, "bitget", mixed=False)
    n = _bit_index(bit, work, "bitget")
    x, n = align(x, n)
    dt = DTYPES[work]
    r = np.bitwise_and(np.right_shift(x, n.astype(dt)), dt.type(1))
    return from_bits(r.astype(dt), out)


@runtime_builtin(
    summary="Set the bit at position bit to V (1 by default).",
    description="Returns A with that bit set (V nonzero) or cleared (V zero); the class of A is kept.",
    keywords=["bit", "set", "clear bit"], related=["bitget", "bitor", "bitand"],
    signatures=["C = bitset(A, bit)", "C = bitset(A, bit, V)", "C = bitset(A, bit, V, assumedtype)"],
    errors=_errors("bitset") + [ErrorSpec(identifier="MATLAB:bitset:outOfRange",
                                          when="bit is not within 1..number of bits")],
    examples=[Example(code="c = bitset(uint8(5), 2)", output="c =\n\n  uint8\n\n   7\n\n"),
              Example(code="c = bitset(5, 1, 0)", output="c =\n\n     4\n\n")],
)
def bitset(a: Any, bit: Any, v: Any = 1.0, assumedtype: Any = None) -> Any:
    if assumedtype is None and v is not None and class_is_text(v):
        v, assumedtype = 1.0, v
    at = None if assumedtype is None else assumed_type(assumedtype, "bitset")
    work, out = work_class([a], "bitset", at)
    x = to_bits(a, work, "bitset", mixed=False)
    n = _bit_index(bit, work, "bitset")
    val = nd(v)
    if val.dtype.kind not in "iufb":
        raise MException("MATLAB:bitset:invalidValue", "Value must be numeric or logical.")
    dt = DTYPES[work]
    x, n = align(x, n)
    x, n = np.broadcast_arrays(x, n)
    on = np.broadcast_to(align(n, val)[1] != 0, np.broadcast_shapes(n.shape, align(n, val)[1].shape))
    mask = np.left_shift(dt.type(1), n.astype(dt))
    r = np.where(on, np.bitwise_or(x, mask), np.bitwise_and(x, np.invert(mask)))
    return from_bits(r.astype(dt), out)


def class_is_text(v: Any) -> bool:
    return type(v) is np.ndarray and v.dtype.kind in "UT"


__all__ = ["bitand", "bitor", "bitxor", "bitshift", "bitcmp", "bitget", "bitset", "INT_CLASSES"]
