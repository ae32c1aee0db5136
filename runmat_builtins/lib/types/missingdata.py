"""missing and ismissing: MATLAB's standard missing values (NaN, ``<missing>``, ``{''}``)."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.values import STRING_DTYPE
from runmat_builtins.values.missing import MISSING, Missing, missing_mask
from runmat_builtins.lib.strings.core._text import TextArray, is_cell, is_char, is_string

CATEGORY = "types"


@runtime_builtin(
    name="missing",
    category=CATEGORY,
    summary="A missing value: becomes NaN, <missing> (string) or the missing value of the class it joins.",
    description="[1 missing] is [1 NaN]; [\"a\" missing] holds a <missing> string; x(k) = missing "
                "writes the standard missing value of x's class; string(missing) is <missing>.",
    keywords=["missing", "NaN", "missing string", "placeholder"],
    related=["ismissing", "string", "NaN"],
    signatures=["M = missing"],
    examples=[Example(code="s = [\"a\" missing];\nfprintf('%d\\n', ismissing(s))", output="0\n1\n"),
              Example(code="x = [1 missing 3];\nfprintf('%g ', x); fprintf('\\n')", output="1 NaN 3 \n")],
    accel={"kind": "host-only"},
)
def missing() -> Missing:
    return MISSING


def _standard(a: Any) -> np.ndarray | bool:
    """Where ``a`` holds its class's standard missing value."""
    t = type(a)
    if t is float:
        return a != a
    if t is complex:
        return a != a
    if t is Missing:
        return True
    if t is np.ndarray:
        k = a.dtype.kind
        if a.dtype == STRING_DTYPE:
            return missing_mask(a)
        if k in "fc":
            return np.isnan(a)
        if k == "O":
            items = TextArray.of(a, "ismissing", what="Input").items if a.size else []
            return np.array([s == "" for s in items], dtype=bool).reshape(a.shape, order="F")
        return np.zeros(a.shape, dtype=bool)
    hook = getattr(type(a), "__matlab_ismissing__", None)
    if hook is not None:
        return hook(a)
    if t is bool:
        return False
    return np.zeros(getattr(a, "shape", (1, 1)), dtype=bool)


def _with_indicator(a: Any, ind: Any) -> Any:
    """Where ``a`` equals one of the indicator values (NaN indicators match NaN)."""
    if is_string(a) or is_cell(a) or is_char(a):
        if not (is_string(ind) or is_char(ind) or is_cell(ind)):
            raise MException("MATLAB:ismissing:IndicatorsInvalidType",
                             "Indicators must be of the same type as the input data.")
        if is_char(a):
            texts = set("".join(ind.ravel(order="F").tolist())) if is_char(ind) else \
                {s for s in TextArray.of(ind, "ismissing").items if s is not None}
            return np.isin(a, list(texts))
        ta = TextArray.of(a, "ismissing")
        wanted = TextArray.of(ind, "ismissing").items
        out = [s in wanted for s in ta.items]
        return np.array(out, dtype=bool).reshape(ta.shape, order="F")
    if type(ind) is Missing:
        return _standard(a)
    vals = np.asarray(ind)
    if vals.dtype.kind not in "fiub" and not (type(ind) in (float, bool)):
        raise MException("MATLAB:ismissing:IndicatorsInvalidType",
                         "Indicators must be of the same type as the input data.")
    arr = np.asarray(a)
    vals = vals.astype(np.float64).ravel()
    hit = np.isin(arr, vals[~np.isnan(vals)])
    if np.isnan(vals).any() and arr.dtype.kind in "fc":
        hit = hit | np.isnan(arr)
    return hit if type(a) is np.ndarray else bool(hit.reshape(-1)[0])


@runtime_builtin(
    name="ismissing",
    category=CATEGORY,
    summary="True where the data holds a missing value (NaN, <missing>, '' in a cellstr).",
    description="Standard missing values: NaN for double and single, <missing> for strings, '' for "
                "cell arrays of character vectors; other classes have none (all false). "
                "ismissing(A, INDICATOR) treats the INDICATOR values as missing instead.",
    keywords=["missing", "NaN", "find missing", "clean data"],
    related=["missing", "isnan", "rmmissing", "fillmissing"],
    signatures=["TF = ismissing(A)", "TF = ismissing(A, INDICATOR)"],
    errors=[ErrorSpec(identifier="MATLAB:ismissing:IndicatorsInvalidType",
                      when="the indicators are not of the data's type")],
    examples=[Example(code="tf = ismissing([3 NaN 5]);\nfprintf('%d', tf); fprintf('\\n')", output="010\n"),
              Example(code="tf = ismissing([\"A\" \"B\" missing]);\nfprintf('%d', tf); fprintf('\\n')",
                      output="001\n"),
              Example(code="tf = ismissing([0 -99 4], -99);\nfprintf('%d', tf); fprintf('\\n')", output="010\n")],
    accel={"kind": "host-only"},
)
def ismissing(a: Any, indicator: Any = None) -> Any:
    if indicator is None:
        r = _standard(a)
    else:
        r = _with_indicator(a, indicator)
    if type(r) is np.ndarray and r.ndim < 2:
        r = r.reshape(1, -1) if r.ndim == 1 else r.reshape(1, 1)
    if type(r) is np.bool_:
        return bool(r)
    return r
