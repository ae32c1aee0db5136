"""Loop-heavy MATLAB scripts through runmat's interpreter, its compiled tier, octave-cli and Python.

Run: python benchmarks/loops/run.py [--repeat N] [--octave-repeat N] [--interp-repeat N] [--no-octave] [--only SUBSTR]
Prints a ratio table and writes benchmarks/results/loops.json.

Loop numbers are in-process: the best of N timings of ``Session.run_file`` in a fresh
Session (catalog already loaded; the compiled tier's compile time is included, since a
fresh Session compiles its code again), and Octave's ``tic``/``toc`` around the script
body (local functions moved to the top of a temporary copy, as Octave 7.3 defines a
script's functions only when execution reaches them).  Startup is reported separately:
the whole-command time of each script (``runmat run`` / ``octave-cli``) and of a
one-line script.  The scalar recurrence also runs as hand-written Python.

The scripts are loops written as people write them: scalar arithmetic (scalar_recurrence),
scalar loops calling mod/floor/min/max/abs/sin/cos/sqrt (scalar_builtins), element-by-element
fills (nested_fill; nested_builtins, whose entries call builtins), small functions called 1e5
times (calls_fib; small_functions, which call builtins), while loops testing numel/size/length/
isempty (while_queries), text built with sprintf/num2str/strcat (strings_cells,
string_building), integer and single scalars (int_scalars: an int32 checksum with mod and
bitxor, a saturating uint8 ramp, a single-precision recurrence), text char by char (char_scan: a
Caesar shift with word and digit counts, a string built by appending) and 64-bit integers
(int64_hash: an int64 hash with mod and bitxor, a saturating uint64 counter with idivide, int64
arithmetic with doubles beyond 2^53), and anonymous functions and handles (anon_functions:
handles with captured values called in a loop, arrayfun with an anonymous body calling
mod/sin/abs, cellfun with @numel/@isempty/@length/@(s) upper(s), a handle to a local function in
a loop and through arrayfun).  Each prints its result, compared with Octave's output.

The native tier (issue 27) runs beside them in the same process: "native warm" is the best of N
fresh-Session runs with its compiled functions cached in the process, "native cold" the best of
N runs each after its cache is cleared (every unit and helper compiled by Numba again, in the
background while the Python tier runs a loop that pays for it; Numba's own import, measured
separately, excluded; "cold/off" is native cold over the Python tier alone), and each script that has one runs its hand-written
Numba version (numba_ref.py; the second call, compiled).

Targets (issues 7 and 10): compiled >= 10x faster than Octave on every script (compile time
included), within 3x of hand-written Python on the scalar recurrence; the interpreter not
slower than Octave.
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

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from _harness import print_table, write_json  # noqa: E402
import numba_ref  # noqa: E402

SCRIPTS = ["scalar_recurrence", "nested_fill", "calls_fib", "strings_cells", "scalar_builtins", "nested_builtins",
           "small_functions", "while_queries", "string_building", "int_scalars", "char_scan", "int64_hash",
           "anon_functions"]
RUNMAT = [sys.executable, "-m", "runmat_vm.cli"]


def python_scalar_recurrence() -> str:
    """scalar_recurrence.m written by hand in Python (the reference for the 3x target)."""
    s = 0.0
    x = 0.5
    for i in range(1, 2000001):
        x = 3.7 * x * (1 - x)
        s = s + x / i
    return f"{s:.10f}\n"


PYTHON = {"scalar_recurrence": python_scalar_recurrence}


def best(fn, n: int) -> tuple[float, object]:
    t, _, out = best2(fn, n)
    return t, out


def best2(fn, n: int) -> tuple[float, float, object]:
    """(best wall seconds, best CPU seconds of this process, last result) of n runs."""
    out = None
    t_best = c_best = float("inf")
    for _ in range(n):
        t0 = time.perf_counter()
        c0 = time.process_time()
        out = fn()
        c_best = min(c_best, time.process_time() - c0)
        t_best = min(t_best, time.perf_counter() - t0)
    return t_best, c_best, out


def run_runmat(path: Path, mode: str, native_mode: str = "off") -> str:
    from runmat_vm import Session, jit, native

    jit.configure(mode)
    native.configure(native_mode)
    out = io.StringIO()
    Session(stdout=out, stderr=io.StringIO()).run_file(path)
    return out.getvalue()


def native_times(path: Path, repeat: int) -> dict:
    """Native tier cold (its cache cleared: Numba compiles every unit) and warm, and the
    hand-written Numba version's time; whether each printed what the interpreter prints."""
    from runmat_vm import native
    from runmat_vm.native import tier

    if not native.available():
        return {}
    from runmat_vm.native import policy

    rec: dict = {}

    from runmat_vm.native import background

    colds = []
    for _ in range(repeat):
        tier.clear(disk=True)  # (waits for a background compile of the previous run: not timed)
        policy.WARM.clear()  # as in a new process: Numba's first use not paid yet
        t0 = time.perf_counter()
        out_cold = run_runmat(path, "on", "on")
        colds.append(time.perf_counter() - t0)
        rec["native_switches"] = native.current().switches   # loops handed over mid-way
    rec["native_cold_s"] = min(colds)
    background.wait()
    run_runmat(path, "on", "force")  # every unit it accepts compiled (not timed)
    t_warm, c_warm, out_warm = best2(lambda: run_runmat(path, "on", "on"), repeat)
    inside = []
    for _ in range(repeat):
        run_runmat(path, "on", "on")
        inside.append(native.current().native_s)
    rec["native_inside_s"] = min(inside)  # of the warm run, the seconds spent inside native code
    env = dict(os.environ, RUNMAT_JIT="1")
    cmd_cold, cmd_warm, cmd_py = [], [], []
    for _ in range(2):
        tier.clear(disk=True)
        cmd_cold.append(wall(RUNMAT + ["run", str(path)], dict(env, RUNMAT_NATIVE="1")))
        cmd_warm.append(wall(RUNMAT + ["run", str(path)], dict(env, RUNMAT_NATIVE="1")))
        cmd_py.append(wall(RUNMAT + ["run", str(path)], dict(env, RUNMAT_NATIVE="0")))
    rec.update(cmd_native_cold_s=min(cmd_cold), cmd_native_warm_s=min(cmd_warm), cmd_python_tier_s=min(cmd_py))
    rec.update(native_warm_s=t_warm, native_warm_cpu_s=c_warm, native_out=out_warm, native_cold_out=out_cold)
    name = path.stem
    if name in numba_ref.REFERENCES:
        fn = numba_ref.REFERENCES[name]()
        t0 = time.perf_counter()
        out_ref = fn()
        rec["numba_first_call_s"] = time.perf_counter() - t0
        rec["numba_s"], out_ref = best(fn, repeat)
        rec["numba_out"] = out_ref
    return rec


def numba_import_seconds() -> float:
    """Seconds to import Numba in a fresh process (what a process's first native unit pays once)."""
    code = "import time; t = time.perf_counter(); import numba; print(time.perf_counter() - t)"
    p = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    try:
        return float(p.stdout.strip())
    except ValueError:
        return float("nan")


def native_table(results: list[dict], repeat: int) -> None:
    rows = []
    for r in results:
        if "native_warm_s" not in r:
            continue
        o, w, c, p, nb = (r.get("octave_s"), r["native_warm_s"], r["native_cold_s"], r["compiled_s"],
                          r.get("numba_s"))
        ref = r["interp_out"]
        same = r["native_out"] == ref and r["native_cold_out"] == ref and r.get("numba_out", ref) == ref
        ins = r["native_inside_s"]
        rows.append([r["script"], f"{o:.4f}" if o else "-", f"{p:.4f}", f"{c:.4f}", f"{w:.4f}", f"{ins:.4f}",
                     f"{nb:.4f}" if nb else "-", f"{o / w:.0f}x" if o else "-", f"{w / nb:.2f}x" if nb else "-",
                     f"{ins / nb:.2f}x" if nb and ins else "-", f"{c / p:.2f}", r.get("native_switches", 0),
                     "yes" if same else "NO"])
    imp = numba_import_seconds()
    print_table("Native tier (issue 27), one run side by side: loop seconds; Octave and Python tier as above; "
                "native cold = a run in auto mode with an empty cache and Numba not yet used (it compiles only what "
                "pays); native warm = a run with its units compiled in this process (the whole Session.run_file: "
                "parse, bytecode, everything outside loops), 'in native code' the part of it inside native "
                f"functions; all best of {repeat}; Numba's import, paid once per process: {imp:.2f} s",
                ["script", "octave s", "python tier s", "native cold s", "native warm s", "in native code s",
                 "numba by hand s", "octave/native warm", "native warm/numba", "in native/numba",
                 "cold/off (native cold / python tier)", "switched mid-loop (cold)", "same output"], rows)
    print()
    print_table("Whole commands (runmat run, startup included): native tier off, on with an empty disk cache, "
                "on again (its disk cache filled by the previous command if it compiled)",
                ["script", "python tier s", "native cold s", "native 2nd run s"],
                [[r["script"], f"{r['cmd_python_tier_s']:.2f}", f"{r['cmd_native_cold_s']:.2f}",
                  f"{r['cmd_native_warm_s']:.2f}"] for r in results if "cmd_native_cold_s" in r])


def octave_copy(path: Path, tmp: Path) -> Path:
    lines = path.read_text().split("\n")
    i = next((k for k, ln in enumerate(lines) if re.match(r"^function\b", ln)), len(lines))
    body, funcs = lines[:i], lines[i:]
    text = "\n".join(["1;", *funcs, "__c0 = cputime; __t0 = tic;", *body,
                      "fprintf('__LOOP_SECONDS=%.6f\\n', toc(__t0));",
                      "fprintf('__LOOP_CPU=%.6f\\n', cputime - __c0);"])
    dest = tmp / path.name
    dest.write_text(text)
    return dest


def run_octave(path: Path) -> tuple[float, float, str, float]:
    """(loop seconds from tic/toc, whole-command seconds, stdout without the timing lines,
    loop CPU seconds from cputime)."""
    t0 = time.perf_counter()
    p = subprocess.run(["octave-cli", "--no-gui", "-q", str(path)], capture_output=True, text=True,
                       cwd=path.parent)
    wall = time.perf_counter() - t0
    m = re.search(r"__LOOP_SECONDS=([0-9.]+)", p.stdout)
    if not m:
        raise RuntimeError(f"octave failed on {path.name}: {p.stderr[-500:]}")
    c = re.search(r"__LOOP_CPU=([0-9.]+)", p.stdout)
    return float(m.group(1)), wall, p.stdout[:m.start()], float(c.group(1)) if c else float("nan")


def wall(cmd: list[str], env: dict | None = None) -> float:
    t0 = time.perf_counter()
    subprocess.run(cmd, capture_output=True, env=env, check=False)
    return time.perf_counter() - t0


def main() -> None:
    # the native tier's disk cache for this run only: "cold" means an empty one
    os.environ.setdefault("RUNMAT_CACHE_DIR", tempfile.mkdtemp(prefix="runmat-native-cache-"))
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--octave-repeat", type=int, default=1)
    ap.add_argument("--interp-repeat", type=int, default=None, help="runs of the interpreter (default: --repeat)")
    ap.add_argument("--no-octave", action="store_true")
    ap.add_argument("--only", default=None)
    ap.add_argument("--no-native", dest="native", action="store_false")
    opts = ap.parse_args()
    from runmat_builtins import catalog

    catalog()  # startup is measured separately
    octave = None if opts.no_octave else shutil.which("octave-cli")
    names = [n for n in SCRIPTS if opts.only is None or opts.only in n]
    results = []
    rows = []
    tmp = Path(tempfile.mkdtemp(prefix="runmat-loops-"))
    env_off = dict(os.environ, RUNMAT_JIT="0")
    env_on = dict(os.environ, RUNMAT_JIT="1")
    for name in names:
        path = HERE / f"{name}.m"
        t_int, c_int, out_int = best2(lambda: run_runmat(path, "off"), opts.interp_repeat or opts.repeat)
        nat_ref = out_int
        t_jit, c_jit, out_jit = best2(lambda: run_runmat(path, "on"), opts.repeat)
        nat = native_times(path, opts.repeat) if opts.native else {}
        rec = {"script": name, "interpreter_s": t_int, "compiled_s": t_jit, **nat,
               "interpreter_cpu_s": c_int, "compiled_cpu_s": c_jit,
               "same_output": out_int == out_jit, "interp_out": nat_ref}
        rec["cmd_interpreter_s"] = wall(RUNMAT + ["run", str(path)], env_off)
        rec["cmd_compiled_s"] = wall(RUNMAT + ["run", str(path)], env_on)
        if name in PYTHON:
            t_py, out_py = best(PYTHON[name], opts.repeat)
            rec["python_s"] = t_py
            rec["python_same_output"] = out_py == out_jit
        if octave:
            runs = [run_octave(octave_copy(path, tmp)) for _ in range(opts.octave_repeat)]
            rec["octave_s"] = min(r[0] for r in runs)
            rec["cmd_octave_s"] = min(r[1] for r in runs)
            rec["octave_cpu_s"] = min(r[3] for r in runs)
            rec["octave_same_output"] = runs[0][2] == out_jit
        results.append(rec)
        o = rec.get("octave_s")
        rows.append([name, f"{t_int:.3f}", f"{t_jit:.3f}", f"{o:.3f}" if o else "-",
                     f"{rec['python_s']:.3f}" if "python_s" in rec else "-",
                     f"{o / t_int:.1f}x" if o else "-", f"{o / t_jit:.1f}x" if o else "-",
                     f"{t_jit / rec['python_s']:.2f}x" if "python_s" in rec else "-",
                     "yes" if rec["same_output"] and rec.get("octave_same_output", True) else "NO"])
    print_table("Loop benchmarks: in-process loop seconds (best of %d); ratios > 1x mean runmat is faster"
                % opts.repeat,
                ["script", "interp s", "compiled s", "octave s", "python s", "octave/interp",
                 "octave/compiled", "compiled/python", "same output"], rows)
    cpu_rows = []
    for r in results:
        oc = r.get("octave_cpu_s")
        cpu_rows.append([r["script"], f"{r['interpreter_cpu_s']:.3f}", f"{r['compiled_cpu_s']:.3f}",
                         f"{oc:.3f}" if oc else "-", f"{oc / r['interpreter_cpu_s']:.1f}x" if oc else "-",
                         f"{oc / r['compiled_cpu_s']:.1f}x" if oc else "-"])
    print()
    print_table("The same runs in CPU seconds (process_time / Octave's cputime; less sensitive to a loaded "
                "machine than wall time; the targets below use wall time)",
                ["script", "interp cpu s", "compiled cpu s", "octave cpu s", "octave/interp",
                 "octave/compiled"], cpu_rows)
    startup = {"runmat": wall(RUNMAT + ["eval", "disp(1)"], env_on)}
    if octave:
        startup["octave"] = wall(["octave-cli", "--no-gui", "-q", "--eval", "disp(1)"])
    print()
    print_table("Whole-command seconds (startup included)",
                ["script", "runmat run (interp)", "runmat run (compiled)", "octave-cli"],
                [[r["script"], f"{r['cmd_interpreter_s']:.2f}", f"{r['cmd_compiled_s']:.2f}",
                  f"{r['cmd_octave_s']:.2f}" if "cmd_octave_s" in r else "-"] for r in results]
                + [["(startup: disp(1))", f"{startup['runmat']:.2f}", f"{startup['runmat']:.2f}",
                    f"{startup['octave']:.2f}" if "octave" in startup else "-"]])
    if opts.native:
        print()
        native_table(results, opts.repeat)
    checks = []
    for r in results:
        if "native_warm_s" in r and "octave_s" in r:
            checks.append((f"{r['script']}: native warm >= 100x faster than Octave",
                           r["octave_s"] / r["native_warm_s"] >= 100))
        if "native_warm_s" in r and "numba_s" in r:
            checks.append((f"{r['script']}: native warm within 3x of hand-written Numba",
                           r["native_warm_s"] <= 3 * r["numba_s"]))
        if "native_cold_s" in r:
            checks.append((f"{r['script']}: native cold not slower than the Python tier (10% noise allowed)",
                           r["native_cold_s"] <= 1.1 * r["compiled_s"]))  # 10%: timing noise on a shared machine
        if "octave_s" in r:
            checks.append((f"{r['script']}: compiled >= 10x faster than Octave", r["octave_s"] / r["compiled_s"] >= 10))
            checks.append((f"{r['script']}: interpreter not slower than Octave", r["octave_s"] >= r["interpreter_s"]))
        if "python_s" in r:
            checks.append((f"{r['script']}: compiled within 3x of Python", r["compiled_s"] <= 3 * r["python_s"]))
    print()
    for label, ok in checks:
        print(f"  [{'met' if ok else 'MISSED'}] {label}")
    path = write_json("loops", {"repeat": opts.repeat, "results": results, "startup_s": startup,
                                "load_average": os.getloadavg(),
                                "targets": {label: ok for label, ok in checks}})
    print(f"\nwrote {path}")
    shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    main()
