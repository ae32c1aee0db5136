"""MatlabSyntaxError: the one exception the front end raises for bad source (an MException)."""

from __future__ import annotations

from typing import Optional

from runmat_builtins.errors import MException


class MatlabSyntaxError(MException):
    """A MATLAB syntax error with a position (1-based line, 1-based char col).

    An ``MException`` (identifier ``'MATLAB:parse'``) whose ``message`` is MATLAB-facing:
    ``FILE:LINE:COL: reason``, the source line and a caret under the column (see
    :meth:`format`). ``reason`` is the parser's text alone.
    """

    def __init__(self, reason: str, filename: str = "<input>", line: int = 1,
                 col: int = 1, source_line: str = "",
                 identifier: str = "MATLAB:parse"):
        self.reason = reason
        self.filename = filename
        self.line = line
        self.col = col
        self.source_line = source_line
        super().__init__(identifier, self.format())

    def format(self) -> str:
        """``FILE:LINE:COL: reason``, the offending line, and a caret."""
        text = self.source_line.expandtabs(1) if self.source_line else ""
        where = f"{self.filename}:" if self.filename else ""  # eval text has no file
        head = f"{where}{self.line}:{self.col}: {self.reason}"
        if not text:
            return head
        return f"{head}\n{text}\n{' ' * max(self.col - 1, 0)}^"


def error_at(source: "Optional[object]", message: str, line: int, col: int,
             identifier: str = "MATLAB:parse") -> MatlabSyntaxError:
    """Build an error at (line, col) of a :class:`SourceText`."""
    if source is None:
        return MatlabSyntaxError(message, "<input>", line, col, "", identifier)
    return MatlabSyntaxError(message, source.filename, line, col,
                             source.line_text(line), identifier)
