"""Class folders (``@Cls``), namespace folders (``+pkg``) and ``import``.

- ``@Cls/Cls.m`` holds the classdef; every other ``@Cls/name.m`` is a method defined in its
  own file (the classdef's ``methods`` block may declare its signature, whose block
  attributes, ``Static`` or ``Access``, then apply).
- ``+pkg/fn.m``, ``+pkg/+sub/fn.m``, ``+pkg/Cls.m`` and ``+pkg/@Cls/Cls.m`` are reached by
  their qualified names (``pkg.fn(x)``, ``pkg.sub.fn``, ``pkg.Cls(...)``); a class in a
  package is named ``pkg.Cls`` (``class(obj)``).
- ``import pkg.*`` / ``import pkg.fn`` make those names callable unqualified in the importing
  function (its code object), or, from a script or the command line, in the base workspace;
  imported names come before path functions and builtins (MATLAB's precedence).
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from runmat_builtins.errors import MException
from runmat_builtins.values import cell_array, char_row, to_str
from runmat_vm.functions import FunctionDef


def search_dirs(session: Any) -> list[str]:
    return [os.getcwd(), *getattr(session, "run_dirs", ()), *session.path]


def package_of(path: str) -> str:
    """``a.b`` for a file in ``.../+a/+b/`` (or ``.../+a/+b/@Cls/``); '' outside packages."""
    parts = Path(path).parent.parts
    if parts and parts[-1].startswith("@"):
        parts = parts[:-1]
    pkg = []
    for p in reversed(parts):
        if not p.startswith("+"):
            break
        pkg.append(p[1:])
    return ".".join(reversed(pkg))


def class_folder_file(d: str, name: str) -> str | None:
    f = os.path.join(d, "@" + name, name + ".m")
    return f if os.path.isfile(f) else None


def find_qualified(session: Any, name: str) -> tuple[str, tuple[str, ...]] | None:
    """The file a dotted name ``pkg.sub.item.rest`` names (``+pkg/+sub/item.m`` or
    ``+pkg/+sub/@item/item.m``) and the names after it, or None."""
    parts = name.split(".")
    for d in search_dirs(session):
        for k in range(len(parts) - 1, 0, -1):
            folder = os.path.join(d, *("+" + p for p in parts[:k]))
            if not os.path.isdir(folder):
                continue
            item = parts[k]
            f = os.path.join(folder, item + ".m")
            if os.path.isfile(f):
                return f, tuple(parts[k + 1:])
            f = class_folder_file(folder, item)
            if f is not None:
                return f, tuple(parts[k + 1:])
    return None


def folder_methods(cls: Any) -> list[tuple[str, Any]]:
    """``(name, FunctionDef)`` for each method file beside a classdef in its ``@Cls`` folder."""
    path = Path(cls.filename)
    if not path.parent.name.startswith("@"):
        return []
    out = []
    for f in sorted(path.parent.glob("*.m")):
        if f.name == path.name:
            continue
        fd = cls.session.load_file(str(f))
        if isinstance(fd, FunctionDef):
            out.append((f.stem, fd))
    return out


def import_(sess: Any, args: list, nargout: int) -> Any:
    """``import pkg.*`` / ``import pkg.fn`` / ``import('pkg.*')``; without arguments, the list."""

    from .registry import ensure_registry  # here: registry imports this module (lookup)

    reg = ensure_registry(sess)
    here = reg.imports.setdefault(_unit(sess), [])
    if not args:
        if nargout:
            return cell_array([char_row(s) for s in here], (len(here), 1))
        for s in here:
            sess.ctx.stdout.write(s + "\n")
        return None
    for a in args:
        try:
            text = to_str(a)
        except TypeError:
            raise MException("MATLAB:import:InvalidInput", "Import argument must be text.") from None
        if text not in here:
            here.append(text)
    return None


def _unit(session: Any) -> Any:
    """Where an import applies: the running function's code, else the base workspace."""
    frame = session.ctx.frame
    if frame is not None and frame.kind == "function":
        return frame.code
    return "<base>"


def imported(session: Any, name: str) -> Any:
    """What an unqualified ``name`` means through the session's imports, or None."""
    reg = session.classes
    if reg is None or name in _RESOLVING:
        return None
    here = reg.imports.get(_unit(session))
    if not here:
        return None
    _RESOLVING.add(name)  # pkg.name may look up name again (as a class with members)
    try:
        for imp in here:
            if imp.endswith(".*"):
                full = imp[:-2] + "." + name
            elif imp.rsplit(".", 1)[-1] == name:
                full = imp
            else:
                continue
            target = session.resolve(full)
            if target is not None:
                return target
        return None
    finally:
        _RESOLVING.discard(name)


_RESOLVING: set[str] = set()
