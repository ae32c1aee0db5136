"""Test modules outside packages share one import namespace: their basenames must be unique."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_rootless_test_module_names_are_unique():
    names = Counter()
    for base in ("tests", "plugins"):
        for p in (ROOT / base).rglob("test_*.py"):
            if not (p.parent / "__init__.py").exists():
                names[p.name] += 1
    assert [n for n, c in names.items() if c > 1] == []
