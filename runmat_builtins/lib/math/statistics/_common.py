"""Shared plumbing: the data as a float array, the working dimension, and moving that
dimension last (so each statistic is written once over rows of a 2-D view)."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.errors import MException
from runmat_builtins.lib.array.shape._args import default_dim, dim_arg, expand_to, mshape, nd, option
from runmat_builtins.numeric import arith_class

_F32 = np.dtype(np.float32)


def data(x: Any, fname: str) -> np.ndarray:
    """The data argument as float64 (single kept), at least 2-D."""
    arith_class(x, fname)
    a = nd(x)
    if a.dtype.kind == "U":
        a = a.view(np.uint32)
    if a.dtype.kind == "c":
        return a.astype(np.complex128) if a.dtype != np.complex64 else a
    if a.dtype != _F32:
        a = a.astype(np.float64)
    return a


def axis_of(a: np.ndarray, dim: Any) -> tuple[np.ndarray, int]:
    """(array with enough dims, 0-based working axis); default: first non-singleton."""
    if dim is None:
        return a, default_dim(tuple(a.shape))
    ax = dim_arg(dim)
    return expand_to(a, ax + 1), ax


def to_last(a: np.ndarray, ax: int) -> np.ndarray:
    return np.moveaxis(a, ax, -1)


def from_last(r: np.ndarray, ax: int) -> np.ndarray:
    out = np.moveaxis(r, -1, ax)
    shp = mshape(out.shape)
    return out.reshape(shp) if shp != out.shape else out


def as_class(r: Any, like: np.ndarray) -> Any:
    return r.astype(_F32) if like.dtype == _F32 else r


def split_options(args: tuple, names: tuple[str, ...], fname: str) -> tuple[list[Any], dict[str, Any]]:
    """Positional arguments, then Name/Value pairs whose names are in ``names`` (case-insensitive)."""
    pos: list[Any] = []
    opts: dict[str, Any] = {}
    i = 0
    while i < len(args):
        w = option(args[i])
        if w is not None:
            match = [n for n in names if n.lower() == w]
            if match:
                if i + 1 >= len(args):
                    raise MException("MATLAB:InputParser:ParamMissingValue",
                                     f"Expected a value to follow the name '{match[0]}'.")
                opts[match[0]] = args[i + 1]
                i += 2
                continue
        pos.append(args[i])
        i += 1
    return pos, opts


def scalar_or_array(r: np.ndarray) -> Any:
    if r.size == 1 and r.dtype == np.float64:
        return float(r.reshape(-1)[0])
    return r
