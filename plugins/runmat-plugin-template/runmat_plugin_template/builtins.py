"""One builtin, ``clamp``: limit every element of X to the interval [LO, HI]."""

from __future__ import annotations

import numpy as np

from typing import Any

from runmat_builtins import MException, runtime_builtin
from runmat_builtins.spec import ErrorSpec, Example


@runtime_builtin(
    name="clamp",
    category="template/elementwise",
    summary="Limit every element of X to the interval [LO, HI].",
    description="Elements below LO become LO, above HI become HI; NaN stays NaN. Scalars broadcast.",
    keywords=["clip", "limit", "saturate"],
    related=["min", "max"],
    signatures=["Y = clamp(X, LO, HI)"],
    errors=[ErrorSpec(identifier="RunMat:clamp:invalidBounds", when="LO is greater than HI")],
    examples=[Example(code="y = clamp([-2 0.5 3], 0, 1)", output="y =\n\n         0    0.5000    1.0000\n\n")],
    accel={"kind": "elementwise"},
)
def clamp(x: Any, lo: Any, hi: Any, *, xp: Any) -> Any:
    # xp is NumPy on the host, the device's array library under gpuArray: never import one yourself
    for v in (x, lo, hi):  # bad input gets MATLAB's error, never a Python one
        if not isinstance(v, (float, int, bool)) and getattr(getattr(v, "dtype", None), "kind", "O") not in "biuf":
            raise MException("RunMat:clamp:invalidInput", "X, LO and HI must be real numeric or logical arrays.")
    shapes = [tuple(getattr(v, "shape", ())) for v in (x, lo, hi)]
    try:  # implicit expansion: each dimension equal or 1
        np.broadcast_shapes(*shapes)
    except ValueError:
        raise MException("MATLAB:sizeDimensionsMustMatch", "Arrays have incompatible sizes for this operation.") from None
    if xp.any(xp.asarray(lo) > xp.asarray(hi)):
        raise MException("RunMat:clamp:invalidBounds", "LO must not be greater than HI.")
    return xp.minimum(xp.maximum(x, lo), hi)
