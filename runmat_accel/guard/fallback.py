"""A device call that cannot run on its device runs on the host instead.

A provider declines (a reason string: unsupported precision or dtype) or fails (any non-MATLAB
exception, out of memory). The call is counted by (builtin, provider, reason), warned once per
(builtin, reason) per warning sink, and run on gathered arguments; its results are uploaded
again so the value stays a gpuArray (a sink's stay on the host)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from runmat_accel import messages
from runmat_accel.diagnostics import warn_once
from runmat_accel.guard.transfer import download, reupload
from runmat_accel.provider import Provider
from runmat_accel.telemetry import recorder


def fallback(name: str, host_call: Callable[[tuple, int, Any], Any], gather_out: bool, args: tuple, nargout: int,
             ctx: Any, prov: Provider, reason: str, ident: str, text: str) -> Any:
    """Builtin ``name``'s call on the host, counted and warned (``ident``/``text``: the warning)."""
    recorder().count_fallback(name, prov.name, reason)
    warn_once(ctx, (name, reason), ident, messages.fmt(text, provider=prov.name, builtin=name, reason=reason))
    out = host_call(tuple(download(a) for a in args), nargout, ctx)
    return out if gather_out else reupload(prov, out)


def declined(name: str, host_call: Callable[[tuple, int, Any], Any], gather_out: bool, args: tuple, nargout: int,
             ctx: Any, prov: Provider, reason: str) -> Any:
    """The provider declined these classes."""
    return fallback(name, host_call, gather_out, args, nargout, ctx, prov, reason,
                    messages.FALLBACK_DECLINED_ID, messages.FALLBACK_DECLINED)


def failed(name: str, host_call: Callable[[tuple, int, Any], Any], gather_out: bool, args: tuple, nargout: int,
           ctx: Any, prov: Provider, exc: Exception) -> Any:
    """The device body raised a non-MATLAB error (out of memory among them)."""
    if prov.is_out_of_memory(exc):
        return fallback(name, host_call, gather_out, args, nargout, ctx, prov, "out of memory",
                        messages.DEVICE_OOM_ID, messages.DEVICE_OOM)
    return fallback(name, host_call, gather_out, args, nargout, ctx, prov, f"{type(exc).__name__}: {exc}",
                    messages.FALLBACK_FAILED_ID, messages.FALLBACK_FAILED)
