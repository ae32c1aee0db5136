"""GPUs per worker: each worker of a local process pool sees its own GPU (CUDA_VISIBLE_DEVICES),
tested here on a fake 2-GPU machine that the tests make themselves, whatever host runs them
(RUNMAT_PARALLEL_GPUS names the GPUs; gpuArray work runs on the emulated device in the client
and the workers, also on a host with a real GPU; no NVML monitor for the fake ids); the real
one-GPU run is marked ``cuda`` (tools/gpu/run_on_device.sh parallel)."""

from __future__ import annotations

import numpy as np
import pytest

from runmat_builtins.errors import MException
from runmat_builtins.lib.parallel import cluster
from runmat_vm.testing import CapturedSession

# GBM paths per iteration on the device: host shocks (rng(k): the same on any worker), then
# the paths and their mean on the GPU; which device ran it comes back too
GBM = """
n = 8; npaths = {npaths}; nsteps = {nsteps};
S0 = 100; mu = 0.05; sigma = 0.2; dt = 1 / nsteps;
price = zeros(1, n); dev = cell(1, n); prov = cell(1, n);
parfor k = 1:n
  rng(k);
  Z = gpuArray(randn(npaths, nsteps));
  S = S0 * exp(cumsum((mu - 0.5 * sigma^2) * dt + sigma * sqrt(dt) * Z, 2));
  price(k) = gather(mean(S(:, end)));
  d = gpuDevice();
  prov{{k}} = d.Provider;
  dev{{k}} = getenv('CUDA_VISIBLE_DEVICES');
end
"""


def _gbm_both(npaths: int, nsteps: int) -> tuple[CapturedSession, CapturedSession]:
    code = GBM.format(npaths=npaths, nsteps=nsteps)
    par, ser = CapturedSession(), CapturedSession()
    par.run_m(code)
    ser.run_m(code.replace("parfor", "for"))
    return par, ser


@pytest.fixture
def emulated_device(monkeypatch):
    """gpuArray work on the in-process device, here and in the workers a pool starts later (they
    inherit RUNMAT_ACCEL), whatever this host has; the client's provider put back afterwards."""
    import runmat_accel

    before = runmat_accel.requested_provider()
    monkeypatch.setenv("RUNMAT_ACCEL", "inprocess")
    runmat_accel.select_provider("inprocess")
    yield
    try:
        runmat_accel.select_provider(before)
    except MException:  # requested but never built here (no CuPy): as it was, in effect
        runmat_accel.select_provider("auto")


@pytest.fixture
def gpu_pool(no_pool, emulated_device, monkeypatch, request):
    """A pool started on a fake machine with the GPUs ``request.param`` names (emulated)."""
    monkeypatch.setenv(cluster.GPUS_ENV, request.param)
    p = cluster.start_pool(None)
    yield p
    p.shutdown()


@pytest.mark.parametrize("gpu_pool", ["2"], indirect=True)
def test_one_worker_per_gpu_each_on_its_own_device(gpu_pool):
    assert gpu_pool.num_workers == 2 and gpu_pool.gpus == ["0", "1"]

    def seen():
        import os

        return os.environ.get("CUDA_VISIBLE_DEVICES")

    assert sorted(gpu_pool.each_worker(seen)) == ["0", "1"]
    par, ser = _gbm_both(2000, 50)
    assert np.array_equal(np.asarray(par.workspace["price"]), np.asarray(ser.workspace["price"]))
    devs = {str(v) for v in np.asarray(par.workspace["dev"]).reshape(-1)}
    assert devs == {"0", "1"}  # the iterations ran on both GPUs
    assert {str(v) for v in np.asarray(par.workspace["prov"]).reshape(-1)} == {"inprocess"}


@pytest.mark.parametrize("gpu_pool", ["3,5"], indirect=True)
def test_device_ids_given_in_turn(gpu_pool, run_m):
    assert gpu_pool.gpus == ["3", "5"]

    def seen():
        import os

        return os.environ.get("CUDA_VISIBLE_DEVICES")

    assert sorted(gpu_pool.each_worker(seen)) == ["3", "5"]


def test_no_gpus_no_device_variable(pool):
    def seen():
        import os

        return os.environ.get("CUDA_VISIBLE_DEVICES")

    assert pool.gpus == [] and pool.each_worker(seen) == [None, None]


@pytest.mark.cuda
def test_one_worker_cuda_pool_gbm_equals_serial(no_pool, monkeypatch):
    """On a real GPU: parpool(1) gives its worker the GPU; GBM per iteration on the device equals
    the serial loop on the client's GPU."""
    import runmat_accel

    monkeypatch.delenv(cluster.GPUS_ENV, raising=False)
    if not runmat_accel.cuda_device_ids():
        pytest.skip("no CUDA device (CuPy and a GPU are needed)")
    p = cluster.start_pool(1)
    try:
        assert p.gpus and p.num_workers == 1
        par, ser = _gbm_both(200_000, 252)
        assert np.array_equal(np.asarray(par.workspace["price"]), np.asarray(ser.workspace["price"]))
        assert {str(v) for v in np.asarray(par.workspace["prov"]).reshape(-1)} == {"cuda"}
    finally:
        p.shutdown()
