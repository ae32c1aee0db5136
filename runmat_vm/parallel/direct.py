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
# A worker's jobs and the client's record of them are the same: both touch a job's hash once per
# 'run' message, in the same order, and drop the least recently touched past KEEP.
WORKER_KEEP = KEEP

# ---------------------------------------------------------------------------- worker side
_SERVER: dict = {}  # this process's server: {"address": ..., "thread": ...}
_JOBS: collections.OrderedDict = collections.OrderedDict()


CHUNKS_PER_WORKER = 8  # 'auto': each worker's share in this many chunks (what stealing moves)


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
    """This thread: warm itself, then run the chunks of each client that connects (one at a time)."""
    import contextvars

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
        link = _Link(conn)
        reader = threading.Thread(target=contextvars.copy_context().run, args=(link.read,), daemon=True,
                                  name="runmat-parfor-reader")
        reader.start()
        try:
            link.execute()
        finally:
            conn.close()
            reader.join(1.0)


class _Link:
    """One client's connection on a worker: a reader thread takes its messages (chunks to run,
    cancellations, chunks taken back), this process's chunk thread runs the chunks in order."""

    def __init__(self, conn: Any) -> None:
        self.conn = conn
        self.cv = threading.Condition()
        self.queue: collections.deque = collections.deque()  # (seq, chunk id, job, (iters, sliced))
        self.closed = False
        self.send_lock = threading.Lock()

    def send(self, reply: tuple) -> None:
        try:
            data = _dumps(reply)
        except Exception as exc:  # noqa: BLE001  (a result that cannot travel: the client's error)
            data = _dumps(("error", reply[1], reply[2], f"the results could not be sent: {type(exc).__name__}: {exc}"))
        with self.send_lock:
            self.conn.send_bytes(data)

    def read(self) -> None:
        try:
            while True:
                msg = self.conn.recv()
                with self.cv:
                    if msg[0] == "run":  # ("run", seq, digest, job pickled or None, [(chunk id, piece)])
                        _, seq, digest, blob, chunks = msg
                        job = _job(digest, blob)
                        self.queue.extend((seq, c, job, piece) for c, piece in chunks)
                        self.cv.notify()
                    elif msg[0] == "cancel":  # ("cancel", seq): drop the loop's chunks not started
                        self.queue = collections.deque(e for e in self.queue if e[0] != msg[1])
                    elif msg[0] == "take":  # ("take", seq): give back the later half of those not started
                        mine = [e for e in self.queue if e[0] == msg[1]]
                        given = {e[1] for e in mine[len(mine) // 2:]}
                        self.queue = collections.deque(e for e in self.queue if e[1] not in given or e[0] != msg[1])
                        self.send(("taken", msg[1], sorted(given)))
        except (EOFError, OSError):
            pass
        finally:
            with self.cv:
                self.closed = True
                self.cv.notify()

    def execute(self) -> None:
        from runmat_vm.parallel.transport import ChunkFailed
        from runmat_vm.parallel.worker import run_chunk

        held: list = []  # results not sent yet: they go when this worker runs out of chunks
        while True:
            with self.cv:
                idle = not self.queue or (held and self.queue[0][0] != held[0][0])
            if held and idle:
                try:
                    self.send(("chunks", held[0][0], [(c, r) for _, c, r in held]))
                except (EOFError, OSError):
                    return
                held = []
            with self.cv:
                while not self.queue and not self.closed:
                    self.cv.wait()
                if self.closed:
                    return
                seq, c, job, (iters, sliced) = self.queue.popleft()
                last = not any(e[0] == seq for e in self.queue)
            if last and held and held[0][0] == seq:  # starting its last chunk: the client learns it
                try:  # now, so another worker's chunks can be taken for it while this one runs
                    self.send(("chunks", seq, [(c, r) for _, c, r in held]))
                except (EOFError, OSError):
                    return
                held = []
            try:
                if job is None:
                    raise ServerError("the parfor's job did not reach this worker")
                held.append((seq, c, run_chunk(job, iters, sliced)))
                continue
            except ChunkFailed as exc:
                reply = ("failed", seq, c, exc.result)
            except BaseException as exc:  # noqa: BLE001  (reported to the client, the server lives on)
                reply = ("error", seq, c, f"{type(exc).__name__}: {exc}")
            try:
                if held:
                    self.send(("chunks", held[0][0], [(c, r) for _, c, r in held]))
                    held = []
                self.send(reply)
            except (EOFError, OSError):
                return


def _job(digest: str, blob: bytes | None) -> dict | None:
    """The job of hash ``digest``: unpickled from ``blob`` (then kept), or kept from before."""
    if blob is not None:
        _JOBS[digest] = pickle.loads(blob)
        while len(_JOBS) > WORKER_KEEP:
            _JOBS.popitem(last=False)
    job = _JOBS.get(digest)
    if job is not None:
        _JOBS.move_to_end(digest)
    return job


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
        self.busy = threading.Lock()  # held while a loop uses the channels

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


def run(pool: Any, d: Direct, chans: list[Channel], job: dict, pieces: list, deal: list[list[int]],
        on_result: Any, wait_s: Any, on_sent: Any = None) -> tuple:
    """Chunks ``pieces`` ((iters, sliced) each) on the workers of ``chans``, chunk ids
    ``deal[k]`` to ``chans[k]`` in that order; a worker that runs out of chunks takes the later
    half of the unstarted ones of the worker with most left (so both finish together when one
    is slower: work stealing). A worker sends its results as it starts its last chunk and when
    it runs out, not after each chunk (each message wakes the client, which on a loaded machine
    can cost the worker its core); the take for it overlaps its last chunk. Returns ({chunk id: result}, [[chunk ids] of each worker that died
    under them]). ``on_result(done)`` runs at each chunk's result (the ids done so far),
    ``wait_s()`` says how long to wait for the next one (None: until it comes) and runs while
    waiting (DataQueue callbacks). A failed chunk raises ChunkFailed, a server's failure
    ServerError; either, and KeyboardInterrupt, first tell every worker to drop the loop's chunks
    not yet started."""
    from multiprocessing.connection import wait

    from runmat_vm.parallel.transport import ChunkFailed

    blob = _dumps(job)
    digest = hashlib.blake2b(blob, digest_size=16).hexdigest()
    with d.lock:
        d.seq += 1
        seq = d.seq
    results: dict[int, Any] = {}
    lost: list[list[int]] = []
    left: dict[Any, list[int]] = {}  # a live worker's connection -> its chunks not finished, in order
    by_conn = {ch.conn: ch for ch in chans}
    taking: set = set()  # workers waiting for chunks taken back from another

    def send(ch: Channel, ids: list[int]) -> bool:
        msg = _dumps(("run", seq, digest, None if ch.holds(digest) else blob, [(c, pieces[c]) for c in ids]))
        try:
            ch.conn.send_bytes(msg)
        except OSError:
            return False
        pool.traffic_add(ch.worker, len(msg), 0)
        return True

    def dead(conn: Any) -> None:
        ch = by_conn[conn]
        if left.get(conn):
            lost.append(left[conn])
        left.pop(conn, None)
        taking.discard(conn)
        d.drop(ch)

    def steal(thief: Any) -> None:
        """For ``thief``, on its last chunk or out of them: the later half of the unstarted chunks of the worker with
        most left (it answers with those it gives back)."""
        victim = max((c for c in left if c is not thief and c not in taking), key=lambda c: len(left[c]),
                     default=None)
        if victim is None or len(left[victim]) < 2:  # (its first chunk is running)
            return
        try:
            victim.send(("take", seq))
        except OSError:
            return
        taking.add(thief)
        taking.add(victim)
        thieves[victim] = thief

    thieves: dict = {}  # a victim's connection -> the worker its taken chunks go to
    try:
        for ch, ids in zip(chans, deal):
            if not ids:
                continue
            if send(ch, ids):
                left[ch.conn] = list(ids)
            else:
                lost.append(list(ids))
                d.drop(ch)
        if on_sent is not None:
            on_sent()
        while any(left.values()):
            for conn in wait([c for c in left], wait_s()):
                ch = by_conn[conn]
                try:
                    data = conn.recv_bytes()
                except (EOFError, OSError):  # the worker died under its chunks
                    thief = next((t for v, t in thieves.items() if v is conn), None)
                    thieves.pop(conn, None)
                    if thief is not None:
                        taking.discard(thief)
                    dead(conn)
                    continue
                reply = pickle.loads(data)
                if reply[1] != seq:
                    continue  # an abandoned loop's late reply
                pool.traffic_add(ch.worker, 0, len(data))
                kind = reply[0]
                if kind == "chunks":  # the results a worker held until it ran out of chunks
                    for c, r in reply[2]:
                        results[c] = r
                        if c in left[conn]:
                            left[conn].remove(c)
                    on_result(set(results))
                    if len(left[conn]) <= 1 and conn not in taking:  # (running its last chunk, or done)
                        steal(conn)
                elif kind == "taken":  # chunks given back by this worker, for its thief
                    thief = thieves.pop(conn)
                    taking.discard(conn)
                    taking.discard(thief)
                    ids = [c for c in reply[2] if c in left[conn]]
                    for c in ids:
                        left[conn].remove(c)
                    if ids:
                        if thief in left and send(by_conn[thief], ids):
                            left[thief].extend(ids)
                        else:
                            lost.append(ids)
                    if thief in left and len(left[thief]) <= 1:
                        steal(thief)
                elif kind == "failed":
                    raise ChunkFailed(reply[3])
                else:
                    raise ServerError(reply[3])
    except BaseException:
        for conn in left:  # the loop is abandoned: its chunks not yet started are dropped
            try:
                conn.send(("cancel", seq))
            except OSError:
                pass
        raise
    return results, lost
