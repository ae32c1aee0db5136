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
from runmat_builtins.numeric.blocks import BLOCK
from runmat_builtins.numeric.convert import saturate
from runmat_builtins.numeric import scalar as K
from runmat_builtins.numeric.define import define_unary, float_binary
from runmat_builtins.numeric.reuse import spare
from runmat_builtins.spec import ErrorSpec, Example

_F64 = np.dtype(np.float64)
_BIN_ERR = [ErrorSpec(identifier="MATLAB:sizeDimensionsMustMatch", when="the sizes are not compatible"),
            ErrorSpec(identifier="MATLAB:mixedClasses", when="integers of two different classes"),
            ErrorSpec(identifier="MATLAB:UndefinedFunction", when="an argument is not numeric, logical or char")]
_UN_ERR = [ErrorSpec(identifier="MATLAB:UndefinedFunction", when="X is a cell, struct, string or other non-numeric value")]

abs = define_unary(
    __name__, "abs", op="abs", scalar=K.abs_, ints=True, template="fabs({0})",
    summary="Absolute value; the magnitude of complex values.",
    description="Integer classes saturate (abs(int8(-128)) is 127); complex input gives a real result.",
    keywords=["absolute", "magnitude", "modulus"], related=["sign", "angle", "hypot"], errors=_UN_ERR,
    examples=[Example(code="y = abs([-3 0 2])", output="y =\n\n     3     0     2\n\n"),
              Example(code="y = abs(3 + 4i)", output="y =\n\n     5\n\n")])


def _sign(v: Any, xp: Any) -> Any:
    if is_complex(v):
        a = xp.abs(v)
        return xp.where(a == 0, 0, v / xp.where(a == 0, 1, a))
    return xp.sign(v)


sign = define_unary(
    __name__, "sign", op=_sign, scalar=K.sign, ints=True,
    template="sign({0})", summary="Signum: -1, 0 or 1 (X./abs(X) for complex X).",
    keywords=["signum", "sign"], related=["abs"], errors=_UN_ERR,
    examples=[Example(code="y = sign([-2 0 5])", output="y =\n\n    -1     0     1\n\n")])


@runtime_builtin(
    scalar=K.hypot,
    summary="Square root of the sum of squares, sqrt(abs(A).^2 + abs(B).^2), without overflow.",
    keywords=["hypotenuse", "norm", "pythagoras"], related=["abs", "norm", "sqrt"],
    signatures=["C = hypot(A, B)"], errors=_BIN_ERR,
    examples=[Example(code="c = hypot(3, 4)", output="c =\n\n     5\n\n")],
    accel={"kind": "elementwise", "template": "hypot({0}, {1})"},
)
def hypot(a, b, *, xp):
    if type(a) is float and type(b) is float:
        r = K.hypot(a, b)
        if r is not NotImplemented:
            return r
    return float_binary(a, b, xp, lambda x, y: xp.hypot(xp.abs(x), xp.abs(y)), "hypot")


def _real_args(a: Any, b: Any, name: str) -> None:
    if is_complex(a) or is_complex(b):
        raise MException(f"MATLAB:{name}:complexArgs", "Arguments must be real.")


def _octave_rem(x: Any, y: Any, xp: Any, rounding: str, sign_of_divisor: bool) -> Any:
    """``x - y .* rounding(x ./ y)`` elementwise, as Octave's mod/rem compute it: when Y is not
    an integer and X./Y is within the class's round-off of an integer the result is 0; the
    result takes the sign of the divisor (mod) or the dividend (rem), except where X == Y.
    A divisor of 0 gives NaN here (mod replaces it by X); +-Inf gives NaN (Inf * 0)."""
    dt = getattr(x, "dtype", None)
    if dt is None:
        dt = getattr(y, "dtype", None)
    eps = float(np.finfo(dt if dt is not None and dt.kind == "f" else np.float64).eps)
    q = xp.true_divide(x, y)
    r = x - y * getattr(xp, rounding)(q)
    yn = xp.where(xp.isfinite(y), xp.floor(y + 0.5), y)
    qn = xp.where(xp.isfinite(q), xp.floor(q + 0.5), q)
    near = (yn != y) & (xp.abs((q - qn) / qn) < eps)
    r = xp.where(near, 0, r)
    return xp.where(x != y, xp.copysign(r, y if sign_of_divisor else x), r)


def _mod_op(xp: Any) -> Any:
    def op(x: Any, y: Any) -> Any:
        r = _octave_rem(x, y, xp, "floor", True)
        if type(y) is float:
            return r if y != 0 else x + xp.zeros_like(r)  # mod(x, 0) is x
        return xp.where(y == 0, x, r)  # mod(x, 0) is x
    return op


def _rem_op(xp: Any) -> Any:
    def op(x: Any, y: Any) -> Any:
        return _octave_rem(x, y, xp, "trunc", False)
    return op


def _integer_divisor(x: Any, y: Any) -> bool:
    """The common case, decided on the scalar: a float64 host array divided by a finite,
    nonzero, integer-valued double scalar (no round-off compensation applies)."""
    return x.__class__ is np.ndarray and y.__class__ is float and y != 0.0 and y - y == 0.0 \
        and y == math.floor(y) and x.dtype == _F64


def _floor_rem(x: np.ndarray, y: float, rounding: Any) -> np.ndarray:
    """``x - rounding(x ./ y) .* y`` in three passes over one buffer (MATLAB's definition, the
    formula Octave evaluates for an integer divisor)."""
    q = np.true_divide(x, y)
    rounding(q, out=q)
    np.multiply(q, y, out=q)
    return np.subtract(x, q, out=q)


def _int_divisor(x: Any, y: Any) -> Any:
    """The divisor as a NumPy scalar of x's integer class when integer remainders apply
    directly (x an integer array, y a nonzero scalar of that class or an integral double in
    its range); else None."""
    if x.__class__ is not np.ndarray or x.dtype.kind not in "iu":
        return None
    t = y.__class__
    if t is np.ndarray and y.dtype == x.dtype and y.size == 1:
        v = y.reshape(-1)[0]
        return v if v != 0 else None
    if t is float and (y == math.inf or y == -math.inf):  # saturates to the class's limit
        info = np.iinfo(x.dtype)
        return x.dtype.type(info.max if y > 0 else info.min) if (y > 0 or info.min < 0) else None
    if t is float and y != 0.0 and y - y == 0.0 and y == math.floor(y):  # finite: NaN is no divisor here
        info = np.iinfo(x.dtype)
        if info.min <= y <= info.max:
            return x.dtype.type(int(y))
    return None


def _mod_signs(r: np.ndarray, x: np.ndarray, y: float) -> np.ndarray:
    """mod's result from ``x - floor(x./y).*y``: the divisor's sign (a quotient rounded up to an
    integer gives x - y*n of the wrong sign), except where x == y.  ``r`` is written."""
    if y > 0.0 and (r.size == 0 or r.min() >= 0.0):  # NaN fails: it goes through the sign rule
        return r
    np.copysign(r, y, out=r)
    if y < 0.0:
        r[x == y] = 0.0
    return r


def _rem_signs(r: np.ndarray, x: np.ndarray, y: float) -> np.ndarray:
    """rem's result from ``x - fix(x./y).*y``: the dividend's sign, zeros included (rem(-6, 3)
    is -0), except where x == y (Octave: +0).  ``r`` is written."""
    np.copysign(r, x, out=r)
    if y < 0.0:
        r[x == y] = 0.0
    return r




def _remainder(x: np.ndarray, y: float, rounding: Any, signs: Any, out: np.ndarray | None) -> np.ndarray:
    """mod/rem of a float64 array by an integer-valued finite nonzero scalar: the formula and
    the sign rule block by block, in a scratch buffer that stays in cache (the check of the
    common case, ``min(r) >= 0``, then costs no pass over memory); ``out`` (x's own buffer when
    the call holds its only reference) or a new array receives the result."""
    if x.size <= BLOCK or not (x.flags.c_contiguous or x.flags.f_contiguous):
        return signs(_floor_rem(x, y, rounding), x, y)
    if out is None:
        out = np.empty_like(x)
    flat_x = x.ravel(order="K")  # views in memory order (x and out share their layout)
    flat_o = out.ravel(order="K")
    q = np.empty(BLOCK)
    n = flat_x.size
    # mod by a positive divisor: its sign rule reads only the result, which then goes straight
    # to the output (no copy of each block from the scratch buffer)
    direct = signs is _mod_signs and y > 0.0
    for i in range(0, n, BLOCK):
        xb = flat_x[i:i + BLOCK]
        qb = q[:xb.size]
        np.true_divide(xb, y, out=qb)
        rounding(qb, out=qb)
        np.multiply(qb, y, out=qb)
        if direct:
            ob = flat_o[i:i + BLOCK]
            signs(np.subtract(xb, qb, out=ob), xb, y)
            continue
        np.subtract(xb, qb, out=qb)
        flat_o[i:i + BLOCK] = signs(qb, xb, y)
    return out


def _int_quotients(x: np.ndarray, d: Any, rounding: Any, remainder: bool) -> np.ndarray:
    """An integer array of at most 32 bits by a nonzero scalar of its class: ``rounding(x ./ d)``
    (idivide) or ``x - floor(x ./ d) .* d`` (mod), block by block through a float64 scratch
    buffer that stays in cache, straight into the result of x's class. Exact: for |x|, |d| <
    2^32 the double quotient is within |x/d|*2^-53 < 1/|d| of the true one, closer than any
    non-integer quotient is to an integer, so it rounds to the same integer, and the product
    and difference are integers below 2^53. NumPy's own integer remainder divides element by
    element, several times slower."""
    out = np.empty_like(x, order="K")
    if not (x.flags.c_contiguous or x.flags.f_contiguous):
        x = np.array(x, order="C")
        out = np.empty_like(x)
    flat_x = x.ravel(order="K")
    flat_o = out.ravel(order="K")
    fd = float(d)
    q = np.empty(min(BLOCK, flat_x.size))
    for i in range(0, flat_x.size, BLOCK):
        xb = flat_x[i:i + BLOCK]
        qb = q[:xb.size]
        np.true_divide(xb, fd, out=qb)
        rounding(qb, out=qb)
        if remainder:
            np.multiply(qb, fd, out=qb)
            np.subtract(xb, qb, out=qb)
        flat_o[i:i + BLOCK] = qb
    return out


@runtime_builtin(
    scalar=K.mod,
    summary="Remainder after division, with the sign of the divisor: mod(-1, 3) is 2.",
    description="mod(X, Y) = X - floor(X./Y).*Y; mod(X, 0) is X. Integer classes are exact.",
    keywords=["modulus", "remainder", "modulo"], related=["rem", "idivide", "floor"],
    signatures=["M = mod(X, Y)"],
    errors=_BIN_ERR + [ErrorSpec(identifier="MATLAB:mod:complexArgs", when="an argument is complex")],
    examples=[Example(code="m = mod(-1, 3)", output="m =\n\n     2\n\n"),
              Example(code="m = mod([5 -5], -3)", output="m =\n\n    -1    -2\n\n")],
    accel={"kind": "elementwise", "template": "mod({0}, {1})",
           "precisions": ["double", "single", "int"]},
)
def mod(x, y, *, xp):
    if type(x) is float and type(y) is float:
        r = K.mod(x, y)
        if r is not NotImplemented:
            return r
    elif _integer_divisor(x, y):  # (Inf/NaN warnings are silenced by runmat_builtins.numeric's filter)
        return _remainder(x, y, np.floor, _mod_signs, spare(x, _F64))
    else:
        d = _int_divisor(x, y)
        if d is not None:  # integer remainders are exact and take the divisor's sign
            return _int_quotients(x, d, np.floor, True) if x.dtype.itemsize <= 4 else np.mod(x, d)
    _real_args(x, y, "mod")
    return elementwise_binary(x, y, xp, _mod_op(xp), name="mod")


@runtime_builtin(
    scalar=K.rem,
    summary="Remainder after division, with the sign of the dividend: rem(-1, 3) is -1.",
    description="rem(X, Y) = X - fix(X./Y).*Y; rem(X, 0) is NaN (0 for integer classes).",
    keywords=["remainder", "modulus"], related=["mod", "idivide", "fix"],
    signatures=["R = rem(X, Y)"],
    errors=_BIN_ERR + [ErrorSpec(identifier="MATLAB:rem:complexArgs", when="an argument is complex")],
    examples=[Example(code="r = rem(-1, 3)", output="r =\n\n    -1\n\n"),
              Example(code="r = rem([5 -5], 3)", output="r =\n\n     2    -2\n\n")],
    accel={"kind": "elementwise", "template": "fmod({0}, {1})",
           "precisions": ["double", "single", "int"]},
)
def rem(x, y, *, xp):
    if type(x) is float and type(y) is float:
        r = K.rem(x, y)
        if r is not NotImplemented:
            return r
    if _integer_divisor(x, y):
        return _remainder(x, y, np.trunc, _rem_signs, spare(x, _F64))
    d = _int_divisor(x, y)
    if d is not None:
        return np.fmod(x, d)  # the dividend's sign
    _real_args(x, y, "rem")
    return elementwise_binary(x, y, xp, _rem_op(xp), name="rem")


_IDIV = {"fix": "trunc", "round": None, "floor": "floor", "ceil": "ceil"}


@runtime_builtin(
    summary="Integer division with a chosen rounding: 'fix' (default), 'round', 'floor' or 'ceil'.",
    keywords=["integer", "division", "quotient"], related=["rdivide", "mod", "rem"],
    signatures=["C = idivide(A, B)", "C = idivide(A, B, OPT)"],
    errors=[ErrorSpec(identifier="MATLAB:idivide:noIntegerInput", when="neither A nor B is an integer class"),
            ErrorSpec(identifier="MATLAB:idivide:invalidRoundingOption", when="OPT is not a known option"),
            ErrorSpec(identifier="MATLAB:idivide:complexInts", when="A or B is complex")]
           + _BIN_ERR,
    examples=[Example(code="c = idivide(int32(7), int32(2))", output="c =\n\n  int32\n\n   3\n\n"),
              Example(code="c = idivide(int32([7 -7]), int32(2), 'floor')", output="c =\n\n"
                                                                                   "  1×2 int32 row vector\n\n"
                                                                                   "    3   -4\n\n")],
    accel={"kind": "elementwise", "precisions": ["int"], "data": [0, 1]},
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
    f = _IDIV[mode]
    if is_complex(a) or is_complex(b):  # MATLAB's idivide: "A and B must contain real numbers"
        raise MException("MATLAB:idivide:complexInts", "Complex integer division is not supported: "
                                                       "A and B must be real.")
    d = _int_divisor(a, b) if xp is np and f is not None else None
    if d is not None and a.dtype.itemsize <= 4:
        # an integer array by a nonzero scalar of its class: the float64 quotient is exact
        # enough to round, and only intmin ./ -1 leaves the class's range
        if d == -1:
            q = np.true_divide(a, d)
            getattr(np, f)(q, out=q)
            return saturate(q, class_name(a), finite=True)
        return _int_quotients(a, d, getattr(np, f), False)
    cls = result_class(a, b, "idivide")
    if cls not in INT_CLASSES:
        raise MException("MATLAB:idivide:noIntegerInput",
                         "At least one argument must belong to an integer class.")
    x, y = align(to_numeric(a, xp, wide=True), to_numeric(b, xp, wide=True))
    with np.errstate(all="ignore"):
        q = x / y
    if f is None:
        return cast_to(q, cls, xp)  # 'round': half away from zero
    return saturate(getattr(xp, f)(q), cls, xp)
