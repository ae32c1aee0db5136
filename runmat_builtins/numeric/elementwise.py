"""Apply a function elementwise with MATLAB's class rules, implicit expansion, integer
arithmetic (compute in floating point, round half away, saturate) and complex results."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np

from runmat_builtins.errors import MException
from runmat_builtins.numeric.classes import ARITH_CLASSES, DTYPES, INT_CLASSES, INT_LIMITS, class_name, result_class, undefined
from runmat_builtins.numeric.blocks import BLOCK
from runmat_builtins.numeric.convert import cast_to, saturate, to_numeric
from runmat_builtins.numeric.shapes import align

_F64 = np.dtype(np.float64)
_F32 = np.dtype(np.float32)
_C64 = np.dtype(np.complex64)
_LD = np.dtype(np.longdouble)


def complex_integer() -> MException:
    return MException("RunMat:complexInteger", "Complex integer arithmetic is not supported.")


def narrow(z: Any, xp: Any = np) -> Any:
    """A complex result whose imaginary parts are all zero becomes real, as in MATLAB."""
    t = type(z)
    if t is complex:
        return z.real if z.imag == 0 else z
    dt = getattr(z, "dtype", None)
    if dt is not None and dt.kind == "c" and not bool(xp.any(z.imag)):
        return xp.ascontiguousarray(z.real) if getattr(z, "ndim", 0) else z.real
    return z


def finish(r: Any, cls: str, xp: Any = np) -> Any:
    """Bring a floating-point result to class ``cls`` (narrowing complex results)."""
    if cls == "double":
        dt = getattr(r, "dtype", None)
        if dt is None:
            return r.real if type(r) is complex and r.imag == 0 else r
        if dt.kind == "c":
            return narrow(r, xp)
        if dt == _LD:
            return r.astype(np.float64)
        return r
    if cls == "single":
        r = narrow(r, xp)
        dt = getattr(r, "dtype", None)
        if dt is None:
            return np.array([[r]], dtype=_C64 if type(r) is complex else _F32)
        if dt.kind == "c":
            return r if dt == _C64 else r.astype(_C64)
        return r if dt == _F32 else r.astype(_F32)
    if type(r) is complex or getattr(getattr(r, "dtype", None), "kind", "") == "c":
        r = narrow(r, xp)
        if type(r) is complex or r.dtype.kind == "c":
            raise complex_integer()
    return cast_to(r, cls, xp)


def elementwise_binary(a: Any, b: Any, xp: Any, op: Callable[[Any, Any], Any], *, name: str) -> Any:
    """``op(a, b)`` with MATLAB arithmetic: result class by :func:`result_class`, implicit
    expansion checked, integers computed exactly-enough in floating point then rounded half
    away from zero and saturated, complex results narrowed to real where all imag are 0."""
    ta = a.__class__
    tb = b.__class__
    if (ta is float or (ta is np.ndarray and a.dtype is _F64)) and \
            (tb is float or (tb is np.ndarray and b.dtype is _F64)) and \
            (ta is float or tb is float or a.ndim == b.ndim):
        # double op double (Python floats, float64 host arrays of one rank): no class logic;
        # NumPy pairs the dimensions as MATLAB does, and refuses incompatible sizes (ValueError),
        # which the general path below turns into MATLAB's error
        try:
            with np.errstate(all="ignore"):
                r = op(a, b)
        except ValueError:
            pass
        else:
            return finish(r, "double", xp)
    cls = result_class(a, b, name)
    if op in _INTEGRAL_OPS and xp is np:
        if cls in INT_CLASSES:
            r = _integral_scalars(a, b, op, cls)
            if r is not None:
                return r
        r = _integral_blocks(a, b, op, cls)
        if r is not None:
            return r
    wide = cls in INT_CLASSES and cls.endswith("64")
    x, y = align(to_numeric(a, xp, wide=wide), to_numeric(b, xp, wide=wide))
    with np.errstate(all="ignore"):
        r = op(x, y)
    if cls in INT_CLASSES and op in _INTEGRAL_OPS and _integral(a) and _integral(b):
        return saturate(r, cls, xp, finite=True)  # a sum, difference or product of integers
    return finish(r, cls, xp)


_INTEGRAL_OPS = (np.add, np.subtract, np.multiply)


_PY_OPS = {np.add: int.__add__, np.subtract: int.__sub__, np.multiply: int.__mul__}


def _integral_scalars(a: Any, b: Any, op: Any, cls: str) -> Any:
    """A sum, difference or product of two integral scalars (1x1 integer arrays, integral
    doubles, logicals) of integer class ``cls``, computed exactly in Python integers and
    saturated: what the general path gives (the exact result, saturated), without its array
    round trip, which dominated scalar integer loops (``for b = a + uint64(1):500``). None: not
    this case."""
    x = _scalar_int(a)
    if x is None:
        return None
    y = _scalar_int(b)
    if y is None:
        return None
    lo, hi = INT_LIMITS[cls]
    r = _PY_OPS[op](x, y)
    return np.array([[lo if r < lo else hi if r > hi else r]], dtype=DTYPES[cls])


def _scalar_int(v: Any) -> int | None:
    """``v`` as a Python int when it is one integral scalar (a 1x1 integer or logical array, an
    integral double, a bool), else None."""
    t = v.__class__
    if t is np.ndarray:
        if v.shape != (1, 1) or v.dtype.kind not in "iub":
            return None
        return int(v[0, 0])
    if t is float:
        return int(v) if v - v == 0.0 and v == int(v) else None
    if t is bool or t is int:
        return int(v)
    return None


def _integral_blocks(a: Any, b: Any, op: Any, cls: str) -> Any:
    """A sum, difference or product of a large integer array (up to 32 bits, of the result's
    class) and an integral scalar (a double or one of the array's class), computed as the
    general path computes it (in float64, then saturated) block by block through a scratch
    buffer that stays in cache, straight into the result: no float64 copies of the whole
    array. None: not this case."""
    arr, v, first = (a, b, True) if a.__class__ is np.ndarray and a.dtype.kind in "iu" else (b, a, False)
    if arr.__class__ is not np.ndarray or arr.dtype.kind not in "iu" or arr.dtype.itemsize > 4 \
            or arr.size <= BLOCK or arr.dtype.name != cls or not (arr.flags.c_contiguous or arr.flags.f_contiguous):
        return None
    t = v.__class__
    if t is np.ndarray and v.size == 1 and v.dtype == arr.dtype:
        v = float(v.reshape(-1)[0])
    elif t is not float or not _integral(v):
        return None
    info = np.iinfo(arr.dtype)
    lo, hi = float(info.min), float(info.max)
    out = np.empty_like(arr, order="K")
    flat_a = arr.ravel(order="K")
    flat_o = out.ravel(order="K")
    buf = np.empty(BLOCK)
    for i in range(0, flat_a.size, BLOCK):
        ab = flat_a[i:i + BLOCK]
        bb = buf[:ab.size]
        bb[...] = ab
        if first:
            op(bb, v, out=bb)
        else:
            op(v, bb, out=bb)
        np.clip(bb, lo, hi, out=bb)
        flat_o[i:i + BLOCK] = bb
    return out


def _integral(v: Any) -> bool:
    """``v`` holds only integers: an integer, logical or char array, or an integral Python float."""
    t = v.__class__
    if t is float:
        return v == v and v - v == 0.0 and v == int(v)
    if t is bool:
        return True
    dt = getattr(v, "dtype", None)
    return dt is not None and dt.kind in "iubU"


def elementwise_unary(x: Any, xp: Any, op: Callable[[Any], Any], *, name: str, ints: bool = False,
                      domain: Callable[[Any], Any] | None = None) -> Any:
    """``op(x)`` for a math function: logical/char -> double, single stays single; integer
    inputs are an error unless ``ints`` (then the result is saturated back to the class).
    ``domain(v)`` true (anywhere) means the real input has a complex result (sqrt(-1))."""
    t = x.__class__
    if t is float or (t is np.ndarray and x.dtype is _F64):  # double: no class logic
        cls = "double"
        v = x
    else:
        cls = class_name(x)
        if cls not in ARITH_CLASSES:
            raise undefined(name, cls)
        if cls in INT_CLASSES:
            if not ints:
                raise undefined(name, cls)
        elif cls == "logical" or cls == "char":
            cls = "double"
        v = to_numeric(x, xp, wide=cls.endswith("64"))
    if domain is not None and not is_complex_value(v):
        with np.errstate(invalid="ignore"):
            hit = domain(v)
        if hit is True or (hit is not False and bool(xp.any(hit))):
            v = complex(v) if type(v) is float else v.astype(np.complex64 if v.dtype == _F32 else np.complex128)
    with np.errstate(all="ignore"):
        r = op(v)
    return finish(r, cls, xp)


def is_complex_value(v: Any) -> bool:
    t = type(v)
    if t is complex:
        return True
    if t is float:
        return False
    return v.dtype.kind == "c"
