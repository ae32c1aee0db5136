"""Octave 7.3 cases: blkdiag, rref, sqrtm, logm, hess, schur, normest, lscov."""

from __future__ import annotations

from tests.oracle.cases import shows

CASES: dict[str, str] = {
    "blkdiag_mixed": "B = blkdiag([1 2; 3 4], 5, zeros(0, 2), [6 7]);" + shows("size(B)", "B"),
    "blkdiag_class": "fprintf('%s\\n', class(blkdiag(single(1), 2)));",
    "rref_magic": "[R, p] = rref(magic(4));" + shows("R", "p"),
    "rref_rect": "[R, p] = rref([1 2 3 4; 2 4 6 8; 1 0 1 0]);" + shows("R", "p"),
    "rref_tol": shows("rref([1 1e-8; 0 1e-9], 1e-6)"),
    "sqrtm_vals": shows("sqrtm([1 2; 3 4])*1", "sqrtm([4 1; 0 9])"),
    "sqrtm_complex": "X = sqrtm([-4 0; 0 9]);" + shows("real(X)", "imag(X)"),
    "sqrtm_residual": "[X, r] = sqrtm([2 1; 1 2]);" + shows("X", "r < 1e-12"),
    "logm_vals": shows("logm([2 1; 0 3])", "logm(expm([0.5 0.2; 0.1 0.3]))"),
    "logm_complex": "L = logm([-1 0; 0 1]);" + shows("abs(real(L)) < 1e-12", "imag(L)"),
    "hess_recon": "A = [1 2 3; 4 5 6; 7 8 10]; [P, H] = hess(A);" + shows(
        "norm(P*H*P' - A) < 1e-12", "norm(P'*P - eye(3)) < 1e-12", "abs(H(3,1))", "abs(H)"),
    "hess_only": shows("round(abs(hess([4 1 2 3; 1 5 1 1; 2 1 6 1; 3 1 1 7])) * 1e8) / 1e8"),
    "schur_real": "A = [1 2; -3 1]; [U, T] = schur(A);" + shows("norm(U*T*U' - A) < 1e-12", "abs(T)"),
    "schur_complex": "A = [1 2; -3 1]; [U, T] = schur(A, 'complex');" + shows(
        "norm(U*T*U' - A) < 1e-12", "abs(T(2,1))", "sort(real(diag(T)))", "sort(imag(diag(T)))"),
    "schur_sym": shows("schur([2 1; 1 2])"),
    "normest_vals": "[n, c] = normest([1 2; 3 4]);" + shows("n", "c") + shows("normest(magic(5), 1e-10)"),
    "normest_zero": shows("normest(zeros(3))"),
    "lscov_ols": shows("lscov([1 0; 1 1; 1 2], [1; 2; 4])"),
    "lscov_weights": "[x, s, mse] = lscov([1 0; 1 1; 1 2; 1 3], [1; 2; 4; 5], [1; 2; 1; 1]);" + shows("x", "s", "mse"),
    "lscov_cov": "V = [2 0.5 0; 0.5 1 0; 0 0 1]; [x, s] = lscov([1 0; 1 1; 1 2], [1; 2; 4], V);" + shows("x", "s"),
    "lscov_multi": shows("lscov([1 0; 1 1; 1 2], [1 2; 2 3; 4 3])"),
}

# name -> (MATLAB's output, why Octave differs)
MATLAB_DIFFERS: dict[str, tuple[str, str]] = {
    "blkdiag_class": ("single\n", "Octave 7.3's blkdiag always allocates a double result; MATLAB's "
                      "follows the concatenation class rules (single wins over double)"),
}
