"""Values across the language line, as MATLAB's Python interface converts them.

MATLAB to Python (arguments of a ``py.`` call; "Pass MATLAB Data to Python"): real double and
single scalars -> float, complex -> complex, integer scalars -> int, logical -> bool, char row
and string scalar -> str (``<missing>`` -> None), struct and dictionary -> dict, cell vector ->
tuple, numeric and logical arrays -> a read-only memoryview of the MATLAB data (no copy: a
vector as one dimension, a matrix in MATLAB's shape, column-major), Python objects -> themselves.

Python to MATLAB, automatically (results; "Handle Data Returned from Python"): float -> double,
complex -> complex double, bool -> logical, datetime (without a time zone) -> datetime (MATLAB
datetimes go to Python as ``datetime.datetime``); anything else stays a Python object (``py.int``,
``py.str``, ``py.list``...) until a conversion function (double, string, cell, struct...) asks.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.errors import MException
from runmat_builtins.values import (
    STRING_DTYPE, FunctionHandle, StructArray, class_of, readonly_view, to_python,
)


def to_py(v: Any) -> Any:
    """A MATLAB value as the Python object a ``py.`` call receives."""
    from ._value import PyObject

    t = type(v)
    if t is PyObject:
        return v.obj
    if t is float or t is bool or t is complex:
        return v
    if t is np.ndarray:
        k = v.dtype.kind
        if k == "U" or v.dtype == STRING_DTYPE:  # text as a Python host reads it: str, None, list
            text = to_python(v)
            if type(text) is np.ndarray or v.dtype == STRING_DTYPE and v.ndim == 2 and min(v.shape) > 1:
                raise _unsupported(v)  # a char matrix, a string matrix
            return text
        if k == "O":
            if v.ndim == 2 and min(v.shape) <= 1:
                return tuple(to_py(e) for e in v.ravel(order="F"))
            raise _unsupported(v)
        if v.size == 1 and v.ndim == 2:
            item = v.item()
            return bool(item) if k == "b" else item
        if k in "biuf":
            return array_view(v)
        if k == "c":
            raise MException("MATLAB:Python:UnsupportedInput",
                             f"Conversion of complex MATLAB '{class_of(v)}' arrays to Python is not "
                             "supported; pass real and imaginary parts, or a complex scalar.")
        raise _unsupported(v)
    if t.__name__ == "GpuArray":  # a gpuArray crosses as its device buffer (DLPack; runmat_accel.dlpack)
        if v.implicit:  # a host array the planner moved: the host array it stands for
            from runmat_accel import download

            return to_py(download(v))
        from runmat_accel.dlpack import export

        return export(v, vectors_1d=True)  # a vector is one-dimensional, as for host arrays
    if t is StructArray:
        if v.elems.size != 1:
            raise _unsupported(v)
        d = v.elems.item(0)
        return {f: to_py(d[f]) for f in v.fields}
    if getattr(v, "matlab_class", None) == "dictionary":
        return {to_py(k): to_py(x) for k, x in v.items()}
    if getattr(v, "matlab_class", None) == "containers.Map":
        return {k: to_py(x) for k, x in v.data.items()}
    if getattr(v, "matlab_class", None) == "datetime":
        return _python_datetimes(v)
    if getattr(v, "matlab_class", None) in ("table", "timetable"):  # "Use Python Pandas DataFrames in MATLAB"
        from . import _pandas

        if not _pandas.available():
            raise MException("MATLAB:Python:UnsupportedInput",
                             f"Unable to convert MATLAB '{v.matlab_class}' to a Python object: pandas is not installed.")
        df = _pandas.table_out(v, to_python)
        if df is v:
            raise _unsupported(v)
        return df
    if getattr(v, "matlab_class", None) == "categorical" and _categorical_out(v) is not v:
        return _categorical_out(v)
    if t is FunctionHandle and (v.name or "").startswith("py."):
        from ._names import resolve

        return resolve(v.name)
    raise _unsupported(v)


def _categorical_out(v: Any) -> Any:
    from . import _pandas

    return _pandas.categorical_out(v)


def array_view(a: np.ndarray) -> memoryview:
    """A read-only memoryview of a MATLAB numeric array, sharing its memory: a vector as a
    one-dimensional view, any other array in MATLAB's shape (column-major strides)."""
    if a.ndim == 2 and (a.shape[0] == 1 or a.shape[1] == 1):
        a = a.reshape(-1, order="A") if a.flags.f_contiguous or a.flags.c_contiguous else a.ravel(order="F")
    return memoryview(readonly_view(a))


def _unsupported(v: Any) -> MException:
    return MException("MATLAB:Python:UnsupportedInputArraySize" if type(v) is np.ndarray else
                      "MATLAB:Python:UnsupportedInput",
                      f"Conversion of MATLAB '{class_of(v)}' to Python is only supported for "
                      f"1-N vectors (numeric and logical arrays of any size)." if type(v) is np.ndarray else
                      f"Unable to convert MATLAB '{class_of(v)}' to a Python object.")


_PARTS = ("Year", "Month", "Day", "Hour", "Minute", "Second")


def _python_datetimes(v: Any) -> Any:
    """A MATLAB datetime as ``datetime.datetime`` (a vector as a list; NaT as None)."""
    import datetime as dt

    parts = [np.asarray(v.__matlab_property__(p), dtype=float).ravel(order="F") for p in _PARTS]
    out = []
    for y, mo, d, h, mi, sec in zip(*parts):
        if np.isnan(y):
            out.append(None)
            continue
        whole = int(np.floor(sec))
        out.append(dt.datetime(int(y), int(mo), int(d), int(h), int(mi), whole,
                               int(round((sec - whole) * 1e6))))
    if len(out) == 1:
        return out[0]
    if v.ndim == 2 and min(v.shape) <= 1:
        return out
    raise _unsupported(v)


def from_py(o: Any) -> Any:
    """A Python result as MATLAB sees it: float/complex/bool/datetime converted, anything else
    wrapped."""
    t = type(o)
    if t is float:
        return o
    if t is bool:
        return o
    if t is complex:
        return o
    if isinstance(o, np.generic) and o.dtype.kind in "fcb" and o.ndim == 0:
        return from_py(o.item())
    import datetime as dt

    if isinstance(o, dt.datetime) and o.tzinfo is None:
        from runmat_builtins.dispatch import call_builtin

        return call_builtin("datetime", float(o.year), float(o.month), float(o.day), float(o.hour),
                            float(o.minute), o.second + o.microsecond / 1e6)
    if t.__name__ == "DeviceArray":  # a gpuArray handed to Python and returned: the gpuArray again
        from runmat_accel.dlpack import DeviceArray

        if t is DeviceArray:
            return o.gpu_array
    from ._value import PyObject

    return PyObject(o)
