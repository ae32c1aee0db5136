"""The type lattice of the compiled tier: which classes a register may hold at a program point.

A type is a bit mask.  Code generation inlines an operation only when the masks
of its operands are exactly FLOAT (a double scalar held as a Python float) or
BOOL (a logical scalar); anything wider goes through the generic helpers.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_vm.code import UNDEF

U = 1        # the slot is undefined (UNDEF)
F = 2        # Python float: double scalar
B = 4        # Python bool: logical scalar
A = 8        # NumPy ndarray (any MATLAB array class, cell, char, string)
O = 16       # anything else: None, complex, struct, function handle, object, gpuArray
ALL = U | F | B | A | O
VALUE = ALL & ~U   # any defined value

_NDARRAY = np.ndarray


def of_value(v: Any) -> int:
    """The mask of one concrete value."""
    c = v.__class__
    if c is float:
        return F
    if c is bool:
        return B
    if c is _NDARRAY:
        return A
    if v is UNDEF:
        return U
    return O


def of_class(c: type) -> int:
    """The mask of a value's class (what an entry signature records)."""
    if c is float:
        return F
    if c is bool:
        return B
    if c is _NDARRAY:
        return A
    if c is UNDEF.__class__:
        return U
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
    parts = [n for bit, n in ((U, "undef"), (F, "float"), (B, "bool"), (A, "array"), (O, "other")) if mask & bit]
    return "|".join(parts) or "none"
