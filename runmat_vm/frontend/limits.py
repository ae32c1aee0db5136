"""What the front end refuses before it recurses: too-deep nesting, text that is not Unicode.

Every later pass (lowering, validation, name resolution, the compiler) recurses over the tree,
so a bounded depth here is what keeps a 10,000-deep ``((((...))))`` or a 100,000-term
``1+1+...`` a syntax error rather than a ``RecursionError``.
"""

from __future__ import annotations

import re
import sys

from .errors import MatlabSyntaxError, error_at
from .source import SourceText

# tree-sitter levels (about two per nested block or call, one per bracket or operator);
# every pass of the VM handles this depth within PYTHON_RECURSION_LIMIT
MAX_NESTING = 5000
PYTHON_RECURSION_LIMIT = 20000
NESTING_MSG = f"nesting is too deep: more than {MAX_NESTING} levels of brackets, operators or blocks"

_SURROGATE = re.compile("[\ud800-\udfff]")


def ensure_recursion_limit() -> None:
    """Python's recursion limit high enough for MAX_NESTING (the VM's passes recurse)."""
    if sys.getrecursionlimit() < PYTHON_RECURSION_LIMIT:
        sys.setrecursionlimit(PYTHON_RECURSION_LIMIT)


def check_text(text: str, filename: str) -> None:
    """A lone surrogate (not a character; cannot be encoded) is a syntax error at its place."""
    m = _SURROGATE.search(text)
    if m is None:
        return
    src = SourceText(text.encode("utf-8", "replace").decode("utf-8"), filename)
    line = text.count("\n", 0, m.start()) + 1
    col = m.start() - (text.rfind("\n", 0, m.start()) + 1) + 1
    raise error_at(src, f"invalid character U+{ord(m.group()):04X} (a lone surrogate, not Unicode text)",
                   line, col, "MATLAB:parse")


def check_depth(root, src: SourceText, nbytes: int) -> None:
    """Raise a syntax error at the first node nested deeper than MAX_NESTING."""
    if nbytes <= MAX_NESTING:  # each level of the tree consumes at least one byte of source
        return
    cur = root.walk()
    depth = 0
    while True:
        if cur.goto_first_child():
            depth += 1
            if depth > MAX_NESTING:
                line, col = src.point(cur.node.start_point)
                raise error_at(src, NESTING_MSG, line, col, "MATLAB:parse")
            continue
        while not cur.goto_next_sibling():
            if not cur.goto_parent():
                return
            depth -= 1


def too_deep(filename: str) -> MatlabSyntaxError:
    """The nesting error where a later pass still ran out of Python stack (no position known)."""
    return MatlabSyntaxError(NESTING_MSG, filename, 1, 1, "", "MATLAB:parse")


def decode_source(data: bytes) -> str:
    """Text of a source file: a BOM names UTF-8/UTF-16/UTF-32; else UTF-8, and if the bytes are
    not UTF-8, the legacy 8-bit encoding (Windows-1252, then Latin-1), as MATLAB reads them."""
    for bom, enc in ((b"\xef\xbb\xbf", "utf-8"), (b"\xff\xfe\x00\x00", "utf-32-le"),
                     (b"\x00\x00\xfe\xff", "utf-32-be"), (b"\xff\xfe", "utf-16-le"), (b"\xfe\xff", "utf-16-be")):
        if data.startswith(bom):
            return data[len(bom):].decode(enc, errors="replace")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        pass
    try:
        return data.decode("cp1252")
    except UnicodeDecodeError:
        return data.decode("latin-1")
