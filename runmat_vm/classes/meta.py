"""Class metadata: ``metaclass(obj)`` and ``?ClassName`` give a ``meta.class``.

``meta.class``, ``meta.property``, ``meta.method``, ``meta.event`` and ``meta.EnumeratedValue``
are built-in handle classes written as classdef source (loaded like ``event.EventData``, see
``events.builtin_class``), their values filled in from a loaded class's
:class:`~.model.ClassInfo`: ``Name``, the class attributes, ``SuperclassList`` (direct
superclasses), ``PropertyList`` (every property, inherited ones included, with its attributes
and ``DefiningClass``), ``MethodList``, ``EventList``, ``EnumerationMemberList``.  One
``meta.class`` per class per session (a handle: ``?A == metaclass(a)``).
"""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.errors import MException
from runmat_builtins.values import cell_array, char_row, class_of, to_str

from .arrays import ObjArray, is_object
from .objects import MObject

_TEXT = "        Description = ''\n        DetailedDescription = ''\n"
SOURCES = {
    "meta.class": "classdef class < handle\n    properties (SetAccess = private)\n        Name\n" + _TEXT + """\
        Hidden = false
        Sealed = false
        Abstract = false
        Enumeration = false
        ConstructOnLoad = false
        HandleCompatible = false
        InferiorClasses = {}
        ContainingPackage = []
        RestrictsSubclassing = false
        PropertyList
        MethodList
        EventList
        EnumerationMemberList
        SuperclassList
    end
end
""",
    "meta.property": "classdef property < handle\n    properties (SetAccess = private)\n        Name\n" + _TEXT + """\
        GetAccess = 'public'
        SetAccess = 'public'
        Dependent = false
        Constant = false
        Abstract = false
        Transient = false
        Hidden = false
        GetObservable = false
        SetObservable = false
        AbortSet = false
        NonCopyable = false
        HasDefault = false
        DefaultValue = []
        DefiningClass
    end
end
""",
    "meta.method": "classdef method < handle\n    properties (SetAccess = private)\n        Name\n" + _TEXT + """\
        Access = 'public'
        Static = false
        Abstract = false
        Sealed = false
        Hidden = false
        InputNames = {}
        OutputNames = {}
        DefiningClass
    end
end
""",
    "meta.event": "classdef event < handle\n    properties (SetAccess = private)\n        Name\n" + _TEXT + """\
        Hidden = false
        ListenAccess = 'public'
        NotifyAccess = 'public'
        DefiningClass
    end
end
""",
    "meta.EnumeratedValue": "classdef EnumeratedValue < handle\n    properties (SetAccess = private)\n"
                            "        Name\n" + _TEXT + "        DefiningClass\n    end\nend\n",
}

# the methods every handle class has (MATLAB's handle superclass)
HANDLE_METHODS = ("addlistener", "delete", "eq", "findobj", "findprop", "ge", "gt", "isvalid", "le",
                  "listener", "lt", "ne", "notify")


def setup(cls: Any) -> None:
    """``meta.class.fromName(name)``: a native static method of the loaded meta.class."""
    if cls.name != "meta.class":
        return
    from .model import MethodInfo  # here: model imports events, which loads this module

    m = MethodInfo("fromName", None, cls)
    m.static = True
    m.native = lambda args, nargout: from_name(cls.session, to_str(args[0]))
    cls.methods["fromName"] = m


def _new(session: Any, name: str, **props: Any) -> MObject:
    from .events import builtin_class  # here: events loads this module lazily

    cls = builtin_class(session, name)
    obj = MObject(cls, dict(cls.defaults()))
    obj.props.update(props)
    return obj


def _column(objs: list, session: Any, name: str) -> Any:
    """An Nx1 array of meta objects (0x1 when there are none)."""
    from .events import builtin_class  # here: events loads this module lazily

    elems = np.empty((len(objs), 1), dtype=object)
    for k, o in enumerate(objs):
        elems[k, 0] = o
    if len(objs) == 1:
        return objs[0]
    return ObjArray(builtin_class(session, name), elems)


def _flag(cls: Any, attr: str) -> bool:
    from .model import _attr_value  # here: model imports events, which loads this module

    return any(a.name == attr and _attr_value(a) is True for a in cls.ast.attributes)


def for_class(cls: Any) -> MObject:
    """The session's ``meta.class`` of a loaded class (built on first use)."""
    cache = cls.session.classes.metaclasses
    mc = cache.get(id(cls))
    if mc is not None:
        return mc
    sess = cls.session
    mc = cache[id(cls)] = _new(sess, "meta.class", Name=char_row(cls.name))
    mc.props.update(
        Hidden=_flag(cls, "Hidden"), Sealed=_flag(cls, "Sealed"), Abstract=cls.abstract(),
        Enumeration=cls.is_enum, ConstructOnLoad=_flag(cls, "ConstructOnLoad"),
        HandleCompatible=cls.is_handle or _flag(cls, "HandleCompatible"),
        InferiorClasses=cell_array([for_name(sess, n) for n in sorted(cls.inferior)], (len(cls.inferior), 1)))
    supers = [for_class(s) for s in cls.supers]
    supers.extend(for_name(sess, b) for b in cls.ast.superclasses  # handle, uint8, mixins
                  if not any(s.name == b for s in cls.supers))
    mc.props["SuperclassList"] = _column(supers, sess, "meta.class")
    mc.props["PropertyList"] = _column([_property(p) for p in cls.props.values()], sess, "meta.property")
    mc.props["MethodList"] = _column(_methods(cls), sess, "meta.method")
    from .events import events_of  # here: events loads this module lazily

    mc.props["EventList"] = _column([_new(sess, "meta.event", Name=char_row(e), DefiningClass=_event_owner(cls, e))
                                     for e in events_of(cls)], sess, "meta.event")
    members = []
    if cls.is_enum:
        from .enums import members as enum_members  # here: enums imports objects and invoke only

        members = [_new(sess, "meta.EnumeratedValue", Name=char_row(n), DefiningClass=mc)
                   for n in enum_members(cls)]
    mc.props["EnumerationMemberList"] = _column(members, sess, "meta.EnumeratedValue")
    return mc


def _event_owner(cls: Any, event: str) -> MObject:
    for c in cls.ancestors():
        if event in c.ast.events:
            return for_class(c)
    return for_name(cls.session, "handle")  # ObjectBeingDestroyed


def for_name(session: Any, name: str) -> MObject:
    """``meta.class`` of a class named ``name``: a loaded class's, else a built-in class's
    (``double``, ``handle``: its name, no members)."""
    from .model import ClassInfo  # here: model imports events, which loads this module

    target = session.resolve(name) if name else None
    if isinstance(target, ClassInfo):
        return for_class(target)
    cache = session.classes.metaclasses
    mc = cache.get(name)
    if mc is None:
        empty = _column([], session, "meta.class")
        mc = cache[name] = _new(session, "meta.class", Name=char_row(name), HandleCompatible=name == "handle",
                                SuperclassList=empty, PropertyList=_column([], session, "meta.property"),
                                MethodList=_column([], session, "meta.method"),
                                EventList=_column([], session, "meta.event"),
                                EnumerationMemberList=_column([], session, "meta.EnumeratedValue"))
    return mc


def _access(level: Any, session: Any = None) -> Any:
    """An access attribute as meta data shows it: text, or a cell of meta.class (access lists)."""
    if level.__class__ is frozenset:
        names = sorted(level)
        return cell_array([for_name(session, n) for n in names], (len(names), 1))
    return char_row(level) if isinstance(level, str) else char_row("public")


def _property(p: Any) -> MObject:
    owner = p.owner
    props = dict(Name=char_row(p.name), GetAccess=_access(p.get_access, owner.session),
                 SetAccess=_access(p.set_access, owner.session),
                 Dependent=p.dependent, Constant=p.constant, Hidden=p.hidden,
                 SetObservable=p.set_observable, GetObservable=p.get_observable,
                 AbortSet=p.abort_set, HasDefault=p.default is not None and not p.dependent,
                 DefiningClass=for_class(owner))
    if props["HasDefault"]:
        props["DefaultValue"] = owner.constant(p.name) if p.constant else owner.defaults().get(p.name)
    return _new(owner.session, "meta.property", **props)


def property_meta(cls: Any, name: str) -> MObject:
    """The ``meta.property`` of ``cls``'s property ``name`` (a property event's source)."""
    p = cls.props.get(name)
    return _property(p) if p is not None else _new(cls.session, "meta.property", Name=char_row(name))


def _methods(cls: Any) -> list:
    sess = cls.session
    out: list = []
    seen: set = set()
    for c in cls.ancestors():
        for n, m in c.methods.items():
            if n in seen or (c is not cls and n == c.short):
                continue
            seen.add(n)
            code = m.fd.ast if m.fd is not None else None
            ins = cell_array([char_row(x) for x in getattr(code, "params", ())]) if code is not None else cell_array([])
            outs = cell_array([char_row(x) for x in getattr(code, "outputs", ())]) if code is not None else cell_array([])
            out.append(_new(sess, "meta.method", Name=char_row(n), Access=_access(m.access, sess), Static=m.static,
                            Hidden=m.hidden, Abstract=False, InputNames=ins, OutputNames=outs,
                            DefiningClass=for_class(m.owner)))
    for n in cls.abstract_methods:
        if n not in seen:
            seen.add(n)
            out.append(_new(sess, "meta.method", Name=char_row(n), Abstract=True, DefiningClass=for_class(cls)))
    if cls.is_handle:
        handle = for_name(sess, "handle")
        out.extend(_new(sess, "meta.method", Name=char_row(n), DefiningClass=handle)
                   for n in HANDLE_METHODS if n not in seen)
    out.append(_new(sess, "meta.method", Name=char_row("empty"), Static=True, Hidden=True, DefiningClass=for_class(cls)))
    return out


def metaclass(sess: Any, args: list, nargout: int) -> Any:
    """``metaclass(obj)``: the ``meta.class`` of the object's class (any value: its class)."""
    if len(args) != 1:
        raise MException("MATLAB:minrhs" if not args else "MATLAB:TooManyInputs",
                         "Not enough input arguments." if not args else "Too many input arguments.")
    from .registry import ensure_registry  # here: the registry imports events, which loads this module

    ensure_registry(sess)
    v = args[0]
    if is_object(v):
        return for_class(v.cls)
    return for_name(sess, class_of(v))


class MetaRef:
    """``?ClassName``: the class's ``meta.class`` (the compiler emits a call of ``?ClassName``)."""

    kind = "native"
    parent = None
    code = None

    def __init__(self, name: str) -> None:
        self.name = "?" + name
        self.target = name

    def invoke(self, sess: Any, args: list, nargout: int, frame: Any) -> Any:
        from .registry import ensure_registry  # here: the registry imports events, which loads this module

        ensure_registry(sess)
        return from_name(sess, self.target)


def from_name(sess: Any, name: str) -> Any:
    """``?Name`` / ``meta.class.fromName(Name)``: the class's meta.class; an empty one for a name
    that is no class."""
    from .events import builtin_class  # here: events loads this module lazily
    from .model import _HANDLE_BASES, ClassInfo  # here: model imports events, which loads this module

    target = sess.resolve(name)
    if not isinstance(target, ClassInfo):
        target = builtin_class(sess, name)
    if isinstance(target, ClassInfo):
        return for_class(target)
    if name in BUILTIN_TYPES or name in _HANDLE_BASES:
        return for_name(sess, name)
    return ObjArray(builtin_class(sess, "meta.class"), np.empty((0, 0), dtype=object))


# the built-in classes ?Name knows without a class file (an unknown name gives an empty meta.class)
BUILTIN_TYPES = frozenset(("double", "single", "logical", "char", "string", "cell", "struct", "function_handle",
                           "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64", "handle",
                           "table", "timetable", "datetime", "duration", "categorical", "containers.Map"))
