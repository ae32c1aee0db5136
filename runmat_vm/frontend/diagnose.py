"""Turn a tree-sitter tree with ERROR/MISSING nodes into one MatlabSyntaxError.

tree-sitter always returns a recovered tree; we refuse any tree with an error
and report the earliest, outermost problem (parser.md §7):
MISSING -> "expected X"; ERROR at a quote -> unterminated literal; an
unmatched ``( [ {`` -> "never closed"; an unclosed block keyword -> "missing
'end'"; otherwise "unexpected '<token>'".  Nodes are used duck-typed.
"""

from __future__ import annotations

from typing import List

from .errors import MatlabSyntaxError, error_at
from .source import SourceText

__all__ = ["MatlabSyntaxError", "diagnose"]

_OPEN = {"(": ")", "[": "]", "{": "}"}
_CLOSE = {")": "(", "]": "[", "}": "{"}
_BLOCK_KEYWORDS = frozenset(("if", "for", "parfor", "while", "switch", "try",
                             "function", "spmd", "classdef", "properties", "methods",
                             "events", "enumeration", "arguments"))
_EXPRESSION_KINDS = frozenset(("identifier", "number", "arguments", "_expression",
                               "string", "matrix", "cell", "parenthesis"))
_OCTAVE_HINTS = {
    "#": "'#' comments are Octave syntax; use '%'",
    "!": "'!' is Octave syntax; use '~'",
    "!=": "'!=' is Octave syntax; use '~='",
    "+=": "'+=' is Octave syntax; write 'x = x + ...'",
    "-=": "'-=' is Octave syntax; write 'x = x - ...'",
    "++": "'++' is Octave syntax",
    "--": "'--' is Octave syntax",
}


def _problem(root):
    """Earliest, outermost ERROR or MISSING node (None if none)."""
    if root.is_error or root.is_missing:
        return root
    best = None
    stack = [root]
    while stack:
        n = stack.pop()
        for c in n.children:
            if c.is_error or c.is_missing:
                if best is None or c.start_byte < best.start_byte:
                    best = c
            elif c.has_error:
                stack.append(c)
    return best


def _leaves(node) -> List:
    out = []
    stack = [node]
    while stack:
        n = stack.pop()
        if n.child_count == 0:
            out.append(n)
        else:
            stack.extend(reversed(n.children))
    return out


def _leaf_text(leaf) -> str:
    return leaf.text.decode("utf-8", errors="replace")


def diagnose(root, src: SourceText) -> MatlabSyntaxError:
    """The MatlabSyntaxError for a tree whose root ``has_error``."""
    node = _problem(root)
    if node is None:  # has_error but nothing found: report the start
        return error_at(src, "invalid syntax", 1, 1)

    def at(n, message):
        line, col = src.point(n.start_point)
        return error_at(src, message, line, col)

    if node.is_missing:
        kind = node.type
        if kind in _EXPRESSION_KINDS or (node.is_named and kind not in ("end",)):
            return at(node, "expected an expression")
        if kind == "end":
            return _unclosed_block(root, node, src) or at(node, "expected 'end'")
        return at(node, f"expected '{kind}'")
    return _error_node(node, root, src, at)


def _unclosed_block(root, near, src):
    """An unclosed block keyword before ``near`` -> "missing 'end'"."""
    stack = []
    for leaf in _leaves(root):
        if leaf.start_byte >= near.end_byte:
            break
        t = leaf.type
        if t in _BLOCK_KEYWORDS and not leaf.is_named:
            stack.append(leaf)
        elif t == "end" and not leaf.is_missing and leaf.parent is not None \
                and leaf.parent.type != "end_keyword":
            if stack:
                stack.pop()
    if stack:
        kw = stack[-1]
        line, col = src.point(kw.start_point)
        return error_at(src, f"'{kw.type}' is never closed (missing 'end')", line, col)
    return None


_BINARY_TOKENS = frozenset(("+", "-", "*", "/", "\\", "^", ".*", "./", ".\\", ".^",
                            "==", "~=", "<", "<=", ">", ">=", "&", "|", "&&", "||",
                            ":", "="))


def _next_leaf(node):
    """The first leaf after ``node`` in the tree (None at the end)."""
    n = node
    while n is not None and n.next_sibling is None:
        n = n.parent
    if n is None:
        return None
    n = n.next_sibling
    while n.child_count:
        n = n.children[0]
    return n


def _stray_closer(root, error):
    """The first closing bracket up to the end of ``error`` that closes
    nothing (a leaf inside ``error``), or None."""
    depth = []
    for leaf in _leaves(root):
        if leaf.start_byte >= error.end_byte:
            break
        t = leaf.type
        if leaf.is_missing or leaf.child_count:
            continue
        if t in _OPEN:
            depth.append(t)
        elif t in _CLOSE:
            if depth and depth[-1] == _CLOSE[t]:
                depth.pop()
            elif not depth and leaf.start_byte >= error.start_byte:
                return leaf
            else:
                return None  # mismatched nesting: leave it to the other rules
    return None


def _error_node(node, root, src, at):
    leaves = [lf for lf in _leaves(node) if lf.type not in ("comment", "line_continuation")
              and _leaf_text(lf) not in ("\n", "\r\n")]
    if not leaves:
        return at(node, "invalid syntax")
    first = leaves[0]
    ftext = _leaf_text(first)

    for i, lf in enumerate(leaves):
        t = _leaf_text(lf)
        if t in _OCTAVE_HINTS or t.startswith("#"):
            return at(lf, _OCTAVE_HINTS.get(t, _OCTAVE_HINTS["#"]))
        # Unterminated literal: an opening quote with no partner on its line.
        if t[:1] in ("'", '"') and (t.count(t[0]) % 2 == 1 or lf.type in ("'", '"')):
            nxt = leaves[i + 1] if i + 1 < len(leaves) else None
            line, col = src.point(lf.start_point)
            rest = src.line_text(line)[col:]
            opening = (lf.is_error or nxt is None or nxt.type == "string_content"
                       or nxt.start_point[0] != lf.start_point[0]) or len(t) > 1
            if opening and t[0] not in rest:
                return at(lf, "unterminated character/string literal")

    # A closing bracket with no opener (`disp(1))`): blame it, wherever the
    # ERROR starts.  Matched over the whole input so far, not just the ERROR.
    stray = _stray_closer(root, node)
    if stray is not None:
        return at(stray, f"unexpected '{stray.type}'")

    # Unmatched bracket inside the ERROR.
    brackets: List = []
    for lf in leaves:
        t = lf.type
        if t in _OPEN and not lf.is_missing:
            brackets.append(lf)
        elif t in _CLOSE and brackets and brackets[-1].type == _CLOSE[t]:
            brackets.pop()
    if brackets:
        op = brackets[-1]
        return at(op, f"'{op.type}' is never closed (expected '{_OPEN[op.type]}')")

    # Unclosed block: the ERROR reaches the end of the input.
    if node.end_byte >= root.end_byte - 1 or (
            first.type in _BLOCK_KEYWORDS and not first.is_named):
        blk = _unclosed_block(root, node, src)
        if blk is not None:
            return blk

    for lf in leaves:
        if lf.type == "end":
            return at(lf, "unexpected 'end'")

    # Tokens skipped inside an otherwise valid statement: blame what follows.
    parent = node.parent
    if parent is not None and not parent.is_error and parent.type != "source_file" \
            and parent.type != "block":
        nxt = _next_leaf(node)
        if nxt is not None and nxt.start_point[0] == node.end_point[0] \
                and _leaf_text(nxt).strip():
            return at(nxt, f"unexpected '{_leaf_text(nxt)}'")

    # A dangling binary operator, '.' or '@'.
    last = leaves[-1]
    if last.type in _BINARY_TOKENS or _leaf_text(last) in (".", "@"):
        nxt = _next_leaf(last)
        if nxt is None or nxt.start_point[0] != last.end_point[0] \
                or not _leaf_text(nxt).strip() or last.type in _BINARY_TOKENS:
            what = "a field name" if _leaf_text(last) == "." else "an expression"
            line, col = src.point(last.end_point)
            return error_at(src, f"expected {what}", line, col)

    shown = ftext if ftext.strip() else first.type
    return at(first, f"unexpected '{shown}'")
