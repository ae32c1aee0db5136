"""parpool / gcp / delete on a real LocalCluster."""

from __future__ import annotations

import pytest

from runmat_builtins.errors import MException
from runmat_builtins.lib.parallel import cluster


def test_gcp_nocreate_without_pool_is_empty(no_pool, run_m):
    assert run_m("p = gcp('nocreate'); disp(isempty(p)); p2 = gcp; disp(isempty(p2))") == "1\n1\n"
    assert cluster.current_client() is None
    run_m("delete(gcp('nocreate'))")  # deleting no pool does nothing


def test_pool_properties_and_display(pool, run_m):
    out = run_m("p = gcp('nocreate');\ndisp(p.NumWorkers); disp(p.Connected); disp(class(p))\np")
    assert out.startswith("2\n1\nparallel.ProcessPool\np = \n\n ProcessPool with properties: \n")
    assert "     NumWorkers: 2\n" in out and "      Connected: true\n" in out
    assert cluster.current_client() is pool.client
    assert len(pool.client.scheduler_info()["workers"]) == 2


def test_second_parpool_is_refused(pool, run_m):
    with pytest.raises(MException) as e:
        run_m("parpool(2)")
    assert e.value.identifier == "parallel:convenience:ConnectionOpen"


def test_bad_arguments(no_pool, run_m):
    for code, ident in (("parpool(0)", "parallel:convenience:InvalidPoolSize"),
                        ("parpool('nosuchprofile')", "parallel:cluster:ProfileNotFound"),
                        ("gcp('create')", "parallel:convenience:InvalidArgument")):
        with pytest.raises(MException) as e:
            run_m(code)
        assert e.value.identifier == ident


def test_cluster_address_connects_and_delete_disconnects(pool, no_pool, run_m, monkeypatch):
    """parpool('cluster', ADDRESS) and $RUNMAT_PARALLEL_SCHEDULER reach an existing scheduler;
    deleting that pool closes our client, not the cluster behind it."""
    address = pool.client.scheduler.address
    out = run_m(f"p = parpool('cluster', '{address}');\ndisp(p.NumWorkers); disp(p.Cluster)")
    assert out.endswith(f"Connected to parallel pool with 2 workers.\n2\n{address}\n")
    run_m("delete(p); disp(p.Connected)")
    assert cluster.current_client() is None and pool.connected
    monkeypatch.setenv(cluster.SCHEDULER_ENV, address)
    run_m("q = parpool;")
    assert cluster.current_pool().address == address
    run_m("delete(gcp('nocreate'))")
    assert cluster.current_pool() is None and pool.connected


def test_parpool_returns_warm_workers(pool):
    """Each worker process has imported the library and made its Session before parpool returns
    (the first parfor pays no first-use imports)."""
    import sys

    def state():
        from runmat_vm.parallel import worker

        return ("runmat_builtins.lib.parallel.options" in sys.modules, len(worker._mine("sessions")) >= 1)

    assert pool.each_worker(state) == [(True, True), (True, True)]


def test_parpool_prints_the_dask_dashboard(no_pool, run_m):
    out = run_m("parpool(1);\ndelete(gcp('nocreate'))")
    assert out.startswith("Starting parallel pool (parpool) using the 'Processes' profile ...\n"
                          "Connected to parallel pool with 1 workers.\nDask dashboard: http")
