"""``runmat lint-plugin``: the boundary checker (runmat_builtins.testing.check_boundary,
also run by tools/check_boundary.py) with every file treated as plugin code."""

from __future__ import annotations

from pathlib import Path
from types import ModuleType
from typing import Any


class BoundaryCheckerMissing(RuntimeError):
    """Kept for callers that handle it; the checker now ships inside the package."""


def checker() -> ModuleType:
    """The boundary checker module (the single source of the rules)."""
    from runmat_builtins.testing import check_boundary

    return check_boundary


def lint_plugin(*paths: str | Path) -> Any:
    """A ``Report`` (``violations``, ``files_checked``) for ``paths`` checked as plugin code."""
    return checker().check((), [Path(p) for p in paths])
