"""dictionary and configureDictionary: make a dictionary from keys and values or from types."""

from __future__ import annotations

from typing import Any

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.containers.dictionary._value import DictionaryValue
from runmat_builtins.lib.strings.core._text import is_text_scalar, option_text
from runmat_builtins.spec import ErrorSpec, Example



@runtime_builtin(
    summary="Create a dictionary that maps unique keys to values (a value type, R2022b).",
    description="dictionary(KEYS, VALUES) pairs each element of KEYS with the element of VALUES at "
                "the same position (or with VALUES when it is a scalar); dictionary(K1, V1, ..., KN, "
                "VN) adds the pairs in order; dictionary() is unconfigured until its first entry. "
                "Keys and values each keep one class (char becomes string; use cells to mix). "
                "d(KEYS) looks values up, d(KEYS) = V inserts or updates, d(KEYS) = [] removes; "
                "a copy of a dictionary is independent.",
    keywords=["dictionary", "map", "hash", "key-value", "lookup"],
    related=["keys", "values", "isKey", "entries", "numEntries", "insert", "lookup", "remove",
             "containers.Map"],
    signatures=["D = dictionary(KEYS, VALUES)", "D = dictionary(K1, V1, ..., KN, VN)", "D = dictionary()"],
    errors=[ErrorSpec(identifier="MATLAB:dictionary:ScalarKeyNotFound", when="a looked-up key is not in the dictionary"),
            ErrorSpec(identifier="MATLAB:dictionary:UnconfiguredLookupNotSupported",
                      when="a lookup in a dictionary without key and value types"),
            ErrorSpec(identifier="MATLAB:dictionary:IncorrectNumberOfInputs",
                      when="keys and values do not come in pairs")],
    examples=[Example(code='d = dictionary(["a" "b"], [1 2]);\nfprintf("%g\\n", d("b"))', output="2\n"),
              Example(code='d = dictionary([1 2 3], ["one" "two" "three"])',
                      output='d =\n\n  dictionary (double \u27fc string) with 3 entries:\n\n'
                             '    1 \u27fc "one"\n    2 \u27fc "two"\n    3 \u27fc "three"\n\n'),
              Example(code='d = dictionary;\nd("x") = 5;\nd2 = d;\nd2("y") = 6;\nfprintf("%d %d\\n", numEntries(d), numEntries(d2))',
                      output="1 2\n")],
)
def dictionary(*args: Any) -> DictionaryValue:
    if len(args) % 2:
        raise MException("MATLAB:dictionary:IncorrectNumberOfInputs",
                         "Keys and values must be specified in pairs.")
    d = DictionaryValue()
    for i in range(0, len(args), 2):
        d = d.inserted(args[i], args[i + 1])
    return d


@runtime_builtin(
    summary="Create an empty dictionary with the given key and value types (R2023b).",
    keywords=["dictionary", "configure", "types"],
    related=["dictionary", "types", "isConfigured"],
    signatures=["D = configureDictionary(KEYTYPE, VALUETYPE)"],
    examples=[Example(code='d = configureDictionary("string", "double")',
                      output="d =\n\n  dictionary (string \u27fc double) with no entries.\n\n")],
)
def configureDictionary(key_type: Any, value_type: Any) -> DictionaryValue:
    if not (is_text_scalar(key_type) and is_text_scalar(value_type)):
        raise MException("MATLAB:dictionary:InvalidType", "Key and value types must be text naming a class.")
    kt, vt = (option_text(t) for t in (key_type, value_type))
    return DictionaryValue("string" if kt == "char" else kt, "string" if vt == "char" else vt)
