"""Conversion functions on Python objects ("Handle Data Returned from Python"): ``double``,
``single``, the integer classes, ``logical``, ``char``, ``string``, ``cell``,
``struct``, ``dictionary``, ``datetime`` (of a ``datetime.datetime``); ``disp``/``display`` show the object; ``name(obj, args)`` calls the object's method
``name`` when it has one (MATLAB's function syntax for methods: ``split(py.str(...))``). Other
builtins see the object unchanged."""

from __future__ import annotations

import numbers
from collections.abc import Mapping
from typing import Any

import numpy as np

from runmat_builtins.errors import MException
from runmat_builtins.values import STRING_DTYPE, StructArray, cell_array, char_row, class_of, from_python

from ._convert import from_py
from runmat_builtins.dispatch import call_builtin

_INTS = {"int8": np.int8, "uint8": np.uint8, "int16": np.int16, "uint16": np.uint16,
         "int32": np.int32, "uint32": np.uint32, "int64": np.int64, "uint64": np.uint64}
_NUMERIC = {"double", "single", "logical", *_INTS}


def _cannot(to: str, obj: Any) -> MException:
    from ._value import python_class

    return MException("MATLAB:invalidConversion",
                      f"Conversion to {to} from {python_class(obj)} is not possible.")


def _array(obj: Any, to: str) -> np.ndarray:
    """The numbers of a Python number, sequence or buffer as an array (MATLAB shape: a
    one-dimensional sequence or buffer is a row)."""
    if isinstance(obj, (str, bytes)) and to != "uint8":
        raise _cannot(to, obj)
    if isinstance(obj, bytes):
        a = np.frombuffer(obj, dtype=np.uint8)
    elif isinstance(obj, numbers.Number) or isinstance(obj, np.generic):
        if isinstance(obj, complex) and to != "double" and to != "single":
            raise _cannot(to, obj)
        a = np.array(obj)
    elif isinstance(obj, (list, tuple)):
        for k, e in enumerate(obj, 1):
            if not isinstance(e, (numbers.Number, np.generic)):
                array_like = not isinstance(e, (str, bytes)) and hasattr(e, "__len__")
                raise MException("MATLAB:Python:ConversionError",
                                 f"Conversion of Python element at position {k} to type '{to}' failed."
                                 + ("" if array_like else " All Python elements must be convertible as "
                                                          "scalar to the requested type."))
        a = np.array(obj) if obj else np.zeros(0)
    else:
        try:
            a = np.asarray(obj)
        except Exception:
            raise _cannot(to, obj) from None
        if a.dtype.kind not in "biufc":
            raise _cannot(to, obj)
    if a.ndim == 0:
        a = a.reshape(1, 1)
    elif a.ndim == 1:
        a = a.reshape(1, -1)
    return a


def to_numeric(obj: Any, to: str) -> Any:
    """``double(p)``, ``int32(p)``, ``logical(p)``... of a Python number, sequence or buffer;
    integers go to the integer classes exactly (saturated, never through double)."""
    if to in _INTS and isinstance(obj, int) and not isinstance(obj, bool):
        info = np.iinfo(_INTS[to])
        return np.array([[min(max(obj, int(info.min)), int(info.max))]], dtype=_INTS[to])
    a = _array(obj, to)
    if to in _INTS and a.dtype.kind in "iu":
        info = np.iinfo(_INTS[to])
        return np.clip(a.astype(object), int(info.min), int(info.max)).astype(_INTS[to])
    if a.dtype.kind in "iu" or a.dtype.kind == "b" and to != "logical":
        a = a.astype(np.float64)
    return call_builtin(to, a)


def text(obj: Any) -> str:
    try:
        return str(obj)
    except Exception as exc:
        from ._names import python_error

        raise python_error(exc) from None


def string_value(obj: Any) -> np.ndarray:
    """``string(p)``: a str as a string scalar, a list or tuple of str as a 1-by-N string array."""
    if isinstance(obj, (list, tuple)):
        vals = [None if e is None else text(e) for e in obj]
        return np.array(vals, dtype=STRING_DTYPE).reshape(1, len(vals))
    if isinstance(obj, np.ndarray) and obj.dtype.kind in "TU":  # a NumPy text array: its shape
        out = np.array(obj, dtype=STRING_DTYPE)
        return out.reshape(1, -1) if out.ndim == 1 else out.reshape(1, 1) if out.ndim == 0 else out
    return np.array([[text(obj)]], dtype=STRING_DTYPE)


def cell_value(obj: Any) -> np.ndarray:
    """``cell(p)``: the elements of a list or tuple (or any iterable) as a 1-by-N cell array."""
    if isinstance(obj, (str, bytes, Mapping)):
        raise _cannot("cell", obj)
    try:
        items = list(obj)
    except TypeError:
        raise _cannot("cell", obj) from None
    return cell_array([from_py(e) for e in items], (1, len(items)))


def struct_value(obj: Any) -> StructArray:
    """``struct(p)``: a dict (or any mapping) with str keys as a scalar struct."""
    if not isinstance(obj, Mapping):
        raise _cannot("struct", obj)
    out = {}
    for k, v in obj.items():
        if not isinstance(k, str):
            raise MException("MATLAB:Python:InvalidFieldName",
                             f"Unable to convert Python dict to MATLAB struct: key {k!r} is not a str.")
        out[k] = from_py(v)
    return StructArray.scalar(out)


def dictionary_value(obj: Any) -> Any:
    """``dictionary(p)``: a dict as a MATLAB dictionary; str keys and values become strings,
    numbers doubles; keys (or values) of mixed kinds are wrapped in cells, as MATLAB does."""
    if not isinstance(obj, Mapping):
        raise _cannot("dictionary", obj)

    def column(items: list) -> Any:
        if items and all(isinstance(x, str) for x in items):
            return np.array(items, dtype=STRING_DTYPE).reshape(1, -1)
        if items and all(isinstance(x, (int, float)) and not isinstance(x, bool) for x in items):
            return np.array(items, dtype=np.float64).reshape(1, -1)
        if items and all(isinstance(x, bool) for x in items):
            return np.array(items, dtype=bool).reshape(1, -1)
        return cell_array([from_py(x) for x in items], (1, len(items)))
    return call_builtin("dictionary", column(list(obj.keys())), column(list(obj.values())))


def _is_naive_datetime(obj: Any) -> bool:
    import datetime as dt

    return isinstance(obj, dt.datetime) and obj.tzinfo is None


_RICH = frozenset({"table", "timetable", "categorical", "datetime", "duration"})


def _rich(name: str, obj: Any) -> Any:
    """``table(df)``, ``timetable(df)`` ("Use Python Pandas DataFrames in MATLAB"),
    ``categorical(pandas.Categorical)``, ``datetime``/``duration`` of NumPy or pandas times, and
    ``gpuArray(x)`` of a DLPack array (a CuPy array, a torch tensor: its memory, no copy). None
    when ``obj`` is not such a value (the call goes on as for other objects)."""
    if name == "gpuArray":
        return _gpu_array(obj)
    if name not in _RICH:
        return None

    from . import _pandas, _rich, _times

    if _pandas.is_pandas(obj) or _times.is_time(obj):
        try:
            v = _rich.into(obj, from_python)
        except TypeError as exc:
            raise MException("MATLAB:invalidConversion", f"Conversion to {name} failed: {exc}") from None
        if class_of(v) == name:
            return v
        if name == "table" and class_of(v) == "timetable":
            from runmat_builtins.dispatch import call_builtin

            return call_builtin("timetable2table", v)
        raise _cannot(name, obj)
    return None


def _gpu_array(obj: Any) -> Any:
    """``gpuArray`` of a Python object: a DLPack array on a device the provider computes on (or,
    on the emulated device, in host memory) shares its memory; a NumPy array or other buffer is
    uploaded like a MATLAB array of its class; None for anything else."""
    from runmat_accel import dlpack

    d = dlpack.device_of(obj)
    if d is not None or type(obj).__name__ == "DeviceArray":
        from runmat_accel import device_provider

        prov = device_provider()
        if type(obj).__name__ == "DeviceArray" or d[0] in prov.dlpack_devices:
            try:
                return dlpack.from_dlpack(obj, prov)
            except TypeError as exc:
                raise MException("parallel:gpu:array:InvalidClass", str(exc)) from None
    if d is not None or hasattr(obj, "__array__") or isinstance(obj, memoryview):
        from runmat_builtins.dispatch import call_builtin

        host = np.asarray(obj) if d is None or d[0] != dlpack.CPU else np.from_dlpack(obj)
        if host.dtype.kind not in "biufc":
            raise _cannot("gpuArray", obj)
        return call_builtin("gpuArray", host.reshape(1, -1) if host.ndim == 1 else host)
    return None


def route(name: str, args: tuple, nargout: int, ctx: Any) -> Any:
    from ._value import PyObject

    if not args or type(args[0]) is not PyObject:
        return NotImplemented
    obj = args[0].obj
    if (name in _RICH or name == "gpuArray") and all(type(a).__name__ == "InputNames" for a in args[1:]):
        converted = _rich(name, obj)  # table(pd) is given the variables' names too
        if converted is not None:
            return converted
    if len(args) == 1:
        if name in _NUMERIC:
            return to_numeric(obj, name)
        if name == "char":
            return char_row(text(obj))
        if name == "string":
            return string_value(obj)
        if name == "cell":
            return cell_value(obj)
        if name == "struct":
            return struct_value(obj)
        if name == "dictionary":
            return dictionary_value(obj)
        if name == "datetime" and _is_naive_datetime(obj):
            return from_py(obj)

        if name in ("disp", "display"):
            out = ctx.stdout if ctx is not None else None
            t = args[0].__matlab_display_text__(None)
            if out is None:
                import sys

                out = sys.stdout
            out.write(t)
            return None
    method = getattr(obj, name, None)
    if callable(method) and not isinstance(obj, type):  # split(pystr): a method called as a function
        from ._names import invoke

        return invoke(method, args[1:], nargout)
    return NotImplemented
