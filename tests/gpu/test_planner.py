"""The auto-offload planner on the in-process device, with thresholds injected through
RUNMAT_ACCEL_PLAN_THRESHOLDS or a calibration file: decisions, results equal to the host run,
class/display invariance, the explain table, telemetry, fallbacks under injected faults, and
no offload at all where the planner is not enabled (a machine without a GPU)."""

from __future__ import annotations

import io
import json
import math
import subprocess
import sys

import numpy as np
import pytest

import runmat_accel
from runmat_accel import planner, telemetry
from runmat_accel.planner import costmodel, log
from runmat_vm import Session

from gpu_support import cuda_skip_reason

SCRIPT = ("x = rand(300, 20); y = sin(x) .* 2 + 1; s = sum(y); A = rand(40); B = A * A';"
          "m = max(y, [], 1); c = class(y); g = isgpuarray(y); small = [1 2 3] + 1;")
NAMES = ["y", "s", "B", "m", "small"]


def _run(code: str) -> tuple[Session, str]:
    out = io.StringIO()
    s = Session(stdout=out, stderr=io.StringIO())
    s.run("rng(7); " + code)
    return s, out.getvalue()


@pytest.fixture
def planned(inprocess, monkeypatch, tmp_path):
    """The planner on for the in-process device: 1000-element elementwise/reduction, 1e4 matmul."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    monkeypatch.setenv("RUNMAT_ACCEL_PLAN", "on")
    monkeypatch.setenv(costmodel.THRESHOLDS_ENV, "elementwise=1000,reduction=1000,matmul=1e4")
    monkeypatch.setenv("RUNMAT_ACCEL_PLAN_RANDOM", "host")  # rand draws host arrays (the twister's values) to move
    assert runmat_accel.enable_offload_planner() is None
    telemetry.reset()
    yield inprocess
    planner.disable()


def _values(s: Session) -> dict:
    return {n: s.workspace.raw(n) for n in NAMES}


def test_offloaded_results_equal_the_host_run_and_look_like_host_values(planned):
    planner.disable()
    host, host_out = _run(SCRIPT)
    expected = _values(host)
    assert runmat_accel.enable_offload_planner() is None
    telemetry.reset()
    dev, dev_out = _run(SCRIPT + " disp(y(1:3)); disp(c); disp(g)")
    got = _values(dev)
    for n in NAMES:
        np.testing.assert_allclose(runmat_accel.download(got[n]), expected[n], rtol=1e-12, err_msg=n)
    # y and B stay on the device (implicit), so do the statistics s and m (until a sink);
    # small never reached the planner
    assert all(got[n].implicit for n in ("y", "B", "s", "m"))
    assert type(got["small"]) is np.ndarray
    assert dev.workspace.raw("c").tolist() == host.workspace.raw("c").tolist()
    assert bool(dev.workspace.raw("g")) is False
    snap = telemetry.snapshot()
    assert snap.device_calls.get("inprocess", 0) >= 5
    by_op = {(s.op, s.decision) for s in snap.offload}
    assert {("sin", "device"), ("sum", "device"), ("mtimes", "device")} <= by_op
    # only the first call of the chain moves x; the rest runs where y's operands already are
    reasons = {s.op: s.reason for s in snap.offload}
    assert ">= threshold" in reasons["sin"] and reasons["times"] == log.RESIDENT
    assert snap.uploads == 3  # x once for its whole chain; A and A' for the product
    # [1 2 3] + 1 is far below the floor: the planner never sees it
    assert not any(s.sizes == [[1, 3]] for s in snap.offload)


def test_display_is_identical_with_and_without_the_planner(planned):
    code = "x = rand(1200, 1); y = x .* 3; disp(size(y)); z = y(1:4)"
    _, on = _run(code)
    planner.disable()
    _, off = _run(code)
    assert on == off and "z =" in on


def test_below_threshold_and_integer_arrays_stay_on_the_host(planned):
    _run("a = rand(10, 10) + 1; b = ones(2000, 1, 'int32') + 1; c = rand(2000, 1) > 2;")
    sites = {(s.op, tuple(map(tuple, s.sizes))): s for s in telemetry.snapshot().offload}
    assert ("plus", ((10, 10),)) not in sites  # under the floor: not even planned
    intplus = sites[("plus", ((2000, 1),))]
    assert intplus.decision == "host" and "int32" in intplus.reason
    assert sites[("gt", ((2000, 1),))].decision == "device"


def test_explain_table_lists_op_sizes_decision_reason_and_times(planned):
    _run("x = rand(2000, 1); y = exp(x); s = sum(y);")
    text = runmat_accel.explain_offload()
    lines = [ln for ln in text.splitlines() if ln.startswith(("exp ", "sum "))]
    assert len(lines) == 2
    for ln in lines:
        assert "2000x1" in ln and " device " in ln
    assert ">= threshold 1000" in lines[0] and log.RESIDENT in lines[1]  # sum reads exp's resident result
    site = next(s for s in telemetry.snapshot().offload if s.op == "exp")
    assert site.calls == 1 and site.measured_ns > 0 and site.estimated_host_ns > 0


def test_injected_device_fault_falls_back_with_the_right_result(planned, monkeypatch):
    monkeypatch.setenv("RUNMAT_ACCEL_INJECT_FAULT", "sin,sum")
    runmat_accel.forget_shown()
    s, _ = _run("x = rand(2000, 1); y = sin(x); t = sum(x);")
    x = s.workspace.raw("x")
    y = s.workspace.raw("y")
    np.testing.assert_allclose(runmat_accel.download(y), np.sin(x))
    np.testing.assert_allclose(runmat_accel.download(s.workspace.raw("t")), x.sum(axis=0, keepdims=True))
    assert y.implicit  # the host fallback's result was uploaded again: still resident, still implicit
    fb = telemetry.snapshot().fallbacks
    assert any(k.startswith("sin|inprocess") for k in fb) and any(k.startswith("sum|inprocess") for k in fb)


def test_calibration_file_sets_the_thresholds(inprocess, monkeypatch, tmp_path):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    monkeypatch.setenv("RUNMAT_ACCEL_PLAN", "on")
    monkeypatch.delenv(costmodel.THRESHOLDS_ENV, raising=False)
    path = costmodel.save(costmodel.CostModel(device="inprocess", thresholds={"elementwise": 5000.0}))
    assert path.parent == tmp_path / "runmat"
    try:
        assert runmat_accel.enable_offload_planner() is None
        assert planner.model().source == str(path)
        telemetry.reset()
        _run("a = rand(4000, 1) .* 2; b = rand(6000, 1) .* 2;")
        sites = {s.sizes[0][0]: s.decision for s in telemetry.snapshot().offload if s.op == "times"}
        assert sites == {6000: "device"}  # 4000 is under the threshold: the host path, unplanned
    finally:
        planner.disable()


def test_calibration_measures_and_caches_a_model(inprocess, monkeypatch, tmp_path):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    model, path = runmat_accel.calibrate_offload()
    data = json.loads(path.read_text())
    assert data["device"] == "inprocess" and set(data["costs"]) == set(costmodel.KINDS)
    loaded = costmodel.load("inprocess")
    assert loaded.source == str(path)
    assert loaded.costs["matmul"].host_ns_per_unit == pytest.approx(model.costs["matmul"].host_ns_per_unit)


def test_default_thresholds_count_the_transfers():
    m = costmodel.CostModel()
    # a planned call uploads its operands (the result stays): the copy raises the threshold
    free_link = costmodel.CostModel(transfer_ns_per_byte=0.0)
    assert 1 <= free_link.threshold("elementwise") < m.threshold("elementwise") < math.inf
    assert 1 <= m.threshold("matmul") < math.inf
    slow_link = costmodel.CostModel(transfer_ns_per_byte=1.0)  # 1 GB/s: a double costs more to move
    assert slow_link.threshold("elementwise") == math.inf


def test_bad_threshold_text_is_rejected():
    assert costmodel.parse_thresholds("elementwise=10; matmul=1e6") == {"elementwise": 10.0, "matmul": 1e6}
    with pytest.raises(ValueError, match="kind=work"):
        costmodel.parse_thresholds("convolution=3")


def test_emulated_device_is_not_planned_by_default(inprocess, monkeypatch):
    monkeypatch.delenv("RUNMAT_ACCEL_PLAN", raising=False)
    monkeypatch.setenv(costmodel.THRESHOLDS_ENV, "elementwise=1")
    assert runmat_accel.enable_offload_planner() == "RUNMAT_ACCEL_PLAN=off"  # opt-in
    monkeypatch.setenv("RUNMAT_ACCEL_PLAN", "auto")
    reason = runmat_accel.enable_offload_planner()
    assert "emulation" in reason or "no GPU library" in reason
    assert not planner.active() and planner.floor_for("elementwise")[0] == math.inf
    telemetry.reset()
    _run("x = rand(5000, 1); y = x + 1;")
    snap = telemetry.snapshot()
    assert snap.offload == [] and snap.uploads == 0
    monkeypatch.setenv("RUNMAT_ACCEL_PLAN", "off")
    assert runmat_accel.enable_offload_planner() == "RUNMAT_ACCEL_PLAN=off"


@pytest.mark.skipif(cuda_skip_reason() is None, reason="a real GPU is present: auto may offload here")
def test_cli_auto_without_a_gpu_does_not_offload(tmp_path):
    script = tmp_path / "s.m"
    script.write_text("x = rand(5000, 1); y = sin(x) + 1; disp(class(y))\n")
    env = {k: v for k, v in __import__("os").environ.items() if not k.startswith("RUNMAT_")}
    env[costmodel.THRESHOLDS_ENV] = "elementwise=1"
    env["RUNMAT_ACCEL_PLAN"] = "auto"  # asked for, but there is no real device here
    env["RUNMAT_ACCEL"] = "inprocess"  # device present but emulated and not requested as auto
    proc = subprocess.run([sys.executable, "-m", "runmat_vm.cli", "run", str(script), "--accel", "auto",
                           "--explain-offload"], capture_output=True, text=True, env=env, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == "double"
    assert "no planned calls" in proc.stderr


def test_cli_explain_offload_on_the_emulated_device(tmp_path):
    script = tmp_path / "s.m"
    script.write_text("x = rand(5000, 1); y = sin(x) + 1; disp(class(y)); disp(isgpuarray(y))\n")
    env = {k: v for k, v in __import__("os").environ.items() if not k.startswith("RUNMAT_")}
    env.update({costmodel.THRESHOLDS_ENV: "elementwise=1000", "RUNMAT_ACCEL_PLAN": "on",
                "XDG_CACHE_HOME": str(tmp_path)})
    out = tmp_path / "t.json"
    proc = subprocess.run([sys.executable, "-m", "runmat_vm.cli", "run", str(script), "--explain-offload",
                           "--telemetry-out", str(out)], capture_output=True, text=True, env=env, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.split() == ["double", "0"]
    assert "sin" in proc.stderr and "device" in proc.stderr
    sites = json.loads(out.read_text())["offload"]
    assert {s["op"] for s in sites if s["decision"] == "device"} >= {"sin", "plus"}
    assert next(s for s in sites if s["op"] == "plus")["reason"] == log.RESIDENT
