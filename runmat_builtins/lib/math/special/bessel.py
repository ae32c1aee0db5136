"""Bessel functions of the first, second and third kind (besselj, bessely, besselh), the
modified Bessel functions (besseli, besselk) and the Airy functions (airy).

MATLAB's rules: the order nu and argument Z expand against each other; a real argument
gives a real result where the function is real (Z >= 0, or integer order), otherwise the
complex continuation is used; scale = 1 multiplies by MATLAB's documented exponential
factor (exp(-abs(imag(Z))) for J/Y, exp(-abs(real(Z))) for I, exp(Z) for K, exp(-1i*Z)
or exp(1i*Z) for H)."""

from __future__ import annotations

from typing import Any, Callable

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.array.shape._args import values
from runmat_builtins.lib.math.special._common import expand, finish, is_single, operand, sp
from runmat_builtins.spec import ErrorSpec, Example



def _scale(v: Any, fname: str) -> bool:
    if v is None:
        return False
    s = values(v)
    if len(s) != 1 or s[0] not in (0.0, 1.0):
        raise MException(f"MATLAB:{fname}:InvalidScale", "SCALE must be 0 or 1.")
    return s[0] == 1.0


def _bessel(fname: str, nu: Any, z: Any, scale: Any, plain: str, scaled: str,
            real_ok: Callable[[np.ndarray, np.ndarray], np.ndarray]) -> Any:
    n = operand(nu, fname, real=True, what="NU")
    x = operand(z, fname)
    single = is_single(nu, z)
    n, x = expand(n, x)
    f = getattr(sp, scaled if _scale(scale, fname) else plain)
    if x.dtype.kind != "c":
        ok = real_ok(n, x)
        if ok.all():
            return finish(f(n, x), single)
        r = np.empty(x.shape, dtype=np.complex128)
        r[ok] = f(n[ok], x[ok])
        r[~ok] = f(n[~ok], x[~ok].astype(np.complex128))
        return finish(r, single)
    return finish(f(n, x), single)


def _integer(n: np.ndarray) -> np.ndarray:
    return n == np.round(n)


_BESSEL_ERRORS = [ErrorSpec(identifier="MATLAB:UndefinedFunction", when="an argument is not numeric"),
                  ErrorSpec(identifier="MATLAB:sizeDimensionsMustMatch", when="NU and Z do not expand"),
                  ErrorSpec(identifier="MATLAB:besselj:InvalidScale", when="SCALE is not 0 or 1")]


@runtime_builtin(
    summary="Bessel function of the first kind, J_nu(Z).",
    description="nu and Z expand against each other. Negative real Z with a non-integer order "
                "gives complex results. besselj(nu, Z, 1) returns J_nu(Z).*exp(-abs(imag(Z))).",
    keywords=["bessel", "first kind", "J"], related=["bessely", "besseli", "besselk", "besselh"],
    signatures=["J = besselj(nu, Z)", "J = besselj(nu, Z, scale)"],
    errors=_BESSEL_ERRORS,
    examples=[Example(code="y = besselj(0, [0 1 2.5])", output="y =\n\n    1.0000    0.7652   -0.0484\n\n"),
              Example(code="y = besselj(1, 2)", output="y =\n\n    0.5767\n\n")],
)
def besselj(nu: Any, z: Any, scale: Any = None) -> Any:
    return _bessel("besselj", nu, z, scale, "jv", "jve", lambda n, x: (x >= 0) | _integer(n))


@runtime_builtin(
    summary="Bessel function of the second kind, Y_nu(Z).",
    description="Y_nu(0) is -Inf; negative real Z gives complex results. bessely(nu, Z, 1) "
                "returns Y_nu(Z).*exp(-abs(imag(Z))).",
    keywords=["bessel", "second kind", "neumann", "Y"], related=["besselj", "besselk", "besselh"],
    signatures=["Y = bessely(nu, Z)", "Y = bessely(nu, Z, scale)"],
    errors=_BESSEL_ERRORS,
    examples=[Example(code="y = bessely(1, 2)", output="y =\n\n   -0.1070\n\n")],
)
def bessely(nu: Any, z: Any, scale: Any = None) -> Any:
    return _bessel("bessely", nu, z, scale, "yv", "yve", lambda n, x: x >= 0)


@runtime_builtin(
    summary="Modified Bessel function of the first kind, I_nu(Z).",
    description="besseli(nu, Z, 1) returns I_nu(Z).*exp(-abs(real(Z))).",
    keywords=["bessel", "modified", "first kind", "I"], related=["besselk", "besselj"],
    signatures=["I = besseli(nu, Z)", "I = besseli(nu, Z, scale)"],
    errors=_BESSEL_ERRORS,
    examples=[Example(code="y = besseli(1, [0.5 1])", output="y =\n\n    0.2579    0.5652\n\n")],
)
def besseli(nu: Any, z: Any, scale: Any = None) -> Any:
    return _bessel("besseli", nu, z, scale, "iv", "ive", lambda n, x: (x >= 0) | _integer(n))


@runtime_builtin(
    summary="Modified Bessel function of the second kind, K_nu(Z).",
    description="K_nu(0) is Inf; negative real Z gives complex results. besselk(nu, Z, 1) "
                "returns K_nu(Z).*exp(Z).",
    keywords=["bessel", "modified", "second kind", "K", "macdonald"], related=["besseli", "bessely"],
    signatures=["K = besselk(nu, Z)", "K = besselk(nu, Z, scale)"],
    errors=_BESSEL_ERRORS,
    examples=[Example(code="y = besselk(0, 1)", output="y =\n\n    0.4210\n\n"),
              Example(code="k = besselk(1, 2, 1)", output="k =\n\n    1.0335\n\n")],
)
def besselk(nu: Any, z: Any, scale: Any = None) -> Any:
    return _bessel("besselk", nu, z, scale, "kv", "kve", lambda n, x: x >= 0)


@runtime_builtin(
    summary="Bessel function of the third kind (Hankel function) H^(K)_nu(Z), K = 1 (default) or 2.",
    description="H1 = J + iY, H2 = J - iY; always complex. besselh(nu, K, Z, 1) scales by "
                "exp(-1i*Z) for K = 1 and exp(+1i*Z) for K = 2.",
    keywords=["hankel", "bessel", "third kind", "H"], related=["besselj", "bessely"],
    signatures=["H = besselh(nu, Z)", "H = besselh(nu, K, Z)", "H = besselh(nu, K, Z, scale)"],
    errors=[ErrorSpec(identifier="MATLAB:besselh:InvalidKind", when="K is not 1 or 2"),
            ErrorSpec(identifier="MATLAB:besselh:InvalidScale", when="SCALE is not 0 or 1")],
    examples=[Example(code="h = besselh(0, 1)", output="h =\n\n   0.7652 + 0.0883i\n\n")],
)
def besselh(nu: Any, k: Any, z: Any = None, scale: Any = None) -> Any:
    if z is None:
        k, z = 1.0, k
    kv = values(k)
    if len(kv) != 1 or kv[0] not in (1.0, 2.0):
        raise MException("MATLAB:besselh:InvalidKind", "K must be 1 or 2.")
    n = operand(nu, "besselh", real=True, what="NU")
    x = operand(z, "besselh")
    single = is_single(nu, z)
    n, x = expand(n, x)
    name = ("hankel1" if kv[0] == 1 else "hankel2") + ("e" if _scale(scale, "besselh") else "")
    r = getattr(sp, name)(n, x.astype(np.complex128))
    return finish(r, single, keep_complex=True)


@runtime_builtin(
    summary="Airy functions: Ai(Z) (K = 0, default), Ai'(Z) (1), Bi(Z) (2), Bi'(Z) (3).",
    description="airy(K, Z, 1) scales: Ai and Ai' by exp(2/3*Z.^(3/2)), Bi and Bi' by "
                "exp(-abs(real(2/3*Z.^(3/2)))).",
    keywords=["airy", "Ai", "Bi"], related=["besselj", "besseli"],
    signatures=["W = airy(Z)", "W = airy(K, Z)", "W = airy(K, Z, scale)"],
    errors=[ErrorSpec(identifier="MATLAB:airy:InvalidKind", when="K is not 0, 1, 2 or 3")],
    examples=[Example(code="a = airy(1)", output="a =\n\n    0.1353\n\n"),
              Example(code="a = airy(2, [0 1])", output="a =\n\n    0.6149    1.2074\n\n")],
)
def airy(k: Any, z: Any = None, scale: Any = None) -> Any:
    if z is None:
        k, z = 0.0, k
    kv = values(k)
    if len(kv) != 1 or kv[0] not in (0.0, 1.0, 2.0, 3.0):
        raise MException("MATLAB:airy:InvalidKind", "K must be 0, 1, 2 or 3.")
    x = operand(z, "airy")
    single = is_single(z)
    scaled = _scale(scale, "airy")
    f = sp.airye if scaled else sp.airy
    if scaled and x.dtype.kind != "c" and np.any(x < 0):
        x = x.astype(np.complex128)
    r = f(x)[int(kv[0])]
    return finish(r, single)
