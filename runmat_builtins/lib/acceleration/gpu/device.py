"""gpuDevice: the device that new gpuArrays go to."""

from __future__ import annotations

from typing import Any

from runmat_accel import device_provider
from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.values import StructArray, char_row
from runmat_builtins.lib.array.shape._args import is_int_value, values


@runtime_builtin(
    summary="Information about the selected GPU device, as a struct.",
    description="Returns Name, Index, TotalMemory, AvailableMemory, ComputeCapability, "
                "DriverVersion and Provider of the device new gpuArrays go to.",
    keywords=["gpu", "device", "info", "cuda"],
    related=["gpuArray", "gather"],
    signatures=["D = gpuDevice()", "D = gpuDevice(IDX)"],
    errors=[ErrorSpec(identifier="parallel:gpu:device:DeviceLibsNotFound", when="no device provider can start"),
            ErrorSpec(identifier="parallel:gpu:device:InvalidInput", when="IDX names no device")],
    examples=[Example(code="d = gpuDevice();\ndisp(d.Index)", output="     1\n")],
    effects=["io"],
)
def gpuDevice(idx: Any = None) -> StructArray:
    try:
        prov = device_provider()
    except Exception as exc:
        raise MException(exc.identifier if isinstance(exc, MException) else "parallel:gpu:device:DeviceLibsNotFound", str(exc)) from None
    devices = prov.devices()
    want = 1 if idx is None else _index(idx)
    match = [d for d in devices if d.index == want] or ([devices[0]] if idx is None and devices else [])
    if not match:
        raise MException("parallel:gpu:device:InvalidInput", f"Invalid device index {want}.")
    d = match[0]
    nan = float("nan")
    return StructArray.scalar({
        "Name": char_row(d.name),
        "Index": float(d.index),
        "ComputeCapability": char_row(d.compute_capability or ""),
        "TotalMemory": float(d.memory_total) if d.memory_total is not None else nan,
        "AvailableMemory": float(d.memory_free) if d.memory_free is not None else nan,
        "DriverVersion": char_row(d.driver or ""),
        "Provider": char_row(prov.name),
    })


def _index(idx: Any) -> int:
    """A device index: a positive integer scalar (MATLAB's InvalidInput otherwise)."""
    try:
        v = values(idx)
    except TypeError:
        v = []
    if len(v) != 1 or not is_int_value(v[0]) or v[0] < 1:
        raise MException("parallel:gpu:device:InvalidInput", "The device index must be a positive integer scalar.")
    return int(v[0])
