"""timetable, istimetable, table2timetable, timetable2table, timerange, retime, synchronize:
building timetables, selecting spans of time, and putting rows on new times."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.dispatch import call_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.array.shape._args import is_int_value, scalar_value, values
from runmat_builtins.lib.strings.core._options import option_pairs
from runmat_builtins.lib.strings.core._text import TextArray, option_name, option_text
from runmat_builtins.lib.table._columns import default_of, from_values, take, vstack
from runmat_builtins.lib.table._timetable import TimeRange, TimetableValue, _regular_step, make_timetable
from runmat_builtins.lib.table._value import TableValue, _fill, as_column, check_names
from runmat_builtins.lib.table.files import readtable
from runmat_builtins.lib.time._array import TimeArray
from runmat_builtins.lib.time.datetime._value import DatetimeArray, components, secs_of
from runmat_builtins.lib.time.duration._value import DurationArray
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.limits import check_array_size
from runmat_builtins.values import FunctionHandle, char_row, shape_of
from runmat_builtins.values.input_names import split_input_names

_TT_OPTIONS = ("RowTimes", "SampleRate", "TimeStep", "StartTime", "VariableNames", "Size", "VariableTypes",
               "DimensionNames")


def _duration(secs: Any) -> Any:
    return DurationArray(np.asarray(secs, dtype=np.float64).reshape(-1, 1))


def _step_secs(v: Any) -> float:
    if isinstance(v, DurationArray) and v.size == 1:
        return float(v.secs.reshape(-1)[0])
    raise MException("MATLAB:timetable:InvalidTimeStep", "'TimeStep' must be a duration scalar.")


def _sample_rate(v: Any) -> float:
    """'SampleRate' (Hz): a positive real number, MATLAB's error for anything else."""
    try:
        fs = values(v) if getattr(v, "dtype", None) is None or v.dtype.kind in "biuf" else []
    except TypeError:  # a struct, a handle, an object
        fs = []
    if len(fs) != 1 or not fs[0] > 0:
        raise MException("MATLAB:timetable:InvalidSampleRate", "'SampleRate' must be a positive number.")
    return float(fs[0])


def _regular_times(n: int, opts: dict) -> TimeArray:
    """Row times start, start + step, ... from 'TimeStep' or 'SampleRate' (Hz) and 'StartTime'."""
    start = opts.get("starttime", _duration(0.0))
    if not isinstance(start, TimeArray) or start.size != 1:
        raise MException("MATLAB:timetable:InvalidStartTime", "'StartTime' must be a datetime or duration scalar.")
    if "timestep" in opts:
        step = opts["timestep"]
        if hasattr(step, "months"):  # a calendarDuration step
            from runmat_builtins.lib.time.calendar.calduration import add_to_datetime

            if step.size != 1:
                raise MException("MATLAB:timetable:InvalidTimeStep", "'TimeStep' must be a duration scalar.")
            return start.like(np.concatenate([add_to_datetime(start, step._map(lambda a: a * k), 1.0).secs.reshape(-1)
                                              for k in range(n)]).reshape(-1, 1)) if n else start.like(np.zeros((0, 1)))
        dt = _step_secs(step)
    else:
        dt = 1.0 / _sample_rate(opts["samplerate"])
    s0 = float(start.secs.reshape(-1)[0])
    return start.like((s0 + dt * np.arange(n)).reshape(-1, 1))


@runtime_builtin(
    summary="A timetable: variables whose rows are labelled by times, TT = timetable(ROWTIMES, V1, ..., VN) "
            "or timetable(V1, ..., VN, 'RowTimes'|'TimeStep'|'SampleRate', ...).",
    description="ROWTIMES is a datetime or duration vector (the row-times dimension takes its workspace "
                "name, else 'Time'). 'TimeStep' (a duration or calendarDuration) or 'SampleRate' (Hz) "
                "make regular times from 'StartTime' (default seconds(0)). Variables take the workspace "
                "names of the inputs, Var<k> otherwise, unless 'VariableNames' names them. "
                "timetable('Size', SZ, 'VariableTypes', TYPES, 'RowTimes', T) preallocates. TT.Time reads "
                "the row times; TT(timerange(a, b), :) or TT(times, :) selects rows by time.",
    keywords=["timetable", "time series", "timestamps", "table", "row times"],
    related=["table", "retime", "synchronize", "timerange", "table2timetable"],
    signatures=["TT = timetable(ROWTIMES, V1, ..., VN)", "TT = timetable(V1, ..., VN, 'RowTimes', ROWTIMES)",
                "TT = timetable(V1, ..., VN, 'TimeStep', DT)", "TT = timetable(V1, ..., VN, 'SampleRate', FS)",
                "TT = timetable('Size', SZ, 'VariableTypes', TYPES, 'RowTimes', ROWTIMES)"],
    errors=[ErrorSpec(identifier="MATLAB:table:RowDimensionMismatch", when="a variable does not have one row per row time"),
            ErrorSpec(identifier="MATLAB:timetable:NoRowTimes", when="no row times are given")],
    examples=[Example(code="Time = datetime(2024, 1, 1:3)';\nTemp = [20; 21; 19];\nTT = timetable(Time, Temp);\n"
                           "fprintf('%s %g\\n', char(TT.Time(2)), TT.Temp(2))", output="02-Jan-2024 21\n"),
              Example(code="TT = timetable([1; 2; 3], 'SampleRate', 2, 'VariableNames', {'x'});\n"
                           "fprintf('%g ', seconds(TT.Time)); fprintf('\\n')", output="0 0.5 1 \n")],
    input_names=True,
)
def timetable(*args: Any) -> TimetableValue:
    data, given = split_input_names(args)
    n_in = len(data)
    opts: dict[str, Any] = {}
    while len(data) >= 2 and option_name(data[-2], _TT_OPTIONS) is not None and not isinstance(data[-2], TimeArray):
        opts[option_name(data[-2], _TT_OPTIONS)] = data[-1]
        del data[-2:]
    if data and option_text(data[0]) == "size":  # timetable('Size', ...): options from the start
        while data:
            if len(data) < 2 or option_name(data[0], _TT_OPTIONS) is None:
                raise MException("MATLAB:timetable:InvalidParamName", "Invalid parameter for timetable preallocation.")
            opts[option_name(data[0], _TT_OPTIONS)] = data[1]
            del data[:2]
    offset = 0
    timename = "Time"
    if "size" in opts:
        sz = np.asarray(opts["size"], dtype=np.float64).reshape(-1)
        n, m = int(sz[0]), int(sz[1])
        types = [t or "" for t in TextArray.of(opts["variabletypes"], "timetable").items] if "variabletypes" in opts else []
        if len(types) != m:
            raise MException("MATLAB:table:VariableTypesAndSizeMismatch",
                             "The number of variable types must match the number of variables in 'Size'.")
        cols = [default_of(t, n) for t in types]
        names = [f"Var{j + 1}" for j in range(m)]
        times = _times_from(opts, n)
    else:
        times = None
        if "rowtimes" not in opts and "timestep" not in opts and "samplerate" not in opts:
            if not data or not isinstance(data[0], TimeArray):
                raise MException("MATLAB:timetable:NoRowTimes",
                                 "Specify row times: a datetime or duration vector first, or 'RowTimes', "
                                 "'TimeStep' or 'SampleRate'.")
            times = data[0]
            if given is not None and len(given) == n_in and given.name(0):
                timename = given.name(0)
            data = data[1:]
            offset = 1
        names = []
        for k in range(len(data)):
            nm = given.name(k + offset) if given is not None and len(given) == n_in else None
            names.append(nm if nm and nm not in names and nm != timename else f"Var{k + 1}")
        cols = [as_column(v, nm) for v, nm in zip(data, names)]
        n = cols[0].shape[0] if cols else (times.size if times is not None else 0)
        if times is None:
            times = _times_from(opts, n)
    if "variablenames" in opts:
        names = [s or "" for s in TextArray.of(opts["variablenames"], "timetable").items]
        if len(names) != len(cols):
            raise MException("MATLAB:table:IncorrectNumberOfVarNames",
                             "The VariableNames property must contain one name for each variable in the table.")
    if "dimensionnames" in opts:
        timename = TextArray.of(opts["dimensionnames"], "timetable").items[0] or "Time"
    if not isinstance(times, TimeArray):
        raise MException("MATLAB:timetable:InvalidRowTimes", "Row times must be a datetime or duration vector.")
    if times.size != n:
        raise MException("MATLAB:table:RowDimensionMismatch", "All timetable variables must have one row per row time.")
    return make_timetable(names, cols, times.like(times.secs.reshape(-1, 1)), timename)


def _times_from(opts: dict, n: int) -> TimeArray:
    if "rowtimes" in opts:
        t = opts["rowtimes"]
        if not isinstance(t, TimeArray):
            raise MException("MATLAB:timetable:InvalidRowTimes", "'RowTimes' must be a datetime or duration vector.")
        return t.like(t.secs.reshape(-1, 1))
    if "timestep" in opts or "samplerate" in opts:
        return _regular_times(n, opts)
    raise MException("MATLAB:timetable:NoRowTimes", "Specify 'RowTimes', 'TimeStep' or 'SampleRate'.")


@runtime_builtin(
    summary="True for a timetable.",
    keywords=["timetable", "class", "predicate"], related=["timetable", "istable"],
    signatures=["tf = istimetable(X)"],
    examples=[Example(code="TT = timetable(seconds([1; 2]), [5; 6]);\nfprintf('%d %d\\n', istimetable(TT), istable(TT))",
                      output="1 0\n")],
    accel={"kind": "meta"},
)
def istimetable(x: Any) -> bool:
    return isinstance(x, TimetableValue)


@runtime_builtin(
    summary="A timetable from a table: its first datetime or duration variable (or 'RowTimes') gives the row times.",
    keywords=["timetable", "table", "convert"], related=["timetable2table", "timetable"],
    signatures=["TT = table2timetable(T)", "TT = table2timetable(T, 'RowTimes', TIMES)"],
    errors=[ErrorSpec(identifier="MATLAB:table2timetable:NoTimeVarFound", when="T has no datetime or duration variable")],
    examples=[Example(code="T = table(datetime(2024, 5, 1:2)', [3; 4], 'VariableNames', {'When', 'v'});\n"
                           "TT = table2timetable(T);\ndisp(strjoin(TT.Properties.DimensionNames, ','))\nfprintf('%g\\n', TT.v(2))",
                      output="When,Variables\n4\n")],
)
def table2timetable(t: Any, *args: Any) -> TimetableValue:
    if not isinstance(t, TableValue) or isinstance(t, TimetableValue):
        raise MException("MATLAB:table2timetable:NonTable", "The input must be a table.")
    opts: dict[str, Any] = {}
    for k in range(0, len(args) - 1, 2):
        o = option_name(args[k], ("RowTimes", "TimeStep", "SampleRate", "StartTime"))
        if o is None:
            raise MException("MATLAB:table2timetable:InvalidParamName", "Invalid parameter name.")
        opts[o] = args[k + 1]
    rt = opts.get("rowtimes")
    if rt is not None and not isinstance(rt, TimeArray):
        j = t.var_index(rt)[0]
        return make_timetable(t.names[:j] + t.names[j + 1:], t.cols[:j] + t.cols[j + 1:], t.cols[j], t.names[j])
    if rt is not None or "timestep" in opts or "samplerate" in opts:
        return make_timetable(t.names, t.cols, _times_from(opts, t.height))
    for j, c in enumerate(t.cols):
        if isinstance(c, TimeArray):
            return make_timetable(t.names[:j] + t.names[j + 1:], t.cols[:j] + t.cols[j + 1:], c, t.names[j])
    raise MException("MATLAB:table2timetable:NoTimeVarFound",
                     "The table has no datetime or duration variable to use as row times.")


@runtime_builtin(
    summary="A table from a timetable: the row times become its first variable (unless 'ConvertRowTimes' is false).",
    keywords=["timetable", "table", "convert"], related=["table2timetable", "timetable"],
    signatures=["T = timetable2table(TT)", "T = timetable2table(TT, 'ConvertRowTimes', false)"],
    examples=[Example(code="TT = timetable(hours([1; 2]), [7; 8], 'VariableNames', {'x'});\nT = timetable2table(TT);\n"
                           "disp(strjoin(T.Properties.VariableNames, ','))", output="Time,x\n")],
)
def timetable2table(tt: Any, *args: Any) -> TableValue:
    if not isinstance(tt, TimetableValue):
        raise MException("MATLAB:timetable2table:NonTimetable", "The input must be a timetable.")
    convert = True
    if len(args) >= 2 and option_name(args[0], ("ConvertRowTimes",)) is not None:
        convert = bool(np.asarray(args[1]).reshape(-1)[0])
    if not convert:
        return TableValue(tt.names, tt.cols, None, tt.description)
    return TableValue([tt.timename] + tt.names, [tt.rowtimes] + tt.cols, None, tt.description)


@runtime_builtin(
    summary="A span of times for subscripting timetable rows: TT(timerange(START, END), :) (START <= t < END).",
    description="INTERVALTYPE 'openright' (the default) includes START and excludes END; 'closed', "
                "'open', 'openleft' (same as 'closedright') and 'closedleft' (same as 'openright') "
                "choose the ends. START and END are datetimes, durations or date text; -Inf/Inf leave an end open.",
    keywords=["timetable", "time range", "subscript", "interval", "between"],
    related=["timetable", "isbetween", "retime"],
    signatures=["TR = timerange(START, END)", "TR = timerange(START, END, INTERVALTYPE)"],
    errors=[ErrorSpec(identifier="MATLAB:timerange:InvalidIntervalType", when="INTERVALTYPE is not a known word")],
    examples=[Example(code="TT = timetable(datetime(2024, 1, 1:5)', (1:5)', 'VariableNames', {'v'});\n"
                           "S = TT(timerange(datetime(2024, 1, 2), datetime(2024, 1, 4)), :);\nfprintf('%g ', S.v); fprintf('\\n')",
                      output="2 3 \n"),
              Example(code="TT = timetable(seconds((0:4)'), (10:14)', 'VariableNames', {'v'});\n"
                           "S = TT(timerange(seconds(1), seconds(3), 'closed'), :);\nfprintf('%g ', S.v); fprintf('\\n')",
                      output="11 12 13 \n")],
)
def timerange(start: Any, stop: Any, kind: Any = None) -> TimeRange:
    word = "openright"
    if kind is not None:
        word = option_text(kind) or ""
        word = {"closedright": "openleft", "closedleft": "openright"}.get(word, word)
        if word not in ("openright", "openleft", "open", "closed"):
            raise MException("MATLAB:timerange:InvalidIntervalType",
                             "The interval type must be 'open', 'closed', 'openleft', 'openright', 'closedleft' or 'closedright'.")
    return TimeRange(start, stop, word)


# ------------------------------------------------------------------ retime / synchronize
_STEPS = ("yearly", "quarterly", "monthly", "weekly", "daily", "hourly", "minutely", "secondly")
_FIXED = {"weekly": 7 * 86400.0, "daily": 86400.0, "hourly": 3600.0, "minutely": 60.0, "secondly": 1.0}
_AGGREGATE = ("mean", "sum", "min", "max", "median", "mode", "prod", "count", "firstvalue", "lastvalue")
_FILL = ("fillwithmissing", "fillwithconstant", "previous", "next", "nearest", "linear", "spline", "pchip", "makima")


def _grid(times: TimeArray, step: str) -> TimeArray:
    """Regular times covering ``times``: from the start of the first's period (day, month, ...)
    through the start of the last's."""
    t = times.secs.reshape(-1)
    t = t[~np.isnan(t)]
    if t.size == 0:
        return times.like(np.zeros((0, 1)))
    lo, hi = float(t.min()), float(t.max())
    if step in _FIXED and not (isinstance(times, DatetimeArray) and step == "weekly"):
        unit = _FIXED[step]
        a, b = np.floor(lo / unit) * unit, np.floor(hi / unit) * unit
        return times.like((a + unit * np.arange(int(round((b - a) / unit)) + 1)).reshape(-1, 1))
    if not isinstance(times, DatetimeArray):
        raise MException("MATLAB:retime:InvalidTimeStep", f"'{step}' needs datetime row times.")
    c0 = components(np.array([[lo]]))
    c1 = components(np.array([[hi]]))
    if step == "weekly":  # weeks start on Sunday, as dateshift(t, 'start', 'week')
        a = np.floor(lo / 86400.0) * 86400.0 - c0["wd"][0] * 86400.0
        b = np.floor(hi / 86400.0) * 86400.0 - c1["wd"][0] * 86400.0
        return times.like((a + 7 * 86400.0 * np.arange(int(round((b - a) / (7 * 86400.0))) + 1)).reshape(-1, 1))
    months = {"yearly": 12, "quarterly": 3, "monthly": 1}[step]

    def index(c: dict) -> int:
        m = int(c["y"][0]) * 12 + int(c["mo"][0]) - 1
        return m - (m % months)

    a, b = index(c0), index(c1)
    ks = np.arange(a, b + 1, months)
    return times.like(np.asarray(secs_of(np.floor(ks / 12), ks % 12 + 1, 1.0), dtype=np.float64).reshape(-1, 1))


def _missing_rows(col: Any, n: int) -> Any:
    """``n`` rows of ``col``'s missing value (NaN, NaT, <missing>, '', 0 for integers, false)."""
    check_array_size((n,) + tuple(shape_of(col)[1:]))

    if isinstance(col, TimeArray):
        return col.like(np.full((n,) + col.shape[1:], np.nan))
    if isinstance(col, np.ndarray) and col.dtype.kind in "fc":
        return np.full((n,) + col.shape[1:], np.nan, dtype=col.dtype)
    if hasattr(col, "missing_rows"):  # categorical: <undefined>
        return col.missing_rows(n)
    if hasattr(col, "take_rows"):
        from runmat_builtins.lib.time.calendar.calduration import CalendarDuration

        z = np.full((n,) + col.shape[1:], np.nan)
        return CalendarDuration(z, z, z)
    return _fill(col, n)


def _take_or_missing(col: Any, idx: np.ndarray) -> Any:
    """Rows ``idx`` of ``col`` with -1 meaning a missing row."""
    ok = idx >= 0
    if ok.all():
        return take(col, idx.tolist())
    if not ok.any():
        return _missing_rows(col, idx.size)
    parts = []
    k = 0
    while k < idx.size:
        j = k
        while j < idx.size and ok[j] == ok[k]:
            j += 1
        parts.append(take(col, idx[k:j].tolist()) if ok[k] else _missing_rows(col, j - k))
        k = j
    return vstack(parts)


def _fill_column(col: Any, t: np.ndarray, new: np.ndarray, method: str, constant: Any) -> Any:
    """One variable at new times by an interpolation method (``t`` sorted, unique)."""
    n = t.size
    if method == "fillwithconstant":
        exact = np.array([int(np.searchsorted(t, x)) if np.searchsorted(t, x) < n and abs(t[np.searchsorted(t, x)] - x) < 1e-6
                          else -1 for x in new], dtype=np.int64)
        out = _take_or_missing(col, exact)
        if isinstance(out, np.ndarray) and out.dtype.kind in "biufc":
            out = out.astype(np.float64) if out.dtype.kind in "biu" else out.copy()
            out[exact < 0] = scalar_value(constant)  # a numeric scalar for a numeric variable
        return out
    if method in ("linear", "spline", "pchip", "makima") and isinstance(col, np.ndarray) and col.dtype.kind in "biufc" \
            or method in ("linear", "spline", "pchip", "makima") and isinstance(col, TimeArray):
        vals = col.secs if isinstance(col, TimeArray) else col.astype(np.float64)
        out = np.empty((new.size,) + vals.shape[1:])
        if n == 0:
            out[:] = np.nan
        elif n == 1:
            out[:] = np.where(np.abs(new - t[0]) < 1e-6, vals[0, 0], np.nan).reshape(-1, 1) if vals.ndim == 2 else np.nan
        else:
            from runmat_builtins.lib.math.interpolation.interp1 import _interp

            for j in range(vals.shape[1]):  # interp1's methods (an Inf in the data as MATLAB's arithmetic gives it)
                out[:, j] = _interp(t, vals[:, j], new, method, True)
        return col.like(out) if isinstance(col, TimeArray) else out
    if method in ("linear", "spline", "pchip", "makima"):
        method = "previous"  # text and other values cannot be interpolated
    if method == "fillwithmissing":
        pos = np.searchsorted(t, new)
        idx = np.where((pos < n) & (np.abs(t[np.minimum(pos, n - 1)] - new) < 1e-6), pos, -1) if n else -np.ones(new.size, int)
    elif method == "previous":
        idx = np.searchsorted(t, new + 1e-6, side="right") - 1
    elif method == "next":
        pos = np.searchsorted(t, new - 1e-6, side="left")
        idx = np.where(pos < n, pos, -1)
    else:  # nearest
        pos = np.clip(np.searchsorted(t, new), 1, max(n - 1, 1))
        left = pos - 1
        idx = np.where(np.abs(new - t[left]) < np.abs(t[np.minimum(pos, n - 1)] - new), left, np.minimum(pos, n - 1)) \
            if n > 1 else np.zeros(new.size, dtype=np.int64) if n == 1 else -np.ones(new.size, int)
    return _take_or_missing(col, np.asarray(idx, dtype=np.int64))


def _aggregate_column(col: Any, t: np.ndarray, edges: np.ndarray, method: Any, ctx: Any) -> Any:
    """One variable aggregated over time bins [edges[k], edges[k + 1])."""
    bins = np.searchsorted(edges, t, side="right") - 1
    vals = []
    for k in range(edges.size - 1):
        rows = np.flatnonzero(bins == k).tolist()
        part = take(col, rows)
        if isinstance(method, FunctionHandle):
            vals.append(ctx.call_function(method, (part,), 1))
        elif method == "count":
            vals.append(float(len(rows)))
        elif method in ("firstvalue", "lastvalue"):
            vals.append(take(col, [rows[0] if method == "firstvalue" else rows[-1]]) if rows else _missing_rows(col, 1))
        elif isinstance(part, np.ndarray) and part.dtype.kind in "biufc":
            from runmat_builtins.lib.table.grouping import _reduce

            vals.append(np.nanprod(part.astype(np.float64), axis=0).reshape(1, -1) if method == "prod"
                        else _reduce(method, part, ctx))
        else:
            vals.append(call_builtin(method, part, ctx=ctx) if rows else _missing_rows(col, 1))
    return from_values(vals, "retime") if vals else _missing_rows(col, 0)


def _method(v: Any) -> Any:
    if isinstance(v, FunctionHandle):
        return v
    m = option_text(v)
    if m not in _AGGREGATE + _FILL:
        raise MException("MATLAB:retime:InvalidMethod",
                         f"'{m}' is not a retime method: use 'mean', 'sum', 'previous', 'linear', 'fillwithmissing', ...")
    return m


def _is_method(v: Any) -> bool:
    """True when ``v`` names a retime method (or is a function handle), not a time basis or an option."""
    return isinstance(v, FunctionHandle) or option_text(v) in _AGGREGATE + _FILL


def _method_and_options(rest: list, names: tuple[str, ...], fname: str) -> tuple[Any, dict[str, Any]]:
    """retime/synchronize after the times: an optional METHOD (default 'fillwithmissing') and
    then name-value options among ``names``."""
    method: Any = _method(rest.pop(0)) if rest and _is_method(rest[0]) else "fillwithmissing"
    first = option_text(rest[0]) if rest else None
    opts = option_pairs(rest, names,
                        (f"MATLAB:{fname}:InvalidMethod",
                         f"'{first or '?'}' is not a {fname} method, or an option lacks its value."),
                        (f"MATLAB:{fname}:InvalidParamName", "Invalid parameter name."))
    return method, opts


def _new_times(tt: TimetableValue, basis: Any, opts: dict) -> tuple[TimeArray, float | None, Any]:
    """The output times of retime and, for regular steps, the step (seconds or months marker)."""
    word = option_text(basis)
    if word in _STEPS:
        return _grid(tt.rowtimes, word), None, word
    if word == "regular":
        if "timestep" in opts:
            return _regular_grid(tt.rowtimes, opts["timestep"]), None, opts["timestep"]
        return _regular_grid(tt.rowtimes, _duration(1.0 / _sample_rate(opts["samplerate"]))), None, None
    if isinstance(basis, TimeArray):
        return tt.rowtimes.like(type(tt.rowtimes).coerce(basis, tt.rowtimes).reshape(-1, 1)), None, None
    raise MException("MATLAB:retime:InvalidNewTimes",
                     "New times must be a time vector or 'yearly', 'quarterly', 'monthly', 'weekly', 'daily', "
                     "'hourly', 'minutely', 'secondly' or 'regular'.")


def _regular_grid(times: TimeArray, step: Any) -> TimeArray:
    t = times.secs.reshape(-1)
    t = t[~np.isnan(t)]
    dt = _step_secs(step)
    a = np.floor(t.min() / dt) * dt
    b = np.floor(t.max() / dt) * dt
    return times.like((a + dt * np.arange(int(round((b - a) / dt)) + 1)).reshape(-1, 1))


def _edges(new: np.ndarray, step: Any, times: TimeArray) -> np.ndarray:
    """Bin edges of aggregation: the new times and one more step past the last."""
    if new.size == 0:
        return np.array([0.0])
    if isinstance(step, str) and step in ("yearly", "quarterly", "monthly"):
        from runmat_builtins.lib.time.calendar.calduration import shift_months

        last = shift_months(np.array([[new[-1]]]), np.array([[{"yearly": 12, "quarterly": 3, "monthly": 1}[step]]]))
        return np.append(new, float(last.reshape(-1)[0]))
    if isinstance(step, str) and step in _FIXED:
        return np.append(new, new[-1] + _FIXED[step])
    if step is not None and isinstance(step, TimeArray):
        return np.append(new, new[-1] + _step_secs(step))
    gap = new[-1] - new[-2] if new.size > 1 else 0.0
    return np.append(new, new[-1] + gap if gap > 0 else np.inf)


def retime_to(tt: TimetableValue, new: TimeArray, method: Any, step: Any, constant: Any, ctx: Any) -> TimetableValue:
    t = tt.rowtimes.secs.reshape(-1)
    nt = new.secs.reshape(-1)
    order = np.argsort(t, kind="stable")
    if method in _AGGREGATE or isinstance(method, FunctionHandle):
        edges = _edges(nt, step, tt.rowtimes)
        cols = [_aggregate_column(take(c, order.tolist()), t[order], edges, method, ctx) for c in tt.cols]
    else:
        ts = t[order]
        keep = np.concatenate([[True], np.diff(ts) > 1e-9]) if ts.size else np.zeros(0, bool)
        rows = order[keep]
        cols = [_fill_column(take(c, rows.tolist()), ts[keep], nt, method, constant) for c in tt.cols]
    return TimetableValue(tt.names, [as_column(c, n) for c, n in zip(cols, tt.names)], new, tt.description, tt.timename)


@runtime_builtin(
    summary="A timetable on new row times: TT2 = retime(TT, NEWTIMESTEP|NEWTIMES, METHOD).",
    description="NEWTIMESTEP 'yearly', 'quarterly', 'monthly', 'weekly', 'daily', 'hourly', 'minutely' or "
                "'secondly' makes regular times from the start of the first row's period to the start of "
                "the last's ('regular' with 'TimeStep' or 'SampleRate' too). Aggregation methods ('mean', "
                "'sum', 'min', 'max', 'median', 'mode', 'prod', 'count', 'firstvalue', 'lastvalue', a "
                "function handle) summarize the rows in each bin [t_k, t_k+1), NaN omitted; fill methods "
                "('fillwithmissing' (the default), 'fillwithconstant' with 'Constant', 'previous', "
                "'next', 'nearest', 'linear', 'spline', 'pchip') give values at the new times.",
    keywords=["timetable", "resample", "aggregate", "interpolate", "daily", "monthly", "time series"],
    related=["synchronize", "timetable", "timerange"],
    signatures=["TT2 = retime(TT, NEWTIMESTEP, METHOD)", "TT2 = retime(TT, NEWTIMES, METHOD)",
                "TT2 = retime(TT, 'regular', METHOD, 'TimeStep', DT)", "TT2 = retime(TT, NEWTIMES, 'fillwithconstant', 'Constant', C)"],
    errors=[ErrorSpec(identifier="MATLAB:retime:InvalidMethod", when="METHOD is not a retime method"),
            ErrorSpec(identifier="MATLAB:retime:InvalidNewTimes", when="the new times are neither a time vector nor a step name")],
    examples=[Example(code="t = datetime(2024, 1, 1, [0; 6; 12; 30], 0, 0);\nTT = timetable(t, [1; 2; 3; 10], 'VariableNames', {'x'});\n"
                           "D = retime(TT, 'daily', 'mean');\ndisp(char(D.t))\nfprintf('%g ', D.x); fprintf('\\n')",
                      output="01-Jan-2024\n02-Jan-2024\n2 10 \n"),
              Example(code="TT = timetable(seconds([0; 10]), [0; 100], 'VariableNames', {'y'});\n"
                           "R = retime(TT, seconds([0; 2.5; 10]), 'linear');\nfprintf('%g ', R.y); fprintf('\\n')",
                      output="0 25 100 \n")],
)
def retime(tt: Any, basis: Any, *args: Any, ctx: Any = None) -> TimetableValue:
    if not isinstance(tt, TimetableValue):
        raise MException("MATLAB:retime:NonTimetable", "The first input to retime must be a timetable.")
    method, opts = _method_and_options(list(args), ("Constant", "TimeStep", "SampleRate", "IncludedEdge", "EndValues"),
                                       "retime")
    new, _, step = _new_times(tt, basis, opts)
    return retime_to(tt, new, method, step, opts.get("constant", float("nan")), ctx)


@runtime_builtin(
    summary="Timetables combined on common row times: TT = synchronize(TT1, TT2, ..., NEWTIMEBASIS, METHOD).",
    description="NEWTIMEBASIS 'union' (the default: every row time of any input), 'intersection', "
                "'first', 'last', 'commonrange', or a step name ('daily', 'hourly', ...); each input is "
                "retimed to those times by METHOD (default 'fillwithmissing') and the variables are "
                "placed side by side. Variables of the same name get the input's name appended.",
    keywords=["timetable", "merge", "align", "join", "time series"],
    related=["retime", "timetable", "outerjoin"],
    signatures=["TT = synchronize(TT1, TT2)", "TT = synchronize(TT1, TT2, NEWTIMEBASIS, METHOD)"],
    examples=[Example(code="A = timetable(seconds([1; 2]), [10; 20], 'VariableNames', {'a'});\n"
                           "B = timetable(seconds([2; 3]), [5; 6], 'VariableNames', {'b'});\nS = synchronize(A, B);\n"
                           "fprintf('%g %g %g\\n', [seconds(S.Time) S.a S.b]')",
                      output="1 10 NaN\n2 20 5\n3 NaN 6\n"),
              Example(code="A = timetable(seconds([1; 2]), [10; 20], 'VariableNames', {'a'});\n"
                           "B = timetable(seconds([2; 3]), [5; 6], 'VariableNames', {'b'});\nS = synchronize(A, B, 'intersection');\n"
                           "fprintf('%g %g %g\\n', [seconds(S.Time) S.a S.b]')", output="2 20 5\n")],
    input_names=True,
)
def synchronize(*args: Any, ctx: Any = None) -> TimetableValue:
    data, given = split_input_names(args)
    tts = []
    while data and isinstance(data[0], TimetableValue):
        tts.append(data.pop(0))
    if len(tts) < 1:
        raise MException("MATLAB:synchronize:NonTimetable", "synchronize needs timetables.")
    basis = data.pop(0) if data and not _is_method(data[0]) else "union"
    method, opts = _method_and_options(data, ("Constant", "TimeStep", "SampleRate"), "synchronize")
    first = tts[0].rowtimes
    all_t = [type(first).coerce(tt.rowtimes, first).reshape(-1) for tt in tts]
    word = (basis if isinstance(basis, str) else option_text(basis)) if not isinstance(basis, TimeArray) else None
    step: Any = None
    if isinstance(basis, TimeArray):
        new = first.like(type(first).coerce(basis, first).reshape(-1, 1))
    elif word in ("union", "intersection", "first", "last", "commonrange"):
        if word == "union":
            vals = np.unique(np.concatenate(all_t))
        elif word == "intersection":
            vals = all_t[0]
            for v in all_t[1:]:
                vals = np.intersect1d(vals, v)
            vals = np.unique(vals)
        elif word == "commonrange":
            lo = max(v.min() for v in all_t)
            hi = min(v.max() for v in all_t)
            vals = np.unique(np.concatenate(all_t))
            vals = vals[(vals >= lo) & (vals <= hi)]
        else:
            vals = all_t[0] if word == "first" else all_t[-1]
        vals = vals[~np.isnan(vals)]
        new = first.like(vals.reshape(-1, 1))
    elif word in _STEPS:
        merged = first.like(np.concatenate(all_t).reshape(-1, 1))
        new, step = _grid(merged, word), word
    elif word == "regular":
        merged = first.like(np.concatenate(all_t).reshape(-1, 1))
        dt = opts["timestep"] if "timestep" in opts else _duration(1.0 / _sample_rate(opts["samplerate"]))
        new, step = _regular_grid(merged, dt), dt
    else:
        raise MException("MATLAB:synchronize:InvalidNewTimeBasis", "Invalid new time basis.")
    names: list[str] = []
    cols: list[Any] = []
    counts: dict[str, int] = {}
    for tt in tts:
        for n in tt.names:
            counts[n] = counts.get(n, 0) + 1
    for k, tt in enumerate(tts):
        out = retime_to(tt, new, method, step, opts.get("constant", float("nan")), ctx)
        label = given.name(k) if given is not None and given.name(k) else f"{k + 1}"
        if given is not None and [given.name(i) for i in range(len(tts))].count(label) > 1:
            label = f"{label}_{k + 1}"  # the same timetable twice: its name and position
        for n, c in zip(out.names, out.cols):
            names.append(f"{n}_{label}" if counts[n] > 1 else n)
            cols.append(c)
    check_names(names)
    return TimetableValue(names, cols, new, "", tts[0].timename)


@runtime_builtin(
    summary="Timetable data shifted forward in time by N rows (missing values enter at the start): TT2 = lag(TT, N).",
    description="The row times stay; each variable's row k takes row k - N (a negative N leads). "
                "N defaults to 1; a duration N counts that many time steps of a regular timetable.",
    keywords=["timetable", "lag", "shift", "delay", "time series"],
    related=["retime", "timetable", "circshift"],
    signatures=["TT2 = lag(TT)", "TT2 = lag(TT, N)"],
    errors=[ErrorSpec(identifier="MATLAB:timetable:lag:NotRegular", when="N is a duration and TT is not regular")],
    examples=[Example(code="TT = timetable(seconds((1:4)'), [1; 2; 3; 4], 'VariableNames', {'x'});\n"
                           "L = lag(TT, 2);\nfprintf('%g ', L.x); fprintf('\\n')", output="NaN NaN 1 2 \n")],
)
def lag(tt: Any, n: Any = 1.0) -> TimetableValue:
    if not isinstance(tt, TimetableValue):
        raise MException("MATLAB:timetable:lag:NonTimetable", "The first input to lag must be a timetable.")
    if isinstance(n, DurationArray):
        step = _regular_step(tt.rowtimes)
        if step != step:
            raise MException("MATLAB:timetable:lag:NotRegular", "A duration lag needs a regular timetable.")
        lags = np.round(np.asarray(n.secs, dtype=np.float64).reshape(-1) / step)  # the nearest step count
    else:
        try:
            lags = np.asarray(values(n), dtype=np.float64)
        except MException:
            lags = np.zeros(0)
    if lags.size != 1 or not is_int_value(float(lags[0])):  # N: one integer number of steps
        raise MException("MATLAB:timetable:lag:InvalidLag",
                         "The lag must be an integer scalar number of time steps or a finite duration scalar.")
    k = int(lags[0])
    h = tt.height
    src = np.arange(h) - k
    idx = np.where((src >= 0) & (src < h), src, -1)
    return tt.with_times(tt.names, [_take_or_missing(c, idx) for c in tt.cols], tt.rowtimes)


@runtime_builtin(
    summary="True when a timetable's row times are regularly spaced: [TF, DT] = isregular(TT).",
    keywords=["timetable", "regular", "time step"],
    related=["retime", "timetable"],
    signatures=["TF = isregular(TT)", "[TF, DT] = isregular(TT)"],
    examples=[Example(code="TT = timetable(seconds([0; 2; 4]), [1; 2; 3]);\n[tf, dt] = isregular(TT);\nfprintf('%d %g\\n', tf, seconds(dt))",
                      output="1 2\n")],
)
def isregular(tt: Any, *args: Any, nargout: int = 1) -> Any:
    if not isinstance(tt, TimetableValue):
        raise MException("MATLAB:isregular:NonTimetable", "isregular needs a timetable.")
    step = _regular_step(tt.rowtimes)
    tf = step == step and (step > 0)
    return (tf, _duration(step if tf else np.nan)) if nargout > 1 else tf


@runtime_builtin(
    summary="Read a delimited text file into a timetable: readtable, then the first datetime or duration column (or 'RowTimes') gives the row times.",
    keywords=["timetable", "read", "csv", "import"],
    related=["readtable", "table2timetable", "timetable"],
    signatures=["TT = readtimetable(FILENAME)", "TT = readtimetable(FILENAME, 'RowTimes', VAR)"],
    errors=[ErrorSpec(identifier="MATLAB:table2timetable:NoTimeVarFound", when="the file has no date or time column")],
    examples=[Example(code="f = [tempname() '.csv'];\nfid = fopen(f, 'w'); fprintf(fid, 'Date,v\\n2024-01-01,3\\n2024-01-02,5\\n'); fclose(fid);\n"
                           "TT = readtimetable(f);\nfprintf('%s %g\\n', class(TT), TT.v(2))", output="timetable 5\n")],
    effects=["filesystem"],
)
def readtimetable(filename: Any, *options: Any) -> TimetableValue:
    rest = list(options)
    rowtimes = None
    for k in range(0, len(rest) - 1, 2):
        if option_name(rest[k], ("RowTimes",)) is not None:
            rowtimes = rest[k + 1]
            del rest[k:k + 2]
            break
    t = readtable(filename, *rest)

    return table2timetable(t, char_row("RowTimes"), rowtimes) if rowtimes is not None else table2timetable(t)


@runtime_builtin(
    summary="Write a timetable to a delimited text file: the row times first, then the variables (as writetable).",
    keywords=["timetable", "write", "csv", "export"],
    related=["writetable", "readtimetable"],
    signatures=["writetimetable(TT, FILENAME)", "writetimetable(TT, FILENAME, Name, Value)"],
    errors=[ErrorSpec(identifier="MATLAB:writetimetable:NonTimetable", when="TT is not a timetable")],
    examples=[Example(code="f = [tempname() '.csv'];\nwritetimetable(timetable(seconds([1; 2]), [5; 6], 'VariableNames', {'x'}), f);\n"
                           "disp(fileread(f))", output="Time,x\n1 sec,5\n2 sec,6\n\n")],
    effects=["filesystem"],
)
def writetimetable(tt: Any, filename: Any, *options: Any) -> None:
    if not isinstance(tt, TimetableValue):
        raise MException("MATLAB:writetimetable:NonTimetable", "The first input to writetimetable must be a timetable.")
    call_builtin("writetable", tt, filename, *options, nargout=0)
    return None


@runtime_builtin(
    summary="True for a table or a timetable.",
    keywords=["table", "timetable", "class", "predicate"], related=["istable", "istimetable"],
    signatures=["tf = istabular(X)"],
    examples=[Example(code="fprintf('%d %d\\n', istabular(table(1)), istabular(1))", output="1 0\n")],
    accel={"kind": "meta"},
)
def istabular(x: Any) -> bool:
    return isinstance(x, TableValue)
