"""Host cost per run and per builtin call of issue 28's device scripts, where the device does ~nothing.

The chain (with and without ``sqrt``), ``r = gather(y(1))`` and image normalisation run through
the VM (bytecode compiled once, as ``bench.VMCase``) at sizes so small that the device's own time
is negligible: what is left is the host's path (the VM, the guard, fusion's bookkeeping, kernel
launches, syncs). Each row gives the time per run, the builtin calls of one run and the time per
call, with one run's telemetry (calls deferred into graphs, kernels launched, host syncs:
downloads and domain-flag reads). On CUDA the same work written in CuPy is timed beside it
(interleaved rounds, ``loops.interleaved``); on the in-process device (no GPU) the process's CPU
time is read, since the host here is shared.

Run: python benchmarks/gpu/host_overhead.py [--accel cuda|inprocess] [--json PATH] [--rounds N]
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Any, Callable

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))

from _harness import environment, print_table  # noqa: E402
from bench import VMCase  # noqa: E402
from loops import CHAIN_SQRT, SCALAR, SCALAR_READS  # noqa: E402

N_SMALL = 1000  # elements of the chain's x (device time: a few microseconds)
B_SMALL = 2  # images of 2160 x 3840 would be device-bound: image_setup is replaced (below)
IMAGE_SETUP = "X = rand(B, 18, 32, 'single', 'gpuArray');"


def cases() -> list[tuple[str, Callable[[], VMCase], int]]:
    """(name, the VM case, runs per timing) of each script."""
    def chain(src: str | None) -> Callable[[], VMCase]:
        return lambda: VMCase("chain", "N", N_SMALL, "chain_setup.m", source=src, result_var="total")

    def reads() -> VMCase:
        vm = VMCase("chain", "N", N_SMALL, "chain_setup.m", source=SCALAR, result_var="r")
        vm.session.run("y = x + 1;")
        return vm

    def image() -> VMCase:
        vm = VMCase("image_norm", "B", B_SMALL, None)
        vm.session.run(IMAGE_SETUP)
        return vm

    return [("chain", chain(None), 1), ("chain sqrt", chain(CHAIN_SQRT), 1),
            (f"gather(y(1)) x{SCALAR_READS}", reads, SCALAR_READS), ("image_norm", image, 1)]


def cupy_versions(cp: Any, vm: VMCase, name: str) -> Callable[[], float] | None:
    """The same work in CuPy on the VM case's own inputs (None: no counterpart)."""
    import reference

    if name == "chain":
        x = vm.native_input("x")
        return lambda: reference.chain(cp, x)
    if name == "chain sqrt":
        from loops import chain_sqrt_cupy

        x = vm.native_input("x")
        return lambda: chain_sqrt_cupy(cp, x)
    if name.startswith("gather"):
        from loops import cupy_reads

        return cupy_reads(vm.native_input("y"))
    if name == "image_norm":
        X = vm.native_input("X")
        return lambda: reference.image_norm(cp, X)
    return None


def telemetry_of(vm: VMCase) -> dict[str, Any]:
    from runmat_accel import telemetry

    vm.run()  # the setup's pending values computed, kernels compiled: one run as the timed ones
    telemetry.reset()
    vm.run()
    s = telemetry.snapshot()
    f = s.fusion
    return {"calls": s.calls, "deferred": f.deferred, "kernels": f.kernels, "reductions": f.reductions,
            "downloads": s.downloads, "flag_reads": f.flag_reads, "unfused": f.unfused}


def least_per_run(fn: Callable[[], Any], clock: Callable[[], float], runs: int, rounds: int) -> float:
    """The least seconds per call of ``fn`` over ``rounds`` rounds of ``runs`` calls (after warm-ups)."""
    for _ in range(5):
        fn()
    best = float("inf")
    for _ in range(rounds):
        t0 = clock()
        for _ in range(runs):
            fn()
        best = min(best, (clock() - t0) / runs)
    return best


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--accel", choices=["cuda", "inprocess"], default=None,
                    help="the device (default: cuda where CuPy and a GPU are, else inprocess)")
    ap.add_argument("--json", type=Path)
    ap.add_argument("--rounds", type=int, default=9)
    ap.add_argument("--runs", type=int, default=20, help="runs of a script per timed round")
    args = ap.parse_args()

    import runmat_accel
    from runmat_builtins import catalog

    catalog()
    accel = args.accel
    if accel is None:
        try:
            runmat_accel.select_provider("cuda")
            runmat_accel.device_provider().devices()
            accel = "cuda"
        except Exception:
            accel = "inprocess"
    runmat_accel.select_provider(accel)
    prov = runmat_accel.device_provider()
    cp = None
    if accel == "cuda":
        import cupy as cp

        from loops import interleaved

        def sync() -> None:
            cp.cuda.Device().synchronize()
    clock = time.perf_counter if accel == "cuda" else time.process_time
    rows: list[dict[str, Any]] = []
    for name, make, per in cases():
        vm = make()
        row: dict[str, Any] = {"case": name, **telemetry_of(vm)}
        calls = max(row["calls"], 1)
        ref = cupy_versions(cp, vm, name) if cp is not None else None
        if ref is not None:
            t = interleaved({"vm": vm.run, "cupy": lambda: (ref(), sync())}, args.rounds)
            row["vm_s"], row["cupy_s"] = t["vm"] / per, t["cupy"] / per
        else:
            row["vm_s"] = least_per_run(vm.run, clock, args.runs, args.rounds) / per
            row["cupy_s"] = None
        row["per_call_us"] = row["vm_s"] * per / calls * 1e6
        rows.append(row)
        print("  " + ", ".join(f"{k} {v}" for k, v in row.items()), flush=True)

    def us(v: float | None) -> str:
        return "-" if v is None else f"{v * 1e6:.1f}"

    print()
    print_table(f"Host cost of issue 28's scripts on {accel} ({prov.devices()[0].name}), tiny sizes, "
                f"{'wall time, interleaved with CuPy' if cp is not None else 'CPU time, least of rounds'}",
                ["case", "vm us/run", "cupy us/run", "vm/cupy", "builtin calls", "us/call", "deferred",
                 "kernels", "downloads", "flag reads"],
                [[r["case"], us(r["vm_s"]), us(r["cupy_s"]),
                  "-" if r["cupy_s"] is None else f"{r['vm_s'] / r['cupy_s']:.2f}x", str(r["calls"]),
                  f"{r['per_call_us']:.2f}", str(r["deferred"]), str(r["kernels"]), str(r["downloads"]),
                  str(r["flag_reads"])] for r in rows])
    payload = {"accel": accel, "device": prov.devices()[0].model_dump(), "n": N_SMALL, "rows": rows}
    if args.json:
        args.json.write_text(json.dumps({"environment": environment(), **payload}, indent=2, default=str))
        print(f"\nwrote {args.json}")


if __name__ == "__main__":
    main()
