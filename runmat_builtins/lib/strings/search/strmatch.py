"""strmatch: rows of a char matrix or cells of a cellstr that begin with a text (legacy)."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.strings.core._text import TextArray, is_char, is_cellstr, option_text
from runmat_builtins.spec import ErrorSpec, Example

_PAD = " \0"


@runtime_builtin(
    summary="Indices (a column) of the rows or cells of STRARRAY that begin with STR; 'exact' asks for whole matches.",
    description="Trailing blanks and NULs of STR are ignored; with 'exact' a row matches when it equals STR "
                "up to trailing blanks and NULs. No match gives []. Kept for old code: MATLAB recommends "
                "strncmp or validatestring.",
    keywords=["match", "prefix", "legacy", "search", "char matrix"],
    related=["strncmp", "strcmp", "validatestring", "startsWith"],
    signatures=["x = strmatch(str, strarray)", "x = strmatch(str, strarray, 'exact')"],
    errors=[ErrorSpec(identifier="MATLAB:strmatch:InvalidInput",
                      when="STR is not text or STRARRAY is not a char array or cell array of text")],
    examples=[Example(code="x = strmatch('ap', {'apple', 'banana', 'apricot'})", output="x =\n\n"
                                                                                        "     1\n"
                                                                                        "     3\n\n"),
              Example(code="x = strmatch('max', char('max', 'minimax', 'maximum'), 'exact')", output="x =\n\n"
                                                                                                     "     1\n\n")],
)
def strmatch(s: Any, strarray: Any, exact: Any = None) -> Any:
    try:
        text = TextArray.of(s, "strmatch").items[0] or ""
    except MException:
        raise MException("MATLAB:strmatch:InvalidInput", "STR must be a character vector or string scalar.") from None
    if not (is_char(strarray) or is_cellstr(strarray)):
        raise MException("MATLAB:strmatch:InvalidInput", "STRARRAY must be a character array or a cell array of text.")
    whole = exact is not None and option_text(exact) == "exact"
    if text.strip(_PAD):
        text = text.rstrip(_PAD)
    items = TextArray.of(strarray, "strmatch", rows=True).items
    hits = []
    for k, row in enumerate(items):
        row = row or ""
        # an empty STR begins every row of a char matrix but only equals the empty cells
        if not (row.startswith(text) if text else (is_char(strarray) or row == "")):
            continue
        if whole and row[len(text):].strip(_PAD):
            continue
        hits.append(k + 1.0)
    if not hits:
        return np.zeros((0, 0))
    return np.array(hits, dtype=np.float64).reshape(-1, 1) if len(hits) > 1 else hits[0]
