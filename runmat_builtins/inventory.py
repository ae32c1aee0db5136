"""The builtin inventory (docs/builtins.json, docs/builtins.md) and the index shipped with the
package (runmat_builtins/index.json), generated from the validated specs of the core library."""

from __future__ import annotations

import json
from collections import defaultdict
from pathlib import Path
from typing import TYPE_CHECKING

from runmat_builtins import index
from runmat_builtins.loader import import_library, registry

if TYPE_CHECKING:
    from runmat_builtins.decorator import Builtin

DEVICE_KINDS = {"elementwise", "reduction", "matmul", "shape", "indexing", "construct", "random", "custom"}


def _device_support(kind: str, device_capable: bool) -> str:
    if kind == "meta":
        return "residency-aware"
    if kind == "host-only" or not device_capable:
        return "host (gathers)"
    return "device"


def core_builtins() -> list[Builtin]:
    """Every builtin the core library defines (all of runmat_builtins.lib imported), by name;
    plugins document themselves."""
    import_library()
    reg = registry()
    found = dict(reg.core)
    for name, b in reg.entries.items():
        if name not in found and not b.indexed and b.spec.origin.kind == "core":
            found[name] = b
    return [found[n] for n in sorted(found)]


def rows(builtins: list[Builtin]) -> list[dict[str, str]]:
    out = []
    for b in builtins:
        s = b.spec
        capable = s.accel.kind in DEVICE_KINDS and _takes_xp(b)
        out.append({
            "name": s.name, "category": s.category, "summary": s.summary,
            "accel_kind": s.accel.kind, "residency": s.accel.residency,
            "device": _device_support(s.accel.kind, capable),
            "origin": s.origin.distribution,
        })
    return out


def _takes_xp(b: object) -> bool:
    import inspect

    return "xp" in inspect.signature(b.fn).parameters or bool(b.kernels)


def render() -> tuple[str, str, str]:
    """(builtins.json, builtins.md, index.json) as the core library generates them now."""
    builtins = core_builtins()
    data = rows(builtins)
    js = json.dumps({"count": len(data), "builtins": data}, indent=1, sort_keys=True) + "\n"
    by_cat: dict[str, list[dict[str, str]]] = defaultdict(list)
    for r in data:
        by_cat[r["category"]].append(r)
    lines = ["# Builtin inventory", "",
             f"Generated from the catalog by `runmat builtins inventory`; do not edit. {len(data)} builtins.", ""]
    for cat_name in sorted(by_cat):
        lines += [f"## {cat_name}", "", "| name | summary | accel kind | residency | device | origin |",
                  "| --- | --- | --- | --- | --- | --- |"]
        for r in by_cat[cat_name]:
            summary = r["summary"].replace("|", "\\|")
            lines.append(f"| `{r['name']}` | {summary} | {r['accel_kind']} | {r['residency']} | {r['device']} | {r['origin']} |")
        lines.append("")
    return js, "\n".join(lines), index.render([index.info_of(b.spec, b.fn) for b in builtins])


def _targets(docs: Path) -> list[tuple[Path, int]]:
    return [(docs / "builtins.json", 0), (docs / "builtins.md", 1), (index.PATH, 2)]


def write(docs: Path) -> None:
    texts = render()
    for path, i in _targets(docs):
        path.write_text(texts[i])


def stale(docs: Path) -> list[str]:
    """Inventory files (and the index) that differ from what the core library generates now."""
    texts = render()
    out = []
    for path, i in _targets(docs):
        if not path.exists() or path.read_text() != texts[i]:
            out.append(path.name if i < 2 else "runmat_builtins/index.json")
    return out
