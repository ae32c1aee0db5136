"""strfind, strtok and strrep: positions of a pattern, the first token, and literal replacement."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.values import cell_array, char_row
from runmat_builtins.lib.strings.core._text import (
    WHITESPACE,
    TextArray,
    char_out,
    char_text,
    is_cell,
    is_char,
    is_string,
    option_text,
    scalar_text,
)



def overlapping_starts(text: str, pat: str) -> list[int]:
    """0-based starts of every (possibly overlapping) occurrence of ``pat`` in ``text``."""
    out = []
    if not pat:
        return out
    i = text.find(pat)
    while i >= 0:
        out.append(i)
        i = text.find(pat, i + 1)
    return out


def _positions(text: str | None, pat: str) -> np.ndarray:
    starts = overlapping_starts(text or "", pat)
    if not starts:
        return np.zeros((1, 0)) if pat else np.zeros((0, 0))
    return (np.array(starts, dtype=np.float64) + 1).reshape(1, -1)


@runtime_builtin(
    summary="Starting indices of every occurrence of a pattern in text (overlaps included).",
    description="For a cell array of texts the result is a cell array of index vectors; "
                "'ForceCellOutput', true makes a cell even for one text.",
    keywords=["find", "search", "substring", "index"],
    related=["contains", "regexp", "strrep", "strtok"],
    signatures=["K = strfind(STR, PAT)", "K = strfind(STR, PAT, 'ForceCellOutput', TF)"],
    errors=[ErrorSpec(identifier="MATLAB:strfind:InvalidPattern",
                      when="PAT is not a char vector or string scalar"),
            ErrorSpec(identifier="MATLAB:strfind:InvalidText",
                      when="STR is not text")],
    examples=[Example(code="k = strfind('abcbc', 'bc')", output="k =\n\n     2     4\n\n"),
              Example(code="k = strfind('aaa', 'aa')", output="k =\n\n     1     2\n\n"),
              Example(code="k = strfind({'abc', 'bcd'}, 'bc')",
                      output="k =\n\n  1×2 cell array\n\n    {[2]}    {[1]}\n\n")],
)
def strfind(s: Any, pattern: Any, *opts: Any) -> Any:
    force = False
    if len(opts) == 2 and option_text(opts[0]) == "forcecelloutput":
        force = bool(np.asarray(opts[1]).reshape(-1)[0])
    elif opts:
        raise MException("MATLAB:strfind:UnknownOption", "Unknown option; expected 'ForceCellOutput'.")
    if not (is_char(pattern) and (pattern.size == 0 or pattern.shape[0] == 1)) and \
            not (is_string(pattern) and pattern.size == 1):
        raise MException("MATLAB:strfind:InvalidPattern",
                         "Pattern must be a character vector or string scalar.")
    pat = scalar_text(pattern, "strfind") or ""
    if is_cell(s) or (is_string(s) and s.size != 1):
        try:
            t = TextArray.of(s, "strfind")
        except MException:
            raise MException("MATLAB:strfind:InvalidText",
                             "First argument must be text or a cell array of character vectors.") from None
        return cell_array([_positions(x, pat) for x in t.items], t.shape)
    if is_char(s) and (s.size == 0 or s.shape[0] == 1) or is_string(s):
        r = _positions(scalar_text(s, "strfind"), pat)
        return cell_array([r]) if force else r
    raise MException("MATLAB:strfind:InvalidText",
                     "First argument must be text or a cell array of character vectors.")


def _tok(text: str, delims: str) -> tuple[str, str]:
    i, n = 0, len(text)
    while i < n and text[i] in delims:
        i += 1
    j = i
    while j < n and text[j] not in delims:
        j += 1
    return text[i:j], text[j:]


@runtime_builtin(
    summary="First token of text, skipping leading delimiters, and the remainder.",
    description="Delimiters default to whitespace (and the null character). The remainder "
                "starts at the delimiter that ended the token.",
    keywords=["token", "split", "parse"],
    related=["strsplit", "split", "regexp"],
    signatures=["TOKEN = strtok(STR)", "[TOKEN, REMAIN] = strtok(STR, DELIMITERS)"],
    errors=[ErrorSpec(identifier="MATLAB:strtok:InvalidInput", when="STR is not text")],
    examples=[Example(code="[t, r] = strtok('  hello world')", output="t =\n\n"
                                                                      "    'hello'\n\n"
                                                                      "r =\n\n"
                                                                      "    ' world'\n\n"),
              Example(code="t = strtok('a,b,c', ',')", output="t =\n\n    'a'\n\n")],
    output_mode="nargout",
)
def strtok(s: Any, delimiters: Any = None, *, nargout: int) -> Any:
    delims = WHITESPACE + "\0" if delimiters is None else (
        scalar_text(delimiters, "strtok", "Delimiters") if not (type(delimiters) is np.ndarray and delimiters.dtype.kind in "iuf")
        else "".join(chr(int(x)) for x in delimiters.ravel()))
    if is_char(s) and (s.size == 0 or s.shape[0] == 1):
        tok, rem = _tok(char_text(s), delims)
        outs = (char_out(tok) if tok else char_row(""), char_out(rem) if rem else char_row(""))
    else:
        try:
            t = TextArray.of(s, "strtok")
        except MException:
            raise MException("MATLAB:strtok:InvalidInput",
                             "Input must be a string array, character vector, or cell array of "
                             "character vectors.") from None
        pairs = [_tok(x or "", delims) for x in t.items]
        outs = (t.build([p[0] for p in pairs]), t.build([p[1] for p in pairs]))
    return outs if nargout > 1 else outs[0]


def replace_overlapping(text: str, old: str, new: str) -> str:
    """MATLAB strrep: every overlapping occurrence of ``old`` yields one ``new``."""
    starts = overlapping_starts(text, old)
    if not starts:
        return text
    out, pos, n = [], 0, len(old)
    for s in starts:
        if s >= pos:
            out.append(text[pos:s])
        out.append(new)
        pos = s + n
    out.append(text[pos:])
    return "".join(out)


@runtime_builtin(
    summary="Replace every occurrence of a substring (overlapping occurrences each replaced).",
    description="As in MATLAB, strrep('abc 222', '22', '*') gives 'abc **': each overlapping "
                "occurrence produces one copy of the replacement. Works on char, string and "
                "cellstr values.",
    keywords=["replace", "substitute", "substring"],
    related=["replace", "regexprep", "strfind"],
    signatures=["NEWSTR = strrep(STR, OLD, NEW)"],
    errors=[ErrorSpec(identifier="MATLAB:strrep:InvalidInputType", when="an argument is not text")],
    examples=[Example(code="s = strrep('abcabc', 'bc', 'X')", output="s =\n\n    'aXaX'\n\n")],
)
def strrep(s: Any, old: Any, new: Any) -> Any:
    try:
        o = scalar_text(old, "strrep") or ""
        n = scalar_text(new, "strrep") or ""
        t = TextArray.of(s, "strrep")
    except MException:
        raise MException("MATLAB:strrep:InvalidInputType",
                         "Char, cellstr, or string array inputs required.") from None
    return t.build([None if x is None else replace_overlapping(x, o, n) for x in t.items])
