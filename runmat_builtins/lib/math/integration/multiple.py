"""integral2 and integral3: adaptive cubature over a rectangle/box, or a region whose inner
limits are functions of the outer variables (ymin(x), ymax(x), zmin(x, y), zmax(x, y)).

The region is mapped onto the unit square/cube (infinite constant limits by rational
substitutions); each tile is integrated by the tensor 15-point Kronrod rule, its error
estimated against the embedded 7-point Gauss rule, and tiles whose error is above their
share of max(AbsTol, RelTol*|Q|) are bisected in every direction. Like MATLAB's 'tiled'
method, the integrand is called with arrays (one call per refinement round), so it must
work elementwise (use .* ./ .^). Defaults: AbsTol 1e-10, RelTol 1e-6."""

from __future__ import annotations

import math
from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.array.shape._args import nd, option, values
from runmat_builtins.lib.math.functionfunctions._callback import call, context
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.values import FunctionHandle

_XGK = np.array([0.991455371120812639206854697526329, 0.949107912342758524526189684047851,
                 0.864864423359769072789712788640926, 0.741531185599394439863864773280788,
                 0.586087235467691130294144845693013, 0.405845151377397166906606412076961,
                 0.207784955007898467600689403773245, 0.0])
_WGK = np.array([0.022935322010529224963732008058970, 0.063092092629978553290700663189204,
                 0.104790010322250183839876322541518, 0.140653259715525918745189590510238,
                 0.169004726639267902826583426598550, 0.190350578064785409913256402421014,
                 0.204432940075298892414161999234649, 0.209482141084727828012999174891714])
_WG7 = np.array([0.129484966168869693270611432679082, 0.279705391489276667901467771423780,
                 0.381830050505118944950369775488975, 0.417959183673469387755102040816327])
# 15 nodes on [0, 1] with Kronrod weights, and Gauss weights (zero off the Gauss nodes)
_NODES = np.concatenate([-_XGK[:-1], [0.0], _XGK[-2::-1]])
_U = (_NODES + 1) / 2
_WK = np.concatenate([_WGK[:-1], [_WGK[-1]], _WGK[-2::-1]]) / 2
_WG = np.zeros(15)
_WG[[1, 3, 5, 7, 9, 11, 13]] = np.concatenate([_WG7[:-1], [_WG7[-1]], _WG7[-2::-1]]) / 2
_MAX_POINTS = 4_000_000
_OPTS = ("abstol", "reltol", "method")


def _limit(v: Any, fname: str, what: str) -> float | FunctionHandle:
    if isinstance(v, FunctionHandle):
        return v
    a = nd(v, objects=True)
    if getattr(a, "dtype", None) is None or a.size != 1 or a.dtype.kind not in "biuf":  # a struct, a table
        raise MException(f"MATLAB:{fname}:invalidLimit" if fname else "MATLAB:invalidLimit",
                         f"{what} must be a real scalar or a function handle.")
    return float(a.reshape(-1)[0])


class _Map:
    """u in [0, 1] to a constant interval (finite or infinite): value and derivative."""

    def __init__(self, a: float, b: float) -> None:
        self.a, self.b = a, b

    def __call__(self, u: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        a, b = self.a, self.b
        if math.isfinite(a) and math.isfinite(b):
            return a + (b - a) * u, np.full(u.shape, b - a)
        if math.isfinite(a):
            return a + u / (1 - u), 1 / (1 - u) ** 2
        if math.isfinite(b):
            return b - (1 - u) / u, 1 / u ** 2
        t = math.pi * (u - 0.5)
        return np.tan(t) * (1 if a < b else -1), (math.pi / np.cos(t) ** 2) * (1 if a < b else -1)


def _inner(c: Any, lo: Any, hi: Any, u: np.ndarray, outer: tuple[np.ndarray, ...], fname: str) -> tuple[np.ndarray, np.ndarray]:
    """Inner variable and its Jacobian factor for limits that may be function handles."""
    def ev(lim: Any) -> np.ndarray:
        if isinstance(lim, FunctionHandle):
            r = nd(call(c, lim, *outer))
            if r.size == 1:
                return np.full(u.shape, float(r.reshape(-1)[0]))
            if r.size != u.size:
                raise MException(f"RunMat:{fname}:LimitSizeMismatch",
                                 "A limit function must return an array the size of its input.")
            return r.astype(np.float64).reshape(u.shape)
        return np.full(u.shape, lim)
    if not isinstance(lo, FunctionHandle) and not isinstance(hi, FunctionHandle):
        return _Map(lo, hi)(u)
    a, b = ev(lo), ev(hi)
    if not (np.all(np.isfinite(a)) and np.all(np.isfinite(b))):
        raise MException(f"RunMat:{fname}:InfiniteFunctionLimit", "Limit functions must return finite values.")
    return a + (b - a) * u, b - a


def _cubature(fname: str, fun: Any, limits: list[tuple[Any, Any]], args: tuple, ctx: Any) -> float | complex:
    if not isinstance(fun, FunctionHandle) and option(fun) is None:
        raise MException(f"MATLAB:{fname}:invalidIntegrand", "The integrand must be a function handle.")
    if len(args) % 2:
        raise MException(f"MATLAB:{fname}:unpairedNameValue", "Name-value arguments must come in pairs.")
    abstol, reltol = 1e-10, 1e-6
    for i in range(0, len(args), 2):
        name = option(args[i])
        if name not in _OPTS:
            raise MException(f"MATLAB:{fname}:unknownOption", f"Invalid option name '{name or ''}'.")
        if name == "abstol":
            abstol = values(args[i + 1])[0]
        elif name == "reltol":
            reltol = values(args[i + 1])[0]
    return cubature(fname, fun, limits, abstol, reltol, ctx)[0]


def cubature(fname: str, fun: Any, limits: list[tuple[Any, Any]], abstol: float, reltol: float,
             ctx: Any) -> tuple[float | complex, float]:
    """The integral and its error estimate to max(abstol, reltol*|Q|) (shared with quad2d)."""
    c = context(ctx)
    d = len(limits)
    lims = [(_limit(lo, fname, "Limit"), _limit(hi, fname, "Limit")) for lo, hi in limits]
    if any(isinstance(v, float) and math.isnan(v) for pair in lims for v in pair):
        return math.nan, math.nan  # as integral: a NaN limit integrates to NaN
    if isinstance(lims[0][0], FunctionHandle) or isinstance(lims[0][1], FunctionHandle):
        raise MException(f"MATLAB:{fname}:invalidLimit", "The outer limits must be numeric scalars.")
    grids = np.meshgrid(*([np.arange(15)] * d), indexing="ij")
    idx = [g.reshape(-1) for g in grids]
    wk = np.prod([_WK[i] for i in idx], axis=0)
    wg = np.prod([_WG[i] for i in idx], axis=0)
    npts = 15 ** d

    def evaluate(boxes: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """boxes: (n, d, 2) in unit space -> per-box Kronrod value and error estimate."""
        n = boxes.shape[0]
        lo, width = boxes[:, :, 0], boxes[:, :, 1] - boxes[:, :, 0]
        u = [lo[:, k:k + 1] + width[:, k:k + 1] * _U[idx[k]][None, :] for k in range(d)]
        shape = (n * npts // 15, 15)
        u = [x.reshape(shape) for x in u]
        x, jac = _Map(*lims[0])(u[0])
        coords = [x]
        y, jy = _inner(c, lims[1][0], lims[1][1], u[1], (x,), fname)
        coords.append(y)
        jac = jac * jy
        if d == 3:
            z, jz = _inner(c, lims[2][0], lims[2][1], u[2], (x, y), fname)
            coords.append(z)
            jac = jac * jz
        f = nd(call(c, fun, *coords))
        if f.dtype.kind not in "biufc":
            raise MException(f"MATLAB:{fname}:integrandOutputNotNumeric", "The integrand must return numeric values.")
        if f.size != x.size:
            raise MException(f"RunMat:{fname}:FunSizeMismatch",
                             "Integrand output size does not match the input size: write the integrand "
                             "with elementwise operators (.* ./ .^).")
        vals = (f.reshape(shape) * jac).reshape(n, npts)
        vol = np.prod(width, axis=1)
        qk = vals @ wk * vol
        qg = vals @ wg * vol
        return qk, np.abs(qk - qg)

    start = np.array([[[0.0, 0.5]], [[0.5, 1.0]]])
    boxes = start
    for _ in range(d - 1):
        boxes = np.concatenate([np.concatenate([boxes, np.broadcast_to(h, (boxes.shape[0], 1, 2))], axis=1)
                                for h in (np.array([[0.0, 0.5]]), np.array([[0.5, 1.0]]))])
    q, e = evaluate(boxes)
    done_q: Any = 0.0
    done_e = 0.0
    used = boxes.shape[0] * npts
    while True:
        total_q = done_q + q.sum()
        total_e = done_e + e.sum()
        tol = max(abstol, reltol * abs(total_q))
        if total_e <= tol:
            return _scalar(total_q), float(total_e)
        vol = np.prod(boxes[:, :, 1] - boxes[:, :, 0], axis=1)
        split = e > tol * vol / 4
        if not split.any():
            split[np.argmax(e)] = True
        keep = ~split
        done_q = done_q + q[keep].sum()
        done_e = done_e + e[keep].sum()
        parents = boxes[split]
        if used + parents.shape[0] * (2 ** d) * npts > _MAX_POINTS:
            if ctx is not None and hasattr(ctx, "warn"):
                ctx.warn(f"MATLAB:{fname}:maxFunEvalsFail",
                         f"Reached the maximum number of function evaluations ({used}). The result fails the "
                         f"global error test.")
            return _scalar(total_q), float(total_e)
        mid = parents.mean(axis=2)
        children = []
        for corner in range(2 ** d):
            ch = parents.copy()
            for k in range(d):
                if corner >> k & 1:
                    ch[:, k, 0] = mid[:, k]
                else:
                    ch[:, k, 1] = mid[:, k]
            children.append(ch)
        boxes = np.concatenate(children)
        used += boxes.shape[0] * npts
        q, e = evaluate(boxes)


def _scalar(v: Any) -> float | complex:
    v = complex(v)
    return v.real if v.imag == 0 else v


_ERRORS = [ErrorSpec(identifier="MATLAB:integral2:invalidIntegrand", when="fun is not a function handle"),
           ErrorSpec(identifier="RunMat:integral2:FunSizeMismatch",
                     when="fun does not return an array the size of its inputs (not elementwise)"),
           ErrorSpec(identifier="MATLAB:integral2:unknownOption", when="an option name is not recognized")]


@runtime_builtin(
    summary="Numerically integrate fun(x, y) over xmin <= x <= xmax, ymin(x) <= y <= ymax(x).",
    description="ymin and ymax may be numbers or function handles of x; constant limits may be "
                "infinite. fun is called with arrays and must work elementwise. Options: 'AbsTol' "
                "(1e-10), 'RelTol' (1e-6), 'Method' (accepted; the tiled method is always used).",
    keywords=["double integral", "cubature", "2-D integration", "area"],
    related=["integral", "integral3", "trapz"],
    signatures=["q = integral2(fun, xmin, xmax, ymin, ymax)", "q = integral2(fun, xmin, xmax, ymin, ymax, Name, Value)"],
    errors=_ERRORS,
    examples=[Example(code="q = integral2(@(x, y) x.*y, 0, 1, 0, 2);\nfprintf('%.8f\\n', q)", output="1.00000000\n"),
              Example(code="q = integral2(@(x, y) x + y, 0, 1, 0, @(x) x);\nfprintf('%.8f\\n', q)", output="0.50000000\n"),
              Example(code="q = integral2(@(x,y) exp(-x.^2-y.^2), -Inf, Inf, -Inf, Inf);\nfprintf('%.6f\\n', q)",
                      output="3.141593\n")],
)
def integral2(fun: Any, xmin: Any, xmax: Any, ymin: Any, ymax: Any, *args: Any, ctx: Any = None) -> Any:
    return _cubature("integral2", fun, [(xmin, xmax), (ymin, ymax)], args, ctx)


@runtime_builtin(
    summary="Numerically integrate fun(x, y, z) over a box or a region with function limits.",
    description="ymin/ymax may be functions of x, zmin/zmax functions of (x, y); constant limits "
                "may be infinite. fun is called with arrays and must work elementwise. Options: "
                "'AbsTol' (1e-10), 'RelTol' (1e-6), 'Method' (accepted).",
    keywords=["triple integral", "cubature", "3-D integration", "volume"],
    related=["integral", "integral2"],
    signatures=["q = integral3(fun, xmin, xmax, ymin, ymax, zmin, zmax)",
                "q = integral3(fun, xmin, xmax, ymin, ymax, zmin, zmax, Name, Value)"],
    errors=[ErrorSpec(identifier="MATLAB:integral3:invalidIntegrand", when="fun is not a function handle"),
            ErrorSpec(identifier="RunMat:integral3:FunSizeMismatch",
                      when="fun does not return an array the size of its inputs")],
    examples=[Example(code="q = integral3(@(x, y, z) x.*y.*z, 0, 1, 0, 1, 0, 2);\nfprintf('%.8f\\n', q)",
                      output="0.50000000\n"),
              Example(code="q = integral3(@(x,y,z) ones(size(x)), 0, 1, 0, @(x) 1-x, 0, @(x,y) 1-x-y);\n"
                           "fprintf('%.8f\\n', q)", output="0.16666667\n")],
)
def integral3(fun: Any, xmin: Any, xmax: Any, ymin: Any, ymax: Any, zmin: Any, zmax: Any, *args: Any,
              ctx: Any = None) -> Any:
    return _cubature("integral3", fun, [(xmin, xmax), (ymin, ymax), (zmin, zmax)], args, ctx)
