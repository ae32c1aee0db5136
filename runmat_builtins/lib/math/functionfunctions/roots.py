"""fzero: a root of a scalar function, from a bracketing interval or a starting point.

From a starting point the interval grows around x0 (steps of x0/50, times sqrt(2) each
round, alternating sides) until the sign changes, as MATLAB does; the root is then found
with Brent's method (scipy.optimize.brentq) to full precision (TolX defaults to eps).
"""

from __future__ import annotations

import math
from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.array.shape._args import doubles, nd
from runmat_builtins.lib.math.functionfunctions._callback import (
    call, check_function, context, opt_float, opt_int, options, real_scalar,
)
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.values import StructArray, char_row

_EPS = float(np.finfo(float).eps)


def _search(f: Any, x: float, fx: float, maxiter: int) -> tuple[float, float, float, float] | None:
    dx = x / 50 if x != 0 else 1 / 50
    a = b = x
    fa = fb = fx
    step = math.sqrt(2)
    for _ in range(maxiter):
        if (fa > 0) != (fb > 0):
            return a, fa, b, fb
        dx *= step
        a = x - dx
        fa = f(a)
        if not math.isfinite(fa):
            return None
        if (fa > 0) != (fb > 0):
            return a, fa, b, fb
        b = x + dx
        fb = f(b)
        if not math.isfinite(fb):
            return None
    return None


@runtime_builtin(
    summary="Root of a function of one variable: x where fun(x) changes sign, from a start point or bracket.",
    description="x0 scalar: an interval around x0 is searched for a sign change first; x0 = [a b] "
                "must bracket a sign change. Brent's method then narrows the interval to TolX "
                "(default eps). Outputs: x, fun(x), exitflag (1 found, -6 no sign change found) and "
                "an output struct (iterations, funcCount, algorithm, message). Display is ignored.",
    keywords=["root", "zero", "solve", "nonlinear equation", "brent"],
    related=["fminbnd", "fminsearch", "roots", "optimset"],
    signatures=["x = fzero(fun, x0)", "x = fzero(fun, x0, options)", "[x, fval, exitflag, output] = fzero(fun, x0)"],
    errors=[ErrorSpec(identifier="MATLAB:fzero:ValuesAtEndPtsSameSign",
                      when="the function has the same sign at both ends of the interval"),
            ErrorSpec(identifier="MATLAB:fzero:ValuesAtEndPtsComplexOrNotFinite",
                      when="the function is not finite at an interval end"),
            ErrorSpec(identifier="MATLAB:fzero:InvalidFunction", when="fun is not a function handle or name")],
    examples=[Example(code="x = fzero(@(x) x.^2 - 2, [0 2]);\nfprintf('%.6f\\n', x)", output="1.414214\n"),
              Example(code="x = fzero(@cos, 1);\nfprintf('%.6f\\n', x)", output="1.570796\n")],
)
def fzero(fun: Any, x0: Any, opts: Any = None, *rest: Any, nargout: int, ctx: Any) -> Any:
    from scipy.optimize import brentq  # start-up: scipy loads on first use

    check_function(fun, "fzero")
    c = context(ctx)
    o = options(opts, "fzero")
    tolx = opt_float(o, "TolX", _EPS)
    maxiter = opt_int(o, "MaxIter", 400)
    count = [0]

    def f(x: float) -> float:
        count[0] += 1
        return real_scalar(call(c, fun, x, *rest), "fzero")

    start = doubles(x0).real.reshape(-1)  # char as codes; MATLAB's error for a cell, struct, handle
    if start.size == 2:
        a, b = float(start[0]), float(start[1])
        fa, fb = f(a), f(b)
        if not (math.isfinite(fa) and math.isfinite(fb)):
            raise MException("MATLAB:fzero:ValuesAtEndPtsComplexOrNotFinite",
                             "Function values at interval endpoints must be finite and real.")
        if (fa > 0) == (fb > 0) and fa != 0 and fb != 0:
            raise MException("MATLAB:fzero:ValuesAtEndPtsSameSign",
                             "The function values at the interval endpoints must differ in sign.")
        bracket: tuple[float, float, float, float] | None = (a, fa, b, fb)
    elif start.size == 1:
        x = float(start[0])
        fx = f(x)
        if fx == 0:
            return _result(x, 0.0, 1, count[0], 0, nargout)
        if not math.isfinite(fx):
            raise MException("MATLAB:fzero:ValueAtInitGuessComplexOrNotFinite",
                             "Function value at starting guess must be finite and real.")
        bracket = _search(f, x, fx, 10000)
    else:
        raise MException("MATLAB:fzero:LengthArg2", "Second argument must be of length 1 or 2.")
    if bracket is None:
        return _result(math.nan, math.nan, -6, count[0], 0, nargout)
    a, fa, b, fb = bracket
    if fa == 0:
        return _result(a, 0.0, 1, count[0], 0, nargout)
    if fb == 0:
        return _result(b, 0.0, 1, count[0], 0, nargout)
    lo, hi = min(a, b), max(a, b)
    root, info = brentq(f, lo, hi, xtol=max(tolx, 1e-300), rtol=4 * _EPS, maxiter=maxiter,
                        full_output=True, disp=False)
    return _result(float(root), f(root), 1 if info.converged else 0, count[0], info.iterations, nargout)


def _result(x: float, fval: float, flag: int, fcount: int, iters: int, nargout: int) -> Any:
    if nargout <= 1:
        return x
    msg = ("Zero found in the interval" if flag == 1 else
           "Exiting fzero: aborting search for an interval containing a sign change")
    out = StructArray.scalar({"intervaliterations": 0.0, "iterations": float(iters),
                              "funcCount": float(fcount), "algorithm": char_row("bisection, interpolation"),
                              "message": char_row(msg)})
    return x, fval, float(flag), out
