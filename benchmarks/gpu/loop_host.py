"""Host cost of a GBM loop through the VM, with device loops (runmat_vm/device_loops.py) on and off.

gbm.m (compiled once, as bench.py runs it) at M paths for several T. Each run's wall time is split
into the time inside the provider (fused and reduction launches, downloads, flag reads: on CUDA the
download also waits for the device) and the rest, the host's own work: the VM, the builtin calls,
the graph; ``loop_host_ms`` is the part of it inside the device loop (recorded iterations, the
roll). With device loops the host work should not grow with T. Runs on the in-process device
(any machine) or CUDA.

Run:  python benchmarks/gpu/loop_host.py [--accel inprocess|cuda] [--M 1000] [--rounds 7] [--json PATH]
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))

from _harness import environment, print_table, write_json  # noqa: E402

PROVIDER_CALLS = ("launch_fused", "launch_reduction", "download", "read_flags")


class ProviderClock:
    """Seconds spent inside the provider's launch/download methods (wrapped on the instance)."""

    def __init__(self, prov: Any) -> None:
        self.seconds = 0.0
        for name in PROVIDER_CALLS:
            fn = getattr(prov, name, None)
            if fn is not None:
                setattr(prov, name, self._timed(fn))

    def _timed(self, fn: Any) -> Any:
        def timed(*args: Any, **kwargs: Any) -> Any:
            t0 = time.perf_counter()
            try:
                return fn(*args, **kwargs)
            finally:
                self.seconds += time.perf_counter() - t0
        return timed


class LoopClock:
    """Host seconds inside the device loop (``device_loops._run``: recorded iterations, the roll,
    the host side), the provider's time inside it taken out; 0 when the loop steps."""

    def __init__(self, clock: ProviderClock) -> None:
        from runmat_vm import device_loops

        self.seconds = 0.0
        run = device_loops._run

        def timed(*args: Any, **kwargs: Any) -> Any:
            p0, t0 = clock.seconds, time.perf_counter()
            try:
                return run(*args, **kwargs)
            finally:
                self.seconds += time.perf_counter() - t0 - (clock.seconds - p0)

        device_loops._run = timed


def measure(M: int, T: int, loops: bool, rounds: int, clock: ProviderClock, loop_clock: LoopClock) -> dict[str, Any]:
    from bench import VMCase

    from runmat_accel import telemetry
    from runmat_vm import device_loops

    device_loops.ENABLED = loops
    vm = VMCase("gbm", "M", M, None)
    vm.session.workspace["T"] = float(T)
    for _ in range(3):  # warm-up: compiles, the compiled tier
        vm.run()
    walls, provs, inloop = [], [], []
    for _ in range(rounds):
        clock.seconds = loop_clock.seconds = 0.0
        t0 = time.perf_counter()
        vm.run()
        walls.append(time.perf_counter() - t0)
        provs.append(clock.seconds)
        inloop.append(loop_clock.seconds)
    telemetry.reset()
    vm.run()
    f = telemetry.snapshot().fusion
    wall, prov = statistics.median(walls), statistics.median(provs)
    host = statistics.median(w - p for w, p in zip(walls, provs))
    return {"T": T, "device_loops": loops, "wall_ms": wall * 1e3, "provider_ms": prov * 1e3,
            "host_ms": host * 1e3, "loop_host_ms": statistics.median(inloop) * 1e3,
            "host_us_per_iter": host * 1e6 / T, "deferred": f.deferred, "kernels": f.kernels, "loops": f.loops}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--accel", default="inprocess", choices=["inprocess", "cuda"])
    ap.add_argument("--M", type=int, default=1000)
    ap.add_argument("--T", type=int, nargs="+", default=[16, 64, 256])
    ap.add_argument("--rounds", type=int, default=7)
    ap.add_argument("--json", type=Path)
    args = ap.parse_args()

    import runmat_accel
    from runmat_builtins import catalog

    catalog()
    runmat_accel.select_provider(args.accel)
    clock = ProviderClock(runmat_accel.device_provider())
    loop_clock = LoopClock(clock)
    rows = [measure(args.M, T, loops, args.rounds, clock, loop_clock) for T in args.T for loops in (False, True)]
    cols = ["T", "device_loops", "wall_ms", "provider_ms", "host_ms", "loop_host_ms", "host_us_per_iter", "deferred",
            "kernels", "loops"]
    print_table(f"GBM host cost, M = {args.M}, {args.accel} (medians of {args.rounds} runs)", cols,
                [[f"{r[c]:.3f}" if isinstance(r[c], float) else r[c] for c in cols] for r in rows])
    payload = {"accel": args.accel, "M": args.M, "rows": rows}
    if args.json:
        args.json.write_text(json.dumps({"environment": environment(), **payload}, indent=2))
    else:
        write_json(f"loop_host_{args.accel}", payload)


if __name__ == "__main__":
    main()
