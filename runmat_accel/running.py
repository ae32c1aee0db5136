"""The warning sink of the session running on this thread: the guard warns there for a builtin
called with no context (the VM's gpuArray indexing helpers call subsref/subsasgn/gather so)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any

_running: ContextVar[Any] = ContextVar("runmat_session_sink", default=None)


def running_sink() -> Any:
    """The running session's sink (an object with ``warn(identifier, message)``), or None."""
    return _running.get()


@contextmanager
def session_sink(sink: Any) -> Iterator[None]:
    """While the block runs (on this thread, and threads started with a copy of its context),
    warnings for calls given no sink go to ``sink``: the running session's warning state and
    streams, not the process's stderr."""
    token = _running.set(sink)
    try:
        yield
    finally:
        _running.reset(token)
