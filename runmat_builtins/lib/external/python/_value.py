"""Python objects as MATLAB values (class ``py.<type>``) and ``pyargs`` keyword bundles.

A ``PyObject`` is a handle to the Python object (as in MATLAB: copies share it). The object
protocol of docs/architecture.md gives it MATLAB syntax: ``obj.attr`` (a method named without
parentheses is called, as ``py.int(5).bit_length``), ``obj.method(args)``, ``obj.attr = v``,
``L(2:3)`` (a slice of a list, tuple or str, 1-based), ``L{2}`` and ``d{'key'}`` (one element),
and display as MATLAB shows Python objects. Conversion functions (``double``, ``string``,
``cell``, ``struct``...) reach it through ``__matlab_function__`` (``_overloads.route``).
"""

from __future__ import annotations

import types
from typing import Any

import numpy as np

from runmat_accel.overloads import Overloaded
from runmat_builtins.errors import MException

from ._convert import from_py, to_py
from ._names import invoke, python_error

_CALLED = (types.MethodType, types.BuiltinMethodType, types.MethodWrapperType)


def python_class(obj: Any) -> str:
    """MATLAB's class name of a Python object: ``py.list``, ``py.numpy.ndarray``, ``py.int``."""
    t = type(obj)
    mod = t.__module__
    return f"py.{t.__qualname__}" if mod == "builtins" else f"py.{mod}.{t.__qualname__}"


class PyObject(Overloaded):
    """A Python object inside MATLAB (handle semantics: copies share the object)."""

    @classmethod
    def __matlab_function__(cls, name: str, args: tuple, nargout: int, ctx: Any) -> Any:
        # imported here, not at the top: the overloads' module imports this class
        from ._overloads import route

        return route(name, args, nargout, ctx)

    __slots__ = ("obj",)
    size = 1      # numel is 1, as in MATLAB
    ndim = 2

    @property
    def shape(self) -> tuple[int, int]:
        """``size``: 1-by-N for a str, list or tuple of N elements (``{1×6 py.str}`` in a cell
        display, ``size(py.sys.path)``), else 1-by-1."""
        o = self.obj
        return (1, len(o)) if isinstance(o, (str, list, tuple)) else (1, 1)

    def __init__(self, obj: Any) -> None:
        self.obj = obj

    def matlab_class(self) -> str:
        return python_class(self.obj)

    def __python_object__(self) -> Any:
        """What a Python host reading this value gets (runmat_builtins.values.to_python)."""
        return self.obj

    # -- fields and methods -------------------------------------------------------------
    def _attr(self, name: str) -> Any:
        try:
            return getattr(self.obj, name)
        except AttributeError:
            raise MException("MATLAB:noSuchMethodOrField",
                             f"Unrecognized method, property, or field '{name}' for class "
                             f"'{python_class(self.obj)}'.") from None

    def __matlab_property__(self, name: str) -> Any:
        value = self._attr(name)
        if isinstance(value, _CALLED):  # obj.method without parentheses calls it
            return self._call(value, (), 1)
        return from_py(value)

    def __matlab_method__(self, name: str, args: tuple, nargout: int = 1) -> Any:
        """``obj.name(args)``; a method returning None gives no value (the VM asks for at
        least one output from a method, so None is never a py.NoneType here)."""
        return self._call(self._attr(name), args, 0)

    @staticmethod
    def _call(fn: Any, args: Any, nargout: int) -> Any:

        return invoke(fn, args, nargout)

    def __matlab_property_set__(self, name: str, value: Any) -> PyObject:
        try:
            setattr(self.obj, name, to_py(value))
        except Exception as exc:
            raise python_error(exc) from None
        return self

    def matlab_fieldnames(self) -> list[str]:
        return [n for n, _ in _properties(self.obj)]

    # -- indexing ------------------------------------------------------------------------
    def _key(self, k: Any) -> Any:
        """A subscript as Python sees it: 1-based positions of a sequence become 0-based."""
        if isinstance(self.obj, (list, tuple, str)):
            a = np.asarray(k)
            if a.dtype.kind in "iuf" and a.size == 1:
                return int(a.item()) - 1
        return to_py(k)

    def __matlab_subsref__(self, args: tuple) -> Any:
        """``L(i)``: a list/tuple/str indexed by positions (the same type back), else ``obj(k)``."""
        if len(args) == 1 and isinstance(self.obj, (list, tuple, str)):
            a = args[0]
            if isinstance(a, str) or getattr(a, "dtype", None) is not None and a.dtype.kind == "U":
                pos = list(range(len(self.obj)))  # ':'
            else:
                pos = [int(x) - 1 for x in np.asarray(a, dtype=float).ravel(order="F")]
            try:
                items = [self.obj[p] for p in pos]
            except IndexError:
                raise MException("MATLAB:index:outOfBounds", "Index exceeds the number of array elements.") from None
            if isinstance(self.obj, str):
                return PyObject("".join(items))
            return PyObject(type(self.obj)(items) if type(self.obj) in (list, tuple) else items)
        return self._item(args)

    def __matlab_end__(self, k: int, n: int) -> float:
        """``end`` in ``s(2:end)``: the length of a sized object (a str, list, tuple...)."""
        try:
            return float(len(self.obj)) if n == 1 else 1.0
        except TypeError:
            return 1.0

    def _item(self, args: tuple) -> Any:
        if len(args) != 1:
            raise MException("MATLAB:index:expected_one_subscript",
                             "Only one subscript is supported for Python objects.")
        try:
            return from_py(self.obj[self._key(args[0])])
        except MException:
            raise
        except Exception as exc:
            raise python_error(exc) from None

    def __matlab_brace__(self, args: tuple) -> list:
        return [self._item(args)]

    def __matlab_brace_assign__(self, args: tuple, rhs: Any) -> PyObject:
        return self.__matlab_subsasgn__(args, rhs)

    def __matlab_subsasgn__(self, args: tuple, rhs: Any) -> PyObject:
        if len(args) != 1:
            raise MException("MATLAB:index:expected_one_subscript",
                             "Only one subscript is supported for Python objects.")
        try:
            self.obj[self._key(args[0])] = to_py(rhs)
        except MException:
            raise
        except Exception as exc:
            raise python_error(exc) from None
        return self

    # -- display -------------------------------------------------------------------------
    def __matlab_display_text__(self, name: str | None) -> str:
        from ._display import python_text

        return python_text(self.obj, name)

    def __repr__(self) -> str:
        return f"PyObject({self.obj!r})"


def _properties(obj: Any) -> list[tuple[str, Any]]:
    """Public attributes that are not callable (what MATLAB lists as properties)."""
    out = []
    for n in dir(obj):
        if n.startswith("_"):
            continue
        try:
            v = getattr(obj, n)
        except Exception:
            continue
        if not callable(v):
            out.append((n, v))
    return out


class ScalarObject:
    """A 1-by-1 MATLAB object of this package (pyargs' keywords, pyenv's environment)."""

    __slots__ = ()
    shape = (1, 1)
    size = 1
    ndim = 2


class PyKwargs(ScalarObject):
    """What ``pyargs(Name, Value, ...)`` returns: keyword arguments for a Python call."""

    __slots__ = ("kwargs",)
    matlab_class = "pyargs"

    def __init__(self, kwargs: dict) -> None:
        self.kwargs = kwargs

    def __matlab_display_text__(self, name: str | None) -> str:
        body = "  pyargs with properties:\n\n" + "".join(
            f"    {k}: {v!r}\n" for k, v in self.kwargs.items())
        return f"{name} =\n\n{body}\n" if name else body

