"""What the REPL and the Jupyter kernel offer for Tab and Shift-Tab: one source for both.

:func:`complete` finds the word before the cursor and offers, in MATLAB's precedence order,
workspace variables, functions defined in the session, ``.m`` files on the path (the current
folder, the folders of running scripts, ``addpath`` folders), builtins and keywords; after
``name.`` (or ``name.field.``) it offers the fields of a struct or the properties of an
object held in the workspace, read without running any code.  :func:`help_text` is the
catalog's help (or a file's leading comments) for the name at the cursor: ``inspect``.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass, field
from typing import Any

# the word at the cursor: a name, possibly with a field path (s.a.b)
_WORD = re.compile(r"[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*\.?$|[A-Za-z_]?$")
_NAME_AT = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


@dataclass
class Completion:
    """Matches for the text between ``start`` and ``end`` (offsets into the code)."""

    start: int
    end: int
    matches: list[str] = field(default_factory=list)
    kinds: dict[str, str] = field(default_factory=dict)  # match -> variable/function/file/builtin/keyword/field


def complete(session: Any, code: str, cursor: int | None = None) -> Completion:
    """Completions of the word that ends at ``cursor`` (default: the end of ``code``)."""
    cursor = len(code) if cursor is None else cursor
    before = code[:cursor]
    if _in_string(before):
        return Completion(cursor, cursor)
    m = _WORD.search(before)
    word = m.group(0) if m else ""
    start = cursor - len(word)
    if "." in word:
        head, _, prefix = word.rpartition(".")
        names = _member_names(session, head.split("."))
        found = sorted(n for n in names if n.startswith(prefix))
        return Completion(cursor - len(prefix), cursor, found, dict.fromkeys(found, "field"))
    kinds: dict[str, str] = {}
    for kind, names in _name_sources(session):
        for n in names:
            if n.startswith(word) and n not in kinds:
                kinds[n] = kind
    order = {"variable": 0, "function": 1, "file": 1, "builtin": 2, "keyword": 3}
    found = sorted(kinds, key=lambda n: (order[kinds[n]], n.lower(), n))
    return Completion(start, cursor, found, kinds)


def names_at(code: str, cursor: int | None = None) -> list[str]:
    """Names to document at the cursor, best first: the word under (or just before) it, then
    the function whose call's parentheses hold the cursor (``f`` in ``f(x, |``)."""
    cursor = len(code) if cursor is None else cursor
    out = [m.group(0) for m in _NAME_AT.finditer(code) if m.start() <= cursor <= m.end()][:1]
    depth = 0
    for i in range(min(cursor, len(code)) - 1, -1, -1):
        c = code[i]
        if c in ")]}":
            depth += 1
        elif c in "([{":
            if depth == 0:
                m = re.search(r"[A-Za-z_][A-Za-z0-9_]*$", code[:i]) if c == "(" else None
                if m and m.group(0) not in out:
                    out.append(m.group(0))
                break
            depth -= 1
    return out


def help_text(session: Any, name: str) -> str | None:
    """What ``help NAME`` prints for a builtin or a file on the path, or None when there is none."""
    from runmat_builtins.dispatch import call_builtin
    from runmat_builtins.errors import MException
    from runmat_builtins.values import to_str

    try:
        return to_str(call_builtin("help", name, nargout=1, ctx=session.ctx))
    except MException:
        return None


# ---------------------------------------------------------------------- sources
def _name_sources(session: Any) -> list[tuple[str, Any]]:
    from runmat_builtins import catalog
    from runmat_builtins.dispatch import call_builtin
    from runmat_builtins.values import to_str

    keywords = [to_str(k) for k in call_builtin("iskeyword", nargout=1).ravel()]
    return [("variable", session.ctx.var_names("base")),
            ("function", list(session.cmdline_functions)),
            ("file", _path_functions(session)),
            ("builtin", catalog().names()),
            ("keyword", keywords)]


def _path_functions(session: Any) -> list[str]:
    out: list[str] = []
    for d in [os.getcwd(), *session.run_dirs, *session.path]:
        try:
            entries = os.listdir(d)
        except OSError:
            continue
        out += [e[:-2] for e in entries if e.endswith(".m") and _NAME_AT.fullmatch(e[:-2])]
    return out


def _member_names(session: Any, path: list[str]) -> list[str]:
    """Fields of ``a.b.c`` held in the workspace (a struct's fields, an object's properties)."""
    from runmat_builtins.values import StructArray

    try:
        value = session.workspace.raw(path[0])
    except KeyError:
        return []
    for part in path[1:]:
        if isinstance(value, StructArray) and value.size >= 1 and part in value.fields:
            value = value.get(part)
        else:
            return []
    if isinstance(value, StructArray):
        return list(value.fields)
    names = getattr(value, "matlab_fieldnames", None)
    if names is not None:
        try:
            return list(names())
        except Exception:  # noqa: BLE001 - a deleted handle has no properties to offer
            return []
    return []


def _in_string(before: str) -> bool:
    """Whether the cursor is inside a quoted char or string literal on its line."""
    line = before.rsplit("\n", 1)[-1]
    quote = None
    prev = ""
    for c in line:
        if quote:
            if c == quote:
                quote = None
        elif c == '"' or (c == "'" and not (prev.isalnum() or prev in "_)]}.'")):
            quote = c
        elif c == "%":
            return True  # a comment: nothing to complete
        prev = c
    return quote is not None
