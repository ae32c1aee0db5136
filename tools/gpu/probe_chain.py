"""Diagnosis on the device machine: chain.m timed three ways beside CuPy (single runs after
telemetry.reset(), single runs, loops of 100), then a profile of 200 VM runs.

Run there: PYTHONPATH=/tmp/runmat-site RUNMAT_ACCEL=cuda python3 tools/gpu/probe_chain.py"""
import sys, time, statistics
sys.path.insert(0, "benchmarks/gpu")
import cupy as cp
import reference
from bench import VMCase
from runmat_accel import telemetry

def styles(label, fn, reset_fn=None):
    for _ in range(5): fn()
    out = []
    for mode in ("single+reset", "single", "loop100"):
        if mode == "loop100":
            t0 = time.perf_counter()
            for _ in range(100): fn()
            out.append((time.perf_counter() - t0) / 100)
            continue
        ts = []
        for _ in range(21):
            if mode == "single+reset" and reset_fn: reset_fn()
            t0 = time.perf_counter(); fn(); ts.append(time.perf_counter() - t0)
        out.append(statistics.median(ts))
    print(f"{label:28s} " + "  ".join(f"{m} {v*1e6:7.1f} us" for m, v in zip(("single+reset", "single", "loop100"), out)), flush=True)

sync = cp.cuda.Device().synchronize
for N in (10_000, 1_000_000):
    case = VMCase("chain", "N", N, "chain_setup.m")
    x = case.native_input("x")
    styles(f"N={N} VM", case.run, telemetry.reset)
    styles(f"N={N} CuPy", lambda: (reference.chain(cp, x), sync()), None)
    styles(f"N={N} fused", lambda: (reference.chain_fused(cp, x), sync()), None)
    # host (CPU) and device (GPU) time of each, as CuPy's profiler sees them
    from cupyx.profiler import benchmark
    for label, fn in (("VM", case.run), ("CuPy", lambda: reference.chain(cp, x)),
                      ("fused", lambda: reference.chain_fused(cp, x))):
        r = benchmark(fn, n_repeat=100, n_warmup=5)
        print(f"N={N} {label:6s} cpu {r.cpu_times.mean()*1e6:7.1f} us  gpu {r.gpu_times.mean()*1e6:7.1f} us", flush=True)
    telemetry.reset(); case.run(); snap = telemetry.snapshot()
    print(f"N={N} telemetry: fusion {snap.fusion} device_calls {dict(snap.device_calls)} calls {snap.calls}", flush=True)
    # the VM run's phases, with host times taken between
    import cProfile, pstats
    pr = cProfile.Profile(); pr.enable()
    for _ in range(200): case.run()
    pr.disable()
    pstats.Stats(pr).sort_stats("tottime").print_stats(18)
