"""gpuArrays across the Python line through DLPack, without a host round trip.

Out: a gpuArray leaves a workspace (``Session.workspace``, the Engine, an argument of a ``py.``
call) as a :class:`DeviceArray`, a read-only handle on the gpuArray's own device buffer:
``cupy.from_dlpack(x)``, ``torch.from_dlpack(x)``, ``jax.dlpack.from_dlpack(x)`` and, on the
emulated device, ``numpy.from_dlpack(x)`` share that memory (no copy). Where the consumer can be
told (DLPack 1.0's read-only flag: NumPy; ``__cuda_array_interface__``'s read-only bit) the
memory is marked read-only; CuPy and PyTorch have no read-only arrays, so a write through
their array would change the MATLAB variable: take ``.copy()`` before writing. MATLAB code never
writes into a device buffer in place (a write makes a new buffer), so such an array never
changes behind Python's back.

In: a Python object with ``__dlpack__`` whose memory is on a device the selected provider
computes on (``Provider.dlpack_devices``: CUDA for the cuda provider) becomes a gpuArray over
that same memory (:func:`from_dlpack`); a :class:`DeviceArray` comes back as its own gpuArray.
Only providers touch device libraries: this module asks them (``import_dlpack``,
``export_dlpack``) and never imports one.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_accel.gpuarray import GpuArray

# DLPack's DLDeviceType codes (dlpack.h)
CPU = 1
CUDA = 2
CUDA_HOST = 3
ROCM = 10
CUDA_MANAGED = 13
_NAMES = {CPU: "CPU", CUDA: "CUDA", CUDA_HOST: "CUDA host", ROCM: "ROCm", CUDA_MANAGED: "CUDA managed"}


def device_of(obj: Any) -> tuple[int, int] | None:
    """The DLPack device ``(type, id)`` of an object that exports DLPack, else None."""
    dev = getattr(obj, "__dlpack_device__", None)
    if dev is None or not hasattr(obj, "__dlpack__"):
        return None
    try:
        t, i = dev()
    except Exception:  # a lazily broken object: not an array we can take
        return None
    return int(t), int(i)


def on_device(obj: Any) -> bool:
    """An object that exports DLPack from a device's memory (not the host's)."""
    if type(obj) is DeviceArray:
        return True
    d = device_of(obj)
    return d is not None and d[0] != CPU


class DeviceArray:
    """A gpuArray as Python holds it: its device buffer, shared, read-only where the consumer
    can be told (see the module docstring). ``np.asarray(x)`` and :meth:`gather` copy to the
    host (a counted download); putting it into a workspace gives back the same gpuArray."""

    __slots__ = ("_g", "_view")

    def __init__(self, g: GpuArray, view: Any = None) -> None:
        self._g = g
        self._view = view  # a reshaped view of the device buffer (a py. call's 1-D vector), or None

    def _native(self) -> Any:
        return self._g.data if self._view is None else self._view

    @property
    def gpu_array(self) -> GpuArray:
        """The gpuArray itself (the runtime's value)."""
        return self._g

    @property
    def shape(self) -> tuple[int, ...]:
        return self._g.shape if self._view is None else tuple(self._view.shape)

    @property
    def dtype(self) -> np.dtype:
        return self._g.dtype

    @property
    def ndim(self) -> int:
        return len(self.shape)

    @property
    def size(self) -> int:
        return int(np.prod(self.shape))

    @property
    def provider(self) -> str:
        """The provider's name ('cuda', 'inprocess')."""
        return self._g.provider.name

    def __dlpack__(self, *, stream: Any = None, max_version: Any = None, dl_device: Any = None,
                   copy: Any = None) -> Any:
        kw = {k: v for k, v in (("stream", stream), ("max_version", max_version),
                                 ("dl_device", dl_device), ("copy", copy)) if v is not None}
        return self._g.provider.export_dlpack(self._native(), **kw)

    def __dlpack_device__(self) -> tuple[int, int]:
        return self._g.provider.dlpack_device(self._native())

    @property
    def __cuda_array_interface__(self) -> dict:
        native = self._native()
        iface = getattr(native, "__cuda_array_interface__", None)
        if iface is None:
            raise AttributeError("__cuda_array_interface__: the array is not in CUDA memory")
        out = dict(iface)
        out["data"] = (iface["data"][0], True)  # read-only, as the workspace's arrays are
        return out

    def gather(self) -> np.ndarray:
        """A host copy (MATLAB's ``gather``)."""
        from runmat_accel.guard import download

        host = download(self._g)
        return host if self._view is None else host.reshape(self.shape)

    def __array__(self, dtype: Any = None, copy: Any = None) -> np.ndarray:
        if copy is False:
            raise ValueError("a gpuArray cannot be read on the host without a copy; "
                             "use numpy.from_dlpack on the emulated device")
        host = self.gather()
        return host if dtype is None else host.astype(dtype, copy=False)

    def __len__(self) -> int:
        return self.shape[0]

    def __iter__(self) -> Any:
        return iter(self.gather())

    def __repr__(self) -> str:
        dims = "x".join(str(d) for d in self.shape)
        return f"<DeviceArray {dims} {self._g.underlying_class} on {self.provider} (a gpuArray; DLPack)>"


def export(g: GpuArray, vectors_1d: bool = False) -> DeviceArray:
    """The Python face of a gpuArray (no copy); with ``vectors_1d`` a row or column vector is
    one-dimensional (a view of the same memory), as a ``py.`` call passes vectors."""
    if vectors_1d and len(g.shape) == 2 and 1 in g.shape:
        return DeviceArray(g, g.data.reshape(-1))
    return DeviceArray(g)


def from_dlpack(obj: Any, provider: Any = None) -> GpuArray:
    """A gpuArray over the memory of ``obj`` (a DLPack exporter on a device the provider computes
    on), with no copy; a :class:`DeviceArray` gives its own gpuArray. TypeError when no provider
    takes the object's device or element type."""
    if type(obj) is DeviceArray:
        return obj.gpu_array
    dev = device_of(obj)
    if dev is None:
        raise TypeError(f"a Python {type(obj).__name__} does not export DLPack (__dlpack__)")
    if provider is None:
        from runmat_accel.guard import device_provider

        provider = device_provider()
    if dev[0] not in provider.dlpack_devices:
        raise TypeError(f"the '{provider.name}' provider cannot take arrays in "
                        f"{_NAMES.get(dev[0], f'DLPack device type {dev[0]}')} memory")
    native = provider.import_dlpack(obj)
    if native.dtype.kind not in "biufc" or native.dtype.itemsize < 4 and native.dtype.kind in "fc":
        raise TypeError(f"elements of type {native.dtype} have no MATLAB class")
    return GpuArray(provider, native)
