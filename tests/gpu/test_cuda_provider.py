"""The CUDA provider itself: transfers of every element class, scalars, handles, device
info, synchronization, and how out-of-memory and CUDA errors turn into host fallbacks."""

from __future__ import annotations

import gc
import re

import numpy as np
import pytest

import runmat_accel
from runmat_accel import GpuArray, messages, telemetry
from runmat_builtins import call_builtin, runtime_builtin

pytestmark = pytest.mark.cuda

DTYPES = [np.float64, np.float32, np.int8, np.int16, np.int32, np.int64, np.uint8, np.uint16,
          np.uint32, np.uint64, np.bool_, np.complex128, np.complex64]


def _random(dtype, shape, rng):
    dt = np.dtype(dtype)
    if dt.kind == "b":
        return rng.random(shape) > 0.5
    if dt.kind in "iu":
        info = np.iinfo(dt)
        return rng.integers(max(info.min, -10**6), min(info.max, 10**6), size=shape, endpoint=True).astype(dt)
    if dt.kind == "c":
        return (rng.standard_normal(shape) + 1j * rng.standard_normal(shape)).astype(dt)
    return rng.standard_normal(shape).astype(dt)


@pytest.mark.parametrize("dtype", DTYPES, ids=lambda d: np.dtype(d).name)
@pytest.mark.parametrize("order", ["C", "F"])
def test_round_trip_every_class(cuda, dtype, order):
    import cupy

    rng = np.random.default_rng()
    host = np.asarray(_random(dtype, (3, 4), rng), order=order)
    telemetry.reset()
    g = runmat_accel.upload(host)
    assert isinstance(g, GpuArray) and g.provider is cuda and isinstance(g.data, cupy.ndarray)
    assert g.dtype == host.dtype and g.shape == (3, 4)
    back = runmat_accel.download(g)
    assert type(back) is np.ndarray and back.dtype == host.dtype
    np.testing.assert_array_equal(back, host)
    snap = telemetry.snapshot()
    assert (snap.uploads, snap.upload_bytes) == (1, host.nbytes)
    assert (snap.downloads, snap.download_bytes) == (1, host.nbytes)


def test_round_trip_noncontiguous_and_nd(cuda):
    rng = np.random.default_rng()
    base = rng.standard_normal((6, 8, 5))
    for host in (base[::2, 1::3], base.transpose(2, 0, 1), np.asfortranarray(base)):
        np.testing.assert_array_equal(runmat_accel.download(runmat_accel.upload(host)), host)


@pytest.mark.parametrize("value", [np.nan, np.inf, -np.inf, -0.0, 1e-310, 3.5])
@pytest.mark.parametrize("dtype", [np.float64, np.float32])
def test_scalar_upload_keeps_value_and_class(cuda, value, dtype):
    host = np.array([[value]], dtype=dtype)
    back = runmat_accel.download(runmat_accel.upload(host))
    assert back.shape == (1, 1) and back.dtype == host.dtype
    np.testing.assert_array_equal(back, host)
    assert np.signbit(back[0, 0]) == np.signbit(host[0, 0])


@pytest.mark.parametrize("host", [np.array([[np.iinfo(np.int64).max]]), np.array([[np.iinfo(np.uint64).max]], np.uint64),
                                  np.array([[True]]), np.array([[1 - 2j]], np.complex64)])
def test_scalar_upload_exact_for_wide_ints_logical_complex(cuda, host):
    back = runmat_accel.download(runmat_accel.upload(host))
    assert back.dtype == host.dtype
    np.testing.assert_array_equal(back, host)


def test_upload_refuses_unsupported_element_types(cuda):
    with pytest.raises(TypeError, match="cannot hold"):
        cuda.upload(np.array([["a", "b"]]))
    reason = cuda.declines("plus", "elementwise", (np.dtype(np.float64), np.dtype(object)))
    assert reason == messages.fmt(messages.REASON_DTYPE, dtype=np.dtype(object))
    assert cuda.declines("plus", "elementwise", tuple(np.dtype(d) for d in DTYPES)) is None
    assert cuda.declines("cummax", "reduction", (np.dtype(np.float64),)).startswith(messages.REASON_OP)


def test_handles_tracked_for_exists_on_gpu(cuda):
    gc.collect()
    g = runmat_accel.upload(np.ones((2, 2)))
    handle = g.handle
    assert cuda.exists(handle) and call_builtin("existsOnGPU", g) is True
    in_use = cuda.memory_in_use()
    assert in_use >= 32
    del g
    gc.collect()
    assert not cuda.exists(handle)
    assert cuda.memory_in_use() == in_use - 32


def test_device_info_and_versions(cuda):
    (dev, *_) = cuda.devices()
    assert dev.index == 1 and dev.name
    assert dev.memory_total > 0 and 0 <= dev.memory_free <= dev.memory_total
    assert re.fullmatch(r"\d+\.\d+", dev.compute_capability)
    assert re.fullmatch(r"\d+\.\d+", dev.driver)
    v = cuda.versions()
    import cupy

    assert v["cupy"] == cupy.__version__ and re.fullmatch(r"\d+\.\d+", v["cuda_runtime"])
    info = {i.name: i for i in runmat_accel.describe_providers()}["cuda"]
    assert info.status == "selected" and info.devices[0].name == dev.name


def test_gpudevice_builtin_reports_the_card(cuda):
    from runmat_builtins.values import to_str

    d = call_builtin("gpuDevice")
    (elem,) = d.elems.ravel()
    assert to_str(elem["Provider"]) == "cuda" and to_str(elem["Name"]) == cuda.devices()[0].name
    assert elem["TotalMemory"] > 0 and elem["Index"] == 1.0


def test_synchronize_waits_for_queued_work(cuda):
    import cupy

    x = cupy.random.random((4096, 4096), dtype=np.float32)
    for _ in range(5):
        x = x @ x / 4096.0
    cuda.synchronize()
    assert cupy.cuda.get_current_stream().done


def _twice():
    @runtime_builtin(name="tst_cu_twice", category="test/gpu", summary="2*X.", signatures=["Y = tst_cu_twice(X)"],
                     accel={"kind": "elementwise"})
    def tst_cu_twice(x, *, xp):
        return xp.multiply(x, 2.0)


def test_out_of_memory_falls_back_with_one_warning(cuda, scratch_builtins, ctx, monkeypatch):
    import cupy

    _twice()
    real = cuda.before_call

    def failing(name):
        if name == "tst_cu_twice":
            raise cupy.cuda.memory.OutOfMemoryError(1 << 40, 0)
        real(name)

    monkeypatch.setattr(cuda, "before_call", failing)
    telemetry.reset()
    host = np.random.default_rng().standard_normal((3, 4))
    g = runmat_accel.upload(host)
    for _ in range(3):
        out = call_builtin("tst_cu_twice", g, ctx=ctx)
        assert isinstance(out, GpuArray) and out.provider is cuda  # still a gpuArray
        np.testing.assert_array_equal(runmat_accel.download(out), 2.0 * host)
    snap = telemetry.snapshot()
    assert snap.fallbacks == {"tst_cu_twice|cuda|out of memory": 3}
    assert snap.warnings == {messages.DEVICE_OOM_ID: 1}
    assert ctx.stderr.getvalue().count("Warning:") == 1 and "out of memory" in ctx.stderr.getvalue()


def test_real_allocation_failure_is_out_of_memory(cuda, scratch_builtins, ctx):
    @runtime_builtin(name="tst_cu_huge", category="test/gpu", summary="Allocates far too much on a device.",
                     signatures=["Y = tst_cu_huge(X)"], accel={"kind": "elementwise"})
    def tst_cu_huge(x, *, xp):
        if xp is not np:
            xp.empty((1 << 52,), dtype=np.uint8)  # 4 PiB
        return x + 1

    telemetry.reset()
    out = call_builtin("tst_cu_huge", runmat_accel.upload(np.ones((2, 2))), ctx=ctx)
    np.testing.assert_array_equal(runmat_accel.download(out), np.full((2, 2), 2.0))
    assert list(telemetry.snapshot().fallbacks) == ["tst_cu_huge|cuda|out of memory"]


def test_cuda_library_errors_classified(cuda):
    import cupy

    assert cuda.is_out_of_memory(cupy.cuda.runtime.CUDARuntimeError(2))  # cudaErrorMemoryAllocation
    assert not cuda.is_out_of_memory(cupy.cuda.runtime.CUDARuntimeError(1))  # cudaErrorInvalidValue
    assert not cuda.is_out_of_memory(ValueError("out of memory"))  # not from CUDA


def test_cuda_error_falls_back_not_crash(cuda, scratch_builtins, ctx, monkeypatch):
    import cupy

    _twice()
    def launch_failure(name):
        raise cupy.cuda.runtime.CUDARuntimeError(719)  # cudaErrorLaunchFailure

    monkeypatch.setattr(cuda, "before_call", launch_failure)
    telemetry.reset()
    out = call_builtin("tst_cu_twice", runmat_accel.upload(np.full((2, 3), 1.5)), ctx=ctx)
    np.testing.assert_array_equal(runmat_accel.download(out), np.full((2, 3), 3.0))
    (key,) = telemetry.snapshot().fallbacks
    assert key.startswith("tst_cu_twice|cuda|CUDARuntimeError")
    assert messages.FALLBACK_FAILED_ID in telemetry.snapshot().warnings


def test_declined_precision_falls_back_and_keeps_class(cuda, scratch_builtins, ctx):
    @runtime_builtin(name="tst_cu_dbl", category="test/gpu", summary="Doubles only on a device.",
                     signatures=["Y = tst_cu_dbl(X)"], accel={"kind": "elementwise", "precisions": ["double"]})
    def tst_cu_dbl(x, *, xp):
        return xp.negative(x)

    telemetry.reset()
    out = call_builtin("tst_cu_dbl", runmat_accel.upload(np.array([[1.0, 2.0]], np.float32)), ctx=ctx)
    assert isinstance(out, GpuArray) and out.dtype == np.float32
    np.testing.assert_array_equal(runmat_accel.download(out), np.array([[-1.0, -2.0]], np.float32))
    assert list(telemetry.snapshot().fallbacks) == ["tst_cu_dbl|cuda|unsupported type single"]


def test_body_gets_cupy_and_device_arrays(cuda, scratch_builtins):
    import cupy

    seen = {}

    @runtime_builtin(name="tst_cu_seen", category="test/gpu", summary="Records what it got.",
                     signatures=["Y = tst_cu_seen(A, B)"], accel={"kind": "elementwise"})
    def tst_cu_seen(a, b, *, xp):
        seen.update(xp=xp, a=type(a), b=type(b))
        return xp.add(a, b)

    telemetry.reset()
    out = call_builtin("tst_cu_seen", np.ones((2, 2)), runmat_accel.upload(np.ones((2, 2))))
    assert seen == {"xp": cupy, "a": cupy.ndarray, "b": cupy.ndarray}
    assert isinstance(out, GpuArray) and telemetry.snapshot().device_calls == {"cuda": 1}
    # a Python scalar operand stays a scalar (no upload)
    telemetry.reset()
    call_builtin("tst_cu_seen", 2.5, out)
    assert seen["a"] is float and telemetry.snapshot().uploads == 0
