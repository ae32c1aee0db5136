"""Random arrays: rand, randn, randi, randperm (drawn from the session's ``ctx.rng``)."""

from __future__ import annotations

import math
from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.array.creation._build import ALL_PRECISIONS, LIKE_DATA, finish, parse
from runmat_builtins.lib.array.creation._classes import cast
from runmat_builtins.lib.array.shape._args import is_int_value, values
from runmat_builtins.lib.math.random._state import normal, uniform
from runmat_builtins.spec import ErrorSpec, Example

_FLOATS = frozenset({"double", "single"})
_ACCEL = {"kind": "random", "data": LIKE_DATA, "precisions": ALL_PRECISIONS}


def _device_draw(xp: Any, normal: bool, shape: tuple[int, ...], dtype: Any) -> Any:
    """Draw on the device from its own generator, as MATLAB's gpuArray rand/randn do
    (a stream apart from the host's twister): no host work, no transfer."""
    if normal:
        return xp.random.standard_normal(shape, dtype=dtype)
    u = xp.random.random_sample(shape, dtype=dtype)  # [0, 1)
    return xp.maximum(u, np.finfo(dtype).tiny)  # MATLAB's rand is the open interval (0, 1)


def _draw(args: tuple, fname: str, ctx: Any, xp: Any, sampler: Any) -> Any:
    if not args:
        return float(sampler(ctx, (1, 1))[0, 0])
    req = parse(args, fname, allowed=_FLOATS)
    if xp is not np:
        return finish(_device_draw(xp, sampler is normal, req.shape, req.dtype), req, xp)
    host = sampler(ctx, req.shape, req.dtype)
    if req.dtype != np.float64:
        host = host.astype(req.dtype)
    arr = host if xp is np else xp.asarray(host)
    return finish(arr, req, xp)


_SIGS = ["X = {0}", "X = {0}(N)", "X = {0}(SZ1, ..., SZN)", "X = {0}(SZ)",
         "X = {0}(SZ1, ..., SZN, CLASSNAME)", "X = {0}(SZ1, ..., SZN, 'like', P)"]
_SIZE_ERRORS = [ErrorSpec(identifier="MATLAB:NonIntegerInput", when="a size input is not an integer")]


@runtime_builtin(
    summary="Uniformly distributed random numbers in the open interval (0, 1).",
    description="Draws from the session's Mersenne Twister and fills column-major, so after "
                "rng(seed) the values equal MATLAB's: rng(42); rand is 0.3745401188473625.",
    keywords=["random", "uniform", "twister"],
    related=["randn", "randi", "rng", "randperm"],
    signatures=[s.format("rand") for s in _SIGS],
    errors=_SIZE_ERRORS,
    examples=[Example(code="rng(42);\nx = rand;\ndisp(x > 0 && x < 1)", output="   1\n"),
              Example(code="disp(size(rand(2, 3)))", output="     2     3\n")],
    accel={**_ACCEL, "template": "rand()"}, effects=["random"],
)
def rand(*args: Any, ctx: Any, xp: Any) -> Any:
    return _draw(args, "rand", ctx, xp, uniform)


@runtime_builtin(
    summary="Normally distributed random numbers (mean 0, standard deviation 1).",
    description="Draws from the session's Mersenne Twister (Box-Muller transform; the stream "
                "differs from MATLAB's ziggurat values, the distribution is the same).",
    keywords=["random", "normal", "gaussian"],
    related=["rand", "randi", "rng"],
    signatures=[s.format("randn") for s in _SIGS],
    errors=_SIZE_ERRORS,
    examples=[Example(code="disp(size(randn(3, 2)))", output="     3     2\n")],
    accel={**_ACCEL, "template": "randn()"}, effects=["random"],
)
def randn(*args: Any, ctx: Any, xp: Any) -> Any:
    return _draw(args, "randn", ctx, xp, normal)


def _limits(lim: Any) -> tuple[int, int]:
    bad = MException("MATLAB:randi:invalidLimits",
                     "The first input must be a positive scalar integer value IMAX, or two integer "
                     "values [IMIN IMAX] with IMIN less than or equal to IMAX.")
    try:
        vals = values(lim)
    except TypeError:
        raise bad from None
    if len(vals) == 1:
        lo, hi = 1.0, vals[0]
    elif len(vals) == 2:
        lo, hi = vals
    else:
        raise bad
    if not all(math.isfinite(v) and v == math.floor(v) for v in (lo, hi)) or lo > hi:
        raise bad
    return int(lo), int(hi)


@runtime_builtin(
    summary="Uniformly distributed random integers: randi(imax) in 1..imax, randi([imin imax]).",
    description="Uses floor(rand*n) + imin on the session's generator, so values match MATLAB's "
                "after rng(seed). A trailing class name picks the integer or float class.",
    keywords=["random", "integer", "uniform"],
    related=["rand", "randperm", "rng"],
    signatures=["X = randi(imax)", "X = randi(imax, N)", "X = randi(imax, SZ1, ..., SZN)",
                "X = randi([imin imax], SZ1, ..., SZN)", "X = randi(imax, SZ1, ..., SZN, CLASSNAME)",
                "X = randi(imax, SZ1, ..., SZN, 'like', P)"],
    errors=[ErrorSpec(identifier="MATLAB:randi:invalidLimits", when="the limits are not integers with imin <= imax")],
    examples=[Example(code="rng('default');\nr = randi(10, 1, 5)", output="r =\n\n"
                                                                          "     9    10     2    10     7\n\n")],
    accel={"kind": "random", "data": [i + 1 for i in LIKE_DATA], "precisions": ALL_PRECISIONS,
           "template": "randi()"},
    effects=["random"],
)
def randi(lim: Any, *args: Any, ctx: Any, xp: Any) -> Any:
    lo, hi = _limits(lim)
    req = parse(args, "randi")
    if xp is not np and req.dtype.kind == "f":
        u = xp.random.random_sample(req.shape)  # on the device (see _device_draw)
        return finish((xp.floor(u * (hi - lo + 1)) + lo).astype(req.dtype, copy=False), req, xp)
    u = uniform(ctx, req.shape)
    host = np.floor(u * (hi - lo + 1)) + lo
    if req.dtype != np.float64:
        info = np.iinfo(req.dtype) if req.dtype.kind in "iu" else None
        if info is not None and (lo < info.min or hi > info.max):
            raise MException("MATLAB:randi:limitsOutsideType",
                             f"IMIN and IMAX must be in the range of the output class '{req.dtype}'.")
        host = cast(host, req.dtype)
    arr = host if xp is np else xp.asarray(host)
    return finish(arr, req, xp)


@runtime_builtin(
    summary="Random permutation of 1..n, or k unique integers chosen from 1..n.",
    description="Orders 1..n by a vector of uniform draws from the session's generator.",
    keywords=["random", "permutation", "shuffle", "sample"],
    related=["randi", "rand", "rng"],
    signatures=["p = randperm(n)", "p = randperm(n, k)"],
    errors=[ErrorSpec(identifier="MATLAB:randperm:inputKTooLarge", when="k is larger than n"),
            ErrorSpec(identifier="MATLAB:randperm:inputNotNonnegInt", when="n or k is not a nonnegative integer")],
    examples=[Example(code="p = sort(randperm(5))", output="p =\n\n     1     2     3     4     5\n\n")],
    accel={"kind": "random"}, effects=["random"],
)
def randperm(n: Any, k: Any = None, *, ctx: Any, xp: Any) -> Any:
    nn = _nonneg_int(n)
    kk = nn if k is None else _nonneg_int(k)
    if kk > nn:
        raise MException("MATLAB:randperm:inputKTooLarge",
                         "K must be less than or equal to N.")
    u = uniform(ctx, (1, nn)).reshape(-1)
    p = (np.argsort(u, kind="stable")[:kk] + 1.0).reshape(1, -1)
    return p if xp is np else xp.asarray(p)


def _nonneg_int(v: Any) -> int:
    try:
        vals = values(v)
    except TypeError:
        vals = []
    if len(vals) != 1 or not (vals[0] >= 0 and is_int_value(vals[0])):
        raise MException("MATLAB:randperm:inputNotNonnegInt",
                         "Inputs must be nonnegative scalar integers.")
    return int(vals[0])
