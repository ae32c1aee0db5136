"""missing, ismissing, anymissing, standardizeMissing, rmmissing (MATLAB documentation of each;
Octave 7.3 has none of them)."""

import numpy as np
import pytest

from runmat_builtins import MException
from runmat_builtins.values import class_of
from tests.builtins.support import C, S, call, cellstr, m, raises_id, row, texts, vm_output

NaN = float("nan")


def test_missing_takes_the_class_it_meets():
    assert vm_output("x = [1 missing 3];\nfprintf('%g ', x); fprintf('\\n');") == "1 NaN 3 \n"
    assert vm_output("s = [\"a\" missing];\nfprintf('%d', ismissing(s)); fprintf('\\n');") == "01\n"
    assert vm_output("y = 1:3; y(2) = missing;\nfprintf('%g ', y); fprintf('\\n');") == "1 NaN 3 \n"
    assert class_of(call("missing")) == "missing"
    assert texts(call("string", call("missing"))) == [None]


def test_ismissing_standard_and_indicators():
    np.testing.assert_array_equal(call("ismissing", row(3, NaN, 5)), [[False, True, False]])
    np.testing.assert_array_equal(call("ismissing", cellstr("a", "", "c")), [[False, True, False]])
    np.testing.assert_array_equal(call("ismissing", S("a", None)), [[False, True]])
    np.testing.assert_array_equal(call("ismissing", row(0, -99, 5, NaN), row(0, -99)),
                                  [[True, True, False, False]])
    np.testing.assert_array_equal(call("ismissing", S("N/A", "x"), C("N/A")), [[True, False]])
    np.testing.assert_array_equal(call("ismissing", np.array([[1, 2]], dtype=np.int8)), [[False, False]])
    assert call("anymissing", row(1, NaN)) is True and call("anymissing", S("a")) is False


def test_standardize_missing():
    out = call("standardizeMissing", row(1, -99, 3), -99.0)
    assert np.isnan(out[0, 1]) and out[0, 2] == 3.0
    s = call("standardizeMissing", S("a", "NA"), C("NA"))
    assert texts(s) == ["a", None]


def test_rmmissing_vectors_rows_columns_min_count():
    assert call("rmmissing", row(1, NaN, 2)).tolist() == [[1.0, 2.0]]
    r, tf = call("rmmissing", m("1 2; NaN 4; 5 6"), nargout=2)
    assert r.tolist() == [[1.0, 2.0], [5.0, 6.0]] and tf.ravel().tolist() == [False, True, False]
    assert call("rmmissing", m("1 NaN 3; 4 5 6"), 2.0).tolist() == [[1.0, 3.0], [4.0, 6.0]]
    kept = call("rmmissing", m("1 NaN; NaN NaN; 3 4"), C("MinNumMissing"), 2.0)
    assert kept.shape == (2, 2)
    assert texts(call("rmmissing", cellstr("a", "", "b"))) == ["a", "b"]
    raises_id("MATLAB:rmmissing:DimensionInvalid", "rmmissing", row(1, 2), 3.0)


def test_rmmissing_table_rows():
    out = vm_output("T = table([1;NaN;3], [\"a\";\"b\";missing]);\nR = rmmissing(T);\n"
                    "fprintf('%d\\n', height(R));\n[~, tf] = rmmissing(T);\nfprintf('%d', tf); fprintf('\\n');")
    assert out == "1\n011\n"


def test_missing_assigned_into_datetime_and_categorical():
    out = vm_output("t = datetime(2020,1,1:3);\nt(2) = missing;\nfprintf('%d', ismissing(t)); fprintf('\\n');\n"
                    "c = categorical({'a','b'});\nc(1) = missing;\nfprintf('%d', isundefined(c)); fprintf('\\n');")
    assert out == "010\n10\n"


def test_rmmissing_min_num_missing_must_be_a_positive_integer():
    # MATLAB's rmmissing page: 'MinNumMissing' is a positive integer scalar
    for bad in (np.zeros((0, 0)), C("a"), NaN, 0.0, 1.5, cellstr("a")):
        raises_id("MATLAB:rmmissing:MinNumMissing", "rmmissing", row(1, NaN, 3), C("MinNumMissing"), bad)


def test_calendar_durations_are_missing_where_a_part_is_nan():
    # a calendarDuration is missing where any of its parts is NaN (ismissing says so); rmmissing
    # removes it, fillmissing moves whole elements (its numeric methods do not apply), and
    # standardizeMissing keeps the class
    out = vm_output("c = [calmonths(1) calmonths(NaN)];\ndisp(ismissing(c))\nr = rmmissing(c); disp(size(r))\n"
                    "f = fillmissing(c, 'previous'); disp(char(f))\ng = fillmissing(c, 'constant', calmonths(2));\n"
                    "disp(char(g))\ns = standardizeMissing(calmonths(1), calmonths(1)); disp(class(s))")
    assert out == "  0  1\n   1   1\n1mo\n1mo\n1mo\n2mo\ncalendarDuration\n"
    with pytest.raises(MException) as e:
        vm_output("fillmissing([calmonths(1) calmonths(NaN)], 'linear')")
    assert e.value.identifier == "MATLAB:fillmissing:MethodInvalidForType"


def test_rmmissing_min_num_missing_nan_or_inf_is_its_error():
    # MinNumMissing: a positive integer scalar; NaN and Inf are that error (an int() error before)
    out = vm_output("for v = {NaN, Inf, 0, 1.5}\n  try, rmmissing([1 NaN], 'MinNumMissing', v{1}), "
                    "catch e, disp(e.identifier), end\nend\ndisp(rmmissing([1 NaN], 'MinNumMissing', 1))")
    assert out == "MATLAB:rmmissing:MinNumMissing\n" * 4 + "1\n"
