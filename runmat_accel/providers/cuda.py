"""The CUDA provider on CuPy. CuPy is imported only when this provider is built.

Probing availability uses importlib metadata and never initializes CUDA.
"""

from __future__ import annotations

import importlib
import importlib.util
import threading
from typing import Any

import numpy as np

from runmat_accel.hookspecs import hookimpl
from runmat_accel.provider import DeviceInfo, Provider, ProviderEntry

_SUPPORTED_KINDS = frozenset("biufc")


def probe() -> tuple[bool, str | None]:
    """Is CuPy importable (without importing it)? Device presence is checked on build."""
    if importlib.util.find_spec("cupy") is None:
        return False, "CuPy is not installed (pip install 'runmat[cuda]')"
    return True, None


class CudaProvider(Provider):
    name = "cuda"
    description = "NVIDIA GPU through CuPy"
    is_device = True

    def __init__(self) -> None:
        ok, reason = probe()
        if not ok:
            raise RuntimeError(reason)
        self._cp = importlib.import_module("cupy")
        try:
            count = self._cp.cuda.runtime.getDeviceCount()
        except Exception as exc:  # no driver, no device
            raise RuntimeError(f"no CUDA device: {exc}") from None
        if count < 1:
            raise RuntimeError("no CUDA device found")
        self._lock = threading.Lock()
        self._live: dict[int, int] = {}
        self._next = 0

    @property
    def xp(self) -> Any:
        return self._cp

    def is_native(self, value: Any) -> bool:
        return isinstance(value, self._cp.ndarray)

    def upload(self, host: np.ndarray) -> Any:
        return self._cp.asarray(host)

    def download(self, native: Any) -> np.ndarray:
        return self._cp.asnumpy(native)

    def declines(self, builtin: str, kind: str, dtypes: tuple[np.dtype, ...]) -> str | None:
        for dt in dtypes:
            if dt.kind not in _SUPPORTED_KINDS:
                return f"unsupported type {dt}"
        return None

    def synchronize(self) -> None:
        self._cp.cuda.Stream.null.synchronize()

    def track(self, native: Any) -> int:
        with self._lock:
            self._next += 1
            self._live[self._next] = int(native.nbytes)
            return self._next

    def release(self, handle: int) -> None:
        with self._lock:
            self._live.pop(handle, None)

    def exists(self, handle: int) -> bool:
        return handle in self._live

    def is_out_of_memory(self, error: BaseException) -> bool:
        return isinstance(error, (MemoryError, self._cp.cuda.memory.OutOfMemoryError))

    def devices(self) -> list[DeviceInfo]:
        rt = self._cp.cuda.runtime
        out = []
        for i in range(rt.getDeviceCount()):
            props = rt.getDeviceProperties(i)
            with self._cp.cuda.Device(i):
                free, total = rt.memGetInfo()
            name = props["name"]
            out.append(DeviceInfo(
                index=i + 1,
                name=name.decode() if isinstance(name, bytes) else str(name),
                memory_total=int(total), memory_free=int(free),
                compute_capability=f"{props['major']}.{props['minor']}",
                driver=f"CUDA runtime {rt.runtimeGetVersion()}, CuPy {self._cp.__version__}",
            ))
        return out


class _Plugin:
    @hookimpl
    def runmat_register_providers(self) -> list[ProviderEntry]:
        return [ProviderEntry("cuda", CudaProvider, CudaProvider.description, probe=probe)]


plugin = _Plugin()
