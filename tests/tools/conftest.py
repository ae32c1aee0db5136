"""Make the repo's ``tools`` package importable for these tests, and share a tree builder."""

from __future__ import annotations

import sys
import textwrap
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))


@pytest.fixture
def tree(tmp_path: Path):
    """``tree({"pkg/mod.py": src})`` writes files (dedented) plus ``__init__.py`` in package dirs."""

    def build(files: dict[str, str], packages: bool = True) -> Path:
        for rel, src in files.items():
            path = tmp_path / rel
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(textwrap.dedent(src).lstrip("\n"), encoding="utf-8")
            if packages:
                d = path.parent
                while d != tmp_path and d.name not in {"plugins", "src"} and "-" not in d.name:
                    (d / "__init__.py").touch()
                    d = d.parent
        return tmp_path

    return build
