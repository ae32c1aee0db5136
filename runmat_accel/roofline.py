"""The memory bandwidth of a device, measured once and cached: the roof of ``--explain``'s
roofline view (a line's kernel bytes over its time, as a fraction of what the device can move).

``Provider.measure_bandwidth`` copies a 64 MiB array on the device (on the emulated device and
the CPU: host memory through NumPy); the answer is kept per device in the user's cache
(``~/.cache/runmat/accel-bandwidth-<device>.json``, beside the offload planner's calibration)
and in memory, so a run measures it at most once per machine. ``RUNMAT_ACCEL_BANDWIDTH``
(bytes per second) overrides it, for a device whose sheet value should be the roof.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ENV = "RUNMAT_ACCEL_BANDWIDTH"


@dataclass(frozen=True)
class Bandwidth:
    """A device's memory bandwidth (bytes per second) and where the number came from:
    ``measured`` now, ``cached`` (the file), or ``env``."""

    device: str
    bytes_per_s: float
    source: str
    path: str = ""


_MEMO: dict[str, Bandwidth] = {}


def device_key(provider: Any) -> str:
    """The provider and its device's model name: a measurement holds for that pair."""
    name = provider.name
    try:
        devs = provider.devices()
        if devs:
            name = f"{name}-{devs[0].name}"
    except Exception:
        pass
    return name


def cache_path(device: str) -> Path:
    from runmat_accel.planner.costmodel import cache_dir

    safe = "".join(ch if ch.isalnum() or ch in "-_." else "_" for ch in device)
    return cache_dir() / f"accel-bandwidth-{safe}.json"


def bandwidth(provider: Any) -> Bandwidth:
    """The bandwidth of ``provider``'s device: the environment's, the cached measurement, or a
    new one (then written to the cache; a cache that cannot be written is not an error)."""
    device = device_key(provider)
    env = os.environ.get(ENV, "").strip()
    if env:
        try:
            return Bandwidth(device, float(env), "env")
        except ValueError:
            pass
    hit = _MEMO.get(device)
    if hit is not None:
        return hit
    path = cache_path(device)
    try:
        data = json.loads(path.read_text())
        if data.get("device") == device and float(data["bytes_per_s"]) > 0:
            bw = _MEMO[device] = Bandwidth(device, float(data["bytes_per_s"]), "cached", str(path))
            return bw
    except (OSError, ValueError, TypeError, KeyError):
        pass
    bw = Bandwidth(device, float(provider.measure_bandwidth()), "measured", str(path))
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps({"device": device, "bytes_per_s": bw.bytes_per_s,
                                    "method": "device-to-device copy, best of 5, read + write bytes"}, indent=2))
    except OSError:
        pass
    _MEMO[device] = bw
    return bw


def forget() -> None:
    """Drop the in-memory measurements (tests; the files stay)."""
    _MEMO.clear()
