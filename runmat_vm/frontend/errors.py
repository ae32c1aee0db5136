"""MatlabSyntaxError: the one exception the front end raises for bad source."""

from __future__ import annotations

from typing import Optional


class MatlabSyntaxError(Exception):
    """A MATLAB syntax error with a position (1-based line, 1-based char col).

    ``identifier`` is ``'MATLAB:parse'`` so the VM can turn it into an
    MException; :meth:`format` renders ``FILE:LINE:COL: message``, the source
    line and a caret under the column.
    """

    def __init__(self, message: str, filename: str = "<input>", line: int = 1,
                 col: int = 1, source_line: str = "",
                 identifier: str = "MATLAB:parse"):
        super().__init__(message)
        self.identifier = identifier
        self.message = message
        self.filename = filename
        self.line = line
        self.col = col
        self.source_line = source_line

    def format(self) -> str:
        """``FILE:LINE:COL: message``, the offending line, and a caret."""
        text = self.source_line.expandtabs(1) if self.source_line else ""
        where = f"{self.filename}:" if self.filename else ""  # eval text has no file
        head = f"{where}{self.line}:{self.col}: {self.message}"
        if not text:
            return head
        return f"{head}\n{text}\n{' ' * max(self.col - 1, 0)}^"

    def __str__(self) -> str:
        return self.format()

    def __reduce__(self):
        return (MatlabSyntaxError, (self.message, self.filename, self.line,
                                    self.col, self.source_line, self.identifier))


def error_at(source: "Optional[object]", message: str, line: int, col: int,
             identifier: str = "MATLAB:parse") -> MatlabSyntaxError:
    """Build an error at (line, col) of a :class:`SourceText`."""
    if source is None:
        return MatlabSyntaxError(message, "<input>", line, col, "", identifier)
    return MatlabSyntaxError(message, source.filename, line, col,
                             source.line_text(line), identifier)
