"""append, insertAfter, insertBefore, eraseBetween, replaceBetween, matches: the string-array
era's text editing functions (char, cellstr and string input; results keep the input's class)."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.lib.array.shape._args import option
from runmat_builtins.lib.strings.core._text import (
    TextArray,
    cell_out,
    char_out,
    is_cell,
    is_char,
    is_string,
    strings_out,
)
from runmat_builtins.lib.strings.parsing.extract import _build, _per_element, _position
from runmat_builtins.numeric.shapes import check_broadcast
from runmat_builtins.values import char_row



def _text(v: Any, fname: str, what: str) -> TextArray:
    try:
        return TextArray.of(v, fname, what=what)
    except MException:
        raise MException(f"MATLAB:{fname}:InvalidInput" if what == "Input" else f"MATLAB:{fname}:InvalidText",
                         f"{what} must be a string array, character vector, or cell array of character "
                         f"vectors.") from None


@runtime_builtin(
    summary="Combine texts end to end (keeping trailing whitespace), element by element.",
    description="The result is a string array if any input is a string array, else a cell array "
                "if any input is a cell array, else a character vector. Arrays combine element "
                "by element with implicit expansion; a missing string gives a missing result. "
                "Unlike strcat, trailing whitespace of character vectors is kept.",
    keywords=["concatenate", "join", "combine", "strcat"],
    related=["strcat", "plus", "join", "strjoin"],
    signatures=["STR = append(STR1, ..., STRN)"],
    errors=[ErrorSpec(identifier="MATLAB:append:InvalidInput", when="an input is not text")],
    examples=[Example(code="s = append('data ', 'file')", output="s =\n\n    'data file'\n\n"),
              Example(code="s = append([\"a\" \"b\"], \".txt\");\nfprintf('%s\\n', s)", output="a.txt\nb.txt\n")],
)
def append(*args: Any) -> Any:
    if not args:
        return char_row("")
    arrays = [_text(a, "append", "Input") for a in args]
    kind = "string" if any(is_string(a) for a in args) else "cell" if any(is_cell(a) for a in args) else "char"
    if kind == "char":
        return char_out("".join(t.items[0] or "" for t in arrays))
    shape: tuple[int, ...] = (1, 1)
    parts = []
    for a, t in zip(args, arrays):
        s = (1, 1) if is_char(a) else tuple(t.shape)
        shape = tuple(check_broadcast(shape, s))
        parts.append((t, s))
    n = int(np.prod(shape))
    out: list[str | None] = [""] * n
    for t, s in parts:
        pad = s + (1,) * (len(shape) - len(s))
        src = np.broadcast_to(np.arange(len(t.items)).reshape(pad, order="F"), shape).reshape(-1, order="F")
        for k in range(n):
            cur, add = out[k], t.items[int(src[k])]
            out[k] = None if cur is None or add is None else cur + add
    if kind == "string":
        return strings_out(out, shape)
    return cell_out([char_out(x or "") if x else char_row("") for x in out], shape)


def _insert(fname: str, s: Any, where: Any, new: Any, after: bool) -> Any:
    t = _text(s, fname, "Input")
    n = len(t.items)
    news = _per_element(new, n, fname)
    out: list[str | None] = []
    for x, w, nt in zip(t.items, _per_element(where, n, fname), news):
        if x is None or nt is None or (not isinstance(w, int) and w is None):
            out.append(None)
        elif isinstance(w, int):
            _position(w, len(x), 0 if after else 1, fname)
            k = w if after else w - 1
            out.append(x[:k] + str(nt) + x[k:])
        elif w == "":
            out.append(x)
        else:
            parts = x.split(w)
            glue = (w + str(nt)) if after else (str(nt) + w)
            out.append(glue.join(parts))
    return _build(t, out)


@runtime_builtin(
    summary="Insert text after every occurrence of a pattern (or after a position).",
    keywords=["insert", "text", "after"],
    related=["insertBefore", "replace", "extractAfter"],
    signatures=["NEWSTR = insertAfter(STR, PAT, NEWTEXT)", "NEWSTR = insertAfter(STR, POS, NEWTEXT)"],
    errors=[ErrorSpec(identifier="RunMat:insertAfter:PositionOutOfRange", when="POS is outside 0..strlength")],
    examples=[Example(code="s = insertAfter('key=1', '=', ' ')", output="s =\n\n    'key= 1'\n\n"),
              Example(code="s = insertAfter(\"abc\", 1, \"-\");\ndisp(s)", output="a-bc\n")],
)
def insertAfter(s: Any, where: Any, new: Any) -> Any:
    return _insert("insertAfter", s, where, new, True)


@runtime_builtin(
    summary="Insert text before every occurrence of a pattern (or before a position).",
    keywords=["insert", "text", "before"],
    related=["insertAfter", "replace", "extractBefore"],
    signatures=["NEWSTR = insertBefore(STR, PAT, NEWTEXT)", "NEWSTR = insertBefore(STR, POS, NEWTEXT)"],
    errors=[ErrorSpec(identifier="RunMat:insertBefore:PositionOutOfRange", when="POS is outside 1..strlength+1")],
    examples=[Example(code="s = insertBefore('a.b.c', '.', '\\')", output="s =\n\n    'a\\.b\\.c'\n\n"),
              Example(code="s = insertBefore('abc', 3, 'X')", output="s =\n\n    'abXc'\n\n")],
)
def insertBefore(s: Any, where: Any, new: Any) -> Any:
    return _insert("insertBefore", s, where, new, False)


def _boundaries(opts: tuple, fname: str, default: str) -> str:
    if not opts:
        return default
    if len(opts) != 2 or option(opts[0]) != "boundaries" or option(opts[1]) not in ("inclusive", "exclusive"):
        raise MException(f"MATLAB:{fname}:InvalidBoundaries",
                         "'Boundaries' must be followed by 'inclusive' or 'exclusive'.")
    return option(opts[1])


def _spans(x: str, a: Any, b: Any, inclusive: bool, fname: str) -> list[tuple[int, int]]:
    """(start, stop) of each piece between A and B in ``x`` (0-based, stop exclusive)."""
    if isinstance(a, int) and isinstance(b, int):
        if a < 1 or b > len(x) or a > b + 1:
            raise MException(f"RunMat:{fname}:PositionOutOfRange",
                             f"Positions {a} and {b} are out of range for text of length {len(x)}.")
        return [(a - 1, b) if inclusive else (a, b - 1)]
    spans = []
    pos = 0
    while True:
        if isinstance(a, int):
            if pos:
                break
            i = ia = a - 1 if inclusive else a
        else:
            i = x.find(a, pos)
            if i < 0:
                break
            ia = i + len(a)
        if isinstance(b, int):
            j = jb = b if inclusive else b - 1
        else:
            j = x.find(b, ia)
            if j < 0:
                break
            jb = j + len(b)
        spans.append((i, jb) if inclusive else (ia, j))
        if isinstance(a, int) or isinstance(b, int):
            break
        pos = jb
    return spans


def _replace_between(fname: str, s: Any, a: Any, b: Any, new: Any, opts: tuple) -> Any:
    t = _text(s, fname, "Input")
    n = len(t.items)
    starts, stops = _per_element(a, n, fname), _per_element(b, n, fname)
    numeric = isinstance(starts[0], int) and isinstance(stops[0], int) if n else False
    inclusive = _boundaries(opts, fname, "inclusive" if numeric else "exclusive") == "inclusive"
    news = _per_element(new, n, fname) if new is not None else [""] * n
    out: list[str | None] = []
    for x, sa, sb, nt in zip(t.items, starts, stops, news):
        if x is None or nt is None:
            out.append(None)
            continue
        pieces, last = [], 0
        for i, j in _spans(x, sa, sb, inclusive, fname):
            pieces.append(x[last:i] + str(nt))
            last = j
        out.append("".join(pieces) + x[last:])
    return _build(t, out)


@runtime_builtin(
    summary="Delete the text between start and end patterns (or positions).",
    description="Between patterns the patterns themselves stay (Boundaries 'exclusive', the "
                "default); between positions the characters at the positions go too (default "
                "'inclusive'). Every start/end pair is erased.",
    keywords=["erase", "delete", "between"],
    related=["extractBetween", "replaceBetween", "erase"],
    signatures=["NEWSTR = eraseBetween(STR, STARTPAT, ENDPAT)", "NEWSTR = eraseBetween(STR, STARTPOS, ENDPOS)",
                "NEWSTR = eraseBetween(STR, STARTPAT, ENDPAT, 'Boundaries', BOUNDS)"],
    errors=[ErrorSpec(identifier="MATLAB:eraseBetween:InvalidBoundaries", when="Boundaries is not inclusive/exclusive")],
    examples=[Example(code="s = eraseBetween('The quick brown fox', 'quick', ' fox')", output="s =\n\n"
                                                                                              "    'The quick fox'\n\n"),
              Example(code="s = eraseBetween('Edinburgh', 3, 6)", output="s =\n\n    'Edrgh'\n\n")],
)
def eraseBetween(s: Any, a: Any, b: Any, *opts: Any) -> Any:
    return _replace_between("eraseBetween", s, a, b, None, opts)


@runtime_builtin(
    summary="Replace the text between start and end patterns (or positions) with new text.",
    description="Boundaries as in eraseBetween: patterns kept by default, positions replaced.",
    keywords=["replace", "between", "substitute"],
    related=["eraseBetween", "extractBetween", "replace"],
    signatures=["NEWSTR = replaceBetween(STR, STARTPAT, ENDPAT, NEWTEXT)",
                "NEWSTR = replaceBetween(STR, STARTPOS, ENDPOS, NEWTEXT)",
                "NEWSTR = replaceBetween(STR, STARTPAT, ENDPAT, NEWTEXT, 'Boundaries', BOUNDS)"],
    errors=[ErrorSpec(identifier="MATLAB:replaceBetween:InvalidBoundaries", when="Boundaries is not inclusive/exclusive")],
    examples=[Example(code="s = replaceBetween('x = [1 2];', '[', ']', '3 4')", output="s =\n\n"
                                                                                       "    'x = [3 4];'\n\n"),
              Example(code="s = replaceBetween('abcdef', 2, 4, '_')", output="s =\n\n    'a_ef'\n\n")],
)
def replaceBetween(s: Any, a: Any, b: Any, new: Any, *opts: Any) -> Any:
    return _replace_between("replaceBetween", s, a, b, new, opts)


@runtime_builtin(
    summary="True where the text equals one of the patterns exactly ('IgnoreCase' optional).",
    keywords=["match", "equal", "compare", "strcmp"],
    related=["strcmp", "contains", "startsWith"],
    signatures=["TF = matches(STR, PAT)", "TF = matches(STR, PAT, 'IgnoreCase', IGNORE)"],
    errors=[ErrorSpec(identifier="MATLAB:matches:InvalidInput", when="STR is not text")],
    examples=[Example(code="tf = matches([\"yes\" \"no\" \"Yes\"], \"yes\");\nfprintf('%d', tf); fprintf('\\n')",
                      output="100\n"),
              Example(code="tf = matches('Yes', {'yes', 'y'}, 'IgnoreCase', true)", output="tf =\n\n"
                                                                                           "  logical\n\n"
                                                                                           "   1\n\n")],
)
def matches(s: Any, pat: Any, *opts: Any) -> Any:
    t = _text(s, "matches", "Input")
    pats = [p for p in _text(pat, "matches", "Pattern").items if p is not None]
    ignore = False
    if opts:
        if len(opts) != 2 or option(opts[0]) != "ignorecase":
            raise MException("MATLAB:matches:InvalidOption", "Expected 'IgnoreCase' followed by true or false.")
        ignore = bool(np.asarray(opts[1]).reshape(-1)[0])
    if ignore:
        want = {p.casefold() for p in pats}
        hits = [x is not None and x.casefold() in want for x in t.items]
    else:
        want = set(pats)
        hits = [x is not None and x in want for x in t.items]
    if t.kind == "char":
        return hits[0]
    return np.array(hits, dtype=bool).reshape(t.shape, order="F")
