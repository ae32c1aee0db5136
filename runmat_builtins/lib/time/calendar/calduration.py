"""calendarDuration: lengths of time in calendar units (months, days) that have no fixed length
until added to a date, plus an exact time part; calyears, calquarters, calmonths, calweeks,
caldays and calendarDuration make them.

MATLAB's rules: datetime + calendarDuration adds the months first (a day past the new month's
end becomes its last day: 31-Jan + 1mo is 28/29-Feb), then the days, then the time; calendar
durations add componentwise and scale by numbers; they display as '1y 2mo 3d 4h 5m 6s'."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_accel.overloads import Overloaded
from runmat_builtins import errors
from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.strings.core._text import TextArray, option_name
from runmat_builtins.lib.time.datetime._value import DAY, DatetimeArray, components, secs_of
from runmat_builtins.lib.time.duration._value import DurationArray
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.values import char_row, class_of, to_str



def _ix() -> Any:
    import runmat_builtins.indexing as ix

    return ix


def _block(x: Any) -> np.ndarray:
    if not (isinstance(x, (int, float, bool, np.number, np.bool_))
            or (isinstance(x, np.ndarray) and x.dtype.kind in "biuf")):
        raise MException("MATLAB:calendarDuration:InvalidInput",
                         "Inputs must be numeric arrays of calendar units.")
    a = np.asarray(x, dtype=np.float64)
    return a.reshape(1, 1) if a.ndim == 0 else a.reshape(1, -1) if a.ndim == 1 else a


class CalendarDuration(Overloaded):
    """Months, days and seconds per element (arrays of one shape; NaN for a missing element)."""

    @classmethod
    def __matlab_function__(cls, name: str, args: tuple, nargout: int, ctx: Any) -> Any:
        return route(name, args, nargout, ctx)  # defined below, after the class

    __slots__ = ("months", "days", "secs", "fmt")
    matlab_class = "calendarDuration"

    def __init__(self, months: Any, days: Any, secs: Any, fmt: str | None = None) -> None:
        m, d, s = np.broadcast_arrays(_block(months), _block(days), _block(secs))
        self.months, self.days, self.secs = m.copy(), d.copy(), s.copy()
        self.fmt = fmt

    @classmethod
    def zeros(cls, shape: tuple[int, ...]) -> CalendarDuration:
        z = np.zeros(shape)
        return cls(z, z, z)

    @property
    def shape(self) -> tuple[int, ...]:
        return self.months.shape

    @property
    def size(self) -> int:
        return int(self.months.size)

    @property
    def ndim(self) -> int:
        return self.months.ndim

    def like(self, m: Any, d: Any, s: Any) -> CalendarDuration:
        return CalendarDuration(m, d, s, self.fmt)

    def _map(self, f: Any) -> CalendarDuration:
        return self.like(f(self.months), f(self.days), f(self.secs))

    @staticmethod
    def coerce(v: Any) -> CalendarDuration:
        """A calendarDuration, a duration (its time part) or numbers (days, as MATLAB reads them)."""
        if isinstance(v, CalendarDuration):
            return v
        if isinstance(v, DurationArray):
            return CalendarDuration(0.0, 0.0, v.secs)
        if type(v) in (float, bool) or isinstance(v, np.ndarray) and v.dtype.kind in "biuf":
            a = _block(v)
            return CalendarDuration(np.zeros_like(a), a, np.zeros_like(a))
        raise MException("MATLAB:calendarDuration:InvalidComparison",
                         "Arithmetic and concatenation of calendarDuration need calendar durations, durations or numbers.")

    # ---- indexing
    def __matlab_subsref__(self, args: tuple) -> CalendarDuration:
        ix = _ix()
        return self._map(lambda a: ix.index(a, args))

    def __matlab_subsasgn__(self, args: tuple, rhs: Any) -> CalendarDuration:
        ix = _ix()
        if isinstance(rhs, np.ndarray) and rhs.dtype == np.float64 and rhs.size == 0:
            return self.__matlab_delete__(args)
        v = CalendarDuration.coerce(rhs)
        return self.like(_block(ix.assign(self.months, args, v.months)), _block(ix.assign(self.days, args, v.days)),
                         _block(ix.assign(self.secs, args, v.secs)))

    def __matlab_delete__(self, args: tuple) -> CalendarDuration:
        ix = _ix()
        return self._map(lambda a: ix.delete(a, args))

    @staticmethod
    def __matlab_concat__(rows: list) -> CalendarDuration:
        ix = _ix()
        rows = [[CalendarDuration.coerce(x) for x in r] for r in rows if r]
        first = rows[0][0]

        def cat(attr: str) -> np.ndarray:
            parts = [ix.cat_values([getattr(x, attr) for x in r], 1) for r in rows]
            return parts[0] if len(parts) == 1 else ix.cat_values(parts, 0)

        return first.like(cat("months"), cat("days"), cat("secs"))

    def take_rows(self, idx: Any) -> CalendarDuration:
        return self.like(self.months[idx], self.days[idx], self.secs[idx])

    def group_keys(self) -> list:
        """(months, days, seconds) of each row's first element (None when missing): table grouping keys."""
        out = []
        for m, d, t in zip(self.months[:, 0].tolist(), self.days[:, 0].tolist(), self.secs[:, 0].tolist()):
            out.append(None if m != m or d != d or t != t else (m, d, t))
        return out

    def vstack_rows(self, parts: list) -> CalendarDuration:
        parts = [CalendarDuration.coerce(p) for p in parts]
        return self.like(*(np.concatenate([getattr(p, a) for p in parts], axis=0) for a in ("months", "days", "secs")))

    # ---- display
    def texts(self) -> list[str]:
        out = []
        for m, d, s in zip(self.months.reshape(-1, order="F"), self.days.reshape(-1, order="F"),
                           self.secs.reshape(-1, order="F")):
            out.append(element_text(float(m), float(d), float(s)))
        return out

    def __matlab_display_text__(self, name: str | None) -> str:
        return display_text(self, name)

    def matlab_fieldnames(self) -> list[str]:
        return ["Format"]

    def __matlab_property__(self, name: str) -> Any:
        if name == "Format":
            return char_row(self.fmt or "ymdt")
        raise MException("MATLAB:noSuchMethodOrField",
                         f"Unrecognized method, property, or field '{name}' for class 'calendarDuration'.")

    def __matlab_property_set__(self, name: str, value: Any) -> CalendarDuration:
        if name == "Format":
            return CalendarDuration(self.months, self.days, self.secs, to_str(value))
        raise MException("MATLAB:noSuchMethodOrField",
                         f"Unrecognized method, property, or field '{name}' for class 'calendarDuration'.")


def _num(x: float) -> str:
    return str(int(x)) if x == int(x) else f"{x:.4g}"


def element_text(m: float, d: float, s: float) -> str:
    """'1y 2mo 3d 4h 5m 6s' (zero parts left out; '0d' when all are zero; NaN for missing,
    Inf/-Inf for an infinite part)."""
    if m != m or d != d or s != s:
        return "NaN"
    inf = {v > 0 for v in (m, d, s) if v in (float("inf"), float("-inf"))}
    if inf:  # an infinite part: the element is Inf or -Inf (NaN when they disagree)
        return "NaN" if len(inf) > 1 else ("Inf" if inf.pop() else "-Inf")
    parts = []
    y = int(m / 12)
    mo = m - 12 * y
    if y:
        parts.append(f"{y}y")
    if mo:
        parts.append(f"{_num(mo)}mo")
    if d:
        parts.append(f"{_num(d)}d")
    if s:
        sign = -1 if s < 0 else 1
        a = abs(s)
        h = int(a // 3600)
        mi = int((a - 3600 * h) // 60)
        sec = round(a - 3600 * h - 60 * mi, 9)
        for v, unit in ((h, "h"), (mi, "m"), (sec, "s")):
            if v:
                parts.append(f"{'-' if sign < 0 else ''}{_num(v)}{unit}")
    return " ".join(parts) if parts else "0d"


def display_text(c: CalendarDuration, name: str | None) -> str:
    """MATLAB's display of a calendarDuration array (the element texts in a grid)."""
    t = c.texts()
    body = ""
    if t:
        w = max(len(s) for s in t)
        rows = c.shape[0]
        cols = c.size // rows if rows else 0
        body = "\n".join("   " + "   ".join(t[i + j * rows].rjust(w) for j in range(cols)) for i in range(rows)) + "\n"
    if name is None:
        return body
    if c.size == 1:
        head = "  calendarDuration\n\n"
    else:
        dims = "\u00d7".join(str(d) for d in c.shape)
        head = f"  {dims} {'empty ' if c.size == 0 else ''}calendarDuration array\n\n"
    return f"{name} =\n\n{head}" + (body + "\n" if body else "")


# ------------------------------------------------------------------ arithmetic with dates
def shift_months(secs: np.ndarray, months: np.ndarray) -> np.ndarray:
    """Datetimes (seconds since day 0) moved by whole calendar months, the day clamped to the
    new month's last day (31-Jan + 1mo = 28-Feb or 29-Feb)."""
    secs, months = np.broadcast_arrays(secs, months)
    shape = secs.shape
    c = components(secs)
    total = c["y"] * 12 + (c["mo"] - 1) + months.reshape(-1, order="F")
    y = np.floor(total / 12)
    mo = total - 12 * y + 1
    last = _days_in_month(y, mo)
    d = np.minimum(c["d"], last)
    out = secs_of(y, mo, d) + c["h"] * 3600 + c["mi"] * 60 + c["s"]
    out = np.where(np.isnan(secs.reshape(-1, order="F")), np.nan, out)
    return out.reshape(shape, order="F")


def _days_in_month(y: np.ndarray, mo: np.ndarray) -> np.ndarray:
    leap = ((y % 4 == 0) & (y % 100 != 0)) | (y % 400 == 0)
    base = np.array([31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31], dtype=np.float64)
    safe = np.where(np.isnan(mo), 1, mo).astype(int)
    return base[safe - 1] + ((safe == 2) & leap)


def add_to_datetime(t: Any, c: CalendarDuration, sign: float) -> Any:
    months = sign * c.months
    secs = t.secs
    try:
        np.broadcast_shapes(secs.shape, months.shape)
    except ValueError:
        raise MException("MATLAB:sizeDimensionsMustMatch", "Arrays have incompatible sizes for this operation.") from None
    whole = np.where(np.isnan(months), 0.0, months)
    out = shift_months(secs, whole) + sign * c.days * DAY + sign * c.secs
    out = np.where(np.isnan(months) | np.isnan(c.days), np.nan, out)
    return t.like(out)


def _types() -> tuple[type, type]:
    return DatetimeArray, DurationArray


def _plain(a: Any) -> bool:
    return type(a) in (float, bool) or isinstance(a, np.ndarray) and a.dtype.kind in "biuf"


def _arith(name: str, a: Any, b: Any) -> Any:
    DT, _ = _types()
    if name in ("plus", "minus"):
        sign = 1.0 if name == "plus" else -1.0
        if isinstance(a, DT):
            return add_to_datetime(a, CalendarDuration.coerce(b), sign)
        if isinstance(b, DT):
            if name == "minus":
                raise MException("MATLAB:datetime:SubtractionNotDefined",
                                 "Subtraction of a datetime from a calendarDuration is not defined.")
            return add_to_datetime(b, CalendarDuration.coerce(a), 1.0)
        x, y = CalendarDuration.coerce(a), CalendarDuration.coerce(b)
        fmt = (a if isinstance(a, CalendarDuration) else b).fmt
        return CalendarDuration(x.months + sign * y.months, x.days + sign * y.days, x.secs + sign * y.secs, fmt)
    if name in ("times", "mtimes"):
        c, k = (a, b) if isinstance(a, CalendarDuration) else (b, a)
        if not _plain(k):
            raise _undefined(name, (a, b))
        k = _block(k)
        return c.like(c.months * k, c.days * k, c.secs * k)
    if name in ("rdivide", "mrdivide") and isinstance(a, CalendarDuration) and _plain(b):
        k = _block(b)
        return a.like(a.months / k, a.days / k, a.secs / k)
    raise _undefined(name, (a, b))


def _undefined(name: str, args: tuple) -> MException:
    kinds = ", ".join(f"'{class_of(a)}'" for a in args)
    return MException("MATLAB:UndefinedFunction", f"Undefined function '{name}' for input arguments of type {kinds}.")


def _colon(args: tuple) -> Any:
    """t1:step:t2 with a calendar step: dates t1 + k*step up to t2."""
    DT, _ = _types()
    if len(args) != 3 or not isinstance(args[0], DT):
        raise _undefined("colon", args)
    start, step, stop = args
    step = CalendarDuration.coerce(step)
    stop_at = np.asarray(DT.coerce(stop, start)).reshape(-1)
    if start.secs.size == 0 or stop_at.size == 0 or step.months.size == 0:
        return start.like(np.zeros((1, 0)))  # an empty operand: an empty range, as numeric colon gives
    end = float(stop_at[0])
    t0 = float(start.secs.reshape(-1)[0])
    m, d, sec = (float(x.flat[0]) for x in (step.months, step.days, step.secs))
    if t0 != t0 or end != end or not all(np.isfinite((m, d, sec))):
        return start.like(np.zeros((1, 0)))
    up = m + d + sec > 0
    if m == 0 and d == 0 and sec == 0:  # a zero step: an empty range, as 1:0:5 is
        return start.like(np.zeros((1, 0)))
    # how many steps reach the end: a month is 28 to 31 days, so count with its mean length, check
    # that count against the array size limit before any work (MATLAB refuses the size), then
    # build a tenth more and keep those up to the end
    mean = m * 30.436875 * 86400.0 + d * 86400.0 + sec
    span = end - t0
    if mean == 0 or (span > 0) != (mean > 0) and span != 0:
        n = 1
    else:
        est = span / mean
        from runmat_builtins.limits import check_array_size, max_possible_error

        if not est < 2.0**62:
            raise max_possible_error()
        check_array_size((1, int(est) + 1), 8)
        n = int(est * 1.1) + 3
    k = np.arange(n, dtype=np.float64).reshape(1, -1)
    vals = add_to_datetime(start, CalendarDuration(m * k, d * k, sec * k, step.fmt), 1.0).secs.reshape(-1)
    past = np.isnan(vals) | ((vals > end + 1e-6) if up else (vals < end - 1e-6))
    stop_k = int(np.argmax(past)) if past.any() else vals.size
    return start.like(vals[:stop_k].reshape(1, -1))


def _split(c: CalendarDuration, units: Any, nargout: int) -> Any:
    names = [(u or "").lower() for u in TextArray.of(units, "split").items]
    m, d, s = c.months.copy(), c.days.copy(), c.secs.copy()
    out = []
    for u in names:
        if u in ("years", "year"):
            v = np.fix(m / 12)
            m = m - 12 * v
        elif u in ("quarters", "quarter"):
            v = np.fix(m / 3)
            m = m - 3 * v
        elif u in ("months", "month"):
            v, m = m, np.zeros_like(m)
        elif u in ("weeks", "week"):
            v = np.fix(d / 7)
            d = d - 7 * v
        elif u in ("days", "day"):
            v, d = d, np.zeros_like(d)
        elif u in ("time",):
            from runmat_builtins.lib.time.duration._value import DurationArray

            out.append(DurationArray(s))
            s = np.zeros_like(s)
            continue
        else:
            raise MException("MATLAB:calendarDuration:split:InvalidUnits",
                             f"'{u}' is not a calendar unit: use 'years', 'quarters', 'months', 'weeks', 'days' or 'time'.")
        out.append(v)
    if nargout <= 1:
        if all(isinstance(o, np.ndarray) for o in out) and c.size == 1:
            return np.array([[float(np.asarray(o).reshape(-1)[0]) for o in out]])
        if len(out) == 1:
            return out[0]
        return np.concatenate([np.asarray(o).reshape(-1, 1) for o in out], axis=1)
    return tuple(out[:nargout])


_STRUCT = ("transpose", "ctranspose", "reshape", "repmat", "fliplr", "flipud", "flip", "circshift", "squeeze")


def _isequal(name: str, args: tuple) -> bool:
    """isequal / isequaln: every argument the same size and value as the first; a value that is
    no calendar duration (nor converts to one) is unequal, never an error."""
    try:
        vals = [CalendarDuration.coerce(a) for a in args]
    except MException:
        return False
    x = vals[0]
    for y in vals[1:]:
        if x.shape != y.shape:
            return False
        same = np.ones(np.shape(x.months), dtype=bool)
        for p, q in ((x.months, y.months), (x.days, y.days), (x.secs, y.secs)):
            same &= (p == q) | (name == "isequaln") & np.isnan(p) & np.isnan(q)
        if not bool(np.all(same)):
            return False
    return True


def route(name: str, args: tuple, nargout: int, ctx: Any) -> Any:
    """Builtins and operators with a calendarDuration argument (see the module docstring)."""
    if name in ("plus", "minus", "times", "mtimes", "rdivide", "mrdivide") and len(args) == 2:
        return _arith(name, args[0], args[1])
    if name == "uminus":
        return args[0]._map(lambda a: -a)
    if name == "colon":
        return _colon(args)
    if name == "split" and isinstance(args[0], CalendarDuration) and len(args) == 2:
        return _split(args[0], args[1], nargout)
    if name in ("horzcat", "vertcat"):
        return CalendarDuration.__matlab_concat__([list(args)] if name == "horzcat" else [[a] for a in args])
    if name in _STRUCT and isinstance(args[0], CalendarDuration):
        from runmat_builtins.dispatch import call_builtin

        c = args[0]
        return c._map(lambda a: call_builtin(name, a, *args[1:]))
    if name in ("isequal", "isequaln"):
        return _isequal(name, args)
    if name in ("eq", "ne"):
        if len(args) != 2:
            return NotImplemented  # the builtin's own count error (eq(a), eq(a, b, c))
        x, y = (CalendarDuration.coerce(a) for a in args[:2])
        same = (x.months == y.months) & (x.days == y.days) & (x.secs == y.secs)
        return same if name == "eq" else ~same
    if name in ("isnan", "ismissing"):
        if name == "isnan" and len(args) > 1:  # isnan(x) takes one input, whatever its class
            raise MException(errors.TOO_MANY_INPUTS, errors.TOO_MANY_INPUTS_MSG)
        c = args[0]
        if not isinstance(c, CalendarDuration):
            return NotImplemented  # ismissing(A, INDICATOR): a calendarDuration indicator, A's builtin
        return np.isnan(c.months) | np.isnan(c.days) | np.isnan(c.secs)
    if name in ("char", "string", "cellstr"):
        if not isinstance(args[0], CalendarDuration) or name == "cellstr" and len(args) > 1:
            return NotImplemented  # cellstr(x, c, ...), char('a', c): the builtin's own input checks
        from runmat_builtins.values import STRING_DTYPE, cell_array, char_row

        t = args[0].texts()
        if name == "char":
            from runmat_builtins.lib.strings.core._text import char_matrix

            return char_row(t[0]) if len(t) == 1 else char_matrix(t)
        if name == "string":
            return np.array(t, dtype=STRING_DTYPE).reshape(args[0].shape, order="F")
        return cell_array([char_row(s) for s in t], args[0].shape)
    if name == "time" and isinstance(args[0], CalendarDuration):
        from runmat_builtins.lib.time.duration._value import DurationArray

        return DurationArray(args[0].secs)
    return NotImplemented





# ------------------------------------------------------------------ constructors
def _count(x: Any, fname: str) -> np.ndarray:
    if isinstance(x, CalendarDuration) or not _plain(x):
        raise MException(f"MATLAB:{fname}:InvalidInput", f"Input to {fname} must be numeric.")
    a = _block(x)
    if np.any(np.isfinite(a) & (a != np.fix(a))):
        raise MException("MATLAB:calendarDuration:NonIntegerCalDurations",
                         f"Input to {fname} must contain integer values.")
    return a


def _of(x: Any, fname: str, months: float, days: float) -> Any:
    if isinstance(x, CalendarDuration):
        # calmonths(L): the whole months of L (and calyears, calquarters alike); caldays its days
        if months:
            return np.fix(x.months / months)
        return np.fix(x.days / days)
    a = _count(x, fname)
    z = np.zeros_like(a)
    return CalendarDuration(a * months, a * days, z)


def _unit(name: str, months: float, days: float, **fields: Any) -> Any:
    """Register one calendar unit (calyears, calquarters, calmonths, calweeks, caldays):
    ``name(N)`` makes calendar durations of N units, ``name(L)`` counts L's whole units."""
    def body(x: Any) -> Any:
        return _of(x, name, months, days)

    body.__name__ = body.__qualname__ = name
    return runtime_builtin(name=name, signatures=[f"L = {name}(N)", f"N = {name}(L)"],
                           accel={"kind": "host-only"}, **fields)(body)


calyears = _unit(
    "calyears", 12.0, 0.0,
    summary="Calendar durations of whole years: L = calyears(N) (12 calendar months each).",
    keywords=["calendar", "years", "calendarDuration", "date arithmetic"],
    related=["calmonths", "caldays", "years", "datetime"],
    errors=[ErrorSpec(identifier="MATLAB:calendarDuration:NonIntegerCalDurations", when="N is not whole")],
    examples=[Example(code="t = datetime(2020, 2, 29) + calyears(1);\ndisp(char(t))", output="28-Feb-2021\n")],
)


calquarters = _unit(
    "calquarters", 3.0, 0.0,
    summary="Calendar durations of whole quarters: L = calquarters(N) (3 calendar months each).",
    keywords=["calendar", "quarters", "calendarDuration"],
    related=["calmonths", "calyears"],
    examples=[Example(code="t = datetime(2024, 1, 15) + calquarters(2);\ndisp(char(t))", output="15-Jul-2024\n")],
)


calmonths = _unit(
    "calmonths", 1.0, 0.0,
    summary="Calendar durations of whole months: L = calmonths(N); added to a date, a day past the "
            "new month's end becomes its last day.",
    keywords=["calendar", "months", "calendarDuration", "date arithmetic", "add months"],
    related=["calyears", "caldays", "datetime", "split"],
    errors=[ErrorSpec(identifier="MATLAB:calendarDuration:NonIntegerCalDurations", when="N is not whole")],
    examples=[Example(code="t = datetime(2024, 1, 31) + calmonths(1:3);\ndisp(char(t))",
                      output="29-Feb-2024\n31-Mar-2024\n30-Apr-2024\n"),
              Example(code="L = calmonths(14);\ndisp(char(L))", output="1y 2mo\n")],
)


calweeks = _unit(
    "calweeks", 0.0, 7.0,
    summary="Calendar durations of whole weeks: L = calweeks(N) (7 calendar days each).",
    keywords=["calendar", "weeks", "calendarDuration"],
    related=["caldays", "calmonths"],
    examples=[Example(code="t = datetime(2024, 12, 30) + calweeks(1);\ndisp(char(t))", output="06-Jan-2025\n")],
)


caldays = _unit(
    "caldays", 0.0, 1.0,
    summary="Calendar durations of whole days: L = caldays(N).",
    keywords=["calendar", "days", "calendarDuration"],
    related=["calweeks", "calmonths", "days"],
    examples=[Example(code="L = calmonths(2) + caldays(35);\ndisp(char(L))", output="2mo 35d\n"),
              Example(code="t = datetime(2014, 6, 28) + calmonths(2) + caldays(35);\ndisp(char(t))",
                      output="02-Oct-2014\n")],
)


@runtime_builtin(
    summary="Calendar durations from components: L = calendarDuration(Y, M, D[, H, MI, S]) or (Y, M, D, T) with T a duration.",
    keywords=["calendar", "calendarDuration", "years months days"],
    related=["calmonths", "caldays", "duration"],
    signatures=["L = calendarDuration(Y, M, D)", "L = calendarDuration(Y, M, D, H, MI, S)",
                "L = calendarDuration(Y, M, D, T)", "L = calendarDuration(X)"],
    errors=[ErrorSpec(identifier="MATLAB:calendarDuration:InvalidNumInputs", when="the number of components is not 1, 3, 4 or 6")],
    examples=[Example(code="L = calendarDuration(1, 2, 3, 4, 5, 6);\ndisp(char(L))", output="1y 2mo 3d 4h 5m 6s\n")],
)
def calendarDuration(*args: Any) -> CalendarDuration:
    data = list(args)
    fmt = None
    if len(data) >= 2 and option_name(data[-2], ("Format",)) is not None:
        fmt = to_str(data[-1])
        del data[-2:]
    _, DU = _types()
    if len(data) == 1:
        x = _block(data[0])
        if x.shape[1] not in (3, 6):
            raise MException("MATLAB:calendarDuration:InvalidNumericMatrix", "A numeric matrix input must have 3 or 6 columns.")
        data = [x[:, k:k + 1] for k in range(x.shape[1])]
    if len(data) == 4 and isinstance(data[3], DU):
        y, m, d = (_block(v) for v in data[:3])
        return CalendarDuration(y * 12 + m, d, data[3].secs, fmt)
    if len(data) not in (3, 6):
        raise MException("MATLAB:calendarDuration:InvalidNumInputs", "Specify Y, M, D or Y, M, D, H, MI, S.")
    parts = [_block(v) for v in data]
    y, m, d = parts[:3]
    secs = parts[3] * 3600 + parts[4] * 60 + parts[5] if len(parts) == 6 else np.zeros_like(y)
    return CalendarDuration(y * 12 + m, d, secs, fmt)


@runtime_builtin(
    summary="True for a calendarDuration array.",
    keywords=["calendarDuration", "class", "predicate"], related=["calmonths", "isduration", "isdatetime"],
    signatures=["tf = iscalendarduration(X)"],
    examples=[Example(code="fprintf('%d\\n', iscalendarduration(calmonths(1)))", output="1\n")],
    accel={"kind": "meta"},
)
def iscalendarduration(x: Any) -> bool:
    return isinstance(x, CalendarDuration)
