"""Factories for the many one-line elementwise builtins (sin, exp, floor, ...): a scalar
fast path on Python floats, a direct path on float64 arrays, the class rules otherwise."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np

from runmat_builtins.numeric.elementwise import elementwise_binary, elementwise_unary
from runmat_builtins.numeric.reuse import spare, spare2
from runmat_builtins.values import STRING_DTYPE
from runmat_builtins.numeric.classes import INT_CLASSES, class_name, result_class, undefined

_F64 = np.dtype(np.float64)
_FLOAT_PREC = ["double", "single"]


def define_unary(module: str, name: str, *, op: str | Callable[[Any, Any], Any],
                 scalar: Callable[[float], Any] | None = None,
                 domain: Callable[[Any], Any] | None = None, ints: bool = False,
                 template: str | None = None, **fields: Any) -> Any:
    """Register ``name`` as an elementwise builtin defined in ``module``.

    ``op`` is an ``xp`` function name (``"sin"``) or ``op(v, xp)``; ``scalar`` is the scalar
    kernel (:mod:`runmat_builtins.numeric.scalar`), or a function computing a Python float
    directly whose ValueError/OverflowError/ZeroDivisionError mean "the array path decides"
    (it becomes a kernel that declines there); ``domain(v)`` true means a complex result;
    ``ints`` keeps integer classes (saturating).
    """
    from runmat_builtins.decorator import runtime_builtin
    from runmat_builtins.numeric.scalar import declining

    if scalar is not None and getattr(scalar, "returns", None) is None:
        scalar = declining(scalar)

    if isinstance(op, str):
        opname = op
        host_op = getattr(np, opname)  # the float64 fast path calls the ufunc itself

        def apply(v: Any, xp: Any) -> Any:
            return getattr(xp, opname)(v)
    else:
        apply = op
        host_op = None

    def general(x: Any, xp: Any) -> Any:
        return elementwise_unary(x, xp, lambda v: apply(v, xp), name=name, ints=ints, domain=domain)

    # Fast paths first (a Python float; a float64 host array), then MATLAB's class rules.
    def body(x, *, xp):
        t = x.__class__
        if t is float:
            if scalar is not None:
                r = scalar(x)
                if r is not NotImplemented:
                    return r
        elif t is np.ndarray:
            dt = x.dtype
            if dt is _F64 or dt == _F64:
                if host_op is None or xp is not np:
                    if domain is None:
                        return apply(x, xp)
                elif domain is None:
                    return host_op(x, out=spare(x, _F64))
                else:
                    # a real result unless some element is outside the real domain (sqrt(-1)),
                    # which NumPy's ufunc reports as an invalid operation: no separate pass
                    try:
                        with np.errstate(invalid="raise", divide="ignore", over="ignore", under="ignore"):
                            return host_op(x)
                    except FloatingPointError:
                        pass
        return general(x, xp)

    body.__name__ = body.__qualname__ = name
    body.__module__ = module
    accel = {"kind": "elementwise", "precisions": _FLOAT_PREC + (["int"] if ints else [])}
    if template:
        accel["template"] = template
    accel.update(fields.pop("accel", {}))
    fields.setdefault("signatures", [f"Y = {name}(X)"])
    return runtime_builtin(name=name, accel=accel, scalar=scalar, **fields)(body)


def float_binary(a: Any, b: Any, xp: Any, op: Callable[[Any, Any], Any], name: str) -> Any:
    """A binary math function defined for floating-point classes only (atan2, hypot)."""
    cls = result_class(a, b, name)
    if cls in INT_CLASSES:
        raise undefined(name, class_name(a) if class_name(a) in INT_CLASSES else class_name(b))
    return elementwise_binary(a, b, xp, op, name=name)


def define_binary(module: str, name: str, *, op: str, scalar: Callable[[float, float], Any],
                  template: str, precisions: list[str], swapped: bool = False,
                  host_only: bool = False, text: Callable[[Any, Any], Any] | None = None,
                  **fields: Any) -> Any:
    """Register ``name`` as an elementwise binary operator defined in ``module``.

    ``op`` is the ``xp`` ufunc name (``"add"``), applied as ``op(b, a)`` when ``swapped``;
    Python floats go through the scalar kernel ``scalar``, float64 host arrays straight into
    NumPy (into an operand's spare buffer where one may be reused; on the host only when
    ``host_only``), string operands through ``text(a, b)``, the rest through MATLAB's class
    rules. The body is a closure, not a call to a shared helper: buffer reuse counts the
    references the call path holds to an operand, and a helper's parameters would add to them.
    """
    from runmat_builtins.decorator import runtime_builtin

    host_op = getattr(np, op)

    def body(a, b, *, xp):
        if type(a) is float and type(b) is float:
            return scalar(a, b)
        if f64_pair(a, b) and (xp is np or not host_only):
            try:
                if swapped:
                    return host_op(b, a, out=spare2(a, b, _F64))
                return host_op(a, b, out=spare2(a, b, _F64))
            except ValueError:  # sizes not compatible: the general path raises MATLAB's error
                pass
        if text is not None and (_is_text_array(a) or _is_text_array(b)):
            return text(a, b)
        if swapped:
            return elementwise_binary(b, a, xp, getattr(xp, op), name=name)
        return elementwise_binary(a, b, xp, getattr(xp, op), name=name)

    body.__name__ = body.__qualname__ = name
    body.__module__ = module
    accel = {"kind": "elementwise", "template": template, "precisions": precisions}
    fields.setdefault("signatures", [f"C = {name}(A, B)"])
    return runtime_builtin(name=name, accel=accel, scalar=scalar, **fields)(body)


def _is_text_array(v: Any) -> bool:
    return type(v) is np.ndarray and v.dtype == STRING_DTYPE


def f64_pair(a: Any, b: Any) -> bool:
    """NumPy can compute ``a OP b`` directly, exactly as MATLAB would: float64 host arrays of
    one rank (NumPy pairs their dimensions as MATLAB does; incompatible sizes raise ValueError,
    which callers answer with the general path and its MATLAB error), or a float64 array and a
    Python float."""
    ta = a.__class__
    tb = b.__class__
    if ta is np.ndarray:
        da = a.dtype
        if not (da is _F64 or da == _F64):
            return False
        if tb is float:
            return True
        if tb is np.ndarray:
            db = b.dtype
            return (db is _F64 or db == _F64) and a.ndim == b.ndim
        return False
    if ta is float and tb is np.ndarray:
        db = b.dtype
        return db is _F64 or db == _F64
    return False
