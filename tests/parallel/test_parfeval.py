"""parfeval / fetchOutputs / fetchNext / cancel / wait on Dask futures (and without a pool)."""

from __future__ import annotations

import time

import pytest

from runmat_builtins.errors import MException

FETCH = """
for j = 1:6
  F(j) = parfeval(@(x) x^2 + k, 1, j);
end
got = zeros(1, 6);
for j = 1:6
  [idx, v] = fetchNext(F);
  got(idx) = v;
end
disp(got)
all_ = fetchOutputs(F);
disp(all_')
"""


def test_fetch_next_and_fetch_outputs_on_the_pool(pool, run_m):
    assert run_m("k = 0.5;" + FETCH) == ("    1.5000    4.5000    9.5000   16.5000   25.5000   36.5000\n"
                                          "    1.5000    4.5000    9.5000   16.5000   25.5000   36.5000\n")


def test_several_outputs_path_functions_and_display(pool, run_m, tmp_path):
    (tmp_path / "twice.m").write_text("function [a, b] = twice(x)\n  a = 2 * x;\n  b = x + 1;\nend\n")
    out = run_m(f"addpath('{tmp_path}');\nf = parfeval(@twice, 2, 20);\n[a, b] = fetchOutputs(f)\n"
                "disp(f.State); disp(f.Read); f")
    assert out.startswith("a = 40\nb = 21\nfinished\n1\nf = \n\n  FevalFuture with properties: \n")
    assert "Function: @twice\n" in out and "Error: none\n" in out


def test_errors_come_back_as_matlab_errors(pool, run_m):
    run_m("g = parfeval(@error, 0, 'my:id', 'boom %d', 3); wait(g);")
    assert run_m("disp(g.Error.identifier)") == "my:id\n"
    with pytest.raises(MException) as e:
        run_m("fetchOutputs(g)")
    assert e.value.identifier == "parallel:fevalqueue:ExecutionErrors" and "boom 3" in e.value.message


@pytest.mark.parametrize("kind", ["pool", "threads"])
def test_cancel_stops_a_running_future(kind, request, run_m):
    request.getfixturevalue(kind)  # a process pool; a thread pool (an exception raised in the thread)
    t0 = time.perf_counter()
    out = run_m("f = parfeval(@pause, 0, 2);\ncancel(f);\nok = wait(f, 'finished', 10);\n"
                "disp(ok); disp(f.State); disp(f.Error.identifier)")
    assert out == "1\nfinished\nparallel:fevalqueue:ExecutionCancelled\n"
    assert time.perf_counter() - t0 < 10


def test_without_a_pool_parfeval_runs_on_the_client(no_pool, run_m):
    assert run_m("k = 1;" + FETCH) == ("    2    5   10   17   26   37\n" "    2    5   10   17   26   37\n")
    with pytest.raises(MException) as e:
        run_m("f = parfeval(@sin, 1, 1); [a, b] = fetchOutputs(f);")
    assert e.value.identifier == "MATLAB:TooManyOutputs"
    with pytest.raises(MException) as e:
        run_m("f = parfeval(@sin, -1, 1);")
    assert e.value.identifier == "parallel:fevalqueue:InvalidNumOutputs"


def test_future_arrays_index_like_arrays(no_pool, run_m):
    # F(k) and F(1, k) follow MATLAB's subscript rules: NaN, Inf, structs and cells are bad
    # subscripts, positions past the end are out of bounds; assignment past the end grows the row
    run_m("f = parfeval(@sin, 1, 1);")
    for sub in ("NaN", "Inf", "struct('a', 1)", "{1}"):
        with pytest.raises(MException) as e:
            run_m(f"g = f({sub});")
        assert e.value.identifier == "MATLAB:badsubscript", sub
    for sub in ("2", "'a', 1"):
        with pytest.raises(MException) as e:
            run_m(f"g = f({sub});")
        assert e.value.identifier == "MATLAB:index:outOfBounds", sub
    assert run_m("f(3) = f(1); disp(size(f)); disp(size(f(:))); disp(size(f([true false true]))); "
                 "disp(size(f(1, 2)))") == "   1   3\n   1   3\n   1   2\n   1   1\n"
