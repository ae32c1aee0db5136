"""Krylov solvers: MATLAB's outputs [x, flag, relres, iter, resvec], function-handle A and
preconditioners, the best-iterate rule, the one-output message and argument errors."""

from __future__ import annotations

import numpy as np
import pytest

from runmat_builtins.errors import MException
from tests.builtins.support import vm_output, vm_session

LAPLACE = "n = {n}; A = diag(2*ones(n,1)) - diag(ones(n-1,1),1) - diag(ones(n-1,1),-1); b = ones(n, 1);"
NONSYM = "n = {n}; A = diag(4*ones(n,1)) - diag(ones(n-1,1),1) - 2*diag(ones(n-1,1),-1); b = (1:n)';"


def ws(code):
    return vm_session(code).workspace


def test_pcg_converges_in_n_steps_with_resvec():
    w = ws(LAPLACE.format(n=30) + "[x, flag, relres, iter, resvec] = pcg(A, b, 1e-10, 100);")
    assert w["flag"] == 0 and w["relres"] <= 1e-10
    assert w["iter"] <= 30 and w["resvec"].shape == (int(w["iter"]) + 1, 1)
    A = 2 * np.eye(30) - np.eye(30, k=1) - np.eye(30, k=-1)
    assert np.allclose(w["x"].ravel(), np.linalg.solve(A, np.ones(30)), atol=1e-8)


def test_pcg_failure_returns_best_iterate():
    # CG residuals on this system grow at first: after 10 steps the initial guess is still best
    w = ws(LAPLACE.format(n=50) + "[x, flag, relres, iter, resvec] = pcg(A, b, 1e-8, 10);")
    assert w["flag"] == 1 and w["iter"] == 0 and w["relres"] == 1
    assert not np.any(w["x"]) and w["resvec"].shape == (11, 1)


def test_nan_maxit_runs_no_iteration():
    # MATLAB's solvers loop over 1:maxit, empty for NaN (Octave 7.3 refuses NaN; the fuzz run
    # found bicg(0, NaN, 0, NaN) iterating 1e9 times): no iteration, flag 1, the initial guess
    w = ws("[x, flag, relres, iter] = bicg(0.0, NaN, 0.0, NaN);")
    assert w["flag"] == 1 and w["iter"] == 0 and w["x"] == 0
    w = ws("[x, flag, relres, iter] = pcg(2, 4, 1e-6, NaN);")
    assert (w["flag"], w["iter"], w["relres"], w["x"]) == (1, 0, 1, 0)


def test_pcg_preconditioner_matrix_and_function_agree():
    w = ws(LAPLACE.format(n=20) + "A = A + diag(1:n);"
           "[x1, f1, r1, i1] = pcg(A, b, 1e-10, 100, diag(diag(A)));"
           "[x2, f2, r2, i2] = pcg(A, b, 1e-10, 100, @(r) r ./ diag(A));"
           "[x3, f3, r3, i3] = pcg(A, b, 1e-10, 100, diag(sqrt(diag(A))), diag(sqrt(diag(A))));")
    assert w["f1"] == w["f2"] == w["f3"] == 0 and w["i1"] == w["i2"] == w["i3"]
    assert np.allclose(w["x1"], w["x2"]) and np.allclose(w["x1"], w["x3"])


def test_pcg_initial_guess_already_solution():
    w = ws("[x, flag, relres, iter, resvec] = pcg([2 0; 0 4], [2; 4], 1e-6, 5, [], [], [1; 1]);")
    assert w["flag"] == 0 and w["iter"] == 0 and np.asarray(w["resvec"]).size == 1


def test_pcg_messages_with_one_output():
    assert vm_output("x = pcg([4 1; 1 3], [1; 2]);") == \
        "pcg converged at iteration 2 to a solution with relative residual 0.\n"
    out = vm_output(LAPLACE.format(n=50) + "x = pcg(A, b, 1e-8, 10);")
    assert out == ("pcg stopped at iteration 10 without converging to the desired tolerance 1e-08\n"
                   "because the maximum number of iterations was reached.\n"
                   "The iterate returned (number 0) has relative residual 1.\n")
    assert vm_output("x = pcg(eye(2), [0; 0]);") == \
        "The right hand side vector is all zero so pcg\nreturned an all zero solution without iterating.\n"


def test_pcg_not_positive_definite_breaks_down():
    w = ws("[x, flag] = pcg([1 0; 0 -1], [1; 1]);")
    assert w["flag"] == 4


def test_gmres_iter_is_outer_inner_and_restarts():
    w = ws(NONSYM.format(n=30) + "[x, flag, relres, iter, resvec] = gmres(A, b, [], 1e-10, 30);"
           "[x2, flag2, relres2, iter2, resvec2] = gmres(A, b, 5, 1e-10, 50);")
    assert w["flag"] == 0 and w["iter"].shape == (1, 2) and w["iter"][0, 0] == 1
    assert w["resvec"].shape == (int(w["iter"][0, 1]) + 1, 1)
    assert w["flag2"] == 0 and w["iter2"][0, 1] <= 5
    assert np.allclose(w["x"], w["x2"], atol=1e-8)


def test_gmres_message_names_outer_and_inner():
    out = vm_output("x = gmres([4 1; 1 3], [1; 2]);")
    assert out.startswith("gmres converged at outer iteration 1 (inner iteration 2) to a solution")


def test_bicgstab_half_iterations():
    w = ws("[x, flag, relres, iter, resvec] = bicgstab([4 1; 1 3], [1; 2]);")
    assert w["flag"] == 0 and w["iter"] == 1.5 and w["resvec"].shape == (4, 1)


@pytest.mark.parametrize("solver", ["bicgstab", "cgs", "bicg", "qmr"])
def test_nonsymmetric_solvers(solver):
    w = ws(NONSYM.format(n=20) + f"[x, flag, relres] = {solver}(A, b, 1e-10, 100);")
    A = 4 * np.eye(20) - np.eye(20, k=1) - 2 * np.eye(20, k=-1)
    assert w["flag"] == 0 and w["relres"] <= 1e-10
    assert np.allclose(w["x"].ravel(), np.linalg.solve(A, np.arange(1, 21)), atol=1e-7)


def test_bicg_and_qmr_call_the_transpose():
    w = ws(NONSYM.format(n=10) + "afun = @(x, how) (strcmp(how, 'transp') * A' + ~strcmp(how, 'transp') * A) * x;"
           "[x, flag] = bicg(afun, b, 1e-10, 50);")
    assert w["flag"] == 0


def test_minres_symmetric_indefinite():
    w = ws("A = [2 1 0; 1 -3 1; 0 1 4]; b = [1; 2; 3]; [x, flag, relres, iter] = minres(A, b, 1e-10, 10);")
    assert w["flag"] == 0
    assert np.allclose(w["x"].ravel(), np.linalg.solve([[2, 1, 0], [1, -3, 1], [0, 1, 4]], [1, 2, 3]), atol=1e-8)


def test_lsqr_least_squares_and_outputs():
    w = ws("A = [1 0; 1 1; 1 2]; b = [1; 2; 2]; [x, flag, relres, iter, resvec, lsvec] = lsqr(A, b, 1e-10, 10);")
    expected = np.linalg.lstsq(np.array([[1, 0], [1, 1], [1, 2]]), np.array([1, 2, 2]), rcond=None)[0]
    assert w["flag"] == 0 and np.allclose(w["x"].ravel(), expected)
    assert float(np.asarray(w["lsvec"])) < 1e-8


@pytest.mark.parametrize("code, ident", [
    ("pcg([1 2 3; 4 5 6], [1; 2])", "MATLAB:pcg:NonSquareMatrix"),
    ("pcg(eye(3), [1; 2])", "MATLAB:pcg:RSHsizeMatchCoeffMatrix"),
    ("pcg(eye(2), [1; 2], 1e-6, 10, eye(3))", "MATLAB:pcg:WrongPrecondSize"),
    ("gmres(eye(2), [1; 2], 0)", "MATLAB:gmres:InvalidRestart"),
    ("bicgstab(eye(2), [1; 2], [], [], [], [], [1; 2; 3])", "MATLAB:bicgstab:WrongInitGuessSize"),
])
def test_argument_errors(code, ident):
    with pytest.raises(MException) as ei:
        vm_session("x = " + code + ";")
    assert ei.value.identifier == ident


def test_tolerance_below_eps_is_eps_and_above_one_is_one_minus_eps():
    # MATLAB's Krylov solvers: tol <= eps warns MATLAB:<solver>:tooSmallTolerance and uses eps (a
    # negative tol with maxit 6e16 ran forever), tol >= 1 warns tooBigTolerance and uses 1-eps
    s = vm_session("[x, flag, relres, it] = lsqr(-108, 9.958561557758499e+306, -4383, 6.4e16); "
                   "[~, id1] = lastwarn(); [y, f2] = pcg([4 1; 1 3], [1; 2], 2); [~, id2] = lastwarn();")
    w = s.workspace
    assert w.raw("flag") == 0 and w.raw("it") == 1
    # b = 1e306: no overflow in the norms (x = b / A)
    assert np.isclose(np.asarray(w.raw("x")).item(), 9.958561557758499e+306 / -108, rtol=1e-12)
    from runmat_builtins.values import to_str
    assert to_str(w.raw("id1")) == "MATLAB:lsqr:tooSmallTolerance"
    assert to_str(w.raw("id2")) == "MATLAB:pcg:tooBigTolerance" and w.raw("f2") == 0
