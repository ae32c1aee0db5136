"""char, string, str2double, str2num.
Expected values from Octave 7.3, or from MATLAB's documentation where the two differ."""

import math

import numpy as np
import pytest

from runmat_builtins.errors import MException
from tests.builtins.support import C, S, call, cellstr, texts


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
    # MATLAB doc (string, input types): "Output format and precision equivalent to using num2str",
    # so the digits follow the array's largest magnitude, as num2str([pi 1e10 0.5]) prints them
    assert call("string", np.array([[math.pi, 1e10, 0.5]])).tolist() == [["3.14159265358979", "10000000000", "0.5"]]
    assert call("string", math.pi).tolist() == [["3.1416"]]
    assert call("string", np.array([[math.pi, 15000.0]])).tolist() == [["3.14159265", "15000"]]
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


def test_strings_past_the_array_size_limit_is_refused_before_it_is_filled():
    from runmat_builtins.limits import set_max_array_bytes
    from tests.builtins.support import ident

    old = set_max_array_bytes(256 * 2**20)
    try:
        assert ident("strings", 13908.0) == "MATLAB:array:SizeLimitExceeded"
        assert call("strings", 2.0, 3.0).shape == (2, 3)
    finally:
        set_max_array_bytes(old)
