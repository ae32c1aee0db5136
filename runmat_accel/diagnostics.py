"""Where boundary warnings go: the caller's warning sink, else the sink of the session
running on this thread, else stderr.

A sink is any object with ``warn(identifier, message)`` (a VM session's call
context is one); each keeps its own on/off state. The guard shows each
fallback warning once per (builtin, reason) per sink. A session installs its
sink for the length of a run (``runmat_accel.running.session_sink``), so a builtin the VM calls with
no context (a gpuArray index, a gather for a condition) still warns there.
"""

from __future__ import annotations

import sys
import threading
import weakref
from typing import Protocol

from runmat_accel.running import running_sink
from runmat_accel.telemetry import recorder


class WarningSink(Protocol):
    def warn(self, identifier: str, message: str) -> None: ...


class StderrSink:
    """The sink used when a builtin is called with no context (plain Python use)."""

    def __init__(self) -> None:
        self.disabled: set[str] = set()

    def warn(self, identifier: str, message: str) -> None:
        if identifier not in self.disabled and "all" not in self.disabled:
            sys.stderr.write(f"Warning: {message}\n")


DEFAULT_SINK = StderrSink()
_shown: weakref.WeakKeyDictionary[object, set[tuple[str, str]]] = weakref.WeakKeyDictionary()
_lock = threading.Lock()


def warn_once(sink: WarningSink | None, key: tuple[str, str], identifier: str, message: str) -> None:
    """Emit ``message`` to ``sink`` unless this key was already shown there."""
    if sink is None or not hasattr(sink, "warn"):
        sink = running_sink()
    target = sink if sink is not None else DEFAULT_SINK
    with _lock:
        seen = _shown.setdefault(target, set())
        if key in seen:
            return
        seen.add(key)
    recorder().count_warning(identifier)
    target.warn(identifier, message)


def forget_shown(sink: WarningSink | None = None) -> None:
    """Let warnings show again (a new session, or tests)."""
    with _lock:
        if sink is None:
            _shown.clear()
        else:
            _shown.pop(sink, None)

