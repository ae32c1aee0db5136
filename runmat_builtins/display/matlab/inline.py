"""One-line summaries of values inside containers, as MATLAB shows them.

A struct field or object property (``a: 1``, ``b: 'hello'``, ``c: [1 2 3]``,
``d: [2×2 double]``, ``e: {1×2 cell}``, ``f: [1×1 struct]``) and a cell of a cell array
(``{[1]}``, ``{'two'}``, ``{2×2 double}``, ``{1×2 cell}``).
"""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_accel import GpuArray
from runmat_builtins.display.matlab import numbers
from runmat_builtins.values import class_of, shape_of
from runmat_builtins.values.core import STRING_DTYPE
from runmat_builtins.values.handles import FunctionHandle
from runmat_builtins.values.struct import StructArray

TIMES = "\u00d7"
INLINE_LIMIT = 70  # longest numeric row text shown in place of its size


def dims(shape: tuple[int, ...]) -> str:
    """``1×3``: a size as MATLAB writes it."""
    return TIMES.join(str(d) for d in shape)


def handle_text(f: FunctionHandle) -> str:
    s = str(f)
    return s if s.startswith("@") else "@" + s


def _numeric_text(v: Any) -> str | None:
    """``1``, ``3.1416``, ``1 2 3``: a numeric/logical scalar or short row, else None."""
    t = type(v)
    if t is float:
        return numbers.inline_real(v)
    if t is bool:
        return "1" if v else "0"
    if t is complex:
        return numbers.inline_complex(v)
    if t is not np.ndarray or v.dtype.kind not in "fciub" or v.ndim != 2 or v.shape[0] != 1 or v.size == 0:
        return None
    if v.size == 1:
        x = v[0, 0]
        k = v.dtype.kind
        if k in "iub":
            return str(int(x))
        if k == "c":
            return numbers.inline_complex(complex(x), v.dtype == np.complex64)
        return numbers.inline_real(float(x), v.dtype == np.float32)
    text = numbers.inline_row(v)
    return text if len(text) <= INLINE_LIMIT else None


def _text_of(v: Any) -> str | None:
    """``'abc'`` / ``"abc"`` for a char row or a string scalar, else None."""
    if type(v) is np.ndarray:
        if v.dtype.kind == "U" and v.ndim == 2 and v.shape[0] == 1 and v.size:
            return "'" + "".join(v.reshape(-1).tolist()) + "'"
        if v.dtype == STRING_DTYPE and v.size == 1:
            s = v.reshape(-1)[0]
            return "<missing>" if s is None else f'"{s}"'
    return None


def field_value(v: Any) -> str:
    """A struct field's or an object property's value after ``name: ``."""
    if type(v) is GpuArray:  # an object to MATLAB: its size and class, never its elements
        return "[" + dims(shape_of(v)) + " gpuArray]"
    num = _numeric_text(v)
    if num is not None:
        return num if (type(v) is not np.ndarray or v.size == 1) else f"[{num}]"
    txt = _text_of(v)
    if txt is not None:
        return txt
    if isinstance(v, FunctionHandle):
        return handle_text(v)
    inline = getattr(type(v), "__matlab_inline__", None)  # objects with a one-line form (enumeration members)
    if inline is not None:
        text = inline(v)
        if text is not None:
            return text
    shp = shape_of(v)
    if type(v) is np.ndarray:
        k = v.dtype.kind
        if k == "O":
            if v.shape == (0, 0):
                return "{}"
            texts = [_text_of(x) for x in v.reshape(-1).tolist()] if v.ndim == 2 and v.shape[0] == 1 else [None]
            if all(t is not None and t.startswith("'") for t in texts):  # a row of char rows, in place
                return "{" + "  ".join(texts) + "}"
            return "{" + dims(shp) + " cell}"
        if v.shape == (0, 0) and k == "U":
            return "''"
        if v.shape == (0, 0) and k == "f" and v.dtype == np.float64:
            return "[]"
    return "[" + dims(shp) + " " + class_of(v) + "]"


def cell_item(v: Any) -> tuple[str, bool]:
    """(text between a cell's braces, whether it is a bracketed number to pad inside)."""
    if type(v) is GpuArray:
        return dims(shape_of(v)) + " gpuArray", False
    num = _numeric_text(v)
    if num is not None:
        return "[" + num + "]", True
    txt = _text_of(v)
    if txt is not None:
        return (f"[{txt}]" if txt.startswith('"') else txt), txt.startswith('"')
    if isinstance(v, FunctionHandle):
        return handle_text(v), False
    return dims(shape_of(v)) + " " + class_of(v), False


def is_struct(v: Any) -> bool:
    return isinstance(v, StructArray)
