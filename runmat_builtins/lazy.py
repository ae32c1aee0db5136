"""Lazy references to heavy optional libraries (scipy): they load on first use, not at
catalog start-up. Each importer names its module literally, so the boundary checker can
see every import this package makes. :func:`lazy_exports` does the same for a
package's own submodules."""

from __future__ import annotations

import importlib
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


def _project_module(name: str) -> ModuleType:
    """A module of runmat_builtins or runmat_vm by its full name (each prefix is spelled out
    so the boundary checker sees that these packages reach no device library)."""
    top, _, rest = name.partition(".")
    if top == "runmat_builtins":
        return importlib.import_module(f"runmat_builtins.{rest}")
    if top == "runmat_vm":
        return importlib.import_module(f"runmat_vm.{rest}")
    raise ValueError(f"lazy_exports serves runmat_builtins and runmat_vm packages, not {name!r}")


def lazy_exports(package: str, homes: dict[str, tuple[str, ...]]) -> None:
    """Make ``package``'s API load with the submodule defining each name, on first use, so a
    package can list its API without compiling every submodule at start-up.

    ``homes``: submodule -> the names it exports (each name is then cached in the package).
    A submodule named like the function it exports (``indexing.concat``) would replace the
    package's attribute with itself when imported; the exported function is kept instead,
    as an eager ``from .concat import concat`` in the package would have it."""
    where = {name: sub for sub, names in homes.items() for name in names}
    module = _project_module(package)

    class LazyPackage(type(module)):  # type: ignore[misc]
        def __getattr__(self, name: str) -> Any:
            sub = where.get(name)
            if sub is None:
                raise AttributeError(f"module {package!r} has no attribute {name!r}")
            value = getattr(_project_module(f"{package}.{sub}"), name)
            ModuleType.__setattr__(self, name, value)
            return value

        def __dir__(self) -> list[str]:
            return sorted(set(ModuleType.__dir__(self)) | set(where))

        def __setattr__(self, name: str, value: Any) -> None:
            if (where.get(name) == name and isinstance(value, ModuleType)
                    and value.__name__ == f"{package}.{name}"):
                value = getattr(value, name)
            ModuleType.__setattr__(self, name, value)

    module.__class__ = LazyPackage
