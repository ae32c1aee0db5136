"""``gpuArray`` as a value: a residency wrapper over a provider-owned array."""

from __future__ import annotations

import weakref
from typing import TYPE_CHECKING, Any

import numpy as np

if TYPE_CHECKING:
    from runmat_accel.provider import Provider

_CLASS_OF_KIND = {"f": None, "b": "logical", "c": None}


def underlying_class(dtype: np.dtype) -> str:
    """The MATLAB class of elements with this dtype ('double', 'single', 'int32', ...)."""
    kind = dtype.kind
    if kind == "b":
        return "logical"
    if kind == "f":
        return "single" if dtype.itemsize == 4 else "double"
    if kind == "c":
        return "single" if dtype.itemsize == 8 else "double"
    if kind in "iu":
        return f"{'u' if kind == 'u' else ''}int{dtype.itemsize * 8}"
    return "double"


class GpuArray:
    """An array that lives on a provider's device.

    ``data`` is the provider's native array (a CuPy array on CUDA, an emulated
    buffer on ``inprocess``); it is always at least 2-D, like every MATLAB array.
    """

    __slots__ = ("provider", "data", "handle", "__weakref__")

    def __init__(self, provider: Provider, data: Any) -> None:
        if data.ndim < 2:
            data = data.reshape((1, -1) if data.ndim == 1 else (1, 1))
        self.provider = provider
        self.data = data
        self.handle = provider.track(data)
        weakref.finalize(self, provider.release, self.handle)

    @property
    def shape(self) -> tuple[int, ...]:
        return tuple(self.data.shape)

    @property
    def dtype(self) -> np.dtype:
        return np.dtype(self.data.dtype)

    @property
    def underlying_class(self) -> str:
        return underlying_class(self.dtype)

    @property
    def is_complex(self) -> bool:
        return self.dtype.kind == "c"

    def exists(self) -> bool:
        return self.provider.exists(self.handle)

    def __repr__(self) -> str:
        dims = "x".join(str(d) for d in self.shape)
        return f"<gpuArray {dims} {self.underlying_class} on {self.provider.name}>"
