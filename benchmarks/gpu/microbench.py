"""Environment check and per-call costs on a CUDA device (the lent machine's first call).

Measures hand-written CuPy at the benchmarks' largest sizes, the costs the boundary
adds per call (guard dispatch on a tiny gpuArray, scalar uploads, downloads), and
the same builtins through ``call_builtin`` at a large size, so overheads show before
the full benchmark runs.

Run: python benchmarks/gpu/microbench.py [--json PATH]
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

import reference  # noqa: E402
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


def per_call(fn, sync, n: int = 2000) -> float:
    """Mean microseconds per call over ``n`` calls (device work queued, then drained)."""
    fn()
    sync()
    t0 = time.perf_counter()
    for _ in range(n):
        fn()
    sync()
    return (time.perf_counter() - t0) / n * 1e6


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--json", type=Path)
    ap.add_argument("--profile", action="store_true", help="profile a computed 1x1 call")
    args = ap.parse_args()
    import cupy as cp

    import runmat_accel
    from runmat_builtins import call_builtin, catalog
    from runmat_builtins.values import char_row

    catalog()
    runmat_accel.select_provider("cuda")
    prov = runmat_accel.device_provider()
    sync = prov.synchronize
    normal, uniform = reference.cupy_rngs(cp)
    rows: list[list[str]] = []
    out: dict = {"environment": environment(), "versions": prov.versions(),
                 "device": prov.devices()[0].model_dump(), "cases": []}

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

    # what one builtin call costs on a 1x1 gpuArray, and what CuPy alone costs
    g1 = runmat_accel.upload(np.array([[0.5]]))
    d1 = g1.data
    add("cupy sin 1x1", lambda: per_call(lambda: cp.sin(d1), sync), "us")
    add("call_builtin sin 1x1 gpuArray (deferred into a graph)",
        lambda: per_call(lambda: call_builtin("sin", g1), sync), "us")
    add("call_builtin sin 1x1, computed each call (defer + fused launch)",
        lambda: per_call(lambda: call_builtin("sin", g1).data, sync), "us")
    add("call_builtin sin(exp(-x)+1) 1x1, per call (4 calls, 1 launch)",
        lambda: per_call(lambda: call_builtin("sin", call_builtin("plus", call_builtin(
            "exp", call_builtin("uminus", g1)), 1.0)).data, sync) / 4, "us")
    add("call_builtin sum 1x1 gpuArray (no template: launched)",
        lambda: per_call(lambda: call_builtin("sum", g1), sync), "us")
    add("cupy multiply 1x1 * float", lambda: per_call(lambda: cp.multiply(d1, 2.0), sync), "us")
    add("call_builtin times(2.0, 1x1 gpuArray)", lambda: per_call(lambda: call_builtin("times", 2.0, g1), sync), "us")
    h1 = np.array([[0.25]])
    add("call_builtin plus(1x1 host, 1x1 gpuArray)", lambda: per_call(lambda: call_builtin("plus", h1, g1), sync), "us")
    add("cupy.asarray 1x1 (copy)", lambda: per_call(lambda: cp.asarray(h1), sync), "us")
    add("provider.upload 1x1 (fill)", lambda: per_call(lambda: prov.upload(h1), sync), "us")
    add("provider.download 1x1", lambda: per_call(lambda: prov.download(d1), sync, n=500), "us")
    add("GpuArray wrap + track", lambda: per_call(lambda: runmat_accel.wrap_native(prov, d1), sync), "us")

    # the same builtins at a large size: the boundary should add almost nothing
    xs = runmat_accel.upload(np.linspace(0, 1, 10**7, dtype=np.float32).reshape(1, -1))
    ds = xs.data
    add("cupy exp 1e7 single", lambda: per_call(lambda: cp.exp(ds), sync, n=200), "us")
    add("call_builtin exp 1e7 single", lambda: per_call(lambda: call_builtin("exp", xs), sync, n=200), "us")
    add("call_builtin times(0.5, 1e7 single)", lambda: per_call(lambda: call_builtin("times", 0.5, xs), sync, n=200), "us")
    opts = (char_row("single"), char_row("gpuArray"))
    add("call_builtin randn(1e7,1,'single','gpuArray')",
        lambda: per_call(lambda: call_builtin("randn", float(10**7), 1.0, *opts), sync, n=5), "us")
    add("cupy standard_normal 1e7 single", lambda: per_call(lambda: normal((10**7, 1)), sync, n=50), "us")

    print_table(f"CuPy {cp.__version__} on {out['device']['name']}", ["case", "time"], rows)
    if args.profile:  # where the host time of a computed call goes
        import cProfile
        import pstats

        prof = cProfile.Profile()
        prof.enable()
        for _ in range(2000):
            call_builtin("sin", g1).data  # noqa: B018
        sync()
        prof.disable()
        pstats.Stats(prof).sort_stats("tottime").print_stats(16)
    if args.json:
        args.json.write_text(json.dumps(out, indent=2))


if __name__ == "__main__":
    main()
