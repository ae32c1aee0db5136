"""Octave 7.3's display (``RUNMAT_DISPLAY=octave``): walk a value and lay it out as Octave does.

The printer mirrors Octave's model: every value has a *name tag* (``x = `` or
``x =`` plus blank line), a *raw* body and a *print* (raw plus what follows it);
indentation is emitted only at the start of a line, so nested cells and structs
line up exactly as in Octave.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_accel import GpuArray, download
from runmat_builtins.display import numfmt
from runmat_builtins.display.numfmt import TERMINAL_WIDTH
from runmat_builtins.values.core import STRING_DTYPE
from runmat_builtins.values.handles import FunctionHandle
from runmat_builtins.values.struct import StructArray


# MATLAB's format styles Octave's engine lays out (the rest show as format short)
_OCTAVE_FORMATS = {"short": "short", "long": "long", "shortg": "shortg", "longg": "longg",
                   "shorte": "shorte", "longe": "longe", "shorteng": "short", "longeng": "long"}


def display_text(name: str, value: Any, fmt: str = "short", spacing: str = "loose") -> str:
    """What Octave prints for ``name = value``; ``spacing='compact'`` drops the blank lines."""
    hook = getattr(value, "__octave_display_text__", None) or getattr(value, "__matlab_display_text__", None)
    if hook is not None:  # values that define their own display (MException, ...)
        text = hook(name)
    else:
        p = Printer(fmt)
        p.print_with_name(name, value)
        text = p.text()
    return compact(text) if spacing == "compact" else text


def compact(text: str) -> str:
    """``format compact``: the display without its empty lines."""
    return "".join(ln for ln in text.splitlines(keepends=True) if ln.strip("\n"))


def disp_text(value: Any, fmt: str = "short") -> str:
    """What Octave's ``disp(value)`` prints, trailing newline included."""
    hook = getattr(value, "__octave_display_text__", None) or getattr(value, "__matlab_display_text__", None)
    if hook is not None:
        return hook(None)
    if type(value) is np.ndarray and value.dtype == STRING_DTYPE:
        return _disp_strings(value)
    p = Printer(fmt)
    p.print(value)
    return p.text()


def _disp_strings(a: np.ndarray) -> str:
    """``disp`` of a string array (Octave has none; MATLAB's form): a scalar's text, else a quoted grid."""
    if a.size == 1:
        s = a.reshape(-1)[0]
        return ("<missing>" if s is None else str(s)) + "\n"
    if a.size == 0:
        return ""
    m = a.reshape(a.shape[0], -1, order="F")
    cells = [["<missing>" if s is None else f'"{s}"' for s in row] for row in m.tolist()]
    widths = [max(len(row[j]) for row in cells) for j in range(len(cells[0]))]
    return "".join("    " + "    ".join(c.ljust(w) for c, w in zip(row, widths)).rstrip() + "\n"
                   for row in cells)


class Printer:
    """An output buffer with Octave's indent level and beginning-of-line state."""

    __slots__ = ("parts", "level", "bol", "fmt")

    def __init__(self, fmt: str = "short") -> None:
        self.parts: list[str] = []
        self.level = 0
        self.bol = True
        self.fmt = _OCTAVE_FORMATS.get(fmt, "short")

    def text(self) -> str:
        return "".join(self.parts)

    def write(self, s: str) -> None:
        if s:
            self.parts.append(s)
            self.bol = s.endswith("\n")

    def newline(self) -> None:
        self.parts.append("\n")
        self.bol = True

    def indent(self) -> None:
        if self.bol and self.level:
            self.parts.append(" " * self.level)
        self.bol = False

    # -- the three entry points of every value ---------------------------------

    def print_with_name(self, name: str, v: Any, pad: bool = True) -> None:
        pad_after = self.name_tag(name, v)
        self.print(v)
        if pad and pad_after:
            self.newline()

    def name_tag(self, name: str, v: Any) -> bool:
        self.indent()
        if _tag_as_scalar(v):
            self.write(f"{name} = ")
            return False
        if isinstance(v, StructArray) and v.elems.size == 1 and v.elems.ndim == 2:
            self.write(f"{name} =")
            self.newline()
            self.newline()
            self.level += 2
            self.indent()
            self.write("scalar structure containing the fields:")
            self.newline()
            self.newline()
            self.level -= 2
            return True
        self.write(f"{name} =")
        self.newline()
        if not _is_cell(v):
            self.newline()
        return True

    def print(self, v: Any) -> None:
        self.raw(v)
        if not (_is_cell(v) or isinstance(v, StructArray) or _is_string(v)):
            self.newline()

    def raw(self, v: Any) -> None:
        t = type(v)
        if t is float:
            self.write(numfmt.fmt_real(v, numfmt.scalar_format(v, self.fmt)))
        elif t is bool:
            self.write("1" if v else "0")
        elif t is complex:
            self.write(numfmt.fmt_complex(v, numfmt.complex_scalar_format(v, self.fmt)))
        elif t is np.ndarray:
            self._raw_array(v)
        elif isinstance(v, StructArray):
            self._raw_struct(v)
        elif isinstance(v, FunctionHandle):
            self.write(_handle_text(v))  # Octave does not indent handle text
        elif t is GpuArray:
            self.raw(download(v))
        elif isinstance(v, (int, np.integer, np.floating, np.bool_, np.complexfloating)):
            self.raw(np.array(v).reshape(1, 1))
        elif isinstance(v, str):
            self.write(v)
        else:
            self.indent()
            cls = getattr(v, "matlab_class", None)
            cls = (cls() if callable(cls) else cls) or type(v).__name__
            self.write(f"<object {cls}>")

    # -- arrays ------------------------------------------------------------------

    def _raw_array(self, a: np.ndarray) -> None:
        kind = a.dtype.kind
        if a.dtype == STRING_DTYPE:
            self._raw_string(a)
            return
        if kind == "O":
            self._raw_cell(a)
            return
        if a.ndim > 2 and a.size:
            self._raw_nd(a)
            return
        if a.ndim < 2:
            a = a.reshape(1, -1) if a.ndim == 1 else a.reshape(1, 1)
        if kind == "U":
            self._raw_char(a)
            return
        if a.size == 0:
            self.write("[](" + "x".join(str(d) for d in a.shape) + ")")
            return
        if kind in "iub":
            self._raw_int(a)
        elif a.size == 1:
            self.indent()
            x = a[0, 0]
            single = a.dtype in (np.float32, np.complex64)
            if kind == "c":
                z = complex(x)
                self.write(numfmt.fmt_complex(z, numfmt.complex_scalar_format(z, self.fmt, single)))
            else:
                f = float(x)
                self.write(numfmt.fmt_real(f, numfmt.scalar_format(f, self.fmt, single)))
        elif kind == "c":
            f = numfmt.complex_matrix_format(a, self.fmt)
            self._columns(a, numfmt.column_width(f), lambda z: numfmt.fmt_complex(complex(z), f))
        else:
            if a.dtype.kind != "f":
                a = a.astype(np.float64)
            f = numfmt.matrix_format(a, self.fmt)
            self._columns(a, f.fw + 2, lambda x: numfmt.fmt_real(float(x), f))

    def _raw_int(self, a: np.ndarray) -> None:
        if a.size == 1:
            self.indent()
            self.write(str(int(a.flat[0])))
            return
        digits, neg = 0, False
        if a.dtype.kind == "b":
            digits = 1 if a.any() else 0
        else:
            mx = int(a.max())
            mn = int(a.min())
            big = max(abs(mx), abs(mn))
            digits = len(str(big)) if big else 0
            neg = mn < 0
        fw = digits + neg
        cells = a.astype(np.int64 if a.dtype.kind == "b" else a.dtype).tolist()
        self._columns_list(cells, a.shape[1], fw + 2, lambda x: str(x).rjust(fw))

    def _columns(self, a: np.ndarray, width: int, fmt_one: Any) -> None:
        self._columns_list(a.tolist(), a.shape[1], width, fmt_one)

    def _columns_list(self, rows: list[list[Any]], nc: int, width: int, fmt_one: Any) -> None:
        """Rows of ``"  " + field`` split into column chunks that fit the terminal."""
        extra = self.level
        total = nc * width
        max_width = max(TERMINAL_WIDTH - extra, 0)
        inc = nc
        split = total > max_width
        if split:
            inc = max(max_width // width, 1)
        pad = " " * extra
        out: list[str] = []
        for col in range(0, nc, inc):
            lim = min(col + inc, nc)
            if split:
                if col:
                    out.append("\n\n")
                n = lim - col
                if n == 1:
                    out.append(f"{pad} Column {col + 1}:\n\n")
                elif n == 2:
                    out.append(f"{pad} Columns {col + 1} and {lim}:\n\n")
                else:
                    out.append(f"{pad} Columns {col + 1} through {lim}:\n\n")
            out.append("\n".join(pad + "".join("  " + fmt_one(x) for x in row[col:lim])
                                 for row in rows))
        self.write("".join(out))

    def _raw_nd(self, a: np.ndarray) -> None:
        pages = a.shape[2:]
        n = int(np.prod(pages))
        flat = a.reshape(a.shape[0], a.shape[1], n, order="F")
        for k in range(n):
            idx = np.unravel_index(k, pages, order="F")
            nm = "ans(:,:," + ",".join(str(i + 1) for i in idx) + ")"
            page = np.ascontiguousarray(flat[:, :, k])
            if k < n - 1:
                self.print_with_name(nm, page)
            else:
                self.name_tag(nm, page)
                self.raw(page)

    def _raw_char(self, a: np.ndarray) -> None:
        self.write("\n".join("".join(r) for r in a.tolist()) if a.shape[0] else "")

    def _raw_string(self, a: np.ndarray) -> None:
        """MATLAB string arrays (Octave 7 has none): ``"abc"`` and an indented grid."""
        if a.ndim == 2 and a.shape == (1, 1):
            s = a[0, 0]
            self.write("<missing>" if s is None else f'"{s}"')
            self.newline()
            return
        dims = "x".join(str(d) for d in a.shape)
        self.level += 2
        self.indent()
        if a.size == 0:
            self.write(f"{dims} empty string array")
            self.newline()
            self.level -= 2
            return
        self.write(f"{dims} string array")
        self.newline()
        self.newline()
        self.level += 2
        m = a.reshape(a.shape[0], -1, order="F")
        strs = [["<missing>" if s is None else f'"{s}"' for s in row] for row in m.tolist()]
        widths = [max(len(row[j]) for row in strs) for j in range(len(strs[0]))]
        for row in strs:
            self.indent()
            self.write("    ".join(s.ljust(w) for s, w in zip(row, widths)).rstrip())
            self.newline()
        self.level -= 4

    # -- containers -----------------------------------------------------------------

    def _raw_cell(self, c: np.ndarray) -> None:
        if c.ndim < 2:
            c = c.reshape(1, -1)
        if c.size == 0:
            self.indent()
            self.write("{}(" + "x".join(str(d) for d in c.shape) + ")")
            self.newline()
            return
        if c.ndim > 2:
            self.indent()
            self.write("{" + "x".join(str(d) for d in c.shape) + " Cell Array}")
            self.newline()
            return
        self.indent()
        self.write("{")
        self.newline()
        self.level += 2
        nr, nc = c.shape
        for j in range(nc):
            for i in range(nr):
                self.print_with_name(f"[{i + 1},{j + 1}]", c[i, j])
        self.level -= 2
        self.indent()
        self.write("}")
        self.newline()

    def _raw_struct(self, s: StructArray) -> None:
        if s.elems.size == 1 and s.elems.ndim == 2:
            self.level += 4
            elem = s.elems.flat[0]
            for key in s.fields:
                self.print_with_name(key, elem[key])
            self.level -= 4
            return
        self.level += 2
        self.indent()
        dims = "x".join(str(d) for d in s.shape)
        self.write(f"{dims} struct array containing the fields:")
        self.newline()
        self.level += 2
        for key in s.fields:
            self.newline()
            self.indent()
            self.write(key)
        self.newline()
        self.level -= 4


def _is_cell(v: Any) -> bool:
    return type(v) is np.ndarray and v.dtype.kind == "O"


def _is_string(v: Any) -> bool:
    return type(v) is np.ndarray and v.dtype == STRING_DTYPE


def _tag_as_scalar(v: Any) -> bool:
    """Whether the value prints on the name line (``x = 5``) rather than below it."""
    t = type(v)
    if t is float or t is bool or t is complex:
        return True
    if t is np.ndarray:
        k = v.dtype.kind
        if v.dtype == STRING_DTYPE:
            return v.shape == (1, 1) if v.ndim == 2 else v.size == 1 and v.ndim < 2
        if k == "O":
            return v.size == 0 or v.ndim > 2
        if k == "U":
            return (v.shape[0] if v.ndim >= 2 else 1) <= 1
        return v.size == 0 or all(d == 1 for d in v.shape)
    if isinstance(v, FunctionHandle):
        return not v.is_anonymous
    if isinstance(v, StructArray):
        return False
    if t is GpuArray:
        return _tag_as_scalar(download(v))
    return True


def _handle_text(f: FunctionHandle) -> str:
    s = str(f)
    return s if s.startswith("@") else "@" + s
