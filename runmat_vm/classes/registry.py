"""Per-session class state and the VM's hooks: method dispatch, operators, special names.

``Session.classes`` is None until the first class file loads, so code without
classes pays one ``is None`` test on the slow paths that consult it:

- ``dispatch(name, args)``: a call ``name(..., obj, ...)`` resolved at run time
  goes to the method of the leftmost object argument whose class defines
  ``name`` (MATLAB: methods win over path functions and builtins), else to the
  object-aware function of that name (``isa``, ``disp``, ``delete``...).
- ``overload`` (installed as ``runmat_builtins.dispatch.OVERLOAD_HOOK``): when a
  builtin fails on an object argument, the object's method of that name runs
  (operators ``plus``, ``eq``, ``uminus``...); ``==``/``~=`` on handles compare identity.
- ``lookup(session, name)``: names the path and builtins do not know:
  ``Class.member`` (Static method / Constant), ``obj@Super``, ``isobject``-like
  functions, ``@Class/Class.m`` folders.
"""

from __future__ import annotations

import os
from typing import Any

from . import errors as E
from .functions import FALLBACKS, OBJECT_METHODS
from .invoke import ObjectFunction, StaticRef, SuperRef, call_method
from .objects import MObject


class ClassRegistry:
    """Which compiled functions belong to which class, and the accessors now running."""

    def __init__(self, session: Any) -> None:
        self.session = session
        self.owner: dict[int, Any] = {}
        self._keep: list[Any] = []       # keeps owned FunctionDefs alive (ids stay unique)
        self.active: set[tuple[str, str]] = set()

    def own(self, fd: Any, cls: Any) -> None:
        self.owner[id(fd)] = cls
        self._keep.append(fd)

    # ---- calls -------------------------------------------------------------------
    def dispatch(self, name: str, args: list) -> Any:
        """A callable ``(args, nargout, frame)`` when an object argument claims ``name``, else None."""
        for a in args:
            if a.__class__ is MObject:
                break
        else:
            return None
        sess = self.session
        if name != "delete":
            for a in args:
                if a.__class__ is MObject:
                    m = a.cls.find_method(name)
                    if m is not None and not m.static:
                        from .access import allowed

                        if m.access != "public" and not allowed(sess, m.access, m.owner):
                            raise E.method_restricted(name, a.cls.name)
                        return lambda args, nargout, frame, m=m: call_method(m, args, nargout)
        f = OBJECT_METHODS.get(name)
        if f is not None:
            return lambda args, nargout, frame: f(sess, args, nargout)
        return None


def overload(name: str, args: tuple, nargout: int, ctx: Any) -> Any:
    """``call_builtin``'s hook after a builtin failed: an object argument's method ``name``
    (operators reach objects this way on every execution tier), else ``NotImplemented``."""
    for a in args:
        if a.__class__ is MObject:
            break
    else:
        return NotImplemented
    for a in args:
        if a.__class__ is MObject:
            m = a.cls.find_method(name)
            if m is not None and not m.static:
                return call_method(m, list(args), max(nargout, 1) if nargout else 0)
    if name in ("eq", "ne") and len(args) == 2 and all(a.__class__ is MObject and a.cls.is_handle
                                                       for a in args):
        return (args[0] is args[1]) == (name == "eq")
    if len(args) == 1 and name in ("uminus", "uplus", "not", "transpose", "ctranspose") \
            or len(args) == 2 and name in _BINARY:
        o = next(a for a in args if a.__class__ is MObject)
        raise E.undefined_for(name, o.cls.name)
    return NotImplemented


_BINARY = frozenset(("plus", "minus", "times", "mtimes", "rdivide", "ldivide", "mrdivide", "mldivide",
                     "power", "mpower", "eq", "ne", "lt", "le", "gt", "ge", "and", "or"))


def ensure_registry(session: Any) -> ClassRegistry:
    reg = session.classes
    if reg is None:
        reg = session.classes = ClassRegistry(session)
        import runmat_builtins.dispatch as d

        d.OVERLOAD_HOOK = overload
    return reg


def lookup(session: Any, name: str) -> Any:
    """Resolve a name nothing else knows (see the module docstring); None when it means nothing."""
    if "@" in name:
        head, _, sup = name.partition("@")
        return SuperRef(head, sup)
    if "." in name:
        head, _, member = name.partition(".")
        if "." in member:
            return None
        from .model import ClassInfo

        target = session.resolve(head)
        if isinstance(target, ClassInfo):
            return StaticRef(target, member)
        return None
    for d in [os.getcwd(), *getattr(session, "run_dirs", ()), *session.path]:
        f = os.path.join(d, "@" + name, name + ".m")
        if os.path.isfile(f):
            return session.load_file(f)
    f = FALLBACKS.get(name)
    if f is not None:
        return ObjectFunction(name, f)
    return None
