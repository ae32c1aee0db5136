"""Arrays as MATLAB's Command Window shows them: numeric, logical, char and string.

Each function returns the *lines* of a value's body (no trailing newline): the class
header MATLAB prints for everything but double (``  int8``, ``  1×3 logical array``,
``  2×3 char array``), a blank line, then the elements, split into ``Columns 1 through 8``
chunks when wider than the terminal.
"""

from __future__ import annotations

import numpy as np

from runmat_builtins.display.matlab import numbers
from runmat_builtins.display.matlab.inline import dims
from runmat_builtins.values.core import STRING_DTYPE

TERMINAL_WIDTH = 80  # MATLAB's width when output is not a terminal
_width = [TERMINAL_WIDTH]  # the REPL on a terminal sets the window's (set_width)


def set_width(columns: int | None) -> None:
    """Lay out matrices for a window ``columns`` wide (None: back to 80, as when not a terminal)."""
    _width[0] = max(int(columns), 20) if columns else TERMINAL_WIDTH


def class_header(a: np.ndarray, cls: str, container: str = "") -> str:
    """``  int8``, ``  1×3 int8 row vector``, ``  3×1 single column vector``, ``  2×2 uint8 matrix``,
    ``  1×2 logical array`` (logical arrays are 'arrays' whatever their shape); a ``container``
    ('gpuArray') comes before the class: ``  2×2 gpuArray double matrix``, ``  gpuArray double``."""
    what = f"{container} {cls}" if container else cls
    if a.size == 1 and a.ndim == 2:
        return "  " + what
    if cls == "logical" or a.ndim > 2:
        return f"  {dims(a.shape)} {what} array"
    r, c = a.shape
    kind = "row vector" if r == 1 else "column vector" if c == 1 else "matrix"
    return f"  {dims(a.shape)} {what} {kind}"


def empty_line(a: np.ndarray, cls: str, container: str = "") -> str:
    """``  0×3 empty double matrix``, ``  1×0 empty char array``, ``  0×0 empty gpuArray double matrix``..."""
    shape = a.shape if a.ndim >= 2 else (1, a.size)
    what = f"{container} {cls}" if container else cls
    if cls in ("double", "single") or cls.startswith(("int", "uint")):
        if len(shape) == 2 and shape[0] == 1:
            kind = "row vector"
        elif len(shape) == 2 and shape[1] == 1:
            kind = "column vector"
        else:
            kind = "matrix" if len(shape) == 2 else "array"
        return f"  {dims(shape)} empty {what} {kind}"
    return f"  {dims(shape)} empty {what} array"


def columns(rows: list[list[str]], width: int | None = None) -> list[str]:
    """Rows of equal-width fields, split into column chunks that fit in ``width`` (the window)."""
    if not rows or not rows[0]:
        return []
    width = width or _width[0]
    widths = [len(f) for f in rows[0]]
    nc = len(widths)
    if sum(widths) <= width or nc == 1:
        return ["".join(r) for r in rows]
    out: list[str] = []
    start = 0
    while start < nc:
        total, stop = 0, start
        while stop < nc and (stop == start or total + widths[stop] <= width):
            total += widths[stop]
            stop += 1
        if out:
            out.append("")
        out.append(f"  Column {start + 1}" if stop - start == 1 else f"  Columns {start + 1} through {stop}")
        out.append("")
        out.extend("".join(r[start:stop]) for r in rows)
        start = stop
    return out


def numeric_lines(a: np.ndarray, fmt: str) -> list[str]:
    """The element lines of a nonempty 2-D numeric or logical array (scale line included)."""
    k = a.dtype.kind
    if k in "iub":
        vals = a.astype(np.int64) if k == "b" else a
        if fmt == "hex" and k != "b":
            return columns([["   " + numbers.int_hex(x, a.dtype) for x in row] for row in a.tolist()])
        texts = [[str(x) for x in row] for row in vals.tolist()]
        w = max(len(t) for row in texts for t in row) + 3  # idivide.html: "   -1    0    0"
        return columns([[t.rjust(w) for t in row] for row in texts])
    head, rows = numbers.complex_fields(a, fmt) if k == "c" else numbers.real_matrix(a, fmt)
    body = columns(rows)
    return [head, "", *body] if head else body


def numeric_body(a: np.ndarray, fmt: str, named: bool) -> list[str]:
    """Header (when MATLAB prints one) and elements of a 2-D numeric/logical array."""
    k = a.dtype.kind
    cls = _class(a)
    if a.size == 0:
        if named and cls == "double" and a.shape == (0, 0):
            return ["     []"]
        return [empty_line(a, cls)] if named else []
    if a.size == 1 and cls == "double" and fmt in ("short", "long"):
        x = a[0, 0]
        if k == "c":
            return ["".join(numbers.complex_fields(a, fmt)[1][0])]
        return [numbers.real_scalar(float(x), fmt)]
    if a.size == 1 and cls == "single" and fmt in ("short", "long"):
        body = ["".join(numbers.complex_fields(a, fmt)[1][0])] if k == "c" else \
               [numbers.real_scalar(float(a[0, 0]), fmt, True)]
    else:
        body = numeric_lines(a, fmt)
    if cls == "double" or not named:
        return body
    return [class_header(a, cls), "", *body]


def gpu_body(a: np.ndarray, fmt: str) -> list[str]:
    """A gpuArray under ``x =``: the type line with 'gpuArray' before the underlying class, for
    every class and size (``  gpuArray double``, ``  2×2 gpuArray double matrix``), then the
    elements as the host array shows them."""
    if a.ndim < 2:
        a = a.reshape(1, -1)
    cls = _class(a)
    if a.size == 0:
        return [empty_line(a, cls, "gpuArray")]
    return [class_header(a, cls, "gpuArray"), "", *numeric_body(a, fmt, False)]


def _class(a: np.ndarray) -> str:
    k = a.dtype.kind
    if k == "b":
        return "logical"
    if k in "fc":
        return "single" if a.dtype in (np.float32, np.complex64) else "double"
    return a.dtype.name


def char_body(a: np.ndarray, named: bool) -> list[str]:
    if a.ndim < 2:
        a = a.reshape(1, -1)
    rows = ["".join(r) for r in a.reshape(a.shape[0], -1).tolist()] if a.size else []
    if not named:
        return rows if a.size else []
    if a.size == 0:
        return [empty_line(a, "char")]
    if a.shape[0] == 1 and a.ndim == 2:
        return [f"    '{rows[0]}'"]
    return [f"  {dims(a.shape)} char array", "", *(f"    '{r}'" for r in rows)]


def string_grid(a: np.ndarray) -> list[str]:
    m = a.reshape(a.shape[0], -1, order="F") if a.ndim >= 2 else a.reshape(1, -1)
    cells = [["<missing>" if s is None else f'"{s}"' for s in row] for row in m.tolist()]
    widths = [max(len(row[j]) for row in cells) for j in range(len(cells[0]))]
    return ["    " + "    ".join(c.ljust(w) for c, w in zip(row, widths)) for row in cells]


def string_body(a: np.ndarray, named: bool) -> list[str]:
    if a.size == 1:
        s = a.reshape(-1)[0]
        if not named:
            return ["<missing>" if s is None else str(s)]
        return ["    <missing>" if s is None else f'    "{s}"']
    if a.size == 0:
        return [empty_line(a, "string")] if named else []
    grid = string_grid(a)
    return [f"  {dims(a.shape)} string array", "", *grid] if named else grid


def is_string(a: np.ndarray) -> bool:
    return a.dtype == STRING_DTYPE
