"""The exponential integral (expint), associated Legendre functions (legendre), complete
elliptic integrals (ellipke), Jacobi elliptic functions (ellipj), and the scaled
complementary and inverse complementary error functions (erfcx, erfcinv)."""

from __future__ import annotations

import math
from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.array.shape._args import is_int_value, option, values
from runmat_builtins.lib.math.special._common import expand, finish, is_single, operand, reals, sp
from runmat_builtins.limits import check_array_size
from runmat_builtins.spec import ErrorSpec, Example



@runtime_builtin(
    summary="Exponential integral E1(X) = integral from X to Inf of exp(-t)/t dt.",
    description="Negative real X gives the analytic continuation E1(X) = -Ei(-X) - 1i*pi.",
    keywords=["exponential integral", "E1"], related=["gammainc", "exp"],
    signatures=["Y = expint(X)"],
    errors=[ErrorSpec(identifier="MATLAB:UndefinedFunction", when="X is not numeric")],
    examples=[Example(code="e = expint(1)", output="e =\n\n    0.2194\n\n"),
              Example(code="e = expint(-1)", output="e =\n\n  -1.8951 - 3.1416i\n\n")],
)
def expint(x: Any) -> Any:
    xv = operand(x, "expint")
    if xv.dtype.kind != "c" and np.any(xv < 0):
        neg = xv < 0
        r = np.empty(xv.shape, dtype=np.complex128)
        r[~neg] = sp.exp1(xv[~neg])
        r[neg] = -sp.expi(-xv[neg]) - 1j * math.pi
        return finish(r, is_single(x))
    return finish(sp.exp1(xv), is_single(x))


_NORMS = ("unnorm", "sch", "norm")


@runtime_builtin(
    summary="Associated Legendre functions P_n^m(X) for m = 0..n, one row per m.",
    description="For a vector X of length L the result is (n+1)-by-L; for an array X it is "
                "(n+1)-by-size(X). 'unnorm' (default) includes the Condon-Shortley phase "
                "(-1)^m; 'sch' is Schmidt semi-normalized, 'norm' fully normalized.",
    keywords=["legendre", "associated legendre", "spherical harmonics"], related=["polyval"],
    signatures=["P = legendre(n, X)", "P = legendre(n, X, normalization)"],
    errors=[ErrorSpec(identifier="MATLAB:legendre:InvalidN", when="n is not a nonnegative integer scalar"),
            ErrorSpec(identifier="MATLAB:legendre:InvalidNormalization", when="the normalization is unknown"),
            ErrorSpec(identifier="MATLAB:legendre:ComplexInput", when="X is complex")],
    examples=[Example(code="P = legendre(2, [0 0.5 1])",
                      output="P =\n\n"
                             "   -0.5000   -0.1250    1.0000\n"
                             "         0   -1.2990         0\n"
                             "    3.0000    2.2500         0\n\n"),
              Example(code="P = legendre(1, 0.5, 'sch')", output="P =\n\n    0.5000\n    0.8660\n\n")],
)
def legendre(n: Any, x: Any, normalization: Any = None) -> Any:
    nv = values(n)
    if len(nv) != 1 or not is_int_value(nv[0]) or nv[0] < 0:
        raise MException("MATLAB:legendre:InvalidN", "N must be a positive scalar integer.")
    deg = int(nv[0])
    norm = "unnorm" if normalization is None else option(normalization)
    if norm not in _NORMS:
        raise MException("MATLAB:legendre:InvalidNormalization",
                         "NORMALIZE must be 'unnorm', 'sch' or 'norm'.")
    xv = operand(x, "legendre", real=True, what="X")
    flat = xv.reshape(-1, order="F")
    check_array_size((deg + 1, max(flat.size, 1)))  # the (n+1)-by-numel(X) result, before computing it
    m = np.arange(deg + 1, dtype=np.float64)[:, None]
    # lpmv costs about DEG steps an element: rows in blocks of about 2^22 steps, so a large degree
    # (legendre(1e7, x): 1e14 steps) stays interruptible between blocks (Ctrl-C, a time bound)
    rows = max(1, (1 << 22) // max(deg, 1) // max(flat.size, 1))
    if rows > deg:
        p = sp.lpmv(m, float(deg), flat[None, :])
    else:
        p = np.empty((deg + 1, flat.size))
        for a in range(0, deg + 1, rows):
            p[a:a + rows] = sp.lpmv(m[a:a + rows], float(deg), flat[None, :])
    if norm != "unnorm":
        fact = np.array([math.exp(0.5 * (math.lgamma(deg - k + 1) - math.lgamma(deg + k + 1)))
                         for k in range(deg + 1)])[:, None]
        sign = (-1.0) ** m
        if norm == "sch":
            scale = sign * np.sqrt(2.0) * fact
            scale[0] = 1.0
        else:
            scale = sign * math.sqrt(deg + 0.5) * fact
        p = p * scale
    shape = xv.shape
    if len(shape) == 2 and (shape[0] == 1 or shape[1] == 1):
        out = p
    else:
        out = p.reshape((deg + 1,) + shape, order="F")
    return finish(out, is_single(x))


@runtime_builtin(
    summary="Complete elliptic integrals of the first (K) and second (E) kind, parameter M.",
    description="M is the parameter (the squared modulus), 0 <= M <= 1; ellipke(1) is Inf with "
                "E = 1. The optional tolerance is accepted (results are full precision).",
    keywords=["elliptic integral", "complete", "first kind", "second kind"], related=["ellipj"],
    signatures=["K = ellipke(M)", "[K, E] = ellipke(M)", "[K, E] = ellipke(M, tol)"],
    errors=[ErrorSpec(identifier="MATLAB:ellipke:MOutOfRange", when="M is outside [0, 1]")],
    examples=[Example(code="[K, E] = ellipke(0.5)", output="K =\n\n    1.8541\n\nE =\n\n    1.3506\n\n"),
              Example(code="k = ellipke([0 0.9])", output="k =\n\n    1.5708    2.5781\n\n")],
)
def ellipke(m: Any, tol: Any = None, *, nargout: int) -> Any:
    mv = operand(m, "ellipke", real=True, what="M")
    if np.any((mv < 0) | (mv > 1)):
        raise MException("MATLAB:ellipke:MOutOfRange", "M must be in the range 0 <= M <= 1.")
    single = is_single(m)
    k = finish(sp.ellipk(mv), single)
    if nargout < 2:
        return k
    return k, finish(sp.ellipe(mv), single)


@runtime_builtin(
    summary="Jacobi elliptic functions sn, cn and dn of argument U and parameter M.",
    description="U and M expand against each other; 0 <= M <= 1. The optional tolerance is accepted.",
    keywords=["jacobi elliptic", "sn", "cn", "dn"], related=["ellipke"],
    signatures=["[SN, CN, DN] = ellipj(U, M)", "[SN, CN, DN] = ellipj(U, M, tol)"],
    errors=[ErrorSpec(identifier="MATLAB:ellipj:MOutOfRange", when="M is outside [0, 1]")],
    examples=[Example(code="[sn, cn, dn] = ellipj(0.5, 0.3)", output="sn =\n\n"
                                                                     "    0.4742\n\n"
                                                                     "cn =\n\n"
                                                                     "    0.8804\n\n"
                                                                     "dn =\n\n"
                                                                     "    0.9657\n\n")],
)
def ellipj(u: Any, m: Any, tol: Any = None, *, nargout: int) -> Any:
    uv, mv = reals("ellipj", U=u, M=m)
    if np.any((mv < 0) | (mv > 1)):
        raise MException("MATLAB:ellipj:MOutOfRange", "M must be in the range 0 <= M <= 1.")
    uv, mv = expand(uv, mv)
    single = is_single(u, m)
    sn, cn, dn, _ = sp.ellipj(uv, mv)
    return finish(sn, single), finish(cn, single), finish(dn, single)


@runtime_builtin(
    summary="Scaled complementary error function exp(X.^2) .* erfc(X), without overflow or underflow.",
    description="Useful for large X, where erfc(X) underflows to 0.",
    keywords=["scaled erfc", "error function"], related=["erfc", "erf", "erfcinv"],
    signatures=["Y = erfcx(X)"],
    errors=[ErrorSpec(identifier="MATLAB:erfcx:ComplexInput", when="X is complex")],
    examples=[Example(code="y = erfcx(2)", output="y =\n\n    0.2554\n\n"),
              Example(code="y = erfcx([-1 0 10])", output="y =\n\n    5.0090    1.0000    0.0561\n\n")],
)
def erfcx(x: Any) -> Any:
    xv = operand(x, "erfcx", real=True, what="X")
    return finish(sp.erfcx(xv), is_single(x))


@runtime_builtin(
    summary="Inverse complementary error function: erfc(erfcinv(Y)) = Y for Y in [0, 2].",
    description="erfcinv(0) is Inf, erfcinv(2) is -Inf; outside [0, 2] the result is NaN.",
    keywords=["inverse erfc", "error function"], related=["erfc", "erfinv", "erfcx"],
    signatures=["X = erfcinv(Y)"],
    errors=[ErrorSpec(identifier="MATLAB:erfcinv:ComplexInput", when="Y is complex")],
    examples=[Example(code="y = erfcinv([0.5 1 1.5])", output="y =\n\n    0.4769         0   -0.4769\n\n"),
              Example(code="y = erfcinv(0)", output="y =\n\n   Inf\n\n")],
)
def erfcinv(y: Any) -> Any:
    yv = operand(y, "erfcinv", real=True, what="Y")
    return finish(sp.erfcinv(yv), is_single(y))
