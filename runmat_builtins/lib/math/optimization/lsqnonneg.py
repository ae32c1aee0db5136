"""lsqnonneg: nonnegative linear least squares, min norm(d - C*x) subject to x >= 0
(Lawson-Hanson active set, SciPy's nnls), with MATLAB's outputs [x, resnorm, residual,
exitflag, output, lambda]."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.array.shape._args import nd
from runmat_builtins.lib.math.functionfunctions._callback import opt_int, options
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.values import StructArray, char_row



def _real(v: Any, what: str) -> np.ndarray:
    a = nd(v, objects=True)
    if getattr(a, "dtype", None) is None or a.dtype.kind not in "biuf":
        raise MException("MATLAB:lsqnonneg:NotReal", f"{what} must be real.")
    a = a.astype(np.float64)
    if not np.all(np.isfinite(a)):
        raise MException("MATLAB:lsqnonneg:NonFinite", f"{what} must not contain Inf or NaN.")
    return a


@runtime_builtin(
    summary="Nonnegative least squares: x = lsqnonneg(C, d) minimizes norm(C*x - d) with x >= 0.",
    description="[x, resnorm, residual, exitflag, output, lambda] = lsqnonneg(C, d, options): resnorm "
                "is norm(d - C*x)^2, residual d - C*x, exitflag 1 (0 when the iteration limit was "
                "reached), lambda the Lagrange multipliers C'*(d - C*x) (<= 0 where x is 0). "
                "options from optimset (MaxIter is honoured; TolX and Display are accepted).",
    keywords=["nonnegative least squares", "nnls", "constrained", "active set"],
    related=["mldivide", "lsqr", "linprog", "optimset"],
    signatures=["x = lsqnonneg(C, d)", "x = lsqnonneg(C, d, options)",
                "[x, resnorm, residual, exitflag, output, lambda] = lsqnonneg(C, d, options)"],
    errors=[ErrorSpec(identifier="MATLAB:lsqnonneg:InvalidSize", when="C and d have different numbers of rows"),
            ErrorSpec(identifier="MATLAB:lsqnonneg:NotReal", when="C or d is not real numeric")],
    examples=[Example(code="C = [0.0372 0.2869; 0.6861 0.7071; 0.6233 0.6245; 0.6344 0.6170];\n"
                           "d = [0.8587; 0.1781; 0.0747; 0.8405];\nx = lsqnonneg(C, d);\nfprintf('%.4f\\n', x)",
                      output="0.0000\n0.6929\n")],
)
def lsqnonneg(C: Any, d: Any, opts: Any = None, *, nargout: int) -> Any:
    from scipy.optimize import nnls  # start-up: scipy loads on first use

    Cm, dv = _real(C, "C"), _real(d, "d").reshape(-1, order="F")
    if Cm.ndim != 2 or Cm.shape[0] != dv.size:
        raise MException("MATLAB:lsqnonneg:InvalidSize", "C and d must have the same number of rows.")
    o = options(opts, "lsqnonneg")
    n = Cm.shape[1]
    maxiter = opt_int(o, "MaxIter", 3 * n)
    flag = 1.0
    try:
        x, _ = nnls(Cm, dv, maxiter=max(maxiter, 1))
    except RuntimeError:  # iteration limit
        x, flag = np.clip(np.linalg.lstsq(Cm, dv, rcond=None)[0], 0, None), 0.0
    x = np.asarray(x, dtype=float)
    residual = dv - Cm @ x
    if nargout <= 1:
        return x.reshape(-1, 1)
    resnorm = float(residual @ residual)
    output = StructArray.scalar({"iterations": float(np.count_nonzero(x)), "algorithm": char_row("active-set"),
                                 "message": char_row("Optimization terminated.")})
    lam = (Cm.T @ residual).reshape(-1, 1)
    lam[x > 0] = 0.0
    return (x.reshape(-1, 1), resnorm, residual.reshape(-1, 1), flag, output, lam)[:nargout]
