"""Shared helpers of the GPU tests (importable from test modules and conftest)."""

from __future__ import annotations

import os

import runmat_accel


def _cuda_skip_reason() -> str | None:
    """Why the CUDA provider cannot run here, or None when it can."""
    try:
        import cupy  # noqa: F401
    except Exception as exc:  # not installed, or its CUDA libraries fail to load
        return f"CuPy is not importable ({type(exc).__name__}: {exc})"
    try:
        runmat_accel.select_provider("cuda")
    except Exception as exc:
        return f"the CUDA provider cannot start: {exc}"
    finally:
        runmat_accel.select_provider(os.environ.get("RUNMAT_ACCEL", "auto") or "auto")
    return None


_REASON: list[str | None] = []


def cuda_skip_reason() -> str | None:
    """Memoized: probing twice would initialize CUDA twice for nothing."""
    if not _REASON:
        _REASON.append(_cuda_skip_reason())
    return _REASON[0]


def scalars_stay(prov) -> bool:
    """Does a scalar result of a device call stay a gpuArray on ``prov``?

    CuPy reduces to 0-d device arrays, so on cuda it does. NumPy reduces to NumPy scalars and
    reduction bodies return Python floats for 1x1 doubles, so on the inprocess device the guard
    must wrap them (see tools/gpu/patches/lead-guard-upload-fallback-and-scalars.patch);
    until it does, scalar results there come home and the tests accept that."""
    from runmat_accel import GpuArray, upload
    from runmat_builtins import call_builtin

    import numpy as np

    if prov.xp is not np:
        return True
    return isinstance(call_builtin("sum", upload(np.ones((1, 3)), prov)), GpuArray)
