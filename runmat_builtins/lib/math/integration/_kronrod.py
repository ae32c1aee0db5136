"""Adaptive Gauss-Kronrod (7, 15) quadrature of a vectorized integrand on a finite interval.

The integrand takes a 1-D array of abscissae and returns their values, so every refinement
round is one call: this is how MATLAB's quad, quadl and dblquad call their function (with a
row vector of points), and it keeps the number of calls into the VM small."""

from __future__ import annotations

from typing import Callable

import numpy as np

from runmat_builtins.lib.math.integration.multiple import _U, _WG, _WK

_ROUNDOFF = 50 * np.finfo(float).eps
MAX_EVALS = 10000  # MATLAB's quad and quadl stop at 10000 function values (MATLAB:quad:MaxFcnCount)


def adaptive(f: Callable[[np.ndarray], np.ndarray], a: float, b: float, abstol: float,
             reltol: float = 0.0) -> tuple[complex | float, float, int, bool]:
    """(integral, error estimate, function evaluations, converged) of f over [a, b]."""
    if a == b:
        return 0.0, 0.0, 0, True
    lo, hi = np.array([a]), np.array([b])
    done_q: complex | float = 0.0
    done_e = 0.0
    evals = 0
    span = abs(b - a)
    while True:
        width = hi - lo
        x = (lo[:, None] + width[:, None] * _U[None, :]).reshape(-1)
        fx = np.asarray(f(x)).reshape(lo.size, 15)
        evals += x.size
        qk = fx @ _WK * width
        qg = fx @ _WG * width
        # a difference at the rounding level of the panel's |f| integral is no error that halving can
        # reduce (QUADPACK's 50*eps*resabs): x.*y.*z over [0, 2^62] would otherwise split to the count
        err = np.abs(qk - qg)
        err = np.where(err <= _ROUNDOFF * (np.abs(fx) @ _WK) * width, 0.0, err)
        total_q = done_q + qk.sum()
        total_e = done_e + float(err.sum())
        tol = max(abstol, reltol * abs(total_q))
        if total_e <= tol or not np.isfinite(total_e):
            return _real(total_q), total_e, evals, bool(np.isfinite(total_e))
        split = err > tol * np.abs(width) / span / 2
        if not split.any():
            split[np.argmax(err)] = True
        if evals + 2 * _U.size * int(split.sum()) > MAX_EVALS:  # the next round would pass the count
            return _real(total_q), total_e, evals, False
        done_q = done_q + qk[~split].sum()
        done_e = done_e + float(err[~split].sum())
        mid = (lo[split] + hi[split]) / 2
        lo, hi = np.concatenate([lo[split], mid]), np.concatenate([mid, hi[split]])


def _real(v: complex | float) -> complex | float:
    v = complex(v)
    return v.real if v.imag == 0 else v
