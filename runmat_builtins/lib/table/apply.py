"""varfun and rowfun: a function applied to each variable, or to each row, of a table (by
groups of rows with 'GroupingVariables')."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.dispatch import call_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.array.shape._args import count_value
from runmat_builtins.lib.strings.core._text import option_text
from runmat_builtins.lib.table._columns import from_values, row_value, take
from runmat_builtins.lib.table._groups import group_rows
from runmat_builtins.lib.table._options import table_options
from runmat_builtins.lib.table._timetable import TimetableValue
from runmat_builtins.lib.table._value import TableValue, as_column, check_names
from runmat_builtins.lib.table.variables import need_table, texts
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.values import FunctionHandle, StructArray, cell_array, char_row



def _fun_label(fn: Any) -> str:
    """'mean' for @mean, 'Fun' for an anonymous function (MATLAB's output name prefix)."""
    return fn.name.split(".")[-1] if isinstance(fn, FunctionHandle) and fn.name else "Fun"


def _format(opts: dict, fname: str) -> str:
    fmt = option_text(opts["outputformat"]) if "outputformat" in opts else "default"
    if fmt not in ("default", "table", "uniform", "cell", "timetable"):
        raise MException(f"MATLAB:table:{fname}:InvalidOutputFormat",
                         "'OutputFormat' must be 'table', 'uniform', 'cell' or 'timetable'.")
    return fmt


def _uniform(vals: list, fname: str) -> Any:
    for v in vals:
        if np.size(v) != 1 or isinstance(v, np.ndarray) and v.dtype == object:
            raise MException(f"MATLAB:table:{fname}:NotAScalarOutput",
                             "With 'OutputFormat' 'uniform', the function must return a scalar; "
                             "use 'OutputFormat', 'cell'.")

    return call_builtin("vertcat", *vals) if vals else np.zeros((0, 1))


def _shaped(t: TableValue, names: list[str], cols: list, first_rows: list[int] | None, fmt: str) -> TableValue:
    """The output table: a timetable for a timetable input (unless 'OutputFormat' is 'table'),
    each row at the first row time of the rows it came from (``first_rows``; None: the same rows)."""
    times = getattr(t, "rowtimes", None)
    if times is None or fmt == "table":
        return TableValue(names, cols, t.rownames if first_rows is None else None)

    rows = list(range(t.height)) if first_rows is None else first_rows
    return TimetableValue(names, cols, times.like(times.secs[rows]), t.description, t.timename)


def _call(ctx: Any, fn: Any, args: tuple, nout: int, handler: Any, fname: str) -> tuple:
    try:
        out = ctx.call_function(fn, args, nout)
    except MException as exc:
        if handler is None:
            raise

        s = StructArray.scalar({"identifier": char_row(exc.identifier), "message": char_row(exc.message),
                                "index": 0.0})
        out = ctx.call_function(handler, (s,) + args, nout)
    if nout == 0:
        return ()
    return tuple(out) if nout > 1 else (out,)


@runtime_builtin(
    summary="Apply a function to each variable of a table: B = varfun(FUNC, T, 'InputVariables', V, 'GroupingVariables', G, 'OutputFormat', F).",
    description="B's variables are FUNC_VAR (Fun_VAR for an anonymous function), each FUNC(T.VAR). With "
                "'GroupingVariables', FUNC runs on each group's rows: B has the grouping variables, "
                "GroupCount and one row per group. 'OutputFormat' 'uniform' returns a numeric row (or one "
                "column per group), 'cell' a cell array.",
    keywords=["table", "apply", "function", "columns", "variables", "group"],
    related=["rowfun", "groupsummary", "splitapply", "cellfun"],
    signatures=["B = varfun(FUNC, T)", "B = varfun(FUNC, T, 'InputVariables', VARS)",
                "B = varfun(FUNC, T, 'GroupingVariables', GVARS)", "A = varfun(FUNC, T, 'OutputFormat', 'uniform')"],
    errors=[ErrorSpec(identifier="MATLAB:table:UnrecognizedVarName", when="a variable named is not in T")],
    examples=[Example(code="T = table([1; 2; 3], [4; 5; 6], 'VariableNames', {'a', 'b'});\nB = varfun(@mean, T);\n"
                           "disp(strjoin(B.Properties.VariableNames, ','))\nfprintf('%g %g\\n', B.mean_a, B.mean_b)",
                      output="mean_a,mean_b\n2 5\n"),
              Example(code="T = table({'x'; 'y'; 'x'}, [1; 2; 3], 'VariableNames', {'g', 'v'});\n"
                           "B = varfun(@sum, T, 'GroupingVariables', 'g');\nfprintf('%s %d %g\\n', B.g{2}, B.GroupCount(2), B.sum_v(2))",
                      output="y 1 2\n"),
              Example(code="a = varfun(@(x) max(x), table([3; 9], [2; 1]), 'OutputFormat', 'uniform');\nfprintf('%g ', a); fprintf('\\n')",
                      output="9 2 \n")],
)
def varfun(fn: Any, t: Any, *args: Any, ctx: Any = None) -> Any:
    t = need_table(t, "varfun")
    opts = table_options(args, ("InputVariables", "GroupingVariables", "OutputFormat", "ErrorHandler"))
    fmt = _format(opts, "varfun")
    handler = opts.get("errorhandler")
    gidx = t.var_index(opts["groupingvariables"]) if "groupingvariables" in opts else []
    if "inputvariables" in opts:
        iv = opts["inputvariables"]
        vidx = ([j for j, c in enumerate(t.cols) if bool(np.all(ctx.call_function(iv, (c,), 1)))]
                if isinstance(iv, FunctionHandle) else t.var_index(iv))
    else:
        vidx = [j for j in range(len(t.names)) if j not in gidx]
    label = _fun_label(fn)
    if not gidx:
        vals = [_call(ctx, fn, (t.cols[j],), 1, handler, "varfun")[0] for j in vidx]
        if fmt == "uniform":
            for v in vals:
                if np.size(v) != 1:
                    raise MException("MATLAB:table:varfun:NotAScalarOutput",
                                     "With 'OutputFormat' 'uniform', the function must return a scalar; use 'OutputFormat', 'cell'.")
            from runmat_builtins.dispatch import call_builtin

            return call_builtin("horzcat", *vals) if vals else np.zeros((1, 0))
        if fmt == "cell":
            return cell_array(vals, (1, len(vals)))

        names = [f"{label}_{t.names[j]}" for j in vidx]
        cols = [as_column(v, n) for v, n in zip(vals, names)]
        if cols and any(c.shape[0] != cols[0].shape[0] for c in cols):
            raise MException("MATLAB:table:varfun:OutputRowsMismatch",
                             "The function returned a different number of rows for different variables: use "
                             "'OutputFormat', 'cell'.")
        same = bool(cols) and cols[0].shape[0] == t.height
        check_names(names)
        if same:
            return _shaped(t, names, cols, None, fmt)
        n = cols[0].shape[0] if cols else 0
        return _shaped(t, names, cols, [0] * n if n <= 1 and t.height else None, fmt) if n <= 1 and t.height \
            else TableValue(names, cols)
    groups = group_rows([t.cols[j] for j in gidx])
    per_var = []
    for j in vidx:
        vals = [_call(ctx, fn, (take(t.cols[j], rows),), 1, handler, "varfun")[0] for rows in groups.members]
        per_var.append(vals)
    if fmt == "uniform":
        from runmat_builtins.dispatch import call_builtin

        cols = [_uniform(v, "varfun") for v in per_var]
        return call_builtin("horzcat", *cols) if cols else np.zeros((groups.count, 0))
    if fmt == "cell":
        out = np.empty((groups.count, len(vidx)), dtype=object)
        for k, vals in enumerate(per_var):
            for g, v in enumerate(vals):
                out[g, k] = v
        return out
    names = [t.names[j] for j in gidx] + ["GroupCount"] + [f"{label}_{t.names[j]}" for j in vidx]
    cols = groups.keys([t.cols[j] for j in gidx]) + [np.array([[float(len(m))] for m in groups.members]).reshape(-1, 1)]
    cols += [from_values(vals, "varfun") for vals in per_var]
    check_names(names)
    return _shaped(t, names, cols, groups.first, fmt)


@runtime_builtin(
    summary="Apply a function to each row of a table: B = rowfun(FUNC, T, 'InputVariables', V, 'OutputVariableNames', N, 'NumOutputs', K).",
    description="FUNC gets one argument per input variable (that row's values; 'SeparateInputs', false "
                "gives one row vector) and returns NumOutputs values, collected as variables Var1, Var2, "
                "... unless 'OutputVariableNames' names them. With 'GroupingVariables' FUNC gets each "
                "group's rows (column vectors) and B starts with the grouping variables and GroupCount. "
                "'OutputFormat' 'uniform' returns arrays, 'cell' a cell array.",
    keywords=["table", "apply", "function", "rows", "group"],
    related=["varfun", "splitapply", "cellfun"],
    signatures=["B = rowfun(FUNC, T)", "B = rowfun(FUNC, T, 'OutputVariableNames', NAMES)",
                "B = rowfun(FUNC, T, 'GroupingVariables', GVARS)", "[A1, ..., AN] = rowfun(FUNC, T, 'OutputFormat', 'uniform')"],
    examples=[Example(code="T = table([3; 5], [4; 12], 'VariableNames', {'x', 'y'});\n"
                           "B = rowfun(@hypot, T, 'OutputVariableNames', 'z');\nfprintf('%g ', B.z); fprintf('\\n')",
                      output="5 13 \n"),
              Example(code="T = table([1; 1; 2], [10; 20; 30], 'VariableNames', {'g', 'v'});\n"
                           "B = rowfun(@(v) max(v), T, 'GroupingVariables', 'g', 'InputVariables', 'v', 'OutputVariableNames', 'top');\n"
                           "fprintf('%g:%g:%g ', [B.g B.GroupCount B.top]'); fprintf('\\n')", output="1:2:20 2:1:30 \n"),
              Example(code="T = table([1; 2], [3; 4]);\n[s, d] = rowfun(@(a, b) deal(a + b, a - b), T, 'NumOutputs', 2, 'OutputFormat', 'uniform');\n"
                           "fprintf('%g %g\\n', [s d]')", output="4 -2\n6 -2\n")],
)
def rowfun(fn: Any, t: Any, *args: Any, nargout: int = 1, ctx: Any = None) -> Any:
    t = need_table(t, "rowfun")
    opts = table_options(args, ("InputVariables", "GroupingVariables", "OutputVariableNames", "NumOutputs",
                           "OutputFormat", "SeparateInputs", "ExtractCellContents", "ErrorHandler"))
    fmt = _format(opts, "rowfun")
    handler = opts.get("errorhandler")
    gidx = t.var_index(opts["groupingvariables"]) if "groupingvariables" in opts else []
    vidx = (t.var_index(opts["inputvariables"]) if "inputvariables" in opts
            else [j for j in range(len(t.names)) if j not in gidx])
    onames = texts(opts["outputvariablenames"], "rowfun") if "outputvariablenames" in opts else None
    if "numoutputs" in opts:
        nout = count_value(opts["numoutputs"])  # a nonnegative integer scalar (validateattributes' errors)
    elif onames is not None:
        nout = len(onames)
    else:
        nout = max(nargout, 1) if fmt != "table" else 1
    if onames is None:
        onames = [f"Var{k + 1}" for k in range(nout)]
    if len(onames) != nout:
        raise MException("MATLAB:table:rowfun:OutputVarNamesWrongLength",
                         "The number of output variable names must match 'NumOutputs'.")
    separate = bool(np.asarray(opts.get("separateinputs", True)).reshape(-1)[0])
    extract = bool(np.asarray(opts.get("extractcellcontents", False)).reshape(-1)[0])

    def inputs(rows: list[int], single: bool) -> tuple:
        parts = [row_value(t.cols[j], rows[0]) if single and extract else take(t.cols[j], rows) for j in vidx]
        if not separate:
            from runmat_builtins.dispatch import call_builtin

            return (call_builtin("horzcat", *parts),)
        return tuple(parts)

    if gidx:
        groups = group_rows([t.cols[j] for j in gidx])
        calls = groups.members
    else:
        groups = None
        calls = [[i] for i in range(t.height)]
    results: list[list] = [[] for _ in range(nout)]
    for rows in calls:
        outs = _call(ctx, fn, inputs(rows, groups is None), nout, handler, "rowfun")
        for k in range(nout):
            results[k].append(outs[k])
    if fmt == "uniform":
        arrays = [_uniform(r, "rowfun") for r in results]
        return arrays[0] if nargout <= 1 else tuple(arrays[:nargout])
    if fmt == "cell":
        out = np.empty((len(calls), nout), dtype=object)
        for k in range(nout):
            for i, v in enumerate(results[k]):
                out[i, k] = v
        return out
    cols = [from_values(r, "rowfun") for r in results]
    if groups is None:
        check_names(onames)
        return _shaped(t, onames, cols, None, fmt)
    names = [t.names[j] for j in gidx] + ["GroupCount"] + onames
    check_names(names)
    return _shaped(t, names, groups.keys([t.cols[j] for j in gidx])
                   + [np.array([[float(len(m))] for m in groups.members]).reshape(-1, 1)] + cols, groups.first, fmt)
