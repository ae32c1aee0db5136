"""MATLAB's older quadrature interfaces, still called by many programs: quadl and quadv (one
absolute tolerance, default 1e-6), dblquad and triplequad (iterated integration whose
integrand takes a vector x and scalar y, z), and quad2d (a planar region whose y limits may
be functions of x; 'AbsTol' 1e-5, 'RelTol' 100*eps, [q, errbnd])."""

from __future__ import annotations

from typing import Any, Callable

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.array.shape._args import is_empty_arg, nd, option, values
from runmat_builtins.lib.math.functionfunctions._callback import call, check_function, context
from runmat_builtins.lib.math.integration._kronrod import adaptive
from runmat_builtins.lib.math.integration.multiple import cubature
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.values import FunctionHandle

_EPS = float(np.finfo(float).eps)


def _finite_limit(v: Any, fname: str) -> float:
    a = nd(v, objects=True)
    if getattr(a, "dtype", None) is None or a.size != 1 or a.dtype.kind not in "biuf" \
            or not np.isfinite(a.reshape(-1)[0]):
        raise MException(f"MATLAB:{fname}:invalidLimits" if fname != "quad2d" else "MATLAB:quad2d:invalidLimit",
                         "The limits of integration must be finite real scalars.")
    return float(a.reshape(-1)[0])


def _tol(v: Any, default: float, fname: str) -> float:
    if v is None or is_empty_arg(v):
        return default
    try:
        t = values(v)
    except TypeError:
        t = []
    if not t or not t[0] >= 0:
        raise MException(f"MATLAB:{fname}:invalidTol", "The tolerance must be a nonnegative real scalar.")
    return float(t[0])


def _vector_fun(c: Any, fun: Any, fname: str, extra: tuple = (), after: tuple = ()) -> Callable[[np.ndarray], np.ndarray]:
    """fun called with a row vector x (then the scalars in ``after``): values of the same length."""
    def f(x: np.ndarray) -> np.ndarray:
        r = nd(call(c, fun, x.reshape(1, -1), *after, *extra))
        if r.dtype.kind not in "biufc":
            raise MException(f"MATLAB:{fname}:FunNotNumeric" if fname != "dblquad" else "MATLAB:quad:FunNotNumeric",
                             "The integrand function must return a numeric value.")
        if r.size != x.size:
            if r.size == 1:  # a constant integrand written without ones(size(x))
                return np.full(x.size, r.reshape(-1)[0])
            raise MException("MATLAB:quadl:MismatchedSizes" if fname == "quadl" else f"MATLAB:{fname}:MismatchedSizes",
                             "The integrand function must return an output vector of the same length as the "
                             "input vector.")
        return r.reshape(-1, order="F").astype(np.complex128 if r.dtype.kind == "c" else np.float64)
    return f


def _warn_unconverged(c: Any, fname: str, ok: bool) -> None:
    if not ok and hasattr(c, "warn"):
        c.warn(f"MATLAB:{fname}:MaxFcnCount", "Maximum function count exceeded; singularity likely.")


@runtime_builtin(
    summary="Numerically integrate fun from a to b to an absolute tolerance (default 1e-6); "
            "adaptive high-order quadrature (legacy: prefer integral).",
    description="fun is called with a row vector x and must return a vector of the same length "
                "(use .* ./ .^). [q, fcnt] also returns the number of function evaluations. Extra "
                "arguments after trace are passed to fun.",
    keywords=["integrate", "lobatto", "quadrature", "legacy"], related=["integral", "quad", "quadgk"],
    signatures=["q = quadl(fun, a, b)", "q = quadl(fun, a, b, tol)", "q = quadl(fun, a, b, tol, trace)",
                "[q, fcnt] = quadl(fun, a, b, tol)"],
    errors=[ErrorSpec(identifier="MATLAB:quadl:invalidLimits", when="a or b is not a finite real scalar"),
            ErrorSpec(identifier="MATLAB:quadl:MismatchedSizes",
                      when="fun does not return one value per element of x")],
    examples=[Example(code="q = quadl(@(x) 1 ./ (x.^3 - 2*x - 5), 0, 2);\nfprintf('%.6f\\n', q)",
                      output="-0.460502\n"),
              Example(code="q = quadl(@(x) exp(-x.^2), 0, 1, 1e-10);\nfprintf('%.10f\\n', q)",
                      output="0.7468241328\n")],
)
def quadl(fun: Any, a: Any, b: Any, tol: Any = None, trace: Any = None, *extra: Any, nargout: int, ctx: Any) -> Any:
    check_function(fun, "quadl")
    c = context(ctx)
    q, _, n, ok = adaptive(_vector_fun(c, fun, "quadl", extra), _finite_limit(a, "quadl"),
                           _finite_limit(b, "quadl"), _tol(tol, 1e-6, "quadl"))
    _warn_unconverged(c, "quadl", ok)
    return (q, float(n)) if nargout > 1 else q


@runtime_builtin(
    summary="Integrate an array-valued function of a scalar from a to b (default absolute tolerance 1e-6).",
    description="fun(x) takes a scalar and returns an array; Q has its size. [Q, fcnt] also "
                "returns the number of evaluations. Legacy: prefer integral(..., 'ArrayValued', true).",
    keywords=["integrate", "array-valued", "vectorized quadrature"], related=["integral", "quad"],
    signatures=["Q = quadv(fun, a, b)", "Q = quadv(fun, a, b, tol)", "[Q, fcnt] = quadv(fun, a, b, tol)"],
    errors=[ErrorSpec(identifier="MATLAB:quadv:invalidLimits", when="a or b is not a finite real scalar")],
    examples=[Example(code="Q = quadv(@(x) [x, x.^2], 0, 1);\nfprintf('%.6f\\n', Q)", output="0.500000\n0.333333\n")],
)
def quadv(fun: Any, a: Any, b: Any, tol: Any = None, trace: Any = None, *extra: Any, nargout: int, ctx: Any) -> Any:
    import warnings

    from scipy import integrate  # start-up: scipy loads on first use

    check_function(fun, "quadv")
    c = context(ctx)
    lo, hi = _finite_limit(a, "quadv"), _finite_limit(b, "quadv")
    count = [0]

    def f(x: float) -> np.ndarray:
        count[0] += 1
        r = nd(call(c, fun, float(x), *extra))
        if r.dtype.kind not in "biufc":
            raise MException("MATLAB:quadv:FunNotNumeric", "The integrand function must return a numeric value.")
        return r.astype(np.complex128 if r.dtype.kind == "c" else np.float64)

    if lo == hi:
        q = np.zeros(f(lo).shape)
    else:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            q, _ = integrate.quad_vec(f, lo, hi, epsabs=_tol(tol, 1e-6, "quadv"), epsrel=0.0)
    q = np.asarray(q)
    return (q, float(count[0])) if nargout > 1 else q


def _iterated(fname: str, fun: Any, box: list[tuple[Any, Any]], tol: Any, extra: tuple, ctx: Any) -> float:
    """Integrate fun(x, y[, z]) over a box: the innermost (x) integral is vectorized, each outer
    integral is adaptive over scalar values of its variable (MATLAB's dblquad/triplequad)."""
    check_function(fun, fname)
    c = context(ctx)
    t = _tol(tol, 1e-6, fname)
    lims = [(_finite_limit(lo, fname), _finite_limit(hi, fname)) for lo, hi in box]
    ok = [True]

    def integrate(level: int, fixed: tuple) -> float:
        lo, hi = lims[level]
        if level == 0:
            q, _, _, conv = adaptive(_vector_fun(c, fun, fname, extra, fixed), lo, hi, t)
        else:
            def g(vs: np.ndarray) -> np.ndarray:
                return np.array([integrate(level - 1, (float(v),) + fixed) for v in vs])
            q, _, _, conv = adaptive(g, lo, hi, t)
        ok[0] = ok[0] and conv
        return q

    q = integrate(len(lims) - 1, ())
    _warn_unconverged(c, "quad", ok[0])
    return q


@runtime_builtin(
    summary="Numerically evaluate the double integral of fun(x, y) over a rectangle (tolerance 1e-6).",
    description="fun(x, y) must accept a vector x and a scalar y and return a vector. method "
                "(@quad or @quadl) is accepted; both use adaptive Gauss-Kronrod quadrature. "
                "Legacy: prefer integral2.",
    keywords=["double integral", "iterated integral", "legacy"], related=["integral2", "quad2d", "triplequad"],
    signatures=["q = dblquad(fun, xmin, xmax, ymin, ymax)", "q = dblquad(fun, xmin, xmax, ymin, ymax, tol)",
                "q = dblquad(fun, xmin, xmax, ymin, ymax, tol, method)"],
    errors=[ErrorSpec(identifier="MATLAB:dblquad:invalidLimits", when="a limit is not a finite real scalar")],
    examples=[Example(code="q = dblquad(@(x, y) y*sin(x) + x*cos(y), pi, 2*pi, 0, pi);\nfprintf('%.6f\\n', q)",
                      output="-9.869604\n")],
)
def dblquad(fun: Any, xmin: Any, xmax: Any, ymin: Any, ymax: Any, tol: Any = None, method: Any = None,
            *extra: Any, ctx: Any) -> Any:
    _check_method(method, "dblquad")
    return _iterated("dblquad", fun, [(xmin, xmax), (ymin, ymax)], tol, extra, ctx)


@runtime_builtin(
    summary="Numerically evaluate the triple integral of fun(x, y, z) over a box (tolerance 1e-6).",
    description="fun(x, y, z) must accept a vector x and scalars y, z and return a vector. "
                "Legacy: prefer integral3.",
    keywords=["triple integral", "iterated integral", "legacy"], related=["integral3", "dblquad"],
    signatures=["q = triplequad(fun, xmin, xmax, ymin, ymax, zmin, zmax)",
                "q = triplequad(fun, xmin, xmax, ymin, ymax, zmin, zmax, tol)",
                "q = triplequad(fun, xmin, xmax, ymin, ymax, zmin, zmax, tol, method)"],
    errors=[ErrorSpec(identifier="MATLAB:triplequad:invalidLimits", when="a limit is not a finite real scalar")],
    examples=[Example(code="q = triplequad(@(x, y, z) y.*sin(x) + z.*cos(x), 0, pi, 0, 1, -1, 1);\n"
                           "fprintf('%.6f\\n', q)", output="2.000000\n")],
)
def triplequad(fun: Any, xmin: Any, xmax: Any, ymin: Any, ymax: Any, zmin: Any, zmax: Any, tol: Any = None,
               method: Any = None, *extra: Any, ctx: Any) -> Any:
    _check_method(method, "triplequad")
    return _iterated("triplequad", fun, [(xmin, xmax), (ymin, ymax), (zmin, zmax)], tol, extra, ctx)


def _check_method(method: Any, fname: str) -> None:
    if method is None or is_empty_arg(method) or isinstance(method, FunctionHandle) or option(method) is not None:
        return
    raise MException(f"MATLAB:{fname}:invalidMethod", "METHOD must be a function handle such as @quad or @quadl.")


_QUAD2D_OPTS = ("abstol", "reltol", "maxfunevals", "failureplot", "singular")


@runtime_builtin(
    summary="Numerically integrate fun(x, y) over a <= x <= b, c(x) <= y <= d(x); [q, errbnd].",
    description="c and d may be numbers or function handles of x. fun is called with matrices and "
                "must work elementwise. Options: 'AbsTol' (1e-5), 'RelTol' (100*eps), "
                "'MaxFunEvals', 'FailurePlot' and 'Singular' (accepted).",
    keywords=["double integral", "cubature", "planar region"], related=["integral2", "dblquad"],
    signatures=["q = quad2d(fun, a, b, c, d)", "[q, errbnd] = quad2d(fun, a, b, c, d, Name, Value)"],
    errors=[ErrorSpec(identifier="MATLAB:quad2d:invalidLimit", when="a or b is not a finite real scalar"),
            ErrorSpec(identifier="MATLAB:quad2d:unknownOption", when="an option name is not recognized")],
    examples=[Example(code="q = quad2d(@(x, y) y.*sin(x) + x.*cos(y), pi, 2*pi, 0, pi);\nfprintf('%.6f\\n', q)",
                      output="-9.869604\n"),
              Example(code="q = quad2d(@(x, y) ones(size(x)), 0, 1, 0, @(x) x);\nfprintf('%.6f\\n', q)",
                      output="0.500000\n")],
)
def quad2d(fun: Any, a: Any, b: Any, c: Any, d: Any, *args: Any, nargout: int, ctx: Any) -> Any:
    check_function(fun, "quad2d")
    if len(args) % 2:
        raise MException("MATLAB:quad2d:unpairedNameValue", "Name-value arguments must come in pairs.")
    abstol, reltol = 1e-5, 100 * _EPS
    for i in range(0, len(args), 2):
        name = option(args[i])
        if name not in _QUAD2D_OPTS:
            raise MException("MATLAB:quad2d:unknownOption", f"Invalid option name '{name or ''}'.")
        if name == "abstol":
            abstol = _tol(args[i + 1], abstol, "quad2d")
        elif name == "reltol":
            reltol = _tol(args[i + 1], reltol, "quad2d")
    lo, hi = _finite_limit(a, "quad2d"), _finite_limit(b, "quad2d")
    q, err = cubature("quad2d", fun, [(lo, hi), (c, d)], abstol, reltol, ctx)
    return (q, err) if nargout > 1 else q
