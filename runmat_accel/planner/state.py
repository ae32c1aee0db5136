"""Planner state (is it on, which device, which cost model) and the planned call itself."""

from __future__ import annotations

import math
import os
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from time import perf_counter_ns
from typing import Any

import numpy as np

from runmat_accel.gpuarray import IMPLICIT_SEEN, GpuArray
from runmat_accel.planner import costmodel, log
from runmat_accel.telemetry import recorder

PLANNED_KINDS = frozenset(costmodel.KINDS)
PLAN_ENV = "RUNMAT_ACCEL_PLAN"  # off (default) | auto (a real device) | on (any device, the emulated one too)
_FLOORS = {k: [math.inf] for k in PLANNED_KINDS}  # smallest numel the guard hands to the planner
_CONSTRUCT = [math.inf]  # smallest numel a sized constructor creates on the device (planner/construct.py)
_state: dict[str, Any] = {"provider": None, "model": None, "random": True}


def floor_for(kind: str) -> list[float]:
    """The one-element list the guard's generated check reads (inf while the planner is off)."""
    return _FLOORS[kind]


def construct_floor() -> list[float]:
    """The one-element list the guard reads for constructors: the elementwise threshold (a
    constructor's result is worth making on the device where its consumers would run there)."""
    return _CONSTRUCT


def random_on_device() -> bool:
    """Whether planned random constructors draw on the device (RUNMAT_ACCEL_PLAN_RANDOM at enable)."""
    return _state["random"]


def active() -> bool:
    return _state["provider"] is not None


def model() -> costmodel.CostModel | None:
    return _state["model"]


def enable(provider: Any = None) -> str | None:
    """Turn the planner on for ``provider`` (default: the selected device); None, or why not.

    Opt-in until offloaded results stay on the device (measured slower than the CPU at small
    sizes without that): RUNMAT_ACCEL_PLAN=auto plans for a real device only, so a machine
    without a GPU runs as before; =on allows the emulated in-process device (tests)."""
    mode = os.environ.get(PLAN_ENV, "off").strip().lower() or "off"
    if mode not in ("auto", "on"):
        disable()
        return f"{PLAN_ENV}=off"
    if provider is None:
        if mode != "on":
            import importlib.util

            if importlib.util.find_spec("cupy") is None:  # no GPU library: no discovery at start-up
                disable()
                return "no GPU library (cupy) is installed"
        from runmat_accel._private.manager import manager

        try:
            provider = manager().device()
        except Exception as exc:
            disable()
            return f"no device: {exc}"
    if provider.name == "inprocess" and mode != "on":
        disable()
        return "the in-process device is an emulation (set RUNMAT_ACCEL_PLAN=on to plan for it)"
    m = costmodel.load(provider.name)
    from runmat_accel.planner.construct import plans_random

    _state["provider"], _state["model"], _state["random"] = provider, m, plans_random()
    IMPLICIT_SEEN[0] = True  # the guard marks results of implicit operands from now on
    for kind, fl in _FLOORS.items():
        t = m.threshold(kind)
        # matmul work is m*n*k: an operand of numel e has work >= e (k >= 1), so the floor on
        # numel that lets every candidate through is the cube root squared of the threshold
        fl[0] = t ** (2 / 3) if kind == "matmul" and math.isfinite(t) else t
    _CONSTRUCT[0] = _FLOORS["elementwise"][0]
    return None


@contextmanager
def forced(provider: Any) -> Iterator[None]:
    """Within: every planned call goes to ``provider`` (None: the planner off), whatever the
    thresholds; afterwards the planner's state and floors are what they were (calibration)."""
    saved = dict(_state), {k: fl[0] for k, fl in _FLOORS.items()}, _CONSTRUCT[0]
    if provider is None:
        _state["provider"], _state["model"] = None, None
        for fl in _FLOORS.values():
            fl[0] = math.inf
        _CONSTRUCT[0] = math.inf
    else:
        zero = costmodel.CostModel(device=provider.name, source="forced",
                                   thresholds={k: 0.0 for k in PLANNED_KINDS})
        _state["provider"], _state["model"] = provider, zero
        for fl in _FLOORS.values():
            fl[0] = 0.0
        _CONSTRUCT[0] = 0.0
        IMPLICIT_SEEN[0] = True
    try:
        yield
    finally:
        _state.update(saved[0])
        for k, v in saved[1].items():
            _FLOORS[k][0] = v
        _CONSTRUCT[0] = saved[2]


def disable() -> None:
    _state["provider"], _state["model"] = None, None
    for fl in _FLOORS.values():
        fl[0] = math.inf
    _CONSTRUCT[0] = math.inf


def _work(kind: str, arrays: list[np.ndarray]) -> float:
    if kind == "matmul" and len(arrays) == 2 and arrays[0].ndim == 2 and arrays[1].ndim == 2:
        (m, k), (_, n) = arrays[0].shape, arrays[1].shape
        return float(m) * k * n
    return float(max(a.size for a in arrays))


def planned_call(name: str, kind: str, args: tuple, nargout: int, ctx: Any,
                 is_data: Callable[[int], bool], device_call: Callable[..., Any],
                 host_call: Callable[..., Any]) -> Any:
    """One call with host array arguments at or above the floor: decided, run, logged.

    Offloaded operands are uploaded as implicit gpuArrays, the guard's device path runs (fusion,
    declines and fallbacks included) and the result stays on the device, implicit: the caller
    sees the host value it stands for until a sink gathers it."""
    prov, m = _state["provider"], _state["model"]
    arrays = [a for i, a in enumerate(args) if is_data(i) and a.__class__ is np.ndarray]
    reason = None
    if prov is None or m is None:
        reason = "planner off"
    elif not arrays:
        reason = "no host array operand"
    else:
        for a in arrays:
            if a.dtype.kind not in "fcb":
                reason = f"{a.dtype.name} arrays stay on the host (only double/single move)"
                break
            if a.dtype.kind == "c":
                reason = "complex arrays stay on the host"
                break
    work = _work(kind, arrays) if arrays else 0.0
    est_host = est_dev = 0.0
    if reason is None:
        cost = m.costs[kind]
        moved = sum(a.nbytes for a in arrays)  # operands up; the result stays on the device
        est_host, est_dev = cost.host(work), cost.device(work, moved, m.transfer_ns_per_byte)
        threshold = m.threshold(kind)
        if work >= threshold:
            decision = "device"
            reason = f"{kind} work {work:.0f} >= threshold {threshold:.0f} ({m.source})"
        else:
            decision = "host"
            reason = f"{kind} work {work:.0f} < threshold {threshold:.0f} ({m.source})"
    else:
        decision = "host"
    t0 = perf_counter_ns()
    if decision == "device":
        rec = recorder()
        moved_args = []
        for i, a in enumerate(args):
            if is_data(i) and a.__class__ is np.ndarray:
                rec.count_upload(int(a.nbytes))
                g = GpuArray(prov, prov.upload(a))
                g.implicit = True  # the host array, kept on the device until a sink needs it
                moved_args.append(g)
            else:
                moved_args.append(a)
        out = keep_implicit(device_call(tuple(moved_args), nargout, ctx), kind == "reduction")
    else:
        out = host_call(args, nargout, ctx)
    log.record(name, kind, tuple(a.shape for a in arrays), decision, reason, est_host, est_dev,
               perf_counter_ns() - t0)
    return out


def keep_implicit(out: Any, statistic: bool = False) -> Any:
    """A result of implicit operands: device arrays stay on the device as implicit values, but
    ones too small for the planner to move come home (a scalar's later arithmetic is host work),
    except a reduction's (``statistic``): it stays for the large operand it is usually applied
    back to (``x - mean(x)``), as in gpuArray code, until a sink."""
    t = out.__class__
    if t is GpuArray:
        if out.implicit:
            return out
        if not statistic and math.prod(out.shape) < _EW_FLOOR[0]:
            host = out.provider.download(out.data)
            recorder().count_download(int(host.nbytes))
            return host
        out.implicit = True
        return out
    if t is tuple:
        return tuple(keep_implicit(o, statistic) for o in out)
    if t is list:
        return [keep_implicit(o, statistic) for o in out]
    return out


_EW_FLOOR = floor_for("elementwise")  # results of implicit operands under it come home
