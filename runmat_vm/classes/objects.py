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

from runmat_builtins.indexing import is_colon

from . import errors as E


class MObject:
    """An instance: its class (:class:`~runmat_vm.classes.model.ClassInfo`), property values, validity."""

    __slots__ = ("cls", "props", "valid", "__weakref__")
    shape = (1, 1)
    size = 1
    ndim = 2

    def __init__(self, cls: Any, props: dict[str, Any]) -> None:
        self.cls = cls
        self.props = props
        self.valid = True

    @property
    def matlab_class(self) -> str:
        return self.cls.name

    def copy(self) -> "MObject":
        return MObject(self.cls, dict(self.props))

    def check(self) -> None:
        if not self.valid:
            raise E.invalid_handle()

    # ---- the protocol ------------------------------------------------------------
    def __matlab_property__(self, name: str) -> Any:
        from .access import get_property  # here: access (and show) import this module (MObject)

        return get_property(self, name)

    def __matlab_property_set__(self, name: str, rhs: Any) -> "MObject":
        from .access import set_property  # here: access (and show) import this module (MObject)

        return set_property(self, name, rhs)

    def __matlab_method__(self, name: str, args: tuple, nargout: int = 1) -> Any:
        from .access import call_member  # here: access (and show) import this module (MObject)

        return call_member(self, name, list(args), nargout)

    def __matlab_subsref__(self, args: tuple) -> Any:
        _only_first(self, args)
        return self

    def __matlab_subsasgn__(self, args: tuple, rhs: Any) -> Any:
        _only_first(self, args)
        if rhs.__class__ is MObject and rhs.cls is self.cls:
            return rhs
        raise E.unsupported(f"Arrays of '{self.cls.name}' objects are not supported.")

    def __matlab_display__(self, name: str | None, write: Any) -> None:
        from .show import display_object  # here: show imports this module (MObject)

        display_object(self, name, write)

    def matlab_fieldnames(self) -> list[str]:
        return sorted(self.cls.public_props())

    def matlab_length(self) -> float:
        return 1.0

    def __repr__(self) -> str:
        return f"<{self.cls.name} object>"


def _only_first(obj: MObject, args: tuple) -> None:
    """``obj(1)``, ``obj(1,1)``, ``obj(:)`` name the object itself; anything else is out of range."""
    for a in args:
        if a.__class__ is float and a == 1.0:
            continue
        if getattr(a, "size", None) == 1:
            try:
                if float(a.reshape(-1)[0]) == 1.0:
                    continue
            except (TypeError, ValueError):
                pass
        if is_colon(a):
            continue
        raise E.bad_index(obj.cls.name)
