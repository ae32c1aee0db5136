"""``runmat run --explain``: the VM tells ``runmat_accel.explain`` which source line starts.

The VM's side is only that: file and line number at each statement. Every count (placement,
kernels, bytes, syncs, time) is read and kept by ``runmat_accel`` (telemetry lives there).
The lines come from the debugger's mechanism: code runs as its *debug copy*
(:func:`runmat_vm.debugger.instrument`, a ``DEBUG_LINE`` before each statement, interpreted),
for every script and function called while explaining; breakpoints and stepping keep working.
"""

from __future__ import annotations

import os
from typing import Any

from runmat_vm.debugger import Debugger


class LineTracer(Debugger):
    """A debugger that instruments all code and reports each statement's line."""

    def __init__(self, session: Any) -> None:
        super().__init__(session)
        from runmat_accel import explain

        self._explain = explain
        self._seen: set[str] = set()

    @property
    def active(self) -> bool:
        return True

    def _debugs(self, code: Any) -> bool:
        return True  # every script and function (an anonymous function's work counts on its caller's line)

    def at_line(self, frame: Any, code: Any, line: int) -> None:
        file = code.filename or ""
        if file not in self._seen:
            self._seen.add(file)
            if os.path.isfile(file):
                try:
                    with open(file, encoding="utf-8", errors="replace") as fh:
                        self._explain.add_source(file, fh.read())
                except OSError:
                    pass
        self._explain.at_line(file, line)
        if self.breakpoints or self.step:
            super().at_line(frame, code, line)


def install(session: Any) -> LineTracer:
    """Make ``session`` report lines from its next run on (replaces a debugger it has)."""
    tracer = LineTracer(session)
    old = session.debugger
    if old is not None:
        tracer.breakpoints, tracer.stop_if, tracer.stop_if_ids = old.breakpoints, old.stop_if, old.stop_if_ids
    session.debugger = tracer
    tracer._changed()  # the session's resolver hands debug copies to calls
    return tracer
