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

On a terminal the prompt completes names with Tab (:mod:`runmat_vm.completion`, the
same source as the Jupyter kernel's), Up/Down search the history for entries that
start with what is typed, ``clc`` clears the screen and ``more on`` pages long output.
Every input is recorded for ``history``.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from typing import Any

from runmat_builtins.errors import INTERRUPTED_MSG, MException, MatlabExit
from runmat_vm import __version__, interrupts

PROMPT = ">> "
CONTINUATION = "   "
INTERRUPTED = INTERRUPTED_MSG + "\n"
_EXIT_WORDS = ("exit", "quit")

Reader = Callable[[str], str]


def needs_more(text: str) -> bool:
    """True when ``text`` is an incomplete block: more lines could make it valid MATLAB."""
    return input_status(text) == "incomplete"


def input_status(text: str) -> str:
    """'complete', 'incomplete' (a block or bracket left open, a trailing ``...``) or 'invalid'.

    A ``function`` typed at the prompt ends at its own ``end``: it is incomplete while
    one more ``end`` would still close it, or until an empty line for a function without one."""
    from runmat_vm.frontend import MatlabSyntaxError, parse

    stripped = text.rstrip()
    if stripped.endswith("..."):
        return "incomplete"
    try:
        parse(text, "<input>")
    except MatlabSyntaxError as exc:
        msg = exc.reason
        return "incomplete" if "never closed" in msg and not msg.startswith("'('") else "invalid"
    first = stripped.lstrip().split(None, 1)[0] if stripped else ""
    if first == "function" and not text.endswith("\n\n"):
        try:
            parse(text + "\nend\n", "<input>")
        except MatlabSyntaxError:
            return "complete"  # the function's own end was typed
        return "incomplete"
    return "complete"


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
    """Read, run and report until end of input or ``exit``; returns the exit status (0, or the
    code of ``exit(code)``/``quit(code)``)."""
    from runmat_vm.report import error_text

    ctx = session.ctx
    ctx.debugger.reader = read  # K>> reads debug commands as the prompt reads code
    figures = FigureWindows()
    while True:
        try:
            text = read_block(read, prompts)
        except KeyboardInterrupt:  # Ctrl-C at the prompt: drop the line
            interrupts.taken()
            continue
        if text is None:
            break
        word = text.strip().rstrip(";").strip()
        if word in _EXIT_WORDS:
            break
        if not word:
            continue
        ctx.history.append(text.rstrip("\n"))
        pager = ctx.stdout if isinstance(ctx.stdout, Pager) else None
        if pager is not None:
            pager.start(ctx)
        try:
            session.run(text, filename="<input>")
        except MatlabExit as done:
            ctx.stdout.flush()
            return done.code
        except MException as exc:
            ctx.stdout.flush()
            ctx.stderr.write(error_text(exc, interactive=True))
        except KeyboardInterrupt:
            interrupts.taken()
            ctx.stdout.flush()
            ctx.stderr.write(INTERRUPTED)
        ctx.stdout.flush()
        figures.after(ctx)
    return 0


FIGURES_NOTICE = ("Figures are not shown here: there is no display. Save them with saveas(gcf, 'plot.png') "
                  "or exportgraphics; RUNMAT_SHOW=1 opens windows where a display exists; the Jupyter "
                  "kernel shows them inline.\n")


def has_display() -> bool:
    """Whether windows can open (macOS, Windows, or an X11/Wayland display)."""
    return sys.platform in ("darwin", "win32") or bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))


class FigureWindows:
    """After each input: figures drawn or changed open in windows when a display exists;
    otherwise the REPL says once where figures go."""

    def __init__(self) -> None:
        self._shown: dict[int, str] = {}
        self._told = False

    def after(self, ctx: Any) -> None:
        from runmat_builtins.lib.graphics.inline import changed_figures

        changed = changed_figures(ctx, self._shown)
        if not changed:
            return
        if has_display():
            from runmat_builtins.lib.graphics._render import show_window

            for _, fig in changed:
                try:
                    show_window(fig)
                except Exception as exc:  # noqa: BLE001 - no usable GUI backend: say so once
                    if not self._told:
                        self._told = True
                        ctx.stderr.write(f"Figures cannot be shown in a window ({exc}).\n" + FIGURES_NOTICE)
                    return
        elif not self._told:
            self._told = True
            ctx.stderr.write(FIGURES_NOTICE)


# ---------------------------------------------------------------------- readers
def history_path() -> str | None:
    """``~/.runmat_history``; ``RUNMAT_HISTORY=0`` turns history off, another value is a path."""
    value = os.environ.get("RUNMAT_HISTORY")
    if value == "0":
        return None
    return os.path.expanduser(value or "~/.runmat_history")


def prompt_reader(input: Any = None, output: Any = None, history: str | None | bool = True,
                  session: Any = None) -> Reader:
    """A prompt_toolkit reader (``input``/``output`` for tests: pipe input, DummyOutput).

    With a ``session``: Tab completes from it and ``clc`` clears this prompt's screen."""
    from prompt_toolkit import PromptSession
    from prompt_toolkit.history import FileHistory, InMemoryHistory

    path = history_path() if history is True else (history or None)
    hist: Any = InMemoryHistory()
    if path:
        try:
            hist = FileHistory(path)
        except OSError:
            pass
    # Up/Down: entries starting with the typed text (complete_while_typing would turn that off)
    ps: Any = PromptSession(history=hist, input=input, output=output, enable_history_search=True,
                            complete_while_typing=False,
                            completer=_completer(session) if session is not None else None)
    if session is not None:
        session.ctx.clear_screen_handler = lambda: _clear(ps.output)
    return lambda prompt: ps.prompt(prompt)


def _clear(output: Any) -> None:
    output.erase_screen()
    output.cursor_goto(0, 0)
    output.flush()


def _completer(session: Any) -> Any:
    """A prompt_toolkit Completer over :func:`runmat_vm.completion.complete` (imported here:
    only a terminal prompt needs prompt_toolkit)."""
    from prompt_toolkit.completion import Completer, Completion

    from runmat_vm.completion import complete

    class MatlabCompleter(Completer):
        def get_completions(self, document: Any, complete_event: Any) -> Any:
            c = complete(session, document.text, document.cursor_position)
            back = c.start - document.cursor_position
            for m in c.matches:
                yield Completion(m, start_position=back, display_meta=c.kinds.get(m, ""))

    return MatlabCompleter()


class Pager:
    """Standard output with ``more on``: after a screenful of one input's output, ``--More--``
    waits for Enter (the next screenful) or ``q`` (the rest of that output is not shown)."""

    def __init__(self, stream: Any, ask: Reader, rows: Any = None) -> None:
        self._stream = stream
        self._ask = ask
        self._rows = rows or (lambda: __import__("shutil").get_terminal_size().lines)
        self._on = False
        self._count = 0
        self._quiet = False

    def start(self, ctx: Any) -> None:
        """A new input: count lines from zero; paging follows the session's ``more`` state."""
        self._on = bool(ctx.state.get("more"))
        self._count = 0
        self._quiet = False

    def write(self, text: str) -> int:
        if not self._on:
            return self._stream.write(text)
        if self._quiet:
            return len(text)
        page = max(self._rows() - 1, 1)
        for line in text.splitlines(keepends=True):
            self._stream.write(line)
            if line.endswith("\n"):
                self._count += 1
                if self._count >= page:
                    self._stream.flush()
                    try:
                        answer = self._ask("--More--")
                    except EOFError:
                        answer = "q"
                    self._count = 0
                    if answer.strip().lower().startswith("q"):
                        self._quiet = True
                        return len(text)
        return len(text)

    def flush(self) -> None:
        self._stream.flush()

    def isatty(self) -> bool:
        return bool(getattr(self._stream, "isatty", lambda: False)())


def stream_reader(stream: Any) -> Reader:
    """Lines from a file-like object without prompts (piped stdin)."""

    def read(prompt: str) -> str:
        line = stream.readline()
        if not line:
            raise EOFError
        return line.rstrip("\n").rstrip("\r")

    return read


def _more_prompt(prompt: str) -> str:
    """The pager's question, asked outside the history."""
    from prompt_toolkit import PromptSession

    return PromptSession().prompt(prompt)


def _window_width() -> None:
    """MATLAB splits wide matrices at the window's width on a terminal (80 columns otherwise)."""
    import shutil

    from runmat_builtins.display.matlab.arrays import set_width

    set_width(shutil.get_terminal_size((80, 24)).columns)


def main(display: str | None = None) -> int:
    """``runmat``: prompt_toolkit on a terminal, plain lines when stdin is piped; ``display``
    is the display mode (None: ``$RUNMAT_DISPLAY``, else MATLAB's)."""
    from runmat_vm.session import Session

    if sys.stdin.isatty() and sys.stdout.isatty():
        print(f"RunMat {__version__}: MATLAB-language runtime. Type 'exit' to quit.")
        session = Session(stdout=Pager(sys.stdout, _more_prompt), display=display)
        _window_width()
        try:
            read = prompt_reader(session=session)
        except Exception:  # no usable terminal for prompt_toolkit
            return repl_loop(session, stream_reader(sys.stdin), prompts=("", ""))
        return repl_loop(session, read)
    return repl_loop(Session(display=display), stream_reader(sys.stdin), prompts=("", ""))
