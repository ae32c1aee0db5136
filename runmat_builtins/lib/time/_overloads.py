"""Builtins and operators on datetime and duration arrays (the guard routes every call with one
of them here before the builtin's body runs; ``NotImplemented`` lets the body run).

MATLAB's rules: datetime - datetime is a duration; datetime +/- duration (or numbers of
24-hour days) is a datetime; durations add, scale and divide; comparisons need two values of
one class (date text compares as a datetime); structural builtins (transpose, reshape, sort,
min, max, unique ...) act on the underlying values and keep the class and Format."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins import errors
from runmat_builtins.dispatch import call_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.strings.core._text import char_matrix, is_cell, is_char, is_string
from runmat_builtins.values import STRING_DTYPE, cell_array, char_row, class_of


def _types() -> tuple[type, type]:
    from runmat_builtins.lib.time.datetime._value import DatetimeArray  # cycle: time.datetime._value imports this module
    from runmat_builtins.lib.time.duration._value import DurationArray  # cycle: time.duration._value imports this module

    return DatetimeArray, DurationArray


def _undefined(name: str, args: tuple) -> MException:
    kinds = ", ".join(f"'{class_of(a)}'" for a in args)
    return MException("MATLAB:UndefinedFunction",
                      f"Undefined function '{name}' for input arguments of type {kinds}.")


def _plain(a: Any) -> bool:
    return type(a) is float or type(a) is bool or (isinstance(a, np.ndarray) and a.dtype.kind in "biuf")


def _is_text(a: Any) -> bool:
    return is_char(a) or is_string(a) or is_cell(a)


def _first(args: tuple, cls: type) -> Any:
    return next(a for a in args if isinstance(a, cls))


def _add(name: str, a: Any, b: Any) -> Any:
    DT, DU = _types()
    sign = 1.0 if name == "plus" else -1.0
    op = lambda x, y: call_builtin(name, x, y)  # noqa: E731  (implicit expansion and its errors)
    if isinstance(a, DT):
        if isinstance(b, DT):
            if sign > 0:
                raise MException("MATLAB:datetime:DatetimeAdditionNotDefined",
                                 "Addition is not defined between datetime arrays.")
            return DU(op(a.secs, b.secs))
        if isinstance(b, DU) or _plain(b):
            return DT(op(a.secs, DU.coerce(b)), a.fmt)
        if name == "minus":
            return DU(op(a.secs, DT.coerce(b, a)))
        raise _undefined(name, (a, b))
    if isinstance(b, DT):
        if sign > 0 and (isinstance(a, DU) or _plain(a)):
            return DT(op(DU.coerce(a), b.secs), b.fmt)
        if name == "minus" and not isinstance(a, DU) and not _plain(a):
            return DU(op(DT.coerce(a, b), b.secs))
        raise MException("MATLAB:datetime:SubtractionNotDefined",
                         "Subtraction of a datetime from a duration or a number is not defined.")
    fmt = (a if isinstance(a, DU) else b).fmt
    return DU(op(DU.coerce(a), DU.coerce(b)), fmt)


def _scale(name: str, a: Any, b: Any) -> Any:
    DT, DU = _types()
    if isinstance(a, DT) or isinstance(b, DT):
        raise _undefined(name, (a, b))
    if name in ("times", "mtimes"):
        if isinstance(a, DU) and isinstance(b, DU):
            raise _undefined(name, (a, b))
        d, k = (a, b) if isinstance(a, DU) else (b, a)
        return DU(call_builtin(name, d.secs, k) if d is a else call_builtin(name, k, d.secs), d.fmt)
    if name in ("rdivide", "mrdivide"):
        if isinstance(a, DU) and isinstance(b, DU):
            return call_builtin(name, a.secs, b.secs)
        if isinstance(a, DU) and _plain(b):
            return DU(call_builtin(name, a.secs, b), a.fmt)
    raise _undefined(name, (a, b))


def _compare(name: str, a: Any, b: Any) -> Any:
    DT, DU = _types()
    cls = DT if isinstance(a, DT) or isinstance(b, DT) else DU
    like = _first((a, b), cls)
    try:
        x, y = cls.coerce(a, like), cls.coerce(b, like)
    except MException:
        if name in ("eq", "ne"):
            raise MException(f"MATLAB:{cls.matlab_class}:InvalidComparison",
                             f"Comparison is not defined between {cls.matlab_class} and that type.") from None
        raise
    return call_builtin(name, x, y)


def _leading(v: Any) -> float | None:
    """The first element of a colon operand's values (seconds), None for an empty one."""
    flat = np.asarray(v).reshape(-1)
    return float(flat[0]) if flat.size else None


def _colon(*args: Any) -> Any:
    DT, DU = _types()
    first, last = args[0], args[-1]
    cls = DT if any(isinstance(a, DT) for a in args) else DU
    like = first if isinstance(first, cls) else _first(args, cls)
    # like numeric colon: an array operand gives its first element, an empty one an empty range
    a, b = _leading(cls.coerce(first, like)), _leading(cls.coerce(last, like))
    step = _leading(DU.coerce(args[1])) if len(args) == 3 else 86400.0  # a:b steps one day
    if a is None or b is None or step is None or step == 0 or (b - a) / step < 0 or not np.isfinite(a + b + step):
        return like.like(np.zeros((1, 0)))
    n = int(np.floor((b - a) / step * (1 + 1e-12) + 1e-10))
    return like.like((a + step * np.arange(n + 1)).reshape(1, -1))


def _first_output(name: str, args: tuple, nargout: int) -> Any:
    """Structural builtins: run on the values, keep the class and Format of the first output."""
    DT, DU = _types()
    like = next(a for a in args if isinstance(a, (DT, DU)))
    cls = type(like)
    if name in _CONCAT:  # every value converts to the first time value's class, as [a, b] does
        skip = 1 if name == "cat" else 0
        plain = list(args[:skip]) + [_as_class_of(a, like) for a in args[skip:]]
    else:
        plain = [cls.coerce(a, like) if isinstance(a, (DT, DU)) or _paired_data(name, k, a) else a
                 for k, a in enumerate(args)]
    out = call_builtin(name, *plain, nargout=max(nargout, 1))
    if nargout <= 1:
        return like.like(out)
    return (like.like(out[0]),) + tuple(out[1:])


def _paired_data(name: str, k: int, a: Any) -> bool:
    """The second value of union/intersect/setdiff/min/max(A, B) is data of the time value's
    class (date text, numbers of days, or MATLAB's error); later arguments are options, and
    min/max(A, [], DIM) has an empty placeholder."""
    if name not in _PAIRED or k > 1:
        return False
    return not (name in ("min", "max") and k == 1 and type(a) is np.ndarray and a.size == 0 and a.dtype.kind != "U")


def _as_class_of(a: Any, like: Any) -> Any:
    if hasattr(type(a), "__matlab_as_class_of__"):  # missing: NaT / NaN
        a = a.__matlab_as_class_of__(like)
    from runmat_builtins.lib.time._array import as_block  # cycle: time._array imports this module

    return as_block(type(like).coerce(a, like))


_CONCAT = frozenset(("horzcat", "vertcat", "cat"))
_PAIRED = frozenset(("min", "max", "horzcat", "vertcat", "cat", "union", "intersect", "setdiff"))
_STRUCTURAL = frozenset(("transpose", "ctranspose", "reshape", "sort", "min", "max", "unique", "fliplr",
                         "flipud", "flip", "repmat", "circshift", "squeeze", "permute", "horzcat", "vertcat",
                         "cat", "union", "intersect", "setdiff", "median", "mean", "cummax", "cummin"))


def _mean_like(name: str, args: tuple, nargout: int) -> Any:
    DT, DU = _types()
    t = args[0]
    if name in ("sum", "cumsum", "abs", "uminus", "uplus", "floor", "ceil", "round", "fix") and not isinstance(t, DU):
        raise _undefined(name, args)
    out = call_builtin(name, t.secs, *args[1:])
    return t.like(out)


def _to_days(name: str, args: tuple, nargout: int) -> Any:
    """datenum / datestr / datevec / weekday of datetimes: the same builtin on serial day numbers."""
    DT, _ = _types()
    if name == "datenum" and isinstance(args[0], DT):
        return args[0].datenum()
    rest = tuple(a.datenum() if isinstance(a, DT) else a for a in args)
    return call_builtin(name, *rest, nargout=max(nargout, 1) if nargout else 1)


def _text(name: str, args: tuple, nargout: int) -> Any:
    t = args[0]
    texts = t.texts()
    if name == "char":
        return char_row(texts[0]) if len(texts) == 1 else char_matrix(texts)
    if name == "string":
        return np.array(texts, dtype=STRING_DTYPE).reshape(t.shape, order="F")
    return cell_array([char_row(s) for s in texts], t.shape)


def _predicate(name: str, args: tuple, nargout: int) -> Any:
    DT, DU = _types()
    t = args[0]
    if len(args) > 1:  # isfinite(x, d, ...): one input only, whatever the time values among them
        raise MException(errors.TOO_MANY_INPUTS, errors.TOO_MANY_INPUTS_MSG)
    if name == "isnan" and isinstance(t, DT):
        raise _undefined(name, args)
    return call_builtin(name, t.secs)


def _isequal(name: str, args: tuple, nargout: int) -> Any:
    """Equal only to values of the same time class and size (a time value is among the
    arguments, so a first argument of another class already differs from it)."""
    first = args[0]
    if not isinstance(first, _types()):
        return False
    for b in args[1:]:
        if type(b) is not type(first) or b.shape != first.shape:
            return False
        same = first.secs == b.secs
        if name == "isequaln":
            same = same | (np.isnan(first.secs) & np.isnan(b.secs))
        if not bool(np.all(same)):
            return False
    return True


def _ismember(name: str, args: tuple, nargout: int) -> Any:
    DT, DU = _types()
    like = _first(args, DT) if any(isinstance(a, DT) for a in args) else _first(args, DU)
    plain = [type(like).coerce(a, like) if k < 2 else a for k, a in enumerate(args)]
    return call_builtin(name, *plain, nargout=max(nargout, 1))


def _diff(name: str, args: tuple, nargout: int) -> Any:
    DT, DU = _types()
    t = args[0]
    out = call_builtin("diff", t.secs, *args[1:])
    return DU(out) if isinstance(t, DT) else t.like(out)


_BINARY = {"plus": _add, "minus": _add, "times": _scale, "mtimes": _scale, "rdivide": _scale,
           "mrdivide": _scale, "lt": _compare, "le": _compare, "gt": _compare, "ge": _compare,
           "eq": _compare, "ne": _compare}
_CALLS = {"sum": _mean_like, "cumsum": _mean_like, "abs": _mean_like, "uminus": _mean_like,
          "uplus": _mean_like, "floor": _mean_like, "ceil": _mean_like, "round": _mean_like, "fix": _mean_like,
          "datenum": _to_days, "datestr": _to_days, "datevec": _to_days, "weekday": _to_days,
          "char": _text, "string": _text, "cellstr": _text,
          "isnan": _predicate, "isinf": _predicate, "isfinite": _predicate,
          "isequal": _isequal, "isequaln": _isequal, "ismember": _ismember, "diff": _diff,
          "issorted": lambda n, a, k: call_builtin("issorted", a[0].secs, *a[1:])}


_FIRST = frozenset(("char", "string", "cellstr", "diff", "issorted"))  # read args[0] as the time value


def route(name: str, args: tuple, nargout: int, ctx: Any) -> Any:
    """The guard's route for calls with a datetime or duration argument (see the module docstring)."""
    from runmat_builtins.lib.time.calendar.calduration import CalendarDuration  # cycle: time.calendar.calduration imports this module

    if any(isinstance(a, CalendarDuration) for a in args):
        return NotImplemented  # calendar arithmetic (t + calmonths(1)) is calendarDuration's route
    f = _BINARY.get(name)
    if f is not None and len(args) == 2:
        return f(name, args[0], args[1])
    if name == "colon":
        return _colon(*args)
    if name in _STRUCTURAL:
        return _first_output(name, args, nargout)
    f = _CALLS.get(name)
    if f is not None:
        if name in _FIRST and not isinstance(args[0], _types()):
            # the time value is an option (char('a', t), diff(x, seconds(1))): the method of its
            # class runs on a first argument that is no time value
            raise _undefined(name, args)
        return f(name, args, nargout)
    return NotImplemented
