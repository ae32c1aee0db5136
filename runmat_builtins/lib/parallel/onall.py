"""parfevalOnAll: run a function once on every worker of a pool (docs/parallel.md)."""

from __future__ import annotations

from typing import Any

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.parallel import cluster
from runmat_builtins.lib.parallel.callbacks import _WATCHED, AfterFuture, _vcat
from runmat_builtins.lib.parallel.futures import Future, FutureArray, nargout_arg
from runmat_builtins.spec import Example



class OnAllFuture(AfterFuture):
    """Finished when every worker's call has: its outputs are theirs, concatenated vertically
    (in the pool's worker order); the first failure is its error."""

    __slots__ = ()

    def _run(self) -> None:

        _WATCHED.discard(self)
        failed = next((p for p in self.parents if p.error is not None), None)
        if failed is not None:
            self.error = failed.error
            return
        self.outputs = tuple(_vcat([p.outputs[k] for p in self.parents]) for k in range(self.nargout))


@runtime_builtin(
    summary="Run a function once on every worker of the pool; one future for all.",
    description="F = parfevalOnAll(FCN, NOUT, X1, ...) runs FCN(X1, ...) once on each worker of the "
                "running pool (parfevalOnAll(POOL, ...) names the pool), e.g. to set up every worker; "
                "fetchOutputs(F) returns the workers' outputs concatenated vertically. Without a pool "
                "FCN runs once on the client.",
    keywords=["parallel", "workers", "all", "setup", "future"],
    related=["parfeval", "fetchOutputs", "parpool", "backgroundPool"],
    signatures=["F = parfevalOnAll(FCN, NOUT, X1, ..., Xm)", "F = parfevalOnAll(POOL, FCN, NOUT, X1, ..., Xm)"],
    examples=[Example(code="f = parfevalOnAll(@plus, 1, 1, 2);\ndisp(fetchOutputs(f))", output="     3\n")],
)
def parfevalOnAll(*args: Any, ctx: Any = None) -> FutureArray:
    rest = list(args)
    pool = rest.pop(0) if rest and isinstance(rest[0], cluster.Pool) else cluster.ensure_pool()
    if len(rest) < 2:
        raise MException("MATLAB:minrhs", "Not enough input arguments.")
    fn, nout, fargs = rest[0], nargout_arg(rest[1]), tuple(rest[2:])
    if pool is None or not pool.connected:
        from runmat_builtins.dispatch import call_builtin

        return call_builtin("parfeval", fn, float(nout), *fargs, ctx=ctx)  # no pool: once, on the client
    tasks = cluster.backend().submit_call(pool, ctx, fn, fargs, nout, every=True)
    parents = []
    for t in tasks:
        f = Future(fn, nout, ctx)
        f.pool, f.dask = pool, t
        parents.append(f)
    return FutureArray([OnAllFuture(parents, fn, nout, ctx, False, False)])
