"""The host provider: NumPy arrays in process memory."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_accel.hookspecs import hookimpl
from runmat_accel.provider import DeviceInfo, Provider, ProviderEntry


class CpuProvider(Provider):
    name = "cpu"
    description = "NumPy on the host CPU"
    is_device = False

    @property
    def xp(self) -> Any:
        return np

    def is_native(self, value: Any) -> bool:
        return isinstance(value, np.ndarray)

    def upload(self, host: np.ndarray) -> np.ndarray:
        return host

    def download(self, native: np.ndarray) -> np.ndarray:
        return native

    def devices(self) -> list[DeviceInfo]:
        import platform

        return [DeviceInfo(name=f"host CPU ({platform.machine()})")]


class _Plugin:
    @hookimpl
    def runmat_register_providers(self) -> list[ProviderEntry]:
        return [ProviderEntry("cpu", CpuProvider, CpuProvider.description, is_device=False)]


plugin = _Plugin()
