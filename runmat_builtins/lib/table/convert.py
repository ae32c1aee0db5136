"""array2table, table2array, cell2table, struct2table, table2struct: tables from and to
matrices, cell arrays and structs."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.indexing.subscripts import COLON
from runmat_builtins.lib.strings.core._options import option_pairs
from runmat_builtins.lib.strings.core._text import TextArray
from runmat_builtins.lib.table._value import TableValue, _rows, _stack_cells, as_column, check_names, check_row_names
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.values import StructArray, cell_array
from runmat_builtins.values.input_names import split_input_names



def _options(rest: list, fname: str) -> dict[str, Any]:
    return option_pairs(rest, ("VariableNames", "RowNames", "ToScalar", "AsArray"),
                        (f"MATLAB:{fname}:InvalidOption", "Options must be name-value pairs."),
                        (f"MATLAB:{fname}:InvalidOption", "Unrecognized option."))


def _named(cols: list, opts: dict, default: list[str], fname: str) -> TableValue:
    names = [n or "" for n in TextArray.of(opts["variablenames"], fname).items] if "variablenames" in opts else default
    if len(names) != len(cols):
        raise MException("MATLAB:table:IncorrectNumberOfVarNames",
                         "The VariableNames property must contain one name for each variable in the table.")
    check_names(names)
    rows = [n or "" for n in TextArray.of(opts["rownames"], fname).items] if "rownames" in opts else None

    if rows is not None:
        check_row_names(rows, cols[0].shape[0] if cols else len(rows))
    return TableValue(names, cols, rows)


@runtime_builtin(
    summary="A table with one variable per column of a matrix, named <input name>1, <input name>2, ... "
            "(Var1, Var2, ... for an expression) unless 'VariableNames' names them.",
    keywords=["table", "matrix", "convert"], related=["table", "table2array", "cell2table"],
    signatures=["T = array2table(A)", "T = array2table(A, 'VariableNames', NAMES)"],
    examples=[Example(code="A = [1 2; 3 4];\nT = array2table(A);\ndisp(T.Properties.VariableNames)",
                      output="    {'A1'}    {'A2'}\n")],
    input_names=True,
)
def array2table(a: Any, *rest: Any) -> TableValue:
    rest_l, given = split_input_names(rest)
    if type(a) is not np.ndarray or a.ndim != 2:
        a = np.asarray(a).reshape(1, -1) if type(a) in (float, bool) else a
    if type(a) is not np.ndarray or a.ndim != 2:
        raise MException("MATLAB:array2table:NDArray", "Input must be a 2-D matrix.")
    base = given.name(0) if given is not None and len(given) == 1 + len(rest_l) else None
    default = [f"{base}{j + 1}" if base else f"Var{j + 1}" for j in range(a.shape[1])]
    cols = [a[:, j:j + 1] for j in range(a.shape[1])]
    return _named(cols, _options(rest_l, "array2table"), default, "array2table")


@runtime_builtin(
    summary="A table with one variable per column of a cell array (numbers stack into numeric "
            "variables, text stays a cell column).",
    keywords=["table", "cell", "convert"], related=["table", "table2cell", "array2table"],
    signatures=["T = cell2table(C)", "T = cell2table(C, 'VariableNames', NAMES)"],
    examples=[Example(code="T = cell2table({'a', 1; 'b', 2}, 'VariableNames', {'k', 'v'});\ndisp(T.v')",
                      output="     1     2\n")],
)
def cell2table(c: Any, *rest: Any) -> TableValue:
    if type(c) is not np.ndarray or c.dtype != object or c.ndim != 2:
        raise MException("MATLAB:cell2table:InvalidInput", "Input must be a 2-D cell array.")
    cols = [as_column(_stack_cells(c[:, j]), f"Var{j + 1}") if c.shape[0] else np.zeros((0, 1))
            for j in range(c.shape[1])]
    return _named(cols, _options(list(rest), "cell2table"), [f"Var{j + 1}" for j in range(c.shape[1])], "cell2table")


@runtime_builtin(
    summary="A table from a struct array (one row per element) or a scalar struct of columns.",
    keywords=["table", "struct", "convert"], related=["table2struct", "table", "cell2table"],
    signatures=["T = struct2table(S)"],
    examples=[Example(code="s = struct('x', {1, 2}, 'y', {'a', 'b'});\nT = struct2table(s);\ndisp(T.y{2})",
                      output="b\n")],
)
def struct2table(s: Any, *rest: Any) -> TableValue:
    if not isinstance(s, StructArray):
        raise MException("MATLAB:struct2table:InvalidInput", "Input must be a struct.")
    flat = s.elems.ravel(order="F")
    opts = _options(list(rest), "struct2table")
    as_array = "asarray" in opts and bool(np.asarray(opts.pop("asarray")).reshape(-1)[0])
    if s.elems.size == 1 and not as_array:
        cols = [as_column(flat[0][f], f) for f in s.fields]
    else:
        cols = []
        for f in s.fields:
            cells = np.empty(len(flat), dtype=object)
            for k, e in enumerate(flat):
                cells[k] = e[f]
            cols.append(as_column(_stack_cells(cells), f) if len(flat) else np.zeros((0, 1)))
    if cols and any(c.shape[0] != cols[0].shape[0] for c in cols):
        raise MException("MATLAB:table:RowDimensionMismatch", "All table variables must have the same number of rows.")
    return _named(cols, opts, list(s.fields), "struct2table")


def _element(col: Any, i: int) -> Any:
    part = _rows(col, [i])
    if not hasattr(part, "dtype"):
        return part
    return part.flat[0] if part.dtype == object and part.size == 1 else part


@runtime_builtin(
    summary="A struct array with one element per table row, or with 'ToScalar', true one struct of columns.",
    keywords=["table", "struct", "convert"], related=["struct2table", "table2array", "table"],
    signatures=["S = table2struct(T)", "S = table2struct(T, 'ToScalar', true)"],
    examples=[Example(code="T = table([1; 2], {'a'; 'b'}, 'VariableNames', {'n', 's'});\nS = table2struct(T);\n"
                           "disp(size(S))\ndisp(S(2).s)", output="     2     1\nb\n")],
)
def table2struct(t: Any, *rest: Any) -> StructArray:
    if not isinstance(t, TableValue):
        raise MException("MATLAB:table2struct:InvalidInput", "Input must be a table.")
    opts = _options(list(rest), "table2struct")
    if "toscalar" in opts and bool(np.asarray(opts["toscalar"]).reshape(-1)[0]):
        return StructArray.scalar(dict(zip(t.names, t.cols)))
    elems = np.empty((t.height, 1), dtype=object)
    for i in range(t.height):
        elems[i, 0] = {n: _element(c, i) for n, c in zip(t.names, t.cols)}
    return StructArray(list(t.names), elems)


@runtime_builtin(
    summary="The contents of a table as one array (its variables concatenated side by side), T{:, :}.",
    keywords=["table", "matrix", "convert"], related=["array2table", "table2struct", "table"],
    signatures=["A = table2array(T)"],
    errors=[ErrorSpec(identifier="MATLAB:table:ExtractDataIncompatibleTypeError",
                      when="the variables cannot be concatenated")],
    examples=[Example(code="A = table2array(table([1; 2], [3; 4]))", output="A =\n\n"
                                                                            "     1     3\n"
                                                                            "     2     4\n\n")],
)
def table2array(t: Any) -> Any:
    if not isinstance(t, TableValue):
        raise MException("MATLAB:table2array:InvalidInput", "Input must be a table.")
    return t.__matlab_brace__((COLON, COLON))[0]
