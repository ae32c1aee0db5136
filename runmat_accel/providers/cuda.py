"""The CUDA provider on CuPy: gpuArrays in NVIDIA device memory, computed by CuPy.

CuPy is imported only when this provider is built (``RUNMAT_ACCEL=cuda|auto``,
``--accel``, or the first gpuArray); :func:`probe` answers from package
metadata and never initializes CUDA. Device failures (out of memory, CUDA
errors) surface as exceptions the guard classifies with :meth:`is_out_of_memory`
and turns into a counted, warned host fallback.
"""

from __future__ import annotations

import importlib
import os
import importlib.util
from typing import Any

import numpy as np

from runmat_accel import dlpack, messages
from runmat_accel.hookspecs import hookimpl
from runmat_accel.provider import DeviceInfo, Provider, ProviderEntry
from runmat_accel.providers.handles import HandleTable

# Element kinds CuPy computes: bool, signed/unsigned int, float, complex.
_SUPPORTED_KINDS = frozenset("biufc")
# Builtins whose bodies need what CuPy lacks (ufunc.accumulate of maximum/minimum/fmax/fmin).
_UNSUPPORTED_OPS = {
    "cummax": "CuPy has no maximum.accumulate",
    "cummin": "CuPy has no minimum.accumulate",
}
# Texts CUDA libraries use for an allocation failure (cuBLAS, cuSOLVER, cuRAND, cuFFT, runtime).
_OOM_MARKERS = ("out of memory", "memoryallocation", "alloc_failed", "allocation_failed",
                "cufft_alloc_failed")


def probe() -> tuple[bool, str | None]:
    """Is CuPy installed? Uses import metadata only: no import, no CUDA initialization."""
    if importlib.util.find_spec("cupy") is None:
        return False, "CuPy is not installed (pip install 'runmat[cuda]')"
    return True, None


def visible_device_ids() -> list[str]:
    """The CUDA devices this process may use, as CUDA_VISIBLE_DEVICES entries: that variable's
    entries when it is set, else 0..count-1; none without CuPy or a device (never raises)."""
    if not probe()[0]:
        return []
    try:
        count = _import_cupy().cuda.runtime.getDeviceCount()
    except Exception:  # noqa: BLE001  (no driver, no device: no GPUs for the workers)
        return []
    listed = os.environ.get("CUDA_VISIBLE_DEVICES")
    if listed is not None:
        return [d.strip() for d in listed.split(",") if d.strip()][:count]
    return [str(k) for k in range(count)]


def _import_cupy() -> Any:
    """Import CuPy and check that a device answers; RuntimeError with the reason otherwise."""
    try:
        cp = importlib.import_module("cupy")
    except Exception as exc:  # e.g. the wheel's CUDA libraries do not match the driver
        raise RuntimeError(f"CuPy failed to import: {type(exc).__name__}: {exc}") from None
    try:
        count = cp.cuda.runtime.getDeviceCount()
    except Exception as exc:  # no driver, no device
        raise RuntimeError(f"no CUDA device: {exc}") from None
    if count < 1:
        raise RuntimeError("no CUDA device found")
    return cp


def _version_text(v: int) -> str:
    """CUDA's integer versions (12040) as MATLAB shows them ('12.4')."""
    return f"{v // 1000}.{(v % 1000) // 10}"


class CudaProvider(HandleTable, Provider):
    """gpuArrays as CuPy arrays on the current CUDA device."""

    name = "cuda"
    description = "NVIDIA GPU through CuPy"
    is_device = True
    fuses = True
    fuses_reductions = True
    defers_checks = True
    dlpack_devices = frozenset({dlpack.CUDA, dlpack.CUDA_MANAGED})

    def __init__(self) -> None:
        ok, reason = probe()
        if not ok:
            raise RuntimeError(reason)
        cp = _import_cupy()
        self._cp = cp
        self._ndarray = cp.ndarray
        self._oom_types: tuple[type[BaseException], ...] = (MemoryError, cp.cuda.memory.OutOfMemoryError)
        self._init_handles()
        self._reduction_scalars_as_arrays = False
        self._combines: dict[tuple, Any] = {}  # second passes of split reductions
        self._max_flat_blocks: int | None = None
        self._flags: Any = None  # the escape flags' pool, made with the first

    # -- arrays ---------------------------------------------------------------------
    @property
    def xp(self) -> Any:
        return self._cp

    def is_native(self, value: Any) -> bool:
        return isinstance(value, self._ndarray)

    def upload(self, host: np.ndarray) -> Any:
        """Copy a host array to the device; a one-element array becomes a fill (no copy, no sync)."""
        arr = np.asarray(host)
        if arr.dtype.kind not in _SUPPORTED_KINDS:
            raise TypeError(f"CuPy cannot hold elements of type {arr.dtype}")
        if arr.size == 1:
            return self._cp.full(arr.shape, arr.reshape(-1)[0], dtype=arr.dtype)
        return self._cp.asarray(arr)

    def import_dlpack(self, obj: Any) -> Any:
        """``cupy.from_dlpack``: a CuPy array over the exporter's device memory (no copy)."""
        return self._cp.from_dlpack(obj)

    def download(self, native: Any) -> np.ndarray:
        """Copy a device array to the host, keeping its memory order (waits for the device)."""
        return native.get(order="A") if isinstance(native, self._ndarray) else np.asarray(native)

    def declines(self, builtin: str, kind: str, dtypes: tuple[np.dtype, ...]) -> str | None:
        """Refuse element types CuPy cannot hold and builtins whose bodies need what it lacks."""
        missing = _UNSUPPORTED_OPS.get(builtin)
        if missing is not None:
            return f"{messages.REASON_OP}: {missing}"
        for dt in dtypes:
            if dt.kind not in _SUPPORTED_KINDS:
                return messages.fmt(messages.REASON_DTYPE, dtype=dt)
        return None

    # -- fusion -----------------------------------------------------------------------
    def compile_fused(self, program: Any) -> Any:
        """A CuPy ElementwiseKernel rendered from the program's templates (compiled on first launch)."""
        from runmat_accel.fusion.program import cuda_source

        ins, out, op, preamble = cuda_source(program)
        name = f"runmat_fused_{abs(hash(program.key)) % (1 << 40):x}"
        return self._cp.ElementwiseKernel(ins, out, op, name, preamble=preamble)

    def compile_failed(self, error: BaseException) -> bool:
        return type(error).__name__ == "CompileException"

    def launch_fused(self, kernel: Any, program: Any, inputs: list[Any], params: list[Any],
                     shape: tuple[int, ...], flag: Any = None) -> Any:
        """One launch; a domain-checking program sets ``flag`` (read later, with others: no sync
        here), or without one reads its own escape flag back (one sync)."""
        from runmat_accel.fusion.program import DomainEscape

        cp = self._cp
        order = "F" if all(a.flags.f_contiguous for a in inputs if a.ndim) else "C"
        out = cp.empty(shape, dtype=program.dtype, order=order)
        args = list(inputs)
        for v, dt in zip(params, program.param_dtypes):
            args.append(np.uint64(v) if dt.kind == "u" else v)  # draws' keys and counters: 64 bits
        args.append(out)
        own = None
        if program.domain:
            if flag is None:
                flag = own = cp.zeros(1, dtype=cp.int32)
            args.append(flag)
        kernel(*args)
        if own is not None and int(own.get()[0]):
            raise DomainEscape("a fused kernel left a function's real domain")
        return out

    def new_flag(self) -> Any:
        """A slot of the provider's flag pool (providers/flags.py: no allocation per launch)."""
        pool = self._flags
        if pool is None:
            from runmat_accel.providers.flags import FlagPool

            pool = self._flags = FlagPool(self._cp, lambda a: a.get())
        return pool.take()

    def read_flags(self, flags: list[Any]) -> list[int]:
        """One device-to-host copy (one wait) for all of them, one fill clearing the pool."""
        return self._flags.read(flags)

    def drop_flag(self, flag: Any) -> None:
        if self._flags is not None:
            self._flags.drop(flag)

    def _reduction_kernels(self, src: dict[str, Any], name: str) -> list[Any]:
        return [self._cp.ReductionKernel(p["in_params"], p["out_params"], p["map_expr"], p["reduce_expr"],
                                         p["post_map_expr"], p["identity"], f"{name}_{k}",
                                         reduce_type=p["reduce_type"], preamble=p["preamble"])
                for k, p in enumerate(src["passes"])]

    def compile_reduction(self, program: Any, reduction: Any, spec: tuple) -> Any:
        """One CuPy ReductionKernel per pass (var/std: the mean, then squared deviations); the
        first passes of a split reduction are built when a shape first needs them."""
        from runmat_accel.fusion.reduce import cuda_reduction_source

        name = f"runmat_reduce_{abs(hash((program.key, spec))) % (1 << 40):x}"
        return _Reduction(self._reduction_kernels(cuda_reduction_source(program, reduction, spec), name),
                          program, reduction, spec, name)

    def _scalars(self, values: list[Any], dtypes: Any) -> list[Any]:
        """Kernel arguments of scalar parameters: Python scalars, or 0-d arrays for a CuPy whose
        ReductionKernel takes none."""
        if values and self._reduction_scalars_as_arrays:
            return [self._cp.asarray(v, dtype=d) for v, d in zip(values, dtypes)]
        return list(values)

    def _reduce(self, kernel: Any, arrays: list[Any], scalars: list[Any], dtypes: list[Any], axes: tuple,
                tail: tuple = ()) -> Any:
        """One ReductionKernel launch: arrays, scalar parameters, then ``tail`` (var/std's mean)."""
        try:
            return kernel(*arrays, *self._scalars(scalars, dtypes), *tail, axis=axes, keepdims=True)
        except TypeError:
            if not scalars or self._reduction_scalars_as_arrays:
                raise
            # a CuPy whose ReductionKernel takes no Python scalars: 0-d arrays from now on
            self._reduction_scalars_as_arrays = True
            return kernel(*arrays, *self._scalars(scalars, dtypes), *tail, axis=axes, keepdims=True)

    def _combine(self, reduction: Any, dstr: str, finish: str) -> Any:
        """The second pass of split reductions (one kernel per reduction, class and finish)."""
        from runmat_accel.fusion.reduce import cuda_combine_source

        key = (reduction.name, dstr, finish)
        k = self._combines.get(key)
        if k is None:
            src = cuda_combine_source(reduction, dstr, finish)
            k = self._combines[key] = self._reduction_kernels(
                {"passes": [src]}, f"runmat_combine_{reduction.name}_{dstr[1:]}_{finish}")[0]
        return k

    def launch_reduction(self, kernel: Any, program: Any, reduction: Any, spec: tuple, inputs: list[Any],
                         params: list[Any], shape: tuple[int, ...], flag: Any = None,
                         kept: list | None = None) -> Any:
        """A whole-array reduction as our own grid-stride kernel (``fusion.reduce.flat_plan``: one
        launch, or two for partials); otherwise one pass per output block (CuPy's kernel), or,
        for few outputs over many elements, two (``split_for``): partials over a split view,
        then the partials combined. A ``flag`` (a map with a domain check): only the whole-array
        kernel sets one (CuPy's ReductionKernel takes no output but its result), so None when
        this launch is not one: the caller computes the map first; so too for a map with draws or
        a loop (only the whole-array kernel gives it the element's index)."""
        from runmat_accel.fusion.reduce import (
            FLAT_BLOCK, column_plan, flat_plan, second_finish, split_for, split_view,
        )

        axes, weight, dstr = spec[3], spec[2], spec[5]
        if program.domain and flag is None:
            raise ValueError("a reduction's map with a domain check is launched with an escape flag")
        whole = flag is not None or program.draws or program.loops  # (a map with draws or a loop:
        # the whole-array kernel only, which passes the element's index: cuda_reduction_source)
        if kernel.flat is not False:
            fl = flat_plan(shape, axes, inputs, reduction, self._flat_blocks())
            if fl is not None:
                out = self._flat(kernel, program, reduction, spec, inputs, params, fl, shape, flag, kept)
                if out is not None or whole:
                    return out
        if kernel.column is not False and not (program.draws or program.loops):
            col = column_plan(shape, axes, inputs, reduction, spec[1], self._flat_blocks() * FLAT_BLOCK)
            if col is not None:
                out = self._column(kernel, program, reduction, spec, inputs, params, col, shape, flag)
                if out is not None or flag is not None:
                    return out
        if whole:
            return None
        pd = list(program.param_dtypes)
        sp = split_for(shape, axes, inputs)
        if sp is None:
            out = self._reduce(kernel.one[0], list(inputs), list(params), pd, axes)
            if len(kernel.one) > 1:  # var/std: the second pass reads the mean
                out = self._reduce(kernel.one[1], list(inputs), list(params), pd, axes, (out,))
            return out
        cp = self._cp
        views = [split_view(cp, v, sp) for v in inputs]
        first = kernel.staged(self)
        dt = np.dtype(dstr)
        last = len(first) == 1
        part = self._reduce(first[0], views, list(params), pd, sp.first)
        fin, nall = second_finish(reduction, weight, sp.n, last)
        out = self._reduce(self._combine(reduction, dstr, fin), [part], [nall], [dt], sp.second)
        if not last:  # var/std: squared deviations from that mean, in two passes again
            part = self._reduce(first[1], views, list(params), pd, sp.first, (out,))
            fin, nall = second_finish(reduction, weight, sp.n, True)
            out = self._reduce(self._combine(reduction, dstr, fin), [part], [nall], [dt], sp.second)
        return out.reshape(tuple(1 if i in axes else d for i, d in enumerate(shape)))

    def _flat_blocks(self) -> int:
        """Blocks of a whole-array reduction's first pass: eight per multiprocessor (2048 threads,
        a full one: its loads wait on memory, as many in flight as fit)."""
        b = self._max_flat_blocks
        if b is None:
            sms = self._cp.cuda.Device().attributes["MultiProcessorCount"]
            b = self._max_flat_blocks = 8 * int(sms)
        return b

    def _flat(self, kernel: Any, program: Any, reduction: Any, spec: tuple, inputs: list[Any],
              params: list[Any], fl: Any, shape: tuple[int, ...], flag: Any = None, kept: list | None = None) -> Any:
        """The whole-array kernels (``cuda_flat_source``), compiled on first use; None (and the
        per-output kernels from then on) when their source does not compile. The map's loops
        write their values to arrays appended to ``kept``."""
        from runmat_accel.fusion.program import loop_steps
        from runmat_accel.fusion.reduce import FLAT_BLOCK

        fns = kernel.flat
        if fns is None:
            try:
                fns = kernel.flat = kernel.flat_functions(self._cp)
            except Exception as exc:
                if not self.compile_failed(exc):
                    raise
                kernel.flat = False
                return None
        first, combine = fns
        cp = self._cp
        axes, dt = spec[3], np.dtype(spec[5])
        out = cp.empty(tuple(1 if i in axes else d for i, d in enumerate(shape)), dtype=dt)
        args: list[Any] = []
        for v in inputs:
            args += (v, np.int32(v.size != 1))
        args += [d.type(v) for v, d in zip(params, program.param_dtypes)]
        if program.domain:  # the map's escape flag (cuda_flat_source's parameter after the p<j>)
            args.append(flag)
        loops = [cp.empty(shape, dtype=program.steps[m].dtype) for m in loop_steps(program)]
        args += loops  # (then the k<m> outputs)
        if kept is not None:
            kept += loops
        mean = np.int32(reduction.finish == "mean")
        n = np.int64(fl.n)
        if fl.blocks == 1:
            first((1,), (FLAT_BLOCK,), (*args, out, n, mean, dt.type(fl.n)))
            return out
        part = cp.empty(fl.blocks, dtype=dt)
        first((fl.blocks,), (FLAT_BLOCK,), (*args, part, n, np.int32(0), dt.type(1)))
        combine((1,), (FLAT_BLOCK,), (part, out, np.int64(fl.blocks), mean, dt.type(fl.n)))
        return out

    def _column(self, kernel: Any, program: Any, reduction: Any, spec: tuple, inputs: list[Any],
                params: list[Any], col: Any, shape: tuple[int, ...], flag: Any = None) -> Any:
        """The column kernels (``cuda_column_source``), compiled on first use: one coalesced pass
        per reduction pass and one block per output combining; None (and the other kernels from
        then on) when their source does not compile."""
        from runmat_accel.fusion.reduce import FLAT_BLOCK, column_finish

        fns = kernel.column
        if fns is None:
            try:
                fns = kernel.column = kernel.column_functions(self._cp)
            except Exception as exc:
                if not self.compile_failed(exc):
                    raise
                kernel.column = False
                return None
        first, combine = fns
        cp = self._cp
        axes, weight, dt = spec[3], spec[2], np.dtype(spec[5])
        args: list[Any] = []
        for v, m in zip(inputs, col.mods):
            args += (v, np.int64(m))
        args += [d.type(v) for v, d in zip(params, program.param_dtypes)]
        if program.domain:
            args.append(flag)
        T = col.K * col.P
        grid, R = (-(-T // FLAT_BLOCK),), col.n // col.K
        sizes = (np.int64(col.n), np.int64(col.K), np.int64(T))
        kept = tuple(1 if i in axes else d for i, d in enumerate(shape))
        part = cp.empty(T, dtype=dt)
        last = reduction.finish not in ("var", "std")
        out = cp.empty(col.K, dtype=dt)
        first(grid, (FLAT_BLOCK,), (*args, np.uint64(0), part, *sizes))
        fin, nall = column_finish(reduction, weight, R, last)
        combine((col.K,), (FLAT_BLOCK,), (part, out, np.int64(col.K), np.int64(col.P), np.int32(fin), dt.type(nall)))
        if not last:  # var/std: squared deviations from that mean
            mean, out = out, cp.empty(col.K, dtype=dt)
            first(grid, (FLAT_BLOCK,), (*args, mean, part, *sizes))
            fin, nall = column_finish(reduction, weight, R, True)
            combine((col.K,), (FLAT_BLOCK,), (part, out, np.int64(col.K), np.int64(col.P), np.int32(fin),
                                              dt.type(nall)))
        return out.reshape(kept, order="F")

    # -- device state ---------------------------------------------------------------
    def synchronize(self) -> None:
        """Wait until the current stream's queued kernels and copies have finished."""
        self._cp.cuda.get_current_stream().synchronize()

    def is_out_of_memory(self, error: BaseException) -> bool:
        """CuPy's allocator error, or a CUDA library reporting an allocation failure."""
        if isinstance(error, self._oom_types):
            return True
        if not type(error).__module__.startswith(("cupy", "cupy_backends", "cupyx")):
            return False
        text = f"{type(error).__name__} {error}".lower()
        return any(m in text for m in _OOM_MARKERS)

    def memory_in_use(self) -> int:
        """Bytes held by live gpuArrays on this provider."""
        return self.live()[1]

    def versions(self) -> dict[str, str]:
        """CuPy, CUDA runtime and driver versions (benchmarks and ``runmat accel info``)."""
        rt = self._cp.cuda.runtime
        return {"cupy": str(self._cp.__version__), "cuda_runtime": _version_text(rt.runtimeGetVersion()),
                "cuda_driver": _version_text(rt.driverGetVersion())}

    def devices(self) -> list[DeviceInfo]:
        rt = self._cp.cuda.runtime
        driver = _version_text(rt.driverGetVersion())
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
                driver=driver,
            ))
        return out

class _Reduction:
    """A fused reduction's kernels: ``one`` (the passes of one-pass reductions) and, built on
    first use, the first passes of split ones (their results partial)."""

    __slots__ = ("one", "_staged", "program", "reduction", "spec", "name", "flat", "column")

    def __init__(self, one: list[Any], program: Any, reduction: Any, spec: tuple, name: str) -> None:
        self.one, self._staged = one, None
        self.program, self.reduction, self.spec, self.name = program, reduction, spec, name
        self.flat: Any = None   # the whole-array kernels (first pass, combine); False: none compile
        self.column: Any = None  # the column kernels (pass, combine); False: none compile

    def flat_functions(self, cp: Any) -> tuple[Any, Any]:
        from runmat_accel.fusion.reduce import cuda_flat_source

        name = self.name + "_flat"
        mod = cp.RawModule(code=cuda_flat_source(self.program, self.reduction, self.spec, name))
        return mod.get_function(name), mod.get_function(name + "_combine")

    def column_functions(self, cp: Any) -> tuple[Any, Any]:
        from runmat_accel.fusion.reduce import cuda_column_source

        name = self.name + "_column"
        mod = cp.RawModule(code=cuda_column_source(self.program, self.reduction, self.spec, name))
        return mod.get_function(name), mod.get_function(name + "_combine")

    def staged(self, prov: CudaProvider) -> list[Any]:
        if self._staged is None:
            from runmat_accel.fusion.reduce import cuda_reduction_source

            src = cuda_reduction_source(self.program, self.reduction, self.spec, staged=True)
            self._staged = prov._reduction_kernels(src, self.name + "_staged")
        return self._staged


class _Plugin:
    @hookimpl
    def runmat_register_providers(self) -> list[ProviderEntry]:
        return [ProviderEntry("cuda", CudaProvider, CudaProvider.description, probe=probe)]


plugin = _Plugin()
