"""The GPU cases with no gpuArray in the script: ``--accel auto`` (the offload planner) beside the
explicit gpuArray script on the device and the same host script on the CPU, in one run.

The host scripts are the case scripts with their placement removed (``gpuArray(x)`` -> ``(x)``,
the ``'gpuArray'`` option dropped); ``gather`` of a host value is the value, as in MATLAB.
Before the timed runs the planner's cost model is the cached calibration of the device
(``runmat accel calibrate``) or its defaults; ``--calibrate`` measures it first.

Run:  python benchmarks/gpu/auto.py [--accel cuda|inprocess] [--calibrate] [--quick] [--json PATH]
      [--profile image_norm:1] [--cpu-repeat 3]
Target (issue 12): auto within 1.5x of explicit gpuArray at the largest size, never slower than
the CPU at the smallest.
"""

from __future__ import annotations

import argparse
import json
import math
import re
import statistics
import sys
import time
from pathlib import Path
from typing import Any

import numpy as np

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))

from _harness import print_table, write_json  # noqa: E402

T_STEPS = 256
# name -> (size variable, sizes, setup script or None, result variable); sizes a CPU run can afford
CASES = {
    "gbm": ("M", [10**4, 10**6], None, "price"),
    "chain": ("N", [10**4, 10**7], "chain_setup.m", "total"),
    "image_norm": ("B", [1, 8], "image_setup.m", "mse"),
}


def host_source(text: str) -> str:
    """The script without device placement."""
    text = re.sub(r",\s*'gpuArray'", "", text)
    return re.sub(r"\bgpuArray\(", "(", text)


def timed_run(name: str, var: str, size: int, setup: str | None, result: str, explicit: bool,
              repeat: int = 5, profile: bool = False) -> dict[str, Any]:
    """Least seconds of ``repeat`` runs of the case script (after one untimed) in a fresh Session
    (setup not timed; the median too), its value, and the planner's sites, the transfers and the
    fusion counters (kernel compiles: none expected after the first run) of the last run;
    ``profile``: that last run's cProfile, the 25 entries of most cumulative time, as text."""
    from runmat_accel import telemetry
    from runmat_vm import Session

    s = Session()
    s.workspace[var] = float(size)
    s.workspace["T"] = float(T_STEPS)
    prep = (lambda t: t) if explicit else host_source
    if setup:
        s.run(prep((HERE / setup).read_text()))
    src = prep((HERE / f"{name}.m").read_text())
    times, value = [], math.nan
    for i in range(repeat + 1):
        telemetry.reset()
        t0 = time.perf_counter()
        s.run(src)
        if i:
            times.append(time.perf_counter() - t0)
        value = float(np.asarray(__import__("runmat_accel").download(s.workspace.raw(result))).ravel()[0])
    snap = telemetry.snapshot()
    out = {"s": min(times), "median_s": statistics.median(times), "value": value, "uploads": snap.uploads,
           "downloads": snap.downloads, "fusion": snap.fusion.model_dump(),
           "offloaded": sum(x.calls for x in snap.offload if x.decision == "device"),
           "planned_host": sum(x.calls for x in snap.offload if x.decision == "host"),
           "sites": [x.model_dump() for x in snap.offload]}
    if profile:
        import cProfile
        import io
        import pstats

        prof = cProfile.Profile()
        prof.runcall(s.run, src)
        text = io.StringIO()
        pstats.Stats(prof, stream=text).sort_stats("cumulative").print_stats(25)
        out["profile"] = text.getvalue()
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--accel", default="cuda", choices=["cuda", "inprocess"])
    ap.add_argument("--calibrate", action="store_true", help="run the calibration first (and cache it)")
    ap.add_argument("--only", nargs="*", default=None)
    ap.add_argument("--quick", action="store_true", help="the smallest size of each case only")
    ap.add_argument("--json", type=Path)
    ap.add_argument("--profile", nargs="*", default=[], metavar="CASE:SIZE",
                    help="print a cProfile of the auto run of these (image_norm:1) and its fusion counters")
    ap.add_argument("--cpu-repeat", type=int, default=3, help="timed CPU runs per size (the slow column)")
    args = ap.parse_args()

    import os

    import runmat_accel
    from runmat_accel import planner

    runmat_accel.select_provider(args.accel)
    prov = runmat_accel.device_provider()
    os.environ.setdefault("RUNMAT_ACCEL_PLAN", "on" if args.accel == "inprocess" else "auto")
    if args.calibrate:
        model, path = runmat_accel.calibrate_offload()
        print(f"calibrated {model.device}: {path}")
    rows, table = [], []
    for name, (var, sizes, setup, result) in CASES.items():
        if args.only and name not in args.only:
            continue
        for size in sizes[:1] if args.quick else sizes:
            row: dict[str, Any] = {"case": name, "size": size}
            planner.disable()
            row["explicit"] = timed_run(name, var, size, setup, result, explicit=True)
            row["cpu"] = timed_run(name, var, size, setup, result, explicit=False, repeat=args.cpu_repeat)
            why = runmat_accel.enable_offload_planner()
            row["planner_off_reason"] = why
            row["auto"] = timed_run(name, var, size, setup, result, explicit=False,
                                    profile=f"{name}:{size:g}" in args.profile)
            planner.disable()
            e, c, a = (row[k]["s"] for k in ("explicit", "cpu", "auto"))
            rows.append(row)
            table.append([name, f"{var}={size:g}", f"{e * 1e3:.2f}", f"{c * 1e3:.2f}", f"{a * 1e3:.2f}",
                          f"{a / e:.2f}x", f"{a / c:.2f}x", str(row["auto"]["offloaded"]),
                          str(row["auto"]["planned_host"]), f"{row['auto']['uploads']}/{row['auto']['downloads']}",
                          str(row["auto"]["fusion"]["compiles"]), why or "on"])
            print(f"  {name} {var}={size:g}: explicit {e * 1e3:.2f} ms, cpu {c * 1e3:.2f} ms, auto {a * 1e3:.2f} ms",
                  flush=True)
            if "profile" in row["auto"]:
                print(f"auto fusion counters, last run: {row['auto']['fusion']}")
                print(row["auto"].pop("profile"), flush=True)
    m = planner.costmodel.load(prov.name)
    print_table(f"--accel auto (no gpuArray in the script) on {prov.name}, model {m.source}, least ms of "
                f"5 runs (cpu: {args.cpu_repeat})",
                ["case", "size", "explicit gpuArray", "cpu", "auto", "auto/explicit", "auto/cpu",
                 "offloaded calls", "planned host calls", "auto up/down", "auto compiles", "planner"], table)
    payload = {"accel": args.accel, "model": m.to_json(), "model_source": m.source, "cases": rows}
    if args.json:
        args.json.write_text(json.dumps(payload, indent=2, default=str))
        print(f"wrote {args.json}")
    else:
        print(f"wrote {write_json('bench_gpu_auto', payload)}")


if __name__ == "__main__":
    main()
