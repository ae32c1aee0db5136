"""missing, ismissing, anymissing, standardizeMissing: find and mark missing values."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.data.missing import _mask as K
from runmat_builtins.lib.data.missing._options import split_options, var_indices
from runmat_builtins.lib.data.missing._value import MissingValue
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.values import STRING_DTYPE, char_row



@runtime_builtin(
    summary="A missing value, which becomes NaN, <missing>, NaT or <undefined> in arrays of those classes.",
    keywords=["missing", "NaN", "NaT", "undefined", "placeholder"],
    related=["ismissing", "rmmissing", "fillmissing", "standardizeMissing"],
    signatures=["M = missing"],
    examples=[Example(code='x = [1 missing 3];\nfprintf("%g ", x); fprintf("\\n")', output="1 NaN 3 \n"),
              Example(code='s = ["a" missing];\nfprintf("%d\\n", ismissing(s))', output="0\n1\n")],
)
def missing() -> MissingValue:
    return MissingValue()


def _ismissing_value(a: Any, ind: Any, has_ind: bool, vars_: Any = None) -> np.ndarray:
    if K.is_table(a):
        return K.table_mask(a, ind, has_ind, var_indices(a, vars_))
    return K.mask(a, ind, has_ind)


@runtime_builtin(
    summary="True where elements are missing: NaN, NaT, <missing>, <undefined>, '' in a cellstr, or given indicators.",
    keywords=["missing", "NaN", "isnan", "indicator"],
    related=["rmmissing", "fillmissing", "standardizeMissing", "anymissing", "isnan"],
    signatures=["TF = ismissing(A)", "TF = ismissing(A, INDICATOR)"],
    examples=[Example(code='tf = ismissing([3 NaN 5 NaN]);\nfprintf("%d", tf); fprintf("\\n")', output="0101\n"),
              Example(code='tf = ismissing([0 -99 5], [0 -99]);\nfprintf("%d", tf); fprintf("\\n")', output="110\n"),
              Example(code='tf = ismissing({\'a\', \'\', \'c\'});\nfprintf("%d", tf); fprintf("\\n")', output="010\n")],
)
def ismissing(a: Any, *args: Any) -> Any:
    pos, opts = split_options("ismissing", args, ("OutputFormat",))
    if len(pos) > 1:
        raise MException("MATLAB:TooManyInputs", "Too many input arguments.")
    fmt = "logical"
    if "OutputFormat" in opts:
        from runmat_builtins.lib.strings.core._text import option_text

        fmt = option_text(opts["OutputFormat"])
        if fmt not in ("logical", "tabular"):
            raise MException("MATLAB:ismissing:InvalidOutputFormat", "OutputFormat must be 'logical' or 'tabular'.")
    ind, has = (pos[0] if pos else None), bool(pos)
    if fmt == "tabular" and K.is_table(a):  # one logical variable per variable
        cols = [K.mask(c, ind, has).reshape(a.height, -1) for c in a.cols]
        return a.with_parts(a.names, cols, a.rownames)
    return _ismissing_value(a, ind, has)


@runtime_builtin(
    summary="True when any element (or table entry) is missing (R2022a).",
    keywords=["missing", "any", "NaN"],
    related=["ismissing", "rmmissing", "anynan"],
    signatures=["TF = anymissing(A)"],
    examples=[Example(code='fprintf("%d %d\\n", anymissing([1 NaN]), anymissing(["a" "b"]))', output="1 0\n")],
)
def anymissing(a: Any) -> bool:
    return bool(np.any(_ismissing_value(a, None, False)))


def _standard_fill(col: Any, m: np.ndarray) -> Any:
    """``col`` with the elements under ``m`` set to the standard missing value of its class."""
    if not m.any():
        return col
    if type(col) in (float, complex):
        return float("nan")
    if type(col) is np.ndarray:
        k = col.dtype.kind
        if k in "fc":
            out = col.copy()
            out[m] = np.nan
            return out
        if col.dtype == STRING_DTYPE:
            out = col.copy()
            out[m] = None
            return out
        if k == "O":
            out = col.copy()
            for i in zip(*np.nonzero(m)):
                out[i] = char_row("")
            return out
        return col  # integer, logical, char: no standard missing value
    if hasattr(col, "months") and hasattr(col, "days"):  # calendarDuration: every part NaN
        parts = []
        for p in (col.months, col.days, col.secs):
            p = np.array(p, dtype=np.float64)
            p[m] = np.nan
            parts.append(p)
        return col.like(*parts)
    secs = K.time_secs(col)
    if secs is not None:
        out = secs.copy()
        out[m] = np.nan
        return col.like(out)
    hook = getattr(col, "with_missing", None)
    if hook is not None:
        return hook(m)
    return col


@runtime_builtin(
    summary="Replace indicator values with the standard missing value of the array's class.",
    keywords=["missing", "NaN", "indicator", "standardize", "clean"],
    related=["ismissing", "fillmissing", "rmmissing"],
    signatures=["B = standardizeMissing(A, INDICATOR)", "B = standardizeMissing(T, INDICATOR, 'DataVariables', VARS)"],
    examples=[Example(code='b = standardizeMissing([1 -99 3 -99], -99);\nfprintf("%g ", b); fprintf("\\n")',
                      output="1 NaN 3 NaN \n")],
)
def standardizeMissing(a: Any, indicator: Any, *args: Any) -> Any:
    _, opts = split_options("standardizeMissing", args, ("DataVariables",))
    if K.is_table(a):
        sel = var_indices(a, opts.get("DataVariables"))
        cols = [(_standard_fill(c, K.mask(c, indicator, True)) if sel is None or j in sel else c)
                for j, c in enumerate(a.cols)]
        return a.with_parts(a.names, cols, a.rownames)
    return _standard_fill(a, K.mask(a, indicator, True))
