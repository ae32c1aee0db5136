"""A tall-array reduction over many chunks, against the same MATLAB code in memory and NumPy, in one run.

Run: python benchmarks/parallel/tall.py [--rows N] [--repeat R] [--chunk-rows C]
Prints a table and writes benchmarks/results/parallel_tall.json.

The MATLAB code mixes a mask, mod and reductions as users write it; the tall version is the
same code on ``tall(x)`` ending in one ``gather`` of both results (one pass over the chunks,
computed by Dask's threaded scheduler: the chunks' NumPy work runs on both cores). The
in-memory version runs the same lines on ``x``; the NumPy version is the fastest hand-written
equivalent. All three are timed alternately (best of R), so they see the same machine load,
and their results are compared. Making ``x`` and ``tall(x)`` is not timed.
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

from _harness import print_checks, print_table, write_json  # noqa: E402

BODY = """
w = {x}(mod({x}, 7) > 3);
m = mean(w);
s = sum(sqrt(abs({x})) .* ({x} > 50));
hi = max({x}(mod(floor({x}), 10) == 0));
"""
TALL = BODY.format(x="t") + "[m, s, hi] = gather(m, s, hi);\n"
MEMORY = BODY.format(x="x")


def numpy_reference(x: np.ndarray) -> tuple[float, float, float]:
    x = x.reshape(-1)
    m = x[np.mod(x, 7) > 3].mean()
    s = np.sqrt(np.abs(x)) @ (x > 50)
    hi = x[np.mod(np.floor(x), 10) == 0].max()
    return float(m), float(s), float(hi)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--rows", type=float, default=2e7)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--chunk-rows", type=int, default=None, help="rows per chunk (default: tall's own)")
    opts = ap.parse_args()
    if opts.chunk_rows:
        os.environ["RUNMAT_TALL_CHUNK_ROWS"] = str(opts.chunk_rows)
    from runmat_builtins.lib.parallel.tall._dask import chunk_rows
    from runmat_vm import Session

    n = int(opts.rows)
    sess = Session(stdout=io.StringIO(), stderr=io.StringIO())
    sess.run(f"rng(7); x = 100 * rand({n}, 1); t = tall(x);")
    x = sess.workspace["x"]
    sess.run(TALL)  # the first gather imports dask and warms its scheduler: not timed
    times = {"tall (threaded)": float("inf"), "in-memory runmat": float("inf"), "NumPy": float("inf")}
    results = {}
    for _ in range(opts.repeat):
        t0 = time.perf_counter()
        sess.run(TALL)
        times["tall (threaded)"] = min(times["tall (threaded)"], time.perf_counter() - t0)
        results["tall (threaded)"] = tuple(float(sess.workspace[k]) for k in ("m", "s", "hi"))
        t0 = time.perf_counter()
        sess.run(MEMORY)
        times["in-memory runmat"] = min(times["in-memory runmat"], time.perf_counter() - t0)
        results["in-memory runmat"] = tuple(float(np.asarray(sess.workspace[k]).reshape(-1)[0])
                                            for k in ("m", "s", "hi"))
        t0 = time.perf_counter()
        results["NumPy"] = numpy_reference(x)
        times["NumPy"] = min(times["NumPy"], time.perf_counter() - t0)
    ref = results["NumPy"]
    rows = []
    for name, t in times.items():
        got = results[name]
        close = all(abs(a - b) <= 1e-9 * max(1.0, abs(b)) for a, b in zip(got, ref))
        rows.append([name, f"{t * 1e3:.0f}", f"{t / times['NumPy']:.2f}x", f"{t / times['in-memory runmat']:.2f}x",
                     "yes" if close else "NO"])
    chunks = -(-n // chunk_rows())
    print_table(f"tall reduction: {n:,} rows, {chunks} chunks of {chunk_rows():,} rows, {os.cpu_count()} cores",
                ["version", "ms (best)", "vs NumPy", "vs in-memory", "same result"], rows)
    targets = print_checks([("tall result equals in-memory and NumPy", all(r[-1] == "yes" for r in rows)),
                            ("more than one chunk", chunks > 1)])
    path = write_json("parallel_tall", {"rows": n, "chunk_rows": chunk_rows(), "chunks": chunks,
                                        "seconds": times, "results": results, "targets": targets})
    print(f"\nwrote {path}")


if __name__ == "__main__":
    main()
