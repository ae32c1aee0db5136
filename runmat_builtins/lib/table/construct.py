"""table, height, width, istable: building tables and asking their size."""

from __future__ import annotations

from typing import Any

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
import numpy as np

from runmat_builtins.lib.strings.core._options import option_pairs
from runmat_builtins.lib.strings.core._text import TextArray, is_char, option_name, option_text
from runmat_builtins.lib.table._columns import default_of
from runmat_builtins.lib.table._value import TableValue, as_column, check_names, check_row_names
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.values import is_numeric, shape_of
from runmat_builtins.values.input_names import split_input_names



@runtime_builtin(
    summary="A table of variables (columns) with one height: T = table(V1, ..., VN, 'VariableNames', NAMES, 'RowNames', ROWS).",
    description="Each Vi is a column vector, a matrix (a multi-column variable), a cell column, a "
                "string column or a datetime/duration column with the same number of rows; a char "
                "matrix gives one text per row. Variables take the names of the workspace variables "
                "passed (as MATLAB's inputname gives them), Var<k> for any other expression, unless "
                "'VariableNames' names them. 'RowNames' (one unique text per row) labels the rows: "
                "T('name', :) selects by row name.",
    keywords=["table", "data", "columns", "variables", "dataset", "row names"],
    related=["height", "width", "readtable", "writetable", "summary", "struct"],
    signatures=["T = table(V1, ..., VN)", "T = table(V1, ..., VN, 'VariableNames', NAMES)",
                "T = table(V1, ..., VN, 'RowNames', ROWS)"],
    errors=[ErrorSpec(identifier="MATLAB:table:RowDimensionMismatch", when="variables differ in height"),
            ErrorSpec(identifier="MATLAB:table:DuplicateVarNames", when="two variables share a name"),
            ErrorSpec(identifier="MATLAB:table:IncorrectNumberOfRowNames", when="RowNames does not have one name per row")],
    examples=[Example(code="T = table([1; 2], [3; 4], 'VariableNames', {'a', 'b'});\ndisp(T.b')",
                      output="     3     4\n"),
              Example(code="Age = [38; 43];\nT = table(Age, [71; 69]);\ndisp(T.Properties.VariableNames)",
                      output="    {'Age'}    {'Var2'}\n"),
              Example(code="T = table([38; 43], 'RowNames', {'Li'; 'Diaz'});\nx = T{'Diaz', 1}", output="x =\n\n"
                                                                                                        "    43\n\n")],
    input_names=True,
)
def table(*args: Any) -> TableValue:
    data, given = split_input_names(args)
    if data and option_text(data[0]) == "size" and is_char(data[0]):
        return _preallocated(data)
    n_in = len(data)
    names = rows = None
    while len(data) >= 2 and option_name(data[-2], ("VariableNames", "RowNames")) is not None:
        opt = option_name(data[-2], ("VariableNames", "RowNames"))
        if opt == "variablenames":
            names = [n or "" for n in TextArray.of(data[-1], "table").items]
        else:
            rows = [n or "" for n in TextArray.of(data[-1], "table").items]
        del data[-2:]
    if names is None:
        # MATLAB: the workspace name of each input (inputname), else Var<k>; a name taken twice
        # (table(x, x)) or shadowing an option's position falls back to Var<k> too
        names = []
        for k in range(len(data)):
            n = given.name(k) if given is not None and len(given) == n_in else None
            names.append(n if n and n not in names else f"Var{k + 1}")
    if len(names) != len(data):
        raise MException("MATLAB:table:IncorrectNumberOfVarNames",
                         "The VariableNames property must contain one name for each variable in the table.")
    check_names(names)
    cols = [as_column(v, n) for v, n in zip(data, names)]
    if cols and any(c.shape[0] != cols[0].shape[0] for c in cols):
        raise MException("MATLAB:table:RowDimensionMismatch", "All table variables must have the same number of rows.")
    if rows is not None:
        check_row_names(rows, cols[0].shape[0] if cols else len(rows))
    return TableValue(names, cols, rows)


def _preallocated(args: list) -> TableValue:
    """table('Size', [n m], 'VariableTypes', TYPES, 'VariableNames', NAMES, 'RowNames', ROWS):
    m variables of n rows holding each type's default (0, false, <missing>, NaT, {[]} ...)."""
    opts = option_pairs(args, ("Size", "VariableTypes", "VariableNames", "RowNames", "DimensionNames"),
                        ("MATLAB:table:InvalidParamName", "Options must be name-value pairs."),
                        ("MATLAB:table:InvalidParamName", "Invalid parameter name for table preallocation."))
    if "variabletypes" not in opts:
        raise MException("MATLAB:table:MissingVariableTypes",
                         "To preallocate a table with 'Size', specify the variable types with 'VariableTypes'.")
    sz = np.asarray(opts["size"], dtype=np.float64).reshape(-1) if is_numeric(opts["size"]) else np.zeros(0)
    if sz.size != 2 or not np.all(np.isfinite(sz)) or np.any(sz < 0) or np.any(sz != np.floor(sz)):
        raise MException("MATLAB:table:InvalidSize", "Size must be a two-element vector of nonnegative integers.")
    n, m = int(sz[0]), int(sz[1])
    types = [t or "" for t in TextArray.of(opts["variabletypes"], "table").items]
    if len(types) != m:
        raise MException("MATLAB:table:VariableTypesAndSizeMismatch",
                         "The number of variable types must match the number of variables in 'Size'.")
    names = ([n_ or "" for n_ in TextArray.of(opts["variablenames"], "table").items] if "variablenames" in opts
             else [f"Var{j + 1}" for j in range(m)])
    if len(names) != m:
        raise MException("MATLAB:table:IncorrectNumberOfVarNames",
                         "The VariableNames property must contain one name for each variable in the table.")
    check_names(names)
    rows = [r or "" for r in TextArray.of(opts["rownames"], "table").items] if "rownames" in opts else None
    if rows is not None:
        check_row_names(rows, n)
    return TableValue(names, [default_of(t, n) for t in types], rows)


def _table(t: Any, fname: str) -> TableValue:
    if not isinstance(t, TableValue):
        raise MException(f"MATLAB:{fname}:InvalidInput", f"{fname} requires a table.")
    return t


@runtime_builtin(
    summary="Number of rows of a table (or of any array: size(A, 1)).",
    keywords=["rows", "table", "size"], related=["width", "size", "table"],
    signatures=["H = height(T)"],
    examples=[Example(code="h = height(table([1; 2; 3]))", output="h =\n\n     3\n\n")],
    accel={"kind": "meta"},
)
def height(t: Any) -> float:
    if isinstance(t, TableValue):
        return float(t.height)

    return float(shape_of(t)[0])


@runtime_builtin(
    summary="Number of variables of a table (or of any array: size(A, 2)).",
    keywords=["columns", "variables", "table", "size"], related=["height", "size", "table"],
    signatures=["W = width(T)"],
    examples=[Example(code="w = width(table([1; 2], [3; 4]))", output="w =\n\n     2\n\n")],
    accel={"kind": "meta"},
)
def width(t: Any) -> float:
    if isinstance(t, TableValue):
        return float(len(t.names))

    return float(shape_of(t)[1])


@runtime_builtin(
    summary="True for a table.",
    keywords=["table", "class", "predicate"], related=["table", "isstruct"],
    signatures=["tf = istable(X)"],
    examples=[Example(code="tf = istable(table([1; 2]))", output="tf =\n\n  logical\n\n   1\n\n")],
    accel={"kind": "meta"},
)
def istable(x: Any) -> bool:
    return type(x) is TableValue  # a timetable is not a table (istimetable)
