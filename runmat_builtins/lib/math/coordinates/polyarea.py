"""polyarea: the area of a polygon from its vertices (the shoelace formula)."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.array.shape._args import dim_arg
from runmat_builtins.numeric import to_numeric
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.values import as_array


@runtime_builtin(
    summary="Area of the polygon with vertices X, Y (columns of matrices are separate polygons).",
    description="The vertices may go either way round; the polygon closes itself. For vectors the "
                "result is a scalar; for matrices one area per column (or along DIM).",
    keywords=["polygon", "area", "shoelace", "geometry"],
    related=["trapz", "cart2pol"],
    signatures=["A = polyarea(X, Y)", "A = polyarea(X, Y, DIM)"],
    errors=[ErrorSpec(identifier="MATLAB:polyarea:XYSizeMismatch", when="X and Y differ in size")],
    examples=[Example(code="a = polyarea([0 4 4 0], [0 0 3 3])", output="a =\n\n    12\n\n")],
)
def polyarea(x: Any, y: Any, dim: Any = None) -> Any:
    xa = np.asarray(to_numeric(as_array(x), np), dtype=np.float64)
    ya = np.asarray(to_numeric(as_array(y), np), dtype=np.float64)
    if xa.shape != ya.shape:
        raise MException("MATLAB:polyarea:XYSizeMismatch", "X and Y must be the same size.")
    if dim is None:
        axis = 1 if xa.ndim == 2 and xa.shape[0] == 1 else 0
    else:
        axis = dim_arg(dim)
        if axis >= xa.ndim:  # along a singleton dimension each polygon is one point: area 0
            return float(np.zeros(xa.shape).reshape(-1)[0]) if xa.size == 1 else np.zeros(xa.shape)
    if xa.shape[axis] == 0:
        return 0.0
    a = np.abs(np.sum(xa * np.roll(ya, -1, axis=axis) - np.roll(xa, -1, axis=axis) * ya, axis=axis,
                      keepdims=True)) / 2
    return float(a.reshape(-1)[0]) if a.size == 1 else a
