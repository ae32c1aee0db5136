"""What runs inside a Dask worker: chunks of parfor iterations and parfeval calls, each in this
same runtime (a Session per worker process; the parfor body is re-parsed from its source)."""

from __future__ import annotations

import io
import threading
from typing import Any

import numpy as np

from runmat_builtins.errors import MException
from runmat_vm.code import UNDEF
from runmat_vm.frontend import ast as A
from runmat_vm.parallel.classify import children, slice_subscript
from runmat_vm.parallel.slices import offset_name, shifted
from runmat_vm.parallel.transport import ChunkFailed, clean, pack, unpack
from runmat_vm.parallel.warm import thread_faults

_IDENTITY = {"+": 0.0, "-": 0.0, ".*": 1.0, "*": 1.0, "&": True, "|": False,
             "f:min": float("inf"), "f:max": float("-inf")}
# Each worker thread has its own Sessions and compiled bodies: a process worker has one task
# thread; a thread pool's threads share this module, never a frame.
_LOCAL = threading.local()
# A thread pool's workers share the client's process: what would change it for everyone (the
# current folder, exiting) or waits for a user at the keyboard is refused there, as MATLAB's
# thread-based workers refuse functions they do not support.
THREAD_UNSUPPORTED = ("cd", "exit", "quit", "input", "keyboard")
_REFUSE = ("function varargout = {0}(varargin)\n  error('parallel:threadpool:UnsupportedFunction', "
           "'The function ''{0}'' is not supported on a thread-based worker. Use a process-based "
           "pool: parpool(''Processes'').');\nend\n")


def _refuse_on_threads(s: Any) -> None:
    from runmat_vm.functions import build_functions

    text = "".join(_REFUSE.format(n) for n in THREAD_UNSUPPORTED)
    program, src = s._parse(text, "")
    s.cmdline_functions.update(build_functions(program, "", src))


def _mine(name: str) -> dict:
    d = getattr(_LOCAL, name, None)
    if d is None:
        d = {}
        setattr(_LOCAL, name, d)
    return d


def identity(op: str) -> Any:
    """The value a worker's partial result of reduction ``op`` starts from."""
    v = _IDENTITY.get(op)
    return v if v is not None else np.zeros((0, 0))


def worker_session(env: dict) -> Any:
    """This worker's Session for the client's path and folders (made once per process)."""
    key = (tuple(env["path"]), tuple(env["dirs"]), env.get("display"))
    sessions = _mine("sessions")
    s = sessions.get(key)
    if s is None:
        from runmat_vm.session import Session

        s = Session(stdout=io.StringIO(), stderr=io.StringIO(), display=env.get("display"))
        s.path = list(env["path"])
        s.run_dirs = list(env["dirs"])
        from runmat_builtins.lib.parallel.threads import on_worker

        if on_worker():
            _refuse_on_threads(s)
        sessions[key] = s
    s.format = env.get("format", "short")
    return s



def _find_for(nodes: Any, line: int, col: int) -> A.For | None:
    for n in nodes:
        if isinstance(n, A.For) and n.span.line == line and n.span.col == col:
            return n
        if isinstance(n, A.Node):
            hit = _find_for(children(n), line, col)
            if hit is not None:
                return hit
    return None


def load_site(s: Any, job: dict) -> tuple[A.For, dict, list[str]]:
    """The parfor (or spmd block) of ``job`` in session ``s``: its source parsed again, the file's
    local functions made callable by name; (the loop, the functions, the source lines)."""
    from runmat_vm.functions import build_functions

    filename = job["filename"]
    program, src = s._parse(job["source"], filename)
    functions = build_functions(program, filename, src) if program.functions else {}
    s.cmdline_functions.update(functions)  # local functions (and handles to them) resolve by name
    s._resolve_cache.clear()
    st = _find_for([*program.body, *program.functions], job["line"], job["col"])
    if st is None:
        raise MException("RunMat:parfor:sourceChanged", "The parfor loop's source changed on its way to a worker.")
    return st, functions, src


class ChunkRunner:
    """One parfor compiled in this worker: the body as a script chunk over a private frame."""

    def __init__(self, job: dict) -> None:
        from runmat_vm import interp
        from runmat_vm.functions import compile_chunk
        from runmat_vm.session import expr_chunk

        self.session = s = worker_session(job["env"])
        filename, name = job["filename"], job["name"]
        st, functions, src = load_site(s, job)
        plan = job["plan"]
        self.plan = plan
        self.frame = frame = interp.Frame(s, [], {}, kind="script", name=name, filename=filename)
        for n in plan.temporaries:
            frame.var_slot(n)
        for n in (*plan.sent(), *plan.reductions, plan.loop):
            # defined while the body compiles, so a name that is also a function (i, j, e...)
            # compiles as the variable it is in the loop
            frame.R[frame.var_slot(n)] = 0.0
        for n in plan.sliced_in:  # the sliced inputs' subscripts move by their slice's offset
            frame.R[frame.var_slot(offset_name(n))] = 0.0
        self.code = compile_chunk(shifted(st.body, plan), frame, functions, filename, src, name)
        self.offset_slots = {n: frame.names[offset_name(n)] for n in plan.sliced_in}
        self.loop_slot = frame.names[plan.loop]
        self.temp_slots = [frame.names[n] for n in plan.temporaries]
        self.extract = []
        for n, (pos, nargs) in plan.sliced_out.items():
            sub = slice_subscript(st, n, pos)
            xcode = expr_chunk(sub, frame, functions, "", name, 1)
            self.extract.append((n, frame.names[n], pos, nargs, xcode))

    def run(self, values: dict, iters: list, sliced: dict) -> dict:
        from runmat_vm import interp
        from runmat_vm.runtime import index_value
        from runmat_builtins.indexing import COLON

        s, frame, plan = self.session, self.frame, self.plan
        R = frame.R
        out, err = s.ctx.stdout, s.ctx.stderr
        out.seek(0)
        out.truncate()
        err.seek(0)
        err.truncate()
        for n in plan.sent():  # a sliced output the client has not defined yet starts undefined
            R[frame.names[n]] = unpack(s, values[n]) if n in values else UNDEF
        for n, slot in self.offset_slots.items():  # this chunk's slices (the others came whole)
            off, v = sliced.get(n, (0.0, None))
            R[slot] = off
            if v is not None:
                R[frame.names[n]] = unpack(s, v)
        for n, (op, _) in plan.reductions.items():
            R[frame.names[n]] = identity(op)
        slices: dict[str, list] = {n: [] for n in plan.sliced_out}
        saved = s.ctx.frame
        s.ctx.frame = frame
        try:
            for i in iters:
                for t in self.temp_slots:
                    R[t] = UNDEF
                R[self.loop_slot] = i
                s.run_code(frame, self.code)
                for n, slot, pos, nargs, xcode in self.extract:
                    idx = s.run_code(frame, xcode)
                    args = [COLON] * nargs
                    args[pos] = idx
                    slices[n].append((idx, index_value(R[slot], args)))
        except Exception as exc:
            e = clean(interp.to_mexception(exc))
            return {"error": e, "stdout": out.getvalue(), "stderr": err.getvalue()}
        finally:
            s.ctx.frame = saved
            s.depth = 0
        reductions = {n: pack(R[frame.names[n]]) for n in plan.reductions}
        return {"error": None, "slices": {n: [(i, pack(v)) for i, v in sl] for n, sl in slices.items()},
                "reductions": reductions, "stdout": out.getvalue(), "stderr": err.getvalue()}


def run_chunk(job: dict, iters: list, sliced: dict | None = None) -> dict:
    """A Dask task: run parfor iterations ``iters`` (loop values, in order) of ``job``;
    ``sliced``: {name: (offset, slice)} of the sliced inputs this chunk received as slices."""
    import time

    entered = time.monotonic()
    runners = _mine("runners")
    runner = runners.get(job["key"])
    if runner is None:
        try:
            runner = ChunkRunner(job)
        except Exception as exc:
            from runmat_vm import interp

            raise ChunkFailed({"error": clean(interp.to_mexception(exc)), "stdout": "", "stderr": ""}) from None
        if len(runners) > 32:
            runners.clear()
        runners[job["key"]] = runner
    import os

    from runmat_builtins.lib.parallel.queues import sent_here

    t0 = time.perf_counter()
    start = time.monotonic()
    c0 = time.thread_time()
    f0 = thread_faults() or 0
    sent = sent_here()
    res = runner.run(job["values"], iters, sliced or {})
    res["sent"] = sent_here() - sent  # DataQueue items these iterations sent
    if res["error"] is not None:
        raise ChunkFailed(res)  # the client's gather stops at the first failed chunk
    # for benchmarks: who ran it, how long, when (CLOCK_MONOTONIC: one clock for all processes), its
    # thread's CPU seconds and fresh pages, and when the task began (its body compiled before start)
    res["worker"] = (os.getpid(), time.perf_counter() - t0, start, time.monotonic(), time.thread_time() - c0,
                     (thread_faults() or 0) - f0, entered)
    res["address"] = worker_address()
    return res


def run_chunks(job: dict, pieces: list) -> list[dict]:
    """A task: chunks of ``job`` one after the other, each ``(iters, sliced)`` as for
    :func:`run_chunk`; their results in order (the first failing chunk raises its error)."""
    return [run_chunk(job, iters, sliced) for iters, sliced in pieces]


def worker_address() -> str | None:
    """This Dask worker's address (ticBytes' rows); None on a thread of the client."""
    import sys

    d = sys.modules.get("distributed")
    if d is None:
        return None
    try:
        return d.get_worker().address
    except ValueError:
        return None


def run_call(env: dict, fn: Any, args: tuple, nargout: int) -> dict:
    """A Dask task for parfeval: ``[out{1:nargout}] = fn(args{:})`` in this worker's Session."""
    from runmat_vm import interp

    s = worker_session(env)
    out, err = s.ctx.stdout, s.ctx.stderr
    out.seek(0)
    out.truncate()
    err.seek(0)
    err.truncate()
    saved = s.ctx.frame
    s.ctx.frame = s.base
    try:
        f = unpack(s, fn)
        res = interp.call_value(s, f, [unpack(s, a) for a in args], nargout, s.base)
    except Exception as exc:
        e = clean(interp.to_mexception(exc))
        return {"error": e, "stdout": out.getvalue(), "stderr": err.getvalue()}
    finally:
        s.ctx.frame = saved
        s.depth = 0
    outs = () if nargout == 0 else ((res,) if nargout == 1 else tuple(res))
    return {"error": None, "outputs": tuple(pack(v) for v in outs), "stdout": out.getvalue(),
            "stderr": err.getvalue(), "address": worker_address()}
