"""What the debugger costs (issue 30): nothing for code it does not touch, a bounded factor for
a function it interprets.

Run: python benchmarks/debugger_overhead.py (prints a table, writes results/debugger_overhead.json)
Targets: a breakpoint in another function leaves a hot loop within 25% of its time without one
(the compiled tier keeps it); the loop's own debug copy (a breakpoint in it, hit once, then
dbcont) runs within 4x of the plain interpreter.  Best of 5 runs of ``hot(200000)`` each; the
machine may be loaded, so read the ratios.
"""

from __future__ import annotations

import io
import os
import tempfile
import time

from _harness import print_checks, print_table, write_json

HOT = "function s = hot(n)\n  s = 0;\n  for k = 1:n\n    s = s + k * 0.5;\n  end\nend\n"
OTHER = "function other()\n  x = 1;\nend\n"
N = 200000


def best(session, code: str, repeat: int = 5) -> float:
    t = float("inf")
    for _ in range(repeat):
        t0 = time.perf_counter()
        session.run(code)
        t = min(t, time.perf_counter() - t0)
    return t


def main() -> None:
    from runmat_vm import Session, interp

    folder = tempfile.mkdtemp()
    for name, text in (("hot.m", HOT), ("other.m", OTHER)):
        with open(os.path.join(folder, name), "w") as fh:
            fh.write(text)
    os.chdir(folder)
    call = f"v = hot({N});"

    def session(setup: str) -> Session:
        s = Session(stdout=io.StringIO())
        s.ctx.debugger.reader = lambda prompt: "dbcont"
        s.run(setup)
        s.run("hot(10); hot(10); hot(10);")  # warm: the compiled tier has it
        return s

    plain = best(session("x = 1;"), call)
    elsewhere = best(session("dbstop in other at 2"), call)
    saved, interp.JIT = interp.JIT, None
    try:
        interpreted = best(session("x = 1;"), call)
    finally:
        interp.JIT = saved
    copy = best(session("dbstop in hot at 2"), call)
    rows = [["no debugger", f"{plain:.4f}", "1.00"],
            ["breakpoint in another function", f"{elsewhere:.4f}", f"{elsewhere / plain:.2f}"],
            ["plain interpreter (no compiled tier)", f"{interpreted:.4f}", f"{interpreted / plain:.2f}"],
            ["breakpoint in it: its debug copy", f"{copy:.4f}", f"{copy / plain:.2f}"]]
    print_table(f"hot({N}): seconds, best of 5", ["case", "seconds", "x no debugger"], rows)
    targets = print_checks([
        ("a breakpoint elsewhere costs the hot loop < 25%", elsewhere <= 1.25 * plain),
        ("the debug copy runs within 4x of the plain interpreter", copy <= 4 * interpreted),
    ])
    path = write_json("debugger_overhead", {"n": N, "seconds": {"plain": plain, "breakpoint_elsewhere": elsewhere,
                                                                "interpreter": interpreted, "debug_copy": copy},
                                            "targets": targets})
    print(f"\nwrote {path}")


if __name__ == "__main__":
    main()
