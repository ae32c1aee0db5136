"""The ``missing`` value: MATLAB's class-less missing marker that becomes the standard missing
value of whatever class it joins (NaN in double/single, ``<missing>`` in a string array).

It joins arrays through two protocols: ``__matlab_concat__`` (``[1 missing]``, ``["a" missing]``)
and ``__matlab_as_dtype__`` (``x(3) = missing``: the indexing code converts a right-hand side
of objects to the destination's class through it).
"""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.errors import MException
from runmat_builtins.values.core import STRING_DTYPE


class Missing:
    """A missing value (``missing`` is 1x1). Immutable, so one instance is shared."""

    __slots__ = ()
    matlab_class = "missing"
    shape = (1, 1)
    size = 1
    ndim = 2

    @staticmethod
    def fill_for(dtype: np.dtype) -> Any:
        """The standard missing element of ``dtype``, or raise MATLAB's conversion error."""
        if dtype == STRING_DTYPE:
            return None
        if dtype.kind in "fc":
            return np.nan
        cls = {"b": "logical", "U": "char", "O": "cell"}.get(dtype.kind, str(dtype))
        raise MException("MATLAB:invalidConversion",
                         f"Conversion to {cls} from missing is not possible.")

    @classmethod
    def __matlab_as_dtype__(cls, block: np.ndarray, dtype: np.dtype) -> np.ndarray:
        """A block of missing values as ``dtype`` (its standard missing element)."""
        fill = cls.fill_for(dtype)
        out = np.empty(block.shape, dtype=dtype)
        out[...] = fill
        return out

    @staticmethod
    def __matlab_concat__(rows: list[list[Any]]) -> Any:
        """``[a missing b]``: every missing becomes the missing value of the others' class
        (NaN when all are missing or numeric, ``<missing>`` among strings)."""
        from runmat_builtins.indexing.concat import concat

        others = [v for r in rows for v in r if type(v) is not Missing]
        target = np.dtype(np.float64)
        for v in others:
            if type(v) is np.ndarray and v.dtype == STRING_DTYPE:
                target = STRING_DTYPE
                break
            if type(v) is np.ndarray and v.dtype.kind == "f" and v.dtype.itemsize == 4:
                target = v.dtype
        if not others and sum(len(r) for r in rows) == 1:
            return MISSING
        fill = Missing.fill_for(target)
        sub = np.empty((1, 1), dtype=target)
        sub[0, 0] = fill
        return concat([[sub if type(v) is Missing else v for v in r] for r in rows])

    def __matlab_display_text__(self, name: str | None = None) -> str:
        """MATLAB's display: the class name line, then ``<missing>``."""
        body = "    <missing>\n"
        return f"{name} = \n\n  missing\n\n{body}\n" if name else body

    def __repr__(self) -> str:
        return "missing"


MISSING = Missing()


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
