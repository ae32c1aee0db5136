"""The guard: placement by data arguments, device routing, fallback, telemetry."""

from __future__ import annotations

import threading

import numpy as np
import pytest

import runmat_accel
from runmat_accel import GpuArray, telemetry
from runmat_builtins import call_builtin, runtime_builtin
from runmat_builtins.context import HostContext


def _twice_builtin():
    @runtime_builtin(name="tst_twice", category="test/core", summary="2*X elementwise.",
                     signatures=["Y = tst_twice(X)"], accel={"kind": "elementwise"})
    def tst_twice(x, *, xp):
        return xp.multiply(x, 2.0)

    return tst_twice


def _scale_builtin():
    @runtime_builtin(name="tst_scale", category="test/core", summary="X*K with K a parameter.",
                     signatures=["Y = tst_scale(X, K)"], accel={"kind": "reduction"})
    def tst_scale(x, k, *, xp):
        assert not isinstance(k, GpuArray)
        return xp.multiply(x, float(np.asarray(k).ravel()[0]))

    return tst_scale


def test_host_call_counts(scratch_builtins):
    _twice_builtin()
    telemetry.reset()
    out = call_builtin("tst_twice", np.array([[1.0, 2.0]]))
    np.testing.assert_array_equal(out, [[2.0, 4.0]])
    snap = telemetry.snapshot()
    assert snap.builtins["tst_twice"].calls == 1 and snap.builtins["tst_twice"].device_calls == 0


def test_device_routing_keeps_residency(scratch_builtins, inprocess):
    _twice_builtin()
    telemetry.reset()
    g = call_builtin("gpuArray", np.array([[1.0, 2.0, 3.0]]))
    out = call_builtin("tst_twice", g)
    assert isinstance(out, GpuArray) and out.provider.name == "inprocess"
    np.testing.assert_array_equal(call_builtin("gather", out), [[2.0, 4.0, 6.0]])
    snap = telemetry.snapshot()
    assert snap.device_calls == {"inprocess": 1}
    assert snap.uploads == 1 and snap.downloads == 1
    assert snap.upload_bytes == 24 and snap.download_bytes == 24


def test_parameter_arguments_never_move_execution(scratch_builtins, inprocess):
    _scale_builtin()
    telemetry.reset()
    k = call_builtin("gpuArray", 3.0)
    out = call_builtin("tst_scale", np.array([[1.0, 2.0]]), k)
    assert isinstance(out, np.ndarray)  # data on the host: runs on the host
    np.testing.assert_array_equal(out, [[3.0, 6.0]])
    assert telemetry.snapshot().device_calls == {}


def test_host_operands_are_uploaded_not_rejected(scratch_builtins, inprocess):
    @runtime_builtin(name="tst_add", category="test/core", summary="A+B.", signatures=["C = tst_add(A, B)"],
                     accel={"kind": "elementwise"})
    def tst_add(a, b, *, xp):
        return xp.add(a, b)

    telemetry.reset()
    g = call_builtin("gpuArray", np.array([[1.0, 2.0]]))
    out = call_builtin("tst_add", np.array([[10.0, 20.0]]), g)
    assert isinstance(out, GpuArray)
    np.testing.assert_array_equal(runmat_accel.download(out), [[11.0, 22.0]])
    assert telemetry.snapshot().uploads == 2  # gpuArray() and the host operand


def test_injected_fault_falls_back_once_warned(scratch_builtins, inprocess, monkeypatch):
    _twice_builtin()
    monkeypatch.setenv("RUNMAT_ACCEL_INJECT_FAULT", "tst_twice,other")
    telemetry.reset()
    import io

    ctx = HostContext(stderr=io.StringIO())
    g = call_builtin("gpuArray", np.array([[1.0, 2.0]]))
    for _ in range(3):
        out = call_builtin("tst_twice", g, ctx=ctx)
        assert isinstance(out, GpuArray)  # still a gpuArray after the host fallback
        np.testing.assert_array_equal(runmat_accel.download(out), [[2.0, 4.0]])
    snap = telemetry.snapshot()
    (key, n), = snap.fallbacks.items()
    assert key.startswith("tst_twice|inprocess|") and n == 3
    text = ctx.stderr.getvalue()
    assert text.count("Warning:") == 1 and "tst_twice" in text and "inprocess" in text
    assert snap.warnings == {runmat_accel.messages.FALLBACK_FAILED_ID: 1}


def test_fallback_warning_suppressible(scratch_builtins, inprocess, monkeypatch):
    _twice_builtin()
    monkeypatch.setenv("RUNMAT_ACCEL_INJECT_FAULT", "tst_twice")
    import io

    ctx = HostContext(stderr=io.StringIO())
    ctx.warnings_off.add(runmat_accel.messages.FALLBACK_FAILED_ID)
    g = call_builtin("gpuArray", np.array([[1.0]]))
    out = call_builtin("tst_twice", g, ctx=ctx)
    assert runmat_accel.download(out)[0, 0] == 2.0
    assert ctx.stderr.getvalue() == ""


def test_declined_dtype_falls_back(scratch_builtins, inprocess):
    @runtime_builtin(name="tst_dbl", category="test/core", summary="Doubles only on device.",
                     signatures=["Y = tst_dbl(X)"], accel={"kind": "elementwise", "precisions": ["double"]})
    def tst_dbl(x, *, xp):
        return xp.negative(x)

    import io

    telemetry.reset()
    ctx = HostContext(stderr=io.StringIO())
    g = call_builtin("gpuArray", np.array([[1.0, 2.0]], dtype=np.float32))
    out = call_builtin("tst_dbl", g, ctx=ctx)
    np.testing.assert_array_equal(runmat_accel.download(out), np.array([[-1.0, -2.0]], dtype=np.float32))
    assert runmat_accel.download(out).dtype == np.float32
    snap = telemetry.snapshot()
    assert list(snap.fallbacks) == ["tst_dbl|inprocess|unsupported type single"]
    assert runmat_accel.messages.FALLBACK_DECLINED_ID in snap.warnings


def test_matlab_errors_from_body_are_not_fallbacks(scratch_builtins, inprocess):
    from runmat_builtins.errors import MException

    @runtime_builtin(name="tst_err", category="test/core", summary="Always errors.",
                     signatures=["tst_err(X)"], accel={"kind": "elementwise"})
    def tst_err(x, *, xp):
        raise MException("RunMat:tst_err:bad", "bad input")

    telemetry.reset()
    g = call_builtin("gpuArray", np.array([[1.0]]))
    with pytest.raises(MException) as ei:
        call_builtin("tst_err", g)
    assert ei.value.identifier == "RunMat:tst_err:bad" and ei.value.builtin == "tst_err"
    snap = telemetry.snapshot()
    assert snap.fallbacks == {} and snap.errors == {"RunMat:tst_err:bad": 1}


def test_python_exceptions_become_matlab_errors(scratch_builtins):
    from runmat_builtins.errors import MException

    @runtime_builtin(name="tst_bug", category="test/core", summary="Has a bug.", signatures=["tst_bug(X)"])
    def tst_bug(x):
        return {}["missing"]

    with pytest.raises(MException) as ei:
        call_builtin("tst_bug", 1.0)
    assert ei.value.identifier == "RunMat:tst_bug:internal"


def test_host_only_builtin_gathers_without_warning(scratch_builtins, inprocess):
    @runtime_builtin(name="tst_host", category="test/core", summary="Host only.", signatures=["Y = tst_host(X)"],
                     accel={"kind": "host-only"})
    def tst_host(x):
        assert type(x) is np.ndarray
        return x + 1

    telemetry.reset()
    g = call_builtin("gpuArray", np.array([[1.0]]))
    out = call_builtin("tst_host", g)
    assert type(out) is np.ndarray and out[0, 0] == 2.0
    snap = telemetry.snapshot()
    assert snap.downloads == 1 and snap.fallbacks == {} and snap.warnings == {}


def test_telemetry_exact_under_threads(scratch_builtins):
    _twice_builtin()
    telemetry.reset()
    trace0 = telemetry.snapshot().trace
    x = 1.5
    errors = []

    def work():
        try:
            for _ in range(10_000):
                call_builtin("tst_twice", x)
        except Exception as exc:  # pragma: no cover - reported below
            errors.append(exc)

    threads = [threading.Thread(target=work) for _ in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors
    snap = telemetry.snapshot()
    assert snap.builtins["tst_twice"].calls == 80_000
    assert snap.calls == 80_000
    assert snap.trace - trace0 == 80_000


def test_reset_keeps_trace_growing(scratch_builtins):
    _twice_builtin()
    call_builtin("tst_twice", 1.0)
    t1 = telemetry.snapshot().trace
    telemetry.reset()
    assert telemetry.snapshot().calls == 0
    call_builtin("tst_twice", 1.0)
    assert telemetry.snapshot().trace == t1 + 1


def test_provider_kernel_registration(scratch_builtins, inprocess):
    b = _twice_builtin()

    @b.register_kernel("inprocess")
    def _kernel(x, *, xp):
        return xp.multiply(x, 2.0) + 0.5  # distinguishable

    g = call_builtin("gpuArray", np.array([[1.0]]))
    assert runmat_accel.download(call_builtin("tst_twice", g))[0, 0] == 2.5
    assert call_builtin("tst_twice", 1.0) == 2.0  # the host keeps the generic body


def test_construct_placed_by_gpuarray_option_and_like(scratch_builtins, inprocess):
    from runmat_builtins.values import char_row

    @runtime_builtin(name="tst_fill", category="test/core", summary="Fill with 7.",
                     signatures=["Y = tst_fill(N)", "Y = tst_fill(N, 'gpuArray')", "Y = tst_fill(N, 'like', P)"],
                     accel={"kind": "construct"})
    def tst_fill(n, *opts, xp):
        return xp.full((1, int(n)), 7.0)

    telemetry.reset()
    host = call_builtin("tst_fill", 3.0)
    assert type(host) is np.ndarray
    dev = call_builtin("tst_fill", 2.0, char_row("gpuArray"))
    assert isinstance(dev, GpuArray) and dev.shape == (1, 2)
    proto = call_builtin("gpuArray", 1.0)
    like = call_builtin("tst_fill", 2.0, char_row("like"), proto)
    assert isinstance(like, GpuArray)
    snap = telemetry.snapshot()
    assert snap.builtins["tst_fill"].device_calls == 2 and snap.downloads == 0


def test_wrong_input_counts_are_matlab_errors():
    from runmat_builtins.errors import MException

    with pytest.raises(MException) as ei:
        call_builtin("gpuDevice", 1.0, 2.0)
    assert ei.value.identifier == "MATLAB:TooManyInputs" and ei.value.message == "Too many input arguments."
    with pytest.raises(MException) as ei:
        call_builtin("isgpuarray")
    assert ei.value.identifier == "MATLAB:minrhs" and ei.value.message == "Not enough input arguments."
