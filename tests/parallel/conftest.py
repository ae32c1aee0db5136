"""One real LocalCluster of 2 worker processes, shared by the tests of this folder."""

from __future__ import annotations

import os

import pytest

import runmat_vm.session  # noqa: F401  (registers the runtime, so the pools below are warmed as parpool's)
from runmat_builtins.lib.parallel import cluster


POOL_ENV_NAMES = ("MALLOC_TRIM_THRESHOLD_", "OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS")
CLIENT_ENV_BEFORE_POOL: dict[str, str | None] = {}


@pytest.fixture(scope="package")
def pool():
    """The running pool, started once for this folder (worker start-up dominates its tests' time)
    and shut down when the folder is done. The client's environment just before it started is
    kept in CLIENT_ENV_BEFORE_POOL (other tests' clusters may have changed it earlier)."""
    p = cluster.current_pool()
    if p is None:
        CLIENT_ENV_BEFORE_POOL.update({k: os.environ.get(k) for k in POOL_ENV_NAMES})
        p = cluster.start_pool(2)
    yield p
    p.shutdown()


@pytest.fixture
def client_env_before_pool(pool):
    """The client's pool-related environment variables just before `pool` started (empty when
    the pool was already running)."""
    return CLIENT_ENV_BEFORE_POOL


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
