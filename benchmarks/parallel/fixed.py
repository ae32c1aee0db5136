"""Where a process pool's FIRST parfor goes beyond its iterations: its fixed and per-iteration
terms, each phase timed on its own (wall and CPU), round after round.

Run: python benchmarks/parallel/fixed.py [--workers 2] [--n 16] [--rounds 3]

Each round, for each route (chunks straight to the workers, runmat_vm/parallel/direct.py, and
as Dask tasks, RUNMAT_PARFOR_DIRECT=0), starts parpool('Processes', workers), runs the body of first.py
(``x(i) = sum(sin((1:3e6) * i))``, 16 iterations) as the pool's first parfor, then the same loop
again (its body already compiled on the workers), and deletes the pool. From the client's phase
stamps (execute.LAST_PHASES) and each chunk's stamps on its worker (execute.LAST_CHUNKS: one
clock, CLOCK_MONOTONIC, for all processes) it prints, in ms:

- client: the loop's start to its tasks submitted (range, slices, packing, sharing the job), and
  the client thread's CPU in it
- dispatch: tasks submitted to each worker's task starting (messages, the scheduler, unpickling)
- setup: a task's start to its first iteration (the body's compile on the worker: a re-parse of
  the file, the catalog's look-ups, the compiler), per worker (max)
- iterations: each worker's wall and CPU time in its chunks, per iteration (the serial loop's
  per-iteration time beside it), the gaps between a worker's chunks
- skew: the first worker to finish waits this long for the last (the partition's balance)
- tail: the last chunk's end to the results gathered; store: the results put into the workspace
- fixed = wall - the busiest worker's time in its chunks (what the loop costs beyond its iterations)

The median of the rounds is printed last. Writes benchmarks/results/parallel_fixed.json.
"""

from __future__ import annotations

import argparse
import io
import os
import statistics
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))

import first as F  # noqa: E402
from _harness import print_table, write_json  # noqa: E402

KEYS = ("wall", "client", "client_cpu", "dispatch", "setup", "busy", "busy_cpu", "per_iter", "per_iter_cpu",
        "gaps", "skew", "tail", "store", "fixed")


def phases(n: int) -> dict:
    """The last parfor's terms (seconds) from execute.LAST_PHASES and execute.LAST_CHUNKS."""
    from runmat_vm.parallel import execute

    ph, chunks = execute.LAST_PHASES, execute.LAST_CHUNKS
    by: dict = {}
    for c in chunks:  # (pid, s, start, end, cpu, faults, entered)
        by.setdefault(c[0], []).append(c)
    for cs in by.values():
        cs.sort(key=lambda c: c[2])
    submitted = ph["submitted"][0]
    first_entered = {p: cs[0][6] for p, cs in by.items()}
    setup = {p: cs[0][2] - cs[0][6] for p, cs in by.items()}
    busy = {p: sum(c[3] - c[2] for c in cs) for p, cs in by.items()}
    cpu = {p: sum(c[4] for c in cs) for p, cs in by.items()}
    gaps = {p: sum(b[6] - a[3] for a, b in zip(cs, cs[1:])) for p, cs in by.items()}
    ends = [cs[-1][3] for cs in by.values()]
    busiest = max(busy, key=busy.get)
    wall = ph["stored"][0] - ph["start"][0]
    return {"wall": wall, "client": submitted - ph["start"][0],
            "client_cpu": ph["submitted"][1] - ph["start"][1],
            "dispatch": max(first_entered.values()) - submitted, "setup": max(setup.values()),
            "busy": busy[busiest], "busy_cpu": cpu[busiest],
            "per_iter": sum(busy.values()) / n, "per_iter_cpu": sum(cpu.values()) / n,
            "gaps": max(gaps.values()), "skew": max(ends) - min(ends),
            "tail": ph["gathered"][0] - max(ends), "store": ph["stored"][0] - ph["gathered"][0],
            "fixed": wall - busy[busiest], "workers": len(by),
            "iterations_per_worker": {str(p): sum(1 for _ in cs) for p, cs in by.items()}}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--n", type=int, default=16)
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--route", choices=("both", "direct", "dask"), default="both",
                    help="chunks straight to the workers (direct.py), as Dask tasks, or both, round by round")
    args = ap.parse_args()

    from runmat_builtins.lib.parallel import cluster
    from runmat_vm.session import Session

    load = os.getloadavg()
    session = Session(stdout=io.StringIO())
    serial_src = F.BODY.replace("parfor", "for")
    F.run(session, serial_src, 2, "serial.m")
    routes = ("direct", "dask") if args.route == "both" else (args.route,)
    cases = [f"{w} {r}" for r in routes for w in ("first", "again")]
    rows, data = [], {"parpool_s": [], "serial_s": [], **{c: [] for c in cases}}
    for r in range(args.rounds):
        serial = F.run(session, serial_src, args.n, "serial.m")[0]
        data["serial_s"].append(serial)
        for route in routes:
            os.environ["RUNMAT_PARFOR_DIRECT"] = "1" if route == "direct" else "0"
            t0 = time.perf_counter()
            session.run(f"parpool('Processes', {args.workers});")
            data["parpool_s"].append(time.perf_counter() - t0)
            try:
                for which in ("first", "again"):
                    F.run(session, F.BODY, args.n, "first_Processes.m")
                    d = phases(args.n)
                    d["serial_per_iter"] = serial / args.n
                    data[f"{which} {route}"].append(d)
                    rows.append([f"{r} {which} {route}"] + [f"{1e3 * d[k]:.1f}" for k in KEYS]
                                + [f"{1e3 * serial / args.n:.1f}"])
            finally:
                cluster.current_pool().shutdown()
    for which in cases:
        rows.append([f"median {which}"] + [f"{1e3 * statistics.median(d[k] for d in data[which]):.1f}"
                                           for k in KEYS]
                    + [f"{1e3 * statistics.median(data['serial_s']) / args.n:.1f}"])
    load_end = os.getloadavg()
    print_table(f"parfor on parpool('Processes', {args.workers}): {args.n} iterations of x(i) = sum(sin((1:3e6) * i)) "
                f"(ms; load average {load[0]:.2f} at start, {load_end[0]:.2f} at end)",
                ["round", *KEYS, "serial per iter"], rows)
    med = {w: {k: statistics.median(d[k] for d in data[w]) for k in KEYS} for w in cases}
    for route in routes:
        m = med[f"first {route}"]
        print(f"\n  first parfor ({route}): fixed {1e3 * m['fixed']:.1f} ms (client {1e3 * m['client']:.1f}, "
              f"dispatch {1e3 * m['dispatch']:.1f}, setup {1e3 * m['setup']:.1f}, skew {1e3 * m['skew']:.1f}, "
              f"tail {1e3 * m['tail']:.1f}, store {1e3 * m['store']:.1f}); per iteration "
              f"{1e3 * m['per_iter']:.2f} ms on a worker ({1e3 * m['per_iter_cpu']:.2f} ms CPU) against "
              f"{1e3 * statistics.median(data['serial_s']) / args.n:.2f} ms serially")
    data.update({"median": med, "load_average_at_start": load[0], "load_average_at_end": load_end[0]})
    print(f"wrote {write_json('parallel_fixed', data)}")


if __name__ == "__main__":
    main()
