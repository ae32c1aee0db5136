"""Planned constructors: a sized ``zeros/ones/eye/Inf/NaN/rand/randn`` call with no ``gpuArray``
option creates its array on the device (implicit) when its numel reaches the elementwise
threshold, the size at which its consumers would move it there anyway: no host fill, no upload.

Only ``f(sizes..., ['double'|'single'])`` is planned; anything else (a ``'like'`` prototype, an
integer or logical class, odd sizes the body reports as an error) runs on the host as before.
Random draws made on the device come from the device's own stream (as gpuArray rand/randn do:
``rng(seed)`` reseeds it), not the host's twister; RUNMAT_ACCEL_PLAN_RANDOM=host keeps them on
the host (values equal to the CPU run, uploaded by their first planned consumer).
"""

from __future__ import annotations

import math
import os
from collections.abc import Callable
from time import perf_counter_ns
from typing import Any

import numpy as np

from runmat_accel.planner import log, state

# constructors of the form f(n) | f(sz1, ..., szN) | f([sz1 ... szN]), then an optional class
SIZED = frozenset({"zeros", "ones", "eye", "Inf", "inf", "NaN", "nan", "rand", "randn"})
RANDOM_ENV = "RUNMAT_ACCEL_PLAN_RANDOM"  # device (default) | host
_FLOATS = ("double", "single")
GPU_OPTION = np.array([list("gpuArray")])


def plans_random() -> bool:
    """Whether random constructors draw on the device (read when the planner is enabled)."""
    return os.environ.get(RANDOM_ENV, "device").strip().lower() != "host"


def _text(v: Any) -> str | None:
    t = v.__class__
    if t is str:
        return v.lower()
    if t is np.ndarray and v.dtype.kind == "U" and v.ndim == 2 and v.shape[0] <= 1:
        return "".join(v.ravel().tolist()).lower()
    return None


def request(args: tuple) -> tuple[tuple[int, ...], str] | None:
    """(shape, class) of ``f(sizes..., [class])``, or None where the call is not of that form
    (the host body then runs as before, errors included); NotImplemented for a call with a
    gpuArray or object argument or the 'gpuArray' option (the explicit path places it).

    The common call, sizes as numbers and at most a class name after them, takes one loop of
    class checks (the planner reads every constructor call while it is on)."""
    dims = []
    cls = "double"
    try:
        for s in args:
            if s.__class__ is not float:
                if s is not args[-1] or not dims:
                    return _request(args)
                word = _text(s)
                if word not in _FLOATS:
                    return _request(args)
                cls = word
                break
            d = int(s)
            if d != s:
                return None
            dims.append(d if d > 0 else 0)
    except (OverflowError, ValueError):  # int() of an Inf or NaN size: the body's error
        return None
    if not dims:
        return None
    if len(dims) == 1:
        dims.append(dims[0])
    return tuple(dims), cls


def _request(args: tuple) -> tuple[tuple[int, ...], str] | None:
    """:func:`request` for any other argument list (size vectors, ints, arrays, options)."""
    sizes: list[float] = []
    cls = None
    n = len(args)
    for i, a in enumerate(args):
        t = a.__class__
        if t is float or t is int:
            if cls is not None:
                return None
            sizes.append(a)
        elif t is np.ndarray or t is str:
            word = _text(a)
            if word is not None:
                if word == "gpuarray":
                    return NotImplemented
                if cls is not None or word not in _FLOATS:
                    cls = ""  # 'like', an integer or logical class, two options: not planned here
                else:
                    cls = word
            elif cls is not None or t is str or a.dtype.kind not in "iuf":
                return None
            elif a.size == 1:
                sizes.append(a.item())
            elif i == 0 and a.ndim == 2 and a.shape[0] == 1 and (n == 1 or _text(args[1]) is not None):
                sizes.extend(a.ravel().tolist())  # f([m n ...]): the size vector alone
            else:
                return None
        else:
            return NotImplemented
    if not sizes or cls == "":
        return None
    dims = []
    for s in sizes:
        if s.__class__ is bool or not math.isfinite(s) or s != int(s):
            return None
        dims.append(max(int(s), 0))
    if len(dims) == 1:
        dims.append(dims[0])
    return tuple(dims), cls or "double"


def planned_construct(name: str, kind: str, args: tuple, nargout: int, ctx: Any,
                      device_call: Callable[..., Any], host_call: Callable[..., Any]) -> Any:
    """One constructor call the guard hands over while the planner is on: made on the device
    (implicit) at or above the elementwise threshold, else on the host; NotImplemented for a
    call with a gpuArray or object argument or the 'gpuArray' option (the explicit path)."""
    if args and args[-1] is GPU_OPTION:
        return NotImplemented  # this module's own device call, through the guard's explicit path
    req = request(args)
    if req is NotImplemented:
        return req
    m = state.model()
    if req is None or m is None:
        return host_call(args, nargout, ctx)  # not a plain sized call: unplanned (and unlogged)
    threshold = state.construct_floor()[0]
    shape = req[0]
    numel = math.prod(shape)
    if numel < threshold:
        return host_call(args, nargout, ctx)  # small: the host, with no log entry (near-zero cost)
    if kind == "random" and not state.random_on_device():
        decision = "host"
        reason = f"{RANDOM_ENV}=host: drawn from the host's twister"
    else:
        decision = "device"
        reason = f"{kind} numel {numel} >= elementwise threshold {threshold:.0f} ({m.source}): " \
                 "created on the device, no upload"
    t0 = perf_counter_ns()
    if decision == "device":
        out = state.keep_implicit(device_call((*args, GPU_OPTION), nargout, ctx))
    else:
        out = host_call(args, nargout, ctx)
    log.record(name, kind, (shape,), decision, reason, 0.0, 0.0, perf_counter_ns() - t0)
    return out
