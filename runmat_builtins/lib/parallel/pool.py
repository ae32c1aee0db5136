"""parpool, gcp: start, find and (with delete) shut down the parallel pool (docs/parallel.md)."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.parallel import cluster
from runmat_builtins.lib.parallel.threads import background_pool
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.values import is_char, is_string, to_str



def _text(v: Any) -> str | None:
    return to_str(v) if is_char(v) or (is_string(v) and np.size(v) == 1) else None


def _count(v: Any) -> int:
    ok = isinstance(v, (float, bool)) or (isinstance(v, np.ndarray) and v.dtype.kind in "iuf")
    a = np.asarray(v, dtype=float).reshape(-1) if ok else np.zeros(0)
    if a.size not in (1, 2) or not np.all(np.isfinite(a)) or np.any(a != np.floor(a)) or np.any(a < 1):
        raise MException("parallel:convenience:InvalidPoolSize",
                         "The pool size must be a positive integer or a range [MIN MAX] of positive integers.")
    return int(a[-1])


@runtime_builtin(
    summary="Start a parallel pool of Dask workers (a LocalCluster, or an existing scheduler).",
    description="parpool starts a pool of worker processes (a dask.distributed LocalCluster; one worker "
                "per core by default) that parfor, parfeval and tall arrays compute on. parpool(N) "
                "starts N workers, parpool('Threads') a pool of threads in this process, and "
                "parpool('cluster', ADDRESS) connects to a running Dask scheduler (so does plain "
                "parpool when the environment variable RUNMAT_PARALLEL_SCHEDULER holds an address). "
                "One pool at a time: delete(gcp('nocreate')) shuts it down.",
    keywords=["parallel", "pool", "workers", "cluster", "dask", "parfor"],
    related=["gcp", "parfeval", "delete"],
    signatures=["parpool", "parpool(N)", "parpool(PROFILE)", "parpool(PROFILE, N)",
                "parpool('cluster', ADDRESS)", "P = parpool(...)"],
    errors=[ErrorSpec(identifier="parallel:convenience:ConnectionOpen", when="a pool is already running"),
            ErrorSpec(identifier="parallel:cluster:CannotConnect", when="the scheduler address does not answer"),
            ErrorSpec(identifier="parallel:convenience:InvalidPoolSize", when="N is not a positive integer")],
    examples=[Example(code="p = parpool('Threads', 2);\ndisp(p.NumWorkers)\ndelete(p)",
                      output="Starting parallel pool (parpool) using the 'Threads' profile ...\n"
                             "Connected to parallel pool with 2 workers.\n"
                             "     2\n",
                      description="a pool of two threads in this process")],
    effects=["io"],
    output_mode="nargout",
)
def parpool(*args: Any, nargout: int, ctx: Any = None) -> Any:
    profile, n, address = "Processes", None, None
    rest = list(args)
    if rest and _text(rest[0]) is not None:
        name = _text(rest.pop(0))
        key = name.lower()
        if key in ("cluster", "dask"):
            if not rest or _text(rest[0]) is None:
                raise MException("parallel:convenience:InvalidArgument",
                                 "parpool('cluster', ADDRESS) needs the scheduler's address, e.g. 'tcp://host:8786'.")
            address = _text(rest.pop(0))
        elif key in ("processes", "local"):
            profile = "Processes"
        elif key == "threads":
            profile = "Threads"
        elif "://" in name:
            address = name
        else:
            raise MException("parallel:cluster:ProfileNotFound",
                             f"The profile '{name}' is not a valid profile. Use 'Processes', 'Threads' "
                             f"or 'cluster' with a Dask scheduler address.")
    if rest:
        n = _count(rest.pop(0))
    if rest:
        raise MException("MATLAB:TooManyInputs", "Too many input arguments.")
    out = ctx.stdout if ctx is not None else None
    if out is not None:
        where = f"the Dask scheduler at {address}" if address else f"the '{profile}' profile"
        out.write(f"Starting parallel pool (parpool) using {where} ...\n")
    pool = cluster.start_pool(n, profile, address, ctx)
    if out is not None:
        out.write(f"Connected to parallel pool with {pool.num_workers} workers.\n")
        link = getattr(pool.cluster, "dashboard_link", None)
        if link:  # a LocalCluster we started: where its Dask dashboard is
            out.write(f"Dask dashboard: {link}\n")
    return pool if nargout > 0 else None


@runtime_builtin(
    summary="The current parallel pool ([] when none runs and none is to be created).",
    description="gcp returns the running pool. gcp('nocreate') never starts one; plain gcp starts a "
                "pool only when automatic pool creation is on (RUNMAT_PARALLEL_AUTOCREATE=1), "
                "otherwise it returns [] as well.",
    keywords=["parallel", "pool", "current"],
    related=["parpool", "delete"],
    signatures=["P = gcp", "P = gcp('nocreate')"],
    examples=[Example(code="p = gcp('nocreate');\ndisp(isempty(p))", output="   1\n")],
)
def gcp(option: Any = None) -> Any:
    if option is not None:
        if (_text(option) or "").lower() != "nocreate":
            raise MException("parallel:convenience:InvalidArgument",
                             "The only option gcp accepts is 'nocreate'.")
        pool = cluster.current_pool()
    else:
        pool = cluster.ensure_pool()
    return pool if pool is not None else np.zeros((0, 0))


@runtime_builtin(
    summary="The background pool: threads of this process for parfeval (no parpool needed).",
    description="p = backgroundPool returns the session's background pool, started by its first use: "
                "one thread worker per core, sharing this process's memory. parfeval(backgroundPool, "
                "FCN, N, ...) runs FCN on it while the client goes on; parpool's pool is separate.",
    keywords=["parallel", "background", "threads", "parfeval", "asynchronous"],
    related=["parfeval", "parpool", "gcp"],
    signatures=["P = backgroundPool"],
    examples=[Example(code="f = parfeval(backgroundPool, @magic, 1, 3);\ndisp(fetchOutputs(f))",
                      output="     8     1     6\n     3     5     7\n     4     9     2\n")],
)
def backgroundPool(*, ctx: Any = None) -> Any:
    return background_pool(ctx)
