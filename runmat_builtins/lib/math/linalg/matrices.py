"""blkdiag, rref, normest, lscov: block diagonal assembly, reduced row echelon form, the
power-iteration 2-norm estimate and weighted least squares."""

from __future__ import annotations

import math
from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.array.shape._args import doubles, nd, scalar_value, values
from runmat_builtins.lib.math.linalg._mat import as_class, matrix
from runmat_builtins.lib.math.random._state import context
from runmat_builtins.numeric import NUMERIC_CLASSES, class_name, undefined
from runmat_builtins.numeric.convert import char_codes
from runmat_builtins.spec import ErrorSpec, Example



@runtime_builtin(
    summary="Block diagonal matrix: B = blkdiag(A1, ..., AN) places the inputs along the diagonal.",
    description="Each input is a 2-D matrix (any size, empty allowed); the result is "
                "sum(rows)-by-sum(cols) with zeros off the blocks. The class follows "
                "concatenation: single if any input is single, an integer class if any input is "
                "one, logical only if all are logical; char becomes double.",
    keywords=["block diagonal", "matrix", "construct", "assemble"], related=["diag", "horzcat", "kron"],
    signatures=["B = blkdiag(A1, ..., AN)"],
    errors=[ErrorSpec(identifier="MATLAB:blkdiag:inputMustBe2D", when="an input has more than 2 dimensions"),
            ErrorSpec(identifier="MATLAB:UndefinedFunction", when="an input is a cell, struct or string")],
    examples=[Example(code="B = blkdiag([1 2; 3 4], 5)", output="B =\n\n"
                                                                "     1     2     0\n"
                                                                "     3     4     0\n"
                                                                "     0     0     5\n\n")],
)
def blkdiag(*args: Any) -> Any:
    mats = []
    classes = []
    for a in args:
        cls = class_name(a)
        if cls not in NUMERIC_CLASSES and cls not in ("logical", "char"):
            raise undefined("blkdiag", cls)
        m = nd(a)
        if m.ndim > 2:
            raise MException("MATLAB:blkdiag:inputMustBe2D", "Inputs must be 2-D.")
        if cls == "char":
            m = char_codes(m)
            cls = "double"
        mats.append(m)
        classes.append(cls)
    if not mats:
        return np.zeros((0, 0))
    ints = [c for c in classes if c not in ("double", "single", "logical")]
    if ints:
        dt = mats[classes.index(ints[0])].dtype
    elif all(c == "logical" for c in classes):
        dt = np.dtype(bool)
    else:
        cplx = any(m.dtype.kind == "c" for m in mats)
        single = "single" in classes
        dt = np.dtype((np.complex64 if single else np.complex128) if cplx else (np.float32 if single else np.float64))
    rows = sum(m.shape[0] for m in mats)
    cols = sum(m.shape[1] for m in mats)
    out = np.zeros((rows, cols), dtype=dt)
    r = c = 0
    for m in mats:
        if ints:
            from runmat_builtins.numeric import cast_to
            m = cast_to(m, ints[0])
        out[r:r + m.shape[0], c:c + m.shape[1]] = m
        r += m.shape[0]
        c += m.shape[1]
    return out


@runtime_builtin(
    summary="Reduced row echelon form by Gauss-Jordan elimination with partial pivoting.",
    description="R = rref(A) uses the tolerance max(size(A))*eps*norm(A, Inf) to treat small "
                "pivots as zero (rref(A, tol) sets it). [R, p] = rref(A) also returns the pivot "
                "columns as a row vector: length(p) estimates rank(A).",
    keywords=["row echelon", "gauss-jordan", "elimination", "rank", "pivot"], related=["rank", "lu", "inv", "null"],
    signatures=["R = rref(A)", "R = rref(A, tol)", "[R, p] = rref(A)", "[R, p] = rref(A, tol)"],
    errors=[ErrorSpec(identifier="MATLAB:UndefinedFunction", when="A is not double or single"),
            ErrorSpec(identifier="MATLAB:rref:inputMustBe2D", when="A has more than 2 dimensions")],
    examples=[Example(code="R = rref([1 2 3; 4 5 6; 7 8 10])", output="R =\n\n"
                                                                      "     1     0     0\n"
                                                                      "     0     1     0\n"
                                                                      "     0     0     1\n\n"),
              Example(code="[R, p] = rref([1 2; 2 4])", output="R =\n\n"
                                                               "     1     2\n"
                                                               "     0     0\n\n"
                                                               "p =\n\n"
                                                               "     1\n\n")],
)
def rref(a: Any, tol: Any = None, *, nargout: int) -> Any:
    A, single = matrix(a, "rref")
    A = A.astype(A.dtype if A.dtype.kind in "fc" else np.float64, copy=True)
    m, n = A.shape
    if tol is None:
        eps = np.finfo(np.float32 if single else np.float64).eps
        t = max(m, n) * eps * (np.abs(A).sum(axis=1).max() if A.size else 0.0)
    else:
        tv = values(tol)
        if len(tv) != 1:
            raise MException("MATLAB:rref:invalidTolerance", "Tolerance must be a scalar.")
        t = float(tv[0])
    i = j = 0
    jb: list[float] = []
    while i < m and j < n:
        col = np.abs(A[i:, j])
        k = int(np.argmax(col)) + i
        p = col[k - i]
        if p <= t:
            A[i:, j] = 0
            j += 1
        else:
            jb.append(j + 1.0)
            A[[i, k], j:] = A[[k, i], j:]
            A[i, j:] = A[i, j:] / A[i, j]
            for r in range(m):
                if r != i:
                    A[r, j:] = A[r, j:] - A[r, j] * A[i, j:]
            i += 1
            j += 1
    R = as_class(A, single)
    if nargout > 1:
        return R, np.array([jb], dtype=np.float64).reshape(1, len(jb))
    return R


@runtime_builtin(
    summary="2-norm estimate by power iteration: nrm = normest(S), normest(S, tol).",
    description="Iterates x = S'*(S*x) until the estimate changes by less than tol relative "
                "(default 1e-6), at most 100 times (then warns MATLAB:normest:notconverge). "
                "[nrm, count] also returns the number of iterations.",
    keywords=["norm", "estimate", "power iteration", "2-norm", "sparse"], related=["norm", "condest", "svd"],
    signatures=["nrm = normest(S)", "nrm = normest(S, tol)", "[nrm, count] = normest(S)", "[nrm, count] = normest(S, tol)"],
    errors=[ErrorSpec(identifier="MATLAB:UndefinedFunction", when="S is not double or single"),
            ErrorSpec(identifier="MATLAB:normest:inputMustBe2D", when="S has more than 2 dimensions")],
    examples=[Example(code="[n, c] = normest([1 2; 3 4])", output="n =\n\n    5.4650\n\nc =\n\n     3\n\n")],
)
def normest(s: Any, tol: Any = None, *, nargout: int, ctx: Any = None) -> Any:
    S, single = matrix(s, "normest")
    S = S.astype(np.complex128 if S.dtype.kind == "c" else np.float64)
    t = 1e-6 if tol is None else float(scalar_value(tol))
    x = np.abs(S).sum(axis=0)
    cnt = 0
    e = float(np.linalg.norm(x))
    if e > 0:
        x = x / e
        e0 = 0.0
        while abs(e - e0) > t * e:
            e0 = e
            sx = S @ x
            if not np.any(sx):
                sx = np.random.default_rng().random(sx.shape)
            x = S.conj().T @ sx
            normx = float(np.linalg.norm(x))
            e = normx / float(np.linalg.norm(sx))
            x = x / normx
            cnt += 1
            if cnt > 100:
                context(ctx).warn("MATLAB:normest:notconverge",
                                  f"NORMEST did not converge for 100 iterations with tolerance {t:g}")
                break
    e = float(np.float32(e)) if single else e
    r = np.array([[e]], dtype=np.float32) if single else e
    return (r, float(cnt)) if nargout > 1 else r


def _weights(w: Any, m: int) -> tuple[str, Any]:
    W = doubles(w)
    if W.size == m and (W.shape[0] == 1 or W.shape[1] == 1):
        if np.any(W < 0):
            raise MException("MATLAB:lscov:InvalidWeights", "Weights must be nonnegative.")
        return "w", W.reshape(-1)
    if W.shape == (m, m):
        return "V", W
    raise MException("MATLAB:lscov:InputSizeMismatch",
                     "The third input must be a vector of weights or a covariance matrix with as many rows as A.")


@runtime_builtin(
    summary="Least squares with known covariance: x = lscov(A, B), lscov(A, B, w), lscov(A, B, V).",
    description="Minimizes (B - A*x)'*diag(w)*(B - A*x) for a weight vector w, or "
                "(B - A*x)'*inv(V)*(B - A*x) for a covariance matrix V (default: ordinary least "
                "squares). [x, stdx, mse] also returns the standard errors of x and the mean "
                "squared error; [x, stdx, mse, S] the covariance of x.",
    keywords=["least squares", "weighted", "regression", "covariance", "fit"], related=["mldivide", "lsqnonneg", "regress"],
    signatures=["x = lscov(A, B)", "x = lscov(A, B, w)", "x = lscov(A, B, V)", "[x, stdx] = lscov(A, B, w)",
                "[x, stdx, mse] = lscov(A, B, w)", "[x, stdx, mse, S] = lscov(A, B, w)"],
    errors=[ErrorSpec(identifier="MATLAB:lscov:InputSizeMismatch", when="A and B (or the weights) have different row counts"),
            ErrorSpec(identifier="MATLAB:lscov:InvalidWeights", when="a weight is negative"),
            ErrorSpec(identifier="MATLAB:lscov:NonPosDefCov", when="V is not positive definite"),
            ErrorSpec(identifier="MATLAB:UndefinedFunction", when="A or B is not double or single")],
    examples=[Example(code="x = lscov([1 0; 1 1; 1 2], [1; 2; 4])", output="x =\n\n    0.8333\n    1.5000\n\n")],
)
def lscov(a: Any, b: Any, w: Any = None, *, nargout: int) -> Any:
    A, s1 = matrix(a, "lscov")
    B, s2 = matrix(b, "lscov")
    single = s1 or s2
    m, n = A.shape
    if B.shape[0] != m:
        raise MException("MATLAB:lscov:InputSizeMismatch", "A and B must have the same number of rows.")
    Aw, Bw = A.astype(np.result_type(A, np.float64)), B.astype(np.result_type(B, np.float64))
    if w is not None:
        kind, W = _weights(w, m)
        if kind == "w":
            sw = np.sqrt(W).reshape(-1, 1)
            Aw, Bw = sw * Aw, sw * Bw
        else:
            try:
                L = np.linalg.cholesky(W)
            except np.linalg.LinAlgError:
                raise MException("MATLAB:lscov:NonPosDefCov", "V must be a positive definite matrix.") from None
            Aw, Bw = np.linalg.solve(L, Aw), np.linalg.solve(L, Bw)
    if np.isfinite(Aw).all() and np.isfinite(Bw).all():
        x, _res, rank, _sv = np.linalg.lstsq(Aw, Bw, rcond=None)
    else:  # NaN or Inf in the data: NaN coefficients (LAPACK's SVD does not converge)
        x, rank = np.full((Aw.shape[1], Bw.shape[1]), np.nan), 0
    outs: list[Any] = [as_class(x, single)]
    if nargout > 1:
        r = Bw - Aw @ x
        dof = max(m - rank, 0)
        mse = (np.sum(np.abs(r) ** 2, axis=0) / dof) if dof > 0 else np.zeros(B.shape[1])
        AtA = Aw.conj().T @ Aw
        # NaN or Inf data: a NaN covariance (LAPACK's SVD inside pinv does not converge)
        G = np.linalg.pinv(AtA) if np.isfinite(AtA).all() else np.full(AtA.shape, np.nan)
        d = np.real(np.diag(G)).reshape(-1, 1)
        stdx = np.sqrt(d * mse.reshape(1, -1))
        outs.append(as_class(stdx, single))
        outs.append(as_class(mse.reshape(1, -1), single) if mse.size != 1 else float(mse[0]))
        if nargout > 3:
            outs.append(as_class(G * (mse[0] if mse.size else 0.0), single))
    return tuple(outs) if nargout > 1 else outs[0]
