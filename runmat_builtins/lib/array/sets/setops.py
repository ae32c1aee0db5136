"""Set operations: unique, ismember, union, intersect, setdiff, setxor (sorted or 'stable')."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.array.sets._items import Items, build, index_col, key_matrix, sort_groups
from runmat_builtins.lib.array.shape._args import array_arg, nd, option
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.values import cell_array, char_row

_TEXT_KINDS = "OT"


def _flags(args: tuple, fname: str, allowed: tuple[str, ...]) -> set[str]:
    out = set()
    for a in args:
        w = option(a)
        if w is None or w not in allowed:
            raise MException(f"MATLAB:{fname.upper()}:UnknownFlag" if w else f"MATLAB:{fname.upper()}:UnknownInput",
                             f"Unknown flag '{w}'." if w else "Unknown input.")
        out.add(w)
    if "stable" in out and "sorted" in out:
        raise MException(f"MATLAB:{fname.upper()}:SetOrderConflict", "You cannot specify more than one set order.")
    return out


def _groups(its: list[Items]) -> tuple[np.ndarray, np.ndarray, np.ndarray, int]:
    """Group id (0..G-1, in sorted order) per concatenated element, first index per group, G."""
    keys = key_matrix(its)
    order, gid_sorted = sort_groups(keys)
    n = keys.shape[0]
    gid = np.empty(n, dtype=np.int64)
    gid[order] = gid_sorted
    g = int(gid_sorted[-1]) + 1 if n else 0
    first = np.full(g, n, dtype=np.int64)
    np.minimum.at(first, gid, np.arange(n))
    return gid, first, order, g


def _out_row(a: Items, b: Items | None = None) -> bool:
    """Row-vector results when the (relevant) inputs are row vectors or 0x0."""
    def rowish(it: Items) -> bool:
        return it.orient_row or tuple(it.src.shape) == (0, 0)
    if b is None:
        return a.orient_row
    return rowish(a) and rowish(b) and (a.orient_row or b.orient_row)


def _text_pair(a: Any, b: Any) -> tuple[Any, Any]:
    """A char row beside a cellstr/string counts as one string."""
    ka, kb = array_arg(a).dtype.kind, array_arg(b).dtype.kind

    if ka == "U" and kb in _TEXT_KINDS:
        a = cell_array([nd(a) if nd(a).size else char_row("")])
    if kb == "U" and ka in _TEXT_KINDS:
        b = cell_array([nd(b) if nd(b).size else char_row("")])
    return a, b


@runtime_builtin(
    summary="Unique values (sorted, or in order of appearance with 'stable'), with index maps.",
    description="[C, ia, ic] = unique(A) gives C = A(ia) and A = C(ic). 'rows' treats each row "
                "as one element; 'first' (default) / 'last' choose which occurrence ia points "
                "to. NaN values are all distinct. Works for numeric, char, logical, cell arrays "
                "of character vectors and string arrays. C is a row when A is a row vector.",
    keywords=["distinct", "deduplicate", "set", "values"],
    related=["sort", "ismember", "union", "histcounts"],
    signatures=["C = unique(A)", "C = unique(A, setOrder)", "C = unique(A, 'rows')",
                "[C, ia, ic] = unique(A)", "[C, ia, ic] = unique(A, occurrence)",
                "[C, ia, ic] = unique(A, 'rows', setOrder)"],
    errors=[ErrorSpec(identifier="MATLAB:UNIQUE:UnknownFlag", when="an option is not recognized")],
    examples=[Example(code="C = unique([3 1 2 3 1])", output="C =\n\n     1     2     3\n\n"),
              Example(code="[C, ia, ic] = unique([5 5 7], 'stable')", output="C =\n\n"
                                                                             "     5     7\n\n"
                                                                             "ia =\n\n"
                                                                             "     1\n"
                                                                             "     3\n\n"
                                                                             "ic =\n\n"
                                                                             "     1\n"
                                                                             "     1\n"
                                                                             "     2\n\n"),
              Example(code="C = unique([1 2; 1 2; 0 1], 'rows')", output="C =\n\n"
                                                                         "     0     1\n"
                                                                         "     1     2\n\n")],
)
def unique(a: Any, *opts: Any, nargout: int) -> Any:
    fl = _flags(opts, "unique", ("rows", "stable", "sorted", "first", "last", "legacy"))
    it = Items(a, "rows" in fl)
    gid, first, _order, g = _groups([it])
    if "last" in fl:
        rep = np.full(g, -1, dtype=np.int64)
        np.maximum.at(rep, gid, np.arange(it.n))
    else:
        rep = first
    if "stable" in fl:
        gorder = np.argsort(first, kind="stable")
    else:
        gorder = np.arange(g)
    ia = rep[gorder]
    if it.kind != "rows" and tuple(it.src.shape) == (0, 0) and it.kind != "text":
        c: Any = it.src.reshape(0, 0)
    else:
        c = build(it, ia, it.orient_row and it.kind != "rows")
    if nargout <= 1:
        return c
    rank = np.empty(g, dtype=np.int64)
    rank[gorder] = np.arange(g)
    ic = rank[gid]
    return c, index_col(ia), index_col(ic)


@runtime_builtin(
    summary="Which elements (or rows) of A are in B, and where: [tf, loc] = ismember(A, B).",
    description="tf has the size of A; loc holds the lowest index in B of each member (0 "
                "otherwise). A character vector against a cell array of character vectors is "
                "one string. NaN is never a member.",
    keywords=["member", "contains", "lookup", "set"],
    related=["unique", "intersect", "find", "any"],
    signatures=["tf = ismember(A, B)", "tf = ismember(A, B, 'rows')", "[tf, loc] = ismember(A, B)"],
    errors=[ErrorSpec(identifier="MATLAB:ISMEMBER:AandBColnumAgree", when="'rows' inputs differ in column count")],
    examples=[Example(code="[tf, loc] = ismember([1 5 2], [2 1 1])", output="tf =\n\n"
                                                                            "  1×3 logical array\n\n"
                                                                            "   1   0   1\n\n"
                                                                            "loc =\n\n"
                                                                            "     2     0     1\n\n"),
              Example(code="tf = ismember('b', {'a', 'b'})", output="tf =\n\n  logical\n\n   1\n\n")],
)
def ismember(a: Any, b: Any, *opts: Any, nargout: int) -> Any:
    fl = _flags(opts, "ismember", ("rows", "legacy"))
    a, b = _text_pair(a, b)
    ia_, ib_ = Items(a, "rows" in fl), Items(b, "rows" in fl)
    if (ia_.kind == "text") != (ib_.kind == "text"):
        raise MException("MATLAB:ISMEMBER:InputClass",
                         "Input A and input B must be cell arrays of character vectors or "
                         "one must be a character vector.")
    gid, _first, _o, g = _groups([ia_, ib_])
    na = ia_.n
    loc_of_group = np.full(g, -1, dtype=np.int64)
    if ib_.n:
        bpos = np.arange(ib_.n)
        tmp = np.full(g, ib_.n, dtype=np.int64)
        np.minimum.at(tmp, gid[na:], bpos)
        loc_of_group = np.where(tmp < ib_.n, tmp, -1)
    loc = loc_of_group[gid[:na]]
    tf = loc >= 0
    if ia_.kind == "rows":
        shape: tuple[int, ...] = (na, 1)
    else:
        shape = tuple(ia_.src.shape)
    tf = tf.reshape(shape, order="F")
    if nargout <= 1:
        return bool(tf.reshape(-1)[0]) if tf.size == 1 else tf
    locd = (loc + 1).astype(np.float64).reshape(shape, order="F")
    if tf.size == 1:
        return bool(tf.reshape(-1)[0]), float(locd.reshape(-1)[0])
    return tf, locd


def _pair_setup(a: Any, b: Any, opts: tuple, fname: str) -> tuple[set[str], Items, Items, np.ndarray, np.ndarray, int]:
    fl = _flags(opts, fname, ("rows", "stable", "sorted", "legacy"))
    a, b = _text_pair(a, b)
    ia_, ib_ = Items(a, "rows" in fl), Items(b, "rows" in fl)
    if (ia_.kind == "text") != (ib_.kind == "text"):
        raise MException(f"MATLAB:{fname.upper()}:InputClass",
                         "Inputs must be cell arrays of character vectors or one must be a character vector.")
    if ia_.kind == "char" and ib_.kind == "num":
        ia_.kind = "num"
    gid, first, _o, g = _groups([ia_, ib_])
    return fl, ia_, ib_, gid, first, g


def _emit(fl: set[str], ia_: Items, ib_: Items, groups: np.ndarray, first: np.ndarray,
          row: bool, nargout: int, two: bool) -> Any:
    """Results for the selected groups (already in sorted order): C, ia, ib."""
    na = ia_.n
    if "stable" in fl:
        groups = groups[np.argsort(first[groups], kind="stable")]
    reps = first[groups]
    from_a = reps < na
    if ia_.kind == "rows":
        rows = [ia_.values[r] if r < na else ib_.values[r - na] for r in reps]
        width = ia_.width
        c: Any = np.array(rows).reshape(len(rows), width) if rows else \
            np.zeros((0, width), dtype=np.result_type(ia_.values, ib_.values))
    elif ia_.kind == "text":
        vals = [ia_.values[r] if r < na else ib_.values[r - na] for r in reps]
        from runmat_builtins.values import cell_array, char_row

        c = cell_array([char_row(s) for s in vals], (1, len(vals)) if row else (len(vals), 1))
    else:
        av = ia_.values
        bv = ib_.values
        dt = av.dtype if ib_.n == 0 else (bv.dtype if na == 0 else np.result_type(av, bv))
        if ia_.kind == "char" and ib_.kind == "char":
            dt = av.dtype
        both = np.concatenate([av.astype(dt), bv.astype(dt)])
        vals = both[reps]
        c = vals.reshape((1, -1) if row else (-1, 1))
    if nargout <= 1:
        return c
    ia_idx = index_col(reps[from_a])
    ib_idx = index_col(reps[~from_a] - na)
    return (c, ia_idx, ib_idx) if two else (c, ia_idx)


def _membership(gid: np.ndarray, na: int, g: int) -> tuple[np.ndarray, np.ndarray]:
    in_a = np.zeros(g, dtype=bool)
    in_b = np.zeros(g, dtype=bool)
    in_a[gid[:na]] = True
    in_b[gid[na:]] = True
    return in_a, in_b


def _set_doc(name: str, what: str, outs: str, ex: list[Example]) -> dict[str, Any]:
    return dict(
        name=name, summary=what,
        description="Results are sorted unless 'stable' (order of appearance); 'rows' treats "
                    "rows as elements. Works for numeric, char, logical and cell arrays of "
                    "character vectors; NaN values are all distinct.",
        keywords=["set", name, "combine", "compare"],
        related=[n for n in ("union", "intersect", "setdiff", "setxor", "unique", "ismember") if n != name],
        signatures=[f"C = {name}(A, B)", f"C = {name}(A, B, setOrder)", f"C = {name}(A, B, 'rows')",
                    f"{outs} = {name}(A, B)", f"{outs} = {name}(A, B, 'rows', setOrder)"],
        errors=[ErrorSpec(identifier=f"MATLAB:{name.upper()}:UnknownFlag", when="an option is not recognized")],
        examples=ex, accel={"kind": "host-only"},
    )


@runtime_builtin(**_set_doc("union", "Union of two sets: values in A or B, without repeats.",
                            "[C, ia, ib]", [Example(code="C = union([3 1 2], [2 5])", output="C =\n\n"
                                                                                             "     1     2     3     5\n\n")]))
def union(a: Any, b: Any, *opts: Any, nargout: int) -> Any:
    fl, ia_, ib_, gid, first, g = _pair_setup(a, b, opts, "union")
    return _emit(fl, ia_, ib_, np.arange(g), first, _out_row(ia_, ib_), nargout, True)


@runtime_builtin(**_set_doc("intersect", "Intersection of two sets: values in both A and B.",
                            "[C, ia, ib]", [Example(code="[C, ia, ib] = intersect([1 2 3 4], [3 4 5])", output="C =\n\n"
                                                                                                               "     3     4\n\n"
                                                                                                               "ia =\n\n"
                                                                                                               "     3\n"
                                                                                                               "     4\n\n"
                                                                                                               "ib =\n\n"
                                                                                                               "     1\n"
                                                                                                               "     2\n\n")]))
def intersect(a: Any, b: Any, *opts: Any, nargout: int) -> Any:
    fl, ia_, ib_, gid, first, g = _pair_setup(a, b, opts, "intersect")
    in_a, in_b = _membership(gid, ia_.n, g)
    groups = np.nonzero(in_a & in_b)[0]
    if nargout > 1:
        c = _emit(fl, ia_, ib_, groups, first, _out_row(ia_, ib_), 1, True)
        na = ia_.n
        firstb = np.full(g, ib_.n, dtype=np.int64)
        np.minimum.at(firstb, gid[na:], np.arange(ib_.n))
        order = groups[np.argsort(first[groups], kind="stable")] if "stable" in fl else groups
        return c, index_col(first[order]), index_col(firstb[order])
    return _emit(fl, ia_, ib_, groups, first, _out_row(ia_, ib_), 1, True)


@runtime_builtin(**_set_doc("setdiff", "Set difference: values in A that are not in B.",
                            "[C, ia]", [Example(code="C = setdiff([5 1 3 1], [1 2])", output="C =\n\n"
                                                                                             "     3     5\n\n")]))
def setdiff(a: Any, b: Any, *opts: Any, nargout: int) -> Any:
    fl, ia_, ib_, gid, first, g = _pair_setup(a, b, opts, "setdiff")
    in_a, in_b = _membership(gid, ia_.n, g)
    groups = np.nonzero(in_a & ~in_b)[0]
    return _emit(fl, ia_, ib_, groups, first, ia_.orient_row, nargout, False)


@runtime_builtin(**_set_doc("setxor", "Symmetric difference: values in A or B but not in both.",
                            "[C, ia, ib]", [Example(code="C = setxor([1 2 3], [3 4])", output="C =\n\n"
                                                                                              "     1     2     4\n\n")]))
def setxor(a: Any, b: Any, *opts: Any, nargout: int) -> Any:
    fl, ia_, ib_, gid, first, g = _pair_setup(a, b, opts, "setxor")
    in_a, in_b = _membership(gid, ia_.n, g)
    groups = np.nonzero(in_a ^ in_b)[0]
    return _emit(fl, ia_, ib_, groups, first, _out_row(ia_, ib_), nargout, True)
