"""Conversions between MATLAB classes: numeric views of logical/char, and casts with
MATLAB's integer rules (round half away from zero, saturate, NaN -> 0)."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.errors import MException
from runmat_builtins.numeric.classes import DTYPES, INT_CLASSES, INT_LIMITS, class_name, undefined
from runmat_builtins.numeric.scalar import int_round, round_

NOLOGICALNAN = "MATLAB:nologicalnan"
NOLOGICALNAN_MSG = "NaN's cannot be converted to logicals."
_F64 = np.dtype(np.float64)
_HAS_LONGDOUBLE = np.finfo(np.longdouble).nmant >= 63  # exact int64 arithmetic on the host


def to_numeric(x: Any, xp: Any = np, *, wide: bool = False) -> Any:
    """``x`` as something arithmetic can use: Python floats/complex stay scalars, logical
    and char become double (char -> code points), single stays single, integers become
    float64 (``wide=True``: long double on the host so int64/uint64 stay exact)."""
    t = type(x)
    if t is float or t is complex:
        return x
    if t is bool or t is int:
        return float(x)
    try:
        dt = x.dtype
    except AttributeError:  # struct, cell-like objects, handles: no arithmetic view
        raise undefined("double", class_name(x)) from None
    k = dt.kind
    if k == "f" or k == "c":
        return x
    if k == "b":
        return x.astype(_F64)
    if k == "U":
        return char_codes(x)
    if k in "iu":
        if wide and dt.itemsize == 8 and xp is np and _HAS_LONGDOUBLE:
            return x.astype(np.longdouble)
        return x.astype(_F64)
    raise undefined("double", class_name(x))


def char_codes(a: Any, dtype: Any = _F64) -> np.ndarray:
    """The code points of a char array (as ``dtype``). NumPy reads a ``char(0)`` element back as
    ``''``, which ``ord`` refuses: the codes come from the array's memory instead."""
    a = np.asarray(a)
    if a.dtype.itemsize != 4:
        a = a.astype("<U1")
    return a.view(np.uint32).astype(dtype)


def round_half_away(x: Any, xp: Any = np) -> Any:
    """Round to nearest, ties away from zero (MATLAB's ``round``), exact for all floats."""
    if type(x) is float:

        return round_(x)
    # floor(|x| + h) with h the largest value below 1/2 is |x| rounded half up, exactly, in every
    # binade (h keeps 0.49999999999999994 from reaching 1; from 2^52 on |x| is an integer and
    # adding h rounds back to it); the sign is copied back (round(-0.3) is -0, as in C)
    r = xp.abs(x)
    h = np.nextafter(np.array(0.5, dtype=r.dtype), 0)
    if getattr(r, "ndim", 0) == 0:  # a NumPy scalar
        return xp.copysign(xp.floor(r + h), x)
    r += h
    xp.floor(r, out=r)
    return xp.copysign(r, x, out=r)




def _int_scalar(v: Any, cls: str) -> int:
    lo, hi = INT_LIMITS[cls]
    if type(v) is float:
        return int_round(v, lo, hi)
    if v != v:
        return 0
    return min(max(int(v), lo), hi)


def cast_to(values: Any, cls: str, xp: Any = np) -> Any:
    """``values`` (any numeric/logical/char value) as class ``cls``: integers round half away
    from zero and saturate, NaN -> 0; logical refuses NaN; complex -> integer keeps the real
    part only where MATLAB would (it is an error here: no complex integers)."""
    t = type(values)
    if cls == "double":
        if t is float or t is complex:
            return values
        if t is bool or t is int:
            return float(values)
    if t is float or t is bool or t is int:
        if cls in INT_CLASSES:
            return np.array([[_int_scalar(float(values), cls)]], dtype=DTYPES[cls])
        if cls == "logical":
            if values != values:
                raise MException(NOLOGICALNAN, NOLOGICALNAN_MSG)
            return bool(values)
        if cls == "single":
            return np.array([[values]], dtype=np.float32)
        if cls == "char":
            return _to_char(np.array([[values]], dtype=_F64))
    if t is complex:
        values = np.array([[values]])
    dt = values.dtype
    target = DTYPES.get(cls)
    if target is None:
        raise MException("MATLAB:cast:UnsupportedClass", f"Unsupported data type '{cls}'.")
    if dt == target:
        return values
    k = dt.kind
    if k == "U":
        values = values.view(np.uint32)
        dt = values.dtype
        k = "u"
    if cls == "logical":
        return to_logical(values, xp)
    if cls == "char":
        return _to_char(values)
    if k == "c":
        if cls in INT_CLASSES:
            values = values.real
            k = "f"
        else:
            return values.astype(np.complex64 if cls == "single" else np.complex128)
    if cls in INT_CLASSES:
        if k == "b":
            return values.astype(target)
        lo, hi = INT_LIMITS[cls]
        if k in "iu":
            info = np.iinfo(dt)
            lo2, hi2 = max(lo, int(info.min)), min(hi, int(info.max))
            if lo2 > int(info.min) or hi2 < int(info.max):
                values = xp.clip(values, dt.type(lo2), dt.type(hi2))
            return values.astype(target)
        if xp is np and values.size == 1:  # 1x1: round in Python, cheaper (long double exactly)
            v = values.reshape(-1)[0]
            v = float(v) if v.dtype.itemsize <= 8 else v
            return np.full(values.shape, int_round(v, lo, hi), dtype=target)
        return saturate(round_half_away(values, xp), cls, xp)
    return values.astype(target)


def saturate(r: Any, cls: str, xp: Any = np, *, finite: bool = False) -> Any:
    """A floating-point array of integral values (and NaN, unless ``finite``) as integer class
    ``cls``: values beyond the class's range saturate, NaN becomes 0.  ``r`` may be overwritten."""
    target = DTYPES[cls]
    lo, hi = INT_LIMITS[cls]
    if xp is np and target.itemsize < 8 and r.__class__ is np.ndarray and r.dtype.kind == "f":
        if not finite and r.size and r.min() != r.min():  # a NaN (one reduction tells)
            r = np.where(np.isnan(r), 0, r)
        np.clip(r, lo, hi, out=r)
        return r.astype(target)
    r = xp.where(xp.isnan(r), 0, r)
    if target.itemsize < 8 or r.dtype.itemsize > 8:
        return xp.clip(r, lo, hi).astype(target)
    # float64 cannot hold 2^63-1 / 2^64-1: clip below and patch the top end
    top = float(hi)  # rounds up to 2^63 / 2^64
    safe = np.nextafter(top, 0.0)
    out = xp.clip(r, float(lo), safe).astype(target)
    return xp.where(r >= top, target.type(hi), out)


def _to_char(values: Any) -> np.ndarray:
    codes = np.asarray(values)
    if codes.dtype.kind == "f":
        codes = np.where(np.isnan(codes), 0, np.clip(round_half_away(codes), 0, 0x10FFFF))
    return codes.astype(np.uint32).view("<U1").reshape(codes.shape)


def to_logical(x: Any, xp: Any = np) -> Any:
    """``x`` as logical (nonzero -> true); NaN is MATLAB:nologicalnan. Scalars give bool."""
    t = type(x)
    if t is bool:
        return x
    if t is float or t is int:
        if x != x:
            raise MException(NOLOGICALNAN, NOLOGICALNAN_MSG)
        return x != 0
    if t is complex:
        if x != x:
            raise MException(NOLOGICALNAN, NOLOGICALNAN_MSG)
        return x != 0
    dt = x.dtype
    k = dt.kind
    if k == "b":
        return x
    if k == "U":
        return np.asarray(x).view(np.uint32) != 0
    if k in "fc":
        if bool(xp.isnan(x).any()):
            raise MException(NOLOGICALNAN, NOLOGICALNAN_MSG)
        return x != 0
    if k in "iu":
        return x != 0
    raise MException("MATLAB:invalidConversion",
                     f"Conversion to logical from {class_name(x)} is not possible.")
