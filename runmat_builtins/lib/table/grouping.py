"""findgroups, splitapply, groupsummary, groupcounts: computations by group of rows, for
vectors and for tables."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.dispatch import call_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.strings.core._text import TextArray, is_cell, is_char, is_string, option_name
from runmat_builtins.lib.table._bins import binned, is_scheme
from runmat_builtins.lib.table._columns import from_values, missing, take
from runmat_builtins.lib.table._groups import Groups, group_rows
from runmat_builtins.lib.table._value import TableValue, as_column, check_names
from runmat_builtins.lib.time._array import TimeArray
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.values import FunctionHandle, is_numeric, shape_of



def _is_row(v: Any) -> bool:
    return isinstance(v, (np.ndarray, TimeArray)) and v.ndim == 2 and v.shape[0] == 1 and v.shape[1] > 1


def _grouping_columns(args: tuple, fname: str) -> list:
    cols = []
    for a in args:
        if isinstance(a, TableValue):
            cols += list(a.cols)
            continue
        if is_cell(a) and a.size and not all(is_char(e) for e in a.flat):
            raise MException(f"MATLAB:{fname}:GroupTypeIncorrect",
                             "A grouping variable must be a vector of numbers, logicals, text, datetimes or durations.")
        v = a.reshape(-1, 1, order="F") if isinstance(a, np.ndarray) and a.ndim == 2 and a.shape[0] == 1 else a
        if isinstance(v, TimeArray) and v.shape[0] == 1:
            v = v.like(v.secs.reshape(-1, 1))
        cols.append(as_column(v, "group"))
    n = {int(np.shape(c)[0]) for c in cols}
    if len(n) > 1:
        raise MException(f"MATLAB:{fname}:InputSizeMismatch", "Grouping variables must have the same number of rows.")
    return cols


@runtime_builtin(
    summary="Group numbers of the rows of grouping variables: [G, ID1, ..., IDN] = findgroups(A1, ..., AN).",
    description="Groups are the unique combinations of the variables' values, numbered in sorted order; "
                "a row with a missing value (NaN, NaT, <missing>, '') gets group NaN. ID1..IDN are the "
                "groups' values of each variable; with a table, [G, TID] = findgroups(T) gives them as a table.",
    keywords=["group", "groups", "unique", "split", "category"],
    related=["splitapply", "groupsummary", "unique"],
    signatures=["G = findgroups(A)", "[G, ID1, ..., IDN] = findgroups(A1, ..., AN)", "[G, TID] = findgroups(T)"],
    errors=[ErrorSpec(identifier="MATLAB:findgroups:InputSizeMismatch", when="the grouping variables differ in length")],
    examples=[Example(code="[G, id] = findgroups({'b'; 'a'; 'b'});\nfprintf('%d ', G); fprintf('\\n'); disp(id{1})",
                      output="2 1 2 \na\n"),
              Example(code="G = findgroups([10 20 10 NaN]);\nfprintf('%g ', G); fprintf('\\n')", output="1 2 1 NaN \n")],
)
def findgroups(*args: Any, nargout: int = 1) -> Any:
    if not args:
        raise MException("MATLAB:narginchk:notEnoughInputs", "Not enough input arguments.")
    cols = _grouping_columns(args, "findgroups")
    grp = group_rows(cols, include_missing=False)
    g = np.where(grp.ids >= 0, grp.ids + 1.0, np.nan).reshape(-1, 1)
    if len(args) == 1 and _is_row(args[0]):
        g = g.reshape(1, -1)
    outs: list[Any] = [g]
    if nargout > 1:
        keys = grp.keys(cols)
        if len(args) == 1 and isinstance(args[0], TableValue):
            t = args[0]
            outs.append(TableValue(t.names, keys))
        else:
            for a, k in zip(args, keys):
                outs.append(k.reshape(1, -1) if _is_row(a) and isinstance(k, np.ndarray) else k)
    return outs[0] if nargout <= 1 else tuple(outs[:nargout])


def _group_numbers(g: Any) -> np.ndarray:
    """G as splitapply checks it: a nonempty real numeric vector of positive integers (NaN left
    out) naming every group from 1 to max(G) (checked on the distinct values: max(G) may be huge)."""
    shape = shape_of(g)
    if not is_numeric(g) or np.iscomplexobj(g) or 0 in shape or len(shape) > 2 or 1 not in shape:
        raise MException(*_INVALID_GROUPS)
    a = np.asarray(g, dtype=np.float64).reshape(-1, order="F")
    ok = ~np.isnan(a)
    if np.any(ok & ((a < 1) | (a != np.floor(a)))):
        raise MException(*_INVALID_GROUPS)
    u = np.unique(a[ok])
    if u.size and (u[0] != 1 or u[-1] != u.size):
        raise MException("MATLAB:splitapply:MissingGroupNums",
                         "Group numbers must be a vector of positive integers, and cannot be a sparse vector. "
                         "Every integer from 1 to max(G) must be a group number.")
    return a


_INVALID_GROUPS = ("MATLAB:splitapply:InvalidGroupNums", "Group numbers must be a vector of positive integers.")


def _split(x: Any, rows: list[int], by_elements: bool) -> Any:
    if by_elements:
        if isinstance(x, TimeArray):
            flat = x.secs.reshape(-1, order="F")[rows]
            return x.like(flat.reshape(x.shape[0] and (1 if x.shape[0] == 1 else -1), -1) if x.shape[0] == 1
                          else flat.reshape(-1, 1))
        flat = x.reshape(-1, order="F")[rows]
        return flat.reshape(1, -1) if x.shape[0] == 1 else flat.reshape(-1, 1)
    return take(x, rows)


@runtime_builtin(
    summary="Apply a function to groups of data: Y = splitapply(FUNC, X1, ..., XN, G).",
    description="G (from findgroups) numbers each row of the data (each element of a vector); FUNC is "
                "called once per group, with that group's rows of each X (a table gives one argument per "
                "variable), and its outputs, one row per group, stack vertically. Rows whose group is "
                "NaN are left out.",
    keywords=["group", "apply", "split", "aggregate"],
    related=["findgroups", "groupsummary", "accumarray", "varfun"],
    signatures=["Y = splitapply(FUNC, X, G)", "Y = splitapply(FUNC, X1, ..., XN, G)",
                "[Y1, ..., YM] = splitapply(FUNC, ...)"],
    errors=[ErrorSpec(identifier="MATLAB:splitapply:MissingGroupNums", when="a group number between 1 and max(G) is missing"),
            ErrorSpec(identifier="MATLAB:splitapply:InvalidGroupNums", when="G holds values other than positive integers")],
    examples=[Example(code="G = findgroups([1; 2; 1; 2]);\nY = splitapply(@sum, [10; 20; 30; 40], G);\nfprintf('%g ', Y); fprintf('\\n')",
                      output="40 60 \n"),
              Example(code="T = table([1; 2; 3], [4; 5; 6]);\nY = splitapply(@(a, b) sum(a .* b), T, [1; 1; 2]);\n"
                           "fprintf('%g ', Y); fprintf('\\n')", output="14 18 \n")],
)
def splitapply(fn: Any, *args: Any, nargout: int = 1, ctx: Any = None) -> Any:
    if len(args) < 2:
        raise MException("MATLAB:narginchk:notEnoughInputs", "Not enough input arguments.")
    if not isinstance(fn, FunctionHandle):
        raise MException("MATLAB:splitapply:InvalidFunction", "First argument must be a function handle.")
    g = _group_numbers(args[-1])
    data: list = []
    for x in args[:-1]:
        data += list(x.cols) if isinstance(x, TableValue) else [x]
    n = g.size
    parts = []
    for x in data:
        shape = np.shape(x)
        by_elements = len(shape) == 2 and shape[0] == 1 and shape[1] == n and n != 1
        if not by_elements and shape[0] != n:
            raise MException("MATLAB:splitapply:InputSizeMismatch",
                             "The data and the group numbers must have the same number of rows.")
        parts.append((x, by_elements))
    k = max(nargout, 1)
    results: list[list] = [[] for _ in range(k)]
    top = int(np.nanmax(g)) if np.any(~np.isnan(g)) else 0
    for grp in range(1, top + 1):
        rows = np.flatnonzero(g == grp).tolist()
        argv = tuple(_split(x, rows, el) for x, el in parts)
        out = ctx.call_function(fn, argv, k)
        outs = out if k > 1 else (out,)
        for j in range(k):
            results[j].append(outs[j])
    ys = [_stack_outputs(r) for r in results]
    return ys[0] if k == 1 else tuple(ys)


def _stack_outputs(vals: list) -> Any:
    """One function output per group stacked vertically (as splitapply concatenates them)."""
    if not vals:
        return np.zeros((0, 1))
    try:
        return call_builtin("vertcat", *vals)
    except MException:
        raise MException("MATLAB:splitapply:FunOutputNotVertConcat",
                         "The outputs of the function cannot be concatenated vertically: wrap them in a cell "
                         "(@(x) {f(x)}).") from None


# ------------------------------------------------------------------ groupsummary
_METHODS = ("mean", "sum", "min", "max", "median", "std", "var", "numel", "nnz", "range", "mode", "nummissing",
            "numunique", "all")
_ALL = ("mean", "sum", "min", "max", "range", "median", "mode", "var", "std", "nummissing", "nnz", "numunique")


def _reduce(method: str, block: Any, ctx: Any) -> Any:
    """One group's value of a built-in method on a variable's block (missing values omitted)."""
    n = np.shape(block)[0]
    if method == "numel":
        return float(n)
    if isinstance(block, TimeArray) or not isinstance(block, np.ndarray) or block.dtype.kind not in "biufc":
        if method == "nummissing":

            return float(missing(block).sum())
        if method == "numunique":
            return float(group_rows([block], include_missing=False).count)
        if method == "range":
            return call_builtin("minus", call_builtin("max", block, ctx=ctx), call_builtin("min", block, ctx=ctx))
        return call_builtin(method, block, ctx=ctx)
    a = block.astype(np.float64) if block.dtype.kind in "biu" else block
    with np.errstate(all="ignore"):
        if method == "nummissing":
            return np.isnan(a).sum(axis=0).reshape(1, -1)
        if method == "nnz":
            return ((a != 0) & ~np.isnan(a)).sum(axis=0).astype(np.float64).reshape(1, -1)
        if method == "numunique":
            return np.array([[float(np.unique(c[~np.isnan(c)]).size) for c in a.T]])
        if n == 0:
            return np.full((1, a.shape[1]), 0.0 if method == "sum" else np.nan)
        if method == "mean":
            return np.nanmean(a, axis=0).reshape(1, -1)
        if method == "sum":
            out = np.nansum(a, axis=0).reshape(1, -1)
            return out.astype(block.dtype) if block.dtype.kind in "iu" else out
        if method in ("min", "max", "range"):
            lo, hi = np.nanmin(a, axis=0), np.nanmax(a, axis=0)
            out = (hi - lo) if method == "range" else (lo if method == "min" else hi)
            out = out.reshape(1, -1)
            return out.astype(block.dtype) if block.dtype.kind in "biu" and method != "range" else out
        if method == "median":
            return np.nanmedian(a, axis=0).reshape(1, -1)
        if method in ("std", "var"):
            cnt = (~np.isnan(a)).sum(axis=0)
            v = np.where(cnt > 1, np.nanvar(a, axis=0, ddof=1) if n > 1 else 0.0, np.where(cnt == 1, 0.0, np.nan))
            return (np.sqrt(v) if method == "std" else v).reshape(1, -1)
        if method == "mode":
            out = []
            for c in a.T:
                c = c[~np.isnan(c)]
                if c.size == 0:
                    out.append(np.nan)
                    continue
                vals, counts = np.unique(c, return_counts=True)
                out.append(vals[np.argmax(counts)])
            return np.array([out])
    raise MException("MATLAB:groupsummary:InvalidMethodOption", f"Unknown method '{method}'.")


def _methods(spec: Any, fname: str) -> list[tuple[str, Any]]:
    """(name used in output names, method word or function handle) for each method given."""
    items = list(spec.flat) if is_cell(spec) else [spec]
    out: list[tuple[str, Any]] = []
    nfun = 0
    for m in items:
        if isinstance(m, FunctionHandle):
            nfun += 1
            out.append((f"fun{nfun}", m))
            continue
        words = TextArray.of(m, fname).items if (is_char(m) or is_string(m)) else None
        if words is None:
            raise MException(f"MATLAB:{fname}:InvalidMethodOption",
                             "Methods must be names ('mean', 'sum', ...) or function handles.")
        for w in words:
            w = (w or "").lower()
            if w not in _METHODS:
                raise MException(f"MATLAB:{fname}:InvalidMethodOption", f"'{w}' is not a groupsummary method.")
            out += [(x, x) for x in _ALL] if w == "all" else [(w, w)]
    return out


def _is_method_spec(v: Any) -> bool:
    if isinstance(v, FunctionHandle):
        return True
    if is_cell(v) and v.size and any(isinstance(e, FunctionHandle) for e in v.flat):
        return True
    try:
        words = TextArray.of(v, "groupsummary").items
    except MException:
        return False
    return bool(words) and all((w or "").lower() in _METHODS for w in words)


def _apply_methods(block: Any, groups: Groups, methods: list, ctx: Any) -> list[Any]:
    """One result column per method: the method on each group's rows."""
    cols = []
    for _, m in methods:
        vals = []
        for rows in groups.members:
            part = take(block, rows)
            if isinstance(m, FunctionHandle):
                vals.append(ctx.call_function(m, (part,), 1))
            else:
                vals.append(_reduce(m, part, ctx))
        cols.append(from_values(vals, "groupsummary"))
    return cols


@runtime_builtin(
    summary="Summary statistics by group: G = groupsummary(T, GROUPVARS, METHOD, DATAVARS).",
    description="One row per unique combination of the grouping variables (sorted; a group of missing "
                "keys last unless 'IncludeMissingGroups' is false), then GroupCount, then METHOD_VAR for "
                "each data variable and method: 'mean', 'sum', 'min', 'max', 'median', 'std', 'var', "
                "'numel', 'nnz', 'range', 'mode', 'nummissing', 'numunique', 'all', or function handles "
                "(named fun1_VAR, ...). Missing values (NaN) are omitted from the statistics. DATAVARS "
                "defaults to every nongrouping variable. With an array A and grouping vectors, "
                "[B, BG, BC] = groupsummary(A, GROUPVARS, METHOD) returns the results as a matrix.",
    keywords=["group", "summary", "statistics", "aggregate", "pivot", "mean by group"],
    related=["findgroups", "splitapply", "varfun", "groupcounts"],
    signatures=["G = groupsummary(T, GROUPVARS)", "G = groupsummary(T, GROUPVARS, METHOD)",
                "G = groupsummary(T, GROUPVARS, METHOD, DATAVARS)", "[B, BG, BC] = groupsummary(A, GROUPVARS, METHOD)"],
    errors=[ErrorSpec(identifier="MATLAB:groupsummary:InvalidMethodOption", when="a method is not known"),
            ErrorSpec(identifier="MATLAB:table:UnrecognizedVarName", when="a grouping or data variable is not in T")],
    examples=[Example(code="T = table({'a'; 'b'; 'a'}, [1; 2; 5], 'VariableNames', {'k', 'x'});\n"
                           "G = groupsummary(T, 'k', 'mean');\ndisp(strjoin(G.Properties.VariableNames, ','))\n"
                           "fprintf('%g ', G.mean_x); fprintf('\\n')", output="k,GroupCount,mean_x\n3 2 \n"),
              Example(code="T = table([1; 1; 2], [1; 2; 3], 'VariableNames', {'g', 'v'});\n"
                           "G = groupsummary(T, 'g', {'max', @(x) sum(x.^2)}, 'v');\n"
                           "disp(strjoin(G.Properties.VariableNames, ','))\nfprintf('%g ', G.fun1_v); fprintf('\\n')",
                      output="g,GroupCount,max_v,fun1_v\n5 9 \n")],
)
def groupsummary(a: Any, groupvars: Any, *args: Any, nargout: int = 1, ctx: Any = None) -> Any:
    rest = list(args)
    include_missing = True
    for k in range(len(rest) - 1):
        opt = option_name(rest[k], ("IncludeMissingGroups", "IncludeEmptyGroups"))
        if opt is not None and not _is_method_spec(rest[k]):
            flags = rest[k:]
            rest = rest[:k]
            for j in range(0, len(flags) - 1, 2):
                if option_name(flags[j], ("IncludeMissingGroups",)) is not None:
                    include_missing = bool(np.asarray(flags[j + 1]).reshape(-1)[0])
            break

    bins = None
    if rest and isinstance(a, TableValue) and not _is_method_spec(rest[0]) and (
            is_scheme(rest[0]) or is_cell(rest[0]) and all(is_scheme(e) for e in rest[0].flat)):
        bins = list(rest[0].flat) if is_cell(rest[0]) else [rest[0]]
        rest = rest[1:]
    method = rest[0] if rest else None
    if rest and not _is_method_spec(rest[0]):
        raise MException("MATLAB:groupsummary:InvalidMethodOption",
                         "Methods must be names ('mean', 'sum', ...) or function handles; bins 'year', 'month', "
                         "'day', ... or numeric edges.")
    methods = _methods(method, "groupsummary") if method is not None else []
    if not isinstance(a, TableValue):
        return _groupsummary_array(a, groupvars, methods, include_missing, nargout, ctx)
    gidx = a.var_index(groupvars)
    dvars = rest[1] if len(rest) > 1 else None
    didx = a.var_index(dvars) if dvars is not None else [j for j in range(len(a.names)) if j not in gidx]
    gcols = [a.cols[j] for j in gidx]
    gnames = [a.names[j] for j in gidx]
    if bins is not None:
        if len(bins) not in (1, len(gidx)):
            raise MException("MATLAB:groupsummary:GroupBinsMismatch", "Specify one binning scheme per grouping variable.")
        for k in range(len(gcols)):
            gcols[k], word = binned(gcols[k], bins[0] if len(bins) == 1 else bins[k])
            if word:
                gnames[k] = f"{word}_{gnames[k]}"
    groups = group_rows(gcols, include_missing)
    keys = [c.output() if hasattr(c, "output") else c for c in groups.keys(gcols)]
    names = gnames + ["GroupCount"]
    cols = keys + [np.array([[float(len(m))] for m in groups.members]).reshape(-1, 1)]
    for j in didx if methods else []:
        for (label, _), c in zip(methods, _apply_methods(a.cols[j], groups, methods, ctx)):
            names.append(f"{label}_{a.names[j]}")
            cols.append(c)
    check_names(names)
    return TableValue(names, cols)


def _groupsummary_array(a: Any, groupvars: Any, methods: list, include_missing: bool, nargout: int, ctx: Any) -> Any:
    if not methods:
        raise MException("MATLAB:groupsummary:MethodRequired", "Specify a method for array data.")
    gcols = _grouping_columns(tuple(groupvars.flat) if is_cell(groupvars) and not all(is_char(e) for e in groupvars.flat)
                              else (groupvars,), "groupsummary")
    if isinstance(groupvars, np.ndarray) and groupvars.dtype.kind in "biuf" and groupvars.ndim == 2 \
            and groupvars.shape[1] > 1 and groupvars.shape[0] > 1:
        gcols = [groupvars[:, j:j + 1] for j in range(groupvars.shape[1])]
    data = as_column(a.reshape(-1, 1) if isinstance(a, np.ndarray) and a.shape[0] == 1 else a, "A")
    groups = group_rows(gcols, include_missing)
    outs = _apply_methods(data, groups, methods, ctx)

    b = call_builtin("horzcat", *outs) if len(outs) > 1 else outs[0]
    keys = groups.keys(gcols)
    bg = keys[0] if len(keys) == 1 else keys
    if len(keys) > 1:
        cells = np.empty((1, len(keys)), dtype=object)
        for j, k in enumerate(keys):
            cells[0, j] = k
        bg = cells
    bc = np.array([[float(len(m))] for m in groups.members]).reshape(-1, 1)
    return (b, bg, bc)[:max(nargout, 1)] if nargout > 1 else b


@runtime_builtin(
    summary="Number of rows in each group: G = groupcounts(T, GROUPVARS) (GroupCount and Percent variables).",
    keywords=["group", "count", "frequency", "tabulate"],
    related=["groupsummary", "findgroups"],
    signatures=["G = groupcounts(T, GROUPVARS)", "[GC, GR] = groupcounts(A)"],
    examples=[Example(code="T = table([2; 1; 2; 2], 'VariableNames', {'g'});\nG = groupcounts(T, 'g');\n"
                           "fprintf('%g:%g:%g ', [G.g G.GroupCount G.Percent]'); fprintf('\\n')",
                      output="1:1:25 2:3:75 \n")],
)
def groupcounts(a: Any, groupvars: Any = None, *args: Any, nargout: int = 1) -> Any:
    if isinstance(a, TableValue):
        from runmat_builtins.lib.table._bins import binned, is_scheme

        gidx = a.var_index(groupvars) if groupvars is not None else list(range(len(a.names)))
        gcols, gnames = [a.cols[j] for j in gidx], [a.names[j] for j in gidx]
        if args and (is_scheme(args[0]) or is_cell(args[0]) and all(is_scheme(e) for e in args[0].flat)):
            bins = list(args[0].flat) if is_cell(args[0]) else [args[0]]
            for k in range(len(gcols)):
                gcols[k], word = binned(gcols[k], bins[0] if len(bins) == 1 else bins[k])
                gnames[k] = f"{word}_{gnames[k]}" if word else gnames[k]
        groups = group_rows(gcols)
        counts = np.array([float(len(m)) for m in groups.members]).reshape(-1, 1)
        total = counts.sum()
        keys = [c.output() if hasattr(c, "output") else c for c in groups.keys(gcols)]
        return TableValue(gnames + ["GroupCount", "Percent"], keys + [counts, counts / total * 100 if total else counts])
    cols = _grouping_columns((a,), "groupcounts")
    groups = group_rows(cols)
    counts = np.array([float(len(m)) for m in groups.members]).reshape(-1, 1)
    keys = groups.keys(cols)[0]
    if nargout > 2:
        return counts, keys, counts / counts.sum() * 100
    return (counts, keys) if nargout == 2 else counts
