"""Shared helpers for text builtins: read char/string/cellstr arguments, build results.

A *text array* is one of: a char row vector (one text), a char matrix (one text per
row, where a builtin allows it), a string array, or a cell array of char vectors.
``TextArray`` flattens any of them to Python strings (column-major) and rebuilds a
result of the same class and shape, so each builtin writes its logic once.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.errors import MException
from runmat_builtins.values import (
    CHAR_DTYPE,
    STRING_DTYPE,
    cell_array,
    char_row,
    char_rows,
    char_text,
    class_of,
)

WHITESPACE = " \t\n\v\f\r"


def is_char(v: Any) -> bool:
    return type(v) is np.ndarray and v.dtype.kind == "U"


def is_string(v: Any) -> bool:
    return type(v) is np.ndarray and v.dtype == STRING_DTYPE


def is_cell(v: Any) -> bool:
    return type(v) is np.ndarray and v.dtype.kind == "O"


def is_char_vector(v: Any) -> bool:
    """A char row (or the empty char ``''``): one piece of text."""
    return is_char(v) and (v.ndim == 2 and (v.shape[0] == 1 or v.size == 0))


def is_text_scalar(v: Any) -> bool:
    """A char row vector or a 1x1 string."""
    return is_char_vector(v) or (is_string(v) and v.size == 1)


def is_cellstr(v: Any) -> bool:
    return is_cell(v) and all(is_char_vector(e) for e in v.flat)


def char_matrix(rows: list[str]) -> np.ndarray:
    """Rows padded with blanks into one char matrix (0x0 for no rows or all empty)."""
    if not rows:
        return np.zeros((0, 0), dtype=CHAR_DTYPE)
    width = max(len(r) for r in rows)
    if width == 0:
        return np.zeros((len(rows), 0), dtype=CHAR_DTYPE)
    out = np.full((len(rows), width), " ", dtype=CHAR_DTYPE)
    for i, r in enumerate(rows):
        if r:
            out[i, : len(r)] = list(r)
    return out


def char_out(s: str) -> np.ndarray:
    """A char row; the empty text is 1x0 (as most text builtins return), not 0x0."""
    if not s:
        return np.zeros((1, 0), dtype=CHAR_DTYPE)
    return char_row(s)


def string_scalar(s: str | None) -> np.ndarray:
    out = np.empty((1, 1), dtype=STRING_DTYPE)
    out[0, 0] = s
    return out


def strings_out(items: list[str | None], shape: tuple[int, ...]) -> np.ndarray:
    out = np.empty(len(items), dtype=STRING_DTYPE)
    for i, s in enumerate(items):
        out[i] = s
    return out.reshape(shape, order="F")


def cell_out(items: list[Any], shape: tuple[int, ...]) -> np.ndarray:
    return cell_array(items, shape)


def text_error(fname: str, what: str = "Input") -> MException:
    return MException(f"MATLAB:{fname}:InvalidInput" if fname else "MATLAB:invalidType",
                      f"{what} must be a string array, character vector, or cell array of "
                      f"character vectors.")


def scalar_text(v: Any, fname: str, what: str = "Input", *, allow_missing: bool = False) -> str | None:
    """A char row or 1x1 string as ``str``, else a MATLAB error naming ``what``."""
    if is_char(v) and (v.size == 0 or v.shape[0] == 1):
        return char_text(v)
    if is_string(v) and v.size == 1:
        s = v.flat[0]
        if s is None and not allow_missing:
            return ""
        return s
    if type(v) is str:
        return v
    raise MException(f"MATLAB:{fname}:mustBeText",
                     f"{what} must be a character vector or string scalar.")


def option_text(v: Any) -> str | None:
    """Lower-case option word of a char row / 1x1 string, else None."""
    if is_char(v) and v.ndim == 2 and v.shape[0] == 1:
        return "".join(v.ravel().tolist()).lower()
    if is_string(v) and v.size == 1 and v.flat[0] is not None:
        return str(v.flat[0]).lower()
    return None


def option_name(v: Any, choices: tuple[str, ...]) -> str | None:
    """The lower-case option of ``choices`` that the text ``v`` names: the option itself or an
    unambiguous prefix of it, case-insensitive, as MATLAB accepts ('un' for 'UniformOutput')."""
    text = option_text(v)
    if not text:
        return None
    low = tuple(c.lower() for c in choices)
    if text in low:
        return text
    hits = [c for c in low if c.startswith(text)]
    return hits[0] if len(hits) == 1 else None


class TextArray:
    """Any text value flattened to Python strings, with how to rebuild its class and shape.

    ``kind`` is 'char' (one text, or one per row when ``rows`` is set), 'string' or 'cell'.
    Missing strings are ``None``.
    """

    __slots__ = ("kind", "items", "shape")

    def __init__(self, kind: str, items: list[str | None], shape: tuple[int, ...]) -> None:
        self.kind = kind
        self.items = items
        self.shape = shape

    @classmethod
    def of(cls, v: Any, fname: str, *, rows: bool = False, what: str = "Input") -> TextArray:
        """Read ``v``; char matrices are one text per row when ``rows``, else an error."""
        if is_char(v):
            if v.size == 0 or (v.ndim == 2 and v.shape[0] == 1):
                return cls("char", [char_text(v)], (1, 1))
            if rows:
                r = char_rows(v)
                return cls("char", r, (len(r), 1))
            raise text_error(fname, what)
        if is_string(v):
            return cls("string", v.ravel(order="F").tolist(), v.shape)
        if is_cell(v):
            items: list[str | None] = []
            for e in v.ravel(order="F"):
                if is_char(e) and (e.size == 0 or e.shape[0] == 1):
                    items.append(char_text(e))
                elif is_string(e) and e.size == 1:  # tolerated where MATLAB does
                    items.append(e.flat[0])
                else:
                    raise text_error(fname, what)
            return cls("cell", items, v.shape)
        if type(v) is str:
            return cls("char", [v], (1, 1))
        raise text_error(fname, what)

    @property
    def scalar(self) -> bool:
        return self.kind == "char" or len(self.items) == 1 and self.kind == "string"

    def build(self, items: list[Any], *, char_pad: bool = True) -> Any:
        """A value of this array's class and shape holding ``items`` (texts)."""
        if self.kind == "string":
            return strings_out(items, self.shape)
        if self.kind == "cell":
            return cell_out([char_out(s) if s else char_row("") for s in items], self.shape)
        if len(items) == 1 and self.shape == (1, 1):
            return char_out(items[0]) if items[0] else char_row("")
        return char_matrix(items)

    def build_values(self, values: list[Any], dtype: Any) -> np.ndarray:
        """A numeric/logical array of this array's shape (char: 1x1)."""
        arr = np.array(values, dtype=dtype)
        shape = self.shape if self.kind != "char" else (len(values), 1) if len(values) != 1 else (1, 1)
        return arr.reshape(shape, order="F")


def class_name(v: Any) -> str:
    return class_of(v)


_ESCAPES = {"\\": "\\", "0": "\0", "a": "\a", "b": "\b", "f": "\f", "n": "\n", "r": "\r",
            "t": "\t", "v": "\v", "'": "'", '"': '"'}


def unescape(s: str) -> str:
    """Apply MATLAB's escape sequences (``\\n``, ``\\t``, ``\\\\``, ``\\xHH``, octal) as strsplit/strjoin do."""
    if "\\" not in s:
        return s
    import re

    def sub(m: "re.Match[str]") -> str:
        t = m.group(1)
        if t[0] in "xX" and len(t) > 1:
            return chr(int(t[1:], 16))
        if t[0] in "01234567" and len(t) > 1 or t[0] in "1234567":
            return chr(int(t, 8))
        return _ESCAPES.get(t, "\\" + t)

    return re.sub(r"\\([xX][0-9A-Fa-f]+|[0-7]{1,3}|.)", sub, s, flags=re.S)


def numeric_as_text(v: Any) -> str:
    """Character codes in a numeric array as text (MATLAB lets char() and strcat take them)."""
    a = np.asarray(v, dtype=np.float64).ravel(order="F")
    return "".join(chr(int(x)) for x in a)
