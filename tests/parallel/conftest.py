"""One real LocalCluster of 2 worker processes, shared by the tests of this folder."""

from __future__ import annotations

import pytest

import runmat_vm.session  # noqa: F401  (registers the runtime, so the pools below are warmed as parpool's)
from runmat_builtins.lib.parallel import cluster


@pytest.fixture(scope="package")
def pool():
    """The running pool, started once for this folder (worker start-up dominates its tests' time)
    and shut down when the folder is done. It runs on a machine without GPUs (RUNMAT_PARALLEL_GPUS=0),
    also on a host with one: its workers get no CUDA_VISIBLE_DEVICES of their own."""
    p = cluster.current_pool()
    if p is None:
        with pytest.MonkeyPatch.context() as mp:
            mp.setenv(cluster.GPUS_ENV, "0")
            p = cluster.start_pool(2)
    yield p
    p.shutdown()


@pytest.fixture
def no_pool(monkeypatch):
    """Hide the running pool for one test (code then runs as with no pool)."""
    monkeypatch.setattr(cluster, "_POOL", None)
    monkeypatch.delenv(cluster.AUTOCREATE_ENV, raising=False)


@pytest.fixture
def threads(monkeypatch):
    """A 2-thread pool (parpool('Threads', 2)) as the current pool for one test."""
    monkeypatch.setattr(cluster, "_POOL", None)
    monkeypatch.delenv(cluster.AUTOCREATE_ENV, raising=False)
    p = cluster.start_pool(2, "Threads")
    yield p
    p.shutdown()
