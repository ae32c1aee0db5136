"""The catalog: every registered builtin, searchable, exportable as JSON and JSON Schema."""

from __future__ import annotations

import difflib
import importlib
import json
import pkgutil
import threading
import warnings
from typing import TYPE_CHECKING, Any

from runmat_builtins.spec import BuiltinSpec

if TYPE_CHECKING:
    from runmat_builtins.decorator import Builtin


class UnknownBuiltinError(KeyError):
    """``catalog().get`` found no builtin of that name; the message suggests the nearest."""

    def __init__(self, name: str, suggestions: list[str]) -> None:
        self.name = name
        self.suggestions = suggestions
        hint = f" Did you mean: {', '.join(suggestions)}?" if suggestions else ""
        super().__init__(f"No builtin named '{name}'.{hint}")

    def __str__(self) -> str:
        return self.args[0]


class DuplicateBuiltinError(Exception):
    """Two builtins claim one name and the second declared no override."""


class Registry:
    """The mutable store behind :func:`catalog`; builtins register at import time."""

    def __init__(self) -> None:
        self._lock = threading.RLock()
        self.entries: dict[str, Builtin] = {}
        self.overrides: list[tuple[str, str, str]] = []  # (name, replaced origin, new origin)
        self._loaded = False

    def register(self, builtin: Builtin) -> None:
        spec = builtin.spec
        with self._lock:
            old = self.entries.get(spec.name)
            if old is not None:
                if not spec.override:
                    raise DuplicateBuiltinError(
                        f"builtin '{spec.name}': field 'name': already registered by "
                        f"{old.spec.origin.distribution} ({old.spec.category}); declare override=True to replace it")
                self.overrides.append((spec.name, old.spec.origin.distribution, spec.origin.distribution))
                warnings.warn(f"builtin '{spec.name}' from {spec.origin.distribution} overrides the one from "
                              f"{old.spec.origin.distribution}", stacklevel=3)
            self.entries[spec.name] = builtin

    def unregister(self, name: str) -> None:
        with self._lock:
            self.entries.pop(name, None)

    def ensure_loaded(self) -> None:
        if self._loaded:
            return
        with self._lock:
            if self._loaded:
                return
            _import_all("runmat_builtins.lib")  # a core module that fails to import is a bug: raise
            self._loaded = True
            from runmat_builtins.plugins import load_plugins

            load_plugins(self)


def _import_all(package: str) -> None:
    pkg = importlib.import_module(package)
    for info in pkgutil.walk_packages(pkg.__path__, prefix=package + "."):
        importlib.import_module(info.name)


_REGISTRY = Registry()


def registry() -> Registry:
    return _REGISTRY


class Catalog:
    """Read-only view over the registered builtins."""

    def __init__(self, reg: Registry) -> None:
        self._reg = reg

    def names(self) -> list[str]:
        return sorted(self._reg.entries)

    def __contains__(self, name: str) -> bool:
        return name in self._reg.entries

    def __len__(self) -> int:
        return len(self._reg.entries)

    def get(self, name: str) -> BuiltinSpec:
        return self.builtin(name).spec

    def builtin(self, name: str) -> Builtin:
        b = self._reg.entries.get(name)
        if b is None:
            raise UnknownBuiltinError(name, self.suggest(name))
        return b

    def suggest(self, name: str, n: int = 3) -> list[str]:
        names = list(self._reg.entries)
        same_case = [x for x in names if x.lower() == name.lower()]
        close = difflib.get_close_matches(name, names, n=n, cutoff=0.6)
        return list(dict.fromkeys(same_case + close))[:n]

    def specs(self, *, category: str | None = None, keyword: str | None = None,
              accel_kind: str | None = None, origin: str | None = None) -> list[BuiltinSpec]:
        """Specs filtered by category (prefix), keyword, accel kind, or origin distribution."""
        out = []
        for name in self.names():
            s = self._reg.entries[name].spec
            if category and not (s.category == category or s.category.startswith(category.rstrip("/") + "/")):
                continue
            if keyword and keyword.lower() not in [k.lower() for k in s.keywords] and keyword.lower() != s.name.lower():
                continue
            if accel_kind and s.accel.kind != accel_kind:
                continue
            if origin and s.origin.distribution != origin:
                continue
            out.append(s)
        return out

    def categories(self) -> list[str]:
        return sorted({b.spec.category for b in self._reg.entries.values()})

    def to_json(self, **filters: Any) -> str:
        return json.dumps([s.model_dump(mode="json") for s in self.specs(**filters)], indent=2)

    @staticmethod
    def json_schema() -> dict[str, Any]:
        return BuiltinSpec.model_json_schema()


def catalog() -> Catalog:
    """The catalog of every builtin (core library and plugins load on first use)."""
    _REGISTRY.ensure_loaded()
    return Catalog(_REGISTRY)
