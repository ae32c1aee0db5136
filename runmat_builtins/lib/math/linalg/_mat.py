"""Matrix argument checks for the linear algebra builtins (double/single 2-D only)."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.errors import MException
from runmat_builtins.lib.array.shape._args import nd
from runmat_builtins.numeric import class_name, undefined


def matrix(x: Any, fname: str, xp: Any = np, *, square: bool = False) -> tuple[Any, bool]:
    """(2-D float array, is_single); MATLAB errors for other classes, N-D or non-square input."""
    cls = class_name(x)
    if cls not in ("double", "single"):
        raise undefined(fname, cls)
    a = nd(x, xp)
    if a.ndim > 2:
        raise MException("MATLAB:" + fname + ":inputMustBe2D", "Input must be 2-D.")
    if square and a.shape[0] != a.shape[1]:
        raise MException("MATLAB:square", "Matrix must be square.")
    return a, cls == "single"


def require_finite(a: Any, op: str) -> None:
    """MATLAB's error for NaN or Inf given to a decomposition that cannot take them (LAPACK's
    SVD and eigensolvers do not converge): ``op`` is 'svd' or 'eig' (rank, pinv, null, orth
    and cond are computed from the SVD, so they report it too)."""
    if a.size and not bool(np.isfinite(a).all()):
        raise MException(f"MATLAB:{op}:matrixWithNaNInf", f"Input to {op.upper()} must not contain NaN or Inf.")


def real_if_close(v: Any, xp: Any = np) -> Any:
    """Drop an all-zero imaginary part (MATLAB returns real results then)."""
    if v.dtype.kind == "c" and not bool(xp.any(v.imag != 0)):
        return xp.ascontiguousarray(v.real)
    return v


def as_class(v: Any, single: bool) -> Any:
    if not single:
        return v
    return v.astype(np.complex64 if v.dtype.kind == "c" else np.float32)


def fmt_rcond(r: float) -> str:
    """RCOND as MATLAB prints it in the nearly-singular warning (%e)."""
    return f"{r:e}"
