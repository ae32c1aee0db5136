"""PARFOR on the client: split the range into chunks, run them on the pool's workers, put the
sliced outputs and reductions into the caller's workspace as the serial loop would."""

from __future__ import annotations

import math
import os
from typing import Any

import numpy as np

from runmat_builtins.errors import MException
from runmat_builtins.limits import check_array_size
from runmat_vm.code import UNDEF

RANGE_ID = "MATLAB:parfor:range_not_consecutive"
RANGE_MSG = "The range of a parfor statement must be increasing consecutive integers."
# 'auto' partition: CHUNKS_PER_WORKER contiguous chunks per worker. A thread pool's threads take
# chunks from one queue as they finish. A process pool runs them as one task per worker (the
# chunks dealt round-robin: worker 1 runs chunks 1 and 3, worker 2 chunks 2 and 4, one after the
# other in its task): Dask queues every task on its worker as it is submitted (no task waits for
# whichever worker is free first), so a task per chunk only added its messages and a hand-over
# between chunks on the worker (measured: 2-5 ms each on the 2-core machine), while dealing the
# chunks keeps the balance of two per worker for iterations whose cost grows with i.
CHUNKS_PER_WORKER = 2
# each chunk of the last parfor: (worker pid, seconds, start, end on time.monotonic()); benchmarks read it
LAST_CHUNKS: list = []
# the last parfor's phases on the client (time.monotonic() and the client thread's CPU seconds at
# each): its start, jobs packed and shared, tasks submitted, results gathered, results stored
LAST_PHASES: dict = {}


def iteration_values(values: list) -> list[float]:
    """The loop values of ``parfor i = a:b`` (a range value or a:step:b): consecutive
    increasing integers, else MATLAB's error."""
    if len(values) == 3:
        start, step, stop = (_scalar(v) for v in values)
        if step != 1 or not math.isfinite(start) or start != math.floor(start):
            if stop < start and step > 0:
                return []
            raise MException(RANGE_ID, RANGE_MSG)
        if stop < start:
            return []
        if not math.isfinite(stop):  # a:NaN is NaN, a:Inf never ends: not a parfor range
            raise MException(RANGE_ID, RANGE_MSG)
        check_array_size((1, math.floor(stop) - int(start) + 1))
        return [float(x) for x in range(int(start), int(math.floor(stop)) + 1)]
    v = values[0]
    if isinstance(v, np.ndarray) and v.dtype == object:  # a cell or string array
        raise MException(RANGE_ID, RANGE_MSG)
    try:  # a function handle, struct... as the range: not a parfor range
        a = np.asarray(v, dtype=float) if not isinstance(v, float) else np.array([[v]])
    except (TypeError, ValueError):
        raise MException(RANGE_ID, RANGE_MSG) from None
    if a.size == 0:
        return []
    flat = a.reshape(-1, order="F")
    if (a.ndim > 2 or a.shape[0] != 1 or not np.all(np.isfinite(flat)) or np.any(flat != np.floor(flat))
            or np.any(np.diff(flat) != 1)):
        raise MException(RANGE_ID, RANGE_MSG)
    return [float(x) for x in flat]


def _scalar(v: Any) -> float:
    try:
        a = np.asarray(v, dtype=float)
    except (TypeError, ValueError):
        raise MException(RANGE_ID, RANGE_MSG) from None
    if a.size != 1:
        raise MException(RANGE_ID, RANGE_MSG)
    return float(a.reshape(-1)[0])


def _max_workers(w: Any) -> int | None:
    if w is None:
        return None
    try:
        a = np.asarray(w, dtype=float).reshape(-1)
    except (TypeError, ValueError):
        return None  # a cluster object or parforOptions: the running pool decides
    if a.size != 1 or not a[0] >= 0:
        raise MException("MATLAB:parfor:InvalidNumWorkers",
                         "The maximum number of workers of a parfor-loop must be a nonnegative integer.")
    return int(min(a[0], 1 << 30))


def run(frame: Any, R: list, code: Any, ins: tuple) -> None:
    """The PARFOR opcode: R[d] = True when the loop ran on the pool (its results stored)."""
    _, d, site, range_slots, wslot, slots = ins
    LAST_PHASES.clear()
    _stamp("start")
    iters = iteration_values([R[s] for s in range_slots])
    opts = R[wslot]
    limit = _max_workers(opts)
    R[d] = False
    from runmat_vm.parallel.spmd import SpmdSite, run as run_spmd

    spmd = isinstance(site, SpmdSite)
    if not spmd and (not iters or limit == 0):
        return
    from runmat_builtins.lib.parallel.cluster import Pool, ensure_pool

    pool = getattr(opts, "pool", None) or (opts if isinstance(opts, Pool) else None) or ensure_pool()
    if getattr(pool, "background", False):
        raise MException("parallel:threadpool:UnsupportedFunction",
                         "parfor is not supported on the background pool; use parpool('Threads').")
    usable = pool is not None and pool.connected and not _nested(pool) and limit != 0
    if spmd:  # on the pool's workers, or (no pool, spmd (0)) once here: Composites either way
        run_spmd(pool if usable else None, frame, R, site, slots, limit)
        R[d] = True
        return
    if not usable:
        return  # no pool (or on a worker): the serial loop that follows runs here
    workers = pool.num_workers if limit is None else min(limit, pool.num_workers)
    from runmat_vm.parallel import direct

    linked = direct.channels(pool, session_env(frame.session)) if pool.client is not None else None
    # a process pool's chunks straight to its workers (direct.py), one loop at a time (a parfor
    # of another client thread meanwhile, e.g. in a backgroundPool task, goes through Dask)
    if linked is not None and linked[0].busy.acquire(blocking=False):
        link, chans = linked
        try:
            chans = chans[:max(1, workers)]
            parts = partition(iters, len(chans), opts, direct.CHUNKS_PER_WORKER)
            n = min(len(chans), len(parts))
            deal = [list(range(w, len(parts), n)) for w in range(n)]  # dealt in turn; stealing evens them out
            _run_on(pool, parts, deal, frame, R, site, slots, (link, chans[:n]))
        finally:
            link.busy.release()
    else:
        parts = partition(iters, max(1, workers), opts)
        _run_on(pool, parts, tasks(parts, workers, pool, opts), frame, R, site, slots)
    R[d] = True


def _nested(pool: Any) -> bool:
    """A parfor inside a thread pool's iteration runs serially, as on a worker process."""
    if pool.client is not None:
        return False
    from runmat_builtins.lib.parallel.threads import on_worker

    return on_worker()


def partition(iters: list, workers: int, opts: Any = None, per_worker: int = CHUNKS_PER_WORKER) -> list[list]:
    """The chunks of iterations: parforOptions' subranges ('fixed' SubrangeSize, or its function's
    sizes), else ('auto') ``per_worker`` contiguous chunks per worker."""
    sizes = opts.subranges(len(iters), workers) if hasattr(opts, "subranges") else None
    if sizes is None:
        size = max(1, -(-len(iters) // (workers * per_worker)))
        sizes = [size] * -(-len(iters) // size)
    out, k = [], 0
    for n in sizes:
        if k < len(iters):
            out.append(iters[k:k + n])
        k += n
    return out


def tasks(parts: list, workers: int, pool: Any, opts: Any = None) -> list[list[int]]:
    """The tasks that run the chunks (each a list of chunk indices, run in order): one per chunk,
    or, for the 'auto' partition on a pool that runs one task per worker (a process pool), the
    chunks dealt round-robin to ``workers`` tasks (see CHUNKS_PER_WORKER)."""
    method = getattr(opts, "method", "auto")  # (a parforOptions: its RangePartitionMethod)
    auto = not hasattr(opts, "subranges") or (isinstance(method, str) and method == "auto")
    if not (auto and getattr(pool, "one_task_per_worker", False)):
        return [[k] for k in range(len(parts))]
    n = max(1, min(workers, len(parts)))
    return [list(range(w, len(parts), n)) for w in range(n)]


def session_env(s: Any) -> dict:
    """Where a worker's Session looks for functions (the client's folder, run folders and path)
    and how it displays values (the client's display mode and format)."""
    return {"path": list(s.path), "dirs": [os.getcwd(), *s.run_dirs],
            "display": getattr(s.ctx, "display_mode", None), "format": getattr(s, "format", "short")}


def _run_on(pool: Any, parts: list, groups: list, frame: Any, R: list, site: Any, slots: tuple,
            linked: tuple | None = None) -> None:
    """Run chunks ``parts`` and store their results: straight on the workers of ``linked``
    (direct.py; ``groups[k]``: the chunks dealt to its k-th worker), else as Dask or thread-pool
    tasks (each runs the chunks ``groups[k]``)."""
    from runmat_builtins.lib.parallel import queues
    from runmat_vm.parallel.transport import ChunkFailed, pack
    from runmat_vm import runtime as rt

    from runmat_vm.parallel.slices import chunk_slices

    plan = site.plan
    slot_of = dict(zip(site.names, slots))
    # sliced inputs: each chunk gets its slice when every chunk can get one, else all get the whole
    sliced = [chunk_slices(plan, lambda n: R[slot_of[n]], p[0], p[-1]) for p in parts]
    keep = set(plan.sliced_in).intersection(*sliced)
    chunk_values = [{n: (off, pack(v)) for n, (off, v) in d.items() if n in keep} for d in sliced]
    values = {}
    for n in plan.sent():
        if n in keep:
            continue
        v = R[slot_of[n]]
        if v is UNDEF:
            if n in plan.sliced_out:
                continue  # created by the loop
            raise rt.undefined(n)
        values[n] = pack(v)
    for n in plan.reductions:
        if R[slot_of[n]] is UNDEF:
            raise rt.undefined(n)
    job = {"key": site.key, "source": site.source, "filename": site.filename, "name": site.name,
           "line": site.line, "col": site.col, "plan": plan, "env": session_env(frame.session), "values": values}
    from runmat_vm.parallel import direct
    from runmat_vm.parallel.progress import Tracker

    tracker = Tracker(frame.session.ctx, len(iters_of(parts)), _label(site))
    base = queues.received()
    pieces = [(parts[k], chunk_values[k]) for k in range(len(parts))]
    results: list = [None] * len(parts)  # each chunk's result, in the chunks' (iterations') order
    todo = groups
    try:
        if linked is not None:  # each worker's chunks straight to it, its results straight back
            _stamp("packed")

            def done(ids: set) -> None:
                tracker.update(sum(len(parts[c]) for c in ids))

            got, todo = direct.run(pool, *linked, job, pieces, groups, done, _wait_s(tracker),
                                   lambda: _stamp("submitted"))
            for c, r in got.items():
                results[c] = r
        if todo:  # through Dask or a thread pool (or the chunks a dead worker left to Dask)
            got = _run_tasks(pool, job, todo, [[pieces[k] for k in g] for g in todo], parts, base, tracker)
            for g, rs in zip(todo, got):
                for k, r in zip(g, rs):
                    results[k] = r
        if linked is not None and queues.listening():  # the items the iterations sent, handled
            queues.await_received(base + sum(r.get("sent", 0) for r in results))
            queues.drain()
    except ChunkFailed as exc:
        _emit(frame, exc.result)
        raise exc.result["error"] from None
    except direct.ServerError as exc:  # a chunk's results that could not travel, or the like
        raise workers_aborted(exc, []) from None
    finally:
        tracker.close()
    _stamp("gathered")
    global LAST_CHUNKS
    LAST_CHUNKS = [r.get("worker") for r in results]
    _merge(frame, R, plan, slot_of, results)
    _stamp("stored")


def _wait_s(tracker: Any) -> Any:
    """direct.run's wait: DataQueue callbacks run while the chunks do; how long to wait."""
    from runmat_builtins.lib.parallel import queues

    listening = queues.listening()

    def wait_s() -> float | None:
        if listening:
            queues.drain()
            return queues.POLL_S
        return PROGRESS_POLL_S if tracker.wanted else None

    return wait_s


def _run_tasks(pool: Any, job: dict, groups: list, pieces: list, parts: list, base: int, tracker: Any) -> list:
    """Run ``groups`` (their chunks ``pieces``) as tasks; each one's results. A failed chunk
    raises ChunkFailed; workers that died under a task (Dask's KilledWorker), or a pool gone,
    MATLAB's AllParforWorkersAborted."""
    from runmat_builtins.lib.parallel.cluster import backend
    from runmat_vm.parallel.transport import ChunkFailed

    # the body and broadcast values reach each worker once per pool (reused while unchanged);
    # each task carries only its iterations and its slices
    shared = pool.share(job)
    _stamp("packed")
    futures = pool.submit_many(backend().run_chunks, [(shared, p) for p in pieces])
    _stamp("submitted")
    task_iters = [[i for k in g for i in parts[k]] for g in groups]
    try:
        got = _gather(pool, futures, base, task_iters, tracker)
    except ChunkFailed:
        pool.cancel(futures)
        raise
    except KeyboardInterrupt:
        pool.cancel(futures)  # Ctrl-C: the remaining chunks are cancelled
        raise
    except Exception as exc:  # workers died under a chunk (Dask's KilledWorker), or the pool is gone
        pool.cancel(futures)
        dead = getattr(exc, "task", None)  # KilledWorker names the task whose workers died
        lost = [parts[k] for g, f in zip(groups, futures)
                if getattr(f, "key", None) == dead or getattr(f, "status", None) == "error" for k in g]
        raise workers_aborted(exc, lost) from None
    if pool.client is not None:  # a process pool: what each worker received and sent back (tocBytes;
        # not worker_ids(): a scheduler round trip at the end of every loop)
        from runmat_builtins.lib.parallel.cluster import _sizeof

        inline = _sizeof(job) if shared is job else 0  # a small job travels with each task
        for p, rs in zip(pieces, got):
            pool.traffic_add(rs[0].get("address") if rs else None, inline + _sizeof(p), _sizeof(rs))
    return got


def _stamp(phase: str) -> None:
    import time

    LAST_PHASES[phase] = (time.monotonic(), time.thread_time())


def iters_of(parts: list) -> list:
    return [i for p in parts for i in p]


def _label(site: Any) -> str:
    """The progress bar's label: where the loop is."""
    return f"parfor ({site.name + ', ' if site.name else ''}line {site.line})"


def _failed(f: Any) -> bool:
    """A finished chunk that raised (a Dask future, or a thread pool's concurrent future)."""
    if not f.done():
        return False
    status = getattr(f, "status", None)
    if status is not None:
        return status in ("error", "cancelled")
    return f.cancelled() or f.exception(timeout=0) is not None


PROGRESS_POLL_S = 0.25  # how often a waiting client looks at the chunks for the progress bar


def _gather(pool: Any, futures: list, base: int, parts: list, tracker: Any) -> list:
    """Wait for every task, running the client's DataQueue callbacks while it waits (progress
    sent from the body shows as it comes) and updating the loop's progress bar as tasks finish
    (``parts``: each task's iterations); ``base``: items received before the tasks started. Each
    task's results (a list: one per chunk it ran)."""
    from runmat_builtins.lib.parallel import queues

    listening = queues.listening()
    if not listening and not tracker.wanted:
        return pool.gather(futures)
    while True:
        pending = [f for f in futures if not f.done()]
        tracker.update(sum(len(p) for p, f in zip(parts, futures) if f.done()))
        if not pending or any(_failed(f) for f in futures):  # gather raises a failed chunk's error
            break
        if listening:
            queues.drain()
        pool.wait_any(pending, queues.POLL_S if listening else PROGRESS_POLL_S)
    results = pool.gather(futures)
    if not listening:
        return results
    if pool.client is not None:
        queues.await_received(base + sum(r.get("sent", 0) for rs in results for r in rs))
    queues.drain()
    return results
ABORTED_ID = "MATLAB:remoteparfor:AllParforWorkersAborted"
ABORTED_MSG = "All workers aborted during execution of the parfor loop."


def workers_aborted(exc: BaseException, lost: list[list]) -> MException:
    """MATLAB's error for a parfor whose workers died (Dask retried each chunk on other workers
    first: a worker killed once costs nothing): its message names the iterations that were
    running when they died, or the pool's failure. The loop's outputs keep their old values."""
    if lost:
        spans = ", ".join(f"{_num(p[0])}" if len(p) == 1 else f"{_num(p[0])}-{_num(p[-1])}" for p in lost)
        why = f"The workers running iterations {spans} died."
    else:
        why = f"The pool failed: {type(exc).__name__}: {exc}"
    return MException(ABORTED_ID, f"{ABORTED_MSG} {why}")


def _num(v: float) -> str:
    return str(int(v)) if float(v).is_integer() else repr(v)


def _emit(frame: Any, res: dict) -> None:
    ctx = frame.session.ctx
    if res.get("stdout"):
        ctx.stdout.write(res["stdout"])
    if res.get("stderr"):
        ctx.stderr.write(res["stderr"])


def _merge(frame: Any, R: list, plan: Any, slot_of: dict, results: list) -> None:
    from runmat_builtins.indexing import COLON
    from runmat_vm import runtime as rt
    from runmat_vm.parallel.transport import unpack

    session = frame.session
    for res in results:
        _emit(frame, res)
    for n, (pos, nargs) in plan.sliced_out.items():
        s = slot_of[n]
        v = R[s]
        for res in results:
            for idx, piece in res["slices"][n]:
                args = [COLON] * nargs
                args[pos] = idx
                v = rt.assign_index(v, args, unpack(session, piece), False)
        R[s] = v
    for n, (op, side) in plan.reductions.items():
        s = slot_of[n]
        v = R[s]
        for res in results:
            v = combine(session, frame, op, side, v, unpack(session, res["reductions"][n]))
        R[s] = v


_OPS = {"+": "plus", "-": "plus", ".*": "times", "*": "mtimes", "&": "and", "|": "or",
        "[,]": "horzcat", "[;]": "vertcat"}


def combine(session: Any, frame: Any, op: str, side: str, x: Any, partial: Any) -> Any:
    """The client's step of a reduction: X op partial (X - e reduces as X + partial, the
    partial being 0 - e1 - e2 ...); ``X = e op X`` forms put the partial on the left."""
    from runmat_builtins.dispatch import call_builtin

    a, b = (x, partial) if side == "left" else (partial, x)
    if op in _OPS:
        return call_builtin(_OPS[op], a, b, ctx=session.ctx)
    from runmat_builtins.values import FunctionHandle
    from runmat_vm import interp

    return interp.call_value(session, FunctionHandle(op[2:]), [a, b], 1, frame)
