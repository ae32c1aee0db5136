"""The type lattice of the compiled tier: which classes a register may hold at a program point.

A type is a bit mask.  Code generation inlines an operation only when the masks of its
operands are exact: FLOAT (a double scalar held as a Python float), BOOL (a logical
scalar), or one of the *scalar classes* below (a 1x1 ndarray of int8..uint32 or single:
``runmat_vm.jit.classed`` computes on their values with MATLAB's rules and boxes the
result); anything wider goes through the generic helpers.  ARRAY is any other ndarray.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_vm.code import UNDEF

U = 1        # the slot is undefined (UNDEF)
F = 2        # Python float: double scalar
B = 4        # Python bool: logical scalar
A = 8        # NumPy ndarray not known to be one of the scalar classes (any MATLAB array class, cell, char, string)
O = 16       # anything else: None, complex, struct, function handle, object, gpuArray
# 1x1 ndarrays of one class (a MATLAB integer or single scalar), one bit each
I8, I16, I32, U8, U16, U32, SG = 32, 64, 128, 256, 512, 1024, 2048
SCALAR_CLASSES = {"int8": I8, "int16": I16, "int32": I32, "uint8": U8, "uint16": U16, "uint32": U32,
                  "single": SG}
CLASS_OF_BIT = {bit: cls for cls, bit in SCALAR_CLASSES.items()}
SCALARS = I8 | I16 | I32 | U8 | U16 | U32 | SG
ARRAYS = A | SCALARS  # any ndarray
ALL = U | F | B | ARRAYS | O
VALUE = ALL & ~U   # any defined value

_NDARRAY = np.ndarray
_BIT_OF_DTYPE = {np.dtype(c): bit for c, bit in SCALAR_CLASSES.items()}
_KEY_OF_DTYPE = {np.dtype(c): c for c in SCALAR_CLASSES}


def of_value(v: Any) -> int:
    """The mask of one concrete value."""
    c = v.__class__
    if c is float:
        return F
    if c is bool:
        return B
    if c is _NDARRAY:
        return _BIT_OF_DTYPE.get(v.dtype, A) if v.shape == (1, 1) else A
    if v is UNDEF:
        return U
    return O


def key(v: Any) -> Any:
    """What an entry signature records of a value: its class, or for a 1x1 array of a scalar
    class that class's name (a string never equals a class)."""
    c = v.__class__
    if c is _NDARRAY and v.shape == (1, 1):
        return _KEY_OF_DTYPE.get(v.dtype, c)
    return c


def of_class(c: Any) -> int:
    """The mask of what an entry signature records (``key``)."""
    if c is float:
        return F
    if c is bool:
        return B
    if c is _NDARRAY:
        return A
    if c is UNDEF.__class__:
        return U
    if c.__class__ is str:
        return SCALAR_CLASSES[c]
    return O


def join(a: dict[int, int] | None, b: dict[int, int] | None) -> dict[int, int] | None:
    """Union of two states (slot -> mask); None is an unreachable point."""
    if a is None:
        return None if b is None else dict(b)
    if b is None:
        return dict(a)
    out = dict(a)
    for s, m in b.items():
        out[s] = out.get(s, ALL) | m
    for s in a:
        if s not in b:
            out[s] = ALL
    return out


def name(mask: int) -> str:
    """Readable form, for the generated source's comments."""
    parts = [n for bit, n in ((U, "undef"), (F, "float"), (B, "bool"), (A, "array"), (O, "other"),
                              *((b, c) for b, c in CLASS_OF_BIT.items())) if mask & bit]
    return "|".join(parts) or "none"
