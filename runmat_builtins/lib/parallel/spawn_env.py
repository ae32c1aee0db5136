"""Worker processes started without changing the client's environment (docs/parallel.md, Worker
settings).

Dask's nanny writes its "pre-spawn" variables (one BLAS thread, PYTHONHASHSEED, ...) into the
client's own ``os.environ`` before every worker process it starts, including the restart of a
worker that died, and leaves them there: a program's later ``system`` commands would then run
with one BLAS thread. :func:`nanny_class` is a Nanny whose worker starts (first and restarts)
set those variables only until the worker process has been spawned (it inherits them then),
not for the whole start: the client's values are saved when the first start begins and put back
when the last one spawning ends (starts overlap: a pool starts its workers together), and the
variables the configuration unsets (``None``: Dask's MALLOC_TRIM_THRESHOLD_) are absent from
the worker even when the client has them.

Dask is imported only when a pool starts, so the class is made on first use.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import os
import threading
from typing import Any, Iterator

_LOCK = threading.Lock()
_SAVED: dict[str, str | None] = {}  # the client's values of the variables a running start changed
_STARTING = 0  # worker starts in progress
# what else a worker start writes into os.environ: Dask's marker that lets the worker process
# (spawned meanwhile, so it still gets it) set its process title
DASK_MARKS = ("__DASK_PARENT_PID",)


def spawn_begin(put: dict[str, str], unset: list[str], keep: tuple[str, ...] = ()) -> None:
    """Set ``put`` and remove ``unset`` in os.environ for a worker start, keeping the client's
    values of those and of ``keep`` (variables other code changes meanwhile; first change of
    each variable while any start runs)."""
    global _STARTING
    with _LOCK:
        _STARTING += 1
        for k in (*put, *unset, *keep, *DASK_MARKS):
            _SAVED.setdefault(k, os.environ.get(k))
        for k in unset:
            os.environ.pop(k, None)
        os.environ.update(put)


def spawn_end() -> None:
    """One worker start finished: the last one running puts the client's values back."""
    global _STARTING
    with _LOCK:
        _STARTING -= 1
        if _STARTING:
            return
        for k, v in _SAVED.items():
            if v is None:
                os.environ.pop(k, None)
            else:
                os.environ[k] = v
        _SAVED.clear()


@contextlib.contextmanager
def environ_kept(names: tuple[str, ...]) -> Iterator[None]:
    """The client's values of ``names`` (and Dask's marks) put back after the block: for a
    cluster that starts its workers with Dask's own Nanny (dask-cuda's LocalCUDACluster takes a
    worker class, not a nanny class): its first workers' variables are undone, not its restarts'."""
    spawn_begin({}, [], names)
    try:
        yield
    finally:
        spawn_end()


@functools.cache
def nanny_class() -> type:
    """The Nanny class our LocalClusters start their workers with (``worker_class=``)."""
    import dask
    from distributed import Nanny

    class EnvKeepingNanny(Nanny):
        """A Nanny whose worker starts leave the client's os.environ as it was."""

        def __init__(self, *args: Any, **kwargs: Any) -> None:
            super().__init__(*args, **kwargs)
            wanted = dask.config.get("distributed.nanny.pre-spawn-environ") or {}
            self.spawn_unset = [k for k, v in wanted.items() if v is None]

        async def instantiate(self) -> Any:  # the worker's start and every restart
            spawn_begin(dict(self.pre_spawn_env), self.spawn_unset)
            start = asyncio.ensure_future(super().instantiate())
            try:  # the client's values back once the process exists, not after its ~1 s start
                while not start.done() and not self.spawned():
                    await asyncio.sleep(0.005)
            finally:
                spawn_end()
            return await start

        def spawned(self) -> bool:
            """Whether this start's worker process has been created (it has a pid)."""
            worker = self.process
            proc = getattr(worker, "process", None) if worker is not None else None
            return proc is not None and proc.pid is not None

    return EnvKeepingNanny
