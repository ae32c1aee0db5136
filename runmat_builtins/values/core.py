"""Class names, shapes and conversions shared by the VM and every builtin."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_accel import GpuArray, download, underlying_class
from runmat_builtins import errors

CHAR_DTYPE = np.dtype("<U1")
STRING_DTYPE = np.dtypes.StringDType(na_object=None)

_EMPTY_SHAPE = (0, 0)
_CLASS_BY_KIND = {"b": "logical", "U": "char", "O": "cell", "T": "string"}


def empty() -> np.ndarray:
    """``[]``: a 0x0 double."""
    return np.zeros(_EMPTY_SHAPE)


def class_of(v: Any) -> str:
    """MATLAB's ``class(v)``."""
    t = type(v)
    if t is float:
        return "double"
    if t is np.ndarray:
        return _CLASS_BY_KIND.get(v.dtype.kind) or underlying_class(v.dtype)
    if t is bool:
        return "logical"
    if t is complex:
        return "double"
    if t is GpuArray:
        return underlying_class(v.dtype) if v.implicit else "gpuArray"  # implicit: the host array it is
    cls = getattr(v, "matlab_class", None)
    if cls is not None:
        return cls() if callable(cls) else cls
    if isinstance(v, (int, np.integer)):
        return "double"
    return type(v).__name__


def shape_of(v: Any) -> tuple[int, ...]:
    """MATLAB's ``size(v)`` (at least two dimensions, trailing singletons dropped past 2)."""
    t = type(v)
    if t is np.ndarray:
        shp = v.shape  # a tuple of Python ints already
        if len(shp) == 2:
            return shp
    elif t is float or t is bool or t is complex:
        return (1, 1)
    shp = getattr(v, "shape", None)
    if shp is None:
        return (1, 1)
    shp = tuple(int(d) for d in shp)
    if len(shp) < 2:
        return (1, shp[0]) if shp else (1, 1)
    while len(shp) > 2 and shp[-1] == 1:
        shp = shp[:-1]
    return shp


def as_array(v: Any) -> np.ndarray:
    """Any host numeric/logical/char value as an ndarray of at least 2 dims."""
    t = type(v)
    if t is np.ndarray:
        return v if v.ndim >= 2 else v.reshape((1, -1) if v.ndim == 1 else (1, 1))
    if t is float or t is bool or t is complex:
        return np.array([[v]])
    if t is str:
        return char_row(v)
    a = np.asarray(v)
    return a if a.ndim >= 2 else a.reshape((1, -1) if a.ndim == 1 else (1, 1))


def is_scalar(v: Any) -> bool:
    t = type(v)
    if t is float or t is bool or t is complex:
        return True
    shp = getattr(v, "shape", None)
    return shp is not None and all(d == 1 for d in shp)


def is_char(v: Any) -> bool:
    return type(v) is np.ndarray and v.dtype.kind == "U"


def is_string(v: Any) -> bool:
    return type(v) is np.ndarray and v.dtype == STRING_DTYPE


def is_cell(v: Any) -> bool:
    return type(v) is np.ndarray and v.dtype.kind == "O"


def is_logical(v: Any) -> bool:
    return type(v) is bool or (type(v) is np.ndarray and v.dtype.kind == "b")


def is_numeric(v: Any) -> bool:
    t = type(v)
    if t is float or t is complex:
        return True
    if t is np.ndarray:
        return v.dtype.kind in "iufc"
    return t is GpuArray and v.dtype.kind in "iufc"


def char_row(s: str) -> np.ndarray:
    """A 1xN char array from a Python string (0x0 for the empty string, like '')."""
    if not s:
        return np.zeros((0, 0), dtype=CHAR_DTYPE)
    # a 0-d '<UN' array reinterpreted as N one-character cells (a fresh, writable 1xN array)
    return np.array(s).reshape(1, 1).view(CHAR_DTYPE)


def string_array(values: Any, shape: tuple[int, ...] | None = None) -> np.ndarray:
    """A string array (``"abc"`` is a 1x1 one)."""
    if isinstance(values, str):
        return np.array([[values]], dtype=STRING_DTYPE)
    arr = np.array(values, dtype=STRING_DTYPE)
    if shape is not None:
        arr = arr.reshape(shape, order="F")
    return arr if arr.ndim >= 2 else arr.reshape(1, -1)


def cell_array(items: list[Any], shape: tuple[int, ...] | None = None) -> np.ndarray:
    """A cell array holding ``items`` (a row unless ``shape`` is given, column-major fill)."""
    out = np.empty(len(items), dtype=object)
    for i, it in enumerate(items):
        out[i] = it
    return out.reshape(shape or (1, len(items)), order="F")


def to_str(v: Any) -> str:
    """A char row vector or string scalar as a Python ``str``."""
    if type(v) is str:
        return v
    if type(v) is np.ndarray:
        if v.dtype.kind == "U":
            if v.ndim == 2 and v.shape[0] == 1:
                s = "".join(v[0].tolist())
            else:
                s = "".join(v.ravel(order="F")) if v.shape[0] <= 1 else "".join(v.ravel(order="C"))
            if len(s) != v.size:  # NumPy reads a char(0) element back as '': keep the NUL
                s = "".join(c or "\0" for c in (v.ravel(order="F") if v.shape[0] <= 1 else v.ravel(order="C")).tolist())
            return s
        if v.dtype == STRING_DTYPE and v.size == 1:
            s = v.flat[0]
            return "" if s is None else str(s)
    raise errors.invalid_type(errors.TEXT_TYPES, class_of(v))


def normalize(v: Any) -> Any:
    """Turn what a builtin body returned into a canonical value (cheap when already one)."""
    t = type(v)
    if t is float or t is bool or v is None:
        return v
    if t is np.ndarray:
        if v.ndim >= 2:
            return v
        return v.reshape((1, -1) if v.ndim == 1 else (1, 1))
    if isinstance(v, np.generic):
        if t is np.float64:
            return float(v)
        if t is np.bool_:
            return bool(v)
        if t is np.complex128:
            return complex(v)
        return np.array(v).reshape(1, 1)
    if t is int:
        return float(v)
    if t is str:
        return char_row(v)
    if t is list:
        return cell_array(v)
    return v


def readonly_view(a: np.ndarray) -> np.ndarray:
    """A read-only view of ``a`` (same buffer, no copy): how an array leaves a workspace, so a
    write from Python cannot change the MATLAB variable (docs/python-api.md, "Zero copy")."""
    v = a.view()
    v.flags.writeable = False
    return v


def lend(caller: Any, value: Any) -> None:
    """``value`` (what ``from_python(caller)`` made) enters a workspace: when it shares the
    caller's NumPy buffer, the caller's array becomes read-only, so a later write from Python
    cannot change the MATLAB variable behind its back (MATLAB code writing the variable copies
    first: the VM writes in place only into writeable arrays nobody else holds)."""
    if type(caller) is np.ndarray and type(value) is np.ndarray and caller.flags.writeable \
            and np.may_share_memory(caller, value):
        try:
            caller.flags.writeable = False
        except ValueError:  # a view of memory it does not own: give the workspace its own copy
            pass


def from_python(x: Any) -> Any:
    """A Python/NumPy object as a MATLAB value (``Session.workspace[...] = x``), the MATLAB
    Engine for Python's way: bool -> logical, int/float -> double, complex -> complex double,
    str -> char row, dict -> scalar struct, list/tuple of numbers -> double row, other lists ->
    cell row, None -> [], ndarrays keep their class. Anything else is a TypeError."""
    if isinstance(x, bool):
        return x
    if isinstance(x, (int, float)) and not isinstance(x, np.generic):
        return float(x)
    if isinstance(x, complex):
        return x
    if isinstance(x, str):
        return char_row(x)
    if x is None:
        return np.zeros((0, 0))
    if isinstance(x, dict):
        from runmat_builtins.values.struct import StructArray

        bad = [k for k in x if not isinstance(k, str)]
        if bad:
            raise TypeError(f"a struct needs text field names, not {type(bad[0]).__name__}")
        return StructArray.scalar({k: from_python(v) for k, v in x.items()})
    if isinstance(x, (list, tuple)) and x and not all(isinstance(e, (int, float, bool)) for e in x):
        return cell_array([from_python(e) for e in x])
    if isinstance(x, (np.ndarray, np.generic, list, tuple)):
        a = np.asarray(x)
        if a.dtype.kind == "U" and a.dtype.itemsize > 4:
            a = a.astype(STRING_DTYPE)
        if a.dtype.kind in "iu" and not isinstance(x, (np.ndarray, np.generic)):
            a = a.astype(np.float64)
        if a.dtype.kind not in "biufcUOT" and a.dtype != STRING_DTYPE:
            raise TypeError(f"NumPy arrays of dtype {a.dtype} have no MATLAB class")
        return normalize(a)
    if _is_matlab_value(x):
        return x
    raise TypeError(f"a Python {type(x).__name__} has no MATLAB equivalent")


def _is_matlab_value(x: Any) -> bool:
    """Values the runtime itself made (structs, handles, objects, containers, device arrays)."""
    if getattr(type(x), "matlab_class", None) is not None or hasattr(x, "matlab_class"):
        return True
    from runmat_builtins.values.handles import FunctionHandle

    return isinstance(x, (FunctionHandle, GpuArray))


def to_python(v: Any, arrays: Any = readonly_view) -> Any:
    """A MATLAB value as Python, the MATLAB Engine for Python's way (docs/python-api.md):
    scalars of every numeric class as float/int/complex, logical scalars as bool, a char row
    or string scalar as str, a cellstr as a list of str (any cell vector as a list, a cell
    matrix as a list of rows), a scalar struct as a dict, a struct vector as a list of dicts,
    containers.Map as a dict, a Python object (``py.<type>``) as itself; other arrays as
    ``arrays(a)`` (a read-only view; the Engine API gives its ``matlab.<class>`` arrays) and
    gpuArrays gathered first."""
    t = type(v)
    if t is float or t is bool or t is complex:
        return v
    if t is GpuArray:

        return to_python(download(v), arrays)
    if t is np.ndarray:
        k = v.dtype.kind
        if k == "U":
            return to_str(v) if v.ndim == 2 and v.shape[0] <= 1 else v
        if v.dtype == STRING_DTYPE:
            if v.size == 1:
                s = v.flat[0]
                return None if s is None else str(s)
            return _nested([None if s is None else str(s) for s in v.ravel(order="F").tolist()], v.shape)
        if k == "O":
            return _nested([to_python(e, arrays) for e in v.ravel(order="F")], v.shape)
        if v.size == 1 and v.ndim == 2:
            item = v.item()
            return bool(item) if k == "b" else item
        return arrays(v)
    from runmat_builtins.values.struct import StructArray

    if t is StructArray:
        items = [{f: to_python(e[f], arrays) for f in v.fields} for e in v.elems.ravel(order="F")]
        return items[0] if v.elems.shape == (1, 1) else _nested(items, v.elems.shape)
    if getattr(v, "matlab_class", None) == "containers.Map":
        return {k: to_python(x, arrays) for k, x in v.data.items()}
    inner = getattr(t, "__python_object__", None)  # py.<type> values (lib/external/python)
    if inner is not None:
        return inner(v)
    return v


def _nested(flat: list, shape: tuple) -> list:
    """Column-major elements as a list (vectors and empties) or a list of rows (matrices)."""
    if len(shape) == 2 and (shape[0] <= 1 or shape[1] <= 1):
        return flat
    rows, cols = shape[0], int(np.prod(shape[1:]))
    return [[flat[i + j * rows] for j in range(cols)] for i in range(rows)]
