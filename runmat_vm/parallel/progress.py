"""A progress bar for a long parfor (docs/parallel.md, Progress).

The client shows how many iterations have finished while it waits for a loop's chunks, once the
loop has run for ``SHOW_AFTER_S`` seconds (a short loop shows nothing): in a terminal a rich
progress bar on the session's output, removed when the loop ends; in a notebook the host's own
display (the kernel sets ``ctx.progress_handler``: one display updated in place). Nothing when
the output is not a terminal (a file, a pipe, a captured session), and never when
``RUNMAT_PARFOR_PROGRESS=0``.
"""

from __future__ import annotations

import os
import time
from typing import Any, Protocol

PROGRESS_ENV = "RUNMAT_PARFOR_PROGRESS"  # "0"/"off": no progress bar
SHOW_AFTER_S = 1.0  # a loop shorter than this shows nothing


class Sink(Protocol):
    """Where a loop's progress goes: ``update(done)`` as iterations finish, ``close()`` at its end."""

    def update(self, done: int) -> None: ...

    def close(self) -> None: ...


def enabled() -> bool:
    return os.environ.get(PROGRESS_ENV, "").strip().lower() not in ("0", "off", "false", "no")


def _is_terminal(stream: Any) -> bool:
    try:
        return bool(stream.isatty())
    except (AttributeError, ValueError):
        return False


class RichBar:
    """The terminal's bar: rich's Progress on the session's output stream, transient."""

    def __init__(self, stream: Any, total: int, label: str) -> None:
        from rich.console import Console
        from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

        self._progress = Progress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(),
                                  TimeElapsedColumn(), console=Console(file=stream), transient=True)
        self._task = self._progress.add_task(label, total=total)
        self._progress.start()

    def update(self, done: int) -> None:
        self._progress.update(self._task, completed=done)

    def close(self) -> None:
        self._progress.stop()


def can_show(ctx: Any) -> bool:
    """Whether a loop of this session could show progress at all (a host's handler, or a
    terminal): when not, the client waits for the chunks without looking at them."""
    if not enabled():
        return False
    return getattr(ctx, "progress_handler", None) is not None or _is_terminal(getattr(ctx, "stdout", None))


def open_sink(ctx: Any, total: int, label: str) -> Sink | None:
    """The sink for a loop of ``total`` iterations: the host's (``ctx.progress_handler(total,
    label)``), else a rich bar when the session writes to a terminal, else None."""
    if not enabled():
        return None
    handler = getattr(ctx, "progress_handler", None)
    if handler is not None:
        return handler(total, label)
    stream = getattr(ctx, "stdout", None)
    if not _is_terminal(stream):
        return None
    try:
        return RichBar(stream, total, label)
    except ImportError:  # rich is a dependency; a trimmed install simply shows no bar
        return None


class Tracker:
    """One loop's progress: opens the sink once the loop is long, updates it, closes it."""

    def __init__(self, ctx: Any, total: int, label: str) -> None:
        self.ctx = ctx
        self.total = total
        self.label = label
        self.start = time.monotonic()
        self.sink: Sink | None = None
        self.done = 0
        self.wanted = total > 0 and can_show(ctx)

    def update(self, done: int) -> None:
        self.done = done
        if not self.wanted:
            return
        if self.sink is None:
            if time.monotonic() - self.start < SHOW_AFTER_S:
                return
            self.sink = open_sink(self.ctx, self.total, self.label)
            if self.sink is None:
                self.wanted = False
                return
        self.sink.update(done)

    def close(self) -> None:
        if self.sink is not None:
            self.sink.update(self.done)
            self.sink.close()
            self.sink = None
