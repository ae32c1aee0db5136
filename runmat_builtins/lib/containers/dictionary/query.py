"""What a dictionary holds: numEntries, entries, types, isConfigured; lookup and insert (R2023b)."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.containers.dictionary._elements import split
from runmat_builtins.lib.containers.dictionary._value import DictionaryValue
from runmat_builtins.lib.strings.core._options import option_pairs
from runmat_builtins.lib.strings.core._text import option_text
from runmat_builtins.numeric import require_class
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.values import STRING_DTYPE, StructArray, cell_array


def _options(args: tuple, names: tuple[str, ...], fname: str) -> dict[str, Any]:
    return option_pairs(args, names, ("MATLAB:dictionary:InvalidNameValue", f"{fname}: name-value arguments must come in pairs."),
                        ("MATLAB:dictionary:InvalidNameValue", f"{fname}: unknown name-value argument; expected {', '.join(names)}."))


@runtime_builtin(
    summary="Number of key-value pairs in a dictionary.",
    keywords=["dictionary", "count", "entries"],
    related=["dictionary", "entries", "keys"],
    signatures=["N = numEntries(D)"],
    examples=[Example(code='fprintf("%d\\n", numEntries(dictionary(["a" "b" "c"], 1:3)))', output="3\n")],
)
def numEntries(d: Any) -> float:
    return float(len(require_class(d, DictionaryValue, "numEntries").entries))


@runtime_builtin(
    summary="True when a dictionary has key and value types.",
    keywords=["dictionary", "configured", "types"],
    related=["dictionary", "types", "configureDictionary"],
    signatures=["TF = isConfigured(D)"],
    examples=[Example(code='fprintf("%d %d\\n", isConfigured(dictionary), isConfigured(dictionary(1, "a")))',
                      output="0 1\n")],
)
def isConfigured(d: Any) -> bool:
    return require_class(d, DictionaryValue, "isConfigured").configured


@runtime_builtin(
    summary="The key and value types of a dictionary, as strings.",
    keywords=["dictionary", "types", "class"],
    related=["dictionary", "isConfigured", "configureDictionary"],
    signatures=["[KTYPE, VTYPE] = types(D)"],
    examples=[Example(code='[k, v] = types(dictionary(1, "a"));\nfprintf("%s %s\\n", k, v)', output="double string\n")],
)
def types(d: Any, *, nargout: int) -> Any:
    d = require_class(d, DictionaryValue, "types")
    out = tuple(np.array([[t]], dtype=STRING_DTYPE) for t in (d.key_type, d.value_type))
    return out if nargout > 1 else out[0]


@runtime_builtin(
    summary="The key-value pairs of a dictionary as a table (Key, Value) or a struct array.",
    keywords=["dictionary", "entries", "table", "struct"],
    related=["dictionary", "keys", "values"],
    signatures=["E = entries(D)", "E = entries(D, FORMAT)"],
    examples=[Example(code='e = entries(dictionary([1 2], ["a" "b"]), "struct");\nfprintf("%g %s\\n", e(2).Key, e(2).Value)',
                      output="2 b\n")],
)
def entries(d: Any, fmt: Any = None) -> Any:
    d = require_class(d, DictionaryValue, "entries")
    kind = "table" if fmt is None else option_text(fmt)
    if kind not in ("table", "struct", "cell"):
        raise MException("MATLAB:dictionary:InvalidEntriesFormat", 'Format must be "table", "struct" or "cell".')

    k, v = d.keys_array(), d.values_array()
    if kind == "table":
        from runmat_builtins.lib.table._value import TableValue, as_column

        return TableValue(["Key", "Value"], [as_column(k, "Key"), as_column(v, "Value")])
    ks, _ = split(k)
    vs, _ = split(v)
    unwrap = lambda x, cls: x.flat[0] if cls == "cell" else x  # noqa: E731
    if kind == "cell":

        flat = [unwrap(x, d.key_type) for x in ks] + [unwrap(x, d.value_type) for x in vs]
        return cell_array(flat, (len(ks), 2))
    elems = np.empty((len(ks), 1), dtype=object)
    for i, (a, b) in enumerate(zip(ks, vs)):
        elems[i, 0] = {"Key": unwrap(a, d.key_type), "Value": unwrap(b, d.value_type)}
    return StructArray(["Key", "Value"], elems)


@runtime_builtin(
    summary="Values of keys in a dictionary, with an optional FallbackValue for missing keys (R2023b).",
    keywords=["dictionary", "lookup", "fallback"],
    related=["dictionary", "isKey", "insert"],
    signatures=["V = lookup(D, KEYS)", "V = lookup(D, KEYS, 'FallbackValue', FALLBACK)"],
    errors=[ErrorSpec(identifier="MATLAB:dictionary:ScalarKeyNotFound", when="a key is missing and no fallback is given")],
    examples=[Example(code='d = dictionary([1 2 3], ["a" "b" "c"]);\nv = lookup(d, [3 5], "FallbackValue", "z");\nfprintf("%s ", v); fprintf("\\n")',
                      output="c z \n")],
)
def lookup(d: Any, keys: Any, *opts: Any) -> Any:
    d = require_class(d, DictionaryValue, "lookup")
    o = _options(opts, ("FallbackValue",), "lookup")
    return d.lookup(keys, o.get("fallbackvalue"), "fallbackvalue" in o)


@runtime_builtin(
    summary="A dictionary with entries added or (with Overwrite=false) added only where new (R2023b).",
    keywords=["dictionary", "insert", "add"],
    related=["dictionary", "lookup", "remove"],
    signatures=["D = insert(D, KEYS, VALUES)", "D = insert(D, KEYS, VALUES, 'Overwrite', TF)"],
    examples=[Example(code='d = insert(dictionary("a", 1), ["a" "b"], [5 6], "Overwrite", false);\nfprintf("%g %g\\n", d("a"), d("b"))',
                      output="1 6\n")],
)
def insert(d: Any, keys: Any, vals: Any, *opts: Any) -> DictionaryValue:
    d = require_class(d, DictionaryValue, "insert")
    o = _options(opts, ("Overwrite",), "insert")
    over = bool(np.asarray(o.get("overwrite", True)).reshape(-1)[0])
    return d.inserted(keys, vals, overwrite=over)
