"""duration, days, hours, minutes, seconds, milliseconds, years, isduration: durations from
numbers (and back: days(D) of a duration is its length in days)."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.strings.core._text import option_name
from runmat_builtins.lib.time.duration._value import UNIT_SECONDS, DurationArray, valid_format
from runmat_builtins.spec import Example
from runmat_builtins.values import as_array, to_str



def _numbers(v: Any, fname: str) -> np.ndarray:
    if isinstance(v, DurationArray) or not (type(v) in (float, bool) or getattr(v, "dtype", None) is not None
                                            and v.dtype.kind in "biuf"):
        raise MException(f"MATLAB:{fname}:InvalidInput", f"{fname} requires numeric input.")
    return np.asarray(as_array(v), dtype=np.float64)


@runtime_builtin(
    summary="Lengths of time: duration(H, MI, S[, MS]) or duration(X) of an N-by-3 [H MI S] matrix.",
    description="Components are arrays with implicit expansion. The display is 'hh:mm:ss' unless "
                "'Format' says otherwise ('dd:hh:mm:ss', 'mm:ss', 'hh:mm', fractional seconds '.SSS', "
                "or one unit 'y', 'd', 'h', 'm', 's').",
    keywords=["time span", "elapsed", "interval", "hours minutes seconds"],
    related=["days", "hours", "minutes", "seconds", "years", "datetime"],
    signatures=["D = duration(H, MI, S)", "D = duration(H, MI, S, MS)", "D = duration(X)",
                "D = duration(..., 'Format', fmt)"],
    examples=[Example(code="d = duration(1, 30, 0)", output="d =\n\n  duration\n\n   01:30:00\n\n"),
              Example(code="d = duration(0, 0, 90.5, 'Format', 'mm:ss.SS');\ndisp(d)", output="   01:30.50\n")],
)
def duration(*args: Any) -> DurationArray:
    data = list(args)
    fmt = None
    if len(data) >= 2 and option_name(data[-2], ("Format",)) is not None:
        fmt = valid_format(to_str(data[-1]))
        del data[-2:]
    nums = [_numbers(v, "duration") for v in data]
    if len(nums) == 1:
        x = nums[0]
        if x.ndim != 2 or x.shape[1] != 3:
            raise MException("MATLAB:duration:InvalidNumericData", "A single numeric input must be an N-by-3 [H MI S] matrix.")
        return DurationArray((x[:, 0] * 3600 + x[:, 1] * 60 + x[:, 2]).reshape(-1, 1), fmt)
    if len(nums) not in (3, 4):
        raise MException("MATLAB:duration:WrongNumInputs", "Specify H, MI, S or H, MI, S, MS as numeric arrays.")
    try:
        parts = np.broadcast_arrays(*nums)
    except ValueError:
        raise MException("MATLAB:duration:InputSizeMismatch",
                         "Numeric input data must all be the same size, or any of them can be scalar.") from None
    secs = parts[0] * 3600 + parts[1] * 60 + parts[2] + (parts[3] / 1000.0 if len(parts) == 4 else 0.0)
    return DurationArray(secs, fmt)


def _define(fname: str, unit: str, seconds: float, what: str, example: str, out: str) -> None:
    def body(x: Any) -> Any:
        if isinstance(x, DurationArray):
            return x.secs / seconds
        return DurationArray(_numbers(x, fname) * seconds, unit)

    body.__name__ = fname
    body.__doc__ = f"Durations of X {what}, or a duration's length in {what}."
    runtime_builtin(
        name=fname,
        summary=f"A duration of X {what} (numbers in), or the length of a duration in {what} (duration in).",
        keywords=[fname, "duration", "unit", "convert"],
        related=["duration", "days", "hours", "minutes", "seconds", "years", "datetime"],
        signatures=[f"D = {fname}(X)", f"X = {fname}(D)"],
        examples=[Example(code=example, output=out)],
        accel={"kind": "host-only"},
    )(body)
    globals()[fname] = body


for _name, _unit, _secs, _what, _ex, _out in (
        ("years", "y", UNIT_SECONDS["y"], "fixed-length (365.2425-day) years", "d = years(2)", "d =\n\n  duration\n\n   2 yrs\n\n"),
        ("days", "d", 86400.0, "24-hour days", "d = days(2)", "d =\n\n  duration\n\n   2 days\n\n"),
        ("hours", "h", 3600.0, "hours", "x = hours(minutes(90))", "x =\n\n    1.5000\n\n"),
        ("minutes", "m", 60.0, "minutes", "d = minutes(5)", "d =\n\n  duration\n\n   5 min\n\n"),
        ("seconds", "s", 1.0, "seconds", "d = 0:seconds(30):minutes(1)",
         "d =\n\n  1\u00d73 duration array\n\n    0 sec   30 sec   60 sec\n\n"),
        ("milliseconds", "s", 1e-3, "milliseconds", "x = milliseconds(seconds(2))", "x =\n\n        2000\n\n")):
    _define(_name, _unit, _secs, _what, _ex, _out)


@runtime_builtin(
    summary="True for a duration array.",
    keywords=["duration", "class", "predicate"], related=["duration", "isdatetime"],
    signatures=["tf = isduration(X)"],
    examples=[Example(code="tf = isduration(hours(1))", output="tf =\n\n  logical\n\n   1\n\n")],
    accel={"kind": "meta"},
)
def isduration(x: Any) -> bool:
    return isinstance(x, DurationArray)
