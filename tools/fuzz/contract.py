"""The per-builtin contract: every catalog builtin, called with a matrix of argument classes and
shapes, returns a result or raises a MATLAB error with a real identifier, never an internal
one, within a time bound. Each call is a case for the fuzz runner (a fresh Session in a worker
process), so a hang or a runaway allocation cannot take the test run down with it."""

from __future__ import annotations

from tools.fuzz import runner
from tools.fuzz.strategies import UNSAFE

# one value of each class and of each awkward shape, bound to these names before the call
MATRIX = {
    "dscalar": "2", "dmatrix": "[1 2; 3 4]", "drow": "[3 1 2]", "dempty": "[]", "dnan": "NaN",
    "dneg": "-3", "dhuge": "1e10", "dinf": "Inf", "dnd": "reshape(1:8, 2, 2, 2)", "dcomplex": "[1+2i 3]",
    "single": "single([1.5 -2])", "int8": "int8([-128 5])", "uint64": "uint64(18446744073709551615)",
    "logical": "[true false]", "char": "'abc'", "string": '"text"', "strings": '["a" "bb"]',
    "cell": "{1, 'a'}", "struct": "struct('f', 1)", "handle": "@(x) x", "gpu": "gpuArray([1 2 3])",
    "gpuempty": "gpuArray(zeros(0, 2))",
    # objects with a shape but no array of numbers behind it (no dtype): helpers that read one
    "map": "containers.Map()", "table": "table([1; 2])", "datetime": "datetime(2020, 1, 1)",
    "duration": "seconds([1 2])",
}
# the first position varies over every value, the second over those most often mishandled
SECOND = ["dempty", "dnan", "dneg", "dinf", "dhuge", "dcomplex", "char", "string", "cell", "struct",
          "handle", "gpu", "map", "datetime"]
FILL = "dscalar"  # the other required arguments while one position varies


def argument_lists(lo: int, hi: int | None) -> list[tuple[str, ...]]:
    """The call with no arguments; every matrix value in the first position; for builtins taking
    two or more, the SECOND values in the second position; other required positions filled."""
    lists: list[tuple[str, ...]] = [()]
    width = max(lo, 1)
    if hi is None or hi >= 1:
        for name in MATRIX:
            lists.append((name,) + (FILL,) * (width - 1))
    if hi is None or hi >= 2:
        width = max(lo, 2)
        for name in SECOND:
            lists.append(("dmatrix", name) + (FILL,) * (width - 2))
    return list(dict.fromkeys(lists))


def cases(names: list[str]) -> list[tuple[str, str]]:
    """(``builtin(args)``, source) for every contract call of these builtins."""
    from runmat_builtins.catalog import registry

    entries = registry().entries
    out = []
    for name in names:
        if name in UNSAFE:
            continue
        entry = entries[name]
        lo, hi = entry.arity
        want = entry.spec.max_outputs is None or entry.spec.max_outputs >= 1
        for args in argument_lists(lo, hi):
            call = f"{name}({', '.join(args)})"
            setup = " ".join(f"{k} = {MATRIX[k]};" for k in dict.fromkeys(args))
            out.append((call, f"{setup}\n{'r = ' if want else ''}{call};\n"))
    return out


def check_builtins(names: list[str], *, jobs: int = 2, bound: float = 5.0) -> tuple[int, list[runner.Outcome]]:
    """Run every contract call; returns (calls made, the outcomes that break the contract).
    An outcome's ``family`` is the call, ``builtin(arg names)``."""
    from runmat_builtins.catalog import catalog

    catalog()
    todo = cases(names)
    report = runner.run_cases(todo, jobs=jobs, bound=bound, keep_all=True)
    bad = [o for o in report.outcomes if o.kind in runner.BUGS or o.kind == "timeout"]
    return report.cases, bad
