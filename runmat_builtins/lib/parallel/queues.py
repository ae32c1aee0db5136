"""parallel.pool.DataQueue and PollableDataQueue: send data from workers to the client
(docs/parallel.md). ``send`` on a worker process travels as a Dask event to the client; on a
thread of a thread pool it is put straight into the client's inbox. The client runs the
queue's ``afterEach`` callbacks while it waits for parallel work (a parfor's chunks,
fetchOutputs, wait) and at once for data sent on the client itself.
"""

from __future__ import annotations

import itertools
import queue
import threading
import time
import weakref
from typing import Any

import numpy as np

from runmat_builtins.errors import MException

TOPIC = "runmat-dataqueue"
POLL_S = 0.05  # how often a waiting client looks at its inbox
_IDS = itertools.count(1)
_QUEUES: weakref.WeakValueDictionary = weakref.WeakValueDictionary()  # id -> queue (client side)
_INBOX: queue.SimpleQueue = queue.SimpleQueue()  # (queue id, data) sent by the workers
_SUBSCRIBED: weakref.WeakSet = weakref.WeakSet()  # the Dask clients whose events reach the inbox
_RECEIVED = [0]  # items the client has received from worker processes
_LOCK = threading.Lock()
_SENT = threading.local()  # on a worker: items this thread has sent


class DataQueue:
    """A client-side queue; on its way to a worker it becomes a :class:`RemoteQueue` of its id."""

    __slots__ = ("id", "callbacks", "items", "pollable", "__weakref__")
    shape = (1, 1)
    size = 1
    ndim = 2

    def __init__(self, pollable: bool = False) -> None:
        self.id = next(_IDS)
        self.callbacks: list[tuple[Any, Any]] = []  # (function, client ctx)
        self.items: list = []
        self.pollable = pollable
        _QUEUES[self.id] = self

    @property
    def matlab_class(self) -> str:
        return "parallel.pool.PollableDataQueue" if self.pollable else "parallel.pool.DataQueue"

    def put(self, data: Any) -> None:
        """Data arrived on the client: the callbacks run, or it waits for ``poll``."""
        if self.callbacks:
            for fn, ctx in list(self.callbacks):
                ctx.call_function(fn, (data,), 0)
        else:
            self.items.append(data)

    def __reduce__(self) -> Any:  # pickled for a worker process
        return (RemoteQueue, (self.id, self.pollable))

    def __matlab_property__(self, name: str) -> Any:
        if name == "QueueLength":
            drain()
            return float(len(self.items))
        raise MException("MATLAB:noSuchMethodOrField",
                         f"Unrecognized method, property, or field '{name}' for class '{self.matlab_class}'.")

    def matlab_fieldnames(self) -> list[str]:
        return ["QueueLength"]

    def __matlab_display_text__(self, name: str | None = None) -> str:
        kind = self.matlab_class.split(".")[-1]
        body = f"  {kind} with properties:\n\n    QueueLength: {len(self.items)}\n\n"
        return f"{name} = \n\n{body}" if name else body


class RemoteQueue:
    """A DataQueue on a worker process: ``send`` emits a Dask event the client subscribed to."""

    __slots__ = ("id", "pollable")
    shape = (1, 1)
    size = 1
    ndim = 2

    def __init__(self, qid: int, pollable: bool = False) -> None:
        self.id = qid
        self.pollable = pollable

    @property
    def matlab_class(self) -> str:
        return "parallel.pool.PollableDataQueue" if self.pollable else "parallel.pool.DataQueue"

    def __reduce__(self) -> Any:
        return (RemoteQueue, (self.id, self.pollable))


def send(q: Any, data: Any) -> None:
    """``send(q, data)`` wherever it runs: the client, a pool thread or a worker process."""
    if isinstance(q, DataQueue):
        if threading.current_thread() is threading.main_thread():
            q.put(data)  # on the client: the callbacks run now
        else:
            _INBOX.put((q.id, data))  # a thread worker: the client runs them
        return
    from distributed import get_worker  # start-up: distributed loads on first use

    get_worker().log_event(TOPIC, {"id": q.id, "data": _portable(data)})
    _SENT.n = sent_here() + 1


def sent_here() -> int:
    """How many items this worker thread has sent so far (a chunk reports its share)."""
    return getattr(_SENT, "n", 0)


def received() -> int:
    return _RECEIVED[0]


def await_received(count: int, timeout: float = 10.0) -> None:
    """Deliver items until ``count`` have come from the workers (a parfor returns only after
    the items its iterations sent have been handled; events travel apart from the results)."""
    deadline = time.monotonic() + timeout
    while _RECEIVED[0] < count and time.monotonic() < deadline:
        drain()
        time.sleep(0.002)
    drain()


def _portable(data: Any) -> Any:
    import pickle

    return pickle.dumps(data, protocol=5)


def subscribe(client: Any) -> None:
    """Route the DataQueue events of ``client``'s workers into the inbox (once per client)."""
    if client is None or client in _SUBSCRIBED:
        return

    def handler(event: Any) -> None:
        import pickle

        _, msg = event
        _INBOX.put((msg["id"], pickle.loads(msg["data"])))
        with _LOCK:
            _RECEIVED[0] += 1

    client.subscribe_topic(TOPIC, handler)
    _SUBSCRIBED.add(client)


def listening() -> bool:
    """Whether the client has callbacks to run while it waits (a DataQueue or an after-future)."""
    return len(_QUEUES) > 0 or bool(_HOOKS)


_HOOKS: list = []  # more client work to do at each drain (afterEach/afterAll: callbacks.pump)


def on_drain(fn: Any) -> None:
    if fn not in _HOOKS:
        _HOOKS.append(fn)


def drain() -> None:
    """Deliver what arrived: callbacks run on this (the client's) thread."""
    while True:
        try:
            qid, data = _INBOX.get_nowait()
        except queue.Empty:
            break
        q = _QUEUES.get(qid)
        if q is not None:
            q.put(data)
    for fn in _HOOKS:
        fn()


def poll(q: DataQueue, timeout: float = 0.0) -> tuple[Any, bool]:
    """``[data, OK] = poll(q, timeout)``: the oldest item, waiting up to ``timeout`` seconds."""
    deadline = time.monotonic() + timeout
    while True:
        drain()
        if q.items:
            return q.items.pop(0), True
        left = deadline - time.monotonic()
        if left <= 0:
            return np.zeros((0, 0)), False
        time.sleep(min(POLL_S, left))
