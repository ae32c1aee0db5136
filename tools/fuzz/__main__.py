"""``python -m tools.fuzz --cases N``: generate, run, report (exit 1 when a bug was found).
``python -m tools.fuzz --replay REPORT.json``: run again the cases a report lists.
``python -m tools.fuzz --cases N --seed S --shard K/N_SHARDS``: one shard of that run (its batches
k with k % N_SHARDS == K); ``--merge A.json B.json ...``: the shards' reports as one."""

from __future__ import annotations

import argparse
import json
import os
import sys
import time


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m tools.fuzz", description=__doc__)
    ap.add_argument("--cases", type=int, default=2000, help="number of cases (default 2000)")
    ap.add_argument("--seed", type=int, default=0, help="hypothesis seed (cases are reproducible)")
    ap.add_argument("--jobs", type=int, default=min(4, os.cpu_count() or 1), help="worker processes")
    ap.add_argument("--bound", type=float, default=5.0, help="seconds per case before it is a timeout")
    ap.add_argument("--family", choices=["program", "builtin", "mutation"], action="append",
                    help="only these case families (repeatable; default all)")
    ap.add_argument("--report", help="write the JSON report here")
    ap.add_argument("--batch", type=int, default=1000, help="cases generated per batch")
    ap.add_argument("--gen-jobs", type=int, default=1, help="processes generating cases ahead of the run")
    ap.add_argument("--replay", metavar="REPORT", help="run the example cases of a JSON report again")
    ap.add_argument("--batches", metavar="K,K-K",
                    help="only these batches (0-based) of the run that --cases/--seed/--batch describe")
    ap.add_argument("--shard", metavar="K/N",
                    help="only batches k with k %% N == K: N such runs (K = 0..N-1) make the whole run")
    ap.add_argument("--merge", nargs="+", metavar="REPORT",
                    help="merge these JSON reports (of the shards of one run) into --report; no cases run")
    args = ap.parse_args(argv)
    # the cases' outcomes do not depend on the machine: the inprocess device (no GPU, even where
    # CuPy is installed and RUNMAT_ACCEL says otherwise), the fuzz array limit, one BLAS thread
    from tools.fuzz.runner import pin_environment

    pin_environment()
    if args.merge:
        return _merge_reports(args)

    import multiprocessing as mp
    from concurrent.futures import ProcessPoolExecutor

    from tools.fuzz import runner, strategies

    if args.replay:
        return _replay(args)

    fams = tuple(args.family or strategies.FAMILIES)
    sizes = [min(args.batch, args.cases - i) for i in range(0, args.cases, args.batch)]
    # batch k is generated from seed + k, so any batch of a long run can be run again alone
    chosen = _batch_numbers(args.batches, len(sizes)) if args.batches else range(len(sizes))
    if args.shard:
        k, n = _shard(args.shard)
        chosen = [b for b in chosen if b % n == k]
    total = runner.Report()
    done = 0
    t0 = time.perf_counter()
    runner.preload()
    # generation (hypothesis, the slow part) runs in other processes, batches ahead of the
    # workers running the cases: the next batch is ready when this one has run
    with ProcessPoolExecutor(max_workers=max(1, args.gen_jobs), mp_context=mp.get_context("fork")) as gen:
        pending = [gen.submit(runner.generate_families, sizes[k], args.seed + k, fams) for k in chosen]
        for fut in pending:
            rep = runner.run_cases(fut.result(), jobs=args.jobs, bound=args.bound)
            _merge(total, rep)
            done += rep.cases
            print(f"{done} cases, {total.seconds:.0f} s running, {time.perf_counter() - t0:.0f} s in all: "
                  f"{dict(total.kinds)}", file=sys.stderr, flush=True)
            if args.report:  # after every batch: a long run interrupted still leaves its report
                with open(args.report, "w") as f:
                    json.dump(total.to_json(), f, indent=1)
    out = total.to_json()
    print(json.dumps({k: out[k] for k in ("cases", "seconds", "kinds", "families")}))
    for item in out["findings"][:40]:
        ex = item["examples"][0] if item["examples"] else {}
        print(f"{item['count']:6d}  {item['signature']}  {ex.get('message', '')[:100]!r}")
    return 1 if total.bugs() else 0


def _batch_numbers(spec: str, n: int) -> list[int]:
    """``"3,47-50"`` -> [3, 47, 48, 49, 50] (each below n, the run's number of batches)."""
    out: list[int] = []
    for part in spec.split(","):
        lo, _, hi = part.partition("-")
        out.extend(range(int(lo), int(hi or lo) + 1))
    if any(not 0 <= k < n for k in out):
        raise SystemExit(f"--batches: the run has batches 0-{n - 1}")
    return sorted(set(out))


def _shard(spec: str) -> tuple[int, int]:
    """``"3/16"`` -> (3, 16)."""
    k, _, n = spec.partition("/")
    try:
        kk, nn = int(k), int(n)
    except ValueError:
        raise SystemExit("--shard: K/N, as 3/16") from None
    if not 0 <= kk < nn:
        raise SystemExit("--shard: K/N with 0 <= K < N")
    return kk, nn


def _merge_reports(args: argparse.Namespace) -> int:
    """One report from the reports of a run's shards (counts added, examples pooled)."""
    from tools.fuzz import runner

    total = runner.Report()
    for path in args.merge:
        with open(path) as f:
            _merge(total, runner.Report.from_json(json.load(f)))
    out = total.to_json()
    if args.report:
        with open(args.report, "w") as f:
            json.dump(out, f, indent=1)
    print(json.dumps({k: out[k] for k in ("cases", "seconds", "kinds", "families")}))
    for item in out["findings"][:40]:
        ex = item["examples"][0] if item["examples"] else {}
        print(f"{item['count']:6d}  {item['signature']}  {ex.get('message', '')[:100]!r}")
    return 1 if total.bugs() else 0


def _replay(args: argparse.Namespace) -> int:
    """Each case listed in a report, run again with the same bound: one line per case (the kind
    it had, the kind it has now), the new report written where --report says."""
    from tools.fuzz import runner

    with open(args.replay) as f:
        cases = runner.report_cases(json.load(f))
    rep = runner.run_cases([(fam, src) for fam, src, _ in cases], jobs=args.jobs, bound=args.bound,
                           keep_all=True)
    now = {(o.family, o.source): o for o in rep.outcomes}  # outcomes come in the order they end
    for fam, src, was in cases:
        o = now[(fam, src)]
        print(f"{was:>8} -> {o.kind:<8} {o.identifier or o.where:<48} {src[:70]!r}")
    out = rep.to_json()
    print(json.dumps({k: out[k] for k in ("cases", "seconds", "kinds", "families")}))
    if args.report:
        with open(args.report, "w") as f:
            json.dump(out, f, indent=1)
    return 1 if rep.bugs() else 0


def _merge(total, rep) -> None:
    from tools.fuzz import runner

    total.cases += rep.cases
    total.seconds += rep.seconds
    total.kinds.update(rep.kinds)
    total.families.update(rep.families)
    for sig, ex in rep.findings.items():
        have = total.findings.setdefault(sig, [])
        for o in ex:
            have.append(o if o is not None and sum(x is not None for x in have) < runner.EXAMPLES else None)


if __name__ == "__main__":
    sys.exit(main())
