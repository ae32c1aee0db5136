"""Parsing ``f(sz..., classname)`` / ``f(sz..., 'like', P)`` / ``'gpuArray'`` for constructors."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.errors import MException
from runmat_builtins.lib.array.creation._classes import DTYPES, dtype_of
from runmat_builtins.lib.array.shape._args import option, size_args
from runmat_builtins.limits import check_array_size

# Constructors take 'like', P anywhere after the sizes: P is a data argument so that a
# gpuArray prototype places the call on its device (sizes are Python numbers, never moved).
LIKE_DATA = list(range(1, 16))
ALL_PRECISIONS = ["double", "single", "int", "logical", "complex"]


class Request:
    """What a constructor call asked for: shape, dtype, and whether it goes to the GPU."""

    __slots__ = ("shape", "dtype", "gpu", "complex_like")

    def __init__(self, shape: tuple[int, ...], dtype: np.dtype, gpu: bool, complex_like: bool) -> None:
        self.shape = shape
        self.dtype = dtype
        self.gpu = gpu
        self.complex_like = complex_like


def parse(args: tuple, fname: str, *, allowed: frozenset[str] | None = None,
          default: str = "double") -> Request:
    """Split sizes from trailing class / 'like' / 'gpuArray' options."""
    n = len(args)
    cls: str | None = None
    like: Any = None
    gpu = False
    i = 0
    while i < n:
        if option(args[i]) is not None:
            break
        i += 1
    sizes = args[:i]
    j = i
    while j < n:
        word = option(args[j])
        if word is None:
            raise MException("MATLAB:UndefinedFunction",
                             f"Size inputs must be numeric; options must come last in {fname}.")
        if word == "like":
            if j + 1 >= n:
                raise MException("MATLAB:minrhs", "Not enough input arguments.")
            like = args[j + 1]
            j += 2
            continue
        if word == "gpuarray":
            gpu = True
        elif word in DTYPES:
            cls = word
        elif word == "distributed" or word == "codistributed":
            pass
        else:
            raise MException(f"RunMat:{fname}:invalidClass",
                             f"Invalid data type name '{_text(args[j])}' in {fname}.")
        j += 1
    shape = size_args(sizes, fname)
    complex_like = False
    if like is not None:
        if cls is not None:
            raise MException("MATLAB:TooManyInputs",
                             "Specify either a class name or 'like', not both.")
        dt = dtype_of(like)
        if dt.kind == "c":
            complex_like = True
            dt = np.dtype(np.float32 if dt == np.complex64 else np.float64)
        if hasattr(like, "dtype") and like.dtype.kind in "OUT":
            raise MException(f"RunMat:{fname}:invalidLike",
                             f"'like' prototype must be numeric or logical.")
        dtype = dt
    else:
        c = cls or default
        if allowed is not None and c not in allowed:
            raise MException(f"RunMat:{fname}:invalidClass",
                             f"Trailing string input must be {_or_list(allowed)}.")
        dtype = DTYPES[c]
    if allowed is not None and like is not None:
        from runmat_accel import underlying_class

        if underlying_class(dtype) not in allowed:
            raise MException(f"RunMat:{fname}:invalidClass",
                             f"'like' prototype must be of class {_or_list(allowed)}.")
    check_array_size(shape, dtype.itemsize * (2 if complex_like else 1))
    return Request(shape, dtype, gpu, complex_like)


def finish(arr: Any, req: Request, xp: Any) -> Any:
    """Complexify for complex prototypes, upload for the 'gpuArray' option, scalars as floats."""
    if req.complex_like:
        arr = arr.astype(np.complex64 if arr.dtype == np.float32 else np.complex128)
    if req.gpu:
        return arr  # the guard placed this call on the device ('gpuArray'): it wraps the result
    if xp is np and arr.dtype == np.float64 and arr.size == 1 and arr.ndim == 2:
        return float(arr[0, 0])
    return arr


def _text(v: Any) -> str:
    return option(v) or "?"


def _or_list(names: frozenset[str]) -> str:
    order = ["double", "single", "logical"]
    items = [f"'{c}'" for c in order if c in names] + sorted(f"'{c}'" for c in names if c not in order)
    return " or ".join(items)
