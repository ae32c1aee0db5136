"""The native tier's value kinds: what one slot holds for the whole compiled unit.

A kind is a short string: ``"f8"`` a double scalar (Python float), ``"b1"`` a logical scalar
(Python bool), ``"A2"`` a real double 2-D array (an ndarray of float64) read and written by
scalar subscripts.  A value of any other class has no kind: the unit declines and the slower
tier runs it.
"""

from __future__ import annotations

import math
from typing import Any

import numpy as np

F8 = "f8"
B1 = "b1"
A2 = "A2"
SCALARS = (F8, B1)
_ND = np.ndarray
_F64 = np.dtype(np.float64)


def of_value(v: Any) -> str | None:
    """The kind of one runtime value, or None (no native representation)."""
    c = v.__class__
    if c is float:
        return F8
    if c is bool:
        return B1
    if c is _ND and v.dtype == _F64 and v.ndim == 2 and v.shape != (1, 1):
        return A2
    return None


def literal(v: Any) -> str | None:
    """Source text of a constant in native code, or None when it has no scalar kind."""
    if v.__class__ is bool:
        return repr(v)
    if v.__class__ is float:
        if v != v:
            return "NAN"
        if math.isinf(v):
            return "INF" if v > 0 else "(-INF)"
        return repr(v)
    return None


def as_double(expr: str, kind: str) -> str:
    """A scalar of ``kind`` as a double (a logical is 1.0 or 0.0)."""
    return expr if kind == F8 else f"(1.0 if {expr} else 0.0)"


def zero(kind: str) -> str:
    """What an undefined slot of this kind holds before its first write (never read)."""
    return {F8: "0.0", B1: "False"}.get(kind, "EMPTY2")


def box(kind: str, v: Any) -> Any:
    """A native result as the VM holds it."""
    if kind == F8:
        return float(v)
    if kind == B1:
        return bool(v)
    return v
