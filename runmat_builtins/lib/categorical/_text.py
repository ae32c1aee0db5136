"""Text arguments of the categorical builtins: category names given as char, string or cellstr."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.errors import MException
from runmat_builtins.lib.strings.core._text import char_rows, char_text, is_cell, is_char, is_string


def names(v: Any, what: str = "Category names") -> list[str]:
    """A list of names from a char row, char matrix (one per row), string array or cellstr."""
    if is_char(v):
        return [char_text(v)] if v.shape[0] <= 1 else [r.rstrip() for r in char_rows(v)]
    if is_string(v):
        out = v.ravel(order="F").tolist()
        if any(s is None for s in out):
            raise MException("MATLAB:categorical:MissingNames", f"{what} cannot contain missing strings.")
        return [str(s) for s in out]
    if is_cell(v) and all(is_char(e) or is_string(e) for e in v.flat):
        out = []
        for e in v.ravel(order="F"):
            out.extend(names(e, what))
        return out
    raise MException("MATLAB:categorical:InvalidNames",
                     f"{what} must be a character vector, a cell array of character vectors or a string array.")


def is_text(v: Any) -> bool:
    return is_char(v) or is_string(v) or (is_cell(v) and all(is_char(e) for e in v.flat))


def elements(v: Any) -> tuple[list[str | None], tuple[int, ...]]:
    """Each element's text (None for missing / empty) and the array's shape; a char row is one
    element, a char matrix one per row."""
    if is_char(v):
        if v.shape[0] <= 1:
            s = char_text(v).strip()
            return [s or None], (1, 1)
        rows = [r.strip() or None for r in char_rows(v)]
        return rows, (len(rows), 1)
    if is_string(v):
        return [None if s is None or not str(s).strip() else str(s).strip() for s in v.ravel(order="F").tolist()], v.shape
    if is_cell(v):
        out = []
        for e in v.ravel(order="F"):
            if not (is_char(e) or is_string(e)):
                raise MException("MATLAB:categorical:CellArrayNotCellstr",
                                 "A cell array input must be a cell array of character vectors.")
            out.append(elements(e)[0][0] if np.size(e) else None)
        return out, v.shape
    raise MException("MATLAB:categorical:InvalidInput", "Input must be text.")
