"""The catalog: every builtin (core and plugins), searchable, exportable as JSON and JSON Schema.

Names, categories and dispatch fields come from the index and the registry without importing
the library; asking for a full spec imports that builtin's module and builds its pydantic model.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from runmat_accel.errors import RegistrationError
from runmat_builtins.index import BuiltinInfo, index
from runmat_builtins import loader
from runmat_builtins.loader import DuplicateBuiltinError, Registry
from runmat_builtins.plugins import ensure_plugins

if TYPE_CHECKING:
    from runmat_builtins.decorator import Builtin
    from runmat_builtins.model import BuiltinSpec

__all__ = ["Catalog", "DuplicateBuiltinError", "Registry", "UnknownBuiltinError", "catalog", "registry"]


class UnknownBuiltinError(RegistrationError, KeyError):
    """``catalog().get`` found no builtin of that name; the message suggests the nearest."""

    def __init__(self, name: str, suggestions: list[str]) -> None:
        self.name = name
        self.suggestions = suggestions
        hint = f" Did you mean: {', '.join(suggestions)}?" if suggestions else ""
        super().__init__(f"No builtin named '{name}'.{hint}")

    def __str__(self) -> str:
        return self.args[0]


class Catalog:
    """Read-only view over the registry and the index; what needs every name loads the plugins."""

    def __init__(self, reg: Registry) -> None:
        self._reg = reg

    def _all(self) -> set[str]:
        ensure_plugins()
        return self._reg.names()

    def names(self) -> list[str]:
        return sorted(self._all())

    def __contains__(self, name: str) -> bool:
        return name in self._reg.entries or name in index() or name in self._all()

    def __len__(self) -> int:
        return len(self._all())

    def get(self, name: str) -> BuiltinSpec:
        return self.builtin(name).spec

    def info(self, name: str) -> BuiltinInfo:
        """The dispatch fields of ``name`` (category, effects, accel kind...): no pydantic."""
        return self.builtin(name).info

    def builtin(self, name: str) -> Builtin:
        b = self._reg.find(name)
        if b is None:
            ensure_plugins()
            b = self._reg.find(name)
            if b is None:
                raise UnknownBuiltinError(name, self.suggest(name))
        return b

    def suggest(self, name: str, n: int = 3) -> list[str]:
        import difflib  # start-up: suggestions only for a misspelt name

        names = list(self._all())
        same_case = [x for x in names if x.lower() == name.lower()]
        close = difflib.get_close_matches(name, names, n=n, cutoff=0.6)
        return list(dict.fromkeys(same_case + close))[:n]

    def specs(self, *, category: str | None = None, keyword: str | None = None,
              accel_kind: str | None = None, origin: str | None = None) -> list[BuiltinSpec]:
        """Specs filtered by category (prefix), keyword, accel kind, or origin distribution."""
        out = []
        for name in self.names():
            i = self._info(name)
            if category and not (i.category == category or i.category.startswith(category.rstrip("/") + "/")):
                continue
            if accel_kind and i.kind != accel_kind:
                continue
            s = self.get(name)
            if keyword and keyword.lower() not in [k.lower() for k in s.keywords] and keyword.lower() != s.name.lower():
                continue
            if origin and s.origin.distribution != origin:
                continue
            out.append(s)
        return out

    def categories(self) -> list[str]:
        return sorted({self._info(name).category for name in self._all()})

    def _info(self, name: str) -> BuiltinInfo:
        b = self._reg.entries.get(name)
        return b.info if b is not None else index()[name]

    def to_json(self, **filters: Any) -> str:
        return json.dumps([s.model_dump(mode="json") for s in self.specs(**filters)], indent=2)

    @staticmethod
    def json_schema() -> dict[str, Any]:
        from runmat_builtins.model import BuiltinSpec  # start-up: pydantic for the JSON schema only

        return BuiltinSpec.model_json_schema()


def registry() -> Registry:
    """The registry behind :func:`catalog`, with the plugins loaded (core modules load on lookup)."""
    ensure_plugins()
    return loader.registry()


def catalog() -> Catalog:
    """The catalog of every builtin: core modules load on first lookup of one of their names,
    plugins when a name is not in the core index or the catalog is listed."""
    return Catalog(loader.registry())
