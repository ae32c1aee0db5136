"""Planner state (is it on, which device, which cost model) and the planned call itself."""

from __future__ import annotations

import math
import os
from collections.abc import Callable
from time import perf_counter_ns
from typing import Any

import numpy as np

from runmat_accel.gpuarray import GpuArray
from runmat_accel.planner import costmodel, log
from runmat_accel.telemetry import recorder

PLANNED_KINDS = frozenset(costmodel.KINDS)
PLAN_ENV = "RUNMAT_ACCEL_PLAN"  # off (default) | auto (a real device) | on (any device, the emulated one too)
_FLOORS = {k: [math.inf] for k in PLANNED_KINDS}  # smallest numel the guard hands to the planner
_state: dict[str, Any] = {"provider": None, "model": None}


def floor_for(kind: str) -> list[float]:
    """The one-element list the guard's generated check reads (inf while the planner is off)."""
    return _FLOORS[kind]


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
    _state["provider"], _state["model"] = provider, m
    for kind, fl in _FLOORS.items():
        t = m.threshold(kind)
        # matmul work is m*n*k: an operand of numel e has work >= e (k >= 1), so the floor on
        # numel that lets every candidate through is the cube root squared of the threshold
        fl[0] = t ** (2 / 3) if kind == "matmul" and math.isfinite(t) else t
    return None


def disable() -> None:
    _state["provider"], _state["model"] = None, None
    for fl in _FLOORS.values():
        fl[0] = math.inf


def _work(kind: str, arrays: list[np.ndarray]) -> float:
    if kind == "matmul" and len(arrays) == 2 and arrays[0].ndim == 2 and arrays[1].ndim == 2:
        (m, k), (_, n) = arrays[0].shape, arrays[1].shape
        return float(m) * k * n
    return float(max(a.size for a in arrays))


def _gather(out: Any) -> Any:
    if out.__class__ is GpuArray:
        host = out.provider.download(out.data)
        recorder().count_download(int(host.nbytes))
        return host
    if isinstance(out, tuple):
        return tuple(_gather(o) for o in out)
    if isinstance(out, list):
        return [_gather(o) for o in out]
    return out


def planned_call(name: str, kind: str, args: tuple, nargout: int, ctx: Any,
                 is_data: Callable[[int], bool], device_call: Callable[..., Any],
                 host_call: Callable[..., Any]) -> Any:
    """One call with host array arguments at or above the floor: decided, run, logged.

    Offloaded operands are uploaded, the guard's device path runs (fusion, declines and
    fallbacks included) and the result is gathered, so the caller sees a host value."""
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
        moved = sum(a.nbytes for a in arrays) + max(a.nbytes for a in arrays)  # operands up, result down
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
                moved_args.append(GpuArray(prov, prov.upload(a)))
            else:
                moved_args.append(a)
        out = _gather(device_call(tuple(moved_args), nargout, ctx))
    else:
        out = host_call(args, nargout, ctx)
    log.record(name, kind, tuple(a.shape for a in arrays), decision, reason, est_host, est_dev,
               perf_counter_ns() - t0)
    return out
