"""Object arrays: ``objs(k) = Cls(...)``, ``[a b]``, ``objs(2:3)``, ``[objs.Prop]``, ``Cls.empty``.

A 1x1 object is an :class:`~.objects.MObject`; any other size is an :class:`ObjArray`, an
``object`` ndarray of ``MObject`` elements of one class (MATLAB's object arrays are
homogeneous).  Indexing reuses the cell-array machinery of ``runmat_builtins.indexing``
on that ndarray; :func:`wrap` turns a one-element result back into the object itself.
Gaps left by growth (``objs(3) = p`` on a 1x1 ``objs``) are filled with default objects
(the constructor called with no arguments), as MATLAB does.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_accel.overloads import Overloaded
from runmat_builtins import indexing as ix
from runmat_builtins.errors import MException

from .objects import IndexingHooks, MObject


class ObjArray(IndexingHooks, Overloaded):
    """An array (not 1x1) of objects of one class: ``cls`` and ``elems`` (an object ndarray)."""

    @classmethod
    def __matlab_function__(cls, name: str, args: tuple, nargout: int, ctx: Any) -> Any:
        # imported here, not at the top: the class registry imports this module
        from runmat_vm.classes.registry import overload

        return overload(name, args, nargout, ctx)

    __slots__ = ("cls", "elems")

    def __init__(self, cls: Any, elems: np.ndarray) -> None:
        self.cls = cls
        self.elems = elems

    @property
    def shape(self) -> tuple[int, ...]:
        return self.elems.shape

    @property
    def size(self) -> int:
        return self.elems.size

    @property
    def ndim(self) -> int:
        return self.elems.ndim

    @property
    def matlab_class(self) -> str:
        return self.cls.name

    # ---- the object protocol (see objects.py) -------------------------------------
    # the indexing hooks offer each step to a class-defined subsref/subsasgn first (see
    # objects.py and indexing.py)
    def __matlab_subsref__(self, args: tuple) -> Any:
        if self.cls.overloads:
            out = _indexing().ref(self, [("()", tuple(args))])
            if out is not NotImplemented:
                return out
        return subsref(self, args)

    def __matlab_subsasgn__(self, args: tuple, rhs: Any) -> Any:
        if self.cls.overloads:
            out = _indexing().assign(self, [("()", tuple(args))], rhs)
            if out is not NotImplemented:
                return out
        return subsasgn(self, args, rhs)

    def __matlab_delete_elements__(self, args: tuple) -> Any:
        return wrap(self.cls, ix.delete(self.elems, args))

    def __matlab_fields__(self, name: str) -> list:
        """``objs.Prop`` as a cs-list, one value per element (``[objs.Prop]``, ``{objs.Prop}``)."""
        if self.cls.overloads:
            out = _indexing().ref(self, [(".", name)])
            if out is not NotImplemented:
                return [out]
        from .access import get_property  # here: access imports objects (MObject), arrays import objects

        return [get_property(e, name) for e in self.elems.flatten(order="F")]

    def __matlab_property__(self, name: str) -> Any:
        vals = self.__matlab_fields__(name)
        if len(vals) != 1:
            raise MException("MATLAB:index:expected_one_output_from_expression",
                             f"Expected one output from a curly brace or dot indexing expression, "
                             f"but there were {len(vals)} results.")
        return vals[0]

    def __matlab_fields_set__(self, name: str, vals: list) -> Any:
        """``[objs.Prop] = deal(...)``: one value per element (value objects are copied)."""
        if len(vals) != self.elems.size:
            raise MException("MATLAB:needMoreRhsOutputs", "Insufficient number of outputs from right hand "
                             "side of equal sign to satisfy assignment.")
        out = np.empty(self.elems.shape, dtype=object)
        src = self.elems.flatten(order="F")
        flat_out = [e.__matlab_property_set__(name, v) for e, v in zip(src, vals)]
        for k, idx in enumerate(np.ndindex(*self.elems.shape[::-1])):
            out[idx[::-1]] = flat_out[k]
        return ObjArray(self.cls, out)

    def __matlab_property_set__(self, name: str, rhs: Any) -> Any:
        raise MException("MATLAB:index:expected_one_output_from_expression",
                         "Scalar object required for this assignment: index one element, "
                         f"objs(k).{name} = value.")

    def __matlab_method__(self, name: str, args: tuple, nargout: int = 1) -> Any:
        if self.cls.overloads:
            out = _indexing().ref(self, [(".", name), ("()", tuple(args))], nargout)
            if out is not NotImplemented:
                return out
        from .access import call_member  # here: access imports objects (MObject), arrays import objects

        return call_member(self, name, list(args), nargout)

    def __matlab_switch__(self, case: Any) -> bool:
        return False  # a switch expression must be a scalar or text; an array matches no case

    def __matlab_assign_into__(self, target: Any, args: tuple) -> Any:
        return subsasgn(None, args, self)

    def __matlab_default_element__(self) -> Any:
        return default_element(self)

    def __matlab_subscript__(self) -> Any:
        from .enums import subscript  # here: enums imports this module (ObjArray)

        return subscript(self)

    @staticmethod
    def __matlab_concat__(rows: list) -> Any:
        return concat_syntax(rows)

    def __matlab_display__(self, name: str | None, write: Any) -> None:
        from .show import display_array  # here: show imports this module

        display_array(self, name, write)

    def matlab_fieldnames(self) -> list[str]:
        return sorted(self.cls.public_props())

    def matlab_length(self) -> float:
        return float(max(self.elems.shape) if self.elems.size else 0)

    def __repr__(self) -> str:
        return f"<{'x'.join(map(str, self.shape))} {self.cls.name} array>"


def _indexing() -> Any:
    from . import indexing  # here: indexing imports this module (ObjArray)

    return indexing


OBJECT_TYPES = (MObject, ObjArray)


def is_object(v: Any) -> bool:
    """A user-class value: one object or an object array."""
    return v.__class__ is MObject or v.__class__ is ObjArray


def elems_of(v: Any) -> np.ndarray:
    """The object ndarray of an object or object array (a 1x1 array for one object)."""
    if v.__class__ is ObjArray:
        return v.elems
    out = np.empty((1, 1), dtype=object)
    out[0, 0] = v
    return out


def wrap(cls: Any, elems: np.ndarray) -> Any:
    """``elems`` as a value: the object itself when there is one element, else an :class:`ObjArray`."""
    if elems.size == 1 and elems.ndim <= 2:
        return elems.reshape(-1)[0]
    if elems.ndim < 2:
        elems = elems.reshape((1, -1))
    return ObjArray(cls, elems)


def empty_array(cls: Any, shape: tuple[int, ...] = (0, 0)) -> ObjArray:
    """``Cls.empty`` / ``Cls.empty(0, 3)``: an object array with no elements."""
    if all(d != 0 for d in shape):
        raise MException("MATLAB:class:emptyMustBeZero",
                         "At least one dimension must be zero.")
    return ObjArray(cls, np.empty(shape, dtype=object))


def subsref(v: Any, args: tuple) -> Any:
    """``objs(args)`` (also ``obj(1)`` on one object)."""
    return wrap(v.cls, ix.index(elems_of(v), args))


def _common_class(a: Any, b: Any) -> Any:
    """The class of ``[a b]`` for two object classes: the same class, or a superclass one of them
    derives from (an assignment into an array of the superclass); else MATLAB's error."""
    if a is b or a.name == b.name:
        return a
    if b.is_subclass_of(a):
        return a
    if a.heterogeneous and b.heterogeneous:  # matlab.mixin.Heterogeneous: the nearest common
        for c in a.ancestors():              # superclass that is heterogeneous
            if c.heterogeneous and b.is_subclass_of(c):
                return c
    raise MException("MATLAB:class:concatenation",
                     f"Cannot concatenate or assign an object of class '{b.name}' into an "
                     f"array of class '{a.name}'.")


def default_element(v: Any) -> Any:
    """The object ``objs(k).p = x`` starts from when ``objs(k)`` does not exist yet."""
    from .invoke import construct  # here: invoke imports objects, not this module

    return construct(v.cls, [], None)


def _fill_gaps(cls: Any, elems: np.ndarray) -> np.ndarray:
    """Replace the placeholders growth left (not objects) by default objects of ``cls`` (a new
    handle object for each gap; one shared default value object)."""
    default = None
    for idx in np.ndindex(elems.shape):
        if elems[idx].__class__ is not MObject:
            if default is None or cls.is_handle:
                from .invoke import construct  # here: invoke imports objects, not this module

                default = construct(cls, [], None)
            elems[idx] = default
    return elems


def subsasgn(v: Any, args: tuple, rhs: Any) -> Any:
    """``objs(args) = rhs``: ``v`` is an object, an object array, or None / ``[]`` (a new array)."""
    if not is_object(rhs):
        if rhs.__class__ is np.ndarray and rhs.size == 0 and v is not None:
            return wrap(v.cls, ix.delete(elems_of(v), args))  # objs(k) = [] deletes
        raise MException("MATLAB:invalidConversion",
                         f"Conversion to {v.cls.name if v is not None else 'object'} from "
                         f"{getattr(rhs, 'matlab_class', type(rhs).__name__)} is not possible.")
    if v is None:
        cls = rhs.cls
        target = np.empty((0, 0), dtype=object)
    else:
        cls = _common_class(v.cls, rhs.cls)
        target = elems_of(v)
    out = ix.assign(target, args, elems_of(rhs))
    return wrap(cls, _fill_gaps(cls, out))


def concat_syntax(rows: list) -> Any:
    """``[a b; c d]`` with object operands: when a class there defines ``horzcat`` or ``vertcat``,
    MATLAB calls ``horzcat`` for each row of several values, then ``vertcat`` of the rows (the
    dominant operand's method, else built-in); otherwise built-in concatenation (:func:`concat`)."""
    if not any(is_object(x) and (x.cls.find_method("horzcat") or x.cls.find_method("vertcat"))
               for row in rows for x in row):
        return concat(rows)
    from runmat_builtins.dispatch import call_builtin

    parts = [row[0] if len(row) == 1 else call_builtin("horzcat", *row) for row in rows if row]
    return parts[0] if len(parts) == 1 else call_builtin("vertcat", *parts)


def concat(rows: list) -> Any:
    """``[a b; c d]`` with object operands: one object array (``[]`` operands are skipped)."""
    cls = None
    parts = []
    for row in rows:
        line = []
        for x in row:
            if is_object(x):
                cls = x.cls if cls is None else _common_class(cls, x.cls)
                line.append(elems_of(x))
            elif x.__class__ is np.ndarray and x.size == 0 and x.dtype.kind != "O":
                continue
            else:
                name = cls.name if cls is not None else "object"
                raise MException("MATLAB:class:concatenation",
                                 f"Cannot concatenate an object of class '{name}' with a value of "
                                 f"class '{getattr(x, 'matlab_class', None) or _class_name(x)}'.")
        if line:
            parts.append(ix.cat_values(line, 1))
    if cls is None:
        return np.zeros((0, 0))
    out = parts[0] if len(parts) == 1 else ix.cat_values(parts, 0)
    return wrap(cls, out)


def _class_name(x: Any) -> str:
    from runmat_builtins.values import class_of

    return class_of(x)


def flat(v: Any) -> list:
    """The elements of an object or object array in column-major order."""
    if v.__class__ is MObject:
        return [v]
    return list(v.elems.flatten(order="F"))
