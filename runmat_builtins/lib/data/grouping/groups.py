"""findgroups and splitapply: number the groups of one or more grouping variables, and apply a
function to each group of data."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.data.grouping._keys import group
from runmat_builtins.spec import ErrorSpec, Example

CATEGORY = "data/grouping"


def _is_table(v: Any) -> bool:
    return getattr(v, "matlab_class", None) in ("table", "timetable") and hasattr(v, "cols")


def _take(a: Any, idx: list[int], row: bool) -> Any:
    ref = getattr(type(a), "__matlab_subsref__", None)
    sub = (np.array(idx, dtype=np.float64) + 1).reshape((1, -1) if row else (-1, 1))
    if ref is not None:
        return ref(a, (sub,))
    import runmat_builtins.indexing as ix

    from runmat_builtins.lib.strings.core._text import is_char

    if is_char(a):
        return ix.index(a, (sub.reshape(-1, 1), ix.COLON))
    out = ix.index(a, (sub,))
    return out


@runtime_builtin(
    name="findgroups",
    category=CATEGORY,
    summary="Group numbers of the unique values (or value combinations) of grouping variables.",
    description="G = findgroups(A1, ..., AN) numbers the groups 1..K in sorted order of the unique "
                "values (combinations across several variables; a table's variables each count); "
                "missing values (NaN, '', <missing>, <undefined>, NaT) get NaN. [G, ID1, ..., IDN] "
                "also returns each group's value of every variable.",
    keywords=["groups", "grouping", "unique", "split-apply-combine", "categorical"],
    related=["splitapply", "unique", "accumarray", "categorical"],
    signatures=["G = findgroups(A)", "[G, ID] = findgroups(A)", "[G, ID1, ID2] = findgroups(A1, A2)"],
    errors=[ErrorSpec(identifier="MATLAB:findgroups:InputSizeMismatch",
                      when="grouping variables have different numbers of elements")],
    examples=[Example(code='[g, id] = findgroups([3; 1; 3; 2]);\nfprintf("%d ", g, id); fprintf("\\n")',
                      output="3 1 3 2 1 2 3 \n"),
              Example(code='g = findgroups({\'b\'; \'a\'; \'b\'}, [1; 1; 2]);\nfprintf("%d ", g); fprintf("\\n")',
                      output="2 1 3 \n")],
    accel={"kind": "host-only"},
)
def findgroups(*args: Any, nargout: int = 1) -> Any:
    if not args:
        raise MException("MATLAB:minrhs", "Not enough input arguments.")
    vars_ = []
    for a in args:
        vars_.extend(a.cols if _is_table(a) else [a])
    g, first, shape = group(vars_, "findgroups")
    row = len(shape) == 2 and shape[0] == 1 and shape[1] != 1 and not _is_table(args[0])
    gout = g.reshape((1, -1) if row else (-1, 1))
    if nargout <= 1:
        return gout
    ids = []
    for a in args:
        if _is_table(a):
            ids.append(a.__matlab_subsref__(((np.array(first, dtype=np.float64) + 1).reshape(-1, 1),
                                             np.array([[float(j + 1) for j in range(len(a.names))]]))))
        else:
            ids.append(_take(a, first, row))
    return (gout,) + tuple(ids)


def _group_rows(x: Any, mask: np.ndarray, n: int) -> Any:
    """The rows (or, for a vector, the elements) of ``x`` under ``mask``."""
    idx = (np.flatnonzero(mask) + 1).astype(np.float64)
    shp = np.shape(x) if type(x) is np.ndarray else tuple(getattr(x, "shape", (1, 1)))
    ref = getattr(type(x), "__matlab_subsref__", None)
    import runmat_builtins.indexing as ix

    vector = len(shp) == 2 and (shp[0] == 1 or shp[1] == 1) and max(shp) == n
    if vector and shp[0] == 1:
        sub = (idx.reshape(1, -1),)
    elif vector:
        sub = (idx.reshape(-1, 1),)
    else:
        sub = (idx.reshape(-1, 1), ix.COLON)
    if ref is not None:
        return ref(x, sub)
    return ix.index(x, sub)


@runtime_builtin(
    name="splitapply",
    category=CATEGORY,
    summary="Split data into groups by group numbers and apply a function to each group.",
    description="Y = splitapply(FUNC, X1, ..., XN, G) calls FUNC on the elements (vectors) or rows "
                "(matrices, tables as their variables) of the data in each group 1..max(G), and stacks "
                "the results vertically, one row per group. Several outputs are collected the same way; "
                "a function whose result varies in size should wrap it in a cell ({...}).",
    keywords=["groups", "split-apply-combine", "grouping", "accumarray"],
    related=["findgroups", "accumarray", "cellfun"],
    signatures=["Y = splitapply(FUNC, X, G)", "Y = splitapply(FUNC, X1, X2, G)", "[Y1, Y2] = splitapply(FUNC, X, G)"],
    errors=[ErrorSpec(identifier="MATLAB:splitapply:InvalidGroupNums", when="G has values that are not positive integers"),
            ErrorSpec(identifier="MATLAB:splitapply:OutputSizeMismatch", when="FUNC's results differ in size across groups")],
    examples=[Example(code='g = findgroups([1 2 1 2 3]);\ns = splitapply(@sum, [10 20 30 40 50], g);\nfprintf("%d ", s); fprintf("\\n")',
                      output="40 60 50 \n")],
    accel={"kind": "host-only"},
)
def splitapply(func: Any, *args: Any, nargout: int = 1, ctx: Any = None) -> Any:
    if len(args) < 2:
        raise MException("MATLAB:minrhs", "Not enough input arguments.")
    g = np.asarray(args[-1], dtype=np.float64).reshape(-1)
    data = []
    for x in args[:-1]:
        data.extend(x.cols if _is_table(x) else [x])
    ok = g[~np.isnan(g)]
    if ok.size and (np.any(ok < 1) or np.any(ok != np.floor(ok))):
        raise MException("MATLAB:splitapply:InvalidGroupNums",
                         "Group numbers must be a vector of positive integers, and cannot be a sparse vector.")
    k = int(ok.max()) if ok.size else 0
    for x in data:
        shp = np.shape(x) if type(x) is np.ndarray else tuple(getattr(x, "shape", (1, 1)))
        rows = max(shp) if len(shp) == 2 and 1 in shp else shp[0]
        if rows != g.size:
            raise MException("MATLAB:splitapply:InputSizeMismatch",
                             "The data and group number vectors must have the same number of rows.")
    for j in range(1, k + 1):
        if not np.any(g == j):
            raise MException("MATLAB:splitapply:MissingGroupNums",
                             "Group numbers must be positive integers from 1 to the number of groups.")
    nout = max(nargout, 1)
    if ctx is None:
        from runmat_builtins.context import HostContext

        ctx = HostContext()
    results: list[list[Any]] = [[] for _ in range(nout)]
    for j in range(1, k + 1):
        mask = g == j
        parts = tuple(_group_rows(x, mask, g.size) for x in data)
        out = ctx.call_function(func, parts, nout)
        outs = out if nout > 1 else (out,)
        for i in range(nout):
            results[i].append(outs[i])
    stacked = []
    for vals in results:
        if not vals:
            stacked.append(np.zeros((0, 1)))
            continue
        shapes = [np.shape(v) if type(v) is np.ndarray else tuple(getattr(v, "shape", (1, 1))) for v in vals]
        for j, s in enumerate(shapes):
            if len(s) != 2 or s[0] != 1 or s[1:] != shapes[0][1:]:
                raise MException("MATLAB:splitapply:OutputSizeMismatch",
                                 f"The function returned a non-scalar value when applied to group {j + 1} of the "
                                 "data. To compute nonscalar values for each group, return each value in a "
                                 "scalar cell ({...}).")
        from runmat_builtins.indexing import concat

        try:
            stacked.append(concat([[v] for v in vals]))
        except MException:
            raise MException("MATLAB:splitapply:OutputSizeMismatch",
                             "The function returned outputs of different sizes for different groups; "
                             "to return nonscalar values, wrap them in a cell array ({...}).") from None
    return tuple(stacked) if nargout > 1 else stacked[0]
