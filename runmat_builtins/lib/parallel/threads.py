"""Thread-based pools: parpool('Threads') and backgroundPool (docs/parallel.md).

The workers are threads of this process (a ``concurrent.futures`` executor, no Dask
scheduler): a task's arguments and results are the client's objects themselves, never
pickled. Each thread runs its own worker Session; NumPy releases the GIL in array work, so
iterations dominated by it overlap (on a free-threaded CPython, all of them do).
"""

from __future__ import annotations

import ctypes
import threading
from concurrent import futures as cf
from typing import Any

from runmat_builtins.errors import MException
from runmat_builtins.lib.parallel import cluster
from runmat_builtins.lib.parallel.cluster import Pool


_WORKER = threading.local()


def on_worker() -> bool:
    """Whether this thread is a worker of a thread pool: parallel work started here runs on
    this thread (a parfor serially, a parfeval at once), never on the pool it is part of."""
    return getattr(_WORKER, "on", False)


class Cancelled(BaseException):
    """Raised inside a worker thread by ``cancel``: its task stops at the next bytecode."""


class _Task(cf.Future):
    """A thread task that knows its thread while it runs (so cancel can stop it)."""

    def __init__(self) -> None:
        super().__init__()
        self.thread: int | None = None
        self.lock = threading.Lock()  # the thread leaves the task only when no cancel is raising

    def cancel(self) -> bool:
        if super().cancel():
            return True
        with self.lock:
            if self.thread is not None and not self.done():
                ctypes.pythonapi.PyThreadState_SetAsyncExc(ctypes.c_ulong(self.thread),
                                                           ctypes.py_object(Cancelled))
        return False


def _run(task: _Task, fn: Any, args: tuple) -> None:
    if not task.set_running_or_notify_cancel():
        return
    try:
        try:
            task.thread = threading.get_ident()
            _WORKER.on = True
            result = fn(*args)
        finally:
            with task.lock:  # a Cancelled raised by now arrives here, inside this try
                task.thread = None
    except Cancelled:
        task.set_exception(cf.CancelledError())
    except BaseException as exc:  # noqa: BLE001  (handed to whoever waits on the task)
        task.set_exception(exc)
    else:
        task.set_result(result)


class ThreadPool(Pool):
    """A pool whose ``n`` workers are threads of this process."""

    __slots__ = ("executor", "background", "_pending")
    one_task_per_worker = False  # the threads take chunks from one queue as they finish

    def __init__(self, n: int, background: bool = False) -> None:
        super().__init__(None, None, "Threads", "", n)
        self.executor: cf.ThreadPoolExecutor | None = cf.ThreadPoolExecutor(
            max_workers=n, thread_name_prefix="runmat-background" if background else "runmat-thread")
        self.background = background
        self._pending: set = set()

    @property
    def matlab_class(self) -> str:
        return "parallel.BackgroundPool" if self.background else "parallel.ThreadPool"

    @property
    def connected(self) -> bool:
        return self.executor is not None

    @property
    def num_workers(self) -> int:
        return self.requested

    def busy(self) -> bool:
        return any(not t.done() for t in list(self._pending))

    def shutdown(self) -> None:
        ex, self.executor = self.executor, None

        if cluster._POOL is self:
            cluster._POOL = None
        if ex is not None:
            for t in list(self._pending):
                t.cancel()
            ex.shutdown(wait=True, cancel_futures=True)

    def submit(self, fn: Any, *args: Any) -> _Task:
        if self.executor is None:
            raise MException("parallel:pool:Closed", "The parallel pool has been deleted.")
        task = _Task()
        self._pending.add(task)
        task.add_done_callback(self._pending.discard)
        self.executor.submit(_run, task, fn, args)
        return task

    def submit_many(self, fn: Any, arglists: list[tuple]) -> list:
        return [self.submit(fn, *a) for a in arglists]

    def share(self, obj: Any) -> Any:
        return obj  # the threads read the client's objects

    def gather(self, tasks: list) -> list:
        return [t.result() for t in tasks]

    def cancel(self, tasks: list) -> None:
        for t in tasks:
            t.cancel()

    def wait_any(self, tasks: list, timeout: float | None) -> None:
        cf.wait(tasks, timeout=timeout, return_when=cf.FIRST_COMPLETED)

    @staticmethod
    def running(task: Any) -> bool:
        return task.running()

    def submit_each(self, fn: Any, arglists: list[tuple]) -> list:
        """``fn(*arglists[k])`` on a thread of its own each: every task waits at a barrier until
        all have started, so no thread takes two."""
        barrier = threading.Barrier(len(arglists))

        def held(*a: Any) -> Any:
            try:
                barrier.wait(timeout=60)
            except threading.BrokenBarrierError:
                pass
            return fn(*a)

        return [self.submit(held, *a) for a in arglists]

    def worker_ids(self) -> list:
        return []

    def cluster_text(self) -> str:
        return "local"

    def __matlab_display_text__(self, name: str | None = None) -> str:
        """MATLAB's thread and background pool displays: NumWorkers and Busy."""
        kind = self.matlab_class.split(".")[-1]
        rows = [("NumWorkers", str(self.num_workers)), ("Busy", "true" if self.busy() else "false")]
        width = max(len(k) for k, _ in rows)
        body = f" {kind} with properties: \n\n" + "".join(
            f"    {k.rjust(width)}: {v}\n" for k, v in rows) + "\n"
        return f"{name} = \n\n{body}" if name else body

    def matlab_fieldnames(self) -> list[str]:
        return ["NumWorkers", "Busy"] if self.background else super().matlab_fieldnames()


_BACKGROUND: ThreadPool | None = None


def background_pool(ctx: Any = None) -> ThreadPool:
    """The process's background pool (started and warmed by its first use, kept for the session)."""
    global _BACKGROUND
    if _BACKGROUND is None or not _BACKGROUND.connected:
        from runmat_builtins.lib.parallel.cluster import _warm, default_workers

        _BACKGROUND = _warm(ThreadPool(default_workers(), background=True), ctx)
    return _BACKGROUND
