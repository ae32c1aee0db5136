"""Which elements of a value are missing: the standard indicators of its class (NaN, NaT,
<missing>, <undefined>, '' in a cellstr) or given indicator values; tables variable by
variable. Shared by ismissing, rmmissing, fillmissing and standardizeMissing."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.errors import MException
from runmat_builtins.lib.strings.core._text import char_text, is_cell, is_char, is_string
from runmat_builtins.values import STRING_DTYPE, FunctionHandle, StructArray, class_of


def is_table(v: Any) -> bool:
    return getattr(v, "matlab_class", None) in ("table", "timetable") and hasattr(v, "cols")


def shape(v: Any) -> tuple[int, ...]:
    if type(v) in (float, bool, complex):
        return (1, 1)
    return tuple(int(d) for d in np.shape(v)) if type(v) is np.ndarray else tuple(v.shape)


def time_secs(a: Any) -> Any:
    """The seconds of a datetime or duration array, None for anything else: a calendarDuration
    has ``secs`` too, but as one of its three parts (months, days, time)."""
    return None if hasattr(a, "months") else getattr(a, "secs", None)


def standard(a: Any) -> np.ndarray:
    """The standard missing mask of an array (same shape as ``a``)."""
    t = type(a)
    if t is float or t is complex:
        return np.array([[a != a]])
    if t is bool:
        return np.zeros((1, 1), dtype=bool)
    if t is np.ndarray:
        k = a.dtype.kind
        if k in "fc":
            return np.isnan(a)
        if a.dtype == STRING_DTYPE:
            return np.vectorize(lambda s: s is None, otypes=[bool])(a) if a.size else np.zeros(a.shape, bool)
        if k == "O":
            return np.vectorize(lambda e: is_char(e) and e.size == 0, otypes=[bool])(a) if a.size else \
                np.zeros(a.shape, bool)
        return np.zeros(a.shape, dtype=bool)
    if hasattr(a, "months") and hasattr(a, "days"):  # calendarDuration: missing where any part is NaN
        return np.isnan(a.months) | np.isnan(a.days) | np.isnan(a.secs)
    secs = time_secs(a)
    if secs is not None:
        return np.isnan(secs)
    hook = getattr(a, "missing_mask", None)
    if hook is not None:
        return hook()

    shp = getattr(a, "shape", None)
    if shp is None or isinstance(a, (StructArray, FunctionHandle)):
        raise MException("MATLAB:ismissing:InvalidInput", f"ismissing does not support inputs of type '{class_of(a)}'.")
    return np.zeros(tuple(shp), dtype=bool)  # a class with no standard missing value


def _texts(ind: Any) -> list[str | None] | None:
    if is_char(ind):
        return [char_text(ind)]
    if is_string(ind):
        return [None if s is None else str(s) for s in ind.ravel(order="F").tolist()]
    if is_cell(ind) and all(is_char(e) or is_string(e) for e in ind.flat):
        out = []
        for e in ind.ravel(order="F"):
            out.extend(_texts(e) or [])
        return out
    return None


def _numbers(ind: Any) -> list[float] | None:
    if type(ind) in (float, bool):
        return [float(ind)]
    if type(ind) is np.ndarray and ind.dtype.kind in "biuf":
        return [float(x) for x in ind.ravel(order="F")]
    if is_cell(ind):
        out = []
        for e in ind.ravel(order="F"):
            n = _numbers(e)
            if n:
                out.extend(n)
        return out
    return None


def with_indicators(a: Any, ind: Any) -> np.ndarray:
    """The mask of elements equal to one of the indicator values (of a matching class)."""
    t = type(a)
    if t in (float, bool, complex) or (t is np.ndarray and a.dtype.kind in "biufc"):
        arr = np.asarray(a).reshape(shape(a))
        nums = _numbers(ind) or []
        out = np.zeros(arr.shape, dtype=bool)
        for x in nums:
            out |= np.isnan(arr) if x != x else (arr == x)
        return out
    if is_string(a) or is_cell(a) or is_char(a):
        texts = _texts(ind)
        if texts is None:
            texts = []
        if is_char(a):
            chars = set("".join(t for t in texts if t is not None))
            return np.vectorize(lambda c: c in chars, otypes=[bool])(a) if a.size else np.zeros(a.shape, bool)
        if is_string(a):
            vals = a
            return np.vectorize(lambda s: s in texts if s is not None else None in texts, otypes=[bool])(vals) \
                if a.size else np.zeros(a.shape, bool)
        return np.vectorize(lambda e: is_char(e) and char_text(e) in texts, otypes=[bool])(a) if a.size else \
            np.zeros(a.shape, bool)
    secs = time_secs(a)
    if secs is not None:
        out = np.zeros(secs.shape, dtype=bool)
        items = list(ind.ravel(order="F")) if is_cell(ind) else [ind]
        for it in items:
            if type(it) is type(a):
                for x in it.secs.ravel():
                    out |= np.isnan(secs) if x != x else (secs == x)
            elif type(it) is float and it != it:
                out |= np.isnan(secs)
        return out
    hook = getattr(a, "indicator_mask", None)
    if hook is not None:
        return hook(_texts(ind) or [])
    return standard(a)


def mask(a: Any, ind: Any = None, has_ind: bool = False) -> np.ndarray:
    """The missing mask of an array (``has_ind``: only the indicator values count)."""
    return with_indicators(a, ind) if has_ind else standard(a)


def table_mask(t: Any, ind: Any = None, has_ind: bool = False, vars_: list[int] | None = None) -> np.ndarray:
    """height x (number of variable columns) mask of a table, variables in ``vars_`` only."""
    cols = []
    for j, col in enumerate(t.cols):
        if vars_ is not None and j not in vars_:
            continue
        m = mask(col, ind, has_ind)
        cols.append(m.reshape(m.shape[0], -1, order="F"))
    if not cols:
        return np.zeros((t.height, 0), dtype=bool)
    return np.concatenate(cols, axis=1)


def first_dim(shp: tuple[int, ...]) -> int:
    """MATLAB's default working dimension (0-based): the first of size other than 1."""
    for k, d in enumerate(shp):
        if d != 1:
            return k
    return 0
