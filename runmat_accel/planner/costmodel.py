"""The planner's cost model: per op kind, estimated host and device time of one call.

A kind's times are linear in its work (elements, or m*n*k multiply-adds for matmul):
``host = host_ns + host_ns_per_unit * work`` and ``device = launch_ns + device_ns_per_unit * work
+ transfer_ns_per_byte * bytes moved``. The threshold of a kind is the work above which the
device estimate wins; a calibration file (``runmat accel calibrate``) or the environment
variable RUNMAT_ACCEL_PLAN_THRESHOLDS (``elementwise=4096,matmul=1e6``) can set it directly.
"""

from __future__ import annotations

import json
import math
import os
from dataclasses import asdict, dataclass, field
from pathlib import Path

KINDS = ("elementwise", "reduction", "matmul")
THRESHOLDS_ENV = "RUNMAT_ACCEL_PLAN_THRESHOLDS"


@dataclass(frozen=True)
class KindCost:
    """Linear time model of one op kind on one host/device pair (nanoseconds)."""

    host_ns: float
    host_ns_per_unit: float
    launch_ns: float
    device_ns_per_unit: float

    def host(self, work: float) -> float:
        return self.host_ns + self.host_ns_per_unit * work

    def device(self, work: float, moved_bytes: float, transfer_ns_per_byte: float) -> float:
        return self.launch_ns + self.device_ns_per_unit * work + transfer_ns_per_byte * moved_bytes


# Uncalibrated: a PCIe-class link (~12 GB/s with pageable copies), a NumPy host of ~1 ns per
# element for elementwise work and ~0.05 ns per multiply-add for BLAS matmul, a device ~40 us per
# call through the guard. Deliberately conservative: offload only clearly large work.
DEFAULT_COSTS = {
    "elementwise": KindCost(host_ns=1_000, host_ns_per_unit=1.0, launch_ns=40_000, device_ns_per_unit=0.01),
    "reduction": KindCost(host_ns=2_000, host_ns_per_unit=0.5, launch_ns=40_000, device_ns_per_unit=0.01),
    "matmul": KindCost(host_ns=2_000, host_ns_per_unit=0.05, launch_ns=40_000, device_ns_per_unit=0.0005),
}
DEFAULT_TRANSFER_NS_PER_BYTE = 1 / 12.0


@dataclass
class CostModel:
    """Costs per kind, the link's transfer cost, and the work thresholds they imply."""

    device: str = "uncalibrated"
    source: str = "defaults"
    costs: dict[str, KindCost] = field(default_factory=lambda: dict(DEFAULT_COSTS))
    transfer_ns_per_byte: float = DEFAULT_TRANSFER_NS_PER_BYTE
    thresholds: dict[str, float] = field(default_factory=dict)

    def threshold(self, kind: str) -> float:
        """Work at or above which ``kind`` goes to the device (inf: never)."""
        t = self.thresholds.get(kind)
        if t is not None:
            return t
        c = self.costs[kind]
        # crossover of host(w) = device(w): a double uploaded per element (results stay on the
        # device); matmul's copies grow as its work's 2/3 power and are left out
        per_byte = {"elementwise": 8, "reduction": 8}.get(kind, 0) * self.transfer_ns_per_byte
        slope = c.host_ns_per_unit - c.device_ns_per_unit - per_byte
        if slope <= 0:
            return math.inf
        return max(1.0, (c.launch_ns - c.host_ns) / slope)

    def to_json(self) -> dict:
        return {"device": self.device, "transfer_ns_per_byte": self.transfer_ns_per_byte,
                "costs": {k: asdict(v) for k, v in self.costs.items()},
                "thresholds": {k: v for k, v in self.thresholds.items() if math.isfinite(v)}}

    @classmethod
    def from_json(cls, data: dict, source: str) -> CostModel:
        costs = dict(DEFAULT_COSTS)
        for k, v in (data.get("costs") or {}).items():
            if k in KINDS:
                costs[k] = KindCost(**{f: float(v[f]) for f in ("host_ns", "host_ns_per_unit", "launch_ns",
                                                                  "device_ns_per_unit")})
        return cls(device=str(data.get("device", "unknown")), source=source, costs=costs,
                   transfer_ns_per_byte=float(data.get("transfer_ns_per_byte", DEFAULT_TRANSFER_NS_PER_BYTE)),
                   thresholds={k: float(v) for k, v in (data.get("thresholds") or {}).items() if k in KINDS})


def cache_dir() -> Path:
    """The user's cache directory for RunMat (XDG_CACHE_HOME, else ~/.cache)."""
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "runmat"


def calibration_path(device: str) -> Path:
    safe = "".join(ch if ch.isalnum() or ch in "-_." else "_" for ch in device)
    return cache_dir() / f"accel-calibration-{safe}.json"


def parse_thresholds(text: str) -> dict[str, float]:
    """``elementwise=4096,matmul=1e6`` as {kind: work}; an unknown kind or bad number is an error."""
    out: dict[str, float] = {}
    for part in text.replace(";", ",").split(","):
        part = part.strip()
        if not part:
            continue
        kind, sep, value = part.partition("=")
        kind = kind.strip().lower()
        if not sep or kind not in KINDS:
            raise ValueError(f"{THRESHOLDS_ENV}: expected kind=work with kind in {', '.join(KINDS)}, got {part!r}")
        out[kind] = float(value)
    return out


def load(device: str) -> CostModel:
    """The model for ``device``: its calibration file if there is one, else the defaults;
    thresholds from RUNMAT_ACCEL_PLAN_THRESHOLDS override either."""
    path = calibration_path(device)
    model = CostModel(device=device)
    try:
        model = CostModel.from_json(json.loads(path.read_text()), source=str(path))
    except (OSError, ValueError, TypeError, KeyError):
        pass
    env = os.environ.get(THRESHOLDS_ENV)
    if env:
        model.thresholds.update(parse_thresholds(env))
        model.source = f"{model.source} + {THRESHOLDS_ENV}"
    return model


def save(model: CostModel) -> Path:
    path = calibration_path(model.device)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(model.to_json(), indent=2))
    return path
