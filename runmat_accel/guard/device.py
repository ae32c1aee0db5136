"""One builtin's guard past the host path: objects' routes, the offload planner, fusion,
placement, the device body and its fallback.

The invoker (``runmat_accel.guard.invoker``) runs the body at once when no argument leaves the
host path; otherwise it calls :meth:`Guard.routed_call` (objects first) or, for a call that can
only go to a device, :meth:`Guard.device_call`."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from time import perf_counter_ns
from typing import Any

import numpy as np

from runmat_accel import planner
from runmat_accel._private.manager import manager
from runmat_accel.errors import MException
from runmat_accel.gpuarray import IMPLICIT_SEEN, GpuArray
from runmat_accel.guard import fusing, placement
from runmat_accel.guard.fallback import declined, failed
from runmat_accel.guard.invoker import is_gpu_option
from runmat_accel.guard.placement import DataSlots, Decline, Host
from runmat_accel.guard.transfer import download, to_device
from runmat_accel.overloads import ROUTES
from runmat_accel.planner import log as plan_log
from runmat_accel.planner import store_comes_home
from runmat_accel.planner.state import keep_implicit
from runmat_accel.provider import Provider
from runmat_accel.telemetry import recorder

_INF = float("inf")
DEVICE_KINDS = frozenset({"elementwise", "reduction", "matmul", "shape", "indexing",
                          "construct", "random", "custom"})


class Guard:
    """What the guard knows of one builtin, and its calls that leave the host path."""

    def __init__(self, fn: Callable[..., Any], *, name: str, kind: str, residency: str,
                 data_args: frozenset[int] | None, data_from: int | None, precisions: frozenset[str] | None,
                 pass_xp: bool, pass_nargout: bool, pass_ctx: bool, kernels: Mapping[str, Callable[..., Any]],
                 template: str | None, reduce: str | None) -> None:
        self.fn = fn
        self.name = name
        self.kind = kind
        self.precisions = precisions
        self.pass_xp, self.pass_nargout, self.pass_ctx = pass_xp, pass_nargout, pass_ctx
        self.needs_kw = pass_xp or pass_nargout or pass_ctx
        self.kernels = kernels
        self.is_data = DataSlots(data_args, data_from)
        self.device_capable = kind in DEVICE_KINDS and (pass_xp or bool(kernels))
        self.gather_out = residency == "gather"
        self.passthrough = kind == "meta"  # sees gpuArrays as they are; moves no data
        # construct/random builtins are placed by a 'like' prototype or the 'gpuArray' option
        self.construct = kind in ("construct", "random")
        self.plans: dict[tuple, placement.Plan] = {}
        self.counters: dict[Provider, Any] = {}
        # fusion entries (None: not fusible)
        self.fusible = self.reducer = None
        if template is not None and self.device_capable:
            self.fusible = fusing.elementwise_entry(name, template, kind, precisions, self.probe, self.eager_for)
        else:
            fusing.no_entry(name)
        if reduce is not None and self.device_capable and kind == "reduction":
            self.reducer = fusing.reduction_entry(name, reduce, self.probe)
        # the offload planner: the size floor from which host arrays may move (None: never)
        self.floor: list | None = None
        self.planned_call: Callable[..., Any] | None = None
        if self.device_capable and not self.gather_out:
            if kind in planner.PLANNED_KINDS:
                self.floor, self.planned_call = planner.floor_for(kind), planner.planned_call
            elif self.construct and name in planner.SIZED:
                self.floor, self.planned_call = planner.construct_floor(), planner.planned_construct

    @property
    def gate(self) -> str:
        """The invoker's test for an argument that leaves the host path (``invoker.GATES``)."""
        if self.passthrough:
            return "none"
        if self.construct:
            return "planned_construct" if self.floor is not None else "construct"
        return "planned" if self.floor is not None else "gpu"

    def kw(self, xp: Any, nargout: int, ctx: Any) -> dict[str, Any]:
        """The keyword arguments the body takes."""
        d: dict[str, Any] = {}
        if self.pass_xp:
            d["xp"] = xp
        if self.pass_nargout:
            d["nargout"] = nargout
        if self.pass_ctx:
            d["ctx"] = ctx
        return d

    def host_call(self, args: tuple, nargout: int, ctx: Any) -> Any:
        if self.needs_kw:
            return self.fn(*args, **self.kw(np, nargout, ctx))
        return self.fn(*args)

    def probe(self, samples: tuple) -> Any:
        """The host body on 1x1 samples (fusion reads the result class)."""
        return self.host_call(samples, 1, None)

    def eager_for(self, prov: Provider) -> Callable[..., Any]:
        """The body on ``prov`` taking device operands only (fusion's eager fallback)."""
        impl = self.kernels.get(prov.name, self.fn)
        if self.needs_kw:
            kw = self.kw
            return lambda *moved: impl(*moved, **kw(prov.xp, 1, None))
        return impl

    def count_device(self, prov: Provider) -> None:
        """One device call of this builtin on ``prov``."""
        c = self.counters.get(prov)
        if c is None:
            c = self.counters[prov] = recorder().device_counter(self.name, prov.name)
        next(c)

    def routed_call(self, args: tuple, nargout: int, ctx: Any) -> Any:
        """A call with a gpuArray or object argument: the objects' routes first (in argument order,
        each routed type once), else the device path."""
        routed = None
        for a in args:
            t = a.__class__
            call = ROUTES.get(t)
            if call is not None and (routed is None or t not in routed):
                out = call(self.name, args, nargout, ctx)
                if out is not NotImplemented:
                    return out
                routed = (*routed, t) if routed is not None else (t,)
        if routed is not None:
            # no route answered: the body runs, on a device only where a gpuArray (or 'gpuArray') says so
            construct = self.construct
            if self.passthrough or not any(b.__class__ is GpuArray or construct and is_gpu_option(b) for b in args):
                return self.host_call(args, nargout, ctx)
        if self.passthrough:
            return self.host_call(args, nargout, ctx)
        if IMPLICIT_SEEN[0] and implicit_only(args):
            return resident_call(self.name, self.kind, args, nargout, ctx, self.device_call, self.host_call)
        return self.device_call(args, nargout, ctx)  # gpuArrays, or host arrays the planner may move

    def device_call(self, args: tuple, nargout: int, ctx: Any) -> Any:
        """A call with device values (or host arrays the planner may move): planner, fusion,
        then the plan for these argument classes."""
        floor = self.floor
        if floor is not None and floor[0] != _INF:
            if self.construct:  # a sized constructor while the planner is on: it decides where to make it
                out = self.planned_call(self.name, self.kind, args, nargout, ctx, self.device_call, self.host_call)
                if out is not NotImplemented:
                    return out
            else:
                for a in args:  # a loop, not any(<generator>): this test runs on every device call
                    if a.__class__ is GpuArray:
                        break
                else:  # host arrays at or above the planner's floor: the planner decides where this runs
                    return self.planned_call(self.name, self.kind, args, nargout, ctx, self.is_data,
                                             self.device_call, self.host_call)
        if self.fusible is not None and not self.construct and nargout <= 1:
            # a templated call on device values: a node of the graph (None: not fusible here)
            for a in args:
                if a.__class__ is GpuArray:
                    fuse = self.fusible.get()
                    pending = fuse(a.provider, args) if fuse is not None else None
                    if pending is not None:
                        self.count_device(a.provider)
                        return pending
                    break
        if self.reducer is not None and args and args[0].__class__ is GpuArray:
            reduce = self.reducer.get()
            out = reduce(args[0].provider, args, nargout) if reduce is not None else None
            if out is not None:
                self.count_device(out.provider)
                return out
        return self.run_planned(args, nargout, ctx)

    def plan_for(self, args: tuple) -> placement.Plan:
        """The cached plan for these argument classes (and a constructor's selected device)."""
        selected = manager().device() if self.construct else None
        key = placement.signature(args, selected)
        plan = self.plans.get(key)
        if plan is None:
            if len(self.plans) > 256:
                self.plans.clear()
            opts = dict(is_data=self.is_data, construct=self.construct, device_capable=self.device_capable,
                        precisions=self.precisions, kernels=self.kernels, fn=self.fn, pass_xp=self.pass_xp)
            plan = placement.plan(self.name, self.kind, args, None, **opts)
            if plan.__class__ is Host and self.construct:
                # no gpuArray argument: the 'gpuArray' option places it on the selected device
                plan = placement.plan(self.name, self.kind, args, selected, **opts)
            self.plans[key] = plan
        return plan

    def run_planned(self, args: tuple, nargout: int, ctx: Any) -> Any:
        plan = self.plan_for(args)
        if plan.__class__ is Host:
            return self.host_call(tuple(download(a) for a in args), nargout, ctx)
        prov = plan.prov
        if plan.__class__ is Decline:
            return declined(self.name, self.host_call, self.gather_out, args, nargout, ctx, prov, plan.reason)
        if self.fusible is not None and self.construct and nargout <= 1:  # rand/randn: a draw in the graph
            fuse = self.fusible.get()
            pending = fuse(prov, args) if fuse is not None else None
            if pending is not None:
                self.count_device(prov)
                return pending
        try:
            # uploads inside the try: a device out of memory for an operand falls back too
            moved = placement.move(args, prov, plan.moves, download)
            prov.before_call(self.name)
            if not self.needs_kw:
                out = plan.impl(*moved)
            elif self.pass_nargout or self.pass_ctx:
                out = plan.impl(*moved, **self.kw(prov.xp, nargout, ctx))
            else:
                out = plan.impl(*moved, **plan.xp_kw)
        except Exception as exc:
            if isinstance(exc, MException):
                raise  # a MATLAB error from the body: same on any device
            return failed(self.name, self.host_call, self.gather_out, args, nargout, ctx, prov, exc)
        next(plan.counter)
        if out.__class__ is not tuple and out.__class__ is not list and prov.is_native(out):
            if self.gather_out:
                host = prov.download(out)
                recorder().count_download(int(host.nbytes))
                return host
            return GpuArray(prov, out)
        return to_device(prov, out, self.gather_out)


def implicit_only(args: tuple) -> bool:
    """True when the call's device values are all implicit (planner-moved host arrays)."""
    found = False
    for a in args:
        if a.__class__ is GpuArray:
            if not a.implicit:
                return False  # an explicit gpuArray operand: the result is a gpuArray (MATLAB's rule)
            found = True
    return found


def resident_call(name: str, kind: str, args: tuple, nargout: int, ctx: Any,
                  device_call: Callable[..., Any], host_call: Callable[..., Any]) -> Any:
    """A call whose device operands are implicit: it runs where they are (no transfer to plan),
    its results stay implicit, and the planner's log lists it as a resident call; the planner's
    rules for calls that come home (an element store) run it on the host instead."""
    t0 = perf_counter_ns()
    home = store_comes_home(name, args)
    if home is None:
        out, decision, reason = (keep_implicit(device_call(args, nargout, ctx), kind == "reduction"), "device",
                                 plan_log.RESIDENT)
    else:
        out, decision, reason = host_call(tuple(download(a) for a in args), nargout, ctx), "host", home
    plan_log.record(name, kind, tuple([a.shape for a in args if a.__class__ is GpuArray]), decision,
                    reason, 0.0, 0.0, perf_counter_ns() - t0)
    return out
