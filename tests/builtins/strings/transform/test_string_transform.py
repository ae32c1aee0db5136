"""strlength/split/join, pad/erase/replace, compose (MATLAB's documentation)."""

import math

import numpy as np

from tests.builtins.support import C, S, call, cellstr, texts


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


def test_pad_width_is_a_nonnegative_integer_scalar():
    # NUMBEROFCHARACTERS: a nonnegative integer scalar (validateattributes' errors), never a
    # Python error for a struct array, a cell, NaN or Inf
    from tests.builtins.support import raises_id

    structs = call("struct", C("a"), call("num2cell", np.array([[1.0, 2.0]])))  # struct('a', {1, 2})
    raises_id("MATLAB:invalidType", "pad", C("ab"), structs)
    raises_id("MATLAB:invalidType", "pad", C("ab"), call("num2cell", np.array([[3.0]])))
    for bad, ident in [(math.nan, "MATLAB:expectedInteger"), (math.inf, "MATLAB:expectedInteger"),
                       (2.5, "MATLAB:expectedInteger"), (-1.0, "MATLAB:expectedNonnegative"),
                       (np.array([[3.0, 4.0]]), "MATLAB:expectedScalar")]:
        raises_id(ident, "pad", C("ab"), bad)
    assert texts(call("pad", C("ab"), np.array([[4]], dtype=np.int8))) == ["ab  "]


def test_join_dim_and_pad_width_are_checked():
    # join's DIM is a dimension (MATLAB's getdimarg error for NaN); pad's width a nonnegative
    # integer scalar (validateattributes' errors for NaN, [], a cell)
    from tests.builtins.support import raises_id

    raises_id("MATLAB:getdimarg:dimensionMustBePositiveInteger", "join", cellstr("a", "b"), C("-"), float("nan"))
    raises_id("MATLAB:expectedInteger", "pad", C("7"), float("nan"))
    raises_id("MATLAB:expectedScalar", "pad", C("7"), np.zeros((0, 0)))
    raises_id("MATLAB:invalidType", "pad", C("7"), call("num2cell", 1.0))
    assert texts(call("pad", C("7"), 3.0, C("left"), C("0"))) == ["007"]


def test_join_dimension_is_a_positive_integer():
    # DIM: MATLAB's dimension error for NaN, Inf and 0 (an int() error before)
    from tests.builtins.support import raises_id

    for bad in (math.nan, math.inf, 0.0):
        raises_id("MATLAB:getdimarg:dimensionMustBePositiveInteger", "join", cellstr("a", "b"), C(" "), bad)
    assert texts(call("join", cellstr("a", "b"), C("-"), 2.0)) == ["a-b"]


def test_join_along_a_dimension_past_the_last_keeps_each_element():
    # a trailing singleton dimension: nothing to join, the elements and their shape stay (no
    # reshape to DIM dimensions: join('ab', 'a', 'a') asked for 97)
    assert texts(call("join", C("ab"), C("a"), C("a"))) == ["ab"]
    out = call("join", cellstr("a", "b"), C("-"), 5.0)
    assert out.shape == (1, 2) and texts(out) == ["a", "b"]
