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


def test_worker_environment_and_client_environ_kept(pool, client_env_before_pool):
    """Workers run one BLAS/OpenMP thread each and without Dask's MALLOC_TRIM_THRESHOLD_ (which
    turns off glibc's adaptive mmap threshold: every large array then costs fresh pages on every
    iteration); the client's own environment is left as it was (Dask's nanny writes its
    pre-spawn variables into the parent's os.environ)."""
    import os

    names = ("MALLOC_TRIM_THRESHOLD_", "OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS")

    def env():
        import os

        return [os.environ.get(k) for k in names]

    assert pool.each_worker(env) == [[None, "1", "1", "1"]] * 2


def test_worker_reuses_large_blocks(pool):
    """A worker's iterations over 24 MB arrays settle to taking no fresh pages (the heap keeps
    the blocks; with Dask's trim threshold set: ~280 page faults per iteration, every time)."""

    def faults():
        import resource

        from runmat_vm.parallel.worker import worker_session

        s = worker_session({"path": [], "dirs": []})
        before = resource.getrusage(resource.RUSAGE_THREAD).ru_minflt
        s.run("for i = 1:4\n  y = sum(sin((1:3e6) * i));\nend\n")
        return resource.getrusage(resource.RUSAGE_THREAD).ru_minflt - before

    got = [pool.each_worker(faults) for _ in range(3)]  # glibc's thresholds settle within two
    assert all(f < 100 for f in got[-1]), got
