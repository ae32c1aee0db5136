"""Zero copy across the Python line: a large double array into a workspace and back out, into a
MATLAB Engine workspace and back, and into a ``py.`` call from MATLAB code.

Run: python benchmarks/python_zero_copy.py [--quick] [--n N]
(prints a table, writes results/python_zero_copy.json)
Target (issue 34): a 1e8-element double array goes in and comes back out as the same buffer
(``np.shares_memory``), with no allocation of its size (tracemalloc's peak while crossing, which
counts NumPy's data buffers, stays under 1% of the array), and a write on either side is not seen
by the other (MATLAB code writes a copy; the array read back is read-only, Engine arrays copy on
their first write).
"""

from __future__ import annotations

import argparse
import builtins
import time
import tracemalloc

import numpy as np

from _harness import print_checks, print_table, write_json


def crossing(label: str, make, put, get, write_matlab, write_python) -> dict:
    src = make()
    nbytes = src.nbytes if isinstance(src, np.ndarray) else np.asarray(src).nbytes
    tracemalloc.start()
    base = tracemalloc.get_traced_memory()[0]
    t0 = time.perf_counter()
    put(src)
    out = get()
    seconds = time.perf_counter() - t0
    peak = tracemalloc.get_traced_memory()[1] - base
    tracemalloc.stop()
    same = bool(np.shares_memory(np.asarray(src), np.asarray(out)))
    before = float(np.asarray(src).flat[0])
    write_matlab()                    # MATLAB code assigns 42 into its variable
    matlab_isolated = float(np.asarray(src).flat[0]) == before and float(np.asarray(out).flat[0]) == before
    python_isolated = write_python(out, 42.0)   # Python writes into what it read back
    return {"case": label, "elements": int(np.asarray(src).size), "bytes": int(nbytes),
            "same_buffer": same, "peak_alloc_bytes": int(peak), "alloc_fraction": peak / nbytes,
            "seconds": seconds, "matlab_write_isolated": matlab_isolated,
            "python_write_isolated": python_isolated}


def numpy_session(n: int) -> dict:
    from runmat_vm import Session

    s = Session()

    def write_python(out, now):
        try:
            out.flat[0] = -1.0
        except ValueError:  # read-only view: the MATLAB variable cannot change
            pass
        return float(s.workspace.raw("a").flat[0]) == now

    return crossing("Session.workspace (NumPy)", lambda: np.ones(n),
                    lambda a: s.workspace.__setitem__("a", a), lambda: s.workspace["a"],
                    lambda: s.eval("a(1) = 42;"), write_python)


def engine(n: int) -> dict:
    from runmat_vm import matlab

    eng = matlab.engine.start_matlab()

    def write_python(out, now):
        out[0][0] = -1.0              # copy-on-write: a private copy, the variable keeps its value
        return float(eng._session.workspace.raw("a").flat[0]) == now

    return crossing("matlab.engine workspace (matlab.double)",
                    lambda: matlab.double(np.ones(n)), lambda a: eng.workspace.__setitem__("a", a),
                    lambda: eng.workspace["a"], lambda: eng.eval("a(1) = 42;", nargout=0), write_python)


def py_call(n: int) -> dict:
    from runmat_vm import Session

    s = Session()
    got = {}
    builtins._runmat_bench_keep = lambda v: got.__setitem__("v", v)
    s.eval("py._runmat_bench_keep(1); a = 1; py._runmat_bench_keep(a);")  # imports and compiles before measuring

    def put(a):
        s.workspace["a"] = a
        s.eval("py._runmat_bench_keep(a);")

    def write_python(out, now):
        try:
            out[0] = -1.0
        except TypeError:  # a read-only memoryview
            pass
        return float(s.workspace.raw("a").flat[0]) == now

    try:
        return crossing("py. call argument (memoryview)", lambda: np.ones(n), put,
                        lambda: got["v"], lambda: s.eval("a(1) = 42;"), write_python)
    finally:
        del builtins._runmat_bench_keep


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--quick", action="store_true", help="1e6 elements instead of 1e8")
    ap.add_argument("--n", type=float, default=None)
    args = ap.parse_args()
    n = int(args.n or (1e6 if args.quick else 1e8))
    rows = [numpy_session(n), engine(n), py_call(n)]
    print_table(f"Zero copy across the Python line, {n:.0e} doubles ({n * 8 / 2**20:.0f} MiB)",
                ["case", "same buffer", "peak alloc", "fraction", "ms", "MATLAB write isolated",
                 "Python write isolated"],
                [[r["case"], r["same_buffer"], r["peak_alloc_bytes"], f"{r['alloc_fraction']:.2e}",
                  f"{r['seconds'] * 1e3:.2f}", r["matlab_write_isolated"], r["python_write_isolated"]]
                 for r in rows])
    targets = print_checks([(f"{r['case']}: same buffer, < 1% allocated, writes isolated",
                             r["same_buffer"] and r["alloc_fraction"] < 0.01 and r["matlab_write_isolated"]
                             and r["python_write_isolated"]) for r in rows])
    print(write_json("python_zero_copy", {"n": n, "rows": rows, "targets": targets}))


if __name__ == "__main__":
    main()
