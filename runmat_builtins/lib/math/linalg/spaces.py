"""Subspaces and matrix functions: null, orth, expm."""

from __future__ import annotations

from typing import Any

import numpy as np
from runmat_builtins.lazy import lazy

sla = lazy("scipy.linalg")

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.lib.array.shape._args import scalar_value, values
from runmat_builtins.lib.math.linalg._mat import as_class, matrix, require_finite
from runmat_builtins.spec import ErrorSpec, Example



def _svd_rank(A: np.ndarray, tol: Any) -> tuple[np.ndarray, np.ndarray, np.ndarray, int]:
    require_finite(A, "svd")
    u, s, vh = np.linalg.svd(A, full_matrices=True)
    t = scalar_value(tol) if tol is not None else (max(A.shape) * np.spacing(s[0]) if s.size else 0.0)
    return u, s, vh, int(np.sum(s > t))


@runtime_builtin(
    summary="Orthonormal basis for the null space of A (from the SVD).",
    keywords=["null space", "kernel", "basis", "svd"],
    related=["orth", "rank", "svd"],
    signatures=["Z = null(A)", "Z = null(A, tol)"],
    examples=[Example(code="Z = null([1 1; 1 1]);\ndisp(size(Z))", output="     2     1\n")],
)
def null(a: Any, tol: Any = None) -> Any:
    A, single = matrix(a, "null")
    if A.size == 0:
        return np.eye(A.shape[1])
    _, _, vh, r = _svd_rank(A, tol)
    return as_class(vh[r:].conj().T.copy(), single)


@runtime_builtin(
    summary="Orthonormal basis for the range (column space) of A (from the SVD).",
    keywords=["range", "column space", "basis", "orthonormal"],
    related=["null", "rank", "qr"],
    signatures=["Q = orth(A)", "Q = orth(A, tol)"],
    examples=[Example(code="Q = orth([1 1; 1 1]);\ndisp(size(Q))", output="     2     1\n")],
)
def orth(a: Any, tol: Any = None) -> Any:
    A, single = matrix(a, "orth")
    if A.size == 0:
        return np.zeros((A.shape[0], 0))
    u, _, _, r = _svd_rank(A, tol)
    return as_class(u[:, :r].copy(), single)


@runtime_builtin(
    summary="Matrix exponential (Pade approximation with scaling and squaring).",
    keywords=["matrix exponential", "exp", "differential equations"],
    related=["exp", "logm", "sqrtm"],
    signatures=["Y = expm(X)"],
    errors=[ErrorSpec(identifier="MATLAB:square", when="X is not square")],
    examples=[Example(code="Y = expm(zeros(2))", output="Y =\n\n     1     0\n     0     1\n\n")],
)
def expm(x: Any) -> Any:
    A, single = matrix(x, "expm", square=True)
    if A.size == 0:
        return A.copy()
    return as_class(sla.expm(A), single)
