"""Class conversion of values written into arrays (subsasgn) or concatenated.

MATLAB rules: integers round half away from zero and saturate (NaN -> 0); logical
refuses NaN; char takes code points; string takes the text of numbers.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.errors import MException
from runmat_builtins.indexing import messages as M
from runmat_builtins.numeric.convert import char_codes
from runmat_builtins.values import CHAR_DTYPE, STRING_DTYPE, StructArray, char_row, class_of


def as_block(v: Any) -> np.ndarray:
    """A value as an ndarray (>= 2-D); struct arrays give their element array."""
    t = type(v)
    if t is np.ndarray:
        return v if v.ndim >= 2 else v.reshape((1, -1) if v.ndim == 1 else (1, 1))
    if t is float:
        return np.array([[v]], dtype=np.float64)
    if t is bool:
        return np.array([[v]], dtype=np.bool_)
    if t is complex:
        return np.array([[v]], dtype=np.complex128)
    if t is StructArray:
        return v.elems
    if t is str:

        return char_row(v)
    if t is int:
        return np.array([[float(v)]])
    if isinstance(v, np.generic):
        return np.array(v).reshape(1, 1)
    holder = np.empty((1, 1), dtype=object)
    holder[0, 0] = v
    return holder


def round_to_int(x: Any, dtype: np.dtype, xp: Any = np) -> Any:
    """Float -> integer class: round half away from zero, saturate, NaN -> 0."""
    info = np.iinfo(dtype)
    x = x.astype(np.float64) if x.dtype.kind != "f" else x
    r = xp.trunc(x)
    frac = x - r
    r = r + (xp.abs(frac) >= 0.5) * xp.sign(x)
    out = xp.zeros(x.shape, dtype=dtype)
    hi = r >= float(info.max)
    lo = r <= float(info.min)
    ok = ~(hi | lo | xp.isnan(r))
    out[ok] = r[ok].astype(dtype)
    out[hi] = info.max
    out[lo] = info.min
    return out


def int_to_int(x: np.ndarray, dtype: np.dtype) -> np.ndarray:
    """Integer -> integer class with saturation."""
    info = np.iinfo(dtype)
    src = np.iinfo(x.dtype)
    if src.min >= info.min and src.max <= info.max:
        return x.astype(dtype)
    if x.dtype.kind == "u" and dtype.kind == "i":
        return np.minimum(x, np.uint64(info.max)).astype(dtype)
    if x.dtype.kind == "i" and dtype.kind == "u":
        return np.clip(x, 0, None).astype(np.uint64).clip(0, info.max).astype(dtype)
    return np.clip(x, info.min, info.max).astype(dtype)


def _codes(arr: np.ndarray) -> np.ndarray:
    """Char codes as float64 (char(0) too)."""
    return char_codes(arr)


def _num_texts(block: np.ndarray) -> list[str | None]:
    """A numeric block's texts in a string array (column-major): string(block), so NaN is the
    missing string (``["1" NaN]``)."""
    from runmat_builtins.format.numstr import string_texts

    return string_texts(block)


def to_dtype(block: np.ndarray, dtype: np.dtype, frm: Any = None) -> np.ndarray:
    """Convert an element block to ``dtype`` under MATLAB's rules (errors name the classes)."""
    src = block.dtype
    if src == dtype:
        return block
    dk, sk = dtype.kind, src.kind
    frm_cls = class_of(frm) if frm is not None else _class_of_dtype(src)
    if dk == "O":
        raise M.conversion("cell", frm_cls)
    if dtype == STRING_DTYPE:
        if src == STRING_DTYPE:
            return block
        if sk == "U":
            rows = ["".join(r) for r in block.reshape(block.shape[0], -1)] if block.ndim == 2 else None
            if rows is None:
                raise M.conversion("string", "char")
            return np.array(rows, dtype=STRING_DTYPE).reshape(-1, 1)
        if sk == "b":
            return np.vectorize(lambda b: "true" if b else "false", otypes=[object])(block).astype(STRING_DTYPE)
        if sk in "fiu":
            if block.size == 0:
                return np.empty(block.shape, dtype=STRING_DTYPE)
            out = np.empty(block.size, dtype=STRING_DTYPE)
            out[:] = _num_texts(block)
            return out.reshape(block.shape, order="F")
        raise M.conversion("string", frm_cls)
    if sk in "OV" or src == STRING_DTYPE and dk not in "fiu":
        raise M.conversion(_class_of_dtype(dtype), frm_cls)
    if src == STRING_DTYPE:
        vals = np.array([_parse(s) for s in block.ravel(order="F")]).reshape(block.shape, order="F")
        return to_dtype(vals, dtype)
    if dk == "U":
        if sk == "b":
            raise M.conversion("char", "logical")
        if sk == "c":
            block = block.real
        # Octave's oracle: numbers become chars by truncation toward zero
        codes = np.clip(np.trunc(np.nan_to_num(block.astype(np.float64))), 0, 65535) if block.size else block
        if block.size == 0:
            return np.empty(block.shape, dtype=CHAR_DTYPE)
        return np.frompyfunc(chr, 1, 1)(codes.astype(np.int64)).astype(CHAR_DTYPE)
    if sk == "U":
        if dk == "b":
            raise M.conversion("logical", "char")
        block = _codes(block)
        sk = "f"
    if dk == "b":
        if sk in "fc" and np.isnan(block).any():
            raise MException(M.LOGICAL_NAN, M.LOGICAL_NAN_MSG)
        return block != 0
    if dk in "iu":
        if sk == "c":
            block = block.real
            sk = "f"
        if sk == "f":
            return round_to_int(block, dtype)
        if sk == "b":
            return block.astype(dtype)
        return int_to_int(block, dtype)
    # float / complex targets
    if sk == "c" and dk == "f":
        return block.astype(np.complex64 if dtype.itemsize == 4 else np.complex128)
    return block.astype(dtype)


def _parse(s: Any) -> float:
    if s is None:
        return float("nan")
    try:
        return float(str(s).strip())
    except ValueError:
        return float("nan")


_DTYPE_CLASS = {"d": "double", "f": "single", "?": "logical", "D": "double", "F": "single"}


def _class_of_dtype(dt: np.dtype) -> str:
    if dt == STRING_DTYPE:
        return "string"
    k = dt.kind
    if k == "U":
        return "char"
    if k == "O":
        return "cell"
    if k in "iu":
        return f"{'u' if k == 'u' else ''}int{dt.itemsize * 8}"
    return _DTYPE_CLASS.get(dt.char, "double")


def fill_value(dtype: np.dtype) -> Any:
    """What growth pads with: 0, false, char 0, <missing> string, [] in a cell."""
    if dtype == STRING_DTYPE:
        return None
    k = dtype.kind
    if k == "U":
        return "\x00"
    if k == "O":
        return np.zeros((0, 0))
    return 0


def filled(shape: tuple[int, ...], dtype: np.dtype) -> np.ndarray:
    """A new column-major array of ``shape`` holding the growth fill of ``dtype``."""
    if dtype.kind == "O":
        out = np.empty(shape, dtype=object, order="F")
        out.fill(np.zeros((0, 0)))  # one shared, never-mutated empty
        return out
    if dtype == STRING_DTYPE:
        return np.full(shape, None, dtype=STRING_DTYPE, order="F")
    if dtype.kind == "U":
        return np.full(shape, "\x00", dtype=dtype, order="F")
    return np.zeros(shape, dtype=dtype, order="F")
