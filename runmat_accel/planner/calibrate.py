"""``runmat accel calibrate``: time each op kind on the host and on the selected device at a few
sizes, fit the linear cost model by least squares, and cache it per device."""

from __future__ import annotations

from pathlib import Path
from time import perf_counter_ns
from typing import Any, Callable

import numpy as np

from runmat_accel.planner import costmodel

SIZES = {"elementwise": (1 << 10, 1 << 14, 1 << 18, 1 << 21),
         "reduction": (1 << 10, 1 << 14, 1 << 18, 1 << 21),
         "matmul": (32, 96, 256, 640)}


def _best(fn: Callable[[], Any], sync: Callable[[], None], repeat: int = 5) -> float:
    fn()
    sync()
    best = float("inf")
    for _ in range(repeat):
        t0 = perf_counter_ns()
        fn()
        sync()
        best = min(best, perf_counter_ns() - t0)
    return best


def _fit(work: list[float], ns: list[float]) -> tuple[float, float]:
    slope, icpt = np.polyfit(np.asarray(work), np.asarray(ns), 1)
    return max(float(icpt), 0.0), max(float(slope), 1e-6)


def _ops(xp: Any) -> dict[str, Callable[[Any], Callable[[], Any]]]:
    return {"elementwise": lambda a: (lambda: xp.sin(a) * a + 1.0),
            "reduction": lambda a: (lambda: xp.sum(a, axis=0)),
            "matmul": lambda a: (lambda: a @ a)}


def measure(provider: Any) -> costmodel.CostModel:
    """A cost model measured on ``provider`` (the device) against NumPy (the host)."""
    xp = provider.xp

    def sync() -> None:
        syncer = getattr(provider, "synchronize", None)
        if syncer is not None:
            syncer()
        else:  # a device array round trip forces completion
            provider.download(provider.upload(np.zeros((1, 1))))

    costs = {}
    host_ops, dev_ops = _ops(np), _ops(xp)
    for kind, sizes in SIZES.items():
        work, host_ns, dev_ns = [], [], []
        for n in sizes:
            shape = (n, n) if kind == "matmul" else (n, 1)
            a = np.random.default_rng(0).random(shape)
            d = provider.upload(a)
            work.append(float(n) ** 3 if kind == "matmul" else float(n))
            host_ns.append(_best(host_ops[kind](a), lambda: None))
            dev_ns.append(_best(dev_ops[kind](d), sync))
        h0, h1 = _fit(work, host_ns)
        d0, d1 = _fit(work, dev_ns)
        costs[kind] = costmodel.KindCost(host_ns=h0, host_ns_per_unit=h1, launch_ns=max(d0, 1_000.0),
                                         device_ns_per_unit=d1)
    big = np.random.default_rng(0).random((1 << 22, 1))
    up = _best(lambda: provider.download(provider.upload(big)), lambda: None, repeat=3)
    return costmodel.CostModel(device=provider.name, source="calibrated", costs=costs,
                               transfer_ns_per_byte=up / (2 * big.nbytes))


def run(provider: Any = None) -> tuple[costmodel.CostModel, Path]:
    if provider is None:
        from runmat_accel._private.manager import manager

        provider = manager().device()
    model = measure(provider)
    return model, costmodel.save(model)
