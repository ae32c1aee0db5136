"""MATLAB class names of values and the class rules of arithmetic (which class a result has)."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins import errors
from runmat_builtins.errors import MException
from runmat_builtins.values import STRING_DTYPE, class_of

INT_CLASSES = frozenset({"int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64"})
FLOAT_CLASSES = frozenset({"double", "single"})
NUMERIC_CLASSES = INT_CLASSES | FLOAT_CLASSES
# classes arithmetic accepts: numeric plus logical and char (which act as double)
ARITH_CLASSES = NUMERIC_CLASSES | {"logical", "char"}

DTYPES: dict[str, np.dtype] = {
    "double": np.dtype(np.float64), "single": np.dtype(np.float32), "logical": np.dtype(np.bool_),
    "int8": np.dtype(np.int8), "int16": np.dtype(np.int16), "int32": np.dtype(np.int32),
    "int64": np.dtype(np.int64), "uint8": np.dtype(np.uint8), "uint16": np.dtype(np.uint16),
    "uint32": np.dtype(np.uint32), "uint64": np.dtype(np.uint64), "char": np.dtype("<U1"),
}
INT_LIMITS: dict[str, tuple[int, int]] = {
    c: (int(np.iinfo(DTYPES[c]).min), int(np.iinfo(DTYPES[c]).max)) for c in INT_CLASSES
}

_CLASS_OF_DTYPE: dict[Any, str] = {dt: c for c, dt in DTYPES.items()}
_CLASS_OF_DTYPE[np.dtype(np.complex128)] = "double"
_CLASS_OF_DTYPE[np.dtype(np.complex64)] = "single"
_CLASS_OF_DTYPE[np.dtype(np.longdouble)] = "double"
_CLASS_OF_DTYPE[STRING_DTYPE] = "string"
_CLASS_OF_DTYPE[np.dtype(object)] = "cell"


def class_name(v: Any) -> str:
    """MATLAB class of a host value or of a device-native array (its element class)."""
    t = type(v)
    if t is float or t is complex or t is int:
        return "double"
    if t is bool:
        return "logical"
    dt = getattr(v, "dtype", None)
    if dt is not None and t is not np.generic:
        c = _CLASS_OF_DTYPE.get(dt)
        if c is not None:
            return c
        if dt.kind == "U":
            return "char"
    return class_of(v)


def is_complex(v: Any) -> bool:
    t = type(v)
    if t is complex:
        return True
    if t is float or t is bool:
        return False
    dt = getattr(v, "dtype", None)
    return dt is not None and dt.kind == "c"


def undefined(name: str, cls: str) -> MException:
    """MATLAB's error for an operator/function applied to a class it does not accept."""
    return MException(errors.UNDEFINED_FUNCTION, errors.UNDEFINED_FUNCTION_MSG.format(name=name, cls=cls))


def require_class(v: Any, kind: type | tuple[type, ...], name: str) -> Any:
    """``v`` when it is a ``kind`` object; else MATLAB's undefined-function error for ``name``
    and ``class(v)`` (the check every method-like builtin of an object type starts with)."""
    if not isinstance(v, kind):
        raise undefined(name, class_of(v))
    return v


def arith_class(v: Any, name: str) -> str:
    """The MATLAB class of ``v``, which ``name`` accepts only when numeric, logical or char
    (MATLAB's undefined-function error otherwise)."""
    cls = class_name(v)
    if cls not in ARITH_CLASSES:
        raise undefined(name, cls)
    return cls


def mixed_classes() -> MException:
    return MException(errors.MIXED_INT, errors.MIXED_INT_MSG)


def result_class(a: Any, b: Any, name: str = "plus") -> str:
    """Class of ``a OP b`` for arithmetic. ``a``/``b`` are values or class names.

    double op single -> single; integer op double/single/logical/char -> the integer class;
    integers of two classes -> MATLAB:mixedClasses; logical/char -> double.
    """
    ca = a if type(a) is str else class_name(a)
    cb = b if type(b) is str else class_name(b)
    if ca == cb:
        if ca in NUMERIC_CLASSES:
            return ca
        if ca == "logical" or ca == "char":
            return "double"
        raise undefined(name, ca)
    if ca not in ARITH_CLASSES:
        raise undefined(name, ca)
    if cb not in ARITH_CLASSES:
        raise undefined(name, cb)
    ia = ca in INT_CLASSES
    ib = cb in INT_CLASSES
    if ia and ib:
        raise mixed_classes()
    if ia:
        return ca
    if ib:
        return cb
    if ca == "single" or cb == "single":
        return "single"
    return "double"
