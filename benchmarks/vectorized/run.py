"""Vectorized MATLAB scripts through runmat, against hand-written NumPy and octave-cli, in one run.

Run: python benchmarks/vectorized/run.py [--repeat N] [--no-octave] [--only NAME] [--jit MODE]
Prints a ratio table and writes benchmarks/results/vectorized.json.

Each case is a ``.m`` file whose lines before ``%% timed`` make the input (not timed) and whose
remaining lines are timed; they leave their result in ``out``.  runmat runs the setup once in a
Session, then the timed part as a script chunk (parsed and compiled each time, as when a user
runs it); ``reference.py`` computes the same ``out`` with NumPy from the very same input
arrays, and the two results are compared.  runmat and NumPy are timed alternately, best of N
rounds, so both see the same machine load; Octave runs the same setup and timed part with
``tic``/``toc``, best of N too.

Target (issue 10, item 4): every script within 1.1x of its hand-written NumPy version.
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


def time_case(name: str, repeat: int) -> dict:
    from runmat_vm import Session

    setup, timed = split(HERE / f"{name}.m")
    sess = Session(stdout=io.StringIO(), stderr=io.StringIO())
    sess.run(setup)
    ws = dict(sess.workspace)
    ref = getattr(reference, name)
    t_rm = t_np = c_rm = c_np = float("inf")
    out_np = None
    for _ in range(repeat):
        t0, c0 = time.perf_counter(), time.process_time()
        sess.run(timed)
        t_rm, c_rm = min(t_rm, time.perf_counter() - t0), min(c_rm, time.process_time() - c0)
        t0, c0 = time.perf_counter(), time.process_time()
        out_np = ref(ws)
        t_np, c_np = min(t_np, time.perf_counter() - t0), min(c_np, time.process_time() - c0)
    exact, close = same(sess.workspace["out"], out_np)
    return {"script": name, "runmat_s": t_rm, "numpy_s": t_np, "ratio": t_rm / t_np,
            "runmat_cpu_s": c_rm, "numpy_cpu_s": c_np, "cpu_ratio": c_rm / c_np,
            "same_result": close, "exactly_equal": exact}


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
    ap.add_argument("--repeat", type=int, default=7)
    ap.add_argument("--no-octave", action="store_true")
    ap.add_argument("--only", default=None, help="run only the cases whose name contains this text")
    ap.add_argument("--jit", default="on", choices=["on", "off", "force"], help="runmat's compiled tier")
    opts = ap.parse_args()
    from runmat_builtins import catalog
    from runmat_vm import jit

    catalog()
    jit.configure(opts.jit)
    octave = None if opts.no_octave else shutil.which("octave-cli")
    tmp = Path(tempfile.mkdtemp(prefix="runmat-vectorized-"))
    results, rows = [], []
    for name in CASES:
        if opts.only and opts.only not in name:
            continue
        rec = time_case(name, opts.repeat)
        if octave:
            rec["octave_s"] = run_octave(name, opts.repeat, tmp)
        results.append(rec)
        o = rec.get("octave_s")
        rows.append([name, f"{rec['runmat_s'] * 1e3:.1f}", f"{rec['numpy_s'] * 1e3:.1f}",
                     f"{o * 1e3:.1f}" if o else "-", f"{rec['ratio']:.2f}x", f"{rec['cpu_ratio']:.2f}x",
                     f"{o / rec['runmat_s']:.1f}x" if o else "-",
                     "exact" if rec["exactly_equal"] else ("1e-12" if rec["same_result"] else "NO")])
    print_table(f"Vectorized scripts: best of {opts.repeat} wall ms; runmat/numpy <= {TARGET}x is the target "
                "(cpu: the same ratio in process CPU time, steadier on a loaded machine); octave/runmat > 1x "
                "means runmat is faster",
                ["script", "runmat ms", "numpy ms", "octave ms", "runmat/numpy", "(cpu)", "octave/runmat",
                 "same result"], rows)
    targets = print_checks([(f"{r['script']}: within {TARGET}x of NumPy", r["ratio"] <= TARGET) for r in results])
    if not opts.only:
        path = write_json("vectorized", {"repeat": opts.repeat, "jit": opts.jit, "results": results,
                                         "load_average": os.getloadavg(), "targets": targets})
        print(f"\nwrote {path}")
    shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    main()
