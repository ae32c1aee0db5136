"""Build a distribution that ``importlib.metadata`` sees as installed: a ``*.dist-info``
folder (METADATA, entry_points.txt) plus module files, in a folder you put on sys.path."""

from __future__ import annotations

import textwrap
from pathlib import Path


def fake_distribution(root: str | Path, name: str, version: str = "0.1.0", *,
                      entry_points: dict[str, dict[str, str]] | None = None,
                      modules: dict[str, str] | None = None) -> Path:
    """Write distribution ``name`` under ``root`` and return ``root``.

    ``entry_points`` maps group -> {entry name: "module:attr"}; ``modules`` maps a relative
    file path ("pkg/__init__.py") to its source (dedented). Prepend ``root`` to sys.path
    (``monkeypatch.syspath_prepend``) to make it visible.
    """
    root = Path(root)
    info = root / f"{name.replace('-', '_')}-{version}.dist-info"
    info.mkdir(parents=True, exist_ok=True)
    (info / "METADATA").write_text(f"Metadata-Version: 2.1\nName: {name}\nVersion: {version}\n")
    lines = []
    for group, eps in (entry_points or {}).items():
        lines.append(f"[{group}]")
        lines += [f"{k} = {v}" for k, v in eps.items()]
        lines.append("")
    (info / "entry_points.txt").write_text("\n".join(lines))
    for rel, src in (modules or {}).items():
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(textwrap.dedent(src))
    return root
