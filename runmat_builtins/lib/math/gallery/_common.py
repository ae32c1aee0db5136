"""Shared argument readers for the test-matrix builtins: an order n and an output class."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.errors import MException
from runmat_builtins.numeric import undefined
from runmat_builtins.lib.array.shape._args import array_arg, is_int_value, nd, option, values
from runmat_builtins.limits import check_array_size


def order(v: Any, fname: str, what: str = "N") -> int:
    """A nonnegative integer scalar argument."""
    try:
        vals = values(v)
    except TypeError:
        vals = []
    if len(vals) != 1 or not is_int_value(vals[0]) or vals[0] < 0:
        raise MException(f"MATLAB:{fname}:InvalidN" if fname else "MATLAB:invalidN",
                         f"{what} must be a nonnegative integer scalar.")
    n = int(vals[0])
    check_array_size((n, n))  # the order of an n-by-n gallery matrix
    return n


def class_arg(v: Any, fname: str) -> str:
    w = option(v) if v is not None else "double"
    if w not in ("double", "single"):
        raise MException(f"MATLAB:{fname}:InvalidClassName" if fname else "MATLAB:invalidClass",
                         "CLASSNAME must be 'double' or 'single'.")
    return w


def as_class(a: np.ndarray, cls: str) -> np.ndarray:
    return a.astype(np.float32) if cls == "single" else a


def vector(v: Any, fname: str) -> np.ndarray:
    """A numeric vector argument as a flat float64 or complex128 array."""
    a = array_arg(v)
    if a.dtype.kind not in "biufcU":
        raise undefined(fname, a.dtype)
    if a.dtype.kind == "U":
        a = a.view(np.uint32)
    flat = a.reshape(-1, order="F")
    return flat.astype(np.complex128 if a.dtype.kind == "c" else np.float64)


def out_class(v: Any) -> str:
    a = nd(v)
    return "single" if a.dtype in (np.float32, np.complex64) else "double"
