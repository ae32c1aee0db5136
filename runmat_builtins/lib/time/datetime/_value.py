"""The datetime array value: seconds since MATLAB's day 0 (NaN is NaT) and a display Format.

Date components come from the serial day with the proleptic Gregorian calendar (the
algorithm datevec uses); properties Year .. Second read and set them, Format the display."""

from __future__ import annotations

import datetime as _dt
from typing import Any

import numpy as np

from runmat_builtins.errors import MException
from runmat_builtins.lib.strings.core._text import TextArray, char_text, is_cell, is_char, is_string
from runmat_builtins.lib.time._array import TimeArray, as_block
from runmat_builtins.lib.time.calendar.datevec import datevec_of
from runmat_builtins.lib.time.clock import serial_day
from runmat_builtins.lib.time.datetime import _format as F
from runmat_builtins.values import as_array, char_row, to_str

DAY = 86400.0
_PROPS = ("Year", "Month", "Day", "Hour", "Minute", "Second")


def secs_of(y: Any, mo: Any = 1.0, d: Any = 1.0, h: Any = 0.0, mi: Any = 0.0, s: Any = 0.0) -> np.ndarray:
    """Seconds since day 0 of date components (elementwise; out-of-range values carry over)."""
    parts = np.broadcast_arrays(*[np.asarray(x, dtype=np.float64) for x in (y, mo, d, h, mi, s)])
    y, mo, d, h, mi, s = parts
    days = serial_day(y, mo, np.floor(d))
    return days * DAY + (d - np.floor(d)) * DAY + h * 3600.0 + mi * 60.0 + s


def components(secs: np.ndarray) -> dict[str, np.ndarray]:
    """y, mo, d, h, mi, s, wd (0 = Sunday), doy of each element (flat, column-major; NaN for NaT)."""
    flat = secs.reshape(-1, order="F")
    days = np.floor(flat / DAY)
    sod = np.round((flat - days * DAY) * 1e6) / 1e6  # microseconds: no 59.999999 from float noise
    over = sod >= DAY
    days = days + over
    sod = sod - over * DAY
    v = datevec_of(days)
    h = np.floor(sod / 3600.0)
    mi = np.floor((sod - 3600.0 * h) / 60.0)
    s = sod - 3600.0 * h - 60.0 * mi
    doy = days - serial_day(v[:, 0], 1.0, 1.0) + 1
    return {"y": v[:, 0], "mo": v[:, 1], "d": v[:, 2], "h": h, "mi": mi, "s": s,
            "wd": np.mod(days - 2, 7), "doy": doy}


def today_secs() -> float:
    t = _dt.date.today()
    return float(secs_of(t.year, t.month, t.day))


def now_secs() -> float:
    t = _dt.datetime.now()
    return float(secs_of(t.year, t.month, t.day, t.hour, t.minute, t.second + t.microsecond / 1e6))


def parse_texts(texts: list[str | None], infmt: str | None) -> np.ndarray:
    """Seconds of each date text (NaT for '', 'NaT' and missing), read with ``infmt`` or guessed."""
    out = np.empty(len(texts))
    for k, t in enumerate(texts):
        if t is None or t.strip() in ("", "NaT"):
            out[k] = np.nan
            continue
        low = t.strip().lower()
        if infmt is None and low in ("now", "today", "tomorrow", "yesterday"):
            out[k] = now_secs() if low == "now" else today_secs() + DAY * {"today": 0, "tomorrow": 1, "yesterday": -1}[low]
            continue
        for fmt in (infmt,) if infmt else F.GUESSES:
            got = F.parse(t, fmt)
            if got is not None:
                break
        else:
            if infmt:
                raise MException("MATLAB:datetime:ParseErr",
                                 f"Unable to convert '{t}' to datetime using the format '{infmt}'.")
            raise MException("MATLAB:datetime:UnrecognizedDateStringSuggestion",
                             f"Could not recognize the date/time format of '{t}'. You can specify a format "
                             "using the 'InputFormat' parameter.")
        y, mo, d, h, mi, s = got
        if y is None:
            today = _dt.date.today()
            has_date = any(k == "f" and tok[0] in "MLd" for k, tok in F.tokens(fmt))
            y, mo, d = (today.year, mo, d) if has_date else (today.year, today.month, today.day)
        out[k] = float(secs_of(y, mo, d, h, mi, s))
    return out


def text_items(v: Any) -> TextArray | None:
    if is_char(v) or is_string(v) or is_cell(v):
        return TextArray.of(v, "datetime", rows=True)
    return None


class DatetimeArray(TimeArray):
    """A MATLAB datetime array (see the module docstring)."""

    __slots__ = ()
    matlab_class = "datetime"
    FILL = float("nan")

    @classmethod
    def coerce(cls, v: Any, like: TimeArray | None = None) -> np.ndarray:
        if isinstance(v, DatetimeArray):
            return v.secs
        texts = text_items(v)
        if texts is not None:
            infmt = like.fmt if isinstance(like, DatetimeArray) and like.fmt else None
            try:
                vals = parse_texts(texts.items, infmt)
            except MException:
                vals = parse_texts(texts.items, None)
            return vals.reshape(texts.shape if len(texts.items) != 1 else (1, 1), order="F")
        raise MException("MATLAB:datetime:InvalidComparison",
                         "Comparison, concatenation or assignment of datetime with values of this type is not "
                         "defined: use datetime values or date text.")

    def display_format(self) -> str:
        if self.fmt:
            return self.fmt
        c = components(self.secs)
        return F.DEFAULT_DATE if F.date_only(c["h"] * 3600 + c["mi"] * 60 + c["s"]) else F.DEFAULT

    def texts(self) -> list[str]:
        fmt = self.display_format()
        c = components(self.secs)
        out = []
        for k in range(self.size):
            if not np.isfinite(c["y"][k]):
                out.append("NaT")
                continue
            parts = {n: int(c[n][k]) for n in ("y", "mo", "d", "h", "mi", "wd", "doy")}
            parts["s"] = float(c["s"][k])
            out.append(F.render(fmt, parts))
        return out

    # ---- properties
    def matlab_fieldnames(self) -> list[str]:
        return ["Format", "TimeZone", *_PROPS]

    def __matlab_property__(self, name: str) -> Any:
        if name == "Format":
            return char_row(self.fmt or F.DEFAULT)
        if name == "TimeZone":
            return char_row("")
        if name in _PROPS:
            key = ("y", "mo", "d", "h", "mi", "s")[_PROPS.index(name)]
            return components(self.secs)[key].reshape(self.shape, order="F")
        raise MException("MATLAB:noSuchMethodOrField",
                         f"Unrecognized method, property, or field '{name}' for class 'datetime'.")

    def __matlab_property_set__(self, name: str, value: Any) -> DatetimeArray:
        if name == "Format":
            fmt = to_str(value)
            fmt = None if fmt == "default" else F.DEFAULT_DATE if fmt == "defaultdate" else fmt
            return DatetimeArray(self.secs, fmt)
        if name in _PROPS:
            c = components(self.secs)
            parts = [c[k].reshape(self.shape, order="F") for k in ("y", "mo", "d", "h", "mi", "s")]
            new = np.asarray(as_array(value), dtype=np.float64)
            if new.size != 1 and new.size != self.size:
                raise MException("MATLAB:datetime:PropertyAssignmentSize",
                                 f"The {name} value must be a scalar or have one element per datetime.")
            parts[_PROPS.index(name)] = new.reshape(self.shape, order="F") if new.size == self.size else new.item()
            return DatetimeArray(secs_of(*parts).reshape(self.shape), self.fmt)
        if name == "TimeZone":
            if to_str(value) not in ("", "local"):
                raise MException("RunMat:datetime:timeZoneUnsupported", "Time zones other than local are not supported.")
            return self
        raise MException("MATLAB:noSuchMethodOrField",
                         f"Unrecognized method, property, or field '{name}' for class 'datetime'.")

    def datenum(self) -> np.ndarray:
        return self.secs / DAY


def char_texts(t: DatetimeArray) -> list[str]:
    return t.texts()


__all__ = ["DAY", "DatetimeArray", "as_block", "char_text", "components", "now_secs", "parse_texts",
           "secs_of", "today_secs"]
