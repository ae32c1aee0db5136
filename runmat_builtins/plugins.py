"""Builtin plugins: entry-point group ``runmat.builtins``, each loaded in isolation.

Plugins load once, the first time the catalog is asked for as a whole or a name the core
index lacks is looked up. Each distribution's builtins are collected while it loads and
registered as one unit with the distribution as their origin. A plugin that fails to import,
carries invalid metadata, or clashes with a core name is recorded (distribution, version,
error) and skipped with one warning line on stderr; none of its builtins is registered. Knobs:
``RUNMAT_PLUGINS`` (allowlist), ``RUNMAT_DISABLE_PLUGINS``,
``RUNMAT_NO_PLUGIN_AUTOLOAD``, ``RUNMAT_TRACE`` (see docs/plugins.md).
"""

from __future__ import annotations

import os
import re
import sys
import threading
import time
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from runmat_accel import describe_providers
from runmat_accel.errors import PluginError
from runmat_builtins.loader import Registry, registry

if TYPE_CHECKING:
    from importlib import metadata

    import pluggy

GROUP = "runmat.builtins"
PROVIDER_GROUP = "runmat.providers"

__all__ = ["GROUP", "PROJECT", "PROVIDER_GROUP", "RECORDS", "BuiltinPluginSpecs", "PluginRecord",
           "ensure_plugins", "hookimpl", "hookspec", "load_plugins", "plugin_report"]
_HOOK_NAMES = frozenset({"PROJECT", "BuiltinPluginSpecs", "hookimpl", "hookspec"})


def __getattr__(name: str) -> Any:
    if name in _HOOK_NAMES:  # pluggy loads with the plugins, not with the catalog
        from runmat_builtins import hookspecs

        return getattr(hookspecs, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


@dataclass
class PluginRecord:
    """One entry point as the loader saw it (what ``runmat plugins list`` shows)."""

    name: str  # the entry point's name
    distribution: str
    version: str | None
    status: str  # loaded, failed, disabled
    reason: str | None = None
    builtins: list[str] = field(default_factory=list)
    providers: list[str] = field(default_factory=list)
    group: str = GROUP


RECORDS: list[PluginRecord] = []


def _norm(name: str) -> str:
    """PEP 503 normalisation, so ``runmat_signal`` and ``RunMat-Signal`` match."""
    return re.sub(r"[-_.]+", "-", name).lower()


def _csv(var: str) -> set[str] | None:
    raw = os.environ.get(var)
    if raw is None:
        return None
    return {_norm(p.strip()) for p in raw.split(",") if p.strip()}


def _flag(var: str) -> bool:
    return os.environ.get(var, "").strip().lower() not in ("", "0", "false", "no", "off")


def _trace(msg: str) -> None:
    if _flag("RUNMAT_TRACE"):
        sys.stderr.write(f"[runmat] {msg}\n")


def _dist_of(ep: metadata.EntryPoint) -> tuple[str, str | None]:
    dist = getattr(ep, "dist", None)
    if dist is None:
        return ep.name, None
    return dist.metadata["Name"] or ep.name, dist.version


def _entry_points(group: str) -> list[metadata.EntryPoint]:
    """Entry points of ``group``, each (distribution, name) once even if found twice on sys.path."""
    from importlib import metadata  # start-up: plugins load on a miss, not with the catalog

    seen: set[tuple[str, str]] = set()
    out = []
    for ep in metadata.entry_points(group=group):
        key = (_norm(_dist_of(ep)[0]), ep.name)
        if key not in seen:
            seen.add(key)
            out.append(ep)
    return out


def _one_line(exc: BaseException) -> str:
    text = " ".join(str(exc).split()) or "(no message)"
    if len(text) > 300:
        text = text[:297] + "..."
    return f"{type(exc).__name__}: {text}"


def _monitor(pm: pluggy.PluginManager) -> None:
    """RUNMAT_TRACE: one line before and after every hook call, with the time taken."""
    started: list[float] = []

    def before(hook_name: str, impls: list[Any], kwargs: dict[str, Any]) -> None:
        started.append(time.perf_counter())
        who = ", ".join(pm.get_name(i.plugin) or "?" for i in impls)
        _trace(f"call {hook_name}({', '.join(f'{k}={v!r}' for k, v in kwargs.items())}) -> [{who}]")

    def after(outcome: Any, hook_name: str, impls: list[Any], kwargs: dict[str, Any]) -> None:
        ms = (time.perf_counter() - started.pop()) * 1e3 if started else 0.0
        exc = outcome.exception
        res = _one_line(exc) if exc is not None else repr(outcome.get_result())
        _trace(f"done {hook_name} in {ms:.1f} ms: {res}")

    pm.add_hookcall_monitoring(before, after)


def _owned_by(reg: Registry, module: str) -> list[str]:
    """Builtins registered earlier from under the entry point's top-level package (a plugin
    module a test or another plugin imported before the loader came to it)."""
    top = module.split(".", 1)[0]
    return sorted(n for n, b in reg.entries.items()
                  if not b.indexed and (getattr(b.fn, "__module__", "") or "").split(".", 1)[0] == top)


def _stamp_origin(reg: Registry, names: Iterable[str], origin: Any) -> None:
    """The loader knows the distribution for sure; make each builtin's origin say so."""
    for name in names:
        b = reg.entries[name]
        if b.spec.origin != origin:
            b.spec = b.spec.model_copy(update={"origin": origin})


def _selected(dist: str, ep_name: str, allow: set[str] | None, deny: set[str]) -> str | None:
    """None when the plugin may load, else the reason it is disabled."""
    keys = {_norm(dist), _norm(ep_name)}
    if keys & deny:
        return "disabled by RUNMAT_DISABLE_PLUGINS"
    if allow is not None and not keys & allow:
        return "not in RUNMAT_PLUGINS"
    return None


_LOCK = threading.RLock()
_LOADED = False


def ensure_plugins() -> None:
    """Load the builtin plugins unless they were loaded already (by this or :func:`load_plugins`)."""
    if _LOADED:
        return
    with _LOCK:
        if not _LOADED:
            load_plugins(registry())


def load_plugins(reg: Registry) -> list[PluginRecord]:
    """Load every builtin plugin found, honouring the RUNMAT_* knobs; returns :data:`RECORDS`."""
    global _LOADED
    _LOADED = True
    RECORDS.clear()
    if _flag("RUNMAT_NO_PLUGIN_AUTOLOAD"):
        _trace("RUNMAT_NO_PLUGIN_AUTOLOAD is set: no builtin plugins loaded")
        return RECORDS
    import pluggy  # start-up: pluggy loads with the plugins

    from runmat_builtins.hookspecs import PROJECT, BuiltinPluginSpecs  # start-up: imports pluggy

    allow = _csv("RUNMAT_PLUGINS")
    deny = _csv("RUNMAT_DISABLE_PLUGINS") or set()
    pm = pluggy.PluginManager(PROJECT)
    pm.add_hookspecs(BuiltinPluginSpecs)
    if _flag("RUNMAT_TRACE"):
        _monitor(pm)
    eps = _entry_points(GROUP)
    _warn_unknown_allowed(allow, eps)
    for ep in eps:
        dist, version = _dist_of(ep)
        rec = PluginRecord(ep.name, dist, version, "loaded")
        RECORDS.append(rec)
        why = _selected(dist, ep.name, allow, deny)
        if why is not None:
            rec.status, rec.reason = "disabled", why
            _trace(f"plugin {dist} ({ep.name}): {why}")
            continue
        _trace(f"plugin {dist} {version or ''}: loading {ep.value}")
        _load_one(pm, reg, ep, rec)
    return RECORDS


def _load_one(pm: pluggy.PluginManager, reg: Registry, ep: metadata.EntryPoint, rec: PluginRecord) -> None:
    from runmat_builtins.model import Origin  # start-up: pydantic loads with the first plugin

    origin = Origin(kind="plugin", distribution=rec.distribution, version=rec.version)
    plugin = None
    try:
        with reg.collecting(origin) as unit:
            plugin = ep.load()
            pm.register(plugin, name=f"{GROUP}:{rec.distribution}:{ep.name}")
            pm.check_pending()
            if hasattr(plugin, "runmat_register_builtins") and not pm.get_hookcallers(plugin):
                raise PluginError("runmat_register_builtins is defined but not marked with @hookimpl")
            others = [p for p in pm.get_plugins() if p is not plugin]
            pm.subset_hook_caller("runmat_register_builtins", remove_plugins=others)()
        reg.register_unit(unit)
    except (Exception, SystemExit) as exc:  # isolate: record, register nothing, go on
        if plugin is not None and pm.is_registered(plugin):
            pm.unregister(plugin)
        rec.status, rec.reason = "failed", _one_line(exc)
        ver = f" {rec.version}" if rec.version else ""
        sys.stderr.write(f"Warning: plugin {rec.distribution}{ver} was not loaded: {rec.reason}\n")
        return
    names = sorted({b.info.name for b in unit} | set(_owned_by(reg, ep.module)))
    _stamp_origin(reg, names, origin)
    rec.builtins = names
    _trace(f"plugin {rec.distribution}: loaded {len(names)} builtin(s): {', '.join(names)}")


def _warn_unknown_allowed(allow: set[str] | None, eps: list[metadata.EntryPoint]) -> None:
    if not allow:
        return
    known = set()
    for group in (GROUP, PROVIDER_GROUP):
        for ep in (eps if group == GROUP else _entry_points(group)):
            known |= {_norm(_dist_of(ep)[0]), _norm(ep.name)}
    for name in sorted(allow - known):
        sys.stderr.write(f"Warning: RUNMAT_PLUGINS names '{name}', which is not installed\n")


def plugin_report() -> list[PluginRecord]:
    """Builtin-plugin records plus third-party provider plugins (``runmat plugins list``).

    Providers found through ``runmat.providers`` are attached to the record of the
    distribution that ships them; the core distribution ``runmat`` is not listed.
    """
    out = [PluginRecord(**{**r.__dict__, "builtins": list(r.builtins), "providers": list(r.providers)})
           for r in RECORDS]
    by_dist = {_norm(r.distribution): r for r in out}
    for info in describe_providers():
        dist, _, version = (info.origin or "runmat").partition(" ")
        if _norm(dist) == "runmat":
            continue
        rec = by_dist.get(_norm(dist))
        if rec is None:
            rec = PluginRecord(info.name, dist, version or None, "loaded", group=PROVIDER_GROUP)
            by_dist[_norm(dist)] = rec
            out.append(rec)
        if info.status == "failed":
            rec.status, rec.reason = "failed", f"provider {info.name}: {info.reason}"
        else:
            rec.providers.append(info.name)
    return out
