"""sprintf / num2str / int2str / mat2str cases: (id, Octave expression, Python call).

Expected results come from octave-cli 7.3 (gen_expected.py -> expected_format.json).
Cases where documented MATLAB behaviour differs from Octave live in test_format.py.
"""

from __future__ import annotations

import numpy as np

from runmat_builtins.format import int2str, mat2str, num2str, sprintf
from runmat_builtins.values import char_row

nan, inf = np.nan, np.inf


def M(*rows):
    return np.array(rows, dtype=float) if isinstance(rows[0], (list, tuple)) else np.array([rows], dtype=float)


def sp(fmt, *args):
    return lambda: sprintf(fmt, tuple(char_row(a) if isinstance(a, str) else a for a in args))


CALLS_PY = [
    # sprintf
    ("sp_int", "sprintf('%d', 3)", sp("%d", 3.0)),
    ("sp_ivec", "sprintf('%i|', [1 2 3])", sp("%i|", M(1, 2, 3))),
    ("sp_hex", "sprintf('%x', 255)", sp("%x", 255.0)),
    ("sp_HEX", "sprintf('%X|%#x', 255, 255)", sp("%X|%#x", 255.0, 255.0)),
    ("sp_oct", "sprintf('%o', 8)", sp("%o", 8.0)),
    ("sp_u", "sprintf('%u', 42)", sp("%u", 42.0)),
    ("sp_c", "sprintf('%c', 72, 105)", sp("%c", 72.0, 105.0)),
    ("sp_s_num", "sprintf('%s', 65)", sp("%s", 65.0)),
    ("sp_s_strs", "sprintf('%s|', 'abc', 'de')", sp("%s|", "abc", "de")),
    ("sp_mixed", "sprintf('%d %s\\n', 1, 'ab', 2, 'cd')", sp("%d %s\\n", 1.0, "ab", 2.0, "cd")),
    ("sp_char_d", "sprintf('%d,', 'ab')", sp("%d,", "ab")),
    ("sp_f52", "sprintf('%5.2f|', pi, -pi)", sp("%5.2f|", np.pi, -np.pi)),
    ("sp_e_left", "sprintf('%-12.3e|', 12345.678)", sp("%-12.3e|", 12345.678)),
    ("sp_plus", "sprintf('%+d', 5)", sp("%+d", 5.0)),
    ("sp_zero", "sprintf('%05d', 42)", sp("%05d", 42.0)),
    ("sp_star", "sprintf('%*d', 6, 42)", sp("%*d", 6.0, 42.0)),
    ("sp_starprec", "sprintf('%.*f', 2, pi)", sp("%.*f", 2.0, np.pi)),
    ("sp_g_big", "sprintf('%g', 1e10)", sp("%g", 1e10)),
    ("sp_g_small", "sprintf('%g', 0.0001)", sp("%g", 0.0001)),
    ("sp_G", "sprintf('%G', 1e-10)", sp("%G", 1e-10)),
    ("sp_d_nan", "sprintf('%d', NaN)", sp("%d", nan)),
    ("sp_d_inf", "sprintf('%d|%d', Inf, -Inf)", sp("%d|%d", inf, -inf)),
    ("sp_f_nan", "sprintf('%f', NaN)", sp("%f", nan)),
    ("sp_f_inf_w", "sprintf('%5.1f|', Inf)", sp("%5.1f|", inf)),
    ("sp_lit", "sprintf('hello')", sp("hello")),
    ("sp_noargs", "sprintf('%d')", sp("%d")),
    ("sp_emptyarg", "sprintf('%d', [])", sp("%d", np.zeros((0, 0)))),
    ("sp_emptyarg2", "sprintf('a%db', [])", sp("a%db", np.zeros((0, 0)))),
    ("sp_recycle", "sprintf('%d %d\\n', [1 2 3])", sp("%d %d\\n", M(1, 2, 3))),
    ("sp_pct", "sprintf('%d%%', 50)", sp("%d%%", 50.0)),
    ("sp_escapes", "sprintf('a\\tb\\\\n')", sp("a\\tb\\\\n")),
    ("sp_int8", "sprintf('%d', int8(-5))", sp("%d", np.array([[-5]], dtype=np.int8))),
    ("sp_int8f", "sprintf('%f', int8(5))", sp("%f", np.array([[5]], dtype=np.int8))),
    ("sp_logical", "sprintf('%d', true)", sp("%d", True)),
    ("sp_2p53", "sprintf('%d', 2^53)", sp("%d", 2.0 ** 53)),
    ("sp_3e9", "sprintf('%i', 3e9)", sp("%i", 3e9)),
    ("sp_short", "sprintf('%s and %s', 'x')", sp("%s and %s", "x")),
    ("sp_short2", "sprintf('%d %f', 1)", sp("%d %f", 1.0)),
    ("sp_cc", "sprintf('%c%c', 'abc')", sp("%c%c", "abc")),
    ("sp_s_codes", "sprintf('%s', [72 101])", sp("%s", M(72, 101))),
    ("sp_matrix_colmajor", "sprintf('%d,', [1 2; 3 4])", sp("%d,", M([1, 2], [3, 4]))),
    ("sp_width_s", "sprintf('[%5s][%-5s]', 'ab', 'cd')", sp("[%5s][%-5s]", "ab", "cd")),
    ("sp_prec_s", "sprintf('%.2s', 'abcdef')", sp("%.2s", "abcdef")),
    ("sp_e", "sprintf('%e', 12345.6789)", sp("%e", 12345.6789)),
    ("sp_negzero", "sprintf('%d %g', -0, -0)", sp("%d %g", -0.0, -0.0)),
    ("sp_space", "sprintf('% d', 5)", sp("% d", 5.0)),
    ("sp_f_default", "sprintf('%f', 1/3)", sp("%f", 1 / 3)),
    ("sp_newline_only", "sprintf('\\n')", sp("\\n")),
    ("sp_g_prec", "sprintf('%.10g', pi)", sp("%.10g", np.pi)),
    ("sp_multi_args", "sprintf('%d-%d;', 1, [2 3], 4)", sp("%d-%d;", 1.0, M(2, 3), 4.0)),
    # num2str
    ("n2s_pi", "num2str(pi)", lambda: num2str(np.pi)),
    ("n2s_int", "num2str(5)", lambda: num2str(5.0)),
    ("n2s_row", "num2str([1 2 3])", lambda: num2str(M(1, 2, 3))),
    ("n2s_neg", "num2str(-7.25)", lambda: num2str(-7.25)),
    ("n2s_big", "num2str(1e10)", lambda: num2str(1e10)),
    ("n2s_bigfrac", "num2str(123456.789)", lambda: num2str(123456.789)),
    ("n2s_small", "num2str(0.000123)", lambda: num2str(0.000123)),
    ("n2s_mat", "num2str([1.5 2; 3 -4])", lambda: num2str(M([1.5, 2], [3, -4]))),
    ("n2s_intmat", "num2str([10 200; -3 4])", lambda: num2str(M([10, 200], [-3, 4]))),
    ("n2s_nan", "num2str([1 NaN Inf])", lambda: num2str(M(1, nan, inf))),
    ("n2s_nanS", "num2str(NaN)", lambda: num2str(nan)),
    ("n2s_prec", "num2str(pi, 8)", lambda: num2str(np.pi, 8.0)),
    ("n2s_fmt", "num2str(pi, '%10.5f')", lambda: num2str(np.pi, "%10.5f")),
    ("n2s_fmt_row", "num2str([1 2 3], '%d,')", lambda: num2str(M(1, 2, 3), "%d,")),
    ("n2s_logical", "num2str([true false])", lambda: num2str(np.array([[True, False]]))),
    ("n2s_int8", "num2str(int8([1 -20]))", lambda: num2str(np.array([[1, -20]], dtype=np.int8))),
    ("n2s_cplx", "num2str(1+2i)", lambda: num2str(1 + 2j)),
    ("n2s_cplxfrac", "num2str(1.5-2.25i)", lambda: num2str(1.5 - 2.25j)),
    ("n2s_cplxrow", "num2str([1+2i 3-4i])", lambda: num2str(np.array([[1 + 2j, 3 - 4j]]))),
    ("n2s_char", "num2str('abc')", lambda: num2str(char_row("abc"))),
    ("n2s_col", "num2str([1; 22; 333])", lambda: num2str(M([1], [22], [333]))),
    ("n2s_zero", "num2str(0)", lambda: num2str(0.0)),
    ("n2s_single", "num2str(single(3.14159))", lambda: num2str(np.array([[3.14159]], dtype=np.float32))),
    ("n2s_huge", "num2str(1e20)", lambda: num2str(1e20)),
    ("n2s_fracrow", "num2str([0.1 0.22 0.333])", lambda: num2str(M(0.1, 0.22, 0.333))),
    # int2str
    ("i2s_round", "int2str(2.5)", lambda: int2str(2.5)),
    ("i2s_neg", "int2str(-2.5)", lambda: int2str(-2.5)),
    ("i2s_row", "int2str([1.2 3.7 -10])", lambda: int2str(M(1.2, 3.7, -10))),
    ("i2s_nan", "int2str([1 NaN])", lambda: int2str(M(1, nan))),
    ("i2s_mat", "int2str([1 2; 30 4])", lambda: int2str(M([1, 2], [30, 4]))),
    # mat2str
    ("m2s_mat", "mat2str([1 2; 3 4])", lambda: mat2str(M([1, 2], [3, 4]))),
    ("m2s_pi", "mat2str(pi)", lambda: mat2str(np.pi)),
    ("m2s_prec", "mat2str(pi, 4)", lambda: mat2str(np.pi, 4.0)),
    ("m2s_row", "mat2str([1.5 -2 NaN Inf -Inf])", lambda: mat2str(M(1.5, -2, nan, inf, -inf))),
    ("m2s_col", "mat2str([1;2])", lambda: mat2str(M([1], [2]))),
    ("m2s_empty", "mat2str([])", lambda: mat2str(np.zeros((0, 0)))),
    ("m2s_logical", "mat2str([true false; false true])", lambda: mat2str(np.array([[True, False], [False, True]]))),
    ("m2s_true", "mat2str(true)", lambda: mat2str(True)),
    ("m2s_cplx", "mat2str([1+2i 3-4.5i])", lambda: mat2str(np.array([[1 + 2j, 3 - 4.5j]]))),
    ("m2s_class", "mat2str(int8([1 2]), 'class')", lambda: mat2str(np.array([[1, 2]], dtype=np.int8), "class")),
    ("m2s_third", "mat2str(1/3)", lambda: mat2str(1 / 3)),
]

CALLS = [(cid, expr) for cid, expr, _ in CALLS_PY]
