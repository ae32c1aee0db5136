"""Values with no plain-Python counterpart across the Python line (docs/python-api.md, "Tables,
times, categoricals and maps"): maps as ``dict``, tables and categoricals as pandas objects, times as
NumPy ``datetime64``/``timedelta64``. ``runmat_builtins.values`` converts everything else; a host
(``runmat_vm.Session``) installs this module there (``install_rich``), so the values layer never
imports the library. The conversions themselves live in ``_maps``, ``_pandas`` and ``_times``,
each imported with the first value it converts."""

from __future__ import annotations

from typing import Any

OUT_CLASSES = frozenset({"containers.Map", "dictionary", "table", "timetable", "categorical", "datetime",
                         "duration"})


def out(v: Any, cls: str, convert: Any) -> Any:
    """A value of class ``cls`` (one of OUT_CLASSES) as Python; ``convert`` converts elements."""
    if cls == "containers.Map" or cls == "dictionary":
        from ._maps import map_out

        return map_out(v, convert)
    if cls == "datetime" or cls == "duration":
        from . import _times

        return _times.datetime_out(v) if cls == "datetime" else _times.duration_out(v)
    from . import _pandas

    if cls == "categorical":
        return _pandas.categorical_out(v)
    return _pandas.table_out(v, convert)


def takes(x: Any) -> bool:
    """Does :func:`into` convert ``x``? (pandas objects, times; a dict read from a Map or with
    keys other than str)"""
    import datetime as dt

    if isinstance(x, dict):
        return type(x) is not dict or not all(isinstance(k, str) for k in x)
    if type(x).__module__.partition(".")[0] == "pandas":
        return True
    if isinstance(x, (dt.datetime, dt.timedelta)):
        return True
    return getattr(getattr(x, "dtype", None), "kind", "") in ("M", "m") and hasattr(x, "shape")


def into(x: Any, convert: Any) -> Any:
    """``x`` (what :func:`takes` accepts) as a MATLAB value; ``convert`` converts elements."""
    if isinstance(x, dict):
        from ._maps import map_in

        return map_in(x, convert)
    if type(x).__module__.partition(".")[0] == "pandas":
        from ._pandas import from_pandas

        return from_pandas(x, convert)
    from ._times import time_in

    return time_in(x)
