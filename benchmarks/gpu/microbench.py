"""Per-call costs of device builtin calls: the host time the guard adds above the provider.

For each case, one builtin call on a small gpuArray through ``call_builtin`` is timed beside
the bare provider operation it ends in (the fused kernel's launch, the reduction's array
call): the difference is the host overhead of the VM-facing path (guard, placement,
fusion bookkeeping, the body's argument handling), which the target keeps at or under 10 us.
Runs on any device provider (``--accel inprocess`` needs no GPU); on CUDA it also measures
hand-written CuPy at the benchmarks' sizes and the same builtins at a large size.

Run: python benchmarks/gpu/microbench.py [--accel cuda|inprocess] [--json PATH] [--profile]
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from _harness import environment, print_table  # noqa: E402


def timed(fn, sync, repeat: int = 5, warmup: int = 1) -> float:
    """Median seconds of ``fn()`` followed by ``sync()``."""
    for _ in range(warmup):
        fn()
        sync()
    times = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        fn()
        sync()
        times.append(time.perf_counter() - t0)
    return statistics.median(times)


CLOCK = [time.perf_counter]  # wall time; --accel inprocess reads this process's CPU time instead


ROUNDS = [5]  # timed rounds per measurement (--rounds): more rounds find a quiet one on a busy host


def per_call(fn, sync, n: int = 2000, repeat: int | None = None) -> float:
    """Microseconds per call: the least over ``repeat`` rounds of ``n`` calls each (device work
    queued, then drained), so a busy host's noise does not count."""
    clock = CLOCK[0]
    fn()
    sync()
    best = float("inf")
    for _ in range(ROUNDS[0] if repeat is None else repeat):
        t0 = clock()
        for _ in range(n):
            fn()
        sync()
        best = min(best, (clock() - t0) / n * 1e6)
    return best


class LaunchTimer:
    """Wraps the provider's fused launches (elementwise and reduction kernels) and sums the
    time spent in them: the bare provider operation of a fused call."""

    def __init__(self, prov) -> None:
        self.prov = prov
        self.total = 0.0

    def __enter__(self):
        self.names = [n for n in ("launch_fused", "launch_reduction") if hasattr(self.prov, n)]
        for name in self.names:
            inner = getattr(self.prov, name)

            def timed_launch(*a, _inner=inner, **k):
                t0 = CLOCK[0]()
                try:
                    return _inner(*a, **k)
                finally:
                    self.total += CLOCK[0]() - t0

            setattr(self.prov, name, timed_launch)
        return self

    def __exit__(self, *exc) -> None:
        for name in self.names:
            delattr(self.prov, name)


def overhead_cases(prov):
    """(label, the call through call_builtin, the bare provider operation, calls per run): the
    bare operation is an array call, or LAUNCH (the time inside the provider's fused launches)."""
    import runmat_accel
    from runmat_builtins import call_builtin

    xp = prov.xp
    g1 = runmat_accel.upload(np.array([[0.5]]))
    g16 = runmat_accel.upload(np.arange(1.0, 17.0).reshape(4, 4))
    d1, d16 = g1.data, g16.data
    h1 = np.array([[0.25]])

    def chain():
        return call_builtin("sin", call_builtin("plus", call_builtin("exp", call_builtin("uminus", g1)), 1.0))

    return [
        ("sin 1x1 (deferred into a graph)", lambda: call_builtin("sin", g1), None, 1),
        ("times(2.0, 1x1) (deferred)", lambda: call_builtin("times", 2.0, g1), None, 1),
        ("sin 1x1 computed (defer + fused launch)", lambda: call_builtin("sin", g1).data, LAUNCH, 1),
        ("sin(exp(-x)+1) 1x1: 4 calls, 1 launch", lambda: chain().data, LAUNCH, 4),
        ("plus(1x1 host, 1x1 gpuArray) computed", lambda: call_builtin("plus", h1, g1).data, LAUNCH, 1),
        ("sum 1x1", lambda: call_builtin("sum", g1), lambda: xp.sum(d1, axis=0, keepdims=True), 1),
        ("sum 4x4", lambda: call_builtin("sum", g16), lambda: xp.sum(d16, axis=0, keepdims=True), 1),
        ("sum(4x4, 2)", lambda: call_builtin("sum", g16, 2.0), lambda: xp.sum(d16, axis=1, keepdims=True), 1),
        # mean/max of a computed gpuArray are one fused reduction: the bare operation is its launch
        ("mean 4x4 (fused reduction)", lambda: call_builtin("mean", g16), LAUNCH, 1),
        ("max 4x4 (fused reduction)", lambda: call_builtin("max", g16), LAUNCH, 1),
        ("sum(sin(x)) 4x4: 2 calls, 1 fused reduction", lambda: call_builtin("sum", call_builtin("sin", g16)),
         LAUNCH, 2),
        ("std(x) 4x4 (fused, two passes)", lambda: call_builtin("std", g16), LAUNCH, 1),
    ]


LAUNCH = "launch"


def measure(prov, sync, call, bare, calls: int, n: int) -> tuple[float, float]:
    """(us per call, us per call in the bare provider operation)."""
    if bare is LAUNCH:  # both from the same rounds (the least total): a busy host's noise
        best = (float("inf"), 0.0)  # in one round does not split a call from its own launch
        with LaunchTimer(prov) as timer:
            per_call(call, sync, n, repeat=1)
            for _ in range(ROUNDS[0]):
                timer.total = 0.0
                t = per_call(call, sync, n, repeat=1)
                best = min(best, (t, min(timer.total / n * 1e6, t)))
        return best[0] / calls, best[1] / calls
    total = per_call(call, sync, n) / calls
    return total, (per_call(bare, sync, n) / calls if bare is not None else 0.0)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--accel", default="cuda", help="device provider: cuda (default) or inprocess")
    ap.add_argument("--json", type=Path)
    ap.add_argument("--calls", type=int, default=2000, help="calls per timed round")
    ap.add_argument("--rounds", type=int, default=5, help="timed rounds per case (the least counts)")
    ap.add_argument("--profile", action="store_true", help="profile a computed 1x1 call and a sum")
    args = ap.parse_args()
    ROUNDS[0] = args.rounds

    import runmat_accel
    from runmat_builtins import call_builtin, catalog

    catalog()
    runmat_accel.select_provider(args.accel)
    prov = runmat_accel.device_provider()
    sync = prov.synchronize
    if prov.name == "inprocess":  # no asynchronous device: CPU time is what the host spends, and
        CLOCK[0] = time.process_time  # other processes on a shared machine do not inflate it
    out: dict = {"environment": environment(), "provider": prov.name, "cases": [], "overhead": [],
                 "clock": CLOCK[0].__name__}
    if hasattr(prov, "versions"):
        out["versions"] = prov.versions()
    out["device"] = prov.devices()[0].model_dump()

    # host overhead per call: the builtin call against the bare provider operation
    orows: list[list[str]] = []
    for label, call, bare, calls in overhead_cases(prov):
        try:
            total, floor = measure(prov, sync, call, bare, calls, args.calls)
        except Exception as exc:
            orows.append([label, f"FAILED {type(exc).__name__}: {str(exc)[:80]}", "", ""])
            out["overhead"].append({"case": label, "error": f"{type(exc).__name__}: {exc}"})
            continue
        orows.append([label, f"{total:.2f}", f"{floor:.2f}", f"{total - floor:.2f}"])
        out["overhead"].append({"case": label, "call_us": total, "provider_us": floor, "host_overhead_us": total - floor})
    print_table(f"host overhead per call on {prov.name} (us of {CLOCK[0].__name__}; least of {args.rounds} rounds of {args.calls} calls)",
                ["case", "call", "bare provider op", "host overhead"], orows)

    if prov.name == "cuda":
        cupy_cases(prov, sync, out, call_builtin)

    if args.profile:  # where the host time of a computed call and a reduction goes
        import cProfile
        import pstats

        g1 = runmat_accel.upload(np.array([[0.5]]))
        g16 = runmat_accel.upload(np.arange(1.0, 17.0).reshape(4, 4))
        prof = cProfile.Profile()
        prof.enable()
        for _ in range(2000):
            call_builtin("sin", g1).data  # noqa: B018
            call_builtin("sum", g16)
        sync()
        prof.disable()
        pstats.Stats(prof).sort_stats("tottime").print_stats(20)
    if args.json:
        args.json.write_text(json.dumps(out, indent=2))


def cupy_cases(prov, sync, out: dict, call_builtin) -> None:
    """Hand-written CuPy at the benchmarks' sizes, CuPy's own per-call floor, large-size calls."""
    import cupy as cp

    import reference
    import runmat_accel
    from runmat_builtins.values import char_row

    normal, uniform = reference.cupy_rngs(cp)
    rows: list[list[str]] = []

    def add(label: str, measure, unit: str = "ms") -> None:
        """Run one measurement; a failure is recorded, not fatal."""
        try:
            seconds = measure()
        except Exception as exc:
            rows.append([label, f"FAILED {type(exc).__name__}: {str(exc)[:80]}"])
            out["cases"].append({"case": label, "error": f"{type(exc).__name__}: {exc}"})
            return
        val = seconds * 1e3 if unit == "ms" else seconds
        rows.append([label, f"{val:.3f} {unit}"])
        out["cases"].append({"case": label, "value": val, "unit": unit})

    add("cupy gbm M=1e7 T=256", lambda: timed(lambda: reference.gbm(cp, 10**7, 256, normal), sync, repeat=3))
    x = reference.chain_input(cp, 10**8)
    add("cupy chain N=1e8", lambda: timed(lambda: reference.chain(cp, x), sync))
    del x
    X = reference.image_input(cp, 16, uniform)
    add("cupy image B=16", lambda: timed(lambda: reference.image_norm(cp, X), sync))
    del X
    cp.get_default_memory_pool().free_all_blocks()

    g1 = runmat_accel.upload(np.array([[0.5]]))
    d1 = g1.data
    h1 = np.array([[0.25]])
    add("cupy sin 1x1", lambda: per_call(lambda: cp.sin(d1), sync), "us")
    add("cupy sum 1x1", lambda: per_call(lambda: cp.sum(d1, axis=0, keepdims=True), sync), "us")
    add("cupy multiply 1x1 * float", lambda: per_call(lambda: cp.multiply(d1, 2.0), sync), "us")
    add("cupy.asarray 1x1 (copy)", lambda: per_call(lambda: cp.asarray(h1), sync), "us")
    add("provider.upload 1x1 (fill)", lambda: per_call(lambda: prov.upload(h1), sync), "us")
    add("provider.download 1x1", lambda: per_call(lambda: prov.download(d1), sync, n=500), "us")
    add("GpuArray wrap + track", lambda: per_call(lambda: runmat_accel.wrap_native(prov, d1), sync), "us")

    # the same builtins at a large size: the boundary should add almost nothing
    xs = runmat_accel.upload(np.linspace(0, 1, 10**7, dtype=np.float32).reshape(1, -1))
    ds = xs.data
    add("cupy exp 1e7 single", lambda: per_call(lambda: cp.exp(ds), sync, n=200), "us")
    add("call_builtin exp 1e7 single (computed)", lambda: per_call(lambda: call_builtin("exp", xs).data, sync, n=200), "us")
    add("cupy sum(x.^2) 1e7 single", lambda: per_call(lambda: cp.sum(ds * ds, axis=1), sync, n=200), "us")
    add("call_builtin sum(x.^2) 1e7 single (one reduction kernel)",
        lambda: per_call(lambda: call_builtin("sum", call_builtin("power", xs, 2.0), 2.0), sync, n=200), "us")
    opts = (char_row("single"), char_row("gpuArray"))
    add("call_builtin randn(1e7,1,'single','gpuArray')",
        lambda: per_call(lambda: call_builtin("randn", float(10**7), 1.0, *opts).data, sync, n=5), "us")
    add("cupy standard_normal 1e7 single", lambda: per_call(lambda: normal((10**7, 1)), sync, n=50), "us")
    print_table(f"CuPy {cp.__version__} on {out['device']['name']}", ["case", "time"], rows)


if __name__ == "__main__":
    main()
