"""MATLAB's display of a dictionary (documentation of ``dictionary``, R2022b):

    d =

      dictionary (string ⟼ double) with 2 entries:

        "Tomato" ⟼ 1
        "Carrot" ⟼ 0.5000

Keys are padded to one width; each key and value is shown as a short scalar."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.lib.strings.core._text import char_text, is_char
from runmat_builtins.values import STRING_DTYPE, StructArray, class_of

ARROW = "\u27fc"


def number_text(x: float) -> str:
    """A real number as MATLAB's short format shows a scalar (1, 0.5000, 1.2346e+05)."""
    if x != x:
        return "NaN"
    if x in (float("inf"), float("-inf")):
        return "Inf" if x > 0 else "-Inf"
    if x == int(x) and abs(x) < 1e9:
        return str(int(x))
    if abs(x) >= 1e5 or abs(x) < 1e-3:
        return f"{x:.4e}"
    return f"{x:.4f}"


def _size_text(v: Any) -> str:
    return "\u00d7".join(str(d) for d in np.shape(v) or (1, 1))


def element_text(v: Any) -> str:
    """One 1x1 key or value as the dictionary display shows it."""
    if type(v) is bool:
        return "true" if v else "false"
    if type(v) is float:
        return number_text(v)
    if type(v) is complex:
        return f"{number_text(v.real)} + {number_text(abs(v.imag))}i" if v.imag >= 0 else \
            f"{number_text(v.real)} - {number_text(abs(v.imag))}i"
    if isinstance(v, StructArray):
        return f"{_size_text(v)} struct"
    if type(v) is np.ndarray:
        if v.dtype == STRING_DTYPE:
            s = v.flat[0] if v.size == 1 else None
            return "<missing>" if s is None else f'"{s}"'
        if v.dtype.kind == "O":
            return "{" + _cell_content(v.flat[0]) + "}" if v.size == 1 else f"{{{_size_text(v)} cell}}"
        if v.dtype.kind == "b":
            return "true" if bool(v.flat[0]) else "false"
        if v.size == 1 and v.dtype.kind in "iu":
            return str(int(v.flat[0]))
        if v.size == 1 and v.dtype.kind == "f":
            return number_text(float(v.flat[0]))
    texts = getattr(v, "texts", None)
    if texts is not None:
        t = texts()
        return t[0] if len(t) == 1 else f"{_size_text(v)} {class_of(v)}"
    return f"{_size_text(v)} {class_of(v)}"


def _cell_content(e: Any) -> str:
    """A cell's content as a cell display shows it ([5], 'abc', 2×2 double)."""
    if is_char(e) and (e.shape[0] == 1 or e.size == 0):
        return f"'{char_text(e)}'"
    if type(e) in (float, bool) or (type(e) is np.ndarray and e.size == 1 and e.dtype.kind in "biuf"):
        return "[" + element_text(e if type(e) in (float, bool) else e.reshape(1, 1)) + "]"
    if type(e) is np.ndarray and e.dtype == STRING_DTYPE and e.size == 1:
        return element_text(e)
    if type(e) is np.ndarray and e.ndim == 2 and e.shape[0] == 1 and 1 < e.size <= 10 and e.dtype.kind in "iuf":
        return "[" + " ".join(number_text(float(x)) for x in e.ravel()) + "]"
    return f"{_size_text(e)} {class_of(e)}"


def dictionary_text(d: Any, name: str | None) -> str:
    """What ``d`` unsuppressed (with ``name``) or ``disp(d)`` (without) prints."""
    if not d.configured:
        body = "  dictionary with unset key and value types.\n\n"
    else:
        head = f"  dictionary ({d.key_type} {ARROW} {d.value_type}) with "
        n = len(d.entries)
        if n == 0:
            body = head + "no entries.\n\n"
        else:
            body = head + (f"{n} entries:\n\n" if n != 1 else "1 entry:\n\n")
            pairs = [(element_text(k), element_text(v)) for k, v in d.items()]
            w = max(len(k) for k, _ in pairs)
            body += "".join(f"    {k.ljust(w)} {ARROW} {v}\n" for k, v in pairs) + "\n"
    return f"{name} =\n\n{body}" if name else body
