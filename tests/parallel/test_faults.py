"""Faults in parallel work on the real 2-worker LocalCluster (conftest's ``pool``): a worker
killed mid-parfor, a chunk that kills every worker it meets, a task that raises, a future that
outlives a timeout, an unreachable scheduler. Each ends in the loop's result or a MATLAB error,
the client's workspace intact and the pool usable afterwards.

A worker is killed from inside the loop body: ``system('kill -9 $PPID')`` runs a shell whose
parent is the worker process itself, so the death lands in a known iteration, deterministically."""

from __future__ import annotations

import time

import numpy as np
import pytest

from runmat_builtins.errors import MException
from runmat_builtins.lib.parallel import cluster
from runmat_vm.parallel.execute import ABORTED_ID, ABORTED_MSG
from runmat_vm.testing import CapturedSession

KILL = "system('kill -9 $PPID');"


@pytest.fixture
def pool_back(pool):
    """The pool, with both workers back (the nanny restarts a killed one) when the test ends."""
    yield pool
    pool.client.wait_for_workers(2, timeout=60)


def test_a_worker_killed_once_the_loop_completes_on_the_others(pool_back, run_m, tmp_path):
    marker = tmp_path / "died"
    out = run_m(f"y = zeros(1, 8);\nparfor i = 1:8\n"
                f"  if i == 5 && ~isfile('{marker}')\n    fclose(fopen('{marker}', 'w'));\n    {KILL}\n  end\n"
                f"  y(i) = i * 10;\nend\ndisp(y)")
    assert marker.exists()  # the worker did die under iteration 5; its chunk ran again elsewhere
    assert out == "   10   20   30   40   50   60   70   80\n"


def test_a_chunk_that_kills_every_worker_is_a_matlab_error_naming_its_iterations(pool_back):
    s = CapturedSession()
    s.session.run("before = 7; y = -ones(1, 4);")
    t0 = time.perf_counter()
    with pytest.raises(MException) as e:
        s.session.run(f"parfor i = 1:4\n  if i == 3\n    {KILL}\n  end\n  y(i) = i;\nend")
    assert time.perf_counter() - t0 < 60
    err = e.value
    assert err.identifier == ABORTED_ID
    # the chunks whose results never came back: iteration 3 (1:4 on 2 process workers: chunks of
    # one, the first worker runs chunks 1 and 3, sending chunk 1's result as it starts 3), and 4
    # if that worker had taken it from the other meanwhile; they then died as a Dask task on
    # every worker they met
    assert err.message in (f"{ABORTED_MSG} The workers running iterations 3 died.",
                           f"{ABORTED_MSG} The workers running iterations 3, 4 died.")
    # the client's workspace is as it was: the loop's output keeps its old value
    assert s.workspace["before"] == 7.0
    np.testing.assert_array_equal(s.workspace["y"], -np.ones((1, 4)))
    pool_back.client.wait_for_workers(2, timeout=60)
    assert s.session.run("parfor i = 1:4\n  y(i) = i;\nend") is None
    np.testing.assert_array_equal(s.workspace["y"], [[1, 2, 3, 4]])


def test_a_task_that_raises_is_the_tasks_matlab_error(pool, run_m):
    with pytest.raises(MException) as e:
        run_m("z = 1;\nparfor i = 1:4\n  z2 = sqrt(i);\n  if i == 2, error('my:task', 'task %d failed', i); end\nend")
    assert (e.value.identifier, e.value.message) == ("my:task", "task 2 failed")
    out = run_m("f = parfeval(@(x) error('my:feval', 'feval %d', x), 0, 4);\nwait(f);\n"
                "disp(f.Error.identifier); disp(f.Error.message); disp(z)")
    assert out == "my:feval\nfeval 4\n1\n"


def test_a_future_past_its_timeout_is_still_running_and_can_be_cancelled(pool, run_m):
    t0 = time.perf_counter()
    out = run_m("f = parfeval(@pause, 0, 30);\n[idx] = fetchNext(f, 0.3);\ndisp(isempty(idx));\n"
                "ok = wait(f, 'finished', 0.3);\ndisp(ok); disp(f.State);\n"
                "cancel(f);\ndisp(wait(f, 'finished', 10)); disp(f.Error.identifier)")
    assert out == "1\n0\nrunning\n1\nparallel:fevalqueue:ExecutionCancelled\n"
    assert time.perf_counter() - t0 < 15  # the 30 s pause was cancelled, not waited out
    assert run_m("g = parfeval(@plus, 1, 2, 3);\ndisp(fetchOutputs(g))") == "5\n"


def test_an_unreachable_scheduler_fails_within_seconds(no_pool, run_m, monkeypatch):
    monkeypatch.setenv(cluster.CONNECT_TIMEOUT_ENV, "1")
    t0 = time.perf_counter()
    with pytest.raises(MException) as e:
        run_m("p = parpool('cluster', 'tcp://127.0.0.1:1');")
    assert e.value.identifier == "parallel:cluster:CannotConnect"
    assert "tcp://127.0.0.1:1" in e.value.message
    assert time.perf_counter() - t0 < 10
    assert cluster.current_pool() is None


def test_an_error_drops_the_chunks_not_started_and_the_next_loop_is_right(pool, run_m, tmp_path):
    """Straight to the workers (direct.py): iteration 1 fails at once; the error is raised, both
    workers drop the loop's chunks they had not started (each iteration left would take 50 ms and
    leave a file), and the next loop gets its own results, not the abandoned loop's late ones."""
    with pytest.raises(MException) as e:
        run_m(f"parfor i = 1:16\n  if i == 1, error('my:early', 'early %d', i); end\n  pause(0.05);\n"
              f"  fclose(fopen(fullfile('{tmp_path}', sprintf('%d', i)), 'w'));\nend")
    assert e.value.identifier == "my:early"
    time.sleep(1.0)  # what still ran has finished
    assert len(list(tmp_path.iterdir())) <= 4  # of 15: at most the chunks running when the news came
    out = run_m("y = zeros(1, 16);\nparfor i = 1:16\n  y(i) = 2 * i;\nend\ndisp(isequal(y, 2 * (1:16)))")
    assert out == "1\n"
