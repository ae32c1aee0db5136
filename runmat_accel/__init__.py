"""The accel boundary: guard, providers (pluggy), telemetry, warnings, GpuArray.

Builtins never reach a device except through what :func:`make_guard` hands them.
"""

from __future__ import annotations

from runmat_accel import messages, telemetry
from runmat_accel.diagnostics import DEFAULT_SINK, WarningSink, forget_shown
from runmat_accel.gpuarray import GpuArray, underlying_class
from runmat_accel.guard import device_provider, download, make_guard, upload, wrap_native
from typing import TYPE_CHECKING, Any

from runmat_accel.provider import Provider, ProviderEntry

if TYPE_CHECKING:
    from runmat_accel.provider_info import ProviderInfo


def seed_device(seed: int) -> None:
    """Restart the device random stream (gpuArray rand/randn drawn inside fused kernels)."""
    from runmat_accel.fusion import random

    random.seed(seed)


def philox_stream(seed: int) -> Any:
    """A host Philox4x32-10 stream for ``rng(seed, 'philox')``: ``.draw('uniform'|'normal', shape,
    dtype)`` gives the values a device draw of that shape gives after ``rng(seed)``."""
    from runmat_accel.fusion.random import HostStream

    return HostStream(seed)


def select_provider(name: str) -> None:
    """Select the device provider: 'cpu', 'inprocess', 'cuda' or 'auto'."""
    from runmat_accel._private.manager import manager

    manager().select(name)


def enable_offload_planner() -> str | None:
    """Turn the auto-offload planner on for the selected device; None, or why it stays off."""
    from runmat_accel import planner

    return planner.enable()


def explain_offload() -> str:
    """The planner's decisions per call site, as the text ``--explain-offload`` prints."""
    from runmat_accel.planner import log

    return log.explain_text()


def calibrate_offload() -> tuple[Any, Any]:
    """Measure the selected device's cost model and cache it; (model, path)."""
    from runmat_accel import calibration

    return calibration.run()


def describe_providers() -> list[ProviderInfo]:
    """Every provider found, loaded or failed, for ``runmat accel info``."""
    from runmat_accel._private.manager import manager

    return manager().describe()


def cuda_device_ids() -> list[str]:
    """The CUDA devices a parallel pool may give its workers (their CUDA_VISIBLE_DEVICES values):
    none unless the requested provider is ``auto`` or ``cuda`` and CuPy sees a device. Respects
    this process's own CUDA_VISIBLE_DEVICES. (docs/parallel.md, GPUs per worker)"""
    if requested_provider() not in ("auto", "cuda"):
        return []
    from runmat_accel.providers.cuda import visible_device_ids

    return visible_device_ids()


def requested_provider() -> str:
    from runmat_accel._private.manager import manager

    return manager().requested


__all__ = [
    "DEFAULT_SINK", "DeviceArray", "DeviceInfo", "GpuArray", "Provider", "ProviderEntry", "ProviderInfo",
    "WarningSink", "calibrate_offload", "cuda_device_ids", "describe_providers", "enable_offload_planner",
    "explain_offload", "device_provider", "download", "forget_shown", "from_dlpack",
    "make_guard", "messages", "philox_stream", "requested_provider", "seed_device", "select_provider", "telemetry",
    "underlying_class", "upload", "wrap_native",
]


def __getattr__(name: str) -> Any:
    if name in ("DeviceArray", "from_dlpack"):  # gpuArrays across the Python line: with the first one
        from runmat_accel import dlpack

        return getattr(dlpack, name)
    if name in ("DeviceInfo", "ProviderInfo"):  # pydantic models: loaded when first asked for
        from runmat_accel import provider_info

        return getattr(provider_info, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
