"""datetime, NaT, isdatetime, isnat: making datetime arrays and asking what they are."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.dispatch import call_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.strings.core._text import option_name
from runmat_builtins.lib.time.datetime._value import (
    DAY, DatetimeArray, now_secs, parse_texts, secs_of, text_items, today_secs,
)
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.values import as_array, to_str

_OPTIONS = ("Format", "InputFormat", "ConvertFrom", "TimeZone", "Locale", "PivotYear")
_EPOCH_POSIX = 719529.0 * DAY  # datenum of 1-Jan-1970
_EPOCH_EXCEL = 693960.0 * DAY  # datenum of 0-Jan-1900 (Excel day 1 is 1-Jan-1900, leap bug kept)


def _numbers(v: Any) -> np.ndarray:
    if not (type(v) in (float, bool) or type(v) is np.ndarray and v.dtype.kind in "biuf"):
        raise MException("MATLAB:datetime:InvalidNumericData",
                         "Numeric inputs must be real numbers; text needs a single argument or 'InputFormat'.")
    return np.asarray(as_array(v), dtype=np.float64)


def _split_options(args: tuple) -> tuple[list, dict[str, Any]]:
    data = list(args)
    opts: dict[str, Any] = {}
    while len(data) >= 2 and not isinstance(data[-2], DatetimeArray):
        name = option_name(data[-2], _OPTIONS)
        if name is None:
            break
        opts[name] = data[-1]
        del data[-2:]
    return data, opts


def _convert_from(x: np.ndarray, kind: str) -> np.ndarray:
    kind = kind.lower()
    if kind == "datenum":
        return x * DAY
    if kind == "posixtime":
        return x + _EPOCH_POSIX
    if kind in ("excel", "excel1900"):
        return x * DAY + _EPOCH_EXCEL - np.where(x > 60, DAY, 0.0)
    if kind == "yyyymmdd":
        y, rest = np.divmod(x, 10000)
        m, d = np.divmod(rest, 100)
        return secs_of(y, m, d)
    raise MException("MATLAB:datetime:InvalidConvertFrom",
                     f"'{kind}' is not a supported 'ConvertFrom' type: use 'datenum', 'posixtime', 'excel' or 'yyyymmdd'.")


@runtime_builtin(
    summary="Points in time: datetime('now'), datetime(Y, M, D[, H, MI, S[, MS]]), datetime(TEXT), "
            "datetime(X, 'ConvertFrom', 'datenum').",
    description="Components are arrays with implicit expansion (out-of-range values carry, as in "
                "datenum). Text is read in MATLAB's common forms ('2024-01-15', '15-Jan-2024 10:30:00', "
                "'01/15/2024') or with 'InputFormat' (LDML letters: yyyy MM dd HH mm ss); 'Format' sets "
                "the display, which by default is 'dd-MMM-uuuu HH:mm:ss', shown without the time when "
                "every element is at midnight. Date vectors (N-by-3 or N-by-6) give a column. "
                "'ConvertFrom' reads 'datenum', 'posixtime', 'excel' or 'yyyymmdd' numbers. Time zones "
                "are not modelled (local time; 'TimeZone' may only be '' or 'local').",
    keywords=["date", "time", "timestamp", "calendar", "now", "today"],
    related=["duration", "datenum", "datestr", "datevec", "NaT", "days", "hours"],
    signatures=["t = datetime", "t = datetime(relativeDay)", "t = datetime(DateStrings)",
                "t = datetime(DateStrings, 'InputFormat', infmt)", "t = datetime(DateVectors)",
                "t = datetime(Y, M, D)", "t = datetime(Y, M, D, H, MI, S)", "t = datetime(Y, M, D, H, MI, S, MS)",
                "t = datetime(X, 'ConvertFrom', dateType)", "t = datetime(..., 'Format', fmt)"],
    errors=[ErrorSpec(identifier="MATLAB:datetime:UnrecognizedDateStringSuggestion",
                      when="date text is in no recognized format and no 'InputFormat' is given"),
            ErrorSpec(identifier="MATLAB:datetime:ParseErr", when="date text does not match 'InputFormat'")],
    examples=[Example(code="t = datetime(2014, 6, 28, 6:7, 0, 0)",
                      output="t =\n\n  1\u00d72 datetime array\n\n   28-Jun-2014 06:00:00   28-Jun-2014 07:00:00\n\n"),
              Example(code="t = datetime('2024-01-15') + days(3)", output="t =\n\n  datetime\n\n   18-Jan-2024\n\n"),
              Example(code="t = datetime(738000.5, 'ConvertFrom', 'datenum');\ndisp(t)", output="   28-Jul-2020 12:00:00\n")],
    effects=["time"],
)
def datetime(*args: Any) -> DatetimeArray:
    data, opts = _split_options(args)
    fmt = to_str(opts["format"]) if "format" in opts else None
    if fmt is not None:
        fmt = None if fmt == "default" else "dd-MMM-uuuu" if fmt == "defaultdate" else fmt
    zone = to_str(opts["timezone"]) if "timezone" in opts else ""
    if zone not in ("", "local"):
        raise MException("RunMat:datetime:timeZoneUnsupported", "Time zones other than local are not supported.")
    if not data:
        return DatetimeArray(now_secs(), fmt)
    first = data[0]
    if isinstance(first, DatetimeArray) and len(data) == 1:
        return DatetimeArray(first.secs, fmt or first.fmt)
    texts = text_items(first)
    if texts is not None and len(data) == 1:
        infmt = to_str(opts["inputformat"]) if "inputformat" in opts else None
        secs = parse_texts(texts.items, infmt)
        shape = (1, 1) if len(texts.items) == 1 else texts.shape if len(texts.shape) >= 2 else (len(texts.items), 1)
        return DatetimeArray(secs.reshape(shape, order="F"), fmt or infmt)
    if "convertfrom" in opts:
        if len(data) != 1:
            raise MException("MATLAB:datetime:InvalidConvertFrom", "'ConvertFrom' takes one numeric array.")
        return DatetimeArray(_convert_from(_numbers(first), to_str(opts["convertfrom"])), fmt)
    nums = [_numbers(v) for v in data]
    if len(nums) == 1:
        v = nums[0]
        if v.ndim == 2 and v.shape[1] in (3, 6):
            return DatetimeArray(secs_of(*[v[:, k] for k in range(v.shape[1])]).reshape(-1, 1), fmt)
        raise MException("MATLAB:datetime:InvalidNumericData",
                         "A numeric input must be date vectors (N-by-3 or N-by-6) or use 'ConvertFrom'.")
    if len(nums) not in (3, 6, 7):
        raise MException("MATLAB:datetime:WrongNumInputs",
                         "Specify Y, M, D or Y, M, D, H, MI, S (or with MS) as numeric arrays.")
    if len(nums) == 7:
        nums = nums[:5] + [nums[5] + nums[6] / 1000.0]
    try:
        shape = np.broadcast_shapes(*[n.shape for n in nums])
    except ValueError:
        raise MException("MATLAB:datetime:InputSizeMismatch",
                         "Numeric input data must all be the same size, or any of them can be scalar.") from None
    return DatetimeArray(secs_of(*nums).reshape(shape), fmt)


@runtime_builtin(
    summary="Not-a-Time: a datetime array of missing values, NaT, NaT(N) or NaT(M, N).",
    keywords=["missing", "datetime", "not a time"], related=["datetime", "isnat", "NaN"],
    signatures=["t = NaT", "t = NaT(N)", "t = NaT(M, N)"],
    examples=[Example(code="t = [datetime(2024, 1, 1), NaT]",
                      output="t =\n\n  1\u00d72 datetime array\n\n   01-Jan-2024           NaT\n\n")],
)
def NaT(*dims: Any) -> DatetimeArray:
    return DatetimeArray(call_builtin("NaN", *dims) if dims else np.nan)


@runtime_builtin(
    summary="True for a datetime array.",
    keywords=["datetime", "class", "predicate"], related=["datetime", "isduration", "isnat"],
    signatures=["tf = isdatetime(X)"],
    examples=[Example(code="tf = isdatetime(datetime(2024, 1, 1))", output="tf =\n\n  logical\n\n   1\n\n")],
    accel={"kind": "meta"},
)
def isdatetime(x: Any) -> bool:
    return isinstance(x, DatetimeArray)


@runtime_builtin(
    summary="True where a datetime array holds NaT (Not-a-Time).",
    keywords=["missing", "datetime", "NaT"], related=["NaT", "isnan", "datetime"],
    signatures=["tf = isnat(T)"],
    errors=[ErrorSpec(identifier="MATLAB:datetime:isnat:InvalidInput", when="T is not a datetime array")],
    examples=[Example(code="tf = isnat([datetime(2024, 1, 1), NaT])", output="tf =\n\n"
                                                                             "  1×2 logical array\n\n"
                                                                             "   0   1\n\n")],
    accel={"kind": "meta"},
)
def isnat(t: Any) -> np.ndarray:
    if not isinstance(t, DatetimeArray):
        raise MException("MATLAB:datetime:isnat:InvalidInput", "Input must be a datetime array.")
    return np.isnan(t.secs)
