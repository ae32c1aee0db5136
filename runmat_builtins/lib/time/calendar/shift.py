"""dateshift, between, caldiff, isbetween: dates moved to calendar boundaries, and calendar
differences of dates (t2 = t1 + between(t1, t2)) as calendarDuration."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins import errors
from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.strings.core._text import TextArray, option_text
from runmat_builtins.lib.time._array import TimeArray
from runmat_builtins.lib.time.calendar.calduration import CalendarDuration, shift_months
from runmat_builtins.lib.time.datetime._value import DatetimeArray, components, secs_of
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.values import is_logical, is_numeric

DAY = 86400.0
_UNITS = ("year", "quarter", "month", "week", "day", "hour", "minute", "second")
_FIXED = {"week": 7 * DAY, "day": DAY, "hour": 3600.0, "minute": 60.0, "second": 1.0}
_DAYNAMES = ("sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday")


def _dt(v: Any, like: Any = None) -> Any:
    if isinstance(v, DatetimeArray):
        return v
    try:
        return DatetimeArray(DatetimeArray.coerce(v, like))
    except MException:
        raise MException("MATLAB:datetime:InvalidInput", "Inputs must be datetimes or date text.") from None


def _start(secs: np.ndarray, unit: str) -> np.ndarray:
    """The start of the calendar unit holding each time (weeks start on Sunday)."""
    if unit in ("day", "hour", "minute", "second"):
        return np.floor(secs / _FIXED[unit]) * _FIXED[unit]
    c = components(secs)
    shape = secs.shape
    if unit == "week":
        days = np.floor(secs.reshape(-1, order="F") / DAY) - c["wd"]
        return (days * DAY).reshape(shape, order="F")
    mo = {"year": np.ones_like(c["mo"]), "quarter": (c["mo"] - 1) // 3 * 3 + 1, "month": c["mo"]}[unit]
    out = np.asarray(secs_of(c["y"], mo, 1.0), dtype=np.float64)
    return np.where(np.isnan(secs.reshape(-1, order="F")), np.nan, out).reshape(shape, order="F")


def _step(secs: np.ndarray, unit: str, n: Any) -> np.ndarray:
    """Times moved by ``n`` whole units (calendar months for years/quarters/months)."""
    if unit in _FIXED:
        return secs + np.asarray(n, dtype=np.float64) * _FIXED[unit]
    months = np.asarray(n, dtype=np.float64) * {"year": 12, "quarter": 3, "month": 1}[unit]
    a, m = np.broadcast_arrays(secs, months)
    return shift_months(a.copy(), m.copy())


@runtime_builtin(
    summary="Shift dates to the start or end of a calendar unit, or to a day of the week: "
            "t2 = dateshift(t, 'start'|'end', UNIT, RULE) or dateshift(t, 'dayofweek', DAY, RULE).",
    description="UNIT is 'year', 'quarter', 'month', 'week' (weeks start on Sunday), 'day', 'hour', "
                "'minute' or 'second'. RULE 'current' (the default), 'next', 'previous', 'nearest', or "
                "integers n (n units away, an array gives a sequence). The end of a year, quarter, month "
                "or week is its last day; the end of a day, hour, minute or second is the start of the next.",
    keywords=["datetime", "shift", "start of month", "end of month", "round dates", "weekday"],
    related=["between", "calmonths", "datetime"],
    signatures=["t2 = dateshift(t, 'start', UNIT)", "t2 = dateshift(t, 'end', UNIT, RULE)",
                "t2 = dateshift(t, 'dayofweek', DAY, RULE)"],
    errors=[ErrorSpec(identifier="MATLAB:datetime:dateshift:InvalidUnit", when="UNIT is not a calendar unit")],
    examples=[Example(code="t2 = dateshift(datetime(2013, 1, 1), 'end', 'month', 0:4);\ndisp(char(t2))",
                      output="31-Jan-2013\n28-Feb-2013\n31-Mar-2013\n30-Apr-2013\n31-May-2013\n"),
              Example(code="t = dateshift(datetime(2024, 5, 15, 13, 20, 0), 'start', 'day');\ndisp(char(t))",
                      output="15-May-2024\n")],
)
def dateshift(t: Any, where: Any, unit: Any, rule: Any = None) -> Any:
    t = _dt(t)
    w = option_text(where)
    if w == "dayofweek":
        return _dayofweek(t, unit, rule)
    if w not in ("start", "end"):
        raise MException("MATLAB:datetime:dateshift:InvalidShift", "Shift to 'start', 'end' or 'dayofweek'.")
    u = option_text(unit)
    u = u[:-1] if u and u.endswith("s") and u[:-1] in _UNITS else u
    if u not in _UNITS:
        raise MException("MATLAB:datetime:dateshift:InvalidUnit",
                         "The unit must be 'year', 'quarter', 'month', 'week', 'day', 'hour', 'minute' or 'second'.")
    word = option_text(rule) if rule is not None else "current"
    secs = t.secs
    if word == "nearest":
        lo = _start(secs, u)
        hi = _step(lo, u, 1.0)
        base = np.where(secs - lo < hi - secs, lo, hi)
        n: Any = 0.0
    else:
        base = _start(secs, u)
        n = {"current": 0.0, "next": 1.0, "previous": -1.0}.get(word) if word is not None else \
            np.asarray(rule, dtype=np.float64) if is_numeric(rule) or is_logical(rule) else None
        if n is None:
            raise MException("MATLAB:datetime:dateshift:InvalidRule",
                             "The rule must be 'current', 'next', 'previous', 'nearest' or integers.")
        if np.size(n) != 1 and secs.size != 1 and np.shape(n) != secs.shape:
            raise MException(errors.SIZE_MISMATCH, errors.SIZE_MISMATCH_MSG)
    out = _step(base, u, n)
    if w == "end":
        nxt = _step(out, u, 1.0)
        out = nxt - DAY if u in ("year", "quarter", "month", "week") else nxt
    return t.like(out)


def _dayofweek(t: Any, day: Any, rule: Any) -> Any:
    word = option_text(day)
    if word is not None:
        names = [d for d in _DAYNAMES if d.startswith(word[:3])]
        if not names:
            raise MException("MATLAB:datetime:dateshift:InvalidDayOfWeek", f"'{word}' is not a day of the week.")
        target = _DAYNAMES.index(names[0])
    else:
        d = np.asarray(day, dtype=np.float64).reshape(-1)[:1]
        if not (d.size and np.isfinite(d[0]) and d[0] == np.floor(d[0])):
            raise MException("MATLAB:datetime:dateshift:InvalidDayOfWeek", "The day of the week must be a name or a number 1-7.")
        target = int(d[0]) - 1
    r = option_text(rule) if rule is not None else "next"
    days = np.floor(t.secs / DAY)
    wd = components(t.secs)["wd"].reshape(t.secs.shape, order="F")
    ahead = np.mod(target - wd, 7)
    behind = np.mod(wd - target, 7)
    if r == "next":
        shift = np.where(ahead == 0, 7, ahead)
    elif r == "previous":
        shift = -np.where(behind == 0, 7, behind)
    elif r == "current":
        shift = ahead
    elif r == "nearest":
        shift = np.where(ahead <= behind, ahead, -behind)
    else:
        raise MException("MATLAB:datetime:dateshift:InvalidRule", "The rule must be 'next', 'previous', 'current' or 'nearest'.")
    return t.like((days + shift) * DAY)


def _components(v: Any) -> list[str]:
    if v is None:
        return ["years", "months", "days", "time"]
    out = []
    for w in TextArray.of(v, "between").items:
        w = (w or "").lower()
        w = {"year": "years", "quarter": "quarters", "month": "months", "week": "weeks", "day": "days"}.get(w, w)
        if w not in ("years", "quarters", "months", "weeks", "days", "time"):
            raise MException("MATLAB:datetime:between:InvalidComponents",
                             f"'{w}' is not a calendar component: use 'years', 'quarters', 'months', 'weeks', 'days' or 'time'.")
        out.append(w)
    return out


def calendar_difference(a: np.ndarray, b: np.ndarray, comps: list[str]) -> CalendarDuration:
    """b - a in calendar components, such that a + result = b (elementwise, both in seconds)."""
    a, b = np.broadcast_arrays(np.asarray(a, dtype=np.float64), np.asarray(b, dtype=np.float64))
    shape = a.shape
    sign = np.where(b >= a, 1.0, -1.0)
    lo = np.where(sign > 0, a, b).reshape(-1, order="F")
    hi = np.where(sign > 0, b, a).reshape(-1, order="F")
    months = np.zeros_like(lo)
    if any(c in comps for c in ("years", "quarters", "months")):
        c0, c1 = components(lo.reshape(-1, 1)), components(hi.reshape(-1, 1))
        m = (c1["y"] - c0["y"]) * 12 + (c1["mo"] - c0["mo"])
        m = np.where(np.isnan(m), 0, m)
        over = shift_months(lo.reshape(-1, 1), m.reshape(-1, 1)).reshape(-1) > hi
        m = m - over
        unit = 1 if "months" in comps else 3 if "quarters" in comps else 12
        months = np.floor(m / unit) * unit
    base = shift_months(lo.reshape(-1, 1), months.reshape(-1, 1)).reshape(-1)
    rest = hi - base
    days = np.zeros_like(lo)
    if "weeks" in comps or "days" in comps:
        unit = DAY if "days" in comps else 7 * DAY
        days = np.floor(rest / unit + 1e-12) * (unit / DAY)
        rest = rest - days * DAY
    secs = rest if "time" in comps else np.zeros_like(rest)
    s = sign.reshape(-1, order="F")
    bad = np.isnan(lo) | np.isnan(hi)
    f = lambda x: np.where(bad, np.nan, x * s).reshape(shape, order="F")  # noqa: E731
    return CalendarDuration(f(months), f(days), f(secs))


@runtime_builtin(
    summary="Calendar differences of dates: dt = between(t1, t2, COMPONENTS), so that t2 = t1 + dt.",
    description="The difference is in calendar components ('years', 'quarters', 'months', 'weeks', "
                "'days', 'time'; by default years, months, days and time), counting whole months with "
                "the month-end rule of calendar arithmetic.",
    keywords=["datetime", "difference", "calendar", "age", "months between", "calendarDuration"],
    related=["caldiff", "dateshift", "calmonths"],
    signatures=["dt = between(t1, t2)", "dt = between(t1, t2, COMPONENTS)"],
    errors=[ErrorSpec(identifier="MATLAB:datetime:between:InvalidComponents", when="a component is unknown")],
    examples=[Example(code="t1 = datetime(2013, 1, 1);\nt2 = dateshift(t1, 'end', 'month', 0:4);\ndt = between(t1, t2, 'Days');\n"
                           "disp(char(dt))", output="30d \n58d \n89d \n119d\n150d\n"),
              Example(code="dt = between(datetime(1990, 5, 17), datetime(2024, 3, 2, 6, 0, 0));\ndisp(char(dt))",
                      output="33y 9mo 14d 6h\n")],
)
def between(t1: Any, t2: Any, comps: Any = None) -> CalendarDuration:
    a = _dt(t1, t2 if not isinstance(t1, np.ndarray) else None)
    b = _dt(t2, a)
    return calendar_difference(a.secs, b.secs, _components(comps))


@runtime_builtin(
    summary="Calendar differences of successive dates: dt = caldiff(t, COMPONENTS) (between t(k) and t(k+1)).",
    keywords=["datetime", "difference", "calendar", "successive"],
    related=["between", "diff"],
    signatures=["dt = caldiff(t)", "dt = caldiff(t, COMPONENTS)"],
    examples=[Example(code="dt = caldiff(datetime(2024, [1 2 4], [31 29 1]));\ndisp(char(dt))", output="1mo   \n1mo 3d\n")],
)
def caldiff(t: Any, comps: Any = None) -> CalendarDuration:
    t = _dt(t)
    s = t.secs
    if s.shape[0] == 1:
        a, b = s[:, :-1], s[:, 1:]
    else:
        a, b = s[:-1, :], s[1:, :]
    return calendar_difference(a, b, _components(comps))


@runtime_builtin(
    summary="True for dates within limits: tf = isbetween(t, LOWER, UPPER, INTERVALTYPE) ('closed' by default).",
    keywords=["datetime", "between", "range", "interval"],
    related=["between", "timerange"],
    signatures=["tf = isbetween(t, LOWER, UPPER)", "tf = isbetween(t, LOWER, UPPER, INTERVALTYPE)"],
    examples=[Example(code="t = datetime(2024, 1, 1:5);\ntf = isbetween(t, datetime(2024, 1, 2), '2024-01-04');\nfprintf('%d ', tf); fprintf('\\n')",
                      output="0 1 1 1 0 \n")],
)
def isbetween(t: Any, lower: Any, upper: Any, kind: Any = None) -> np.ndarray:
    if not isinstance(t, TimeArray):
        t = _dt(t)
    cls = type(t)
    lo = np.asarray(cls.coerce(lower, t), dtype=np.float64)
    hi = np.asarray(cls.coerce(upper, t), dtype=np.float64)
    word = option_text(kind) if kind is not None else "closed"
    if word not in ("closed", "open", "openleft", "openright", "closedleft", "closedright"):
        raise MException("MATLAB:datetime:isbetween:InvalidIntervalType",
                         "The interval type must be 'open', 'closed', 'openleft' or 'openright'.")
    word = {"closedright": "openleft", "closedleft": "openright"}.get(word, word)
    s = t.secs
    left = s >= lo if word in ("closed", "openright") else s > lo
    right = s <= hi if word in ("closed", "openleft") else s < hi
    return left & right
