"""tic/toc, clock, etime, now, date, datestr, datenum, cputime: wall-clock time the MATLAB way."""

from __future__ import annotations

import datetime as _dt
import time as _time
from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.array.shape._args import doubles, scalar_value
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.values import as_array, char_row, is_char, to_str
from runmat_builtins.numeric.convert import to_numeric

_TIC_KEY = "time.tic"
# MATLAB serial date numbers count days from year 0; Python ordinals from year 1.
_DATENUM_OFFSET = 366.0


@runtime_builtin(
    summary="Start a stopwatch timer; with an output, return its id for toc(id).",
    keywords=["timer", "stopwatch", "elapsed"],
    related=["toc", "clock"],
    signatures=["tic", "ID = tic"],
    examples=[Example(code="tic;\nt = toc;\ndisp(t >= 0)", output="   1\n")],
    effects=["time"],
    suppress_auto_output=True,
)
def tic(*, nargout: int, ctx: Any = None) -> Any:
    now = _time.perf_counter_ns()
    if nargout >= 1:
        return np.array([[now]], dtype=np.uint64)
    if ctx is not None:
        ctx.state[_TIC_KEY] = now
    else:
        _GLOBAL[_TIC_KEY] = now
    return None


_GLOBAL: dict[str, int] = {}


@runtime_builtin(
    summary="Seconds since tic (printed as 'Elapsed time is ... seconds.' when not assigned).",
    keywords=["timer", "stopwatch", "elapsed"],
    related=["tic"],
    signatures=["toc", "T = toc", "T = toc(ID)"],
    errors=[ErrorSpec(identifier="MATLAB:toc:callTicFirst", when="toc is called before tic")],
    examples=[Example(code="tic;\nt = toc;\ndisp(class(t))", output="double\n")],
    effects=["time", "io"],
)
def toc(timer_id: Any = None, *, nargout: int, ctx: Any = None) -> Any:
    now = _time.perf_counter_ns()
    if timer_id is not None:
        ids = as_array(timer_id).ravel()
        if ids.size != 1 or ids.dtype.kind not in "biuf":
            raise MException("MATLAB:toc:invalidTimerID", "Timer ID must be a scalar value returned by TIC.")
        start = int(ids[0]) if np.isfinite(ids[0]) else 0
    else:
        store = ctx.state if ctx is not None else _GLOBAL
        if _TIC_KEY not in store:
            raise MException("MATLAB:toc:callTicFirst", "You must call TIC without an output argument before calling TOC without an input argument.")
        start = store[_TIC_KEY]
    elapsed = (now - start) / 1e9
    if nargout >= 1:
        return elapsed
    out = ctx.stdout if ctx is not None else None
    text = f"Elapsed time is {elapsed:.6f} seconds.\n"
    if out is not None:
        out.write(text)
    else:
        print(text, end="")
    return None


def _clock_vector(t: _dt.datetime) -> np.ndarray:
    return np.array([[t.year, t.month, t.day, t.hour, t.minute, t.second + t.microsecond / 1e6]], dtype=float)


@runtime_builtin(
    summary="Current date and time as [year month day hour minute seconds].",
    keywords=["time", "date", "now"],
    related=["etime", "now", "datestr"],
    signatures=["C = clock"],
    examples=[Example(code="c = clock;\ndisp(size(c))", output="     1     6\n")],
    effects=["time"],
)
def clock() -> np.ndarray:
    return _clock_vector(_dt.datetime.now())


def _to_datetime(vec: np.ndarray) -> _dt.datetime:
    try:
        return _datetime_of(vec)
    except (ValueError, OverflowError):
        raise _out_of_range() from None


def _out_of_range() -> MException:
    return MException("RunMat:datetime:outOfRange",
                      "Dates outside years 1 to 9999 (or not finite) are not supported.")


def _datetime_of(vec: np.ndarray) -> _dt.datetime:
    v = [float(x) for x in np.asarray(to_numeric(vec)).real.ravel()] + [0.0] * 6
    y, mo, d, h, mi, s = v[:6]
    base = _dt.datetime(int(y), 1, 1) + _dt.timedelta(days=0)
    # months may overflow like MATLAB's datenum arithmetic
    month_index = int(mo) - 1
    year = int(y) + month_index // 12
    month = month_index % 12 + 1
    base = _dt.datetime(year, month, 1)
    return base + _dt.timedelta(days=d - 1, hours=h, minutes=mi, seconds=s)


@runtime_builtin(
    summary="Seconds elapsed between two clock vectors.",
    keywords=["time", "elapsed", "difference"],
    related=["clock", "tic", "toc"],
    signatures=["E = etime(T1, T0)"],
    examples=[Example(code="e = etime([2024 1 1 0 1 0], [2024 1 1 0 0 0])", output="e =\n\n    60\n\n")],
)
def etime(t1: Any, t0: Any) -> float:
    return (_to_datetime(as_array(t1)) - _to_datetime(as_array(t0))).total_seconds()


_TEXT_FORMATS = ("%Y-%m-%d %H:%M:%S", "%Y-%m-%d %H:%M", "%Y-%m-%d", "%d-%b-%Y %H:%M:%S", "%d-%b-%Y",
                 "%m/%d/%Y %H:%M:%S", "%m/%d/%Y", "%m/%d/%y", "%Y/%m/%d", "%b %d %Y", "%d %b %Y",
                 "%Y%m%dT%H%M%S", "%H:%M:%S")


def parse_date_text(text: str, fmt: str | None = None) -> _dt.datetime:
    """Date text in MATLAB's common formats (or an explicit datestr-style format) as a datetime."""
    candidates = (_strftime_pattern(fmt),) if fmt else _TEXT_FORMATS
    for pattern in candidates:
        try:
            return _dt.datetime.strptime(text.strip(), pattern)
        except ValueError:
            continue
    raise MException("MATLAB:datenum:ConvertDateString",
                     f"DATENUM failed. The input date text '{text}' is not in a recognized format.")


def _datenum_of(t: _dt.datetime) -> float:
    midnight = _dt.datetime(t.year, t.month, t.day)
    frac = (t - midnight).total_seconds() / 86400.0
    return t.toordinal() + _DATENUM_OFFSET + frac


def _from_datenum(n: float) -> _dt.datetime:
    try:
        day = int(np.floor(n))
        frac = n - day
        base = _dt.datetime.fromordinal(day - int(_DATENUM_OFFSET))
        return base + _dt.timedelta(seconds=round(frac * 86400.0 * 1e6) / 1e6)
    except (ValueError, OverflowError):
        raise _out_of_range() from None


@runtime_builtin(
    summary="Current date and time as a serial date number (days since year 0).",
    keywords=["time", "date", "datenum"],
    related=["datenum", "datestr", "clock"],
    signatures=["T = now"],
    examples=[Example(code="disp(now > 738000)", output="   1\n")],
    effects=["time"],
)
def now() -> float:
    return _datenum_of(_dt.datetime.now())


@runtime_builtin(
    summary="Serial date number from a date vector or year, month, day[, hour, minute, second].",
    keywords=["date", "serial", "convert"],
    related=["datestr", "now", "datevec"],
    signatures=["N = datenum(V)", "N = datenum(Y, M, D)", "N = datenum(Y, M, D, H, MI, S)",
                "N = datenum(T)", "N = datenum(T, F)"],
    description="Y, M, D, ... may be arrays (implicit expansion); months past 12 carry into years and "
                "days past the month's end into months. V is an N-by-3 or N-by-6 matrix of date vectors. "
                "T is date text (char row, char matrix, cellstr, string array), optionally in format F.",
    examples=[Example(code="n = datenum(2024, 1, 1)", output="n =\n\n      739252\n\n")],
)
def datenum(*args: Any) -> Any:
    if not args:
        raise MException("MATLAB:minrhs", "Not enough input arguments.")
    first = args[0]
    if is_char(first) or _is_text(first) or getattr(first, "dtype", None) == object:
        fmt = to_str(args[1]) if len(args) > 1 and (is_char(args[1]) or _is_text(args[1])) else None
        texts = _date_texts(first)
        out = np.array([_datenum_of(parse_date_text(t, fmt)) for t in texts])
        return float(out[0]) if out.size == 1 else out.reshape(-1, 1)
    if len(args) == 1:
        vec = doubles(first)
        rows = vec.reshape(1, -1) if vec.ndim == 1 else vec
        if rows.ndim == 2 and rows.shape[1] in (3, 6):
            parts = [rows[:, k] for k in range(rows.shape[1])]
            out = serial_day(*parts).reshape(-1, 1)
            return float(out[0, 0]) if out.size == 1 else out
        parts = [vec]
    else:
        parts = [doubles(a) for a in args[:6]]
    try:
        parts = np.broadcast_arrays(*parts)
    except ValueError:
        raise MException("MATLAB:sizeDimensionsMustMatch", "Arrays have incompatible sizes for this operation.") from None
    out = serial_day(*parts)
    return float(out.reshape(-1)[0]) if out.size == 1 else out


def _is_text(v: Any) -> bool:
    return getattr(v, "dtype", None) is not None and v.dtype.kind == "T"


def _date_texts(v: Any) -> list[str]:
    if getattr(v, "dtype", None) == object:
        return [to_str(e) for e in v.ravel(order="F")]
    if is_char(v) and v.ndim == 2 and v.shape[0] > 1:
        return ["".join(r).rstrip() for r in v.tolist()]
    if _is_text(v):
        return [str(e) for e in v.ravel(order="F")]
    return [to_str(v)]


# days before each month, counted from March 1 (Jan and Feb belong to the previous year)
_MONTH_START = np.array([306, 337, 0, 31, 61, 92, 122, 153, 184, 214, 245, 275], dtype=np.float64)


def serial_day(year: Any, month: Any = 1.0, day: Any = 1.0, hour: Any = 0.0, minute: Any = 0.0,
               second: Any = 0.0) -> np.ndarray:
    """MATLAB's serial date number, elementwise: months beyond 12 carry into years, fractional
    months count their fraction of the month's days, and days/hours/... may overflow."""
    year = np.array(year, dtype=np.float64)
    month = np.array(month, dtype=np.float64) + np.zeros_like(year)
    day = np.array(day, dtype=np.float64) + np.zeros_like(year)
    bad = ~np.isfinite(month)  # NaN or Inf months give NaN dates (the table lookup needs a month)
    month = np.where(bad | (month < 1), 1.0, month)
    day = np.where(bad, np.nan, day)
    frac = month - np.floor(month)
    month = np.floor(month)
    if np.any(frac):
        y2 = year + np.floor((month - 1) / 12)
        m2 = np.mod(month - 1, 12)
        leap = ((y2 % 4 == 0) & (y2 % 100 != 0)) | (y2 % 400 == 0)
        length = np.array([31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31], dtype=np.float64)[m2.astype(int)]
        length = length + ((m2 == 1) & leap)
        day = day + frac * length
    year = year + np.ceil((month - 14) / 12)
    day = day + _MONTH_START[np.mod(month - 1, 12).astype(int)] + 60
    day = day + 365 * year + np.floor(year / 4) - np.floor(year / 100) + np.floor(year / 400)
    return day + (np.asarray(hour, dtype=np.float64) + (np.asarray(minute, dtype=np.float64)
                                                        + np.asarray(second, dtype=np.float64) / 60) / 60) / 24


_FORMATS = {0: "dd-mmm-yyyy HH:MM:SS", 1: "dd-mmm-yyyy", 2: "mm/dd/yy", 13: "HH:MM:SS",
            23: "mm/dd/yyyy", 29: "yyyy-mm-dd", 30: "yyyymmddTHHMMSS", 31: "yyyy-mm-dd HH:MM:SS"}
_TOKENS = [("yyyy", "%Y"), ("yy", "%y"), ("mmmm", "%B"), ("mmm", "%b"), ("mm", "%m"), ("dddd", "%A"),
           ("ddd", "%a"), ("dd", "%d"), ("HH", "%H"), ("MM", "%M"), ("SS", "%S"), ("PM", "%p"), ("AM", "%p")]


def _strftime_pattern(fmt: str) -> str:
    out, i = "", 0
    while i < len(fmt):
        for tok, code in _TOKENS:
            if fmt.startswith(tok, i):
                out += code
                i += len(tok)
                break
        else:
            if fmt.startswith("FFF", i):
                out += "%f3"
                i += 3
            else:
                out += fmt[i].replace("%", "%%")
                i += 1
    return out


def _render(t: _dt.datetime, fmt: str) -> str:
    pattern = _strftime_pattern(fmt)
    if "%p" in pattern:
        pattern = pattern.replace("%H", "%I")
    text = t.strftime(pattern.replace("%f3", "\x00"))
    return text.replace("\x00", f"{t.microsecond // 1000:03d}")


@runtime_builtin(
    summary="Date text from a serial date number or date vector, in MATLAB's numbered or free formats.",
    keywords=["date", "format", "string", "time"],
    related=["datenum", "now", "clock"],
    signatures=["S = datestr(T)", "S = datestr(T, FORMAT)"],
    errors=[ErrorSpec(identifier="MATLAB:datestr:ConvertToDateNumber", when="T is not a date")],
    examples=[Example(code="s = datestr(739252)\nt = datestr([2024 3 5 14 7 9], 'yyyy-mm-dd HH:MM:SS')",
                      output="s =\n\n    '01-Jan-2024'\n\nt =\n\n    '2024-03-05 14:07:09'\n\n")],
)
def datestr(t: Any, fmt: Any = None) -> np.ndarray:
    if _is_text(t) or getattr(t, "dtype", None) == object:  # string array or cellstr of dates
        arr = np.array([_datenum_of(parse_date_text(x, None)) for x in _date_texts(t)], dtype=float)
    else:
        arr = doubles(t) if not is_char(t) else None
    if arr is None:
        raise MException("MATLAB:datestr:ConvertToDateNumber", "DATESTR failed converting date text; pass a date number or vector.")
    if arr.ndim == 2 and arr.shape[1] in (3, 6) and arr.shape[0] >= 1 and np.all(arr[:, 0] > 31):
        stamps = [_to_datetime(r) for r in arr]
    else:
        stamps = [_from_datenum(float(v)) for v in arr.ravel(order="F")]
    if fmt is None:
        has_time = any(s.hour or s.minute or s.second for s in stamps)
        pattern = _FORMATS[0] if has_time else _FORMATS[1]
    elif is_char(fmt) or getattr(fmt, "dtype", None) is not None and fmt.dtype.kind == "T":
        pattern = to_str(fmt)
    else:
        code = scalar_value(fmt)
        if code not in _FORMATS:
            raise MException("MATLAB:datestr:DateNumber", f"Unsupported datestr format number {code}.")
        pattern = _FORMATS[code]
    rows = [_render(s, pattern) for s in stamps]
    if not rows:
        return np.zeros((0, 0), dtype="<U1")
    if len(rows) == 1:
        return char_row(rows[0])
    width = max(len(r) for r in rows)
    return np.array([list(r.ljust(width)) for r in rows], dtype="<U1")


@runtime_builtin(
    summary="Today's date as 'dd-mmm-yyyy'.",
    keywords=["date", "today"],
    related=["datestr", "clock"],
    signatures=["S = date"],
    examples=[Example(code="disp(numel(date))", output="    11\n")],
    effects=["time"],
)
def date() -> np.ndarray:
    return char_row(_render(_dt.datetime.now(), "dd-mmm-yyyy"))


@runtime_builtin(
    summary="CPU time used by this process, in seconds.",
    keywords=["cpu", "time", "process"],
    related=["tic", "toc"],
    signatures=["T = cputime"],
    examples=[Example(code="disp(cputime >= 0)", output="   1\n")],
    effects=["time"],
)
def cputime() -> float:
    return _time.process_time()
