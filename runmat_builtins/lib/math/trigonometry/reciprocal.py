"""acot, acsc, asec, acoth, acsch, asech: the inverse functions of 1./X (atan(1./X),
asin(1./X), ...), complex outside their real domains with MATLAB's branches; atan2d, the
four-quadrant inverse tangent in degrees."""

from __future__ import annotations

import math
from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.math.trigonometry.functions import _signed_complex
from runmat_builtins.numeric import is_complex
from runmat_builtins.numeric.define import define_unary, float_binary
from runmat_builtins.spec import ErrorSpec, Example

_ERR = [ErrorSpec(identifier="MATLAB:UndefinedFunction",
                  when="X is an integer class, cell, struct or other non-floating value")]
_ALL = ["acot", "acsc", "asec", "acoth", "acsch", "asech"]


def _cplx(v: Any) -> bool:
    return type(v) is complex or (type(v) is not float and v.dtype.kind == "c")


def _recip(v: Any) -> Any:
    if type(v) is float or type(v) is complex:
        return 1.0 / v if v != 0 else (math.copysign(math.inf, v) if type(v) is float else complex(math.inf, 0))
    return 1.0 / v


def _to_c(r: Any) -> Any:
    if type(r) is float:
        return complex(r, 0.0)
    return r.astype(np.complex64 if r.dtype == np.float32 else np.complex128)


def _op(npname: str, domain: Any, signed: bool) -> Any:
    """f(1./v); a real argument outside the real domain of f goes complex first."""
    def op(v: Any, xp: Any) -> Any:
        r = _recip(v)
        f = getattr(xp, npname)
        if _cplx(r) or domain is None:
            return f(r)
        hit = domain(r)
        if hit is True or (hit is not False and bool(xp.any(hit))):
            out = f(_signed_complex(r, xp) if signed else _to_c(r))
            if signed and type(r) is not float:  # in-domain elements keep a +0 imaginary part
                inside = f(xp.where(hit, 0.0, r).astype(r.dtype))
                out = xp.where(hit, out, inside.astype(out.dtype))
            return out
        return f(r)
    return op


def _scalar(mathname: str) -> Any:
    g = getattr(math, mathname)

    def f(x: float) -> float:
        return g(1.0 / x)
    return f


def _reg(name: str, npname: str, mathname: str, domain: Any, signed: bool, summary: str,
         example: Example, base: str, keywords: list[str]) -> Any:
    return define_unary(__name__, name, op=_op(npname, domain, signed), scalar=_scalar(mathname),
                        summary=summary,
                        description=f"{name}(X) is {base}(1./X), elementwise; X = 0 gives {base}(Inf).",
                        keywords=["trigonometry", "inverse", *keywords],
                        related=[base] + [n for n in _ALL if n != name][:3],
                        errors=_ERR, examples=[example])


acot = _reg("acot", "arctan", "atan", None, False, "Inverse cotangent in radians, atan(1./X).",
            Example(code="y = acot(0)", output="y =\n\n    1.5708\n\n"), "atan", ["cotangent", "arccotangent"])
acsc = _reg("acsc", "arcsin", "asin", lambda r: abs(r) > 1, True,
            "Inverse cosecant in radians, asin(1./X); complex for real X in (-1, 1).",
            Example(code="y = acsc(2)", output="y =\n\n    0.5236\n\n"), "asin", ["cosecant", "arccosecant"])
asec = _reg("asec", "arccos", "acos", lambda r: abs(r) > 1, True,
            "Inverse secant in radians, acos(1./X); complex for real X in (-1, 1).",
            Example(code="y = asec(2)", output="y =\n\n    1.0472\n\n"), "acos", ["secant", "arcsecant"])
acoth = _reg("acoth", "arctanh", "atanh", lambda r: abs(r) > 1, False,
             "Inverse hyperbolic cotangent, atanh(1./X); complex for real X in (-1, 1).",
             Example(code="y = acoth(2)", output="y =\n\n    0.5493\n\n"), "atanh", ["hyperbolic", "cotangent"])
acsch = _reg("acsch", "arcsinh", "asinh", None, False, "Inverse hyperbolic cosecant, asinh(1./X).",
             Example(code="y = acsch(1)", output="y =\n\n    0.8814\n\n"), "asinh", ["hyperbolic", "cosecant"])
asech = _reg("asech", "arccosh", "acosh", lambda r: r < 1, False,
             "Inverse hyperbolic secant, acosh(1./X); complex for real X < 0 or X > 1.",
             Example(code="y = asech(0.5)", output="y =\n\n    1.3170\n\n"), "acosh", ["hyperbolic", "secant"])


def _atan2d_op(xp: Any) -> Any:
    def op(y: Any, x: Any) -> Any:
        return xp.arctan2(y, x) * (180.0 / math.pi)
    return op


@runtime_builtin(
    summary="Four-quadrant inverse tangent of Y./X in degrees, in [-180, 180].",
    description="atan2d(Y, X) is 180/pi*atan2(Y, X) with implicit expansion; real inputs only.",
    keywords=["trigonometry", "arctangent", "angle", "quadrant", "degrees"],
    related=["atan2", "atand", "rad2deg"],
    signatures=["D = atan2d(Y, X)"],
    errors=[ErrorSpec(identifier="MATLAB:sizeDimensionsMustMatch", when="Y and X sizes are not compatible"),
            ErrorSpec(identifier="MATLAB:atan2d:complexArgs", when="an argument is complex"),
            ErrorSpec(identifier="MATLAB:UndefinedFunction", when="an argument is an integer class")],
    examples=[Example(code="d = atan2d(1, -1)", output="d =\n\n   135\n\n"),
              Example(code="d = atan2d([1 -1], [0 0])", output="d =\n\n    90   -90\n\n")],
    accel={"kind": "elementwise", "template": "(atan2({0}, {1}) * 57.29577951308232)"},
)
def atan2d(y, x, *, xp):
    if type(y) is float and type(x) is float:
        return math.atan2(y, x) * (180.0 / math.pi)
    if is_complex(y) or is_complex(x):
        raise MException("MATLAB:atan2d:complexArgs", "Inputs must be real.")
    return float_binary(y, x, xp, _atan2d_op(xp), "atan2d")
