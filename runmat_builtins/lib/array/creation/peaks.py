"""peaks: MATLAB's sample function of two variables (translated and scaled Gaussians)."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins import errors
from runmat_builtins.errors import MException
from runmat_builtins.limits import check_array_size
from runmat_builtins.numeric.shapes import check_broadcast
from runmat_builtins.spec import ErrorSpec, Example



def peaks_z(x: np.ndarray, y: np.ndarray) -> np.ndarray:
    """z = 3(1-x)^2 e^(-x^2-(y+1)^2) - 10(x/5 - x^3 - y^5) e^(-x^2-y^2) - 1/3 e^(-(x+1)^2-y^2),
    evaluated in MATLAB's order of operations."""
    return (3 * (1 - x) ** 2 * np.exp(-(x ** 2) - (y + 1) ** 2)
            - 10 * (x / 5 - x ** 3 - y ** 5) * np.exp(-x ** 2 - y ** 2)
            - 1 / 3 * np.exp(-(x + 1) ** 2 - y ** 2))


def _f64(v: Any) -> np.ndarray:
    """A real numeric or logical argument as float64 (at least 2-D); anything else is an error."""
    if type(v) in (float, bool):
        return np.array([[float(v)]])
    if type(v) is not np.ndarray or v.dtype.kind not in "fiub":
        raise MException("MATLAB:peaks:InvalidInput", "Inputs must be real numeric arrays.")
    a = v.astype(np.float64)
    return a if a.ndim >= 2 else a.reshape(1, -1) if a.ndim == 1 else a.reshape(1, 1)


@runtime_builtin(
    summary="Sample function of two variables on a grid: peaks(N) is N-by-N over [-3, 3] (N = 49 by default).",
    description="peaks(V) uses the grid [X, Y] = meshgrid(V); peaks(X, Y) evaluates at given points. "
                "[X, Y, Z] = peaks(...) also returns the grid. Without outputs the surface is drawn.",
    keywords=["sample data", "surface", "gaussian", "demo"],
    related=["meshgrid", "surf", "membrane"],
    signatures=["Z = peaks", "Z = peaks(N)", "Z = peaks(V)", "Z = peaks(X, Y)", "[X, Y, Z] = peaks(___)"],
    errors=[ErrorSpec(identifier="MATLAB:peaks:InvalidInput", when="an input is not numeric")],
    examples=[Example(code="z = peaks(3);\nfprintf('%.4f ', z(:, 2)); fprintf('\\n')",
                      output="-0.2450 0.9810 0.2999 \n"),
              Example(code="fprintf('%.6f\\n', peaks(0, 0))", output="0.981012\n")],
)
def peaks(*args: Any, nargout: int, ctx: Any = None) -> Any:
    if len(args) > 2:
        raise MException(errors.TOO_MANY_INPUTS, errors.TOO_MANY_INPUTS_MSG)
    if len(args) == 2:
        x, y = _f64(args[0]), _f64(args[1])
        check_broadcast(x.shape, y.shape)
        check_array_size(np.broadcast_shapes(x.shape, y.shape))  # Z's size, before computing it
        x, y = np.broadcast_arrays(x, y)
    else:
        v = _f64(args[0]) if args else np.array([[49.0]])
        if v.size == 1:
            n = v.reshape(-1)[0]
            if not np.isfinite(n) or n < 0 or n != int(n):
                raise MException("MATLAB:peaks:InvalidInput", "N must be a nonnegative integer.")
            n = int(n)
            check_array_size((n, n))  # the N-by-N grid, before building it
            v = np.linspace(-3, 3, max(n, 0)).reshape(1, -1)
            if n == 1:
                v = np.array([[3.0]])
        check_array_size((v.size, v.size))
        x, y = np.meshgrid(v.reshape(-1), v.reshape(-1))
    z = peaks_z(x, y)
    if nargout == 0 and ctx is not None:
        from runmat_builtins.dispatch import call_builtin

        call_builtin("surf", x, y, z, nargout=0, ctx=ctx)
        return None
    if nargout >= 2:
        return x, y, z
    return z
