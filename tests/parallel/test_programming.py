"""afterEach/afterAll, DataQueue/send/poll, parforOptions, ticBytes/tocBytes and the
thread-pool restrictions, on a real 2-worker LocalCluster and on a 2-thread pool."""

from __future__ import annotations

import numpy as np
import pytest

from runmat_builtins.errors import MException
from runmat_vm.parallel import execute

PROGRESS = """
q = parallel.pool.DataQueue;
got = [];
afterEach(q, @(d) fprintf('got %d\\n', d));
parfor i = 1:6
  send(q, i * 10);
end
disp('done')
"""


@pytest.mark.parametrize("kind", ["processes", "threads"])
def test_dataqueue_callbacks_run_on_the_client_before_parfor_returns(kind, request, run_m):
    request.getfixturevalue("pool" if kind == "processes" else "threads")
    out = run_m(PROGRESS)
    lines = out.splitlines()
    assert lines[-1] == "done"
    assert sorted(lines[:-1]) == sorted(f"got {10 * i}" for i in range(1, 7))


AFTER = """
for idx = 1:5
  f(idx) = parfeval(@magic, 1, idx);
end
m = afterEach(f, @(r) max(r, [], 'all'), 1);
fprintf('%d ', fetchOutputs(m)); fprintf('\\n');
g = afterAll(m, @(v) sum(v), 1);
fprintf('%d\\n', fetchOutputs(g));
h = afterEach(f(2), @(ff) ff.ID > 0, 1, 'PassFuture', true);
fprintf('%d\\n', fetchOutputs(h));
bad = parfeval(@error, 1, 'my:id', 'no');
k = afterEach(bad, @(x) x, 1);
wait(k); disp(k.Error.identifier)
"""


@pytest.mark.parametrize("kind", ["processes", "threads"])
def test_after_each_and_after_all(kind, request, run_m):
    request.getfixturevalue("pool" if kind == "processes" else "threads")
    assert run_m(AFTER) == "1 4 9 16 25 \n55\n1\nmy:id\n"


def test_after_each_runs_without_a_pool(no_pool, run_m):
    assert run_m(AFTER) == "1 4 9 16 25 \n55\n1\nmy:id\n"


def test_pollable_queue_from_workers(pool, run_m):
    out = run_m("p = parallel.pool.PollableDataQueue;\nparfor i = 1:3\n  send(p, i);\nend\n"
                "s = 0;\nfor k = 1:3\n  [d, ok] = poll(p, 5);\n  s = s + d;\nend\n"
                "[d, ok] = poll(p);\nfprintf('%d %d %d\\n', s, isempty(d), ok)")
    assert out == "6 1 0\n"


@pytest.mark.parametrize("kind", ["processes", "threads"])
def test_parfor_options_fixed_and_function_partitions(kind, request, run_m):
    request.getfixturevalue("pool" if kind == "processes" else "threads")
    out = run_m("o = parforOptions(gcp, 'RangePartitionMethod', 'fixed', 'SubrangeSize', 3);\n"
                "y = zeros(1, 10);\nparfor (i = 1:10, o)\n  y(i) = i^2;\nend\nfprintf('%d\\n', sum(y))")
    assert out == "385\n" and len(execute.LAST_CHUNKS) == 4  # 3 + 3 + 3 + 1
    out = run_m("o = parforOptions(gcp, 'RangePartitionMethod', @(n, nw) [1, 2, n - 3]);\n"
                "s = 0;\nparfor (i = 1:10, o)\n  s = s + i;\nend\nfprintf('%d %d\\n', s, isempty(o.SubrangeSize))")
    assert out == "55 1\n" and len(execute.LAST_CHUNKS) == 3


def test_parfor_options_errors(pool, run_m):
    for code, ident in (("parforOptions(gcp, 'RangePartitionMethod', 'fixed')", "parallel:parfor:SubrangeSizeRequired"),
                        ("parforOptions(gcp, 'SubrangeSize', 0)", "parallel:parfor:InvalidSubrangeSize"),
                        ("parforOptions(3)", "parallel:parfor:InvalidParforOptionsInput"),
                        ("parforOptions(gcp, 'RangePartitionMethod', 'random')",
                         "parallel:parfor:InvalidRangePartitionMethod"),
                        ("o = parforOptions(gcp, 'RangePartitionMethod', @(n, nw) [1 1]);\n"
                         "parfor (i = 1:5, o)\n  y(i) = i;\nend", "parallel:parfor:InvalidSubrangeSize")):
        with pytest.raises(MException) as e:
            run_m(code)
        assert e.value.identifier == ident, code


def test_tic_toc_bytes_on_a_process_pool(pool, run_m):
    out = run_m("p = gcp;\nticBytes(p);\nbig = rand(1, 1e5);\nz = zeros(1, 4);\nparfor i = 1:4\n"
                "  z(i) = sum(big) * i;\nend\nb = tocBytes(p);\nfprintf('%d %d %d\\n', size(b), all(b(:, 1) >= 8e5))\n"
                "tocBytes(p)")
    assert out.startswith("2 2 1\n")
    assert "BytesSentToWorkers    BytesReceivedFromWorkers" in out and "Total" in out


def test_thread_pool_restrictions(threads, run_m):
    for code in ("ticBytes(gcp)", "parfor i = 1:2\n  cd('.');\nend"):
        with pytest.raises(MException) as e:
            run_m(code)
        assert e.value.identifier == "parallel:threadpool:UnsupportedFunction", code
    # a parfor inside a thread worker's iteration runs serially on that thread
    assert run_m("y = zeros(1, 4);\nparfor i = 1:4\n  z = zeros(1, 3);\n  parfor j = 1:3\n    z(j) = j;\n"
                 "  end\n  y(i) = sum(z) * i;\nend\nfprintf('%d ', y)") == "6 12 18 24 "


def test_background_pool_takes_parfeval_not_parfor(no_pool, run_m):
    assert run_m("f = parfeval(backgroundPool, @(x) x + 1, 1, 1); fprintf('%d', fetchOutputs(f))") == "2"
    with pytest.raises(MException) as e:
        run_m("parforOptions(backgroundPool)")
    assert e.value.identifier == "parallel:threadpool:UnsupportedFunction"


@pytest.mark.parametrize("kind", ["processes", "threads"])
def test_parfeval_on_all_runs_once_per_worker(kind, request, run_m):
    request.getfixturevalue("pool" if kind == "processes" else "threads")
    out = run_m("f = parfevalOnAll(@(x) x + 1, 1, 4);\nv = fetchOutputs(f);\nfprintf('%d %d %d\\n', size(v), sum(v))\n"
                "g = parfevalOnAll(@error, 0, 'my:id', 'no'); wait(g); disp(g.Error.identifier)")
    assert out == "2 1 10\nmy:id\n"


def test_parfeval_on_all_without_a_pool_runs_once(no_pool, run_m):
    assert run_m("f = parfevalOnAll(@plus, 1, 1, 2);\nfprintf('%d\\n', fetchOutputs(f))") == "3\n"


def test_timeouts_and_tags_are_checked_like_validateattributes(no_pool, run_m):
    # poll/wait/fetchNext take a real nonnegative scalar timeout (Inf waits for ever), spmdSend and
    # spmdReceive a nonnegative integer tag: validateattributes' identifiers for anything else
    run_m("q = parallel.pool.PollableDataQueue;\nf = parfeval(@sin, 1, 1);")
    cases = [("poll(q, [])", "MATLAB:expectedScalar"), ("poll(q, [1 2])", "MATLAB:expectedScalar"),
             ("poll(q, 'a')", "MATLAB:invalidType"), ("poll(q, {1})", "MATLAB:invalidType"),
             ("poll(q, NaN)", "MATLAB:expectedNonNaN"), ("poll(q, -1)", "MATLAB:expectedNonnegative"),
             ("poll(q, 1i)", "MATLAB:expectedReal"), ("wait(f, 'finished', NaN)", "MATLAB:expectedNonNaN"),
             ("fetchNext(f, struct())", "MATLAB:invalidType"),
             ("spmd\n  spmdSend(1, 1, NaN);\nend", "MATLAB:expectedInteger"),
             ("spmd\n  spmdSend(1, 1, -2);\nend", "MATLAB:expectedNonnegative")]
    for code, ident in cases:
        with pytest.raises(MException) as e:
            run_m(code)
        assert e.value.identifier == ident, code
    out = run_m("[d, ok] = poll(q, 0.01);\nsend(q, 3);\n[e, ok2] = poll(q, int8(1));\n"
                "spmd\n  spmdSend(7, 1, 3);\n  x = spmdReceive(1, 3);\nend\n"
                "fprintf('%d %d %d %d %d\\n', isempty(d), ok, e, ok2, x{1})")
    assert out == "1 0 3 1 7\n"


def test_a_gpuarray_index_or_timeout_is_gathered(no_pool, run_m):
    # MATLAB takes a gpuArray scalar wherever a number goes: a Composite brace index, poll's timeout
    # (the shared helpers values/doubles gather it; they raised float() of GpuArray)
    from runmat_accel import upload
    from runmat_builtins.lib.array.shape._args import doubles, values

    out = run_m("spmd\n  x = spmdIndex * 10;\nend\ndisp(x{gpuArray(1)})\n"
                "q = parallel.pool.PollableDataQueue;\n[d, ok] = poll(q, gpuArray(0.01));\ndisp(ok)")
    assert out.split() == ["10", "0"]  # (the fixture's display trims the padding)
    g = upload(np.array([[1.0, 2.0]]))
    assert values(g) == [1.0, 2.0]
    np.testing.assert_array_equal(doubles(g), [[1.0, 2.0]])
