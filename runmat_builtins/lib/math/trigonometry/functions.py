"""sin, cos, tan and friends: elementwise, real where MATLAB is real, complex outside the
real domain of the inverse functions (asin(2), acosh(0), atanh(2))."""

from __future__ import annotations

import math
from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.numeric import is_complex, scalar as K
from runmat_builtins.numeric.define import define_unary, float_binary
from runmat_builtins.spec import ErrorSpec, Example

_INT_ERR = [ErrorSpec(identifier="MATLAB:UndefinedFunction",
                      when="X is an integer class, cell, struct or other non-floating value")]
_TRIG = ["sin", "cos", "tan", "sec", "csc", "cot"]
_INV = ["asin", "acos", "atan", "atan2"]
_HYP = ["sinh", "cosh", "tanh", "asinh", "acosh", "atanh"]


def _reg(name: str, op: Any, scalar: Any, template: str, summary: str, example: Example,
         related: list[str], keywords: list[str], domain: Any = None, description: str = "") -> Any:
    return define_unary(__name__, name, op=op, scalar=scalar, domain=domain, template=template,
                        summary=summary, description=description,
                        keywords=["trigonometry", *keywords], related=[r for r in related if r != name],
                        errors=_INT_ERR, examples=[example])


def _signed_complex(v: Any, xp: Any) -> Any:
    """Real -> complex with imaginary zero of sign opposite to x: selects MATLAB's branch
    for asin/acos outside [-1, 1] (asin(2) = 1.5708 - 1.3170i)."""
    if type(v) is float:
        return complex(v, math.copysign(0.0, -v))
    z = v.astype(np.complex64 if v.dtype == np.float32 else np.complex128)
    z.imag = xp.copysign(xp.zeros_like(v), -v)
    return z


def _inverse_sc(fname: str) -> Any:
    def op(v: Any, xp: Any) -> Any:
        if type(v) is complex or (type(v) is not float and v.dtype.kind == "c"):
            return getattr(xp, fname)(v)
        if bool(xp.any(abs(v) > 1)):
            return getattr(xp, fname)(_signed_complex(v, xp))
        return getattr(xp, fname)(v)
    return op


def _recip(fname: str) -> Any:
    def op(v: Any, xp: Any) -> Any:
        return 1.0 / getattr(xp, fname)(v)
    return op


def _scalar_recip(f: Any) -> Any:
    def g(x: float) -> float:
        return 1.0 / f(x)
    return g


sin = _reg("sin", "sin", math.sin, "sin({0})", "Sine of the argument in radians.",
           Example(code="y = sin(0)", output="y =\n\n     0\n\n"), _TRIG + ["asin", "sind"], ["sine"])
cos = _reg("cos", "cos", math.cos, "cos({0})", "Cosine of the argument in radians.",
           Example(code="y = cos([0 0])", output="y =\n\n     1     1\n\n"), _TRIG + ["acos"], ["cosine"])
tan = _reg("tan", "tan", math.tan, "tan({0})", "Tangent of the argument in radians.",
           Example(code="y = tan(0)", output="y =\n\n     0\n\n"), _TRIG + ["atan"], ["tangent"])
sec = _reg("sec", _recip("cos"), _scalar_recip(math.cos), "(1.0 / cos({0}))",
           "Secant, 1./cos(X), of the argument in radians.",
           Example(code="y = sec(0)", output="y =\n\n     1\n\n"), _TRIG, ["secant"])
csc = _reg("csc", _recip("sin"), _scalar_recip(math.sin), "(1.0 / sin({0}))",
           "Cosecant, 1./sin(X), of the argument in radians (Inf at multiples of pi).",
           Example(code="y = csc(0)", output="y =\n\n   Inf\n\n"), _TRIG, ["cosecant"])
cot = _reg("cot", _recip("tan"), _scalar_recip(math.tan), "(1.0 / tan({0}))",
           "Cotangent, 1./tan(X), of the argument in radians (cot(0) is Inf).",
           Example(code="y = cot(0)", output="y =\n\n   Inf\n\n"), _TRIG, ["cotangent"])
asin = _reg("asin", _inverse_sc("arcsin"), math.asin, "asin({0})",
            "Inverse sine in radians; complex for real X outside [-1, 1].",
            Example(code="y = asin([0 1])", output="y =\n\n         0    1.5708\n\n"), _INV + ["sin"],
            ["arcsine", "inverse"])
acos = _reg("acos", _inverse_sc("arccos"), math.acos, "acos({0})",
            "Inverse cosine in radians; complex for real X outside [-1, 1].",
            Example(code="y = acos(1)", output="y =\n\n     0\n\n"), _INV + ["cos"], ["arccosine", "inverse"])
atan = _reg("atan", "arctan", math.atan, "atan({0})", "Inverse tangent in radians, in (-pi/2, pi/2).",
            Example(code="y = atan(Inf)", output="y =\n\n    1.5708\n\n"), _INV + ["tan"], ["arctangent", "inverse"])
sinh = _reg("sinh", "sinh", math.sinh, "sinh({0})", "Hyperbolic sine.",
            Example(code="y = sinh(0)", output="y =\n\n     0\n\n"), _HYP, ["hyperbolic"])
cosh = _reg("cosh", "cosh", math.cosh, "cosh({0})", "Hyperbolic cosine.",
            Example(code="y = cosh(0)", output="y =\n\n     1\n\n"), _HYP, ["hyperbolic"])
tanh = _reg("tanh", "tanh", math.tanh, "tanh({0})", "Hyperbolic tangent.",
            Example(code="y = tanh([-Inf 0 Inf])", output="y =\n\n    -1     0     1\n\n"), _HYP, ["hyperbolic"])
asinh = _reg("asinh", "arcsinh", math.asinh, "asinh({0})", "Inverse hyperbolic sine.",
             Example(code="y = asinh(0)", output="y =\n\n     0\n\n"), _HYP, ["hyperbolic", "inverse"])
acosh = _reg("acosh", "arccosh", math.acosh, "acosh({0})",
             "Inverse hyperbolic cosine; complex for real X < 1.",
             Example(code="y = acosh(1)", output="y =\n\n     0\n\n"), _HYP, ["hyperbolic", "inverse"],
             domain=lambda v: v < 1)
atanh = _reg("atanh", "arctanh", math.atanh, "atanh({0})",
             "Inverse hyperbolic tangent; complex for real |X| > 1 (atanh(1) is Inf).",
             Example(code="y = atanh(1)", output="y =\n\n   Inf\n\n"), _HYP, ["hyperbolic", "inverse"],
             domain=lambda v: abs(v) > 1)
deg2rad = _reg("deg2rad", lambda v, xp: v * (math.pi / 180.0), lambda x: x * (math.pi / 180.0),
               "({0} * 0.017453292519943295)", "Convert angles from degrees to radians.",
               Example(code="r = deg2rad(180)", output="r =\n\n    3.1416\n\n"), ["rad2deg", "sin"], ["angle", "convert"])
rad2deg = _reg("rad2deg", lambda v, xp: v * (180.0 / math.pi), lambda x: x * (180.0 / math.pi),
               "({0} * 57.29577951308232)", "Convert angles from radians to degrees.",
               Example(code="d = rad2deg(4 * atan(1))", output="d =\n\n   180\n\n"), ["deg2rad"], ["angle", "convert"])


def _atan2_op(xp: Any) -> Any:
    def op(y: Any, x: Any) -> Any:
        return xp.arctan2(y, x)
    return op


@runtime_builtin(
    scalar=K.atan2,
    summary="Four-quadrant inverse tangent of Y./X, in [-pi, pi].",
    keywords=["trigonometry", "arctangent", "angle", "quadrant"], related=["atan", "angle", "hypot"],
    signatures=["P = atan2(Y, X)"],
    errors=[ErrorSpec(identifier="MATLAB:sizeDimensionsMustMatch", when="Y and X sizes are not compatible"),
            ErrorSpec(identifier="MATLAB:atan2:complexArgs", when="an argument is complex")],
    examples=[Example(code="p = atan2(1, -1)", output="p =\n\n    2.3562\n\n")],
    accel={"kind": "elementwise", "template": "atan2({0}, {1})"},
)
def atan2(y, x, *, xp):
    if type(y) is float and type(x) is float:
        return K.atan2(y, x)

    if is_complex(y) or is_complex(x):
        from runmat_builtins.errors import MException

        raise MException("MATLAB:atan2:complexArgs", "Inputs must be real.")
    return float_binary(y, x, xp, _atan2_op(xp), "atan2")
