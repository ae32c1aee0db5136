"""The timetable value: a table whose rows are labelled by times (a datetime or duration column,
``T.Time``), and timerange, the row subscript that selects a span of times.

Rows subscript by number, mask, timerange or times (datetime/duration values or date text:
the rows at exactly those times). Every table operation keeps the row times of the rows it
keeps; growing a timetable by assignment gives the new rows NaT (or NaN durations)."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.errors import MException
from runmat_builtins.lib.strings.core._text import TextArray, is_cell, is_char, is_string
from runmat_builtins.lib.table._value import TableValue, check_names
from runmat_builtins.lib.time._array import TimeArray
from runmat_builtins.lib.time.duration._value import DurationArray
from runmat_builtins.values import StructArray, cell_array, char_row


class TimeRange:
    """timerange(START, END, TYPE): the times t with START <= t < END ('openright', the default),
    or the other ends as TYPE says ('closed', 'open', 'openleft', 'closedright', 'closedleft')."""

    __slots__ = ("start", "stop", "kind")
    matlab_class = "timerange"
    shape = (1, 1)
    size = 1
    ndim = 2

    def __init__(self, start: Any, stop: Any, kind: str) -> None:
        self.start, self.stop, self.kind = start, stop, kind

    def mask(self, times: TimeArray) -> np.ndarray:
        cls = type(times)
        lo = _bound(self.start, times, cls)
        hi = _bound(self.stop, times, cls)
        t = times.secs.reshape(-1)
        left = t >= lo if self.kind in ("closed", "openright", "closedleft") else t > lo
        right = t <= hi if self.kind in ("closed", "openleft", "closedright") else t < hi
        return left & right

    def __matlab_display_text__(self, name: str | None) -> str:
        return (f"{name} =\n\n" if name else "") + "  timetable timerange subscript\n\n"


def _bound(v: Any, like: TimeArray, cls: type) -> float:
    if isinstance(v, (float, int)) and not isinstance(v, bool) and v in (float("inf"), float("-inf")):
        return float(v)
    if isinstance(v, np.ndarray) and v.dtype.kind == "f" and v.size == 1 and np.isinf(v.flat[0]):
        return float(v.flat[0])
    try:
        return float(np.asarray(cls.coerce(v, like)).reshape(-1)[0])
    except MException:
        raise MException("MATLAB:timerange:MismatchRowTimesType",
                         "The timerange's start and end must be of the row times' type.") from None


class TimetableValue(TableValue):
    """A MATLAB timetable (see the module docstring)."""

    __slots__ = ("rowtimes", "timename")
    matlab_class = "timetable"

    def __init__(self, names: list[str], cols: list[Any], rowtimes: TimeArray, description: str = "",
                 timename: str = "Time") -> None:
        super().__init__(names, cols, None, description)
        self.rowtimes = rowtimes.like(rowtimes.secs.reshape(-1, 1))
        self.timename = timename

    @property
    def height(self) -> int:
        return int(self.rowtimes.secs.shape[0])

    def with_parts(self, names: list[str], cols: list[Any], rownames: list[str] | None) -> TableValue:
        if cols and cols[0].shape[0] != self.height:
            return TableValue(names, cols, rownames, self.description)
        out = TimetableValue(names, cols, self.rowtimes, self.description, self.timename)
        out.meta = self.meta
        return out

    def with_times(self, names: list[str], cols: list[Any], times: TimeArray) -> TimetableValue:
        out = TimetableValue(names, cols, times, self.description, self.timename)
        out.meta = self.meta
        return out

    def with_rows(self, names: list[str], cols: list[Any], rows: list[int]) -> TableValue:
        return self.with_times(names, cols, self.rowtimes.like(self.rowtimes.secs[rows]))

    def matlab_fieldnames(self) -> list[str]:
        return list(self.names) + ["Properties", self.timename]

    # ---- rows by time
    def row_index(self, v: Any, grow: bool = False) -> list[int]:
        if isinstance(v, TimeRange):
            return [int(i) for i in np.flatnonzero(v.mask(self.rowtimes))]
        if isinstance(v, TimeArray) or (is_char(v) and not (v.size == 1 and v.flat[0] == ":")) \
                or is_string(v) or is_cell(v):
            want = np.asarray(type(self.rowtimes).coerce(v, self.rowtimes)).reshape(-1, order="F")
            t = self.rowtimes.secs.reshape(-1)
            out: list[int] = []
            for w in want.tolist():
                out += [int(i) for i in np.flatnonzero(np.abs(t - w) < 1e-6)]
            return out
        return super().row_index(v, grow)

    # ---- properties
    def properties(self) -> StructArray:
        p = super().properties()
        d = dict(p.elems.item(0))
        d.pop("RowNames", None)
        d["DimensionNames"] = cell_array([char_row(self.timename), char_row("Variables")], (1, 2))
        d["RowTimes"] = self.rowtimes
        d["StartTime"] = self.rowtimes.like(self.rowtimes.secs[:1]) if self.height else self.rowtimes
        step = _regular_step(self.rowtimes)

        d["TimeStep"] = DurationArray(np.array([[step]]))
        d["SampleRate"] = 1.0 / step if step == step and step else float("nan")
        return StructArray.scalar(d)

    def __matlab_property__(self, name: str) -> Any:
        if name == self.timename and name not in self.names:
            return self.rowtimes
        return super().__matlab_property__(name)

    def __matlab_property_set__(self, name: str, value: Any) -> TableValue:
        if name == self.timename and name not in self.names:
            return self.with_times(self.names, self.cols, _times(value, self.height))
        return super().__matlab_property_set__(name, value)

    def _set_properties(self, props: Any) -> TableValue:
        if isinstance(props, StructArray) and props.elems.size == 1:
            d = dict(props.elems.item(0))
            times, timename = self.rowtimes, self.timename
            if "RowTimes" in d:
                times = _times(d.pop("RowTimes"), self.height)
            if "DimensionNames" in d:

                dims = TextArray.of(d.pop("DimensionNames"), "timetable").items
                timename = dims[0] or "Time"
            for k in ("StartTime", "TimeStep", "SampleRate"):
                d.pop(k, None)
            d.pop("RowNames", None)
            plain = TableValue(self.names, self.cols, None, self.description)
            plain.meta = self.meta
            base = plain._set_properties(StructArray.scalar(d))
            out = TimetableValue(base.names, base.cols, times, base.description, timename)
            out.meta = base.meta
            return out
        return super()._set_properties(props)

    def _assign(self, args: tuple, value_of: Any, rhs_names: list[str] | None = None, brace: bool = False) -> TableValue:
        out = super()._assign(args, value_of, rhs_names, brace)
        if out.cols and out.cols[0].shape[0] > self.height:  # grown: the new rows' times are missing
            extra = out.cols[0].shape[0] - self.height
            times = self.rowtimes.like(np.concatenate([self.rowtimes.secs, np.full((extra, 1), np.nan)]))
            return TimetableValue(out.names, out.cols, times, self.description, self.timename)
        return out

    # ---- display
    def __matlab_display_text__(self, name: str | None) -> str:
        return display_text(self, name)


def display_text(tt: TimetableValue, name: str | None) -> str:
    """MATLAB's display of a timetable: 'N×M timetable', then the row times as the first column."""
    h, w = tt.shape
    inner = TableValue([tt.timename] + tt.names, [tt.rowtimes] + tt.cols)
    head = f"  {h}\u00d7{w} timetable\n\n" + inner.body()
    return head if name is None else f"{name} =\n\n{head}"


def _regular_step(times: TimeArray) -> float:
    t = times.secs.reshape(-1)
    if t.size < 2:
        return float("nan")
    d = np.diff(t)
    return float(d[0]) if np.allclose(d, d[0], rtol=0, atol=1e-6) else float("nan")


def _times(v: Any, n: int) -> TimeArray:
    if not isinstance(v, TimeArray):
        raise MException("MATLAB:timetable:InvalidRowTimes", "Row times must be a datetime or duration vector.")
    if v.size != n:
        raise MException("MATLAB:timetable:IncorrectNumberOfRowTimes",
                         "The number of row times must match the number of rows of the timetable.")
    return v.like(v.secs.reshape(-1, 1))


def make_timetable(names: list[str], cols: list[Any], times: TimeArray, timename: str = "Time") -> TimetableValue:
    check_names(names)
    if timename in names:
        raise MException("MATLAB:table:DuplicateDimnamesVarnames",
                         f"The name '{timename}' names both the row times and a variable.")
    n = times.size
    for c in cols:
        if c.shape[0] != n:
            raise MException("MATLAB:table:RowDimensionMismatch",
                             "All timetable variables must have one row per row time.")
    return TimetableValue(names, cols, times, "", timename)
