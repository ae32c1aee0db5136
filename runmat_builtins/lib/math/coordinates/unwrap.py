"""unwrap: remove 2*pi jumps from phase angles along a dimension (MATLAB's algorithm)."""

from __future__ import annotations

import math
from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.array.shape._args import nd, values
from runmat_builtins.numeric import class_name, undefined
from runmat_builtins.spec import ErrorSpec, Example



def _scalar(v: Any, what: str) -> float:
    try:
        vals = values(v)
    except Exception:  # noqa: BLE001 - non-numeric option
        vals = []
    if len(vals) != 1:
        raise MException("MATLAB:unwrap:invalidInput", f"{what} must be a numeric scalar.")
    return float(vals[0])


@runtime_builtin(
    summary="Shift phase angles: Q = unwrap(P) removes jumps larger than pi by adding multiples of 2*pi.",
    description="Works along the first non-singleton dimension (columns of a matrix) or along "
                "dimension dim. Jumps smaller than tol (default pi; a tol below pi acts as pi) are "
                "left alone; larger ones are corrected to the equivalent step in [-pi, pi].",
    keywords=["phase", "angle", "unwrap", "signal", "2*pi"], related=["angle", "mod", "atan2"],
    signatures=["Q = unwrap(P)", "Q = unwrap(P, tol)", "Q = unwrap(P, tol, dim)"],
    errors=[ErrorSpec(identifier="MATLAB:UndefinedFunction", when="P is not double, single or logical"),
            ErrorSpec(identifier="MATLAB:unwrap:invalidInput", when="tol or dim is not a valid scalar")],
    examples=[Example(code="q = unwrap([0 3 6.5])", output="q =\n\n         0    3.0000    0.2168\n\n")],
)
def unwrap(p: Any, tol: Any = None, dim: Any = None) -> Any:
    cls = class_name(p)
    if cls not in ("double", "single", "logical"):
        raise undefined("unwrap", cls)
    if type(p) is complex or getattr(getattr(p, "dtype", None), "kind", "") == "c":
        p = np.real(nd(p))
    a = nd(p).astype(np.float32 if cls == "single" else np.float64)
    cutoff = math.pi
    if tol is not None and not (getattr(tol, "size", 1) == 0):
        cutoff = max(_scalar(tol, "Tolerance"), math.pi)
    if dim is None:
        d = next((i for i, s in enumerate(a.shape) if s != 1), 0)
    else:
        dv = _scalar(dim, "Dimension")
        if dv < 1 or dv != int(dv):
            raise MException("MATLAB:unwrap:invalidInput",
                             "Dimension argument must be a positive integer scalar.")
        d = int(dv) - 1
    if d >= a.ndim or a.shape[d] < 2:
        return a
    dp = np.diff(a, axis=d)
    dps = np.mod(dp + math.pi, 2 * math.pi) - math.pi
    dps = np.where((dps == -math.pi) & (dp > 0), math.pi, dps)
    corr = dps - dp
    corr = np.where(np.abs(dp) < cutoff, 0.0, corr)
    corr = np.where(np.isnan(corr), 0.0, corr)
    q = a.copy()
    idx = [slice(None)] * a.ndim
    idx[d] = slice(1, None)
    q[tuple(idx)] = a[tuple(idx)] + np.cumsum(corr, axis=d).astype(a.dtype)
    return q
