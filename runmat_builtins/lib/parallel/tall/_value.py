"""The tall array value: a lazy ``dask.array`` of rows, MATLAB's display, and the object protocol.

A ``TallArray`` holds a 2-D dask array chunked along dimension 1 (``data``), or, for a tall
array whose values are known without computing (``tall(X)`` of an in-memory array, the size of
an array whose size is known), that in-memory array (``value``). ``rows`` names where its rows
come from: two tall arrays combine elementwise only when their rows are the same rows (MATLAB:
same source, indexed the same way); ``ONE_ROW`` marks a result of height 1 (a reduction), which
combines with any tall array. Nothing here imports dask: :mod:`._dask` does, on first use.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_accel.overloads import Overloaded
from runmat_builtins.dispatch import call_builtin
from runmat_builtins.display import disp_text
from runmat_builtins.errors import MException
from runmat_builtins.values import class_of

ONE_ROW = ("one-row",)
PREVIEW_ROWS = 8  # MATLAB previews the first 8 rows of a tall array whose values are known


class TallArray(Overloaded):
    """A tall array (``class(t)`` is 'tall'); see the module docstring."""

    @classmethod
    def __matlab_function__(cls, name: str, args: tuple, nargout: int, ctx: Any) -> Any:
        # imported here, not at the top: the overloads' module imports this class
        from runmat_builtins.lib.parallel.tall._ops import overload  # cycle: parallel.tall._ops imports this module

        return overload(name, args, nargout, ctx)

    __slots__ = ("_data", "value", "rows", "dtype", "shape")
    matlab_class = "tall"
    ndim = 2

    def __init__(self, data: Any = None, rows: Any = None, value: np.ndarray | None = None) -> None:
        self._data = data
        self.value = value
        self.rows = rows
        src = value if value is not None else data
        self.dtype = src.dtype
        # (rows, columns); rows is NaN while unknown (after a logical mask)
        self.shape = tuple(float("nan") if d != d else int(d) for d in src.shape)

    @property
    def data(self) -> Any:
        """The dask array (made from ``value`` on first use)."""
        if self._data is None:
            from runmat_builtins.lib.parallel.tall._dask import from_array

            self._data = from_array(self.value)
        return self._data

    @property
    def size(self) -> float:
        r, c = self.shape
        return r * c

    @property
    def known_rows(self) -> bool:
        return self.shape[0] == self.shape[0]

    # -- object protocol (runmat_builtins/lib/containers/map.py lists it) -----------------
    def __matlab_subsref__(self, args: tuple) -> Any:
        from runmat_builtins.lib.parallel.tall._index import subsref  # cycle: parallel.tall._index imports this module

        return subsref(self, args)

    def __matlab_subsasgn__(self, args: tuple, rhs: Any) -> Any:
        from runmat_builtins.lib.parallel.tall._index import subsasgn  # cycle: parallel.tall._index imports this module

        return subsasgn(self, args, rhs)

    def __matlab_end__(self, k: int, n: int) -> float:
        from runmat_builtins.lib.parallel.tall._index import end_of  # cycle: parallel.tall._index imports this module

        return end_of(self, k, n)

    def __matlab_brace__(self, args: tuple) -> Any:
        raise MException("MATLAB:bigdata:array:SubsrefBracesNotSupported",
                         "Brace indexing is not supported for tall arrays of this type.")

    @staticmethod
    def __matlab_concat__(rows: list) -> Any:
        parts = [call_builtin("horzcat", *r) for r in rows if r]
        return parts[0] if len(parts) == 1 else call_builtin("vertcat", *parts)

    def __matlab_display_text__(self, name: str | None = None) -> str:
        return display(self, name)

    def __repr__(self) -> str:
        return f"<tall {size_text(self.shape)} {_class_name(self.dtype)}>"


def _class_name(dtype: np.dtype) -> str:
    return class_of(np.zeros((0, 0), dtype=dtype))


def size_text(shape: tuple) -> str:
    """MATLAB's size of a tall array: thousands separated, an unknown row count as M."""
    r, c = shape
    return ("M" if r != r else f"{r:,}") + "×" + f"{c:,}"


def _kind(shape: tuple) -> str:
    r, c = shape
    if r == 1 and c == 1:
        return ""
    if c == 1:
        return " column vector"
    if r == 1:
        return " row vector"
    return " matrix"


def display(t: TallArray, name: str | None) -> str:
    """MATLAB's display of a tall array: its size and class, then the first rows when its values
    are known, else ``?`` for each value and 'Preview deferred. Learn more.'"""
    cls = _class_name(t.dtype)
    r, c = t.shape
    head = f"  tall {cls}" if (r, c) == (1, 1) else f"  {size_text(t.shape)} tall {cls}{_kind(t.shape)}"
    if t.value is not None:
        body = _preview(t.value)
        tail = ""
    else:
        body = _unknown(t.shape)
        tail = "\nPreview deferred. Learn more.\n"
    text = f"{head}\n\n{body}{tail}"
    return f"{name} =\n\n{text}\n" if name is not None else text


def _preview(value: np.ndarray) -> str:
    shown = value[:PREVIEW_ROWS]
    lines = disp_text(shown).rstrip("\n").split("\n")
    if value.shape[0] <= PREVIEW_ROWS:
        return "\n".join(lines) + "\n"
    return "\n".join(lines) + "\n" + _colons(lines[-1], value.shape[1]) * 2


def _colons(line: str, ncols: int) -> str:
    """A row of ':' under the middle of each column of a displayed row ('more rows follow')."""
    words = []  # (start, end) of each number in the row
    begin = None
    for i, ch in enumerate(line + " "):
        if ch != " " and begin is None:
            begin = i
        elif ch == " " and begin is not None:
            words.append((begin, i))
            begin = None
    if len(words) != ncols:  # a common scale factor or an unusual layout: evenly spaced
        return "    " + "    ".join([":"] * min(ncols, 8)) + "\n"
    out = [" "] * words[-1][1]
    for b, e in words:
        out[(b + e - 1) // 2] = ":"
    return "".join(out).rstrip() + "\n"


def _unknown(shape: tuple) -> str:
    r, c = shape
    nr = 3 if r != r or r > 3 else int(r)
    nc = min(int(c), 8)
    row = "    " + "    ".join(["?"] * nc) + "\n"
    more = "    " + "    ".join([":"] * nc) + "\n"
    return row * nr + (more * 2 if r != r or r > 3 else "")
