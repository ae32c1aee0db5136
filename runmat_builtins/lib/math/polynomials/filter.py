"""1-D digital filtering: filter (direct form II transposed, with initial conditions)."""

from __future__ import annotations

import math

from typing import Any

import numpy as np
from runmat_builtins.lazy import lazy

_signal = lazy("scipy.signal")

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.array.shape._args import default_dim, dim_arg, expand_to, is_empty_arg, nd
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.lib.array.shape._args import doubles


@runtime_builtin(
    summary="Filter data with a rational transfer function b(z)/a(z) along a dimension.",
    description="y = filter(b, a, x) filters along the first non-singleton dimension; zi gives "
                "initial conditions (length max(numel(a), numel(b)) - 1) and [y, zf] returns "
                "the final ones. a(1) must be nonzero; coefficients are normalized by it.",
    keywords=["filter", "iir", "fir", "signal", "difference equation"],
    related=["conv", "deconv", "cumsum"],
    signatures=["y = filter(b, a, x)", "y = filter(b, a, x, zi)", "y = filter(b, a, x, zi, dim)",
                "[y, zf] = filter(b, a, x, zi, dim)"],
    errors=[ErrorSpec(identifier="MATLAB:filter:firstElementOfDenominatorFilterCoefficients",
                      when="a(1) is zero")],
    examples=[Example(code="y = filter(1, [1 -0.5], [1 1 1])", output="y =\n\n"
                                                                      "    1.0000    1.5000    1.7500\n\n"),
              Example(code="y = filter([1 1]/2, 1, [2 4 6 8])", output="y =\n\n     1     3     5     7\n\n")],
)
def filter(b: Any, a: Any, x: Any, zi: Any = None, dim: Any = None, *, nargout: int) -> Any:  # noqa: A001
    bv = doubles(b).reshape(-1)
    if bv.size == 0:  # no numerator terms: the output is all zeros
        bv = np.zeros(1)
    av = doubles(a).reshape(-1)
    if av.size == 0 or av[0] == 0:
        raise MException("MATLAB:filter:firstElementOfDenominatorFilterCoefficients",
                         "First denominator filter coefficient must be non-zero.")
    xa = nd(x, objects=True)
    if getattr(xa, "dtype", None) is None or xa.dtype.kind not in "biufc":
        xa = doubles(x)  # char as its codes; MATLAB's error for a cell, a struct, a handle
    xa = xa.astype(np.float64) if xa.dtype.kind not in "fc" else xa
    ax = default_dim(xa.shape) if dim is None else dim_arg(dim)
    xa = expand_to(xa, ax + 1)
    n = max(av.size, bv.size) - 1
    if zi is None or is_empty_arg(zi):
        z = None
    else:
        zarr = nd(zi)
        if zarr.size != n * (xa.size // max(xa.shape[ax], 1)) and zarr.size != n:
            raise MException("MATLAB:filter:invalidInitialConditions",
                             "Initial conditions must be a vector of length max(length(a),length(b))-1, "
                             "or an array with the leading dimension of size max(length(a),length(b))-1 "
                             "and with remaining dimensions matching those of x.")
        others = [xa.shape[i] for i in range(xa.ndim) if i != ax]
        z = np.moveaxis(np.broadcast_to(zarr.reshape((n,) + (1,) * len(others), order="F")
                                        if zarr.size == n else zarr.reshape((n,) + tuple(others), order="F"),
                                        (n,) + tuple(others)), 0, ax).astype(np.result_type(xa, np.float64))
    if n == 0:
        y = xa * (bv[0] / av[0])
        zf = np.zeros(tuple(0 if i == ax else s for i, s in enumerate(xa.shape)))  # no states, on ax
    elif z is None:
        y, zf = _signal.lfilter(bv, av, xa, axis=ax, zi=np.zeros(
            tuple(n if i == ax else s for i, s in enumerate(xa.shape)), dtype=np.result_type(xa, np.float64)))
    else:
        y, zf = _signal.lfilter(bv, av, xa, axis=ax, zi=z)
    if nargout > 1:
        zf = np.moveaxis(np.asarray(zf), ax, 0)
        # n states by one column per other position (0 states: an empty of those columns)
        zf = zf.reshape(n, math.prod(zf.shape[1:]), order="F") if zf.ndim > 1 else zf.reshape(-1, 1)
        if zf.shape[1] == 1:
            zf = zf.reshape(-1, 1)
        return y, zf
    return y
