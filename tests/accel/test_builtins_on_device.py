"""Device routing of math builtins on the inprocess provider, and host fallback with a
counted, once-shown warning when the device fails (RUNMAT_ACCEL_INJECT_FAULT)."""

from __future__ import annotations

import io

import numpy as np
import pytest

import runmat_accel
from runmat_accel import GpuArray, telemetry
from runmat_builtins import call_builtin as c
from runmat_builtins.context import HostContext
from runmat_builtins.values import to_str


@pytest.fixture


def inprocess(monkeypatch):
    monkeypatch.delenv("RUNMAT_ACCEL_INJECT_FAULT", raising=False)
    runmat_accel.select_provider("inprocess")
    runmat_accel.forget_shown()
    telemetry.reset()
    yield
    runmat_accel.select_provider("auto")
    runmat_accel.forget_shown()


def test_sin_runs_on_device(inprocess):
    A = np.linspace(0, 3, 12).reshape(3, 4)
    G = c("gpuArray", A)
    telemetry.reset()
    R = c("sin", G)
    assert isinstance(R, GpuArray)
    snap = telemetry.snapshot()
    assert snap.device_calls.get("inprocess") == 1
    assert snap.builtins["sin"].device_calls == 1 and not snap.fallbacks
    np.testing.assert_array_equal(c("gather", R), np.sin(A))


def test_operators_and_class_rules_on_device(inprocess):
    G = c("gpuArray", np.array([[100, 50]], dtype=np.int8))
    R = c("plus", G, G)
    assert isinstance(R, GpuArray) and R.underlying_class == "int8"
    np.testing.assert_array_equal(c("gather", R), [[127, 100]])
    H = c("plus", c("gpuArray", np.array([[1.0], [2.0]])), np.array([[10.0, 20.0]]))  # host operand uploads
    assert isinstance(H, GpuArray)
    np.testing.assert_array_equal(c("gather", H), [[11, 21], [12, 22]])
    M = c("mtimes", c("gpuArray", np.eye(2)), c("gpuArray", np.array([[1.0], [2.0]])))
    assert isinstance(M, GpuArray)
    T = c("lt", c("gpuArray", np.array([[1.0, 3.0]])), 2.0)
    assert isinstance(T, GpuArray) and T.underlying_class == "logical"
    assert telemetry.snapshot().builtins["plus"].device_calls == 2


def test_meta_predicates_see_gpuarray(inprocess):
    G = c("gpuArray", np.ones((2, 3)))
    before = telemetry.snapshot().downloads
    assert to_str(c("class", G)) == "gpuArray"
    assert c("isa", G, np.array([list("gpuArray")])) is True
    assert c("isnumeric", G) is True and c("isfloat", G) is True and c("isreal", G) is True
    assert c("isempty", G) is False and c("ismatrix", G) is True and c("isrow", G) is False
    assert telemetry.snapshot().downloads == before  # nothing moved
    nan = c("isnan", c("gpuArray", np.array([[1.0, np.nan]])))
    assert isinstance(nan, GpuArray)


def test_fallback_on_injected_fault(inprocess, monkeypatch):
    monkeypatch.setenv("RUNMAT_ACCEL_INJECT_FAULT", "sin")
    A = np.array([[0.0, 1.0, 2.0]])
    G = c("gpuArray", A)
    err = io.StringIO()
    ctx = HostContext(stderr=err)
    telemetry.reset()
    R = c("sin", G, ctx=ctx)
    R2 = c("sin", G, ctx=ctx)
    np.testing.assert_array_equal(c("gather", R), np.sin(A))
    np.testing.assert_array_equal(c("gather", R2), np.sin(A))
    assert err.getvalue().count("Warning:") == 1  # shown once per (builtin, reason)
    assert "sin" in err.getvalue()
    snap = telemetry.snapshot()
    assert snap.builtins["sin"].fallbacks == 2
    assert any(k.startswith("sin|inprocess|") for k in snap.fallbacks)


def test_host_only_special_function_gathers(inprocess):
    G = c("gpuArray", np.array([[5.0, 0.5]]))
    R = c("gamma", G)
    assert isinstance(R, np.ndarray)
    np.testing.assert_allclose(R, [[24.0, 1.7724538509055159]])
