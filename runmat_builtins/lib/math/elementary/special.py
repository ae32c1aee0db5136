"""Special functions (gamma, gammaln, erf, erfc, erfinv, beta), computed with SciPy on the
host: they are host-only builtins, so device arguments are gathered first."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.numeric import INT_CLASSES, class_name, elementwise_binary, elementwise_unary, is_complex, undefined
from runmat_builtins.spec import ErrorSpec, Example

_ERR = [ErrorSpec(identifier="MATLAB:UndefinedFunction", when="X is an integer class or not numeric")]
_FAMILY = ["gamma", "gammaln", "erf", "erfc", "erfinv", "beta"]


def _sp() -> Any:
    import scipy.special  # start-up: scipy loads on first use

    return scipy.special


def _real(x: Any, name: str) -> None:
    if is_complex(x):
        raise MException("MATLAB:" + name + ":notReal", "Input must be real.")


def _gamma(v: Any) -> Any:
    r = _sp().gamma(v)
    return np.where((v < 0) & (v == np.floor(v)) & np.isfinite(v), np.inf, r)  # poles are Inf


def _gammaln(v: Any) -> Any:
    if bool(np.any(np.asarray(v) < 0)):
        raise MException("MATLAB:gammaln:NegativeArg", "Input must be nonnegative.")
    return _sp().gammaln(v)


def _special(name: str, array: Callable[[Any], Any], *, summary: str, keywords: list[str],
             examples: list[Example], scalar: Callable[[float], float] | None = None,
             fast: Callable[[float], bool] = lambda x: True, signature: str | None = None,
             errors: list[ErrorSpec] = _ERR, related: tuple[str, ...] | list[str] = ()) -> Any:
    """Define the real special function NAME: ``scalar(x)`` on a Python float where ``fast(x)``,
    else ``array`` elementwise (MATLAB's notReal error for complex input)."""

    def body(x):
        if scalar is not None and type(x) is float and fast(x):
            return scalar(x)
        _real(x, name)
        return elementwise_unary(x, np, array, name=name)

    body.__name__ = body.__qualname__ = name
    body.__module__ = __name__
    return runtime_builtin(
        name=name, summary=summary, keywords=keywords, related=[f for f in _FAMILY if f != name] + list(related),
        signatures=[signature or f"Y = {name}(X)"], errors=errors, examples=examples,
    )(body)


gamma = _special(
    "gamma", _gamma, scalar=math.gamma, fast=lambda x: x > 0 and x < 171.6,
    summary="Gamma function; gamma(n) = factorial(n-1), Inf at 0 and the negative integers.",
    keywords=["gamma", "special function", "factorial"], related=["factorial"],
    examples=[Example(code="y = gamma(5)", output="y =\n\n    24\n\n"),
              Example(code="y = gamma([0 0.5])", output="y =\n\n       Inf    1.7725\n\n")])
gammaln = _special(
    "gammaln", _gammaln, scalar=math.lgamma, fast=lambda x: 0 < x < 1e300,  # lgamma overflows past ~2.5e305
    summary="Logarithm of the gamma function, log(gamma(X)), without overflow, for X >= 0.",
    keywords=["gamma", "logarithm", "special function"],
    errors=_ERR + [ErrorSpec(identifier="MATLAB:gammaln:NegativeArg", when="an element of X is negative")],
    examples=[Example(code="y = gammaln([1 2])", output="y =\n\n     0     0\n\n")])
erf = _special(
    "erf", lambda v: _sp().erf(v), scalar=math.erf,
    summary="Error function, 2/sqrt(pi) times the integral of exp(-t^2) from 0 to X.",
    keywords=["error function", "special function", "gaussian"],
    examples=[Example(code="y = erf([0 Inf])", output="y =\n\n     0     1\n\n")])
erfc = _special(
    "erfc", lambda v: _sp().erfc(v), scalar=math.erfc,
    summary="Complementary error function, 1 - erf(X), accurate for large X.",
    keywords=["error function", "complementary", "special function"],
    examples=[Example(code="y = erfc(0)", output="y =\n\n     1\n\n")])
erfinv = _special(
    "erfinv", lambda v: _sp().erfinv(v), signature="X = erfinv(Y)",
    summary="Inverse error function: erf(erfinv(Y)) = Y for -1 <= Y <= 1 (NaN outside).",
    keywords=["error function", "inverse", "special function"],
    examples=[Example(code="x = erfinv([-1 0 1])", output="x =\n\n  -Inf     0   Inf\n\n")])


@runtime_builtin(
    summary="Beta function, gamma(Z).*gamma(W)./gamma(Z+W), elementwise with implicit expansion.",
    keywords=["beta", "special function"], related=[f for f in _FAMILY if f != "beta"],
    signatures=["B = beta(Z, W)"],
    errors=_ERR + [ErrorSpec(identifier="MATLAB:sizeDimensionsMustMatch", when="Z and W sizes are not compatible")],
    examples=[Example(code="b = beta(1, 1)", output="b =\n\n     1\n\n")],
)
def beta(z, w):
    for v in (z, w):
        _real(v, "beta")
        cls = class_name(v)
        if cls in INT_CLASSES:
            raise undefined("beta", cls)
    return elementwise_binary(z, w, np, lambda a, b: _sp().beta(a, b), name="beta")
