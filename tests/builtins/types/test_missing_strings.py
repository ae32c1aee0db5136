"""missing, ismissing and <missing> strings: string(NaN), ["1" NaN], + and comparisons
(MATLAB documentation: string, missing, ismissing)."""

from __future__ import annotations

import numpy as np

from runmat_builtins.values import STRING_DTYPE, string_array
from runmat_builtins.values.strings_missing import missing_mask
from tests.builtins.support import call, raises_id, row, vm_output


def strs(*items):
    out = np.empty((1, len(items)), dtype=STRING_DTYPE)
    out[0, :] = list(items)
    return out


def test_string_of_nan_is_missing():
    s = call("string", float("nan"))
    assert s.dtype == STRING_DTYPE and s.flat[0] is None
    got = call("string", row(1, float("nan"), float("inf")))
    assert got.ravel().tolist() == ["1", None, "Inf"]


def test_concatenating_nan_into_strings_gives_missing():
    assert vm_output('x = ["1", NaN];\nfprintf("%d", ismissing(x)); fprintf("\\n")') == "01\n"
    assert vm_output('x = ["a" missing "b"];\ndisp(strlength(x))') == vm_output("disp([1 NaN 1])")


def test_missing_joins_numbers_as_nan_and_assigns_by_class():
    assert vm_output("x = [1 missing 3];\nfprintf('%g ', x); fprintf('\\n')") == "1 NaN 3 \n"
    assert vm_output("x = [1 2 3]; x(2) = missing;\nfprintf('%g ', x); fprintf('\\n')") == "1 NaN 3 \n"
    assert vm_output('s = ["a" "b"]; s(2) = missing;\nfprintf("%d", ismissing(s)); fprintf("\\n")') == "01\n"
    assert vm_output("disp(class(missing))") == "missing\n"


def test_missing_into_an_integer_array_is_an_error():
    out = vm_output("x = int8([1 2]);\ntry\n  x(2) = missing;\ncatch e\n  disp(e.identifier)\nend")
    assert out == "MATLAB:invalidConversion\n"


def test_string_plus_and_comparisons_with_missing():
    a, b = strs("x", None), strs("y", "y")
    assert call("plus", a, b).ravel().tolist() == ["xy", None]
    assert call("eq", a, strs("x", None)).ravel().tolist() == [True, False]  # missing == missing is false
    assert call("ne", a, b).ravel().tolist() == [True, True]
    assert call("lt", a, b).ravel().tolist() == [True, False]
    assert call("ge", a, b).ravel().tolist() == [False, False]


def test_ismissing_by_class_and_with_indicators():
    assert call("ismissing", row(3, float("nan"), 5)).ravel().tolist() == [False, True, False]
    assert call("ismissing", strs("A", None)).ravel().tolist() == [False, True]
    cs = np.empty((1, 2), dtype=object)
    cs[0, 0], cs[0, 1] = np.zeros((0, 0), dtype="<U1"), np.array([["a"]], dtype="<U1")
    assert call("ismissing", cs).ravel().tolist() == [True, False]
    assert call("ismissing", row(0, -99, 4), -99.0).ravel().tolist() == [False, True, False]
    assert call("ismissing", strs("NA", "x"), string_array("NA")).ravel().tolist() == [True, False]
    assert call("ismissing", np.array([[1, 2]], dtype=np.int8)).ravel().tolist() == [False, False]
    assert call("ismissing", call("missing")) is True


def test_missing_mask_and_strlength():
    assert missing_mask(strs(None, "a")).tolist() == [[True, False]]
    n = call("strlength", strs("ab", None))
    assert n[0, 0] == 2 and np.isnan(n[0, 1])


def test_sort_and_unique_place_missing_strings_last_and_keep_them_distinct():
    s = strs("cd", None, "ab", "cd", None)
    assert call("sort", s).ravel().tolist() == ["ab", "cd", "cd", None, None]
    assert call("sort", s, string_array("descend")).ravel().tolist() == [None, None, "cd", "cd", "ab"]
    assert call("unique", s).ravel().tolist() == ["ab", "cd", None, None]
    assert call("ismember", s, strs("cd", None)).ravel().tolist() == [True, False, False, True, False]


def test_comparing_with_the_missing_value():
    assert call("eq", strs("a", None), call("missing")).ravel().tolist() == [False, False]
    assert call("ne", 3.0, call("missing")) is True
