"""``<missing>`` in string arrays (``None`` in the StringDType): where they are, and elementwise
operations that give MATLAB's answer for them (``"a" + missing`` is missing, comparisons false)."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.values.core import STRING_DTYPE


def missing_mask(a: np.ndarray) -> np.ndarray:
    """True where the string array ``a`` holds ``<missing>``."""
    if a.size == 0:
        return np.zeros(a.shape, dtype=bool)
    return np.asarray(np.equal(a.astype(object), None), dtype=bool)


def strings_op(op: Any, x: np.ndarray, y: np.ndarray, fill: Any, dtype: Any) -> np.ndarray:
    """``op(x, y)`` on two aligned string arrays where a ``<missing>`` operand gives ``fill``
    (MATLAB: ``"a" + missing`` is missing, ``missing == missing`` is false)."""
    xb, yb = np.broadcast_arrays(x, y)
    miss = missing_mask(xb) | missing_mask(yb)
    if not miss.any():
        return op(x, y)
    out = np.empty(xb.shape, dtype=dtype)
    out[...] = fill
    keep = ~miss
    if keep.any():
        out[keep] = op(xb[keep].astype(STRING_DTYPE), yb[keep].astype(STRING_DTYPE))
    return out
