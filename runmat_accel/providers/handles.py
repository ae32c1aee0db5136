"""The handle table of a device provider: which gpuArrays are alive and their bytes.

Every computed gpuArray enters it (``track``) and leaves it from its ``__del__`` (``release``),
so both run once per device result: without a lock. Handle ids come from an ``itertools.count``
(one atomic step); a dict's item assignment and ``pop`` are single atomic operations under the
GIL, and so is ``list(d.values())`` of int values (no Python code runs during the copy), so the
table stays exact under threads and a finalizer may run from the garbage collector at any point.
"""

from __future__ import annotations

import itertools
from typing import Any


class HandleTable:
    """Mixin of the device providers: ``track``/``release``/``exists`` and the live bytes."""

    def _init_handles(self) -> None:
        self._live: dict[int, int] = {}  # handle -> nbytes of live gpuArrays
        self._ids = itertools.count(1)

    def track(self, native: Any) -> int:
        h = next(self._ids)
        self._live[h] = int(native.nbytes)
        return h

    def release(self, handle: int) -> None:
        self._live.pop(handle, None)

    def exists(self, handle: int) -> bool:
        return handle in self._live

    def live(self) -> tuple[int, int]:
        """(arrays, bytes) alive on this provider."""
        sizes = list(self._live.values())
        return len(sizes), sum(sizes)
