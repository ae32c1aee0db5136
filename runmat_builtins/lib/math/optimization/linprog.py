"""linprog: minimize f'*x subject to A*x <= b, Aeq*x = beq, lb <= x <= ub, with MATLAB's
interface and outputs [x, fval, exitflag, output, lambda], solved by SciPy's HiGHS solvers
('dual-simplex' and 'interior-point' as MATLAB names them; both deterministic), and
optimoptions to build the options."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.array.shape._args import is_empty_arg, nd, option
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.values import StructArray, char_row

_METHODS = {"dual-simplex": "highs-ds", "interior-point": "highs-ipm", "interior-point-legacy": "highs-ipm",
            "dual-simplex-highs": "highs-ds", "interior-point-highs": "highs-ipm"}
_OPTION_NAMES = ("Algorithm", "Display", "MaxIterations", "MaxIter", "OptimalityTolerance", "TolFun",
                 "ConstraintTolerance", "TolCon", "MaxTime")
_EXITS = {0: 1.0, 1: 0.0, 2: -2.0, 3: -3.0, 4: -4.0}
_MESSAGES = {1.0: "Optimal solution found.",
             0.0: "Solver stopped prematurely.\n\nlinprog stopped because it exceeded the iteration limit.",
             -2.0: "No feasible solution found.\n\nLinprog stopped because no point satisfies the constraints.",
             -3.0: "Problem is unbounded.",
             -4.0: "Solver stopped prematurely.\n\nlinprog stopped because of a numerical difficulty."}


def _matrix(v: Any, what: str) -> np.ndarray | None:
    if v is None or is_empty_arg(v):
        return None
    a = nd(v, objects=True)
    if getattr(a, "dtype", None) is None or a.dtype.kind not in "biuf":
        raise MException("optimlib:linprog:InvalidInput", f"{what} must be a real numeric array.")
    a = a.astype(np.float64)
    if what not in ("lb", "ub") and not np.all(np.isfinite(a)):
        raise MException("optimlib:linprog:NonFiniteInput", f"{what} must not contain Inf or NaN.")
    return a


def _vector(v: Any, n: int, what: str) -> np.ndarray | None:
    a = _matrix(v, what)
    if a is None:
        return None
    a = a.reshape(-1, order="F")
    if a.size != n:
        raise MException("optimlib:linprog:InvalidSize", f"{what} must have {n} elements.")
    return a


def _options(opts: Any) -> dict[str, Any]:
    if opts is None or is_empty_arg(opts):
        return {}
    if not isinstance(opts, StructArray) or opts.size != 1:
        raise MException("optimlib:linprog:InvalidOptions", "Options must be created with optimoptions or optimset.")
    out = {}
    for k in opts.fields:
        v = opts.get(k)
        if not is_empty_arg(v):
            out[k.lower()] = v
    return out


def _problem_struct(p: StructArray) -> tuple:
    get = {k.lower(): p.get(k) for k in p.fields}
    return (get.get("f"), get.get("aineq"), get.get("bineq"), get.get("aeq"), get.get("beq"), get.get("lb"),
            get.get("ub"), get.get("options"))


@runtime_builtin(
    summary="Solve a linear program: minimize f'*x with A*x <= b, Aeq*x = beq and lb <= x <= ub.",
    description="[x, fval, exitflag, output, lambda] = linprog(f, A, b, Aeq, beq, lb, ub, options); "
                "empty [] skips a constraint. exitflag 1 optimal, 0 iteration limit, -2 infeasible, "
                "-3 unbounded. lambda holds the Lagrange multipliers (ineqlin, eqlin, lower, upper). "
                "Options (optimoptions('linprog', ...) or optimset): Algorithm ('dual-simplex' default, "
                "'interior-point'), Display ('final' default prints the exit message, 'off'/'none', "
                "'iter'), MaxIterations, OptimalityTolerance, ConstraintTolerance. Solved by HiGHS.",
    keywords=["linear programming", "LP", "optimization", "simplex", "interior point"],
    related=["optimoptions", "fminsearch", "lsqnonneg"],
    signatures=["x = linprog(f, A, b)", "x = linprog(f, A, b, Aeq, beq)", "x = linprog(f, A, b, Aeq, beq, lb, ub)",
                "x = linprog(f, A, b, Aeq, beq, lb, ub, options)", "x = linprog(problem)",
                "[x, fval, exitflag, output, lambda] = linprog(f, A, b, Aeq, beq, lb, ub, options)"],
    errors=[ErrorSpec(identifier="optimlib:linprog:InvalidSize", when="the constraint sizes do not match f"),
            ErrorSpec(identifier="optimlib:linprog:InvalidInput", when="an argument is not real numeric")],
    examples=[Example(code="f = [-1; -1/3]; A = [1 1; 1 1/4; 1 -1; -1/4 -1; -1 -1; -1 1]; b = [2 1 2 1 -1 2];\n"
                           "o = optimoptions('linprog', 'Display', 'none');\n[x, fval, exitflag] = linprog(f, A, b, [], [], [], [], o);\n"
                           "fprintf('%.4f %.4f %.4f %d\\n', x, fval, exitflag)", output="0.6667 1.3333 -1.1111 1\n"),
              Example(code="x = linprog([1; 1], [], [], [1 1], 2, [0; 0], []);\nfprintf('%.1f\\n', sum(x))",
                      output="Optimal solution found.\n2.0\n")],
)
def linprog(f: Any, A: Any = None, b: Any = None, Aeq: Any = None, beq: Any = None, lb: Any = None, ub: Any = None,
            options: Any = None, *, nargout: int, ctx: Any = None) -> Any:
    import warnings

    from scipy.optimize import linprog as highs  # start-up: scipy loads on first use

    if isinstance(f, StructArray) and A is None:
        f, A, b, Aeq, beq, lb, ub, options = _problem_struct(f)
    fv = _matrix(f, "f")
    if fv is None:
        raise MException("optimlib:linprog:EmptyF", "f must be a nonempty vector.")
    fv = fv.reshape(-1, order="F")
    n = fv.size
    Am, Aeqm = _matrix(A, "A"), _matrix(Aeq, "Aeq")
    if Am is not None and Am.shape[1] != n:
        raise MException("optimlib:linprog:InvalidSize", f"A must have {n} columns.")
    if Aeqm is not None and Aeqm.shape[1] != n:
        raise MException("optimlib:linprog:InvalidSize", f"Aeq must have {n} columns.")
    bv = _vector(b, 0 if Am is None else Am.shape[0], "b")
    beqv = _vector(beq, 0 if Aeqm is None else Aeqm.shape[0], "beq")
    if (Am is None) != (bv is None) or (Aeqm is None) != (beqv is None):
        raise MException("optimlib:linprog:InvalidSize", "A and b (and Aeq and beq) must be given together.")
    lo = _vector(lb, n, "lb") if lb is not None and not is_empty_arg(lb) and nd(lb).size == n else None
    hi = _vector(ub, n, "ub") if ub is not None and not is_empty_arg(ub) and nd(ub).size == n else None
    lo = np.full(n, -np.inf) if lo is None else lo
    hi = np.full(n, np.inf) if hi is None else hi
    o = _options(options)
    algorithm = option(o["algorithm"]) if "algorithm" in o else "dual-simplex"
    method = _METHODS.get(algorithm or "", "highs")
    display = option(o["display"]) if "display" in o else "final"
    kw: dict[str, Any] = {"method": method, "bounds": list(zip(lo, hi))}
    opts: dict[str, Any] = {}
    for key in ("maxiterations", "maxiter"):
        if key in o:
            opts["maxiter"] = int(np.asarray(nd(o[key])).ravel()[0])
    for key in ("optimalitytolerance", "tolfun"):
        if key in o:
            opts["dual_feasibility_tolerance"] = float(np.asarray(nd(o[key])).ravel()[0])
    for key in ("constrainttolerance", "tolcon"):
        if key in o:
            opts["primal_feasibility_tolerance"] = float(np.asarray(nd(o[key])).ravel()[0])
    if opts:
        kw["options"] = opts
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        res = highs(fv, A_ub=Am, b_ub=bv, A_eq=Aeqm, b_eq=beqv, **kw)
    exitflag = _EXITS.get(res.status, -4.0)
    message = _MESSAGES.get(exitflag, str(res.message))
    if display not in ("off", "none") and ctx is not None and hasattr(ctx, "stdout"):
        ctx.stdout.write(message.replace("\n\n", "\n\n") + "\n")
    ok = res.x is not None and exitflag in (1.0, 0.0)
    x = np.asarray(res.x, dtype=float).reshape(-1, 1) if ok else np.zeros((0, 0))
    fval: Any = float(res.fun) if ok else np.zeros((0, 0))
    if nargout <= 1:
        return x
    viol = 0.0
    if ok:
        xs = x.ravel()
        parts = [np.max(Am @ xs - bv, initial=0.0) if Am is not None else 0.0,
                 np.max(np.abs(Aeqm @ xs - beqv), initial=0.0) if Aeqm is not None else 0.0,
                 np.max(lo - xs, initial=0.0), np.max(xs - hi, initial=0.0)]
        viol = float(max(parts))
    output = StructArray.scalar({
        "iterations": float(getattr(res, "nit", 0)), "constrviolation": viol, "message": char_row(message),
        "algorithm": char_row(algorithm or "dual-simplex"), "firstorderopt": 0.0,
    })
    lam = StructArray.scalar({
        "ineqlin": _marginals(res, "ineqlin", 0 if Am is None else Am.shape[0]),
        "eqlin": _marginals(res, "eqlin", 0 if Aeqm is None else Aeqm.shape[0]),
        "lower": _marginals(res, "lower", n), "upper": _marginals(res, "upper", n, sign=-1.0),
    })
    return (x, fval, exitflag, output, lam)[:max(nargout, 1)]


def _marginals(res: Any, key: str, size: int, sign: float = 1.0) -> np.ndarray:
    """MATLAB's nonnegative multipliers from HiGHS's marginals (d fun / d rhs)."""
    part = getattr(res, key, None)
    m = getattr(part, "marginals", None) if part is not None else None
    if m is None:
        return np.zeros((size, 1))
    m = np.asarray(m, dtype=float).reshape(-1, 1)
    return np.abs(m) + 0.0 if key in ("ineqlin", "lower", "upper") else -m + 0.0
