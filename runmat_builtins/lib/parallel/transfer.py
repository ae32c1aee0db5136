"""ticBytes, tocBytes: bytes sent to and received from each worker of a process pool
(docs/parallel.md). The pool counts what its parfor chunks and parfeval calls carry (Dask's
size estimate of arguments and results; shared bodies once per worker)."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.dispatch import call_builtin
from runmat_builtins.display import disp_text
from runmat_builtins.errors import MException
from runmat_builtins.lib.parallel import cluster
from runmat_builtins.numeric import undefined
from runmat_builtins.spec import Example
from runmat_builtins.values import cell_array, char_row



class BytesState:
    """What ticBytes returns: the pool's counts at that moment."""

    __slots__ = ("counts",)
    shape = (1, 1)
    size = 1
    ndim = 2
    matlab_class = "struct"

    def __init__(self, counts: dict) -> None:
        self.counts = counts

    def __matlab_display_text__(self, name: str | None = None) -> str:
        body = "  ticBytes state\n\n"
        return f"{name} = \n\n{body}" if name else body


def _process_pool(p: Any, fname: str) -> cluster.Pool:
    if not isinstance(p, cluster.Pool):
        raise undefined(fname, type(p).__name__)
    if p.client is None:
        raise MException("parallel:threadpool:UnsupportedFunction",
                         f"{fname} is not supported on a thread-based pool: its workers share the "
                         f"client's memory, nothing is transferred. Use parpool('Processes') to measure "
                         f"data transfer.")
    if not p.connected:
        raise MException("parallel:pool:Closed", "The parallel pool has been deleted.")
    return p


def _snapshot(p: cluster.Pool) -> dict:
    return {k: list(v) for k, v in p.traffic.items()}


@runtime_builtin(
    summary="Start counting the bytes transferred to and from the workers of a process pool.",
    description="ticBytes(POOL) records the bytes sent to and received from each worker so far; "
                "tocBytes(POOL) then shows what moved since. STARTSTATE = ticBytes(POOL) returns the "
                "state for tocBytes(POOL, STARTSTATE). Thread pools transfer nothing: an error.",
    keywords=["parallel", "bytes", "transfer", "measure", "data"],
    related=["tocBytes", "parpool", "parfor", "parfeval"],
    signatures=["ticBytes(POOL)", "STARTSTATE = ticBytes(POOL)"],
    examples=[Example(code="p = parpool('Threads', 1);\ntry\n  ticBytes(p);\ncatch e\n  disp(e.identifier)\nend\ndelete(p)",
                      output="Starting parallel pool (parpool) using the 'Threads' profile ...\n"
                             "Connected to parallel pool with 1 workers.\n"
                             "parallel:threadpool:UnsupportedFunction\n",
                      description="thread pools share memory: nothing is transferred to count")],
    output_mode="nargout",
)
def ticBytes(pool: Any, *, nargout: int) -> Any:
    p = _process_pool(pool, "ticBytes")
    state = BytesState(_snapshot(p))
    p.tic = state
    return state if nargout > 0 else None


@runtime_builtin(
    summary="Bytes transferred to and from each worker since ticBytes (a table, or an N-by-2 array).",
    description="tocBytes(POOL) shows, per worker and in total, BytesSentToWorkers and "
                "BytesReceivedFromWorkers since the last ticBytes(POOL) (or since STARTSTATE: "
                "tocBytes(POOL, STARTSTATE)); BYTES = tocBytes(...) returns them as an N-by-2 array, "
                "one row per worker.",
    keywords=["parallel", "bytes", "transfer", "measure", "data"],
    related=["ticBytes", "parpool"],
    signatures=["tocBytes(POOL)", "tocBytes(POOL, STARTSTATE)", "BYTES = tocBytes(POOL)",
                "BYTES = tocBytes(POOL, STARTSTATE)"],
    examples=[Example(code="p = parpool('Threads', 1);\ntry\n  tocBytes(p);\ncatch e\n  disp(e.identifier)\nend\ndelete(p)",
                      output="Starting parallel pool (parpool) using the 'Threads' profile ...\n"
                             "Connected to parallel pool with 1 workers.\n"
                             "parallel:threadpool:UnsupportedFunction\n",
                      description="thread pools share memory: nothing is transferred to count")],
    output_mode="nargout",
)
def tocBytes(pool: Any, start: Any = None, *, nargout: int, ctx: Any = None) -> Any:
    p = _process_pool(pool, "tocBytes")
    state = start if isinstance(start, BytesState) else p.tic
    if state is None:
        raise MException("parallel:pool:TicBytesNotCalled", "Call ticBytes(pool) before tocBytes(pool).")
    now = p.traffic
    before = state.counts
    unassigned = now.get(None, [0, 0])  # shared bodies: sent to every worker alike
    unassigned0 = before.get(None, [0, 0])
    workers = p.worker_ids()
    rows = np.zeros((len(workers), 2))
    for k, w in enumerate(workers):
        cur, old = now.get(w, [0, 0]), before.get(w, [0, 0])
        rows[k] = [cur[0] - old[0], cur[1] - old[1]]
    if workers:
        rows[:, 0] += (unassigned[0] - unassigned0[0]) / len(workers)
    if nargout > 0:
        return rows

    names = [str(k + 1) for k in range(len(workers))] + ["Total"]
    full = np.vstack([rows, rows.sum(axis=0, keepdims=True)])
    t = call_builtin("table", full[:, :1], full[:, 1:],
                     char_row("VariableNames"),
                     cell_array([char_row("BytesSentToWorkers"), char_row("BytesReceivedFromWorkers")], (1, 2)),
                     char_row("RowNames"), cell_array([char_row(n) for n in names], (len(names), 1)))
    text = disp_text(t)
    head = text.split("\n\n", 1)
    text = head[1] if len(head) == 2 and head[0].strip().endswith("table") else text
    if ctx is not None:
        ctx.stdout.write(text)
    return None
