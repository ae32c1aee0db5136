"""fillmissing: every method, dimensions, end values, sample points, non-numeric data, tables
(MATLAB documentation of fillmissing; interpolants against SciPy/NumPy)."""

import numpy as np
import pytest
from scipy.interpolate import CubicSpline, PchipInterpolator

from runmat_builtins import MException
from tests.builtins.support import C, S, call, cellstr, m, raises_id, row, texts, vm_output

NaN = float("nan")


def _f(a, *args, nargout=1):
    return call("fillmissing", a, *args, nargout=nargout)


def test_neighbour_methods():
    x = row(NaN, 2, NaN, NaN, 5, NaN)
    np.testing.assert_array_equal(_f(x, C("previous")), [[NaN, 2, 2, 2, 5, 5]])
    np.testing.assert_array_equal(_f(x, C("next")), [[2, 2, 5, 5, 5, NaN]])
    np.testing.assert_array_equal(_f(x, C("nearest")), [[2, 2, 2, 5, 5, 5]])


def test_linear_extrapolates_and_end_values():
    x = row(NaN, 2, NaN, NaN, 5, NaN)
    np.testing.assert_allclose(_f(x, C("linear")), [[1, 2, 3, 4, 5, 6]])
    np.testing.assert_array_equal(_f(x, C("linear"), C("EndValues"), C("none")), [[NaN, 2, 3, 4, 5, NaN]])
    np.testing.assert_array_equal(_f(x, C("linear"), C("EndValues"), 0.0), [[0, 2, 3, 4, 5, 0]])


def test_spline_pchip_match_scipy():
    t = np.arange(1.0, 9.0)
    y = np.sin(t)
    x = y.copy()
    x[[2, 5]] = NaN
    known = ~np.isnan(x)
    got = _f(x.reshape(1, -1), C("spline")).ravel()
    np.testing.assert_allclose(got[[2, 5]], CubicSpline(t[known], x[known])(t[[2, 5]]))
    got = _f(x.reshape(1, -1), C("pchip")).ravel()
    np.testing.assert_allclose(got[[2, 5]], PchipInterpolator(t[known], x[known])(t[[2, 5]]))


def test_constant_per_column_dim_and_tf():
    a = m("1 NaN 3; NaN 5 NaN; 7 8 9")
    np.testing.assert_array_equal(_f(a, C("constant"), row(10, 20, 30)), m("1 20 3; 10 5 30; 7 8 9"))
    np.testing.assert_array_equal(_f(a, C("previous"), 2.0), m("1 1 3; NaN 5 5; 7 8 9"))
    f, tf = _f(row(1, NaN, NaN, 4, NaN, 6), C("movmean"), 3.0, nargout=2)
    np.testing.assert_array_equal(f, [[1, 1, 4, 4, 5, 6]])
    assert tf.ravel().tolist() == [False, True, True, False, True, False]


def test_sample_points_and_maxgap():
    x = row(0, NaN, 10)
    np.testing.assert_allclose(_f(x, C("linear"), C("SamplePoints"), row(0, 1, 4)), [[0, 2.5, 10]])
    g = _f(row(1, NaN, NaN, NaN, 5), C("linear"), C("MaxGap"), 2.0)
    assert np.isnan(g[0, 2])


def test_text_and_cells():
    assert texts(_f(S("a", None, "c", None), C("previous"))) == ["a", "a", "c", "c"]
    assert texts(_f(cellstr("a", "", "c"), C("constant"), C("zz"))) == ["a", "zz", "c"]
    raises_id("MATLAB:fillmissing:MethodInvalidForType", "fillmissing", S("a", None), C("linear"))
    raises_id("MATLAB:fillmissing:MethodInvalid", "fillmissing", row(1, NaN), C("bogus"))


def test_table_variables():
    out = vm_output("T = table([1;NaN;3], [\"a\";missing;\"c\"]);\nF = fillmissing(T, 'previous');\n"
                    "fprintf('%g ', F.Var1); fprintf('%s ', F.Var2); fprintf('\\n');")
    assert out == "1 1 3 a a c \n"


def test_custom_fill_function_per_gap():
    out = vm_output("G = fillmissing([1 NaN NaN 4 NaN 8], @(xs, ts, tq) interp1(ts, xs, tq), 1);\n"
                    "fprintf('%g ', G); fprintf('\\n');\n"
                    "t = 10:10:50;\nF = fillmissing([1 NaN 3 NaN 5], @(xs, ts, tq) repmat(xs(end), numel(tq), 1), [10 0], "
                    "'SamplePoints', t);\nfprintf('%g ', F); fprintf('\\n');")
    assert out == "1 2 3 4 6 8 \n1 1 3 3 5 \n"


@pytest.mark.parametrize("dim", ["@() 2", "1+2i", "NaN", "0", "[1 2]"])
def test_fillmissing_dimension_must_be_a_positive_integer(dim):
    # fuzz finding: a function handle as DIM was a Python TypeError
    with pytest.raises(MException) as ei:
        vm_output(f"x = fillmissing([1 NaN 3], 'previous', {dim});")
    assert ei.value.identifier == "MATLAB:fillmissing:DimensionInvalid"


@pytest.mark.parametrize("call", ["'movmean', []", "'movmean', 'ab'", "'movmean', {2}",
                                  "@(xs, ts, tq) 1, []", "@(xs, ts, tq) 1, [1 2 3]"])
def test_fillmissing_window_must_be_one_or_two_nonnegative_numbers(call):
    # fuzz finding: an empty gap window was a Python IndexError
    with pytest.raises(MException) as ei:
        vm_output(f"x = fillmissing([1 NaN 3], {call});")
    assert ei.value.identifier == "MATLAB:fillmissing:InvalidWindow"


def test_option_values_of_a_wrong_class_or_size_are_matlab_errors():
    # MATLAB validates 'SamplePoints' (a floating-point, duration or datetime vector of finite,
    # strictly increasing values: matlab.internal.math.checkSamplePoints, errors
    # MATLAB:fillmissing:SamplePoints*), 'MaxGap' (a positive scalar) and 'EndValues' before filling
    x = row(1, NaN, 3)
    lin = C("linear")
    for bad in (C("abc"), S("a", None), np.array([[1, 2, 3]], dtype=np.int8)):
        raises_id("MATLAB:fillmissing:SamplePointsInvalidDatatype", "fillmissing", x, lin, C("SamplePoints"), bad)
    raises_id("MATLAB:fillmissing:SamplePointsNonFinite", "fillmissing", x, lin, C("SamplePoints"), row(1, 2, NaN))
    raises_id("MATLAB:fillmissing:SamplePointsSorted", "fillmissing", x, lin, C("SamplePoints"), row(3, 2, 1))
    raises_id("MATLAB:fillmissing:SamplePointsDuplicate", "fillmissing", x, lin, C("SamplePoints"), row(1, 1, 2))
    for bad in (np.zeros((0, 0)), C("a"), row(1, 2), -1.0):
        raises_id("MATLAB:fillmissing:MaxGapInvalid", "fillmissing", x, lin, C("MaxGap"), bad)
    for bad in (np.zeros((0, 0)), cellstr("a")):
        raises_id("MATLAB:fillmissing:EndValuesInvalid", "fillmissing", row(NaN, 2, NaN), lin, C("EndValues"), bad)
    # the valid forms still fill
    np.testing.assert_allclose(_f(x, lin, C("SamplePoints"), row(1, 5, 10)), [[1, 1 + 2 * 4 / 9, 3]])
    np.testing.assert_array_equal(_f(row(1, NaN, NaN, 3), lin, C("MaxGap"), 2.0), [[1, NaN, NaN, 3]])
    np.testing.assert_array_equal(_f(row(NaN, 2, NaN), lin, C("EndValues"), 5.0), [[5, 2, 5]])
