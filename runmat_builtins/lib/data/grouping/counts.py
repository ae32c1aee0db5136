"""groupcounts: the number (and percentage) of elements or table rows in each group."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.data.grouping._keys import group
from runmat_builtins.lib.strings.core._text import is_cell
from runmat_builtins.spec import Example

CATEGORY = "data/grouping"


def _is_table(v: Any) -> bool:
    return getattr(v, "matlab_class", None) in ("table", "timetable") and hasattr(v, "cols")


def _rows(a: Any, idx: list[int]) -> Any:
    sub = (np.array(idx, dtype=np.float64) + 1).reshape(-1, 1)
    ref = getattr(type(a), "__matlab_subsref__", None)
    if ref is not None:
        return ref(a, (sub,))
    import runmat_builtins.indexing as ix

    return ix.index(a, (sub,))


@runtime_builtin(
    name="groupcounts",
    category=CATEGORY,
    summary="Number and percentage of elements (or table rows) in each group of the grouping variables.",
    description="[GC, GR, GP] = groupcounts(A) counts the elements of each unique value of A (a cell "
                "{A1, A2} groups by combinations), returning the counts GC, the groups GR and the "
                "percentages GP as columns, groups in sorted order, a missing value as its own group "
                "last. groupcounts(T, GROUPVARS) returns a table of the grouping variables with "
                "GroupCount and Percent.",
    keywords=["groups", "counts", "frequency", "histogram", "categorical", "table"],
    related=["findgroups", "countcats", "histcounts", "splitapply"],
    signatures=["GC = groupcounts(A)", "[GC, GR, GP] = groupcounts(A)", "G = groupcounts(T, GROUPVARS)"],
    examples=[Example(code='[gc, gr] = groupcounts([3; 1; 3; 3]);\nfprintf("%d ", gc, gr); fprintf("\\n")',
                      output="1 3 1 3 \n")],
    accel={"kind": "host-only"},
)
def groupcounts(a: Any, *args: Any, nargout: int = 1) -> Any:
    if _is_table(a):
        if not args:
            raise MException("MATLAB:groupcounts:GroupVarsRequired", "Specify the grouping variables of the table.")
        js = a.var_index(args[0])
        g, first, _ = group([a.cols[j] for j in js], "groupcounts", keep_missing=True)
        counts = np.array([[float(np.sum(g == k + 1))] for k in range(len(first))])
        names = [a.names[j] for j in js] + ["GroupCount", "Percent"]
        cols = [_rows(a.cols[j], first) for j in js] + [counts, 100.0 * counts / max(a.height, 1)]
        from runmat_builtins.lib.table._value import TableValue

        return TableValue(names, cols)
    vars_ = list(a.ravel(order="F")) if is_cell(a) and a.size and not all(
        getattr(e, "dtype", None) is not None and e.dtype.kind == "U" for e in a.ravel()) else [a]
    g, first, _ = group(vars_, "groupcounts", keep_missing=True)
    counts = np.array([[float(np.sum(g == k + 1))] for k in range(len(first))]).reshape(-1, 1)
    if nargout <= 1:
        return counts
    grs = []
    for v in vars_:
        shp = tuple(np.shape(v)) if type(v) is np.ndarray else tuple(getattr(v, "shape", (1, 1)))
        if len(shp) == 2 and shp[0] == 1 and shp[1] > 1:
            from runmat_builtins.dispatch import call_builtin

            v = call_builtin("transpose", v)
        r = _rows(v, first)
        grs.append(r)
    gr = grs[0] if len(grs) == 1 else np.array(grs + [None], dtype=object)[:-1].reshape(1, -1)
    pct = 100.0 * counts / max(len(g), 1)
    return (counts, gr, pct)[:nargout]
