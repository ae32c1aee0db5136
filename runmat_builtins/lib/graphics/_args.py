"""Argument parsing shared by the plotting builtins: a leading axes handle, LineSpec
strings ('r--o'), Name/Value pairs, and numeric data as float64 arrays."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.errors import MException
from runmat_builtins.lib.graphics._handle import GHandle
from runmat_builtins.lib.graphics._model import GObject, prepare_axes, text_of
from runmat_builtins.values import class_of, is_char, is_string

LINE_STYLES = ("--", "-.", "-", ":")
MARKERS = {"o": "o", "+": "+", "*": "*", ".": ".", "x": "x", "_": "_", "|": "|", "s": "square",
           "d": "diamond", "v": "v", "^": "^", "<": "<", ">": ">", "p": "pentagram", "h": "hexagram"}
MARKER_WORDS = {"square": "square", "diamond": "diamond", "pentagram": "pentagram", "hexagram": "hexagram",
                "none": "none", "circle": "o", "cross": "x", "point": ".", "plus": "+", "asterisk": "*"}
COLOR_CHARS = "rgbcmykw"


def is_text(v: Any) -> bool:
    return (is_char(v) and (v.ndim == 2 and v.shape[0] <= 1)) or (is_string(v) and v.size == 1)


def parse_linespec(v: Any) -> tuple[str | None, str | None, str | None] | None:
    """(LineStyle, Marker, color letter) of a LineSpec, or None when ``v`` is not one."""
    if not is_text(v):
        return None
    s = text_of(v).strip()
    if not s:
        return None
    style = marker = color = None
    low = s.lower()
    for word, m in MARKER_WORDS.items():
        if low == word:
            return None, m, None
    i = 0
    while i < len(s):
        two = s[i:i + 2]
        if two in ("--", "-."):
            if style is not None:
                return None
            style, i = two, i + 2
            continue
        ch = s[i]
        if ch in "-:":
            if style is not None:
                return None
            style, i = ch, i + 1
        elif ch in MARKERS:
            if marker is not None:
                return None
            marker, i = MARKERS[ch], i + 1
        elif ch in COLOR_CHARS:
            if color is not None:
                return None
            color, i = ch, i + 1
        else:
            return None
    return style, marker, color


def linespec_props(spec: tuple[str | None, str | None, str | None]) -> dict[str, Any]:
    """Property values a LineSpec sets (a marker alone means no line, as in MATLAB)."""
    style, marker, color = spec
    out: dict[str, Any] = {}
    if style is not None:
        out["LineStyle"] = style
    if marker is not None:
        out["Marker"] = marker
        if style is None:
            out["LineStyle"] = "none"
    if color is not None:
        out["Color"] = np.array([{"r": (1, 0, 0), "g": (0, 1, 0), "b": (0, 0, 1), "c": (0, 1, 1),
                                  "m": (1, 0, 1), "y": (1, 1, 0), "k": (0, 0, 0),
                                  "w": (1, 1, 1)}[color]], dtype=np.float64)
    return out


def split_axes(args: tuple[Any, ...], ctx: Any, *, prepare: bool = True) -> tuple[GObject | None, list[Any]]:
    """A leading axes handle (``plot(ax, ...)``) and the remaining arguments."""
    rest = list(args)
    if rest and isinstance(rest[0], GHandle) and rest[0].objs and rest[0].objs[0] is not None \
            and rest[0].objs[0].type == "axes":
        ax = rest.pop(0).first()
        return (prepare_axes(ctx, ax) if prepare else ax), rest
    return None, rest


def split_name_values(args: list[Any], names: set[str] | None = None) -> tuple[list[Any], list[tuple[str, Any]]]:
    """Trailing Name/Value pairs (first text argument after the data that is not a LineSpec
    starts them); returns (data args, [(name, value)])."""
    for i, a in enumerate(args):
        if is_text(a) and parse_linespec(a) is None:
            if names is not None and text_of(a).lower() not in names:
                continue
            rest = args[i:]
            if len(rest) % 2:
                raise MException("MATLAB:plot:ArgNameValueMismatch" if names is None else "MATLAB:InputParser:ParamMissingValue",
                                 f"Invalid parameter/value pair arguments: '{text_of(rest[-1]) if is_text(rest[-1]) else '?'}' has no value.")
            pairs = []
            for j in range(0, len(rest), 2):
                if not is_text(rest[j]):
                    raise MException("MATLAB:plot:InvalidPropertyName", "Invalid parameter/value pair arguments.")
                pairs.append((text_of(rest[j]), rest[j + 1]))
            return args[:i], pairs
    return args, []


def numeric(v: Any, fname: str, complex_ok: bool = False) -> np.ndarray:
    """A data argument as a float64 array (at least 2-D); complex data keeps its imaginary
    part only with ``complex_ok`` (plot(Z) draws imag against real), else the real part."""
    if complex_ok and (isinstance(v, complex) or (isinstance(v, np.ndarray) and v.dtype.kind == "c")):
        a = np.asarray(v, dtype=np.complex128)
        return a.reshape(1, -1) if a.ndim < 2 else a
    if isinstance(v, (float, int, bool)):
        return np.array([[float(v)]])
    if isinstance(v, np.ndarray) and v.dtype.kind in "biuf":
        a = np.asarray(v, dtype=np.float64)
        return a.reshape(1, -1) if a.ndim < 2 else a
    if isinstance(v, np.ndarray) and v.dtype.kind == "c" or isinstance(v, complex):
        a = np.asarray(v)
        return np.real(a).astype(np.float64).reshape(a.shape if a.ndim >= 2 else (1, -1))
    raise MException(f"MATLAB:{fname}:InvalidData" if fname else "MATLAB:hg:InvalidData",
                     f"Data inputs must be numeric, datetime, duration, or categorical, not {class_of(v)}.")


def row(a: np.ndarray) -> np.ndarray:
    """A vector as a 1xN row (how MATLAB stores XData/YData)."""
    return np.asarray(a, dtype=np.float64).reshape(1, -1, order="F")


def is_vector(a: np.ndarray) -> bool:
    return a.ndim == 2 and (a.shape[0] == 1 or a.shape[1] == 1)


def apply_pairs(objs: list[GObject], pairs: list[tuple[str, Any]]) -> None:
    for o in objs:
        for name, value in pairs:
            o.set(name, value)


def result(objs: list[GObject], nargout: int, column: bool = True) -> Any:
    """Handles to return (column arrays, as plot returns), or None for a bare statement."""
    if nargout == 0:
        return None
    return GHandle(tuple(objs), (len(objs), 1) if column else (1, len(objs)))
