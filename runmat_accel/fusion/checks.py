"""Domain checks settled where MATLAB needs a host value, not after each launch.

A fused kernel with a domain check (``sqrt``/``log``/``.^`` of operands whose sign is unknown,
logic on NaN) writes an escape flag on the device. On a provider that ``defers_checks`` the flag
is not read after the launch (a host sync): the result is *unchecked*, later fused kernels and
reductions may consume it (their results depend on it), and every check pending is settled, all
flags read at once, the first time anything needs a value on the host or a class (a builtin
body, ``gather``, display, ``class``). A flag that is set recomputes that graph builtin by builtin
(``sqrt(-1)`` is complex) and then every pending result that depended on it, in launch order, so
results never differ from checking at once.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

_PENDING: list[Check] = []
MAX_PENDING = 64
_lock = threading.RLock()


class Check:
    """An unchecked result: its node, its flag (None: it only depends on others), the checks it
    depends on, and how to compute it again when a flag says so."""

    __slots__ = ("node", "flag", "deps", "replay")

    def __init__(self, node: Any, flag: Any, deps: tuple, replay: Callable[[], Any]) -> None:
        self.node, self.flag, self.deps, self.replay = node, flag, deps, replay


def pending() -> bool:
    return bool(_PENDING)


def register(node: Any, flag: Any, deps: tuple, replay: Callable[[], Any]) -> None:
    c = Check(node, flag, deps, replay)
    node.check = c
    with _lock:
        _PENDING.append(c)
        full = len(_PENDING) > MAX_PENDING
    if full:  # a loop that never reads its values: settle now and then (operands are kept until then)
        settle()


def deps_of(operands: Any) -> tuple:
    """The unchecked checks among computed operand nodes (of a graph's pending nodes)."""
    from runmat_accel.fusion.graph import Node

    out = []
    for n in operands:
        for o in (n.operands if n.__class__ is Node else ()):
            if o.__class__ is Node and o.value is not None and o.check is not None and o.check not in out:
                out.append(o.check)
    return tuple(out)


def settle() -> None:
    """Read every pending flag (one read per provider) and recompute what escaped."""
    with _lock:
        if not _PENDING:
            return
        checks = list(_PENDING)
        _PENDING.clear()
        by_prov: dict[Any, list[Check]] = {}
        for c in checks:
            if c.flag is not None:
                by_prov.setdefault(c.node.provider, []).append(c)
        escaped: set[int] = set()
        if by_prov:
            from runmat_accel.telemetry import recorder

            rec = recorder()
        for prov, cs in by_prov.items():
            rec.count_flag_read()
            for c, v in zip(cs, prov.read_flags([c.flag for c in cs])):
                if v:
                    escaped.add(id(c))
        redo: set[int] = set()
        for c in checks:  # in launch order: what a recomputed result feeds comes after it
            c.node.check = None
            if id(c) in escaped or any(id(d) in redo for d in c.deps):
                v = c.node.value = c.replay()
                c.node.dtype = v.dtype  # sqrt(-1): complex now; a graph reading it is not fused
                redo.add(id(c))
            c.node.operands = ()
