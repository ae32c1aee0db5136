"""A persistent ordered map for dictionary values: each update makes a new version in O(1)
time and the old version stays valid (a dictionary is a value type: ``d2 = d; d2(k) = v``
leaves ``d`` as it was). The newest version owns the one Python dict; an older version keeps
the undo records that turn its successor's dict back into its own and is rebuilt from them
when it is next read ("rerooting", H. Baker's shallow binding for persistent arrays).

Entries are ``hash -> (seq, key, value)``; ``seq`` numbers insertions, so the order of the
entries is the order they were added, whatever rerooting does to the dict's own order."""

from __future__ import annotations

from typing import Any

ABSENT = object()


class Version:
    """One version of a map: the root (``data`` set) or an undo step toward ``next``."""

    __slots__ = ("data", "undo", "next", "seq")

    def __init__(self, data: dict | None = None, seq: int = 0) -> None:
        self.data = data
        self.undo: list[tuple[Any, Any]] | None = None
        self.next: Version | None = None
        self.seq = seq  # the sequence number of this version's next new entry


def current(v: Version) -> dict:
    """The entries of version ``v`` (the dict it now owns; read it, never change it)."""
    if v.data is None:
        _reroot(v)
    return v.data  # type: ignore[return-value]


def _reroot(v: Version) -> None:
    chain = []
    n = v
    while n.data is None:
        chain.append(n)
        n = n.next  # type: ignore[assignment]
    for node in reversed(chain):  # node.next is the root at this point
        root = node.next
        data = root.data
        redo = []
        for h, old in reversed(node.undo):
            redo.append((h, data.get(h, ABSENT)))
            if old is ABSENT:
                data.pop(h, None)
            else:
                data[h] = old
        root.data, root.undo, root.next = None, redo, node
        node.data, node.undo, node.next = data, None, None


def update(v: Version, sets: list[tuple[Any, Any, Any]], drops: list[Any], overwrite: bool = True) -> Version:
    """A new version with ``sets`` (hash, key, value) added or updated and ``drops`` removed;
    ``v`` becomes an undo step toward it. Without ``overwrite`` existing keys keep their values."""
    data = current(v)
    seq = v.seq
    undo = []
    for h, k, val in sets:
        prev = data.get(h, ABSENT)
        if prev is ABSENT:
            entry = (seq, k, val)
            seq += 1
        elif overwrite:
            entry = (prev[0], k, val)  # an update keeps the entry's place
        else:
            continue
        undo.append((h, prev))
        data[h] = entry
    for h in drops:
        prev = data.pop(h, ABSENT)
        if prev is not ABSENT:
            undo.append((h, prev))
    new = Version(data, seq)
    v.data, v.undo, v.next = None, undo, new
    return new


def ordered(v: Version) -> list[tuple[Any, Any]]:
    """(key, value) of every entry, in insertion order."""
    return [(k, val) for _, k, val in sorted(current(v).values(), key=lambda e: e[0])]
