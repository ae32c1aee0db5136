"""Inverses, determinants and solves: inv, pinv, det, rank, trace, cond, linsolve."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.array.shape._args import option, scalar_value, values
from runmat_builtins.lib.math.linalg._mat import as_class, fmt_rcond, matrix, require_finite
from runmat_builtins.lib.math.random._state import context
from runmat_builtins.spec import ErrorSpec, Example

_EPS = np.finfo(float).eps
_SQ = ErrorSpec(identifier="MATLAB:square", when="the matrix is not square")


def _rcond(a: np.ndarray, ainv: np.ndarray) -> float:
    n1 = np.linalg.norm(a, 1)
    n2 = np.linalg.norm(ainv, 1)
    if n1 == 0 or not np.isfinite(n2):
        return 0.0
    return float(1.0 / (n1 * n2))


def _warn_conditioning(ctx: Any, rc: float, single: bool) -> None:
    eps = np.finfo(np.float32).eps if single else _EPS
    if rc == 0.0:
        context(ctx).warn("MATLAB:singularMatrix", "Matrix is singular to working precision.")
    elif rc < eps:
        context(ctx).warn("MATLAB:nearlySingularMatrix",
                          "Matrix is close to singular or badly scaled. Results may be inaccurate. "
                          f"RCOND = {fmt_rcond(rc)}.")


@runtime_builtin(
    summary="Matrix inverse (warns and returns Inf for a singular matrix).",
    description="For singular matrices MATLAB's warning MATLAB:singularMatrix is shown and the "
                "result is all Inf; badly conditioned ones warn MATLAB:nearlySingularMatrix. "
                "Prefer A\\b for solving systems.",
    keywords=["inverse", "matrix", "linear algebra"],
    related=["pinv", "det", "linsolve", "cond"],
    signatures=["Y = inv(X)"],
    errors=[_SQ, ErrorSpec(identifier="MATLAB:UndefinedFunction", when="X is not double or single")],
    examples=[Example(code="Y = inv([2 0; 0 4])", output="Y =\n\n"
                                                         "    0.5000         0\n"
                                                         "         0    0.2500\n\n")],
)
def inv(x: Any, *, ctx: Any) -> Any:
    if type(x) is float:
        if x == 0:
            context(ctx).warn("MATLAB:singularMatrix", "Matrix is singular to working precision.")
            return float("inf")
        return 1.0 / x
    a, single = matrix(x, "inv", square=True)
    if a.size == 0:
        return a.copy()
    try:
        with np.errstate(all="ignore"):
            y = np.linalg.inv(a)
        rc = _rcond(a, y) if np.all(np.isfinite(y)) else 0.0
    except np.linalg.LinAlgError:
        y = np.full(a.shape, np.inf, dtype=a.dtype)
        rc = 0.0
    _warn_conditioning(ctx, rc, single)
    return as_class(y, single)


@runtime_builtin(
    summary="Moore-Penrose pseudoinverse (via the SVD, singular values below tol dropped).",
    keywords=["pseudoinverse", "least squares", "svd"],
    related=["inv", "svd", "rank"],
    signatures=["B = pinv(A)", "B = pinv(A, tol)"],
    examples=[Example(code="B = pinv([2 0; 0 4])", output="B =\n\n"
                                                          "    0.5000         0\n"
                                                          "         0    0.2500\n\n")],
)
def pinv(x: Any, tol: Any = None) -> Any:
    a, single = matrix(x, "pinv")
    if a.size == 0:
        return np.zeros((a.shape[1], a.shape[0]), dtype=a.dtype)
    require_finite(a, "svd")
    u, s, vh = np.linalg.svd(a, full_matrices=False)
    t = scalar_value(tol) if tol is not None else max(a.shape) * np.spacing(s[0] if s.size else 0.0)
    keep = s > t
    y = (vh[keep].conj().T / s[keep]) @ u[:, keep].conj().T
    return as_class(y, single)


@runtime_builtin(
    summary="Determinant of a square matrix (from the LU factorization).",
    keywords=["determinant", "matrix", "singular"],
    related=["inv", "rank", "cond"],
    signatures=["d = det(A)"],
    errors=[_SQ],
    examples=[Example(code="d = det([2 1; 1 2])", output="d =\n\n    3.0000\n\n")],
)
def det(x: Any) -> Any:
    if type(x) is float:
        return x
    a, single = matrix(x, "det", square=True)
    if a.size == 0:
        return 1.0
    d = np.linalg.det(a)
    if single:
        return np.array([[d]], dtype=np.float32 if a.dtype.kind == "f" else np.complex64)
    return complex(d) if a.dtype.kind == "c" else float(d)


@runtime_builtin(
    summary="Rank: the number of singular values above max(size(A))*eps(norm(A)).",
    keywords=["rank", "singular values", "linear independence"],
    related=["svd", "null", "orth"],
    signatures=["k = rank(A)", "k = rank(A, tol)"],
    examples=[Example(code="k = rank([1 2; 2 4])", output="k =\n\n     1\n\n")],
)
def rank(x: Any, tol: Any = None) -> float:
    a, _ = matrix(x, "rank")
    if a.size == 0:
        return 0.0
    require_finite(a, "svd")
    s = np.linalg.svd(a, compute_uv=False)
    t = scalar_value(tol) if tol is not None else max(a.shape) * np.spacing(s[0])
    return float(np.sum(s > t))


@runtime_builtin(
    summary="Sum of the diagonal elements of a square matrix.",
    keywords=["trace", "diagonal", "sum"],
    related=["diag", "det", "eig"],
    signatures=["b = trace(A)"],
    errors=[_SQ],
    examples=[Example(code="t = trace(magic(3))", output="t =\n\n    15\n\n")],
    accel={"kind": "reduction"},
)
def trace(x: Any, *, xp: Any) -> Any:
    if type(x) is float:
        return x
    a, single = matrix(x, "trace", xp, square=True)
    t = xp.sum(xp.diagonal(a))
    if single:
        return xp.reshape(t.astype(a.dtype), (1, 1))
    return complex(t) if a.dtype.kind == "c" else float(t)


@runtime_builtin(
    summary="Condition number (2-norm by default; 1, Inf or 'fro' via the inverse).",
    keywords=["condition number", "conditioning", "sensitivity"],
    related=["rcond", "norm", "inv"],
    signatures=["c = cond(A)", "c = cond(A, p)"],
    examples=[Example(code="c = cond([1 0; 0 2])", output="c =\n\n     2\n\n")],
)
def cond(x: Any, p: Any = None) -> float:
    a, _ = matrix(x, "cond")
    if a.size == 0:
        return 0.0

    w = option(p) if p is not None else None
    if p is None or (w is None and scalar_value(p) == 2):
        require_finite(a, "svd")
        s = np.linalg.svd(a, compute_uv=False)
        return float("inf") if s[-1] == 0 else float(s[0] / s[-1])
    if a.shape[0] != a.shape[1]:
        raise MException("MATLAB:cond:normMismatchSizeA",
                         "A must be a square matrix to use the 1, Inf, or 'fro' norm.")
    order: Any = "fro" if w == "fro" else (np.inf if w == "inf" else (None if w is not None else scalar_value(p)))
    if order not in ("fro", 1, np.inf):
        raise MException("MATLAB:norm:unknownNorm", "The only matrix norms available are 1, 2, inf, and 'fro'.")
    try:
        ai = np.linalg.inv(a)
    except np.linalg.LinAlgError:
        return float("inf")
    return float(np.linalg.norm(a, order) * np.linalg.norm(ai, order))


@runtime_builtin(
    summary="Solve the linear system A*X = B (least squares when A is not square).",
    description="Square systems use LU with the same singular-matrix warnings as mldivide; "
                "rectangular ones return the least-squares solution.",
    keywords=["solve", "linear system", "mldivide", "least squares"],
    related=["inv", "mldivide", "lu", "qr"],
    signatures=["X = linsolve(A, B)", "X = linsolve(A, B, opts)"],
    errors=[ErrorSpec(identifier="MATLAB:dimagree", when="A and B have different numbers of rows")],
    examples=[Example(code="x = linsolve([2 0; 0 4], [2; 8])", output="x =\n\n     1\n     2\n\n")],
)
def linsolve(a: Any, b: Any, opts: Any = None, *, ctx: Any) -> Any:
    A, s1 = matrix(a, "linsolve")
    B, s2 = matrix(b, "linsolve")
    if A.shape[0] != B.shape[0]:
        raise MException("MATLAB:dimagree", "Matrix dimensions must agree.")
    single = s1 or s2
    if A.shape[0] == A.shape[1]:
        try:
            with np.errstate(all="ignore"):
                x = np.linalg.solve(A, B)
                rc = _rcond(A, np.linalg.inv(A))
        except np.linalg.LinAlgError:
            x = np.full((A.shape[1], B.shape[1]), np.inf)
            rc = 0.0
        _warn_conditioning(ctx, rc, single)
    else:
        x = np.linalg.lstsq(A, B, rcond=None)[0]
    return as_class(x, single)
