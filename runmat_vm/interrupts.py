"""Ctrl-C is delivered until something takes it.

Python turns SIGINT into a KeyboardInterrupt at the main thread's next bytecode; raised inside
a ``__del__`` or a weakref callback that the garbage collector runs, it is printed as "ignored"
and lost, and a running loop goes on. The command line's handler marks an interrupt pending;
the places that take one (a statement ending with "Operation terminated by user.", the prompt
dropping a line) clear it, and a watchdog raises a still-pending interrupt again a moment later.
"""

from __future__ import annotations

import _thread
import signal
import threading
import time
from typing import Any

RETRY = 1.0  # seconds a raised interrupt may stay untaken before it is raised again

_pending = threading.Event()
_installed = False


def _handler(signum: int, frame: Any) -> None:
    _pending.set()
    raise KeyboardInterrupt


def _watch() -> None:
    while True:
        _pending.wait()
        time.sleep(RETRY)
        if _pending.is_set():
            _thread.interrupt_main(signal.SIGINT)


def install() -> None:
    """Use the retrying handler for SIGINT in this process (the command line's main thread)."""
    global _installed
    if _installed or threading.current_thread() is not threading.main_thread():
        return
    signal.signal(signal.SIGINT, _handler)
    threading.Thread(target=_watch, daemon=True, name="runmat-interrupts").start()
    _installed = True


def taken() -> None:
    """A Ctrl-C reached the code that handles it: nothing is pending."""
    _pending.clear()
