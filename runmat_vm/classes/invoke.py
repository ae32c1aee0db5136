"""Running class code: constructors, methods, property defaults, ``Class.member`` and ``obj@Super``.

Methods are ordinary compiled functions (:class:`~runmat_vm.functions.FunctionDef`)
run by the interpreter.  A constructor runs with its output variable already
holding the new object (defaults filled in), as MATLAB does; a class whose
constructor does not call ``obj@Super(...)`` gets the superclass constructor
called with no arguments first.  The callables here have ``kind == 'native'``:
the interpreter calls their ``invoke(sess, args, nargout, frame)``.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins import errors as BE
from runmat_builtins.errors import MException
from runmat_builtins.values import FunctionHandle, cell_array, empty
from runmat_vm import hir, interp, runtime
from runmat_vm.code import UNDEF
from runmat_vm.session import expr_chunk

from . import errors as E
from .arrays import ObjArray
from .objects import MObject


# ---------------------------------------------------------------------- running functions
def run_function(sess: Any, fd: Any, args: list, nargout: int, preset: Any = None,
                 lenient: bool = False) -> Any:
    """Call a method's function; ``preset`` is the initial value of its first output
    (the object under construction), unless that output is also a parameter.
    ``lenient``: the caller (``obj.m(...)``, ``obj.m``) cannot tell a statement from an
    assignment and asks for one value; a method without outputs then returns None."""
    caller = sess.ctx.frame
    code = sess.body_of(fd)
    if lenient and nargout == 1 and code.nouts == 0 and not code.varargout:
        nargout = 0
    if preset is None:
        return interp.invoke_user(sess, fd, args, nargout, None, caller)
    nparams = code.nparams
    nargs = len(args)
    if nargs > nparams and not code.varargin:
        raise MException(BE.TOO_MANY_INPUTS, BE.TOO_MANY_INPUTS_MSG)
    R = code.template[:]
    if code.output_slots:
        R[code.output_slots[0]] = preset
    ps = code.param_slots
    for i in range(min(nargs, nparams)):
        if ps[i] >= 0:
            R[ps[i]] = args[i]
    if code.varargin:
        R[code.varargin_slot] = cell_array(list(args[nparams:]))
    frame = interp.Frame(sess, R, code.varmap, code=code, kind="function", name=fd.name,
                         filename=code.filename, nargin=nargs, nargout=max(nargout, 1), caller=caller)
    frame.fndef = fd
    if sess.depth >= interp.RECURSION_LIMIT:
        raise MException("MATLAB:recursionLimit",
                         f"Maximum recursion limit of {interp.RECURSION_LIMIT} reached.")
    ctx = sess.ctx
    ctx.frame = frame
    sess.depth += 1
    try:
        interp.execute(frame, code)
    finally:
        sess.depth -= 1
        ctx.frame = caller
    return interp.collect_outputs(frame, code, max(nargout, 1))


def call_method(m: Any, args: list, nargout: int, lenient: bool = False) -> Any:
    if m.native is not None:  # a built-in class's method written in Python
        return m.native(list(args), nargout)
    return run_function(m.owner.session, m.fd, args, nargout, lenient=lenient)


# ---------------------------------------------------------------------- construction
def construct(cls: Any, args: list, frame: Any) -> MObject:
    """``ClassName(args)``: a new object with its defaults, initialized by the constructor(s);
    for an enumeration, the member ``args[0]`` names (``Color('Red')``, ``Color(1)``)."""
    if cls.native_ctor is not None:
        return cls.native_ctor(cls, args)
    if cls.is_enum:
        from .enums import convert  # here: enums imports this module (eval_default, init_object)

        if len(args) != 1:
            raise MException("MATLAB:class:EnumerationConstructor",
                             f"Enumeration class '{cls.name}' converts one value to a member: "
                             f"{cls.name}(name) or {cls.name}(value).")
        return convert(cls, args[0])
    if cls.abstract():
        raise MException("MATLAB:class:abstract",
                         f"Abstract classes cannot be instantiated. Class '{cls.name}' defines abstract "
                         "methods and/or properties.")
    obj = MObject(cls, dict(cls.defaults()))
    return init_object(cls, obj, args)


def _calls_super(fn_ast: Any, super_name: str) -> bool:
    suffix = "@" + super_name
    return any(n.endswith(suffix) for n in hir.used_names(fn_ast.body))


def init_object(cls: Any, obj: MObject, args: list) -> MObject:
    """Run ``cls``'s constructor on ``obj`` (a ``cls`` or a subclass instance)."""
    ctor = cls.constructor()
    for sup in cls.supers:  # superclasses the constructor does not initialize: no arguments
        if ctor is None or not _calls_super(ctor.fd.ast, sup.name):
            obj = init_object(sup, obj, [])
    if ctor is None:
        if args:
            raise MException(BE.TOO_MANY_INPUTS, BE.TOO_MANY_INPUTS_MSG)
        return obj
    out = run_function(cls.session, ctor.fd, args, 1, preset=obj)
    if getattr(out, "cls", None) is None or not out.cls.is_subclass_of(cls):  # an object or object array
        raise MException("MATLAB:class:ConstructorOutput",
                         f"The constructor of class '{cls.name}' must return an object of that class "
                         "in its first output.")
    return out


# ---------------------------------------------------------------------- defaults and constants
def eval_default(cls: Any, expr: Any) -> Any:
    """Evaluate a property's default (or Constant) expression; ``[]`` when there is none."""
    if expr is None:
        return empty()
    sess = cls.session
    frame = interp.Frame(sess, [], {}, kind="script", name=cls.name, filename=cls.filename)
    code = expr_chunk(expr, frame, dict(cls._local), "", cls.name, 1)
    ctx = sess.ctx
    saved = ctx.frame
    ctx.frame = frame
    try:
        return sess.run_code(frame, code)
    finally:
        ctx.frame = saved


def index_result(sess: Any, v: Any, args: list, nargout: int) -> Any:
    """``value(args)`` for a property or constant value (a function handle is called)."""
    if not args:
        return v
    if v.__class__ is FunctionHandle:
            return interp.call_value(sess, v, args, nargout, sess.ctx.frame)
    return runtime.index_value(v, args)


# ---------------------------------------------------------------------- native callables
class Native:
    """Base of the callables a name may resolve to besides functions and builtins."""

    kind = "native"
    parent = None
    code = None
    name = ""

    def invoke(self, sess: Any, args: list, nargout: int, frame: Any) -> Any:  # pragma: no cover
        raise NotImplementedError


class StaticRef(Native):
    """``ClassName.member``: a Static method call or a Constant property (indexed by args)."""

    def __init__(self, cls: Any, member: str, rest: tuple[str, ...] = ()) -> None:
        self.cls = cls
        self.member = member
        self.rest = rest  # Cls.Member.a.b: fields (or a method) of the member
        self.name = ".".join((cls.name, member, *rest))

    def invoke(self, sess: Any, args: list, nargout: int, frame: Any) -> Any:
        if not self.rest:
            return self.member_value(sess, args, nargout)
        v = self.member_value(sess, [], 1)
        for name in self.rest[:-1]:
            v = runtime.field_one(v, name)
        last = self.rest[-1]
        method = getattr(type(v), "__matlab_method__", None)
        if method is not None and args:
            return method(v, last, tuple(args), nargout)
        return index_result(sess, runtime.field_one(v, last), args, nargout)

    def member_value(self, sess: Any, args: list, nargout: int) -> Any:
        from .access import allowed  # here: access imports this module (call_method)

        cls, member = self.cls, self.member
        if cls.is_enum:
            from .enums import member as enum_member  # here: enums imports this module

            obj = enum_member(cls, member)
            if obj is not None:
                return index_result(sess, obj, args, nargout)
        m = cls.find_method(member)
        if m is not None and m.static:
            if not allowed(sess, m.access, m.owner):
                raise E.method_restricted(member, cls.name)
            return call_method(m, args, nargout)
        p = cls.props.get(member)
        if p is not None and p.constant:
            if not allowed(sess, p.get_access, p.owner):
                raise E.get_prohibited(member, cls.name)
            return index_result(sess, cls.constant(member), args, nargout)
        if member == "empty":
            from .arrays import empty_array  # here: arrays imports objects only

            dims = [int(float(np.asarray(a).reshape(-1)[0])) for a in args]
            if len(args) == 1 and np.asarray(args[0]).size > 1:
                dims = [int(d) for d in np.asarray(args[0]).reshape(-1)]
            return empty_array(cls, tuple(dims) if dims else (0, 0)) if len(dims) != 1 else \
                empty_array(cls, (dims[0], dims[0]))
        raise E.no_static(member, cls.name)


class DynamicMember(Native):
    """``Name.(expr)`` where ``Name`` is not a variable: a member of class ``Name`` (an
    enumeration member, Constant or Static method named at run time), else ``Name()``'s field."""

    def __init__(self, head: str) -> None:
        self.head = head
        self.name = head + ".()"

    def invoke(self, sess: Any, args: list, nargout: int, frame: Any) -> Any:
        member = runtime.field_name(args[0])
        target = sess.resolve(self.head)
        if target is not None and getattr(target, "kind", None) == "native" and hasattr(target, "ast"):
            return StaticRef(target, member).invoke(sess, [], nargout, frame)
        if target is None:
            raise runtime.undefined(self.head)
        value = interp.call_named(frame, self.head, [], 1, None)
        return runtime.field_one(value, member)


class SuperRef(Native):
    """``obj@Super(args)`` (superclass constructor) or ``name@Super(args)`` (superclass method)."""

    def __init__(self, head: str, super_name: str) -> None:
        self.head = head
        self.super_name = super_name
        self.name = f"{head}@{super_name}"

    def invoke(self, sess: Any, args: list, nargout: int, frame: Any) -> Any:
        v = frame.get(self.head) if frame is not None else UNDEF
        if v.__class__ is MObject:
            sup = _ancestor(v.cls, self.super_name)
            return init_object(sup, v, args)
        for a in args:
            if a.__class__ is MObject or a.__class__ is ObjArray:
                sup = _ancestor(a.cls, self.super_name)
                m = sup.find_method(self.head)
                if m is None:
                    raise E.no_member(self.head, sup.name)
                return call_method(m, args, nargout)
        raise MException("MATLAB:class:InvalidSuperReference",
                         f"'{self.name}' is valid only in a constructor or method of a subclass "
                         f"of '{self.super_name}'.")


def _ancestor(cls: Any, name: str) -> Any:
    for c in cls.ancestors()[1:]:
        if c.name == name:
            return c
    raise MException("MATLAB:class:InvalidSuperReference",
                     f"'{name}' is not a superclass of '{cls.name}'.")


class PythonName(Native):
    """``py.module.name``: a Python callable or value (MATLAB's Python interface, docs/python-api.md)."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.call: Any = None   # resolved at the first call (names resolve afresh each command)

    def invoke(self, sess: Any, args: list, nargout: int, frame: Any) -> Any:
        if self.call is None:
            from runmat_builtins.lib.external.python import python_callable

            self.call = python_callable(self.name)
        return self.call(args, nargout, sess.ctx.stdout)


class ObjectFunction(Native):
    """A function such as ``isobject`` or ``isprop`` that is not a builtin: it works on any value."""

    def __init__(self, name: str, impl: Any) -> None:
        self.name = name
        self.impl = impl

    def invoke(self, sess: Any, args: list, nargout: int, frame: Any) -> Any:
        return self.impl(sess, args, nargout)
