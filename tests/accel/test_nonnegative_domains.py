"""Domains decided by the graph (runmat_accel/fusion/sign.py): a base the graph shows is >= 0
or NaN (``max(x, 0)``, ``abs``, ``exp``, ``x .* x``) needs no domain check, so a reduction
fuses it as its map; any other base is still checked (``(x - 0.5) .^ 0.5`` is complex)."""

from __future__ import annotations

import io

import numpy as np
import pytest

import runmat_accel
from runmat_accel import telemetry
from runmat_accel.fusion.sign import base_domain
from runmat_accel.fusion.template import parse
from runmat_vm import Session


@pytest.fixture
def inprocess():
    runmat_accel.select_provider("inprocess")
    yield
    runmat_accel.select_provider("auto")


def _run(code: str, names: list[str]) -> dict:
    s = Session(stdout=io.StringIO(), stderr=io.StringIO())
    s.run(code)
    return {n: runmat_accel.download(v) if isinstance(v := s.workspace.raw(n), runmat_accel.GpuArray) else v
            for n in names}


IMAGE = ("X = {dev}(single(rand(3, 20, 30))); mu = mean(X, [2 3]); sd = std(X, 0, [2 3]);"
         " Y = (X - mu) ./ (sd + 1e-6); Y = Y .* 1.1 + 0.05; Y = min(max(Y, 0), 1); Y = Y .^ (1/2.2);"
         " mse = mean((Y - X) .^ 2, 'all');")


def test_a_clamped_base_fuses_into_the_reduction(inprocess):
    s = Session(stdout=io.StringIO(), stderr=io.StringIO())
    s.run("rng(3); " + IMAGE.format(dev="gpuArray"))
    X = runmat_accel.download(s.workspace.raw("X"))
    telemetry.reset()
    s.run("mu = mean(X, [2 3]); sd = std(X, 0, [2 3]); Y = (X - mu) ./ (sd + 1e-6); Y = Y .* 1.1 + 0.05;"
          " Y = min(max(Y, 0), 1); Y = Y .^ (1/2.2); mse = mean((Y - X) .^ 2, 'all'); m = gather(mse);")
    f = telemetry.snapshot().fusion
    assert f.kernels == 3 and f.reductions == 3  # mean, std, and the normalisation inside mse's map
    assert f.flag_reads == 0  # no domain check left: .^ (1/2.2) of a clamped base
    h = Session(stdout=io.StringIO(), stderr=io.StringIO())
    h.workspace["X"] = X
    h.run("mu = mean(X, [2 3]); sd = std(X, 0, [2 3]); Y = (X - mu) ./ (sd + 1e-6); Y = Y .* 1.1 + 0.05;"
          " Y = min(max(Y, 0), 1); Y = Y .^ (1/2.2); mse = mean((Y - X) .^ 2, 'all');")
    np.testing.assert_allclose(np.asarray(s.workspace["m"]), np.asarray(h.workspace["mse"]), rtol=1e-5)
    np.testing.assert_allclose(runmat_accel.download(s.workspace.raw("Y")), np.asarray(h.workspace["Y"]), rtol=1e-5)


@pytest.mark.parametrize("expr,complex_", [
    ("max(x, 0) .^ 0.5", False), ("abs(x) .^ 0.3", False), ("sqrt(exp(x) + 1)", False),
    ("log((x - 1) .* (x - 1))", False), ("min(max(x, 0), 1) .^ 1.7", False),
    ("(x - 0.5) .^ 0.5", True), ("sqrt(min(x, 1))", True), ("sqrt(max(x, NaN))", True),
    ("log(max(x, -1))", True), ("sqrt(x .* (x - 1))", True),
])
def test_bases_decided_by_the_graph_equal_the_host(inprocess, expr, complex_):
    code = f"x = {{dev}}([-2 -0.5 0 0.25 3 NaN]); y = {expr}; s = sum(y .* 2);"
    dev = _run(code.format(dev="gpuArray"), ["y", "s"])
    host = _run(code.format(dev=""), ["y", "s"])
    assert np.iscomplexobj(dev["y"]) == complex_ == np.iscomplexobj(np.asarray(host["y"]))
    np.testing.assert_allclose(dev["y"], np.asarray(host["y"]), rtol=1e-12, equal_nan=True)
    np.testing.assert_allclose(np.asarray(dev["s"]), np.asarray(host["s"]), rtol=1e-12, equal_nan=True)


def test_only_base_domains_are_decided():
    assert base_domain(parse("sqrt({0})").tree) and base_domain(parse("pow({0}, {1})").tree)
    assert not base_domain(parse("acosh({0})").tree) and not base_domain(parse("pow({1}, {0})").tree)
