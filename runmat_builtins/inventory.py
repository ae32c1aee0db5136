"""The builtin inventory (docs/builtins.json, docs/builtins.md), generated from the catalog."""

from __future__ import annotations

import json
from collections import defaultdict
from pathlib import Path

from runmat_builtins.catalog import catalog

DEVICE_KINDS = {"elementwise", "reduction", "matmul", "shape", "indexing", "construct", "random", "custom"}


def _device_support(kind: str, device_capable: bool) -> str:
    if kind == "meta":
        return "residency-aware"
    if kind == "host-only" or not device_capable:
        return "host (gathers)"
    return "device"


def rows() -> list[dict[str, str]]:
    cat = catalog()
    out = []
    for name in cat.names():
        b = cat.builtin(name)
        s = b.spec
        if s.origin.kind != "core":
            continue  # plugins document themselves; the inventory is the core library
        capable = s.accel.kind in DEVICE_KINDS and (b.invoke.__wrapped__ is not None) and _takes_xp(b)
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


def render() -> tuple[str, str]:
    data = rows()
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
    return js, "\n".join(lines)


def write(docs: Path) -> None:
    js, md = render()
    (docs / "builtins.json").write_text(js)
    (docs / "builtins.md").write_text(md)


def stale(docs: Path) -> list[str]:
    """Names of inventory files that differ from what the catalog generates now."""
    js, md = render()
    out = []
    for fname, want in (("builtins.json", js), ("builtins.md", md)):
        p = docs / fname
        if not p.exists() or p.read_text() != want:
            out.append(fname)
    return out
