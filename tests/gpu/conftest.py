"""Fixtures for the GPU tests: the CUDA provider (skipped with a reason where CuPy or a
device is missing), the in-process device, throwaway builtins and a warning sink."""

from __future__ import annotations

import io

import pytest

import runmat_accel
from runmat_builtins.catalog import registry
from runmat_builtins.context import HostContext

from gpu_support import cuda_skip_reason


def _select(name: str):
    runmat_accel.select_provider(name)
    runmat_accel.forget_shown()
    prov = runmat_accel.device_provider()
    yield prov
    runmat_accel.select_provider("auto")


@pytest.fixture
def cuda(monkeypatch):
    """The CUDA provider, selected; skips with the reason where it cannot run."""
    reason = cuda_skip_reason()
    if reason:
        pytest.skip(reason)
    monkeypatch.delenv("RUNMAT_ACCEL_INJECT_FAULT", raising=False)
    yield from _select("cuda")


@pytest.fixture
def inprocess(monkeypatch):
    """The emulated device, selected (no fault injection)."""
    monkeypatch.delenv("RUNMAT_ACCEL_INJECT_FAULT", raising=False)
    yield from _select("inprocess")


@pytest.fixture
def scratch_builtins():
    """Builtins registered during the test are removed afterwards."""
    before = set(registry().entries)
    yield
    for name in set(registry().entries) - before:
        registry().unregister(name)


@pytest.fixture
def ctx():
    """A call context whose warnings land in a string buffer (``ctx.stderr.getvalue()``)."""
    return HostContext(stdout=io.StringIO(), stderr=io.StringIO())


@pytest.fixture(params=["inprocess", pytest.param("cuda", marks=pytest.mark.cuda)])
def device(request, monkeypatch):
    """Each device provider in turn (cuda skipped with the reason where it cannot run)."""
    if request.param == "cuda" and cuda_skip_reason():
        pytest.skip(cuda_skip_reason())
    monkeypatch.delenv("RUNMAT_ACCEL_INJECT_FAULT", raising=False)
    runmat_accel.select_provider(request.param)
    runmat_accel.forget_shown()
    yield runmat_accel.device_provider()
    runmat_accel.select_provider("auto")
