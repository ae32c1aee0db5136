"""Builtins that other modules define (containers.Map's keys, values, isKey, remove; isequal)
answered for dictionaries: the guard routes a call with a dictionary argument here first."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.errors import MException
from runmat_builtins.lib.containers.dictionary._elements import split
from runmat_builtins.lib.containers.dictionary._value import DictionaryValue
from runmat_builtins.lib.strings.core._text import option_text
from runmat_builtins.values import cell_array


def _keys(d: Any, fmt: Any = None) -> Any:
    k = d.keys_array()
    if fmt is None:
        return k
    if option_text(fmt) != "cell":
        raise MException("MATLAB:dictionary:InvalidKeysFormat", "Format must be \"cell\".")

    parts, shape = split(k) if d.key_type != "cell" else ([e for e in k.ravel(order="F")], k.shape)
    return cell_array([p if d.key_type != "cell" else p for p in parts], shape)


def _values(d: Any, keys: Any = None) -> Any:
    return d.values_array() if keys is None else d.lookup(keys)


def _isequal(name: str, args: tuple) -> bool:
    first = args[0]
    for b in args[1:]:
        if type(b) is not DictionaryValue or (b.key_type, b.value_type) != (first.key_type, first.value_type):
            return False
        mine, theirs = first.entries, b.entries
        if set(mine) != set(theirs):
            return False
        from runmat_builtins.dispatch import call_builtin

        for h, (_, _, v) in mine.items():
            if not call_builtin(name, v, theirs[h][2]):
                return False
    return True


def route(name: str, args: tuple, nargout: int, ctx: Any) -> Any:
    d = args[0] if args else None
    if type(d) is not DictionaryValue:
        if name in ("isequal", "isequaln"):
            return False
        return NotImplemented
    n = len(args)
    if name == "keys" and n <= 2:
        return _keys(*args)
    if name == "values" and n <= 2:
        return _values(*args)
    if name == "isKey" and n == 2:
        return d.is_key(args[1])
    if name == "remove" and n == 2:
        return d.removed(args[1])
    if name in ("isequal", "isequaln"):
        return _isequal(name, args)
    if name == "isempty" and n == 1:
        return False
    if name in ("numel", "length") and n == 1:
        return 1.0
    return NotImplemented
