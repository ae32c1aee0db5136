"""parfeval and its futures: fetchOutputs, fetchNext, cancel, wait (docs/parallel.md).

A future is a row array of :class:`Future` records (``F(k) = parfeval(...)`` grows it). With a
pool, each record holds a Dask future of a task that calls the function in a worker's Session
(the VM registers how, see ``cluster.register_backend``); without one, parfeval evaluates at
once on the client and the future is already finished.
"""

from __future__ import annotations

import itertools
import time
from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.dispatch import call_builtin
from runmat_builtins.errors import MException
from runmat_builtins.indexing.subscripts import resolve, sel_positions
from runmat_builtins.lib.parallel import cluster, queues
from runmat_builtins.lib.parallel._args import timeout_arg
from runmat_builtins.numeric import require_class
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.values import FunctionHandle, cell_array, char_row, is_char, is_string, to_str

_IDS = itertools.count(1)
EXEC_ERRORS = "parallel:fevalqueue:ExecutionErrors"
CANCELLED = "parallel:fevalqueue:ExecutionCancelled"


class Future:
    """One parfeval call: its Dask future (None when it ran on the client) or its outcome."""

    __slots__ = ("id", "fn", "nargout", "dask", "pool", "outputs", "error", "read", "ctx", "cancelled",
                 "sent")

    def __init__(self, fn: Any, nargout: int, ctx: Any) -> None:
        self.id = next(_IDS)
        self.fn = fn
        self.nargout = nargout
        self.dask: Any = None  # the pool's task (a Dask future or a thread task)
        self.pool: Any = None
        self.sent = 0  # bytes of the arguments sent to a worker process (tocBytes)
        self.outputs: tuple | None = None
        self.error: MException | None = None
        self.read = False
        self.ctx = ctx
        self.cancelled = False

    def done(self) -> bool:
        return self.outputs is not None or self.error is not None or \
            (self.dask is not None and self.dask.done())

    def state(self) -> str:
        if self.done():
            return "finished"
        return "running" if self.dask is not None and self.pool.running(self.dask) else "queued"

    def settle(self, timeout: float | None = None) -> bool:
        """Wait (up to ``timeout`` seconds) for the outcome; True when it is known."""
        if self.outputs is not None or self.error is not None:
            return True
        if self.dask is None:
            return False
        try:
            if not self.dask.done():
                _wait_any([self], timeout)
                if not self.dask.done():
                    return False
            res = self.dask.result()
        except KeyboardInterrupt:
            self.dask.cancel()
            raise
        except Exception as exc:  # cancelled, a lost worker, a timeout
            name = type(exc).__name__
            if "Timeout" in name and not self.dask.done():
                return False
            if self.cancelled or "Cancelled" in name:
                self.error = MException(CANCELLED, "Execution of the future was cancelled.")
            else:
                self.error = MException("parallel:fevalqueue:WorkerLost", f"The task failed on its worker: {exc}")
            return True
        out = self.ctx.stdout if self.ctx is not None else None
        if out is not None and res.get("stdout"):
            out.write(res["stdout"])
        if res.get("address") is not None:
            self.pool.traffic_add(res["address"], cluster._sizeof(self.fn) + self.sent, cluster._sizeof(res))
        if res["error"] is not None:
            self.error = res["error"]
        else:
            self.outputs = cluster.backend().outputs(self.ctx, res["outputs"])
        return True

    def fn_text(self) -> str:
        f = self.fn
        if isinstance(f, FunctionHandle):
            return f"@{f.name}" if f.name is not None else f.text
        return to_str(f)


class FutureArray:
    """A row vector of futures (MATLAB's parallel.FevalFuture array)."""

    __slots__ = ("items",)
    matlab_class = "parallel.FevalFuture"
    ndim = 2

    def __init__(self, items: list[Future]) -> None:
        self.items = items

    @property
    def shape(self) -> tuple[int, int]:
        return (1, len(self.items))

    @property
    def size(self) -> int:
        return len(self.items)

    @classmethod
    def __matlab_empty__(cls) -> FutureArray:
        return cls([])

    def matlab_size(self) -> tuple[int, int]:
        return self.shape

    def _positions(self, args: tuple, grow: bool = False) -> list[int]:
        """0-based positions of ``F(k)`` or ``F(1, k)`` (the futures are a row), resolved as any
        array's subscripts are (MATLAB's errors for NaN, fractions, structs ...; ``grow`` for an
        assignment past the end)."""
        n = len(args)
        if n == 2:
            row, _, _ = resolve(args[0], 1, 0, 2, grow=False)
            if sel_positions(row, 1).tolist() != [0]:
                raise MException("MATLAB:index:expected_one_subscript", "Futures are indexed as a row vector: F(k).")
            args = args[1:]
        if len(args) != 1:
            raise MException("MATLAB:index:expected_one_subscript", "Futures are indexed as a row vector: F(k).")
        sel, _, top = resolve(args[0], len(self.items), n - 1, n, grow=grow)
        return [int(k) for k in sel_positions(sel, max(top, len(self.items)))]

    def __matlab_subsref__(self, args: tuple) -> FutureArray:
        pos = self._positions(args)
        if any(k >= len(self.items) for k in pos):
            raise MException("MATLAB:badsubscript", "Index exceeds the number of array elements.")
        return FutureArray([self.items[k] for k in pos])

    def __matlab_subsasgn__(self, args: tuple, rhs: Any) -> FutureArray:
        if not isinstance(rhs, FutureArray):
            raise MException("MATLAB:UnableToConvert", "Only futures can be stored in an array of futures.")
        pos = self._positions(args, grow=True)
        items = list(self.items)
        src = rhs.items if len(rhs.items) == len(pos) else rhs.items * len(pos) if len(rhs.items) == 1 else None
        if src is None:
            raise MException("MATLAB:subsassignnumelmismatch",
                             "Unable to perform assignment because the indices on the left side are not "
                             "compatible with the size of the right side.")
        for k, f in zip(pos, src):
            while len(items) <= k:
                items.append(Future(FunctionHandle("deal"), 0, None))  # MATLAB: a default (unset) future
                items[-1].error = MException("parallel:fevalqueue:Unset", "This future was never scheduled.")
            items[k] = f
        return FutureArray(items)

    @staticmethod
    def __matlab_concat__(rows: list[list[Any]]) -> FutureArray:
        items: list[Future] = []
        for row in rows:
            for v in row:
                if isinstance(v, FutureArray):
                    items.extend(v.items)
                elif not (isinstance(v, np.ndarray) and v.size == 0):
                    raise MException("MATLAB:concatenation:InvalidOperation",
                                     "Futures can only be concatenated with other futures.")
        return FutureArray(items)

    def one(self) -> Future:
        if len(self.items) != 1:
            raise MException("MATLAB:parallel:future:NotScalar", "This operation needs a single future.")
        return self.items[0]

    def __matlab_property__(self, name: str) -> Any:
        f = self.one()
        if name == "ID":
            return float(f.id)
        if name == "State":
            return char_row(f.state())
        if name == "Function":
            return f.fn
        if name == "NumOutputArguments":
            return float(f.nargout)
        if name == "Read":
            return f.read
        if name == "Error":
            if f.done():
                f.settle()
            return f.error if f.error is not None else np.zeros((0, 0))
        if name == "OutputArguments":

            if f.done():
                f.settle()
            outs = f.outputs or ()
            return cell_array(list(outs), (1, len(outs)))
        raise MException("MATLAB:noSuchMethodOrField",
                         f"Unrecognized method, property, or field '{name}' for class 'parallel.FevalFuture'.")

    def __matlab_method__(self, name: str, args: tuple, nargout: int = 1) -> Any:
        raise MException("MATLAB:noSuchMethodOrField",
                         f"Unrecognized method, property, or field '{name}' for class 'parallel.FevalFuture'.")

    def __matlab_delete__(self) -> None:
        for f in self.items:
            _cancel(f)

    def matlab_fieldnames(self) -> list[str]:
        return ["ID", "Function", "State", "Error", "NumOutputArguments", "Read", "OutputArguments"]

    def __matlab_display_text__(self, name: str | None = None) -> str:
        if len(self.items) != 1:
            head = f" 1x{len(self.items)} FevalFuture array:\n\n"
            rows = "".join(f"   {k + 1:>4}  {f.id:>4}  {f.state():<10}  {f.fn_text()}\n" for k, f in enumerate(self.items))
            body = head + "         ID  State       Function\n" + rows + "\n"
        else:
            f = self.items[0]
            if f.done():
                f.settle()
            state = f.state() + (" (unread)" if f.state() == "finished" and not f.read else "")
            err = "none" if f.error is None else f.error.message.splitlines()[0]
            rows = [("ID", str(f.id)), ("Function", f.fn_text()), ("State", state), ("Error", err)]
            width = max(len(k) for k, _ in rows)
            body = "  FevalFuture with properties: \n\n" + "".join(
                f"    {k.rjust(width)}: {v}\n" for k, v in rows) + "\n"
        return f"{name} = \n\n{body}" if name else body

    def __repr__(self) -> str:
        return f"<FevalFuture x{len(self.items)}>"


def nargout_arg(nout: Any) -> int:
    """A number of outputs argument (parfeval, afterEach, afterAll): a nonnegative integer."""
    n = np.asarray(nout, dtype=float).reshape(-1) if isinstance(nout, (float, bool, np.ndarray)) and \
        getattr(np.asarray(nout), "dtype", np.dtype(object)).kind in "iufb" else np.zeros(0)
    if n.size != 1 or not np.isfinite(n[0]) or n[0] < 0 or n[0] != np.floor(n[0]):
        raise MException("parallel:fevalqueue:InvalidNumOutputs",
                         "The number of outputs must be a nonnegative integer scalar.")
    return int(n[0])



def _client_callbacks() -> None:
    """Each parallel builtin lets the client run the callbacks that are due (afterEach, DataQueue)."""
    queues.drain()


def _cancel(f: Future) -> None:
    if f.dask is not None and not f.done():
        f.cancelled = True
        f.dask.cancel()


def _checked_error(f: Future) -> None:
    if f.error is not None:
        err = MException(EXEC_ERRORS, f"One or more futures resulted in an error.\n\nCaused by:\n    "
                                      f"{f.error.message}")
        err.cause = f.error  # type: ignore[attr-defined]
        raise err


@runtime_builtin(
    summary="Run a function asynchronously on the parallel pool; returns a future.",
    description="F = parfeval(FCN, NOUT, X1, ..., Xm) schedules [Y1, ..., Yn] = FCN(X1, ..., Xm) on a "
                "worker of the running pool and returns at once; fetchOutputs(F) waits and returns "
                "the outputs, fetchNext(F) the next finished one of an array of futures. "
                "parfeval(POOL, FCN, ...) names the pool. Without a pool (and without automatic "
                "pool creation) FCN runs at once on the client and F is already finished.",
    keywords=["parallel", "asynchronous", "future", "background", "dask"],
    related=["fetchOutputs", "fetchNext", "cancel", "wait", "parpool"],
    signatures=["F = parfeval(FCN, NOUT, X1, ..., Xm)", "F = parfeval(POOL, FCN, NOUT, X1, ..., Xm)"],
    errors=[ErrorSpec(identifier="parallel:fevalqueue:InvalidNumOutputs",
                      when="NOUT is not a nonnegative integer")],
    examples=[Example(code="f = parfeval(@max, 2, [3 9 4]);\n[m, k] = fetchOutputs(f)",
                      output="m =\n\n     9\n\nk =\n\n     2\n\n")],
)
def parfeval(*args: Any, ctx: Any = None) -> FutureArray:
    rest = list(args)
    pool = None
    if rest and isinstance(rest[0], cluster.Pool):
        pool = rest.pop(0)
    if len(rest) < 2:
        raise MException("MATLAB:minrhs", "Not enough input arguments.")
    fn, nout, fargs = rest[0], rest[1], tuple(rest[2:])
    if not (isinstance(fn, FunctionHandle) or is_char(fn) or is_string(fn)):
        raise MException("parallel:fevalqueue:InvalidFunction",
                         "The function to evaluate must be a function handle or a function name.")
    f = Future(fn, nargout_arg(nout), ctx)
    _client_callbacks()
    if pool is None:
        pool = cluster.ensure_pool()
    if pool is not None and pool.client is None:
        from runmat_builtins.lib.parallel.threads import on_worker

        if on_worker():
            pool = None  # on a thread worker: at once, on this thread
    if pool is not None and pool.connected:
        f.pool = pool
        f.dask = cluster.backend().submit_call(pool, ctx, fn, fargs, f.nargout)
        if pool.client is not None:
            f.sent = cluster._sizeof(fargs)
        return FutureArray([f])
    try:  # no pool: evaluate now, on the client
        out = ctx.call_function(fn, fargs, f.nargout) if ctx is not None else None
        f.outputs = () if f.nargout == 0 else ((out,) if f.nargout == 1 else tuple(out))
    except MException as err:
        f.error = err
    return FutureArray([f])


@runtime_builtin(
    summary="Wait for futures and return their outputs (an array's outputs concatenated vertically).",
    keywords=["parallel", "future", "outputs", "wait"],
    related=["parfeval", "fetchNext"],
    signatures=["[Y1, ..., Yn] = fetchOutputs(F)"],
    errors=[ErrorSpec(identifier=EXEC_ERRORS, when="a future's function raised an error")],
    examples=[Example(code="f = parfeval(@(x) x * 2, 1, 21);\ndisp(fetchOutputs(f))", output="    42\n")],
    output_mode="nargout",
)
def fetchOutputs(F: Any, *opts: Any, nargout: int) -> Any:
    fa = require_class(F, FutureArray, "fetchOutputs")
    _client_callbacks()
    want = max(nargout, 1)
    per: list[tuple] = []
    for f in fa.items:
        f.settle()
        _checked_error(f)
        if want > f.nargout:
            raise MException("MATLAB:TooManyOutputs", "Too many output arguments.")
        f.read = True
        per.append(f.outputs or ())
    if nargout == 0 and all(f.nargout == 0 for f in fa.items):
        return None

    outs = []
    for k in range(want):
        vals = [p[k] for p in per]
        outs.append(vals[0] if len(vals) == 1 else call_builtin("vertcat", *vals))
    return outs[0] if want == 1 else tuple(outs)


@runtime_builtin(
    summary="The index and outputs of the next finished, unread future of an array.",
    description="[IDX, Y1, ..., Yn] = fetchNext(F) waits for a future of F that has finished and "
                "has not been read, marks it read and returns its index in F and its outputs. "
                "fetchNext(F, TIMEOUT) waits at most TIMEOUT seconds (IDX is [] when none finished).",
    keywords=["parallel", "future", "next", "completed"],
    related=["parfeval", "fetchOutputs"],
    signatures=["[IDX, Y1, ..., Yn] = fetchNext(F)", "[IDX, Y1, ..., Yn] = fetchNext(F, TIMEOUT)"],
    errors=[ErrorSpec(identifier="parallel:fevalqueue:NoUnreadFutures", when="every future was read"),
            ErrorSpec(identifier=EXEC_ERRORS, when="the next future's function raised an error")],
    examples=[Example(code="f = parfeval(@(x) x + 1, 1, 1);\n[k, y] = fetchNext(f)", output="k =\n\n"
                                                                                            "     1\n\n"
                                                                                            "y =\n\n"
                                                                                            "     2\n\n")],
    output_mode="nargout",
)
def fetchNext(F: Any, timeout: Any = None, *, nargout: int) -> Any:
    fa = require_class(F, FutureArray, "fetchNext")
    _client_callbacks()
    unread = [k for k, f in enumerate(fa.items) if not f.read]
    if not unread:
        raise MException("parallel:fevalqueue:NoUnreadFutures",
                         "The futures have all been read: there is no next one to fetch.")
    limit = None if timeout is None else timeout_arg(timeout)
    deadline = None if limit is None else time.monotonic() + limit
    while True:
        for k in unread:
            f = fa.items[k]
            if f.done():
                f.settle()
                f.read = True
                _checked_error(f)
                outs = list(f.outputs or ())
                want = max(nargout, 1) - 1
                if want > len(outs):
                    raise MException("MATLAB:TooManyOutputs", "Too many output arguments.")
                res = (float(k + 1), *outs[:want])
                return res[0] if nargout <= 1 else res
        if deadline is not None and time.monotonic() >= deadline:
            empty = np.zeros((0, 0))
            return empty if nargout <= 1 else (empty,) * nargout
        pending = [fa.items[k] for k in unread]
        left = None if deadline is None else max(0.0, deadline - time.monotonic())
        try:
            _wait_any(pending, left)
        except KeyboardInterrupt:
            for k in unread:
                _cancel(fa.items[k])
            raise


def _wait_any(pending: list[Future], timeout: float | None) -> None:
    """Until one of ``pending`` finished or ``timeout`` passed; the client's callbacks (DataQueue,
    afterEach) run meanwhile."""
    tasks = [(pool, t) for f in pending for pool, t in _tasks(f) if not t.done()]
    step = queues.POLL_S if queues.listening() or not tasks else None
    deadline = None if timeout is None else time.monotonic() + timeout
    while True:
        queues.drain()
        left = None if deadline is None else max(0.0, deadline - time.monotonic())
        wait_s = left if step is None else (step if left is None else min(step, left))
        if tasks:
            pool = tasks[0][0]
            pool.wait_any([t for q, t in tasks if q is pool], wait_s)
        else:
            time.sleep(wait_s or 0.0)
        if any(f.done() for f in pending) or (left is not None and left <= (wait_s or 0.0)):
            queues.drain()
            return


def _tasks(f: Future) -> list:
    """(pool, task) pairs a future waits on: its own, or (afterEach/afterAll) its futures'."""
    if f.dask is not None:
        return [(f.pool, f.dask)]
    return [pt for p in getattr(f, "parents", ()) for pt in _tasks(p)]


@runtime_builtin(
    summary="Cancel futures that have not finished.",
    keywords=["parallel", "future", "cancel", "stop"],
    related=["parfeval", "wait"],
    signatures=["cancel(F)"],
    examples=[Example(code="p = parpool('Threads', 1);\nf = parfeval(p, @pause, 0, 0.3);\ng = parfeval(p, @magic, 1, 3);\n"
                           "cancel(g);\ndisp(g.State)\ndisp(g.Error.identifier)\ndelete(p)",
                      output="Starting parallel pool (parpool) using the 'Threads' profile ...\n"
                             "Connected to parallel pool with 1 workers.\n"
                             "finished\n"
                             "parallel:fevalqueue:ExecutionCancelled\n",
                      description="a queued future, cancelled, is finished with an error")],
)
def cancel(F: Any) -> None:
    for f in require_class(F, FutureArray, "cancel").items:
        _cancel(f)
    return None


@runtime_builtin(
    summary="Wait until futures reach a state ('finished' by default), optionally with a timeout.",
    keywords=["parallel", "future", "wait", "block"],
    related=["parfeval", "fetchOutputs", "cancel"],
    signatures=["wait(F)", "wait(F, STATE)", "TF = wait(F, STATE, TIMEOUT)"],
    examples=[Example(code="p = parpool('Threads', 2);\nf = parfeval(p, @magic, 1, 3);\nwait(f);\ndisp(f.State)\ndelete(p)",
                      output="Starting parallel pool (parpool) using the 'Threads' profile ...\n"
                             "Connected to parallel pool with 2 workers.\n"
                             "finished\n")],
    output_mode="nargout",
)
def wait(F: Any, state: Any = None, timeout: Any = None, *, nargout: int) -> Any:
    fa = require_class(F, FutureArray, "wait")
    _client_callbacks()
    want = "finished" if state is None else to_str(state).lower()
    if want not in ("finished", "running", "queued"):
        raise MException("parallel:fevalqueue:InvalidState", "The state to wait for must be 'queued', "
                                                            "'running' or 'finished'.")
    limit = None if timeout is None else timeout_arg(timeout)
    deadline = None if limit is None else time.monotonic() + limit
    ok = True
    for f in fa.items:
        if want != "finished":
            continue  # a scheduled future is at least queued, and running as soon as a worker is free
        left = None if deadline is None else max(0.0, deadline - time.monotonic())
        ok = f.settle(left) and ok
    return ok if nargout > 0 else None
