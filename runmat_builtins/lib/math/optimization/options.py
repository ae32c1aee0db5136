"""optimoptions: the options of an Optimization Toolbox solver as a struct (its fields are
the names set; solvers read them case-insensitively, like optimset's)."""

from __future__ import annotations

from typing import Any

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.array.shape._args import option
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.values import FunctionHandle, StructArray, char_row

_SOLVERS = ("linprog", "intlinprog", "quadprog", "fmincon", "fminunc", "fminsearch", "fsolve", "lsqlin",
            "lsqnonneg", "lsqnonlin", "lsqcurvefit", "fzero", "fminbnd", "ga", "patternsearch")


@runtime_builtin(
    summary="Create solver options: optimoptions(solver, Name, Value, ...) or optimoptions(oldopts, Name, Value).",
    description="Returns a struct with the solver's name in SolverName and the options set (for "
                "example Display, Algorithm, MaxIterations, OptimalityTolerance); solvers such as "
                "linprog read them. Names keep the spelling given.",
    keywords=["options", "optimization", "solver settings"], related=["optimset", "linprog"],
    signatures=["options = optimoptions(SolverName)", "options = optimoptions(SolverName, Name, Value)",
                "options = optimoptions(oldoptions, Name, Value)"],
    errors=[ErrorSpec(identifier="MATLAB:optimoptions:InvalidSolver", when="the solver name is not known"),
            ErrorSpec(identifier="MATLAB:optimoptions:UnpairedNameValue", when="a name has no value")],
    examples=[Example(code="o = optimoptions('linprog', 'Algorithm', 'interior-point', 'Display', 'none');\n"
                           "disp(o.Algorithm)\ndisp(o.SolverName)", output="interior-point\nlinprog\n")],
)
def optimoptions(solver: Any, *args: Any) -> Any:
    if isinstance(solver, StructArray) and solver.size == 1:
        fields = {k: solver.get(k) for k in solver.fields}
    else:
        name = option(solver) if not isinstance(solver, FunctionHandle) else (solver.name or "").lower()
        if name not in _SOLVERS:
            raise MException("MATLAB:optimoptions:InvalidSolver",
                             f"Invalid solver specified. Provide a solver name or handle (such as 'linprog').")
        fields = {"SolverName": char_row(name)}
    if len(args) % 2:
        raise MException("MATLAB:optimoptions:UnpairedNameValue", "Arguments must occur in name-value pairs.")
    for i in range(0, len(args), 2):
        key = option(args[i])
        if key is None:
            raise MException("MATLAB:optimoptions:InvalidName", "Option names must be text.")
        spelled = "".join(args[i].ravel().tolist()) if hasattr(args[i], "ravel") and args[i].dtype.kind == "U" else str(args[i])
        existing = next((k for k in fields if k.lower() == key), None)
        fields[existing or spelled] = args[i + 1]
    return StructArray.scalar(fields)
