"""datevec and eomday: serial date numbers to date vectors, and the days in a month.

Both use the proleptic Gregorian calendar on MATLAB's serial day count (day 1 is
1-Jan-0000), with the year starting on March 1 inside the arithmetic so that leap days
fall at the end of a year (the algorithm Octave and MATLAB's datenum share)."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.strings.core._text import TextArray, is_cell, is_char, is_string
from runmat_builtins.numeric import class_name, to_numeric
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.values import as_array, char_row


def _numbers(v: Any, fname: str) -> np.ndarray:
    if class_name(v) not in ("double", "single", "int8", "int16", "int32", "int64", "uint8", "uint16",
                             "uint32", "uint64", "logical"):
        raise MException(f"MATLAB:{fname}:InvalidInput", f"{fname} requires numeric input.")
    return np.asarray(to_numeric(as_array(v), np), dtype=np.float64)


def datevec_of(n: np.ndarray) -> np.ndarray:
    """Rows [Y M D h mi s] of the serial date numbers ``n`` (a flat float array)."""
    z = np.floor(n) - 60.0
    a = np.floor((z - 0.25) / 36524.25)
    b = z - 0.25 + a - np.floor(a / 4)
    y = np.floor(b / 365.25)
    c = np.fix(b - np.floor(365.25 * y)) + 1
    m = np.fix((5 * c + 456) / 153)
    d = c - np.fix((153 * m - 457) / 5)
    y = y + (m > 12)
    m = np.where(m > 12, m - 12, m)
    frac = n - np.floor(n)
    tmps = np.abs(np.finfo(np.float64).eps * 86400.0 * n)
    tmps[tmps == 0] = 1.0
    srnd = 2.0 ** np.floor(-np.log2(tmps))
    s = np.round(86400.0 * frac * srnd) / srnd
    h = np.floor(s / 3600)
    s = s - 3600 * h
    mi = np.floor(s / 60)
    s = s - 60 * mi
    return np.stack([y, m, d, h, mi, s], axis=1)


@runtime_builtin(
    summary="Date vectors [Y M D H MI S] from serial date numbers or date text; [Y, M, D, H, MI, S] = datevec(...) splits them.",
    description="Each element of a numeric input gives one row; text (a char row, char matrix, cellstr or "
                "string array) is parsed in MATLAB's common date formats or the datestr-style FORMAT given.",
    keywords=["date", "vector", "calendar", "convert", "year month day"],
    related=["datenum", "datestr", "clock", "weekday", "eomday"],
    signatures=["V = datevec(D)", "V = datevec(T)", "V = datevec(T, F)", "[Y, M, D, H, MI, S] = datevec(D)"],
    errors=[ErrorSpec(identifier="MATLAB:datenum:ConvertDateString", when="date text is not in a recognized format")],
    examples=[Example(code="v = datevec(738000.5)", output="v =\n\n"
                                                           "        2020           7          28          12           0           0\n\n"),
              Example(code="[y, m, d] = datevec('2024-03-15')", output="y =\n\n"
                                                                       "        2024\n\n"
                                                                       "m =\n\n"
                                                                       "     3\n\n"
                                                                       "d =\n\n"
                                                                       "    15\n\n")],
)
def datevec(t: Any, fmt: Any = None, *, nargout: int = 1, ctx: Any = None) -> Any:
    if is_char(t) or is_string(t) or is_cell(t):
        from runmat_builtins.dispatch import call_builtin

        texts = TextArray.of(t, "datevec", rows=True).items
        args = () if fmt is None else (fmt,)
        n = np.array([float(call_builtin("datenum", char_row(tx or ""), *args, nargout=1, ctx=ctx)) for tx in texts])
        shape = (len(texts),)
    else:
        a = _numbers(t, "datevec")
        n = a.reshape(-1, order="F")
        shape = a.shape
    v = datevec_of(n)
    if nargout <= 1:
        return v
    cols = [v[:, k].reshape(shape if len(shape) >= 2 else (len(n), 1), order="F") for k in range(6)]
    return tuple(cols[:max(nargout, 1)])


_DAYS = np.array([31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31], dtype=np.float64)


@runtime_builtin(
    summary="Last day of the month (28 to 31) for years Y and months M, elementwise with implicit expansion.",
    keywords=["end of month", "days in month", "leap year", "calendar"],
    related=["datenum", "datevec", "weekday", "calendar"],
    signatures=["E = eomday(Y, M)"],
    errors=[ErrorSpec(identifier="MATLAB:eomday:InvalidMonth", when="a month is not an integer from 1 to 12")],
    examples=[Example(code="e = eomday(2024, 2)", output="e =\n\n    29\n\n"),
              Example(code="e = eomday(2023, 1:4)", output="e =\n\n    31    28    31    30\n\n")],
)
def eomday(y: Any, m: Any) -> Any:
    ya = _numbers(y, "eomday")
    ma = _numbers(m, "eomday")
    try:
        ya, ma = np.broadcast_arrays(ya, ma)
    except ValueError:
        raise MException("MATLAB:sizeDimensionsMustMatch", "Arrays have incompatible sizes for this operation.") from None
    if ma.size and (np.any(ma != np.floor(ma)) or np.any(ma < 1) or np.any(ma > 12)):
        raise MException("MATLAB:eomday:InvalidMonth", "Month must be an integer from 1 to 12.")
    leap = ((ya % 4 == 0) & (ya % 100 != 0)) | (ya % 400 == 0)
    e = _DAYS[ma.astype(np.int64) - 1] + ((ma == 2) & leap)
    return e.astype(np.float64)
