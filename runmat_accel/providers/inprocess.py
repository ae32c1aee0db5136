"""A device emulated in host memory: its own handles, transfers and counters.

Computes with NumPy but keeps a separate residency table, so the whole
boundary (upload, download, placement, fallback) runs without a GPU.
``RUNMAT_ACCEL_INJECT_FAULT=op,op`` makes those builtins fail on it (``fusion`` makes its
fused kernels fail). Fusion programs run through NumPy from the same templates the CUDA
provider compiles, so CI exercises fusion without a GPU.
"""

from __future__ import annotations

import os
from typing import Any

import numpy as np

from runmat_accel import dlpack
from runmat_accel.hookspecs import hookimpl
from runmat_accel.provider import DeviceInfo, Provider, ProviderEntry
from runmat_accel.providers.handles import HandleTable

_SUPPORTED_KINDS = frozenset("biufc")
FAULT_ENV = "RUNMAT_ACCEL_INJECT_FAULT"
_ENV_DATA = getattr(os.environ, "_data", None)  # CPython's encoded mapping: a plain dict read
_FAULT_KEY = os.environ.encodekey(FAULT_ENV) if _ENV_DATA is not None else None


class InjectedFault(RuntimeError):
    """Raised by the emulated device for ops named in RUNMAT_ACCEL_INJECT_FAULT."""


class _DeviceBuffer(np.ndarray):
    """Marks an ndarray as resident on the emulated device."""


class InProcessProvider(HandleTable, Provider):
    name = "inprocess"
    description = "Emulated device in host memory (NumPy compute; for testing the boundary)"
    is_device = True
    fuses = True
    fuses_reductions = True
    defers_checks = True  # as the CUDA provider: escapes are read where a value is needed (CI tests it)
    dlpack_devices = frozenset({dlpack.CPU})  # the emulated device's memory is host memory

    def __init__(self) -> None:
        self._init_handles()
        self.uploads = 0
        self.downloads = 0
        self._fault_raw: Any = None
        self._fault_set: frozenset[str] = frozenset()
        self._flags: Any = None  # the escape flags' pool, made with the first

    @property
    def xp(self) -> Any:
        return np

    def _faults(self) -> frozenset[str]:
        """The injected faults, parsed again only when the variable's text changes (every device
        call reads it: tests set it while a session runs)."""
        raw = _ENV_DATA.get(_FAULT_KEY) if _ENV_DATA is not None else os.environ.get(FAULT_ENV)
        if raw != self._fault_raw:
            text = os.fsdecode(raw) if isinstance(raw, bytes) else raw or ""
            self._fault_set = frozenset(p.strip() for p in text.split(",") if p.strip())
            self._fault_raw = raw
        return self._fault_set

    def is_native(self, value: Any) -> bool:
        return isinstance(value, np.ndarray) and value.dtype.kind in _SUPPORTED_KINDS

    def upload(self, host: np.ndarray) -> np.ndarray:
        self.uploads += 1
        return np.array(host, copy=True)

    def download(self, native: np.ndarray) -> np.ndarray:
        self.downloads += 1
        return np.array(native, copy=True)

    def import_dlpack(self, obj: Any) -> np.ndarray:
        """NumPy's ``from_dlpack`` (shares the memory), as a read-only view: nothing in the
        runtime writes into it."""
        return _readonly(np.from_dlpack(obj))

    def export_dlpack(self, native: np.ndarray, **kwargs: Any) -> Any:
        """A read-only export: DLPack 1.0 consumers (``numpy.from_dlpack``) get a read-only
        array over the same memory; a consumer that asks for no version gets BufferError, as
        NumPy gives for any read-only array."""
        return _readonly(native).__dlpack__(**kwargs)

    def declines(self, builtin: str, kind: str, dtypes: tuple[np.dtype, ...]) -> str | None:
        for dt in dtypes:
            if dt.kind not in _SUPPORTED_KINDS:
                return f"unsupported type {dt}"
        return None

    def before_call(self, builtin: str) -> None:
        if self._fault_raw is None and (_ENV_DATA.get(_FAULT_KEY) if _ENV_DATA is not None else
                                        os.environ.get(FAULT_ENV)) is None:
            return  # no faults: the common case, one dict read
        if builtin in self._faults():
            raise InjectedFault(f"injected fault in '{builtin}'")

    def compile_fused(self, program: Any) -> Any:
        if "fusion" in self._faults():
            raise InjectedFault("injected fault in fused kernel compilation")
        return program

    def launch_fused(self, kernel: Any, program: Any, inputs: list[Any], params: list[Any],
                     shape: tuple[int, ...], flag: Any = None) -> np.ndarray:
        from runmat_accel.fusion.program import DomainEscape, evaluate_numpy

        if "fusion" in self._faults():
            raise InjectedFault("injected fault in a fused kernel")
        if flag is None:
            return evaluate_numpy(kernel, inputs, params, shape)
        try:
            return evaluate_numpy(kernel, inputs, params, shape)
        except DomainEscape:  # what a kernel leaves: the flag set, real values (NaN) computed anyway
            flag[0] = 1
            return np.full(shape, np.nan, dtype=program.dtype, order="F")

    def new_flag(self) -> np.ndarray:
        """A slot of the provider's flag pool (providers/flags.py), as the CUDA provider's."""
        pool = self._flags
        if pool is None:
            from runmat_accel.providers.flags import FlagPool

            pool = self._flags = FlagPool(np, lambda a: np.array(a, copy=True))
        return pool.take()

    def read_flags(self, flags: list[Any]) -> list[int]:
        return self._flags.read(flags)

    def drop_flag(self, flag: Any) -> None:
        if self._flags is not None:
            self._flags.drop(flag)

    def compile_reduction(self, program: Any, reduction: Any, spec: tuple) -> Any:
        if "fusion" in self._faults():
            raise InjectedFault("injected fault in fused reduction compilation")
        return program

    def launch_reduction(self, kernel: Any, program: Any, reduction: Any, spec: tuple, inputs: list[Any],
                         params: list[Any], shape: tuple[int, ...], flag: Any = None,
                         kept: list | None = None) -> np.ndarray | None:
        """As CUDA's: a ``flag`` (a map with a domain check) only in a whole-array or column
        reduction, a map with draws or a loop only in a whole-array one (None otherwise: the
        caller computes the map first); an escape
        sets the flag, the result is NaN. ``kept``: a list the map's loop values are appended to
        (the whole-array kernel writes them out)."""
        from runmat_accel.fusion.program import DomainEscape
        from runmat_accel.fusion.reduce import (
            FLAT_BLOCK, FLAT_EMULATED_BLOCKS, column_plan, evaluate_reduction, flat_plan,
        )

        if "fusion" in self._faults():
            raise InjectedFault("injected fault in a fused reduction")
        if flag is None:
            if program.domain:
                raise ValueError("a reduction's map with a domain check is launched with an escape flag")
            if (program.draws or program.loops) and flat_plan(shape, spec[3], inputs, reduction,
                                                             FLAT_EMULATED_BLOCKS) is None:
                return None  # draws and loops: the whole-array kernel only, as CUDA's
            return evaluate_reduction(kernel, reduction, spec, inputs, params, shape, kept)
        if flat_plan(shape, spec[3], inputs, reduction, FLAT_EMULATED_BLOCKS) is None and (
                program.draws or program.loops
                or column_plan(shape, spec[3], inputs, reduction, spec[1], FLAT_EMULATED_BLOCKS * FLAT_BLOCK) is None):
            return None
        try:
            return evaluate_reduction(kernel, reduction, spec, inputs, params, shape)
        except DomainEscape:
            flag[0] = 1
            return np.full(tuple(1 if i in spec[3] else d for i, d in enumerate(shape)), np.nan,
                           dtype=np.dtype(spec[5]))

    def devices(self) -> list[DeviceInfo]:
        arrays, used = self.live()
        return [DeviceInfo(name="RunMat in-process emulated device", memory_total=None,
                           memory_free=None, driver=f"{arrays} arrays, {used} bytes")]


def _readonly(a: np.ndarray) -> np.ndarray:
    v = a.view(np.ndarray)
    v.flags.writeable = False
    return v


class _Plugin:
    @hookimpl
    def runmat_register_providers(self) -> list[ProviderEntry]:
        return [ProviderEntry("inprocess", InProcessProvider, InProcessProvider.description)]


plugin = _Plugin()
