"""How an uncaught MATLAB error is shown to the user (CLI, REPL).

MATLAB's layout: ``Error using NAME`` and the message when the error came from
a builtin (or from ``error`` inside function NAME), ``Error: MESSAGE``
otherwise, then one ``Error in WHERE (line N)`` per stack frame, innermost
first.  WHERE is the file's name, or ``FILE>FUNCTION`` for a local function.
Code typed at the prompt or given to ``runmat eval`` has no file, so its
frames are not listed.  Syntax errors keep the parser's
``FILE:LINE:COL: message`` with the source line and a caret.
"""

from __future__ import annotations

import os

from runmat_builtins.errors import MException

_NO_FILE = ("", "<input>", "<eval>")


def error_text(err: MException, interactive: bool = False) -> str:
    """The text for an uncaught error; ``interactive`` (the REPL) drops the ``Error: `` prefix
    like MATLAB's command window does for errors raised at the prompt."""
    syntax = getattr(err, "syntax_error", None)
    if syntax is not None:
        return syntax.format() + "\n"
    if err.builtin:
        head = f"Error using {err.builtin}\n{err.message}\n"
    elif interactive:
        head = f"{err.message}\n"
    else:
        head = f"Error: {err.message}\n"
    return head + "".join(f"Error in {where} (line {line})\n" for where, line in stack_lines(err))


def stack_lines(err: MException) -> list[tuple[str, int]]:
    """(WHERE, line) for each frame of ``err.stack`` that belongs to a file."""
    out = []
    for f in err.stack:
        if f.file in _NO_FILE or f.file.startswith("<"):
            continue
        stem = os.path.splitext(os.path.basename(f.file))[0]
        name = f.name or stem
        where = name if name == stem else f"{stem}>{name}"
        out.append((where, f.line))
    return out
