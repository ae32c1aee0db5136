"""Incomplete gamma and beta functions and their inverses (gammainc, gammaincinv, betainc,
betaincinv), the log of the beta function (betaln) and the polygamma functions (psi).

Argument order is MATLAB's: gammainc(X, A) and betainc(X, Z, W), the integration limit
first (scipy puts it last). The 'upper' tail is computed directly, not as 1 - lower, so
it keeps its accuracy where it is tiny."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.array.shape._args import is_int_value, values
from runmat_builtins.lib.math.special._common import expand, finish, is_single, operand, reals, sp, tail_option
from runmat_builtins.spec import ErrorSpec, Example



def _nonneg(a: np.ndarray, fname: str, what: str) -> None:
    if np.any(a < 0):
        raise MException(f"RunMat:{fname}:NegativeArg", f"{what} must be nonnegative.")


@runtime_builtin(
    summary="Regularized incomplete gamma function P(X, A) (lower tail) or Q(X, A) (upper).",
    description="gammainc(X, A) = 1/gamma(A) * integral from 0 to X of t^(A-1) exp(-t) dt. "
                "Tails: 'lower' (default), 'upper', 'scaledlower' and 'scaledupper' (multiplied "
                "by gamma(A+1)*exp(X)./X.^A). Note the order: X first, then A.",
    keywords=["incomplete gamma", "regularized gamma", "gamma distribution"],
    related=["gammaincinv", "gamma", "gammaln", "betainc"],
    signatures=["Y = gammainc(X, A)", "Y = gammainc(X, A, type)"],
    errors=[ErrorSpec(identifier="MATLAB:gammainc:InvalidTailArg", when="type is not a known tail"),
            ErrorSpec(identifier="RunMat:gammainc:NegativeArg", when="A is negative"),
            ErrorSpec(identifier="MATLAB:gammainc:ComplexInput", when="X or A is complex")],
    examples=[Example(code="p = gammainc(1, 2)", output="p =\n\n    0.2642\n\n"),
              Example(code="q = gammainc([0.5 1 2], 2, 'upper')",
                      output="q =\n\n    0.9098    0.7358    0.4060\n\n"),
              Example(code="s = gammainc(2, 3, 'scaledlower')", output="s =\n\n    1.7918\n\n")],
)
def gammainc(x: Any, a: Any, tail: Any = None) -> Any:
    t = "lower" if tail is None else tail_option(tail, "gammainc", ("lower", "upper", "scaledlower", "scaledupper"))
    xv, av = reals("gammainc", X=x, A=a)
    _nonneg(av, "gammainc", "A")
    xv, av = expand(xv, av)
    r = sp.gammaincc(av, xv) if t.endswith("upper") else sp.gammainc(av, xv)
    if t.startswith("scaled"):
        with np.errstate(all="ignore"):
            r = r * np.exp(sp.gammaln(av + 1) + xv - av * np.log(xv))
    return finish(r, is_single(x, a))


@runtime_builtin(
    summary="Inverse of the regularized incomplete gamma function: X with gammainc(X, A) = Y.",
    description="gammaincinv(Y, A, 'upper') inverts the upper tail. Y must lie in [0, 1].",
    keywords=["inverse incomplete gamma", "gamma quantile"], related=["gammainc", "betaincinv"],
    signatures=["X = gammaincinv(Y, A)", "X = gammaincinv(Y, A, type)"],
    errors=[ErrorSpec(identifier="MATLAB:gammaincinv:InvalidTailArg", when="type is not 'lower' or 'upper'"),
            ErrorSpec(identifier="RunMat:gammaincinv:NegativeArg", when="A is negative")],
    examples=[Example(code="x = gammaincinv(0.5, 2)", output="x =\n\n    1.6783\n\n"),
              Example(code="x = gammaincinv(0.2, 3, 'upper')", output="x =\n\n    4.2790\n\n")],
)
def gammaincinv(y: Any, a: Any, tail: Any = None) -> Any:
    t = "lower" if tail is None else tail_option(tail, "gammaincinv", ("lower", "upper"))
    yv, av = reals("gammaincinv", Y=y, A=a)
    _nonneg(av, "gammaincinv", "A")
    yv, av = expand(yv, av)
    r = sp.gammainccinv(av, yv) if t == "upper" else sp.gammaincinv(av, yv)
    return finish(r, is_single(y, a))


@runtime_builtin(
    summary="Regularized incomplete beta function I_X(Z, W) (lower tail) or 1 - I_X(Z, W) ('upper').",
    description="betainc(X, Z, W) = 1/beta(Z, W) * integral from 0 to X of t^(Z-1) (1-t)^(W-1) dt, "
                "for X in [0, 1] and nonnegative Z, W.",
    keywords=["incomplete beta", "regularized beta", "beta distribution"],
    related=["betaincinv", "beta", "betaln", "gammainc"],
    signatures=["I = betainc(X, Z, W)", "I = betainc(X, Z, W, tail)"],
    errors=[ErrorSpec(identifier="MATLAB:betainc:XOutOfRange", when="X is outside [0, 1]"),
            ErrorSpec(identifier="MATLAB:betainc:InvalidTailArg", when="tail is not 'lower' or 'upper'")],
    examples=[Example(code="b = betainc(0.5, 2, 3)", output="b =\n\n    0.6875\n\n"),
              Example(code="b = betainc(0.2, 1, 2, 'upper')", output="b =\n\n    0.6400\n\n")],
)
def betainc(x: Any, z: Any, w: Any, tail: Any = None) -> Any:
    t = "lower" if tail is None else tail_option(tail, "betainc", ("lower", "upper"))
    xv, zv, wv = reals("betainc", X=x, Z=z, W=w)
    if np.any((xv < 0) | (xv > 1)):
        raise MException("MATLAB:betainc:XOutOfRange", "X must be in the interval [0,1].")
    _nonneg(zv, "betainc", "Z")
    _nonneg(wv, "betainc", "W")
    xv, zv, wv = expand(xv, zv, wv)
    r = sp.betaincc(zv, wv, xv) if t == "upper" else sp.betainc(zv, wv, xv)
    return finish(r, is_single(x, z, w))


@runtime_builtin(
    summary="Inverse of the regularized incomplete beta function: X with betainc(X, Z, W) = Y.",
    description="betaincinv(Y, Z, W, 'upper') inverts the upper tail. Y must lie in [0, 1].",
    keywords=["inverse incomplete beta", "beta quantile"], related=["betainc", "gammaincinv"],
    signatures=["X = betaincinv(Y, Z, W)", "X = betaincinv(Y, Z, W, tail)"],
    errors=[ErrorSpec(identifier="MATLAB:betaincinv:InvalidTailArg", when="tail is not 'lower' or 'upper'")],
    examples=[Example(code="x = betaincinv(0.6875, 2, 3)", output="x =\n\n    0.5000\n\n"),
              Example(code="x = betaincinv(0.5, 1, 2, 'upper')", output="x =\n\n    0.2929\n\n")],
)
def betaincinv(y: Any, z: Any, w: Any, tail: Any = None) -> Any:
    t = "lower" if tail is None else tail_option(tail, "betaincinv", ("lower", "upper"))
    yv, zv, wv = reals("betaincinv", Y=y, Z=z, W=w)
    yv, zv, wv = expand(yv, zv, wv)
    r = sp.betainccinv(zv, wv, yv) if t == "upper" else sp.betaincinv(zv, wv, yv)
    return finish(r, is_single(y, z, w))


@runtime_builtin(
    summary="Natural logarithm of the beta function, log(beta(Z, W)), without overflow.",
    description="Computed from log-gamma terms, so it stays finite where beta(Z, W) underflows.",
    keywords=["log beta", "beta function"], related=["beta", "gammaln", "betainc"],
    signatures=["L = betaln(Z, W)"],
    errors=[ErrorSpec(identifier="MATLAB:betaln:ComplexInput", when="Z or W is complex")],
    examples=[Example(code="l = betaln(10, 20)", output="l =\n\n  -19.1153\n\n")],
)
def betaln(z: Any, w: Any) -> Any:
    zv, wv = reals("betaln", Z=z, W=w)
    zv, wv = expand(zv, wv)
    return finish(sp.betaln(zv, wv), is_single(z, w))


@runtime_builtin(
    summary="Digamma function psi(X) = d/dx log(gamma(x)); psi(K, X) is the K-th polygamma.",
    description="psi(0, X) equals psi(X). K must be a nonnegative integer; X must be real.",
    keywords=["digamma", "polygamma", "trigamma"], related=["gamma", "gammaln"],
    signatures=["Y = psi(X)", "Y = psi(K, X)"],
    errors=[ErrorSpec(identifier="MATLAB:psi:KNotNonnegInt", when="K is not a nonnegative integer")],
    examples=[Example(code="y = psi(1)", output="y =\n\n   -0.5772\n\n"),
              Example(code="y = psi(1, [1 2])", output="y =\n\n    1.6449    0.6449\n\n")],
)
def psi(k: Any, x: Any = None) -> Any:
    if x is None:
        k, x = 0.0, k
    kv = values(k)
    if len(kv) != 1 or not is_int_value(kv[0]) or kv[0] < 0:
        raise MException("MATLAB:psi:KNotNonnegInt", "K must be a nonnegative integer scalar.")
    xv = operand(x, "psi", real=True, what="X")
    r = sp.digamma(xv) if kv[0] == 0 else sp.polygamma(int(kv[0]), xv)
    return finish(r, is_single(x))
