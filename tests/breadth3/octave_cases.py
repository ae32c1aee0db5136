"""MATLAB snippets for the breadth3 families whose stdout Octave 7.3 and RunMat must agree
on (values printed with fprintf, so display formats do not matter). Expected output:
octave_expected.json, made by ``python -m tests.breadth3.octave_cases`` (one octave-cli
run for all cases, separated by markers)."""

from __future__ import annotations

P = "fprintf('%.6g ', {}); fprintf('\\n');"
P10 = "fprintf('%.10g ', {}); fprintf('\\n');"


def show(expr: str, digits: int = 6) -> str:
    return (P if digits == 6 else P10).format(expr)


def shows(*exprs: str, digits: int = 10) -> str:
    return "".join(show(e, digits) for e in exprs)


CASES: dict[str, str] = {
    # trig2
    "acot_vec": shows("acot([-2 -0.5 0 0.5 2 Inf])"),
    "acsc_domain": shows("real(acsc([-2 -0.5 0.5 2]))", "imag(acsc([-2 -0.5 0.5 2]))"),
    "asec_domain": shows("real(asec([-2 -0.5 0.5 2]))", "imag(asec([-2 -0.5 0.5 2]))"),
    "acoth_domain": shows("real(acoth([-2 -0.5 0.5 2]))", "imag(acoth([-2 -0.5 0.5 2]))"),
    "acsch_vec": shows("acsch([-2 -0.5 0.5 2])"),
    "asech_domain": shows("real(asech([-2 -0.5 0.5 1 2]))", "imag(asech([-2 -0.5 0.5 1 2]))"),
    "trig2_single": "fprintf('%s %s\\n', class(acot(single(2))), class(asech(single(0.5))));",
    "atan2d_quadrants": shows("atan2d([1 1 -1 -1 0], [1 -1 1 -1 -1])", "atan2d([1; 2], [1 2 3])"),
    # coordinates
    "cart2pol_vec": "[t, r] = cart2pol([1 0 -1 3], [1 2 -1 -4]);" + shows("t", "r"),
    "cart2pol_z": "[t, r, z] = cart2pol([1 2], [3 4], [5 6]);" + shows("t", "r", "z"),
    "pol2cart_vec": "[x, y] = pol2cart([0 pi/4 pi], [1 2 3]);" + shows("x", "y"),
    "cart2sph_vec": "[a, e, r] = cart2sph([1 0 -1], [0 2 -1], [1 -1 0]);" + shows("a", "e", "r"),
    "sph2cart_vec": "[x, y, z] = sph2cart([0 pi/2 pi/4], [0 pi/6 -pi/3], [1 2 3]);" + shows("x", "y", "z"),
    "unwrap_cols": shows("unwrap([0 1; 4 2; 8 9.5; 1 -3])"),
    "unwrap_row": shows("unwrap([0 3 6.5 10 3 0])"),
    "unwrap_tol": shows("unwrap([0 1 4 2 8 9.5], 4)"),
    "unwrap_dim2": shows("unwrap([0 4 8; 1 2 9.5], [], 2)"),
    "unwrap_phase": shows("unwrap(angle(exp(1i * (0:0.9:9))))"),
    # selection (Octave 7.3 has no maxk/mink: those are in test_breadth3.py from MATLAB's docs)
    "vecnorm_cols": shows("vecnorm([3 1; 4 1])", "vecnorm(magic(4))"),
    "vecnorm_p": shows("vecnorm([1 -2 2; 0 3 4], 1)", "vecnorm([1 -2 2; 0 3 4], 3, 2)",
                       "vecnorm([1 -2 2; 0 3 4], Inf, 2)", "vecnorm([1 -2 2; 0 3 4], 0.5)"),
    "vecnorm_complex": shows("vecnorm([3+4i 1; 1i 1])", "vecnorm([3+4i 1; 1i 1], 2, 2)"),
    "vecnorm_dim3": shows("size(vecnorm([1 2; 3 4], 2, 3))", "vecnorm([1 2; 3 4], 2, 3)"),
    "vecnorm_single": "fprintf('%s\\n', class(vecnorm(single([3 4]))));",
    # linalg2
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
    # convolution
    "conv2_shapes": shows("conv2(magic(4), [1 2; 3 4], 'same')", "conv2(magic(4), [1 2 3; 4 5 6; 7 8 9], 'same')",
                          "conv2(magic(4), [1 2; 3 4], 'valid')", "size(conv2([1 2], magic(3), 'valid'))"),
    "conv2_separable": shows("conv2([1 2 3], [1; 2], magic(3))", "conv2([1 2 3], [1; 2], magic(3), 'same')"),
    "filter2_shapes": shows("filter2([1 2; 3 4], magic(4), 'valid')", "filter2([1 2 3], magic(4))",
                            "filter2([1 2; 3 4], magic(3), 'full')"),
}


def _run_octave(cases: dict[str, str]) -> dict[str, str | None]:
    """Run all cases in one octave-cli process; each case in try/catch between markers."""
    import subprocess

    parts = []
    for name, code in cases.items():
        parts.append(f"printf('@@@BEGIN {name}\\n'); try\n{code}\ncatch err\nprintf('@@@ERROR %s\\n', err.message);\nend\n"
                     f"printf('@@@END\\n');")
    p = subprocess.run(["octave-cli", "--no-gui", "--quiet", "--eval", "\n".join(parts)],
                       capture_output=True, text=True, timeout=600)
    out: dict[str, str | None] = {}
    for block in p.stdout.split("@@@BEGIN ")[1:]:
        name, _, rest = block.partition("\n")
        body = rest.rsplit("@@@END\n", 1)[0]
        out[name] = None if "@@@ERROR" in body else body
    return out




if __name__ == "__main__":  # regenerate octave_expected.json
    import json
    import os
    import pathlib
    import tempfile

    os.chdir(tempfile.mkdtemp())  # no stray .m files shadow the functions
    result = _run_octave(CASES)
    for name in CASES:
        if result.get(name) is None:
            print("octave failed:", name)
    path = pathlib.Path(__file__).with_name("octave_expected.json")
    path.write_text(json.dumps({k: result.get(k) for k in sorted(CASES)}, indent=1, sort_keys=True) + "\n")
