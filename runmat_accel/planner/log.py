"""The planner's decisions, aggregated per call site (op, operand sizes, decision)."""

from __future__ import annotations

import threading
from dataclasses import dataclass

_lock = threading.Lock()
RESIDENT = "operands resident on the device (moved or made there by an earlier planned call)"


@dataclass
class Site:
    op: str
    kind: str
    sizes: tuple[tuple[int, ...], ...]
    decision: str
    reason: str
    calls: int = 0
    estimated_host_ns: float = 0.0
    estimated_device_ns: float = 0.0
    measured_ns: int = 0  # total over the calls, transfers included when offloaded


_sites: dict[tuple, Site] = {}


def record(op: str, kind: str, sizes: tuple, decision: str, reason: str, est_host: float, est_dev: float,
           measured_ns: int) -> None:
    key = (op, sizes, decision)
    with _lock:
        s = _sites.get(key)
        if s is None:
            s = _sites[key] = Site(op, kind, sizes, decision, reason, 0, est_host, est_dev, 0)
        s.calls += 1
        s.measured_ns += measured_ns


def sites() -> list[Site]:
    with _lock:
        return [Site(**vars(s)) for s in _sites.values()]


def clear() -> None:
    with _lock:
        _sites.clear()


def explain_text() -> str:
    """The table ``runmat run --explain-offload`` prints (one row per call site)."""
    rows = sites()
    if not rows:
        return "offload planner: no planned calls\n"
    head = f"{'op':<12} {'kind':<11} {'sizes':<22} {'calls':>6} {'decision':<8} {'est host us':>11} " \
           f"{'est dev us':>10} {'measured us/call':>16}  reason"
    lines = ["offload planner decisions:", head]
    for s in rows:
        sizes = ",".join("x".join(str(d) for d in sh) for sh in s.sizes) or "-"
        lines.append(f"{s.op:<12} {s.kind:<11} {sizes:<22} {s.calls:>6} {s.decision:<8} "
                     f"{s.estimated_host_ns / 1e3:>11.1f} {s.estimated_device_ns / 1e3:>10.1f} "
                     f"{s.measured_ns / max(s.calls, 1) / 1e3:>16.1f}  {s.reason}")
    return "\n".join(lines) + "\n"
