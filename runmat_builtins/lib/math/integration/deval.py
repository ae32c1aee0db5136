"""deval: evaluate the solution struct of an ODE solver at chosen times, by cubic Hermite
interpolation between the solver's steps (sol.x, sol.y and the slopes in sol.idata.yp)."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.array.shape._args import nd, values
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.values import StructArray



def _field(sol: StructArray, name: str) -> Any:
    if name not in sol.fields:
        raise MException("MATLAB:deval:SolNotFromDiffEqSolver",
                         "SOL must be a structure returned by a differential equation solver.")
    return sol.get(name)


@runtime_builtin(
    summary="Evaluate the solution of an ODE (the struct an ode solver returns) at the times xint.",
    description="sxint = deval(sol, xint) has one column per time in xint; idx picks solution "
                "components; [sxint, spxint] also returns the first derivative. deval(xint, sol) "
                "is accepted too.",
    keywords=["ode", "interpolate", "solution", "dense output"], related=["ode45", "ode15s", "odeset"],
    signatures=["sxint = deval(sol, xint)", "sxint = deval(sol, xint, idx)", "sxint = deval(xint, sol)",
                "[sxint, spxint] = deval(sol, xint, idx)"],
    errors=[ErrorSpec(identifier="MATLAB:deval:SolOutsideInterval",
                      when="a time in xint is outside the interval the solution covers"),
            ErrorSpec(identifier="MATLAB:deval:SolNotFromDiffEqSolver", when="sol is not a solver's solution struct")],
    examples=[Example(code="sol = ode45(@(t, y) -y, [0 2], 1);\ny = deval(sol, [0.5 1]);\nfprintf('%.3f\\n', y)",
                      output="0.607\n0.368\n")],
)
def deval(sol: Any, xint: Any, idx: Any = None, *, nargout: int) -> Any:
    from scipy.interpolate import CubicHermiteSpline  # start-up: scipy loads on first use

    if not isinstance(sol, StructArray) and isinstance(xint, StructArray):
        sol, xint = xint, sol
    if not isinstance(sol, StructArray) or sol.size != 1:
        raise MException("MATLAB:deval:SolNotFromDiffEqSolver",
                         "SOL must be a structure returned by a differential equation solver.")
    x = nd(_field(sol, "x")).astype(np.float64).reshape(-1)
    y = nd(_field(sol, "y"))
    y = y.reshape(y.shape[0], -1)
    yp = nd(_field(_field(sol, "idata"), "yp")).reshape(y.shape)
    t = nd(xint).astype(np.float64).reshape(-1, order="F")
    lo, hi = min(x[0], x[-1]), max(x[0], x[-1])
    if np.any((t < lo) | (t > hi)):
        raise MException("MATLAB:deval:SolOutsideInterval",
                         f"Attempting to evaluate the solution outside the interval [{lo:g}, {hi:g}] where it is defined.")
    rows = np.arange(y.shape[0])
    if idx is not None:
        rows = np.asarray(values(idx), dtype=np.intp) - 1
        if np.any(rows < 0) or np.any(rows >= y.shape[0]):
            raise MException("MATLAB:deval:InvalidIDX", "IDX must be valid indices of the solution components.")
    if x.size == 1:
        s, sp = np.repeat(y[rows], t.size, axis=1), np.repeat(yp[rows], t.size, axis=1)
    else:
        order = np.argsort(x, kind="stable")
        spline = CubicHermiteSpline(x[order], y[:, order], yp[:, order], axis=1)
        s, sp = spline(t)[rows], spline.derivative()(t)[rows]
        exact = np.searchsorted(x[order], t)
        for k, (i, tk) in enumerate(zip(exact, t)):  # the solver's own values at its steps
            if i < x.size and x[order][i] == tk:
                s[:, k], sp[:, k] = y[rows, order[i]], yp[rows, order[i]]
    return (s, sp) if nargout > 1 else s
