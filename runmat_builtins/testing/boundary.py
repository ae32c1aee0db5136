"""``runmat lint-plugin``: the repository's boundary checker (tools/check_boundary.py),
run with every file treated as plugin code. The checker is loaded from its path so it
stays the single source of the rules."""

from __future__ import annotations

import importlib.util
import sys
from functools import cache
from pathlib import Path
from types import ModuleType
from typing import Any

_NAME = "runmat_check_boundary"
_CHECKER = Path(__file__).resolve().parents[2] / "tools" / "check_boundary.py"


class BoundaryCheckerMissing(RuntimeError):
    """tools/check_boundary.py is not next to this installation (a non-editable install)."""


@cache
def checker() -> ModuleType:
    """The tools/check_boundary.py module, loaded from the source tree."""
    if not _CHECKER.is_file():
        raise BoundaryCheckerMissing(f"boundary checker not found at {_CHECKER}; "
                                     "lint-plugin needs a source checkout of runmat")
    spec = importlib.util.spec_from_file_location(_NAME, _CHECKER)
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    sys.modules[_NAME] = mod  # dataclasses resolve their module through sys.modules
    spec.loader.exec_module(mod)
    return mod


def lint_plugin(*paths: str | Path) -> Any:
    """A ``Report`` (``violations``, ``files_checked``) for ``paths`` checked as plugin code."""
    return checker().check((), [Path(p) for p in paths])
