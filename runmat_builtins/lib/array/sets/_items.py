"""Set items: turn numeric, char, logical, cellstr or string inputs (or rows) into a key
matrix that sorts and compares like MATLAB, and build results back from the originals."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.errors import MException
from runmat_builtins.lib.array.shape._args import array_arg, nd
from runmat_builtins.lib.array.sorting._keys import cell_strings, column_keys, string_items, string_ranks
from runmat_builtins.values import cell_array, char_row, class_of, string_array


class Items:
    """Elements (or rows) of one set input with their sort keys."""

    __slots__ = ("kind", "values", "keys", "n", "orient_row", "width", "src")

    def __init__(self, v: Any, rows: bool) -> None:
        arr = array_arg(v)
        self.src = arr
        k = arr.dtype.kind
        self.orient_row = arr.ndim == 2 and arr.shape[0] == 1
        if k in "OT":
            if rows:
                raise MException("MATLAB:UNIQUE:RowsNotSupportedForCells",
                                 "The 'rows' flag is not supported for cell array inputs.")
            self.kind = "text"
            self.values = string_items(arr) if k == "T" else cell_strings(arr)
            self.n = len(self.values)
            self.keys = None
            self.width = 1
        elif rows:
            if arr.ndim > 2:
                raise MException("MATLAB:UNIQUE:ANotAMatrix", "A must be a 2-D matrix when 'rows' is specified.")
            self.kind = "rows"
            self.values = arr
            self.n = arr.shape[0]
            self.width = arr.shape[1]
            self.keys = None
        else:
            self.kind = "char" if k == "U" else "num"
            self.values = arr.reshape(-1, order="F")
            self.n = self.values.shape[0]
            self.width = 1
            self.keys = None


def key_matrix(items: list[Items]) -> np.ndarray:
    """One (n_total, k) float/int key matrix for the concatenated items (same ranking space)."""
    kind = items[0].kind
    if kind == "text":
        return string_ranks([s for it in items for s in it.values]).reshape(-1, 1)
    if kind == "rows":
        widths = {it.width for it in items}
        if len(widths) > 1:
            raise MException("MATLAB:ISMEMBER:AandBColnumAgree",
                             "A and B must have the same number of columns.")
        mats = [it.values for it in items]
        allv = np.concatenate([_num(m) for m in mats], axis=0) if mats else np.zeros((0, 0))
        cols = []
        for j in range(allv.shape[1]):
            cols.extend(reversed(column_keys(allv[:, j])))
        return np.stack(cols, axis=1) if cols else np.zeros((allv.shape[0], 0))
    vals = np.concatenate([_num(it.values) for it in items])
    return np.stack(list(reversed(column_keys(vals))), axis=1)


def _num(v: np.ndarray) -> np.ndarray:
    if v.dtype.kind == "U":
        return v.view(np.uint32).astype(np.float64)
    if v.dtype.kind == "b":
        return v.astype(np.float64)
    return v


def sort_groups(keys: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """(stable sort order, group id per sorted position); NaN keys never group together."""
    n = keys.shape[0]
    if n == 0:
        return np.zeros(0, dtype=np.int64), np.zeros(0, dtype=np.int64)
    order = np.lexsort(keys.T[::-1]) if keys.shape[1] else np.arange(n)
    sk = keys[order]
    if sk.shape[1]:
        new = np.any(sk[1:] != sk[:-1], axis=1)
    else:
        new = np.zeros(n - 1, dtype=bool)
    gid = np.concatenate(([0], np.cumsum(new)))
    return order, gid


def build(it: Items, idx: np.ndarray, as_row: bool) -> Any:
    """Values of ``it`` at 0-based ``idx`` as a MATLAB result (row or column)."""
    if it.kind == "text":
        if class_of(it.src) == "string":

            arr = string_array([it.values[i] for i in idx])
            return arr.reshape((1, -1) if as_row else (-1, 1))
        out = [char_row(it.values[i]) for i in idx]
        return cell_array(out, (1, len(out)) if as_row else (len(out), 1))
    if it.kind == "rows":
        return it.values[idx, :]
    v = it.values[idx]
    return v.reshape((1, -1) if as_row else (-1, 1))


def index_col(idx: np.ndarray) -> np.ndarray:
    return (np.asarray(idx, dtype=np.float64) + 1).reshape(-1, 1)
