"""join, innerjoin, outerjoin: tables combined row by row where their key variables match."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.dispatch import call_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.strings.core._text import is_cell, is_cellstr, is_string, option_text
from runmat_builtins.lib.table._columns import key_values, take, vstack
from runmat_builtins.lib.table._groups import sort_key
from runmat_builtins.lib.table._options import table_options
from runmat_builtins.lib.table._timetable import TimetableValue
from runmat_builtins.lib.table._value import TableValue, check_names
from runmat_builtins.lib.table.timetables import _missing_rows, _take_or_missing
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.values import class_of
from runmat_builtins.values.input_names import split_input_names

_OPTIONS = ("Keys", "LeftKeys", "RightKeys", "LeftVariables", "RightVariables", "MergeKeys", "Type", "KeepOneCopy")


def _parse(fname: str, args: tuple) -> tuple[TableValue, TableValue, dict, tuple[str, str]]:
    data, given = split_input_names(args)
    if len(data) < 2 or not isinstance(data[0], TableValue) or not isinstance(data[1], TableValue):
        raise MException(f"MATLAB:table:{fname}:InvalidInput" if fname != "join" else "MATLAB:table:join:InvalidInput",
                         f"{fname} needs two tables.")
    left, right = data[0], data[1]
    opts = table_options(data[2:], _OPTIONS)
    names = ("left", "right")
    if given is not None and len(given) == len(data):
        names = (given.name(0) or "left", given.name(1) or "right")
        if names[0] == names[1]:  # a table joined with itself: the sides are 'left' and 'right'
            names = ("left", "right")
    return left, right, opts, names


def _keys(left: TableValue, right: TableValue, opts: dict, fname: str) -> tuple[list[int], list[int]]:
    if "keys" in opts:
        k = opts["keys"]
        lk, rk = left.var_index(k), right.var_index(k)
    elif "leftkeys" in opts or "rightkeys" in opts:
        if "leftkeys" not in opts or "rightkeys" not in opts:
            raise MException(f"MATLAB:table:{fname}:MissingKeyVar", "Specify both 'LeftKeys' and 'RightKeys'.")
        lk, rk = left.var_index(opts["leftkeys"]), right.var_index(opts["rightkeys"])
    else:
        common = [n for n in left.names if n in right.names]
        if not common:
            raise MException(f"MATLAB:table:{fname}:CommonVarsNotFound" if fname != "join" else "MATLAB:table:join:CommonVarsNotFound",
                             "The tables have no variables in common to use as keys: specify 'Keys'.")
        lk = [left.names.index(n) for n in common]
        rk = [right.names.index(n) for n in common]
    if len(lk) != len(rk):
        raise MException(f"MATLAB:table:{fname}:KeysNumberMismatch", "'LeftKeys' and 'RightKeys' must name the same number of variables.")
    return lk, rk


def _key_rows(t: TableValue, idx: list[int], override: dict | None = None) -> list[tuple | None]:
    cols = [key_values((override or {}).get(j, t.cols[j])) for j in idx]
    out: list[tuple | None] = []
    for i in range(t.height):
        r = tuple(c[i] for c in cols)
        out.append(None if any(v is None for v in r) else r)
    return out


def _key_pairs(left: TableValue, right: TableValue, lk: list[int],
               rk: list[int]) -> tuple[list[tuple | None], list[tuple | None]]:
    """The key rows of both tables, each key pair of two classes first concatenated into one
    (MATLAB's join compares ``[leftKey; rightKey]``: a double key against a string key compares
    as strings); MATLAB's errors where a cell meets a non-cell or the two do not concatenate."""

    lcols, rcols = dict(), dict()
    for a, b in zip(lk, rk):
        ca, cb = left.cols[a], right.cols[b]
        if class_of(ca) == class_of(cb):
            continue
        names = (left.names[a], right.names[b])
        if is_cell(ca) != is_cell(cb) and not ((is_cellstr(ca) and is_string(cb)) or (is_string(ca) and is_cellstr(cb))):
            raise MException("MATLAB:table:join:KeyVarCellMismatch",
                             "Left and right key variables '%s' and '%s' are not comparable because one is a "
                             "cell array and the other is not." % names)
        if is_cellstr(ca) and is_string(cb):  # [cellstr; string] is a string array in MATLAB
            ca = call_builtin("string", ca)
        elif is_string(ca) and is_cellstr(cb):
            cb = call_builtin("string", cb)
        try:
            both = call_builtin("vertcat", ca, cb)
        except MException:
            raise MException("MATLAB:table:join:KeyVarTypeMismatch",
                             "Left and right key variables '%s' and '%s' have incompatible types." % names) from None
        lcols[a] = take(both, range(left.height))
        rcols[b] = take(both, range(left.height, left.height + right.height))
    return _key_rows(left, lk, lcols), _key_rows(right, rk, rcols)


def _order_key(r: tuple) -> tuple:
    """Sort key of a row of key values (complex keys by magnitude, then angle, as groups sort)."""
    return tuple(sort_key(v) for v in r)


def _name_clash(lnames: list[str], rnames: list[str], tags: tuple[str, str]) -> tuple[list[str], list[str]]:
    """Names that appear on both sides get the input's name appended (Var_Tleft, Var_Tright)."""
    both = set(lnames) & set(rnames)
    return ([f"{n}_{tags[0]}" if n in both else n for n in lnames],
            [f"{n}_{tags[1]}" if n in both else n for n in rnames])


def _result(left: TableValue, names: list[str], cols: list, ia: list[int]) -> TableValue:
    """The joined table: a timetable when the left input is one (each row at its left row's time,
    NaT/NaN for rows only the right table has)."""
    times = getattr(left, "rowtimes", None)
    if times is None:
        return TableValue(names, cols)

    secs = np.array([times.secs[i, 0] if i >= 0 else np.nan for i in ia], dtype=np.float64).reshape(-1, 1)
    return TimetableValue(names, cols, times.like(secs), left.description, left.timename)


def _vars(t: TableValue, opts: dict, key: str, default: list[int]) -> list[int]:
    return t.var_index(opts[key]) if key in opts else default


@runtime_builtin(
    summary="Rows of two tables whose keys match: [C, IA, IB] = innerjoin(TLEFT, TRIGHT, 'Keys', KEYS).",
    description="Every pair of rows with equal key values gives one row of C, in sorted key order: the "
                "left table's variables ('LeftVariables', all by default) then the right's nonkey ones "
                "('RightVariables'). Keys default to the variables with the same names; 'LeftKeys' and "
                "'RightKeys' pair differently named ones. Shared nonkey names get '_<input name>' appended.",
    keywords=["table", "join", "merge", "inner join", "keys"],
    related=["outerjoin", "join", "synchronize"],
    signatures=["C = innerjoin(TLEFT, TRIGHT)", "C = innerjoin(TLEFT, TRIGHT, 'Keys', KEYS)",
                "[C, IA, IB] = innerjoin(TLEFT, TRIGHT, 'LeftKeys', LK, 'RightKeys', RK)"],
    errors=[ErrorSpec(identifier="MATLAB:table:innerjoin:CommonVarsNotFound", when="no keys are given and no names are shared")],
    examples=[Example(code="A = table([1; 2; 3], [10; 20; 30], 'VariableNames', {'id', 'a'});\n"
                           "B = table([3; 1], {'c'; 'x'}, 'VariableNames', {'id', 'b'});\nC = innerjoin(A, B);\n"
                           "fprintf('%d %d %s\\n', C.id(1), C.a(1), C.b{1}); fprintf('%d %d %s\\n', C.id(2), C.a(2), C.b{2})",
                      output="1 10 x\n3 30 c\n")],
    input_names=True,
)
def innerjoin(*args: Any, nargout: int = 1) -> Any:
    left, right, opts, tags = _parse("innerjoin", args)
    lk, rk = _keys(left, right, opts, "innerjoin")
    lrows, rrows = _key_pairs(left, right, lk, rk)
    by_key: dict[tuple, list[int]] = {}
    for j, r in enumerate(rrows):
        if r is not None:
            by_key.setdefault(r, []).append(j)
    pairs = [(r, i, j) for i, r in enumerate(lrows) if r is not None for j in by_key.get(r, [])]
    pairs.sort(key=lambda p: (_order_key(p[0]), p[1], p[2]))
    ia = [p[1] for p in pairs]
    ib = [p[2] for p in pairs]
    lv = _vars(left, opts, "leftvariables", list(range(len(left.names))))
    rv = _vars(right, opts, "rightvariables", [j for j in range(len(right.names)) if j not in rk])
    ln, rn = _name_clash([left.names[j] for j in lv], [right.names[j] for j in rv], tags)
    names = ln + rn
    check_names(names)
    c = _result(left, names, [take(left.cols[j], ia) for j in lv] + [take(right.cols[j], ib) for j in rv], ia)
    if nargout <= 1:
        return c
    return (c, np.array([[i + 1.0] for i in ia]).reshape(-1, 1), np.array([[j + 1.0] for j in ib]).reshape(-1, 1))[:nargout]


def _missing(col: Any, n: int) -> Any:
    return _missing_rows(col, n)


def _pick(col: Any, idx: list[int]) -> Any:
    """Rows ``idx`` of a variable, -1 giving a missing row."""
    return _take_or_missing(col, np.asarray(idx, dtype=np.int64))


@runtime_builtin(
    summary="Rows of two tables matched by keys, keeping unmatched rows: C = outerjoin(TLEFT, TRIGHT, 'Keys', K, 'MergeKeys', TF, 'Type', TYPE).",
    description="'Type' 'full' (the default) keeps every row of both tables, 'left' every left row, 'right' "
                "every right row; an unmatched row's other side is missing (NaN, NaT, '', <missing>). "
                "Rows come in sorted key order. Without 'MergeKeys' the key variables of both sides are "
                "kept (shared names get '_<input name>' appended); with 'MergeKeys', true one variable "
                "holds each key.",
    keywords=["table", "join", "merge", "outer join", "left join", "keys"],
    related=["innerjoin", "join", "synchronize"],
    signatures=["C = outerjoin(TLEFT, TRIGHT)", "C = outerjoin(TLEFT, TRIGHT, 'Keys', KEYS, 'MergeKeys', true)",
                "[C, IA, IB] = outerjoin(TLEFT, TRIGHT, 'Type', 'left')"],
    examples=[Example(code="A = table([1; 2], [10; 20], 'VariableNames', {'id', 'a'});\n"
                           "B = table([2; 3], [5; 6], 'VariableNames', {'id', 'b'});\n"
                           "C = outerjoin(A, B, 'MergeKeys', true);\nfprintf('%g %g %g\\n', [C.id C.a C.b]')",
                      output="1 10 NaN\n2 20 5\n3 NaN 6\n"),
              Example(code="A = table([1; 2], 'VariableNames', {'id'});\nB = table([2; 3], [5; 6], 'VariableNames', {'id', 'b'});\n"
                           "C = outerjoin(A, B, 'Type', 'left');\ndisp(strjoin(C.Properties.VariableNames, ','))\nfprintf('%g ', C.b); fprintf('\\n')",
                      output="id_A,id_B,b\nNaN 5 \n")],
    input_names=True,
)
def outerjoin(*args: Any, nargout: int = 1) -> Any:
    left, right, opts, tags = _parse("outerjoin", args)
    lk, rk = _keys(left, right, opts, "outerjoin")
    kind = option_text(opts["type"]) if "type" in opts else "full"
    if kind not in ("full", "left", "right"):
        raise MException("MATLAB:table:outerjoin:InvalidType", "'Type' must be 'full', 'left' or 'right'.")
    merge = bool(np.asarray(opts.get("mergekeys", False)).reshape(-1)[0])
    lrows, rrows = _key_pairs(left, right, lk, rk)
    by_key: dict[tuple, list[int]] = {}
    for j, r in enumerate(rrows):
        if r is not None:
            by_key.setdefault(r, []).append(j)
    pairs: list[tuple] = []  # (sort key, left row or -1, right row or -1)
    matched_right: set[int] = set()
    for i, r in enumerate(lrows):
        js = by_key.get(r, []) if r is not None else []
        for j in js:
            pairs.append((r, i, j))
            matched_right.add(j)
        if not js and kind in ("full", "left"):
            pairs.append((r, i, -1))
    if kind in ("full", "right"):
        for j, r in enumerate(rrows):
            if j not in matched_right:
                pairs.append((r, -1, j))
    pairs.sort(key=lambda p: ((1,) if p[0] is None else (0,) + _order_key(p[0]), p[1] if p[1] >= 0 else 1 << 30, p[2]))
    ia = [p[1] for p in pairs]
    ib = [p[2] for p in pairs]
    lv = _vars(left, opts, "leftvariables", list(range(len(left.names))))
    rv = _vars(right, opts, "rightvariables", list(range(len(right.names))))
    lcols = [_pick(left.cols[j], ia) for j in lv]
    rcols = [_pick(right.cols[j], ib) for j in rv]
    lnames = [left.names[j] for j in lv]
    rnames = [right.names[j] for j in rv]
    if merge:
        for kl, kr in zip(lk, rk):
            if kl in lv:
                pos = lv.index(kl)
                from_right = _pick(right.cols[kr], ib)
                lcols[pos] = _merge_key(lcols[pos], from_right, ia)
                if kr in rv:
                    q = rv.index(kr)
                    del rcols[q], rnames[q], rv[q]
                if left.names[kl] != right.names[kr]:
                    lnames[pos] = f"{left.names[kl]}_{right.names[kr]}"
    ln, rn = _name_clash(lnames, rnames, tags)
    names = ln + rn
    check_names(names)
    c = _result(left, names, lcols + rcols, ia)
    if nargout <= 1:
        return c
    return (c, np.array([[i + 1.0 if i >= 0 else 0.0] for i in ia]).reshape(-1, 1),
            np.array([[j + 1.0 if j >= 0 else 0.0] for j in ib]).reshape(-1, 1))[:nargout]


def _merge_key(from_left: Any, from_right: Any, ia: list[int]) -> Any:
    """One key variable: the left's value where the row came from the left, else the right's."""
    parts = []
    k = 0
    while k < len(ia):
        j = k
        while j < len(ia) and (ia[j] >= 0) == (ia[k] >= 0):
            j += 1
        src = from_left if ia[k] >= 0 else from_right
        parts.append(take(src, list(range(k, j))))
        k = j
    return vstack(parts) if parts else from_left


def join_tables(*args: Any) -> TableValue:
    """join(TLEFT, TRIGHT, ...): each left row with the one right row of its key (every left key
    must appear on the right, whose keys are unique); the string builtin join routes tables here."""
    left, right, opts, tags = _parse("join", args)
    lk, rk = _keys(left, right, opts, "join")
    lrows, rrows = _key_pairs(left, right, lk, rk)
    index: dict[tuple, int] = {}
    for j, r in enumerate(rrows):
        if r in index:
            raise MException("MATLAB:table:join:DuplicateRightKeyVarValues",
                             "The key variables of the right table must have unique values.")
        index[r] = j
    ib = []
    for r in lrows:
        if r not in index:
            raise MException("MATLAB:table:join:LeftKeyValueNotFound",
                             "Each value of the left table's key variables must appear in the right table's keys.")
        ib.append(index[r])
    lv = _vars(left, opts, "leftvariables", list(range(len(left.names))))
    rv = _vars(right, opts, "rightvariables", [j for j in range(len(right.names)) if j not in rk])
    ln, rn = _name_clash([left.names[j] for j in lv], [right.names[j] for j in rv], tags)
    names = ln + rn
    check_names(names)
    return left.with_parts(names, [left.cols[j] for j in lv] + [take(right.cols[j], ib) for j in rv], left.rownames)
