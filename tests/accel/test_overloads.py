"""Value types overload builtins through a protocol on the type (runmat_accel/overloads.py)."""

import numpy as np

from runmat_accel.overloads import ROUTES
from runmat_builtins import Overloaded, call_builtin


def test_a_subclass_is_routed_and_not_implemented_lets_the_body_run():
    seen = []

    class Money(Overloaded):
        @classmethod
        def __matlab_function__(cls, name, args, nargout, ctx):
            seen.append((cls.__name__, name))
            return 42.0 if name == "plus" else NotImplemented

    class Euro(Money):  # inherits its base's method, and is routed too
        pass

    try:
        assert call_builtin("plus", Euro(), 1.0) == 42.0
        assert call_builtin("plus", 1.0, Money()) == 42.0
        assert call_builtin("class", Euro()) is not None  # not overloaded: the builtin's body ran
        assert seen == [("Euro", "plus"), ("Money", "plus"), ("Euro", "class")]
        assert call_builtin("plus", np.ones((1, 2)), 1.0).tolist() == [[2.0, 2.0]]  # no object: no route
    finally:
        ROUTES.pop(Money, None)
        ROUTES.pop(Euro, None)


def test_the_library_value_types_overload_through_the_protocol():
    from runmat_builtins.lib.categorical._value import CategoricalArray
    from runmat_builtins.lib.containers.dictionary._value import DictionaryValue
    from runmat_builtins.lib.table._timetable import TimetableValue
    from runmat_builtins.lib.table._value import TableValue
    from runmat_builtins.lib.time.datetime._value import DatetimeArray
    from runmat_builtins.lib.time.duration._value import DurationArray

    for t in (CategoricalArray, DictionaryValue, TableValue, TimetableValue, DatetimeArray, DurationArray):
        assert issubclass(t, Overloaded) and t in ROUTES, t
