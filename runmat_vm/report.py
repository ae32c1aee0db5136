"""How an uncaught MATLAB error is shown to the user (CLI, REPL)."""

from __future__ import annotations

from runmat_builtins.errors import MException


def error_text(err: MException) -> str:
    """``Error using NAME`` / ``Error: `` + message, then ``Error in FILE (line N)``."""
    syntax = getattr(err, "syntax_error", None)
    if syntax is not None:
        return syntax.format() + "\n"
    if err.builtin:
        head = f"Error using {err.builtin}\n{err.message}\n"
    else:
        head = f"Error: {err.message}\n"
    for f in err.stack[:1]:
        where = f.name or _stem(f.file)
        if where:
            head += f"Error in {where} (line {f.line})\n"
    return head


def _stem(path: str) -> str:
    import os

    return os.path.splitext(os.path.basename(path))[0] if path and not path.startswith("<") else ""
