"""An MException as text, MATLAB's way: the frames of its stack ('Error in WHERE (line N)'
with the line of code) and its causes ('Caused by:'). getReport and the VM's display of an
uncaught error (runmat_vm/report.py) both read these.

WHERE is the file's name, or ``FILE>FUNCTION`` for a local function; frames of code without a
file (typed at the prompt, given to eval) are not listed.
"""

from __future__ import annotations

import os

from runmat_builtins.errors import MException

_NO_FILE = ("", "<input>", "<eval>")


def stack_lines(err: MException) -> list[tuple[str, int, str]]:
    """(WHERE, line, path) for each frame of ``err.stack`` that belongs to a file."""
    out = []
    for f in err.stack:
        if f.file in _NO_FILE or f.file.startswith("<"):
            continue
        stem = os.path.splitext(os.path.basename(f.file))[0]
        name = f.name or stem
        where = name if name == stem else f"{stem}>{name}"
        out.append((where, f.line, f.file))
    return out


def source_line(path: str, line: int) -> str:
    """Line ``line`` of the file without its indentation; '' when unreadable."""
    import linecache

    return linecache.getline(path, line).strip()


def causes_text(err: MException) -> str:
    """'Caused by:' and each cause's message (with its own causes) indented four spaces, as
    MATLAB lists them; '' without causes."""
    if not err.cause:
        return ""
    lines: list[str] = []
    for c in err.cause:
        sub = c.message + causes_text(c)
        lines.extend("    " + ln if ln else ln for ln in sub.split("\n"))
    return "\n\nCaused by:\n" + "\n".join(lines)


def report_text(err: MException, extended: bool = True) -> str:
    """getReport's text: 'Error using NAME' (when known) and the message; ``extended`` adds
    each calling frame ('Error in WHERE (line N)' and its line of code); then the causes."""
    parts = [f"Error using {err.builtin}\n{err.message}" if err.builtin else err.message]
    if extended:
        frames = stack_lines(err)
        if frames and err.builtin and frames[0][0].rsplit(">", 1)[-1] == err.builtin:
            frames = frames[1:]  # the function the header already names
        for where, line, path in frames:
            code = source_line(path, line)
            parts.append(f"\n\nError in {where} (line {line})" + (f"\n    {code}" if code else ""))
    parts.append(causes_text(err))
    return "".join(parts)
