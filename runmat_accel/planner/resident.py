"""Calls on resident (implicit) device values that come home instead of running there.

An indexed store of a host value at host subscripts into an implicit array (``x(i) = v``,
``A(:, j) = col``) is host work: the array comes home once (one download) and the store, and
every later store of a loop, runs on the host, instead of a device scatter plus an upload of
the value per store. A store with a device subscript or value (``Y(Y < 0) = 0`` on a resident
``Y``) stays on the device.
"""

from __future__ import annotations

from runmat_accel.gpuarray import GpuArray

# builtin -> position of the array stored into (the value and subscripts follow it)
STORES = {"subsasgn": 0}


def store_comes_home(name: str, args: tuple) -> str | None:
    """Why this resident call runs on the host (its implicit operands gathered), or None."""
    target = STORES.get(name)
    if target is None or len(args) <= target + 1:
        return None
    for a in args[target + 1:]:
        if a.__class__ is GpuArray:
            return None  # a device value or subscript: the store stays where the data is
    return "a store of host values at host subscripts into a device value: it comes home once " \
           "(element stores are host work)"
