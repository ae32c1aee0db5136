"""Split reductions: few outputs over many elements run as two passes, over a split view
(``fusion.reduce.split_for``), for a whole array reduced to one value as a grid-stride
pass with one partial per block (``flat_plan``), or, where the kept elements come first in
memory, as a coalesced grid-stride pass with partials per output (``column_plan``), on the in-process device and on CUDA (where
it runs), and give what the host's bodies compute, for every reduction, NaN flag, weight and
broadcast operand."""

from __future__ import annotations

import io
import math

import numpy as np
import pytest

import runmat_accel
from runmat_accel import telemetry
from runmat_accel.fusion import reduce as R
from runmat_vm import Session


@pytest.mark.parametrize("shape,axes", [
    ((1, 10**6), (1,)), ((1, 10**8), (1,)), ((64, 2160, 3840), (1, 2)), ((1, 2160, 3840), (1, 2)),
    ((64, 2160, 3840), (0, 1, 2)), ((1000, 10**5), (1,)), ((10**5, 1000), (0,)), ((300, 300), (0, 1)),
])
def test_a_plan_views_the_same_elements_as_two_passes(shape, axes):
    sp = R.split_plan(shape, axes)
    assert sp is not None
    assert sp.m * sp.k == shape[sp.axis] and sp.axis in axes
    assert sp.shape == shape[:sp.axis] + (sp.m, sp.k) + shape[sp.axis + 1:]
    assert sp.n == math.prod(shape[a] for a in axes)
    # every reduced axis of the split shape is reduced by exactly one pass, kept axes by none
    reduced = {a if a < sp.axis else a + 1 for a in axes if a != sp.axis} | {sp.axis, sp.axis + 1}
    assert set(sp.first) | set(sp.second) == reduced and not set(sp.first) & set(sp.second)
    outs = math.prod(shape) // sp.n
    partials = outs * math.prod(sp.shape[a] for a in sp.second)
    assert 2 * outs <= partials <= 16 * R.SPLIT_PARTIALS  # the first pass has parallel work
    assert sp.n * outs // partials >= R.SPLIT_MIN_INNER  # and each partial reduces a run of elements


@pytest.mark.parametrize("shape,axes", [
    ((1, 10**4), (1,)),  # few elements: one pass is as fast
    ((10**5, 1000), (1,)),  # many outputs: one pass fills the device
    ((1, 100003), (1,)),  # a prime length has no split (one pass)
    ((100003, 3), (0,)),
])
def test_one_pass_where_a_split_does_not_pay(shape, axes):
    assert R.split_plan(shape, axes) is None


def test_a_view_reads_the_operand_in_place():
    x = np.asfortranarray(np.arange(24.0).reshape(2, 12))
    sp = R.Split(axis=1, m=3, k=4, shape=(2, 3, 4), first=(1,), second=(2,), n=12)
    v = R.split_view(np, x, sp)
    assert v.shape == (2, 3, 4) and np.shares_memory(v, x)
    for j in range(12):  # element j of the axis is (j mod m, j div m)
        np.testing.assert_array_equal(v[:, j % 3, j // 3], x[:, j])
    c = np.ones((2, 1))
    assert R.split_view(np, c, sp).shape == (2, 1, 1)


def _run(code: str, names: list[str], device: bool) -> dict:
    s = Session(stdout=io.StringIO(), stderr=io.StringIO())
    s.run("rng(3); " + code.replace("DEV(", "gpuArray(" if device else "("))
    return {n: s.workspace.raw(n) for n in names}


SETUP = ("x = DEV(rand(1, 60000)); x(7) = NaN; y = DEV(rand(1, 60000)); X = DEV(single(rand(3, 240, 200)));"
         "c = DEV(single(rand(3, 1, 1)));")
CASES = [
    ("sum of a chain", "r = sum(sin(y) .* 2 + 1);"),
    ("sum propagates NaN", "r = sum(x + 1);"),
    ("sum 'omitnan'", "r = sum(x .* 2, 'omitnan');"),
    ("prod", "r = prod(1 + y ./ 60000);"),
    ("mean", "r = mean(y - 0.5);"),
    ("max omits NaN", "r = max(x .* 3);"),
    ("min 'all'", "r = min(x - 1, [], 'all');"),
    ("var", "r = var(y .* 2);"),
    ("std weight 1", "r = std(y + 1, 1);"),
    ("mean over [2 3], single", "r = mean(X .* X, [2 3]);"),
    ("std over [2 3] of a computed single", "r = std(X, 0, [2 3]);"),
    ("max over [2 3] with a broadcast operand", "r = max(X - c, [], [2 3]);"),
    ("sum over [2 3] with a broadcast operand", "r = sum((X - c) .^ 2, [2 3]);"),
    ("mean 'all' with a broadcast operand", "r = mean((X - c) .^ 2, 'all');"),
    ("var over dim 2 of a matrix", "r = var(reshape(y, 3, 20000) + 1, 0, 2);"),
]


@pytest.fixture(params=["inprocess", pytest.param("cuda", marks=pytest.mark.cuda)])
def split_device(request, monkeypatch):
    """The in-process device, and CUDA where it runs (its two-pass kernels: on the GPU machine)."""
    monkeypatch.delenv("RUNMAT_ACCEL_INJECT_FAULT", raising=False)
    try:
        runmat_accel.select_provider(request.param)
        prov = runmat_accel.device_provider()
    except Exception as exc:
        runmat_accel.select_provider("auto")
        pytest.skip(f"{request.param}: {exc}")
    if prov.name != request.param:
        runmat_accel.select_provider("auto")
        pytest.skip(f"{request.param} is not available here")
    runmat_accel.forget_shown()
    yield prov
    runmat_accel.select_provider("auto")


@pytest.mark.parametrize("label,code", CASES, ids=[c[0] for c in CASES])
def test_split_reductions_equal_the_host(label, code, split_device, monkeypatch):
    calls = []
    real = R.split_for

    def spy(shape, axes, inputs):
        sp = real(shape, axes, inputs)
        calls.append(sp)
        return sp

    def flat_spy(shape, axes, inputs, red, max_blocks):
        fl = real_flat(shape, axes, inputs, red, max_blocks)
        if fl is not None:
            assert fl.blocks > 1  # test-sized operands take two passes too
            calls.append(fl)
        return fl

    def column_spy(shape, axes, inputs, red, omit, max_threads):
        col = real_column(shape, axes, inputs, red, omit, max_threads)
        if col is not None:
            assert col.P > 1  # partials, then combined: two passes
            calls.append(col)
        return col

    real_flat, real_column = R.flat_plan, R.column_plan
    monkeypatch.setattr(R, "split_for", spy)
    monkeypatch.setattr(R, "flat_plan", flat_spy)
    monkeypatch.setattr(R, "column_plan", column_spy)
    monkeypatch.setattr(R, "FLAT_ONE_BLOCK", 4096)
    monkeypatch.setattr(R, "SPLIT_MIN_REDUCED", 8192)  # test-sized operands split too
    R.split_plan.cache_clear()
    monkeypatch.setattr(R, "split_plan", R.split_plan.__wrapped__)
    host = _run(SETUP + code, ["r"], device=False)
    telemetry.reset()
    dev = _run(SETUP + code, ["r"], device=True)
    f = telemetry.snapshot().fusion
    assert f.reductions == 1 and f.unfused == 0, f.reasons
    assert calls and all(sp is not None for sp in calls), calls  # the reduction took two passes
    got = np.asarray(runmat_accel.download(dev["r"]))
    want = np.asarray(host["r"])
    want = want.reshape(1, 1) if want.ndim == 0 else want
    assert got.dtype == want.dtype and got.shape == want.shape, (got.dtype, want.dtype, got.shape, want.shape)
    tol = 2e-5 if want.dtype == np.float32 else 1e-10
    np.testing.assert_allclose(got.astype(np.float64), want.astype(np.float64), rtol=tol, atol=tol, equal_nan=True)




_SUM, _MAX, _VAR = R.REDUCTIONS["sum"], R.REDUCTIONS["max"], R.REDUCTIONS["var"]


@pytest.mark.parametrize("shape,axes,inputs,red,blocks", [
    ((1, 10**4), (1,), [np.zeros((1, 10**4))], _SUM, 1),               # one block, one launch
    ((1, 10**6), (1,), [np.zeros((1, 10**6)), np.zeros((1, 1))], _MAX, 264),  # a 1x1 operand is read at 0
    ((300, 300), (0, 1), [np.zeros((300, 300), order="F")] * 2, _SUM, 44),
    ((2, 3, 5000), (0, 1, 2), [np.zeros((2, 3, 5000))], _SUM, 15),
])
def test_whole_array_reductions_are_flat(shape, axes, inputs, red, blocks):
    fl = R.flat_plan(shape, axes, inputs, red, 264)
    assert fl is not None and fl.n == math.prod(shape) and fl.blocks == blocks


@pytest.mark.parametrize("shape,axes,inputs,red", [
    ((3, 10**4), (1,), [np.zeros((3, 10**4))], _SUM),                  # three outputs
    ((1, 10**5), (1,), [np.zeros((1, 10**5))], _VAR),                  # var's second pass reads the mean
    ((300, 300), (0, 1), [np.zeros((300, 300)), np.zeros((300, 1))], _SUM),   # a broadcast operand
    ((300, 300), (0, 1), [np.zeros((300, 300)), np.zeros((300, 300), order="F")], _SUM),  # two orders
    ((300, 300), (0, 1), [np.zeros((300, 600))[:, ::2]], _SUM),         # not contiguous
])
def test_other_reductions_are_not_flat(shape, axes, inputs, red):
    assert R.flat_plan(shape, axes, inputs, red, 264) is None


def test_flat_source_reads_every_operand_and_combines_by_the_template(split_device, monkeypatch):
    if split_device.name != "inprocess":
        pytest.skip("the source is checked once")
    seen = []
    real = R.evaluate_reduction
    monkeypatch.setattr(R, "evaluate_reduction", lambda prog, red, spec, *rest: (seen.append((prog, red, spec)),
                                                                                  real(prog, red, spec, *rest))[1])
    _run("x = gpuArray(single(rand(1, 100))); r = max(x .* 3 + x);", ["r"], device=True)
    prog, red, spec = seen[0]
    src = R.cuda_flat_source(prog, red, spec, "k")
    assert 'extern "C" __global__ void k(const float* __restrict__ x0, const int s0, ' in src
    assert "x0[s0 ? i : 0]" in src and "k_map(in0" in src
    assert src.count("fmax(a, b)") == 4 and "rm_nan()" in src   # two loops and two block trees
    assert "void k_combine(const float* __restrict__ v" in src and "finish ? a / nall : a" in src


@pytest.mark.parametrize("shape,axes,inputs,K,P,mods", [
    # B x H x W over [2 3]: 64 outputs, element (k, r) at k + 64 r
    ((64, 2160, 3840), (1, 2), [np.zeros((64, 1, 1)), np.zeros((1, 1, 1))], 64, 4096, (64, 0)),
    ((3, 240, 200), (1, 2), [np.zeros((3, 240, 200), order="F"), np.zeros((3, 1, 1))], 3, 48000, (144000, 3)),
    ((1, 10**5), (1,), [np.zeros((1, 10**5))], 1, 10**5, (10**5,)),         # var of a row: one output
    ((6, 5, 1000), (2,), [np.zeros((6, 5, 1000), order="F")], 30, 1000, (30000,)),  # two kept axes
    # one output, an operand of 300 elements: K*P a multiple of 300 (each thread reads it once)
    ((300, 300), (0, 1), [np.zeros((300, 300), order="F"), np.zeros((300, 1))], 1, 90000, (90000, 300)),
    ((7, 300, 50), (0, 1, 2), [np.zeros((7, 300, 50), order="F"), np.zeros((7, 300), order="F")], 1, 105000, (105000, 2100)),
    ((4, 30, 5000), (2,), [np.zeros((4, 30, 5000), order="F"), np.zeros((4,))], 120, 2184, (600000, 4)),
])
def test_outer_axis_reductions_are_columns(shape, axes, inputs, K, P, mods):
    col = R.column_plan(shape, axes, inputs, R.REDUCTIONS["sum"], False, 262144)
    assert col is not None and (col.n, col.K, col.P, col.mods) == (math.prod(shape), K, P, mods)
    # thread t = k + K p reads elements t, t + K P, ...: all of output k, and an operand smaller
    # than the domain at t mod its size whatever the element
    assert all(m == 0 or m == col.n or (col.K * col.P) % m == 0 for m in col.mods)


@pytest.mark.parametrize("shape,axes,inputs", [
    ((1000, 300), (0,), [np.zeros((1000, 300), order="F")]),       # the reduced axis comes first
    ((64, 2160, 10), (1,), [np.zeros((64, 2160, 10), order="F")]),  # a kept axis after the reduced one
    ((64, 5000), (1,), [np.zeros((64, 5000))]),                     # row-major operand
    ((64, 5000), (1,), [np.zeros((64, 5000), order="F"), np.zeros((1, 5000))]),  # broadcast along the kept axis
    ((64, 20), (1,), [np.zeros((64, 20), order="F")]),              # few elements per output
    ((10**5, 100), (1,), [np.zeros((10**5, 100), order="F")]),      # as many outputs as threads
])
def test_other_reductions_are_not_columns(shape, axes, inputs):
    assert R.column_plan(shape, axes, inputs, R.REDUCTIONS["sum"], False, 262144) is None


def test_var_omitting_nan_is_not_a_column():
    x = [np.zeros((4, 1000), order="F")]
    assert R.column_plan((4, 1000), (1,), x, R.REDUCTIONS["var"], True, 262144) is None
    assert R.column_plan((4, 1000), (1,), x, R.REDUCTIONS["var"], False, 262144) is not None


def test_column_source_reads_operands_modulo_their_size(split_device, monkeypatch):
    if split_device.name != "inprocess":
        pytest.skip("the source is checked once")
    seen = []
    real = R.evaluate_reduction
    monkeypatch.setattr(R, "evaluate_reduction", lambda prog, red, spec, *rest: (seen.append((prog, red, spec)),
                                                                                  real(prog, red, spec, *rest))[1])
    _run("X = gpuArray(rand(4, 300)); c = gpuArray(rand(4, 1)); r = std(X - c, 0, 2);", ["r"], device=True)
    prog, red, spec = seen[0]
    src = R.cuda_column_source(prog, red, spec, "k")
    assert 'void k(' in src and 'void k_combine(' in src
    assert "h1 = s1 == n ? 0 : x1[s1 ? t % s1 : 0];" in src and "in1 = s1 == n ? x1[i] : h1;" in src
    assert "if (mu) { b = (b - m) * (b - m); }" in src and "sqrt(a / nall)" in src
