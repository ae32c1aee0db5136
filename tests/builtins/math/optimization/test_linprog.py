"""linprog and optimoptions: optimal points, every output, exit flags for infeasible and
unbounded problems, the displayed message, problem structs and argument errors."""

from __future__ import annotations

import numpy as np
import pytest

from runmat_builtins.errors import MException
from tests.builtins.support import vm_output, vm_session

DOC = "f = [-1; -1/3]; A = [1 1; 1 1/4; 1 -1; -1/4 -1; -1 -1; -1 1]; b = [2 1 2 1 -1 2];"
QUIET = "o = optimoptions('linprog', 'Display', 'none');"


def ws(code):
    return vm_session(code).workspace


@pytest.mark.parametrize("algorithm", ["dual-simplex", "interior-point"])
def test_optimum_and_multipliers(algorithm):
    w = ws(DOC + f"o = optimoptions('linprog', 'Algorithm', '{algorithm}', 'Display', 'off');"
           "[x, fval, flag, out, lam] = linprog(f, A, b, [], [], [], [], o);")
    assert np.allclose(w["x"].ravel(), [2 / 3, 4 / 3], atol=1e-7) and w["x"].shape == (2, 1)
    assert w["fval"] == pytest.approx(-10 / 9) and w["flag"] == 1
    assert np.allclose(w["lam"].get("ineqlin").ravel(), [1 / 9, 8 / 9, 0, 0, 0, 0], atol=1e-7)
    assert w["out"].get("constrviolation") <= 1e-9


def test_equalities_bounds_and_problem_struct():
    w = ws(DOC + QUIET + "x = linprog(f, A, b, [1 1/4], 1/2, [], [], o);"
           "p = struct('f', [1; 2], 'Aineq', [], 'bineq', [], 'Aeq', [1 1], 'beq', 3, 'lb', [0; 0], 'ub', [2; 5],"
           " 'options', o, 'solver', 'linprog'); y = linprog(p);")
    assert np.allclose(w["x"].ravel(), [0, 2], atol=1e-7)
    assert np.allclose(w["y"].ravel(), [2, 1], atol=1e-7)


def test_infeasible_and_unbounded_flags_and_messages():
    w = ws(QUIET + "[x, fval, flag] = linprog([1; 1], [1 1], -1, [], [], [0; 0], [], o);"
           "[x2, fval2, flag2] = linprog([-1; -1], [], [], [], [], [0; 0], [], o);")
    assert w["flag"] == -2 and w["x"].size == 0 and w["fval"].size == 0
    assert w["flag2"] == -3
    assert vm_output("x = linprog([1; 1], [], [], [1 1], 2, [0; 0], []);") == "Optimal solution found.\n"
    assert vm_output("x = linprog([1; 1], [1 1], -1, [], [], [0; 0], []);").startswith("No feasible solution found.")


def test_optimoptions_update_and_errors():
    w = ws("o = optimoptions('linprog', 'Display', 'none'); o2 = optimoptions(o, 'MaxIterations', 5);"
           "n = o2.MaxIterations; s = o2.SolverName;")
    assert w["n"] == 5 and "".join(np.asarray(w["s"]).ravel().tolist()) == "linprog"
    with pytest.raises(MException) as ei:
        vm_session("o = optimoptions('nosuchsolver');")
    assert ei.value.identifier == "MATLAB:optimoptions:InvalidSolver"
    with pytest.raises(MException) as ei:
        vm_session("x = linprog([1; 1], [1 1 1], 2);")
    assert ei.value.identifier == "optimlib:linprog:InvalidSize"


def test_repeated_solves_are_identical():
    code = DOC + "o = optimoptions('linprog', 'Algorithm', 'interior-point', 'Display', 'none');" \
                 "[x, fval] = linprog(f, A, b, [], [], [], [], o); fprintf('%.17g %.17g %.17g\\n', x, fval);"
    assert len({vm_output(code) for _ in range(3)}) == 1


def test_lsqnonneg_outputs_and_errors():
    w = ws("C = [1 0; 0 1; 1 1]; d = [1; -1; 0.5]; [x, resnorm, residual, exitflag, output, lambda] = lsqnonneg(C, d);")
    assert np.allclose(w["x"].ravel(), [0.75, 0]) and w["exitflag"] == 1
    assert w["resnorm"] == pytest.approx(float(w["residual"].ravel() @ w["residual"].ravel()))
    lam = w["lambda"].ravel()
    assert lam[0] == 0 and lam[1] <= 0
    with pytest.raises(MException) as ei:
        vm_session("x = lsqnonneg([1 2; 3 4], [1; 2; 3]);")
    assert ei.value.identifier == "MATLAB:lsqnonneg:InvalidSize"
