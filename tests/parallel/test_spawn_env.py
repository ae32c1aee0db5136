"""spawn_env: the client's os.environ during and after worker starts (no cluster needed)."""

from __future__ import annotations

import os

from runmat_builtins.lib.parallel import spawn_env


def test_overlapping_starts_put_the_clients_values_back_after_the_last(monkeypatch):
    monkeypatch.setenv("OMP_NUM_THREADS", "8")
    monkeypatch.setenv("MALLOC_TRIM_THRESHOLD_", "65536")
    monkeypatch.delenv("PYTHONHASHSEED", raising=False)
    before = dict(os.environ)
    spawn_env.spawn_begin({"OMP_NUM_THREADS": "1", "PYTHONHASHSEED": "6640"}, ["MALLOC_TRIM_THRESHOLD_"])
    assert os.environ["OMP_NUM_THREADS"] == "1" and "MALLOC_TRIM_THRESHOLD_" not in os.environ
    spawn_env.spawn_begin({"OMP_NUM_THREADS": "1", "MKL_NUM_THREADS": "1"}, [])  # a second worker
    spawn_env.spawn_end()
    assert os.environ["MKL_NUM_THREADS"] == "1"  # the other start still spawning
    spawn_env.spawn_end()
    assert dict(os.environ) == before


def test_environ_kept_undoes_what_a_cluster_start_wrote(monkeypatch):
    monkeypatch.delenv("OPENBLAS_NUM_THREADS", raising=False)
    monkeypatch.setenv("OMP_NUM_THREADS", "4")
    before = dict(os.environ)
    with spawn_env.environ_kept(("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS")):
        os.environ.update({"OPENBLAS_NUM_THREADS": "1", "OMP_NUM_THREADS": "1", "__DASK_PARENT_PID": "1"})
    assert dict(os.environ) == before
