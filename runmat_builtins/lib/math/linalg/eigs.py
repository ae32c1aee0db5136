"""eigs: a subset of eigenvalues (and eigenvectors) chosen by magnitude, real part or
closeness to a shift. RunMat's sparse matrices are stored densely, so the full
eigendecomposition (LAPACK, deterministic) is computed and the k wanted pairs selected in
MATLAB's order; a function handle A is turned into its matrix column by column."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.array.shape._args import array_arg, is_empty_arg, nd, option, values
from runmat_builtins.lib.math.functionfunctions._callback import call, context
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.values import FunctionHandle, StructArray

_SIGMAS = {"lm": "largestabs", "sm": "smallestabs", "la": "largestreal", "sa": "smallestreal",
           "lr": "largestreal", "sr": "smallestreal", "li": "largestimag", "si": "smallestimag", "be": "bothendsreal"}
_NAMES = {"largestabs", "smallestabs", "largestreal", "smallestreal", "largestimag", "smallestimag",
          "bothendsreal", "bothendsimag"}


def _matrix(A: Any, rest: list[Any], ctx: Any) -> np.ndarray:
    if isinstance(A, FunctionHandle):
        if not rest:
            raise MException("MATLAB:eigs:InvalidInput", "The size n must follow a function handle.")
        nv = values(rest.pop(0))
        if len(nv) != 1 or not np.isfinite(nv[0]) or nv[0] < 1 or nv[0] != int(nv[0]):
            raise MException("MATLAB:eigs:InvalidInput", "The size n must be a positive integer.")
        n = int(nv[0])
        c = context(ctx)
        eye = np.eye(n)
        cols = [nd(call(c, A, eye[:, [j]])).reshape(-1) for j in range(n)]
        return np.column_stack(cols)
    a = nd(A, objects=True)
    if getattr(a, "dtype", None) is None or a.dtype.kind not in "biufc" or a.ndim != 2:
        raise MException("MATLAB:eigs:InvalidInput", "A must be a numeric matrix or a function handle.")
    if a.shape[0] != a.shape[1]:
        raise MException("MATLAB:eigs:NonSquareMatrix", "Matrix A must be square.")
    if not np.all(np.isfinite(a)):
        raise MException("MATLAB:eigs:NonFiniteInput", "A must not contain Inf or NaN.")
    return a.astype(np.complex128 if a.dtype.kind == "c" else np.float64)


def _order(w: np.ndarray, sigma: Any, k: int) -> np.ndarray:
    """Indices of the k wanted eigenvalues, in MATLAB's order."""
    idx = np.arange(w.size)
    if isinstance(sigma, float):
        return idx[np.lexsort((idx, np.abs(w - sigma)))][:k]
    key = {"largestabs": -np.abs(w), "smallestabs": np.abs(w), "largestreal": -w.real, "smallestreal": w.real,
           "largestimag": -w.imag, "smallestimag": w.imag}.get(sigma)
    if key is not None:
        return idx[np.lexsort((idx, key))][:k]
    srt = idx[np.lexsort((idx, -(w.real if sigma == "bothendsreal" else w.imag)))]
    hi, lo = (k + 1) // 2, k // 2
    return np.concatenate([srt[:hi], srt[::-1][:lo][::-1]]) if lo else srt[:hi]


@runtime_builtin(
    summary="A subset of eigenvalues and eigenvectors: d = eigs(A, k, sigma), [V, D, flag] = eigs(...).",
    description="k defaults to 6 (or n); sigma is 'largestabs' (default), 'smallestabs', 'largestreal', "
                "'smallestreal', 'largestimag', 'smallestimag', 'bothendsreal', the old two-letter names "
                "('lm', 'sm', 'la', 'sa'), or a number (the eigenvalues closest to it). eigs(A, B, k, sigma) "
                "solves the generalized problem; eigs(Afun, n, ...) takes a function computing A*x. "
                "Computed from the full eigendecomposition, so results are exact and deterministic.",
    keywords=["eigenvalues", "sparse", "largest", "smallest", "arpack"], related=["eig", "svds"],
    signatures=["d = eigs(A)", "d = eigs(A, k)", "d = eigs(A, k, sigma)", "d = eigs(A, k, sigma, opts)",
                "d = eigs(A, B, k, sigma)", "d = eigs(Afun, n, k)", "[V, D] = eigs(___)", "[V, D, flag] = eigs(___)"],
    errors=[ErrorSpec(identifier="MATLAB:eigs:NonSquareMatrix", when="A is not square"),
            ErrorSpec(identifier="MATLAB:eigs:InvalidSigma", when="sigma is not a known name or a number")],
    examples=[Example(code="A = diag(1:10);\nd = eigs(A, 3);\nfprintf('%g ', d); fprintf('\\n');\n"
                           "d = eigs(A, 2, 'smallestabs');\nfprintf('%g ', d); fprintf('\\n')",
                      output="10 9 8 \n1 2 \n")],
)
def eigs(A: Any, *args: Any, nargout: int, ctx: Any = None) -> Any:
    import scipy.linalg  # start-up: scipy loads on first use

    rest = list(args)
    a = _matrix(A, rest, ctx)
    n = a.shape[0]
    B = None
    if rest and not (isinstance(rest[0], StructArray)) and option(rest[0]) is None:
        cand = nd(rest[0])
        if getattr(cand, "ndim", 0) == 2 and cand.shape == (n, n) and n > 1 and cand.dtype.kind in "biufc":
            B = cand.astype(np.float64 if cand.dtype.kind != "c" else np.complex128)
            rest.pop(0)
    k = min(6, n)
    if rest and option(rest[0]) is None and not isinstance(rest[0], StructArray):
        kv = values(rest.pop(0))
        if len(kv) != 1 or not np.isfinite(kv[0]) or kv[0] < 0 or kv[0] != int(kv[0]):
            raise MException("MATLAB:eigs:InvalidK", "K must be a nonnegative integer.")
        k = min(int(kv[0]), n)
    sigma: Any = "largestabs"
    if rest and not isinstance(rest[0], StructArray) and not is_empty_arg(rest[0]):
        s = rest.pop(0)
        name = option(s)
        if name is not None:
            name = _SIGMAS.get(name, name)
            if name not in _NAMES:
                raise MException("MATLAB:eigs:InvalidSigma", f"Unrecognized value '{option(s)}' for sigma.")
            sigma = name
        else:
            sv = array_arg(s).reshape(-1)  # MATLAB's invalidType for a table, map or object
            if sv.size != 1 or sv.dtype.kind not in "biufc":
                raise MException("MATLAB:eigs:InvalidSigma", "SIGMA must be a scalar or a character vector.")
            sigma = complex(sv[0]) if sv.dtype.kind == "c" else float(sv[0])
            sigma = sigma.real if isinstance(sigma, complex) and sigma.imag == 0 else sigma
            sigma = float(sigma) if not isinstance(sigma, complex) else sigma
    hermitian = B is None and np.allclose(a, a.conj().T, rtol=0, atol=0)
    if hermitian:
        w, V = np.linalg.eigh(a)
    else:
        w, V = scipy.linalg.eig(a, B) if B is not None else np.linalg.eig(a)
    if isinstance(sigma, complex):
        order = np.argsort(np.abs(w - sigma), kind="stable")[:k]
    else:
        order = _order(w, sigma, k)
    d, vecs = w[order], V[:, order]
    if np.iscomplexobj(d) and not np.any(d.imag):
        d = d.real
    if np.iscomplexobj(vecs) and not np.any(vecs.imag):
        vecs = vecs.real
    if nargout <= 1:
        return d.reshape(-1, 1)
    out = (vecs, np.diag(d))
    if nargout > 2:
        out += (0.0,)
    return out
