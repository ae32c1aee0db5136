"""Argument handling shared by the transforms: the input as a float array in ``xp``,
the transform length n and the working dimension."""

from __future__ import annotations

from runmat_builtins.limits import check_array_size

import math
from typing import Any

import numpy as np

from runmat_builtins.errors import MException
from runmat_builtins.lib.array.shape._args import (
    default_dim, dim_arg, expand_to, is_empty_arg, mshape, nd, option, values,
)
from runmat_builtins.numeric import arith_class

_F32 = np.dtype(np.float32)
_C64 = np.dtype(np.complex64)


def as_float(x: Any, fname: str, xp: Any) -> Any:
    """The data argument as a float/complex array (integers, logical and char as double)."""
    arith_class(x, fname)
    a = nd(x, xp)
    if a.dtype.kind == "U":
        a = np.asarray(a).view(np.uint32)
    if a.dtype.kind not in "fc":
        a = a.astype(np.float64)
    return a


def length_arg(n: Any, fname: str) -> int | None:
    """The transform length: None for [] (keep the size), else a positive integer."""
    if n is None or is_empty_arg(n):
        return None
    try:
        v = values(n)
    except TypeError:
        v = []
    if len(v) != 1 or not (0 <= v[0] < math.inf and v[0] == math.floor(v[0])):
        raise MException(f"MATLAB:{fname}:lengthNotNonnegInt" if fname in ("fft", "ifft")
                         else f"MATLAB:{fname}:sizeNotNonnegInt",
                         "Transform length must be a nonnegative integer scalar.")
    return int(v[0])


def size_arg(siz: Any, fname: str) -> list[int]:
    try:
        v = values(siz)
    except TypeError:
        v = []
    if not v or any(not (0 <= s < math.inf and s == math.floor(s)) for s in v):
        raise MException(f"MATLAB:{fname}:sizeNotNonnegInt",
                         "Transform size must be a vector of nonnegative integers.")
    return [int(s) for s in v]


def working_axis(a: Any, dim: Any) -> tuple[Any, int]:
    """(array with enough dims, 0-based axis) for the DIM argument (default: first non-singleton)."""
    if dim is None:
        return a, default_dim(tuple(a.shape))
    ax = dim_arg(dim)
    return expand_to(a, ax + 1), ax


def resize(a: Any, axis: int, n: int, xp: Any) -> Any:
    """Zero-pad or truncate ``a`` along ``axis`` to length ``n``."""
    cur = a.shape[axis]
    if n == cur:
        return a
    if n < cur:
        idx = [slice(None)] * a.ndim
        idx[axis] = slice(0, n)
        return a[tuple(idx)]
    shape = list(a.shape)
    shape[axis] = n
    check_array_size(shape, 16)  # the padded array and its complex transform
    pad = [(0, 0)] * a.ndim
    pad[axis] = (0, n - cur)
    return xp.pad(a, pad)


def single_result(a: Any, r: Any) -> Any:
    """Single inputs give single (complex64) results; trailing singleton dims are dropped."""
    if a.dtype in (_F32, _C64):
        r = r.astype(_C64 if r.dtype.kind == "c" else _F32)
    return trim(r)


def trim(r: Any) -> Any:
    shp = mshape(tuple(r.shape))
    return r.reshape(shp) if shp != tuple(r.shape) else r


def symmetric_flag(args: tuple, fname: str) -> tuple[tuple, bool]:
    """Split a trailing 'symmetric'/'nonsymmetric' word off the arguments."""
    if args:
        w = option(args[-1])
        if w in ("symmetric", "nonsymmetric"):
            return args[:-1], w == "symmetric"
        if w is not None:
            raise MException(f"MATLAB:{fname}:invalidOption",
                             f"Option must be 'symmetric' or 'nonsymmetric'.")
    return args, False
