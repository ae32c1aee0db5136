"""Text of MATLAB values as Octave 7.3 prints them: auto-display (``x = ...``) and ``disp``.

``display_text(name, value, fmt)`` is what an unsuppressed statement prints;
``disp_text(value, fmt)`` is what ``disp(value)`` prints. ``fmt`` is 'short' or 'long'.
"""

from __future__ import annotations

from typing import Any

from runmat_builtins.display.render import Printer

__all__ = ["disp_text", "display_text"]


def display_text(name: str | None, value: Any, fmt: str = "short") -> str:
    """Exactly what Octave prints for ``name = value`` (without a name: as ``disp``)."""
    if name is None:
        return disp_text(value, fmt)
    hook = getattr(value, "__matlab_display_text__", None)
    if hook is not None:  # values that define their own display (MException, ...)
        return hook(name)
    p = Printer(fmt)
    p.print_with_name(name, value)
    return p.text()


def disp_text(value: Any, fmt: str = "short") -> str:
    """Exactly what ``disp(value)`` prints, trailing newline included."""
    hook = getattr(value, "__matlab_display_text__", None)
    if hook is not None:
        return hook(None)
    p = Printer(fmt)
    p.print(value)
    return p.text()
