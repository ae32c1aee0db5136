"""MATLAB regular-expression syntax to Python ``re``/``regex`` syntax, in one place.

Differences handled: named groups ``(?<name>...)`` and ``\\k<name>`` back references,
word anchors ``\\<`` / ``\\>``, ``\\x{HHHH}`` and ``\\oNNN`` code points, ``$`` meaning the
very end of the text (Python's also matches before a final newline), and replacement
templates (``$1``, ``$0``, ``$<name>``, escapes). MATLAB's ``.`` matches newlines by default
('dotall'), which ``flags`` expresses.
"""

from __future__ import annotations

import functools
import re
from typing import Any

import regex

from runmat_builtins.errors import MException

_NAMED = re.compile(r"\(\?<([A-Za-z]\w*)>")

# escapes with a bracketed operand: \k<name> (a named backreference), \x{hex} and \o{octal}
# (a character): letter -> (opening bracket, closing bracket, Python text for the operand)
_BRACED = {
    "k": ("<", ">", lambda name: f"(?P={name})"),
    "x": ("{", "}", lambda digits: re.escape(chr(int(digits, 16)))),
    "o": ("{", "}", lambda digits: re.escape(chr(int(digits, 8)))),
}


def translate(pattern: str, lineanchors: bool = False) -> str:
    """Rewrite a MATLAB pattern into an equivalent Python pattern."""
    out: list[str] = []
    i, n = 0, len(pattern)
    in_class = False
    while i < n:
        c = pattern[i]
        if c == "\\" and i + 1 < n:
            d = pattern[i + 1]
            if d == "<" and not in_class:
                out.append(r"\b(?=\w)")
                i += 2
                continue
            if d == ">" and not in_class:
                out.append(r"\b(?<=\w)")
                i += 2
                continue
            braced = _BRACED.get(d)
            if braced is not None and i + 2 < n and pattern[i + 2] == braced[0]:
                j = pattern.find(braced[1], i + 3)
                if j > 0:
                    out.append(braced[2](pattern[i + 3:j]))
                    i = j + 1
                    continue
            out.append(pattern[i:i + 2])
            i += 2
            continue
        if in_class:
            if c == "]":
                in_class = False
            out.append(c)
            i += 1
            continue
        if c == "[":
            in_class = True
            out.append(c)
            i += 1
            if i < n and pattern[i] == "^":
                out.append("^")
                i += 1
            if i < n and pattern[i] == "]":  # a leading ']' is literal
                out.append(r"\]")
                i += 1
            continue
        if c == "(" and pattern.startswith("(?<", i) and i + 3 < n and pattern[i + 3] not in "=!":
            m = _NAMED.match(pattern, i)
            if m:
                out.append(f"(?P<{m.group(1)}>")
                i = m.end()
                continue
        if c == "$" and not lineanchors:
            out.append(r"\Z")
            i += 1
            continue
        out.append(c)
        i += 1
    return "".join(out)


@functools.lru_cache(maxsize=512)
def compile_pattern(pattern: str, flags: int = 0) -> Any:
    """Translate and compile (cached); a bad pattern is a MATLAB error.

    The ``regex`` package compiles it (its flags are ``re``'s): unlike ``re`` it takes
    variable-width lookbehind (``(?<=o+)x``), which MATLAB patterns use."""
    try:
        return regex.compile(translate(pattern, bool(flags & re.M)), flags)
    except (regex.error, re.error, ValueError, OverflowError) as exc:
        raise MException("MATLAB:regexp:InvalidPattern",
                         f"Invalid regular expression '{pattern}': {exc}.") from None


_REP_TOKEN = re.compile(r"\$(\d+|<([A-Za-z]\w*)>|\{[^}]*\})|\\(.)", re.S)
_REP_ESC = {"n": "\n", "t": "\t", "r": "\r", "f": "\f", "v": "\v", "a": "\a", "b": "\b",
            "0": "\0", "\\": "\\", "$": "$"}


@functools.lru_cache(maxsize=512)
def parse_replacement(rep: str) -> tuple[Any, ...]:
    """Split a regexprep replacement into literal strings and group references (int or name)."""
    parts: list[Any] = []
    pos = 0
    for m in _REP_TOKEN.finditer(rep):
        if m.start() > pos:
            parts.append(rep[pos:m.start()])
        if m.group(3) is not None:
            parts.append(_REP_ESC.get(m.group(3), m.group(3)))
        elif m.group(2) is not None:
            parts.append(("name", m.group(2)))
        elif m.group(1).startswith("{"):
            parts.append(("dyn", m.group(1)[1:-1]))
        else:
            parts.append(("group", int(m.group(1))))
        pos = m.end()
    if pos < len(rep):
        parts.append(rep[pos:])
    return tuple(parts)


_DYN_TOKEN = re.compile(r"\$(\d+)")


def _quote(t: str) -> str:
    return "'" + t.replace("'", "''") + "'"


def expand(parts: tuple[Any, ...], m: re.Match[str], evaluate: Any = None) -> str:
    """The replacement text for one match. ``evaluate(code)`` runs a dynamic expression
    ``${code}`` (MATLAB: $0..$N in it stand for the match and its tokens, as char vectors)."""
    out = []
    ngroups = m.re.groups
    for p in parts:
        if type(p) is str:
            out.append(p)
        elif p[0] == "dyn":
            if evaluate is None:
                raise MException("MATLAB:regexprep:DynamicExpression",
                                 "Dynamic expressions ${...} need a running MATLAB session.")
            code = _DYN_TOKEN.sub(
                lambda t: _quote((m.group(int(t.group(1))) or "") if int(t.group(1)) <= ngroups else ""),
                p[1])
            out.append(evaluate(code))
        elif p[0] == "group":
            if p[1] <= ngroups:
                out.append(m.group(p[1]) or "")
        else:
            try:
                out.append(m.group(p[1]) or "")
            except IndexError:
                pass
    return "".join(out)
