"""The native tier's value kinds: what one slot holds for the whole compiled unit.

A kind is a short string: ``"f8"`` a double scalar (Python float), ``"b1"`` a logical scalar
(Python bool), an integer class of at most 32 bits (``"int32"``, ``"uint8"``, ...: a 1x1 array
in the VM, a 64-bit int in native code), ``"single"`` (a 1x1 float32 array; a float32 in native
code), ``"A2"`` a real double 2-D array (an ndarray of float64) read and written by scalar
subscripts; ``"char"`` a char scalar (a 1x1 ``<U1`` array in the VM; its code point, a 64-bit
int, in native code) and ``"C2"`` a 2-D char array (native code sees its UCS-4 buffer as
uint32 code points: ``v.view(np.uint32)``, no copy; its elements are chars).  A value of any
other class has no kind: the unit declines and the slower tier runs it.
"""

from __future__ import annotations

import math
from typing import Any

import numpy as np

from runmat_builtins.numeric.classes import INT_LIMITS
from runmat_vm.jit.types import key

F8 = "f8"
B1 = "b1"
A2 = "A2"
F4 = "single"
CH = "char"
C2 = "C2"
ARRAYS = (A2, C2)
# integer classes whose every value a double holds exactly (their arithmetic is a double's, rounded)
INTS = {c: INT_LIMITS[c] for c in ("int8", "int16", "int32", "uint8", "uint16", "uint32")}
CLASSED = (*INTS, F4)
I64 = "int64"   # a 64-bit int in native code; its operations test for overflow (``lowering.wide``)
U64 = "uint64"  # a uint64 in native code (Numba's unsigned type: never mixed with a signed int, ``lowering.uwide``)
SCALARS = (F8, B1, *CLASSED, CH, I64, U64)
BOXED = (*CLASSED, CH, C2, I64, U64)    # kinds whose VM values native code takes unboxed (``unbox``)
COUNTED = (*CLASSED, CH, I64, U64)      # an operator on these is counted as its builtin's call (the interpreter calls it)
_ND = np.ndarray
_F64 = np.dtype(np.float64)
_U1 = np.dtype("<U1")
U1 = _U1
_CHAR_ARRAY = "char array"   # jit.types.CHAR_ARRAY
_ONE = (1, 1)


def of_value(v: Any) -> str | None:
    """The kind of one runtime value, or None (no native representation); read from what the
    compiled tier's entry signatures record of it (``jit.types.key``)."""
    k = key(v)
    if k is float:
        return F8
    if k is bool:
        return B1
    if k.__class__ is str:
        if k in CLASSED or k == CH or k == I64 or k == U64:
            return k
        if k == _CHAR_ARRAY and v.ndim == 2 and v.dtype == _U1:
            return C2
        return None
    if k is _ND and v.dtype == _F64 and v.ndim == 2:
        return A2
    return None


def unbox(kind: str, v: Any) -> Any:
    """A VM value of ``kind`` as native code takes it."""
    if kind in INTS or kind == I64:
        return v.item()
    if kind == U64:   # a NumPy uint64 (Numba types it uint64; a Python int below 2^63 would be int64)
        return v[0, 0]
    if kind == F4:
        return v[0, 0]
    if kind == CH:
        return int(v.view(np.uint32)[0, 0])
    if kind == C2:
        return v.view(np.uint32)
    return v


def literal(v: Any) -> str | None:
    """Source text of a constant in native code, or None when it has no scalar kind."""
    if v.__class__ is bool:
        return repr(v)
    if v.__class__ is np.ndarray and v.shape == _ONE and v.dtype == _U1:   # a char: its code point
        return repr(int(v.view(np.uint32)[0, 0]))
    if v.__class__ is float:
        if v != v:
            return "NAN"
        if math.isinf(v):
            return "INF" if v > 0 else "(-INF)"
        return repr(v)
    return None


def as_double(expr: str, kind: str) -> str:
    """A scalar of ``kind`` as a double (a logical is 1.0 or 0.0; an integer or single, exact)."""
    if kind == F8:
        return expr
    if kind == B1:
        return f"(1.0 if {expr} else 0.0)"
    return f"float({expr})"


def zero(kind: str) -> str:
    """What an undefined slot of this kind holds before its first write (never read)."""
    if kind in INTS or kind == CH or kind == I64:
        return "0"
    if kind == U64:
        return "U64(0)"
    return {F8: "0.0", B1: "False", F4: "F32(0.0)"}.get(kind, "EMPTY2")


def box(kind: str, v: Any) -> Any:
    """A native result as the VM holds it."""
    if kind == F8:
        return float(v)
    if kind == B1:
        return bool(v)
    if kind in CLASSED or kind == I64 or kind == U64:
        a = np.empty(_ONE, kind)
        a[0, 0] = v
        return a
    if kind == CH:
        a = np.empty(_ONE, _U1)
        a.view(np.uint32)[0, 0] = v
        return a
    return v


def const_kind(v: Any) -> str | None:
    """The kind of a constant operand (a literal), or None."""
    if v.__class__ is float:
        return F8
    if v.__class__ is bool:
        return B1
    if v.__class__ is np.ndarray and v.shape == _ONE and v.dtype == _U1:
        return CH
    return None
