"""poly (coefficients from roots or a characteristic polynomial) and polyvalm."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.math.polynomials.poly import _is_vec, _vec
from runmat_builtins.spec import ErrorSpec, Example



@runtime_builtin(
    summary="Polynomial with the given roots, or the characteristic polynomial of a square matrix.",
    description="For a vector r, the row of coefficients (descending powers) of prod(x - r(k)); "
                "for an n-by-n matrix A, the characteristic polynomial det(x*I - A) from eig(A). "
                "The result is real when the complex roots come in conjugate pairs.",
    keywords=["polynomial", "roots", "characteristic polynomial", "coefficients"],
    related=["roots", "polyval", "conv", "eig"],
    signatures=["p = poly(r)", "p = poly(A)"],
    errors=[ErrorSpec(identifier="MATLAB:poly:InputSize",
                      when="the argument is neither a vector nor a square matrix")],
    examples=[Example(code="p = poly([1 2 3])", output="p =\n\n     1    -6    11    -6\n\n")],
)
def poly(r: Any) -> Any:
    a = _vec(r, "poly")
    if a.ndim != 2:
        raise MException("MATLAB:poly:InputSize", "Argument must be a vector or a square matrix.")
    if a.size == 0:
        return 1.0
    if a.shape[0] == a.shape[1] and a.shape[0] > 1:
        if not np.all(np.isfinite(a)):
            raise MException("MATLAB:poly:InputNaNInf", "Input to EIG must not contain NaN or Inf.")
        e = np.linalg.eigvals(a)
    elif _is_vec(a):
        e = a.reshape(-1, order="F")
    else:
        raise MException("MATLAB:poly:InputSize", "Argument must be a vector or a square matrix.")
    n = e.size
    c = np.zeros(n + 1, dtype=np.result_type(e.dtype, np.float64))
    c[0] = 1.0
    for j in range(n):
        c[1:j + 2] = c[1:j + 2] - e[j] * c[0:j + 1]
    if c.dtype.kind == "c":
        pos = np.sort_complex(e[e.imag > 0])
        neg = np.sort_complex(np.conj(e[e.imag < 0]))
        if pos.shape == neg.shape and np.array_equal(pos, neg):
            c = c.real.copy()
    out = c.reshape(1, -1)
    return out.astype(np.float32) if a.dtype == np.float32 else out


@runtime_builtin(
    summary="Evaluate a polynomial at a square matrix in the matrix sense (Horner with mtimes).",
    keywords=["polynomial", "matrix polynomial", "evaluate"],
    related=["polyval", "poly", "expm"],
    signatures=["Y = polyvalm(p, X)"],
    errors=[ErrorSpec(identifier="MATLAB:polyvalm:NonSquareMatrix", when="X is not square")],
    examples=[Example(code="Y = polyvalm([1 0 -1], [1 2; 3 4])", output="Y =\n\n"
                                                                        "     6    10\n"
                                                                        "    15    21\n\n")],
)
def polyvalm(p: Any, x: Any) -> Any:
    pv = _vec(p, "polyvalm")
    if pv.size and not _is_vec(pv):
        raise MException("MATLAB:polyvalm:InvalidP", "Input argument P must be a vector.")
    xv = _vec(x, "polyvalm")
    if xv.ndim != 2 or xv.shape[0] != xv.shape[1]:
        raise MException("MATLAB:polyvalm:NonSquareMatrix", "Matrix must be square.")
    n = xv.shape[0]
    y = np.zeros((n, n), dtype=np.result_type(pv.dtype, xv.dtype, np.float64))
    eye = np.eye(n)
    for c in pv.reshape(-1, order="F"):
        y = y @ xv + c * eye
    return y
