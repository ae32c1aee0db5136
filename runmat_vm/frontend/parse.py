"""Entry points: MATLAB source -> Program / Expr.  The ONLY tree_sitter import.

``parse`` normalizes newlines, works around tree-sitter-matlab gaps
(parser.md §6: G2 trailing newline, G3 ``end ... comment``, G4 ``200...``),
refuses any tree with ERROR/MISSING nodes (via :mod:`.diagnose`), lowers the
CST (:mod:`.lower_cst`) and validates the AST (:mod:`.validate`).
"""

from __future__ import annotations

import re
import threading

from tree_sitter import Language, Parser

from . import ast as A
from .errors import MatlabSyntaxError, error_at
from .limits import check_depth, check_text, ensure_recursion_limit, too_deep
from .lower_cst import Lowerer
from .source import SourceText
from .validate import validate, validate_expr



def _grammar() -> object:
    """tree-sitter-matlab's compiled grammar. Its package ``__init__`` imports
    ``importlib.resources`` (and tempfile, shutil, lzma...) for query files we never read, so
    the extension is loaded on its own when it can be found; else the package is imported."""
    import importlib.machinery
    import importlib.util
    import os

    spec = importlib.util.find_spec("tree_sitter_matlab")
    for folder in (spec.submodule_search_locations or []) if spec is not None else []:
        for suffix in importlib.machinery.EXTENSION_SUFFIXES:
            path = os.path.join(folder, "_binding" + suffix)
            if os.path.isfile(path):
                loader = importlib.machinery.ExtensionFileLoader("tree_sitter_matlab._binding", path)
                binding = importlib.util.module_from_spec(
                    importlib.util.spec_from_file_location(loader.name, path, loader=loader))
                loader.exec_module(binding)
                return binding.language()
    import tree_sitter_matlab

    return tree_sitter_matlab.language()


LANGUAGE = Language(_grammar())
_local = threading.local()

# G3: `end ... comment` (and `end; ... c`) is an ERROR upstream (#108).  A
# continuation after a closing `end` joins nothing useful, so it becomes a
# comment of the same length (columns stay put).
_END_CONTINUATION = re.compile(r"^([ \t]*end[ \t]*[;,]?[ \t]*)\.\.\.", re.MULTILINE)


def _parser() -> Parser:
    p = getattr(_local, "parser", None)
    if p is None:
        p = _local.parser = Parser(LANGUAGE)
    return p


def _normalize(source: str) -> str:
    if "\r" in source:
        source = source.replace("\r\n", "\n").replace("\r", "\n")
    if "end" in source and "..." in source:
        source = _END_CONTINUATION.sub(r"\1%..", source)
    return source


def _number_dot_fixes(root, data: bytes):
    """Byte offsets where a number swallowed the first '.' of '...' (G4)."""
    fixes = []
    stack = [root]
    while stack:
        for c in stack.pop().children:
            if c.type == "number":
                e = c.end_byte
                if data[e - 1:e] == b"." and data[e:e + 2] == b"..":
                    fixes.append(e - 1)
            elif c.child_count:
                stack.append(c)
    return fixes


def _has_error_before_block(node) -> bool:
    for c in node.children:
        if c.type == "block":
            return False
        if c.is_error or c.is_missing or c.has_error:
            return True
    return False


def _case_value_fixes(root, data: bytes):
    """Byte offsets of the blank that ends a case value followed by a statement
    on the same line (``case 1 disp(1)``, valid MATLAB; an ERROR upstream).

    The value is the first element of the rest of the line read as a matrix
    row (whitespace separates it from the statement, as in ``[x + 1 f(2)]``).
    """
    fixes = []
    stack = [root]
    while stack:
        for c in stack.pop().children:
            if c.type == "case_clause" and _has_error_before_block(c):
                start = c.children[0].end_byte  # just after `case`
                stop = data.find(b"\n", start)
                row = _parser().parse(b"[" + data[start:stop] + b"\n]\n").root_node
                node = row
                while node is not None and node.type != "row":
                    node = node.named_children[0] if node.named_children else None
                elems = [e for e in (node.named_children if node else ()) if e.type != "comment"]
                if len(elems) >= 2:
                    off = start + elems[0].end_byte - 1
                    if data[off:off + 1] in (b" ", b"\t"):
                        fixes.append(off)
            if c.child_count and c.has_error:
                stack.append(c)
    return fixes


def _inline_block_openers(root, data: bytes):
    """Offsets of ``%{`` that tree-sitter took as a block comment although code
    precedes it on its line (``x = 1; %{``): MATLAB reads a line comment."""
    out = []
    stack = [root]
    while stack:
        for c in stack.pop().children:
            if c.type == "comment":
                s = c.start_byte
                if data[s:s + 2] == b"%{" and c.end_point[0] > c.start_point[0]:
                    line_start = data.rfind(b"\n", 0, s) + 1
                    if data[line_start:s].strip(b" \t"):
                        out.append(s)
            elif c.child_count:
                stack.append(c)
    return out


def _parse_tree(text: str):
    """Parse text (already normalized, with a trailing newline); apply the G4
    and ``case 1 stmt`` re-parses when needed.  Returns (tree, text actually
    parsed)."""
    data = text.encode("utf-8")
    tree = _parser().parse(data)
    if tree.root_node.has_error and b"..." in data:
        fixes = _number_dot_fixes(tree.root_node, data)
        if fixes:
            for off in sorted(fixes, reverse=True):
                data = data[:off] + b" " + data[off:]
            tree = _parser().parse(data)
            text = data.decode("utf-8")
    if b"%{" in data:
        opens = _inline_block_openers(tree.root_node, data)
        if opens:
            fixed = bytearray(data)
            for off in opens:
                fixed[off + 1:off + 2] = b"%"  # `%{` -> `%%`: a line comment, same length
            data = bytes(fixed)
            tree = _parser().parse(data)
            text = data.decode("utf-8")
    if tree.root_node.has_error and b"case" in data:
        fixes = _case_value_fixes(tree.root_node, data)
        if fixes:
            fixed = bytearray(data)
            for off in fixes:
                fixed[off:off + 1] = b","  # same length: columns stay put
            fixed_tree = _parser().parse(bytes(fixed))
            if not fixed_tree.root_node.has_error:
                tree, text = fixed_tree, fixed.decode("utf-8")
    return tree, text


def _diagnose(root, src):
    """The syntax error of a tree with ERROR/MISSING nodes (:mod:`.diagnose` loads only then)."""
    from .diagnose import diagnose

    return diagnose(root, src)


def parse(source: str, filename: str = "<input>") -> A.Program:
    """Parse a MATLAB file or snippet into a :class:`Program`.

    Raises :class:`MatlabSyntaxError` (identifier ``MATLAB:parse``) on any
    syntax error, with a 1-based line and character column.
    """
    check_text(source, filename)
    ensure_recursion_limit()
    text = _normalize(source)
    tree, parsed_text = _parse_tree(text + "\n")
    src = SourceText(parsed_text, filename)
    check_depth(tree.root_node, src, len(parsed_text))
    try:
        if tree.root_node.has_error:
            raise _diagnose(tree.root_node, src)
        program = Lowerer(src).program(tree.root_node)
        validate(program, src)
    except RecursionError:
        raise too_deep(filename) from None
    return program


def parse_expression(text: str, filename: str = "<input>"):
    """Parse one expression (e.g. a command re-read as ``a -1``) into an Expr.

    Raises :class:`MatlabSyntaxError` if ``text`` is not exactly one
    expression.
    """
    check_text(text, filename)
    ensure_recursion_limit()
    norm = _normalize(text).strip()
    # Parse as the right-hand side of an assignment so words are not commands.
    prefix = "__rm_expr__ = "
    tree, parsed = _parse_tree(prefix + norm + "\n")
    src = SourceText(parsed, filename)
    root = tree.root_node
    check_depth(root, src, len(parsed))
    if root.has_error:
        err = _diagnose(root, src)
        col = err.col - len(prefix) if err.line == 1 else err.col
        raise MatlabSyntaxError(err.reason, filename, err.line, max(col, 1),
                                norm.split("\n")[err.line - 1] if norm else "")
    stmts = [c for c in root.named_children if c.type not in ("comment", "line_continuation")]
    if len(stmts) != 1 or stmts[0].type != "assignment":
        raise error_at(SourceText(norm, filename), "expected a single expression", 1, 1)
    lowerer = Lowerer(src)
    expr = lowerer.expr(stmts[0].child_by_field_name("right"))
    validate_expr(expr, src)
    return _shift(expr, len(prefix))


def command_expression(cmd: A.Command, filename: str = "<input>", source_line: str = ""):
    """Re-read a command (``a -1`` where ``a`` turned out to be a variable) as
    an expression, with spans and syntax errors at the command's place in
    its file (``source_line``: the file's line where the command starts)."""
    line, col = cmd.span.line, cmd.span.col
    try:
        expr = parse_expression(cmd.text, filename)
    except MatlabSyntaxError as e:
        if e.line == 1:
            raise MatlabSyntaxError(e.reason, filename, line, col + e.col - 1,
                                    source_line or e.source_line, e.identifier) from None
        raise MatlabSyntaxError(e.reason, filename, line + e.line - 1, e.col,
                                e.source_line, e.identifier) from None
    return relocate(expr, line, col)


def _shift(node, cols: int):
    """Move spans on line 1 left by ``cols`` (undo the parse prefix)."""

    def fix(sp: A.Span) -> A.Span:
        return A.Span(sp.line, sp.col - cols if sp.line == 1 else sp.col,
                      sp.end_line, sp.end_col - cols if sp.end_line == 1 else sp.end_col)

    def walk(v):
        if isinstance(v, tuple):
            return tuple(walk(x) for x in v)
        if isinstance(v, A.Node) and not isinstance(v, A.Span):
            changes = {f: walk(getattr(v, f)) for f in v._fields if f != "span"}
            return type(v)(**changes, span=fix(v.span))
        return v

    return walk(node)


def relocate(node, line: int, col: int):
    """Move spans of an expression parsed on its own (starting at 1:1) to
    start at ``line``:``col`` of the enclosing file."""

    def fix(sp: A.Span) -> A.Span:
        return A.Span(sp.line + line - 1, sp.col + col - 1 if sp.line == 1 else sp.col,
                      sp.end_line + line - 1,
                      sp.end_col + col - 1 if sp.end_line == 1 else sp.end_col)

    def walk(v):
        if isinstance(v, tuple):
            return tuple(walk(x) for x in v)
        if isinstance(v, A.Node) and not isinstance(v, A.Span):
            changes = {f: walk(getattr(v, f)) for f in v._fields if f != "span"}
            return type(v)(**changes, span=fix(v.span))
        return v

    return walk(node)
