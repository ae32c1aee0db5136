"""Text of MATLAB values: auto-display (``x = ...``) and ``disp``, in the session's display mode.

``display_text(name, value, fmt, spacing, mode)`` is what an unsuppressed statement prints;
``disp_text(value, fmt, mode)`` is what ``disp(value)`` prints. ``fmt`` is the ``format``
style ('short', 'long', 'shortg', ...), ``spacing`` 'loose' or 'compact'. ``mode`` is
'matlab' (MATLAB's Command Window, the default) or 'octave' (GNU Octave 7.3); left out, it
comes from ``runmat_builtins.display.mode.resolve`` (``RUNMAT_DISPLAY``). The renderers are
``display.matlab`` and ``display.octave``.
"""

from __future__ import annotations

from typing import Any

from runmat_builtins.display import matlab as _matlab
from runmat_builtins.display import octave as _octave
from runmat_builtins.display.mode import resolve as resolve_mode

__all__ = ["SPACING_STATE", "compact", "disp_text", "display_text", "renderer", "resolve_mode"]

SPACING_STATE = "format.spacing"  # ctx.state key: 'loose' (default) or 'compact'

_RENDERERS = {"matlab": _matlab, "octave": _octave}


def renderer(mode: str | None = None) -> Any:
    """The module rendering ``mode`` (its ``display_text`` and ``disp_text``)."""
    return _RENDERERS[mode or resolve_mode()]


def display_text(name: str | None, value: Any, fmt: str = "short", spacing: str = "loose",
                 mode: str | None = None) -> str:
    """What ``name = value`` prints (without a name: as ``disp``)."""
    r = _RENDERERS[mode or resolve_mode()]
    if name is None:
        return r.disp_text(value, fmt)
    return r.display_text(name, value, fmt, spacing)


def disp_text(value: Any, fmt: str = "short", mode: str | None = None) -> str:
    """What ``disp(value)`` prints, trailing newline included."""
    return _RENDERERS[mode or resolve_mode()].disp_text(value, fmt)


def compact(text: str) -> str:
    """``format compact``: the display without its empty lines."""
    return _octave.compact(text)
