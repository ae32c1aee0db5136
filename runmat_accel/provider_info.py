"""The pydantic models ``runmat accel info`` and ``gpuDevice`` report (loaded when asked for)."""

from __future__ import annotations

from pydantic import BaseModel


class DeviceInfo(BaseModel):
    """One device a provider can compute on (what ``gpuDevice`` reports)."""

    index: int = 1
    name: str
    memory_total: int | None = None
    memory_free: int | None = None
    compute_capability: str | None = None
    driver: str | None = None


class ProviderInfo(BaseModel):
    """What ``runmat accel info`` lists for one provider."""

    name: str
    description: str
    is_device: bool
    status: str  # "available", "loaded", "selected", "unavailable", "failed"
    reason: str | None = None
    origin: str | None = None
    devices: list[DeviceInfo] = []
