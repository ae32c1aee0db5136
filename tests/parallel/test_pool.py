"""parpool / gcp / delete on a real LocalCluster."""

from __future__ import annotations

import time

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


def _stream_interval(dask_worker=None) -> float:
    return dask_worker.batched_stream.interval


def _scheduler_intervals(dask_scheduler=None) -> list:
    return [b.interval for b in (*dask_scheduler.stream_comms.values(), *dask_scheduler.client_comms.values())]


def test_pool_messages_go_at_once(pool):
    """Dask batches messages per interval (client 10 ms, scheduler 5 ms, workers 2 ms): a parfor's
    chunks and results would wait for it. The pool's streams send each message at once, and the
    chunks of a parfor reach the scheduler in one message."""
    assert pool.client.scheduler_comm.interval == 0
    assert set(pool.client.run_on_scheduler(_scheduler_intervals)) == {0}
    assert list(pool.client.run(_stream_interval).values()) == [0, 0]


def test_a_parfor_asks_the_scheduler_nothing_beyond_its_chunks(pool, run_m, monkeypatch):
    """The pool's worker count and addresses come from the cluster's own up-to-date copy of the
    scheduler's identity: no scheduler round trip before or after a loop's chunks."""
    calls = []
    info = pool.client.scheduler_info
    monkeypatch.setattr(pool.client, "scheduler_info", lambda *a, **k: calls.append(1) or info(*a, **k))
    pool._count = None  # (the old 2 s cache of the count: expired)
    assert run_m("y = zeros(1, 4);\nparfor i = 1:4\n  y(i) = i^2;\nend\ndisp(y)") == "    1    4    9   16\n"
    assert calls == [] and pool.num_workers == 2 and len(pool.worker_ids()) == 2


def test_parpool_prints_the_dask_dashboard(no_pool, run_m):
    out = run_m("parpool(1);\ndelete(gcp('nocreate'))")
    assert out.startswith("Starting parallel pool (parpool) using the 'Processes' profile ...\n"
                          "Connected to parallel pool with 1 workers.\nDask dashboard: http")


def test_worker_environment(pool):
    """Workers run one BLAS/OpenMP thread each and without Dask's MALLOC_TRIM_THRESHOLD_ (which
    turns off glibc's adaptive mmap threshold: every large array then costs fresh pages on every
    iteration)."""
    names = ("MALLOC_TRIM_THRESHOLD_", "OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS")

    def env():
        import os

        return [os.environ.get(k) for k in names]

    assert pool.each_worker(env) == [[None, "1", "1", "1"]] * 2


def _getenv(name: str) -> str | None:
    import os

    return os.environ.get(name)


def _killed(_: int) -> None:
    import os

    os.kill(os.getpid(), 9)


def _new_pids(pool, old: set, timeout: float = 60) -> set:
    """The workers' pids once a killed one is back (two workers, not the old pair)."""
    import os

    deadline = time.monotonic() + timeout
    now: set = set()
    while time.monotonic() < deadline:
        try:
            now = set(pool.client.run(os.getpid).values())
        except Exception:  # noqa: BLE001  (a worker gone mid-call: ask again)
            now = set()
        if len(now) == 2 and now != old:
            break
        time.sleep(0.1)
    return now


def test_client_environ_exactly_restored(no_pool, monkeypatch):
    """Dask's nanny writes its pre-spawn variables into the client's os.environ before each
    worker it starts: after pools of both kinds (plain and with GPUs per worker), two restarts
    of a killed worker and a thread pool, the client's environment is exactly what it was, and
    a variable Dask's trim threshold would set in the client does not reach the workers."""
    import os

    monkeypatch.setenv("MALLOC_TRIM_THRESHOLD_", "65536")  # as another Dask cluster would leave it
    before = dict(os.environ)
    p = cluster.start_pool(2)
    try:
        assert p.each_worker(_getenv, "MALLOC_TRIM_THRESHOLD_") == [None, None]
        assert dict(os.environ) == before
        for _ in range(2):  # the nanny restarts a killed worker
            pids = p.client.run(os.getpid)
            doomed = p.client.submit(_killed, 0, workers=[min(pids)], allow_other_workers=False, pure=False)
            assert len(_new_pids(p, set(pids.values()))) == 2
            doomed.cancel()
            assert dict(os.environ) == before
        time.sleep(0.5)  # (the new worker's plugins run as it registers)
        assert list(p.client.run(_stream_interval).values()) == [0, 0]  # restarted workers send at once too
        assert set(p.client.run_on_scheduler(_scheduler_intervals)) == {0}
    finally:
        p.shutdown()
    monkeypatch.setenv(cluster.GPUS_ENV, "2")
    g = cluster.start_pool(None)
    g.shutdown()
    monkeypatch.delenv(cluster.GPUS_ENV)
    assert dict(os.environ) == before
    t = cluster.start_pool(2, "Threads")
    t.shutdown()
    assert dict(os.environ) == before


def _loop_faults() -> int:
    """Minor page faults of a worker thread running 4 iterations over 24 MB arrays."""
    import resource

    from runmat_vm.parallel.worker import worker_session

    s = worker_session({"path": [], "dirs": []})
    before = resource.getrusage(resource.RUSAGE_THREAD).ru_minflt
    s.run("for i = 1:4\n  y = sum(sin((1:3e6) * i));\nend\n")
    return resource.getrusage(resource.RUSAGE_THREAD).ru_minflt - before


def test_worker_reuses_large_blocks(pool):
    """A worker's iterations over 24 MB arrays settle to taking no fresh pages (the heap keeps
    the blocks; with Dask's trim threshold set: ~280 page faults per iteration, every time)."""
    got = [pool.each_worker(_loop_faults) for _ in range(3)]  # glibc's thresholds settle within two
    assert all(f < 100 for f in got[-1]), got


def test_parpool_warms_past_the_first_fresh_pages(no_pool):
    """parpool's warm-up runs until a worker's large arrays stop taking fresh pages, so the
    first loop after it takes few (measured: 2-4 faults; after one run of the warm-up loop, as
    before: 540-650)."""
    p = cluster.start_pool(2)
    try:
        first = p.each_worker(_loop_faults)
    finally:
        p.shutdown()
    assert all(f < 100 for f in first), first
