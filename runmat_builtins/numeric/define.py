"""Factories for the many one-line elementwise builtins (sin, exp, floor, ...): a scalar
fast path on Python floats, a direct path on float64 arrays, the class rules otherwise."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np

from runmat_builtins.numeric.elementwise import elementwise_binary, elementwise_unary
from runmat_builtins.numeric.reuse import spare
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
