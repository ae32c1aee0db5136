"""parfor and parfeval on the pool's Dask workers: classification (compile time), execution on
the client, the code that runs in each worker (docs/parallel.md).

:data:`BACKEND` is what the VM registers with ``runmat_builtins.lib.parallel.cluster`` (the
builtins reach the VM through it, never by importing it); the heavy modules load on first use.
"""

from __future__ import annotations

from typing import Any


class Backend:
    """parfeval's way into the runtime on a worker (see ``cluster.register_backend``)."""

    def submit_call(self, pool: Any, ctx: Any, fn: Any, args: tuple, nargout: int, every: bool = False) -> Any:
        """parfeval: one task calling ``fn`` on some worker (``every``: on each worker, a list)."""
        from runmat_vm.parallel.execute import session_env
        from runmat_vm.parallel.transport import pack
        from runmat_vm.parallel.worker import run_call

        env = session_env(ctx.session) if ctx is not None and hasattr(ctx, "session") else {"path": [], "dirs": []}
        submit = pool.submit_all if every else pool.submit
        return submit(run_call, env, pack(fn), tuple(pack(a) for a in args), nargout)

    def outputs(self, ctx: Any, outputs: tuple) -> tuple:
        from runmat_vm.parallel.transport import unpack

        session = getattr(ctx, "session", None)
        return tuple(unpack(session, v) for v in outputs)

    def warm(self, pool: Any, ctx: Any) -> None:
        """Before parpool returns: every worker imports the library, makes its Session and runs
        a small loop (worker.warm); then a small parfor runs through the client's path too."""
        from runmat_vm.parallel.warm import warm_pool

        warm_pool(pool, ctx)

    @property
    def run_lab(self) -> Any:
        """The task that runs an spmd block on one worker (runmat_vm.parallel.lab)."""
        from runmat_vm.parallel.lab import run_lab

        return run_lab

    @property
    def run_chunks(self) -> Any:
        """The task that runs chunks of parfor iterations in turn (runmat_vm.parallel.worker)."""
        from runmat_vm.parallel.worker import run_chunks

        return run_chunks


BACKEND = Backend()
