"""Cell arrays, structs and property lists as MATLAB's Command Window shows them.

A cell array is a grid of ``{...}`` items, four blanks apart, each column padded to its
widest item (numbers inside their brackets, ``{[  1]}``; other items after their text,
``{'ab' }``). A struct lists its fields with the names right-aligned (``    a: 1``); a struct
array, and an object's property list, use the same layout.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.display.matlab.arrays import columns, empty_line
from runmat_builtins.display.matlab.inline import cell_item, dims, field_value
from runmat_builtins.values.struct import StructArray


def cell_grid(c: np.ndarray) -> list[str]:
    """The rows of a nonempty 2-D cell array."""
    items = [[cell_item(v) for v in row] for row in c.tolist()]
    nc = c.shape[1]
    rows: list[list[str]] = [[] for _ in items]
    for j in range(nc):
        w = max(len(items[i][j][0]) for i in range(len(items)))
        for i, row in enumerate(items):
            text, bracketed = row[j]
            if bracketed and len(text) < w:
                text = "[" + text[1:-1].rjust(w - 2) + "]"
            rows[i].append("    {" + text.ljust(w) + "}")
    return columns(rows)


def cell_body(c: np.ndarray, named: bool) -> list[str]:
    if c.ndim < 2:
        c = c.reshape(1, -1)
    if c.size == 0:
        return [empty_line(c, "cell")] if named else []
    if c.ndim > 2:  # pages: MATLAB names each one; shown here as its size
        return [f"  {dims(c.shape)} cell array"]
    grid = cell_grid(c)
    return [f"  {dims(c.shape)} cell array", "", *grid] if named else grid


def field_lines(pairs: list[tuple[str, Any]], indent: int = 4) -> list[str]:
    """``name: value`` lines, names right-aligned after ``indent`` blanks."""
    if not pairs:
        return []
    w = max(len(n) for n, _ in pairs)
    return [" " * (indent + w - len(n)) + f"{n}: {field_value(v)}" for n, v in pairs]


def struct_body(s: StructArray, named: bool) -> list[str]:
    if s.elems.size == 1 and s.elems.ndim == 2:
        elem = s.elems.flat[0]
        lines = field_lines([(k, elem[k]) for k in s.fields])
        if not named:
            return lines
        if not s.fields:
            return ["  struct with no fields."]
        return ["  struct with fields:", "", *lines]
    shape = s.shape
    if s.elems.size == 0:
        head = f"  {dims(shape)} empty struct array"
    else:
        head = f"  {dims(shape)} struct array"
    if not s.fields:
        return [head + " with no fields."]
    return [head + " with fields:", "", *(f"    {k}" for k in s.fields)]


def properties_block(class_name: str, pairs: list[tuple[str, Any]]) -> list[str]:
    """``  Cls with properties:`` and its property lines (an object's display)."""
    if not pairs:
        return [f"  {class_name} with no properties."]
    return [f"  {class_name} with properties:", "", *field_lines(pairs)]
