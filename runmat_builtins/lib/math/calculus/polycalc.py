"""Derivatives and integrals of polynomials given as coefficient vectors (highest power first)."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.array.shape._args import array_arg, nd
from runmat_builtins.numeric import arith_class
from runmat_builtins.spec import ErrorSpec, Example



def _coeffs(p: Any, fname: str) -> np.ndarray:
    arith_class(p, fname)
    a = nd(p)
    if a.ndim > 2 or (a.shape[0] > 1 and a.shape[1] > 1):
        raise MException(f"MATLAB:{fname}:NotVectorInput" if fname == "polyint" else "MATLAB:polyder:InvalidInput",
                         "Input arguments must be vectors.")
    a = a.reshape(-1, order="F")
    if a.dtype.kind == "U":
        a = a.view(np.uint32)
    return a.astype(np.complex128 if a.dtype.kind == "c" else np.float64)


def _deriv(p: np.ndarray) -> np.ndarray:
    n = p.size
    if n <= 1:
        return np.zeros(1, dtype=p.dtype)
    return p[:-1] * np.arange(n - 1, 0, -1)


def _trim(p: np.ndarray) -> np.ndarray:
    nz = np.flatnonzero(p != 0)
    return p[nz[0]:] if nz.size else np.zeros(1, dtype=p.dtype)


def _row(p: np.ndarray) -> np.ndarray:
    return p.reshape(1, -1)


def _pad_sub(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    n = max(a.size, b.size)
    return np.concatenate([np.zeros(n - a.size, a.dtype), a]) - np.concatenate([np.zeros(n - b.size, b.dtype), b])


@runtime_builtin(
    summary="Derivative of a polynomial, of a product of two polynomials, or of a quotient [q, d].",
    description="polyder(p) differentiates p; polyder(a, b) differentiates conv(a, b); "
                "[q, d] = polyder(b, a) gives the derivative of b/a as numerator q over "
                "denominator d. Leading zeros are removed.",
    keywords=["derivative", "differentiate", "polynomial"], related=["polyint", "polyval", "conv"],
    signatures=["k = polyder(p)", "k = polyder(a, b)", "[q, d] = polyder(b, a)"],
    errors=[ErrorSpec(identifier="MATLAB:polyder:InvalidInput", when="an input is not a vector")],
    examples=[Example(code="q = polyder([1 2 3 4])", output="q =\n\n     3     4     3\n\n"),
              Example(code="[q, d] = polyder([1 2], [1 3])", output="q =\n\n"
                                                                    "     1\n\n"
                                                                    "d =\n\n"
                                                                    "     1     6     9\n\n")],
)
def polyder(a: Any, b: Any = None, *, nargout: int) -> Any:
    u = _coeffs(a, "polyder")
    if b is None:
        return _row(_trim(_deriv(u)))
    v = _coeffs(b, "polyder")
    if u.size == 0 or v.size == 0:  # octave-cli 7.3: "polyder: argument must be a vector"
        raise MException("MATLAB:polyder:InvalidInput", "Input arguments must be vectors.")
    if nargout < 2:
        return _row(_trim(_deriv(np.convolve(u, v))))
    num = _pad_sub(np.convolve(v, _deriv(u)), np.convolve(u, _deriv(v)))
    return _row(_trim(num)), _row(_trim(np.convolve(v, v)))


@runtime_builtin(
    summary="Integral of a polynomial, with constant of integration k (default 0).",
    description="Each coefficient p(i) of x^n becomes p(i)/(n+1) of x^(n+1); k is appended.",
    keywords=["integral", "antiderivative", "polynomial"], related=["polyder", "polyval", "integral"],
    signatures=["q = polyint(p)", "q = polyint(p, k)"],
    errors=[ErrorSpec(identifier="MATLAB:polyint:NotVectorInput", when="p is not a vector"),
            ErrorSpec(identifier="MATLAB:polyint:NonScalarConstant", when="k is not a scalar")],
    examples=[Example(code="q = polyint([3 2 1])", output="q =\n\n     1     1     1     0\n\n"),
              Example(code="q = polyint([3 2 1], 5)", output="q =\n\n     1     1     1     5\n\n")],
)
def polyint(p: Any, k: Any = None) -> Any:
    c = _coeffs(p, "polyint")
    const = 0.0
    if k is not None:
        kv = array_arg(k)  # MATLAB's invalidType for a datetime, a struct, a table
        if kv.size != 1:
            raise MException("MATLAB:polyint:NonScalarConstant", "Constant of integration must be a scalar.")
        const = kv.reshape(-1)[0]
    n = c.size
    out = np.concatenate([c / np.arange(n, 0, -1), np.array([const], dtype=np.result_type(c, type(const)))])
    return _row(out)


