"""Operand rules shared by the bit builtins: which integer type the bits live in, and the
MATLAB checks on double inputs (integer values within the range of ASSUMEDTYPE)."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.errors import MException
from runmat_builtins.lib.array.shape._args import nd, option
from runmat_builtins.numeric import DTYPES, INT_CLASSES, class_name, mixed_classes, undefined
from runmat_builtins.numeric.shapes import align

FLOATS = ("double", "single", "logical", "char")
RANGE_MSG = "Double inputs must have integer values in the range of ASSUMEDTYPE."
MIXED_MSG = "Double inputs must have integer values in the integer range when mixed with integer inputs."


def range_error(fname: str, mixed: bool = False) -> MException:
    return MException(f"RunMat:{fname}:{'mixedDoubleRange' if mixed else 'doubleRange'}",
                      MIXED_MSG if mixed else RANGE_MSG)


def assumed_type(arg: Any, fname: str) -> str:
    w = option(arg)
    if w not in INT_CLASSES:
        raise MException(f"RunMat:{fname}:invalidAssumedType",
                         "ASSUMEDTYPE must be an integer type name.")
    return w


def work_class(vals: list[Any], fname: str, assumed: str | None) -> tuple[str, str]:
    """(integer class the bits live in, class of the result)."""
    ints = set()
    out = "double"
    for v in vals:
        c = class_name(v)
        if c in INT_CLASSES:
            ints.add(c)
        elif c not in FLOATS:
            raise undefined(fname, c)
        elif c == "single":
            out = "single"
    if len(ints) > 1:
        raise mixed_classes()
    if ints:
        (c,) = ints
        if assumed is not None and assumed != c:
            raise MException(f"RunMat:{fname}:assumedTypeMismatch",
                             "ASSUMEDTYPE must match the class of the integer input.")
        return c, c
    return assumed or "uint64", out


def to_bits(v: Any, work: str, fname: str, *, mixed: bool) -> np.ndarray:
    """``v`` as an array of dtype ``work``; doubles must be whole numbers inside its range."""
    a = nd(v)
    dt = DTYPES[work]
    if a.dtype.kind in "iu":
        return a.astype(dt)
    if a.dtype.kind == "U":
        a = a.view(np.uint32)
    if a.dtype.kind == "c":
        raise undefined(fname, "double")
    f = a.astype(np.float64)
    info = np.iinfo(dt)
    if np.any(f != np.floor(f)) or np.any(f < float(info.min)) or np.any(f > float(info.max)):
        raise range_error(fname, mixed)
    if work == "uint64":
        return f.astype(np.uint64)
    return f.astype(dt)


def from_bits(r: np.ndarray, out: str) -> Any:
    if out in INT_CLASSES:
        return r
    return r.astype(np.float32 if out == "single" else np.float64)


def pair(a: Any, b: Any, fname: str, assumed: str | None) -> tuple[np.ndarray, np.ndarray, str]:
    work, out = work_class([a, b], fname, assumed)
    mixed = out in INT_CLASSES
    x = to_bits(a, work, fname, mixed=mixed)
    y = to_bits(b, work, fname, mixed=mixed)
    x, y = align(x, y)
    return x, y, out
