"""Turn MATLAB subscripts (1-based numbers, ranges, masks, ``:``) into 0-based selections.

A resolved subscript is ``(sel, count, top)``: ``sel`` a ``slice`` or a 1-D ``intp`` array,
``count`` how many positions it selects and ``top`` the extent it needs (max index + 1).
"""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_accel import GpuArray, download
from runmat_builtins.indexing import messages as M
from runmat_builtins.numeric.convert import char_codes

_MAX_INDEX = 2.0 ** 62
_EMPTY_SEL = np.zeros(0, dtype=np.intp)


class _Colon:
    """The bare ``:`` subscript (a singleton)."""

    __slots__ = ()

    def __repr__(self) -> str:
        return "COLON"

    def __reduce__(self) -> str:
        return "COLON"


COLON = _Colon()


def is_colon(s: Any) -> bool:
    """``:`` itself or the char ``':'`` (``subsref`` passes colons as char)."""
    if s is COLON:
        return True
    return type(s) is np.ndarray and s.dtype.kind == "U" and s.size == 1 and s.flat[0] == ":"


def resolve(s: Any, extent: int, pos: int, n: int, grow: bool = False) -> tuple[Any, int, int]:
    """Resolve subscript ``s`` at position ``pos`` of ``n`` against a dimension of ``extent``.

    Past-the-end positions raise ``MATLAB:index:outOfBounds`` unless ``grow`` (assignment).
    """
    t = type(s)
    if t is float or t is int:
        return _scalar(s, extent, pos, n, grow)
    if s is COLON:
        return slice(None), extent, extent
    if t is np.ndarray:
        kind = s.dtype.kind
        if kind == "b":
            return _mask(s, extent, grow)
        if kind in "fiu":
            if s.size == 1:
                return _scalar(s.flat[0].item(), extent, pos, n, grow)
            return _numeric(s, extent, pos, n, grow)
        if kind == "U":
            if s.size == 1 and s.flat[0] == ":":
                return slice(None), extent, extent
            codes = char_codes(s)  # char(0) too: NumPy reads it back as '', which ord() refuses
            return resolve(codes, extent, pos, n, grow)
        raise M.bad_subscript(pos, n)
    if t is bool:
        if not s:
            return _EMPTY_SEL, 0, 0
        if extent < 1 and not grow:
            raise M.logical_out_of_bounds()
        return slice(0, 1), 1, 1
    if isinstance(s, (np.bool_,)):
        return resolve(bool(s), extent, pos, n, grow)
    if isinstance(s, (int, float, np.integer, np.floating)):
        return _scalar(float(s), extent, pos, n, grow)
    if t is GpuArray:
        return resolve(download(s), extent, pos, n, grow)
    conv = getattr(t, "__matlab_subscript__", None)  # objects usable as subscripts (numeric enumerations)
    if conv is not None:
        return resolve(conv(s), extent, pos, n, grow)
    raise M.bad_subscript(pos, n)


def _scalar(s: float, extent: int, pos: int, n: int, grow: bool) -> tuple[slice, int, int]:
    if not 1 <= s < _MAX_INDEX:
        raise M.bad_subscript(pos, n)
    k = int(s)
    if k != s:
        raise M.bad_subscript(pos, n)
    if k > extent and not grow:
        raise M.out_of_bounds(pos, n, extent)
    return slice(k - 1, k), 1, k


def _mask(s: np.ndarray, extent: int, grow: bool) -> tuple[np.ndarray, int, int]:
    nz = np.flatnonzero(s.ravel(order="F")) if s.ndim > 1 else np.flatnonzero(s)
    top = int(nz[-1]) + 1 if nz.size else 0
    if top > extent and not grow:
        raise M.logical_out_of_bounds()
    return nz, int(nz.size), top


def _numeric(s: np.ndarray, extent: int, pos: int, n: int, grow: bool) -> tuple[Any, int, int]:
    flat = s.ravel(order="F")
    if flat.size == 0:
        return _EMPTY_SEL, 0, 0
    lo = flat.min()
    hi = flat.max()
    if not (lo >= 1 and hi < _MAX_INDEX):  # NaN fails both comparisons
        raise M.bad_subscript(pos, n)
    ii = flat.astype(np.intp)
    if flat.dtype.kind == "f" and not np.array_equal(ii, flat):
        raise M.bad_subscript(pos, n)
    top = int(hi)
    if top > extent and not grow:
        raise M.out_of_bounds(pos, n, extent)
    ii -= 1
    return _as_slice(ii), int(ii.size), top


def _as_slice(ii: np.ndarray) -> Any:
    """A unit-stride ascending run becomes a slice (views, device friendly)."""
    first = int(ii[0])
    last = int(ii[-1])
    if last - first == ii.size - 1 and (ii.size < 3 or bool((np.diff(ii) == 1).all())):
        return slice(first, last + 1)
    return ii


def sel_positions(sel: Any, extent: int) -> np.ndarray:
    """A selection as an explicit 1-D array of 0-based positions."""
    if type(sel) is slice:
        return np.arange(*sel.indices(extent), dtype=np.intp)
    return sel
