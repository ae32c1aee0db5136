"""Class-defined indexing: ``subsref``, ``subsasgn`` and ``end`` methods, and the built-in
indexing of objects that ``builtin('subsref', obj, S)`` (and a plain ``subsref(obj, S)``) runs.

MATLAB calls a class's ``subsref(obj, S)`` for ``obj(i)``, ``obj{i}``, ``obj.name`` and
``obj.name(args)`` written outside the class's own methods (inside them indexing is built
in), ``subsasgn(obj, S, v)`` for assignments (the whole chain ``obj.a(2) = v`` at once), and
``end(obj, k, n)`` for ``end`` in ``obj(...)``.  Reading ``obj.a(2).b`` hands the overload one
level per indexing step the VM runs (``obj.name(args)`` is one step), so an overload that
ends in ``builtin('subsref', ...)`` sees what MATLAB gives it.
"""

from __future__ import annotations

from typing import Any

from runmat_builtins.dispatch import call_builtin
from runmat_builtins.errors import MException
from runmat_builtins.indexing import index_struct, levels as struct_levels

from . import modular
from .access import call_member, caller_class, get_property, set_property
from .arrays import ObjArray, subsasgn as array_assign, subsref as array_ref
from .invoke import call_method
from .objects import MObject


def overload(v: Any, name: str) -> Any:
    """The class's ``name`` method (``subsref``/``subsasgn``/``end``) when MATLAB calls it for
    indexing ``v`` here, else None (no such method, or code of the class itself is running)."""
    m = v.cls.overloads.get(name)
    if m is None:
        return None
    c = caller_class(v.cls.session)
    if c is not None and (v.cls.is_subclass_of(c) or c.is_subclass_of(m.owner)):
        return None
    return m


def _modular(v: Any, steps: list, assign: bool) -> Any:
    """The RedefinesParen/Dot/Brace method for the first level of ``steps`` (a dot name that is
    a public property or method keeps the default behaviour), or None."""
    kind, subs = steps[0]
    m = overload(v, modular.METHODS[(kind, assign)])
    if m is None or (kind == "." and _public_member(v.cls, subs)):
        return None
    return m


def _public_member(cls: Any, name: str) -> bool:
    p = cls.props.get(name)
    if p is not None:
        return p.get_access == "public"
    m = cls.find_method(name)
    return m is not None and m.access == "public"


def ref(v: Any, steps: list, nargout: int = 1) -> Any:
    """The class's indexing method for the levels ``steps`` (``parenReference`` and its kin,
    else ``subsref(v, S)``), or NotImplemented."""
    m = _modular(v, steps, False)
    if m is not None:
        ops = modular.operations(v.cls.session, steps)
        return call_method(m, [v, ops], max(nargout, 1), lenient=True)
    m = overload(v, "subsref")
    if m is None:
        return NotImplemented
    return call_method(m, [v, index_struct(steps)], max(nargout, 1), lenient=True)


def takes_chain(v: Any, level: tuple) -> bool:
    """Whether a read chain starting with ``level`` on ``v`` goes to the class whole (its
    subsref, or the RedefinesParen/Dot/Brace method of that level)."""
    return _modular(v, [level], False) is not None or overload(v, "subsref") is not None


def chain_ref(v: Any, steps: list, nargout: int) -> Any:
    """A whole read chain on ``v`` (``runmat_vm.runtime.chain_step``): the class's method, else
    built-in indexing level by level."""
    out = ref(v, steps, nargout)
    if out is NotImplemented:
        out = plain_subsref((v, index_struct(steps)), nargout)
    return out


def brace(v: Any, args: tuple) -> list:
    """``v{args}``: the class's subsref (one value), else MATLAB's error for braces on an object."""
    out = ref(v, [("{}", tuple(args))])
    if out is NotImplemented:
        raise MException("MATLAB:cellRefFromNonCell",
                         "Brace indexing is not supported for variables of this type.")
    return [out]


def assign(v: Any, steps: list, rhs: Any, delete: bool = False) -> Any:
    """The class's assignment method (``parenAssign``/``parenDelete`` and their kin, else
    ``v = subsasgn(v, S, rhs)``), or NotImplemented."""
    m = overload(v, "parenDelete") if delete and steps[0][0] == "()" else _modular(v, steps, True)
    if m is not None:
        ops = modular.operations(v.cls.session, steps)
        return call_method(m, [v, ops] if m.name == "parenDelete" else [v, ops, rhs], 1)
    m = overload(v, "subsasgn")
    if m is None:
        return NotImplemented
    return call_method(m, [v, index_struct(steps), rhs], 1)


def end(v: Any, k: int, n: int) -> Any:
    """``end`` at subscript ``k`` of ``n`` from the class's ``end(obj, k, n)``, or NotImplemented."""
    m = overload(v, "end")
    if m is None:
        return NotImplemented
    out = call_method(m, [v, float(k), float(n)], 1)
    return float(out) if out.__class__ is not float else out


# ---------------------------------------------------------------------- built-in indexing
def plain_subsref(args: tuple, nargout: int, ctx: Any = None) -> Any:
    """``subsref(obj, S)`` as built in: levels on objects (a property, a method call with its
    arguments, elements of an object array) here, the rest by ``subsref``."""
    if len(args) != 2 or not _is_obj(args[0]):
        return NotImplemented
    steps = struct_levels(args[1])
    v = args[0]
    while steps and _is_obj(v):  # objects along the chain are indexed as built in too
        v, used = _first_level(v, steps, nargout)
        steps = steps[used:]
    if not steps:
        return v
    return call_builtin("subsref", v, index_struct(steps), nargout=nargout, ctx=ctx)


def _first_level(v: Any, steps: list, nargout: int) -> tuple[Any, int]:
    typ, subs = steps[0]
    if typ == "()":
        return array_ref(v, subs), 1
    if typ == "{}":
        raise MException("MATLAB:cellRefFromNonCell",
                         "Brace indexing is not supported for variables of this type.")
    if len(steps) > 1 and steps[1][0] == "()" and v.cls.find_method(subs) is not None:
        return call_member(v, subs, list(steps[1][1]), nargout), 2
    if v.__class__ is MObject:
        return get_property(v, subs), 1
    return v.__matlab_property__(subs), 1


def plain_subsasgn(args: tuple, nargout: int, ctx: Any = None) -> Any:
    """``subsasgn(obj, S, rhs)`` as built in: deeper levels assigned into the current value by
    ``subsasgn``, then the first level set on the object."""
    if len(args) != 3 or not _is_obj(args[0]):
        return NotImplemented
    v, s, rhs = args
    steps = struct_levels(s)
    typ, subs = steps[0]
    if len(steps) > 1:
        inner = _first_level(v, steps[:1], 1)[0]
        rhs = call_builtin("subsasgn", inner, index_struct(steps[1:]), rhs, ctx=ctx)
    if typ == "()":
        return array_assign(v, subs, rhs)
    if typ == "{}":
        raise MException("MATLAB:cellAssToNonCell",
                         "Brace indexing is not supported for variables of this type.")
    if v.__class__ is MObject:
        return set_property(v, subs, rhs)
    return v.__matlab_property_set__(subs, rhs)


def _is_obj(v: Any) -> bool:
    return v.__class__ is MObject or v.__class__ is ObjArray


PLAIN = {"subsref": plain_subsref, "subsasgn": plain_subsasgn}
