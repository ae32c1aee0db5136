"""The accel guard: the only door between builtin bodies and devices.

``make_guard`` wraps a builtin body into an invoker ``(args, nargout, ctx)``: placement follows
data arguments; the body receives arrays where they are computed plus the array namespace
``xp``; declined or failed device calls fall back to the host with a counted, once-shown
warning; every call is counted in telemetry. The parts, each in its module:

- ``invoker``: the hot path (host calls at once; telemetry of calls, time and errors);
- ``device``: ``Guard``, a builtin's calls past the host path (objects' routes, planner, fusion);
- ``placement``: which provider runs a call and how each argument gets there;
- ``fallback``: a declined or failed device call on the host, counted and warned;
- ``fusing``: the builtin's fusion entries, built on first use;
- ``transfer``: counted moves between host and device (``upload``, ``download``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from runmat_accel.guard.device import DEVICE_KINDS, Guard, implicit_only, resident_call
from runmat_accel.guard.fusing import fusion_entry
from runmat_accel.guard.invoker import Invoker, keywords_text, make_invoker
from runmat_accel.guard.transfer import device_provider, download, upload, wrap_native
from runmat_accel.telemetry import recorder

__all__ = ["DEVICE_KINDS", "Invoker", "device_provider", "download", "fusion_entry", "implicit_only",
           "make_guard", "resident_call", "upload", "wrap_native"]


def make_guard(
    fn: Callable[..., Any],
    *,
    name: str,
    kind: str,
    residency: str = "inherit",
    data_args: frozenset[int] | None = None,
    data_from: int | None = None,
    precisions: frozenset[str] | None = None,
    pass_xp: bool = False,
    pass_nargout: bool = False,
    pass_ctx: bool = False,
    kernels: Mapping[str, Callable[..., Any]] | None = None,
    template: str | None = None,
    reduce: str | None = None,
) -> Invoker:
    """Build the invoker for one builtin (see module docstring).

    ``template`` (the spec's ``accel.template``) makes the builtin fusible: its calls on
    device values are recorded into an expression graph (``runmat_accel.fusion``) rather
    than launched, and the graph runs as one generated kernel when its value is needed.
    ``reduce`` (``accel.reduce``) names the reduction a call on a gpuArray computes as one fused
    kernel with its operand's pending graph as the map (``runmat_accel.fusion.reduce``)."""
    g = Guard(fn, name=name, kind=kind, residency=residency, data_args=data_args, data_from=data_from,
              precisions=precisions, pass_xp=pass_xp, pass_nargout=pass_nargout, pass_ctx=pass_ctx,
              kernels=kernels if kernels is not None else {}, template=template, reduce=reduce)
    return make_invoker(fn, g.routed_call, g.device_call, recorder(), name, gate=g.gate,
                        keywords=keywords_text(pass_xp, pass_nargout, pass_ctx), floor=g.floor)
