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


def char_text(v: np.ndarray) -> str:
    """The text of a char array: a row as it reads, other shapes column-major. A char(0)
    element stays a NUL (NumPy reads a '<U1' element holding it back as '')."""
    if v.size == 0:
        return ""
    flat = (v.ravel() if v.shape[0] == 1 else v.ravel(order="F")).tolist()
    s = "".join(flat)
    return s if len(s) == len(flat) else "".join(c or "\0" for c in flat)


def char_rows(v: np.ndarray) -> list[str]:
    """Each row of a char array as a Python string (N-D: pages side by side), all of the same
    length: a char(0) element stays a NUL (NumPy reads it back as '')."""
    if v.ndim != 2:
        v = v.reshape(v.shape[0], -1, order="F")
    if v.shape[0] == 0:
        return []
    lists = v.tolist()
    rows = ["".join(r) for r in lists]
    if any(len(r) != v.shape[1] for r in rows):
        rows = ["".join(c or "\0" for c in r) for r in lists]
    return rows


def to_str(v: Any) -> str:
    """A char row vector or string scalar as a Python ``str``."""
    if type(v) is str:
        return v
    if type(v) is np.ndarray:
        if v.dtype.kind == "U":
            if v.ndim == 2 and v.shape[0] == 1:
                s = "".join(v[0].tolist())
                return s if len(s) == v.shape[1] else char_text(v)
            # a column or a matrix: MATLAB reads the rows one after another here
            return char_text(v) if v.shape[0] <= 1 else "".join(char_rows(v))
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
    str -> char row, dict with str keys -> scalar struct (other keys, or a dict read from a Map or
    dictionary: that class), list/tuple of numbers -> double row, other lists -> cell row, None ->
    [], ndarrays keep their class; a DLPack array on a device -> gpuArray (no copy); pandas objects and
    times through the installed converter (install_rich).
    Anything else is a TypeError."""
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
    if type(x) is MatlabList:  # a cell, string or struct array read out: its class and size again
        return from_matlab_list(x)
    if _RICH and _RICH[0].takes(x):  # maps, pandas objects, times (lib/external/python/_rich.py)
        return _RICH[0].into(x, from_python)
    if isinstance(x, dict):
        from runmat_builtins.values.struct import StructArray

        bad = [k for k in x if not isinstance(k, str)]
        if bad:
            raise TypeError(f"a struct needs text field names, not {type(bad[0]).__name__}")
        return StructArray.scalar({k: from_python(v) for k, v in x.items()})
    if not isinstance(x, (np.ndarray, np.generic, list, tuple)) and hasattr(x, "__dlpack__"):
        return _dlpack_in(x)
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


_RICH: list = []  # the converter of maps, tables, categoricals and times (install_rich)


def install_rich(converter: Any) -> None:
    """Install the converter of values with no plain-Python counterpart (maps, tables,
    categoricals, times): ``runmat_builtins/lib/external/python/_rich.py``, installed by the host
    (``runmat_vm.Session``), so this layer never imports the library. Without it those values
    leave as the runtime's own objects (a Map as a plain dict) and come in as before."""
    _RICH[:] = [converter]


def _dlpack_in(x: Any) -> Any:
    """A DLPack array coming in: a device's as a gpuArray over its memory (no copy), the host's as
    the NumPy array over its memory (docs/python-api.md, "gpuArrays and DLPack")."""
    from runmat_accel import dlpack

    if dlpack.on_device(x):
        return dlpack.from_dlpack(x)
    if dlpack.device_of(x) is None:
        raise TypeError(f"a Python {type(x).__name__} has no MATLAB equivalent")
    return from_python(np.from_dlpack(x))


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
        if v.implicit:  # a host array the planner moved: the host array it stands for
            return to_python(download(v), arrays)
        from runmat_accel.dlpack import export

        return export(v)  # the device buffer, shared through DLPack
    if t is np.ndarray:
        k = v.dtype.kind
        if k == "U":
            return to_str(v) if v.ndim == 2 and v.shape[0] <= 1 else v
        if v.dtype == STRING_DTYPE:
            if v.size == 1:
                s = v.flat[0]
                return None if s is None else str(s)
            return _nested([None if s is None else str(s) for s in v.ravel(order="F").tolist()], v.shape, "string")
        if k == "O":
            return _nested([to_python(e, arrays) for e in v.ravel(order="F")], v.shape, "cell")
        if v.size == 1 and v.ndim == 2:
            item = v.item()
            return bool(item) if k == "b" else item
        return arrays(v)
    from runmat_builtins.values.struct import StructArray

    if t is StructArray:
        items = [{f: to_python(e[f], arrays) for f in v.fields} for e in v.elems.ravel(order="F")]
        return items[0] if v.elems.shape == (1, 1) else _nested(items, v.elems.shape, "struct", v.fields)
    cls = getattr(v, "matlab_class", None)
    if type(cls) is str:
        if _RICH and cls in _RICH[0].OUT_CLASSES:  # maps, tables, categoricals, times
            return _RICH[0].out(v, cls, lambda x: to_python(x, arrays))
        if cls == "containers.Map":
            return {k: to_python(x, arrays) for k, x in v.data.items()}
    inner = getattr(t, "__python_object__", None)  # py.<type> values (lib/external/python)
    if inner is not None:
        return inner(v)
    return v


class MatlabList(list):
    """A ``list`` read from a cell array, string array or struct array (a vector as a flat list, a
    matrix as a list of rows, as the MATLAB Engine gives them) that remembers the class and size it
    came from, so putting it back into a workspace gives that class and size again
    (``matlab_class``, ``matlab_shape``; a struct array's ``fields`` too). Any other list goes in
    as the Engine's rules say."""

    __slots__ = ("matlab_class", "matlab_shape", "fields")

    def __init__(self, items: Any, matlab_class: str, matlab_shape: tuple, fields: Any = None) -> None:
        super().__init__(items)
        self.matlab_class = matlab_class
        self.matlab_shape = tuple(matlab_shape)
        self.fields = list(fields) if fields is not None else None


def _nested(flat: list, shape: tuple, cls: str, fields: Any = None) -> list:
    """Column-major elements as a list (vectors and empties) or a list of rows (matrices)."""
    if len(shape) == 2 and (shape[0] <= 1 or shape[1] <= 1):
        return MatlabList(flat, cls, shape, fields)
    rows, cols = shape[0], int(np.prod(shape[1:]))
    return MatlabList([[flat[i + j * rows] for j in range(cols)] for i in range(rows)], cls, shape, fields)


def from_matlab_list(x: MatlabList, convert: Any = None) -> Any:
    """A :class:`MatlabList` back as the class and size it was read from (elements through
    ``convert``, by default :func:`from_python`)."""
    convert = convert or from_python
    shape = x.matlab_shape
    vector = len(shape) == 2 and (shape[0] <= 1 or shape[1] <= 1)
    rows = list(x) if vector else [list(r) for r in x]
    if vector:
        flat = rows
    else:  # rows of a (possibly N-d, flattened past 2) matrix back to column-major order
        flat = [rows[i][j] for j in range(len(rows[0]) if rows else 0) for i in range(len(rows))]
    if len(flat) != int(np.prod(shape)):
        raise TypeError(f"a list read from a {'x'.join(map(str, shape))} {x.matlab_class} array "
                        f"now has {len(flat)} elements")
    if x.matlab_class == "string":
        if not all(e is None or isinstance(e, str) for e in flat):
            raise TypeError("a string array's elements must be str or None")
        return np.array(flat, dtype=STRING_DTYPE).reshape(shape, order="F")
    out = np.empty(len(flat), dtype=object)
    if x.matlab_class == "struct":
        from runmat_builtins.values.struct import StructArray

        for i, e in enumerate(flat):
            if not isinstance(e, dict) or list(e) != x.fields:
                raise TypeError("a struct array's elements must be dicts with its fields, in order")
            out[i] = {k: convert(v) for k, v in e.items()}
        return StructArray(x.fields, out.reshape(shape, order="F"))
    for i, e in enumerate(flat):
        out[i] = convert(e)
    return out.reshape(shape, order="F")


