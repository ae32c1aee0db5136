"""The guard's cached dispatch decisions: one decision per argument signature (classes,
dtypes, providers), so calls that differ in any of them are placed, declined and counted as
before the cache, and faults injected after a decision was cached still take effect."""

from __future__ import annotations

import gc

import numpy as np

import runmat_accel
from runmat_accel import GpuArray, telemetry
from runmat_builtins import call_builtin


def test_each_dtype_gets_its_own_decision(inprocess):
    for dt in (np.float64, np.float32, np.int16, np.bool_):
        g = runmat_accel.upload(np.arange(6).reshape(2, 3).astype(dt))
        out = call_builtin("cumsum", g)
        assert isinstance(out, GpuArray)
        want = call_builtin("cumsum", np.arange(6).reshape(2, 3).astype(dt))
        got = runmat_accel.download(out)
        assert got.dtype == np.asarray(want).dtype
        np.testing.assert_array_equal(got, want)


def test_a_declined_dtype_falls_back_every_call_and_accepted_ones_do_not(inprocess):
    from runmat_accel.providers.inprocess import InProcessProvider

    class NoSingles(InProcessProvider):  # a provider of its own: decisions are cached per provider
        def declines(self, builtin, kind, dtypes):
            return "no singles here" if any(d == np.float32 for d in dtypes) else None

    prov = NoSingles()
    telemetry.reset()
    gs = runmat_accel.upload(np.ones((2, 2), dtype=np.float32), prov)
    gd = runmat_accel.upload(np.ones((2, 2)), prov)
    for _ in range(3):
        call_builtin("cumprod", gs)
        call_builtin("cumprod", gd)
    snap = telemetry.snapshot()
    assert sum(n for k, n in snap.fallbacks.items() if k.startswith("cumprod|inprocess|")) == 3
    assert snap.builtins["cumprod"].device_calls == 3


def test_a_fault_injected_after_the_decision_is_cached_still_falls_back(inprocess, monkeypatch):
    g = runmat_accel.upload(np.array([[1.0, 4.0], [9.0, 16.0]]))
    telemetry.reset()
    call_builtin("cumsum", g)
    assert not telemetry.snapshot().fallbacks
    monkeypatch.setenv("RUNMAT_ACCEL_INJECT_FAULT", "cumsum")
    out = call_builtin("cumsum", g)
    np.testing.assert_array_equal(runmat_accel.download(out), [[1, 4], [10, 20]])
    assert any(k.startswith("cumsum|inprocess|") for k in telemetry.snapshot().fallbacks)
    monkeypatch.delenv("RUNMAT_ACCEL_INJECT_FAULT")
    telemetry.reset()
    call_builtin("cumsum", g)
    assert not telemetry.snapshot().fallbacks


def test_host_operands_are_uploaded_per_call(inprocess):
    g = runmat_accel.upload(np.ones((2, 2)))
    telemetry.reset()
    for k in range(3):
        h = np.full((2, 2), float(k))
        out = call_builtin("atan2", h, g)  # a templated call: fused, with h uploaded
        np.testing.assert_allclose(runmat_accel.download(out), np.arctan2(h, 1.0))
    assert telemetry.snapshot().uploads == 3


def test_device_call_counts_survive_a_reset(inprocess):
    g = runmat_accel.upload(np.ones((3, 3)))
    telemetry.reset()
    call_builtin("cumsum", g)
    call_builtin("cumsum", g)
    assert telemetry.snapshot().builtins["cumsum"].device_calls == 2
    assert telemetry.snapshot().device_calls == {"inprocess": 2}
    telemetry.reset()
    call_builtin("cumsum", g)
    assert telemetry.snapshot().builtins["cumsum"].device_calls == 1


def test_handles_leave_the_table_with_their_gpuarrays(inprocess):
    g = runmat_accel.upload(np.ones((4, 4)))
    out = call_builtin("cumsum", g)
    handle = out.handle
    assert inprocess.exists(handle)
    del out
    gc.collect()
    assert not inprocess.exists(handle)


def test_a_constructor_follows_the_selected_device(inprocess):
    from runmat_builtins.values import char_row

    a = call_builtin("zeros", 2.0, 3.0, char_row("gpuArray"))
    assert isinstance(a, GpuArray) and a.provider is inprocess
    runmat_accel.select_provider("inprocess")  # a fresh selection: the decision follows it
    b = call_builtin("zeros", 2.0, 3.0, char_row("gpuArray"))
    assert b.provider is runmat_accel.device_provider()
