"""Text of MATLAB values as Octave 7.3 prints them: auto-display (``x = ...``) and ``disp``.

``display_text(name, value, fmt)`` is what an unsuppressed statement prints;
``disp_text(value, fmt)`` is what ``disp(value)`` prints. ``fmt`` is 'short' or 'long'.
``format compact`` (the session's ``SPACING_STATE``) drops the blank lines of the named
display, as MATLAB does.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.display.render import Printer
from runmat_builtins.values import STRING_DTYPE

__all__ = ["SPACING_STATE", "compact", "disp_text", "display_text"]

SPACING_STATE = "format.spacing"  # ctx.state key: 'loose' (default) or 'compact'


def display_text(name: str | None, value: Any, fmt: str = "short", spacing: str = "loose") -> str:
    """Exactly what Octave prints for ``name = value`` (without a name: as ``disp``);
    ``spacing='compact'`` drops the blank lines."""
    if name is None:
        return disp_text(value, fmt)
    hook = getattr(value, "__matlab_display_text__", None)
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
    """Exactly what ``disp(value)`` prints, trailing newline included."""
    hook = getattr(value, "__matlab_display_text__", None)
    if hook is not None:
        return hook(None)
    if type(value) is np.ndarray and value.dtype == STRING_DTYPE:
        return _disp_strings(value)
    p = Printer(fmt)
    p.print(value)
    return p.text()


def _disp_strings(a: np.ndarray) -> str:
    """MATLAB's ``disp`` of a string array: a scalar's text without quotes, else a quoted grid."""
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
