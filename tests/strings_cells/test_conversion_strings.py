"""char/string/str2double/str2num and the string-array API (Octave for char forms; MATLAB docs otherwise)."""

import math

import numpy as np
import pytest

from runmat_builtins.errors import MException
from runmat_builtins.values import cell_array
from tests.strings_cells.conftest import C, S, call, cellstr, texts


def test_char():
    assert texts(call("char", np.array([[72.0, 105.0]]))) == ["Hi"]
    m = call("char", C("a"), C("bcd"))
    assert m.tolist() == [["a", " ", " "], ["b", "c", "d"]]
    assert call("char", cellstr("x", "yz")).tolist() == [["x", " "], ["y", "z"]]
    assert call("char", C("a"), C(""), C("b")).shape == (3, 1)  # empty input gives a blank row
    assert call("char", S("ab", "c")).tolist() == [["a", "b"], ["c", " "]]
    with pytest.raises(MException):
        call("char", call("struct"))


def test_string():
    s = call("string", C("abc"))
    assert s.dtype == S("x").dtype and s.tolist() == [["abc"]]
    assert call("string", cellstr("a", "b")).tolist() == [["a", "b"]]
    # MATLAB doc: numbers convert with up to 5 significant digits (integers in full)
    assert call("string", np.array([[math.pi, 1e10, 0.5]])).tolist() == [["3.1416", "10000000000", "0.5"]]
    assert call("string", True).tolist() == [["true"]]
    assert call("strings", 2.0, 3.0).shape == (2, 3)


def test_str2double():
    assert call("str2double", C("3.5e2")) == 350.0
    x = call("str2double", cellstr("1", "abc", "-2"))
    assert x[0, 0] == 1 and math.isnan(x[0, 1]) and x[0, 2] == -2
    assert call("str2double", C("1,200.5")) == 1200.5
    assert call("str2double", C("-Inf")) == -math.inf
    assert call("str2double", C("3+4i")) == complex(3, 4)
    assert math.isnan(call("str2double", 5.0))
    assert math.isnan(call("str2double", C("1 2")))


def test_str2num_without_session():
    np.testing.assert_array_equal(call("str2num", C("[1 2; 3 4]")), [[1, 2], [3, 4]])
    x, ok = call("str2num", C("hello"), nargout=2)
    assert ok is False and x.shape == (0, 0)
    x, ok = call("str2num", C("-2.5"), nargout=2)
    assert ok is True and x == -2.5


def test_strlength_split_join():
    assert call("strlength", C("hello")) == 5.0
    np.testing.assert_array_equal(call("strlength", cellstr("ab", "", "cde")), [[2, 0, 3]])
    n = call("strlength", S("ab", None))
    assert n[0, 0] == 2 and math.isnan(n[0, 1])
    c = call("split", C("a b  c"))
    assert c.shape == (3, 1) and texts(c) == ["a", "b", "c"]
    s = call("split", S("1,2"), C(","))
    assert s.shape == (2, 1) and s.ravel().tolist() == ["1", "2"]
    assert texts(call("join", cellstr("a", "b", "c"), C("-"))) == ["a-b-c"]
    assert call("join", S("x", "y")).tolist() == [["x y"]]
    j = call("join", S("a", "b", "c", "d", shape=(2, 2)))
    assert j.shape == (2, 1) and j.ravel().tolist() == ["a c", "b d"]


def test_pad_erase_replace():
    assert texts(call("pad", C("ab"), 5.0)) == ["ab   "]
    assert texts(call("pad", C("7"), 3.0, C("left"), C("0"))) == ["007"]
    assert call("pad", S("a", "abc")).tolist() == [["a  ", "abc"]]
    assert texts(call("pad", C("ab"), 6.0, C("both"))) == ["  ab  "]
    assert texts(call("erase", C("hello world"), C("o"))) == ["hell wrld"]
    assert texts(call("replace", C("a-b_c"), cellstr("-", "_"), C(" "))) == ["a b c"]
    assert call("replace", S("aXbY"), S("X", "Y"), S("1", "2")).tolist() == [["a1b2"]]


def test_compose():
    s = call("compose", S("%d-%d"), np.array([[1.0, 2.0], [3.0, 4.0]]))
    assert s.shape == (2, 1) and s.ravel().tolist() == ["1-2", "3-4"]
    assert call("compose", S("%d"), np.array([[1.0, 2.0, 3.0]])).tolist() == [["1", "2", "3"]]
    c = call("compose", C("%.1f"), math.pi)
    assert c.dtype == object and texts(c) == ["3.1"]
    assert call("compose", S("a\\tb")).tolist() == [["a\tb"]]
