"""Builtin plugins: entry-point group ``runmat.builtins``, each loaded in isolation.

A plugin that fails to import, carries invalid metadata, or clashes with a
core name is recorded (distribution, version, error) and skipped; what it
registered before failing is removed again.
"""

from __future__ import annotations

import os
import sys
from dataclasses import dataclass, field
from importlib import metadata
from typing import TYPE_CHECKING

import pluggy

if TYPE_CHECKING:
    from runmat_builtins.catalog import Registry

GROUP = "runmat.builtins"
PROJECT = "runmat"
hookspec = pluggy.HookspecMarker(PROJECT)
hookimpl = pluggy.HookimplMarker(PROJECT)


class BuiltinPluginSpecs:
    @hookspec
    def runmat_register_builtins(self) -> list[str] | None:
        """Import (and so register) the plugin's builtins; return module names imported, optionally."""
        raise NotImplementedError


@dataclass
class PluginRecord:
    name: str
    distribution: str
    version: str | None
    status: str  # loaded, failed, disabled
    reason: str | None = None
    builtins: list[str] = field(default_factory=list)


RECORDS: list[PluginRecord] = []


def _csv(var: str) -> set[str] | None:
    raw = os.environ.get(var)
    if raw is None:
        return None
    return {p.strip() for p in raw.split(",") if p.strip()}


def load_plugins(reg: Registry) -> list[PluginRecord]:
    """Load every builtin plugin found, honouring the RUNMAT_* knobs."""
    RECORDS.clear()
    if os.environ.get("RUNMAT_NO_PLUGIN_AUTOLOAD"):
        return RECORDS
    allow = _csv("RUNMAT_PLUGINS")
    deny = _csv("RUNMAT_DISABLE_PLUGINS") or set()
    pm = pluggy.PluginManager(PROJECT)
    pm.add_hookspecs(BuiltinPluginSpecs)
    if os.environ.get("RUNMAT_TRACE"):
        pm.trace.root.setwriter(lambda msg: sys.stderr.write(f"[runmat] {msg}"))
        pm.enable_tracing()
    for ep in metadata.entry_points(group=GROUP):
        dist = ep.dist.metadata["Name"] if ep.dist is not None else ep.name
        version = ep.dist.version if ep.dist is not None else None
        rec = PluginRecord(ep.name, dist, version, "loaded")
        RECORDS.append(rec)
        if (allow is not None and dist not in allow and ep.name not in allow) or dist in deny or ep.name in deny:
            rec.status, rec.reason = "disabled", "disabled by RUNMAT_PLUGINS/RUNMAT_DISABLE_PLUGINS"
            continue
        before = set(reg.entries)
        try:
            plugin = ep.load()
            pm.register(plugin, name=f"{GROUP}:{ep.name}")
            hook = getattr(plugin, "runmat_register_builtins", None)
            if hook is not None:
                hook()
        except Exception as exc:  # isolate: record, roll back, go on
            for name in set(reg.entries) - before:
                reg.unregister(name)
            rec.status, rec.reason = "failed", f"{type(exc).__name__}: {exc}"
            sys.stderr.write(f"Warning: plugin {dist} {version or ''} was not loaded: {rec.reason}\n")
            continue
        rec.builtins = sorted(set(reg.entries) - before)
    return RECORDS
