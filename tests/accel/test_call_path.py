"""The per-call path of device builtins kept short: host scalars are kernel parameters (never
uploaded), the graph walk tells parameters apart by value (-0.0 is not 0.0), the fusion entry
found on the first call serves the later ones, and counts and injected faults stay exact."""

from __future__ import annotations

import numpy as np

import runmat_accel
from runmat_accel import GpuArray, telemetry
from runmat_builtins import call_builtin


def test_a_host_scalar_operand_is_a_parameter_not_an_upload(inprocess):
    g = runmat_accel.upload(np.array([[0.5, 2.0]]))
    before = inprocess.uploads
    telemetry.reset()
    for h in (np.array([[0.25]]), np.array([[0.25]], dtype=np.float32), 0.25):
        out = call_builtin("plus", h, g)
        assert isinstance(out, GpuArray)
        got = runmat_accel.download(out)
        np.testing.assert_array_equal(got, [[0.75, 2.25]])
    # MATLAB: a single operand makes the result single
    assert runmat_accel.download(call_builtin("plus", np.array([[0.25]], dtype=np.float32), g)).dtype == np.float32
    assert telemetry.snapshot().uploads == 0
    assert inprocess.uploads == before


def test_signed_zero_parameters_stay_apart_in_one_kernel(inprocess):
    # 1/(x*0) + 1/(x*-0) is Inf + -Inf = NaN; passing one zero for both would give Inf
    g = runmat_accel.upload(np.array([[1.0, 2.0]]))
    a = call_builtin("rdivide", 1.0, call_builtin("times", g, 0.0))
    b = call_builtin("rdivide", 1.0, call_builtin("times", g, -0.0))
    got = runmat_accel.download(call_builtin("plus", a, b))
    assert np.isnan(got).all()
    # equal parameters are passed once and still compute right: (x + 3) .* (x + 3)
    c = call_builtin("plus", g, 3.0)
    got = runmat_accel.download(call_builtin("times", c, call_builtin("plus", g, 3.0)))
    np.testing.assert_array_equal(got, [[16.0, 25.0]])


def test_a_shared_input_is_read_once_and_repeated_graphs_hit_the_cache(inprocess):
    g = runmat_accel.upload(np.array([[1.0, -2.0, 3.0]]))
    telemetry.reset()
    for _ in range(3):
        got = runmat_accel.download(call_builtin("times", g, call_builtin("abs", g)))
        np.testing.assert_array_equal(got, [[1.0, -4.0, 9.0]])
    f = telemetry.snapshot().fusion
    assert f.kernels == 3 and f.ops_fused == 6
    assert f.compiles + f.cache_hits == 3 and f.cache_hits >= 2


def test_device_calls_are_counted_once_each_after_the_first(inprocess):
    g = runmat_accel.upload(np.array([[0.5]]))
    telemetry.reset()
    for _ in range(5):
        call_builtin("sin", g)
        call_builtin("sum", g)
    snap = telemetry.snapshot()
    assert snap.builtins["sin"].device_calls == 5 and snap.builtins["sin"].calls == 5
    assert snap.builtins["sum"].device_calls == 5
    assert snap.fusion.deferred == 5


def test_a_fault_after_the_fusion_entry_is_built_still_falls_back(inprocess, monkeypatch):
    g = runmat_accel.upload(np.array([[0.0, 1.0]]))
    runmat_accel.download(call_builtin("cos", g))  # builds and keeps cos's fusion entry
    telemetry.reset()
    monkeypatch.setenv("RUNMAT_ACCEL_INJECT_FAULT", "cos")
    out = call_builtin("cos", g)
    np.testing.assert_allclose(runmat_accel.download(out), [[1.0, np.cos(1.0)]])
    assert any(k.startswith("cos|inprocess|") for k in telemetry.snapshot().fallbacks)
    monkeypatch.setenv("RUNMAT_ACCEL_INJECT_FAULT", "fusion")
    telemetry.reset()
    np.testing.assert_allclose(runmat_accel.download(call_builtin("cos", g)), [[1.0, np.cos(1.0)]])
    assert telemetry.snapshot().fusion.unfused == 1


def test_cached_launches_are_counted_exactly_and_reset_rebases_them(inprocess):
    # cache hits count through lock-free per-entry counters: kernels, hits, calls fused, causes
    g = runmat_accel.upload(np.array([[0.5, 1.5]]))
    telemetry.reset()
    for _ in range(4):
        runmat_accel.download(call_builtin("exp", call_builtin("sin", g)))  # 2 calls, cause data
        call_builtin("sum", call_builtin("cos", g))  # 2 calls + the reduction, cause reduction
    f = telemetry.snapshot().fusion
    assert f.kernels == 8 and f.reductions == 4
    assert f.compiles + f.cache_hits == 8
    assert f.ops_fused == 4 * 2 + 4 * 2
    assert f.reasons["data"] == 4 and f.reasons["reduction"] == 4
    assert f.deferred == 12
    telemetry.reset()
    f = telemetry.snapshot().fusion
    assert f.kernels == f.cache_hits == f.ops_fused == f.deferred == 0 and f.reasons == {}
    runmat_accel.download(call_builtin("exp", call_builtin("sin", g)))
    f = telemetry.snapshot().fusion
    assert f.kernels == f.cache_hits == 1 and f.ops_fused == 2 and f.reasons == {"data": 1}


def test_a_computed_operand_enters_the_graph_as_its_array(inprocess):
    # a computed gpuArray is a kernel input as it is (no leaf node per call): shared once,
    # mixed with pending operands and parameters, expanded, and run unfused on a domain escape
    g = runmat_accel.upload(np.array([[1.0, 4.0], [9.0, 16.0]]))
    row = runmat_accel.upload(np.array([[1.0, -1.0]]))
    p = call_builtin("plus", call_builtin("times", g, row), g)  # g read twice, row expanded
    np.testing.assert_array_equal(runmat_accel.download(p), [[2.0, 0.0], [18.0, 0.0]])
    telemetry.reset()
    got = runmat_accel.download(call_builtin("sqrt", call_builtin("times", g, row)))
    np.testing.assert_allclose(got, np.sqrt(np.array([[1.0, -4.0], [9.0, -16.0]], dtype=complex)))
    assert telemetry.snapshot().fusion.reasons.get("unfused: domain") == 1


def test_gpuarray_calls_reach_the_device_path_and_routes_still_apply(inprocess):
    from runmat_accel.overloads import ROUTES
    from runmat_builtins import Overloaded

    seen = []

    class Routed(Overloaded):
        @classmethod
        def __matlab_function__(cls, name, args, nargout, ctx):
            seen.append(name)
            return 42.0 if name == "plus" else NotImplemented

    try:
        g = runmat_accel.upload(np.array([[1.0]]))
        assert call_builtin("plus", g, Routed()) == 42.0  # the object's route beside a gpuArray
        assert call_builtin("plus", Routed(), g) == 42.0
        assert seen == ["plus", "plus"]
        out = call_builtin("plus", g, 1.0)  # no object argument: the device path
        assert isinstance(out, GpuArray) and runmat_accel.download(out)[0, 0] == 2.0
    finally:
        ROUTES.pop(Routed, None)


def _host(name, *args):
    return call_builtin(name, *[runmat_accel.download(a) if isinstance(a, GpuArray) else a for a in args])


def test_a_reduction_plan_cached_per_shape_class_and_arguments_gives_the_hosts_answers(inprocess):
    from runmat_builtins.values import char_row

    rng = np.random.default_rng(7)
    x44 = rng.standard_normal((4, 4))
    forms = [("mean", ()), ("mean", (2.0,)), ("mean", (char_row("all"),)), ("max", (np.zeros((0, 0)), 2.0)),
             ("min", (np.zeros((0, 0)), char_row("all"))), ("std", (1.0,)), ("var", (np.zeros((0, 0)), 1.0)),
             ("mean", (np.array([[1.0, 2.0]]),)), ("sum", (char_row("omitnan"),))]
    operands = [x44, x44[:1], x44.astype(np.float32), x44[:, :1], np.where(x44 > 0, np.nan, x44)]
    for _ in range(2):  # the second round reads every plan from the cache
        for h in operands:
            g = runmat_accel.upload(h)
            for name, extra in forms:
                for operand in (g, call_builtin("times", g, 2.0)):  # computed and pending operands
                    got = call_builtin(name, operand, *extra)
                    assert isinstance(got, GpuArray)
                    want = np.asarray(_host(name, operand, *extra))
                    want = want.reshape(1, 1) if want.ndim == 0 else want  # a host scalar is 1x1
                    got = runmat_accel.download(got)
                    assert got.dtype == want.dtype and got.shape == want.shape, (name, extra)
                    np.testing.assert_allclose(got, want, rtol=1e-5, equal_nan=True)
    # a pending graph that leaves the real domain is computed first: its class (complex) decides
    g = runmat_accel.upload(np.array([[-4.0, 9.0]]))
    got = call_builtin("mean", call_builtin("sqrt", g))
    np.testing.assert_allclose(runmat_accel.download(got), [[1.5 + 1.0j]])
