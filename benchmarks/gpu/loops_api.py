"""loops.py's cases through ``call_builtin`` (the guard and fusion, no VM or parser): the same
builtin calls the scripts make, for a device machine without the MATLAB front end installed.

Checks on the device first: the GBM loop runs as one loop kernel whatever T (telemetry), equal to
its step-by-step evaluation (each step computed before the next). Then interleaved rounds as in
loops.py; prints a table and writes JSON (``--json``).
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from pathlib import Path
from typing import Any

import numpy as np

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))

import reference  # noqa: E402
from loops import T_STEPS, chain_sqrt_cupy, chain_sqrt_fused, gbm_loop_kernel, interleaved  # noqa: E402


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--json", type=Path)
    ap.add_argument("--rounds", type=int, default=9)
    args = ap.parse_args()

    import cupy as cp

    import runmat_accel
    from runmat_accel.telemetry import recorder
    from runmat_builtins import call_builtin as cb
    from runmat_builtins.values import char_row

    runmat_accel.select_provider("cuda")
    prov = runmat_accel.device_provider()
    single, gpu = char_row("single"), char_row("gpuArray")
    p = reference.GBM
    drift = (p["mu"] - 0.5 * p["sigma"] ** 2) * p["dt"]
    scale = p["sigma"] * math.sqrt(p["dt"])

    def fusion() -> dict[str, int]:
        return recorder()._fusion_dict()

    def gbm(M: int, T: int = T_STEPS, stepwise: bool = False, out: str = "price") -> Any:
        S = cb("times", p["S0"], cb("ones", float(M), 1.0, single, gpu))
        for _ in range(T):
            Z = cb("randn", float(M), 1.0, single, gpu)
            S = cb("times", S, cb("exp", cb("plus", drift, cb("times", scale, Z))))
            if stepwise:
                S.data  # noqa: B018 (computed before the next step)
        if out == "S":
            return runmat_accel.download(S)
        return float(np.asarray(cb("gather", cb("mean", S))).ravel()[0])

    checks: dict[str, Any] = {}
    for T in (16, 256):
        cb("rng", 7.0)
        before = fusion()
        a = gbm(1000, T, out="S")
        after = fusion()
        cb("rng", 7.0)
        b = gbm(1000, T, stepwise=True, out="S")
        checks[f"T={T}"] = {"kernels": after["kernels"] - before["kernels"], "loops": after["loops"] - before["loops"],
                            "equal_to_steps": bool(np.array_equal(a, b)),
                            "max_rel_diff": float(np.max(np.abs(a - b) / np.abs(b)))}
    print("checks:", json.dumps(checks), flush=True)

    def chain(x: Any, root: bool) -> float:
        y = cb("plus", cb("times", cb("sin", x), cb("exp", cb("rdivide", cb("uminus", x), 10.0))),
               cb("times", cb("cos", x), cb("tanh", x)))
        if root:
            y = cb("sqrt", cb("plus", y, 2.0))
        y = cb("power", y, 2.0)
        return float(np.asarray(cb("gather", cb("sum", y))).ravel()[0])

    rows: list[dict[str, Any]] = []
    normal, _ = reference.cupy_rngs(cp)
    loop = gbm_loop_kernel(cp)
    for M in (10**3, 10**4, 10**5, 10**6, 10**7):
        t = interleaved({"api": lambda: gbm(M), "loop": lambda: loop(M),
                         "cupy": lambda: reference.gbm(cp, M, T_STEPS, normal),
                         "fused": lambda: reference.gbm_fused(cp, M, T_STEPS, normal)}, args.rounds)
        rows.append({"case": "gbm", "size": f"M={M:g}", "api_s": t["api"], "ref_s": t["loop"], "ref": "whole-loop",
                     "cupy_s": t["cupy"], "fused_s": t["fused"], "target": 3.0 if M < 10**5 else 1.5})
        print(rows[-1], flush=True)
        cp.get_default_memory_pool().free_all_blocks()
    for name, root in (("chain", False), ("chain sqrt", True)):
        for N in (10**4, 10**6, 10**8):
            xh = np.linspace(0.0, 4.0 * math.pi, N).astype(np.float32).reshape(1, N)
            x = cb("gpuArray", xh)
            xc = x.data
            cup = (lambda: chain_sqrt_cupy(cp, xc)) if root else (lambda: reference.chain(cp, xc))
            fus = (lambda: chain_sqrt_fused(cp, xc)) if root else (lambda: reference.chain_fused(cp, xc))
            t = interleaved({"api": lambda: chain(x, root), "cupy": cup, "fused": fus}, args.rounds)
            ref = "fused" if N >= 10**8 else "cupy"
            rows.append({"case": name, "size": f"N={N:g}", "api_s": t["api"], "ref_s": t[ref], "ref": ref,
                         "cupy_s": t["cupy"], "fused_s": t["fused"], "target": 1.3 if ref == "fused" else 1.2})
            print(rows[-1], flush=True)
            del x, xc
            cp.get_default_memory_pool().free_all_blocks()
    y = cb("plus", cb("gpuArray", np.arange(1.0, 1e6 + 1, dtype=np.float32).reshape(1, -1)), 1.0)
    yc = y.data
    n = 200
    t = interleaved({"api": lambda: [cb("gather", cb("subsref", y, 1.0)) for _ in range(n)],
                     "cupy": lambda: [float(yc[0, 0]) for _ in range(n)]}, args.rounds)
    rows.append({"case": "gather(y(1))", "size": "per read", "api_s": t["api"] / n, "ref_s": t["cupy"] / n,
                 "ref": "cupy", "cupy_s": t["cupy"] / n, "fused_s": math.nan, "target": 1.5})
    print("\n| case | size | call_builtin ms | reference ms | cupy ms | hand-fused ms | ratio | target |")
    print("|---|---|---|---|---|---|---|---|")
    for r in rows:
        r["ratio"] = r["api_s"] / r["ref_s"]
        print(f"| {r['case']} | {r['size']} | {r['api_s'] * 1e3:.3f} | {r['ref_s'] * 1e3:.3f} ({r['ref']}) | "
              f"{r['cupy_s'] * 1e3:.3f} | {r['fused_s'] * 1e3:.3f} | {r['ratio']:.2f}x | {r['target']}x |")
    payload = {"device": cp.cuda.runtime.getDeviceProperties(0)["name"].decode(), "checks": checks, "rows": rows, "rounds": args.rounds, "when": time.time()}
    if args.json:
        args.json.write_text(json.dumps(payload, indent=2, default=str))


if __name__ == "__main__":
    main()
