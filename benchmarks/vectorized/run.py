"""Vectorized MATLAB scripts through runmat, against hand-written NumPy and octave-cli, in one run.

Run: python benchmarks/vectorized/run.py [--repeat N] [--no-octave] [--only NAME] [--jit MODES]
Prints a ratio table and writes benchmarks/results/vectorized.json.

Each case is a ``.m`` file whose lines before ``%% timed`` make the input (not timed) and whose
remaining lines are timed; they leave their result in ``out``.  runmat runs the setup once in a
Session, then the timed part as a script chunk (parsed and compiled each time, as when a user
runs it); ``reference.py`` computes the same ``out`` with NumPy from the very same input
arrays, and the results are compared.  Every runmat variant (each tier in ``--jit``, default
``off,force``: the interpreter and the compiled tier; each with host fusion, as it runs by
default, and without: ``runmat_vm.fused.ENABLED``, like ``RUNMAT_HOST_FUSION=0``) and NumPy are
timed alternately, best of N rounds, so all see the same machine load; Octave runs the same
setup and timed part with ``tic``/``toc``, best of N too.

Target (issue 10, item 4): every script within 1.1x of its hand-written NumPy version, in
every tier; host fusion (issue 12, item 1) at or under it on elementwise chains.

The ``threaded`` variant (issue 27, item 4) is host fusion with the multi-threaded compiled
kernels of ``runmat_accel.fusion.threaded`` (the other variants run with them off); target: the
elementwise scripts (:data:`ELEMENTWISE`) in <= 0.6x of NumPy's time on two cores (run with
``NUMBA_NUM_THREADS=2``). Kernels compile into a fresh cache folder (``RUNMAT_CACHE_DIR``, a
temporary one unless set), in the background while the NumPy blocks compute: the ``1st``
columns are each variant's first timed run of the last tier (the threaded one pays for the
compile there, if it pays anything), the others are best of N after one warm-up run. In those
runs a script's assignments find their variables from the run before: host fusion writes a
tree's result into such a variable's buffer when nothing else holds it (docs/gpu.md, "Host
fusion"), as a statement run again in a loop does, while the NumPy reference allocates every
result; the ``1st`` columns are runs without that.
"""

from __future__ import annotations

import argparse
import io
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))

import reference  # noqa: E402
from _harness import print_checks, print_table, write_json  # noqa: E402

CASES = ["minstd", "chain", "masks", "reductions", "running", "ranges", "colon_all", "rounding",
         "compare", "integers"]
TARGET = 1.1
ELEMENTWISE = ["chain", "compare", "rounding", "integers"]  # elementwise work on >= 1e6 elements
THREADED_TARGET = 0.6


def split(path: Path) -> tuple[str, str]:
    text = path.read_text()
    setup, _, timed = text.partition("%% timed\n")
    if not timed:
        raise SystemExit(f"{path.name}: no '%% timed' line")
    return setup, timed


def same(a: object, b: object) -> tuple[bool, bool]:
    """(exactly equal, equal to 1e-12 relative) of two results."""
    x, y = np.asarray(a), np.asarray(b)
    if x.shape != y.shape:
        x, y = x.reshape(-1), y.reshape(-1)
        if x.shape != y.shape:
            return False, False
    exact = bool(np.array_equal(x, y))
    close = exact or bool(np.allclose(x.astype(float), y.astype(float), rtol=1e-12, atol=0))
    return exact, close


def time_case(name: str, repeat: int, tiers: list[str], unfused: bool, threaded_on: bool) -> dict:
    from runmat_accel.fusion import threaded
    from runmat_vm import Session, fused, jit

    setup, timed = split(HERE / f"{name}.m")
    modes = ["fused"] + (["unfused"] if unfused else []) + (["threaded"] if threaded_on else [])
    variants = [(t, m) for t in tiers for m in modes]

    def configure(v: tuple[str, str]) -> None:
        jit.configure(v[0])
        fused.ENABLED = v[1] != "unfused"
        threaded.configure("on" if v[1] == "threaded" else "off")

    sessions = {}
    for v in variants:
        configure(v)
        sess = Session(stdout=io.StringIO(), stderr=io.StringIO())
        sess.run(setup)
        sessions[v] = sess
    # NumPy's inputs are copies (of the same values), as each session has its own: a reference
    # reading the arrays a session has just read would find them in cache
    ws = {k: (v.copy(order="K") if isinstance(v, np.ndarray) else v)
          for k, v in dict(sessions[variants[0]].workspace).items()}
    ref = getattr(reference, name)
    wall = dict.fromkeys(variants, float("inf"))
    cpu = dict.fromkeys(variants, float("inf"))
    first: dict[tuple, float] = {}
    t_np = c_np = float("inf")
    out_np = None
    try:
        # the first run of each variant (the threaded one starts its compiles here), then a wait
        # for the background compiles: the rounds time warm kernels
        for v in variants:
            configure(v)
            t0 = time.perf_counter()
            sessions[v].run(timed)
            first[v] = time.perf_counter() - t0
        threaded.wait()
        # each round starts one place later in the list (NumPy's reference included): the run
        # just after another pays for the memory that one left (freed pages come back through
        # page faults), and the least of the rounds should not depend on a fixed order
        order = [*variants, None]
        for r in range(repeat):
            for v in order[r % len(order):] + order[:r % len(order)]:
                if v is None:
                    t0, c0 = time.perf_counter(), time.process_time()
                    out_np = ref(ws)
                    t_np, c_np = min(t_np, time.perf_counter() - t0), min(c_np, time.process_time() - c0)
                    continue
                configure(v)
                t0, c0 = time.perf_counter(), time.process_time()
                sessions[v].run(timed)
                wall[v], cpu[v] = min(wall[v], time.perf_counter() - t0), min(cpu[v], time.process_time() - c0)
    finally:
        fused.ENABLED = True
        threaded.configure(None)
    rec = {"script": name, "numpy_s": t_np, "numpy_cpu_s": c_np, "runs": []}
    for v in variants:
        exact, close = same(sessions[v].workspace["out"], out_np)
        rec["runs"].append({"jit": v[0], "fused": v[1] != "unfused", "mode": v[1], "runmat_s": wall[v],
                            "ratio": wall[v] / t_np, "first_run_s": first[v], "runmat_cpu_s": cpu[v],
                            "cpu_ratio": cpu[v] / c_np, "same_result": close, "exactly_equal": exact})
    return rec


def run_octave(name: str, repeat: int, tmp: Path) -> float:
    setup, timed = split(HERE / f"{name}.m")
    script = tmp / f"{name}_octave.m"
    script.write_text("\n".join([
        "1;", setup, f"__T = inf(1, {repeat});",
        f"for __r = 1:{repeat}", "__t0 = tic;", timed, "__T(__r) = toc(__t0);", "end",
        "fprintf('__BEST=%.6f\\n', min(__T));"]))
    p = subprocess.run(["octave-cli", "--no-gui", "-q", str(script)], capture_output=True, text=True,
                       cwd=tmp)
    m = re.search(r"__BEST=([0-9.]+)", p.stdout)
    if not m:
        raise RuntimeError(f"octave failed on {name}: {p.stderr[-500:]}")
    return float(m.group(1))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--repeat", type=int, default=11)
    ap.add_argument("--no-octave", action="store_true")
    ap.add_argument("--no-unfused", action="store_true", help="skip the runs without host fusion")
    ap.add_argument("--only", default=None, help="run only the cases whose name contains this text")
    ap.add_argument("--jit", default="off,force", help="runmat's tiers, comma-separated: on, off, force")
    ap.add_argument("--no-threaded", action="store_true", help="skip the multi-threaded compiled kernels")
    opts = ap.parse_args()
    if not os.environ.get("RUNMAT_CACHE_DIR"):  # cold kernels: compiled in this run, not loaded
        os.environ["RUNMAT_CACHE_DIR"] = tempfile.mkdtemp(prefix="runmat-vectorized-cache-")
    from runmat_builtins import catalog

    catalog()
    tiers = [t.strip() for t in opts.jit.split(",") if t.strip()]
    if not tiers or any(t not in ("on", "off", "force") for t in tiers):
        raise SystemExit(f"--jit: on, off or force (comma-separated), not {opts.jit!r}")
    octave = None if opts.no_octave else shutil.which("octave-cli")
    tmp = Path(tempfile.mkdtemp(prefix="runmat-vectorized-"))
    results, rows = [], []
    for name in CASES:
        if opts.only and opts.only not in name:
            continue
        rec = time_case(name, opts.repeat, tiers, not opts.no_unfused, not opts.no_threaded)
        if octave:
            rec["octave_s"] = run_octave(name, opts.repeat, tmp)
        results.append(rec)
        row = [name, f"{rec['numpy_s'] * 1e3:.1f}"]
        for r in rec["runs"]:
            row += [f"{r['runmat_s'] * 1e3:.1f}", f"{r['ratio']:.2f}x ({r['cpu_ratio']:.2f}x)"]
        last = [r for r in rec["runs"] if r["jit"] == tiers[-1]]
        row += [" / ".join(f"{r['first_run_s'] * 1e3:.0f}" for r in last)]
        o = rec.get("octave_s")
        best = min(r["runmat_s"] for r in rec["runs"] if r["fused"])
        row += [f"{o * 1e3:.1f}" if o else "-", f"{o / best:.1f}x" if o else "-",
                "exact" if all(r["exactly_equal"] for r in rec["runs"])
                else ("1e-12" if all(r["same_result"] for r in rec["runs"]) else "NO")]
        rows.append(row)
    heads = ["script", "numpy ms"]
    for r in results[0]["runs"] if results else []:
        label = f"{r['jit']}{'' if r['mode'] == 'fused' else ' ' + r['mode']}"
        heads += [f"{label} ms", f"{label}/numpy (cpu)"]
    firsts = " / ".join(r["mode"] for r in results[0]["runs"] if r["jit"] == tiers[-1]) if results else ""
    heads += [f"1st ms ({firsts})", "octave ms", "octave/runmat", "same result"]
    print_table(f"Vectorized scripts: best of {opts.repeat} wall ms; runmat/numpy <= {TARGET}x is the target in "
                "every tier (cpu: the same ratio in process CPU time, steadier on a loaded machine); 'unfused': "
                "host fusion off; octave/runmat > 1x means runmat (fused, best tier) is faster", heads, rows)
    targets = print_checks([(f"{rec['script']}: within {TARGET}x of NumPy (jit {r['jit']})", r["ratio"] <= TARGET)
                            for rec in results for r in rec["runs"] if r["mode"] == "fused"]
                           + [(f"{rec['script']}: threaded within {THREADED_TARGET}x of NumPy (jit {r['jit']})",
                               r["ratio"] <= THREADED_TARGET)
                              for rec in results if rec["script"] in ELEMENTWISE
                              for r in rec["runs"] if r["mode"] == "threaded"])
    if not opts.only:
        path = write_json("vectorized", {"repeat": opts.repeat, "jit": tiers, "results": results,
                                         "numba_num_threads": os.environ.get("NUMBA_NUM_THREADS"),
                                         "load_average": os.getloadavg(), "targets": targets})
        print(f"\nwrote {path}")
    shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    main()
