"""Octave 7.3 cases: spline, pchip, ppval, mkpp/unmkpp."""

from __future__ import annotations

from tests.oracle.cases import show

CASES: dict[str, str] = {
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
}
