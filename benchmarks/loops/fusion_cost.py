"""What host fusion costs inside loops: marked statements on arrays run many times, fused and not.

Run: python benchmarks/loops/fusion_cost.py [--repeat N]
Prints, per statement, array size and tier, the best wall time of a loop running the statement
with host fusion (as by default) and without (``runmat_vm.fused.ENABLED``, like
``RUNMAT_HOST_FUSION=0``), timed alternately in one process, and writes
benchmarks/results/fusion_cost.json. A one-call statement (``floor(x)``) is marked only for the
threaded kernels and below their size must cost no more than its builtin; a tree of several
calls runs on the NumPy blocks from 4096 elements. Target: no row above 1.25x (fused/unfused).
"""

from __future__ import annotations

import argparse
import io
import os
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from _harness import print_checks, print_table, write_json  # noqa: E402

STATEMENTS = ["y = floor(x);", "z = abs(x) + 1;", "w = sqrt(exp(-x) .* (1 + sin(x) .^ 2)) ./ (1 + x);"]
SIZES = [1000, 5000, 100_000]
ELEMENTS = 2_000_000  # per loop: iterations = ELEMENTS / size
TARGET = 1.25


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--repeat", type=int, default=5)
    opts = ap.parse_args()
    from runmat_vm import Session, fused, jit

    rows, results, checks = [], [], []
    for body in STATEMENTS:
        for n in SIZES:
            src = f"for k = 1:{ELEMENTS // n}\n {body}\nend"
            for tier in ("off", "force"):
                jit.configure(tier)
                sess = {}
                for on in (True, False):
                    fused.ENABLED = on
                    s = Session(stdout=io.StringIO())
                    s.run(f"x = rand(1, {n});")
                    s.run(src)  # compiles the chunk, loads the builtins
                    sess[on] = s
                best = {True: float("inf"), False: float("inf")}
                try:
                    for r in range(opts.repeat):
                        for on in ((True, False) if r % 2 else (False, True)):
                            fused.ENABLED = on
                            t0 = time.perf_counter()
                            sess[on].run(src)
                            best[on] = min(best[on], time.perf_counter() - t0)
                finally:
                    fused.ENABLED = True
                ratio = best[True] / best[False]
                results.append({"statement": body, "n": n, "jit": tier, "fused_s": best[True],
                                "unfused_s": best[False], "ratio": ratio})
                rows.append([body, n, tier, f"{best[True] * 1e3:.2f}", f"{best[False] * 1e3:.2f}", f"{ratio:.2f}x"])
                checks.append((f"{body} n={n} jit {tier}: fused within {TARGET}x of unfused", ratio <= TARGET))
    jit.configure(None)
    print_table(f"Host fusion in loops ({ELEMENTS:.0e} elements per loop): best of {opts.repeat} wall ms",
                ["statement", "elements", "jit", "fused ms", "unfused ms", "fused/unfused"], rows)
    targets = print_checks(checks)
    print(f"\nwrote {write_json('fusion_cost', {'repeat': opts.repeat, 'results': results, 'targets': targets, 'load_average': os.getloadavg()})}")


if __name__ == "__main__":
    main()
