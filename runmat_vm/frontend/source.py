"""SourceText: the text being parsed, and byte-point -> character-Span mapping.

tree-sitter reports (row, byte column); the AST wants 1-based character
columns.  ASCII lines (the common case) map directly.
"""

from __future__ import annotations

from typing import List, Tuple

from .ast import Span


class SourceText:
    """Source text split into lines, with byte->char column conversion."""

    __slots__ = ("text", "filename", "lines", "_blines", "_ascii")

    def __init__(self, text: str, filename: str = "<input>"):
        self.text = text
        self.filename = filename
        self.lines: List[str] = text.split("\n")
        self._blines: List[bytes] = [b""] * len(self.lines)
        self._ascii: List[bool] = [ln.isascii() for ln in self.lines]

    def line_text(self, line: int) -> str:
        """The 1-based ``line`` without its newline ('' past the end)."""
        if 1 <= line <= len(self.lines):
            return self.lines[line - 1].rstrip("\r")
        return ""

    def char_col(self, row: int, bcol: int) -> int:
        """0-based char column of 0-based (row, byte col)."""
        if row >= len(self.lines) or self._ascii[row]:
            return bcol
        b = self._blines[row]
        if not b:
            b = self._blines[row] = self.lines[row].encode("utf-8")
        return len(b[:bcol].decode("utf-8", errors="replace"))

    def point(self, p: Tuple[int, int]) -> Tuple[int, int]:
        """1-based (line, char col) of a tree-sitter point."""
        return p[0] + 1, self.char_col(p[0], p[1]) + 1

    def span(self, node) -> Span:
        """Span of a tree-sitter node."""
        sr, sc = node.start_point
        er, ec = node.end_point
        if sr < len(self.lines) and not self._ascii[sr]:
            sc = self.char_col(sr, sc)
        if er < len(self.lines) and not self._ascii[er]:
            ec = self.char_col(er, ec)
        return Span(sr + 1, sc + 1, er + 1, ec + 1)
