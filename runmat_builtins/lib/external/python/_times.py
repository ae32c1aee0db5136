"""datetime and duration values across the Python line: NumPy's ``datetime64``/``timedelta64``
(pandas' ``Timestamp``/``Timedelta`` and ``DatetimeIndex`` are read as those) and the standard
library's ``datetime.datetime``/``datetime.timedelta``.

Out (``Session.workspace``, the Engine, table columns): a datetime array is a ``datetime64``
array of its MATLAB shape (a 1-by-1 one a ``numpy.datetime64``), NaT as NaT; a duration a
``timedelta64`` array (``numpy.timedelta64``), NaN as NaT. A datetime is kept here as seconds in
a double (about 8 microseconds of resolution in this century), so it leaves in the coarsest of
seconds, milliseconds and microseconds that holds every value to that resolution: a date that
came in whole seconds or milliseconds goes out exactly as it came. Durations leave in
nanoseconds (microseconds past 292 years). Time zones are not kept by this runtime's datetime:
a zoned value is refused (``TypeError``), as ``TimeZone`` other than local is.

In: ``datetime64`` arrays and scalars (any unit), naive ``datetime.datetime`` (and
``Timestamp``) -> datetime; ``timedelta64``, ``datetime.timedelta`` (``Timedelta``) -> duration.
A one-dimensional array is a row, as for other NumPy arrays.
"""

from __future__ import annotations

import datetime as dt
from typing import Any

import numpy as np
from runmat_builtins.lib.time.datetime._value import DatetimeArray, secs_of
from runmat_builtins.lib.time.duration._value import DurationArray

_NAT = np.iinfo(np.int64).min
_PER_SEC = {"s": 1, "ms": 1_000, "us": 1_000_000, "ns": 1_000_000_000}
_FACTOR = {"D": 86400 * 1_000_000_000, "h": 3600 * 1_000_000_000, "m": 60 * 1_000_000_000,
           "s": 1_000_000_000, "ms": 1_000_000, "us": 1_000, "ns": 1}


def _epoch() -> float:
    """Seconds from MATLAB's day 0 to 1970-01-01 (the NumPy epoch)."""
    return float(secs_of(1970.0, 1.0, 1.0))


# ------------------------------------------------------------------ out
def datetime_out(v: Any) -> Any:
    """A datetime array as ``datetime64`` (see the module docstring)."""
    secs = np.asarray(v.secs, dtype=np.float64)
    rel = secs - _epoch()
    finite = np.isfinite(rel)
    vals = rel[finite]
    unit = "us"
    if vals.size:
        tol = max(float(np.spacing(np.abs(secs[finite]).max())) * 2, 1e-9)
        for u in ("s", "ms"):
            k = _PER_SEC[u]
            if np.all(np.abs(vals * k - np.round(vals * k)) <= tol * k):
                unit = u
                break
    else:
        unit = "s"
    ints = np.full(rel.shape, _NAT, dtype=np.int64)
    ints[finite] = np.round(vals * _PER_SEC[unit]).astype(np.int64)
    out = ints.view(f"datetime64[{unit}]")
    return out[0, 0] if out.shape == (1, 1) else out


def duration_out(v: Any) -> Any:
    """A duration array as ``timedelta64`` (see the module docstring)."""
    secs = np.asarray(v.secs, dtype=np.float64)
    finite = np.isfinite(secs)
    unit = "ns" if not finite.any() or np.abs(secs[finite]).max() < 9e9 else "us"
    ints = np.full(secs.shape, _NAT, dtype=np.int64)
    ints[finite] = np.round(secs[finite] * _PER_SEC[unit]).astype(np.int64)
    out = ints.view(f"timedelta64[{unit}]")
    return out[0, 0] if out.shape == (1, 1) else out


# ------------------------------------------------------------------ in
def _seconds(a: np.ndarray) -> np.ndarray:
    """Seconds (float) of a datetime64/timedelta64 array of any unit, NaN for NaT."""
    unit, count = np.datetime_data(a.dtype)
    if unit not in _FACTOR:
        a = a.astype(("datetime64" if a.dtype.kind == "M" else "timedelta64") + "[s]")  # weeks, years...
        unit, count = "s", 1
    ints = np.ascontiguousarray(a).view(np.int64)
    nat = ints == _NAT
    ns_per = _FACTOR[unit] * count  # nanoseconds per tick
    if ns_per >= 1_000_000_000 and ns_per % 1_000_000_000 == 0:
        secs = ints.astype(np.float64) * (ns_per // 1_000_000_000)
    else:
        per = 1_000_000_000 // ns_per  # ticks per second (units below one second)
        whole, frac = np.divmod(ints, per)
        secs = whole.astype(np.float64) + frac.astype(np.float64) / per
    secs[nat] = np.nan
    return secs


def _block(a: np.ndarray) -> np.ndarray:
    return a.reshape(1, 1) if a.ndim == 0 else a.reshape(1, -1) if a.ndim == 1 else a


def datetime_in(a: Any) -> Any:
    """A ``datetime64`` array or scalar as a MATLAB datetime."""
    arr = _block(np.asarray(a))
    return DatetimeArray(_seconds(arr) + _epoch())


def duration_in(a: Any) -> Any:
    """A ``timedelta64`` array or scalar as a MATLAB duration."""
    return DurationArray(_seconds(_block(np.asarray(a))))


def is_time(x: Any) -> bool:
    """A value :func:`time_in` takes."""
    if isinstance(x, (np.ndarray, np.generic)):
        return x.dtype.kind in "Mm"
    return isinstance(x, (dt.datetime, dt.timedelta))


def time_in(x: Any) -> Any:
    """datetime64/timedelta64 (arrays, scalars), datetime.datetime, datetime.timedelta."""
    if isinstance(x, (np.ndarray, np.generic)):
        return datetime_in(x) if x.dtype.kind == "M" else duration_in(x)
    if isinstance(x, dt.datetime):
        if x.tzinfo is not None:
            raise TypeError("datetimes with a time zone are not supported (TimeZone other than local)")
        if x != x:  # pandas NaT
            return datetime_in(np.datetime64("NaT"))
        return datetime_in(np.datetime64(x.replace(tzinfo=None).isoformat(), "us")
                           if not hasattr(x, "to_datetime64") else x.to_datetime64())
    if isinstance(x, dt.timedelta):
        if hasattr(x, "to_timedelta64"):
            return duration_in(x.to_timedelta64())
        return duration_in(np.timedelta64(x, "us"))
    raise TypeError(f"a Python {type(x).__name__} is not a time")
