"""Initial value problems: ode45 (Dormand-Prince 4(5)), ode23 (Bogacki-Shampine 2(3)),
ode113 (nonstiff, variable-order Adams methods; scipy's LSODA, which switches to BDF only if
the problem turns stiff) and ode15s (stiff: variable-order BDF), ode23s, ode23t and ode23tb (stiff: Radau IIA), all through one driver over
scipy.integrate.solve_ivp with MATLAB's defaults (RelTol 1e-3, AbsTol 1e-6, MaxStep
|tf-t0|/10, Refine 4 for ode45, 1 otherwise), and odeset to build their options struct.

Output follows MATLAB: t is a column, y has one row per time. With two-element tspan the
solver's own steps are returned (with Refine-1 interpolated points between steps); with
more elements, exactly those times (by the solver's continuous extension). odeset's Jacobian,
Mass (nonsingular), Events ([t, y, te, ye, ie]; a terminal event ends the output at the event),
MaxStep and InitialStep are honoured; the solution struct keeps the slopes for deval.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.array.shape._args import is_empty_arg, nd, option, values
from runmat_builtins.lib.math.functionfunctions._callback import (
    call, check_function, context, opt_int, options,
)
from runmat_builtins.lib.math.functionfunctions.optimize import options_struct
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.values import FunctionHandle, StructArray, char_row

ODESET_FIELDS = ("AbsTol", "BDF", "Events", "InitialStep", "Jacobian", "JConstant", "JPattern", "Mass",
                 "MassSingular", "MaxOrder", "MaxStep", "NonNegative", "NormControl", "OutputFcn",
                 "OutputSel", "Refine", "RelTol", "Stats", "Vectorized", "MStateDependence",
                 "MvPattern", "InitialSlope")


def _solve(fname: str, method: str, refine_default: int, fun: Any, tspan: Any, y0: Any,
           opts: Any, rest: tuple, nargout: int, ctx: Any) -> Any:
    from scipy.integrate import solve_ivp  # start-up: scipy loads on first use

    check_function(fun, fname)
    c = context(ctx)
    ts = _tspan(tspan, fname)
    y_start = nd(y0).reshape(-1, order="F")
    if y_start.dtype.kind not in "biufc":
        raise MException("MATLAB:odearguments:Y0NotNumeric", "Initial conditions must be numeric.")
    cplx = y_start.dtype.kind == "c"
    y_start = y_start.astype(np.complex128 if cplx else np.float64)
    neq = y_start.size
    o = options(opts, fname)
    if not np.isfinite(y_start).all():  # scipy refuses to start; MATLAB's steps fail at t0
        raise _tolerance_failure(fname, float(ts[0]))
    rtol, atol, max_step, first = _tolerances(o, neq, fname, abs(ts[-1] - ts[0]), c)
    if cplx and method in ("Radau", "LSODA"):  # no complex domain in scipy's Radau and LSODA: BDF has one
        method = "BDF"
    refine = opt_int(o, "Refine", refine_default)
    mass = _mass(c, o.get("mass"), o, neq, fname)

    def rhs(t: float, y: np.ndarray) -> np.ndarray:
        r = nd(call(c, fun, float(t), y.reshape(-1, 1).copy(), *rest))
        if r.dtype.kind not in "biufc":
            raise MException("MATLAB:odearguments:FnNotNumeric", "The ODE function must return a numeric vector.")
        if r.size != neq:
            raise MException("MATLAB:odearguments:SizeIC",
                             f"{_name(fun)} returns a vector of length {r.size}, but the length of "
                             f"initial conditions vector is {neq}. The vector returned by {_name(fun)} "
                             "and the initial conditions vector must have the same number of elements.")
        return r.reshape(-1, order="F")

    f = rhs if mass is None else (lambda t, y: np.linalg.solve(mass(t, y), rhs(t, y)))
    nonneg = _nonnegative(o.get("nonnegative"), neq, fname)
    if nonneg is not None:
        f = _keep_nonnegative(f, nonneg)
    kw: dict[str, Any] = dict(method=method, rtol=rtol, atol=atol, max_step=max_step)
    if first is not None:
        kw["first_step"] = first
    if method in ("BDF", "Radau", "LSODA") and o.get("jacobian") is not None:
        kw["jac"] = _jacobian(c, o["jacobian"], mass, neq, rest, fname)
    events = _events(c, o.get("events"), rest, float(ts[0]), y_start) if o.get("events") is not None else None
    if events is not None:
        kw["events"] = events
    dense = ts.size > 2 or refine > 1
    reached = [float(ts[0])]  # the last time the solver evaluated the function at

    def tracked(t: float, y: np.ndarray) -> np.ndarray:
        reached[0] = float(t)
        return f(t, y)

    try:
        with np.errstate(all="ignore"):  # an overflowing ODE: MATLAB's error below, no NumPy warnings
            sol = solve_ivp(tracked, (ts[0], ts[-1]), y_start, dense_output=dense, **kw)
    except ValueError as exc:  # an implicit method's Jacobian went Inf or NaN (an overflowing ODE)
        if "inf" not in str(exc).lower() and "nan" not in str(exc).lower():
            raise
        raise _tolerance_failure(fname, reached[0]) from None
    if sol.status < 0:
        raise _tolerance_failure(fname, sol.t[-1])
    if ts.size > 2:
        inside = ts[(ts - ts[0]) * np.sign(sol.t[-1] - ts[0]) <= abs(sol.t[-1] - ts[0])] if sol.status == 1 else ts
        t_out, y_out = inside, sol.sol(inside).T if inside.size else np.zeros((0, neq))
        if inside.size:
            y_out[0] = y_start
        if sol.status == 1 and (not inside.size or inside[-1] != sol.t[-1]):  # a terminal event ends the output
            t_out = np.append(t_out, sol.t[-1])
            y_out = np.vstack([y_out, sol.y[:, -1:].T])
    else:
        t_out, y_out = _refined(sol, refine)
    if not cplx:
        y_out = y_out.real
    if nonneg is not None:
        y_out = np.array(y_out, copy=True)
        y_out[:, nonneg] = np.maximum(y_out[:, nonneg], 0.0)
        sol.y[nonneg] = np.maximum(sol.y[nonneg].real, 0.0)
    te, ye, ie = _event_table(sol, neq, cplx)
    if nargout == 0:  # MATLAB's default OutputFcn without outputs: odeplot, the solution against time
        c.call_function("plot", (t_out.reshape(-1, 1), np.asarray(y_out).real.reshape(t_out.size, neq)), 0)
        return None
    if nargout <= 1:
        fields: dict[str, Any] = {
            "solver": char_row(fname), "x": np.asarray(sol.t, dtype=float).reshape(1, -1),
            "y": np.asarray(sol.y if cplx else sol.y.real, dtype=complex if cplx else float),
        }
        if events is not None:
            fields.update(xe=te.reshape(1, -1), ye=ye.T, ie=ie.reshape(1, -1))
        fields["stats"] = StructArray.scalar({"nsteps": float(max(sol.t.size - 1, 0)), "nfailed": 0.0,
                                              "nfevals": float(sol.nfev)})
        fields["idata"] = StructArray.scalar({"yp": np.column_stack([f(t, y) for t, y in zip(sol.t, sol.y.T)])
                                              if sol.t.size else np.zeros((neq, 0))})
        return StructArray.scalar(fields)
    out = (t_out.reshape(-1, 1), y_out.reshape(t_out.size, neq))
    if nargout > 2:
        out += (te.reshape(-1, 1), ye.reshape(te.size, neq), ie.reshape(-1, 1))
    return out


def _option_values(o: dict[str, Any], key: str) -> list[float] | None:
    v = o.get(key)
    if v is None:
        return None
    try:
        return [abs(x) if isinstance(x, complex) else x for x in values(v)]
    except TypeError:  # a struct, a cell, a handle: no number
        return [float("nan")]


def _tolerances(o: dict[str, Any], neq: int, fname: str, span: float, c: Any) -> tuple:
    """RelTol, AbsTol, MaxStep and InitialStep checked as MATLAB's odearguments does."""
    r = _option_values(o, "reltol")
    rtol = 1e-3
    if r is not None:
        if len(r) != 1 or not r[0] > 0:
            raise MException("MATLAB:odearguments:RelTolNotPosScalar", "RelTol must be a positive scalar.")
        rtol = float(r[0])
        if rtol < 100 * np.finfo(float).eps:
            rtol = 100 * float(np.finfo(float).eps)
            c.warn("MATLAB:odearguments:RelTolIncrease", f"RelTol has been increased to {rtol:g}.")
    a = _option_values(o, "abstol")
    atol: Any = 1e-6
    if a is not None:
        if not all(x > 0 for x in a):
            raise MException("MATLAB:odearguments:AbsTolNotPos", "AbsTol must be positive.")
        if len(a) != 1 and len(a) != neq:
            raise MException("MATLAB:odearguments:SizeAbsTol",
                             f"Solving {fname} requires a scalar AbsTol, or a vector AbsTol of length {neq}.")
        atol = float(a[0]) if len(a) == 1 else np.asarray(a, dtype=float)
    m = _option_values(o, "maxstep")
    max_step = span / 10
    if m is not None:
        max_step = min(span, abs(float(m[0]))) if m else max_step
        if not max_step > 0:
            raise MException("MATLAB:odearguments:MaxStepLEzero", "MaxStep must be greater than zero.")
    h = _option_values(o, "initialstep")
    first = None
    if h is not None and h:
        if not h[0] > 0:
            raise MException("MATLAB:odearguments:InitStepLEzero", "InitialStep must be greater than zero.")
        first = min(float(h[0]), span)
    return rtol, atol, max_step, first


def _tolerance_failure(fname: str, t: float) -> MException:
    """MATLAB's failure of an ODE solver that cannot keep its step above the smallest allowed."""
    return MException(f"MATLAB:{fname}:IntegrationTolNotMet",
                      f"Failure at t={t:e}. Unable to meet integration tolerances without "
                      "reducing the step size below the smallest value allowed.")


def _nonnegative(v: Any, neq: int, fname: str) -> np.ndarray | None:
    """The NonNegative option: one-based indices of components kept >= 0."""
    if v is None:
        return None
    idx = np.asarray(values(v), dtype=float)
    if idx.size == 0:
        return None
    if np.any(idx < 1) or np.any(idx > neq) or np.any(idx != np.floor(idx)):
        raise MException("MATLAB:odenonnegative:InvalidIndex",
                         "NonNegative must hold indices of solution components.")
    return idx.astype(np.intp) - 1


def _keep_nonnegative(f: Any, idx: np.ndarray) -> Any:
    """MATLAB's NonNegative: a component at or below zero may not decrease."""
    def g(t: float, y: np.ndarray) -> np.ndarray:
        d = np.array(f(t, y), copy=True)
        low = y[idx].real <= 0
        d[idx[low]] = np.maximum(d[idx[low]].real, 0.0)
        return d
    return g


def _tspan(tspan: Any, fname: str) -> np.ndarray:
    ts = nd(tspan, objects=True)
    if getattr(ts, "dtype", None) is None or ts.dtype.kind not in "biuf":
        raise MException("MATLAB:odearguments:TspanNotNumeric", "The timespan vector must be real and numeric.")
    ts = ts.astype(np.float64).reshape(-1, order="F")
    if ts.size < 2:
        raise MException("MATLAB:odearguments:SizeTspan", "The timespan vector must have at least two elements.")
    if ts[0] == ts[-1]:
        raise MException("MATLAB:odearguments:TspanEndpointsNotDistinct",
                         "The last entry in tspan must be different from the first entry.")
    d = np.diff(ts)
    if not (np.all(d > 0) or np.all(d < 0)):
        raise MException("MATLAB:odearguments:TspanNotMonotonic",
                         "The entries in tspan must strictly increase or decrease.")
    return ts


def _matrix(v: Any, neq: int, what: str, fname: str) -> np.ndarray:
    m = nd(v)
    if m.dtype.kind not in "biufc" or m.shape != (neq, neq):
        raise MException(f"MATLAB:{fname}:{what}Size" if fname else "MATLAB:odearguments:MassSize",
                         f"The {what.lower()} matrix must be {neq}-by-{neq}.")
    return m.astype(np.complex128 if m.dtype.kind == "c" else np.float64)


def _mass(c: Any, m: Any, o: dict[str, Any], neq: int, fname: str) -> Any:
    """The mass matrix as a function of (t, y), or None: a constant matrix, M(t) or M(t, y)
    (M(t) when the handle takes one argument or MStateDependence is 'none')."""

    if m is None:
        return None
    if isinstance(m, FunctionHandle):
        time_only = option(o.get("mstatedependence")) == "none" or (m.is_anonymous and len(m.params) == 1)
        return lambda t, y: _matrix(call(c, m, float(t)) if time_only else call(c, m, float(t), y.reshape(-1, 1).copy()),
                                    neq, "Mass", fname)
    mm = _matrix(m, neq, "Mass", fname)
    if np.linalg.matrix_rank(mm) < neq:
        raise MException(f"RunMat:{fname}:SingularMass",
                         "A singular mass matrix (a differential-algebraic system) is not supported.")
    return lambda t, y: mm


def _jacobian(c: Any, jac: Any, mass: Any, neq: int, rest: tuple, fname: str) -> Any:
    """Jacobian option (a constant matrix or J(t, y)) for the implicit solvers, as M\\J when there is a mass matrix."""

    if isinstance(jac, FunctionHandle):
        def j(t: float, y: np.ndarray) -> np.ndarray:
            m = _matrix(call(c, jac, float(t), y.reshape(-1, 1).copy(), *rest), neq, "Jacobian", fname)
            return m if mass is None else np.linalg.solve(mass(t, y), m)
        return j
    jm = _matrix(jac, neq, "Jacobian", fname)
    if mass is None:
        return jm
    return lambda t, y: np.linalg.solve(mass(t, y), jm)


def _events(c: Any, ev: Any, rest: tuple, t0: float, y0: np.ndarray) -> list[Any]:
    """One scipy event function per component of MATLAB's [value, isterminal, direction] = events(t, y)."""

    if not isinstance(ev, FunctionHandle):
        raise MException("MATLAB:odearguments:EventsNotFunction", "The Events option must be a function handle.")
    cache: dict[Any, tuple] = {}

    def evaluate(t: float, y: np.ndarray) -> tuple:
        key = (float(t), y.tobytes())
        if key not in cache:
            if len(cache) > 64:
                cache.clear()
            r = call(c, ev, float(t), y.reshape(-1, 1).copy(), *rest, nargout=3)
            cache[key] = tuple(np.asarray(values(v), dtype=float) for v in r)
        return cache[key]

    value, terminal, direction = evaluate(t0, y0)
    funcs = []
    for i in range(value.size):
        def g(t: float, y: np.ndarray, i: int = i) -> float:
            return float(evaluate(t, y)[0][i])
        g.terminal = bool(terminal[i]) if i < terminal.size else False  # type: ignore[attr-defined]
        g.direction = float(direction[i]) if i < direction.size else 0.0  # type: ignore[attr-defined]
        funcs.append(g)
    return funcs


def _event_table(sol: Any, neq: int, cplx: bool) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """te, ye (one row per event) and ie (1-based event index), in time order."""
    if getattr(sol, "t_events", None) is None:
        return np.zeros(0), np.zeros((0, neq)), np.zeros(0)
    rows = []
    for i, (ts, ys) in enumerate(zip(sol.t_events, sol.y_events)):
        for t, y in zip(ts, ys):
            if t != sol.t[0]:  # a zero at the initial time is not an event
                rows.append((float(t), i + 1, y))
    rows.sort(key=lambda r: (r[0] * np.sign(sol.t[-1] - sol.t[0]), r[1]))
    te = np.array([r[0] for r in rows])
    ye = np.array([r[2] for r in rows]).reshape(len(rows), neq)
    ie = np.array([float(r[1]) for r in rows])
    return te, (ye if cplx else ye.real), ie


def _refined(sol: Any, refine: int) -> tuple[np.ndarray, np.ndarray]:
    t = sol.t
    if refine <= 1 or t.size < 2:
        return t, sol.y.T
    frac = np.arange(1, refine) / refine
    parts_t = [t[:1]]
    for i in range(t.size - 1):
        parts_t.append(t[i] + frac * (t[i + 1] - t[i]))
        parts_t.append(t[i + 1:i + 2])
    tt = np.concatenate(parts_t)
    yy = sol.sol(tt).T
    step_rows = np.arange(0, tt.size, refine)
    yy[step_rows] = sol.y.T  # exact solver values at the steps
    return tt, yy


def _name(fun: Any) -> str:

    if isinstance(fun, FunctionHandle):
        return fun.name or str(fun)
    return str(fun)


def _solver(name: str, method: str, refine: int, *, errors: list[ErrorSpec], events: bool = False,
            **fields: Any) -> Any:
    """Register one of the ODE solvers: they share MATLAB's interface (odefun, tspan, y0,
    options, extra parameters) and differ in the integration method and default Refine."""
    sigs = [f"[t, y] = {name}(odefun, tspan, y0)", f"[t, y] = {name}(odefun, tspan, y0, options)"]
    if events:
        sigs.append(f"[t, y, te, ye, ie] = {name}(odefun, tspan, y0, options)")
    sigs.append(f"sol = {name}(odefun, tspan, y0)")

    def body(odefun: Any, tspan: Any, y0: Any, opts: Any = None, *rest: Any, nargout: int, ctx: Any) -> Any:
        return _solve(name, method, refine, odefun, tspan, y0, opts, rest, nargout, ctx)

    body.__name__ = body.__qualname__ = name
    return runtime_builtin(name=name, signatures=sigs, errors=errors,
                           accel={"kind": "host-only"}, **fields)(body)



_ODE_ERRORS = [
    ErrorSpec(identifier="MATLAB:odearguments:SizeIC",
              when="the ODE function returns a vector whose length differs from y0"),
    ErrorSpec(identifier="MATLAB:odearguments:TspanEndpointsNotDistinct", when="tspan starts and ends at the same time"),
    ErrorSpec(identifier="MATLAB:odearguments:TspanNotMonotonic", when="tspan is not strictly monotonic"),
]


ode45 = _solver(
    "ode45", "RK45", 4, errors=_ODE_ERRORS,
    summary="Solve nonstiff ODEs y' = f(t, y) with an explicit Runge-Kutta (4,5) pair (Dormand-Prince).",
    description="[t, y] = ode45(odefun, tspan, y0): odefun(t, y) returns a column of derivatives. "
                "Each row of y is the solution at the matching t. Defaults: RelTol 1e-3, AbsTol "
                "1e-6, MaxStep |tf-t0|/10, Refine 4. One output returns a solution struct "
                "(solver, x, y, stats, for deval). Events ([t, y, te, ye, ie]) and a nonsingular "
                "Mass are honoured; OutputFcn is not supported.",
    keywords=["ode", "differential equation", "runge-kutta", "initial value problem", "dormand-prince"],
    related=["ode23", "odeset", "integral"],
    examples=[Example(code="[t, y] = ode45(@(t, y) -y, [0 0.5 1], 1);\nfprintf('%.4f\\n', y)",
                      output="1.0000\n0.6065\n0.3679\n")],
)


ode23 = _solver(
    "ode23", "RK23", 1, errors=_ODE_ERRORS,
    summary="Solve nonstiff ODEs with an explicit Runge-Kutta (2,3) pair (Bogacki-Shampine).",
    description="Same interface and defaults as ode45 (Refine 1); cheaper per step and often "
                "better at crude tolerances or with mild stiffness.",
    keywords=["ode", "differential equation", "runge-kutta", "bogacki-shampine"],
    related=["ode45", "odeset"],
    examples=[Example(code="[t, y] = ode23(@(t, y) [y(2); -y(1)], [0 pi/2], [0; 1]);\n"
                           "fprintf('%.3f\\n', y(end, 1))", output="1.000\n")],
)


@runtime_builtin(
    summary="Create or update the options struct for the ODE solvers (RelTol, AbsTol, MaxStep, ...).",
    description="odeset(Name, Value, ...) returns a struct with every ODE option field ([] where "
                "unset); odeset(oldopts, Name, Value) updates; names are case-insensitive and may "
                "be abbreviated.",
    keywords=["ode options", "tolerance", "settings"], related=["ode45", "ode23", "optimset"],
    signatures=["options = odeset(Name, Value, ...)", "options = odeset(oldopts, Name, Value, ...)",
                "options = odeset()"],
    errors=[ErrorSpec(identifier="MATLAB:odeset:InvalidParamName", when="a name is not an ODE option")],
    examples=[Example(code="o = odeset('RelTol', 1e-8);\ndisp(o.RelTol)", output="   1.0000e-08\n")],
)
def odeset(*args: Any) -> Any:
    return options_struct(args, ODESET_FIELDS, "odeset")


ode15s = _solver(
    "ode15s", "BDF", 1, errors=_ODE_ERRORS,
    summary="Solve stiff ODEs y' = f(t, y) with a variable-order backward differentiation formula.",
    description="[t, y] = ode15s(odefun, tspan, y0[, options]); same interface and defaults as "
                "ode45 (Refine 1). The Jacobian option (a matrix or J(t, y)) is used, else it is "
                "estimated by finite differences; Events and a nonsingular Mass are honoured, "
                "OutputFcn is not supported.",
    keywords=["ode", "stiff", "bdf", "ndf", "differential equation"],
    related=["ode45", "ode23", "ode113", "odeset"],
    examples=[Example(code="[t, y] = ode15s(@(t, y) -2*y, [0 0.5 1], 1);\nfprintf('%.3f ', t, y); fprintf('\\n')",
                      output="0.000 0.500 1.000 1.000 0.368 0.135 \n"),
              Example(code="f = @(t,y) [-0.04*y(1)+1e4*y(2)*y(3); 0.04*y(1)-1e4*y(2)*y(3)-3e7*y(2)^2; 3e7*y(2)^2];\n"
                           "[t, y] = ode15s(f, [0 40], [1; 0; 0]);\nfprintf('%.3f\\n', y(end, 1))",
                      output="0.716\n")],
)


ode113 = _solver(
    "ode113", "LSODA", 1, errors=_ODE_ERRORS,
    summary="Solve nonstiff ODEs with a variable-order Adams-Bashforth-Moulton method.",
    description="Efficient at stringent tolerances and for expensive odefun. Same interface and "
                "defaults as ode45 (Refine 1).",
    keywords=["ode", "adams", "multistep", "nonstiff", "differential equation"],
    related=["ode45", "ode15s", "odeset"],
    examples=[Example(code="[t, y] = ode113(@(t, y) [y(2); -y(1)], [0 pi/2 pi], [0; 1]);\nfprintf('%.3f\\n', y(:, 1))",
                      output="0.000\n1.000\n0.000\n")],
)


_STIFF_ERRORS = _ODE_ERRORS + [
    ErrorSpec(identifier="MATLAB:odearguments:SizeTspan", when="tspan has fewer than two elements"),
]


ode23s = _solver(
    "ode23s", "Radau", 1, errors=_STIFF_ERRORS, events=True,
    summary="Solve stiff ODEs with a one-step, low-order implicit method (modified Rosenbrock in MATLAB).",
    description="[t, y] = ode23s(odefun, tspan, y0[, options]); options from odeset: RelTol (1e-3), "
                "AbsTol (1e-6), MaxStep, InitialStep, Jacobian (matrix or J(t, y)), Mass (a "
                "nonsingular matrix, M(t) or M(t, y)) and Events ([t, y, te, ye, ie] = ...). "
                "RunMat integrates with an implicit Runge-Kutta method (Radau IIA), so its steps "
                "differ from MATLAB's while the solution agrees to the tolerances.",
    keywords=["ode", "stiff", "rosenbrock", "differential equation"],
    related=["ode15s", "ode23t", "ode23tb", "odeset"],
    examples=[Example(code="[t, y] = ode23s(@(t, y) -1000*(y - cos(t)), [0 0.5 1], 0);\nfprintf('%.4f\\n', y)",
                      output="0.0000\n0.8781\n0.5411\n")],
)


ode23t = _solver(
    "ode23t", "Radau", 1, errors=_STIFF_ERRORS, events=True,
    summary="Solve moderately stiff ODEs (the trapezoidal rule in MATLAB).",
    description="Same interface and options as ode23s (Jacobian, Mass, Events, MaxStep, "
                "InitialStep); RunMat integrates with Radau IIA to the same tolerances.",
    keywords=["ode", "stiff", "trapezoidal", "differential equation"],
    related=["ode23s", "ode15s", "ode23tb", "odeset"],
    examples=[Example(code="[t, y] = ode23t(@(t, y) [y(2); -y(1)], [0 pi/2 pi], [0; 1]);\nfprintf('%.3f\\n', y(:, 1))",
                      output="0.000\n1.000\n0.000\n")],
)


ode23tb = _solver(
    "ode23tb", "Radau", 1, errors=_STIFF_ERRORS, events=True,
    summary="Solve stiff ODEs (TR-BDF2, an implicit Runge-Kutta formula, in MATLAB).",
    description="Same interface and options as ode23s; RunMat integrates with Radau IIA to the "
                "same tolerances. Often efficient at crude tolerances.",
    keywords=["ode", "stiff", "tr-bdf2", "differential equation"],
    related=["ode23s", "ode15s", "ode23t", "odeset"],
    examples=[Example(code="[t, y] = ode23tb(@(t, y) -50*(y - t), [0 1], 0);\nfprintf('%.3f\\n', y(end))",
                      output="0.980\n")],
)


@runtime_builtin(
    summary="Read one option from an ODE options struct, with a default for an unset ([]) option.",
    description="v = odeget(options, name[, default]); the name is case-insensitive.",
    keywords=["ode options"], related=["odeset"],
    signatures=["v = odeget(options, name)", "v = odeget(options, name, default)"],
    errors=[ErrorSpec(identifier="MATLAB:odeget:InvalidPropName", when="name is not an ODE option")],
    examples=[Example(code="o = odeset('RelTol', 1e-5);\nfprintf('%g %g\\n', odeget(o, 'reltol'), odeget(o, 'AbsTol', 1e-7))",
                      output="1e-05 1e-07\n")],
)
def odeget(opts: Any, name: Any, default: Any = None) -> Any:

    key = option(name)
    match = [f for f in ODESET_FIELDS if f.lower() == key]
    if not match:
        raise MException("MATLAB:odeget:InvalidPropName", f"Unrecognized property name '{key or ''}'.")
    if opts is None or is_empty_arg(opts):
        v = None
    elif not isinstance(opts, StructArray):
        raise MException("MATLAB:odeget:Arg1NotODESETStruct", "First argument must be an options structure created with ODESET.")
    else:
        v = next((opts.get(f) for f in opts.fields if f.lower() == key), None)
    if v is None or is_empty_arg(v):
        return default if default is not None else np.zeros((0, 0))
    return v
