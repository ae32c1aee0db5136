"""Implicit residency under the offload planner (in-process device): host arrays the planner
moves stay on the device across statements until a sink, while the user sees host arrays
(class, isgpuarray, isa, whos, display and errors as without the planner)."""

from __future__ import annotations

import io

import numpy as np
import pytest

import runmat_accel
from runmat_accel import GpuArray, planner, telemetry
from runmat_accel.planner import costmodel, log
from runmat_vm import Session


@pytest.fixture
def planned(inprocess, monkeypatch, tmp_path):
    """The planner on for the in-process device, moving elementwise/reduction work of >= 1000 elements."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    monkeypatch.setenv("RUNMAT_ACCEL_PLAN", "on")
    monkeypatch.setenv(costmodel.THRESHOLDS_ENV, "elementwise=1000,reduction=1000,matmul=1e4")
    monkeypatch.setenv("RUNMAT_ACCEL_PLAN_RANDOM", "host")  # rand draws host arrays (the twister's values) to move
    assert runmat_accel.enable_offload_planner() is None
    telemetry.reset()
    yield inprocess
    planner.disable()


def _run(code: str) -> tuple[Session, str, str]:
    out, err = io.StringIO(), io.StringIO()
    s = Session(stdout=out, stderr=err)
    s.run("rng(5); " + code)
    return s, out.getvalue(), err.getvalue()


def test_a_chain_stays_on_the_device_until_a_sink(planned):
    s, _, _ = _run("x = rand(3000, 1); y = exp(sin(x)) .* 2; z = y + 1;")
    snap = telemetry.snapshot()
    assert snap.uploads == 1 and snap.downloads == 0  # x went up once; nothing came back yet
    z = s.workspace.raw("z")
    assert isinstance(z, GpuArray) and z.implicit and z.is_pending  # one graph across statements
    x = s.workspace.raw("x")
    np.testing.assert_allclose(runmat_accel.download(z), np.exp(np.sin(x)) * 2 + 1, rtol=1e-12)
    s.run("t = mat2str(size(z)); w = num2str(z(1));")  # host-only builtins are sinks
    assert telemetry.snapshot().downloads >= 1


def test_the_user_sees_host_arrays(planned):
    code = ("x = rand(2000, 1); y = sqrt(x) * 3; c = class(y); g = isgpuarray(y); d = isa(y, 'double');"
            "f = isfloat(y); n = isnumeric(y); u = underlyingType(y); e = isequal(y, sqrt(x) * 3);")
    s, _, _ = _run(code)
    ws = s.workspace
    assert "".join(ws.raw("c").ravel()) == "double" and "".join(ws.raw("u").ravel()) == "double"
    assert [bool(ws.raw(k)) for k in "gdfne"] == [False, True, True, True, True]
    assert ws.raw("y").implicit


def test_display_whos_and_printing_are_identical(planned):
    code = ("x = rand(1500, 1); y = x .* 2 - 1; z = y(1:3)\ny(1:2)\ndisp(y(4:5)); fprintf('%.4f\\n', y(6:7));"
            "whos y\nw = y > 0; q = sum(w)\nm = mean(y)")
    _, on, _ = _run(code)
    planner.disable()
    _, off, _ = _run(code)
    assert on == off
    assert "1500x1" in on and "12000" in on and "double" in on


def test_small_results_come_home_but_large_ones_and_statistics_stay(planned):
    s, _, _ = _run("x = rand(2000, 3); s = sum(x); m = max(x, [], 2); k = x(5, 2); y = x(:, 1:2) .* 2;"
                   "d = s(2) * 2;")
    ws = s.workspace
    assert type(ws.raw("k")) in (float, np.ndarray)  # an element read: under the floor, brought back
    assert type(ws.raw("d")) in (float, np.ndarray)  # scalar arithmetic on a statistic: host work
    assert ws.raw("m").implicit and ws.raw("y").implicit  # 2000x1 and 2000x2 stay
    assert ws.raw("s").implicit  # 1x3, but a reduction's result: stays for the operand it is applied to
    np.testing.assert_allclose(runmat_accel.download(ws.raw("s")), ws.raw("x").sum(axis=0, keepdims=True))


def test_control_flow_and_loops_read_resident_values(planned):
    _, out, _ = _run("x = rand(1200, 1) + 1; y = x .* 2; if all(y > 1), disp('all'); end\n"
                     "n = 0; for v = y(1:3)', n = n + 1; end; disp(n); while any(y > 100), y = y / 2; end; disp(numel(y))")
    assert out.split() == ["all", "3", "1200"]


def test_gpuarray_of_a_resident_value_is_an_explicit_copy(planned):
    s, _, _ = _run("x = rand(1500, 1); y = x + 1; G = gpuArray(y); cG = class(G); cy = class(y); H = G + y;"
                   "cH = class(H); t = isgpuarray(H);")
    ws = s.workspace
    assert "".join(ws.raw("cG").ravel()) == "gpuArray" and "".join(ws.raw("cy").ravel()) == "double"
    assert "".join(ws.raw("cH").ravel()) == "gpuArray" and bool(ws.raw("t"))  # an explicit operand wins
    assert ws.raw("y").implicit and not ws.raw("G").implicit


def test_existsongpu_and_errors_treat_it_as_a_host_array(planned):
    code = "x = rand(1500, 1); y = x + 1; try, existsOnGPU(y); catch e, disp(e.identifier); end\n" \
           "try, y.f; catch e, disp(e.identifier); end"
    _, on, _ = _run(code)
    planner.disable()
    _, off, _ = _run(code)
    assert on == off and "MATLAB:UndefinedFunction" in on


def test_resident_calls_are_explained(planned):
    _run("x = rand(2500, 1); y = cos(x); z = y .* y; s = sum(z);")
    sites = {s.op: s for s in telemetry.snapshot().offload}
    assert sites["cos"].decision == "device" and ">= threshold" in sites["cos"].reason
    assert sites["times"].reason == log.RESIDENT and sites["sum"].reason == log.RESIDENT
    assert "resident" in runmat_accel.explain_offload()


def test_a_fault_on_a_resident_operand_falls_back_and_stays_resident(planned, monkeypatch):
    s, _, _ = _run("x = rand(1500, 1); y = x + 1;")
    monkeypatch.setenv("RUNMAT_ACCEL_INJECT_FAULT", "cumsum")
    runmat_accel.forget_shown()
    s.run("c = cumsum(y);")
    c = s.workspace.raw("c")
    assert c.implicit
    np.testing.assert_allclose(runmat_accel.download(c), np.cumsum(s.workspace.raw("x") + 1, axis=0))
    assert any(k.startswith("cumsum|inprocess") for k in telemetry.snapshot().fallbacks)


def test_calibration_times_the_planned_path(inprocess, monkeypatch, tmp_path):
    import math

    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    planner.disable()
    telemetry.reset()
    model, path = runmat_accel.calibrate_offload()
    sites = {(s.op, s.decision): s for s in telemetry.snapshot().offload}
    for kind in costmodel.KINDS:  # each sample was one guarded call the planner sent to the device
        assert sites[(f"calibrate:{kind}", "device")].calls >= 4
        assert model.costs[kind].launch_ns >= 1_000.0
    assert not planner.active() and planner.floor_for("elementwise")[0] == math.inf  # state restored
    assert costmodel.load("inprocess").source == str(path)
