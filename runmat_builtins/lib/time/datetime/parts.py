"""year, month, day, hour, minute, second: one date or time component of a datetime array."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.time.datetime._value import DatetimeArray, components
from runmat_builtins.spec import Example

CATEGORY = "time/datetime"


def _part(t: Any, key: str, fname: str) -> np.ndarray:
    if not isinstance(t, DatetimeArray):
        raise MException(f"MATLAB:{fname}:InvalidInput", f"{fname} requires a datetime array.")
    return components(t.secs)[key].reshape(t.shape, order="F")


def _define(fname: str, key: str, what: str, example: str, out: str) -> None:
    def body(t: Any) -> np.ndarray:
        return _part(t, key, fname)

    body.__name__ = fname
    body.__doc__ = f"The {what} of each datetime."
    runtime_builtin(
        name=fname, category=CATEGORY,
        summary=f"The {what} of each element of a datetime array (NaN for NaT).",
        keywords=[fname, "datetime", "component", "date part"],
        related=["datetime", "year", "month", "day", "hour", "minute", "second", "datevec"],
        signatures=[f"v = {fname}(T)"],
        examples=[Example(code=example, output=out)],
        accel={"kind": "host-only"},
    )(body)
    globals()[fname] = body


_T = "t = datetime(2024, 3, 15, 10, 45, 30);\n"
for _name, _key, _what, _out in (("year", "y", "year number", "v = 2024\n"),
                                 ("month", "mo", "month number (1 to 12)", "v = 3\n"),
                                 ("day", "d", "day of the month", "v = 15\n"),
                                 ("hour", "h", "hour (0 to 23)", "v = 10\n"),
                                 ("minute", "mi", "minute (0 to 59)", "v = 45\n"),
                                 ("second", "s", "second, with its fraction", "v = 30\n")):
    _define(_name, _key, _what, _T + f"v = {_name}(t)", _out)
