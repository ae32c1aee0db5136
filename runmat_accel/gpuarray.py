"""``gpuArray`` as a value: a residency wrapper over a provider-owned array."""

from __future__ import annotations

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


IMPLICIT_SEEN = [False]  # set when the planner first leaves a value on the device (the guard then marks)
_MATERIALIZE: list = []  # runmat_accel.fusion.program.materialize, imported with the first pending value


class GpuArray:
    """An array that lives on a provider's device.

    ``data`` is the provider's native array (a CuPy array on CUDA, an emulated
    buffer on ``inprocess``); it is always at least 2-D, like every MATLAB array.
    A gpuArray made by fusion is *pending*: it holds a graph node
    (:mod:`runmat_accel.fusion`) and computes it the first time ``data`` is read;
    ``shape`` and ``dtype`` answer without computing.

    An *implicit* gpuArray is a host array the offload planner moved to the device (``--accel
    auto``): it computes there like any gpuArray and stays there until a sink, but to the user
    it is the host array it stands for (``class`` is its element class, ``isgpuarray`` false,
    display unchanged); results of calls whose device operands are all implicit are implicit.
    """

    __slots__ = ("provider", "_data", "_node", "handle", "implicit", "__weakref__")

    def __init__(self, provider: Provider, data: Any) -> None:
        if data.ndim < 2:
            data = data.reshape((1, -1) if data.ndim == 1 else (1, 1))
        self.provider = provider
        self._data = data
        self._node = None
        self.implicit = False
        self.handle = provider.track(data)

    @classmethod
    def pending(cls, provider: Provider, node: Any) -> GpuArray:
        """A gpuArray whose value is the graph ``node``, computed when first read.

        It enters the provider's handle table when computed: most pending values are
        intermediate results that never are (they live inside one fused kernel)."""
        g = cls.__new__(cls)
        g.provider = provider
        g._data = None
        g._node = node
        g.handle = 0
        g.implicit = False
        return g

    def explicit(self) -> GpuArray:
        """This value as a gpuArray the user sees (``gpuArray(x)`` of an implicit one: a copy)."""
        if not self.implicit:
            return self
        if self._node is not None:
            return GpuArray.pending(self.provider, self._node)  # shares the graph; computed once
        return GpuArray(self.provider, self._data.copy())

    @property
    def data(self) -> Any:
        d = self._data
        if d is None:
            d = self.materialize("data")
        return d

    def materialize(self, cause: str) -> Any:
        """Compute a pending value now (one fused kernel); the native array."""
        node = self._node
        if node is None:
            return self._data
        d = node.value
        if d is None:
            if not _MATERIALIZE:
                from runmat_accel.fusion.program import materialize

                _MATERIALIZE.append(materialize)
            d = _MATERIALIZE[0](node, cause)
        if node.check is not None:  # a domain check not read yet: read now (recomputed if it escaped)
            from runmat_accel.fusion.checks import settle

            settle()
            d = node.value
        if d.ndim < 2:
            d = d.reshape((1, -1) if d.ndim == 1 else (1, 1))
        self._data = d
        self._node = None
        self.handle = self.provider.track(d)
        return d

    def __del__(self) -> None:
        # the handle leaves the provider's table with its gpuArray (a __del__ costs nothing at
        # creation; weakref.finalize cost microseconds per gpuArray made)
        h = self.handle
        if h:
            try:
                self.provider.release(h)
            except Exception:  # interpreter shutdown: the provider may be half torn down
                pass

    @property
    def is_pending(self) -> bool:
        return self._node is not None

    @property
    def shape(self) -> tuple[int, ...]:
        d = self._data
        return tuple(d.shape) if d is not None else self._node.shape

    @property
    def dtype(self) -> np.dtype:
        d = self._data
        if d is None:
            if not self._node.has_domain():
                return self._node.dtype
            d = self.data  # sqrt(-1) is complex: the class is known once computed
        return np.dtype(d.dtype)

    @property
    def underlying_class(self) -> str:
        return underlying_class(self.dtype)

    @property
    def is_complex(self) -> bool:
        return self.dtype.kind == "c"

    def exists(self) -> bool:
        return self._node is not None or self.provider.exists(self.handle)

    def __repr__(self) -> str:
        dims = "x".join(str(d) for d in self.shape)
        return f"<gpuArray {dims} {self.underlying_class} on {self.provider.name}>"
