"""String-array functions: strlength, split, join, pad, erase, replace, compose.

They accept char vectors, string arrays and cellstr; results keep the input's class (char
input gives char or cell results as MATLAB documents).
"""

from __future__ import annotations

import math
import re
from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.format import sprintf
from runmat_builtins.lib.array.shape._args import count_value, dim_arg
from runmat_builtins.lib.strings.core._text import (
    TextArray, char_out, is_cell, is_char, is_string, option_text, scalar_text, string_scalar, strings_out,
    unescape,
)
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.values import cell_array, char_row

_WS = " \f\n\r\t\v"


@runtime_builtin(
    summary="Number of characters in each text (NaN for missing strings).",
    keywords=["length", "characters", "size"],
    related=["length", "numel", "pad"],
    signatures=["L = strlength(STR)"],
    errors=[ErrorSpec(identifier="MATLAB:string:MustBeCharCellOrString", when="STR is not text")],
    examples=[Example(code="n = strlength('hello')", output="n =\n\n     5\n\n"),
              Example(code="n = strlength({'ab', '', 'cde'})", output="n =\n\n     2     0     3\n\n")],
)
def strlength(s: Any) -> Any:
    t = _text_array(s, "strlength")
    vals = [math.nan if x is None else float(len(x)) for x in t.items]
    if t.kind == "char":
        return vals[0]
    return np.array(vals, dtype=np.float64).reshape(t.shape, order="F")


def _text_array(s: Any, fname: str) -> TextArray:
    try:
        return TextArray.of(s, fname)
    except MException:
        raise MException("MATLAB:string:MustBeCharCellOrString",
                         "First argument must be text.") from None


def _patterns(p: Any, fname: str) -> list[str]:
    try:
        return [x for x in TextArray.of(p, fname).items if x is not None]
    except MException:
        raise MException("MATLAB:string:MustBeCharCellOrString",
                         "Search term must be text.") from None


def _alternation(pats: list[str]) -> re.Pattern[str]:
    ordered = sorted(set(pats), key=len, reverse=True)
    return re.compile("|".join(re.escape(p) for p in ordered if p) or r"(?!)")


@runtime_builtin(
    summary="Split text at delimiters (whitespace by default) into a column of pieces.",
    description="A string scalar gives an N-by-1 string array; a char vector an N-by-1 cell "
                "array. Consecutive delimiters collapse unless 'CollapseDelimiters' is false. "
                "A string array of several texts splits each (all must give the same count) "
                "along a new trailing dimension.",
    keywords=["split", "tokenize", "delimiter", "string array"],
    related=["join", "strsplit", "splitlines"],
    signatures=["NEWSTR = split(STR)", "NEWSTR = split(STR, DELIMITER)",
                "[NEWSTR, MATCHES] = split(STR, DELIMITER, 'CollapseDelimiters', TF)"],
    errors=[ErrorSpec(identifier="MATLAB:string:MustBeCharCellOrString", when="STR is not text"),
            ErrorSpec(identifier="MATLAB:split:UnequalCount",
                      when="elements of a string array split into different numbers of pieces")],
    examples=[Example(code="c = split('a b  c')", output="c =\n\n"
                                                         "  3×1 cell array\n\n"
                                                         "    {'a'}\n"
                                                         "    {'b'}\n"
                                                         "    {'c'}\n\n"),
              Example(code="s = split(\"1,2\", \",\");\nfprintf('%s|', s); fprintf('\\n')", output="1|2|\n")],
    output_mode="nargout",
)
def split(s: Any, delimiter: Any = None, *opts: Any, nargout: int) -> Any:
    t = _text_array(s, "split")
    collapse = True
    for i in range(0, len(opts) - 1, 2):
        if option_text(opts[i]) == "collapsedelimiters":
            collapse = bool(np.asarray(opts[i + 1]).reshape(-1)[0])
        else:
            raise MException("MATLAB:split:UnknownParameter", "Unknown parameter name.")
    pats = list(_WS) if delimiter is None else _patterns(delimiter, "split")
    alt = _alternation(pats).pattern
    pat = re.compile(f"(?:{alt})+" if collapse else alt)
    pieces, found = [], []
    for x in t.items:
        p, f, pos = [], [], 0
        for m in pat.finditer(x or ""):
            if m.end() == m.start():
                continue
            p.append((x or "")[pos:m.start()])
            f.append(m.group(0))
            pos = m.end()
        p.append((x or "")[pos:])
        pieces.append(p)
        found.append(f)
    n = len(pieces[0]) if pieces else 0
    if any(len(p) != n for p in pieces):
        raise MException("MATLAB:split:UnequalCount" if len(pieces) > 1 else "MATLAB:split:Unknown",
                         "Element 2 of the text contains a different number of delimiters than element 1.")

    def build(lists: list[list[str]], count: int) -> Any:
        if len(lists) == 1:
            shape = (count, 1)
            flat = lists[0]
        else:
            base = t.shape
            if base[-1] == 1 and len(base) == 2:
                shape = (base[0], count)
            else:
                shape = tuple(base) + (count,)
            flat = [lists[i][k] for k in range(count) for i in range(len(lists))]
        if t.kind == "string":
            return strings_out(flat, shape)
        return cell_array([char_out(x) if x else np.zeros((1, 0), dtype="<U1") for x in flat], shape)

    out = build(pieces, n)
    if nargout > 1:
        return out, build(found, max(n - 1, 0))
    return out


@runtime_builtin(
    summary="Join the texts of an array along its last non-singleton dimension.",
    description="The delimiter defaults to a space; join(STR, DELIM, DIM) picks the dimension. "
                "String input gives string output; a cell array of char vectors gives a char "
                "vector (or a cell array when several rows remain).",
    keywords=["join", "concatenate", "delimiter", "string array"],
    related=["split", "strjoin", "strcat"],
    signatures=["NEWSTR = join(STR)", "NEWSTR = join(STR, DELIMITER)", "NEWSTR = join(STR, DELIMITER, DIM)"],
    errors=[ErrorSpec(identifier="MATLAB:string:MustBeCharCellOrString", when="STR is not text")],
    examples=[Example(code="s = join({'a', 'b', 'c'}, '-')", output="s =\n\n    'a-b-c'\n\n"),
              Example(code="fprintf('%s\\n', join([\"x\", \"y\"]))", output="x y\n")],
)
def join(s: Any, delimiter: Any = None, dim: Any = None) -> Any:
    t = _text_array(s, "join")
    d = " " if delimiter is None else scalar_text(delimiter, "join", "Delimiter") or ""
    arr = np.array(t.items, dtype=object).reshape(t.shape, order="F")
    if dim is not None:
        ax = dim_arg(dim)
    else:
        nonsingle = [k for k, n in enumerate(arr.shape) if n != 1]
        ax = nonsingle[-1] if nonsingle else 1
    if ax >= arr.ndim:  # a trailing singleton dimension: each element is joined alone, no reshape
        flat, shape = list(arr.ravel(order="F")), arr.shape
    else:
        moved = np.moveaxis(arr, ax, -1)
        out_shape = list(arr.shape)
        out_shape[ax] = 1
        joined = []
        for idx in np.ndindex(*moved.shape[:-1]):
            row = list(moved[idx])
            joined.append(None if any(x is None for x in row) else d.join(row))
        res = np.array(joined + [None], dtype=object)[:-1].reshape(moved.shape[:-1])
        res = np.expand_dims(res, -1)
        res = np.moveaxis(res, -1, ax).reshape(tuple(out_shape))
        flat = list(res.ravel(order="F"))
        shape = tuple(out_shape)
    if t.kind == "string":
        return strings_out(flat, shape)
    if len(flat) == 1:
        return char_out(flat[0]) if flat[0] else char_row("")
    return cell_array([char_out(x) if x else char_row("") for x in flat], shape)


@runtime_builtin(
    summary="Pad text with spaces (or a character) to a common or given length.",
    description="pad(STR) pads to the longest element; pad(STR, N) to N characters; a side "
                "('left', 'right' (default), 'both') and a pad character may follow. Text "
                "longer than N is left as is.",
    keywords=["pad", "align", "justify", "whitespace"],
    related=["strip", "blanks", "strjust"],
    signatures=["NEWSTR = pad(STR)", "NEWSTR = pad(STR, NUMBEROFCHARACTERS)",
                "NEWSTR = pad(STR, NUMBEROFCHARACTERS, SIDE, PADCHARACTER)", "NEWSTR = pad(STR, SIDE)"],
    errors=[ErrorSpec(identifier="MATLAB:string:MustBeCharCellOrString", when="STR is not text"),
            ErrorSpec(identifier="MATLAB:pad:InvalidSide", when="SIDE is not left, right or both")],
    examples=[Example(code="s = ['[' pad('ab', 5) ']']", output="s =\n\n    '[ab   ]'\n\n"),
              Example(code="s = pad('7', 3, 'left', '0')", output="s =\n\n    '007'\n\n")],
)
def pad(s: Any, *args: Any) -> Any:
    t = _text_array(s, "pad")
    rest = list(args)
    width = None
    if rest and not (is_char(rest[0]) or is_string(rest[0])):
        width = count_value(rest.pop(0))  # validateattributes' errors for NaN, [], a cell ...
    side = "right"
    if rest:
        side = option_text(rest.pop(0)) or ""
        if side not in ("left", "right", "both"):
            raise MException("MATLAB:pad:InvalidSide", "Side must be 'left', 'right', or 'both'.")
    fill = " "
    if rest:
        fill = scalar_text(rest.pop(0), "pad", "Pad character") or " "
        if len(fill) != 1:
            raise MException("MATLAB:pad:InvalidPadCharacter", "Pad character must be a single character.")
    if width is None:
        width = max((len(x) for x in t.items if x is not None), default=0)

    def one(x: str | None) -> str | None:
        if x is None or len(x) >= width:
            return x
        k = width - len(x)
        if side == "left":
            return fill * k + x
        if side == "right":
            return x + fill * k
        return fill * (k // 2) + x + fill * (k - k // 2)

    return t.build([one(x) for x in t.items])


@runtime_builtin(
    summary="Delete every occurrence of the given substrings.",
    keywords=["remove", "delete", "substring"],
    related=["replace", "strrep", "strip"],
    signatures=["NEWSTR = erase(STR, MATCH)"],
    errors=[ErrorSpec(identifier="MATLAB:string:MustBeCharCellOrString", when="an argument is not text")],
    examples=[Example(code="s = erase('hello world', 'o')", output="s =\n\n    'hell wrld'\n\n")],
)
def erase(s: Any, match: Any) -> Any:
    t = _text_array(s, "erase")
    pat = _alternation(_patterns(match, "erase"))
    return t.build([None if x is None else pat.sub("", x) for x in t.items])


@runtime_builtin(
    summary="Replace every occurrence of substrings with new text.",
    description="OLD may list several substrings (cell or string array); NEW is one text for "
                "all or one per element of OLD. Matches do not overlap; the longest wins.",
    keywords=["replace", "substitute", "substring"],
    related=["strrep", "regexprep", "erase"],
    signatures=["NEWSTR = replace(STR, OLD, NEW)"],
    errors=[ErrorSpec(identifier="MATLAB:string:MustBeCharCellOrString", when="an argument is not text"),
            ErrorSpec(identifier="MATLAB:replace:SizeMismatch",
                      when="NEW is neither one text nor one per element of OLD")],
    examples=[Example(code="s = replace('a-b_c', {'-', '_'}, ' ')", output="s =\n\n    'a b c'\n\n")],
)
def replace(s: Any, old: Any, new: Any) -> Any:
    t = _text_array(s, "replace")
    olds = _patterns(old, "replace")
    news = _patterns(new, "replace")
    if len(news) not in (1, len(olds)):
        raise MException("MATLAB:replace:SizeMismatch",
                         "Replacement text must be a scalar or the same size as the text to replace.")
    table = {o: news[i if len(news) > 1 else 0] for i, o in enumerate(olds)}
    pat = _alternation(olds)
    return t.build([None if x is None else pat.sub(lambda m: table[m.group(0)], x) for x in t.items])


_SPEC_RE = re.compile(r"%%|%[-+ 0#]*(?:\*|\d+)?(?:\.(?:\*|\d+))?[diouxXfFeEgGcsaA]")


@runtime_builtin(
    summary="Format data into a string array, one element per row of data.",
    description="Like sprintf, but each row of the data arrays fills the format once and makes "
                "one output element; when the data has more columns than the format has "
                "operators, the format repeats across the row, giving several columns. A string "
                "format gives a string array; a char format a cell array of char vectors.",
    keywords=["format", "sprintf", "string array", "template"],
    related=["sprintf", "string", "num2str"],
    signatures=["STR = compose(FORMATSPEC)", "STR = compose(FORMATSPEC, A1, ..., AN)"],
    errors=[ErrorSpec(identifier="MATLAB:compose:InvalidFormat", when="FORMATSPEC is not text")],
    examples=[Example(code="s = compose(\"%d-%d\", [1 2; 3 4]);\nfprintf('%s\\n', s)",
                      output="1-2\n3-4\n"),
              Example(code="c = compose('%.1f', pi)", output="c =\n\n  1×1 cell array\n\n    {'3.1'}\n\n")],
)
def compose(fmt: Any, *data: Any) -> Any:
    try:
        ft = TextArray.of(fmt, "compose")
    except MException:
        raise MException("MATLAB:compose:InvalidFormat",
                         "Format must be a string array, character vector, or cell array of "
                         "character vectors.") from None
    if len(ft.items) != 1:
        raise MException("MATLAB:compose:InvalidFormat", "Format must be a single text here.")
    spec = unescape(ft.items[0] or "")
    nspec = sum(1 for m in _SPEC_RE.finditer(spec) if m.group(0) != "%%")
    as_string = ft.kind == "string"
    if not data:
        texts, shape = [sprintf(spec, ())], (1, 1)
    else:
        cols = [_columns(d) for d in data]
        nrows = max(len(c) for c in cols)
        rows = []
        for r in range(nrows):
            row: list[Any] = []
            for c in cols:
                row.extend(c[r] if len(c) > 1 else c[0])
            rows.append(row)
        ncols = len(rows[0]) if rows else 0
        per = nspec if nspec else max(ncols, 1)
        reps = max(1, math.ceil(ncols / per)) if ncols else 1
        texts = []
        for row in rows:
            for k in range(reps):
                chunk = row[k * per:(k + 1) * per]
                texts.append(sprintf(spec, tuple(_as_arg(v) for v in chunk)))
        shape = (nrows, reps)
        texts = [texts[r * reps + k] for k in range(reps) for r in range(nrows)]
    if as_string:
        return strings_out(texts, shape)
    return cell_array([char_out(x) if x else char_row("") for x in texts], shape)


def _columns(d: Any) -> list[list[Any]]:
    """Rows of one data argument, each a list of per-column values."""
    if is_string(d) or is_cell(d):
        arr = np.array(TextArray.of(d, "compose").items, dtype=object).reshape(d.shape, order="F")
        arr = arr.reshape(arr.shape[0], -1, order="F")
        return [list(r) for r in arr]
    if is_char(d):
        return [[string_scalar("".join(r))] for r in d.tolist()] or [[string_scalar("")]]
    a = np.asarray(d)
    a = a.reshape(1, 1) if a.ndim == 0 else a.reshape(a.shape[0], -1, order="F")
    return [list(r) for r in a]


def _as_arg(v: Any) -> Any:
    if isinstance(v, str):
        return string_scalar(v)
    if isinstance(v, np.ndarray):
        return v
    if isinstance(v, (np.floating, float, np.integer, int)):
        return float(v) if not isinstance(v, np.integer) else np.array([[v]])
    if isinstance(v, (np.bool_, bool)):
        return bool(v)
    return v
