"""Long builtin bodies run on a helper thread, so Ctrl-C ends them at once.

NumPy's C loops do not check for signals: an ``eig`` of a large matrix on the main thread
holds a KeyboardInterrupt back until it returns. A pure body (no call context, so it cannot
call back into the program) given a large numeric array runs on a helper thread instead, and
the main thread waits, waking every POLL seconds to run pending signal handlers: Ctrl-C ends the call with
"Operation terminated by user." at once and the workspace keeps its values (the body's
result, when it comes, is dropped). Small calls never pay for a thread, and builtins whose
work grows linearly with the data (the catalog's elementwise, reduction, shape ... kinds) move
only when the array is so large that one pass takes a noticeable time: a thread's start and
join (~0.1-0.5 ms) would otherwise cost vectorized code 10-30% of a 1e6-element operation.
"""

from __future__ import annotations

import contextvars
import threading
from typing import Any

LONG_ELEMENTS = 1 << 18  # an argument this large may make a call long enough to move (>= ~1 ms)
LONG_LINEAR = 1 << 25  # ... and this large for a builtin whose work is one pass over its data

# catalog kinds whose work is linear in the data (their calls at LONG_ELEMENTS take ~1 ms)
LINEAR_KINDS = frozenset({"elementwise", "reduction", "construct", "shape", "meta", "indexing", "random"})

POLL = 0.05  # seconds between the waiting thread's checks for a pending signal

_long: dict[str, int] = {}


def long_size(name: str, entry: Any) -> int:
    """The argument size from which builtin ``name`` runs apart (0: never; it must be pure and
    not given the call context)."""
    size = _long.get(name)
    if size is None:
        info = entry.info  # the dispatch fields: no pydantic spec is built for this
        if info.ctx or list(info.effects) != ["pure"]:
            size = 0
        else:
            size = LONG_LINEAR if info.kind in LINEAR_KINDS else LONG_ELEMENTS
        _long[name] = size
    return size


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
