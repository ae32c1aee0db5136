"""A user's first parfor on a process pool against the floor, paired round by round: for a shared
machine whose load comes in bursts, where best-of timings of separate phases (first.py) can land
in different bursts.

Run: python benchmarks/parallel/first_paired.py [--rounds 6] [--workers 2] [--n 16]
Prints one line per round and writes benchmarks/results/parallel_first_paired.json.

Each round starts ``parpool('Processes', workers)``, then times the floor (first.py: this runtime
on a hand-written ProcessPoolExecutor, one contiguous chunk per process, no Dask), the pool's
FIRST parfor, and the floor again, back to back; the pool is deleted and the serial loop timed
(best of 2). The round's ratio is the first parfor over the mean of its two floor runs (1.00:
nothing beyond what two plain processes running the runtime cost); the median ratio is the
number that holds on a loaded machine. Each round also prints where the parfor's time went
(first.timeline: dispatch, tail, the busiest worker's wall and CPU time in its chunk).
"""

from __future__ import annotations

import argparse
import io
import multiprocessing
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))

import first as F  # noqa: E402
from _harness import write_json  # noqa: E402


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--n", type=int, default=16)
    ap.add_argument("--rounds", type=int, default=6)
    args = ap.parse_args()

    from runmat_builtins.lib.parallel import cluster
    from runmat_vm.parallel import execute
    from runmat_vm.session import Session

    session = Session(stdout=io.StringIO())
    serial_src = F.BODY.replace("parfor", "for")
    F.run(session, serial_src, 2, "serial.m")  # the client's own first use
    ex = ProcessPoolExecutor(args.workers, mp_context=multiprocessing.get_context("spawn"),
                             initializer=F._floor_init)
    F.floor_run(ex, args.n, args.workers)  # its processes started and warmed
    rounds = []
    try:
        for r in range(args.rounds):
            session.run(f"parpool('Processes', {args.workers});")
            try:
                f1 = F.floor_run(ex, args.n, args.workers)[0]
                t, _ = F.run(session, F.BODY, args.n, "first_Processes.m")  # the FIRST parfor
                f2 = F.floor_run(ex, args.n, args.workers)[0]
                tl = F.timeline(*F.LAST_SPAN, execute.LAST_CHUNKS)
            finally:
                cluster.current_pool().shutdown()
            serial = min(F.run(session, serial_src, args.n, "serial.m")[0] for _ in range(2))
            floor = (f1 + f2) / 2
            rounds.append({"first_parfor_s": t, "floor_s": [f1, f2], "serial_s": serial, "ratio": t / floor,
                           "speedup": serial / t, "floor_speedup": serial / floor, "timeline": tl})
            print(f"round {r}: first parfor {t:.3f} s, floor {f1:.3f}/{f2:.3f} s, serial {serial:.3f} s: "
                  f"ratio {t / floor:.3f}, speed-up {serial / t:.2f}x (floor {serial / floor:.2f}x); dispatch "
                  f"{1e3 * tl['dispatch']:.1f} ms, tail {1e3 * tl['tail']:.1f} ms, busiest worker "
                  f"{1e3 * tl['busiest_worker']:.1f} ms ({1e3 * tl['busiest_worker_cpu']:.1f} ms CPU)", flush=True)
            time.sleep(0.2)
    finally:
        ex.shutdown()
    med = {k: statistics.median(x[k] for x in rounds) for k in ("ratio", "speedup", "floor_speedup")}
    print(f"\nmedian over {len(rounds)} rounds: first parfor / floor {med['ratio']:.3f}; speed-up "
          f"{med['speedup']:.2f}x (best {max(x['speedup'] for x in rounds):.2f}x); the floor's "
          f"{med['floor_speedup']:.2f}x")
    path = write_json("parallel_first_paired", {"workers": args.workers, "n": args.n, "rounds": rounds,
                                                 "median": med})
    print(f"wrote {path}")


if __name__ == "__main__":
    main()
