"""Builtins on tables that other categories define (the guard routes a call with a table
argument here first): sortrows(T, vars, direction) and isempty(T)."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.dispatch import call_builtin
from runmat_builtins.errors import MException
from runmat_builtins.indexing.subscripts import COLON
from runmat_builtins.lib.strings.core._text import char_text, is_char, option_text
from runmat_builtins.lib.table._groups import group_rows
from runmat_builtins.lib.table._timetable import TimetableValue
from runmat_builtins.lib.table._value import TableValue
from runmat_builtins.lib.time._array import TimeArray


def _key(col: Any) -> list:
    """Sort keys of one variable's rows (its first column): numbers, texts or times."""

    if isinstance(col, TimeArray):
        return col.secs[:, 0].tolist()
    if not isinstance(col, np.ndarray):  # value classes: their group keys (categorical: category order)
        from runmat_builtins.lib.table._columns import key_values

        return [float("nan") if k is None else k for k in key_values(col)]
    if col.dtype == object:
        return [char_text(e) if is_char(e) else str(e) for e in col[:, 0]]
    if col.dtype.kind == "T" or col.dtype.kind == "O":
        return ["" if e is None else str(e) for e in col[:, 0]]
    return np.asarray(col[:, 0], dtype=np.float64).tolist()


def sortrows(t: Any, vars_: Any = None, direction: Any = None, nargout: int = 1) -> Any:
    """Rows of ``t`` sorted by ``vars_`` (names or indices; a negative index sorts descending),
    stably, NaN last ascending."""
    if isinstance(t, TimetableValue):  # by the row times unless variables are named
        from runmat_builtins.lib.table._value import TableValue
        from runmat_builtins.values import char_row

        full = TableValue([t.timename] + t.names, [t.rowtimes] + t.cols)
        if vars_ is None or option_text(vars_) in ("ascend", "descend"):
            direction, vars_ = (vars_ if vars_ is not None else direction), char_row(t.timename)
        elif isinstance(vars_, np.ndarray) and vars_.dtype.kind in "iuf" or type(vars_) is float:
            vars_ = np.sign(np.asarray(vars_, dtype=np.float64)) * (np.abs(np.asarray(vars_, dtype=np.float64)) + 1)
        _, idx = sortrows(full, vars_, direction, nargout=2)
        out = t.__matlab_subsref__((idx, COLON))
        return (out, idx) if nargout > 1 else out
    descend_all = False
    if vars_ is not None and option_text(vars_) in ("ascend", "descend"):
        descend_all, vars_ = option_text(vars_) == "descend", None
    per_key = None
    if direction is not None:
        d = option_text(direction)
        if d is None and isinstance(direction, np.ndarray) and direction.dtype.kind in "OT" and direction.size > 1:
            from runmat_builtins.lib.strings.core._text import TextArray

            per_key = [(w or "").lower() for w in TextArray.of(direction, "sortrows").items]
            if any(w not in ("ascend", "descend") for w in per_key):
                raise MException("MATLAB:table:sortrows:UnrecognizedMode", "Sort direction must be 'ascend' or 'descend'.")
        elif d not in ("ascend", "descend"):
            raise MException("MATLAB:table:sortrows:UnrecognizedMode", "Sort direction must be 'ascend' or 'descend'.")
        else:
            descend_all = d == "descend"
    if vars_ is None or isinstance(vars_, np.ndarray) and vars_.size == 0 and vars_.dtype == np.float64:
        keys = [(j, descend_all) for j in range(len(t.names))]
    elif isinstance(vars_, np.ndarray) and vars_.dtype.kind in "iuf" or type(vars_) is float:
        vs = np.asarray(vars_, dtype=np.float64).ravel()
        if not np.all(np.isfinite(vs) & (vs == np.round(vs))):  # -k sorts descending; NaN, 1.5 no variable
            raise MException("MATLAB:badsubscript", "Subscript indices must be real positive integers or logicals.")
        keys = [(abs(int(v)) - 1, bool((v < 0) != descend_all)) for v in vs]
        for j, _ in keys:
            if not 0 <= j < len(t.names):
                raise MException("MATLAB:table:VarIndexOutOfRange", "Variable index exceeds the number of table variables.")
    else:
        keys = [(j, descend_all) for j in t.var_index(vars_)]
    if per_key is not None:
        if len(per_key) != len(keys):
            raise MException("MATLAB:table:sortrows:SortDirsMismatch",
                             "Specify one sort direction per sorting variable.")
        keys = [(j, w == "descend") for (j, _), w in zip(keys, per_key)]
    order = list(range(t.height))
    for j, desc in reversed(keys):  # stable sorts, last key first (Python keeps ties in order, reverse too)
        k = _key(t.cols[j])
        nan = [isinstance(x, float) and x != x for x in k]
        order.sort(key=lambda i: (nan[i], 0 if nan[i] else k[i]), reverse=desc)  # NaN last, or first descending
    out = t.__matlab_subsref__((np.array([float(i + 1) for i in order]).reshape(-1, 1), COLON))
    if nargout > 1:
        return out, np.array([float(i + 1) for i in order]).reshape(-1, 1)
    return out


def unique_rows(t: Any, opts: tuple, nargout: int) -> Any:
    """unique(T): the table's distinct rows, sorted (or 'stable': in order of first appearance),
    with IA (a row of T for each) and IC (each row of T's row in the result)."""
    words = [option_text(o) for o in opts]
    if any(w not in ("sorted", "stable", "rows", "first", "last") for w in words):
        raise MException("MATLAB:table:unique:UnknownOption", "unique of a table takes 'sorted', 'stable' or 'rows'.")
    groups = group_rows(list(t.cols))
    order = list(range(groups.count))
    if "stable" in words:
        order.sort(key=lambda g: groups.first[g])
    pick = [groups.members[g][-1] if "last" in words else groups.first[g] for g in order]
    out = t.__matlab_subsref__((np.array([[i + 1.0] for i in pick]).reshape(-1, 1), COLON))
    if nargout <= 1:
        return out
    where = {g: k for k, g in enumerate(order)}
    ic = np.array([[where[int(g)] + 1.0] for g in groups.ids]).reshape(-1, 1)
    return (out, np.array([[i + 1.0] for i in pick]).reshape(-1, 1), ic)[:nargout]


def _equal_tables(name: str, a: Any, b: Any) -> bool:
    """isequal of tables: the same kind, variable names, row names (and row times) and contents."""
    if type(a) is not type(b) or not hasattr(a, "names"):  # a table among numbers (isequal(1, 2, T))
        return False
    if a.names != b.names or a.rownames != b.rownames or a.shape != b.shape:
        return False
    if hasattr(a, "rowtimes") and not call_builtin(name, a.rowtimes, b.rowtimes):
        return False
    return all(bool(call_builtin(name, x, y)) for x, y in zip(a.cols, b.cols))


_ELEMENTWISE = frozenset(("plus", "minus", "times", "rdivide", "ldivide", "power", "mtimes", "mrdivide", "uminus",
                          "uplus", "eq", "ne", "lt", "le", "gt", "ge", "and", "or", "not", "xor", "abs", "sqrt",
                          "exp", "log", "log2", "log10", "round", "floor", "ceil", "fix", "sign", "mod", "rem",
                          "sin", "cos", "tan", "cumsum", "cumprod", "cummax", "cummin", "hypot", "atan2"))
_REDUCTIONS = frozenset(("sum", "mean", "median", "prod", "std", "var", "mode", "max", "min", "range", "all", "any"))


def route(name: str, args: tuple, nargout: int, ctx: Any) -> Any:
    if name == "sortrows" and isinstance(args[0], TableValue):
        return sortrows(*args, nargout=nargout)
    if name == "isempty" and len(args) == 1:
        return args[0].height == 0 or len(args[0].names) == 0
    if name in ("horzcat", "vertcat") and any(isinstance(a, TableValue) for a in args):
        return TableValue.__matlab_concat__([list(args)] if name == "horzcat" else [[a] for a in args])
    if name in ("isequal", "isequaln") and len(args) >= 2:
        return all(_equal_tables(name, args[0], b) for b in args[1:])
    if name in _ELEMENTWISE or name in _REDUCTIONS:
        from runmat_builtins.lib.table.calculations import calculate  # cycle: table.calculations imports this module

        return calculate(name, args, nargout, ctx)
    if name == "unique" and isinstance(args[0], TableValue):
        return unique_rows(args[0], args[1:], nargout)
    if name == "join" and len(args) >= 2 and isinstance(args[0], TableValue):
        from runmat_builtins.lib.table.joins import join_tables

        return join_tables(*args)
    return NotImplemented
