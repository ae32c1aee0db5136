"""Substrings by position or by delimiting text: extractBefore, extractAfter, extractBetween;
and whole-text transforms strip, reverse and count. Each works on a char vector, a string
array or a cell array of char vectors and returns the same kind (extractBetween on a char
vector returns a cell, as MATLAB does). A pattern that is not found gives <missing> for a
string element and '' for char. Positions count characters from 1."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.array.shape._args import option, values
from runmat_builtins.lib.strings.core._text import (
    TextArray, cell_out, char_out, is_cell, is_char, is_string, strings_out,
)
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.values import char_row

_WS = " \t\n\v\f\r\u00a0\u2028\u2029\u0085"


def _is_text(v: Any) -> bool:
    return is_char(v) or is_string(v) or is_cell(v)


def _per_element(arg: Any, n: int, fname: str) -> list[Any]:
    """A pattern or position argument matched against n elements (scalar expands)."""
    if _is_text(arg):
        items = TextArray.of(arg, fname).items
    else:
        try:
            items = [int(v) for v in values(arg)]
        except (TypeError, ValueError, OverflowError):  # text of no known kind, NaN, Inf
            raise MException(f"MATLAB:{fname}:InvalidArgument",
                             "Argument must be text or a positive integer position.") from None
    if len(items) == 1:
        return items * n
    if len(items) != n:
        raise MException("MATLAB:sizeDimensionsMustMatch", "Arrays have incompatible sizes for this operation.")
    return items


def _position(p: int, length: int, lo: int, fname: str) -> None:
    if p < lo or p > length + (1 if lo == 1 else 0) or (lo == 0 and p > length):
        raise MException(f"RunMat:{fname}:PositionOutOfRange",
                         f"Position {p} is out of range for text of length {length}.")


def _build(t: TextArray, out: list[str | None]) -> Any:
    if t.kind == "string":
        return strings_out(out, t.shape)
    if t.kind == "cell":
        return cell_out([char_out(s) if s else char_row("") for s in out], t.shape)
    s = out[0]
    return char_out(s) if s else char_row("")


@runtime_builtin(
    summary="Text before a position or before the first occurrence of a pattern.",
    description="extractBefore(str, pos) returns characters 1 to pos-1; extractBefore(str, pat) "
                "the text before the first pat (<missing> for a string element without pat).",
    keywords=["substring", "before", "prefix"], related=["extractAfter", "extractBetween", "strtok"],
    signatures=["newStr = extractBefore(str, pat)", "newStr = extractBefore(str, pos)"],
    errors=[ErrorSpec(identifier="RunMat:extractBefore:PositionOutOfRange", when="pos is outside 1..strlength+1"),
            ErrorSpec(identifier="MATLAB:extractBefore:InvalidInput", when="str is not text")],
    examples=[Example(code="s = extractBefore('hello world', ' ')", output="s =\n\n    'hello'\n\n"),
              Example(code="s = extractBefore('hello', 3)", output="s =\n\n    'he'\n\n")],
)
def extractBefore(s: Any, where: Any) -> Any:
    return _extract(s, where, "extractBefore", 1, lambda x, w: x[:w - 1], lambda x, k, w: x[:k])


def _extract(s: Any, where: Any, name: str, first: int, at: Callable[[str, int], str],
             by: Callable[[str, int, str], str]) -> Any:
    """extractBefore/extractAfter: per element, ``at(x, pos)`` for a position (``first`` is the
    least valid one), ``by(x, k, pat)`` where pat first occurs at k (<missing> or '' without)."""
    t = TextArray.of(s, name)
    out: list[str | None] = []
    for x, w in zip(t.items, _per_element(where, len(t.items), name)):
        if x is None:
            out.append(None)
        elif isinstance(w, int):
            _position(w, len(x), first, name)
            out.append(at(x, w))
        else:
            k = x.find(w) if w is not None else -1
            out.append(by(x, k, w) if k >= 0 else (None if t.kind == "string" else ""))
    return _build(t, out)


@runtime_builtin(
    summary="Text after a position or after the first occurrence of a pattern.",
    description="extractAfter(str, pos) returns characters pos+1 to the end; extractAfter(str, pat) "
                "the text after the first pat (<missing> for a string element without pat).",
    keywords=["substring", "after", "suffix"], related=["extractBefore", "extractBetween"],
    signatures=["newStr = extractAfter(str, pat)", "newStr = extractAfter(str, pos)"],
    errors=[ErrorSpec(identifier="RunMat:extractAfter:PositionOutOfRange", when="pos is outside 0..strlength"),
            ErrorSpec(identifier="MATLAB:extractAfter:InvalidInput", when="str is not text")],
    examples=[Example(code="s = extractAfter('key=value', '=')", output="s =\n\n    'value'\n\n"),
              Example(code="s = extractAfter('hello', 2)", output="s =\n\n    'llo'\n\n")],
)
def extractAfter(s: Any, where: Any) -> Any:
    return _extract(s, where, "extractAfter", 0, lambda x, w: x[w:], lambda x, k, w: x[k + len(w):])


def _between(x: str, a: Any, b: Any, inclusive: bool, fname: str) -> list[str]:
    if isinstance(a, int) and isinstance(b, int):
        if a < 1 or b > len(x) or a > b + 1:
            raise MException(f"RunMat:{fname}:PositionOutOfRange",
                             f"Positions {a} and {b} are out of range for text of length {len(x)}.")
        return [x[a - 1:b]]
    found: list[str] = []
    pos = 0
    while True:
        if isinstance(a, int):
            i, ia = (a - 1, a - 1) if pos == 0 else (-1, -1)
        else:
            i = x.find(a, pos)
            ia = i + len(a)
        if i < 0:
            break
        if isinstance(b, int):
            j, jb = b, b
        else:
            j = x.find(b, ia)
            jb = j + len(b)
        if j < 0:
            break
        found.append(x[i:jb] if inclusive else x[ia:j])
        if isinstance(a, int) or isinstance(b, int):
            break
        pos = jb
    return found


@runtime_builtin(
    summary="Text between two positions (inclusive) or between start and end patterns (all occurrences).",
    description="With patterns, every occurrence of startPat followed by endPat gives one piece "
                "(a text scalar with several pieces returns a column); 'Boundaries', 'inclusive' "
                "keeps the patterns. A char vector input returns a cell array of char vectors.",
    keywords=["substring", "between", "delimited"], related=["extractBefore", "extractAfter", "regexp"],
    signatures=["newStr = extractBetween(str, startPat, endPat)",
                "newStr = extractBetween(str, startPos, endPos)",
                "newStr = extractBetween(___, 'Boundaries', bounds)"],
    errors=[ErrorSpec(identifier="RunMat:extractBetween:PositionOutOfRange", when="a position is out of range"),
            ErrorSpec(identifier="MATLAB:extractBetween:InvalidInput", when="str is not text")],
    examples=[Example(code="c = extractBetween('The quick brown fox', 'quick ', ' fox')",
                      output="c =\n\n  1×1 cell array\n\n    {'brown'}\n\n"),
              Example(code="c = extractBetween('Edinburgh', 3, 6)", output="c =\n\n"
                                                                           "  1×1 cell array\n\n"
                                                                           "    {'inbu'}\n\n"),
              Example(code="c = extractBetween('a[1] b[22]', '[', ']')",
                      output="c =\n\n  2×1 cell array\n\n    {'1' }\n    {'22'}\n\n")],
)
def extractBetween(s: Any, start: Any, stop: Any, *opts: Any) -> Any:
    inclusive = False
    if opts:
        if len(opts) != 2 or option(opts[0]) != "boundaries" or option(opts[1]) not in ("inclusive", "exclusive"):
            raise MException("MATLAB:extractBetween:InvalidBoundaries",
                             "'Boundaries' must be followed by 'inclusive' or 'exclusive'.")
        inclusive = option(opts[1]) == "inclusive"
    t = TextArray.of(s, "extractBetween")
    n = len(t.items)
    pieces = [[] if x is None else _between(x, a, b, inclusive, "extractBetween")
              for x, a, b in zip(t.items, _per_element(start, n, "extractBetween"),
                                 _per_element(stop, n, "extractBetween"))]
    if n == 1:
        got: list[str | None] = list(pieces[0])
        shape: tuple[int, ...] = (len(got), 1) if len(got) != 1 else (1, 1)
    else:
        counts = {len(p) for p in pieces}
        if counts != {1}:
            raise MException("MATLAB:extractBetween:NonUniformOutput",
                             "Each element of the input must contain exactly one match when the input has several elements.")
        got = [p[0] for p in pieces]
        shape = t.shape
    if t.kind == "string":
        return strings_out(got, shape)
    return cell_out([char_out(x) if x else char_row("") for x in got], shape)


@runtime_builtin(
    summary="Remove leading and/or trailing whitespace (or a given character) from text.",
    description="side is 'both' (default), 'left' or 'right'; stripCharacter (one character) "
                "replaces whitespace as what is removed.",
    keywords=["trim", "whitespace", "strip"], related=["strtrim", "deblank", "pad"],
    signatures=["newStr = strip(str)", "newStr = strip(str, side)", "newStr = strip(str, side, stripCharacter)",
                "newStr = strip(str, stripCharacter)"],
    errors=[ErrorSpec(identifier="MATLAB:strip:InvalidSide", when="side is not 'both', 'left' or 'right'"),
            ErrorSpec(identifier="MATLAB:strip:InvalidInput", when="str is not text")],
    examples=[Example(code="s = ['[' strip(sprintf('  hi there \\t')) ']']", output="s =\n\n"
                                                                                    "    '[hi there]'\n\n"),
              Example(code="s = strip('--a-b--', 'left', '-')", output="s =\n\n    'a-b--'\n\n"),
              Example(code="s = strip('0012300', '0')", output="s =\n\n    '123'\n\n")],
)
def strip(s: Any, *args: Any) -> Any:
    side, chars = "both", _WS
    rest = list(args)
    if rest:
        w = option(rest[0])
        if w in ("both", "left", "right") and (len(rest) > 1 or len(w) > 1):
            side = w
            rest.pop(0)
        if rest:
            c = option(rest[0])
            raw = TextArray.of(rest[0], "strip").items[0] if c is not None else None
            if raw is None or len(raw) != 1:
                raise MException("MATLAB:strip:InvalidSide" if len(args) == 1 else "MATLAB:strip:InvalidStripCharacter",
                                 "Side must be 'both', 'left' or 'right'; the strip character a single character.")
            chars = raw
    t = TextArray.of(s, "strip")
    f = {"both": str.strip, "left": str.lstrip, "right": str.rstrip}[side]
    return _build(t, [None if x is None else f(x, chars) for x in t.items])


@runtime_builtin(
    summary="Reverse the order of the characters in text (each element of a string or cell array).",
    keywords=["reverse", "flip", "backwards"], related=["fliplr", "flip"],
    signatures=["newStr = reverse(str)"],
    errors=[ErrorSpec(identifier="MATLAB:reverse:InvalidInput", when="str is not text")],
    examples=[Example(code="s = reverse('stressed')", output="s =\n\n    'desserts'\n\n")],
)
def reverse(s: Any) -> Any:
    t = TextArray.of(s, "reverse")
    return _build(t, [None if x is None else x[::-1] for x in t.items])


@runtime_builtin(
    summary="Number of (non-overlapping) occurrences of a pattern in text.",
    description="pat may list several patterns (cell or string array): occurrences of any of them "
                "are counted, longest match first. 'IgnoreCase', true ignores case. The result has "
                "the size of str (1x1 for a char vector).",
    keywords=["count", "occurrences", "substring"], related=["strfind", "contains", "replace"],
    signatures=["A = count(str, pat)", "A = count(str, pat, 'IgnoreCase', true)"],
    errors=[ErrorSpec(identifier="MATLAB:count:InvalidInput", when="str or pat is not text")],
    examples=[Example(code="n = count('banana', 'an')", output="n =\n\n     2\n\n"),
              Example(code="n = count({'red car', 'redder red'}, 'red')", output="n =\n\n     1     2\n\n"),
              Example(code="n = count('Aaa', 'a', 'IgnoreCase', true)", output="n =\n\n     3\n\n")],
)
def count(s: Any, pat: Any, *opts: Any) -> Any:
    import re

    ignore = False
    if opts:
        if len(opts) != 2 or option(opts[0]) != "ignorecase":
            raise MException("MATLAB:count:InvalidOption", "Expected 'IgnoreCase' followed by true or false.")
        ignore = bool(values(opts[1])[0])
    t = TextArray.of(s, "count")
    pats = [p for p in TextArray.of(pat, "count").items if p]
    if not pats:
        n = [0.0 if x is None else float(len(x) + 1) for x in t.items]
    else:
        rx = re.compile("|".join(re.escape(p) for p in sorted(pats, key=len, reverse=True)),
                        re.IGNORECASE if ignore else 0)
        n = [0.0 if x is None else float(len(rx.findall(x))) for x in t.items]
    if t.kind == "char":
        return n[0]
    return np.array(n, dtype=np.float64).reshape(t.shape, order="F")


_SPECIAL = set("[](){}.*+?^$|\\")


@runtime_builtin(
    summary="Translate text into a regular expression: 'escape' special characters, or 'wildcard' "
            "patterns (* ? .) into their regexp equivalents.",
    description="'escape' puts a backslash before each of [ ] ( ) { } . * + ? ^ $ | \\. 'wildcard' "
                "maps . to \\., * to .* and ? to . . 'flexible' maps runs of whitespace to \\s+.",
    keywords=["regexp", "escape", "wildcard", "glob"], related=["regexp", "regexprep"],
    signatures=["s2 = regexptranslate(op, s1)"],
    errors=[ErrorSpec(identifier="MATLAB:regexptranslate:InvalidOperation",
                      when="op is not 'escape', 'wildcard' or 'flexible'")],
    examples=[Example(code="s = regexptranslate('escape', 'a.b*c')", output="s =\n\n    'a\\.b\\*c'\n\n"),
              Example(code="s = regexptranslate('wildcard', '*.m')", output="s =\n\n    '.*\\.m'\n\n")],
)
def regexptranslate(op: Any, s: Any) -> Any:
    import re

    w = option(op)
    t = TextArray.of(s, "regexptranslate")
    if w == "escape":
        f = lambda x: "".join("\\" + c if c in _SPECIAL else c for c in x)  # noqa: E731
    elif w == "wildcard":
        f = lambda x: x.replace(".", "\\.").replace("*", ".*").replace("?", ".")  # noqa: E731
    elif w == "flexible":
        f = lambda x: re.sub(r"\s+", lambda m: "\\s+", x)  # noqa: E731
    else:
        raise MException("MATLAB:regexptranslate:InvalidOperation",
                         "Operation must be 'escape', 'wildcard' or 'flexible'.")
    return _build(t, [None if x is None else f(x) for x in t.items])
