"""abs, sign, hypot, mod, rem, idivide: elementwise, integer classes kept (saturating),
MATLAB's sign conventions for remainders (mod takes the divisor's sign, rem the dividend's)."""

from __future__ import annotations

import math
from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.numeric import (
    INT_CLASSES, align, cast_to, class_name, elementwise_binary, is_complex, result_class, to_numeric,
)
from runmat_builtins.numeric.define import define_unary, float_binary
from runmat_builtins.spec import ErrorSpec, Example

CATEGORY = "math/elementary"
_F64 = np.dtype(np.float64)
_BIN_ERR = [ErrorSpec(identifier="MATLAB:sizeDimensionsMustMatch", when="the sizes are not compatible"),
            ErrorSpec(identifier="MATLAB:mixedClasses", when="integers of two different classes"),
            ErrorSpec(identifier="MATLAB:UndefinedFunction", when="an argument is not numeric, logical or char")]
_UN_ERR = [ErrorSpec(identifier="MATLAB:UndefinedFunction", when="X is a cell, struct, string or other non-numeric value")]

abs = define_unary(
    __name__, "abs", op="abs", scalar=math.fabs, ints=True, template="fabs({0})",
    category=CATEGORY, summary="Absolute value; the magnitude of complex values.",
    description="Integer classes saturate (abs(int8(-128)) is 127); complex input gives a real result.",
    keywords=["absolute", "magnitude", "modulus"], related=["sign", "angle", "hypot"], errors=_UN_ERR,
    examples=[Example(code="y = abs([-3 0 2])", output="y =\n\n   3   0   2\n\n"),
              Example(code="y = abs(3 + 4i)", output="y = 5\n")])


def _sign(v: Any, xp: Any) -> Any:
    if is_complex(v):
        a = xp.abs(v)
        return xp.where(a == 0, 0, v / xp.where(a == 0, 1, a))
    return xp.sign(v)


sign = define_unary(
    __name__, "sign", op=_sign, scalar=lambda x: (x > 0) - (x < 0) + 0.0 if x == x else x, ints=True,
    template="sign({0})", category=CATEGORY, summary="Signum: -1, 0 or 1 (X./abs(X) for complex X).",
    keywords=["signum", "sign"], related=["abs"], errors=_UN_ERR,
    examples=[Example(code="y = sign([-2 0 5])", output="y =\n\n  -1   0   1\n\n")])


@runtime_builtin(
    name="hypot", category=CATEGORY,
    summary="Square root of the sum of squares, sqrt(abs(A).^2 + abs(B).^2), without overflow.",
    keywords=["hypotenuse", "norm", "pythagoras"], related=["abs", "norm", "sqrt"],
    signatures=["C = hypot(A, B)"], errors=_BIN_ERR,
    examples=[Example(code="c = hypot(3, 4)", output="c = 5\n")],
    accel={"kind": "elementwise", "template": "hypot({0}, {1})", "broadcast": True},
)
def hypot(a, b, *, xp):
    if type(a) is float and type(b) is float:
        return math.hypot(a, b)
    return float_binary(a, b, xp, lambda x, y: xp.hypot(xp.abs(x), xp.abs(y)), "hypot")


def _real_args(a: Any, b: Any, name: str) -> None:
    if is_complex(a) or is_complex(b):
        raise MException(f"MATLAB:{name}:complexArgs", "Arguments must be real.")


def _exact(x: Any, y: Any, r: Any, xp: Any) -> Any:
    """Round-off compensation (as MATLAB and Octave do): when X./Y is an integer to within
    the precision of the class the remainder is 0; a divisor of +-Inf gives NaN
    (X - Y.*floor(X./Y) is Inf*0)."""
    dt = getattr(r, "dtype", None)
    eps = float(np.finfo(dt if dt is not None and dt.kind == "f" else np.float64).eps)
    q = xp.true_divide(x, y)
    near = xp.abs(q - xp.rint(q)) < eps * xp.abs(q)
    r = xp.where(near, 0, r)
    if type(y) is float:  # a scalar divisor: decide on the host (CuPy's where wants arrays)
        return xp.full_like(r, xp.nan) if math.isinf(y) else r
    return xp.where(xp.isinf(y), xp.nan, r)


def _mod_op(xp: Any) -> Any:
    def op(x: Any, y: Any) -> Any:
        r = _exact(x, y, xp.remainder(x, y), xp)
        if type(y) is float:
            return r if y != 0 else x + xp.zeros_like(r)  # mod(x, 0) is x
        return xp.where(y == 0, x, r)  # mod(x, 0) is x
    return op


def _rem_op(xp: Any) -> Any:
    def op(x: Any, y: Any) -> Any:
        return _exact(x, y, xp.fmod(x, y), xp)
    return op


@runtime_builtin(
    name="mod", category=CATEGORY,
    summary="Remainder after division, with the sign of the divisor: mod(-1, 3) is 2.",
    description="mod(X, Y) = X - floor(X./Y).*Y; mod(X, 0) is X. Integer classes are exact.",
    keywords=["modulus", "remainder", "modulo"], related=["rem", "idivide", "floor"],
    signatures=["M = mod(X, Y)"],
    errors=_BIN_ERR + [ErrorSpec(identifier="MATLAB:mod:complexArgs", when="an argument is complex")],
    examples=[Example(code="m = mod(-1, 3)", output="m = 2\n"),
              Example(code="m = mod([5 -5], -3)", output="m =\n\n  -1  -2\n\n")],
    accel={"kind": "elementwise", "template": "mod({0}, {1})", "broadcast": True,
           "precisions": ["double", "single", "int"]},
)
def mod(x, y, *, xp):
    if type(x) is float and type(y) is float:
        if y != 0.0 and y - y == 0.0 and x - x == 0.0 and x == math.floor(x) and y == math.floor(y):
            r = math.fmod(x, y)
            return r + y if r != 0.0 and (r < 0) != (y < 0) else r + 0.0
        if y == 0.0:
            return x
    _real_args(x, y, "mod")
    return elementwise_binary(x, y, xp, _mod_op(xp), name="mod")


@runtime_builtin(
    name="rem", category=CATEGORY,
    summary="Remainder after division, with the sign of the dividend: rem(-1, 3) is -1.",
    description="rem(X, Y) = X - fix(X./Y).*Y; rem(X, 0) is NaN (0 for integer classes).",
    keywords=["remainder", "modulus"], related=["mod", "idivide", "fix"],
    signatures=["R = rem(X, Y)"],
    errors=_BIN_ERR + [ErrorSpec(identifier="MATLAB:rem:complexArgs", when="an argument is complex")],
    examples=[Example(code="r = rem(-1, 3)", output="r = -1\n"),
              Example(code="r = rem([5 -5], 3)", output="r =\n\n   2  -2\n\n")],
    accel={"kind": "elementwise", "template": "fmod({0}, {1})", "broadcast": True,
           "precisions": ["double", "single", "int"]},
)
def rem(x, y, *, xp):
    if type(x) is float and type(y) is float and y != 0.0 and y - y == 0.0 and x - x == 0.0 \
            and x == math.floor(x) and y == math.floor(y):
        return math.fmod(x, y) + 0.0
    _real_args(x, y, "rem")
    return elementwise_binary(x, y, xp, _rem_op(xp), name="rem")


_IDIV = {"fix": "trunc", "round": None, "floor": "floor", "ceil": "ceil"}


@runtime_builtin(
    name="idivide", category=CATEGORY,
    summary="Integer division with a chosen rounding: 'fix' (default), 'round', 'floor' or 'ceil'.",
    keywords=["integer", "division", "quotient"], related=["rdivide", "mod", "rem"],
    signatures=["C = idivide(A, B)", "C = idivide(A, B, OPT)"],
    errors=[ErrorSpec(identifier="MATLAB:idivide:noIntegerInput", when="neither A nor B is an integer class"),
            ErrorSpec(identifier="MATLAB:idivide:invalidRoundingOption", when="OPT is not a known option")]
           + _BIN_ERR,
    examples=[Example(code="c = idivide(int32(7), int32(2))", output="c = 3\n"),
              Example(code="c = idivide(int32([7 -7]), int32(2), 'floor')", output="c =\n\n   3  -4\n\n")],
    accel={"kind": "elementwise", "broadcast": True, "precisions": ["int"], "data": [0, 1]},
)
def idivide(a, b, opt=None, *, xp):
    mode = "fix"
    if opt is not None:
        from runmat_builtins.values import to_str

        try:
            mode = to_str(opt).lower()
        except TypeError:
            mode = ""
        if mode not in _IDIV:
            raise MException("MATLAB:idivide:invalidRoundingOption",
                             "Rounding option must be 'fix', 'round', 'floor' or 'ceil'.")
    cls = result_class(a, b, "idivide")
    if cls not in INT_CLASSES:
        raise MException("MATLAB:idivide:noIntegerInput",
                         "At least one argument must belong to an integer class.")
    x, y = align(to_numeric(a, xp, wide=True), to_numeric(b, xp, wide=True))
    with np.errstate(all="ignore"):
        q = x / y
    f = _IDIV[mode]
    if f is not None:
        q = getattr(xp, f)(q)
    return cast_to(q, cls, xp)
