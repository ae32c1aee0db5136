"""Groups of rows: the unique combinations of grouping variables, sorted as MATLAB sorts them
(each variable ascending, the groups with a missing key last), and each row's group."""

from __future__ import annotations

import cmath
from typing import Any

import numpy as np

from runmat_builtins.lib.table._columns import key_values, take


class Groups:
    """``ids[i]``: row i's group (0-based; -1 when a key is missing and missing groups are
    dropped); ``first[g]``: a row of group g (its key values); ``members[g]``: its rows."""

    __slots__ = ("ids", "first", "members")

    def __init__(self, ids: np.ndarray, first: list[int], members: list[list[int]]) -> None:
        self.ids = ids
        self.first = first
        self.members = members

    @property
    def count(self) -> int:
        return len(self.first)

    def keys(self, cols: list) -> list:
        """The grouping variables' values, one row per group."""
        return [take(c, self.first) for c in cols]


def sort_key(v: Any) -> tuple:
    """Sort key of a group value: missing last; complex numbers as MATLAB sorts them (by
    magnitude, then phase angle)."""
    if v is None:
        return (1, 0)
    if type(v) is complex:
        return (0, abs(v), cmath.phase(v))
    return (0, v)


def group_rows(cols: list, include_missing: bool = True) -> Groups:
    """Group the rows of ``cols`` (grouping variables of one height) by their values."""
    n = int(np.shape(cols[0])[0]) if cols else 0
    keys = [key_values(c) for c in cols]
    rows = [tuple(k[i] for k in keys) for i in range(n)]
    seen: dict[tuple, int] = {}
    for i, r in enumerate(rows):
        if not include_missing and any(v is None for v in r):
            continue
        seen.setdefault(r, i)
    order = sorted(seen, key=lambda r: tuple(sort_key(v) for v in r))
    index = {r: g for g, r in enumerate(order)}
    ids = np.array([index.get(r, -1) for r in rows], dtype=np.int64)
    members: list[list[int]] = [[] for _ in order]
    for i, g in enumerate(ids.tolist()):
        if g >= 0:
            members[g].append(i)
    return Groups(ids, [seen[r] for r in order], members)
