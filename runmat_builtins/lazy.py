"""Lazy references to heavy optional libraries (scipy): they load on first use, not at
catalog start-up. Each importer names its module literally, so the boundary checker can
see every import this package makes."""

from __future__ import annotations

from collections.abc import Callable
from types import ModuleType
from typing import Any


def _scipy_linalg() -> ModuleType:
    import scipy.linalg

    return scipy.linalg


def _scipy_interpolate() -> ModuleType:
    import scipy.interpolate

    return scipy.interpolate


def _scipy_signal() -> ModuleType:
    import scipy.signal

    return scipy.signal


def _scipy_special() -> ModuleType:
    import scipy.special

    return scipy.special


_IMPORTERS: dict[str, Callable[[], ModuleType]] = {
    "scipy.linalg": _scipy_linalg,
    "scipy.interpolate": _scipy_interpolate,
    "scipy.signal": _scipy_signal,
    "scipy.special": _scipy_special,
}


class LazyModule:
    """Stands in for a module; the first attribute access imports it."""

    __slots__ = ("_load", "_module")

    def __init__(self, load: Callable[[], ModuleType]) -> None:
        self._load = load
        self._module: ModuleType | None = None

    def __getattr__(self, attr: str) -> Any:
        mod = self._module
        if mod is None:
            mod = self._module = self._load()
        return getattr(mod, attr)


def lazy(name: str) -> LazyModule:
    """A lazy reference to one of the modules in ``_IMPORTERS``."""
    return LazyModule(_IMPORTERS[name])
