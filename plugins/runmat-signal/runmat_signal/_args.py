"""Argument handling shared by the signal builtins: arity, options, vectors and orientation."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np

from runmat_builtins import MException
from runmat_builtins.errors import NOT_ENOUGH_INPUTS, TOO_MANY_INPUTS, TOO_MANY_INPUTS_MSG
from runmat_builtins.values import class_of, is_char, is_numeric, is_string, to_str

MISSING: Any = object()  # default of optional positional parameters: "not passed"


def arity(rest: tuple[Any, ...], *required: Any) -> None:
    """MATLAB's own errors for too many (``rest``) or too few (a MISSING required) inputs."""
    if rest:
        raise MException(TOO_MANY_INPUTS, TOO_MANY_INPUTS_MSG)
    if any(r is MISSING for r in required):
        raise MException(NOT_ENOUGH_INPUTS, "Not enough input arguments.")


def is_text(v: Any) -> bool:
    return isinstance(v, str) or is_char(v) or (is_string(v) and np.size(v) == 1)


def text(v: Any) -> str:
    return to_str(v)


def real_array(fn: str, what: str, v: Any) -> np.ndarray:
    """A real, finite-typed numeric argument as a float64 array of at least 2 dims."""
    if isinstance(v, bool) or not (isinstance(v, (int, float)) or is_numeric(v)) or np.iscomplexobj(v):
        raise MException(f"RunMat:{fn}:invalidInput",
                         f"{what} must be real numeric, not {class_of(v)}.")
    a = np.asarray(v, dtype=np.float64)
    return a.reshape(1, 1) if a.ndim == 0 else a


def numeric_array(fn: str, what: str, v: Any) -> np.ndarray:
    """A real or complex numeric argument as an array of at least 2 dims."""
    if isinstance(v, complex):
        return np.array([[v]])
    if np.iscomplexobj(v) and isinstance(v, np.ndarray):
        return v.astype(np.complex128)
    return real_array(fn, what, v)


def scalar(fn: str, what: str, v: Any) -> float:
    a = real_array(fn, what, v)
    if a.size != 1:
        raise MException(f"RunMat:{fn}:invalidInput", f"{what} must be a scalar.")
    return float(a.flat[0])


def positive_int(fn: str, what: str, v: Any, *, allow_zero: bool = False) -> int:
    x = scalar(fn, what, v)
    if not np.isfinite(x) or x != round(x) or x < (0 if allow_zero else 1):
        kind = "a nonnegative" if allow_zero else "a positive"
        raise MException(f"RunMat:{fn}:invalidInput", f"{what} must be {kind} integer.")
    return int(x)


def name_value(fn: str, args: tuple[Any, ...], names: dict[str, Any]) -> dict[str, Any]:
    """Parse ``'Name', value`` pairs (case-insensitive, unique prefixes) over ``names``' defaults."""
    out = dict(names)
    if len(args) % 2:
        raise MException(f"RunMat:{fn}:invalidInput", "Name-value arguments must come in pairs.")
    for key, value in zip(args[::2], args[1::2], strict=True):
        if not is_text(key):
            raise MException(f"RunMat:{fn}:invalidInput",
                             f"Expected a parameter name, got a value of class {class_of(key)}.")
        k = text(key).lower()
        hits = [n for n in names if n.lower() == k] or [n for n in names if n.lower().startswith(k)]
        if len(hits) != 1:
            raise MException(f"RunMat:{fn}:unknownOption",
                             f"'{text(key)}' is not a recognized parameter. Valid names: "
                             + ", ".join(names) + ".")
        out[hits[0]] = value
    return out


def by_columns(x: np.ndarray, f: Callable[[np.ndarray], np.ndarray]) -> np.ndarray:
    """Apply ``f`` (1-D in, 1-D out) to a vector or to each column; rows stay rows."""
    if x.ndim != 2:
        raise MException("RunMat:signal:invalidInput", "N-D arrays are not supported; pass a vector or matrix.")
    if x.shape[0] == 1:
        return f(x[0]).reshape(1, -1)
    cols = [f(x[:, j]) for j in range(x.shape[1])]
    if not cols:
        return np.zeros((0, 0))
    return np.stack(cols, axis=1)


class _LazyScipySignal:
    """``scipy.signal``, imported on first use so loading the plugin keeps start-up light."""

    def __getattr__(self, name: str) -> Any:
        import scipy.signal

        return getattr(scipy.signal, name)


sps: Any = _LazyScipySignal()
