"""How objects look: auto-display, ``disp``, ``properties`` and ``methods`` listings.

In the session's display mode: MATLAB's (``  Point with properties:``, properties in
definition order, values as struct fields show them; runmat_builtins.display.matlab) or,
with ``RUNMAT_DISPLAY=octave``, as Octave 7.3 prints classdef objects:

    p =
    <blank>
      Point object with properties:
    <blank>
          x: [1x1 double]
       name: abc
    <blank>

Property names are sorted (ASCII) and right-aligned; a char row or string shows
as its text, a logical scalar as 0/1, anything else as ``[RxC class]``.
A class that defines ``disp`` is shown through it (``p =``, blank line, the
method's output, blank line); one that defines ``display`` is called instead.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.values import class_of, shape_of

from .access import get_property
from .invoke import call_method
from .objects import MObject


def _value_text(v: Any) -> str:
    if v.__class__ is bool:
        return "1" if v else "0"
    if v.__class__ is np.ndarray:
        k = v.dtype.kind
        if k == "U" and v.ndim == 2 and v.shape[0] <= 1:
            return "".join(v.reshape(-1).tolist())
        if k == "U" and v.size:
            return "".join(v[0].tolist())
        if k == "T" and v.size == 1:
            s = v.reshape(-1)[0]
            return "" if s is None else str(s)
        if k == "b" and v.size == 1:
            return "1" if v.reshape(-1)[0] else "0"
    shp = shape_of(v)
    return "[" + "x".join(str(d) for d in shp) + " " + class_of(v) + "]"


def _mode(obj: MObject) -> str:
    return getattr(obj.cls.session.ctx, "display_mode", "matlab")


def _matlab_object_text(obj: MObject) -> str:
    """MATLAB's ``  Cls with properties:`` block, properties in definition order."""
    from runmat_builtins.display.matlab.containers import properties_block

    cls = obj.cls
    if not obj.valid:
        return f"  handle to deleted {cls.name}\n"
    pairs = []
    for n in cls.public_props():
        try:
            pairs.append((n, get_property(obj, n)))
        except Exception:  # a failing get method: show an empty value
            pairs.append((n, np.zeros((0, 0))))
    return "\n".join(properties_block(cls.name, pairs)) + "\n"


def object_text(obj: MObject, indent: str = "  ") -> str:
    """The 'X object with properties:' block (what ``disp(obj)`` prints)."""
    if _mode(obj) == "matlab":
        return _matlab_object_text(obj)
    cls = obj.cls
    if not obj.valid:
        return f"{indent}{cls.name} object: deleted handle\n"
    names = sorted(cls.public_props())
    out = [f"{indent}{cls.name} object with properties:\n", "\n"]
    if names:
        width = max(len(n) for n in names)
        for n in names:
            try:
                text = _value_text(get_property(obj, n))
            except Exception:  # a failing get method: show the class of nothing
                text = "[]"
            out.append(" " * (indent.__len__() + 4 + width - len(n)) + f"{n}: {text}\n")
    return "".join(out)


def _dims(shape: tuple[int, ...]) -> str:
    return "\u00d7".join(str(d) for d in shape)


def enumeration_text(v: Any) -> str:
    """MATLAB's body of an enumeration value's display (what ``disp`` prints):
    ``  Color enumeration`` / ``  1×2 Color enumeration array``, blank, the member names
    (each row of the array on one line, names padded to the longest, four spaces apart)."""
    from .arrays import elems_of  # here: arrays imports objects only

    e = elems_of(v)
    cls = v.cls
    if e.size == 1:
        return f"  {cls.name} enumeration\n\n    {e.flat[0].enum.name}\n"
    if e.size == 0:
        return f"  {_dims(e.shape)} empty {cls.name} enumeration array\n"
    rows = e.reshape((e.shape[0], -1), order="F")
    width = max(len(x.enum.name) for x in rows.flat)
    lines = ["    " + "    ".join(x.enum.name.ljust(width) for x in row) + "\n" for row in rows]
    return f"  {_dims(e.shape)} {cls.name} enumeration array\n\n" + "".join(lines)


def enumeration_listing(cls: Any, names: list[str]) -> str:
    """``enumeration Cls`` without outputs."""
    if not names:
        return f"No enumeration members for class '{cls.name}'.\n\n"
    return (f"Enumeration members for class '{cls.name}':\n\n"
            + "".join(f"    {n}\n" for n in names) + "\n")


def array_text(v: Any) -> str:
    """MATLAB's body of an object array's display: ``  1×3 Cls array with properties:``, blank,
    the property names."""
    if v.cls.is_enum:
        return enumeration_text(v)
    names = sorted(v.cls.public_props())
    empty = "empty " if v.size == 0 else ""
    if not names:
        return f"  {_dims(v.shape)} {empty}{v.cls.name} array with no properties.\n"
    return (f"  {_dims(v.shape)} {empty}{v.cls.name} array with properties:\n\n"
            + "".join(f"    {n}\n" for n in names))


def display_array(v: Any, name: str | None, write: Any) -> None:
    """Auto-display of an object array (or ``display(objs)``)."""
    if _custom(v, name, write):
        return
    m = v.cls.find_method("display") or v.cls.find_method("disp")
    if m is not None:
        if name is not None and m.name == "disp":
            write(f"{name} =\n\n")
        call_method(m, [v], 0)
        if name is not None and m.name == "disp":
            write("\n")
        return
    write((f"{name} =\n\n" if name is not None else "") + array_text(v) + ("\n" if name is not None else ""))


def display_object(obj: MObject, name: str | None, write: Any) -> None:
    """Auto-display of ``name = obj`` (the VM calls this for unsuppressed results) through
    ``write``, the session's output stream."""
    cls = obj.cls
    if _custom(obj, name, write):
        return
    if cls.is_enum and cls.find_method("display") is None and cls.find_method("disp") is None:
        write((f"{name} =\n\n" if name is not None else "") + enumeration_text(obj)
              + ("\n" if name is not None else ""))
        return
    m = cls.find_method("display")
    if m is not None:
        call_method(m, [obj], 0)
        return
    m = cls.find_method("disp")
    if m is not None:
        if name is not None:
            write(f"{name} =\n\n")
        call_method(m, [obj], 0)
        if name is not None:
            write("\n")
        return
    if name is None:
        write(object_text(obj))
        return
    write(f"{name} =\n\n" + object_text(obj) + "\n")


def _custom(v: Any, name: str | None, write: Any) -> bool:
    """``name = v`` of a class derived from matlab.mixin.CustomDisplay: ``name =``, blank line,
    the display its state handler prints (custom_display.py). False for other classes."""
    from . import custom_display  # here: custom_display imports access and objects, like this module

    if not custom_display.is_custom(v.cls):
        return False
    if name is not None:
        write(f"{name} =\n\n")
    custom_display.show(v)
    return True


def list_in_columns(names: list[str], width: int = 80) -> str:
    """Octave's ``list_in_columns``: names column-major in as many columns as fit in ``width``."""
    if not names:
        return "\n"
    w = max(len(n) for n in names) + 2
    nc = max(1, width // w)
    total = len(names)
    nr = total // nc + (1 if total % nc else 0)
    lines = []
    for row in range(nr):
        parts = []
        k = row
        while True:
            nm = names[k]
            k += nr
            if k >= total:
                parts.append(nm)
                break
            parts.append(nm.ljust(w))
        lines.append("".join(parts) + "\n")
    return "".join(lines)


def properties_text(cls: Any, names: list[str], matlab: bool) -> str:
    """``properties Cls``: MATLAB's ``Properties for class Cls:`` (names indented by four), or
    Octave's ``properties for class Cls:`` (by two)."""
    if matlab:
        return f"Properties for class {cls.name}:\n\n" + "".join(f"    {n}\n" for n in names) + "\n"
    return f"properties for class {cls.name}:\n\n" + "".join(f"  {n}\n" for n in names) + "\n"


def methods_text(cls: Any) -> str:
    return f"Methods for class {cls.name}:\n" + list_in_columns(cls.method_names()) + "\n"
