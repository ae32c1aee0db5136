"""Fusion from the catalog's templates, on the in-process device (and cuda where present).

Scripts run through the VM twice, on the device and on the host: gathered results must agree,
and telemetry must show the calls deferred into graphs and launched as fewer kernels. Further
tests cover barriers, the graph-size limit, domain escapes (sqrt of a negative number is
complex; ~NaN is an error), injected faults, the kernel cache and the templates themselves.
"""

from __future__ import annotations

import io

import numpy as np
import pytest

import runmat_accel
from runmat_accel import GpuArray, telemetry
from runmat_accel.fusion import FUNCTIONS, TemplateError, parse
from runmat_accel.fusion.program import cuda_source, plan, template_has_domain
from runmat_builtins.catalog import catalog
from runmat_vm import Session


def _run(code: str, names: list[str], device: bool) -> dict:
    src = code.replace("DEV(", "gpuArray(" if device else "(")
    s = Session(stdout=io.StringIO(), stderr=io.StringIO())
    s.run(src)
    return {n: s.workspace.raw(n) for n in names}


def _host(v):
    return runmat_accel.download(v)


CASES = [
    ("chain", "x = DEV(single(linspace(0, 4*pi, 257))); y = sin(x) .* exp(-x / 10) + cos(x) .* tanh(x); y = y .^ 2;",
     ["y"]),
    ("mixed classes and scalars", "A = DEV(rand(4, 5)); B = DEV(single(rand(4, 5))); r1 = A * 2 + B; r2 = 3 - A ./ (B + 1);"
     "r3 = (A > 0.5) + (B <= 0.25); r4 = ~(A > 0.2) | (B < 0.5);", ["r1", "r2", "r3", "r4"]),
    ("implicit expansion", "c = DEV(rand(3, 1)); r = DEV(rand(1, 4)); r1 = c + r; r2 = (c - r) .* c; r3 = max(c, r);"
     "r4 = min(c - 0.5, 0);", ["r1", "r2", "r3", "r4"]),
    ("rounding and remainders", "A = DEV([-7.5 -2.5 -1 0 1 2.5 7.5 10]); r1 = mod(A, 3); r2 = rem(A, 3); r3 = round(A);"
     "r4 = fix(A / 2) + floor(A / 4) + ceil(A / 4); r5 = mod(A, 0); r6 = mod(A, -3); r7 = abs(A) + sign(A);",
     ["r1", "r2", "r3", "r4", "r5", "r6", "r7"]),
    ("NaN and Inf", "A = DEV([NaN Inf -Inf 0 1 -1]); r1 = A + 1; r2 = max(A, 0); r3 = min(A, 0); r4 = A ./ 0;"
     "r5 = isnan(A) | isinf(A); r6 = exp(A) .* 0;", ["r1", "r2", "r3", "r4", "r5", "r6"]),
    ("host operands", "A = DEV(rand(3, 4)); H = rand(3, 4); r1 = A + H; r2 = H .* A - single(2);", ["r1", "r2"]),
    ("missing trailing dimensions", "X = DEV(rand(2, 3, 4)); m = mean(X, [2 3]); c = DEV(rand(1, 3)); P = DEV(rand(2, 3));"
     "r1 = (X - m) ./ (m + 1); r2 = X .* c + P; r3 = sum((X - m) .^ 2, [2 3]); r4 = mean(X - P, 3);"
     "Z = DEV(rand(2, 3, 4, 5)); r5 = Z - mean(Z, [3 4]); r6 = std(Z - m, 0, [2 3]);",
     ["r1", "r2", "r3", "r4", "r5", "r6"]),
    ("image normalisation", "X = DEV(single(rand(2, 6, 5))); mu = mean(X, [2 3]); sd = std(X, 0, [2 3]);"
     "Y = (X - mu) ./ (sd + 1e-6); Y = Y .* 1.1 + 0.05; Y = min(max(Y, 0), 1); Y = Y .^ (1/2.2);"
     "mse = mean((Y - X) .^ 2, 'all');", ["Y", "mse"]),
]


@pytest.mark.parametrize("label,code,names", CASES, ids=[c[0] for c in CASES])
def test_fused_results_equal_host(label, code, names, device):
    host = _run(code, names, device=False)
    telemetry.reset()
    dev = _run(code, names, device=True)
    assert all(isinstance(dev[n], GpuArray) for n in names)
    gathered = {n: _host(dev[n]) for n in names}
    snap = telemetry.snapshot().fusion
    assert snap.deferred > 0 and snap.kernels > 0
    assert snap.kernels < snap.deferred, "a graph of several calls should run as one kernel"
    assert snap.unfused == 0, snap.reasons  # every kernel compiled and ran (no domain escapes here)
    for n in names:
        got, want = gathered[n], np.asarray(host[n])
        assert got.dtype == want.dtype, (n, got.dtype, want.dtype)
        assert got.shape == want.shape, n
        tol = 1e-5 if want.dtype == np.float32 else 1e-12
        np.testing.assert_allclose(got.astype(np.float64), want.astype(np.float64), rtol=tol, atol=tol, err_msg=n)


COMPLEX_CASES = [
    "z = DEV([1+2i, 3-1i, -2+0.5i]); x = DEV([1 2 3]); r1 = sin(x) + z; r2 = z .* x + 1; r3 = exp(x) .* z - z;",
    "z = DEV(1+2i); x = DEV([1 2 3]); r1 = sin(x) + z; r2 = x .* z; r3 = (x + 1) .* z;",
    "z = [1+2i 2 3i]; x = DEV(single([1 2 3])); r1 = sin(x) + z; r2 = x .* z; r3 = (x + 1) .* z - z;",
    "z = DEV([1+2i 2 3i]); x = DEV([-1 2 3]); r1 = sum(x .* z); r2 = mean(z + x); r3 = sqrt(x) .* 2 + z;",
]


@pytest.mark.parametrize("code", COMPLEX_CASES)
def test_complex_operands_in_a_chain_equal_host(code, device):
    # complex operands are not fused (the kernels compute real classes): the bodies' results
    host = _run(code, ["r1", "r2", "r3"], device=False)
    dev = _run(code, ["r1", "r2", "r3"], device=True)
    for n in ("r1", "r2", "r3"):
        got, want = _host(dev[n]), np.asarray(host[n])
        assert got.dtype == want.dtype and np.iscomplexobj(got), (n, got.dtype, want.dtype)
        tol = 1e-5 if want.dtype == np.complex64 else 1e-12
        np.testing.assert_allclose(got, want, rtol=tol, atol=tol, err_msg=n)


def test_a_builtin_without_template_is_a_barrier(inprocess):
    telemetry.reset()
    out = _run("A = DEV(rand(3, 4)); B = cumsum(A + 1) * 2; C = B - 1;", ["A", "B", "C"], device=True)
    snap = telemetry.snapshot().fusion
    assert snap.reasons.get("data", 0) >= 1  # cumsum read A + 1
    np.testing.assert_allclose(_host(out["C"]), np.cumsum(_host(out["A"]) + 1, axis=0) * 2 - 1)


def test_values_stay_pending_until_needed(inprocess):
    telemetry.reset()
    s = Session()
    s.run("A = gpuArray(rand(300, 2)); B = exp(A) + A .* 2; n = size(B, 1); c = class(B);")
    b = s.workspace.raw("B")
    assert b.is_pending and b.shape == (300, 2)
    assert telemetry.snapshot().fusion.kernels == 0
    b.data  # noqa: B018 (reading the data computes it)
    assert not b.is_pending and telemetry.snapshot().fusion.kernels == 1


def test_graph_limit_splits_long_chains(inprocess, monkeypatch):
    from runmat_vm import device_loops

    monkeypatch.setattr(device_loops, "ENABLED", False)  # (they pass t*1e-5 per iteration: one loop)
    telemetry.reset()
    # the step's parameter changes with t: no loop to roll (fusion/loop.py), the graph limit splits it
    out = _run("S = DEV(ones(5, 1)); for t = 1:300, S = S .* 1.001 + t * 1e-5; end", ["S"], device=True)
    host = _run("S = DEV(ones(5, 1)); for t = 1:300, S = S .* 1.001 + t * 1e-5; end", ["S"], device=False)
    snap = telemetry.snapshot().fusion
    assert snap.reasons.get("graph limit", 0) >= 2 and snap.cache_hits >= 1
    np.testing.assert_allclose(_host(out["S"]), host["S"], rtol=1e-12)


def test_domain_escape_computes_unfused(inprocess):
    telemetry.reset()
    out = _run("A = DEV([-4 1 9]); r = sqrt(A) + 1; p = A .^ 0.5;", ["r", "p"], device=True)
    got = _host(out["r"])
    assert got.dtype.kind == "c"
    np.testing.assert_allclose(got, [[1 + 2j, 2, 4]])
    np.testing.assert_allclose(_host(out["p"]), [[2j, 1, 3]], atol=1e-12)
    assert telemetry.snapshot().fusion.unfused >= 1


def test_not_of_nan_is_matlab_error(inprocess):
    s = Session()
    with pytest.raises(Exception) as info:
        s.run("A = gpuArray([NaN 1]); B = ~(A + 1); disp(gather(B));")
    assert "NaN" in str(info.value) or "logical" in str(info.value).lower()


def test_injected_kernel_fault_falls_back_unfused(inprocess, monkeypatch):
    monkeypatch.setenv("RUNMAT_ACCEL_INJECT_FAULT", "fusion")
    telemetry.reset()
    out = _run("A = DEV([1 2 3]); B = (A + 1) .* 2;", ["B"], device=True)
    np.testing.assert_array_equal(_host(out["B"]), [[4, 6, 8]])
    snap = telemetry.snapshot().fusion
    assert snap.unfused >= 1 and snap.kernels == 0


def test_injected_builtin_fault_keeps_the_guard_fallback(inprocess, monkeypatch):
    monkeypatch.setenv("RUNMAT_ACCEL_INJECT_FAULT", "plus")
    telemetry.reset()
    out = _run("A = DEV([1 2 3]); B = (A + 1) .* 2;", ["B"], device=True)
    np.testing.assert_array_equal(_host(out["B"]), [[4, 6, 8]])
    assert any(k.startswith("plus|inprocess") for k in telemetry.snapshot().fallbacks)


def test_every_catalog_template_parses_and_renders():
    from runmat_accel.fusion.graph import Node, Param

    count = 0
    for spec in catalog().specs():
        text = spec.accel.template
        if text is None:
            continue
        t = parse(text)
        if t.tree[0] == "call" and FUNCTIONS[t.tree[1]].draw:
            continue
        leaf = Node.leaf(None, np.ones((2, 2)))
        ops = tuple(leaf if i == 0 else Param(1.0, np.dtype(np.float64)) for i in range(t.arity))
        f8 = np.dtype(np.float64)
        node = Node(spec.name, t, ops, (2, 2), f8, f8, None, domain=template_has_domain(t.tree, f8))
        ins, out, op, _ = cuda_source(plan(node)[0])
        assert "out = t0;" in op and "in0" in ins
        assert ("escaped" in op) == ("escaped" in out) and "escaped" not in ins  # inputs are read-only
        count += 1
    assert count >= 60


def test_a_draw_broadcast_into_a_larger_result_keeps_its_values(device):
    # rand(3, 1) + zeros(3, 4): every column is the same three draws (they were drawn per element
    # of the larger result); MATLAB's implicit expansion repeats the column
    telemetry.reset()
    out = _run("r = rand(3, 1, 'gpuArray'); A = gpuArray(zeros(3, 4)); B = A + r; s = rand(3, 1, 'gpuArray') * 2;"
               " C = A + s; rr = gather(r); ss = gather(s);", ["B", "C", "rr", "ss"], device=True)
    B, C = _host(out["B"]), _host(out["C"])
    np.testing.assert_array_equal(B, np.tile(np.asarray(out["rr"]), (1, 4)))
    np.testing.assert_array_equal(C, np.tile(np.asarray(out["ss"]), (1, 4)))
    assert telemetry.snapshot().fusion.reasons.get("draw", 0) == 2


def test_square_is_a_multiply_in_the_kernel(inprocess):
    # x .^ 2 is x .* x (exactly pow(x, 2)): no pow call and no domain check in the kernel
    from runmat_accel.fusion.graph import Node

    s = Session(stdout=io.StringIO(), stderr=io.StringIO())
    s.run("x = gpuArray(single(linspace(-3, 4, 101))); y = (x - 1) .^ 2; z = (x - 1) .^ 3;")
    y, z = s.workspace.raw("y"), s.workspace.raw("z")
    assert y._node.__class__ is Node and z._node.__class__ is Node
    ins, out, op, _ = cuda_source(plan(y._node)[0])
    assert "pow" not in op and "escaped" not in out and "* " in op
    assert "pow" in cuda_source(plan(z._node)[0])[2]
    x = np.linspace(-3, 4, 101, dtype=np.float32).reshape(1, -1)
    np.testing.assert_array_equal(_host(y), np.square(x - np.float32(1)))
    np.testing.assert_array_equal(_host(z), np.power(x - np.float32(1), np.float32(3)))


@pytest.mark.parametrize("bad", ["sin({0}", "nosuch({0})", "({0} + {2})", "pow({0})", "{0} $ 1"])
def test_bad_templates_are_rejected(bad):
    with pytest.raises(TemplateError):
        parse(bad)


def test_template_language_renders_operators():
    t = parse("(({0} | {1}) & ~({0} & {1}))")
    assert t.arity == 2 and t.is_logical
    assert parse("{0} > 0 ? {0} : -{0}").arity == 1


# -- random numbers drawn inside the kernel ----------------------------------------------------
def test_philox_known_answer():
    from runmat_accel.fusion.random import philox_numpy

    words = philox_numpy(0, np.array([0], dtype=np.uint64))
    assert [int(w[0]) for w in words] == [0x6627E8D5, 0xE169C58D, 0xBC57AC4C, 0x9B00DBD8]  # Random123's KAT


@pytest.mark.parametrize("cls", ["single", "double"])
def test_device_randn_and_rand_are_distributed_right(cls, device):
    from scipy import stats

    s = Session(stdout=io.StringIO(), stderr=io.StringIO())
    telemetry.reset()
    s.run(f"rng(7); Z = randn(100000, 1, '{cls}', 'gpuArray'); U = rand(100000, 1, '{cls}', 'gpuArray');"
          "W = 2 .* Z + 1;")
    z, u, w = (_host(s.workspace.raw(n)).ravel() for n in ("Z", "U", "W"))
    assert z.dtype == u.dtype == (np.float32 if cls == "single" else np.float64)
    assert telemetry.snapshot().fusion.random_in_kernel >= 2
    n = z.size
    assert abs(z.mean()) < 5 / np.sqrt(n) and abs(z.var() - 1) < 5 * np.sqrt(2 / n)
    assert abs(w.mean() - 1) < 10 / np.sqrt(n) and abs(w.var() - 4) < 20 * np.sqrt(2 / n)
    assert stats.kstest(z, "norm").pvalue > 1e-4
    assert u.min() > 0 and u.max() < 1 and stats.kstest(u, "uniform").pvalue > 1e-4
    # independent draws, and rng(seed) repeats the stream
    assert abs(np.corrcoef(z, u)[0, 1]) < 5 / np.sqrt(n)
    s.run(f"rng(7); Z2 = randn(100000, 1, '{cls}', 'gpuArray');")
    np.testing.assert_array_equal(_host(s.workspace.raw("Z2")).ravel(), z)


def test_gbm_draws_fuse_into_the_step(inprocess):
    code = ("S = 100 * ones(2000, 1, 'single', 'gpuArray'); for t = 1:64,"
            " S = S .* exp(-0.0001 + 0.01 .* randn(2000, 1, 'single', 'gpuArray')); end; m = gather(mean(S));")
    telemetry.reset()
    s = Session(stdout=io.StringIO(), stderr=io.StringIO())
    s.run(code)
    snap = telemetry.snapshot().fusion
    assert snap.random_in_kernel == 64 and snap.kernels <= 10
    m = float(np.asarray(s.workspace["m"]).ravel()[0])
    assert abs(m - 100 * np.exp(64 * (-0.0001 + 0.5 * 0.01 ** 2))) < 5 * 100 * 0.01 * 8 / np.sqrt(2000)


def test_scalar_operands_decide_domains_before_the_kernel(inprocess):
    telemetry.reset()
    s = Session(stdout=io.StringIO(), stderr=io.StringIO())
    s.run("A = gpuArray([-2 -1 3]); B = A .^ 2 + 1; c = class(B); C = A .^ 0.5;")
    b = s.workspace.raw("B")
    assert b.is_pending and b.dtype == np.float64  # an integer exponent: real for every base
    np.testing.assert_array_equal(_host(b), [[5, 2, 10]])
    assert _host(s.workspace.raw("C")).dtype.kind == "c"


def test_products_with_a_scalar_fuse_and_matrix_products_do_not(inprocess):
    code = ("A = DEV(rand(3, 3)); B = DEV(rand(3, 3)); r1 = -A / 10 + 2 * A; r2 = A * B; r3 = 4 \\ A;"
            "r4 = A / B;")
    host = _run(code, ["r1", "r2", "r3", "r4"], device=False)
    telemetry.reset()
    dev = _run(code, ["r1", "r2", "r3", "r4"], device=True)
    assert dev["r1"].is_pending and dev["r3"].is_pending and not dev["r2"].is_pending
    for n in ("r1", "r2", "r3", "r4"):
        np.testing.assert_allclose(_host(dev[n]), host[n], rtol=1e-12, atol=1e-12)


def test_chain_script_is_one_kernel(inprocess):
    s = Session(stdout=io.StringIO(), stderr=io.StringIO())
    s.run("N = 1000; x = gpuArray(single(linspace(0, 4*pi, N)));")
    telemetry.reset()
    s.run("y = sin(x) .* exp(-x / 10) + cos(x) .* tanh(x); y = y .^ 2; total = gather(sum(y));")
    f = telemetry.snapshot().fusion
    assert f.kernels == 1 and f.ops_fused == 11 and f.unfused == 0  # ten calls and the sum
    assert f.reductions == 1


def test_two_argument_max_min_fuse(inprocess):
    s = Session(stdout=io.StringIO(), stderr=io.StringIO())
    s.run("A = gpuArray([1 NaN -3]); B = min(max(A, 0), 1); m = max(A);")
    assert s.workspace.raw("B").is_pending
    np.testing.assert_array_equal(_host(s.workspace.raw("B")), [[1, 0, 0]])
    assert float(np.asarray(_host(s.workspace.raw("m"))).ravel()[0]) == 1.0
