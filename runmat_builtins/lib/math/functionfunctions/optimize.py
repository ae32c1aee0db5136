"""Derivative-free minimization: fminsearch (Nelder-Mead simplex, MATLAB's parameters and
initial simplex) and fminbnd (golden-section/parabolic search on an interval), plus the
optimset options struct they read (TolX, TolFun, MaxIter, MaxFunEvals; Display ignored)."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.array.shape._args import nd, option, values
from runmat_builtins.lib.math.functionfunctions._callback import (
    call, check_function, context, opt_float, opt_int, options, real_scalar,
)
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.values import StructArray, char_row, empty

OPTIMSET_FIELDS = ("Display", "FunValCheck", "MaxFunEvals", "MaxIter", "OutputFcn", "PlotFcns",
                   "TolFun", "TolX")


def _output(iters: int, fcount: int, algorithm: str, message: str) -> StructArray:
    return StructArray.scalar({"iterations": float(iters), "funcCount": float(fcount),
                               "algorithm": char_row(algorithm), "message": char_row(message)})


@runtime_builtin(
    summary="Minimize a function of several variables without derivatives (Nelder-Mead simplex).",
    description="Starts from x0 (any shape; fun receives x in that shape) with MATLAB's initial "
                "simplex (5% steps, 0.00025 for zero components) and stops when the simplex is "
                "within TolX (1e-4) and its values within TolFun (1e-4), or after MaxIter / "
                "MaxFunEvals (200*numel(x0) each). Outputs: x, fval, exitflag, output struct.",
    keywords=["minimize", "optimization", "nelder-mead", "simplex", "unconstrained"],
    related=["fminbnd", "fzero", "optimset"],
    signatures=["x = fminsearch(fun, x0)", "x = fminsearch(fun, x0, options)",
                "[x, fval, exitflag, output] = fminsearch(fun, x0, options)"],
    errors=[ErrorSpec(identifier="MATLAB:fminsearch:InvalidFunction", when="fun is not a function handle or name"),
            ErrorSpec(identifier="MATLAB:fminsearch:NonScalarFval", when="fun does not return a real scalar")],
    examples=[Example(code="x = fminsearch(@(x) (x(1)-1).^2 + (x(2)+2).^2, [0 0]);\n"
                           "fprintf('%.3f %.3f\\n', x)", output="1.000 -2.000\n")],
)
def fminsearch(fun: Any, x0: Any, opts: Any = None, *rest: Any, nargout: int, ctx: Any) -> Any:
    from scipy.optimize import minimize  # start-up: scipy loads on first use

    check_function(fun, "fminsearch")
    c = context(ctx)
    start = nd(x0).astype(np.float64)
    shape = start.shape
    n = start.size
    o = options(opts, "fminsearch")
    tolx = opt_float(o, "TolX", 1e-4)
    tolf = opt_float(o, "TolFun", 1e-4)
    maxiter = opt_int(o, "MaxIter", 200 * n)
    maxfev = opt_int(o, "MaxFunEvals", 200 * n)
    count = [0]

    def f(v: np.ndarray) -> float:
        count[0] += 1
        x = v.reshape(shape, order="F").copy()
        return real_scalar(call(c, fun, x if x.size != 1 else float(x.reshape(-1)[0]), *rest), "fminsearch")

    flat = start.reshape(-1, order="F")
    res = minimize(f, flat, method="Nelder-Mead",
                   options={"xatol": tolx, "fatol": tolf, "maxiter": maxiter, "maxfev": maxfev})
    x = res.x.reshape(shape, order="F")
    if nargout <= 1:
        return x
    flag = 1.0 if res.status == 0 else 0.0
    msg = ("Optimization terminated: the current x satisfies the termination criteria using "
           "OPTIONS.TolX and F(X) satisfies the convergence criteria using OPTIONS.TolFun")
    if flag == 0:
        msg = "Exiting: Maximum number of function evaluations or iterations has been exceeded."
    return x, float(res.fun), flag, _output(int(res.nit), count[0], "Nelder-Mead simplex direct search", msg)


@runtime_builtin(
    summary="Minimum of a function of one variable on the interval x1 < x < x2.",
    description="Golden-section search with parabolic interpolation (Brent's fminbound); stops "
                "when the interval is within TolX (1e-4) or after MaxIter (500) / MaxFunEvals (500). "
                "Outputs: x, fval, exitflag, output struct.",
    keywords=["minimize", "bounded", "one variable", "golden section", "brent"],
    related=["fminsearch", "fzero", "optimset"],
    signatures=["x = fminbnd(fun, x1, x2)", "x = fminbnd(fun, x1, x2, options)",
                "[x, fval, exitflag, output] = fminbnd(fun, x1, x2, options)"],
    errors=[ErrorSpec(identifier="MATLAB:fminbnd:LowerBoundGreaterThanUpperBound", when="x1 > x2"),
            ErrorSpec(identifier="MATLAB:fminbnd:NonScalarFval", when="fun does not return a real scalar")],
    examples=[Example(code="x = fminbnd(@(x) (x - 2).^2 + 1, 0, 5);\nfprintf('%.4f\\n', x)", output="2.0000\n"),
              Example(code="[x, fval] = fminbnd(@cos, 3, 4);\nfprintf('%.4f %.4f\\n', x, fval)",
                      output="3.1416 -1.0000\n")],
)
def fminbnd(fun: Any, x1: Any, x2: Any, opts: Any = None, *rest: Any, nargout: int, ctx: Any) -> Any:
    from scipy.optimize import minimize_scalar  # start-up: scipy loads on first use

    check_function(fun, "fminbnd")
    c = context(ctx)
    a, b = values(x1)[0], values(x2)[0]
    if a > b:
        raise MException("MATLAB:fminbnd:LowerBoundGreaterThanUpperBound",
                         "The lower bound exceeds the upper bound.")
    o = options(opts, "fminbnd")
    tolx = opt_float(o, "TolX", 1e-4)
    maxfev = min(opt_int(o, "MaxFunEvals", 500), opt_int(o, "MaxIter", 500))
    count = [0]

    def f(x: float) -> float:
        count[0] += 1
        return real_scalar(call(c, fun, float(x), *rest), "fminbnd")

    if a == b:
        x, fx, nit, flag = a, f(a), 0, 1.0
    else:
        res = minimize_scalar(f, bounds=(a, b), method="bounded", options={"xatol": tolx, "maxiter": maxfev})
        x, fx, nit, flag = float(res.x), float(res.fun), int(getattr(res, "nit", 0)), 1.0 if res.status == 0 else 0.0
    if nargout <= 1:
        return x
    msg = ("Optimization terminated: the current x satisfies the termination criteria using OPTIONS.TolX"
           if flag else "Exiting: Maximum number of function evaluations has been exceeded")
    return x, fx, flag, _output(nit, count[0], "golden section search, parabolic interpolation", msg)


@runtime_builtin(
    summary="Create or update an options struct for fzero, fminsearch and fminbnd.",
    description="optimset() lists the fields; optimset(Name, Value, ...) sets them (names are "
                "case-insensitive); optimset(oldopts, Name, Value, ...) updates a struct; "
                "optimset(oldopts, newopts) merges. Unset fields are [].",
    keywords=["options", "tolerance", "optimization settings"], related=["fzero", "fminsearch", "fminbnd", "odeset"],
    signatures=["options = optimset(Name, Value, ...)", "options = optimset(oldopts, Name, Value, ...)",
                "options = optimset(oldopts, newopts)", "options = optimset()"],
    errors=[ErrorSpec(identifier="MATLAB:optimset:InvalidParamName", when="a name is not an optimset field"),
            ErrorSpec(identifier="MATLAB:optimset:NoValueForParam", when="a name has no value")],
    examples=[Example(code="o = optimset('TolX', 1e-8);\ndisp(o.TolX)", output="   1.0000e-08\n")],
)
def optimset(*args: Any) -> Any:
    return options_struct(args, OPTIMSET_FIELDS, "optimset")


def _empty_numeric(v: Any) -> bool:
    return type(v) is np.ndarray and v.size == 0 and v.dtype.kind in "fbiu"


def options_struct(args: tuple, fields: tuple[str, ...], fname: str) -> StructArray:
    """Shared by optimset/odeset: all fields present, [] where unset."""
    vals: dict[str, Any] = {k: empty() for k in fields}
    canon = {k.lower(): k for k in fields}
    i = 0
    # leading option structs, each over the ones before; an empty one ([] or struct([])) adds
    # nothing (MATLAB's optimset/odeset skip an argument that isempty)
    while i < len(args) and (isinstance(args[i], StructArray) or _empty_numeric(args[i])):
        s = args[i]
        for k in (s.fields if s.size else ()):
            key = canon.get(k.lower(), k)
            v = s.get(k)
            if not (type(v) is np.ndarray and v.size == 0 and i > 0):
                vals[key] = v
        i += 1
    rest = args[i:]
    if len(rest) % 2:
        raise MException(f"MATLAB:{fname}:NoValueForParam",
                         f"Expected argument {len(args)} to be a value for parameter "
                         f"'{option(rest[-1]) or ''}'.")
    for j in range(0, len(rest), 2):
        name = option(rest[j])
        if name is None:
            raise MException(f"MATLAB:{fname}:InvalidParamName", "Expected a parameter name.")
        key = canon.get(name)
        if key is None:
            matches = [k for k in fields if k.lower().startswith(name)]
            if len(matches) != 1:
                raise MException(f"MATLAB:{fname}:InvalidParamName",
                                 f"Unrecognized parameter name '{option(rest[j])}'.")
            key = matches[0]
        vals[key] = rest[j + 1]
    return StructArray.scalar(vals)


