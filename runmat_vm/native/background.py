"""Compiling a loop's native version in a background thread while the Python tier runs it.

A cold loop (nothing compiled or cached) whose predicted work pays for compiling it
(``policy.may_pay``) is not made to wait: the native tier starts a :class:`Job` and declines
with ``native.BACKGROUND``; the Python tier runs the loop with a test of ``Job.flag`` at each
iteration (``jit.codegen.Generator.switch_point``).  The thread builds the unit and has Numba
compile it for the arguments it will get; when it is done it sets the flag, the Python tier
leaves at the next iteration boundary with every variable and the loop's state current, and
the native tier runs the remaining iterations (``NativeTier.switch``, its ``k0`` parameter).

Numba's type inference is Python code: it shares the GIL with the loop.  While a job runs the
interpreter's switch interval is lowered (``SWITCH_S``), so the loop is never held off for
CPython's default 5 ms at a time; it is restored when the last job ends.
"""

from __future__ import annotations

import sys
import threading
from typing import Any

SWITCH_S = 0.0002
_lock = threading.Lock()
_running: list["Job"] = []
_saved: list[float] = []


class Job:
    """One unit compiling: ``flag[0]`` set when ``native`` (a ``build.Native``, compiled for
    ``types``) is ready; ``error`` what the build raised (the flag then stays unset)."""

    __slots__ = ("flag", "native", "error", "thread", "python", "sig", "namespaces")

    def __init__(self, sig: tuple) -> None:
        self.flag = [False]
        self.native: Any = None
        self.error: Any = None
        self.thread: Any = None
        self.python: Any = None     # the Python tier's version that tests the flag (jit.tier)
        self.sig = sig
        self.namespaces: list[dict] = []   # globals of Python-tier code testing ``SW``

    def watch(self, ns: dict) -> None:
        """``ns["SW"]`` becomes True when the job is ready (a global test is the cheapest one a
        loop iteration can make)."""
        self.namespaces.append(ns)
        ns["SW"] = self.flag[0]   # read after joining the list: ``ready`` sets it otherwise

    def ready(self, nat: Any) -> None:
        self.native = nat
        self.flag[0] = True
        for ns in list(self.namespaces):
            ns["SW"] = True

    @property
    def done(self) -> bool:
        return self.thread is None or not self.thread.is_alive()


def start(job: Job, make: Any) -> Job:
    """Run ``make()`` (a ``build.Native`` compiled for what the loop will be called with, or
    None) in a daemon thread, then set the flag."""
    def run() -> None:
        try:
            nat = make()
            if nat is not None:
                job.ready(nat)
        except Exception as exc:   # the Python tier simply runs the loop to its end
            job.error = exc
        finally:
            _finished(job)

    with _lock:
        if not _running:
            _saved[:] = [sys.getswitchinterval()]
            sys.setswitchinterval(SWITCH_S)
        _running.append(job)
    job.thread = threading.Thread(target=run, name="runmat-native-compile", daemon=True)
    job.thread.start()
    return job


def _finished(job: Job) -> None:
    with _lock:
        if job in _running:
            _running.remove(job)
        if not _running and _saved:
            sys.setswitchinterval(_saved.pop())


def compile_for(nat: Any, args: list) -> None:
    """Have Numba compile ``nat.fn`` for these arguments now (a dispatcher compiles lazily, at
    its first call, which would be on the main thread)."""
    import numba

    nat.fn.compile(tuple(numba.typeof(a) for a in args))


def wait(timeout: float = 120.0) -> bool:
    """Wait for every job to finish (a cold start for benchmarks and tests); False on timeout."""
    with _lock:
        jobs = list(_running)
    for job in jobs:
        if job.thread is not None:
            job.thread.join(timeout)
    return running() == 0


def running() -> int:
    """Jobs not finished (tests)."""
    with _lock:
        return len(_running)
