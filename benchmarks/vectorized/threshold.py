"""Where the multi-threaded fused kernel starts to pay: NumPy blocks against the kernel by size.

Run: NUMBA_NUM_THREADS=2 python benchmarks/vectorized/threshold.py [--repeat N]
Prints, per expression and array size, the best wall time of the host-fused tree computed by
the NumPy blocks and by the compiled ``prange`` kernel (``runmat_accel.fusion.threaded``),
timed alternately in one process (both see the same machine load), and writes
benchmarks/results/threshold.json. ``threaded.MIN_ELEMENTS`` is the size from which the kernel
is not slower on this machine.
"""

from __future__ import annotations

import argparse
import io
import os
import sys
import time
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from _harness import print_table, write_json  # noqa: E402

EXPRESSIONS = ["out = sqrt(exp(-x) .* (1 + sin(x) .^ 2)) ./ (1 + x);", "out = x .* 2 + 1;", "out = floor(x) + 1;"]
SIZES = [1 << k for k in range(12, 23, 2)]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--repeat", type=int, default=15)
    opts = ap.parse_args()
    from runmat_accel.fusion import threaded
    from runmat_vm import Session

    threaded.configure("sync")
    threaded.MIN_ELEMENTS = 1
    rows, results = [], []
    for src in EXPRESSIONS:
        for n in SIZES:
            sess = {}
            for m in ("on", "off"):
                s = Session(stdout=io.StringIO())
                s.run(f"x = linspace(0.5, 10, {n});")
                sess[m] = s
            best = {"on": float("inf"), "off": float("inf")}
            for r in range(opts.repeat):
                for m in (("on", "off") if r % 2 else ("off", "on")):
                    threaded.configure("sync" if m == "on" else "off")
                    t0 = time.perf_counter()
                    sess[m].run(src)
                    best[m] = min(best[m], time.perf_counter() - t0)
            results.append({"expr": src, "n": n, "numpy_blocks_s": best["off"], "threaded_s": best["on"]})
            rows.append([src, n, f"{best['off'] * 1e3:.3f}", f"{best['on'] * 1e3:.3f}", f"{best['on'] / best['off']:.2f}"])
    print_table("Host-fused tree: NumPy blocks vs the threaded kernel (best wall ms, one script run each; "
                f"NUMBA_NUM_THREADS={os.environ.get('NUMBA_NUM_THREADS', 'all')}, load {os.getloadavg()[0]:.1f})",
                ["expression", "elements", "numpy blocks ms", "threaded ms", "threaded/numpy"], rows)
    print(f"\nwrote {write_json('threshold', {'repeat': opts.repeat, 'results': results, 'load_average': os.getloadavg()})}")


if __name__ == "__main__":
    main()
