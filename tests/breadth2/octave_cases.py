"""MATLAB snippets for the breadth2 families whose stdout Octave 7.3 and RunMat must agree
on (values printed with fprintf, so display formats do not matter). Expected output:
octave_expected.json, made by ``python tests/breadth2/octave_cases.py`` (one octave-cli
run for all cases, separated by markers)."""

from __future__ import annotations

P = "fprintf('%.6g ', {}); fprintf('\\n');"
P10 = "fprintf('%.10g ', {}); fprintf('\\n');"


def show(expr: str, digits: int = 6) -> str:
    return (P if digits == 6 else P10).format(expr)


CASES: dict[str, str] = {
    # special
    "besselj_orders": show("besselj(0:3, 1.5)", 10),
    "besselj_scaled": show("besselj(1, 2 + 3i, 1)", 10) + show("imag(besselj(1, 2 + 3i, 1))", 10),
    "besselj_halfneg": show("imag(besselj(0.5, -2))", 10),
    "bessely_zero": show("bessely([0 1], 0)"),
    "bessely_vec": show("bessely(0, [0.5 1 5])", 10),
    "besseli_scaled": show("besseli(0, [1 10], 1)", 10),
    "besselk_vals": show("besselk([0 1 2.5], 3)", 10),
    "besselk_zero": show("besselk(0, 0)"),
    "besselh_kind2": show("real(besselh(1, 2, 1.5))", 10) + show("imag(besselh(1, 2, 1.5))", 10),
    "besselh_scaled": show("abs(besselh(0, 1, 3, 1))", 10),
    "bessel_complex": show("real(besselk(1, 1 + 1i))", 10) + show("imag(besselk(1, 1 + 1i))", 10),
    "airy_all": show("[airy(0, 0.5) airy(1, 0.5) airy(2, 0.5) airy(3, 0.5)]", 10),
    "airy_neg": show("airy(-2)", 10),
    "airy_scaled": show("airy(0, 3, 1)", 10) + show("airy(2, 3, 1)", 10),
    "gammainc_vec": show("gammainc([0 0.5 1 5 Inf], 2)", 10),
    "gammainc_upper_small": show("gammainc(30, 2, 'upper')", 10),
    "gammainc_a0": show("gammainc(1, 0)"),
    "gammainc_scaledupper": show("gammainc(3, 2, 'scaledupper')", 10),
    "gammaincinv_round": show("gammainc(gammaincinv([0.1 0.9], 3.5), 3.5)", 10),
    "betainc_vec": show("betainc([0 0.25 0.75 1], 2, 0.5)", 10),
    "betainc_upper": show("betainc(0.9, 3, 4, 'upper')", 10),
    "betaincinv_vec": show("betaincinv([0.1 0.5], 2, 3)", 10),
    "betaln_big": show("betaln(500, 600)", 10),
    "psi_vals": show("psi([0.5 3 10])", 10),
    "psi_tri": show("psi(2, 1.5)", 10),
    "expint_vec": show("expint([0.1 5])", 10),
    "expint_complex": show("real(expint(1 + 1i))", 10) + show("imag(expint(1 + 1i))", 10),
    "legendre_3": show("legendre(3, [-0.5 0.2])", 10),
    "legendre_norm": show("legendre(2, 0.3, 'norm')", 10),
    "legendre_sch": show("legendre(3, 0.7, 'sch')", 10),
    "legendre_size": "disp(size(legendre(2, ones(2, 3) / 2)))",
    "legendre_col": "disp(size(legendre(2, [0.1; 0.2; 0.3])))",
    "ellipke_vals": "[k, e] = ellipke([0.1 0.99 1]);" + show("k", 10) + show("e", 10),
    "ellipj_vec": "[s, c, d] = ellipj([0.2 1.5], 0.7);" + show("[s c d]", 10),
    "ellipj_m1": "[s, c, d] = ellipj(1, 1);" + show("[s c d]", 10),
    "erfcx_vals": show("erfcx([-3 0.5 30])", 10),
    "erfcinv_vals": show("erfcinv([1e-10 0.2 1.9 2])"),
    "special_single": "disp(class(besselj(0, single(1)))); disp(class(gammainc(single(1), 2)))",
    # gallery
    "hilb_4": show("hilb(4)"),
    "invhilb_5": show("invhilb(5)"),
    "invhilb_check": show("abs(round(invhilb(4) * hilb(4)))"),
    "vander_col": show("vander([2; -1; 0.5])"),
    "toeplitz_row_col": show("toeplitz([1 2], [1 3 5])"),
    "toeplitz_complex": show("real(toeplitz([1 2i 3]))") + show("imag(toeplitz([1 2i 3]))"),
    "toeplitz_conflict": show("toeplitz([7 2 3], [1 5])"),
    "hankel_rect": show("hankel([1 2], [2 3 4 5])"),
    "hankel_conflict": "warning('off', 'all');" + show("hankel([1 2], [9 3])"),
    "pascal_5": show("pascal(5)"),
    "pascal_involutory": show("pascal(4, 1) * pascal(4, 1)"),
    "pascal_cube": show("pascal(4, 2)^3"),
    "compan_roots": show("sort(eig(compan([1 -6 11 -6])))"),
    "compan_row": show("compan([2 4 6 8])"),
    "hadamard_8": show("hadamard(8)"),
    "rosser_eig": show("round(sort(eig(rosser()))) + 0"),  # + 0: a round-off zero eigenvalue has either sign
    "wilkinson_5": show("wilkinson(5)"),
    "wilkinson_eig": show("max(eig(wilkinson(21)))", 10),
    "gallery_minij": show("gallery('minij', 4)"),
    "gallery_tridiag": show("full(gallery('tridiag', 4))"),
    "gallery_tridiag_vec": show("full(gallery('tridiag', [1 2], [3 4 5], [6 7]))"),
    "gallery_lehmer": show("gallery('lehmer', 4)"),
    "gallery_moler": show("gallery('moler', 3, 2)"),
    "gallery_circul": show("gallery('circul', [1 2 3 4])"),
    # combinatorics
    "perms_4": "p = perms(1:4); disp(size(p)); " + show("p(1:3, :)") + show("p(end, :)"),
    "perms_class": "disp(class(perms(uint8([1 2])))); disp(perms('xyz'))",
    "perms_repeat": show("perms([1 1 2])"),
    "nchoosek_matrix": show("nchoosek(1:4, 3)"),
    # sparse
    "sparse_accumulate": show("full(sparse([1 1 3], [2 2 1], [5 7 1]))"),
    "sparse_size": show("size(sparse([1 2], [1 1], [3 4], 4, 3))"),
    "sparse_scalar_expand": show("full(sparse(1:3, 2, 9))"),
    "sparse_ops": "S = sparse([1 2 3], [1 2 3], [2 3 4]); " + show("S \\ [2; 3; 4]") + show("nnz(S)"),
    "sparse_mn": show("size(sparse(3, 4))") + show("nnz(sparse(3, 4))"),
    "sparse_logical": "disp(class(sparse([1 2], [1 2], [true true])))",
    "speye_sq": show("full(speye(3))"),
    "speye_vec": show("size(speye([2 4]))"),
    "spones_vals": show("full(spones([0 -2; 0.5 0]))"),
    "nonzeros_mat": show("nonzeros([1 0 3; 0 5 0])"),
    "nonzeros_size": "disp(size(nonzeros([0 0])))",
    "nzmax_full": show("nzmax(magic(3))"),
    "spalloc_zeros": show("full(spalloc(2, 3, 5))"),
    # piecewise
    "spline_values": show("spline(0:4, [0 1 0 1 0], [0.5 1.5 3.7 -1 5])", 10),
    "spline_clamped": show("spline([0 1 2 3], [0 0 1 0 0 0], 0:0.5:3)", 10),
    "spline_vector_valued": show("spline(0:3, [0 1 4 9; 1 2 3 4], [0.5 2.5])", 10),
    "spline_pp_fields": "pp = spline(0:4, sin(0:4)); disp(pp.pieces); disp(pp.order); disp(pp.dim); disp(pp.form)",
    "spline_pp_coefs": "pp = spline(0:3, [1 2 0 5]);" + show("pp.coefs'", 10),
    "spline_two_points": "pp = spline([1 3], [2 6]); disp(pp.order);" + show("ppval(pp, [0 2 4])"),
    "spline_three_points": "pp = spline([0 1 3], [1 0 4]); disp(pp.pieces);" + show("ppval(pp, [0.5 2])", 10),
    "spline_unsorted": show("spline([3 1 2 0], [9 1 4 0], 1.5)", 10),
    "pchip_values": show("pchip([1 2 4 5], [1 3 3 0], [1.5 3 4.5 6])", 10),
    "pchip_pp": "pp = pchip(1:4, [1 4 2 3]);" + show("pp.coefs'", 10),
    "pchip_monotone": show("pchip(0:3, [0 0 1 1], 0.25:0.5:2.75)", 10),
    "pchip_matrix": show("pchip(1:3, [1 2 3; 3 2 1], [1.5 2.5])", 10),
    "ppval_matrix_xx": "v = ppval(mkpp([0 1 2], [1 0 0; -1 2 1]), [0.5 1.5; 2 3]); disp(size(v));" + show("v"),
    "ppval_nan": show("ppval(mkpp([0 1], [1 1]), [NaN 0.5])"),
    "mkpp_dim": "pp = mkpp([0 1 2], [1 2; 3 4; 5 6; 7 8], 2);" + show("ppval(pp, 1.5)") + "disp(size(pp.coefs))",
    "unmkpp_round": "[b, c, l, k, d] = unmkpp(spline(0:2, [0 1 0 1 0]));" + show("[l k d]") + show("round(c' * 1e8) / 1e8 + 0", 10),
    # strings/parsing
    "textscan_csv": "C = textscan(sprintf('1,2.5,abc\\n4,5e1,de f'), '%f %f %s', 'Delimiter', ','); "
                    + show("[C{1} C{2}]") + "disp(C{3}{2})",
    "textscan_repeat": "C = textscan('1 2 3 4 5 6', '%f %f', 2); " + show("[C{:}]"),
    "textscan_skip": "C = textscan(sprintf('a 1 x\\nb 2 y'), '%*s %f %s'); disp(numel(C)); disp(C{2}{2});" + show("C{1}"),
    "textscan_quotes": "C = textscan('\"a b\" 3', '%q %f'); disp(C{1}{1});" + show("C{2}"),
    "textscan_int8": "C = textscan('100 200 -300', '%d8'); disp(class(C{1}));" + show("C{1}"),
    "textscan_uint": "C = textscan('7 8', '%u16'); disp(class(C{1}))",
    "textscan_literal": "C = textscan('v1 v22 v3', 'v%f'); " + show("C{1}"),
    "textscan_comment": "C = textscan(sprintf('1 2 %% note\\n3 4'), '%f %f', 'CommentStyle', '%'); " + show("[C{:}]"),
    "textscan_multidelim": "C = textscan('1;;2;3', '%f', 'Delimiter', ';', 'MultipleDelimsAsOne', 1); " + show("C{1}"),
    "textscan_emptyvalue": "C = textscan('1,,3', '%f %f %f', 'Delimiter', ',', 'EmptyValue', -1); " + show("[C{:}]"),
    "textscan_treatasempty": "C = textscan('1,NA,3', '%f', 'Delimiter', ',', 'TreatAsEmpty', 'NA'); " + show("C{1}"),
    "textscan_stop": "[C, p] = textscan('1 2 x 3', '%f'); " + show("C{1}") + show("p"),
    "textscan_collect": "C = textscan(sprintf('1,2,a\\n3,4,b'), '%f %f %s', 'Delimiter', ',', 'CollectOutput', true); "
                        "disp(numel(C)); disp(size(C{1}))",
    "textscan_file": "f = tempname(); fid = fopen(f, 'w'); fprintf(fid, 'x y\\n1 2\\n3 4\\n'); fclose(fid); "
                     "fid = fopen(f, 'r'); C = textscan(fid, '%f %f', 'HeaderLines', 1); fclose(fid); delete(f); "
                     + show("[C{:}]"),
    "textscan_file_position": "f = tempname(); fid = fopen(f, 'w'); fprintf(fid, '1 2 3 4 5 6'); fclose(fid); "
                              "fid = fopen(f, 'r'); C = textscan(fid, '%f', 2); D = textscan(fid, '%f'); fclose(fid); "
                              "delete(f); " + show("C{1}") + show("D{1}"),
    "textscan_specials": "C = textscan('-Inf inf NaN 1e-2 +3', '%f'); " + show("C{1}"),
    "textscan_tab": "C = textscan(sprintf('a\\tb c\\td'), '%s %s', 'Delimiter', '\\t'); disp(C{1}{1}); disp(C{2}{1}); disp(C{1}{2})",
    "strread_two": "[a, b] = strread('1 2 3 4', '%f %f'); " + show("[a b]"),
    "strread_delim": "[a, b] = strread('x,1,y,2', '%s %f', 'delimiter', ','); disp(a{2}); " + show("b"),
    "regexptranslate_escape": "disp(regexptranslate('escape', '$.?[abc](x)'))",
    "regexptranslate_wildcard": "disp(regexptranslate('wildcard', 'file?.*'))",
    "regexptranslate_use": "disp(regexprep('a.b.c', regexptranslate('escape', '.'), '-'))",
    # integration
    "integral2_poly": "fprintf('%.8f\\n', integral2(@(x, y) x.^2 .* y, 0, 2, -1, 3))",
    "integral2_region": "fprintf('%.6f\\n', integral2(@(x, y) ones(size(x)), 0, 1, @(x) x.^2, @(x) sqrt(x)))",
    "integral2_singular": "fprintf('%.5f\\n', integral2(@(x, y) 1 ./ sqrt(x + y), 0, 1, 0, 1))",
    "integral2_inf": "fprintf('%.8f\\n', integral2(@(x, y) exp(-x - 2*y), 0, Inf, 0, Inf))",
    "integral2_polar": "fprintf('%.8f\\n', integral2(@(t, r) r, 0, 2*pi, 0, 2))",
    "integral2_tol": "fprintf('%.10f\\n', integral2(@(x, y) sin(x) .* cos(y), 0, pi, 0, pi/2, 'RelTol', 1e-12))",
    "integral3_box": "fprintf('%.8f\\n', integral3(@(x, y, z) x + y.*z, 0, 1, 0, 2, 0, 3))",
    "integral3_ball": "fprintf('%.4f\\n', integral3(@(x, y, z) ones(size(x)), -1, 1, @(x) -sqrt(1 - x.^2), "
                      "@(x) sqrt(1 - x.^2), @(x, y) -sqrt(max(1 - x.^2 - y.^2, 0)), @(x, y) sqrt(max(1 - x.^2 - y.^2, 0))))",
    "ode15s_system": "[t, y] = ode15s(@(t, y) [y(2); -y(1)], [0 1 2], [0; 1]); disp(size(y)); fprintf('%.2f ', y); fprintf('\\n')",
    "ode15s_stiff": "[t, y] = ode15s(@(t, y) -50*(y - cos(t)), [0 1], 0); fprintf('%.2f %.2f\\n', t(end), y(end))",
    "ode15s_options": "o = odeset('RelTol', 1e-8, 'AbsTol', 1e-10); [t, y] = ode15s(@(t, y) -y, [0 2], 1, o); "
                      "fprintf('%.6f\\n', y(end))",
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
    import pathlib

    result = _run_octave(CASES)
    for name in CASES:
        if result.get(name) is None:
            print("octave failed:", name)
    path = pathlib.Path(__file__).with_name("octave_expected.json")
    path.write_text(json.dumps({k: result.get(k) for k in sorted(CASES)}, indent=1, sort_keys=True) + "\n")
