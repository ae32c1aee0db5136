"""spmd blocks on a real 2-worker LocalCluster, on a 2-thread pool and without a pool."""

from __future__ import annotations

import pytest

from runmat_builtins.errors import MException

BLOCK = """
spmd
  x = spmdIndex * 10;
  n = spmdSize;
end
fprintf('%s %d %d %d\\n', class(x), x{1}, x{2}, n{1});
spmd
  y = x + 1;
  if spmdIndex == 1
    spmdSend(y * 2, 2, 7);
    got = 0;
  else
    [got, src, tag] = spmdReceive(1, 7);
  end
  b = spmdBroadcast(2, spmdIndex * 100);
end
fprintf('%d %d %d %d\\n', y{2}, got{2}, b{1}, b{2});
"""


@pytest.mark.parametrize("kind", ["pool", "threads"])
def test_spmd_runs_on_each_worker_with_messages(kind, request, run_m):
    request.getfixturevalue(kind)
    assert run_m(BLOCK) == "Composite 10 20 2\n21 22 200 200\n"
    out = run_m("x")
    assert out == ("x = \n\n   Worker 1: class = double, size = [1  1]\n"
                   "   Worker 2: class = double, size = [1  1]\n\n")


def test_spmd_prints_and_errors(threads, run_m):
    out = run_m("spmd\n  fprintf('lab %d\\n', spmdIndex);\nend")
    assert out == "Worker 1: \nlab 1\nWorker 2: \nlab 2\n"
    with pytest.raises(MException) as e:
        run_m("spmd\n  error('my:id', 'boom');\nend")
    assert e.value.identifier == "my:id"
    with pytest.raises(MException) as e:
        run_m("spmd\n  spmdSend(1, 5);\nend")
    assert e.value.identifier == "parallel:spmd:InvalidWorkerIndex"


def test_spmd_with_a_worker_count(threads, run_m):
    assert run_m("spmd (1)\n  z = spmdSize;\nend\nfprintf('%d %d\\n', numel(z), z{1});") == "1 1\n"


def test_spmd_without_a_pool_runs_once_here_making_composites(no_pool, run_m):
    out = run_m("spmd\n  x = spmdIndex + spmdSize;\n  disp(x)\nend\n"
                "fprintf('%d %d %s\\n', x{1}, exist('spmd', 'var'), class(x))")
    assert out == "2\n2 0 Composite\n"  # Octave's disp (the tests' display mode); no loop variable left


def test_composite_subscripts_that_are_no_worker_number_are_matlab_errors(no_pool, run_m):
    # c{k} takes a positive integer worker number (MATLAB's index rules: NaN, Inf, fractions,
    # structs and cells are bad subscripts; a number past the workers exceeds the Composite)
    run_m("spmd\n  x = 5;\nend")
    for sub in ("NaN", "Inf", "1.5", "0", "struct('a', {1, 2})", "{1}"):
        with pytest.raises(MException) as e:
            run_m(f"x{{{sub}}}")
        assert e.value.identifier == "MATLAB:badsubscript", sub
        assert e.value.message == "Array indices must be positive integers or logical values.", sub
    with pytest.raises(MException) as e:
        run_m("x{2}")
    assert e.value.message == "Index exceeds the number of workers of the Composite."
    assert run_m("disp(x{1}); disp(x{1, 1})") == "5\n5\n"
