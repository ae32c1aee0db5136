"""The ``missing`` value: a placeholder that becomes the missing value of whatever class it
meets (NaN in double/single arrays, <missing> in strings, NaT in datetimes, <undefined> in
categoricals), in concatenation and in indexed assignment."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_accel.overloads import Overloaded
from runmat_builtins.dispatch import call_builtin
from runmat_builtins.errors import MException
from runmat_builtins.indexing import concat
from runmat_builtins.values import STRING_DTYPE, cell_array, class_of


class MissingValue(Overloaded):
    """A 1x1 ``missing`` (see the module docstring)."""

    @classmethod
    def __matlab_function__(cls, name: str, args: tuple, nargout: int, ctx: Any) -> Any:
        return route(name, args, nargout, ctx)  # defined below, after the class

    __slots__ = ()
    matlab_class = "missing"
    shape = (1, 1)
    size = 1
    ndim = 2

    def __matlab_as_class_of__(self, like: Any) -> Any:
        """This value converted to ``like``'s class (the missing value of that class)."""
        if type(like) is float or (type(like) is np.ndarray and like.dtype.kind in "fc"):
            return float("nan") if type(like) is float or like.dtype == np.float64 else \
                np.array([[np.nan]], dtype=like.dtype)
        if type(like) is np.ndarray and like.dtype == STRING_DTYPE:
            return np.array([[None]], dtype=STRING_DTYPE)
        hook = getattr(like, "missing_like", None)
        if hook is not None:
            return hook()
        secs = getattr(like, "secs", None)
        if secs is not None:
            return like.like(np.array([[np.nan]]))
        if type(like) is np.ndarray and like.dtype.kind == "O":

            return cell_array([self])
        raise MException("MATLAB:invalidConversion",
                         f"Conversion to {class_of(like)} from missing is not possible.")

    @staticmethod
    def __matlab_concat__(rows: list) -> Any:
        """``[1 missing 3]``: each missing takes the class of the first other element."""
        like = next((x for r in rows for x in r if type(x) is not MissingValue), None)
        if like is None:
            like = float("nan")

        fixed = [[x.__matlab_as_class_of__(like) if type(x) is MissingValue else x for x in r] for r in rows]
        return concat(fixed)

    def __matlab_display_text__(self, name: str | None) -> str:
        body = "    <missing>\n"
        return f"{name} = \n\n  missing\n\n{body}\n" if name else body

    def __repr__(self) -> str:
        return "missing"


def route(name: str, args: tuple, nargout: int, ctx: Any) -> Any:
    """Calls with a ``missing`` argument: conversions and comparisons see the other class's
    missing value (``string(missing)`` is <missing>, ``double(missing)`` NaN)."""
    if name in ("double", "single") and len(args) == 1:
        return float("nan") if name == "double" else np.array([[np.nan]], dtype=np.float32)
    if name == "string" and len(args) == 1:
        return np.array([[None]], dtype=STRING_DTYPE)
    if name in ("ismissing", "isnan") and len(args) == 1:
        return True
    like = next((a for a in args if type(a) is not MissingValue), None)
    if like is None or name in ("class", "isa", "size", "numel", "disp", "display", "isequal", "isequaln"):
        return NotImplemented
    fixed = tuple(a.__matlab_as_class_of__(like) if type(a) is MissingValue else a for a in args)
    return call_builtin(name, *fixed, nargout=nargout)  # setenv(name, missing) has no output
