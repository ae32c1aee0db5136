"""addvars, removevars, movevars, renamevars, splitvars, mergevars, convertvars: reshaping a
table's list of variables (their data never changes, only where and under which name)."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.dispatch import call_builtin
from runmat_builtins.errors import MException
from runmat_builtins.indexing.subscripts import COLON
from runmat_builtins.lib.strings.core._text import TextArray, option_name
from runmat_builtins.lib.table._value import TableValue, as_column, check_names
from runmat_builtins.lib.time._array import TimeArray
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.values import FunctionHandle
from runmat_builtins.values.input_names import split_input_names



def need_table(t: Any, fname: str) -> TableValue:
    if not isinstance(t, TableValue):
        raise MException(f"MATLAB:{fname}:InvalidInput" if fname else "MATLAB:table:InvalidInput",
                         f"The first input to {fname} must be a table or timetable.")
    return t


def texts(v: Any, fname: str) -> list[str]:
    return [s or "" for s in TextArray.of(v, fname).items]


def split_options(args: list, names: tuple[str, ...], fname: str) -> tuple[list, dict[str, Any]]:
    """Trailing name-value options (of ``names``) off positional arguments."""
    opts: dict[str, Any] = {}
    k = 0
    while k < len(args):
        opt = option_name(args[k], names) if k + 1 < len(args) else None
        if opt is not None and all(option_name(args[j], names) is not None for j in range(k, len(args), 2)) \
                and (len(args) - k) % 2 == 0:
            for j in range(k, len(args), 2):
                opts[option_name(args[j], names)] = args[j + 1]
            return args[:k], opts
        k += 1
    return args, opts


def _location(t: TableValue, opts: dict, n_moved: int = 0, fname: str = "addvars") -> int:
    """Insertion index from 'Before'/'After' (a name, index or logical mask); default the end."""
    if "before" in opts and "after" in opts:
        raise MException(f"MATLAB:{fname}:BeforeAndAfter", "Specify either 'Before' or 'After', not both.")
    for key, shift in (("before", 0), ("after", 1)):
        if key in opts:
            idx = t.var_index(opts[key])
            if len(idx) != 1:
                raise MException(f"MATLAB:table:{fname}:InvalidLocation",
                                 "The location must specify exactly one table variable.")
            return idx[0] + shift
    return len(t.names)


@runtime_builtin(
    summary="Add variables to a table: T2 = addvars(T, V1, ..., VN, 'Before'|'After', LOC, 'NewVariableNames', NAMES).",
    description="The new variables go after the last one unless 'Before' or 'After' names a variable "
                "(by name, index or logical mask). They take the names of the workspace variables "
                "passed (inputname), Var<k> for expressions (k their position in the result), unless "
                "'NewVariableNames' names them.",
    keywords=["table", "add", "insert", "column", "variable"],
    related=["removevars", "movevars", "renamevars", "table"],
    signatures=["T2 = addvars(T, V1, ..., VN)", "T2 = addvars(T, V1, 'Before', LOC)",
                "T2 = addvars(T, V1, 'After', LOC, 'NewVariableNames', NAMES)"],
    errors=[ErrorSpec(identifier="MATLAB:table:RowDimensionMismatch", when="a variable's height differs from the table's"),
            ErrorSpec(identifier="MATLAB:table:DuplicateVarNames", when="a new name is taken")],
    examples=[Example(code="T = table([1; 2], 'VariableNames', {'a'});\nb = [3; 4];\nT = addvars(T, b, 'Before', 'a');\n"
                           "disp(strjoin(T.Properties.VariableNames, ','))", output="b,a\n"),
              Example(code="T = table([1; 2]);\nT = addvars(T, [5; 6], 'NewVariableNames', 'lhs-outcomes');\n"
                           "fprintf('%g ', T.('lhs-outcomes')); fprintf('\\n')", output="5 6 \n")],
    input_names=True,
)
def addvars(t: Any, *args: Any) -> TableValue:
    rest, given = split_input_names(args)
    n_given = len(rest)
    data, opts = split_options(list(rest), ("Before", "After", "NewVariableNames"), "addvars")
    t = need_table(t, "addvars")
    at = _location(t, opts)
    if "newvariablenames" in opts:
        new = texts(opts["newvariablenames"], "addvars")
        if len(new) != len(data):
            raise MException("MATLAB:table:addvars:IncorrectNumberOfVarNames",
                             "The number of new variable names must match the number of variables to add.")
    else:
        new = []
        for k in range(len(data)):
            n = given.name(k + 1) if given is not None and len(given) == n_given + 1 else None
            new.append(n if n and n not in t.names and n not in new else f"Var{at + k + 1}")
    cols = [as_column(v, n) for v, n in zip(data, new)]
    h = t.height if (t.cols or t.rownames) else (cols[0].shape[0] if cols else 0)
    for c in cols:
        if c.shape[0] != h:
            raise MException("MATLAB:table:RowDimensionMismatch",
                             "The new variables must have the same number of rows as the table.")
    names = t.names[:at] + new + t.names[at:]
    check_names(names)
    return t.with_parts(names, t.cols[:at] + cols + t.cols[at:], t.rownames)


@runtime_builtin(
    summary="Delete variables from a table: T2 = removevars(T, VARS) (names, indices or a logical mask).",
    keywords=["table", "delete", "remove", "column", "variable"],
    related=["addvars", "movevars", "table"],
    signatures=["T2 = removevars(T, VARS)"],
    errors=[ErrorSpec(identifier="MATLAB:table:UnrecognizedVarName", when="a name is not a variable")],
    examples=[Example(code="T = table(1, 2, 3, 'VariableNames', {'a', 'b', 'c'});\nT = removevars(T, {'a', 'c'});\n"
                           "disp(strjoin(T.Properties.VariableNames, ','))", output="b\n")],
)
def removevars(t: Any, vars_: Any = None) -> TableValue:
    t = need_table(t, "removevars")
    gone = set(t.var_index(vars_)) if vars_ is not None else set()
    keep = [j for j in range(len(t.names)) if j not in gone]
    return t.with_parts([t.names[j] for j in keep], [t.cols[j] for j in keep], t.rownames)


@runtime_builtin(
    summary="Move variables of a table: T2 = movevars(T, VARS, 'Before'|'After', LOC) (to the end by default).",
    keywords=["table", "move", "reorder", "column", "variable"],
    related=["addvars", "removevars", "table"],
    signatures=["T2 = movevars(T, VARS)", "T2 = movevars(T, VARS, 'Before', LOC)", "T2 = movevars(T, VARS, 'After', LOC)"],
    examples=[Example(code="T = table(1, 2, 3, 'VariableNames', {'a', 'b', 'c'});\nT = movevars(T, 'c', 'Before', 'a');\n"
                           "disp(strjoin(T.Properties.VariableNames, ','))", output="c,a,b\n")],
)
def movevars(t: Any, vars_: Any, *args: Any) -> TableValue:
    t = need_table(t, "movevars")
    rest, opts = split_options(list(args), ("Before", "After"), "movevars")
    if rest:
        raise MException("MATLAB:table:movevars:InvalidArgs", "Specify the location with 'Before' or 'After'.")
    moved = list(dict.fromkeys(t.var_index(vars_)))
    at = _location(t, opts, fname="movevars")
    if at < len(t.names) or "after" in opts:
        anchor = at
        before = [j for j in range(anchor) if j not in moved]
        after = [j for j in range(anchor, len(t.names)) if j not in moved]
        order = before + moved + after
    else:
        order = [j for j in range(len(t.names)) if j not in moved] + moved
    return t.with_parts([t.names[j] for j in order], [t.cols[j] for j in order], t.rownames)


@runtime_builtin(
    summary="Rename table variables: T2 = renamevars(T, VARS, NEWNAMES).",
    keywords=["table", "rename", "variable", "names"],
    related=["addvars", "table"],
    signatures=["T2 = renamevars(T, VARS, NEWNAMES)"],
    errors=[ErrorSpec(identifier="MATLAB:table:DuplicateVarNames", when="two variables would share a name")],
    examples=[Example(code="T = table(1, 2, 'VariableNames', {'a', 'b'});\nT = renamevars(T, 'b', 'Total cost');\n"
                           "disp(T.Properties.VariableNames{2})", output="Total cost\n")],
)
def renamevars(t: Any, vars_: Any, newnames: Any) -> TableValue:
    t = need_table(t, "renamevars")
    idx = t.var_index(vars_)
    new = texts(newnames, "renamevars")
    if len(new) != len(idx):
        raise MException("MATLAB:table:renamevars:NumberOfNamesMismatch",
                         "The number of new names must match the number of variables to rename.")
    names = list(t.names)
    for j, n in zip(idx, new):
        names[j] = n
    check_names(names)
    return t.renamed([t.names[j] for j in idx], new)


def _width(c: Any) -> int:
    return int(np.prod(c.shape[1:])) if c.ndim > 1 else 1


@runtime_builtin(
    summary="Split multicolumn table variables into one variable per column: T2 = splitvars(T, VARS, 'NewVariableNames', NAMES).",
    description="Without VARS every multicolumn variable splits. The new variables are named NAME_1, "
                "NAME_2, ... unless 'NewVariableNames' gives them (a cell of name lists for several "
                "variables).",
    keywords=["table", "split", "columns", "variable"],
    related=["mergevars", "table"],
    signatures=["T2 = splitvars(T)", "T2 = splitvars(T, VARS)", "T2 = splitvars(T, VARS, 'NewVariableNames', NAMES)"],
    examples=[Example(code="T = table([1 2; 3 4], 'VariableNames', {'BP'});\nT = splitvars(T);\n"
                           "disp(strjoin(T.Properties.VariableNames, ','))\nfprintf('%g ', T.BP_2); fprintf('\\n')",
                      output="BP_1,BP_2\n2 4 \n")],
)
def splitvars(t: Any, vars_: Any = None, *args: Any) -> TableValue:
    t = need_table(t, "splitvars")
    _, opts = split_options(list(args), ("NewVariableNames",), "splitvars")
    which = t.var_index(vars_) if vars_ is not None else [j for j, c in enumerate(t.cols) if _width(c) > 1]
    given = None
    if "newvariablenames" in opts:
        v = opts["newvariablenames"]
        nested = isinstance(v, np.ndarray) and v.dtype == object and v.size and all(
            isinstance(e, np.ndarray) and e.dtype == object for e in v.flat)
        given = [texts(e, "splitvars") for e in v.flat] if nested else [texts(v, "splitvars")]
        if len(given) != len(which):
            raise MException("MATLAB:table:splitvars:IncorrectNumberOfNewVarNames",
                             "Specify one list of new variable names for each variable to split.")
    names, cols = [], []
    for j, (n, c) in enumerate(zip(t.names, t.cols)):
        if j not in which:
            names.append(n)
            cols.append(c)
            continue
        w = _width(c)
        new = given[which.index(j)] if given is not None else [f"{n}_{k + 1}" for k in range(w)]
        if len(new) != w:
            raise MException("MATLAB:table:splitvars:IncorrectNumberOfNewVarNames",
                             f"Variable '{n}' has {w} columns: specify {w} new names.")
        names += new
        cols += [c.like(c.secs[:, k:k + 1]) if isinstance(c, TimeArray) else c[:, k:k + 1] for k in range(w)]
    check_names(names)
    return t.with_parts(names, cols, t.rownames)


@runtime_builtin(
    summary="Merge table variables into one multicolumn variable: T2 = mergevars(T, VARS, 'NewVariableName', NAME).",
    description="The merged variable takes the place of the first merged one, named Var<k> (k that "
                "position) unless 'NewVariableName' names it. The variables concatenate horizontally, "
                "so they need compatible types.",
    keywords=["table", "merge", "combine", "columns", "variable"],
    related=["splitvars", "table"],
    signatures=["T2 = mergevars(T, VARS)", "T2 = mergevars(T, VARS, 'NewVariableName', NAME)"],
    errors=[ErrorSpec(identifier="MATLAB:table:ExtractDataIncompatibleTypeError", when="the variables cannot be concatenated")],
    examples=[Example(code="T = table([1; 2], [3; 4], [5; 6], 'VariableNames', {'x', 'y', 'z'});\n"
                           "T = mergevars(T, {'x', 'y'}, 'NewVariableName', 'xy');\n"
                           "disp(strjoin(T.Properties.VariableNames, ','))\ndisp(size(T.xy))",
                      output="xy,z\n     2     2\n")],
)
def mergevars(t: Any, vars_: Any, *args: Any) -> TableValue:
    t = need_table(t, "mergevars")
    _, opts = split_options(list(args), ("NewVariableName", "MergeAsTable"), "mergevars")
    idx = sorted(set(t.var_index(vars_)))
    if not idx:
        return t
    if len({isinstance(t.cols[j], np.ndarray) and t.cols[j].dtype == object for j in idx}) > 1:
        raise MException("MATLAB:table:ExtractDataIncompatibleTypeError",
                         "Unable to concatenate the specified table variables: they are of incompatible types.")
    merged = t.__matlab_brace__((COLON, np.array([[float(j + 1) for j in idx]])))[0]
    merged = as_column(merged, "merged")
    name = texts(opts["newvariablename"], "mergevars")[0] if "newvariablename" in opts else f"Var{idx[0] + 1}"
    names, cols = [], []
    for j, (n, c) in enumerate(zip(t.names, t.cols)):
        if j == idx[0]:
            names.append(name)
            cols.append(merged)
        elif j not in idx:
            names.append(n)
            cols.append(c)
    check_names(names)
    return t.with_parts(names, cols, t.rownames)


@runtime_builtin(
    summary="Convert table variables to another type: T2 = convertvars(T, VARS, TYPE) (a class name or a function handle).",
    keywords=["table", "convert", "type", "variable", "class"],
    related=["varfun", "table"],
    signatures=["T2 = convertvars(T, VARS, TYPE)"],
    examples=[Example(code="T = table({'a'; 'b'}, [1; 2], 'VariableNames', {'k', 'v'});\nT = convertvars(T, 'k', 'string');\n"
                           "disp(class(T.k))", output="string\n")],
)
def convertvars(t: Any, vars_: Any, typ: Any, *, ctx: Any = None) -> TableValue:
    t = need_table(t, "convertvars")
    idx = t.var_index(vars_) if not isinstance(vars_, FunctionHandle) else [
        j for j, c in enumerate(t.cols) if bool(np.all(ctx.call_function(vars_, (c,), 1)))]
    cols = list(t.cols)
    for j in idx:
        if isinstance(typ, FunctionHandle):
            out = ctx.call_function(typ, (cols[j],), 1)
        else:
            name = texts(typ, "convertvars")[0]
            out = call_builtin(name, cols[j], ctx=ctx)
        cols[j] = as_column(out, t.names[j])
        if cols[j].shape[0] != t.height:
            raise MException("MATLAB:table:RowDimensionMismatch",
                             "The converted variable must have the same number of rows as the table.")
    return t.with_parts(t.names, cols, t.rownames)
