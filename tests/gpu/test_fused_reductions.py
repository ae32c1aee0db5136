"""Reduction fusion on each device (in-process, and cuda where present): an elementwise chain
feeding sum/prod/mean/max/min/var/std over a dimension, a vector of dimensions or 'all' runs as
one reduction kernel, and gathers to what the host computes (class, size, NaN handling)."""

from __future__ import annotations

import io

import numpy as np
import pytest

import runmat_accel
from runmat_accel import GpuArray, telemetry
from runmat_vm import Session


def _run(code: str, names: list[str], device: bool) -> dict:
    s = Session(stdout=io.StringIO(), stderr=io.StringIO())
    s.run("rng(7); " + code.replace("DEV(", "gpuArray(" if device else "("))
    return {n: s.workspace.raw(n) for n in names}


def _same(got, want, name):
    want = np.asarray(want)
    if want.ndim == 0:
        want = want.reshape(1, 1)
    assert got.dtype == want.dtype, (name, got.dtype, want.dtype)
    assert got.shape == want.shape, (name, got.shape, want.shape)
    tol = 1e-5 if want.dtype == np.float32 else 1e-11
    np.testing.assert_allclose(got.astype(np.float64), want.astype(np.float64), rtol=tol, atol=tol, err_msg=name)


SETUP = "A = DEV(rand(6, 7)); A(2, 3) = NaN; A(:, 5) = NaN; B = DEV(rand(6, 7)); X = DEV(single(rand(3, 8, 5)));"
CASES = [
    ("sum of a chain", "r = sum(sin(B) .* 2 + 1);", 1),
    ("sum over dim 2", "r = sum(B .^ 2, 2);", 1),
    ("sum 'all'", "r = sum(exp(-B), 'all');", 1),
    ("sum propagates NaN", "r = sum(A + 1);", 1),
    ("sum 'omitnan'", "r = sum(A .* 2, 'omitnan');", 1),
    ("sum 'omitnan' over dim 2", "r = sum(A - 1, 2, 'omitnan');", 1),
    ("prod", "r = prod(B ./ 2 + 0.75);", 1),
    ("prod 'omitnan'", "r = prod(A + 0.5, 2, 'omitnan');", 1),
    ("mean", "r = mean(B - 0.5);", 1),
    ("mean over dims [2 3], single", "r = mean(X .* X, [2 3]);", 1),
    ("mean 'all'", "r = mean((B - 1) .^ 2, 'all');", 1),
    ("max omits NaN", "r = max(A .* 3);", 1),
    ("max over dim 2", "r = max(B - 1, [], 2);", 1),
    ("max 'all'", "r = max(abs(B - 0.5), [], 'all');", 1),
    ("min omits NaN, all-NaN column is NaN", "r = min(A - 1, [], 1);", 1),
    ("std over dims [2 3], single", "r = std(X, 0, [2 3]);", 1),
    ("std weight 1 over dim 2", "r = std(B .* 2, 1, 2);", 1),
    ("var of a chain", "r = var(sin(B));", 1),
    ("var of one row (n = 1)", "r = var(B(1, :) + 1, 0, 1);", 1),
    ("std with [] weight", "r = std(B + 1, [], 2);", 1),
    ("logical operand", "r = sum(B > 0.5);", 1),
    ("implicit expansion inside the map", "c = DEV(rand(6, 1)); r = sum((B - c) .^ 2, 1);", 1),
    ("a computed operand's sum is fused (a whole-array kernel)", "C = B + 1; D = C(:, :); r = sum(D);", 1),
    ("a computed operand's std is fused (one pass less)", "C = B + 1; D = C(:, :); r = std(D, 0, 2);", 1),
    ("a computed operand's max is fused (one kernel, not an argmax)", "C = A + 1; D = C(:, :); r = max(D);", 1),
    ("a computed operand's min over dim 2", "C = A + 1; D = C(:, :); r = min(D, [], 2);", 1),
    ("a computed operand's mean", "C = B + 1; D = C(:, :); r = mean(D, 2);", 1),
]


@pytest.mark.parametrize("label,code,fused", CASES, ids=[c[0] for c in CASES])
def test_fused_reduction_equals_host(label, code, fused, device):
    host = _run(SETUP + code, ["r"], device=False)
    telemetry.reset()
    dev = _run(SETUP + code, ["r"], device=True)
    assert isinstance(dev["r"], GpuArray)
    _same(runmat_accel.download(dev["r"]), host["r"], label)
    f = telemetry.snapshot().fusion
    assert f.reductions == fused, f
    assert f.unfused == 0, f.reasons


def test_the_chain_and_its_reduction_are_one_kernel(device):
    telemetry.reset()
    out = _run("x = DEV(single(linspace(0, 4*pi, 1000))); y = sin(x) .* exp(-x / 10) + cos(x) .* tanh(x);"
               "y = y .^ 2; total = sum(y);", ["total"], device=True)
    f = telemetry.snapshot().fusion
    assert f.kernels == 1 and f.reductions == 1
    assert f.ops_fused == f.deferred + 1  # every deferred call, and the sum, in that one kernel
    assert "data" not in f.reasons  # the chain never ran as its own kernel
    x = np.linspace(0, 4 * np.pi, 1000).astype(np.float32)
    want = np.sum((np.sin(x) * np.exp(-x / 10) + np.cos(x) * np.tanh(x)) ** 2, dtype=np.float64)
    assert abs(float(runmat_accel.download(out["total"])[0, 0]) - want) < 1e-3 * abs(want)


def test_image_norm_statistics_fuse(device):
    code = ("X = DEV(single(rand(2, 6, 5))); mu = mean(X, [2 3]); sd = std(X, 0, [2 3]);"
            "Y = (X - mu) ./ (sd + 1e-6); Y = Y .* 1.1 + 0.05; Y = min(max(Y, 0), 1); Y = Y .^ (1/2.2);"
            "mse = mean((Y - X) .^ 2, 'all');")
    host = _run(code, ["mu", "sd", "mse"], device=False)
    telemetry.reset()
    dev = _run(code, ["mu", "sd", "mse"], device=True)
    for n in ("mu", "sd", "mse"):
        _same(runmat_accel.download(dev[n]), host[n], n)
    # all three fuse: mean(X, [2 3]) and std of a computed X (one kernel each, where the bodies
    # launch a sum and a division, or two means) and the MSE's mean of a chain
    assert telemetry.snapshot().fusion.reductions == 3


def test_repeated_reductions_hit_the_kernel_cache(device):
    telemetry.reset()
    _run("B = DEV(rand(5, 4)); for k = 1:4, r = sum(B .* k, 2); end", ["r"], device=True)
    f = telemetry.snapshot().fusion
    assert f.reductions == 4 and f.cache_hits >= 3
