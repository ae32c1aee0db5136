"""Numeric class rules used by creation and reduction builtins, in one small place.

Class names map to dtypes; casts to integer classes round half away from zero and
saturate (NaN -> 0), like MATLAB. Swap for ``runmat_builtins.numeric`` when it lands.
"""

from __future__ import annotations

from typing import Any

import numpy as np

DTYPES: dict[str, np.dtype] = {
    "double": np.dtype(np.float64), "single": np.dtype(np.float32),
    "int8": np.dtype(np.int8), "int16": np.dtype(np.int16), "int32": np.dtype(np.int32),
    "int64": np.dtype(np.int64), "uint8": np.dtype(np.uint8), "uint16": np.dtype(np.uint16),
    "uint32": np.dtype(np.uint32), "uint64": np.dtype(np.uint64), "logical": np.dtype(np.bool_),
}
NUMERIC_CLASSES = frozenset(DTYPES) - {"logical"}
_F64 = np.dtype(np.float64)


def dtype_of(v: Any) -> np.dtype:
    """The dtype a value computes with (char counts as double, Python scalars as double)."""
    t = type(v)
    if t is float or t is int:
        return _F64
    if t is bool:
        return np.dtype(np.bool_)
    if t is complex:
        return np.dtype(np.complex128)
    dt = np.dtype(getattr(v, "dtype", _F64))
    if dt.kind == "U":
        return _F64
    return dt


def is_int(dt: np.dtype) -> bool:
    return dt.kind in "iu"


def cast(x: Any, dt: np.dtype, xp: Any = np) -> Any:
    """Cast an array to ``dt`` with MATLAB semantics (round half away, saturate, NaN -> 0)."""
    dt = np.dtype(dt)
    src = x.dtype
    if src == dt:
        return x
    if dt.kind in "iu":
        info = np.iinfo(dt)
        if src.kind in "fc":
            if src.kind == "c":
                x = x.real
            r = xp.where(xp.isnan(x), 0, x)
            r = xp.sign(r) * xp.floor(xp.abs(r) + 0.5)
            r = xp.clip(r, float(info.min), float(info.max))
            out = r.astype(dt)
            # float64 cannot hold 2^63-1 exactly: clip again in the integer domain
            if dt.itemsize == 8:
                out = xp.where(r >= float(info.max), info.max, out).astype(dt)
            return out
        if src.kind in "iu":
            lo = max(int(info.min), int(np.iinfo(src).min))
            hi = min(int(info.max), int(np.iinfo(src).max))
            return xp.clip(x, lo, hi).astype(dt)
        return x.astype(dt)
    if dt.kind == "b":
        return x != 0
    return x.astype(dt)


def wide(dt: np.dtype) -> np.dtype:
    """Accumulator dtype for sums of ``dt`` (int64/uint64 for integers, double otherwise)."""
    if dt.kind == "i":
        return np.dtype(np.int64)
    if dt.kind == "u":
        return np.dtype(np.uint64)
    if dt.kind == "c":
        return dt
    if dt == np.float32:
        return dt
    return _F64
