"""Factorizations: eig, svd, chol, lu, qr."""

from __future__ import annotations

from typing import Any

import numpy as np
from runmat_builtins.lazy import lazy

sla = lazy("scipy.linalg")

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.array.shape._args import option, values
from runmat_builtins.lib.math.linalg._mat import as_class, matrix, real_if_close, require_finite
from runmat_builtins.spec import ErrorSpec, Example

_SQ = ErrorSpec(identifier="MATLAB:square", when="the matrix is not square")


def _is_hermitian(a: np.ndarray) -> bool:
    return a.shape[0] == a.shape[1] and bool(np.array_equal(a, a.conj().T))


@runtime_builtin(
    summary="Eigenvalues and eigenvectors: e = eig(A), [V, D] = eig(A), eig(A, B).",
    description="Symmetric (Hermitian) matrices use the symmetric solver: real eigenvalues in "
                "ascending order and orthonormal eigenvectors. Other matrices use the general "
                "solver (LAPACK order). [V, D, W] also returns left eigenvectors.",
    keywords=["eigenvalues", "eigenvectors", "spectrum", "diagonalize"],
    related=["svd", "schur", "det"],
    signatures=["e = eig(A)", "[V, D] = eig(A)", "[V, D, W] = eig(A)", "e = eig(A, B)", "[V, D] = eig(A, B)"],
    errors=[_SQ],
    examples=[Example(code="e = eig([2 0; 0 1])", output="e =\n\n     1\n     2\n\n"),
              Example(code="e = eig([2 1; 1 2])", output="e =\n\n     1\n     3\n\n")],
)
def eig(a: Any, b: Any = None, *opts: Any, nargout: int) -> Any:
    A, single = matrix(a, "eig", square=True)
    require_finite(A, "eig")
    if b is not None and option(b) is None:
        B, s2 = matrix(b, "eig", square=True)
        require_finite(B, "eig")
        if B.shape != A.shape:
            raise MException("MATLAB:eig:matrixSizeMismatch", "Input matrices must have the same size.")
        single = single or s2
        if nargout <= 1:
            w = sla.eigvals(A, B)
            return as_class(real_if_close(w.reshape(-1, 1)), single)
        w, v = sla.eig(A, B)
        return as_class(real_if_close(v), single), as_class(real_if_close(np.diag(w)), single)
    if A.size == 0:
        e = np.zeros((0, 1 if nargout <= 1 else 0))
        return e if nargout <= 1 else (np.zeros((0, 0)), np.zeros((0, 0)))
    if _is_hermitian(A):
        if nargout <= 1:
            return as_class(np.linalg.eigvalsh(A).reshape(-1, 1), single)
        w, v = np.linalg.eigh(A)
        out = (as_class(v, single), as_class(np.diag(w), single))
        return out if nargout < 3 else out + (out[0],)
    if nargout <= 1:
        return as_class(real_if_close(np.linalg.eigvals(A).reshape(-1, 1)), single)
    if nargout >= 3:
        w, vl, vr = sla.eig(A, left=True, right=True)
        return (as_class(real_if_close(vr), single), as_class(real_if_close(np.diag(w)), single),
                as_class(real_if_close(vl), single))
    w, v = np.linalg.eig(A)
    return as_class(real_if_close(v), single), as_class(real_if_close(np.diag(w)), single)


@runtime_builtin(
    summary="Singular value decomposition: s = svd(A), [U, S, V] = svd(A), svd(A, 'econ').",
    description="Singular values come in descending order; A = U*S*V'. 'econ' (or 0) gives the "
                "economy-size factors.",
    keywords=["singular values", "decomposition", "rank", "pseudoinverse"],
    related=["eig", "pinv", "rank", "norm"],
    signatures=["s = svd(A)", "[U, S, V] = svd(A)", "[U, S, V] = svd(A, 'econ')", "[U, S, V] = svd(A, 0)"],
    examples=[Example(code="s = svd([3 0; 0 4])", output="s =\n\n     4\n     3\n\n")],
)
def svd(a: Any, econ: Any = None, *, nargout: int) -> Any:
    A, single = matrix(a, "svd")
    require_finite(A, "svd")
    m, n = A.shape
    if nargout <= 1:
        s = np.linalg.svd(A, compute_uv=False) if A.size else np.zeros(0)
        return as_class(s.reshape(-1, 1), single)
    economy = econ is not None and (option(econ) == "econ" or (option(econ) is None and values(econ)[0] == 0))
    if econ is not None and option(econ) is None and economy and m <= n:
        economy = False  # svd(A, 0) only trims when m > n
    if A.size == 0:
        k = min(m, n) if economy else None
        return (np.eye(m, k if economy else m), np.zeros((k if economy else m, k if economy else n)),
                np.eye(n, k if economy else n))
    u, s, vh = np.linalg.svd(A, full_matrices=not economy)
    S = np.zeros((u.shape[1], vh.shape[0]), dtype=s.dtype)
    S[: s.size, : s.size] = np.diag(s)
    return as_class(u, single), as_class(S, single), as_class(vh.conj().T, single)


@runtime_builtin(
    summary="Cholesky factorization: R'*R = A for symmetric positive definite A.",
    description="Uses the upper triangle of A. [R, p] = chol(A) does not error: p is 0 on "
                "success, else the order of the first failing leading minor and R is the "
                "factor of the leading (p-1)-by-(p-1) block. chol(A, 'lower') gives L*L' = A.",
    keywords=["cholesky", "factorization", "positive definite"],
    related=["lu", "qr", "eig"],
    signatures=["R = chol(A)", "L = chol(A, 'lower')", "[R, p] = chol(A)", "[R, p] = chol(A, triangle)"],
    errors=[ErrorSpec(identifier="MATLAB:posdef", when="A is not positive definite (single output)"), _SQ],
    examples=[Example(code="R = chol([4 2; 2 3])", output="R =\n\n"
                                                          "    2.0000    1.0000\n"
                                                          "         0    1.4142\n\n")],
)
def chol(a: Any, triangle: Any = None, *, nargout: int) -> Any:
    A, single = matrix(a, "chol", square=True)
    lower = triangle is not None and option(triangle) == "lower"
    if triangle is not None and option(triangle) not in ("lower", "upper"):
        raise MException("MATLAB:chol:invalidOption", "Shape flag must be 'upper' or 'lower'.")
    n = A.shape[0]
    if n == 0:
        return (A.copy(), 0.0) if nargout > 1 else A.copy()
    work = np.triu(A) if not lower else np.tril(A)
    herm = work + np.triu(work, 1).conj().T if not lower else work + np.tril(work, -1).conj().T
    potrf = sla.get_lapack_funcs("potrf", (herm,))
    c, info = potrf(herm, lower=lower, clean=True)
    if info == 0:
        r = c
        p = 0.0
    else:
        if nargout <= 1:
            raise MException("MATLAB:posdef", "Matrix must be positive definite.")
        k = info - 1
        r = c[:k, :k]
        r = np.tril(r) if lower else np.triu(r)
        p = float(info)
    r = as_class(r, single)
    return (r, p) if nargout > 1 else r


@runtime_builtin(
    summary="LU factorization with partial pivoting: [L, U, P] = lu(A) so that P*A = L*U.",
    description="[L, U] = lu(A) returns a permuted lower triangle (A = L*U); Y = lu(A) returns "
                "LAPACK's combined factor; lu(A, 'vector') gives P as a row vector.",
    keywords=["lu", "factorization", "pivoting", "gaussian elimination"],
    related=["chol", "qr", "inv", "det"],
    signatures=["Y = lu(A)", "[L, U] = lu(A)", "[L, U, P] = lu(A)", "[L, U, P] = lu(A, outputForm)"],
    examples=[Example(code="[L, U, P] = lu([1 2; 3 4])", output="L =\n\n"
                                                                "    1.0000         0\n"
                                                                "    0.3333    1.0000\n\n"
                                                                "U =\n\n"
                                                                "    3.0000    4.0000\n"
                                                                "         0    0.6667\n\n"
                                                                "P =\n\n"
                                                                "     0     1\n"
                                                                "     1     0\n\n")],
)
def lu(a: Any, form: Any = None, *, nargout: int) -> Any:
    A, single = matrix(a, "lu")
    if nargout <= 1:
        if A.size == 0:
            return A.copy()
        y, _piv = sla.lu_factor(A, check_finite=False) if A.shape[0] == A.shape[1] else (None, None)
        if y is None:
            p, l, u = sla.lu(A)
            m = min(A.shape)
            y = np.triu(u) if A.shape[0] <= A.shape[1] else np.zeros(A.shape, dtype=u.dtype)
            y = np.zeros(A.shape, dtype=l.dtype)
            y[:u.shape[0], :] += np.triu(u)
            y[:, :m] += np.tril(l, -1)
        return as_class(y, single)
    p, l, u = sla.lu(A)
    if nargout == 2:
        return as_class(p @ l, single), as_class(u, single)
    P = p.T
    if form is not None and option(form) == "vector":
        P = (np.argmax(P, axis=1) + 1.0).reshape(1, -1)
    return as_class(l, single), as_class(u, single), P


@runtime_builtin(
    summary="Orthogonal-triangular decomposition: [Q, R] = qr(A), economy with qr(A, 0) or 'econ'.",
    description="A = Q*R with Q unitary and R upper triangular; [Q, R, P] = qr(A) pivots columns "
                "so that A*P = Q*R. R = qr(A) returns only R.",
    keywords=["qr", "orthogonal", "factorization", "least squares"],
    related=["lu", "chol", "svd", "orth"],
    signatures=["R = qr(A)", "[Q, R] = qr(A)", "[Q, R] = qr(A, 0)", "[Q, R] = qr(A, 'econ')",
                "[Q, R, P] = qr(A)"],
    examples=[Example(code="[Q, R] = qr([3 0; 4 5]);\ndisp(round(abs(R)))", output="     5     4\n"
                                                                                   "     0     3\n")],
)
def qr(a: Any, econ: Any = None, *, nargout: int) -> Any:
    A, single = matrix(a, "qr")
    economy = econ is not None and (option(econ) == "econ" or
                                    (option(econ) is None and values(econ) == [0.0]))
    vec = econ is not None and option(econ) == "vector"
    mode = "economic" if economy else "full"
    if nargout <= 1:
        r = sla.qr(A, mode="r" if not economy else "economic", check_finite=False)[0] if A.size else A.copy()
        if economy and A.size:
            r = sla.qr(A, mode="economic", check_finite=False)[1]
        return as_class(np.triu(r), single)
    if nargout == 2:
        q, r = sla.qr(A, mode=mode, check_finite=False) if A.size else (np.eye(A.shape[0]), A.copy())
        return as_class(q, single), as_class(r, single)
    q, r, piv = sla.qr(A, mode=mode, pivoting=True, check_finite=False)
    if economy or vec:
        P = (piv + 1.0).reshape(1, -1)
    else:
        P = np.eye(A.shape[1])[:, piv]
    return as_class(q, single), as_class(r, single), P
