"""parpool('Threads') and backgroundPool: iterations on threads of this process, no pickling."""

from __future__ import annotations

import threading

import pytest

from runmat_builtins.errors import MException
from runmat_builtins.lib.parallel import cluster
from runmat_vm.parallel import worker
from tests.parallel.test_parfor import REDUCTIONS, SLICED, run_both


def test_thread_pool_parfor_equals_the_serial_loop(threads):
    run_both(SLICED, ["A", "M", "B", "S", "x", "c"])
    run_both(REDUCTIONS.replace("s = s + k / 7", "s = s + k"),
             ["s", "d", "v", "w", "r", "hi", "lo", "all_", "any_", "u"])


def test_thread_pool_is_threads_of_this_process_sharing_values(threads, run_m, monkeypatch):
    """The chunks run on the pool's threads, each with its own Session, and a broadcast array
    arrives as the client's own object (no copy, no pickle)."""
    from runmat_vm.parallel import execute

    seen = []
    real = worker.run_chunks

    def spy(job, pieces):
        seen.extend((threading.current_thread().name, job["values"].get("big")) for _ in pieces)
        return real(job, pieces)

    from runmat_vm.parallel import Backend

    monkeypatch.setattr(Backend, "run_chunks", property(lambda self: spy))
    run_m("big = rand(1, 5000); y = zeros(1, 8);\nparfor i = 1:8\n  y(i) = big(3) * i;\nend\n")
    names = {n for n, _ in seen}
    assert names and all(n.startswith("runmat-thread") for n in names)
    assert len(execute.LAST_CHUNKS) == 4 == len(seen)  # a task per chunk on threads
    big = [b for _, b in seen]
    assert all(b is big[0] for b in big)  # one object, shared by every chunk


def test_thread_pool_display_and_class(threads, run_m):
    out = run_m("p = gcp('nocreate');\ndisp(class(p)); disp(p.NumWorkers)\np")
    assert out.startswith("parallel.ThreadPool\n2\np = \n\n ThreadPool with properties: \n")
    assert cluster.current_client() is None  # no Dask client: tall arrays compute locally


def test_parpool_warms_every_worker(threads):
    """When parpool returns each thread has its Session (and the library is imported)."""
    import sys

    have = threads.each_worker(lambda: len(worker._mine("sessions")))
    assert have == [1, 1]
    assert "runmat_builtins.lib.parallel.queues" in sys.modules


def test_parfeval_on_threads_and_an_error(threads, run_m):
    out = run_m("f = parfeval(@(x) x * 2, 1, 21);\ndisp(fetchOutputs(f))\n"
                "g = parfeval(@error, 0, 'my:id', 'boom'); wait(g); disp(g.Error.identifier)")
    assert out == "42\nmy:id\n"


def test_background_pool_runs_parfeval_beside_parpool(pool, run_m):
    out = run_m("b = backgroundPool;\nf = parfeval(b, @magic, 1, 3);\ndisp(fetchOutputs(f))\n"
                "disp(class(b)); disp(b.NumWorkers == maxNumCompThreads || b.NumWorkers >= 1)")
    assert out == "   8   1   6\n   3   5   7\n   4   9   2\nparallel.BackgroundPool\n1\n"
    assert cluster.current_pool() is pool  # the process pool is still the current one


def test_errors_in_a_thread_parfor_name_the_line(threads):
    from runmat_vm.testing import CapturedSession

    with pytest.raises(MException) as e:
        CapturedSession().run_m("y = zeros(1, 4);\nparfor i = 1:4\n  y(i) = undefined_fn_x(i);\nend\n")
    assert e.value.identifier == "MATLAB:UndefinedFunction"


def test_background_pool_starts_without_importing_the_library(tmp_path):
    """backgroundPool is there at once, as MATLAB's: its threads share this process, whose
    builtins load when a body first calls them, so starting it imports no library module and
    runs no warm-up loop (it used to take 5 s); `[a, b, c] = backgroundPool()` is the output
    count error."""
    import subprocess
    import sys

    script = tmp_path / "bg.m"
    script.write_text("try\n  [a, b, c] = backgroundPool();\ncatch e\n  disp(e.identifier)\nend\n"
                      "f = parfeval(backgroundPool, @(x) x + 1, 1, 41); disp(fetchOutputs(f))\n")
    code = ("import io, sys; from runmat_vm import Session; s = Session(); s.run_file(sys.argv[1]);"
            "print(sorted(m for m in sys.modules if m.startswith(('runmat_builtins.lib.graphics', 'runmat_builtins.lib.table'))))")
    out = subprocess.run([sys.executable, "-c", code, str(script)], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert [line.strip() for line in out.stdout.splitlines()] == ["MATLAB:maxlhs", "42", "[]"]
