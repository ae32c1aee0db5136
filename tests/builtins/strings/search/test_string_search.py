"""strfind, strtok, strrep, contains/startsWith/endsWith (octave-cli 7.3; MATLAB docs for string API)."""

import numpy as np
import pytest

from runmat_builtins.errors import MException
from tests.builtins.support import C, S, call, cellstr, texts


def test_strfind():
    np.testing.assert_array_equal(call("strfind", C("abcbc"), C("bc")), [[2, 4]])
    np.testing.assert_array_equal(call("strfind", C("aaa"), C("aa")), [[1, 2]])
    assert call("strfind", C("abc"), C("z")).shape == (1, 0)
    c = call("strfind", cellstr("abc", "bcd"), C("bc"))
    assert c.shape == (1, 2) and c[0, 0] == 2 and c[0, 1] == 1
    with pytest.raises(MException) as e:
        call("strfind", C("abc"), 1.0)
    assert e.value.identifier == "MATLAB:strfind:InvalidPattern"


def test_strtok():
    t, r = call("strtok", C("  hello world"), nargout=2)
    assert texts(t) == ["hello"] and texts(r) == [" world"]
    assert texts(call("strtok", C("a,b,c"), C(","))) == ["a"]
    t, r = call("strtok", cellstr("a b", "c d"), nargout=2)
    assert texts(t) == ["a", "c"] and texts(r) == [" b", " d"]


def test_strrep_overlapping_rule():
    # MATLAB documentation example
    assert texts(call("strrep", C("abc 2 def 22 ghi 222 jkl 2222"), C("22"), C("*"))) == \
        ["abc 2 def * ghi ** jkl ***"]
    assert texts(call("strrep", C("abcabc"), C("bc"), C("X"))) == ["aXaX"]
    assert texts(call("strrep", cellstr("aa", "ba"), C("a"), C("c"))) == ["cc", "bc"]
    assert call("strrep", S("xay"), C("a"), C("")).tolist() == [["xy"]]


def test_contains_startswith_endswith():
    np.testing.assert_array_equal(call("contains", cellstr("apple", "berry"), C("rr")), [[False, True]])
    assert call("contains", C("Hello"), C("hello"), C("IgnoreCase"), True) is True
    assert call("contains", C("Hello"), C("hello")) is False
    np.testing.assert_array_equal(call("startsWith", cellstr("data.csv", "img.png"), C("data")), [[True, False]])
    np.testing.assert_array_equal(call("endsWith", S("a.png", "b.txt"), cellstr(".png", ".jpg")), [[True, False]])
    np.testing.assert_array_equal(call("contains", S("abc", None), C("a")), [[True, False]])
    with pytest.raises(MException) as e:
        call("contains", 1.0, C("a"))
    assert e.value.identifier == "MATLAB:string:MustBeCharCellOrString"
