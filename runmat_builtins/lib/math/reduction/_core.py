"""Shared reduction plumbing: parse DIM/'all'/vecdim and flags, resolve axes, shape results.

Every reduction keeps reduced dimensions (size 1) and returns MATLAB-shaped arrays; the
0x0 input with the default dimension reduces to 1x1 (sum([]) is 0), as MATLAB specifies.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.errors import MException
from runmat_builtins.lib.array.shape._args import default_dim, is_empty_arg, mshape, nd, option, vecdim_arg
from runmat_builtins.numeric import class_name, undefined

NANFLAGS = ("omitnan", "includenan", "omitmissing", "includemissing")
OUTTYPES = ("default", "double", "native")
_ARITH = frozenset({"double", "single", "int8", "int16", "int32", "int64", "uint8", "uint16",
                    "uint32", "uint64", "logical", "char"})


class Spec:
    """Parsed trailing arguments of a reduction."""

    __slots__ = ("dims", "omit", "outtype", "words")

    def __init__(self) -> None:
        self.dims: Any = None  # None: default dim; "all"; or a tuple of 0-based axes
        self.omit: bool | None = None
        self.outtype: str = "default"
        self.words: list[str] = []


_F64 = np.dtype(np.float64)
_BOOL = np.dtype(np.bool_)


_SEQUENTIAL_MAX = 1 << 16


def ordered_sum(x: np.ndarray, axis: int) -> np.ndarray:
    """Sum along ``axis`` adding elements in order, as MATLAB and Octave do for arrays of
    ordinary size (NumPy's pairwise summation rounds differently: sum(0.1*ones(1,10)) is
    exactly 1 there but 1 - eps/2 in MATLAB). Large arrays keep NumPy's faster reduction."""
    n = x.shape[axis]
    if n <= 2 or x.size > _SEQUENTIAL_MAX or x.dtype.kind not in "fc":
        return np.add.reduce(x, axis=axis, keepdims=True)
    return np.take(np.cumsum(x, axis=axis), [n - 1], axis=axis)


def f64_axis(x: Any, args: tuple, logical: bool = False) -> int:
    """The fast path's test: for ``f(X)`` or ``f(X, dim)`` (dim 1 or 2, a Python float) on a
    non-empty 2-D float64 host array (or logical, with ``logical=True``), the 0-based axis to
    reduce; else -1 (the general path: options, other classes, N-D, empties, vecdim)."""
    if x.__class__ is not np.ndarray:
        return -1
    dt = x.dtype
    if not (dt is _F64 or dt == _F64 or (logical and dt is _BOOL)) or x.ndim != 2:
        return -1
    r, c = x.shape
    if not (r and c):
        return -1
    if not args:
        return 0 if r != 1 else (1 if c != 1 else 0)  # first non-singleton dimension
    if len(args) == 1:
        d = args[0]
        if d.__class__ is float:
            if d == 1.0:
                return 0
            if d == 2.0:
                return 1
    return -1


def parse(args: tuple, fname: str, *, allow_outtype: bool = False, extra: tuple[str, ...] = ()) -> Spec:
    s = Spec()
    for a in args:
        w = option(a)
        if w is None:
            if s.dims is not None:
                raise MException("MATLAB:TooManyInputs", "Too many input arguments.")
            s.dims = vecdim_arg(a)
            continue
        if w == "all":
            if s.dims is not None:
                raise MException("MATLAB:TooManyInputs", "Too many input arguments.")
            s.dims = "all"
        elif w in NANFLAGS:
            s.omit = w.startswith("omit")
        elif allow_outtype and w in OUTTYPES:
            s.outtype = w
        elif w in extra:
            s.words.append(w)
        else:
            raise MException(f"RunMat:{fname}:invalidOption", f"Invalid option '{w}' for {fname}.")
    return s


def check_class(x: Any, fname: str) -> str:
    cls = class_name(x)
    if cls not in _ARITH:
        raise undefined(fname, cls)
    return cls


def axes_for(arr: Any, dims: Any) -> tuple[tuple[int, ...], bool]:
    """(axes to reduce that exist in ``arr``, whole-array flag) for a dims spec."""
    shp = tuple(arr.shape)
    if dims is None:
        if len(shp) == 2 and shp == (0, 0):
            return (0, 1), True
        d = default_dim(shp)
        if all(n == 1 for i, n in enumerate(shp) if i != d):
            return tuple(range(len(shp))), True
        return (d,), False
    if dims == "all":
        return tuple(range(len(shp))), True
    axes = tuple(d for d in dims if d < len(shp))
    if all(n == 1 for i, n in enumerate(shp) if i not in axes):
        # every element reduces into one (a row summed along dim 2): a whole-array reduction,
        # which device libraries run as one fast full reduction rather than one block per row
        return tuple(range(len(shp))), True
    return axes, False


def shaped(out: Any, whole: bool) -> Any:
    """Give a keepdims result MATLAB's shape (1x1 for whole-array reductions)."""
    if whole:
        return out.reshape(1, 1)
    shp = mshape(out.shape)
    return out.reshape(shp) if shp != tuple(out.shape) else out


def numeric_view(x: Any, xp: Any) -> Any:
    """Array of at least 2 dims; char as double code points, logical kept (callers decide)."""
    arr = nd(x, xp)
    if arr.dtype.kind == "U":
        arr = np.asarray(arr).view(np.uint32).astype(np.float64)
    return arr


def scalar_out(out: Any) -> Any:
    """A 1x1 float64 host result as a Python float (the VM's fast scalar form).

    A complex host result whose imaginary parts are all zero becomes real, as MATLAB narrows
    computed values (sum([1+1i 1-1i]) is 2, diff([1i 1i]) is 0).
    """
    if type(out) is np.ndarray:
        if out.dtype.kind == "c" and not out.imag.any():
            out = np.ascontiguousarray(out.real)
        if out.size == 1 and out.dtype == np.float64:
            return float(out.reshape(-1)[0])
    return out


def count(shape: tuple[int, ...], axes: tuple[int, ...]) -> int:
    n = 1
    for a in axes:
        n *= shape[a]
    return n


def is_placeholder(v: Any) -> bool:
    return is_empty_arg(v)
