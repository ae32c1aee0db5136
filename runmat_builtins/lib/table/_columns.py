"""What the table functions need of one variable (a column block): its class, rows taken,
blocks stacked, default values of a type, missing-ness, and one row as a MATLAB value."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.errors import MException
from runmat_builtins.lib.strings.core._text import char_text, is_char, is_string
from runmat_builtins.lib.table._value import _stack_cells, as_column
from runmat_builtins.lib.time._array import TimeArray
from runmat_builtins.values import STRING_DTYPE, StructArray, cell_array, char_row, class_of

_INTS = ("int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64")


def _by_rows(a: np.ndarray) -> np.ndarray:
    """A block as rows x columns (numpy cannot infer -1 for zero rows)."""
    return a.reshape(a.shape[0], int(np.prod(a.shape[1:])) if a.ndim > 1 else 1)


def take(col: Any, idx: Any) -> Any:
    """Rows ``idx`` (0-based positions) of one variable."""
    idx = list(idx) if not isinstance(idx, np.ndarray) else idx
    if isinstance(col, TimeArray):
        return col.like(col.secs[idx].reshape(len(idx), -1))
    if isinstance(col, StructArray):
        return StructArray(col.fields, col.elems[idx].reshape(len(idx), -1))
    if hasattr(col, "take_rows"):
        return col.take_rows(idx)
    return col[idx].reshape((len(idx),) + col.shape[1:])


def vstack(parts: list) -> Any:
    """Variable blocks stacked by rows (the first part's class; time values convert)."""
    first = parts[0]
    if isinstance(first, TimeArray):
        blocks = []
        for p in parts:
            secs = np.asarray(type(first).coerce(p, first), dtype=np.float64)
            rows = np.shape(p)[0] if not isinstance(p, TimeArray) else p.shape[0]
            blocks.append(secs.reshape(rows, secs.size // rows if rows else 1))
        return first.like(np.concatenate(blocks, axis=0))
    if hasattr(first, "vstack_rows"):
        return first.vstack_rows(parts)
    if first.dtype == object or any(getattr(p, "dtype", None) == object for p in parts):
        return np.concatenate([p if p.dtype == object else _as_cells(p) for p in parts], axis=0)
    try:
        return np.concatenate(parts, axis=0)
    except TypeError:  # classes NumPy cannot join (double and string): MATLAB's vertcat rules decide
        from runmat_builtins.dispatch import call_builtin

        return call_builtin("vertcat", *parts)
    except ValueError:
        raise MException("MATLAB:table:VertcatSizeMismatch",
                         "All tables being vertically concatenated must have the same variable sizes.") from None


def _as_cells(a: np.ndarray) -> np.ndarray:
    out = np.empty(a.shape, dtype=object)
    for i in np.ndindex(a.shape):
        out[i] = a[i]
    return out


def default_of(type_name: str, n: int) -> Any:
    """``n`` rows of the default value of a type, as table('Size', ...) preallocates them."""
    t = type_name.lower()
    if t in ("double", "single") or t in _INTS:
        return np.zeros((n, 1), dtype=np.float32 if t == "single" else np.float64 if t == "double" else t)
    if t in ("doublenan", "singlenan"):
        return np.full((n, 1), np.nan, dtype=np.float32 if t == "singlenan" else np.float64)
    if t == "logical":
        return np.zeros((n, 1), dtype=bool)
    if t == "string":
        return np.full((n, 1), None, dtype=STRING_DTYPE)
    if t in ("cell", "cellstr"):
        return cell_array([np.zeros((0, 0)) if t == "cell" else char_row("") for _ in range(n)], (n, 1))
    if t == "char":
        return cell_array([char_row("") for _ in range(n)], (n, 1))
    if t == "datetime":
        from runmat_builtins.lib.time.datetime._value import DatetimeArray

        return DatetimeArray(np.full((n, 1), np.nan))
    if t == "duration":
        from runmat_builtins.lib.time.duration._value import DurationArray

        return DurationArray(np.zeros((n, 1)))
    if t == "calendarduration":
        from runmat_builtins.lib.time.calendar.calduration import CalendarDuration

        return CalendarDuration.zeros((n, 1))
    if t == "struct":
        elems = np.empty((n, 1), dtype=object)
        for i in range(n):
            elems[i, 0] = {}
        return StructArray([], elems)
    raise MException("MATLAB:table:InvalidVarType",
                     f"Specify variable types as 'double', 'single', 'logical', 'string', 'cell', 'cellstr', "
                     f"'datetime', 'duration', an integer type or 'struct'; '{type_name}' is not one.")


def kind(col: Any) -> str:
    """MATLAB's class of a variable ('cell' for text cells)."""
    return class_of(col)


def is_numeric(col: Any) -> bool:
    return isinstance(col, np.ndarray) and col.dtype.kind in "biufc"


def missing(col: Any) -> np.ndarray:
    """Per row: is any element of the row missing (NaN, NaT, <missing>, '')?"""
    if isinstance(col, TimeArray):
        return np.isnan(col.secs).any(axis=1)
    if isinstance(col, np.ndarray):
        if col.dtype.kind in "fc":
            return np.isnan(col).reshape(col.shape[0], -1).any(axis=1)
        if is_string(col):
            return np.array([any(e is None for e in r) for r in _by_rows(col)], dtype=bool)
        if col.dtype == object:
            return np.array([all(is_char(e) and e.size == 0 for e in r) for r in _by_rows(col)],
                            dtype=bool)
    return np.zeros(np.shape(col)[0], dtype=bool)


def key_values(col: Any) -> list:
    """One hashable, orderable key per row (first column for blocks): numbers, texts or seconds;
    None for a missing key."""
    if isinstance(col, TimeArray):
        v = col.secs[:, 0]
        return [None if x != x else float(x) for x in v.tolist()]
    if hasattr(col, "group_keys"):
        return col.group_keys()
    if is_string(col):
        return [None if e is None else str(e) for e in _by_rows(col)[:, 0]]
    if col.dtype == object:
        out = []
        for e in _by_rows(col)[:, 0]:
            if is_char(e):
                out.append(char_text(e) if e.size else None)  # '' is a missing key (findgroups: NaN)
            elif is_string(e) and e.size == 1:
                out.append(e.flat[0])
            else:
                raise MException("MATLAB:findgroups:GroupTypeIncorrect",
                                 "A grouping variable must be a vector of numbers, logicals, text, datetimes or durations.")
        return out
    a = _by_rows(col)
    if a.shape[1] != 1:
        return [tuple(r) for r in a.tolist()]
    vals = a[:, 0].tolist()
    if col.dtype.kind == "b":
        return [bool(x) for x in vals]
    return [None if isinstance(x, float) and x != x else x for x in vals]


def row_value(col: Any, i: int) -> Any:
    """Row ``i`` of a variable as the value a function gets (a cell's content for a 1-wide cell)."""
    part = take(col, [i])
    if isinstance(part, np.ndarray) and part.dtype == object and part.size == 1:
        return part.flat[0]
    return part


def from_values(vals: list, fname: str) -> Any:
    """A variable of one row per value (values stack by rows; text stays a cell column)."""
    if not vals:
        return np.zeros((0, 1))
    cells = np.empty(len(vals), dtype=object)
    for k, v in enumerate(vals):
        cells[k] = v
    if all(isinstance(v, np.ndarray) and v.dtype == object for v in vals):
        return np.concatenate([v.reshape(1, -1) for v in vals], axis=0)
    if all(is_char(v) for v in vals):
        return cell_array(list(vals), (len(vals), 1))
    if all(isinstance(v, TimeArray) for v in vals):
        return vstack([as_column(v, fname) if v.shape[0] == 1 else v for v in vals])
    if all(type(v) in (float, bool, complex) or isinstance(v, np.ndarray) and v.dtype.kind in "biufcT"
           and v.shape[0] == 1 for v in vals):
        return as_column(_stack_cells(cells), fname)
    return cell_array(list(vals), (len(vals), 1))
