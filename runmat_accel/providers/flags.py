"""A device provider's escape flags as one preallocated pool (fusion/checks.py reads them).

A fused kernel with a domain check writes its escape flag on the device; the flags are read at
the next point where MATLAB needs a host value (``checks.settle``). Each launch takes a slot of
one int32 buffer made once per provider (a view made with the buffer: no allocation, no memset
per launch); a settle reads every slot taken so far in one device-to-host copy and clears them
with one fill. A slot whose check is not among those read (another thread took it meanwhile)
keeps the slots taken up to it until a later read finds none outstanding; when the pool is
used up, a flag is allocated on its own (read with the others, in a second copy).
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

import numpy as np

POOL_SLOTS = 256  # more than fusion/checks.py's MAX_PENDING checks, which settle when exceeded


class FlagPool:
    """``take()`` a cleared flag (a one-element view of the buffer); ``read(flags)`` their values."""

    def __init__(self, xp: Any, to_host: Callable[[Any], np.ndarray], slots: int = POOL_SLOTS) -> None:
        self._xp, self._to_host = xp, to_host
        self.buffer = xp.zeros(slots, dtype=xp.int32)
        self._views = [self.buffer[i:i + 1] for i in range(slots)]
        self._index = {id(v): i for i, v in enumerate(self._views)}
        self._used = 0  # slots taken since the last clear
        self._outstanding: set[int] = set()  # taken, not read yet
        self._lock = threading.Lock()
        self.copies = 0  # device-to-host copies made (tests count them)
        self.clears = 0  # fills of the buffer

    def take(self) -> Any:
        with self._lock:
            i = self._used
            if i < len(self._views):
                self._used = i + 1
                self._outstanding.add(i)
                return self._views[i]
        return self._xp.zeros(1, dtype=self._xp.int32)  # the pool is used up: a flag of its own

    def drop(self, flag: Any) -> None:
        """A slot taken for a launch that failed: never read (it does not hold the pool back)."""
        with self._lock:
            self._outstanding.discard(self._index.get(id(flag), -1))

    def read(self, flags: list[Any]) -> list[int]:
        with self._lock:
            n = self._used
            index = self._index
            idx = [index.get(id(f), -1) for f in flags]
            if n and len(idx) == len(self._outstanding) and self._outstanding.issuperset(idx):  # every slot taken: read
                head = self.buffer[:n]
                host = self._to_host(head).tolist()
                head.fill(0)
                self.copies += 1
                self.clears += 1
                self._used = 0
                self._outstanding.clear()
                return [host[i] for i in idx]
            return self._read_some(flags, idx)

    def _read_some(self, flags: list[Any], idx: list[int]) -> list[int]:
        """Some of the slots (another thread holds others), or flags of their own (under the lock)."""
        n = self._used
        out: list[int] = [0] * len(flags)
        if n and any(i >= 0 for i in idx):
            host = self._to_host(self.buffer[:n])
            self.copies += 1
            for k, i in enumerate(idx):
                if i >= 0:
                    out[k] = int(host[i])
            self._outstanding.difference_update(i for i in idx if i >= 0)
            if not self._outstanding:
                self.buffer[:n].fill(0)
                self.clears += 1
                self._used = 0
        own = [k for k, i in enumerate(idx) if i < 0]
        if own:
            vals = self._to_host(self._xp.concatenate([flags[k].reshape(1) for k in own]))
            self.copies += 1
            for k, v in zip(own, vals):
                out[k] = int(v)
        return out
