"""``MObject``: one instance of a user class, speaking the VM's object protocol.

The protocol (see ``runmat_builtins/lib/containers/map.py``) is how the VM and
the builtins reach objects: ``__matlab_property__`` (``obj.name``),
``__matlab_method__`` (``obj.name(args)``), ``__matlab_subsref__`` (``obj(i)``),
``__matlab_subsasgn__``, ``matlab_class`` and ``matlab_fieldnames``; this class
adds ``__matlab_property_set__`` (``obj.name = v``, returning the object to store
back) and ``__matlab_display__`` (auto-display).

Value semantics: a value object is never changed in place once the VM can see
it; setting a property returns a modified copy, which the assignment stores in
the variable (so ``q = p; q.x = 5`` leaves ``p`` alone).  A handle object is
changed in place and returned as is, so every copy of the handle sees it.
"""

from __future__ import annotations

from typing import Any

from runmat_accel.overloads import Overloaded

from . import errors as E


class IndexingHooks:
    """The VM's indexing hooks that objects and object arrays share: each hands the step to the
    class-defined indexing of indexing.py (``cls.overloads`` is empty for most classes)."""

    __slots__ = ()

    def __matlab_brace__(self, args: tuple) -> list:
        """``obj{args}``: a class-defined subsref, else MATLAB's error."""
        return _indexing().brace(self, args)

    def __matlab_assign_chain__(self, steps: list, rhs: Any, delete: bool = False) -> Any:
        """``obj.a(2).b = rhs`` (``steps`` as (type, subs) levels; ``delete``: ``obj(k) = []``):
        the class's subsasgn (or parenAssign...) gets the whole chain at once; NotImplemented
        when the class has none (or is running)."""
        return _indexing().assign(self, steps, rhs, delete) if self.cls.overloads else NotImplemented

    def __matlab_levels__(self) -> Any:
        """``value.(indexOp)``: the levels of a matlab.indexing.IndexingOperation (else None)."""
        from .modular import levels  # here: modular imports this module

        return levels(self)

    def __matlab_end__(self, k: int, n: int) -> Any:
        return _indexing().end(self, k, n) if self.cls.overloads else NotImplemented

    def __matlab_chain_start__(self, level: tuple) -> bool:
        """Whether a read chain starting with ``level`` goes to the class whole (runtime.chain_step)."""
        return bool(self.cls.overloads) and _indexing().takes_chain(self, level)

    def __matlab_chain_ref__(self, steps: list, nargout: int) -> Any:
        return _indexing().chain_ref(self, steps, nargout)


class MObject(IndexingHooks, Overloaded):
    """An instance: its class (:class:`~runmat_vm.classes.model.ClassInfo`), property values, validity."""

    @classmethod
    def __matlab_function__(cls, name: str, args: tuple, nargout: int, ctx: Any) -> Any:
        # imported here, not at the top: the class registry imports this module
        from runmat_vm.classes.registry import overload

        return overload(name, args, nargout, ctx)

    __slots__ = ("cls", "props", "valid", "enum", "__weakref__")
    shape = (1, 1)
    size = 1
    ndim = 2

    def __init__(self, cls: Any, props: dict[str, Any]) -> None:
        self.cls = cls
        self.props = props
        self.valid = True
        self.enum: Any = None  # an enumeration member: its EnumTag (name, ordinal, built-in value)

    @property
    def matlab_class(self) -> str:
        return self.cls.name

    def copy(self) -> "MObject":
        out = MObject(self.cls, dict(self.props))
        out.enum = self.enum
        return out

    def check(self) -> None:
        if not self.valid:
            raise E.invalid_handle()

    # ---- the protocol ------------------------------------------------------------
    # Each indexing hook first offers the step to a class-defined subsref/subsasgn (indexing.py;
    # ``cls.overloads`` is empty for most classes).
    def __matlab_property__(self, name: str) -> Any:
        if self.cls.overloads:
            out = _indexing().ref(self, [(".", name)])
            if out is not NotImplemented:
                return out
        from .access import get_property  # here: access (and show) import this module (MObject)

        return get_property(self, name)

    def __matlab_property_set__(self, name: str, rhs: Any) -> "MObject":
        if self.cls.overloads:
            out = _indexing().assign(self, [(".", name)], rhs)
            if out is not NotImplemented:
                return out
        from .access import set_property  # here: access (and show) import this module (MObject)

        return set_property(self, name, rhs)

    def __matlab_method__(self, name: str, args: tuple, nargout: int = 1) -> Any:
        if self.cls.overloads:
            out = _indexing().ref(self, [(".", name), ("()", tuple(args))], nargout)
            if out is not NotImplemented:
                return out
        from .access import call_member  # here: access (and show) import this module (MObject)

        return call_member(self, name, list(args), nargout)

    def __matlab_subsref__(self, args: tuple) -> Any:
        if self.cls.overloads:
            out = _indexing().ref(self, [("()", tuple(args))])
            if out is not NotImplemented:
                return out
        if len(args) == 1 and args[0].__class__ is float and args[0] == 1.0:
            return self
        from .arrays import subsref  # here: arrays imports this module (MObject)

        return subsref(self, args)

    def __matlab_subsasgn__(self, args: tuple, rhs: Any) -> Any:
        if self.cls.overloads:
            out = _indexing().assign(self, [("()", tuple(args))], rhs)
            if out is not NotImplemented:
                return out
        from .arrays import subsasgn  # here: arrays imports this module (MObject)

        return subsasgn(self, args, rhs)

    def __matlab_delete_elements__(self, args: tuple) -> Any:
        from .arrays import elems_of, wrap  # here: arrays imports this module (MObject)
        from runmat_builtins import indexing as ix

        return wrap(self.cls, ix.delete(elems_of(self), args))

    def __matlab_assign_into__(self, target: Any, args: tuple) -> Any:
        """``x(args) = obj`` where ``x`` does not exist yet or is ``[]``: a new object array."""
        from .arrays import subsasgn  # here: arrays imports this module (MObject)

        return subsasgn(None, args, self)

    def __matlab_switch__(self, case: Any) -> bool:
        """``switch obj ... case c``: MATLAB compares with ``eq`` (enumerations: by member)."""
        from .functions import switch_equal  # here: functions imports this module

        return switch_equal(self, case)

    def __matlab_inline__(self) -> str | None:
        """A struct field's or property's one-line text: an enumeration member shows its name."""
        return self.enum.name if self.enum is not None else None

    def __matlab_default_element__(self) -> Any:
        from .arrays import default_element  # here: arrays imports this module (MObject)

        return default_element(self)

    def __matlab_subscript__(self) -> Any:
        """``x(Level.High)``: a member of a built-in-derived enumeration indexes by its value."""
        from .enums import subscript  # here: enums imports this module (MObject)

        return subscript(self)

    @staticmethod
    def __matlab_concat__(rows: list) -> Any:
        from .arrays import concat_syntax  # here: arrays imports this module (MObject)

        return concat_syntax(rows)

    def __matlab_display__(self, name: str | None, write: Any) -> None:
        from .show import display_object  # here: show imports this module (MObject)

        display_object(self, name, write)

    def matlab_fieldnames(self) -> list[str]:
        return sorted(self.cls.public_props())

    def matlab_length(self) -> float:
        return 1.0

    def __repr__(self) -> str:
        return f"<{self.cls.name} object>"


def _indexing() -> Any:
    from . import indexing  # here: indexing imports this module (MObject)

    return indexing
