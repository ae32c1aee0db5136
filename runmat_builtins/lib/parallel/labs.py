"""spmd's workers ("labs"): which lab this thread is, the mailboxes labs send through, and the
Composite values an spmd block leaves on the client (docs/parallel.md)."""

from __future__ import annotations

import pickle
import queue
import threading
import time
from typing import Any

import numpy as np

from runmat_builtins.errors import MException
from runmat_builtins.lib.array.shape._args import doubles, is_int_value
from runmat_builtins.values import class_of

RECEIVE_TIMEOUT_S = 300.0  # a receive nothing is sent to fails instead of hanging the pool
_LAB = threading.local()


def enter(index: int, size: int, mailbox: Any) -> None:
    _LAB.state = (index, size, mailbox)


def leave() -> None:
    _LAB.state = None


def state() -> tuple[int, int, Any]:
    """(spmdIndex, spmdSize, mailbox) of this thread; (1, 1, None) outside an spmd block."""
    return getattr(_LAB, "state", None) or (1, 1, None)


class _Inbox:
    """A lab's received messages not yet asked for (receives pick by source and tag)."""

    def __init__(self) -> None:
        self.held: list[tuple[int, Any, Any]] = []

    def take(self, source: int | None, tag: Any, get: Any) -> tuple[int, Any, Any]:
        deadline = time.monotonic() + RECEIVE_TIMEOUT_S
        while True:
            for k, (src, t, data) in enumerate(self.held):
                if (source is None or src == source) and (tag is None or t == tag):
                    return self.held.pop(k)
            left = deadline - time.monotonic()
            if left <= 0:
                raise MException("parallel:spmd:ReceiveTimeout",
                                 f"spmdReceive waited {RECEIVE_TIMEOUT_S:.0f} s and no matching data arrived.")
            msg = get(min(left, 1.0))
            if msg is not None:
                self.held.append(msg)


class ThreadMailbox:
    """The labs are threads of this process: one queue per lab."""

    def __init__(self, size: int) -> None:
        self.queues = [queue.Queue() for _ in range(size)]
        self.inboxes = [_Inbox() for _ in range(size)]

    def send(self, src: int, dst: int, tag: Any, data: Any) -> None:
        self.queues[dst - 1].put((src, tag, data))

    def receive(self, me: int, source: int | None, tag: Any) -> tuple[int, Any, Any]:
        q = self.queues[me - 1]

        def get(timeout: float) -> Any:
            try:
                return q.get(timeout=timeout)
            except queue.Empty:
                return None

        return self.inboxes[me - 1].take(source, tag, get)


class DaskMailbox:
    """The labs are Dask worker processes: one ``distributed.Queue`` per lab and spmd run."""

    _INBOXES = threading.local()

    def __init__(self, run: str) -> None:
        self.run = run

    def _queue(self, lab: int) -> Any:
        from distributed import Queue  # start-up: distributed loads on first use

        return Queue(f"runmat-spmd-{self.run}-{lab}")

    def send(self, src: int, dst: int, tag: Any, data: Any) -> None:
        self._queue(dst).put(pickle.dumps((src, tag, data), protocol=5))

    def receive(self, me: int, source: int | None, tag: Any) -> tuple[int, Any, Any]:
        q = self._queue(me)
        boxes = getattr(self._INBOXES, "boxes", None)
        if boxes is None:
            boxes = self._INBOXES.boxes = {}
        inbox = boxes.setdefault((self.run, me), _Inbox())

        def get(timeout: float) -> Any:
            try:
                return pickle.loads(q.get(timeout=timeout))
            except TimeoutError:
                return None

        return inbox.take(source, tag, get)


class Composite:
    """What an spmd block leaves on the client for a variable it assigned: one value per
    worker; ``c{k}`` is worker k's."""

    __slots__ = ("values",)
    ndim = 2
    matlab_class = "Composite"

    def __init__(self, values: list) -> None:
        self.values = values  # None: not defined on that worker

    @property
    def shape(self) -> tuple[int, int]:
        return (1, len(self.values))

    @property
    def size(self) -> int:
        return len(self.values)

    def element(self, k: int) -> Any:
        """Worker k's value (1-based), None when it has none."""
        return self.values[k - 1] if 1 <= k <= len(self.values) else None

    def __matlab_brace__(self, args: tuple) -> list:
        k = self._worker(args)
        v = self.values[k - 1]
        if v is None:
            raise MException("parallel:composite:NoValue", f"The Composite has no value on worker {k}.")
        return [v]

    def _worker(self, args: tuple) -> int:
        """The worker a subscript ``c{k}`` (or ``c{1, k}``) names: a real integer scalar from 1 to
        the number of workers; any other value (NaN, a struct, a vector) is a bad subscript."""
        try:
            ks = doubles(args[-1]).reshape(-1) if len(args) in (1, 2) else None
        except MException:
            ks = None
        if ks is None or ks.size != 1 or ks.dtype.kind == "c" or not is_int_value(float(ks[0])) or ks[0] < 1:
            raise MException("MATLAB:badsubscript", "Array indices must be positive integers or logical values.")
        if ks[0] > len(self.values):
            raise MException("MATLAB:badsubscript", "Index exceeds the number of workers of the Composite.")
        return int(ks[0])

    def __matlab_display_text__(self, name: str | None = None) -> str:
        rows = []
        for k, v in enumerate(self.values, 1):
            if v is None:
                rows.append(f"   Worker {k}: No data\n")
            else:
                shp = np.shape(v) if not hasattr(v, "shape") else v.shape
                dims = "  ".join(str(d) for d in (tuple(shp) + (1, 1))[:max(2, len(shp))])
                rows.append(f"   Worker {k}: class = {class_of(v)}, size = [{dims}]\n")
        body = "".join(rows) + "\n"
        return f"{name} = \n\n{body}" if name else body

    def __reduce__(self) -> Any:
        return (Composite, (self.values,))
