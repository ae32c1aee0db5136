"""Long builtin bodies run on a helper thread, so Ctrl-C ends them at once.

NumPy's C loops do not check for signals: an ``eig`` of a large matrix on the main thread
holds a KeyboardInterrupt back until it returns. A pure body (no call context, so it cannot
call back into the program) given a large numeric array runs on a helper thread instead, and
the main thread waits, waking every POLL seconds to run pending signal handlers: Ctrl-C ends the call with
"Operation terminated by user." at once and the workspace keeps its values (the body's
result, when it comes, is dropped). Small calls never pay for a thread.
"""

from __future__ import annotations

import contextvars
import inspect
import threading
from typing import Any

LONG_ELEMENTS = 1 << 18  # an argument this large makes the call long enough to move (>= ~1 ms)

POLL = 0.05  # seconds between the waiting thread's checks for a pending signal

_eligible: dict[str, bool] = {}


def eligible(name: str, entry: Any) -> bool:
    """Whether builtin ``name`` may run apart: pure and not given the call context."""
    ok = _eligible.get(name)
    if ok is None:
        fn = getattr(entry, "fn", None)  # the body (a plugin's entry may not say)
        takes_ctx = fn is None or "ctx" in inspect.signature(fn).parameters
        ok = _eligible[name] = not takes_ctx and list(entry.spec.effects) == ["pure"]
    return ok


def run_apart(invoke: Any, args: tuple, nargout: int, ctx: Any) -> Any:
    """``invoke(args, nargout, ctx)`` on a helper thread; this thread waits interruptibly."""
    box: list = []

    def body() -> None:
        try:
            box.append((True, invoke(args, nargout, ctx)))
        except BaseException as exc:  # noqa: BLE001 - re-raised on the caller's thread
            box.append((False, exc))

    # the caller's context variables (NumPy's error state among them) hold on the helper too
    t = threading.Thread(target=contextvars.copy_context().run, args=(body,), daemon=True,
                         name="runmat-builtin")
    t.start()
    # wake now and then: a signal may reach another thread, and its Python handler (the
    # KeyboardInterrupt) runs only when this thread runs bytecode; the helper is left to finish
    while t.is_alive():
        t.join(POLL)
    ok, value = box[0]
    if ok:
        return value
    raise value
