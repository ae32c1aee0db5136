"""sind, cosd, tand and their inverses asind, acosd, atand: trigonometry in degrees.

The argument is reduced modulo 360 before the conversion to radians, so results are exact
where MATLAB's are: sind(180) is 0 (not 1.2246e-16), cosd(90) is 0, tand(45) is 1,
tand(90) is Inf. Complex arguments follow sin/cos/tan of X*pi/180; the inverse functions are
complex outside the real domain, like asin/acos."""

from __future__ import annotations

import math
from typing import Any

import numpy as np

from runmat_builtins.numeric.define import define_unary
from runmat_builtins.spec import ErrorSpec, Example

_ERR = [ErrorSpec(identifier="MATLAB:UndefinedFunction",
                  when="X is an integer class, cell, struct or other non-floating value")]
_RAD = math.pi / 180.0
_DEG = ["sind", "cosd", "tand", "asind", "acosd", "atand"]


# values that are exact in degrees (sin(pi/6) is 0.49999999999999994 in radians)
_EXACT = {
    "sin": {0.0: 0.0, 90.0: 1.0, 180.0: 0.0, 270.0: -1.0, 30.0: 0.5, 150.0: 0.5, 210.0: -0.5, 330.0: -0.5},
    "cos": {0.0: 1.0, 90.0: 0.0, 180.0: -1.0, 270.0: 0.0, 60.0: 0.5, 300.0: 0.5, 120.0: -0.5, 240.0: -0.5},
    "tan": {0.0: 0.0, 180.0: 0.0, 45.0: 1.0, 225.0: 1.0, 135.0: -1.0, 315.0: -1.0,
            90.0: math.inf, 270.0: -math.inf},
}


def _is_cplx(v: Any) -> bool:
    return type(v) is complex or (type(v) is not float and v.dtype.kind == "c")


def _scalar_fwd(fn: str) -> Any:
    exact = _EXACT[fn]

    def f(x: float) -> float:
        if not math.isfinite(x):
            return math.nan
        r = math.fmod(x, 360.0)
        if r < 0:
            r += 360.0
        v = exact.get(r)
        if v is not None:
            return v
        return getattr(math, fn)(r * _RAD)
    return f


def _array_fwd(fn: str) -> Any:
    exact = _EXACT[fn]

    def op(v: Any, xp: Any) -> Any:
        if _is_cplx(v):
            return getattr(xp, fn)(v * _RAD)
        r = xp.fmod(v, 360.0)
        r = xp.where(r < 0, r + 360.0, r)
        y = getattr(xp, fn)(r * _RAD)
        for angle, value in exact.items():
            y = xp.where(r == angle, value, y)
        return y.astype(v.dtype, copy=False)
    return op


def _inverse(fn: str, domain: bool) -> tuple[Any, Any]:
    def scalar(x: float) -> float:
        return math.degrees(getattr(math, fn)(x))

    def op(v: Any, xp: Any) -> Any:
        npname = "arc" + fn[1:]
        if _is_cplx(v):
            return getattr(xp, npname)(v) * (180.0 / math.pi)
        if domain and bool(xp.any(abs(v) > 1)):
            from runmat_builtins.lib.math.trigonometry.functions import _signed_complex

            return getattr(xp, npname)(_signed_complex(v, xp)) * (180.0 / math.pi)
        return xp.degrees(getattr(xp, npname)(v))
    return scalar, op


def _reg(name: str, op: Any, scalar: Any, summary: str, example: Example, domain: Any = None) -> Any:
    return define_unary(__name__, name, op=op, scalar=scalar, domain=domain,
                        summary=summary, keywords=["trigonometry", "degrees", "angle"],
                        related=[r for r in _DEG if r != name] + ["deg2rad", "rad2deg"],
                        errors=_ERR, examples=[example])


sind = _reg("sind", _array_fwd("sin"), _scalar_fwd("sin"),
            "Sine of the argument in degrees (exact at multiples of 90 and 30).",
            Example(code="y = sind([30 180])", output="y =\n\n    0.5000         0\n\n"))
cosd = _reg("cosd", _array_fwd("cos"), _scalar_fwd("cos"),
            "Cosine of the argument in degrees (exact at multiples of 90 and 60).",
            Example(code="y = cosd(90)", output="y =\n\n     0\n\n"))
tand = _reg("tand", _array_fwd("tan"), _scalar_fwd("tan"),
            "Tangent of the argument in degrees (tand(45) = 1, tand(90) = Inf).",
            Example(code="y = tand([0 180])", output="y =\n\n     0     0\n\n"))
_s, _o = _inverse("asin", True)
asind = _reg("asind", _o, _s, "Inverse sine in degrees; complex for real X outside [-1, 1].",
             Example(code="y = asind(1)", output="y =\n\n    90\n\n"))
_s, _o = _inverse("acos", True)
acosd = _reg("acosd", _o, _s, "Inverse cosine in degrees; complex for real X outside [-1, 1].",
             Example(code="y = acosd(0)", output="y =\n\n    90\n\n"))
_s, _o = _inverse("atan", False)
atand = _reg("atand", _o, _s, "Inverse tangent in degrees, in (-90, 90).",
             Example(code="y = atand(1)", output="y =\n\n    45\n\n"))
