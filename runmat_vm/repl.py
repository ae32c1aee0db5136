"""``runmat`` with no command: an interactive prompt over one Session.

The loop (:func:`repl_loop`) takes a session and a *reader*, a callable
``prompt -> line`` that raises ``EOFError`` at the end of input and
``KeyboardInterrupt`` when the user presses Ctrl-C at the prompt.  The same
loop serves a terminal (prompt_toolkit, with history) and piped stdin (plain
lines, no prompts), so a block typed over several lines is gathered the same
way in both: the text is parsed, and while the parser says a block or a
bracket is never closed (or the line ends with ``...``) another line is read
with the continuation prompt.  Any other syntax error is reported at once.

Ctrl-C while a statement runs stops it (the interpreter unwinds its frames
through ``finally`` blocks) and the workspace keeps whatever the statement had
assigned before it was stopped: MATLAB prints ``Operation terminated by user.``
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from typing import Any

PROMPT = ">> "
CONTINUATION = "   "
INTERRUPTED = "Operation terminated by user.\n"
_EXIT_WORDS = ("exit", "quit")

Reader = Callable[[str], str]


def needs_more(text: str) -> bool:
    """True when ``text`` is an incomplete block: more lines could make it valid MATLAB.

    A ``function`` typed at the prompt has an optional ``end``, so it is gathered until an
    empty line."""
    from runmat_vm.frontend import MatlabSyntaxError, parse

    stripped = text.rstrip()
    if stripped.endswith("..."):
        return True
    first = text.lstrip().split(None, 1)[0] if text.strip() else ""
    if first == "function" and not text.endswith("\n\n"):
        return True
    try:
        parse(text, "<input>")
    except MatlabSyntaxError as exc:
        msg = exc.message
        return "never closed" in msg and not msg.startswith("'('")
    return False


def read_block(read: Reader, prompts: tuple[str, str] = (PROMPT, CONTINUATION)) -> str | None:
    """One complete input (possibly several lines); None at the end of input.

    ``KeyboardInterrupt`` from the reader propagates (the caller drops the partial block)."""
    try:
        line = read(prompts[0])
    except EOFError:
        return None
    text = line + "\n"
    while text.strip() and needs_more(text):
        try:
            line = read(prompts[1])
        except EOFError:
            return text  # run what there is: the parser reports what is missing
        text += line + "\n"
    return text


def repl_loop(session: Any, read: Reader, *, prompts: tuple[str, str] = (PROMPT, CONTINUATION)) -> int:
    """Read, run and report until end of input or ``exit``; returns the exit status (0)."""
    from runmat_builtins.errors import MException
    from runmat_vm.report import error_text

    ctx = session.ctx
    while True:
        try:
            text = read_block(read, prompts)
        except KeyboardInterrupt:  # Ctrl-C at the prompt: drop the line
            continue
        if text is None:
            break
        word = text.strip().rstrip(";").strip()
        if word in _EXIT_WORDS:
            break
        if not word:
            continue
        try:
            session.run(text, filename="<input>")
        except MException as exc:
            ctx.stdout.flush()
            ctx.stderr.write(error_text(exc, interactive=True))
        except KeyboardInterrupt:
            ctx.stdout.flush()
            ctx.stderr.write(INTERRUPTED)
        ctx.stdout.flush()
    return 0


# ---------------------------------------------------------------------- readers
def history_path() -> str | None:
    """``~/.runmat_history``; ``RUNMAT_HISTORY=0`` turns history off, another value is a path."""
    value = os.environ.get("RUNMAT_HISTORY")
    if value == "0":
        return None
    return os.path.expanduser(value or "~/.runmat_history")


def prompt_reader(input: Any = None, output: Any = None, history: str | None | bool = True) -> Reader:
    """A prompt_toolkit reader (``input``/``output`` for tests: pipe input, DummyOutput)."""
    from prompt_toolkit import PromptSession
    from prompt_toolkit.history import FileHistory, InMemoryHistory

    path = history_path() if history is True else (history or None)
    hist: Any = InMemoryHistory()
    if path:
        try:
            hist = FileHistory(path)
        except OSError:
            pass
    ps: Any = PromptSession(history=hist, input=input, output=output)
    return lambda prompt: ps.prompt(prompt)


def stream_reader(stream: Any) -> Reader:
    """Lines from a file-like object without prompts (piped stdin)."""

    def read(prompt: str) -> str:
        line = stream.readline()
        if not line:
            raise EOFError
        return line.rstrip("\n").rstrip("\r")

    return read


def main() -> int:
    """``runmat``: prompt_toolkit on a terminal, plain lines when stdin is piped."""
    from runmat_vm import __version__
    from runmat_vm.session import Session

    session = Session()
    if sys.stdin.isatty() and sys.stdout.isatty():
        print(f"RunMat {__version__}: MATLAB-language runtime. Type 'exit' to quit.")
        try:
            read = prompt_reader()
        except Exception:  # no usable terminal for prompt_toolkit
            return repl_loop(session, stream_reader(sys.stdin), prompts=("", ""))
        return repl_loop(session, read)
    return repl_loop(session, stream_reader(sys.stdin), prompts=("", ""))
