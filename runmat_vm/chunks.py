"""Compiled script chunks reused by their source text, as a function's code is reused.

``Session.run`` of a text it ran before, in a workspace whose names, globals and late-bound
names (``hir.late_bound_names``: a function or a variable, decided when compiled) are as they
were then, runs the same code object, and so the compiled tier's versions of it, instead of
parsing and compiling the text again.  A chunk's temporary slots are claimed from the frame's
free list while it runs, so a chunk never shares them with one running at the same time.
"""

from __future__ import annotations

from typing import Any

from runmat_vm import hir
from runmat_vm.functions import function_bound

LIMIT = 64  # chunks kept per session (a REPL's recent lines, a benchmark's timed part)


def state(frame: Any, late: tuple[str, ...]) -> tuple:
    """What compiling a chunk against ``frame`` read from it."""
    g = frame.globals
    return (tuple(frame.names.items()), frozenset(g) if g else frozenset(),
            tuple(n for n in late if function_bound(n, frame, {})))


class ChunkCache:
    """Source key -> (workspace state when compiled, code object, late-bound candidates)."""

    def __init__(self) -> None:
        self.entries: dict[tuple, tuple[tuple, Any, tuple[str, ...]]] = {}

    def get(self, key: tuple, frame: Any) -> Any:
        """The cached code for ``key`` if ``frame`` is as it was compiled against (its temps claimed), else None."""
        hit = self.entries.get(key)
        if hit is None or hit[0] != state(frame, hit[2]):
            return None
        code = hit[1]
        temps = code.temp_slots
        if temps:
            free = frame.free
            want = set(temps)
            if free.__class__ is not list or not want.issubset(free):
                return None
            frame.free = [s for s in free if s not in want]
        return code

    def put(self, key: tuple, frame: Any, body: tuple, code: Any) -> None:
        """Remember ``code`` (just compiled from ``body`` against ``frame``, its temps still claimed)."""
        names = dict.fromkeys(frame.names)
        hir.assigned_names(body, names)
        late = tuple(sorted(hir.late_bound(body) & names.keys()))
        entries = self.entries
        entries.pop(key, None)
        if len(entries) >= LIMIT:
            del entries[next(iter(entries))]
        entries[key] = (state(frame, late), code, late)


class FrontCache:
    """Process-wide: a text's parse tree, by source text and file name.

    The tree is frozen, so every session running the same text (a benchmark's fresh sessions, a
    script run again, a test suite's repeated snippets) shares it.  Its functions and the script
    body are compiled per session: sharing the functions' code objects shared their compiled
    tiers' per-code state between sessions, which changed what a later session's loops compiled
    to (anon_functions' handle call site became an array read that deoptimised)."""

    def __init__(self, limit: int = LIMIT) -> None:
        self.limit = limit
        self.entries: dict[tuple[str, str], tuple[Any, list[str]]] = {}

    def get(self, source: str, filename: str) -> tuple[Any, list[str]] | None:
        return self.entries.get((source, filename))

    def clear(self) -> None:
        self.entries.clear()

    def put(self, source: str, filename: str, program: Any, src: list[str]) -> None:
        entries = self.entries
        if len(entries) >= self.limit:
            del entries[next(iter(entries))]
        entries[(source, filename)] = (program, src)


FRONT = FrontCache()
