"""Lazy module references: heavy libraries (scipy) load on first use, not at catalog start-up."""

from __future__ import annotations

import importlib
from types import ModuleType
from typing import Any


class LazyModule:
    """Stands in for a module; the first attribute access imports it."""

    __slots__ = ("_name", "_module")

    def __init__(self, name: str) -> None:
        self._name = name
        self._module: ModuleType | None = None

    def __getattr__(self, attr: str) -> Any:
        mod = self._module
        if mod is None:
            mod = self._module = importlib.import_module(self._name)
        return getattr(mod, attr)


def lazy(name: str) -> LazyModule:
    return LazyModule(name)
