"""The entry point RunMat loads (group ``runmat.builtins``): imports the builtin modules."""

from __future__ import annotations

import importlib

from runmat_builtins.plugins import hookimpl

MODULES = ("windows", "filtering", "spectral", "multirate", "measurements")


@hookimpl
def runmat_register_builtins() -> list[str]:
    """Import each builtin module; their ``@runtime_builtin`` decorators register the builtins."""
    return [importlib.import_module(f"runmat_signal.{m}").__name__ for m in MODULES]
