"""Polynomials: polyfit, polyval, roots, conv, deconv (coefficients in descending powers)."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.array.shape._args import array_arg, count_value, nd, option, values
from runmat_builtins.lib.math.reduction._core import scalar_out
from runmat_builtins.numeric import class_name, undefined
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.values import StructArray, class_of
from runmat_builtins.lib.array.shape._args import doubles



def _vec(v: Any, fname: str) -> np.ndarray:
    cls = class_name(v)
    if cls not in ("double", "single", "logical", "char") and not cls.startswith(("int", "uint")):
        raise undefined(fname, cls)
    a = nd(v)
    if a.dtype.kind == "U":
        a = a.view(np.uint32).astype(np.float64)
    return a.astype(np.float64) if a.dtype.kind not in "fc" else a


def _is_vec(a: np.ndarray) -> bool:
    return a.ndim == 2 and (a.shape[0] == 1 or a.shape[1] == 1)


@runtime_builtin(
    summary="Least-squares polynomial fit: p = polyfit(x, y, n), coefficients in descending powers.",
    description="[p, S] also returns a struct with R, df and normr; [p, S, mu] centers and "
                "scales x as (x - mu(1))/mu(2) before fitting.",
    keywords=["fit", "regression", "least squares", "curve fitting"],
    related=["polyval", "roots", "interp1"],
    signatures=["p = polyfit(x, y, n)", "[p, S] = polyfit(x, y, n)", "[p, S, mu] = polyfit(x, y, n)"],
    errors=[ErrorSpec(identifier="MATLAB:polyfit:XYSizeMismatch", when="x and y differ in length")],
    examples=[Example(code="p = polyfit([1 2 3], [2 4 6], 1);\ndisp(round(p * 1000) / 1000)", output="     2     0\n")],
)
def polyfit(x: Any, y: Any, n: Any, *, nargout: int) -> Any:
    xv = _vec(x, "polyfit").reshape(-1, order="F")
    yv = _vec(y, "polyfit").reshape(-1, order="F")
    if xv.size != yv.size:
        raise MException("MATLAB:polyfit:XYSizeMismatch", "The first two inputs must have the same number of elements.")
    deg = count_value(n)
    mu = None
    if nargout > 2:
        mu = np.array([xv.mean(), xv.std(ddof=1) if xv.size > 1 else 0.0])
        xv = (xv - mu[0]) / mu[1]
    V = np.vander(xv, deg + 1)
    q, r = np.linalg.qr(V)
    finite = np.isfinite(V).all() and np.isfinite(yv).all()  # else NaN coefficients, as LAPACK can't
    p = np.linalg.lstsq(V, yv, rcond=None)[0] if finite else np.full(deg + 1, np.nan)
    out = p.reshape(1, -1)
    if nargout <= 1:
        return out
    resid = yv - V @ p
    S = StructArray.scalar({"R": r, "df": float(max(0, yv.size - (deg + 1))),
                            "normr": float(np.linalg.norm(resid))})
    if nargout == 2:
        return out, S
    return out, S, mu.reshape(-1, 1)


@runtime_builtin(
    summary="Evaluate a polynomial (descending-power coefficients) at the points of X.",
    description="Horner's rule, elementwise over X; polyval(p, x, [], mu) evaluates at "
                "(x - mu(1))/mu(2).",
    keywords=["evaluate", "polynomial", "horner"],
    related=["polyfit", "roots", "conv"],
    signatures=["y = polyval(p, x)", "y = polyval(p, x, S, mu)"],
    examples=[Example(code="y = polyval([1 2 3], [0 1 2])", output="y =\n\n     3     6    11\n\n")],
    accel={"kind": "custom", "data": [0, 1]},
)
def polyval(p: Any, x: Any, s: Any = None, mu: Any = None, *, xp: Any) -> Any:
    pv = array_arg(p, xp)
    if pv.size and not _is_vec(pv):
        raise MException("MATLAB:polyval:InvalidP", "Input argument P must be a vector.")
    if pv.dtype.kind == "U":  # char: its codes
        pv = doubles(p)
    if pv.dtype.kind not in "biufc":  # string, cell: MATLAB's error for a non-numeric P
        raise undefined("polyval", class_of(p))
    xv = nd(x, xp)
    if xv.dtype.kind not in "fc":
        xv = doubles(x).astype(np.float64) if xv.dtype.kind in "biuU" else xv
    if xv.dtype.kind not in "fc":
        raise undefined("polyval", class_of(x))
    if mu is not None:
        m = values(mu)
        if len(m) < 2:  # polyval reads mu(1) and mu(2)
            raise MException("MATLAB:badsubscript",
                             f"Index exceeds the number of array elements. Index must not exceed {len(m)}.")
        xv = (xv - m[0]) / m[1]
    coef = pv.reshape(-1, order="F")
    y = xp.zeros(xv.shape, dtype=np.result_type(xv.dtype, coef.dtype, np.float64))
    for c in coef.tolist() if xp is np else coef:
        y = y * xv + c
    return scalar_out(y)


@runtime_builtin(
    summary="Roots of a polynomial as a column vector (eigenvalues of the companion matrix).",
    keywords=["roots", "zeros", "polynomial", "solve"],
    related=["poly", "polyval", "eig"],
    signatures=["r = roots(p)"],
    errors=[ErrorSpec(identifier="MATLAB:roots:NonVectorInput", when="p is not a vector")],
    examples=[Example(code="r = roots([1 -3 2])", output="r =\n\n     2\n     1\n\n")],
)
def roots(p: Any) -> Any:
    pv = _vec(p, "roots")
    if pv.size and not _is_vec(pv):
        raise MException("MATLAB:roots:NonVectorInput", "Input must be a vector.")
    c = pv.reshape(-1)
    if not np.all(np.isfinite(c)):
        raise MException("MATLAB:roots:NonFiniteInput", "Input to ROOTS must not contain NaN or Inf.")
    r = np.roots(c) if c.size else np.zeros(0)
    if r.dtype.kind == "c" and not np.any(r.imag):
        r = r.real
    return r.reshape(-1, 1)


@runtime_builtin(
    summary="Convolution of two vectors (polynomial multiplication); 'same' or 'valid' parts.",
    description="The result is a row if either input is a row, else a column (MATLAB's rule "
                "for vectors of different orientation).",
    keywords=["convolution", "polynomial multiplication", "filter"],
    related=["deconv", "filter", "conv2"],
    signatures=["w = conv(u, v)", "w = conv(u, v, shape)"],
    errors=[ErrorSpec(identifier="MATLAB:conv:AorBNotVector", when="an input is not a vector")],
    examples=[Example(code="w = conv([1 1], [1 -1])", output="w =\n\n     1     0    -1\n\n")],
    accel={"kind": "custom", "data": [0, 1]},
)
def conv(u: Any, v: Any, shape: Any = None, *, xp: Any) -> Any:
    a, b = array_arg(u, xp), array_arg(v, xp)
    if not (_is_vec(a) or a.size == 0) or not (_is_vec(b) or b.size == 0):
        raise MException("MATLAB:conv:AorBNotVector", "A and B must be vectors.")
    af = a.reshape(-1) if a.dtype.kind in "fc" else doubles(a).reshape(-1)
    bf = b.reshape(-1) if b.dtype.kind in "fc" else doubles(b).reshape(-1)
    mode = option(shape) if shape is not None else "full"
    if mode not in ("full", "same", "valid"):
        raise MException("MATLAB:conv:unknownShapeParameter", "Shape parameter must be 'full', 'same', or 'valid'.")
    if af.size == 0 or bf.size == 0:
        w = xp.zeros(0)
    else:
        w = xp.convolve(af, bf)
        if mode == "same":
            start = bf.size // 2
            w = w[start:start + af.size]
        elif mode == "valid":
            n = max(af.size - bf.size + 1, 0)
            w = w[bf.size - 1:bf.size - 1 + n] if n else xp.zeros(0)
    row = (a.shape[0] == 1 and a.size > 1) or (b.shape[0] == 1 and b.size > 1 and mode == "full") \
        if mode == "full" else a.shape[0] == 1
    if mode == "full" and a.size > 1 and b.size > 1:
        row = a.shape[0] == 1 or b.shape[0] == 1
    return scalar_out(w.reshape((1, -1) if row else (-1, 1)))


@runtime_builtin(
    summary="Deconvolution (polynomial division): [q, r] = deconv(u, v) with u = conv(v, q) + r.",
    keywords=["deconvolution", "polynomial division", "quotient", "remainder"],
    related=["conv", "filter", "polyval"],
    signatures=["q = deconv(u, v)", "[q, r] = deconv(u, v)"],
    errors=[ErrorSpec(identifier="MATLAB:deconv:ZeroCoef1", when="the first coefficient of v is 0")],
    examples=[Example(code="[q, r] = deconv([1 0 -1], [1 1])", output="q =\n\n"
                                                                      "     1    -1\n\n"
                                                                      "r =\n\n"
                                                                      "     0     0     0\n\n")],
)
def deconv(u: Any, v: Any, *, nargout: int) -> Any:
    a, b = _vec(u, "deconv"), _vec(v, "deconv")
    af, bf = a.reshape(-1), b.reshape(-1)
    if bf.size == 0 or bf[0] == 0:
        raise MException("MATLAB:deconv:ZeroCoef1", "First coefficient of A must be non-zero.")
    if af.size < bf.size:
        q = np.zeros(1)
        r = af.copy()
    else:
        from scipy.signal import lfilter  # start-up: scipy loads on first use

        imp = np.zeros(af.size - bf.size + 1)
        imp[0] = 1.0
        q = lfilter(af, bf, imp)
        r = af - np.convolve(bf, q)
    shape = (1, -1) if a.shape[0] == 1 else (-1, 1)
    q = q.reshape(shape)
    return (q, r.reshape(shape)) if nargout > 1 else q
