"""Calling MATLAB functions from numeric drivers: a function argument (handle or name) as a
Python callable, the options struct read case-insensitively, and output checks."""

from __future__ import annotations

import math
from typing import Any

import numpy as np

from runmat_builtins.context import HostContext
from runmat_builtins.errors import MException
from runmat_builtins.lib.array.shape._args import is_empty_arg, nd, option, values
from runmat_builtins.values import FunctionHandle, StructArray


def context(ctx: Any) -> Any:
    return ctx if ctx is not None else HostContext()


def check_function(fn: Any, fname: str) -> Any:
    if isinstance(fn, FunctionHandle) or option(fn) is not None:
        return fn
    raise MException(f"MATLAB:{fname}:InvalidFunction" if fname != "integral" else "MATLAB:integral:funArgNotHandle",
                     "The first input must be a function handle or the name of a function.")


def call(ctx: Any, fn: Any, *args: Any, nargout: int = 1) -> Any:
    return ctx.call_function(fn, tuple(args), nargout)


def real_scalar(v: Any, fname: str, what: str = "FUN") -> float:
    """The function value as a Python float (MATLAB requires a real scalar)."""
    if type(v) is float:
        return v
    if type(v) is bool:
        return float(v)
    a = nd(v)
    if a.size != 1 or a.dtype.kind not in "biuf":
        if a.dtype.kind == "c":
            raise MException(f"MATLAB:{fname}:ComplexFval",
                             f"{what} must return a real scalar value; it returned a complex value.")
        raise MException(f"MATLAB:{fname}:NonScalarFval" if fname != "fzero" else "MATLAB:fzero:NonScalarFval",
                         f"{what} must return a real scalar value.")
    return float(a.reshape(-1)[0])


def column(v: Any) -> np.ndarray:
    return nd(v).astype(np.float64).reshape(-1, 1, order="F")


def options(opts: Any, fname: str) -> dict[str, Any]:
    """Fields of an options struct keyed by lower-cased name (empty values skipped)."""
    if opts is None or is_empty_arg(opts):
        return {}
    if not isinstance(opts, StructArray) or opts.size != 1:
        raise MException(f"MATLAB:{fname}:InvalidOptions", "OPTIONS must be a structure created with "
                         + ("odeset." if fname.startswith("ode") else "optimset."))
    out = {}
    for k in opts.fields:
        v = opts.get(k)
        if not is_empty_arg(v):
            out[k.lower()] = v
    return out


def opt_float(opts: dict[str, Any], key: str, default: float) -> float:
    v = opts.get(key.lower())
    if v is None:
        return default
    try:
        vals = values(v)
    except TypeError:
        return default
    return float(vals[0]) if vals else default


def opt_int(opts: dict[str, Any], key: str, default: int) -> int:
    v = opt_float(opts, key, float(default))
    return int(v) if math.isfinite(v) else 10**9
