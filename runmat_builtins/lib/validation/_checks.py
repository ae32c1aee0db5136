"""Element tests shared by validateattributes and the mustBe* validators."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.lib.array.shape._args import nd
from runmat_builtins.numeric import class_name

NUMERIC = ("double", "single", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64")


def numeric_values(v: Any) -> np.ndarray | None:
    """Elements of a numeric/logical/char value as an array (None for other classes)."""
    cls = class_name(v)
    if cls not in NUMERIC and cls not in ("logical", "char"):
        return None
    a = nd(v)
    if a.dtype.kind == "U":
        a = a.view(np.uint32)
    return a


def real_part(a: np.ndarray) -> np.ndarray:
    return a.real if a.dtype.kind == "c" else a


def is_integer_valued(a: np.ndarray) -> bool:
    if a.dtype.kind in "iub":
        return True
    r = real_part(a)
    return bool(np.all(np.isfinite(r) & (r == np.floor(r)))) and (a.dtype.kind != "c" or not np.any(a.imag))
