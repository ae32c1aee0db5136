"""Provider discovery (pluggy, entry-point group ``runmat.providers``) and selection.

Each entry point loads in its own try/except: a broken provider plugin is
recorded with its error and skipped. Providers are built lazily, so start-up
never initializes a device library.
"""

from __future__ import annotations

import os
import sys
import threading
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from runmat_accel import messages
from runmat_accel.errors import MException
from runmat_accel.provider import Provider, ProviderEntry

if TYPE_CHECKING:  # pluggy, importlib.metadata and pydantic load with the providers, not at start-up
    from importlib import metadata

    from runmat_accel.provider_info import ProviderInfo

GROUP = "runmat.providers"
CHOICES = ("cpu", "inprocess", "cuda", "auto")


class AccelError(MException):
    """A MATLAB error raised by the boundary (provider selection)."""


@dataclass
class _Slot:
    entry: ProviderEntry
    origin: str
    provider: Provider | None = None
    error: str | None = None


@dataclass
class _Failed:
    name: str
    origin: str
    error: str


@dataclass
class ProviderManager:
    """Knows every provider found, builds them on demand, and holds the selection."""

    slots: dict[str, _Slot] = field(default_factory=dict)
    failed: list[_Failed] = field(default_factory=list)
    requested: str = "auto"
    _lock: threading.RLock = field(default_factory=threading.RLock)
    _device: Provider | None = None

    @classmethod
    def discover(cls) -> ProviderManager:
        mgr = cls()
        import pluggy

        from runmat_accel.hookspecs import PROJECT, ProviderSpecs

        pm = pluggy.PluginManager(PROJECT)
        pm.add_hookspecs(ProviderSpecs)
        trace = os.environ.get("RUNMAT_TRACE")
        if trace:
            pm.trace.root.setwriter(lambda msg: sys.stderr.write(f"[runmat] {msg}"))
            pm.enable_tracing()
        for ep in _entry_points():
            origin = _origin(ep)
            try:
                plugin = ep.load()
                pm.register(plugin, name=f"{GROUP}:{ep.name}")
                entries = plugin.runmat_register_providers()
            except Exception as exc:  # isolate each plugin
                mgr.failed.append(_Failed(ep.name, origin, f"{type(exc).__name__}: {exc}"))
                continue
            for entry in entries:
                if entry.name in mgr.slots:
                    mgr.failed.append(_Failed(entry.name, origin, "duplicate provider name"))
                    continue
                mgr.slots[entry.name] = _Slot(entry, origin)
        mgr.requested = os.environ.get("RUNMAT_ACCEL", "auto").strip().lower() or "auto"
        return mgr

    def build(self, name: str) -> Provider:
        """The provider called ``name``, built on first use."""
        with self._lock:
            slot = self.slots.get(name)
            if slot is None:
                raise AccelError(messages.UNKNOWN_PROVIDER_ID, messages.fmt(
                    messages.UNKNOWN_PROVIDER, provider=name, known=", ".join(sorted(self.slots))))
            if slot.provider is None:
                if slot.error is not None:
                    raise AccelError(messages.PROVIDER_UNAVAILABLE_ID, messages.fmt(
                        messages.PROVIDER_UNAVAILABLE, provider=name, reason=slot.error))
                try:
                    slot.provider = slot.entry.factory()
                except Exception as exc:
                    slot.error = str(exc) or type(exc).__name__
                    raise AccelError(messages.PROVIDER_UNAVAILABLE_ID, messages.fmt(
                        messages.PROVIDER_UNAVAILABLE, provider=name, reason=slot.error)) from None
            return slot.provider

    def select(self, name: str) -> None:
        """Choose the device provider (``cpu`` means: no device unless a gpuArray asks)."""
        name = name.strip().lower()
        if name not in CHOICES and name not in self.slots:
            raise AccelError(messages.UNKNOWN_PROVIDER_ID, messages.fmt(
                messages.UNKNOWN_PROVIDER, provider=name, known=", ".join(CHOICES)))
        with self._lock:
            self.requested = name
            self._device = None
            if name not in ("auto", "cpu"):
                self._device = self.build(name)

    def built_device(self) -> Provider | None:
        """The device provider if one is selected and built (None: nothing to wait for)."""
        return self._device

    def device(self) -> Provider:
        """The provider that new gpuArrays go to (built lazily).

        ``auto`` and ``cpu`` prefer CUDA and otherwise use the in-process
        device, so gpuArray code runs everywhere.
        """
        dev = self._device
        if dev is not None:
            return dev
        with self._lock:
            if self._device is None:
                order = [self.requested] if self.requested not in ("auto", "cpu") else ["cuda", "inprocess"]
                last: AccelError | None = None
                for name in order:
                    if name not in self.slots:
                        continue
                    ok, reason = self.slots[name].entry.probe()
                    if not ok:
                        self.slots[name].error = self.slots[name].error or reason
                        last = AccelError(messages.NO_DEVICE_ID, messages.fmt(messages.NO_DEVICE, reason=reason))
                        continue
                    try:
                        self._device = self.build(name)
                        break
                    except AccelError as exc:
                        last = exc
                if self._device is None:
                    raise last or AccelError(messages.NO_DEVICE_ID, messages.fmt(
                        messages.NO_DEVICE, reason="no device provider is installed"))
            return self._device

    def host(self) -> Provider:
        return self.build("cpu")

    def describe(self) -> list[ProviderInfo]:
        """Every provider found or failed, with status and devices (no device init unless built)."""
        from runmat_accel.provider_info import ProviderInfo

        out = []
        selected = self._device.name if self._device is not None else None
        for name, slot in sorted(self.slots.items()):
            if slot.provider is not None:
                status = "selected" if name == selected else "loaded"
                reason = None
                try:
                    devices = slot.provider.devices()
                except Exception as exc:
                    devices, reason = [], str(exc)
            elif slot.error is not None:
                status, reason, devices = "unavailable", slot.error, []
            else:
                ok, reason = slot.entry.probe()
                status = "available" if ok else "unavailable"
                devices = []
            out.append(ProviderInfo(name=name, description=slot.entry.description,
                                    is_device=slot.entry.is_device, status=status,
                                    reason=reason, origin=slot.origin, devices=devices))
        for f in self.failed:
            out.append(ProviderInfo(name=f.name, description="", is_device=False, status="failed",
                                    reason=f.error, origin=f.origin))
        return out


def _entry_points() -> list[metadata.EntryPoint]:
    from importlib import metadata

    eps = list(metadata.entry_points(group=GROUP))
    if not any(ep.name == "cpu" for ep in eps):
        # Running from a source tree that was never installed: use our own entries.
        eps = [metadata.EntryPoint(n, f"runmat_accel.providers.{n}:plugin", GROUP)
               for n in ("cpu", "inprocess", "cuda")] + eps
    seen, unique = set(), []
    for ep in eps:
        if ep.name not in seen:
            seen.add(ep.name)
            unique.append(ep)
    return unique


def _origin(ep: metadata.EntryPoint) -> str:
    dist = getattr(ep, "dist", None)
    if dist is None:
        return "runmat"
    return f"{dist.metadata['Name']} {dist.version}"


_MANAGER: ProviderManager | None = None
_MLOCK = threading.Lock()


def manager() -> ProviderManager:
    """The process-wide manager, discovered on first use."""
    global _MANAGER
    if _MANAGER is None:
        with _MLOCK:
            if _MANAGER is None:
                _MANAGER = ProviderManager.discover()
    return _MANAGER
