"""Shared argument handling for the special functions: numeric operands as float64 or
complex128 arrays (single remembered), MATLAB's implicit expansion, and results narrowed
back (complex parts that are all zero dropped, single restored)."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.errors import MException
from runmat_builtins.lazy import lazy
from runmat_builtins.lib.array.shape._args import nd, option
from runmat_builtins.numeric import align, arith_class, class_name

sp = lazy("scipy.special")


def operand(x: Any, fname: str, *, real: bool = False, what: str = "Input") -> np.ndarray:
    """A numeric argument as a float64 (or complex128) array of at least 2 dims."""
    arith_class(x, fname)
    a = nd(x)
    if a.dtype.kind == "U":
        a = a.view(np.uint32)
    if a.dtype.kind == "c":
        if real:
            raise MException(f"MATLAB:{fname}:ComplexInput" if fname else "MATLAB:complexInput",
                             f"{what} must be real.")
        return a.astype(np.complex128)
    return a.astype(np.float64)


def reals(fname: str, **named: Any) -> list[np.ndarray]:
    """The operands, given by the names MATLAB's errors use (``X=x, A=a``), as real float64
    arrays in that order (``operand(..., real=True)`` each)."""
    return [operand(v, fname, real=True, what=what) for what, v in named.items()]


def is_single(*xs: Any) -> bool:
    return any(class_name(x) == "single" for x in xs)


def expand(*arrays: np.ndarray) -> list[np.ndarray]:
    """Operands broadcast MATLAB's way (scalars expand; sizes must agree otherwise)."""
    out = list(arrays)
    for i in range(1, len(out)):
        a, b = align(out[0], out[i])
        out[0], out[i] = a, b
    shape = np.broadcast_shapes(*(a.shape for a in out))
    return [np.broadcast_to(a, shape) for a in out]


def finish(r: Any, single: bool, *, keep_complex: bool = False) -> np.ndarray:
    """Result array: complex with all-zero imaginary parts narrowed to real, single restored."""
    r = np.asarray(r)
    if r.ndim < 2:
        r = r.reshape((1, -1) if r.ndim == 1 else (1, 1))
    if r.dtype.kind == "c" and not keep_complex and not np.any(r.imag):
        r = r.real
    if single:
        r = r.astype(np.complex64 if r.dtype.kind == "c" else np.float32)
    return np.ascontiguousarray(r)


def tail_option(v: Any, fname: str, allowed: tuple[str, ...]) -> str:
    w = option(v)
    if w not in allowed:
        raise MException(f"MATLAB:{fname}:InvalidTailArg",
                         "Tail must be one of " + ", ".join(f"'{a}'" for a in allowed) + ".")
    return w
