"""Direct calculations on tables (R2023a): arithmetic, comparison and math functions variable
by variable (T + 1, T1 .* T2, sqrt(T)), and reductions down each variable (sum(T), mean(T))
giving one-row tables. Two tables pair their variables by name."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.dispatch import call_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.table._overloads import _REDUCTIONS
from runmat_builtins.lib.table._value import TableValue, as_column


def _operand(x: Any, t: TableValue, j: int) -> Any:
    """Variable ``j``'s share of an operand: the table's same-named variable, a scalar, or the
    ``j``-th column of an array as wide as the table."""
    if isinstance(x, TableValue):
        name = t.names[j]
        if name not in x.names:
            raise MException("MATLAB:table:math:VarNamesMismatch",
                             "Tables in a calculation must have the same variable names.")
        return x.cols[x.names.index(name)]
    if type(x) in (float, bool, complex) or not hasattr(x, "shape") or np.size(x) == 1:
        return x
    a = np.asarray(x)
    if a.ndim == 2 and a.shape[1] == len(t.names) and a.shape[0] in (1, t.height):
        return a[:, j:j + 1]
    raise MException("MATLAB:table:math:ArraySizeMismatch",
                     "An array in a calculation with a table must be a scalar or have one column per variable.")


def calculate(name: str, args: tuple, nargout: int, ctx: Any) -> Any:
    t = next(a for a in args if isinstance(a, TableValue))
    for a in args:
        if isinstance(a, TableValue) and (a.height != t.height or len(a.names) != len(t.names)):
            raise MException("MATLAB:table:math:SizeMismatch", "Tables in a calculation must have the same size.")
    if name in _REDUCTIONS and isinstance(args[0], TableValue) and (len(args) == 1 or name not in ("max", "min")
                                                                    or len(args) > 2):
        rest = args[1:]
        dims = [a for a in rest if type(a) is float or isinstance(a, np.ndarray) and a.dtype.kind in "iuf" and a.size == 1]
        if dims and float(np.asarray(dims[-1]).reshape(-1)[0]) == 2:  # across the variables: one variable
            from runmat_builtins.indexing.subscripts import COLON

            block = t.__matlab_brace__((COLON, COLON))[0]
            v = call_builtin(name, block, *rest, ctx=ctx)
            return t.with_parts([name], [as_column(v, name)], t.rownames)
        cols = []
        for c in t.cols:
            try:
                v = call_builtin(name, c, *rest, ctx=ctx)
            except MException as exc:
                raise MException("MATLAB:table:math:FunFailed",
                                 f"Unable to apply '{name}' to a table variable: {exc.message}") from None
            cols.append(as_column(v, name) if np.ndim(v) >= 1 and np.shape(v)[0] != 1 else v)
        return TableValue(t.names, [as_column(c, n) for c, n in zip(cols, t.names)])
    cols = []
    for j in range(len(t.names)):
        parts = [_operand(a, t, j) for a in args]
        try:
            v = call_builtin(name, *parts, ctx=ctx)
        except MException as exc:
            raise MException("MATLAB:table:math:FunFailed",
                             f"Unable to apply '{name}' to table variable '{t.names[j]}': {exc.message}") from None
        cols.append(as_column(v, t.names[j]))
    return t.with_parts(t.names, cols, t.rownames)
