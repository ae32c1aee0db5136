"""The provider contract: what an acceleration backend implements.

Third-party providers subclass :class:`Provider` and return a
:class:`ProviderEntry` from the ``runmat_register_providers`` hook.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import numpy as np


class Provider:
    """Base class: a place where arrays live and are computed on.

    ``xp`` is the array namespace handed to builtin bodies; ``upload`` and
    ``download`` move data across the boundary; ``declines`` lets a provider
    refuse an op (a reason string), which the guard turns into a host fallback.
    """

    name: str = "provider"
    description: str = ""
    is_device: bool = True
    fuses: bool = False  # compiles fusion programs (compile_fused / launch_fused)
    fuses_reductions: bool = False  # compiles fused reductions (compile_reduction / launch_reduction)
    defers_checks: bool = False  # launch_fused(..., flag=new_flag()) leaves escapes in the flag (read_flags)
    # DLPack device types (runmat_accel.dlpack) whose memory this provider computes on: arrays
    # there become its gpuArrays without a copy (import_dlpack)
    dlpack_devices: frozenset[int] = frozenset()

    @property
    def xp(self) -> Any:  # the array namespace (numpy, cupy, ...)
        raise NotImplementedError

    def is_native(self, value: Any) -> bool:
        """True when ``value`` is an array living on this provider."""
        raise NotImplementedError

    def upload(self, host: np.ndarray) -> Any:
        raise NotImplementedError

    def download(self, native: Any) -> np.ndarray:
        raise NotImplementedError

    def import_dlpack(self, obj: Any) -> Any:
        """A native array over the memory of ``obj`` (a DLPack exporter on one of
        ``dlpack_devices``), sharing it: no copy."""
        raise TypeError(f"the '{self.name}' provider cannot take DLPack arrays")

    def export_dlpack(self, native: Any, **kwargs: Any) -> Any:
        """``native.__dlpack__(**kwargs)``: the DLPack capsule a consumer's ``from_dlpack`` reads
        (a provider that can mark it read-only does)."""
        return native.__dlpack__(**kwargs)

    def dlpack_device(self, native: Any) -> tuple[int, int]:
        return tuple(native.__dlpack_device__())

    def nbytes(self, native: Any) -> int:
        return int(native.nbytes)

    def declines(self, builtin: str, kind: str, dtypes: tuple[np.dtype, ...]) -> str | None:
        """A reason string to refuse the op, or None to accept it.

        The guard caches the answer per (provider, builtin, argument classes): it must depend
        on these alone."""
        return None

    def before_call(self, builtin: str) -> None:
        """Hook run before each device call; may raise to signal a failure."""

    def synchronize(self) -> None:
        """Wait for queued device work (benchmarks, timing)."""

    def devices(self) -> list[DeviceInfo]:
        return []

    def measure_bandwidth(self, nbytes: int = 64 << 20, repeat: int = 5) -> float:
        """The memory bandwidth this provider achieves, in bytes per second: the best of
        ``repeat`` copies of an ``nbytes`` array into another on the provider (each byte read
        once and written once), waited for. ``runmat_accel.roofline`` calls it once per device
        and caches the answer; a provider with a better probe overrides it."""
        from time import perf_counter_ns

        xp = self.xp
        a = self.upload(np.ones((max(nbytes // 8, 1), 1)))
        b = xp.empty_like(a)
        xp.copyto(b, a)  # first touch (pages, a kernel compile) outside the timing
        self.synchronize()
        best = None
        for _ in range(repeat):
            t0 = perf_counter_ns()
            xp.copyto(b, a)
            self.synchronize()
            dt = perf_counter_ns() - t0
            best = dt if best is None else min(best, dt)
        return 2 * int(a.nbytes) / (max(best or 1, 1) * 1e-9)

    def track(self, native: Any) -> int:
        """Register a new device array; returns its handle id."""
        return id(native)

    def release(self, handle: int) -> None:
        """Forget a handle whose GpuArray was collected."""

    def exists(self, handle: int) -> bool:
        return True

    def is_out_of_memory(self, error: BaseException) -> bool:
        return isinstance(error, MemoryError)

    def compile_fused(self, program: Any) -> Any:
        """Build the kernel of a fusion program (cached by the caller under ``program.key``)."""
        raise NotImplementedError

    def compile_failed(self, error: BaseException) -> bool:
        """True when ``error`` says the generated source does not compile (not a passing fault)."""
        return False

    def launch_fused(self, kernel: Any, program: Any, inputs: list[Any], params: list[Any],
                     shape: tuple[int, ...], flag: Any = None) -> Any:
        """Run a compiled fusion program; a native array of ``shape`` and ``program.dtype``.

        Raises ``runmat_accel.fusion.DomainEscape`` when an element left a function's real
        domain (the graph is then computed builtin by builtin); given a ``flag`` (providers that
        ``defers_checks``), sets it instead and returns at once."""
        raise NotImplementedError

    def new_flag(self) -> Any:
        """A cleared escape flag on the device (``defers_checks``)."""
        raise NotImplementedError

    def read_flags(self, flags: list[Any]) -> list[int]:
        """The flags' values, read together (one wait for the device)."""
        raise NotImplementedError

    def drop_flag(self, flag: Any) -> None:
        """A flag from :meth:`new_flag` whose launch failed: it will not be read."""

    def compile_reduction(self, program: Any, reduction: Any, spec: tuple) -> Any:
        """Build the kernel of a fused reduction: ``program`` (the elementwise map) reduced by
        ``reduction`` (``runmat_accel.fusion.reduce.Reduction``); ``spec`` is (name, omitnan,
        weight, axes, ndim, result dtype string), cached by the caller."""
        raise NotImplementedError

    def launch_reduction(self, kernel: Any, program: Any, reduction: Any, spec: tuple, inputs: list[Any],
                         params: list[Any], shape: tuple[int, ...], flag: Any = None) -> Any:
        """Run a fused reduction; a native array of ``shape`` with the reduced axes of length 1.
        Given a ``flag`` (:meth:`new_flag`; a map with a domain check), an escape sets it; None
        when this launch cannot set one (the caller then computes the map first)."""
        raise NotImplementedError


@dataclass(frozen=True)
class ProviderEntry:
    """What a plugin registers: a name and a lazy factory.

    ``probe`` answers (available, reason) cheaply, without initializing a device
    library; ``factory`` builds the provider when it is first selected.
    """

    name: str
    factory: Callable[[], Provider]
    description: str = ""
    is_device: bool = True
    probe: Callable[[], tuple[bool, str | None]] = field(default=lambda: (True, None))


def __getattr__(name: str) -> Any:
    if name in ("DeviceInfo", "ProviderInfo"):
        from runmat_accel import provider_info

        return getattr(provider_info, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
