"""Loop kernels and host round trips on CUDA (issue 28), side by side in one run.

- GBM (gbm.m, T = 256) through the VM against a hand-written whole-loop kernel (a thread per
  path, the time loop inside, normals from in-kernel Philox4x32-10: the generator the VM's
  kernels use), plain CuPy (Generator API normals) and one hand-fused kernel per step.
- The elementwise chain (chain.m) and the same chain under a ``sqrt`` (a domain check) against
  CuPy and a hand-fused kernel.
- ``r = gather(y(1))`` in a loop against CuPy's ``float(y[0])``, per iteration.

Each case is timed in interleaved rounds (one run of each column per round, the order rotated),
medians reported. Prints a table and writes JSON (``--json``, default
benchmarks/results/loops_gpu.json). Targets (issue 28): GBM within 1.5x of the whole-loop kernel
at M >= 1e5 (3x at 1e3); chain <= 1.2x CuPy at N = 1e4 and 1e6 and within 1.3x of hand-fused at
1e8; the scalar read <= 1.5x CuPy.

Run:  python benchmarks/gpu/loops.py [--json PATH] [--quick] [--rounds N] [--only gbm chain gather]
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
import time
from pathlib import Path
from typing import Any, Callable

import numpy as np

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))

import reference  # noqa: E402
from _harness import environment, print_table, write_json  # noqa: E402
from bench import T_STEPS, VMCase  # noqa: E402

CHAIN_SQRT = """y = sqrt(sin(x) .* exp(-x / 10) + cos(x) .* tanh(x) + 2);
y = y .^ 2;
total = gather(sum(y));
"""
SCALAR_READS = 200
SCALAR = f"for k = 1:{SCALAR_READS}, r = gather(y(1)); end"


def interleaved(fns: dict[str, Callable[[], Any]], rounds: int) -> dict[str, float]:
    """Median seconds of each function over ``rounds`` rounds, the order rotated each round."""
    names = list(fns)
    for k in names:  # warm-ups: compiles, the VM's compiled tier
        for _ in range(3):
            fns[k]()
    times: dict[str, list[float]] = {k: [] for k in names}
    for r in range(rounds):
        for k in names[r % len(names):] + names[:r % len(names)]:
            t0 = time.perf_counter()
            fns[k]()
            times[k].append(time.perf_counter() - t0)
    return {k: statistics.median(v) for k, v in times.items()}


def gbm_loop_kernel(cp: Any) -> Callable[[int], float]:
    """The hand-written whole-loop GBM kernel at T_STEPS (reference.gbm_loop_kernel)."""
    return reference.gbm_loop_kernel(cp, T_STEPS)


def chain_sqrt_cupy(cp: Any, x: Any) -> float:
    y = cp.sqrt(cp.sin(x) * cp.exp(-x / 10.0) + cp.cos(x) * cp.tanh(x) + 2.0)
    return float(cp.sum(y ** 2))


def chain_sqrt_fused(cp: Any, x: Any) -> float:
    y = reference._kernel(cp, "chain_sqrt_y", "float32 x", "float32 y",
                          "float v = sqrtf(sinf(x) * expf(-x / 10.0f) + cosf(x) * tanhf(x) + 2.0f); y = v * v")(x)
    return float(cp.sum(y))


def fusion_of(vm: VMCase) -> dict[str, Any]:
    from runmat_accel import telemetry

    telemetry.reset()
    vm.run()
    f = telemetry.snapshot().fusion
    return {"deferred": f.deferred, "kernels": f.kernels, "loops": f.loops, "loop_iterations": f.loop_iterations,
            "reductions": f.reductions, "unfused": f.unfused, "compiles": f.compiles}


def cupy_reads(y: Any) -> Callable[[], float]:
    """CuPy's ``float(y[0])``, SCALAR_READS times (the scalar read's reference)."""
    def reads() -> float:
        r = 0.0
        for _ in range(SCALAR_READS):
            r = float(y[0, 0])
        return r
    return reads


def scalar_reads(cp: Any, rounds: int, record: Callable[[dict[str, Any]], None]) -> None:
    """``r = gather(y(1))`` per iteration through the VM against CuPy's ``float(y[0])``."""
    vm = VMCase("chain", "N", 10**6, "chain_setup.m", source=SCALAR, result_var="r")
    vm.session.run("y = x + 1;")
    t = interleaved({"vm": vm.run, "cupy": cupy_reads(vm.native_input("y"))}, rounds)
    record({"case": "gather(y(1))", "size": "per read", "vm_s": t["vm"] / SCALAR_READS,
            "ref_s": t["cupy"] / SCALAR_READS, "ref": "cupy", "cupy_s": t["cupy"] / SCALAR_READS,
            "fused_s": math.nan, "ratio": t["vm"] / t["cupy"], "target": 1.5})


CASES = ("gbm", "chain", "gather")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--json", type=Path)
    ap.add_argument("--quick", action="store_true", help="the smallest sizes only")
    ap.add_argument("--rounds", type=int, default=9)
    ap.add_argument("--only", nargs="+", choices=CASES, default=list(CASES),
                    help="cases to run: gbm, chain (with and without sqrt), gather (the scalar read)")
    args = ap.parse_args()

    import cupy as cp

    import runmat_accel
    from runmat_builtins import catalog

    catalog()
    runmat_accel.select_provider("cuda")
    prov = runmat_accel.device_provider()
    device = prov.devices()[0].model_dump()
    normal, _ = reference.cupy_rngs(cp)
    rows: list[dict[str, Any]] = []

    def record(row: dict[str, Any]) -> None:
        rows.append(row)
        print("  " + ", ".join(f"{k} {v * 1e3:.3f} ms" if k.endswith("_s") else f"{k} {v}"
                               for k, v in row.items() if k != "fusion"), flush=True)

    loop = gbm_loop_kernel(cp) if "gbm" in args.only else None
    for M in ([] if loop is None else [10**3, 10**4] if args.quick else [10**3, 10**4, 10**5, 10**6, 10**7]):
        vm = VMCase("gbm", "M", M, None)
        t = interleaved({"vm": vm.run, "loop": lambda: loop(M),
                         "cupy": lambda: reference.gbm(cp, M, T_STEPS, normal),
                         "fused": lambda: reference.gbm_fused(cp, M, T_STEPS, normal)}, args.rounds)
        record({"case": "gbm", "size": f"M={M:g}", "vm_s": t["vm"], "ref_s": t["loop"], "ref": "whole-loop kernel",
                "cupy_s": t["cupy"], "fused_s": t["fused"], "ratio": t["vm"] / t["loop"],
                "target": 3.0 if M < 10**5 else 1.5, "fusion": fusion_of(vm)})
        del vm
        cp.get_default_memory_pool().free_all_blocks()
    for name, src, cupy_fn, fused_fn in (("chain", None, reference.chain, reference.chain_fused),
                                        ("chain sqrt", CHAIN_SQRT, chain_sqrt_cupy, chain_sqrt_fused)):
        for N in ([] if "chain" not in args.only else [10**4, 10**6] if args.quick else [10**4, 10**6, 10**8]):
            vm = VMCase("chain", "N", N, "chain_setup.m", source=src, result_var="total")
            x = vm.native_input("x")
            t = interleaved({"vm": vm.run, "cupy": lambda: cupy_fn(cp, x),
                             "fused": lambda: fused_fn(cp, x)}, args.rounds)
            ref = "fused" if N >= 10**8 else "cupy"
            record({"case": name, "size": f"N={N:g}", "vm_s": t["vm"], "ref_s": t[ref], "ref": ref,
                    "cupy_s": t["cupy"], "fused_s": t["fused"], "ratio": t["vm"] / t[ref],
                    "target": 1.3 if ref == "fused" else 1.2, "fusion": fusion_of(vm)})
            del vm, x
            cp.get_default_memory_pool().free_all_blocks()
    if "gather" in args.only:
        scalar_reads(cp, args.rounds, record)

    def ms(v: float) -> str:
        return "-" if v != v else f"{v * 1e3:.3f}"

    table = [[r["case"], r["size"], ms(r["vm_s"]), f"{ms(r['ref_s'])} ({r['ref']})", ms(r["cupy_s"]),
              ms(r["fused_s"]), f"{r['ratio']:.2f}x", f"{r['target']}x", "met" if r["ratio"] <= r["target"] else "NOT met",
              str(r.get("fusion", {}).get("kernels", "-")), str(r.get("fusion", {}).get("loops", "-"))] for r in rows]
    print()
    print_table(f"RunMat VM on cuda vs hand-written kernels and CuPy {cp.__version__}, {device.get('name')}, "
                f"median of {args.rounds} interleaved rounds",
                ["case", "size", "vm ms", "reference ms", "cupy ms", "hand-fused ms", "vm/ref", "target", "",
                 "kernels", "loops"], table)
    payload = {"device": device, "versions": prov.versions(), "t_steps": T_STEPS, "rounds": args.rounds, "rows": rows}
    if args.json:
        args.json.write_text(json.dumps({"environment": environment(), **payload}, indent=2, default=str))
        print(f"\nwrote {args.json}")
    else:
        print(f"\nwrote {write_json('loops_gpu', payload)}")


if __name__ == "__main__":
    main()
