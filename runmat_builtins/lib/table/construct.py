"""table, height, width, istable: building tables and asking their size."""

from __future__ import annotations

from typing import Any

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.strings.core._text import TextArray, option_name
from runmat_builtins.lib.table._value import TableValue, as_column
from runmat_builtins.spec import ErrorSpec, Example

CATEGORY = "table"


def _valid(name: str) -> bool:
    return name.isidentifier() and len(name) <= 63


@runtime_builtin(
    name="table", category=CATEGORY,
    summary="A table of variables (columns) with one height: T = table(V1, ..., VN, 'VariableNames', NAMES).",
    description="Each Vi is a column vector, a matrix (a multi-column variable), a cell column or a "
                "string column with the same number of rows; a char matrix gives one text per row. "
                "Variables are named Var1..VarN unless 'VariableNames' names them (MATLAB takes the "
                "workspace names of the inputs; this runtime does not yet).",
    keywords=["table", "data", "columns", "variables", "dataset"],
    related=["height", "width", "readtable", "writetable", "struct"],
    signatures=["T = table(V1, ..., VN)", "T = table(V1, ..., VN, 'VariableNames', NAMES)"],
    errors=[ErrorSpec(identifier="MATLAB:table:RowDimensionMismatch", when="variables differ in height"),
            ErrorSpec(identifier="MATLAB:table:DuplicateVarNames", when="two variables share a name")],
    examples=[Example(code="T = table([1; 2], [3; 4], 'VariableNames', {'a', 'b'});\ndisp(T.b')",
                      output="   3   4\n"),
              Example(code="T = table([1; 2; 3]);\nh = height(T)", output="h = 3\n")],
    accel={"kind": "host-only"},
)
def table(*args: Any) -> TableValue:
    data = list(args)
    names = None
    while len(data) >= 2 and option_name(data[-2], ("VariableNames", "RowNames")) is not None:
        opt = option_name(data[-2], ("VariableNames", "RowNames"))
        if opt == "variablenames":
            names = [n or "" for n in TextArray.of(data[-1], "table").items]
        else:
            raise MException("MATLAB:table:RowNamesUnsupported", "'RowNames' is not supported yet.")
        del data[-2:]
    if names is None:
        names = [f"Var{k + 1}" for k in range(len(data))]
    if len(names) != len(data):
        raise MException("MATLAB:table:IncorrectNumberOfVarNames",
                         "The VariableNames property must contain one name for each variable in the table.")
    for n in names:
        if not _valid(n):
            raise MException("MATLAB:table:VariableNameNotValidIdentifier", f"'{n}' is not a valid variable name.")
    if len(set(names)) != len(names):
        raise MException("MATLAB:table:DuplicateVarNames", "Duplicate table variable name.")
    cols = [as_column(v, n) for v, n in zip(data, names)]
    if cols and any(c.shape[0] != cols[0].shape[0] for c in cols):
        raise MException("MATLAB:table:RowDimensionMismatch", "All table variables must have the same number of rows.")
    return TableValue(names, cols)


def _table(t: Any, fname: str) -> TableValue:
    if not isinstance(t, TableValue):
        raise MException(f"MATLAB:{fname}:InvalidInput", f"{fname} requires a table.")
    return t


@runtime_builtin(
    name="height", category=CATEGORY,
    summary="Number of rows of a table (or of any array: size(A, 1)).",
    keywords=["rows", "table", "size"], related=["width", "size", "table"],
    signatures=["H = height(T)"],
    examples=[Example(code="h = height(table([1; 2; 3]))", output="h = 3\n")],
    accel={"kind": "meta"},
)
def height(t: Any) -> float:
    if isinstance(t, TableValue):
        return float(t.height)
    from runmat_builtins.values import shape_of

    return float(shape_of(t)[0])


@runtime_builtin(
    name="width", category=CATEGORY,
    summary="Number of variables of a table (or of any array: size(A, 2)).",
    keywords=["columns", "variables", "table", "size"], related=["height", "size", "table"],
    signatures=["W = width(T)"],
    examples=[Example(code="w = width(table([1; 2], [3; 4]))", output="w = 2\n")],
    accel={"kind": "meta"},
)
def width(t: Any) -> float:
    if isinstance(t, TableValue):
        return float(len(t.names))
    from runmat_builtins.values import shape_of

    return float(shape_of(t)[1])


@runtime_builtin(
    name="istable", category=CATEGORY,
    summary="True for a table.",
    keywords=["table", "class", "predicate"], related=["table", "isstruct"],
    signatures=["tf = istable(X)"],
    examples=[Example(code="tf = istable(table([1; 2]))", output="tf = 1\n")],
    accel={"kind": "meta"},
)
def istable(x: Any) -> bool:
    return isinstance(x, TableValue)
