"""Parallel Computing: pools of Dask workers (parpool, gcp), parfeval futures (docs/parallel.md).

The VM's backend slot lives here, not in :mod:`.cluster`, so a session registers it without
compiling the pool code (which loads with the first parallel builtin).
"""

from __future__ import annotations

from typing import Any

_BACKEND: Any = None


def register_backend(backend: Any) -> None:
    """The VM registers how work reaches its runtime on a worker (this package never imports
    the VM): ``backend.submit_call(client, ctx, fn, args, nargout)`` returns a Dask future of
    ``{"error": MException | None, "outputs": tuple, "stdout": str}``;
    ``backend.outputs(ctx, outputs)`` turns the outputs back into client values."""
    global _BACKEND
    _BACKEND = backend


def backend() -> Any:
    if _BACKEND is None:
        from runmat_builtins.errors import MException

        raise MException("parallel:cluster:NoRuntime",
                         "No MATLAB runtime is registered to run parallel work (start a Session first).")
    return _BACKEND
