"""Moving values between the host and a device, each move counted in telemetry."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_accel._private.manager import manager
from runmat_accel.gpuarray import GpuArray
from runmat_accel.provider import Provider
from runmat_accel.telemetry import recorder


def upload(value: np.ndarray, provider: Provider | None = None) -> GpuArray:
    """Move a host array to the device provider (``gpuArray``), counted."""
    prov = provider or manager().device()
    arr = np.asarray(value)
    recorder().count_upload(int(arr.nbytes))
    return GpuArray(prov, prov.upload(arr))


def download(value: Any) -> Any:
    """Bring a device array to the host (``gather``), counted; host values pass through."""
    if value.__class__ is GpuArray:
        host = value.provider.download(value.data)
        recorder().count_download(int(host.nbytes))
        return host
    return value


def device_provider() -> Provider:
    """The provider new gpuArrays go to (built lazily)."""
    return manager().device()


def wrap_native(provider: Provider, native: Any) -> GpuArray:
    """Wrap an array a builtin created on ``provider`` with the guard's namespace."""
    return GpuArray(provider, native)


def host_scalar(out: Any) -> np.ndarray | None:
    """A Python number or NumPy scalar as a 1x1 array (None for anything else).

    Device bodies return these where NumPy reduces to a scalar (the inprocess device) or a
    fast path answered on the host; the result of a device call is still a gpuArray."""
    t = out.__class__
    if t is float or t is int:
        return np.array([[out]], dtype=np.float64)
    if t is bool or t is complex:
        return np.array([[out]])
    if isinstance(out, np.generic) and out.dtype.kind in "biufc":
        return np.asarray(out).reshape(1, 1)
    return None


def upload_result(prov: Provider, host: np.ndarray) -> GpuArray:
    """A host result of a device call as a gpuArray on ``prov``, counted."""
    recorder().count_upload(int(host.nbytes))
    return GpuArray(prov, prov.upload(host))


def to_device(prov: Provider, out: Any, gather_out: bool) -> Any:
    """What a device body returned, as the caller sees it: native arrays wrapped as gpuArrays
    (downloaded instead for ``gather_out``, a sink's residency), host numbers uploaded."""
    if isinstance(out, tuple):
        return tuple(to_device(prov, o, gather_out) for o in out)
    if isinstance(out, list):
        return [to_device(prov, o, gather_out) for o in out]
    if prov.is_native(out):
        if gather_out:
            host = prov.download(out)
            recorder().count_download(int(host.nbytes))
            return host
        return GpuArray(prov, out)
    if not gather_out:
        host = host_scalar(out)
        if host is not None:  # a number the body made on the host side: a gpuArray, as in MATLAB
            return upload_result(prov, host)
    return out


def reupload(prov: Provider, out: Any) -> Any:
    """After a host fallback, results of a device op are device arrays again."""
    if isinstance(out, tuple):
        return tuple(reupload(prov, o) for o in out)
    if isinstance(out, np.ndarray) and out.dtype.kind in "biufc":
        return upload_result(prov, out)
    host = host_scalar(out)  # a scalar result (sum(A(:)), norm(A)) is a gpuArray too
    if host is not None:
        return upload_result(prov, host)
    return out
