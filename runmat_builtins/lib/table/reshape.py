"""table2cell, stack, unstack: a table's contents as a cell array, and tables reshaped between
wide (one variable per measurement) and long (one row per measurement) forms."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.dispatch import call_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.table._columns import from_values, key_values, row_value, take, vstack
from runmat_builtins.lib.table._groups import group_rows
from runmat_builtins.lib.table._options import table_options
from runmat_builtins.lib.table._value import TableValue, check_names
from runmat_builtins.lib.table.timetables import _missing_rows
from runmat_builtins.lib.table.variables import need_table, texts
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.values import FunctionHandle, cell_array, char_row



@runtime_builtin(
    summary="A table's contents as a cell array: one cell per row and variable (a row of a multicolumn variable in one cell).",
    keywords=["table", "cell", "convert"], related=["cell2table", "table2array", "table2struct"],
    signatures=["C = table2cell(T)"],
    examples=[Example(code="C = table2cell(table([1; 2], {'a'; 'b'}));\ndisp(size(C))\ndisp(C{2, 2})",
                      output="     2     2\nb\n")],
)
def table2cell(t: Any) -> np.ndarray:
    t = need_table(t, "table2cell")
    out = np.empty((t.height, len(t.names)), dtype=object)
    for j, c in enumerate(t.cols):
        for i in range(t.height):
            out[i, j] = row_value(c, i)
    return out


@runtime_builtin(
    summary="Stack table variables into one: S = stack(T, VARS, 'NewDataVariableName', N, 'IndexVariableName', I).",
    description="Each row of T becomes one row per stacked variable: the other variables repeated, an "
                "index variable naming the stacked variable it came from (text), and the value. The data "
                "variable is named after the stacked ones joined by '_', the index variable "
                "<data name>_Indicator, unless the options name them.",
    keywords=["table", "stack", "long format", "melt", "unpivot"],
    related=["unstack", "table"],
    signatures=["S = stack(T, VARS)", "S = stack(T, VARS, 'NewDataVariableName', NAME, 'IndexVariableName', INAME)"],
    examples=[Example(code="T = table([1; 2], [10; 20], [30; 40], 'VariableNames', {'id', 'a', 'b'});\n"
                           "S = stack(T, {'a', 'b'});\ndisp(strjoin(S.Properties.VariableNames, ','))\n"
                           "fprintf('%g ', S.a_b); fprintf('\\n')", output="id,a_b_Indicator,a_b\n10 30 20 40 \n")],
)
def stack(t: Any, vars_: Any, *args: Any) -> TableValue:
    t = need_table(t, "stack")
    opts = table_options(args, ("NewDataVariableName", "IndexVariableName", "ConstantVariables"))
    sv = t.var_index(vars_)
    if not sv:
        raise MException("MATLAB:table:stack:NoDataVars", "Specify at least one variable to stack.")
    keep = t.var_index(opts["constantvariables"]) if "constantvariables" in opts else [j for j in range(len(t.names)) if j not in sv]
    data_name = texts(opts["newdatavariablename"], "stack")[0] if "newdatavariablename" in opts \
        else "_".join(t.names[j] for j in sv)
    index_name = texts(opts["indexvariablename"], "stack")[0] if "indexvariablename" in opts else f"{data_name}_Indicator"
    rows = [i for i in range(t.height) for _ in sv]
    cols = [take(t.cols[j], rows) for j in keep]
    labels = _indicator([t.names[j] for _ in range(t.height) for j in sv])
    parts = []
    for i in range(t.height):
        for j in sv:
            parts.append(take(t.cols[j], [i]))
    data = vstack(parts) if parts else take(t.cols[sv[0]], [])
    pos = sum(1 for j in keep if j < min(sv))  # the new variables stand where the first stacked one was
    names = [t.names[j] for j in keep]
    names = names[:pos] + [index_name, data_name] + names[pos:]
    cols = cols[:pos] + [labels, data] + cols[pos:]
    check_names(names)
    return TableValue(names, cols)


def _indicator(names: list[str]) -> Any:
    """stack's index variable: categorical, as MATLAB makes it, where categorical exists, else text."""
    cells = cell_array([char_row(n) for n in names], (len(names), 1))
    try:
        return call_builtin("categorical", cells)
    except MException:
        return cells


@runtime_builtin(
    summary="Unstack a variable into several: U = unstack(S, VARS, IVAR, 'AggregationFunction', F).",
    description="The rows of S are grouped by its other variables; each distinct value of the index "
                "variable IVAR becomes a variable holding VARS' values for it (missing where a group has "
                "none; several values combine with 'AggregationFunction', @sum for numbers by default).",
    keywords=["table", "unstack", "wide format", "pivot", "spread"],
    related=["stack", "groupsummary"],
    signatures=["U = unstack(S, VARS, IVAR)", "U = unstack(S, VARS, IVAR, 'AggregationFunction', F)"],
    errors=[ErrorSpec(identifier="MATLAB:table:UnrecognizedVarName", when="VARS or IVAR is not a variable of S")],
    examples=[Example(code="S = table([1; 1; 2], {'a'; 'b'; 'a'}, [5; 6; 7], 'VariableNames', {'id', 'k', 'v'});\n"
                           "U = unstack(S, 'v', 'k');\ndisp(strjoin(U.Properties.VariableNames, ','))\n"
                           "fprintf('%g %g %g\\n', [U.id U.a U.b]')", output="id,a,b\n1 5 6\n2 7 NaN\n")],
)
def unstack(s: Any, vars_: Any, ivar: Any, *args: Any, ctx: Any = None) -> TableValue:
    s = need_table(s, "unstack")
    opts = table_options(args, ("AggregationFunction", "GroupingVariables", "NewDataVariableNames", "ConstantVariables",
                        "VariableNamingRule"))
    dv = s.var_index(vars_)
    iv = s.var_index(ivar)
    if len(iv) != 1:
        raise MException("MATLAB:table:unstack:MultipleIndVar", "Specify one index variable.")
    iv = iv[0]
    gv = s.var_index(opts["groupingvariables"]) if "groupingvariables" in opts else \
        [j for j in range(len(s.names)) if j not in dv and j != iv]
    groups = group_rows([s.cols[j] for j in gv]) if gv else None
    members = groups.members if groups is not None else [list(range(s.height))]
    kinds = group_rows([s.cols[iv]])
    labels = [str(v) if not isinstance(v, float) else (str(int(v)) if v == int(v) else str(v))
              for v in (kv for kv in _labels(s.cols[iv], kinds.first))]
    fn = opts.get("aggregationfunction")
    names = [s.names[j] for j in gv]
    cols = groups.keys([s.cols[j] for j in gv]) if groups is not None else []
    new_names = texts(opts["newdatavariablenames"], "unstack") if "newdatavariablenames" in opts else None
    for d in dv:
        col = s.cols[d]
        for k, label in enumerate(labels):
            vals = []
            for rows in members:
                hit = [i for i in rows if kinds.ids[i] == k]
                part = take(col, hit)
                if isinstance(fn, FunctionHandle):
                    vals.append(ctx.call_function(fn, (part,), 1) if hit else _missing_rows(col, 1))
                elif not hit:
                    vals.append(_missing_rows(col, 1))
                elif len(hit) == 1:
                    vals.append(part)
                elif isinstance(part, np.ndarray) and part.dtype.kind in "biufc":
                    vals.append(np.sum(part, axis=0, keepdims=True))
                else:
                    raise MException("MATLAB:table:unstack:MultipleRows",
                                     "Several rows share an index value: specify 'AggregationFunction'.")
            name = label if len(dv) == 1 else f"{s.names[d]}_{label}"
            if new_names is not None:
                name = new_names[len(names) - len(gv)]
            names.append(name)
            cols.append(from_values(vals, "unstack"))
    check_names(names)
    return TableValue(names, cols)


def _labels(col: Any, first: list[int]) -> list:
    if type(col) is not np.ndarray and hasattr(col, "texts"):  # categorical: its category names
        return list(take(col, first).texts())
    keys = key_values(col)
    return [keys[i] for i in first]
