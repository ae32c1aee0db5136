"""The duration array value: lengths of time in seconds with a display Format.

Formats: a digital timer ('hh:mm:ss', 'dd:hh:mm:ss', 'mm:ss', 'hh:mm', each optionally with
'.S' .. '.SSSSSSSSS' fractional seconds) or one unit ('y' fixed 365.2425-day years, 'd', 'h',
'm', 's') shown as a number with its unit, as MATLAB displays them."""

from __future__ import annotations

import re
from decimal import ROUND_HALF_EVEN, Decimal
from typing import Any

import numpy as np

from runmat_builtins.errors import MException
from runmat_builtins.lib.time._array import TimeArray
from runmat_builtins.values import char_row, to_str

UNIT_SECONDS = {"y": 365.2425 * 86400.0, "d": 86400.0, "h": 3600.0, "m": 60.0, "s": 1.0}
_UNIT_NAMES = {"y": ("yr", "yrs"), "d": ("day", "days"), "h": ("hr", "hr"), "m": ("min", "min"),
               "s": ("sec", "sec")}
DEFAULT = "hh:mm:ss"
_TIMER = re.compile(r"^(dd:hh:mm:ss|hh:mm:ss|mm:ss|hh:mm)(?:\.(S{1,9}))?$")


def valid_format(fmt: str) -> str:
    if fmt in UNIT_SECONDS or _TIMER.match(fmt):
        return fmt
    raise MException("MATLAB:duration:UnrecognizedFormat",
                     f"'{fmt}' is not a valid duration format: use 'y', 'd', 'h', 'm', 's', 'hh:mm:ss', "
                     "'dd:hh:mm:ss', 'mm:ss' or 'hh:mm' (optionally with fractional seconds '.SSS').")


def _short_g(v: float) -> str:
    if v != v:
        return "NaN"
    if v in (float("inf"), float("-inf")):
        return "Inf" if v > 0 else "-Inf"
    # five significant digits, ties to even on the shortest decimal text (48.5125 -> 48.512)
    d = Decimal(repr(v))
    if d == 0:
        return "0"
    q = Decimal(1).scaleb(d.adjusted() - 4)
    text = format(d.quantize(q, rounding=ROUND_HALF_EVEN).normalize(), "f")
    return text if abs(v) < 1e5 else f"{v:.5g}"


def _timer(secs: float, fmt: str) -> str:
    if secs != secs:
        return "NaN"
    if secs in (float("inf"), float("-inf")):
        return "Inf" if secs > 0 else "-Inf"
    m = _TIMER.match(fmt)
    base, frac = m.group(1), len(m.group(2) or "")
    sign = "-" if secs < 0 else ""
    us = round(abs(secs) * 1e6)  # microseconds: float noise never shows as :59
    whole, rest = divmod(us, 1_000_000)
    if base == "hh:mm":
        whole = whole // 60 * 60
    d, r = divmod(whole, 86400)
    h, r = divmod(r, 3600)
    mi, s = divmod(r, 60)
    if base == "dd:hh:mm:ss":
        text = f"{d:02d}:{h:02d}:{mi:02d}:{s:02d}"
    elif base == "hh:mm:ss":
        text = f"{d * 24 + h:02d}:{mi:02d}:{s:02d}"
    elif base == "mm:ss":
        text = f"{(d * 24 + h) * 60 + mi:02d}:{s:02d}"
    else:
        text = f"{d * 24 + h:02d}:{mi:02d}"
    if frac:
        text += "." + f"{rest:06d}".ljust(9, "0")[:frac]
    return sign + text


class DurationArray(TimeArray):
    """A MATLAB duration array (see the module docstring)."""

    __slots__ = ()
    matlab_class = "duration"

    @classmethod
    def coerce(cls, v: Any, like: TimeArray | None = None) -> np.ndarray:
        """Seconds of ``v``: a duration, or numbers meaning 24-hour days (MATLAB's rule)."""
        if isinstance(v, DurationArray):
            return v.secs
        if type(v) is float or type(v) is bool or (isinstance(v, np.ndarray) and v.dtype.kind in "biuf"):
            return np.asarray(v, dtype=np.float64) * 86400.0
        raise MException("MATLAB:duration:InvalidComparison",
                         "Comparison, concatenation or assignment of duration with values of this type is not "
                         "defined: use duration values or numbers of days.")

    def texts(self) -> list[str]:
        fmt = self.fmt or DEFAULT
        flat = self.secs.reshape(-1, order="F").tolist()
        if fmt in UNIT_SECONDS:
            one, many = _UNIT_NAMES[fmt]
            unit = UNIT_SECONDS[fmt]
            return [f"{_short_g(s / unit)} {one if s == unit else many}" for s in flat]
        return [_timer(s, fmt) for s in flat]

    def matlab_fieldnames(self) -> list[str]:
        return ["Format"]

    def __matlab_property__(self, name: str) -> Any:
        if name == "Format":
            return char_row(self.fmt or DEFAULT)
        raise MException("MATLAB:noSuchMethodOrField",
                         f"Unrecognized method, property, or field '{name}' for class 'duration'.")

    def __matlab_property_set__(self, name: str, value: Any) -> DurationArray:
        if name == "Format":
            return DurationArray(self.secs, valid_format(to_str(value)))
        raise MException("MATLAB:noSuchMethodOrField",
                         f"Unrecognized method, property, or field '{name}' for class 'duration'.")
