"""strtrim, deblank, blanks, newline: make or strip whitespace."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.limits import check_array_size
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.values import CHAR_DTYPE, char_row
from runmat_builtins.lib.strings.core._text import WHITESPACE, TextArray, is_char

_DEBLANK = WHITESPACE + "\0"


def _trim_char_matrix(v: np.ndarray, lead: bool, chars: str) -> np.ndarray:
    """Drop leading (when ``lead``) and trailing columns that are blank in every row."""
    if v.size == 0:
        return v
    blank = np.isin(v, list(chars)).all(axis=0)
    keep = np.flatnonzero(~blank)
    if keep.size == 0:
        return np.zeros((v.shape[0], 0), dtype=CHAR_DTYPE)
    start = keep[0] if lead else 0
    return v[:, start:keep[-1] + 1]


def _strip(v: Any, fname: str, lead: bool, chars: str) -> Any:
    if is_char(v):
        if v.ndim == 2 and v.shape[0] <= 1:
            s = "".join(v.ravel().tolist())
            out = s.strip(chars) if lead else s.rstrip(chars)
            return char_row(out) if out else np.zeros((v.shape[0], 0) if v.shape[0] else (0, 0), dtype=CHAR_DTYPE)
        return _trim_char_matrix(v, lead, chars)
    t = TextArray.of(v, fname)
    fn = (lambda s: s.strip(chars)) if lead else (lambda s: s.rstrip(chars))
    return t.build([None if s is None else fn(s) for s in t.items])


@runtime_builtin(
    summary="Remove leading and trailing whitespace from text.",
    description="Whitespace is space, tab, newline, vertical tab, form feed and carriage return. "
                "For a char matrix, columns that are blank in every row are removed at both ends.",
    keywords=["trim", "whitespace", "strip"],
    related=["deblank", "strip", "isspace"],
    signatures=["T = strtrim(S)"],
    errors=[ErrorSpec(identifier="MATLAB:strtrim:InvalidInput", when="S is not text")],
    examples=[Example(code="s = strtrim(sprintf(' \\t ab c \\n'))", output="s =\n\n    'ab c'\n\n"),
              Example(code="c = strtrim({' a ', 'b  '})",
                      output="c =\n\n  1×2 cell array\n\n    {'a'}    {'b'}\n\n")],
)
def strtrim(s: Any) -> Any:
    return _strip(s, "strtrim", True, WHITESPACE)


@runtime_builtin(
    summary="Remove trailing whitespace and null characters from text.",
    keywords=["trailing", "whitespace", "blank"],
    related=["strtrim", "blanks"],
    signatures=["T = deblank(S)"],
    errors=[ErrorSpec(identifier="MATLAB:deblank:InvalidInput", when="S is not text")],
    examples=[Example(code="s = ['[' deblank('  ab  ') ']']", output="s =\n\n    '[  ab]'\n\n")],
)
def deblank(s: Any) -> Any:
    return _strip(s, "deblank", False, _DEBLANK)


@runtime_builtin(
    summary="A 1xN char vector of spaces.",
    keywords=["spaces", "whitespace", "padding"],
    related=["deblank", "pad"],
    signatures=["S = blanks(N)"],
    errors=[ErrorSpec(identifier="MATLAB:blanks:InvalidN",
                      when="N is not a nonnegative integer scalar")],
    examples=[Example(code="s = ['[' blanks(3) ']']", output="s =\n\n    '[   ]'\n\n")],
)
def blanks(n: Any) -> np.ndarray:
    a = np.asarray(n)
    if a.size != 1 or a.dtype.kind not in "iufb":
        raise MException("MATLAB:blanks:InvalidN", "N must be a non-negative integer.")
    x = float(a.reshape(-1)[0])
    if x != x or x < 0 or x == float("inf") or x != int(x):
        raise MException("MATLAB:blanks:InvalidN", "N must be a non-negative integer.")
    check_array_size((1, int(x)), 1)  # MATLAB's size preference, before NumPy tries (MemoryError)
    return np.full((1, int(x)), " ", dtype=CHAR_DTYPE)


@runtime_builtin(
    summary="The newline character, char(10).",
    keywords=["line feed", "newline", "LF"],
    related=["blanks", "sprintf"],
    signatures=["C = newline"],
    examples=[Example(code="x = double(newline)", output="x =\n\n    10\n\n")],
)
def newline() -> np.ndarray:
    return char_row("\n")
