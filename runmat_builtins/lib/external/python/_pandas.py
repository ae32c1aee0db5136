"""Tables, timetables and categoricals across the Python line as pandas objects, the way MATLAB's
Engine ("Use MATLAB Tables and Timetables in Python") and ``table(py.pandas.DataFrame)`` ("Use
Python Pandas DataFrames in MATLAB") convert them. pandas is optional: it is imported only when
such a value crosses; without it a table, timetable or categorical leaves as the runtime's own
value (the Engine's ``matlab.object``).

table -> ``DataFrame``: one column per variable, named as it; RowNames -> the index (else a
RangeIndex). timetable -> ``DataFrame`` whose index is the row times (``DatetimeIndex`` or
``TimedeltaIndex``) named by the first DimensionName. Variables, by class: numeric and logical ->
their NumPy dtype; string -> pandas' ``string`` dtype (``<missing>`` as ``NA``); cell array of char
vectors -> ``object`` of ``str``; other cells -> ``object`` of converted elements; categorical ->
``category`` (categories and ordinal kept); datetime -> ``datetime64``; duration -> ``timedelta64``;
a variable with several columns -> ``object`` of 1-D rows.

``DataFrame`` -> table (timetable when its index is a ``DatetimeIndex``/``TimedeltaIndex``), each
column back as above: NumPy dtypes keep their class (``int64`` -> int64), pandas' nullable
``Int64``/``Float64``/``boolean`` likewise unless they hold ``NA`` (then double with NaN), ``str``,
``string`` and ``object`` of ``str`` -> string (as MATLAB's ``table(df)``: so a cellstr variable comes
back a string), other ``object`` -> cell, ``category`` ->
categorical, ``datetime64`` -> datetime, ``timedelta64`` -> duration; an index of ``str`` ->
RowNames (any other non-range index is dropped: a table has no such thing). A ``Series`` is a
column (N-by-1), a ``Categorical`` or an ``Index`` a row, as one-dimensional arrays are.
"""

from __future__ import annotations

import importlib.util
from typing import Any

import numpy as np

from runmat_builtins.values import STRING_DTYPE, cell_array

from . import _times
from runmat_builtins.dispatch import call_builtin
from runmat_builtins.lib.table._value import TableValue, check_names, check_row_names

_HAVE: list[bool] = []


def available() -> bool:
    """Is pandas installed? (import metadata only, asked once)"""
    if not _HAVE:
        _HAVE.append(importlib.util.find_spec("pandas") is not None)
    return _HAVE[0]


class _NoColumn(Exception):
    """A variable with no pandas column form (the table then leaves unconverted)."""


# ------------------------------------------------------------------ out
def table_out(t: Any, convert: Any) -> Any:
    """A table or timetable as a DataFrame (itself without pandas or for a variable with no
    column form)."""
    if not available():
        return t
    import pandas as pd  # start-up: pandas loads on first use

    try:
        data = {name: _column_out(col, convert, pd) for name, col in zip(t.names, t.cols)}
    except _NoColumn:
        return t
    if t.matlab_class == "timetable":
        times = _times.datetime_out(t.rowtimes) if t.rowtimes.matlab_class == "datetime" else \
            _times.duration_out(t.rowtimes)
        times = np.asarray(times).reshape(-1)
        index = (pd.DatetimeIndex if times.dtype.kind == "M" else pd.TimedeltaIndex)(times, name=t.timename)
    elif t.rownames:
        index = pd.Index(list(t.rownames), dtype=object)
    else:
        index = pd.RangeIndex(t.height)
    df = pd.DataFrame(data, index=pd.RangeIndex(t.height))  # object columns are Series on this index
    df.index = index
    return df


def _column_out(col: Any, convert: Any, pd: Any) -> Any:
    cls = getattr(col, "matlab_class", None)
    if cls == "categorical":
        return _categorical(col.codes.reshape(-1), col, pd)
    if cls == "datetime":
        return np.asarray(_times.datetime_out(col)).reshape(-1) if col.shape[1] == 1 else _rows(_times.datetime_out(col))
    if cls == "duration":
        return np.asarray(_times.duration_out(col)).reshape(-1) if col.shape[1] == 1 else _rows(_times.duration_out(col))
    if type(col) is not np.ndarray:
        raise _NoColumn
    if col.dtype == STRING_DTYPE and col.shape[1] == 1:
        return pd.array([None if s is None else str(s) for s in col[:, 0].tolist()], dtype="string")
    if col.dtype.kind == "O" and col.shape[1] == 1:
        out = np.empty(col.shape[0], dtype=object)
        for i, e in enumerate(col[:, 0]):
            out[i] = convert(e)
        return pd.Series(out, dtype=object)  # stays object: pandas would infer str from str elements
    if col.dtype.kind in "biufc":
        return col[:, 0].copy() if col.shape[1] == 1 else _rows(col)
    raise _NoColumn


def _rows(m: np.ndarray) -> np.ndarray:
    out = np.empty(m.shape[0], dtype=object)
    for i in range(m.shape[0]):
        out[i] = np.array(m[i])
    return out


def _categorical(codes: np.ndarray, c: Any, pd: Any) -> Any:
    return pd.Categorical.from_codes(np.asarray(codes, dtype=np.int64) - 1, categories=list(c.cats),
                                     ordered=c.ordinal)


def categorical_out(c: Any) -> Any:
    """A categorical row (or scalar) as ``pandas.Categorical``, a column as a ``Series`` of dtype
    ``category``; a matrix, or anything without pandas, stays itself."""
    if not available() or c.ndim != 2 or min(c.shape) > 1 and c.size:
        return c
    import pandas as pd  # start-up: pandas loads on first use

    cat = _categorical(c.codes.reshape(-1, order="F"), c, pd)
    return pd.Series(cat) if c.shape[1] == 1 and c.shape[0] != 1 else cat


# ------------------------------------------------------------------ in
def is_pandas(x: Any) -> bool:
    return type(x).__module__.partition(".")[0] == "pandas"


def from_pandas(x: Any, convert: Any) -> Any:
    """A DataFrame, Series, Categorical or Index as a MATLAB value (``convert`` takes elements
    of object columns); TypeError for other pandas objects."""
    import pandas as pd  # start-up: pandas loads on first use

    if isinstance(x, pd.DataFrame):
        return table_in(x, convert)
    if isinstance(x, pd.Series):
        return _column_in(x, str(x.name), convert)
    if isinstance(x, (pd.Categorical, pd.Index)):
        v = _column_in(x, "", convert)
        return _transpose(v)
    if _times.is_time(x) or x is pd.NaT:
        return _times.time_in(np.datetime64("NaT") if x is pd.NaT else x)
    raise TypeError(f"a pandas {type(x).__name__} has no MATLAB equivalent")


def _transpose(v: Any) -> Any:
    if type(v) is np.ndarray:
        return v.T

    return call_builtin("transpose", v)


def table_in(df: Any, convert: Any) -> Any:
    """A DataFrame as a table, or a timetable when its index holds times."""
    import pandas as pd  # start-up: pandas loads on first use

    names = [str(c) for c in df.columns]
    cols = [_column_in(df.iloc[:, k], names[k], convert) for k in range(df.shape[1])]
    idx = df.index
    if isinstance(idx, (pd.DatetimeIndex, pd.TimedeltaIndex)):
        from runmat_builtins.lib.table._timetable import make_timetable

        times = _times.time_in(idx.to_numpy())
        return make_timetable(names, cols, times, str(idx.name) if idx.name is not None else "Time")
    check_names(names)
    rownames = None
    if not isinstance(idx, pd.RangeIndex) and len(idx) and all(isinstance(r, str) for r in idx):
        rownames = list(idx)
        check_row_names(rownames, len(idx))
    return TableValue(names, cols, rownames)


def _column_in(arr: Any, name: str, convert: Any) -> Any:
    """A Series, Index or Categorical as an N-by-1 MATLAB array of its class."""
    import pandas as pd  # start-up: pandas loads on first use

    dtype = arr.dtype
    if isinstance(dtype, pd.CategoricalDtype):
        from runmat_builtins.lib.categorical._value import CategoricalArray

        cat = pd.Categorical(arr)
        return CategoricalArray(np.asarray(cat.codes, dtype=np.int64).reshape(-1, 1) + 1,
                                [str(c) for c in cat.categories], bool(cat.ordered))
    if isinstance(dtype, pd.StringDtype):
        vals = [None if v is pd.NA or (isinstance(v, float) and v != v) else str(v) for v in arr]
        return np.array(vals, dtype=STRING_DTYPE).reshape(-1, 1)
    if isinstance(dtype, pd.DatetimeTZDtype):
        raise TypeError(f"column '{name}': datetimes with a time zone are not supported")
    if isinstance(dtype, np.dtype) and dtype.kind in "Mm":
        return _times.time_in(np.asarray(arr).reshape(-1, 1))
    if isinstance(dtype, np.dtype) and dtype.kind in "biufc":
        return np.array(np.asarray(arr)).reshape(-1, 1)
    if getattr(dtype, "numpy_dtype", None) is not None and dtype.numpy_dtype.kind in "biufc":
        if np.asarray(pd.isna(arr)).any():  # Int64/boolean with NA: a double with NaN
            return np.asarray(arr.to_numpy(dtype=np.float64, na_value=np.nan)).reshape(-1, 1)
        return np.asarray(arr.to_numpy(dtype=dtype.numpy_dtype)).reshape(-1, 1)
    if isinstance(dtype, np.dtype) and dtype.kind == "O":
        items = list(arr)
        if items and all(isinstance(e, str) for e in items):  # MATLAB: object of str -> string
            return np.array(items, dtype=STRING_DTYPE).reshape(-1, 1)
        if items and all(isinstance(e, np.ndarray) and e.ndim == 1 and e.dtype.kind in "biufc"
                         and e.shape == items[0].shape for e in items):
            return np.stack(items)  # a variable with several columns
        return cell_array([convert(e) for e in items], (len(items), 1))
    raise TypeError(f"column '{name}' of dtype {dtype} has no MATLAB equivalent")
