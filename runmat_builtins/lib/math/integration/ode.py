"""ode15s (stiff problems: variable-order BDF) and ode113 (nonstiff, variable-order Adams
methods; scipy's LSODA, which runs Adams and switches to BDF only if the problem turns
stiff). Both reuse ode45's driver (math/functionfunctions/ode.py): same odeset options,
defaults (RelTol 1e-3, AbsTol 1e-6, MaxStep |tf-t0|/10), tspan rules and outputs."""

from __future__ import annotations

from typing import Any

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.lib.math.functionfunctions.ode import _ODE_ERRORS, _solve
from runmat_builtins.spec import Example

CATEGORY = "math/integration"


@runtime_builtin(
    name="ode15s", category=CATEGORY,
    summary="Solve stiff ODEs y' = f(t, y) with a variable-order backward differentiation formula.",
    description="[t, y] = ode15s(odefun, tspan, y0[, options]); same interface and defaults as "
                "ode45 (Refine 1). The Jacobian is estimated by finite differences; Mass, "
                "Events and OutputFcn options are not supported.",
    keywords=["ode", "stiff", "bdf", "ndf", "differential equation"],
    related=["ode45", "ode23", "ode113", "odeset"],
    signatures=["[t, y] = ode15s(odefun, tspan, y0)", "[t, y] = ode15s(odefun, tspan, y0, options)",
                "sol = ode15s(odefun, tspan, y0)"],
    errors=_ODE_ERRORS,
    examples=[Example(code="[t, y] = ode15s(@(t, y) -2*y, [0 0.5 1], 1);\nfprintf('%.3f ', t, y); fprintf('\\n')",
                      output="0.000 0.500 1.000 1.000 0.368 0.135 \n"),
              Example(code="f = @(t,y) [-0.04*y(1)+1e4*y(2)*y(3); 0.04*y(1)-1e4*y(2)*y(3)-3e7*y(2)^2; 3e7*y(2)^2];\n"
                           "[t, y] = ode15s(f, [0 40], [1; 0; 0]);\nfprintf('%.3f\\n', y(end, 1))",
                      output="0.716\n")],
    accel={"kind": "host-only"},
)
def ode15s(odefun: Any, tspan: Any, y0: Any, opts: Any = None, *rest: Any, nargout: int, ctx: Any) -> Any:
    return _solve("ode15s", "BDF", 1, odefun, tspan, y0, opts, rest, nargout, ctx)


@runtime_builtin(
    name="ode113", category=CATEGORY,
    summary="Solve nonstiff ODEs with a variable-order Adams-Bashforth-Moulton method.",
    description="Efficient at stringent tolerances and for expensive odefun. Same interface and "
                "defaults as ode45 (Refine 1).",
    keywords=["ode", "adams", "multistep", "nonstiff", "differential equation"],
    related=["ode45", "ode15s", "odeset"],
    signatures=["[t, y] = ode113(odefun, tspan, y0)", "[t, y] = ode113(odefun, tspan, y0, options)",
                "sol = ode113(odefun, tspan, y0)"],
    errors=_ODE_ERRORS,
    examples=[Example(code="[t, y] = ode113(@(t, y) [y(2); -y(1)], [0 pi/2 pi], [0; 1]);\nfprintf('%.3f\\n', y(:, 1))",
                      output="0.000\n1.000\n0.000\n")],
    accel={"kind": "host-only"},
)
def ode113(odefun: Any, tspan: Any, y0: Any, opts: Any = None, *rest: Any, nargout: int, ctx: Any) -> Any:
    return _solve("ode113", "LSODA", 1, odefun, tspan, y0, opts, rest, nargout, ctx)
