"""Group bins: a grouping variable's values put in bins before grouping (groupsummary and
groupcounts 'groupbins'): calendar periods of datetimes ('year', 'month', 'dayname' ...) or
numeric edges ([0 10 20]: [0, 10) and [10, 20])."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.dispatch import call_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.strings.core._text import option_text
from runmat_builtins.lib.time._array import TimeArray
from runmat_builtins.lib.time.datetime._value import DatetimeArray, components
from runmat_builtins.values import cell_array, char_row

SCHEMES = ("year", "quarter", "month", "week", "day", "hour", "minute", "second", "dayname", "monthname",
           "dayofweek", "dayofmonth", "dayofyear", "monthofyear", "hourofday", "none")
_MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
           "November", "December")
_DAYS = ("Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday")


def is_scheme(v: Any) -> bool:
    if option_text(v) in SCHEMES:
        return True
    return isinstance(v, np.ndarray) and v.dtype.kind in "iuf" and v.size > 1


def binned(col: Any, scheme: Any) -> tuple[Any, str]:
    """The bin of each row as a variable (keys that sort chronologically, labels as text in a
    categorical where one exists) and the scheme's name for the output variable."""
    word = option_text(scheme)
    if word == "none":
        return col, ""
    if word is None:
        return _edges(col, np.asarray(scheme, dtype=np.float64).reshape(-1)), "disc"

    if not isinstance(col, DatetimeArray):
        raise MException("MATLAB:groupsummary:InvalidGroupBins", f"Binning by '{word}' needs a datetime grouping variable.")
    c = components(col.secs)
    y, mo, d, h, mi, s, wd, doy = (c[k] for k in ("y", "mo", "d", "h", "mi", "s", "wd", "doy"))
    mon = [m[:3] for m in _MONTHS]
    label = {
        "year": lambda i: f"{int(y[i])}",
        "quarter": lambda i: f"Q{int((mo[i] - 1) // 3) + 1}-{int(y[i])}",
        "month": lambda i: f"{mon[int(mo[i]) - 1]}-{int(y[i])}",
        "day": lambda i: f"{int(d[i]):02d}-{mon[int(mo[i]) - 1]}-{int(y[i])}",
        "hour": lambda i: f"{int(d[i]):02d}-{mon[int(mo[i]) - 1]}-{int(y[i])} {int(h[i]):02d}:00:00",
        "minute": lambda i: f"{int(d[i]):02d}-{mon[int(mo[i]) - 1]}-{int(y[i])} {int(h[i]):02d}:{int(mi[i]):02d}:00",
        "second": lambda i: f"{int(d[i]):02d}-{mon[int(mo[i]) - 1]}-{int(y[i])} {int(h[i]):02d}:{int(mi[i]):02d}:{int(s[i]):02d}",
        "week": lambda i: _week_label(col.secs.reshape(-1)[i], wd[i]),
        "dayname": lambda i: _DAYS[int(wd[i])], "dayofweek": lambda i: f"{int(wd[i]) + 1}",
        "monthname": lambda i: _MONTHS[int(mo[i]) - 1], "monthofyear": lambda i: f"{int(mo[i])}",
        "dayofmonth": lambda i: f"{int(d[i])}", "dayofyear": lambda i: f"{int(doy[i])}",
        "hourofday": lambda i: f"{int(h[i])}",
    }[word]
    key = {
        "year": y, "quarter": y * 4 + (mo - 1) // 3, "month": y * 12 + mo, "day": np.floor(col.secs.reshape(-1) / 86400),
        "hour": np.floor(col.secs.reshape(-1) / 3600), "minute": np.floor(col.secs.reshape(-1) / 60),
        "second": np.floor(col.secs.reshape(-1)), "week": np.floor(col.secs.reshape(-1) / 86400) - wd,
        "dayname": wd, "dayofweek": wd, "monthname": mo, "monthofyear": mo, "dayofmonth": d, "dayofyear": doy,
        "hourofday": h,
    }[word]
    texts = [None if key[i] != key[i] else label(i) for i in range(key.size)]
    return _labelled(np.asarray(key, dtype=np.float64), texts), word


def _week_label(secs: float, wd: float) -> str:
    start = np.floor(secs / 86400) * 86400 - wd * 86400
    return DatetimeArray(np.array([[start]]), "dd-MMM-uuuu").texts()[0]


def _edges(col: Any, edges: np.ndarray) -> Any:
    if isinstance(col, TimeArray) or not isinstance(col, np.ndarray) or col.dtype.kind not in "biuf":
        raise MException("MATLAB:groupsummary:InvalidGroupBins", "Numeric bin edges need a numeric grouping variable.")
    x = col.astype(np.float64).reshape(-1)
    k = np.searchsorted(edges, x, side="right") - 1
    k = np.where(x == edges[-1], edges.size - 2, k)  # the last bin includes its right edge
    ok = (k >= 0) & (k < edges.size - 1) & ~np.isnan(x)
    fmt = lambda v: f"{v:g}"  # noqa: E731
    texts = [f"[{fmt(edges[j])}, {fmt(edges[j + 1])}{']' if j == edges.size - 2 else ')'}" if good else None
             for j, good in zip(k.tolist(), ok.tolist())]
    return _labelled(np.where(ok, k, np.nan).astype(np.float64), texts)


class _Labelled:
    """A bin variable while grouping: sorts by ``key`` and shows ``texts`` (the output labels)."""

    __slots__ = ("key", "labels")

    def __init__(self, key: np.ndarray, labels: list) -> None:
        self.key, self.labels = key.reshape(-1), list(labels)

    @property
    def shape(self) -> tuple[int, int]:
        return (self.key.size, 1)

    def group_keys(self) -> list:
        return [None if v != v else float(v) for v in self.key.tolist()]

    def take_rows(self, idx: Any) -> _Labelled:
        idx = list(idx)
        return _Labelled(self.key[idx], [self.labels[i] for i in idx])

    def output(self) -> Any:
        """The labels as a categorical (in bin order) where categorical exists, else as text."""

        cells = cell_array([char_row(t or "") for t in self.labels], (len(self.labels), 1))
        order = []
        for t in self.labels:
            if t and t not in order:
                order.append(t)
        try:
            return call_builtin("categorical", cells, cell_array([char_row(t) for t in order], (1, len(order))))
        except MException:
            return cells


def _labelled(key: np.ndarray, texts: list) -> _Labelled:
    return _Labelled(key, texts)
