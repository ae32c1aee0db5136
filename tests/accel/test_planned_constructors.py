"""Planned constructors and element stores under the offload planner (in-process device): sized
zeros/ones/eye/Inf/NaN/rand/randn calls at the elementwise threshold are made on the device as
implicit values (no upload, nothing per loop iteration), small or integer ones on the host; an
element store into a resident value brings it home once; every decision is in the explain table;
values equal the CPU run (random draws: reproducible from rng, or the twister's with
RUNMAT_ACCEL_PLAN_RANDOM=host)."""

from __future__ import annotations

import io

import numpy as np
import pytest

import runmat_accel
from runmat_accel import GpuArray, planner, telemetry
from runmat_accel.errors import MException
from runmat_accel.planner import construct, costmodel, log
from runmat_vm import Session


@pytest.fixture
def planned(inprocess, monkeypatch, tmp_path):
    """The planner on for the in-process device: elementwise work (and constructors) from 1000 elements."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    monkeypatch.setenv("RUNMAT_ACCEL_PLAN", "on")
    monkeypatch.delenv(construct.RANDOM_ENV, raising=False)
    monkeypatch.setenv(costmodel.THRESHOLDS_ENV, "elementwise=1000,reduction=1000,matmul=1e4")
    assert runmat_accel.enable_offload_planner() is None
    log.clear()
    telemetry.reset()
    yield inprocess
    planner.disable()


def _run(code: str) -> Session:
    s = Session(stdout=io.StringIO(), stderr=io.StringIO())
    s.run(code)
    return s


def _host_run(code: str) -> Session:
    """The same code with the planner off (the CPU run), the planner on again afterwards."""
    planner.disable()
    try:
        return _run(code)
    finally:
        assert runmat_accel.enable_offload_planner() is None


def _rows(op: str) -> list[log.Site]:
    return [s for s in log.sites() if s.op == op]


def test_large_float_constructors_are_made_on_the_device(planned):
    s = _run("a = zeros(2000, 1); b = ones(40, 50, 'single'); c = eye(40); d = NaN([1 1200]); e = Inf(1000);")
    for n in "abcde":
        v = s.workspace.raw(n)
        assert isinstance(v, GpuArray) and v.implicit, n
    assert telemetry.snapshot().uploads == 0
    assert s.workspace.raw("b").dtype == np.float32
    [row] = _rows("zeros")
    assert row.decision == "device" and row.sizes == ((2000, 1),) and row.kind == "construct"
    assert "numel 2000 >= elementwise threshold 1000" in row.reason
    assert _rows("NaN")[0].sizes == ((1, 1200),) and _rows("Inf")[0].sizes == ((1000, 1000),)


def test_small_integer_like_and_odd_constructors_stay_on_the_host(planned):
    s = _run("a = zeros(10, 1); b = zeros(2000, 1, 'int32'); c = ones(3); p = [1 2 3];"
             "d = zeros(2000, 1, 'like', p); e = true(2000, 1); f = ones(2000, 1, 'logical');")
    for n in "abcdef":
        assert type(s.workspace.raw(n)) is np.ndarray, n
    assert not any(r.op in ("zeros", "ones") for r in log.sites())  # never planned, never listed


def test_constructor_values_and_classes_equal_the_cpu_run(planned):
    code = ("a = zeros(30, 40); b = ones(1, 1500, 'single') * 2; c = eye(50, 40) + 1; d = NaN(1000, 2);"
            "e = Inf([2 600]) - 1; f = ones(3, 400, 2); ca = class(b); sz = size(f);")
    host, dev = _host_run(code), _run(code)
    for n in ("a", "b", "c", "d", "e", "f", "sz"):
        got, want = runmat_accel.download(dev.workspace.raw(n)), host.workspace.raw(n)
        assert got.dtype == want.dtype and got.shape == want.shape, n
        np.testing.assert_array_equal(got, want, err_msg=n)
    assert dev.workspace.raw("ca").tolist() == host.workspace.raw("ca").tolist()


def test_bad_sizes_raise_the_host_error(planned):
    for code in ("zeros(1500.5, 1)", "ones(2000, 1, 'nosuchclass')", "zeros(2000, [1 2])"):
        with pytest.raises(MException) as dev:
            _run(code)
        with pytest.raises(MException) as host:
            _host_run(code)
        assert dev.value.identifier == host.value.identifier, code


def test_a_loop_of_draws_stays_on_the_device_with_no_transfer_per_iteration(planned):
    code = ("S = 100 * ones(4000, 1, 'single');"
            "for t = 1:20, S = S .* exp(0.001 + 0.01 .* randn(4000, 1, 'single')); end;"
            "price = mean(S);")
    s = _run("rng(3); " + code)
    snap = telemetry.snapshot()
    assert snap.uploads == 0 and snap.downloads == 0  # nothing moved: the mean stays until a sink
    price = s.workspace.raw("price")
    assert isinstance(price, GpuArray) and price.implicit and price.dtype == np.float32
    s.run("ok = price > 90 && price < 110;")  # scalar work on it: each comparison's 1x1 result comes home
    assert telemetry.snapshot().downloads == 2 and bool(s.workspace.raw("ok"))
    [draw] = _rows("randn")
    assert draw.decision == "device" and draw.calls == 20 and draw.sizes == ((4000, 1),)
    assert all(r.decision == "device" for r in log.sites() if r.op in ("times", "exp", "plus", "mean"))


def test_device_draws_are_reproducible_from_rng_and_uniform(planned):
    a = runmat_accel.download(_run("rng(11); x = rand(200, 50);").workspace.raw("x"))
    b = runmat_accel.download(_run("rng(11); x = rand(200, 50);").workspace.raw("x"))
    c = runmat_accel.download(_run("rng(12); x = rand(200, 50);").workspace.raw("x"))
    np.testing.assert_array_equal(a, b)
    assert not np.array_equal(a, c)
    assert a.shape == (200, 50) and ((a > 0) & (a < 1)).all() and abs(a.mean() - 0.5) < 0.02
    n = runmat_accel.download(_run("rng(1); y = randn(4000, 1);").workspace.raw("y"))
    assert abs(n.mean()) < 0.06 and abs(n.std() - 1) < 0.05


def test_random_host_setting_keeps_the_twister_values(planned, monkeypatch):
    monkeypatch.setenv(construct.RANDOM_ENV, "host")
    assert runmat_accel.enable_offload_planner() is None  # the setting is read when the planner is enabled
    code = "rng(42); x = rand(100, 30); y = randn(1, 1200);"
    dev, host = _run(code), _host_run(code)
    for n in ("x", "y"):
        assert type(dev.workspace.raw(n)) is np.ndarray
        np.testing.assert_array_equal(dev.workspace.raw(n), host.workspace.raw(n))
    [row] = _rows("rand")
    assert row.decision == "host" and construct.RANDOM_ENV in row.reason


def test_an_element_store_into_a_resident_value_comes_home_once(planned):
    code = "x = zeros(1, 3000); for i = 1:6, x(i) = i * 2; end; x(3000) = -1;"
    s = _run(code)
    assert telemetry.snapshot().downloads == 1 and telemetry.snapshot().uploads == 0
    x = s.workspace.raw("x")
    assert type(x) is np.ndarray  # home after the first store; the later ones ran on the host
    np.testing.assert_array_equal(x, _host_run(code).workspace.raw("x"))
    [row] = _rows("subsasgn")
    assert row.decision == "host" and row.calls == 1 and "comes home" in row.reason


def test_a_store_with_a_device_mask_stays_on_the_device(planned):
    code = "rng(2); Y = ones(50, 40) * 3; M = eye(50, 40); Y(M > 0) = 0; t = sum(Y, 'all');"
    s, host = _run(code), _host_run(code)
    y = s.workspace.raw("Y")
    assert isinstance(y, GpuArray) and y.implicit
    np.testing.assert_array_equal(runmat_accel.download(y), host.workspace.raw("Y"))
    [row] = _rows("subsasgn")
    assert row.decision == "device" and row.reason == log.RESIDENT


def test_constructors_are_not_planned_while_the_planner_is_off(inprocess):
    planner.disable()
    log.clear()
    s = _run("a = zeros(5000, 1); b = rand(3000, 2);")
    assert type(s.workspace.raw("a")) is np.ndarray and type(s.workspace.raw("b")) is np.ndarray
    assert log.sites() == []


def test_explain_lists_constructor_rows(planned):
    _run("a = ones(1500, 1); b = a .* 2;")
    text = log.explain_text()
    assert "ones" in text and "construct" in text and "1500x1" in text and "created on the device" in text


def _char(text: str) -> np.ndarray:
    return np.array([list(text)])


@pytest.mark.parametrize("args, want", [
    ((3.0, 1.0), ((3, 1), "double")),
    ((4000.0, 1.0, _char("single")), ((4000, 1), "single")),
    ((5.0,), ((5, 5), "double")),
    ((np.array([[2.0, 3.0]]),), ((2, 3), "double")),
    ((np.array([[2.0, 3.0]]), _char("double")), ((2, 3), "double")),
    ((-3.0, 2.0), ((0, 2), "double")),
    ((2.0, float("inf")), None),
    ((2.5, 1.0), None),
    ((2.0, 3.0, _char("like"), np.ones((2, 2))), None),
    ((2.0, _char("int8")), None),
    ((_char("single"),), None),
    ((2.0, _char("single"), 3.0), None),
    ((2.0, 3.0, _char("gpuArray")), NotImplemented),
])
def test_request_reads_sizes_and_class(args, want):
    """The fast path (numbers, then a class) and the general reader agree on every form."""
    assert construct.request(args) == want
    assert construct._request(args) == want
