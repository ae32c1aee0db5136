"""containers.Map and dictionary across the Python line, as ``dict``.

Out: either is a :class:`MatlabMap`, a ``dict`` (keys and values converted as any value is:
char keys as ``str``, numeric keys as ``float``/``int``) that remembers the class it came from,
so putting it back into a workspace gives that class again (a ``containers.Map`` with its
KeyType and ValueType, a ``dictionary``); a plain ``dict`` with ``str`` keys goes in as a
scalar struct (the MATLAB Engine's rule), one with other keys (numbers, bools) as a dictionary.
"""

from __future__ import annotations

from typing import Any
from runmat_builtins.dispatch import call_builtin
from runmat_builtins.values import STRING_DTYPE, cell_array


class MatlabMap(dict):
    """A ``dict`` read from a ``containers.Map`` or ``dictionary`` (``.matlab_kind`` says
    which; ``.key_type``/``.value_type`` are the Map's types)."""

    __slots__ = ("matlab_kind", "key_type", "value_type")

    def __init__(self, items: Any = (), matlab_kind: str = "dictionary", key_type: str | None = None,
                 value_type: str | None = None) -> None:
        super().__init__(items)
        self.matlab_kind = matlab_kind
        self.key_type = key_type
        self.value_type = value_type

    def __repr__(self) -> str:
        return f"MatlabMap({dict.__repr__(self)}, matlab_kind={self.matlab_kind!r})"


def map_out(v: Any, convert: Any) -> MatlabMap:
    """A containers.Map or dictionary as a :class:`MatlabMap`, values through ``convert``."""
    if v.matlab_class == "containers.Map":
        return MatlabMap({k: convert(x) for k, x in v.data.items()}, "containers.Map", v.key_type, v.value_type)
    return MatlabMap({_key(convert(k)): convert(x) for k, x in v.items()}, "dictionary",
                     v.key_type, v.value_type)


def _key(k: Any) -> Any:
    """A dictionary key as a hashable Python value (a 1x1 array read back is a scalar already)."""
    try:
        hash(k)
    except TypeError:
        raise TypeError("a dictionary whose keys are arrays has no dict form") from None
    return k


def map_in(d: dict, convert: Any) -> Any:
    """A dict as the class it came from (:class:`MatlabMap`), else as a dictionary (a plain dict
    with keys other than ``str``)."""
    if isinstance(d, MatlabMap) and d.matlab_kind == "containers.Map":
        from runmat_builtins.lib.containers.map import MapObject

        m = MapObject(d.key_type or "char", d.value_type or "any")
        for k, x in d.items():
            m.data[str(k) if m.key_type == "char" else float(k)] = convert(x)
        return m

    if not d:
        return call_builtin("dictionary")
    return call_builtin("dictionary", _column(list(d.keys()), convert), _column(list(d.values()), convert))


def _column(items: list, convert: Any) -> Any:
    """Keys or values as one MATLAB array: str -> string, numbers -> double, bools -> logical,
    anything else (or a mix) -> a cell of converted values, as MATLAB's dictionary(py.dict) does."""
    import numpy as np

    if all(isinstance(x, str) for x in items):
        return np.array(items, dtype=STRING_DTYPE).reshape(1, -1)
    if all(isinstance(x, bool) for x in items):
        return np.array(items, dtype=bool).reshape(1, -1)
    if all(isinstance(x, (int, float)) and not isinstance(x, bool) for x in items):
        return np.array(items, dtype=np.float64).reshape(1, -1)
    return cell_array([convert(x) for x in items], (1, len(items)))
