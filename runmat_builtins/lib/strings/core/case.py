"""upper and lower: change letter case of char, string and cellstr values (shape kept)."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.lib.strings.core._text import TextArray, is_char



def _convert(v: Any, fname: str, fn) -> Any:
    if is_char(v):
        if v.size == 0:
            return v
        return np.char.upper(v) if fn is str.upper else np.char.lower(v)
    try:
        t = TextArray.of(v, fname)
    except MException:
        raise MException(f"MATLAB:{fname}:InvalidInput",
                         "Input must be a character vector, cell array of character vectors, "
                         "or string array.") from None
    return t.build([None if s is None else fn(s) for s in t.items])


_ERR = "Input must be a character vector, cell array of character vectors, or string array."


@runtime_builtin(
    summary="Convert text to uppercase.",
    keywords=["uppercase", "case", "capital"],
    related=["lower", "isstrprop"],
    signatures=["T = upper(S)"],
    errors=[ErrorSpec(identifier="MATLAB:upper:InvalidInput", when="S is not text")],
    examples=[Example(code="s = upper('abc')", output="s =\n\n    'ABC'\n\n"),
              Example(code="c = upper({'ab', 'c'})",
                      output="c =\n\n  1×2 cell array\n\n    {'AB'}    {'C'}\n\n")],
)
def upper(s: Any) -> Any:
    return _convert(s, "upper", str.upper)


@runtime_builtin(
    summary="Convert text to lowercase.",
    keywords=["lowercase", "case"],
    related=["upper", "isstrprop"],
    signatures=["T = lower(S)"],
    errors=[ErrorSpec(identifier="MATLAB:lower:InvalidInput", when="S is not text")],
    examples=[Example(code="s = lower('Hello World')", output="s =\n\n    'hello world'\n\n")],
)
def lower(s: Any) -> Any:
    return _convert(s, "lower", str.lower)
