"""Numerical integration of a function handle: integral (adaptive Gauss-Kronrod through
scipy.integrate.quad, 'ArrayValued' through quad_vec), quadgk (with an error bound) and
quad (legacy interface with one tolerance). Infinite limits are allowed."""

from __future__ import annotations

import math
from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.array.shape._args import nd, option, values
from runmat_builtins.lib.math.functionfunctions._callback import call, check_function, context
from runmat_builtins.spec import ErrorSpec, Example

_NAMES = ("abstol", "reltol", "arrayvalued", "waypoints", "maxintervalcount")


def _limit(v: Any, fname: str) -> float | complex:
    a = nd(v)
    if a.size != 1 or a.dtype.kind not in "biufc":
        raise MException(f"MATLAB:{fname}:invalidEndpoint", "Limits of integration must be numeric scalars.")
    x = a.reshape(-1)[0]
    return complex(x) if a.dtype.kind == "c" else float(x)


def _named(args: tuple, fname: str) -> dict[str, Any]:
    if len(args) % 2:
        raise MException(f"MATLAB:{fname}:unpairedNameValue", "Name-value arguments must come in pairs.")
    out: dict[str, Any] = {}
    for i in range(0, len(args), 2):
        name = option(args[i])
        if name not in _NAMES:
            raise MException(f"MATLAB:{fname}:unknownOption" if fname == "integral" else f"MATLAB:{fname}:invalidParam",
                             f"Invalid option name '{option(args[i]) or ''}'.")
        out[name] = args[i + 1]
    return out


def _as_value(v: Any, x_shape: tuple, fname: str, array_valued: bool) -> Any:
    a = nd(v)
    if a.dtype.kind not in "biufc":
        raise MException(f"MATLAB:{fname}:integrandOutputNotNumeric" if fname == "integral" else "MATLAB:quad:FunNotNumeric",
                         "The integrand function must return a numeric value.")
    if array_valued:
        return a.astype(np.complex128 if a.dtype.kind == "c" else np.float64)
    if a.size != 1:
        raise MException("MATLAB:integral:FxNotSameSizeAsX",
                         "Output of the function must be the same size as the input. If FUN is an array-valued "
                         "integrand, set the 'ArrayValued' option to true.")
    x = a.reshape(-1)[0]
    return complex(x) if a.dtype.kind == "c" else float(x)


def _option(fname: str, opts: dict[str, Any], key: str, name: str, default: float, what: str, *,
            integer: bool = False, logical: bool = False) -> float:
    """An option's one value, checked as integral's parser checks it (MATLAB:<fname>:invalid<Name>:
    ``'RelTol', []`` was an IndexError)."""
    if key not in opts:
        return default
    try:
        v = values(opts[key])
    except MException:
        v = []
    ok = len(v) == 1 and not isinstance(v[0], complex) and v[0] == v[0]
    if ok and not logical:
        x = float(v[0])
        ok = x >= 0 and math.isfinite(x) and (not integer or (x >= 1 and x == int(x)))
    if not ok:
        raise MException(f"MATLAB:{fname}:invalid{name}", f"Invalid {name} argument. It must be {what}.")
    return float(v[0].real if isinstance(v[0], complex) else v[0])


def _integrate(fname: str, fun: Any, a: Any, b: Any, opts: dict[str, Any], ctx: Any,
               abstol: float, reltol: float) -> tuple[Any, float]:
    from scipy import integrate  # start-up: scipy loads on first use

    check_function(fun, fname)
    c = context(ctx)
    lo, hi = _limit(a, fname), _limit(b, fname)
    if isinstance(lo, complex) or isinstance(hi, complex):
        raise MException(f"RunMat:{fname}:complexLimits", "Complex limits of integration are not supported.")
    abstol = _option(fname, opts, "abstol", "AbsTol", abstol, "a finite, real, nonnegative, floating point scalar")
    reltol = _option(fname, opts, "reltol", "RelTol", reltol, "a finite, real, nonnegative, floating point scalar")
    limit = int(_option(fname, opts, "maxintervalcount", "MaxIntervalCount", 650, "a positive integer scalar",
                        integer=True))
    array_valued = bool(_option(fname, opts, "arrayvalued", "ArrayValued", 0.0, "a logical scalar", logical=True))
    points = None
    if "waypoints" in opts:
        w = [float(p) for p in values(opts["waypoints"]) if min(lo, hi) < p < max(lo, hi)]
        points = w or None
    if math.isnan(lo) or math.isnan(hi):  # MATLAB: a NaN limit integrates to NaN (no error)
        if array_valued:
            return np.full(_as_value(call(c, fun, math.nan), (1, 1), fname, True).shape, math.nan), math.nan
        return math.nan, math.nan
    if lo == hi:
        if array_valued:
            v = _as_value(call(c, fun, lo), (1, 1), fname, True)
            return np.zeros(v.shape), 0.0
        return 0.0, 0.0

    def f(x: float) -> Any:
        return _as_value(call(c, fun, float(x)), (1, 1), fname, array_valued)

    if array_valued:
        val, err = integrate.quad_vec(f, lo, hi, epsabs=abstol, epsrel=reltol, points=points, limit=limit)
        return np.asarray(val), float(err)
    is_complex = [False]

    def real_part(x: float) -> float:
        v = f(x)
        if isinstance(v, complex):
            is_complex[0] = True
            return v.real
        return v

    kw = dict(epsabs=abstol, epsrel=reltol, limit=limit)
    if points is not None and math.isfinite(lo) and math.isfinite(hi):
        kw["points"] = points
    import warnings

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        val, err = integrate.quad(real_part, lo, hi, **kw)
        if is_complex[0]:
            im, err2 = integrate.quad(lambda x: complex(f(x)).imag, lo, hi, **kw)
            return complex(val, im), float(err + err2)
    return float(val), float(err)


@runtime_builtin(
    summary="Numerically integrate fun from a to b (adaptive quadrature; infinite limits allowed).",
    description="Tolerances: 'AbsTol' (1e-10) and 'RelTol' (1e-6). 'ArrayValued', true integrates "
                "a function returning an array; 'Waypoints' adds breakpoints. fun is called with "
                "scalar arguments.",
    keywords=["integrate", "quadrature", "area", "definite integral"],
    related=["quadgk", "quad", "trapz", "cumtrapz"],
    signatures=["q = integral(fun, a, b)", "q = integral(fun, a, b, Name, Value)"],
    errors=[ErrorSpec(identifier="MATLAB:integral:funArgNotHandle", when="fun is not a function handle"),
            ErrorSpec(identifier="MATLAB:integral:FxNotSameSizeAsX",
                      when="fun returns a non-scalar without 'ArrayValued'"),
            ErrorSpec(identifier="MATLAB:integral:unknownOption", when="an option name is not recognized")],
    examples=[Example(code="q = integral(@(x) x.^2, 0, 3);\nfprintf('%.6f\\n', q)", output="9.000000\n"),
              Example(code="q = integral(@(x) exp(-x.^2), -Inf, Inf);\nfprintf('%.6f\\n', q)", output="1.772454\n"),
              Example(code="q = integral(@(x) [x, 2*x], 0, 1, 'ArrayValued', true)",
                      output="q =\n\n    0.5000    1.0000\n\n")],
)
def integral(fun: Any, a: Any, b: Any, *args: Any, ctx: Any) -> Any:
    q, _ = _integrate("integral", fun, a, b, _named(args, "integral"), ctx, 1e-10, 1e-6)
    return q


@runtime_builtin(
    summary="Adaptive Gauss-Kronrod quadrature; [q, errbnd] also returns an error bound.",
    description="Same integration as integral (AbsTol 1e-10, RelTol 1e-6, 'Waypoints', "
                "'MaxIntervalCount'); infinite limits allowed.",
    keywords=["integrate", "gauss-kronrod", "quadrature"], related=["integral", "quad"],
    signatures=["q = quadgk(fun, a, b)", "[q, errbnd] = quadgk(fun, a, b, Name, Value)"],
    errors=[ErrorSpec(identifier="MATLAB:quadgk:invalidParam", when="an option name is not recognized")],
    examples=[Example(code="q = quadgk(@(x) 1 ./ sqrt(x), 0, 1);\nfprintf('%.6f\\n', q)", output="2.000000\n")],
)
def quadgk(fun: Any, a: Any, b: Any, *args: Any, nargout: int, ctx: Any) -> Any:
    q, err = _integrate("quadgk", fun, a, b, _named(args, "quadgk"), ctx, 1e-10, 1e-6)
    return (q, err) if nargout > 1 else q


@runtime_builtin(
    summary="Numerically integrate fun from a to b to an absolute tolerance (default 1e-6); legacy.",
    description="[q, fcnt] = quad(...) also returns the number of function evaluations. Prefer integral.",
    keywords=["integrate", "simpson", "quadrature"], related=["integral", "quadgk"],
    signatures=["q = quad(fun, a, b)", "q = quad(fun, a, b, tol)", "[q, fcnt] = quad(fun, a, b, tol)"],
    errors=[ErrorSpec(identifier="MATLAB:quad:FunNotNumeric", when="fun returns a non-numeric value")],
    examples=[Example(code="q = quad(@(x) 1 ./ (x.^3 - 2*x - 5), 0, 2);\nfprintf('%.4f\\n', q)", output="-0.4605\n")],
)
def quad(fun: Any, a: Any, b: Any, tol: Any = None, *rest: Any, nargout: int, ctx: Any) -> Any:
    abstol = 1e-6 if tol is None or (hasattr(tol, "size") and tol.size == 0) else values(tol)[0]
    count = [0]
    c = context(ctx)

    class _Counting:
        def call_function(self, fn: Any, args: tuple, n: int = 1) -> Any:
            count[0] += 1
            return c.call_function(fn, args, n)

    q, _ = _integrate("quad", fun, a, b, {}, _Counting(), abstol, 0.0)
    return (q, float(count[0])) if nargout > 1 else q
