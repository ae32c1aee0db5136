"""Norms and vector products: norm, dot, cross."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.array.shape._args import default_dim, dim_arg, nd, option, scalar_value, values
from runmat_builtins.lib.math.linalg._mat import matrix
from runmat_builtins.lib.math.reduction._core import scalar_out, shaped
from runmat_builtins.numeric import class_name, to_numeric, undefined
from runmat_builtins.spec import ErrorSpec, Example



@runtime_builtin(
    summary="Vector p-norms and matrix 1, 2, Inf and Frobenius norms.",
    description="For vectors norm(v, p) is sum(abs(v).^p)^(1/p) (Inf: max abs, -Inf: min abs); "
                "for matrices 2 is the largest singular value, 1 the largest column sum, Inf "
                "the largest row sum and 'fro' the Frobenius norm. norm([]) is 0.",
    keywords=["norm", "magnitude", "length", "euclidean", "frobenius"],
    related=["vecnorm", "cond", "svd", "abs"],
    signatures=["n = norm(v)", "n = norm(v, p)", "n = norm(X)", "n = norm(X, p)", "n = norm(X, 'fro')"],
    errors=[ErrorSpec(identifier="MATLAB:norm:unknownNorm", when="p is not a supported matrix norm")],
    examples=[Example(code="n = norm([3 4])", output="n =\n\n     5\n\n"),
              Example(code="n = norm([1 2; 3 4], 1)", output="n =\n\n     6\n\n"),
              Example(code="n = norm([1 2; 3 4], 'fro')", output="n =\n\n    5.4772\n\n")],
    accel={"kind": "reduction", "residency": "inherit"},
)
def norm(x: Any, p: Any = None, *, xp: Any) -> Any:
    if type(x) is float and p is None:
        return abs(x)
    A, single = matrix(x, "norm", xp)
    w = option(p) if p is not None else None
    if p is not None and w is None:
        pv = scalar_value(p)
    elif w in ("inf",):
        pv = np.inf
    elif w == "-inf":
        pv = -np.inf
    elif w == "fro" or p is None:
        pv = 2.0
    else:
        raise MException("MATLAB:norm:unknownNorm", "The only matrix norms available are 1, 2, inf, and 'fro'.")
    if A.size == 0:
        return 0.0
    is_vec = A.shape[0] == 1 or A.shape[1] == 1
    mag = xp.abs(A)
    if is_vec or w == "fro":
        v = mag.reshape(-1)
        if w == "fro":
            r = xp.sqrt(xp.sum(mag * mag))
        elif pv == np.inf:
            r = xp.max(v)
        elif pv == -np.inf:
            r = xp.min(v)
        elif pv == 2:
            scale = xp.max(v)
            r = scale * xp.sqrt(xp.sum((v / scale) ** 2)) if float(scale) not in (0.0, np.inf) else scale
        elif pv == 1:
            r = xp.sum(v)
        elif pv == 0:
            r = xp.asarray(float(xp.count_nonzero(v)))
        else:
            r = xp.sum(v ** pv) ** (1.0 / pv)
    else:
        if pv == 2:
            h = np.asarray(A)  # NaN or Inf make the 2-norm NaN (MATLAB), not a LAPACK failure
            r = np.linalg.svd(h, compute_uv=False)[0] if np.isfinite(h).all() else np.nan
        elif pv == 1:
            r = xp.max(xp.sum(mag, axis=0))
        elif pv == np.inf:
            r = xp.max(xp.sum(mag, axis=1))
        else:
            raise MException("MATLAB:norm:unknownNorm",
                             "The only matrix norms available are 1, 2, inf, and 'fro'.")
    if single:
        return xp.reshape(xp.asarray(r, dtype=np.float32), (1, 1))
    return float(r)


def _pair(a: Any, b: Any, fname: str, xp: Any) -> tuple[Any, Any, bool]:
    for v in (a, b):
        cls = class_name(v)
        if cls not in ("double", "single", "logical", "char") and not cls.startswith(("int", "uint")):
            raise undefined(fname, cls)
    single = class_name(a) == "single" or class_name(b) == "single"
    x = nd(to_numeric(a, xp), xp)
    y = nd(to_numeric(b, xp), xp)
    return x.astype(np.float64) if x.dtype.kind in "iu" else x, y.astype(np.float64) if y.dtype.kind in "iu" else y, single


@runtime_builtin(
    summary="Dot product: sum(conj(A).*B) along the first non-singleton dimension (or dim).",
    keywords=["dot product", "inner product", "scalar product"],
    related=["cross", "norm", "mtimes"],
    signatures=["C = dot(A, B)", "C = dot(A, B, dim)"],
    errors=[ErrorSpec(identifier="MATLAB:dot:InputSizeMismatch", when="A and B differ in size")],
    examples=[Example(code="c = dot([1 2 3], [4 5 6])", output="c =\n\n    32\n\n"),
              Example(code="c = dot([1 2; 3 4], [1 2; 3 4])", output="c =\n\n    10    20\n\n")],
    accel={"kind": "reduction", "data": [0, 1]},
)
def dot(a: Any, b: Any, dim: Any = None, *, xp: Any) -> Any:
    x, y, single = _pair(a, b, "dot", xp)
    vec = lambda s: len(s) == 2 and (s[0] == 1 or s[1] == 1)  # noqa: E731
    if dim is None and vec(x.shape) and vec(y.shape) and x.size == y.size:
        x, y = x.reshape(-1, 1), y.reshape(-1, 1)
    if tuple(x.shape) != tuple(y.shape):
        raise MException("MATLAB:dot:InputSizeMismatch", "A and B must be same size.")
    ax = default_dim(x.shape) if dim is None else dim_arg(dim)
    prodv = xp.conj(x) * y
    if ax >= prodv.ndim:
        out = prodv
    else:
        out = shaped(xp.sum(prodv, axis=ax, keepdims=True), False)
    if single:
        out = out.astype(np.complex64 if out.dtype.kind == "c" else np.float32)
    return scalar_out(out)


@runtime_builtin(
    summary="Cross product of 3-element vectors (or along the first dimension of length 3).",
    keywords=["cross product", "vector product", "normal"],
    related=["dot", "norm"],
    signatures=["C = cross(A, B)", "C = cross(A, B, dim)"],
    errors=[ErrorSpec(identifier="MATLAB:cross:InvalidDimAorBRow",
                      when="A and B do not have length 3 in the working dimension")],
    examples=[Example(code="c = cross([1 0 0], [0 1 0])", output="c =\n\n     0     0     1\n\n")],
    accel={"kind": "custom"},
)
def cross(a: Any, b: Any, dim: Any = None, *, xp: Any) -> Any:
    x, y, single = _pair(a, b, "cross", xp)
    bad = MException("MATLAB:cross:InvalidDimAorBRow",
                     "A and B must be of length 3 in the dimension in which the cross product is taken.")
    if dim is None and x.size == 3 and y.size == 3 and (1 in x.shape) and (1 in y.shape):
        if tuple(x.shape) != tuple(y.shape):
            y = y.reshape(x.shape)
        ax = int(np.argmax(x.shape))
    else:
        if tuple(x.shape) != tuple(y.shape):
            raise MException("MATLAB:cross:InputSizeMismatch", "A and B must be of the same size.")
        if dim is None:
            cands = [i for i, s in enumerate(x.shape) if s == 3]
            if not cands:
                raise bad
            ax = cands[0]
        else:
            ax = dim_arg(dim)
            if ax >= x.ndim or x.shape[ax] != 3:
                raise bad
    out = xp.cross(x, y, axis=ax)
    if single:
        out = out.astype(np.float32)
    return out
