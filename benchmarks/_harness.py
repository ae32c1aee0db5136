"""Shared bits of the benchmark scripts: best-of timing, a table, a JSON file."""

from __future__ import annotations

import json
import platform
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

RESULTS = Path(__file__).resolve().parent / "results"


def best_per_call(fn: Callable[[], Any], number: int, repeat: int = 7) -> float:
    """Best mean seconds per call over ``repeat`` rounds of ``number`` calls."""
    best = float("inf")
    for _ in range(repeat):
        t0 = time.perf_counter()
        for _ in range(number):
            fn()
        best = min(best, (time.perf_counter() - t0) / number)
    return best


def environment() -> dict[str, Any]:
    import numpy

    return {"python": sys.version.split()[0], "numpy": numpy.__version__, "machine": platform.machine(),
            "processor": platform.processor() or platform.machine(), "when": time.strftime("%Y-%m-%d %H:%M:%S")}


def print_table(title: str, headers: list[str], rows: list[list[Any]]) -> None:
    widths = [max([len(str(h)), *(len(str(r[i])) for r in rows)]) for i, h in enumerate(headers)]
    print(title)
    print("  ".join(str(h).ljust(w) for h, w in zip(headers, widths)))
    print("  ".join("-" * w for w in widths))
    for r in rows:
        print("  ".join(str(c).ljust(w) for c, w in zip(r, widths)))


def write_json(name: str, payload: dict[str, Any]) -> Path:
    RESULTS.mkdir(exist_ok=True)
    path = RESULTS / f"{name}.json"
    path.write_text(json.dumps({"environment": environment(), **payload}, indent=2))
    return path


def print_checks(checks: list[tuple[str, bool]]) -> dict[str, bool]:
    """Print ``[met]``/``[MISSED]`` per target; returns them as the JSON's ``targets``."""
    print()
    for label, ok in checks:
        print(f"  [{'met' if ok else 'MISSED'}] {label}")
    return {label: ok for label, ok in checks}
