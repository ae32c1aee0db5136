"""``runmat accel calibrate``: time each op kind through the planned path (a guarded call on the
host, and offloaded to the selected device) at a few sizes, fit the linear cost model by least
squares, and cache it per device."""

from __future__ import annotations

from pathlib import Path
from time import perf_counter_ns
from typing import Any, Callable

import numpy as np

from runmat_accel.guard import make_guard
from runmat_accel.planner import costmodel, state

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


def _bodies() -> dict[str, tuple[Callable[..., Any], str | None, int]]:
    """One builtin-like body per kind (body, template, operands), guarded like a builtin."""
    return {"elementwise": (lambda a, *, xp: xp.sin(a), "sin({0})", 1),
            "reduction": (lambda a, *, xp: xp.sum(a, axis=0, keepdims=True), None, 1),
            "matmul": (lambda a, b, *, xp: a @ b, None, 2)}


def measure(provider: Any) -> costmodel.CostModel:
    """A cost model of the planned path on ``provider``: each sample is one guarded call of a
    builtin-like body (sin, sum, a product), on the host with the planner off, and through the
    planner forced to the device (operands uploaded, the device path with fusion, the result
    left resident and then waited for), against the same sizes of host arrays."""
    def sync() -> None:
        syncer = getattr(provider, "synchronize", None)
        if syncer is not None:
            syncer()

    big = np.random.default_rng(0).random((1 << 22, 1))
    up = _best(lambda: provider.download(provider.upload(big)), lambda: None, repeat=3)
    per_byte = up / (2 * big.nbytes)
    costs = {}
    with state.forced(provider):
        for kind, sizes in SIZES.items():
            body, template, nargs = _bodies()[kind]
            invoke = make_guard(body, name=f"calibrate:{kind}", kind=kind, pass_xp=True, template=template,
                                precisions=frozenset({"double", "single"}))
            work, host_ns, dev_ns = [], [], []
            for n in sizes:
                shape = (n, n) if kind == "matmul" else (n, 1)
                a = np.random.default_rng(0).random(shape)
                args = (a,) * nargs
                work.append(float(n) ** 3 if kind == "matmul" else float(n))

                def on_device(args: tuple = args) -> None:
                    out = invoke(args, 1, None)
                    out.data  # noqa: B018 - computes a pending result

                with state.forced(None):
                    host_ns.append(_best(lambda args=args: invoke(args, 1, None), lambda: None))
                moved = sum(x.nbytes for x in args)
                dev_ns.append(max(_best(on_device, sync) - per_byte * moved, 0.0))
            h0, h1 = _fit(work, host_ns)
            d0, d1 = _fit(work, dev_ns)
            costs[kind] = costmodel.KindCost(host_ns=h0, host_ns_per_unit=h1, launch_ns=max(d0, 1_000.0),
                                             device_ns_per_unit=d1)
    return costmodel.CostModel(device=provider.name, source="calibrated", costs=costs,
                               transfer_ns_per_byte=per_byte)


def run(provider: Any = None) -> tuple[costmodel.CostModel, Path]:
    if provider is None:
        from runmat_accel._private.manager import manager

        provider = manager().device()
    model = measure(provider)
    return model, costmodel.save(model)
