"""Cost of calling a builtin through catalog + guard vs calling NumPy directly.

Run: python benchmarks/dispatch_overhead.py  (prints a table, writes results/dispatch_overhead.json)
Target (issue: core): <= 2 us added per call.
"""

from __future__ import annotations

import numpy as np

from _harness import best_per_call, print_table, write_json
from runmat_builtins import call_builtin, catalog


def cases():
    scalar = 0.5
    one = np.array([[0.5]])
    vec = np.linspace(0.0, 1.0, 1000).reshape(1, -1)
    yield "sin 1x1 (float)", lambda: call_builtin("sin", scalar), lambda: np.sin(scalar)
    yield "sin 1x1 (ndarray)", lambda: call_builtin("sin", one), lambda: np.sin(one)
    yield "sin 1x1000", lambda: call_builtin("sin", vec), lambda: np.sin(vec)
    yield "plus 1x1 (float)", lambda: call_builtin("plus", scalar, scalar), lambda: np.add(scalar, scalar)
    yield "plus 1x1000", lambda: call_builtin("plus", vec, vec), lambda: np.add(vec, vec)
    yield "sum 1x1000", lambda: call_builtin("sum", vec), lambda: np.sum(vec, axis=1, keepdims=True)


def main() -> None:
    catalog()
    rows, out = [], []
    for label, via_guard, direct in cases():
        via_guard(), direct()
        n = 20000 if "1000" not in label else 5000
        t_guard = best_per_call(via_guard, n)
        t_np = best_per_call(direct, n)
        added_us = (t_guard - t_np) * 1e6
        rows.append([label, f"{t_np * 1e6:.2f}", f"{t_guard * 1e6:.2f}", f"{added_us:+.2f}", f"{t_guard / t_np:.2f}x"])
        out.append({"case": label, "numpy_us": t_np * 1e6, "runmat_us": t_guard * 1e6,
                    "added_us": added_us, "ratio": t_guard / t_np})
    print_table("Builtin dispatch overhead (catalog + guard + normalization) vs NumPy, best of 7",
                ["case", "numpy us", "runmat us", "added us", "ratio"], rows)
    path = write_json("dispatch_overhead", {"target_added_us": 2.0, "cases": out})
    print(f"\nwrote {path}")


if __name__ == "__main__":
    main()
