"""year, month, day, hour, minute, second, week, quarter: one date or time component of a datetime
array (day and month also as names; a second argument picks the kind, as MATLAB's)."""

from __future__ import annotations

import datetime as _dt
from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.time.datetime._value import DatetimeArray, components
from runmat_builtins.lib.strings.core._text import is_text_scalar, option_text
from runmat_builtins.spec import Example
from runmat_builtins.values import CHAR_DTYPE, char_row



_DAY_NAMES = ("Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday")
_MONTH_NAMES = ("January", "February", "March", "April", "May", "June", "July", "August", "September",
                "October", "November", "December")


def _names(idx: np.ndarray, names: tuple[str, ...], short: bool, shape: tuple) -> np.ndarray:
    """A cell of char vectors: the name at each 1-based index ('' for NaT)."""
    out = np.empty(idx.size, dtype=object)
    for k, v in enumerate(idx):
        text = "" if v != v else names[int(v) - 1][:3 if short else None]
        out[k] = char_row(text) if text else np.zeros((0, 0), dtype=CHAR_DTYPE)
    return out.reshape(shape, order="F")


def _iso_year_week(c: dict[str, np.ndarray]) -> tuple[np.ndarray, np.ndarray]:
    """ISO 8601 year and week of each date (the week with the year's first Thursday is week 1)."""
    years, weeks = np.full(c["y"].shape, np.nan), np.full(c["y"].shape, np.nan)
    for k, (y, mo, d) in enumerate(zip(c["y"], c["mo"], c["d"])):
        if y == y:
            years[k], weeks[k], _ = _dt.date(int(y), int(mo), int(d)).isocalendar()
    return years, weeks


# the second argument each component takes: kind -> value of the flat components
_KINDS = {
    "year": {"gregorian": lambda c: c["y"], "iso": lambda c: _iso_year_week(c)[0]},
    "month": {"monthofyear": lambda c: c["mo"], "name": "name", "shortname": "shortname"},
    "day": {"dayofmonth": lambda c: c["d"], "dayofweek": lambda c: c["wd"] + 1,
            "dayofyear": lambda c: c["doy"], "name": "name", "shortname": "shortname"},
    "second": {"secondofminute": lambda c: c["s"],
               "secondofday": lambda c: 3600.0 * c["h"] + 60.0 * c["mi"] + c["s"]},
}


def _part(t: Any, key: str, fname: str, kind: Any = None) -> np.ndarray:
    if not isinstance(t, DatetimeArray):
        raise MException(f"MATLAB:{fname}:InvalidInput", f"{fname} requires a datetime array.")
    c = components(t.secs)
    if kind is None:
        return c[key].reshape(t.shape, order="F")
    kinds = _KINDS.get(fname)
    if kinds is None:
        raise MException("MATLAB:TooManyInputs", "Too many input arguments.")
    word = option_text(kind).lower() if is_text_scalar(kind) else None
    if word not in kinds:
        raise MException(f"MATLAB:datetime:{fname}:InvalidType",
                         f"The {fname} type must be one of " + ", ".join(f"'{k}'" for k in kinds) + ".")
    how = kinds[word]
    if isinstance(how, str):
        names, idx = (_DAY_NAMES, c["wd"] + 1) if fname == "day" else (_MONTH_NAMES, c["mo"])
        return _names(idx, names, how == "shortname", t.shape)
    return how(c).reshape(t.shape, order="F")


def _define(fname: str, key: str, what: str, example: str, out: str) -> None:
    def body(t: Any, kind: Any = None) -> np.ndarray:
        return _part(t, key, fname, kind)

    body.__name__ = fname
    body.__doc__ = f"The {what} of each datetime."
    runtime_builtin(
        name=fname,
        summary=f"The {what} of each element of a datetime array (NaN for NaT).",
        keywords=[fname, "datetime", "component", "date part"],
        related=["datetime", "year", "month", "day", "hour", "minute", "second", "datevec"],
        signatures=[f"v = {fname}(T)"] + ([f"v = {fname}(T, TYPE)"] if fname in _KINDS else []),
        examples=[Example(code=example, output=out)],
        accel={"kind": "host-only"},
    )(body)
    globals()[fname] = body


_T = "t = datetime(2024, 3, 15, 10, 45, 30);\n"
for _name, _key, _what, _out in (("year", "y", "year number", "v =\n\n        2024\n\n"),
                                 ("month", "mo", "month number (1 to 12)", "v =\n\n     3\n\n"),
                                 ("day", "d", "day of the month", "v =\n\n    15\n\n"),
                                 ("hour", "h", "hour (0 to 23)", "v =\n\n    10\n\n"),
                                 ("minute", "mi", "minute (0 to 59)", "v =\n\n    45\n\n"),
                                 ("second", "s", "second, with its fraction", "v =\n\n    30\n\n")):
    _define(_name, _key, _what, _T + f"v = {_name}(t)", _out)


def _iso_week_of_month(y: float, mo: float, d: float) -> float:
    """ISO 8601-consistent week of the month: weeks start on Monday, and week 1 is the first with
    at least four days of the month (days before it belong to the previous month's last week)."""
    first = _dt.date(int(y), int(mo), 1)
    lead = first.weekday()  # days of the month's first week that fall before the 1st (Mon = 0)
    w = (int(d) - 1 + lead) // 7 + (1 if lead <= 3 else 0)
    if w == 0:
        prev = first - _dt.timedelta(days=1)
        return _iso_week_of_month(prev.year, prev.month, prev.day)
    return float(w)


def _week_values(c: dict[str, np.ndarray], kind: str) -> np.ndarray:
    if kind == "iso-weekofyear":
        return _iso_year_week(c)[1]
    if kind == "iso-weekofmonth":
        return np.array([np.nan if y != y else _iso_week_of_month(y, mo, d)
                         for y, mo, d in zip(c["y"], c["mo"], c["d"])])
    # week 1 starts on the 1st (of the year or month); each later week starts on a Sunday
    pos = c["doy"] if kind == "weekofyear" else c["d"]
    lead = np.mod(c["wd"] - (pos - 1), 7)
    return np.floor((pos - 1 + lead) / 7) + 1


_WEEK_TYPES = ("weekofyear", "weekofmonth", "iso-weekofyear", "iso-weekofmonth")


@runtime_builtin(
    summary="Week numbers of datetimes: of the year (default), of the month, or ISO 8601 weeks.",
    description="'weekofyear' (1 to 53): week 1 starts on January 1 and every later week on a "
                "Sunday; 'weekofmonth' (1 to 6) likewise from the 1st of the month; "
                "'iso-weekofyear' and 'iso-weekofmonth': weeks from Monday, week 1 the first with "
                "at least four days. NaN for NaT.",
    keywords=["week", "week number", "iso week", "datetime"],
    related=["day", "month", "quarter", "year", "weekday"],
    signatures=["w = week(T)", "w = week(T, WEEKTYPE)"],
    examples=[Example(code="t = datetime(2013,05,31):calmonths(3):datetime(2014,06,15);\n"
                           "fprintf('%d ', week(t)); fprintf('\\n')", output="22 35 48 9 22 \n"),
              Example(code="fprintf('%d\\n', week(datetime(2021,1,3), 'iso-weekofyear'))", output="53\n")],
)
def week(t: Any, kind: Any = None) -> np.ndarray:
    if not isinstance(t, DatetimeArray):
        raise MException("MATLAB:week:InvalidInput", "week requires a datetime array.")
    word = "weekofyear" if kind is None else (option_text(kind).lower() if is_text_scalar(kind) else None)
    if word not in _WEEK_TYPES:
        raise MException("MATLAB:datetime:week:InvalidType",
                         "The week type must be one of " + ", ".join(f"'{k}'" for k in _WEEK_TYPES) + ".")
    return _week_values(components(t.secs), word).reshape(t.shape, order="F")


@runtime_builtin(
    summary="The quarter of the year (1 to 4) of each datetime; NaN for NaT.",
    keywords=["quarter", "datetime", "fiscal"],
    related=["month", "week", "year", "calquarters"],
    signatures=["q = quarter(T)"],
    examples=[Example(code="fprintf('%d ', quarter(datetime(2024, [1 4 8 12], 1))); fprintf('\\n')",
                      output="1 2 3 4 \n")],
)
def quarter(t: Any) -> np.ndarray:
    if not isinstance(t, DatetimeArray):
        raise MException("MATLAB:quarter:InvalidInput", "quarter requires a datetime array.")
    return np.ceil(components(t.secs)["mo"] / 3).reshape(t.shape, order="F")
