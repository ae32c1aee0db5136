"""splitlines: text cut at its newline characters."""

from __future__ import annotations

import re
from typing import Any

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.values import cell_array, char_row
from runmat_builtins.lib.strings.core._text import TextArray, char_out, strings_out

_NEWLINES = re.compile(r"\r\n|\n|\r")


@runtime_builtin(
    summary="Split text at newline characters (LF, CRLF, CR) into a column.",
    description="A string scalar or character vector gives an N-by-1 string array or cell array "
                "of character vectors; a text that ends with a newline ends with an empty piece.",
    keywords=["split", "lines", "newline"],
    related=["split", "newline", "readlines", "strsplit"],
    signatures=["NEWSTR = splitlines(STR)"],
    errors=[ErrorSpec(identifier="MATLAB:splitlines:InvalidInput", when="STR is not text")],
    examples=[Example(code="s = splitlines(\"a\" + newline + \"b\");\nfprintf('%s|', s); fprintf('\\n')", output="a|b|\n"),
              Example(code="c = splitlines(sprintf('x\\ny'));\ndisp(size(c))", output="     2     1\n")],
)
def splitlines(s: Any) -> Any:
    t = TextArray.of(s, "splitlines")
    if len(t.items) != 1:
        if t.kind == "string" and len(t.shape) == 2 and t.shape[1] == 1 and None not in t.items:
            pieces = [_NEWLINES.split(x) for x in t.items]
            n = len(pieces[0])
            if any(len(p) != n for p in pieces):
                raise MException("MATLAB:string:split:MismatchedSizes",
                                 "Each element must split into the same number of pieces.")
            return strings_out([p[i] for i in range(n) for p in pieces], (len(pieces), n))
        raise MException("MATLAB:splitlines:InvalidInput",
                         "Input must be a string scalar, character vector, or a column of strings.")
    text = t.items[0]
    if text is None:
        return strings_out([None], (1, 1))
    parts = _NEWLINES.split(text)
    if t.kind == "string":
        return strings_out(parts, (len(parts), 1))
    return cell_array([char_out(p) if p else char_row("") for p in parts], (len(parts), 1))
