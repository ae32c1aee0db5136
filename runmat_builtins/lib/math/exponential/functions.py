"""exp/log families and roots: complex results for negative inputs where MATLAB gives them
(log(-1), sqrt(-4)); the real* variants refuse them with an error instead."""

from __future__ import annotations

import math
from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.numeric import (
    INT_CLASSES, align, class_name, elementwise_binary, elementwise_unary, is_complex, result_class, to_numeric,
    undefined,
)
from runmat_builtins.numeric.define import define_unary
from runmat_builtins.spec import ErrorSpec, Example

_INT_ERR = ErrorSpec(identifier="MATLAB:UndefinedFunction",
                     when="X is an integer class, cell, struct or other non-floating value")
_FAMILY = ["exp", "expm1", "log", "log1p", "log2", "log10", "sqrt", "nthroot", "pow2"]


def _reg(name: str, op: Any, scalar: Any, template: str, summary: str, examples: list[Example],
         keywords: list[str], domain: Any = None, errors: list[ErrorSpec] | None = None,
         description: str = "") -> Any:
    return define_unary(__name__, name, op=op, scalar=scalar, domain=domain, template=template,
                        summary=summary, description=description, keywords=keywords,
                        related=[r for r in _FAMILY if r != name], errors=errors or [_INT_ERR],
                        examples=examples)


def _neg(v: Any) -> Any:
    return v < 0


def _scalar_log(f: Any) -> Any:
    def g(x: float) -> float:
        if x > 0.0:
            return f(x)
        raise ValueError  # 0, negative, NaN: the array path gives -Inf / complex / NaN
    return g


exp = _reg("exp", "exp", math.exp, "exp({0})", "Exponential, e raised to X.",
           [Example(code="y = exp(0)", output="y =\n\n     1\n\n"),
            Example(code="y = exp([0 1])", output="y =\n\n    1.0000    2.7183\n\n")], ["exponential", "e"])
expm1 = _reg("expm1", "expm1", math.expm1, "expm1({0})", "exp(X) - 1, accurate for small X.",
             [Example(code="y = expm1(0)", output="y =\n\n     0\n\n")], ["exponential", "accurate"])
log = _reg("log", "log", math.log, "log({0})",
           "Natural logarithm; complex for negative X (log(-1) = pi*i), log(0) = -Inf.",
           [Example(code="y = log(1)", output="y =\n\n     0\n\n"),
            Example(code="y = log([1 0])", output="y =\n\n     0  -Inf\n\n")], ["logarithm", "natural"],
           domain=_neg)
log1p = _reg("log1p", "log1p", lambda x: math.log1p(x) if x > -1.0 else _raise(),
             "log1p({0})", "log(1 + X), accurate for small X; complex for X < -1.",
             [Example(code="y = log1p(0)", output="y =\n\n     0\n\n")], ["logarithm", "accurate"],
             domain=lambda v: v < -1)
log10 = _reg("log10", "log10", math.log10, "log10({0})",
             "Common (base 10) logarithm; complex for negative X.",
             [Example(code="y = log10([1 10 1000])", output="y =\n\n     0     1     3\n\n")], ["logarithm", "decibel"],
             domain=_neg)
sqrt = _reg("sqrt", "sqrt", math.sqrt, "sqrt({0})",
            "Square root; complex for negative X (sqrt(-4) = 2i).",
            [Example(code="y = sqrt([4 9 16])", output="y =\n\n     2     3     4\n\n")], ["root", "square"],
            domain=_neg)
realsqrt = define_unary(
    __name__, "realsqrt", op=lambda v, xp: _real_only(v, xp, "realsqrt", xp.sqrt),
    scalar=lambda x: math.sqrt(x) if x >= 0.0 else _raise(), template="sqrt({0})",
    summary="Square root of nonnegative real X; an error for negative X.",
    keywords=["root", "real"], related=["sqrt", "reallog", "realpow"],
    errors=[ErrorSpec(identifier="MATLAB:realsqrt:complexResult", when="X has a negative or complex element"),
            _INT_ERR],
    examples=[Example(code="y = realsqrt(9)", output="y =\n\n     3\n\n")])
reallog = define_unary(
    __name__, "reallog", op=lambda v, xp: _real_only(v, xp, "reallog", xp.log),
    scalar=_scalar_log(math.log), template="log({0})",
    summary="Natural logarithm of nonnegative real X; an error for negative X.",
    keywords=["logarithm", "real"], related=["log", "realsqrt", "realpow"],
    errors=[ErrorSpec(identifier="MATLAB:reallog:complexResult", when="X has a negative or complex element"),
            _INT_ERR],
    examples=[Example(code="y = reallog(1)", output="y =\n\n     0\n\n")])


def _raise() -> float:
    raise ValueError


def _real_only(v: Any, xp: Any, name: str, f: Any) -> Any:
    if is_complex(v) or bool(xp.any(v < 0)):
        raise MException(f"MATLAB:{name}:complexResult",
                         f"{name[0].upper()}{name[1:]} produced complex result.")
    return f(v)


@runtime_builtin(
    summary="Base 2 logarithm, or with two outputs the mantissa and exponent: X = F.*2.^E.",
    description="[F, E] = log2(X) splits X into F in [0.5, 1) and integer E (F = 0, E = 0 for X = 0).",
    keywords=["logarithm", "binary", "mantissa", "exponent"], related=["pow2", "log", "log10", "nextpow2"],
    signatures=["Y = log2(X)", "[F, E] = log2(X)"], errors=[_INT_ERR],
    examples=[Example(code="y = log2(8)", output="y =\n\n     3\n\n"),
              Example(code="[f, e] = log2(10)", output="f =\n\n    0.6250\n\ne =\n\n     4\n\n")],
    accel={"kind": "elementwise", "template": "log2({0})"},
)
def log2(x, *, xp, nargout):
    if nargout >= 2:
        cls = class_name(x)
        if cls in INT_CLASSES:
            raise undefined("log2", cls)
        v = elementwise_unary(x, xp, lambda u: u, name="log2")
        if type(v) is float:
            f, e = math.frexp(v) if math.isfinite(v) else (v, 0)
            return f, float(e)
        if is_complex(v):
            v = v.real
        f, e = xp.frexp(v)
        return f, e.astype(v.dtype)
    if type(x) is float and x > 0.0:
        return math.log2(x)
    return elementwise_unary(x, xp, xp.log2, name="log2", domain=_neg)


@runtime_builtin(
    summary="Power of two, 2.^X; pow2(F, E) computes F.*2.^E exactly.",
    keywords=["power", "binary", "exponent", "ldexp"], related=["log2", "power", "nextpow2"],
    signatures=["Y = pow2(X)", "Y = pow2(F, E)"],
    errors=[_INT_ERR, ErrorSpec(identifier="MATLAB:sizeDimensionsMustMatch", when="F and E sizes differ")],
    examples=[Example(code="y = pow2([0 1 10])", output="y =\n\n           1           2        1024\n\n"),
              Example(code="y = pow2(0.75, 3)", output="y =\n\n     6\n\n")],
    accel={"kind": "elementwise", "template": "exp2({0})"},
)
def pow2(f, e=None, *, xp):
    if e is None:
        if type(f) is float:
            try:
                return 2.0 ** f
            except OverflowError:
                pass
        return elementwise_unary(f, xp, xp.exp2, name="pow2")
    if type(f) is float and type(e) is float:
        try:
            return math.ldexp(f, int(e)) if e == int(e) else f * 2.0 ** e
        except (OverflowError, ValueError):
            pass
    return elementwise_binary(f, e, xp, lambda a, b: a * xp.exp2(b), name="pow2")


def _nthroot_op(xp: Any) -> Any:
    def op(x: Any, n: Any) -> Any:
        with np.errstate(all="ignore"):
            # sign(0) + 1 keeps 0^(1/n) for n < 0 at Inf; N = 0 takes X^Inf (Inf, 1 or 0)
            y = (xp.sign(x) + (x == 0)) * xp.abs(x) ** xp.divide(1.0, n)
        # one Newton step makes exact roots exact (nthroot(27, 3) is 3, not 3.0000000000000004)
        fix = xp.isfinite(y) & (y != 0) & (n != 0)
        with np.errstate(all="ignore"):
            corr = (y ** n - x) / (n * y ** (n - 1))
        return xp.where(fix & xp.isfinite(corr), y - corr, y)
    return op


@runtime_builtin(
    summary="Real Nth root of X: nthroot(-27, 3) is -3 (where (-27)^(1/3) is complex).",
    keywords=["root", "cube root", "real"], related=["sqrt", "power", "realpow"],
    signatures=["Y = nthroot(X, N)"],
    errors=[ErrorSpec(identifier="MATLAB:nthroot:NegXNotOddIntegerN",
                      when="an element of X is negative and the matching N is not an odd integer"),
            ErrorSpec(identifier="MATLAB:nthroot:ComplexInput", when="X or N is complex"), _INT_ERR],
    examples=[Example(code="y = nthroot(-32, 5)", output="y =\n\n    -2\n\n"),
              Example(code="y = nthroot([16 81], 4)", output="y =\n\n     2     3\n\n")],
    accel={"kind": "elementwise"},
)
def nthroot(x, n, *, xp):
    if is_complex(x) or is_complex(n):
        raise MException("MATLAB:nthroot:ComplexInput", "Both X and N must be real.")
    cls = result_class(x, n, "nthroot")
    if cls in INT_CLASSES:
        raise undefined("nthroot", cls)

    xv, nv = align(to_numeric(x, xp), to_numeric(n, xp))
    bad = (xv < 0) & ((nv % 2) != 1)
    if bool(xp.any(bad)):
        raise MException("MATLAB:nthroot:NegXNotOddIntegerN",
                         "If X is negative, N must be an odd integer.")
    return elementwise_binary(x, n, xp, _nthroot_op(xp), name="nthroot")


@runtime_builtin(
    summary="Elementwise power X.^Y that errors instead of returning complex results.",
    keywords=["power", "real"], related=["power", "realsqrt", "reallog"],
    signatures=["Z = realpow(X, Y)"],
    errors=[ErrorSpec(identifier="MATLAB:realpow:complexResult", when="the result would be complex")],
    examples=[Example(code="z = realpow(2, [1 2 3])", output="z =\n\n     2     4     8\n\n")],
    accel={"kind": "elementwise", "template": "pow({0}, {1})"},
)
def realpow(x, y, *, xp):
    def op(a: Any, b: Any) -> Any:
        if bool(xp.any((a < 0) & (b != xp.floor(b)))):
            raise MException("MATLAB:realpow:complexResult", "Realpow produced complex result.")
        return xp.power(a, b)
    if is_complex(x) or is_complex(y):
        raise MException("MATLAB:realpow:complexResult", "Realpow produced complex result.")
    return elementwise_binary(x, y, xp, op, name="realpow")
