"""Process-wide accel telemetry: counters under one lock, snapshot as a pydantic model.

Every guarded builtin call updates it; ``snapshot()`` is exact under threads.
"""

from __future__ import annotations

import itertools
import threading
from collections import Counter

from pydantic import BaseModel, Field


class BuiltinStats(BaseModel):
    """Counters of one builtin."""

    calls: int = 0
    device_calls: int = 0
    fallbacks: int = 0
    errors: int = 0
    time_ns: int = 0


class FusionStats(BaseModel):
    """What elementwise fusion did: calls deferred into graphs, kernels run, the kernel cache."""

    deferred: int = Field(0, description="builtin calls recorded into a graph instead of launched")
    kernels: int = Field(0, description="fused kernels launched")
    ops_fused: int = Field(0, description="builtin calls computed inside launched fused kernels")
    cache_hits: int = 0
    compiles: int = 0
    compile_ns: int = 0
    random_in_kernel: int = Field(0, description="rand/randn drawn inside fused kernels")
    unfused: int = Field(0, description="graphs computed builtin by builtin (a domain escape or a failure)")
    reasons: dict[str, int] = Field(default_factory=dict, description="materialisations, by cause")


class Snapshot(BaseModel):
    """A consistent copy of every counter at one instant."""

    trace: int = Field(0, description="monotonic count of guarded calls ever made")
    calls: int = 0
    device_calls: dict[str, int] = Field(default_factory=dict, description="by provider")
    fallbacks: dict[str, int] = Field(default_factory=dict, description="by 'builtin|provider|reason'")
    errors: dict[str, int] = Field(default_factory=dict, description="by MATLAB identifier")
    uploads: int = 0
    upload_bytes: int = 0
    downloads: int = 0
    download_bytes: int = 0
    warnings: dict[str, int] = Field(default_factory=dict, description="by identifier")
    builtins: dict[str, BuiltinStats] = Field(default_factory=dict)
    fusion: FusionStats = Field(default_factory=FusionStats)


class Telemetry:
    """Thread-safe counters. Hot path: ``count_call`` (one lock round trip)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        # Call counts are itertools.count objects: next() is one atomic C call, so counts stay
        # exact under threads without a lock on the hot path. Times are best-effort sums.
        self.trace_counter = itertools.count(1)
        self._stats: dict[str, list] = {}  # builtin -> [itertools.count, time_ns]
        self._clear()

    def stat(self, builtin: str) -> list:
        """The [call counter, time_ns] cell of one builtin; the guard updates it in place."""
        with self._lock:
            cell = self._stats.get(builtin)
            if cell is None:
                cell = self._stats[builtin] = [itertools.count(1), 0]
            return cell

    def _clear(self) -> None:
        for cell in self._stats.values():
            cell[0] = itertools.count(1)
            cell[1] = 0
        self._device: Counter[tuple[str, str]] = Counter()
        self._fallbacks: Counter[tuple[str, str, str]] = Counter()
        self._errors: Counter[tuple[str, str]] = Counter()
        self._warnings: Counter[str] = Counter()
        self._up = [0, 0]
        self._down = [0, 0]
        self.fusion = FusionStats()  # updated in place by runmat_accel.fusion (under self.lock)
        self.deferred_counter = itertools.count(1)

    def count_call(self, builtin: str, elapsed_ns: int) -> None:
        cell = self.stat(builtin)
        next(self.trace_counter)
        next(cell[0])
        cell[1] += elapsed_ns

    def count_device(self, builtin: str, provider: str) -> None:
        with self._lock:
            self._device[(builtin, provider)] += 1

    def count_fallback(self, builtin: str, provider: str, reason: str) -> None:
        with self._lock:
            self._fallbacks[(builtin, provider, reason)] += 1

    def count_error(self, builtin: str, identifier: str) -> None:
        with self._lock:
            self._errors[(builtin, identifier)] += 1

    def count_warning(self, identifier: str) -> None:
        with self._lock:
            self._warnings[identifier] += 1

    def count_upload(self, nbytes: int) -> None:
        with self._lock:
            self._up[0] += 1
            self._up[1] += nbytes

    def count_download(self, nbytes: int) -> None:
        with self._lock:
            self._down[0] += 1
            self._down[1] += nbytes

    @property
    def lock(self) -> threading.Lock:
        return self._lock

    @property
    def trace(self) -> int:
        return _counted(self.trace_counter)

    def reset(self) -> None:
        """Zero every counter except the trace counter, which only grows."""
        with self._lock:
            self._clear()

    def snapshot(self) -> Snapshot:
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
            device: Counter[str] = Counter()
            for (name, prov), n in self._device.items():
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
                trace=_counted(self.trace_counter),
                calls=sum(_counted(c[0]) for c in self._stats.values()),
                device_calls=dict(device),
                fallbacks=fallbacks,
                errors=dict(errors),
                uploads=self._up[0],
                upload_bytes=self._up[1],
                downloads=self._down[0],
                download_bytes=self._down[1],
                warnings=dict(self._warnings),
                builtins=per,
                fusion=self.fusion.model_copy(update={"deferred": _counted(self.deferred_counter)}, deep=True),
            )


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
