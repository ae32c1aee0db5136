"""Grouping variables as sortable per-element keys: numbers, logicals, text, categorical codes
and datetimes; a missing element (NaN, '', <missing>, <undefined>, NaT) has no group."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.errors import MException
from runmat_builtins.lib.strings.core._text import char_rows, char_text, is_cell, is_char, is_string
from runmat_builtins.values import class_of


def keys_of(a: Any, fname: str) -> tuple[list[Any], tuple[int, ...]]:
    """(per-element sortable key or None for missing, shape) of one grouping variable."""
    if type(a) in (float, bool):
        return [None if a != a else float(a)], (1, 1)
    if type(a) is np.ndarray:
        k = a.dtype.kind
        if k in "biuf":
            flat = a.ravel(order="F").astype(np.float64).tolist()
            return [None if x != x else x for x in flat], a.shape
        if is_string(a):
            return [None if s is None or s == "" else str(s) for s in a.ravel(order="F").tolist()], a.shape
        if is_char(a):
            rows = char_rows(a) if a.shape[0] > 1 else [char_text(a)]
            return [r or None for r in rows], (len(rows), 1)
        if is_cell(a):
            out = []
            for e in a.ravel(order="F"):
                if not is_char(e):
                    raise MException(f"MATLAB:{fname}:InvalidGroupingVariable",
                                     "A cell array grouping variable must be a cell array of character vectors.")
                out.append(char_text(e) or None)
            return out, a.shape
    codes = getattr(a, "codes", None)
    if codes is not None:
        return [None if c == 0 else int(c) for c in codes.ravel(order="F").tolist()], codes.shape
    secs = getattr(a, "secs", None)
    if secs is not None:
        return [None if x != x else x for x in secs.ravel(order="F").tolist()], secs.shape
    raise MException(f"MATLAB:{fname}:InvalidGroupingVariable",
                     f"A grouping variable of type '{class_of(a)}' is not supported.")


def group(vars_: list[Any], fname: str, keep_missing: bool = False) -> tuple[np.ndarray, list[int], tuple[int, ...]]:
    """(group number per element, NaN for missing; first element of each group; shape). With
    ``keep_missing`` a missing value is a group of its own, sorted last (groupcounts)."""
    cols = []
    shape = None
    n = None
    for v in vars_:
        ks, shp = keys_of(v, fname)
        if n is None:
            n, shape = len(ks), shp
        elif len(ks) != n:
            raise MException(f"MATLAB:{fname}:InputSizeMismatch", "Grouping variables must have the same number of elements.")
        cols.append(ks)
    n = n or 0
    combos = {}
    for i in range(n):
        key = tuple(c[i] for c in cols)
        if any(k is None for k in key):
            if not keep_missing:
                continue
        combos.setdefault(key, i)
    order = sorted(combos, key=lambda key: tuple((1, 0) if k is None else (0, k) for k in key))
    number = {k: j + 1 for j, k in enumerate(order)}
    g = np.full(n, np.nan)
    for i in range(n):
        key = tuple(c[i] for c in cols)
        if key in number:
            g[i] = number[key]
    return g, [combos[k] for k in order], shape or (0, 0)
