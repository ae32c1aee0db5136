"""Process-wide accel telemetry: counters under one lock, snapshot as a pydantic model
(:mod:`runmat_accel.telemetry_model`, imported when a snapshot is taken or fusion counts).

Every guarded builtin call updates it; ``snapshot()`` is exact under threads.
"""

from __future__ import annotations

import itertools
import threading
from collections import Counter

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from runmat_accel.telemetry_model import FusionStats, Snapshot


class FusionCounters:
    """The live fusion counters: plain attributes (a launch updates several; a pydantic model's
    setattr cost microseconds each). ``snapshot()`` copies them into ``FusionStats``."""

    __slots__ = ("kernels", "ops_fused", "cache_hits", "compiles", "compile_ns", "random_in_kernel",
                 "unfused", "reductions", "host_runs", "host_ops", "host_unfused", "host_threaded",
                 "threaded_compiles", "threaded_compile_ns", "loops", "loop_iterations",
                 "bytes_read", "bytes_written", "flag_reads", "reasons")

    def __init__(self) -> None:
        for name in self.__slots__[:-1]:
            setattr(self, name, 0)
        self.reasons: dict[str, int] = {}

    def as_dict(self) -> dict[str, Any]:
        d = {name: getattr(self, name) for name in self.__slots__}
        d["reasons"] = dict(self.reasons)
        return d


class Telemetry:
    """Thread-safe counters. Hot path: ``count_call`` (one lock round trip)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        # Call counts are itertools.count objects: next() is one atomic C call, so counts stay
        # exact under threads without a lock on the hot path. Times are best-effort sums.
        self.trace_counter = itertools.count(1)
        self._stats: dict[str, list] = {}  # builtin -> [itertools.count, time_ns]
        # calls the VM's compiled tier answered with a builtin's scalar kernel, without the guard:
        # builtin -> [itertools.count, its reading at the last reset, calls added in bulk]
        # (counted like guarded calls); the same cells by id(counter), for add_inline
        self._inline: dict[str, list] = {}
        self._inline_by_counter: dict[int, list] = {}
        # device calls: (builtin, provider) -> [itertools.count, its reading at the last reset]
        self._device: dict[tuple[str, str], list] = {}
        # calls deferred into fusion graphs: one counter for the process (fusion holds it), its
        # reading at the last reset kept beside it
        self.deferred_counter = itertools.count(1)
        self._deferred_base = 0
        # fused launches from cached kernels: (calls fused, draws, reduction, cause) ->
        # [itertools.count, its reading at the last reset]; a launch is one next(), no lock
        self._launches: dict[tuple[int, int, bool, str], list] = {}
        self._clear()

    def stat(self, builtin: str) -> list:
        """The [call counter, time_ns] cell of one builtin; the guard updates it in place."""
        with self._lock:
            cell = self._stats.get(builtin)
            if cell is None:
                cell = self._stats[builtin] = [itertools.count(1), 0]
            return cell

    def inline_counter(self, builtin: str) -> itertools.count:
        """The counter compiled code advances (``next``) once per call of ``builtin`` it ran
        inline; snapshots count those calls as calls of the builtin (time is not measured)."""
        with self._lock:
            cell = self._inline.get(builtin)
            if cell is None:
                cell = self._inline[builtin] = [itertools.count(1), 0, 0]
                self._inline_by_counter[id(cell[0])] = cell
            return cell[0]

    def add_inline(self, counter: itertools.count, n: int) -> None:
        """Count ``n`` calls on an inline counter at once (a compiled loop's batch of calls when it
        leaves): one step under the lock, however large ``n`` is."""
        with self._lock:
            cell = self._inline_by_counter.get(id(counter))
            if cell is not None and cell[0] is counter:
                cell[2] += n
                return
        next(itertools.islice(counter, n - 1, None))  # a counter of another recorder

    def _clear(self) -> None:
        for cell in self._stats.values():
            cell[0] = itertools.count(1)
            cell[1] = 0
        for cell in self._inline.values():  # held by compiled code: re-based, not replaced
            cell[1] = _counted(cell[0]) + cell[2]
        for cell in self._device.values():
            cell[1] = _counted(cell[0])
        for cell in self._launches.values():
            cell[1] = _counted(cell[0])
        self._fallbacks: Counter[tuple[str, str, str]] = Counter()
        self._errors: Counter[tuple[str, str]] = Counter()
        self._warnings: Counter[str] = Counter()
        self._up = [0, 0]
        self._down = [0, 0]
        self.fusion = FusionCounters()  # updated in place by runmat_accel.fusion (under self.lock)
        self._deferred_base = _counted(self.deferred_counter)

    def count_call(self, builtin: str, elapsed_ns: int) -> None:
        cell = self.stat(builtin)
        next(self.trace_counter)
        next(cell[0])
        cell[1] += elapsed_ns

    def count_device(self, builtin: str, provider: str) -> None:
        next(self.device_counter(builtin, provider))

    def device_counter(self, builtin: str, provider: str) -> itertools.count:
        """The counter of ``builtin``'s device calls on ``provider`` (the guard keeps it and
        advances it with ``next``: one atomic step, no lock)."""
        cell = self._device.get((builtin, provider))
        if cell is None:
            with self._lock:
                cell = self._device.setdefault((builtin, provider), [itertools.count(1), 0])
        return cell[0]

    def launch_counter(self, ops: int, draws: int, reduction: bool, cause: str) -> itertools.count:
        """The counter of fused launches of a cached kernel computing ``ops`` calls (``draws``
        of them in-kernel draws; a reduction or not) for ``cause``: a snapshot counts each step
        as a kernel, a cache hit, its calls fused, draws and reduction, and one ``cause``."""
        key = (ops, draws, reduction, cause)
        cell = self._launches.get(key)
        if cell is None:
            with self._lock:
                cell = self._launches.setdefault(key, [itertools.count(1), 0])
        return cell[0]

    def _fusion_dict(self) -> dict[str, Any]:
        """The fusion counters with the lock-free launch counters added in (under the lock)."""
        d = self.fusion.as_dict()
        reasons = d["reasons"]
        for (ops, draws, reduction, cause), (counter, base) in self._launches.items():
            n = _counted(counter) - base
            if n:
                d["kernels"] += n
                d["cache_hits"] += n
                d["ops_fused"] += n * ops
                d["random_in_kernel"] += n * draws
                d["reductions"] += n if reduction else 0
                reasons[cause] = reasons.get(cause, 0) + n
        return d

    def count_fallback(self, builtin: str, provider: str, reason: str) -> None:
        with self._lock:
            self._fallbacks[(builtin, provider, reason)] += 1

    def count_error(self, builtin: str, identifier: str) -> None:
        with self._lock:
            self._errors[(builtin, identifier)] += 1

    def count_warning(self, identifier: str) -> None:
        with self._lock:
            self._warnings[identifier] += 1

    def count_kernel_bytes(self, read: int, written: int) -> None:
        """Bytes a fused kernel read and wrote in device memory (best-effort sums, like times:
        a launch adds them without the lock)."""
        f = self.fusion
        f.bytes_read += read
        f.bytes_written += written

    def count_flag_read(self) -> None:
        """One read of a provider's escape flags (a host sync: fusion/checks.py)."""
        with self._lock:
            self.fusion.flag_reads += 1

    def counts(self) -> dict[str, Any]:
        """The raw counters since the last reset, without building a snapshot: per-builtin calls
        and device calls, calls deferred into graphs, the fusion counters, transfers. ``runmat_accel.explain``
        subtracts two of these to attribute a source line's work (cheap: no pydantic)."""
        with self._lock:
            calls: dict[str, int] = {}
            for name, (counter, _t) in self._stats.items():
                n = _counted(counter)
                if n:
                    calls[name] = n
            for name, (counter, base, bulk) in self._inline.items():
                n = _counted(counter) + bulk - base
                if n:
                    calls[name] = calls.get(name, 0) + n
            device: dict[str, int] = {}
            for (name, _prov), (counter, base) in self._device.items():
                n = _counted(counter) - base
                if n:
                    device[name] = device.get(name, 0) + n
            fusion = self._fusion_dict()
            return {"calls": calls, "device": device, "deferred": _counted(self.deferred_counter) - self._deferred_base,
                    "fusion": fusion, "up": tuple(self._up), "down": tuple(self._down)}

    def count_upload(self, nbytes: int) -> None:
        with self._lock:
            self._up[0] += 1
            self._up[1] += nbytes

    def count_download(self, nbytes: int) -> None:
        with self._lock:
            self._down[0] += 1
            self._down[1] += nbytes

    def download_count(self) -> int:
        """Downloads so far (a device loop tells a recorded iteration that read a device value on
        the host: runmat_vm.device_loops)."""
        return self._down[0]

    @property
    def lock(self) -> threading.Lock:
        return self._lock

    @property
    def trace(self) -> int:
        return _counted(self.trace_counter) + sum(_counted(c[0]) + c[2] for c in self._inline.values())

    def reset(self) -> None:
        """Zero every counter except the trace counter, which only grows."""
        with self._lock:
            self._clear()
        from runmat_accel.planner import log

        log.clear()

    def snapshot(self) -> Snapshot:
        from runmat_accel.planner import log
        from runmat_accel.telemetry_model import BuiltinStats, FusionStats, OffloadSite, Snapshot

        with self._lock:
            per: dict[str, BuiltinStats] = {}

            def stats(name: str) -> BuiltinStats:
                s = per.get(name)
                if s is None:
                    s = per[name] = BuiltinStats()
                return s

            for name, (counter, t) in self._stats.items():
                n = _counted(counter)
                if n:
                    stats(name).calls = n
                    stats(name).time_ns = t
            inline = 0
            for name, (counter, base, bulk) in self._inline.items():
                n = _counted(counter) + bulk - base
                if n:
                    stats(name).calls += n
                    inline += n
            device: Counter[str] = Counter()
            for (name, prov), (counter, base) in self._device.items():
                n = _counted(counter) - base
                if n:
                    stats(name).device_calls += n
                    device[prov] += n
            fallbacks: dict[str, int] = {}
            for (name, prov, reason), n in self._fallbacks.items():
                stats(name).fallbacks += n
                fallbacks[f"{name}|{prov}|{reason}"] = n
            errors: Counter[str] = Counter()
            for (name, ident), n in self._errors.items():
                stats(name).errors += n
                errors[ident] += n
            return Snapshot(
                trace=self.trace,
                calls=sum(_counted(c[0]) for c in self._stats.values()) + inline,
                device_calls=dict(device),
                fallbacks=fallbacks,
                errors=dict(errors),
                uploads=self._up[0],
                upload_bytes=self._up[1],
                downloads=self._down[0],
                download_bytes=self._down[1],
                warnings=dict(self._warnings),
                builtins=per,
                fusion=FusionStats(deferred=_counted(self.deferred_counter) - self._deferred_base,
                                   **self._fusion_dict()),
                offload=[OffloadSite(op=s.op, kind=s.kind, sizes=[list(d) for d in s.sizes], decision=s.decision,
                                     reason=s.reason, calls=s.calls, estimated_host_ns=s.estimated_host_ns,
                                     estimated_device_ns=s.estimated_device_ns, measured_ns=s.measured_ns)
                         for s in log.sites()],
                explain=_explained(),
            )


def _explained() -> Any:
    """The last ``--explain`` report (runmat_accel.explain), if a run was explained."""
    import sys

    mod = sys.modules.get("runmat_accel.explain")
    return None if mod is None else mod.last_report()


def count_inline(counter: itertools.count, n: int) -> None:
    """Advance an inline counter by ``n`` calls (compiled code's leaf adds its calls when it
    returns; a loop its batch when it leaves): one step, or a locked addition, however large."""
    if n == 1:
        next(counter)
    elif n < 16:
        next(itertools.islice(counter, n - 1, None))
    else:
        _TELEMETRY.add_inline(counter, n)


def _counted(counter: itertools.count) -> int:
    """How many times next() was called on an itertools.count(1) (read without advancing it)."""
    return int(repr(counter)[6:-1]) - 1


_TELEMETRY = Telemetry()


def snapshot() -> Snapshot:
    """A consistent copy of all counters."""
    return _TELEMETRY.snapshot()


def reset() -> None:
    """Zero the counters (the trace counter keeps growing)."""
    _TELEMETRY.reset()


def recorder() -> Telemetry:
    """The process-wide recorder (used by the guard and providers)."""
    return _TELEMETRY


def __getattr__(name: str) -> Any:
    if name in ("BuiltinStats", "FusionStats", "Snapshot"):
        from runmat_accel import telemetry_model

        return getattr(telemetry_model, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
