"""Numeric class rules for creation/reduction builtins: a thin layer over
``runmat_builtins.numeric`` (dtype-keyed, since these builtins work with dtypes)."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_accel import underlying_class
from runmat_builtins.numeric import cast_to

DTYPES: dict[str, np.dtype] = {
    "double": np.dtype(np.float64), "single": np.dtype(np.float32),
    "int8": np.dtype(np.int8), "int16": np.dtype(np.int16), "int32": np.dtype(np.int32),
    "int64": np.dtype(np.int64), "uint8": np.dtype(np.uint8), "uint16": np.dtype(np.uint16),
    "uint32": np.dtype(np.uint32), "uint64": np.dtype(np.uint64), "logical": np.dtype(np.bool_),
}
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


def cast(x: Any, dt: np.dtype, xp: Any = np) -> Any:
    """Cast an array to ``dt`` with MATLAB semantics (round half away, saturate, NaN -> 0)."""
    dt = np.dtype(dt)
    if x.dtype == dt:
        return x
    if dt.kind == "b":
        return x != 0
    if dt.kind == "c":
        return x.astype(dt)
    return cast_to(x, underlying_class(dt), xp)
