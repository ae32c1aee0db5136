"""The type lattice of the compiled tier: which classes a register may hold at a program point.

A type is a bit mask.  Code generation inlines an operation only when the masks of its
operands are exact: FLOAT (a double scalar held as a Python float), BOOL (a logical
scalar), or one of the *scalar classes* below (a 1x1 ndarray of int8..uint64, single or char:
``runmat_vm.jit.classed`` computes on their values with MATLAB's rules and boxes the
result); anything wider goes through the generic helpers.  CHARS is a char array that is not
1x1 (its elements are read and written inline); ARRAY is any other ndarray.  GPU is a
gpuArray: never inlined, but an elementwise or reducing builtin of one answers a gpuArray
(the catalog says which: ``Generator.device_result``), so a script on device arrays compiles
without guesses that fail on every run.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_vm.code import UNDEF

U = 1        # the slot is undefined (UNDEF)
F = 2        # Python float: double scalar
B = 4        # Python bool: logical scalar
A = 8        # NumPy ndarray not known to be one of the scalar classes (any MATLAB array class, cell, char, string)
O = 16       # anything else: None, complex, struct, function handle, object
# 1x1 ndarrays of one class (a MATLAB integer, single or char scalar), one bit each
I8, I16, I32, U8, U16, U32, SG = 32, 64, 128, 256, 512, 1024, 2048
I64, U64, CH = 4096, 8192, 16384
CHARS = 32768  # a char array other than 1x1 (a row of text): its elements are chars
GPU = 65536    # a gpuArray (runmat_accel.gpuarray.GpuArray, explicit or placed by the planner)
OTHER = O | GPU  # neither a scalar nor an ndarray: what only the general helpers handle
SCALAR_CLASSES = {"int8": I8, "int16": I16, "int32": I32, "uint8": U8, "uint16": U16, "uint32": U32,
                  "int64": I64, "uint64": U64, "single": SG, "char": CH}
CLASS_OF_BIT = {bit: cls for cls, bit in SCALAR_CLASSES.items()}
SCALARS = I8 | I16 | I32 | U8 | U16 | U32 | I64 | U64 | SG | CH
WIDE = I64 | U64  # the 64-bit classes (a double cannot hold every value: see classed)
ARRAYS = A | SCALARS | CHARS  # any ndarray
PROVEN_ARRAYS = (A, CHARS)  # masks that are certainly an ndarray of more than a scalar class
CHAR_ARRAY = "char array"  # what an entry signature records of a char array that is not 1x1
ALL = U | F | B | ARRAYS | O | GPU
VALUE = ALL & ~U   # any defined value

_NDARRAY = np.ndarray
_DTYPE = {c: np.dtype("<U1" if c == "char" else c) for c in SCALAR_CLASSES}
_BIT_OF_DTYPE = {_DTYPE[c]: bit for c, bit in SCALAR_CLASSES.items()}
_KEY_OF_DTYPE = {_DTYPE[c]: c for c in SCALAR_CLASSES}
_CHAR = _DTYPE["char"]
_GPU_CLASS = "GpuArray"  # by name, as runmat_vm.runtime tells one (the VM never imports a device)


def of_value(v: Any) -> int:
    """The mask of one concrete value."""
    c = v.__class__
    if c is float:
        return F
    if c is bool:
        return B
    if c is _NDARRAY:
        if v.shape == (1, 1):
            return _BIT_OF_DTYPE.get(v.dtype, A)
        return CHARS if v.dtype == _CHAR else A
    if v is UNDEF:
        return U
    return of_class(c)


def key(v: Any) -> Any:
    """What an entry signature records of a value: its class, or for a 1x1 array of a scalar
    class that class's name, for any other char array ``CHAR_ARRAY`` (a string never equals a
    class)."""
    c = v.__class__
    if c is _NDARRAY:
        if v.shape == (1, 1):
            return _KEY_OF_DTYPE.get(v.dtype, c)
        if v.dtype == _CHAR:
            return CHAR_ARRAY
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
        return CHARS if c == CHAR_ARRAY else SCALAR_CLASSES[c]
    return GPU if c.__name__ == _GPU_CLASS else O


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
    parts = [n for bit, n in ((U, "undef"), (F, "float"), (B, "bool"), (A, "array"), (O, "other"), (GPU, "gpu"),
                              (CHARS, "chars"), *((b, c) for b, c in CLASS_OF_BIT.items())) if mask & bit]
    return "|".join(parts) or "none"
