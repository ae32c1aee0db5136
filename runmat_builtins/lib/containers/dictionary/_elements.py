"""Elements of MATLAB arrays as the dictionary stores them: converted to one class, split into
1x1 values, hashed, and joined back into an array of a given shape."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_accel import download
from runmat_builtins.dispatch import call_builtin
from runmat_builtins.errors import MException
from runmat_builtins.indexing import concat
from runmat_builtins.lib.cells.fun import elements
from runmat_builtins.lib.strings.core._text import char_text, is_cell, is_char, is_string
from runmat_builtins.values import STRING_DTYPE, StructArray, cell_array, class_of

NUMERIC = frozenset(("double", "single", "int8", "uint8", "int16", "uint16", "int32", "uint32",
                     "int64", "uint64", "logical"))


def type_of(v: Any) -> str:
    """The class a value configures a dictionary with (char rows become string); a dictionary
    stores host values, so a gpuArray key or value is gathered (``d(gpuArray(k)) = v``)."""
    v = download(v)
    return "string" if is_char(v) else class_of(v)


def convert(v: Any, cls: str, what: str) -> Any:
    """``v`` as an array of class ``cls`` (MATLAB converts an entry to the configured type)."""
    v = download(v)
    if class_of(v) == cls:
        return v
    if cls == "string":
        if is_char(v):
            rows = [char_text(v[i:i + 1]) for i in range(v.shape[0])] if v.size else [""]
            return np.array(rows, dtype=STRING_DTYPE).reshape(-1, 1) if len(rows) > 1 else \
                np.array([[rows[0]]], dtype=STRING_DTYPE)
    if cls == "cell":
        n, shape, get = _split_any(v)
        return cell_array([get(i) for i in range(n)], shape)
    if is_cell(v) and cls != "cell" and v.size and all(type_of(e) == cls or is_char(e) for e in v.flat):
        parts = [convert(e, cls, what) for e in v.ravel(order="F")]
        if all(np.size(p) == 1 for p in parts):  # a cell of 1x1 values; {[]} or {[1 2]} is no such cell
            return join(parts, v.shape, cls)
    try:
        if cls in NUMERIC or cls in ("string", "datetime", "duration", "categorical"):
            return call_builtin(cls, v)
    except MException:
        pass
    raise MException("MATLAB:dictionary:InvalidType" if what == "key" else "MATLAB:dictionary:InvalidValueType",
                     f"Unable to use a value of type '{class_of(v)}' as a dictionary {what}: "
                     f"the dictionary's {what}s are of type '{cls}'.")


def _split_any(v: Any) -> tuple[int, tuple, Any]:
    if is_char(v):
        return 1, (1, 1), lambda i: v
    if type(v) is np.ndarray and v.dtype.kind == "O":
        flat = v.reshape(-1, order="F")
        return v.size, v.shape, lambda i: flat[i]
    if hasattr(v, "__matlab_subsref__") and not isinstance(v, StructArray):
        shape = tuple(getattr(v, "shape", (1, 1)))
        n = int(np.prod(shape))
        return n, shape, lambda i: v.__matlab_subsref__((float(i + 1),))
    return elements(v)


def split(v: Any) -> tuple[list[Any], tuple[int, ...]]:
    """The 1x1 elements of ``v`` (column-major) and its shape. A cell splits into 1x1 cells."""
    if type(v) is np.ndarray and v.dtype.kind == "O":
        flat = v.reshape(-1, order="F")
        return [cell_array([e]) for e in flat], v.shape
    if type(v) is np.ndarray or type(v) in (float, bool, complex) or isinstance(v, StructArray):
        n, shape, get = elements(v)
        return [get(i) for i in range(n)], tuple(shape)
    n, shape, get = _split_any(v)
    return [get(i) for i in range(n)], tuple(shape)


def hashable(v: Any) -> Any:
    """A Python key equal for equal MATLAB elements (of one class)."""
    t = type(v)
    if t is float or t is bool:
        return v
    if t is np.ndarray:
        if v.dtype.kind == "O":
            return ("cell",) + tuple(hashable(e) for e in v.ravel(order="F")) + (v.shape,)
        if v.dtype == STRING_DTYPE:
            if v.size == 1:
                s = v.flat[0]
                return None if s is None else str(s)
            return ("str", v.shape) + tuple(v.ravel(order="F").tolist())
        if v.dtype.kind == "U":
            return ("char", char_text(v))
        if v.size == 1:
            x = v.flat[0]
            return x.item() if hasattr(x, "item") else x
        return (v.dtype.str, v.shape) + tuple(v.ravel(order="F").tolist())
    if isinstance(v, StructArray):
        return ("struct", tuple(v.fields)) + tuple(tuple((f, hashable(e[f])) for f in v.fields)
                                                   for e in v.elems.ravel(order="F"))
    secs = getattr(v, "secs", None)
    if secs is not None:
        return (class_of(v),) + tuple(secs.ravel(order="F").tolist())
    codes = getattr(v, "codes", None)
    if codes is not None:
        return (class_of(v),) + tuple(v.texts())
    return ("obj", id(v))


def join(parts: list[Any], shape: tuple[int, ...], cls: str) -> Any:
    """1x1 values of class ``cls`` as one array of ``shape`` (column-major)."""
    n = int(np.prod(shape)) if shape else 1
    if cls in NUMERIC:
        dtype = np.bool_ if cls == "logical" else np.dtype(cls if cls != "double" else "float64")
        flat = [p if type(p) in (float, bool) else np.asarray(p).reshape(-1)[0] for p in parts]
        return np.array(flat, dtype=dtype).reshape(shape, order="F") if n else np.zeros(shape, dtype=dtype)
    if cls == "string":
        flat = [p.flat[0] for p in parts]
        return np.array(flat, dtype=STRING_DTYPE).reshape(shape, order="F") if n else \
            np.empty(shape, dtype=STRING_DTYPE)
    if cls == "cell":
        return cell_array([p.flat[0] for p in parts], shape)
    if not parts:
        return np.zeros(shape)

    row = concat([list(parts)])
    if tuple(shape) == (1, n):
        return row
    return call_builtin("reshape", row, np.array([shape], dtype=np.float64))
