"""vecnorm: the p-norm of each vector along a dimension."""

from __future__ import annotations

import math
from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.array.shape._args import nd, values
from runmat_builtins.numeric import class_name, undefined
from runmat_builtins.spec import ErrorSpec, Example



@runtime_builtin(
    summary="Vector-wise p-norm: N = vecnorm(A, p, dim), the 2-norm of each column by default.",
    description="p is a positive real scalar or Inf (default 2): sum(abs(A).^p, dim).^(1/p), or "
                "max(abs(A), [], dim) for Inf. dim defaults to the first non-singleton "
                "dimension. Single input gives a single result.",
    keywords=["norm", "vector norm", "euclidean", "length", "magnitude"], related=["norm", "hypot", "abs"],
    signatures=["N = vecnorm(A)", "N = vecnorm(A, p)", "N = vecnorm(A, p, dim)"],
    errors=[ErrorSpec(identifier="MATLAB:vecnorm:unknownNorm", when="p is not a positive real scalar or Inf"),
            ErrorSpec(identifier="MATLAB:vecnorm:invalidDim", when="dim is not a positive integer scalar"),
            ErrorSpec(identifier="MATLAB:UndefinedFunction", when="A is not double or single")],
    examples=[Example(code="n = vecnorm([3 1; 4 1])", output="n =\n\n    5.0000    1.4142\n\n"),
              Example(code="n = vecnorm([1 -2 2; 0 3 4], Inf, 2)", output="n =\n\n     2\n     4\n\n")],
)
def vecnorm(a: Any, p: Any = 2.0, dim: Any = None) -> Any:
    cls = class_name(a)
    if cls not in ("double", "single"):
        raise undefined("vecnorm", cls)
    x = nd(a)
    pv = values(p) if class_name(p) in ("double", "single") and not np.iscomplexobj(p) else []
    if len(pv) != 1 or not (pv[0] > 0):
        raise MException("MATLAB:vecnorm:unknownNorm", "P must be positive real scalar or Inf.")
    pp = float(pv[0])
    if dim is None:
        d = next((i for i, s in enumerate(x.shape) if s != 1), 0)
    else:
        dv = values(dim) if class_name(dim) in ("double", "single") else []
        if len(dv) != 1 or dv[0] < 1 or dv[0] != int(dv[0]):
            raise MException("MATLAB:vecnorm:invalidDim", "Dimension argument must be a positive integer scalar.")
        d = int(dv[0]) - 1
    if d >= x.ndim:
        r = np.abs(x)
    else:
        ax = np.abs(x)
        if math.isinf(pp):
            r = ax.max(axis=d, keepdims=True) if x.shape[d] else np.zeros(
                tuple(1 if i == d else s for i, s in enumerate(x.shape)), dtype=ax.dtype)
        elif pp == 2:
            r = np.sqrt(np.sum(ax * ax, axis=d, keepdims=True))
        elif pp == 1:
            r = np.sum(ax, axis=d, keepdims=True)
        else:
            r = np.sum(ax ** pp, axis=d, keepdims=True) ** (1.0 / pp)
    return r.astype(np.float32 if cls == "single" else np.float64, copy=False)
