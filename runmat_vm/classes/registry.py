"""Per-session class state, method dispatch by argument type, and names only classes know.

``Session.classes`` is None until the first class file loads.  Which method a call
``name(..., obj, ...)`` runs is decided in one place, :func:`dominant_method`
(MATLAB's rule: the leftmost object argument whose class is not listed in another
argument's ``InferiorClasses`` is dominant; its class's method ``name`` runs), for
both doors calls come through:

- named calls resolved at run time (``ClassRegistry.dispatch``): the method, else the
  object-aware function of that name (``isa``, ``disp``, ``delete``...);
- builtin calls and operators (:func:`overload`, the ``__matlab_function__`` of
  ``MObject`` and ``ObjArray``, runmat_accel.overloads): the guard routes every call
  with an object argument here before the builtin body runs, on every tier;
  ``==``/``~=`` on handles without ``eq``/``ne`` compare identity.

``lookup(session, name)`` resolves names the path and builtins do not know:
``Class.member`` (Static method / Constant), ``obj@Super``, ``isobject``-like
functions, ``@Class/Class.m`` folders.
"""

from __future__ import annotations

import weakref
from typing import Any

from runmat_builtins.dispatch import take_plain

from . import errors as E
from .access import allowed
from .arrays import ObjArray
from .overloads import BUILTIN_OVERLOADS
from .events import builtin_class
from .folders import class_folder_file, find_qualified, search_dirs
from .functions import FALLBACKS, OBJECT_METHODS
from .invoke import DynamicMember, ObjectFunction, PythonName, StaticRef, SuperRef, call_method
from .meta import MetaRef
from .model import PUBLIC, ClassInfo
from .objects import MObject


class ClassRegistry:
    """Which compiled functions belong to which class, and the accessors now running."""

    def __init__(self, session: Any) -> None:
        self.session = session
        self.owner: dict[int, Any] = {}
        self._keep: list[Any] = []       # keeps owned FunctionDefs alive (ids stay unique)
        self.active: set[tuple[str, str]] = set()
        self.imports: dict[Any, list[str]] = {}  # import pkg.*: per function / base workspace (folders.py)
        self.listeners: Any = weakref.WeakKeyDictionary()       # source object -> its listeners
        self.listener_props: Any = weakref.WeakKeyDictionary()  # property listener -> property names
        self.tied: Any = weakref.WeakKeyDictionary()            # listener -> made by addlistener
        self.builtin_classes: dict[str, ClassInfo] = {}         # event.EventData, ... (events.py)
        self.metaclasses: dict[Any, Any] = {}                   # meta.class per class (meta.py)

    def own(self, fd: Any, cls: Any) -> None:
        self.owner[id(fd)] = cls
        self._keep.append(fd)

    # ---- calls -------------------------------------------------------------------
    def dispatch(self, name: str, args: list) -> Any:
        """A callable ``(args, nargout, frame)`` when an object argument claims ``name``, else None."""
        for a in args:
            if a.__class__ is MObject or a.__class__ is ObjArray:
                break
        else:
            return None
        sess = self.session
        if name != "delete":
            m = dominant_method(name, args)
            if m is not None:
                if m.access != PUBLIC and not allowed(sess, m.access, m.owner):
                    raise E.method_restricted(name, dominant(args).cls.name)
                return lambda args, nargout, frame, m=m: call_method(m, args, nargout)
        f = OBJECT_METHODS.get(name)
        if f is not None:
            return lambda args, nargout, frame: f(sess, args, nargout)
        return None


def dominant(args: Any) -> MObject:
    """The dominant object argument: the leftmost one whose class no other object argument's
    class lists in ``InferiorClasses`` (``args`` holds at least one object)."""
    objs = [a for a in args if a.__class__ is MObject or a.__class__ is ObjArray]
    if len(objs) > 1:
        for o in objs:
            name = o.cls.name
            if not any(name in p.cls.inferior for p in objs if p.cls is not o.cls):
                return o
    return objs[0]


def dominant_method(name: str, args: Any) -> Any:
    """The (non-static) method ``name`` of the dominant object's class, or None."""
    m = dominant(args).cls.find_method(name)
    return None if m is None or m.static else m


def overload(name: str, args: tuple, nargout: int, ctx: Any) -> Any:
    """The guard's route for a builtin call with an object argument (before the body runs):
    the dominant object's method ``name``, MATLAB's error for an operator the class does not
    define, else ``NotImplemented`` (the builtin runs: ``class``, ``isobject``, ``numel``...).
    ``builtin(name, ...)`` skips the class's method (``builtin('subsref', obj, S)``)."""
    plain = take_plain(name)
    m = None if plain else dominant_method(name, args)
    if m is not None:
        return call_method(m, list(args), max(nargout, 1) if nargout else 0)
    f = BUILTIN_OVERLOADS.get(name)
    if f is not None:
        out = f(args, nargout, ctx)
        if out is not NotImplemented:
            return out
    if len(args) == 1 and name in _UNARY or len(args) == 2 and name in _BINARY:
        raise E.undefined_for(name, dominant(args).cls.name)
    return NotImplemented


_UNARY = frozenset(("uminus", "uplus", "not", "transpose", "ctranspose"))
_BINARY = frozenset(("plus", "minus", "times", "mtimes", "rdivide", "ldivide", "mrdivide", "mldivide",
                     "power", "mpower", "eq", "ne", "lt", "le", "gt", "ge", "and", "or"))


def ensure_registry(session: Any) -> ClassRegistry:
    reg = session.classes
    if reg is None:
        reg = session.classes = ClassRegistry(session)
    return reg


def _dotted(session: Any, name: str) -> Any:
    """``pkg.fn``, ``pkg.Cls(...)``, ``pkg.Cls.Static``, ``Cls.Member.field``: a package item
    (a function, or a class and its member), else a member of a class; ``py.mod.fn``: Python."""
    if name.startswith("py."):
        return PythonName(name)
    found = find_qualified(session, name)
    if found is not None:
        path, rest = found
        target = session.load_file(path)
        if not rest:
            return target
        if isinstance(target, ClassInfo):
            return StaticRef(target, rest[0], rest[1:])
        return None
    builtin = builtin_class(session, name)
    if builtin is not None:
        return builtin
    head, _, member = name.rpartition(".")  # matlab.mixin.CustomDisplay.getClassNameForHeader
    builtin = builtin_class(session, head)
    if builtin is not None:
        return StaticRef(builtin, member)
    head, _, member = name.partition(".")
    target = session.resolve(head)
    if isinstance(target, ClassInfo):
        member, *rest = member.split(".")
        return StaticRef(target, member, tuple(rest))
    if isinstance(target, str) and "." not in member:  # a built-in class: double.empty, string.empty
        from runmat_vm import builtin_empty  # (runmat_vm/builtin_empty.py)

        return builtin_empty.lookup(target, member)
    return None


def lookup(session: Any, name: str) -> Any:
    """Resolve a name nothing else knows (see the module docstring); None when it means nothing."""
    if "@" in name:
        head, _, sup = name.partition("@")
        return SuperRef(head, sup)
    if name.endswith(".()"):
        return DynamicMember(name[:-3])
    if name.startswith("?"):  # ?ClassName (the compiler's call for a metaclass operator)
        return MetaRef(name[1:])
    if "." in name:
        return _dotted(session, name)
    for d in search_dirs(session):
        f = class_folder_file(d, name)
        if f is not None:
            return session.load_file(f)
    f = FALLBACKS.get(name)
    if f is not None:
        return ObjectFunction(name, f)
    return None
