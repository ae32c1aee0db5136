"""Classic test matrices: Hilbert and its exact inverse, Vandermonde, Toeplitz, Hankel,
Pascal, companion, Hadamard, Rosser and Wilkinson, each built the way MATLAB's own
function files document it (same orientation, signs and conflict warnings)."""

from __future__ import annotations

import math
from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.array.shape._args import nd
from runmat_builtins.lib.math.gallery._common import as_class, class_arg, order, out_class, vector
from runmat_builtins.spec import ErrorSpec, Example



@runtime_builtin(
    summary="Hilbert matrix H(i, j) = 1/(i + j - 1): a famously ill-conditioned test matrix.",
    keywords=["hilbert", "ill-conditioned", "test matrix"], related=["invhilb", "gallery"],
    signatures=["H = hilb(n)", "H = hilb(n, classname)"],
    errors=[ErrorSpec(identifier="MATLAB:hilb:InvalidN", when="n is not a nonnegative integer")],
    examples=[Example(code="H = hilb(3)",
                      output="H =\n\n"
                             "    1.0000    0.5000    0.3333\n"
                             "    0.5000    0.3333    0.2500\n"
                             "    0.3333    0.2500    0.2000\n\n")],
    accel={"kind": "host-only", "residency": "new"},
)
def hilb(n: Any, classname: Any = None) -> Any:
    k = order(n, "hilb")
    i = np.arange(1, k + 1, dtype=np.float64)
    return as_class(1.0 / (i[:, None] + i[None, :] - 1), class_arg(classname, "hilb"))


_EXACT_INVHILB = 300  # orders computed in exact integers; beyond, MATLAB's double recurrence


def _invhilb_float(k: int) -> np.ndarray:
    """invhilb(k) by MATLAB's recurrence carried in logarithms, a row at a time (its products
    along j as cumulative sums): the exact integers of a large order have thousands of digits
    (invhilb(5552) took minutes), and nearly every entry is +-Inf in double anyway; a sum of
    logarithms does not overflow on the way to an entry that is finite (relative error ~1e-12)."""
    h = np.empty((k, k), dtype=np.float64)
    j = np.arange(2, k + 1, dtype=np.float64)
    lf = np.log((k - j + 1) * (k + j - 1)) - 2 * np.log(j - 1)  # |r(j)| = |r(j-1)| * exp(lf(j))
    sign = np.where(np.arange(1, k) % 2 == 1, -1.0, 1.0)  # r(j) changes sign at every step
    lp = math.log(k)
    with np.errstate(all="ignore"):
        for i in range(1, k + 1):
            lr = 2 * lp
            h[i - 1, i - 1] = np.exp(lr - math.log(2 * i - 1))
            if i < k:
                vals = sign[:k - i] * np.exp(lr + np.cumsum(lf[i - 1:]) - np.log(j[i - 1:] + (i - 1)))
                h[i - 1, i:] = vals
                h[i:, i - 1] = vals
                lp += math.log(k - i) + math.log(k + i) - 2 * math.log(i)
    return np.rint(h, out=h)  # every entry is an integer: exact below 2^53 (H(1,1) is k^2)


def _ratio(r: int, d: int) -> float:
    """r / d of exact integers (d > 0) as a double: +-Inf past realmax, as MATLAB's and Octave's
    floating-point recurrence gives (invhilb(300) has 66506 infinite entries in Octave 7.3)."""
    try:
        return r / d
    except OverflowError:
        return math.inf if r > 0 else -math.inf


@runtime_builtin(
    summary="Exact inverse of the Hilbert matrix (integer entries, computed exactly).",
    description="Entries are exact integers for n < 15 in double precision; beyond, they exceed "
                "flintmax and are rounded (past order 300 computed in logarithms, to about 1e-12).",
    keywords=["inverse hilbert", "test matrix"], related=["hilb", "inv"],
    signatures=["H = invhilb(n)", "H = invhilb(n, classname)"],
    errors=[ErrorSpec(identifier="MATLAB:invhilb:InvalidN", when="n is not a nonnegative integer")],
    examples=[Example(code="H = invhilb(3)",
                      output="H =\n\n     9   -36    30\n   -36   192  -180\n    30  -180   180\n\n")],
    accel={"kind": "host-only", "residency": "new"},
)
def invhilb(n: Any, classname: Any = None) -> Any:
    k = order(n, "invhilb")
    cls = class_arg(classname, "invhilb")  # refused before any work
    if k > _EXACT_INVHILB:
        return as_class(_invhilb_float(k), cls)
    h = np.zeros((k, k), dtype=np.float64)
    p = k
    for i in range(1, k + 1):  # MATLAB's recurrence, in exact Python integers
        r = p * p
        h[i - 1, i - 1] = _ratio(r, 2 * i - 1)
        for j in range(i + 1, k + 1):
            r = -((k - j + 1) * r * (k + j - 1)) // ((j - 1) ** 2)
            h[i - 1, j - 1] = h[j - 1, i - 1] = _ratio(r, i + j - 1)
        p = ((k - i) * p * (k + i)) // (i * i)
    return as_class(h, cls)


@runtime_builtin(
    summary="Vandermonde matrix: column j is v.^(n-j), so the last column is ones.",
    keywords=["vandermonde", "polynomial fitting"], related=["polyfit", "polyval"],
    signatures=["A = vander(v)"],
    errors=[ErrorSpec(identifier="MATLAB:UndefinedFunction", when="v is not numeric")],
    examples=[Example(code="V = vander([1 2 3])", output="V =\n\n"
                                                         "     1     1     1\n"
                                                         "     4     2     1\n"
                                                         "     9     3     1\n\n")],
    accel={"kind": "host-only", "residency": "new"},
)
def vander(v: Any) -> Any:
    x = vector(v, "vander")
    k = x.size
    a = x[:, None] ** np.arange(k - 1, -1, -1)[None, :] if k else np.zeros((0, 0))
    return as_class(np.asarray(a), out_class(v))


@runtime_builtin(
    summary="Toeplitz matrix from a first column c and first row r (constant diagonals).",
    description="toeplitz(r) alone is symmetric (Hermitian off the diagonal for complex r). When "
                "c(1) and r(1) differ, the column wins and MATLAB's warning is issued.",
    keywords=["toeplitz", "constant diagonal"], related=["hankel", "gallery"],
    signatures=["T = toeplitz(c, r)", "T = toeplitz(r)"],
    errors=[ErrorSpec(identifier="MATLAB:UndefinedFunction", when="an argument is not numeric")],
    examples=[Example(code="T = toeplitz([1 2 3])", output="T =\n\n"
                                                           "     1     2     3\n"
                                                           "     2     1     2\n"
                                                           "     3     2     1\n\n"),
              Example(code="T = toeplitz([1 2 3], [1 5 6 7])",
                      output="T =\n\n"
                             "     1     5     6     7\n"
                             "     2     1     5     6\n"
                             "     3     2     1     5\n\n")],
    accel={"kind": "host-only", "residency": "new"},
)
def toeplitz(c: Any, r: Any = None, *, ctx: Any = None) -> Any:
    if r is None:
        row = vector(c, "toeplitz")
        col = np.conj(row)
        if row.size:
            col[0] = row[0]
        cls = out_class(c)
    else:
        col, row = vector(c, "toeplitz"), vector(r, "toeplitz").copy()
        cls = "single" if "single" in (out_class(c), out_class(r)) else "double"
        if col.size and row.size and col[0] != row[0]:
            if ctx is not None:
                ctx.warn("MATLAB:toeplitz:DiagonalConflict",
                         "First element of input column does not match first element of input row. "
                         "\n         Column wins diagonal conflict.")
            row[0] = col[0]
    m, n = col.size, row.size
    i = np.arange(m)[:, None] - np.arange(n)[None, :]
    full = np.concatenate([row[:0:-1], col]) if m else row[:0:-1]
    t = full[i + n - 1] if m and n else np.zeros((m, n), dtype=full.dtype)
    if t.dtype.kind == "c" and not np.any(t.imag) and r is not None:
        t = t.real
    return as_class(np.asarray(t), cls)


@runtime_builtin(
    summary="Hankel matrix from a first column c and last row r (constant anti-diagonals).",
    description="hankel(c) is zero below the first anti-diagonal. When c(end) and r(1) differ, "
                "the column wins and MATLAB's warning is issued.",
    keywords=["hankel", "anti-diagonal"], related=["toeplitz", "gallery"],
    signatures=["H = hankel(c)", "H = hankel(c, r)"],
    errors=[ErrorSpec(identifier="MATLAB:UndefinedFunction", when="an argument is not numeric")],
    examples=[Example(code="H = hankel([1 2 3])", output="H =\n\n"
                                                         "     1     2     3\n"
                                                         "     2     3     0\n"
                                                         "     3     0     0\n\n"),
              Example(code="H = hankel([1 2 3], [3 4 5])", output="H =\n\n"
                                                                  "     1     2     3\n"
                                                                  "     2     3     4\n"
                                                                  "     3     4     5\n\n")],
    accel={"kind": "host-only", "residency": "new"},
)
def hankel(c: Any, r: Any = None, *, ctx: Any = None) -> Any:
    col = vector(c, "hankel")
    if r is None:
        row = np.zeros(col.size, dtype=col.dtype)
        cls = out_class(c)
        if col.size:
            row[0] = col[-1]
    else:
        row = vector(r, "hankel").copy()
        cls = "single" if "single" in (out_class(c), out_class(r)) else "double"
        if col.size and row.size and col[-1] != row[0]:
            if ctx is not None:
                ctx.warn("MATLAB:hankel:AntiDiagonalConflict",
                         "Last element of input column does not match first element of input row. "
                         "\n         Column wins anti-diagonal conflict.")
            row[0] = col[-1]
    m, n = col.size, row.size
    full = np.concatenate([col, row[1:]])
    i = np.arange(m)[:, None] + np.arange(n)[None, :]
    h = full[i] if m and n else np.zeros((m, n))
    return as_class(np.asarray(h), cls)


@runtime_builtin(
    summary="Pascal matrix: symmetric positive definite with binomial-coefficient entries.",
    description="pascal(n, 1) is the lower-triangular Cholesky factor (up to signs), an "
                "involutory matrix; pascal(n, 2) is a rotated version of it, a cube root of the "
                "identity (negated for even n).",
    keywords=["pascal", "binomial", "test matrix"], related=["nchoosek", "gallery"],
    signatures=["P = pascal(n)", "P = pascal(n, k)", "P = pascal(n, k, classname)"],
    errors=[ErrorSpec(identifier="MATLAB:pascal:InvalidK", when="k is not 0, 1 or 2")],
    examples=[Example(code="P = pascal(4)",
                      output="P =\n\n"
                             "     1     1     1     1\n"
                             "     1     2     3     4\n"
                             "     1     3     6    10\n"
                             "     1     4    10    20\n\n"),
              Example(code="P = pascal(3, 1)", output="P =\n\n"
                                                      "     1     0     0\n"
                                                      "     1    -1     0\n"
                                                      "     1    -2     1\n\n")],
    accel={"kind": "host-only", "residency": "new"},
)
def pascal(n: Any, k: Any = None, classname: Any = None) -> Any:
    size = order(n, "pascal")
    kind = 0 if k is None else order(k, "pascal", "K")
    if kind not in (0, 1, 2):
        raise MException("MATLAB:pascal:InvalidK", "K must be 0, 1 or 2.")
    cls = class_arg(classname, "pascal")
    if size == 0:
        return as_class(np.zeros((0, 0)), cls)
    if kind == 0:
        p = np.ones((size, size))
        for i in range(1, size):
            for j in range(1, size):
                p[i, j] = p[i - 1, j] + p[i, j - 1]
        return as_class(p, cls)
    p = np.zeros((size, size))
    p[:, 0] = 1
    for i in range(1, size):  # P(i,j) = P(i-1,j) - P(i-1,j-1) gives the signed Cholesky factor
        for j in range(1, i + 1):
            p[i, j] = p[i - 1, j] - p[i - 1, j - 1]
    if kind == 2:
        p = np.rot90(p, 3)
        if size % 2 == 0:
            p = -p
    return as_class(np.ascontiguousarray(p) + 0.0, cls)


@runtime_builtin(
    summary="Companion matrix of a polynomial: its eigenvalues are the roots of u.",
    description="First row -u(2:n)/u(1), ones on the subdiagonal.",
    keywords=["companion", "polynomial roots"], related=["roots", "poly", "eig"],
    signatures=["A = compan(u)"],
    errors=[ErrorSpec(identifier="MATLAB:compan:NeedVectorInput", when="u is not a vector")],
    examples=[Example(code="C = compan([1 2 3])", output="C =\n\n    -2    -3\n     1     0\n\n")],
    accel={"kind": "host-only", "residency": "new"},
)
def compan(u: Any) -> Any:
    a = nd(u)
    if a.ndim > 2 or min(a.shape) > 1:
        raise MException("MATLAB:compan:NeedVectorInput", "Input argument must be a vector.")
    x = vector(u, "compan")
    k = x.size
    if k <= 1:
        return np.zeros((0, 0))
    c = np.diag(np.ones(k - 2, dtype=x.dtype), -1) if k > 2 else np.zeros((1, 1), dtype=x.dtype)
    c[0, :] = -x[1:] / x[0]
    return as_class(c, out_class(u))


@runtime_builtin(
    summary="Hadamard matrix: entries +1/-1 with mutually orthogonal columns (H'*H = n*I).",
    description="n must be a power of 2, or 12 or 20 times one (MATLAB's construction: "
                "Sylvester doubling of 1, or of the 12 and 20 Paley matrices).",
    keywords=["hadamard", "orthogonal", "walsh"], related=["compan", "gallery"],
    signatures=["H = hadamard(n)", "H = hadamard(n, classname)"],
    errors=[ErrorSpec(identifier="MATLAB:hadamard:InvalidInput",
                      when="n, n/12 or n/20 is not a power of 2")],
    examples=[Example(code="H = hadamard(4)",
                      output="H =\n\n"
                             "     1     1     1     1\n"
                             "     1    -1     1    -1\n"
                             "     1     1    -1    -1\n"
                             "     1    -1    -1     1\n\n")],
    accel={"kind": "host-only", "residency": "new"},
)
def hadamard(n: Any, classname: Any = None) -> Any:
    size = order(n, "hadamard")
    cls = class_arg(classname, "hadamard")

    def pow2(v: float) -> int | None:
        if v >= 1 and v == int(v) and (int(v) & (int(v) - 1)) == 0:
            return int(v).bit_length() - 1
        return None

    if pow2(size) is not None:
        h, e = np.ones((1, 1)), pow2(size)
    elif pow2(size / 12) is not None:
        core = _toeplitz([-1, -1, 1, -1, -1, -1, 1, 1, 1, -1, 1], [-1, 1, -1, 1, 1, 1, -1, -1, -1, 1, -1])
        h = np.block([[np.ones((1, 12))], [np.ones((11, 1)), core]])
        e = pow2(size / 12)
    elif pow2(size / 20) is not None:
        col = [-1, -1, 1, 1, -1, -1, -1, -1, 1, -1, 1, -1, 1, 1, 1, 1, -1, -1, 1]
        row = [1, -1, -1, 1, 1, -1, -1, -1, -1, 1, -1, 1, -1, 1, 1, 1, 1, -1, -1]
        full = np.array(col + row[1:], dtype=np.float64)
        core = full[np.arange(19)[:, None] + np.arange(19)[None, :]]
        h = np.block([[np.ones((1, 20))], [np.ones((19, 1)), core]])
        e = pow2(size / 20)
    else:
        raise MException("MATLAB:hadamard:InvalidInput",
                         "N must be 2^e, 12*2^e or 20*2^e for a nonnegative integer e.")
    for _ in range(e):
        h = np.block([[h, h], [h, -h]])
    return as_class(h, cls)


def _toeplitz(col: list[float], row: list[float]) -> np.ndarray:
    c, r = np.array(col, dtype=np.float64), np.array(row, dtype=np.float64)
    full = np.concatenate([r[:0:-1], c])
    return full[np.arange(c.size)[:, None] - np.arange(r.size)[None, :] + r.size - 1]


_ROSSER = np.array([
    [611, 196, -192, 407, -8, -52, -49, 29],
    [196, 899, 113, -192, -71, -43, -8, -44],
    [-192, 113, 899, 196, 61, 49, 8, 52],
    [407, -192, 196, 611, 8, 44, 59, -23],
    [-8, -71, 61, 8, 411, -599, 208, 208],
    [-52, -43, 49, 44, -599, 411, 208, 208],
    [-49, -8, 8, 59, 208, 208, 99, -911],
    [29, -44, 52, -23, 208, 208, -911, 99]], dtype=np.float64)


@runtime_builtin(
    summary="The Rosser matrix: an 8-by-8 symmetric eigenvalue test matrix (a double, two nearly "
            "equal and a zero eigenvalue).",
    keywords=["rosser", "eigenvalue test", "test matrix"], related=["wilkinson", "eig"],
    signatures=["R = rosser()", "R = rosser(classname)"],
    errors=[ErrorSpec(identifier="MATLAB:rosser:InvalidClassName", when="classname is not double or single")],
    examples=[Example(code="R = rosser();\ndisp(R(1:2, 1:4))", output="   611   196  -192   407\n   196   899   113  -192\n")],
    accel={"kind": "host-only", "residency": "new"},
)
def rosser(classname: Any = None) -> Any:
    return as_class(_ROSSER.copy(), class_arg(classname, "rosser"))


@runtime_builtin(
    summary="Wilkinson's eigenvalue test matrix: symmetric tridiagonal, diagonal abs(-m:m), "
            "off-diagonals one (m = (n-1)/2).",
    keywords=["wilkinson", "tridiagonal", "eigenvalue test"], related=["rosser", "eig"],
    signatures=["W = wilkinson(n)", "W = wilkinson(n, classname)"],
    errors=[ErrorSpec(identifier="MATLAB:wilkinson:InvalidN", when="n is not a nonnegative integer")],
    examples=[Example(code="W = wilkinson(3)", output="W =\n\n"
                                                      "     1     1     0\n"
                                                      "     1     0     1\n"
                                                      "     0     1     1\n\n")],
    accel={"kind": "host-only", "residency": "new"},
)
def wilkinson(n: Any, classname: Any = None) -> Any:
    k = order(n, "wilkinson")
    m = (k - 1) / 2
    w = np.diag(np.abs(np.arange(-m, m + 0.5, 1.0)[:k])) if k else np.zeros((0, 0))
    if k > 1:
        w = w + np.diag(np.ones(k - 1), 1) + np.diag(np.ones(k - 1), -1)
    return as_class(w, class_arg(classname, "wilkinson"))
