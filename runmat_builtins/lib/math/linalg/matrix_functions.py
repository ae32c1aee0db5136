"""Matrix functions and similarity forms: sqrtm, logm, hess, schur (LAPACK through scipy)."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lazy import lazy
from runmat_builtins.lib.array.shape._args import option
from runmat_builtins.lib.math.linalg._mat import as_class, matrix, real_if_close
from runmat_builtins.lib.math.random._state import context
from runmat_builtins.spec import ErrorSpec, Example

sla = lazy("scipy.linalg")

_SQ = ErrorSpec(identifier="MATLAB:square", when="A is not square")
_CLS = ErrorSpec(identifier="MATLAB:UndefinedFunction", when="A is not double or single")


def _finite(A: np.ndarray, name: str) -> None:
    if not np.all(np.isfinite(A)):
        raise MException(f"MATLAB:{name}:expectedFinite", "Input must be finite.")


@runtime_builtin(
    summary="Principal matrix square root: X*X = A (Schur method).",
    description="Eigenvalues of X have nonnegative real parts; the result is complex when A "
                "has negative real eigenvalues. [X, residual] = sqrtm(A) also returns "
                "norm(A - X^2, 1)/norm(A, 1). A singular A may have no square root (warning "
                "MATLAB:sqrtm:SingularMatrix).",
    keywords=["matrix square root", "matrix function", "schur"], related=["sqrt", "logm", "expm", "funm"],
    signatures=["X = sqrtm(A)", "[X, residual] = sqrtm(A)"],
    errors=[_SQ, _CLS],
    examples=[Example(code="X = sqrtm([4 0; 0 9])", output="X =\n\n     2     0\n     0     3\n\n"),
              Example(code="X = sqrtm([1 1; 0 1])", output="X =\n\n"
                                                           "    1.0000    0.5000\n"
                                                           "         0    1.0000\n\n")],
)
def sqrtm(a: Any, *, nargout: int, ctx: Any = None) -> Any:
    A, single = matrix(a, "sqrtm", square=True)
    if A.size == 0:
        X = A.astype(np.float64)
    else:
        A64 = A.astype(np.complex128 if A.dtype.kind == "c" else np.float64)
        X = np.asarray(sla.sqrtm(A64))
        if not np.all(np.isfinite(X)):
            context(ctx).warn("MATLAB:sqrtm:SingularMatrix", "Matrix is singular and may not have a square root.")
        X = real_if_close(X)
        if A.dtype.kind != "c" and X.dtype.kind == "c" and np.all(np.abs(X.imag) <= 10 * np.finfo(float).eps * max(np.abs(X).max(), 1)):
            X = np.ascontiguousarray(X.real)
    X = as_class(X, single)
    if nargout > 1:
        n1 = np.abs(A).sum(axis=0).max() if A.size else 0.0
        res = float(np.abs(A - X @ X).sum(axis=0).max() / n1) if n1 else 0.0
        return X, res
    return X


@runtime_builtin(
    summary="Principal matrix logarithm: expm(logm(A)) = A.",
    description="Uses the inverse scaling and squaring method. The result is real for a real "
                "A with no eigenvalues on the closed negative real axis, else complex; a "
                "singular A warns MATLAB:logm:nonPosRealEig and gives -Inf entries.",
    keywords=["matrix logarithm", "matrix function", "log"], related=["log", "expm", "sqrtm", "funm"],
    signatures=["L = logm(A)"],
    errors=[_SQ, _CLS],
    examples=[Example(code="L = logm([1 1; 0 1])", output="L =\n\n     0     1\n     0     0\n\n")],
)
def logm(a: Any, *, ctx: Any = None) -> Any:
    A, single = matrix(a, "logm", square=True)
    if A.size == 0:
        return as_class(A.astype(np.float64), single)
    A64 = A.astype(np.complex128 if A.dtype.kind == "c" else np.float64)
    if not np.isfinite(A64).all():  # NaN or Inf: a NaN logarithm
        return as_class(np.full(A.shape, np.nan), single)
    ev = np.linalg.eigvals(A64)
    if A.dtype.kind != "c" and np.any((np.abs(ev.imag) == 0) & (ev.real <= 0)):
        context(ctx).warn("MATLAB:logm:nonPosRealEig",
                          "Principal matrix logarithm is not defined for A with nonpositive real eigenvalues. "
                          "A non-principal matrix logarithm is returned.")
    import warnings

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        L = np.asarray(sla.logm(A64))
    if A.dtype.kind != "c" and L.dtype.kind == "c":
        tol = 10 * np.finfo(float).eps * max(float(np.abs(L).max()), 1.0)
        if np.all(np.abs(L.imag) <= tol):
            L = np.ascontiguousarray(L.real)
    return as_class(real_if_close(L), single)


@runtime_builtin(
    summary="Hessenberg form: H = hess(A), [P, H] = hess(A) with A = P*H*P' and P unitary.",
    description="H is zero below the first subdiagonal (tridiagonal for a symmetric A); "
                "computed by Householder reflections (LAPACK gehrd).",
    keywords=["hessenberg", "similarity", "decomposition", "householder"], related=["schur", "eig", "qr"],
    signatures=["H = hess(A)", "[P, H] = hess(A)"],
    errors=[_SQ, _CLS],
    examples=[Example(code="H = hess([1 2; 3 4])", output="H =\n\n     1     2\n     3     4\n\n")],
)
def hess(a: Any, *, nargout: int) -> Any:
    A, single = matrix(a, "hess", square=True)
    if A.size == 0:
        e = A.astype(np.float64)
        return (e, e) if nargout > 1 else e
    _finite(A, "hess")
    A64 = A.astype(np.complex128 if A.dtype.kind == "c" else np.float64)
    if nargout > 1:
        H, P = sla.hessenberg(A64, calc_q=True)
        return as_class(P, single), as_class(H, single)
    return as_class(sla.hessenberg(A64), single)


@runtime_builtin(
    summary="Schur decomposition: T = schur(A), [U, T] = schur(A) with A = U*T*U' and U unitary.",
    description="For a real A the real Schur form is the default: T is quasi-upper-triangular "
                "with 2-by-2 blocks for complex conjugate eigenvalue pairs. schur(A, 'complex') "
                "gives a triangular complex T; schur(A, 'real') asks for the real form.",
    keywords=["schur", "decomposition", "eigenvalues", "triangular", "unitary"], related=["eig", "hess", "qz", "rsf2csf"],
    signatures=["T = schur(A)", "T = schur(A, mode)", "[U, T] = schur(A)", "[U, T] = schur(A, mode)"],
    errors=[_SQ, _CLS, ErrorSpec(identifier="MATLAB:schur:inputType", when="mode is not 'real' or 'complex'"),
            ErrorSpec(identifier="MATLAB:schur:expectedFinite", when="A contains Inf or NaN")],
    examples=[Example(code="T = schur([2 0; 0 3])", output="T =\n\n     2     0\n     0     3\n\n")],
)
def schur(a: Any, mode: Any = None, *, nargout: int) -> Any:
    A, single = matrix(a, "schur", square=True)
    m = "complex" if A.dtype.kind == "c" else "real"
    if mode is not None:
        w = option(mode)
        if w not in ("real", "complex"):
            raise MException("MATLAB:schur:inputType", "Second argument must be 'real' or 'complex'.")
        m = "complex" if w == "complex" or A.dtype.kind == "c" else "real"
    if A.size == 0:
        e = A.astype(np.float64)
        return (e, e) if nargout > 1 else e
    _finite(A, "schur")
    A64 = A.astype(np.complex128 if (A.dtype.kind == "c" or m == "complex") else np.float64)
    T, U = sla.schur(A64, output=m)
    if nargout > 1:
        return as_class(U, single), as_class(T, single)
    return as_class(T, single)
