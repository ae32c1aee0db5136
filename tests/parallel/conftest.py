"""One real LocalCluster of 2 worker processes per test module, shut down after it (a pool left
running would change what later tests see: gcp('nocreate') is then not empty)."""

from __future__ import annotations

import pytest

from runmat_builtins.lib.parallel import cluster


@pytest.fixture(scope="module")
def pool():
    """The running pool (started once per module: worker start-up dominates these tests' time)."""
    p = cluster.current_pool() or cluster.start_pool(2)
    yield p
    p.shutdown()


@pytest.fixture
def no_pool(monkeypatch):
    """Hide the running pool for one test (code then runs as with no pool)."""
    monkeypatch.setattr(cluster, "_POOL", None)
    monkeypatch.delenv(cluster.AUTOCREATE_ENV, raising=False)
