"""The process's one parallel pool: a ``dask.distributed`` client on a LocalCluster or on an
existing scheduler (docs/parallel.md). Dask is imported only when a pool starts.

``current_client()`` is the public way for other code (parfor, parfeval, tall arrays) to
reach the pool's Dask client: it returns ``None`` when no pool is running.
"""

from __future__ import annotations

import os
import time
from typing import Any

from runmat_builtins.errors import MException
from runmat_builtins.lib.parallel import backend, register_backend  # noqa: F401  (the VM's slot)
from runmat_builtins.lib.parallel import queues
from runmat_builtins.values import char_row

SCHEDULER_ENV = "RUNMAT_PARALLEL_SCHEDULER"   # address of an existing Dask scheduler
AUTOCREATE_ENV = "RUNMAT_PARALLEL_AUTOCREATE"  # "1": gcp/parfor/parfeval start a pool if none runs
CONNECT_TIMEOUT_ENV = "RUNMAT_PARALLEL_CONNECT_TIMEOUT"  # seconds to reach a scheduler (default 10)
# the GPUs a local process pool gives its workers: a count ("2": devices 0 and 1) or device ids
# ("0,3"); "0": none. Unset: the CUDA devices CuPy sees (none without the cuda extra). Setting it
# without CUDA emulates several GPUs: each worker still gets its own CUDA_VISIBLE_DEVICES, and
# gpuArray work runs on the in-process device (the tests' fake 2-GPU machine).
GPUS_ENV = "RUNMAT_PARALLEL_GPUS"
PROFILES = ("Processes", "Threads", "local")
# A task runs in a worker thread while the worker's event loop wakes for its own timers, and
# each wake takes the GIL from the task: on a busy machine every hand-over can wait a time
# slice. Measured on the 2-core machine under load: two concurrent parfor chunks ran ~2x
# faster with fewer wakes (event-loop tick 20 ms -> 1 s, system monitor 0.5 s -> 5 s, memory
# monitor 0.1 s -> 1 s), and without the statistical profiler (it samples the task's deep VM
# stack every 10 ms) an empty parfor's overhead halved.
#
# The workers' environment, set before each worker process starts (Dask's nanny
# "pre-spawn-environ", set only while a worker is spawned: spawn_env.py): one BLAS/OpenMP thread per worker (a worker is one core's share: 2
# workers each running 2 BLAS threads would fight over 2 cores), and NOT Dask's default
# MALLOC_TRIM_THRESHOLD_=65536: setting it turns off glibc's adaptive mmap threshold, so every
# array over 128 KB is mapped fresh from the OS and its pages faulted in and zeroed on first
# write, on every iteration. Measured on the 2-core machine: a worker running 8 iterations of
# x(i) = sum(sin((1:3e6) * i)) took 1912 page faults and 16-48 ms of system time with it, none
# and 4 ms without (the client, which never had it, reuses its heap the same way).
WORKER_ENV: dict[str, Any] = {
    "MALLOC_TRIM_THRESHOLD_": None,  # None: not set (Dask's config convention)
    "OMP_NUM_THREADS": 1,
    "OPENBLAS_NUM_THREADS": 1,
    "MKL_NUM_THREADS": 1,
    "VECLIB_MAXIMUM_THREADS": 1,
    "NUMEXPR_NUM_THREADS": 1,
}
WORKER_CONFIG = {
    "distributed.worker.profile.enabled": False,
    "distributed.admin.tick.interval": "1s",
    "distributed.admin.system-monitor.interval": "5s",
    "distributed.worker.memory.monitor-interval": "1s",
    "distributed.nanny.pre-spawn-environ": WORKER_ENV,
}


SHARED_KEEP = 8  # shared bodies and broadcast values a pool keeps on its workers
SHARE_BYTES = 64 << 10  # smaller ones travel with each task instead


def _digest(obj: Any) -> str:
    """A content hash of ``obj`` (pickled; arrays hashed in place, not copied)."""
    import hashlib
    import pickle

    h = hashlib.blake2b(digest_size=16)
    bufs: list = []
    h.update(pickle.dumps(obj, protocol=5, buffer_callback=bufs.append))
    for b in bufs:
        h.update(b.raw())
    return h.hexdigest()


def _sizeof(obj: Any) -> int:
    """Bytes a value takes on its way to a worker (Dask's estimate: what ticBytes counts)."""
    from dask.sizeof import sizeof  # start-up: dask loads on first use

    return int(sizeof(obj))


class Pool:
    """A running (or deleted) pool: the Dask client and, for a pool we started, its cluster."""

    __slots__ = ("client", "cluster", "profile", "address", "requested", "_count", "_shared", "traffic",
                 "tic", "gpus", "__weakref__")
    shape = (1, 1)
    size = 1
    ndim = 2
    # a parfor's 'auto' chunks go as one task per worker (runmat_vm.parallel.execute says why)
    one_task_per_worker = True

    def __init__(self, client: Any, cluster: Any, profile: str, address: str, requested: int) -> None:
        self.client = client
        self.cluster = cluster
        self.profile = profile
        self.address = address
        self.requested = requested
        self._count: tuple[float, int] | None = None
        self._shared: dict[str, Any] = {}
        self.traffic: dict[Any, list[int]] = {}  # worker -> [bytes sent to it, bytes received]
        self.tic: Any = None  # the last ticBytes state
        self.gpus: list[str] = []  # worker k's CUDA_VISIBLE_DEVICES is gpus[k % len(gpus)] (none: no GPUs)

    @property
    def matlab_class(self) -> str:
        return {"Threads": "parallel.ThreadPool", "Processes": "parallel.ProcessPool"}.get(
            self.profile, "parallel.ClusterPool")

    @property
    def connected(self) -> bool:
        return self.client is not None and self.client.status == "running"

    @property
    def num_workers(self) -> int:
        if not self.connected:
            return self.requested
        known = self._cluster_workers()
        if known is not None:
            return len(known)
        now = time.monotonic()
        if self._count is None or now - self._count[0] > 2.0:  # one scheduler round trip per 2 s
            workers = self.client.scheduler_info()["workers"].values()
            self._count = (now, len(workers))
        return self._count[1]

    def _cluster_workers(self) -> dict | None:
        """The workers of a cluster we started, from its up-to-date copy of the scheduler's
        identity (Dask's Cluster.scheduler_info, kept current by the scheduler's messages as
        workers come and go): no round trip to the scheduler at each parfor. None for a
        scheduler we connected to."""
        info = getattr(self.cluster, "scheduler_info", None) if self.cluster is not None else None
        workers = info.get("workers") if isinstance(info, dict) else None
        return workers if isinstance(workers, dict) and workers else None

    def busy(self) -> bool:
        if not self.connected:
            return False
        return bool(self.client.processing() and any(self.client.processing().values()))

    # -- running work: parfor chunks and parfeval calls go through these (threads.py: the same
    # methods on threads of this process) -------------------------------------------------
    def submit(self, fn: Any, *args: Any) -> Any:
        """One task on some worker: a future with ``result(timeout)``, ``done()``, ``cancel()``."""
        return self.client.submit(fn, *args, pure=False)

    def share(self, obj: Any) -> Any:
        """``obj`` on every worker once (a scattered future), reused by each later call with the
        same content while the pool lives: a parfor's body and broadcast values travel once per
        pool, not once per chunk and loop. Tasks take the returned value as an argument. Under
        SHARE_BYTES ``obj`` itself is returned: it travels with each task, which costs less than
        a scatter's round trips (measured: 33 ms on the 2-core machine for a 2 KB body)."""
        if _sizeof(obj) < SHARE_BYTES:
            return obj
        digest = _digest(obj)
        cache = self._shared
        hit = cache.pop(digest, None)
        if hit is None:
            hit = self.client.scatter([obj], broadcast=True, hash=False)[0]
            self.traffic_add(None, _sizeof(obj) * max(1, self.num_workers), 0)
        cache[digest] = hit  # most recent last; the oldest entries are released
        while len(cache) > SHARED_KEEP:
            cache.pop(next(iter(cache)))
        return hit

    def submit_many(self, fn: Any, arglists: list[tuple]) -> list:
        """``fn(*arglists[k])`` for each k, each on some worker: the tasks, reaching the scheduler
        as one message (each its own would be a message of its own, the next ones waiting)."""
        if not arglists:
            return []
        return self.client.map(fn, *zip(*arglists), pure=False)

    def gather(self, futures: list) -> list:
        return self.client.gather(futures)

    def cancel(self, futures: list) -> None:
        self.client.cancel(futures)

    def wait_any(self, futures: list, timeout: float | None) -> None:
        """Return when one of ``futures`` finished (or after ``timeout`` seconds)."""
        from distributed import wait as dask_wait  # start-up: distributed loads on first use

        try:
            with self.client.as_current():  # the pool's client, never a global default one
                dask_wait(futures, timeout=timeout, return_when="FIRST_COMPLETED")
        except TimeoutError:
            pass

    @staticmethod
    def running(future: Any) -> bool:
        return future.status == "pending"

    def submit_each(self, fn: Any, arglists: list[tuple]) -> list:
        """``fn(*arglists[k])`` on worker k, each on its own worker (at most one per worker), in
        their task threads, where tasks run: the tasks."""
        workers = self.worker_ids()[:len(arglists)]
        return [self.client.submit(fn, *a, workers=[w], allow_other_workers=False, pure=False)
                for w, a in zip(workers, arglists)]

    def submit_all(self, fn: Any, *args: Any) -> list:
        """``fn(*args)`` once on every worker: the tasks."""
        return self.submit_each(fn, [args] * self.num_workers)

    def each_worker(self, fn: Any, *args: Any) -> list:
        """``fn(*args)`` once on every worker, in parallel; their results."""
        return self.gather(self.submit_all(fn, *args))

    # -- ticBytes / tocBytes: bytes to and from each worker --------------------------------
    def traffic_add(self, worker: Any, sent: int, received: int) -> None:
        row = self.traffic.setdefault(worker, [0, 0])
        row[0] += sent
        row[1] += received

    def worker_ids(self) -> list:
        """The workers in a fixed order (ticBytes' rows)."""
        if not self.connected:
            return []
        known = self._cluster_workers()
        return sorted(known if known is not None else self.client.scheduler_info()["workers"])

    def shutdown(self) -> None:
        """delete(pool): close the client and, if we started it, the cluster."""
        client, cluster = self.client, self.cluster
        self.client = None
        self.cluster = None
        self._shared.clear()
        global _POOL
        if _POOL is self:
            _POOL = None
        if client is not None:
            try:
                client.close()
            finally:
                if cluster is not None:
                    cluster.close()

    # -- object protocol (see runmat_builtins/lib/containers/map.py) ---------------------
    def __matlab_property__(self, name: str) -> Any:
        if name == "NumWorkers":
            return float(self.num_workers)
        if name == "Connected":
            return self.connected
        if name == "Busy":
            return self.busy()
        if name == "Cluster":
            return char_row(self.cluster_text())
        if name == "SpmdEnabled":
            return True
        if name == "IdleTimeout":
            return float("inf")
        return self.__matlab_method__(name, (), 1)

    def __matlab_method__(self, name: str, args: tuple[Any, ...], nargout: int = 1) -> Any:
        if name == "delete" and not args:
            self.shutdown()
            return None
        raise MException("MATLAB:noSuchMethodOrField",
                         f"Unrecognized method, property, or field '{name}' for class '{self.matlab_class}'.")

    def __matlab_delete__(self) -> None:
        self.shutdown()

    def matlab_fieldnames(self) -> list[str]:
        return ["Connected", "NumWorkers", "Busy", "Cluster", "IdleTimeout", "SpmdEnabled"]

    def cluster_text(self) -> str:
        return self.address if self.profile == "cluster" else "local"

    def __matlab_display_text__(self, name: str | None = None) -> str:
        """MATLAB's pool display: the class and its properties."""
        kind = self.matlab_class.split(".")[-1]
        rows = [("Connected", "true" if self.connected else "false"),
                ("NumWorkers", str(self.num_workers)),
                ("Busy", "true" if self.busy() else "false"),
                ("Cluster", self.cluster_text()),
                ("IdleTimeout", "Inf"),
                ("SpmdEnabled", "true")]
        width = max(len(k) for k, _ in rows)
        body = f" {kind} with properties: \n\n" + "".join(
            f"    {k.rjust(width)}: {v}\n" for k, v in rows) + "\n"
        return f"{name} = \n\n{body}" if name else body

    def __repr__(self) -> str:
        return f"<{self.matlab_class} NumWorkers={self.num_workers} Connected={self.connected}>"

    def __reduce__(self) -> Any:  # a pool sent to a worker arrives as "no pool"
        return (_no_pool, ())


def _no_pool() -> None:
    return None


_POOL: Pool | None = None


def current_pool() -> Pool | None:
    """The running pool, or None (a pool whose client has closed counts as none; so is every
    pool seen from a thread pool's worker, as from a worker process)."""
    global _POOL
    if _POOL is not None and _POOL.client is None:
        from runmat_builtins.lib.parallel.threads import on_worker  # cycle: parallel.threads imports this module

        if on_worker():
            return None
    if _POOL is not None and not _POOL.connected:
        _POOL = None
    return _POOL


def current_client() -> Any:
    """The running pool's ``dask.distributed.Client``, or None when no pool runs.

    Start one with ``start_pool`` (MATLAB: ``parpool``); code that computes on the pool
    (parfor, parfeval, tall arrays) calls this and runs locally when it gets None."""
    pool = current_pool()
    return pool.client if pool is not None else None


def autocreate() -> bool:
    """MATLAB's "automatically create a parallel pool" preference: off unless the
    environment variable RUNMAT_PARALLEL_AUTOCREATE is 1 (we never start a cluster unasked)."""
    return os.environ.get(AUTOCREATE_ENV, "").strip().lower() in ("1", "true", "on", "yes")


def connect_timeout() -> float:
    """Seconds parpool waits for an existing scheduler before its CannotConnect error:
    $RUNMAT_PARALLEL_CONNECT_TIMEOUT, else 10 (an unreachable address fails within them)."""
    try:
        t = float(os.environ.get(CONNECT_TIMEOUT_ENV, "") or 10)
    except ValueError:
        t = 10.0
    return t if t > 0 else 10.0


def default_workers() -> int:
    """MATLAB's default pool size for the local profile: the number of physical cores."""
    return max(1, os.cpu_count() or 1)


def start_pool(n: int | None = None, profile: str = "Processes", address: str | None = None,
               ctx: Any = None) -> Pool:
    """parpool: start a LocalCluster of ``n`` worker processes, ``n`` threads of this process
    ('Threads') or connect to the scheduler at ``address`` (or $RUNMAT_PARALLEL_SCHEDULER).

    The pool is warmed before it is returned: every worker has imported the runtime, made its
    Session and run a small loop, so the first parfor pays no first-use costs."""
    global _POOL
    if current_pool() is not None:
        raise MException("parallel:convenience:ConnectionOpen",
                         "Found an interactive session. You cannot have multiple interactive sessions "
                         "open simultaneously. To terminate the existing session, use "
                         "delete(gcp('nocreate')).")
    if profile == "Threads" and address is None:
        from runmat_builtins.lib.parallel.threads import ThreadPool  # cycle: parallel.threads imports this module

        _POOL = ThreadPool(default_workers() if n is None else n)
        return _warm(_POOL, ctx)
    try:
        from dask.distributed import Client  # start-up: dask loads on first use
    except ImportError:
        raise MException("parallel:cluster:DaskNotInstalled",
                         "Parallel pools need Dask: pip install 'runmat[parallel]'.") from None
    if address is None:
        address = os.environ.get(SCHEDULER_ENV) or None
    if address is not None:
        try:
            client = Client(address, timeout=f"{connect_timeout():g}s", set_as_default=False)
        except Exception as exc:  # OSError / TimeoutError from the comm layer
            raise MException("parallel:cluster:CannotConnect",
                             f"Could not connect to the Dask scheduler at '{address}': {exc}") from None
        _quiet_cancelled_gathers()
        _POOL = Pool(client, None, "cluster", address, 0)
        _POOL.requested = _POOL.num_workers
        return _warm(_POOL, ctx)
    gpus = worker_gpus()
    if n is None:  # one worker per GPU on a machine with several, else one per core
        n = len(gpus) if len(gpus) > 1 else default_workers()
    import dask  # start-up: dask loads on first use

    config = dict(WORKER_CONFIG)
    if os.environ.get(GPUS_ENV, "").strip():  # GPUs named by hand may be emulated: no NVML monitor of
        config["distributed.diagnostics.nvml"] = False  # device ids that may not exist
    with dask.config.set(config):
        cluster = _local_cluster(n, profile, gpus)
    client = Client(cluster, set_as_default=False)
    _quiet_cancelled_gathers()
    _POOL = Pool(client, cluster, "Processes", "", n)
    _POOL.gpus = gpus
    return _warm(_POOL, ctx)


def worker_gpus() -> list[str]:
    """The GPUs (CUDA_VISIBLE_DEVICES values) a local process pool hands its workers, one each in
    turn, as MATLAB gives each worker a different GPU: $RUNMAT_PARALLEL_GPUS, else the CUDA
    devices the accel layer sees (none unless the provider is auto/cuda and CuPy finds one)."""
    v = os.environ.get(GPUS_ENV, "").strip()
    if v:
        if v.isdigit():
            return [str(k) for k in range(int(v))]
        return [d.strip() for d in v.split(",") if d.strip()]
    from runmat_accel import cuda_device_ids

    return cuda_device_ids()


def _warm(pool: Pool, ctx: Any) -> Pool:
    """Let the runtime warm every worker (imports, its Session, a small loop) when one is
    registered; a pool whose warm-up fails is shut down and the error raised."""
    from runmat_builtins.lib import parallel

    queues.subscribe(pool.client)  # DataQueue data sent on the workers reaches the client
    if parallel._BACKEND is None or getattr(pool, "background", False):
        return pool  # (the background pool's threads share this process: nothing to warm first)
    try:
        backend().warm(pool, ctx)
    except BaseException:
        pool.shutdown()
        raise
    return pool


def _quiet_cancelled_gathers() -> None:
    """Ctrl-C cancels a parfor's tasks while the client gathers them; Dask's gather coroutines
    then end with AllExit, which asyncio would print as 'Task exception was never retrieved'
    (a Python traceback under MATLAB's 'Operation terminated by user.')."""
    import logging

    class _DropAllExit(logging.Filter):
        def filter(self, record: logging.LogRecord) -> bool:
            exc = record.exc_info[1] if record.exc_info else None
            return type(exc).__name__ != "AllExit"

    log = logging.getLogger("asyncio")
    if not any(type(f).__name__ == "_DropAllExit" for f in log.filters):
        log.addFilter(_DropAllExit())


def _local_cluster(n: int, profile: str, gpus: list[str] | None = None) -> Any:
    """The LocalCluster of ``n`` one-thread worker processes; with ``gpus``, worker k sees only
    GPU ``gpus[k % len(gpus)]`` (its CUDA_VISIBLE_DEVICES), so its device 1 is its own:
    dask-cuda's LocalCUDACluster when it is installed and real GPUs are meant (one worker per
    GPU), else our own per-worker environment."""
    import logging

    from dask.distributed import LocalCluster  # start-up: dask loads on first use

    from runmat_builtins.lib.parallel.spawn_env import environ_kept, nanny_class

    quiet = logging.CRITICAL  # a failed chunk is raised on the client, never logged
    if gpus and n <= len(gpus) and not os.environ.get(GPUS_ENV, "").strip():
        try:
            from dask_cuda import LocalCUDACluster  # start-up: dask_cuda loads on first use
        except ImportError:
            LocalCUDACluster = None
        if LocalCUDACluster is not None:
            with environ_kept((*WORKER_ENV, "PYTHONHASHSEED")):
                return LocalCUDACluster(n_workers=n, CUDA_VISIBLE_DEVICES=",".join(gpus[:n]), threads_per_worker=1,
                                        dashboard_address=":0", silence_logs=quiet)
    if not gpus:
        return LocalCluster(n_workers=n, threads_per_worker=1, processes=True, worker_class=nanny_class(),
                            dashboard_address=":0", worker_dashboard_address=":0", silence_logs=quiet)
    cluster = LocalCluster(n_workers=0, threads_per_worker=1, processes=True, worker_class=nanny_class(),
                           dashboard_address=":0", worker_dashboard_address=":0", silence_logs=quiet)
    base = cluster.new_spec  # {"cls": Nanny, "options": {...}}: a LocalCluster's worker
    for k in range(n):
        options = dict(base["options"])
        options["env"] = {**(options.get("env") or {}), "CUDA_VISIBLE_DEVICES": gpus[k % len(gpus)]}
        cluster.worker_spec[f"gpu{k}"] = {**base, "options": options}
    try:
        cluster.sync(cluster._correct_state)  # start them, as SpecCluster's own constructor does
    except BaseException:
        cluster.close()
        raise
    return cluster


def ensure_pool() -> Pool | None:
    """The pool parfor/parfeval/gcp use: the running one, or a new one when auto-create is on."""
    pool = current_pool()
    if pool is None and autocreate():
        pool = start_pool()
    return pool
