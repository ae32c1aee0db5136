"""Property get/set and member calls on objects, with MATLAB's access rules.

Access (``Access``/``GetAccess``/``SetAccess`` = private/protected/immutable)
is checked against the class of the running method: private members are
reachable from methods (and file-local functions) of the defining class,
protected ones from subclasses too.  ``get.Prop``/``set.Prop`` accessors run on
every access from outside the accessor itself; inside it the stored value is
read or written directly.
"""

from __future__ import annotations

from typing import Any

from runmat_vm import property_validation

from .invoke import call_method, index_result, run_function
from . import errors as E
from .model import IMMUTABLE, PRIVATE, PROTECTED, PUBLIC
from .events import property_event
from .objects import MObject


def caller_class(sess: Any) -> Any:
    """The class whose method (or file-local function) is running, or None."""
    fd = getattr(sess.ctx.frame, "fndef", None)
    if fd is None:
        return None
    while fd.parent is not None:
        fd = fd.parent
    return sess.classes.owner.get(id(fd))


def allowed(sess: Any, level: Any, owner: Any) -> bool:
    """Whether the running code may reach a member of ``owner`` with access ``level`` (public,
    protected, private/immutable, or an access list of class names)."""
    if level == PUBLIC or level is True:
        return True
    c = caller_class(sess)
    if c is None:
        return False
    if level in (PRIVATE, IMMUTABLE):
        return c is owner or c.name == owner.name
    if level == PROTECTED:
        return c.is_subclass_of(owner)
    if level.__class__ is frozenset:  # Access = {?A, ?B}: the listed classes and their subclasses
        return c is owner or c.name == owner.name or any(a.name in level for a in c.ancestors())
    return True


def get_property(obj: MObject, name: str) -> Any:
    """``obj.name``: a property value (through ``get.name``), or a method called without arguments."""
    if not obj.valid:
        raise E.invalid_handle()
    cls = obj.cls
    sess = cls.session
    p = cls.props.get(name)
    if p is None:
        m = cls.find_method(name)
        if m is not None:
            return call_member(obj, name, [], 1)
        raise E.no_member(name, cls.name)
    if p.get_access != PUBLIC and not allowed(sess, p.get_access, p.owner):
        raise E.get_prohibited(name, cls.name)
    if p.constant:
        return cls.constant(name)
    if p.get_observable and cls.is_handle and ("observe", name) not in sess.classes.active:
        active = sess.classes.active  # a listener reading the property fires no events again
        active.add(("observe", name))
        try:
            property_event(obj, name, "PreGet")
            out = _read(obj, cls, sess, name)
            property_event(obj, name, "PostGet")
        finally:
            active.discard(("observe", name))
        return out
    return _read(obj, cls, sess, name)


def _read(obj: MObject, cls: Any, sess: Any, name: str) -> Any:
    """The value of property ``name`` (through ``get.name`` unless it is running)."""
    g = cls.getters.get(name)
    active = sess.classes.active
    if g is not None and ("get", name) not in active:
        active.add(("get", name))
        try:
            return run_function(sess, g.fd, [obj], 1)
        finally:
            active.discard(("get", name))
    try:
        return obj.props[name]
    except KeyError:
        raise E.no_get_method(name, cls.name) from None


def set_property(obj: MObject, name: str, rhs: Any) -> MObject:
    """``obj.name = rhs``: returns the object to store back (a copy for value objects)."""
    if not obj.valid:
        raise E.invalid_handle()
    cls = obj.cls
    sess = cls.session
    p = cls.props.get(name)
    if p is None:
        raise E.no_property_to_set(name, cls.name)
    if p.constant:
        raise E.set_prohibited(name, cls.name, read_only=True)
    if p.set_access != PUBLIC and not allowed(sess, p.set_access, p.owner):
        readable = p.get_access == PUBLIC or allowed(sess, p.get_access, p.owner)
        raise E.set_prohibited(name, cls.name, read_only=readable)
    rhs = property_validation.on_set(cls, name, rhs)  # declared size/class/validators (before set.P)
    if p.abort_set and cls.is_handle and unchanged(obj, name, rhs):
        return obj  # AbortSet: an equal value sets nothing (no set method, no PreSet/PostSet)
    s = cls.setters.get(name)
    active = sess.classes.active
    if s is not None and ("set", name) not in active:
        if cls.is_handle and p.set_observable:
            property_event(obj, name, "PreSet")
        active.add(("set", name))
        try:
            out = run_function(sess, s.fd, [obj, rhs], 1)
        finally:
            active.discard(("set", name))
        if cls.is_handle:
            if p.set_observable:
                property_event(obj, name, "PostSet")
            return obj
        if out.__class__ is not MObject:
            raise E.unsupported(f"The set method for property '{name}' of class '{cls.name}' must "
                                "return the object (function obj = set.Prop(obj, value)).")
        return out
    if p.dependent and ("set", name) not in active:
        raise E.no_set_method(name, cls.name)
    if cls.is_handle:
        if p.set_observable:
            property_event(obj, name, "PreSet")
        obj.props[name] = rhs
        if p.set_observable:
            property_event(obj, name, "PostSet")
        return obj
    new = obj.copy()
    new.props[name] = rhs
    return new


def unchanged(obj: MObject, name: str, rhs: Any) -> bool:
    """Whether ``rhs`` equals the property's current value (``isequal``)."""
    if name not in obj.props:
        return False
    from .functions import _equal  # here: functions imports this module (get_property)

    try:
        return _equal(obj.props[name], rhs, obj.cls.session)
    except Exception:  # values isequal cannot compare are different
        return False


def call_member(obj: MObject, name: str, args: list, nargout: int) -> Any:
    """``obj.name(args)``: a method (static ones without ``obj``), else the property indexed."""
    cls = obj.cls
    sess = cls.session
    m = cls.find_method(name)
    if m is not None:
        if m.access != PUBLIC and not allowed(sess, m.access, m.owner):
            raise E.method_restricted(name, cls.name)
        if m.static:
            return call_method(m, args, nargout, lenient=True)
        if obj.__class__ is not MObject:  # an object array: the method gets the whole array
            return call_method(m, [obj, *args], nargout, lenient=True)
        if not obj.valid and name != "delete":
            raise E.invalid_handle()
        return call_method(m, [obj, *args], nargout, lenient=True)
    if name in cls.props:
        return index_result(sess, obj.__matlab_property__(name), args, nargout)
    from .functions import OBJECT_METHODS  # here: functions imports this module (get_property)

    f = OBJECT_METHODS.get(name)
    if f is not None and (cls.is_handle or name not in ("delete", "isvalid")):
        return f(sess, [obj, *args], nargout)
    if obj.__class__ is MObject and not obj.valid:
        raise E.invalid_handle()
    raise E.no_member(name, cls.name)
