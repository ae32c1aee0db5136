"""Per-operation costs of the benchmark cases on CUDA: each builtin through ``call_builtin``
against the CuPy call it stands for, and each statement of the ``.m`` scripts through the VM,
timed with device synchronization; prints the result's dtype and layout beside the times.

Run: python benchmarks/gpu/diagnose.py [--n 1e8] [--b 16] [--m 1e7] [--json PATH]
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))

from _harness import print_table  # noqa: E402


def timed(fn, sync, repeat: int = 5) -> tuple[float, object]:
    out = fn()
    sync()
    ts = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        out = fn()
        sync()
        ts.append(time.perf_counter() - t0)
    return statistics.median(ts) * 1e3, out


def layout(a) -> str:
    a = getattr(a, "data", a)
    if not hasattr(a, "dtype"):
        return type(a).__name__
    flags = "C" if a.flags.c_contiguous else "F" if a.flags.f_contiguous else "strided"
    return f"{a.dtype} {'x'.join(map(str, a.shape))} {flags}"


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--n", type=float, default=1e8)
    ap.add_argument("--b", type=float, default=16)
    ap.add_argument("--m", type=float, default=1e7)
    ap.add_argument("--json", type=Path)
    args = ap.parse_args()
    import cupy as cp

    import runmat_accel
    from runmat_builtins import call_builtin, catalog
    from runmat_builtins.values import char_row
    from runmat_vm import Session

    catalog()
    runmat_accel.select_provider("cuda")
    prov = runmat_accel.device_provider()
    sync = prov.synchronize
    rows, out = [], []

    def add(label, t_builtin, t_cupy, result):
        rows.append([label, f"{t_builtin:.3f}", f"{t_cupy:.3f}" if t_cupy is not None else "-",
                     f"{t_builtin / t_cupy:.2f}x" if t_cupy else "-", layout(result)])
        out.append({"op": label, "ms": t_builtin, "cupy_ms": t_cupy, "result": layout(result)})

    # chain: each builtin on x = single(linspace(0, 4*pi, N)) as a 1xN gpuArray
    s = Session()
    s.workspace["N"] = args.n
    s.run((HERE / "chain_setup.m").read_text())
    g = s.workspace.raw("x")
    x = g.data
    add("chain input x", 0.0, None, g)
    for name, via, direct in [
        ("uminus", lambda: call_builtin("uminus", g), lambda: -x),
        ("mrdivide(x, 10)", lambda: call_builtin("mrdivide", g, 10.0), lambda: x / 10.0),
        ("rdivide(x, 10)", lambda: call_builtin("rdivide", g, 10.0), lambda: x / 10.0),
        ("exp", lambda: call_builtin("exp", g), lambda: cp.exp(x)),
        ("sin", lambda: call_builtin("sin", g), lambda: cp.sin(x)),
        ("cos", lambda: call_builtin("cos", g), lambda: cp.cos(x)),
        ("tanh", lambda: call_builtin("tanh", g), lambda: cp.tanh(x)),
        ("times(x, x)", lambda: call_builtin("times", g, g), lambda: x * x),
        ("plus(x, x)", lambda: call_builtin("plus", g, g), lambda: x + x),
        ("power(x, 2)", lambda: call_builtin("power", g, 2.0), lambda: x ** 2),
        ("sum(x)", lambda: call_builtin("sum", g), lambda: cp.sum(x)),
    ]:
        tb, res = timed(via, sync)
        tc, _ = timed(direct, sync)
        add(f"chain {name}", tb, tc, res)
    for stmt in ["a = -x;", "b = -x / 10;", "c = exp(-x / 10);", "d = sin(x) .* c;", "e = cos(x) .* tanh(x);",
                 "y = d + e;", "y = y .^ 2;", "t = sum(y);", "total = gather(sum(y));"]:
        tb, _ = timed(lambda: s.run(stmt), sync)
        add(f"vm {stmt}", tb, None, s.workspace.raw(stmt.split("=")[0].strip()))
    del s, g, x
    cp.get_default_memory_pool().free_all_blocks()

    # GBM step pieces at M
    M = args.m
    opts = (char_row("single"), char_row("gpuArray"))
    tb, R = timed(lambda: call_builtin("randn", M, 1.0, *opts), sync)
    rs = cp.random.RandomState(0)
    tc, _ = timed(lambda: rs.standard_normal((int(M), 1), dtype=cp.float32), sync)
    add("gbm randn(M,1,'single','gpuArray')", tb, tc, R)
    r = R.data
    for name, via, direct in [
        ("times(0.0126, R)", lambda: call_builtin("times", 0.0126, R), lambda: 0.0126 * r),
        ("plus(1e-4, R)", lambda: call_builtin("plus", 1e-4, R), lambda: 1e-4 + r),
        ("exp(R)", lambda: call_builtin("exp", R), lambda: cp.exp(r)),
        ("times(R, R)", lambda: call_builtin("times", R, R), lambda: r * r),
    ]:
        tb, res = timed(via, sync)
        tc, _ = timed(direct, sync)
        add(f"gbm {name}", tb, tc, res)
    del R, r
    cp.get_default_memory_pool().free_all_blocks()

    # image normalization statements at B
    s = Session()
    s.workspace["B"] = args.b
    s.run((HERE / "image_setup.m").read_text())
    X = s.workspace.raw("X").data
    add("image input X", 0.0, None, s.workspace.raw("X"))
    s.run("gain = 1.1; bias = 0.05; gamma = 1/2.2; epsilon = 1e-6;")
    n = X.shape[1] * X.shape[2]
    mu_c = X.mean(axis=(1, 2), keepdims=True)
    for stmt, direct in [
        ("mu = mean(X, [2 3]);", lambda: X.mean(axis=(1, 2), keepdims=True)),
        ("sd = std(X, 0, [2 3]);", lambda: X.std(axis=(1, 2), keepdims=True, ddof=1)),
        ("sd2 = sqrt(sum((X - mu) .^ 2, [2 3]) / (2160*3840 - 1));",
         lambda: cp.sqrt(((X - mu_c) ** 2).sum(axis=(1, 2), keepdims=True) / (n - 1))),
        ("Y = (X - mu) ./ (sd + epsilon);", lambda: (X - mu_c) / (mu_c + 1e-6)),
        ("Y = Y .* gain + bias;", lambda: X * 1.1 + 0.05),
        ("Y = min(max(Y, 0), 1);", lambda: cp.minimum(cp.maximum(X, 0.0), 1.0)),
        ("Y = Y .^ gamma;", lambda: X ** (1 / 2.2)),
        ("mse = gather(mean((Y - X) .^ 2, 'all'));", lambda: float(cp.mean((X - X) ** 2))),
    ]:
        tb, _ = timed(lambda: s.run(stmt), sync, repeat=3)
        tc, _ = timed(direct, sync, repeat=3)
        add(f"image {stmt}", tb, tc, s.workspace.raw(stmt.split("=")[0].strip()))

    print_table(f"per-operation ms on {prov.devices()[0].name} (CuPy {cp.__version__})",
                ["operation", "runmat ms", "cupy ms", "ratio", "result"], rows)
    if args.json:
        args.json.write_text(json.dumps(out, indent=2))


if __name__ == "__main__":
    main()
