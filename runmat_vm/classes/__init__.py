"""MATLAB classes (``classdef`` files): value and handle classes for the VM.

- :mod:`.model`: :class:`ClassInfo` (properties, methods, superclass) built from the AST.
- :mod:`.objects`: :class:`MObject`, an instance speaking the VM's object protocol.
- :mod:`.access`: property get/set and member calls with access rules and accessors.
- :mod:`.invoke`: constructors, methods, defaults, ``Class.member`` and ``obj@Super``.
- :mod:`.functions`: ``isa``, ``isobject``, ``properties``, ``methods``, ``isvalid``, ...
- :mod:`.registry`: per-session state and the hooks the VM calls (dispatch, operators, lookup).
- :mod:`.show`: Octave-style display.

The VM reaches this package only through ``Session.load_file`` (a classdef file
becomes a :class:`ClassInfo`), ``Session._lookup`` (:func:`lookup`), and
``session.classes`` (dispatch and operators), set once a class is loaded.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from runmat_builtins.errors import MException

from .folders import package_of
from .model import ClassInfo
from .objects import MObject
from .registry import ClassRegistry, ensure_registry, lookup


def load_class(session: Any, program: Any, path: str, src: list[str], functions: dict,
               qualified: str | None = None) -> ClassInfo:
    """Build the class a parsed classdef file defines (its methods compiled); ``qualified``
    names a built-in class written as classdef source (``event.EventData``)."""
    ensure_registry(session)
    ast = program.classdef
    stem = Path(path).stem
    if ast.name != stem:
        raise MException("MATLAB:class:nameMismatch",
                         f"The class name '{ast.name}' does not match the file name '{stem}'.")
    cls = ClassInfo(session, ast, path, src, functions)
    pkg = package_of(path)
    if qualified:
        cls.name = qualified
    elif pkg:
        cls.name = f"{pkg}.{ast.name}"
    cls.build()
    return cls


__all__ = ["ClassInfo", "ClassRegistry", "MObject", "ensure_registry", "load_class", "lookup"]
