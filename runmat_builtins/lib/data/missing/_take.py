"""Select or replace elements of any array value with 1-based MATLAB subscripts (ndarrays
through the indexing module, value objects through their own protocol)."""

from __future__ import annotations

from typing import Any

import numpy as np


def take(a: Any, args: tuple) -> Any:
    ref = getattr(type(a), "__matlab_subsref__", None)
    if ref is not None:
        return ref(a, args)
    import runmat_builtins.indexing as ix

    return ix.index(a, args)


def put(a: Any, args: tuple, rhs: Any) -> Any:
    asg = getattr(type(a), "__matlab_subsasgn__", None)
    if asg is not None:
        return asg(a, args, rhs)
    import runmat_builtins.indexing as ix

    return ix.assign(a, args, rhs)


def positions(idx: Any) -> np.ndarray:
    """0-based positions as a 1-based double column of subscripts."""
    return (np.asarray(idx, dtype=np.float64) + 1).reshape(-1, 1)
