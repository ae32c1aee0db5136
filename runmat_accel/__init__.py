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


def select_provider(name: str) -> None:
    """Select the device provider: 'cpu', 'inprocess', 'cuda' or 'auto'."""
    from runmat_accel._private.manager import manager

    manager().select(name)


def describe_providers() -> list[ProviderInfo]:
    """Every provider found, loaded or failed, for ``runmat accel info``."""
    from runmat_accel._private.manager import manager

    return manager().describe()


def requested_provider() -> str:
    from runmat_accel._private.manager import manager

    return manager().requested


__all__ = [
    "DEFAULT_SINK", "DeviceInfo", "GpuArray", "Provider", "ProviderEntry", "ProviderInfo",
    "WarningSink", "describe_providers", "device_provider", "download", "forget_shown",
    "make_guard", "messages", "requested_provider", "seed_device", "select_provider", "telemetry",
    "underlying_class", "upload", "wrap_native",
]


def __getattr__(name: str) -> Any:
    if name in ("DeviceInfo", "ProviderInfo"):  # pydantic models: loaded when first asked for
        from runmat_accel import provider_info

        return getattr(provider_info, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
