"""The registry and how builtins get into it.

``@runtime_builtin`` only declares a :class:`~runmat_builtins.decorator.Builtin`; this module
registers it:

- a core builtin the index describes is kept aside when its module is imported and enters the
  registry on its first lookup (the index says which module to import for a name);
- the builtins a plugin distribution declares while it loads are collected and registered as
  one unit, with the distribution as their origin, or not at all (:func:`collecting`);
- any other definition (a test, a notebook cell, a core builtin the index does not know yet)
  is registered when it is declared.
"""

from __future__ import annotations

import importlib
import threading
import warnings
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

from runmat_accel.errors import RegistrationError
from runmat_builtins.index import index

if TYPE_CHECKING:
    from runmat_builtins.decorator import Builtin


_LIB = "runmat_builtins.lib."


class DuplicateBuiltinError(RegistrationError):
    """Two builtins claim one name and the second declared no override."""


class _Entries(dict):
    """name -> Builtin; a core name not yet loaded loads on ``entries[name]``. A change of what a
    name means (set, popped, deleted) is told to the watchers (``Registry.watch``)."""

    def __init__(self) -> None:
        super().__init__()
        self.watchers: list[Callable[[str], None]] = []

    def __setitem__(self, name: str, builtin: Builtin) -> None:
        dict.__setitem__(self, name, builtin)
        for w in self.watchers:
            w(name)

    def __delitem__(self, name: str) -> None:
        dict.__delitem__(self, name)
        for w in self.watchers:
            w(name)

    def pop(self, name: str, *default: Any) -> Any:  # type: ignore[override]
        out = dict.pop(self, name, *default)
        for w in self.watchers:
            w(name)
        return out

    def __missing__(self, name: str) -> Builtin:
        b = _REGISTRY.load_core(name)
        if b is None:
            raise KeyError(name)
        return b


class Registry:
    """The builtins callable by name: the core library (on demand), plugins, ad-hoc definitions."""

    def __init__(self) -> None:
        self._lock = threading.RLock()
        self.entries: dict[str, Builtin] = _Entries()
        self.overrides: list[tuple[str, str, str]] = []  # (name, replaced origin, new origin)
        self.core: dict[str, Builtin] = {}  # core builtins declared so far (registered or not)
        self._loading = threading.local()  # .unit, .origin: the plugin this thread is loading
        self._library_imported = False

    def watch(self, watcher: Callable[[str], None]) -> None:
        """Call ``watcher(name)`` whenever the builtin registered as ``name`` changes (its first
        load, a definition, an override, an unregistration): executors that keep something of a
        builtin by name (the interpreter's scalar sites) drop it then."""
        self.entries.watchers.append(watcher)  # type: ignore[attr-defined]

    # ---- lookup
    def find(self, name: str) -> Builtin | None:
        """The builtin registered as ``name``, loading a core module if the index names one."""
        b = self.entries.get(name)
        if b is not None:
            return b
        if not index() and not self._library_imported:
            # no usable index (see index.index): the whole library, validated, and said aloud
            warnings.warn("runmat_builtins/index.json is missing or was written for other fields: "
                          "importing the whole library; run `runmat builtins inventory` to rebuild it",
                          RuntimeWarning, stacklevel=2)
            import_library()
            self._library_imported = True
            return self.entries.get(name)
        return self.load_core(name)

    def load_core(self, name: str) -> Builtin | None:
        info = index().get(name)
        if info is None:
            return None
        if name not in self.core:
            # outside our lock: the import system serialises imports, and the module's
            # decorators take the lock to declare. Every core module lives under
            # runmat_builtins.lib (the decorator checks the category).
            importlib.import_module(f"runmat_builtins.lib.{info.module.removeprefix(_LIB)}")
        with self._lock:
            b = self.entries.get(name)
            if b is None:
                b = self.core.get(name)
                if b is not None:
                    self.entries[name] = b
            return b

    def load_all_core(self) -> None:
        """Import every core module (listing, JSON export, the inventory)."""
        for name in index():
            self.load_core(name)

    def names(self) -> set[str]:
        return set(index()) | set(self.entries)

    # ---- registration
    def declare(self, builtin: Builtin) -> None:
        """Called by ``@runtime_builtin`` for each builtin it makes (see the module docstring)."""
        unit = getattr(self._loading, "unit", None)
        if builtin.indexed:
            with self._lock:
                other = self.entries.get(builtin.info.name)
                if other is not None and other.spec.origin.kind == "core":
                    raise DuplicateBuiltinError(
                        f"builtin '{builtin.info.name}': field 'name': already registered by "
                        f"runmat ({other.info.category})")
                self.core.setdefault(builtin.info.name, builtin)
        elif unit is not None:
            unit.append(builtin)
        else:
            self.register(builtin)

    def register(self, builtin: Builtin) -> None:
        self.register_unit([builtin])

    def register_unit(self, builtins: list[Builtin]) -> None:
        """Register all of ``builtins`` or, when one name clashes, none (DuplicateBuiltinError)."""
        with self._lock:
            seen: set[str] = set()
            for b in builtins:
                spec = b.spec
                if spec.name in seen:
                    raise DuplicateBuiltinError(f"builtin '{spec.name}': field 'name': declared twice")
                seen.add(spec.name)
                old = self._holder(spec.name, spec.origin.kind == "core")
                if old is not None and not spec.override:
                    raise DuplicateBuiltinError(
                        f"builtin '{spec.name}': field 'name': already registered by "
                        f"{old[0]} ({old[1]}); declare override=True to replace it")
            for b in builtins:
                spec = b.spec
                old = self._holder(spec.name, spec.origin.kind == "core")
                if old is not None:
                    self.overrides.append((spec.name, old[0], spec.origin.distribution))
                    warnings.warn(f"builtin '{spec.name}' from {spec.origin.distribution} overrides the one "
                                  f"from {old[0]}", stacklevel=4)
                self.entries[spec.name] = b

    def _holder(self, name: str, core: bool = False) -> tuple[str, str] | None:
        """(distribution, category) of what ``name`` means now, or None. For a core builtin only
        the core modules imported so far count: an index entry naming another module is stale
        (the builtin moved), and a true clash shows when that module is imported."""
        b = self.entries.get(name) or (self.core.get(name) if core else None)
        if b is not None:
            return ("runmat" if b.indexed else b.spec.origin.distribution), b.info.category
        if core:
            return None
        info = index().get(name)
        return ("runmat", info.category) if info is not None else None

    def unregister(self, name: str) -> None:
        with self._lock:
            self.entries.pop(name, None)

    @contextmanager
    def collecting(self, origin: Any) -> Iterator[list[Builtin]]:
        """Builtins this thread declares inside the block go to the yielded list (one plugin
        distribution), their specs made with ``origin``; the caller registers them with
        :meth:`register_unit`."""
        saved = getattr(self._loading, "unit", None), getattr(self._loading, "origin", None)
        unit: list[Builtin] = []
        self._loading.unit, self._loading.origin = unit, origin
        try:
            yield unit
        finally:
            self._loading.unit, self._loading.origin = saved

    def unit_origin(self) -> Any:
        """The origin of the plugin this thread is loading (None outside :meth:`collecting`)."""
        return getattr(self._loading, "origin", None)


def import_library() -> None:
    """Import every module of the core library (runmat_builtins.lib)."""
    import pkgutil

    pkg = importlib.import_module("runmat_builtins.lib")
    for info in pkgutil.walk_packages(pkg.__path__, prefix="runmat_builtins.lib."):
        importlib.import_module(info.name)


_REGISTRY = Registry()


def registry() -> Registry:
    return _REGISTRY
