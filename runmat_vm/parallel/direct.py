"""parfor chunks sent straight to a process pool's workers (docs/parallel.md, Execution).

Through Dask a parfor's tasks went client -> scheduler -> worker and their results worker ->
scheduler -> client, then client -> scheduler -> worker -> scheduler -> client again for the
data (gather): each hop a message through a process that, on a busy 2-core machine, may wait
for a core (measured: 6 ms from the tasks' submission to their start, 8 ms from the last chunk's
end to the results on the client, 9-10 ms for a no-op task's round trip). Here each worker of a
LocalCluster we start runs one more thread, started (and warmed: its Session, the library, a
loop whose arrays settle the heap) when the pool starts, listening on a local socket of its
own (``multiprocessing.connection``, with a key only the client knows); the client holds one
connection to each. A parfor writes each worker its chunks in one message and reads each
worker's results from it: one message each way, the scheduler not involved.

The job (the file's source, the loop's position, the classification, the broadcast values)
travels once per worker while unchanged: each side keeps the last KEEP jobs by content hash
and later loops send only the hash. The worker's thread runs the chunks as a Dask task would
(:func:`runmat_vm.parallel.worker.run_chunk`, with the task's context: a DataQueue ``send`` in
the body reaches the client through the worker's Dask events as from a task).

A worker that dies under its chunks (its connection ends) leaves them to Dask: they run as
tasks, retried on the other workers and the restarted one, whose own thread starts at the next
parfor. An error in a chunk, or Ctrl-C on the client, tells every worker to drop the loop's
chunks not yet started; a late reply of an abandoned loop is recognised by its sequence number
and dropped. Pools connected to a scheduler elsewhere keep Dask's path.
"""

from __future__ import annotations

import collections
import hashlib
import os
import pickle
import threading
from typing import Any

KEEP = 8  # jobs each worker keeps by content hash (the client tracks the same last KEEP)
WORKER_KEEP = 2 * KEEP  # a worker keeps more: it never lacks one the client thinks it has

# ---------------------------------------------------------------------------- worker side
_SERVER: dict = {}  # this process's server: {"address": ..., "thread": ...}
_JOBS: collections.OrderedDict = collections.OrderedDict()


def serve(env: dict, authkey: bytes) -> tuple:
    """A Dask task on a worker: start this process's chunk server (once), warmed before it
    returns; (the Dask worker's address, the server's address, the process id)."""
    import contextvars
    from multiprocessing.connection import Listener

    from runmat_vm.parallel.worker import worker_address

    t = _SERVER.get("thread")
    if t is None or not t.is_alive():
        listener = Listener(authkey=authkey)
        ready = threading.Event()
        context = contextvars.copy_context()  # the task's: get_worker() answers in the thread
        t = threading.Thread(target=context.run, args=(_serve, listener, env, ready), daemon=True,
                             name="runmat-parfor")
        t.start()
        ready.wait()
        _SERVER.update(address=listener.address, thread=t)
    return worker_address(), _SERVER["address"], os.getpid()


def _serve(listener: Any, env: dict, ready: threading.Event) -> None:
    from runmat_vm.parallel.warm import warm_worker

    try:  # this thread's Session and heap warmed as the task thread's were (the library is imported)
        warm_worker(env, library=False)
    except Exception:  # noqa: BLE001  (warming is an optimisation, never a new failure)
        pass
    finally:
        ready.set()
    while True:
        try:
            conn = listener.accept()
        except Exception:  # noqa: BLE001  (a client that failed the key, or the listener closed)
            if getattr(listener, "_listener", None) is None:
                return
            continue
        try:
            _handle(conn)
        finally:
            conn.close()


def _handle(conn: Any) -> None:
    """Serve one client: run each 'run' message's chunks in order, reply with their results."""
    backlog: collections.deque = collections.deque()
    cancelled = [0]

    def read_pending() -> None:
        while conn.poll(0):
            m = conn.recv()
            if m[0] == "cancel":
                cancelled[0] = max(cancelled[0], m[1])
            else:
                backlog.append(m)

    while True:
        try:
            if not backlog:
                backlog.append(conn.recv())
            read_pending()
        except (EOFError, OSError):
            return
        if not backlog:
            continue
        msg = backlog.popleft()
        if msg[0] != "run" or msg[1] <= cancelled[0]:
            continue
        _, seq, digest, blob, pieces = msg
        reply = _run(seq, digest, blob, pieces, read_pending, cancelled)
        if reply is None:
            continue
        try:
            data = _dumps(reply)
        except Exception as exc:  # noqa: BLE001  (a result that cannot travel: the client's error)
            data = _dumps(("error", seq, f"the results could not be sent: {type(exc).__name__}: {exc}"))
        try:
            conn.send_bytes(data)
        except (EOFError, OSError):
            return


def _run(seq: int, digest: str, blob: bytes | None, pieces: list, read_pending: Any, cancelled: list) -> Any:
    from runmat_vm.parallel.transport import ChunkFailed
    from runmat_vm.parallel.worker import run_chunk

    try:
        if blob is not None:
            _JOBS[digest] = pickle.loads(blob)
            while len(_JOBS) > WORKER_KEEP:
                _JOBS.popitem(last=False)
        job = _JOBS.get(digest)
        if job is None:
            return ("error", seq, "the parfor's job did not reach this worker")
        _JOBS.move_to_end(digest)
        out = []
        for iters, sliced in pieces:
            read_pending()
            if seq <= cancelled[0]:
                return None  # the client abandoned this loop: its other chunks are dropped
            out.append(run_chunk(job, iters, sliced))
        return ("ok", seq, out)
    except ChunkFailed as exc:
        return ("failed", seq, exc.result)
    except BaseException as exc:  # noqa: BLE001  (reported to the client, the server lives on)
        return ("error", seq, f"{type(exc).__name__}: {exc}")


# ---------------------------------------------------------------------------- client side
class Channel:
    """The client's connection to one worker's chunk server, and the jobs that worker holds."""

    __slots__ = ("worker", "conn", "pid", "jobs")

    def __init__(self, worker: str, conn: Any, pid: int) -> None:
        self.worker = worker
        self.conn = conn
        self.pid = pid
        self.jobs: collections.OrderedDict = collections.OrderedDict()

    def holds(self, digest: str) -> bool:
        """Whether the worker has job ``digest`` (and, from now on, that it will)."""
        have = digest in self.jobs
        self.jobs[digest] = True
        self.jobs.move_to_end(digest)
        while len(self.jobs) > KEEP:
            self.jobs.popitem(last=False)
        return have


class Direct:
    """A pool's channels, one per worker (by Dask worker address)."""

    def __init__(self) -> None:
        self.authkey = os.urandom(32)
        self.channels: dict[str, Channel] = {}
        self.seq = 0
        self.lock = threading.Lock()

    def drop(self, ch: Channel) -> None:
        if self.channels.get(ch.worker) is ch:
            del self.channels[ch.worker]
        try:
            ch.conn.close()
        except OSError:
            pass


_POOLS: Any = None  # WeakKeyDictionary: pool -> Direct


def _registry() -> Any:
    global _POOLS
    if _POOLS is None:
        import weakref

        _POOLS = weakref.WeakKeyDictionary()
    return _POOLS


def eligible(pool: Any) -> bool:
    """Chunks go straight to the workers of a process pool on a LocalCluster we started."""
    return getattr(pool, "client", None) is not None and getattr(pool, "cluster", None) is not None \
        and os.environ.get("RUNMAT_PARFOR_DIRECT", "1") != "0"


def start(pool: Any, env: dict, workers: list | None = None) -> Direct | None:
    """Start (or restart, on ``workers``) the chunk servers of ``pool``'s workers and connect."""
    if not eligible(pool):
        return None
    from multiprocessing.connection import Client

    reg = _registry()
    d = reg.get(pool)
    if d is None:
        d = reg[pool] = Direct()
    workers = pool.worker_ids() if workers is None else workers
    futures = [pool.client.submit(serve, env, d.authkey, workers=[w], allow_other_workers=False, pure=False)
               for w in workers]
    for worker, address, pid in pool.gather(futures):
        old = d.channels.get(worker)
        if old is not None:
            d.drop(old)
        d.channels[worker] = Channel(worker, Client(address, authkey=d.authkey), pid)
    return d


def channels(pool: Any, env: dict) -> tuple[Direct, list[Channel]] | None:
    """The pool's channels, one per current worker (servers started on workers that joined since,
    e.g. a restarted one), or None where chunks go through Dask."""
    if not eligible(pool):
        return None
    d = _registry().get(pool)
    if d is None:
        return None
    workers = pool.worker_ids()
    for w in [w for w in d.channels if w not in workers]:
        d.drop(d.channels[w])
    missing = [w for w in workers if w not in d.channels]
    if missing:
        try:
            start(pool, env, missing)
        except Exception:  # noqa: BLE001  (a worker that cannot serve: Dask's path this time)
            return None
    chans = [d.channels[w] for w in workers if w in d.channels]
    return (d, chans) if chans else None


class ServerError(RuntimeError):
    """A worker's chunk server could not run or answer (not a MATLAB error of the body)."""


def _dumps(obj: Any) -> bytes:
    import cloudpickle  # (as Dask pickles tasks: values of classes made at run time travel too)

    return cloudpickle.dumps(obj, protocol=pickle.HIGHEST_PROTOCOL)


def run(pool: Any, d: Direct, chans: list[Channel], job: dict, pieces: list[list], wait_hook: Any,
        on_sent: Any = None) -> tuple:
    """Each ``pieces[k]`` (a list of (iters, sliced) chunks) on ``chans[k]``: ({k: its chunks'
    results}, [k whose worker died under them]). A failed chunk raises ChunkFailed, a pool
    failure RuntimeError; either, and KeyboardInterrupt, first tell every worker to drop the
    loop's chunks not yet started. ``wait_hook(done)`` runs while waiting (DataQueue callbacks,
    the progress bar; ``done``: the k finished so far) and says how long to wait next (None:
    until a reply)."""
    from multiprocessing.connection import wait

    from runmat_vm.parallel.transport import ChunkFailed

    blob = _dumps(job)
    digest = hashlib.blake2b(blob, digest_size=16).hexdigest()
    with d.lock:
        d.seq += 1
        seq = d.seq
    results: dict[int, list] = {}
    lost: list[int] = []
    pending: dict[Any, tuple[int, Channel]] = {}
    try:
        for k, (ch, p) in enumerate(zip(chans, pieces)):
            have = ch.holds(digest)
            msg = _dumps(("run", seq, digest, None if have else blob, p))
            try:
                ch.conn.send_bytes(msg)
            except OSError:
                lost.append(k)
                d.drop(ch)
                continue
            pool.traffic_add(ch.worker, len(msg), 0)
            pending[ch.conn] = (k, ch)
        if on_sent is not None:
            on_sent()
        while pending:
            ready = wait(list(pending), wait_hook(set(results)))
            for conn in ready:
                k, ch = pending[conn]
                try:
                    data = conn.recv_bytes()
                except (EOFError, OSError):  # the worker died under its chunks
                    del pending[conn]
                    lost.append(k)
                    d.drop(ch)
                    continue
                reply = pickle.loads(data)
                if reply[1] != seq:
                    continue  # an abandoned loop's late reply
                del pending[conn]
                pool.traffic_add(ch.worker, 0, len(data))
                if reply[0] == "ok":
                    results[k] = reply[2]
                elif reply[0] == "failed":
                    raise ChunkFailed(reply[2])
                else:
                    raise ServerError(reply[2])
    except BaseException:
        for k, ch in pending.values():  # the loop is abandoned: its chunks not yet started are dropped
            try:
                ch.conn.send(("cancel", seq))
            except OSError:
                pass
        raise
    return results, sorted(lost)
