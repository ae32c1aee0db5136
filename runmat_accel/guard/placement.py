"""Where a call with device values runs, decided once per argument signature.

Placement follows data arguments: the first gpuArray in a *data* position picks the provider;
parameter positions (dims, sizes, options) are gathered and never move execution; host arrays in
data positions are uploaded. A plan is one of

- ``Host()``: no device value in a data position, or a builtin that runs on the host only;
- ``Decline(prov, reason)``: the provider (or the builtin's precisions) refuses these classes;
- ``Device(prov, moves, impl, xp_kw, counter)``: run ``impl`` on ``prov`` after ``moves``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, NamedTuple

import numpy as np

from runmat_accel import messages
from runmat_accel.gpuarray import GpuArray, underlying_class
from runmat_accel.provider import Provider
from runmat_accel.telemetry import recorder

# how an argument reaches a device body (the second item of a move)
NATIVE = 1    # a gpuArray of the plan's provider: its native data
GATHER = 2    # a gpuArray in a parameter slot: gathered
MOVE = 3      # a gpuArray of another provider: gathered and uploaded
UPLOAD = 4    # a host array in a data slot: uploaded


class Host(NamedTuple):
    pass


class Decline(NamedTuple):
    prov: Provider
    reason: str


class Device(NamedTuple):
    prov: Provider
    moves: tuple[tuple[int, int], ...]
    impl: Callable[..., Any]
    xp_kw: dict[str, Any] | None
    counter: Any


Plan = Host | Decline | Device


class DataSlots(NamedTuple):
    """Which argument positions hold data: all (``args`` None), else ``args`` and all from
    ``start`` on."""

    args: frozenset[int] | None
    start: int | None

    def __call__(self, i: int) -> bool:
        return self.args is None or i in self.args or (self.start is not None and i >= self.start)


def signature(args: tuple, selected: Provider | None) -> tuple:
    """The key plans are cached under: classes, and providers and dtypes of arrays (a constructor
    placed by the 'gpuArray' option adds the selected provider)."""
    sig: list[Any] = []
    for a in args:
        c = a.__class__
        if c is GpuArray:
            sig.append((a.provider, a.dtype))
        elif c is np.ndarray or isinstance(a, np.ndarray):
            sig.append((c, a.dtype))
        else:
            sig.append(c)
    if selected is not None:
        sig.append(selected)
    return tuple(sig)


def plan(name: str, kind: str, args: tuple, prov: Provider | None, *, is_data: DataSlots, construct: bool,
         device_capable: bool, precisions: frozenset[str] | None, kernels: Mapping[str, Callable[..., Any]],
         fn: Callable[..., Any], pass_xp: bool) -> Plan:
    """The plan for a call of builtin ``name`` (``prov``: the provider a constructor's 'gpuArray'
    option selected, else None: the first device value in a data slot picks it)."""
    if prov is None:
        for i, a in enumerate(args):
            if a.__class__ is GpuArray and (construct or is_data(i)):
                prov = a.provider
                break
    if prov is None or not device_capable:
        return Host()  # a host-only builtin (a sink) or device values only in parameter slots
    dtypes = tuple(a.dtype for i, a in enumerate(args) if a.__class__ is GpuArray and (construct or is_data(i)))
    reason = None
    if precisions is not None:
        for dt in dtypes:
            cls = underlying_class(dt)
            if cls not in precisions and not (cls.startswith(("int", "uint")) and "int" in precisions):
                reason = messages.fmt(messages.REASON_DTYPE, dtype=cls)
                break
    if reason is None:
        reason = prov.declines(name, kind, dtypes)
    if reason is not None:
        return Decline(prov, reason)
    moves = []
    for i, a in enumerate(args):
        data = construct or is_data(i)
        if a.__class__ is GpuArray:
            moves.append((i, NATIVE if data and a.provider is prov else MOVE if data else GATHER))
        elif is_data(i) and isinstance(a, np.ndarray) and a.dtype.kind in "biufc":
            moves.append((i, UPLOAD))
    return Device(prov, tuple(moves), kernels.get(prov.name, fn), {"xp": prov.xp} if pass_xp else None,
                  recorder().device_counter(name, prov.name))


def move(args: tuple, prov: Provider, moves: tuple[tuple[int, int], ...], gather: Callable[[Any], Any]) -> list:
    """The arguments as the device body takes them (uploads counted)."""
    moved = list(args)
    for i, how in moves:
        a = args[i]
        if how == NATIVE:
            moved[i] = a.data
        elif how == GATHER:
            moved[i] = gather(a)
        elif how == MOVE:
            moved[i] = prov.upload(gather(a))
        else:
            recorder().count_upload(int(a.nbytes))
            moved[i] = prov.upload(a)
    return moved
