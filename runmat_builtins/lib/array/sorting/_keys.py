"""Sort keys shared by sort, sortrows and the set builtins: any MATLAB array as numbers.

Numbers sort by value (complex by magnitude then angle), text by code points; cellstr items
become their rank among the sorted distinct strings, so everything sorts with NumPy.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.errors import MException
from runmat_builtins.values import to_str


def is_cellstr(v: Any) -> bool:
    return type(v) is np.ndarray and v.dtype.kind == "O" and all(
        type(e) is np.ndarray and e.dtype.kind == "U" and (e.ndim == 2 and e.shape[0] <= 1)
        for e in v.flat)


def cell_strings(v: np.ndarray) -> list[str]:
    """Column-major Python strings of a cellstr or string array."""
    if v.dtype.kind == "O":
        if not is_cellstr(v):
            raise MException("MATLAB:UndefinedFunction",
                             "Cell array elements must be character vectors.")
        return [to_str(e) if e.size else "" for e in v.ravel(order="F")]
    return ["" if s is None else str(s) for s in v.ravel(order="F")]


def string_ranks(items: list[str]) -> np.ndarray:
    """Dense ranks (as floats) of strings in code-point order."""
    order = {s: i for i, s in enumerate(sorted(set(items)))}
    return np.array([order[s] for s in items], dtype=np.float64)


def column_keys(flat: np.ndarray) -> list[np.ndarray]:
    """Sort keys for a 1-D array, most significant last (for np.lexsort)."""
    k = flat.dtype.kind
    if k == "c":
        return [np.angle(flat), np.abs(flat)]
    if k == "U":
        return [flat.view(np.uint32).astype(np.float64) if flat.size else flat.astype(np.float64)]
    if k == "b":
        return [flat.astype(np.float64)]
    if k == "T":  # string arrays: by code points, <missing> (NaN) last; np.lexsort cannot take them
        ranks = string_ranks(["" if s is None else str(s) for s in flat.tolist()])
        ranks[[s is None for s in flat.tolist()]] = np.nan
        return [ranks]
    return [flat]
