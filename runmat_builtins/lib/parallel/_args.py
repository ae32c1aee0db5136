"""Arguments shared by the parallel builtins: timeouts (poll, wait, fetchNext) and message tags
(spmdSend, spmdReceive), checked the way validateattributes does (MATLAB's identifiers)."""

from __future__ import annotations

import math
from typing import Any

from runmat_builtins import errors
from runmat_builtins.errors import MException
from runmat_builtins.lib.array.shape._args import scalar_value
from runmat_builtins.values import class_of


def _number(v: Any) -> float:
    if type(v) is bool or (getattr(v, "dtype", None) is not None and v.dtype.kind in "biuf"):
        return scalar_value(v)  # MATLAB:expectedScalar for an empty or a non-scalar value
    if type(v) in (float, int):
        return float(v)
    if type(v) is complex or getattr(getattr(v, "dtype", None), "kind", "") == "c":
        raise MException("MATLAB:expectedReal", "Expected input to be real.")
    raise errors.invalid_type("numeric", class_of(v))


def timeout_arg(v: Any) -> float:
    """A timeout in seconds: a real nonnegative scalar, Inf waits for ever, NaN is refused."""
    x = _number(v)
    if math.isnan(x):
        raise MException("MATLAB:expectedNonNaN", "Expected input to be non-NaN.")
    if x < 0:
        raise MException("MATLAB:expectedNonnegative", "Expected input to be nonnegative.")
    return x


def tag_arg(v: Any) -> float:
    """A message tag: a nonnegative integer scalar."""
    x = _number(v)
    if not (math.isfinite(x) and x == math.floor(x)):
        raise MException("MATLAB:expectedInteger", "Expected input to be integer-valued.")
    if x < 0:
        raise MException("MATLAB:expectedNonnegative", "Expected input to be nonnegative.")
    return x
