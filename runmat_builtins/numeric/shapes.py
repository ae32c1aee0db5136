"""Implicit expansion (MATLAB's broadcasting): compatible sizes and aligned operands."""

from __future__ import annotations

from typing import Any

from runmat_builtins import errors
from runmat_builtins.errors import MException


def size_mismatch() -> MException:
    return MException(errors.SIZE_MISMATCH, errors.SIZE_MISMATCH_MSG)


def check_broadcast(a_shape: tuple[int, ...], b_shape: tuple[int, ...]) -> tuple[int, ...]:
    """The result size of an elementwise op on these sizes, or MATLAB:sizeDimensionsMustMatch.

    Dimensions pair up from the first (MATLAB pads trailing singletons, NumPy leading ones);
    each pair must be equal or contain a 1 (a 0 pairs only with 0 or 1).
    """
    if a_shape == b_shape:
        return tuple(a_shape)
    n = max(len(a_shape), len(b_shape))
    a = tuple(a_shape) + (1,) * (n - len(a_shape))
    b = tuple(b_shape) + (1,) * (n - len(b_shape))
    out = []
    for x, y in zip(a, b):
        if x == y or y == 1:
            out.append(x)
        elif x == 1:
            out.append(y)
        else:
            raise size_mismatch()
    return tuple(out)


def align(x: Any, y: Any) -> tuple[Any, Any]:
    """Check two operands for implicit expansion; give the lower-rank one trailing singleton
    dims so NumPy/CuPy broadcasting pairs dimensions the MATLAB way."""
    xs = getattr(x, "shape", None)
    ys = getattr(y, "shape", None)
    if xs is None or ys is None or xs == ys:
        return x, y
    check_broadcast(xs, ys)
    if len(xs) < len(ys):
        x = x.reshape(tuple(xs) + (1,) * (len(ys) - len(xs)))
    elif len(ys) < len(xs):
        y = y.reshape(tuple(ys) + (1,) * (len(xs) - len(ys)))
    return x, y
