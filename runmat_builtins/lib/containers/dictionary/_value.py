"""The dictionary value: ordered entries of unique keys and their values, each of one
configured class. A value type: ``d(k) = v`` makes a new dictionary, copies are independent.

The entries (``_store``, a persistent map: updates make new versions in O(1)) map a hashable
form of each key to the key and value, both 1x1 MATLAB values of the configured classes (char
becomes string); order is insertion order."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_accel.overloads import Overloaded
from runmat_builtins.dispatch import call_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.containers.dictionary import _elements as E, _store
from runmat_builtins.lib.containers.dictionary._display import dictionary_text
from runmat_builtins.values import cell_array

KEY_NOT_FOUND = "MATLAB:dictionary:ScalarKeyNotFound"
_METHODS = frozenset(("keys", "values", "entries", "numEntries", "types", "isConfigured", "isKey", "lookup",
                      "insert", "remove"))


def _empty_double(v: Any) -> bool:
    return type(v) is np.ndarray and v.dtype == np.float64 and v.size == 0


class DictionaryValue(Overloaded):
    """A MATLAB dictionary (see the module docstring)."""

    @classmethod
    def __matlab_function__(cls, name: str, args: tuple, nargout: int, ctx: Any) -> Any:
        # imported here, not at the top: the overloads' module imports this class
        from runmat_builtins.lib.containers.dictionary._overloads import route  # cycle: containers.dictionary._overloads imports this module

        return route(name, args, nargout, ctx)

    __slots__ = ("key_type", "value_type", "version")
    matlab_class = "dictionary"
    shape = (1, 1)
    size = 1
    ndim = 2

    def __init__(self, key_type: str | None = None, value_type: str | None = None,
                 version: _store.Version | None = None) -> None:
        self.key_type = key_type
        self.value_type = value_type
        self.version = version if version is not None else _store.Version({})

    @property
    def configured(self) -> bool:
        return self.key_type is not None

    @property
    def entries(self) -> dict:
        """hash -> (seq, key, value) of this version (read only)."""
        return _store.current(self.version)

    def items(self) -> list[tuple[Any, Any]]:
        """(key, value) pairs in insertion order."""
        return _store.ordered(self.version)

    # ---------------------------------------------------------------- keys and values
    def key_parts(self, keys: Any) -> tuple[list[Any], list[Any], tuple[int, ...]]:
        """(hashables, 1x1 keys, shape) of a key argument converted to the key type."""
        conv = E.convert(keys, self.key_type, "key")
        parts, shape = E.split(conv)
        return [E.hashable(p) for p in parts], parts, shape

    def _need_configured(self, what: str) -> None:
        if not self.configured:
            ident = {"lookup": "MATLAB:dictionary:UnconfiguredLookupNotSupported",
                     "remove": "MATLAB:dictionary:UnconfiguredRemovalNotSupported"}.get(
                what, "MATLAB:dictionary:UnconfiguredLookupNotSupported")
            raise MException(ident, f"Unable to perform a {what} in a dictionary with unset key and value types."
                             if what == "lookup" else
                             f"Unable to {what} entries of a dictionary with unset key and value types.")

    def lookup(self, keys: Any, fallback: Any = None, has_fallback: bool = False) -> Any:
        """The values of ``keys`` as an array of the keys' shape."""
        self._need_configured("lookup")
        hs, _, shape = self.key_parts(keys)
        out = []
        fb = None
        data = self.entries
        for h in hs:
            hit = data.get(h)
            if hit is None:
                if not has_fallback:
                    raise MException(KEY_NOT_FOUND, "Key not found.")
                if fb is None:
                    fb = E.split(E.convert(fallback, self.value_type, "value"))[0][0]
                out.append(fb)
            else:
                out.append(hit[2])
        return E.join(out, shape, self.value_type)

    def is_key(self, keys: Any) -> Any:
        if not self.configured:
            n = int(np.prod(np.shape(keys))) if not isinstance(keys, (float, bool)) else 1
            return False if n == 1 else np.zeros(np.shape(keys), dtype=bool)
        try:
            hs, _, shape = self.key_parts(keys)
        except MException:
            return False
        data = self.entries
        out = np.array([h in data for h in hs], dtype=bool).reshape(shape, order="F")
        return bool(out.flat[0]) if out.size == 1 else out

    def inserted(self, keys: Any, values: Any, overwrite: bool = True) -> DictionaryValue:
        """A new dictionary with ``keys`` mapped to ``values`` (one value for all keys, or one each)."""
        kt, vt = self.key_type, self.value_type
        if kt is None:
            if _empty_double(keys) and _empty_double(values):
                return DictionaryValue(None, None, self.version)
            kt, vt = E.type_of(keys), E.type_of(values)
        probe = DictionaryValue(kt, vt, self.version)
        hs, ks, _ = probe.key_parts(keys)
        vals, _ = E.split(E.convert(values, vt, "value"))
        if len(vals) != len(hs) and len(vals) != 1:
            raise MException("MATLAB:dictionary:DimensionMismatch",
                             "Number of keys and values must match, or the value must be a scalar.")
        sets = [(h, k, vals[i if len(vals) > 1 else 0]) for i, (h, k) in enumerate(zip(hs, ks))]
        return DictionaryValue(kt, vt, _store.update(self.version, sets, [], overwrite))

    def removed(self, keys: Any) -> DictionaryValue:
        self._need_configured("remove")
        hs, _, _ = self.key_parts(keys)
        return DictionaryValue(self.key_type, self.value_type, _store.update(self.version, [], hs))

    def keys_array(self) -> Any:
        if not self.configured:
            return np.zeros((0, 1))
        items = self.items()
        return E.join([k for k, _ in items], (len(items), 1), self.key_type)

    def values_array(self) -> Any:
        if not self.configured:
            return np.zeros((0, 1))
        items = self.items()
        return E.join([v for _, v in items], (len(items), 1), self.value_type)

    # ---------------------------------------------------------------- protocols
    def __matlab_subsref__(self, args: tuple) -> Any:
        if len(args) != 1:
            raise MException("MATLAB:dictionary:MultipleSubscriptsNotSupported",
                             "Only one subscript is supported for dictionary indexing.")
        return self.lookup(args[0])

    def __matlab_brace__(self, args: tuple) -> list:
        if len(args) != 1:
            raise MException("MATLAB:dictionary:MultipleSubscriptsNotSupported",
                             "Only one subscript is supported for dictionary indexing.")
        self._need_configured("lookup")
        if self.value_type != "cell":
            raise MException("MATLAB:dictionary:BraceIndexingNotSupported",
                             "Brace indexing is only supported for dictionaries with cell values.")
        vals = self.lookup(args[0])
        return list(vals.ravel(order="F"))

    def __matlab_subsasgn__(self, args: tuple, rhs: Any) -> DictionaryValue:
        if len(args) != 1:
            raise MException("MATLAB:dictionary:MultipleSubscriptsNotSupported",
                             "Only one subscript is supported for dictionary indexing.")
        if _empty_double(rhs) and rhs.shape == (0, 0):  # d(k) = []
            return self.__matlab_delete__(args)
        return self.inserted(args[0], rhs)

    def __matlab_brace_assign__(self, args: tuple, rhs: Any) -> DictionaryValue:
        if self.configured and self.value_type != "cell":
            raise MException("MATLAB:dictionary:BraceIndexingNotSupported",
                             "Brace indexing is only supported for dictionaries with cell values.")
        return self.inserted(args[0], cell_array([rhs]))

    def __matlab_delete__(self, args: tuple) -> DictionaryValue:
        if len(args) != 1:
            raise MException("MATLAB:dictionary:MultipleSubscriptsNotSupported",
                             "Only one subscript is supported for dictionary indexing.")
        return self.removed(args[0])

    @staticmethod
    def __matlab_concat__(rows: list) -> Any:
        """A dictionary is a scalar object: ``[d1 d2]`` is an error (``[d]`` is ``d``)."""
        items = [x for r in rows for x in r if not (type(x) is np.ndarray and x.size == 0)]
        if len(items) == 1:
            return items[0]
        raise MException("MATLAB:dictionary:ConcatenationNotSupported",
                         "Concatenation of dictionary objects is not supported; use a cell array.")

    def __matlab_method__(self, name: str, args: tuple, nargout: int = 1) -> Any:
        if name not in _METHODS:
            raise MException("MATLAB:noSuchMethodOrField",
                             f"Unrecognized method, property, or field '{name}' for class 'dictionary'.")
        return call_builtin(name, self, *args, nargout=nargout)

    def __matlab_property__(self, name: str) -> Any:
        """``d.keys`` / ``d.numEntries``: a method called without arguments (dictionary has no properties)."""
        if name in _METHODS:
            return self.__matlab_method__(name, (), 1)
        raise MException("MATLAB:noSuchMethodOrField",
                         f"Unrecognized method, property, or field '{name}' for class 'dictionary'.")

    def matlab_fieldnames(self) -> list[str]:
        return []

    def __matlab_display_text__(self, name: str | None) -> str:
        return dictionary_text(self, name)

    def __repr__(self) -> str:
        return f"dictionary({self.key_type} -> {self.value_type}, {len(self.entries)} entries)"
