"""parfor on a real 2-worker LocalCluster: workspace results equal the serial loop's."""

from __future__ import annotations

import pytest

from runmat_builtins.errors import MException
from runmat_builtins.display import display_text
from runmat_vm.testing import CapturedSession
from runmat_vm.parallel import execute


def run_both(code: str, names: list[str]) -> tuple[CapturedSession, str]:
    """Run ``code`` with parfor (on the pool) and with for; the named variables must match."""
    par, ser = CapturedSession(), CapturedSession()
    out = par.run_m(code)
    ser_out = ser.run_m(code.replace("parfor", "for"))
    for n in names:
        assert display_text(n, par.workspace[n]) == display_text(n, ser.workspace[n]), n
    return par, out if out else ser_out


SLICED = """
n = 12; c = 3; x = (1:n) * 2;
A = zeros(1, n); M = zeros(n, 3); B = {}; S = struct('f', {});
parfor i = 1:n
  t = x(i) + c;
  A(i) = t^2;
  for j = 1:3
    M(i, j) = i * 10 + j;
  end
  B{i} = sprintf('<%d>', i);
  S(i).f = sq(i);
end
function y = sq(v)
  y = v * v;
end
"""


def test_sliced_inputs_outputs_and_local_functions(pool):
    par, _ = run_both(SLICED, ["A", "M", "B", "S", "x", "c"])
    assert "t" not in par.workspace  # a temporary is not sent back to the client


REDUCTIONS = """
s = 0; p = 1; d = 100; v = []; w = []; r = []; hi = -Inf; lo = Inf; all_ = true; any_ = false;
u = [];
parfor k = 1:20
  s = s + k / 7;
  p = p * 1.1;
  d = d - k;
  v = [v, k];
  w = [w; k * 2];
  r = [k, r];
  hi = max(hi, mod(k * 7, 11));
  lo = min(mod(k * 5, 13), lo);
  all_ = all_ & (k < 30);
  any_ = any_ | (k == 17);
  u = union(u, mod(k, 4));
end
"""


def test_reductions_match_the_serial_loop(pool):
    par, _ = run_both(REDUCTIONS.replace("s = s + k / 7", "s = s + k"),
                      ["s", "d", "v", "w", "r", "hi", "lo", "all_", "any_", "u"])
    ser = CapturedSession()
    ser.run_m(REDUCTIONS.replace("parfor", "for"))
    par2 = CapturedSession()
    par2.run_m(REDUCTIONS)
    for n in ("s", "p"):  # float sums and products: equal within rounding
        assert par2.workspace[n] == pytest.approx(ser.workspace[n], rel=1e-12)


CHAINS = """
r = 0; m = 5; q = 1; k = 3; A = 10;
parfor i = 1:8
  r = r + 1 + 2;
  m = m - i - 1;
  m = m + i * 2 - 3;
  q = q .* 2 .* (i > 0);
  A = A + i + 5*k;
end
"""


def test_reduction_chains_of_one_operation(pool):
    """``X = X + e1 + e2`` (parsed ``(X + e1) + e2``) is a reduction, as MathWorks' valid example
    ``A = A + i + 5*k`` (Reduction Variables, Basic Rules); + and - are one operation (plus); the
    values equal the serial loop's (r = 24, m = 5 + sum(i - 4) = 9, q = 256, A = 166)."""
    par, _ = run_both(CHAINS, ["r", "m", "q", "A", "k"])
    assert [float(par.workspace[n]) for n in ("r", "m", "q", "A")] == [24.0, 9.0, 256.0, 166.0]


def test_reduction_chain_classification():
    from runmat_vm.frontend.parse import parse
    from runmat_vm.parallel.classify import classify

    def plan(body: str):
        st = parse(f"parfor i = 1:4\n{body}\nend\n").body[0]
        return classify(st, lambda n: n in ("r", "e", "f"))

    assert plan("  r = r + 1 + 2;").reductions == {"r": ("+", "left")}
    assert plan("  r = r - e + f;\n  r = r + 1;").reductions["r"][0] in ("+", "-")
    assert plan("  r = e + f + r;").reductions == {"r": ("+", "right")}
    assert plan("  r = r * e * f;").reductions == {"r": ("*", "left")}
    # X in the middle of a chain, or a chain of two operations, is no reduction: a temporary
    assert plan("  r = e + r + f;").temporaries == ["r"]
    assert plan("  r = r + e * r;").temporaries == ["r"]
    with pytest.raises(MException) as e:  # a reduction variable read elsewhere: not classified
        plan("  r = r + 1 + 2;\n  disp(r)")
    assert e.value.identifier == "MATLAB:parfor:VariableNotClassified"


def test_broadcast_handles_path_functions_and_worker_output(pool, tmp_path):
    (tmp_path / "triple.m").write_text("function y = triple(x)\n  y = 3 * x;\nend\n")
    code = (f"addpath('{tmp_path}');\nf = @(x) x + 0.5; g = @triple; k = 2;\ny = zeros(1, 6);\n"
            "parfor i = 1:6\n  y(i) = f(i) * k + g(i);\n  if i == 4, fprintf('four\\n'); end\nend\n")
    par, out = run_both(code, ["y"])
    assert out.count("four\n") == 1


def test_zero_workers_runs_serially_on_the_client(pool, run_m):
    # parfor (i = r, 0) is the client's serial loop: its temporaries keep their last values
    out = run_m("s = 0;\nparfor (i = 1:4, 0)\n  t = i;\n  s = s + t;\nend\ndisp([s, exist('t')])")
    assert out == "   10    1\n"
    out = run_m("clear t; s = 0;\nparfor (i = 1:4, 2)\n  t = i;\n  s = s + t;\nend\ndisp([s, exist('t')])")
    assert out == "   10    0\n"


def test_no_pool_runs_serially(no_pool, run_m):
    assert run_m("a = zeros(1, 3);\nparfor i = 1:3\n  a(i) = i * 2;\nend\ndisp(a)") == "   2   4   6\n"


def test_error_in_an_iteration_names_its_line(pool):
    code = ("x = zeros(1, 8);\nparfor i = 1:8\n  x(i) = pick(i);\nend\n"
            "function y = pick(i)\n  if i == 6\n    error('my:bad', 'bad iteration %d', i);\n  end\n  y = i;\nend\n")
    s = CapturedSession()
    with pytest.raises(MException) as e:
        s.session.run(code, filename="/tmp/loop_err.m")
    err = e.value
    assert err.identifier == "my:bad" and err.message == "bad iteration 6"
    assert [(f.name, f.line) for f in err.stack][:3] == [("pick", 7), ("loop_err", 3), ("loop_err", 2)]
    assert "x" in s.workspace  # the workspace survives the error


@pytest.mark.parametrize("body, ident, fragment", [
    ("parfor i = 1:4\n  i = i + 1;\nend", "MATLAB:parfor:LoopVariableAssigned", "loop variable 'i'"),
    ("f = zeros(1, 9);\nparfor n = 3:9\n  f(n) = f(n-1) + f(n-2);\nend", "MATLAB:parfor:VariableNotClassified",
     "variable 'f'"),
    ("A = zeros(3);\nparfor i = 1:3\n  A(i, 1) = 1;\n  A(1, i) = 2;\nend", "MATLAB:parfor:VariableNotClassified",
     "variable 'A'"),
    ("s = 0;\nparfor i = 1:4\n  s = s + i;\n  if s > 3, disp(s), end\nend", "MATLAB:parfor:VariableNotClassified",
     "variable 's'"),
    ("s = 0;\nparfor i = 1:4\n  s = s + i;\n  s = s * i;\nend", "MATLAB:parfor:VariableNotClassified",
     "same operation"),
    ("A = zeros(1, 3);\nparfor i = 1:3\n  A(2) = i;\nend", "MATLAB:parfor:VariableNotClassified", "variable 'A'"),
    ("parfor i = 1:3\n  if i == 2, break, end\nend", "MATLAB:parfor:IllegalStatement", "'break'"),
    ("parfor i = 1:3\n  global g\nend", "MATLAB:parfor:IllegalStatement", "global"),
])
def test_classification_errors(body, ident, fragment, run_m):
    with pytest.raises(MException) as e:
        run_m(body)
    assert e.value.identifier == ident and fragment in e.value.message
    assert e.value.message.startswith("Unable to classify the variable") == ident.endswith("NotClassified")


def test_a_valid_body_is_classified_without_error(run_m):
    # temporaries re-read after their assignment, a sliced in/out variable, an inner loop's break
    code = ("A = 1:5; s = 0;\nparfor i = 1:5\n  t = A(i);\n  t = t * 2;\n  A(i) = A(i) + t;\n"
            "  for j = 1:10\n    if j > 2, break, end\n  end\n  s = s + t;\nend\ndisp(A); disp(s)")
    assert run_m(code) == "    3    6    9   12   15\n30\n"


@pytest.mark.parametrize("rng", ["1:0.5:3", "3:-1:1", "[1 3 4]", "1:NaN", "NaN:3", "1:Inf", "@() 1:3", "{1, 2}"])
def test_range_must_be_consecutive_increasing_integers(rng, run_m):
    with pytest.raises(MException) as e:
        run_m(f"parfor i = {rng}\n  disp(i)\nend")
    assert e.value.identifier == "MATLAB:parfor:range_not_consecutive"


def test_empty_range_runs_nothing(pool, run_m):
    assert run_m("s = 5;\nparfor i = 1:0\n  s = s + i;\nend\ndisp(s)") == "5\n"
    assert run_m("s = 5;\nparfor i = 1:-Inf\n  s = s + i;\nend\ndisp(s)") == "5\n"


def test_a_range_past_the_array_size_limit_is_refused_before_it_is_built(run_m):
    with pytest.raises(MException) as e:
        run_m("parfor i = 1:1e15\n  disp(i)\nend")
    assert e.value.identifier == "MATLAB:array:SizeLimitExceeded"


def test_outputs_the_client_has_not_defined_yet(pool):
    # sliced outputs created by the loop (a cell, a struct array, a matrix), in more chunks than workers
    body = "  C{i} = i * [1 1];\n  T(i).v = -i;\n  Z(i, 2) = i;\nend\n"
    run_both("parfor i = 1:9\n" + body, ["C", "T", "Z"])
    assert len(execute.LAST_CHUNKS) == 9  # (straight to the workers: chunks of one, 8 per worker's share)
    # and in a task per chunk ('fixed' subranges)
    par, ser = CapturedSession(), CapturedSession()
    par.run_m("o = parforOptions(gcp, 'RangePartitionMethod', 'fixed', 'SubrangeSize', 2);\n"
              "parfor (i = 1:9, o)\n" + body)
    assert len(execute.LAST_CHUNKS) == 5
    ser.run_m("for i = 1:9\n" + body)
    for n in ("C", "T", "Z"):
        assert display_text(n, par.workspace[n]) == display_text(n, ser.workspace[n]), n


SLICED_INPUTS = """
n = 10; k = 2; A = reshape(1:3 * (n + 2), 3, n + 2); v = (1:n + 2) * 10; C = num2cell(v);
S = struct('f', num2cell(v)); T = reshape(1:2 * 2 * n, 2, 2, n); U = T; w = v';
a = zeros(3, n); b = zeros(1, n); c = zeros(1, n); d = zeros(1, n); e = zeros(1, n); f = zeros(2, n);
g = zeros(1, n); h = zeros(1, n); m = zeros(1, n);
parfor i = 1:n
  a(:, i) = A(:, i + k) * 2;
  b(i) = v(i + 1) - v(i + 1) / 2;
  c(i) = C{2 + i};
  d(i) = S(i).f + w(i, 1);
  f(:, i) = T(:, end, i);
  e(i) = numel(A(:, i)) + sum(A(end, i));
  g(i) = v(i - 0) * 3;
  h(i) = U(2, i + n);
  m(i) = w(2 * n - n + i - 8);
end
"""


def test_sliced_inputs_give_the_serial_results(pool):
    # shifted subscripts, cells, struct arrays, 3-D arrays seen through two subscripts, `end`
    run_both(SLICED_INPUTS, ["a", "b", "c", "d", "e", "f", "g", "h", "m"])


@pytest.fixture(params=["direct", "dask"])
def route(request, pool, monkeypatch):
    """A process pool's chunks straight to its workers (direct.py), or as Dask tasks
    (RUNMAT_PARFOR_DIRECT=0, as on a scheduler elsewhere)."""
    if request.param == "dask":
        monkeypatch.setenv("RUNMAT_PARFOR_DIRECT", "0")
    return request.param


def _record_chunks(pool, monkeypatch, route):
    """(chunks sent: (iters, the job's values, slices), messages: chunks per task or per worker)."""
    from runmat_vm.parallel import direct

    sent, tasks = [], []
    if route == "dask":
        submit_map = pool.client.map

        def recording(fn, jobs, pieces, **kw):  # the tasks go to the scheduler in one map
            sent.extend((list(i), j["values"], s) for j, p in zip(jobs, pieces) for i, s in p)
            tasks.append(len(jobs))
            return submit_map(fn, jobs, pieces, **kw)

        monkeypatch.setattr(pool.client, "map", recording)
    else:
        real = direct.run

        def recording(pool_, d, chans, job, pieces, deal, *a):  # one message per worker
            sent.extend((list(i), job["values"], s) for i, s in pieces)
            tasks.append(len(deal))
            return real(pool_, d, chans, job, pieces, deal, *a)

        monkeypatch.setattr(direct, "run", recording)
    return sent, tasks


def test_each_chunk_receives_only_its_slice(route, pool, monkeypatch):
    import numpy as np

    sent, tasks = _record_chunks(pool, monkeypatch, route)
    code = ("A = reshape(1:400, 4, 100); v = 1:101; k = 1; s = zeros(1, 100);\n"
            "parfor i = 1:100\n  s(i) = sum(A(:, i)) + v(i + k);\nend\n")
    par, _ = run_both(code, ["s"])
    # 2 chunks per worker in one task per worker (Dask), or 8 per worker in one message each (direct)
    assert len(sent) == (4 if route == "dask" else 15) and tasks == [2]
    A = np.arange(1.0, 401.0).reshape(4, 100, order="F")
    for iters, whole, sliced in sent:
        lo, hi = int(iters[0]), int(iters[-1])
        assert "A" not in whole and "v" not in whole and whole["k"] == 1.0  # k: broadcast
        off, a = sliced["A"]
        assert off == lo - 1 and np.array_equal(a, A[:, lo - 1:hi])
        off, v = sliced["v"]
        assert off == lo and np.array_equal(np.asarray(v).reshape(-1), np.arange(lo + 1.0, hi + 2.0))


def test_a_slice_out_of_bounds_raises_the_serial_error(pool):
    code = "v = 1:6; y = zeros(1, 6);\nparfor i = 1:6\n  y(i) = v(i + 1);\nend\n"
    errs = []
    for src in (code, code.replace("parfor", "for")):
        with pytest.raises(MException) as e:
            CapturedSession().run_m(src)
        errs.append((e.value.identifier, e.value.message))
    assert errs[0] == errs[1]


def test_a_large_broadcast_travels_once_and_its_chunks_go_together(pool, monkeypatch):
    """Through Dask (RUNMAT_PARFOR_DIRECT=0): a job over 64 KB (a 100000-element broadcast array)
    is scattered to the workers once and the loop's chunks, each depending on it, are submitted in
    one message; the next loop with the same body and value reuses it."""
    monkeypatch.setenv("RUNMAT_PARFOR_DIRECT", "0")
    code = "B = (1:1e5) / 7; y = zeros(1, 6);\nparfor i = 1:6\n  y(i) = sum(B(1:i * 1000));\nend\n"
    pool._shared.clear()
    par, _ = run_both(code, ["y"])
    assert len(pool._shared) == 1 and len(execute.LAST_CHUNKS) == 3
    kept = dict(pool._shared)
    par.run_m(code)
    assert pool._shared == kept  # the same scattered job: nothing sent again


def test_the_job_travels_to_each_worker_once_while_unchanged(pool, monkeypatch):
    """Straight to the workers (direct.py): the job (body, broadcast values) goes to each worker
    with the first loop; a later loop with the same body and values sends its hash only; a changed
    broadcast value sends the job again."""
    from runmat_vm.parallel import direct

    sizes = []
    real = direct._dumps

    def measured(obj):
        out = real(obj)
        if isinstance(obj, tuple) and obj[0] == "run":
            sizes.append((obj[3] is not None, len(out)))
        return out

    monkeypatch.setattr(direct, "_dumps", measured)
    code = "B = (1:1e5) / {d}; y = zeros(1, 6);\nparfor i = 1:6\n  y(i) = sum(B(1:i * 1000));\nend\n"
    par, _ = run_both(code.format(d=7), ["y"])
    # both workers got the 800 KB job, once (later messages: chunks one worker took from the other)
    assert [n > 800_000 for has, n in sizes if has] == [True, True]
    sizes.clear()
    par.run_m(code.format(d=7))
    assert not any(has for has, _ in sizes) and all(n < 10_000 for _, n in sizes)
    sizes.clear()
    par2, _ = run_both(code.format(d=9), ["y"])  # a new value: the job again
    assert sum(has for has, _ in sizes) == 2


def test_auto_chunks_are_dealt_to_one_task_per_worker(pool, monkeypatch):
    """'auto' on a process pool through Dask: 2 contiguous chunks per worker, dealt round-robin to one task per
    worker (worker 1 runs chunks 1 and 3, worker 2 chunks 2 and 4: the balance of two chunks each
    for iterations whose cost grows with i, without a task per chunk); the results are stored in
    iteration order, reductions folded in it."""
    from runmat_builtins.lib.parallel.cluster import Pool

    monkeypatch.setenv("RUNMAT_PARFOR_DIRECT", "0")
    parts = execute.partition([float(i) for i in range(1, 17)], 2)
    assert [p[0] for p in parts] == [1.0, 5.0, 9.0, 13.0]
    assert execute.tasks(parts, 2, pool) == [[0, 2], [1, 3]]
    assert execute.tasks(parts[:1], 2, pool) == [[0]]

    class OneEach:  # a thread pool's threads take each chunk as its own task
        one_task_per_worker = False

    assert execute.tasks(parts, 2, OneEach()) == [[0], [1], [2], [3]]
    assert Pool.one_task_per_worker
    par, _ = run_both("s = []; y = zeros(1, 16);\nparfor i = 1:16\n  y(i) = i^2;\n  s = [s, i];\nend\n", ["y", "s"])
    pids = [c[0] for c in execute.LAST_CHUNKS]
    assert len(pids) == 4 and pids[0] == pids[2] and pids[1] == pids[3] and pids[0] != pids[1]


def test_straight_to_the_workers_a_faster_worker_takes_the_slower_ones_chunks(pool):
    """Straight to the workers (direct.py), 'auto': each worker's share in chunks of one (8 per
    worker), dealt in turn (worker 1 the odd chunks, worker 2 the even ones); a worker that runs
    out takes the later half of the unstarted chunks of the other, so they finish together. Here
    every odd iteration is slow: the second worker ends up running some odd ones, the results
    (a sliced output, a concatenation) are the serial loop's, in iteration order."""
    parts = execute.partition([float(i) for i in range(1, 17)], 2, None, 8)
    assert parts == [[float(i)] for i in range(1, 17)]
    par, _ = run_both("s = []; y = zeros(1, 16);\nparfor i = 1:16\n  if mod(i, 2), pause(0.15); end\n"
                      "  y(i) = i^2;\n  s = [s, i];\nend\n", ["y", "s"])
    pids = [c[0] for c in execute.LAST_CHUNKS]
    assert len(pids) == 16 and len(set(pids)) == 2
    odd = {p for p, i in zip(pids, range(1, 17)) if i % 2}
    assert odd == set(pids)  # both workers ran slow (odd) iterations: the fast one took some
    ends = {}
    for c in execute.LAST_CHUNKS:
        ends[c[0]] = max(ends.get(c[0], 0.0), c[3])
    a, b = ends.values()
    assert abs(a - b) < 0.2  # they finished within about one slow iteration of each other


def test_a_loop_while_the_channels_are_in_use_goes_through_dask(pool, monkeypatch):
    """One loop at a time uses a pool's direct channels: a parfor of another client thread
    meanwhile (here: the channels held by hand) runs as Dask tasks, with the serial results."""
    from runmat_vm.parallel import direct

    calls = []
    real = direct.run
    monkeypatch.setattr(direct, "run", lambda *a: calls.append(1) or real(*a))
    code = "y = zeros(1, 6);\nparfor i = 1:6\n  y(i) = i * 3;\nend\n"
    run_both(code, ["y"])
    assert calls == [1]
    link, _ = direct.channels(pool, execute.session_env(CapturedSession().session))
    with link.busy:
        run_both(code, ["y"])
    assert calls == [1] and len(execute.LAST_CHUNKS) == 3  # Dask: 2 chunks per worker, of 2 (6 iterations)
