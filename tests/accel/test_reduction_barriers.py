"""Reduction fusion's barriers and fallbacks on the in-process device: call forms it does not
cover, integer and complex operands, empty arrays, graphs with a domain check or an in-kernel
draw, and injected faults all give the host's answer, through the body or the guard's fallback."""

from __future__ import annotations

import io

import numpy as np
import pytest

import runmat_accel
from runmat_accel import GpuArray, telemetry
from runmat_vm import Session


def _run(code: str, names: list[str], device: bool, stderr: io.StringIO | None = None) -> dict:
    s = Session(stdout=io.StringIO(), stderr=stderr or io.StringIO())
    s.run("rng(11); " + code.replace("DEV(", "gpuArray(" if device else "("))
    return {n: s.workspace.raw(n) for n in names}


def _host(v):
    out = np.asarray(runmat_accel.download(v))
    return out.reshape(1, 1) if out.ndim == 0 else out


SETUP = "A = DEV(rand(5, 4)); A(2, 2) = NaN; Z = DEV(zeros(0, 3));"
BARRIERS = [
    ("outtype 'native'", "r = sum(A + 1, 1, 'native');"),
    ("mean 'omitnan'", "r = mean(A .* 2, 'omitnan');"),
    ("max 'includenan'", "r = max(A + 1, [], 1, 'includenan');"),
    ("max with indices", "[r, k] = max(A + 1);"),
    ("std 'omitnan'", "r = std(A + 1, 0, 1, 'omitnan');"),
    ("std with a weight vector", "r = std(A + 1, [1 2 1 1 2]);"),
    ("a trailing dimension", "r = sum(A + 1, 3);"),
    ("int32 operand", "r = sum(int32(A(:, [1 3 4]) * 100), 2);"),
    ("complex operand", "r = sum((A + 1i) .* 2);"),
    ("empty operand", "r = sum(Z + 1); q = max(Z + 1);"),
]


@pytest.mark.parametrize("label,code", BARRIERS, ids=[b[0] for b in BARRIERS])
def test_forms_fusion_does_not_cover_run_the_body(label, code, inprocess):
    names = ["r"] + (["k"] if "[r, k]" in code else []) + (["q"] if "q =" in code else [])
    host = _run(SETUP + code, names, device=False)
    telemetry.reset()
    dev = _run(SETUP + code, names, device=True)
    assert telemetry.snapshot().fusion.reductions == 0
    for n in names:
        want = np.asarray(host[n])
        want = want.reshape(1, 1) if want.ndim == 0 else want
        got = _host(dev[n])
        assert got.dtype == want.dtype and got.shape == want.shape, (n, got.dtype, want.dtype, got.shape, want.shape)
        np.testing.assert_allclose(got, want, equal_nan=True, rtol=1e-12)


def test_a_domain_check_is_computed_before_the_reduction(inprocess):
    code = "B = DEV([1 -4; 9 16]); r = sum(sqrt(B));"  # sqrt(-4) is complex: the graph escapes
    host = _run(code, ["r"], device=False)
    telemetry.reset()
    dev = _run(code, ["r"], device=True)
    np.testing.assert_allclose(_host(dev["r"]), host["r"])
    assert _host(dev["r"]).dtype.kind == "c"
    f = telemetry.snapshot().fusion
    # the reduction ran on the unchecked values (no sync before it); the escape, read at the
    # gather, recomputed the graph builtin by builtin and the sum by its body (fusion/checks.py)
    assert f.reductions == 1 and f.reasons.get("unfused: domain") == 1


def test_a_graph_with_a_draw_runs_first_then_fuses_as_a_leaf(inprocess):
    telemetry.reset()
    out = _run("r = sum(rand(200, 3, 'gpuArray') + 1);", ["r"], device=True)
    f = telemetry.snapshot().fusion
    assert f.random_in_kernel == 1 and f.reductions == 1 and f.kernels == 2
    got = _host(out["r"])
    assert got.shape == (1, 3) and np.all((got > 200) & (got < 400))


def test_an_injected_kernel_fault_runs_the_body(inprocess, monkeypatch):
    monkeypatch.setenv("RUNMAT_ACCEL_INJECT_FAULT", "fusion")
    code = "B = DEV(reshape(1:12, 3, 4)); r = sum(B .* 2, 2); m = max(B - 1);"
    telemetry.reset()
    dev = _run(code, ["r", "m"], device=True)
    np.testing.assert_array_equal(_host(dev["r"]), [[44], [52], [60]])
    np.testing.assert_array_equal(_host(dev["m"]), [[2, 5, 8, 11]])
    f = telemetry.snapshot().fusion
    assert f.reductions == 0 and f.reasons.get("unfused: reduction InjectedFault") == 2
    assert isinstance(dev["r"], GpuArray)


def test_an_injected_builtin_fault_takes_the_guard_fallback(inprocess, monkeypatch):
    monkeypatch.setenv("RUNMAT_ACCEL_INJECT_FAULT", "sum")
    err = io.StringIO()
    telemetry.reset()
    dev = _run("B = DEV(reshape(1:6, 2, 3)); r = sum(B + 1);", ["r"], device=True, stderr=err)
    np.testing.assert_array_equal(_host(dev["r"]), [[5, 9, 13]])
    snap = telemetry.snapshot()
    assert snap.fusion.reductions == 0
    assert any(k.startswith("sum|inprocess|") for k in snap.fallbacks)
    assert "RunMat:accel" in err.getvalue() or snap.warnings


def test_a_reduction_leaves_its_operand_pending_and_exact(inprocess):
    # y feeds a fused sum and is read again afterwards: its own kernel computes the same values
    code = "x = DEV(linspace(0, 1, 9)); y = exp(x) - 1; s = sum(y); z = y .* 2;"
    host = _run(code, ["s", "z"], device=False)
    dev = _run(code, ["s", "z"], device=True)
    np.testing.assert_allclose(_host(dev["s"]), np.asarray(host["s"]).reshape(1, 1), rtol=1e-12)
    np.testing.assert_allclose(_host(dev["z"]), host["z"], rtol=1e-12)


def test_reduction_sources_render_for_cuda():
    from runmat_accel.fusion.graph import Node
    from runmat_accel.fusion.program import plan
    from runmat_accel.fusion.reduce import REDUCTIONS, cuda_reduction_source
    from runmat_accel.fusion.template import parse

    leaf = Node.leaf(None, np.ones((3, 4), dtype=np.float32))
    sin = parse("sin({0})")
    root = Node("sin", sin, (leaf,), (3, 4), leaf.dtype, leaf.dtype, None)
    prog = plan(root)[0]
    for red in REDUCTIONS.values():
        spec = (red.name, red.omit_value is not None, 0, (1,), 2, "<f4")
        src = cuda_reduction_source(prog, red, spec)
        assert len(src["passes"]) == (2 if red.finish in ("var", "std") else 1)
        first = src["passes"][0]
        assert "sin(" in first["preamble"] and first["map_expr"].count("rm_map_") >= 1
        assert "a" in first["reduce_expr"] and "b" in first["reduce_expr"]
        assert first["out_params"] == "float32 out0" and first["reduce_type"] == "float"
