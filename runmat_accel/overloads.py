"""The protocol by which a value type answers builtin calls itself (as NumPy's
``__array_function__``): a subclass of :class:`Overloaded` defines the classmethod
``__matlab_function__(name, args, nargout, ctx)``, which the guard calls before a builtin's
body whenever an argument is of that type; it answers ``NotImplemented`` for a builtin it does
not overload, and the body runs."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

# type -> its bound __matlab_function__; the guard's generated invokers test argument classes
# against this very dict (one membership test per argument), so it holds the overloading types
# only, each added when its class statement runs
ROUTES: dict[type, Callable[[str, tuple, int, Any], Any]] = {}


class Overloaded:
    """Base of a value type whose builtin calls reach ``cls.__matlab_function__`` first
    (tables, datetimes, categoricals, dictionaries, tall arrays, the VM's class objects).
    Subclasses inherit their base's method unless they define their own."""

    __slots__ = ()

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        ROUTES[cls] = cls.__matlab_function__

    @classmethod
    def __matlab_function__(cls, name: str, args: tuple, nargout: int, ctx: Any) -> Any:
        return NotImplemented
