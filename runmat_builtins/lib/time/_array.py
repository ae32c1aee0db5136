"""What datetime and duration arrays share: a float64 array of seconds with a display format,
indexed, assigned, deleted, concatenated and displayed as MATLAB does for its arrays.

A datetime holds seconds since MATLAB's day 0 (datenum 0, 00:00 on 0-Jan-0000, proleptic
Gregorian calendar; NaT is NaN); a duration holds a length in seconds. Subclasses say how
other values convert to theirs (``coerce``), how one element reads (``texts``) and what
growth fills with (``FILL``)."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_accel.overloads import Overloaded
from runmat_builtins.errors import MException
from runmat_builtins.lib.time._overloads import route


def _ix() -> Any:
    import runmat_builtins.indexing as ix

    return ix


def as_block(x: Any) -> np.ndarray:
    """A float value (Python float or ndarray) as a float64 array of at least 2 dims."""
    a = np.asarray(x, dtype=np.float64)
    return a.reshape(1, 1) if a.ndim == 0 else a.reshape(1, -1) if a.ndim == 1 else a


class TimeArray(Overloaded):
    """Base of DatetimeArray and DurationArray (see the module docstring)."""

    @classmethod
    def __matlab_function__(cls, name: str, args: tuple, nargout: int, ctx: Any) -> Any:
        # imported here, not at the top: the overloads' module imports this class
        return route(name, args, nargout, ctx)

    __slots__ = ("secs", "fmt")
    matlab_class = "time"
    FILL = 0.0

    def __init__(self, secs: Any, fmt: str | None = None) -> None:
        self.secs = as_block(secs)
        self.fmt = fmt

    # ---- shape (size, numel, end and the shape builtins read these)
    @property
    def shape(self) -> tuple[int, ...]:
        return self.secs.shape

    @property
    def size(self) -> int:
        return int(self.secs.size)

    @property
    def ndim(self) -> int:
        return self.secs.ndim

    def like(self, secs: Any) -> TimeArray:
        return type(self)(secs, self.fmt)

    @classmethod
    def coerce(cls, v: Any, like: TimeArray | None = None) -> np.ndarray:  # pragma: no cover - abstract
        raise NotImplementedError

    def texts(self) -> list[str]:  # pragma: no cover - abstract
        raise NotImplementedError

    # ---- indexing protocols (runmat_vm.runtime, runmat_builtins.indexing)
    def __matlab_subsref__(self, args: tuple) -> TimeArray:
        return self.like(_ix().index(self.secs, args))

    def __matlab_subsasgn__(self, args: tuple, rhs: Any) -> TimeArray:
        ix = _ix()
        if isinstance(rhs, np.ndarray) and rhs.dtype == np.float64 and rhs.size == 0:
            return self.__matlab_delete__(args)
        if hasattr(type(rhs), "__matlab_as_class_of__"):  # t(k) = missing: NaT / NaN
            rhs = rhs.__matlab_as_class_of__(self)
        vals = type(self).coerce(rhs, self)
        out = as_block(ix.assign(self.secs, args, vals))
        if self.FILL != 0.0 and out.shape != self.secs.shape:  # growth: the new elements are NaT
            present = as_block(ix.assign(np.ones(self.secs.shape), args, 1.0))
            out = np.where(present == 0, self.FILL, out)
        return self.like(out)

    def __matlab_delete__(self, args: tuple) -> TimeArray:
        return self.like(_ix().delete(self.secs, args))

    @staticmethod
    def __matlab_concat__(rows: list) -> TimeArray:
        """``[a, b; c, d]``: the first time array's class and format; others convert to it."""
        first = next(x for r in rows for x in r if isinstance(x, TimeArray))
        ix = _ix()
        def conv(x: Any) -> Any:
            if hasattr(type(x), "__matlab_as_class_of__"):  # [t missing]: NaT
                x = x.__matlab_as_class_of__(first)
            return as_block(type(first).coerce(x, first))

        blocks = [[conv(x) for x in r] for r in rows if r]
        try:
            parts = [ix.cat_values(r, 1) for r in blocks]
            return first.like(parts[0] if len(parts) == 1 else ix.cat_values(parts, 0))
        except MException:
            raise MException("MATLAB:catenate:dimensionMismatch",
                             "Dimensions of arrays being concatenated are not consistent.") from None

    # ---- display
    def grid(self) -> str:
        """The element texts laid out as MATLAB shows an array (3-space indent and gaps)."""
        t = self.texts()
        if not t:
            return ""
        w = max(len(s) for s in t)
        m = self.secs.reshape(self.secs.shape[0], -1, order="F")
        rows, cols = m.shape
        lines = ["   " + "   ".join(t[i + j * rows].rjust(w) for j in range(cols)) for i in range(rows)]
        return "\n".join(lines) + "\n"

    def __matlab_display_text__(self, name: str | None) -> str:
        if name is None:
            return self.grid()
        cls = self.matlab_class
        if self.size == 1:
            head = f"  {cls}\n\n"
        else:
            dims = "\u00d7".join(str(d) for d in self.shape)
            head = f"  {dims} empty {cls} array\n\n" if self.size == 0 else f"  {dims} {cls} array\n\n"
        body = self.grid()
        return f"{name} =\n\n{head}" + (body + "\n" if body else "")
