"""Creation, shape and random builtins against Octave 7.3 / MATLAB documented values."""

from __future__ import annotations

import numpy as np
import pytest

from runmat_builtins import MException
from runmat_builtins.values import char_row, class_of
from tests.math_b.conftest import arr, call, m


def test_zeros_forms():
    assert call("zeros") == 0.0
    assert call("zeros", 3.0).shape == (3, 3)
    assert call("zeros", 2.0, 3.0).shape == (2, 3)
    assert call("zeros", m("2 3 4")).shape == (2, 3, 4)
    assert call("zeros", -1.0, 3.0).shape == (0, 3)
    assert call("zeros", 2.0, 3.0, 1.0).shape == (2, 3)
    z = call("zeros", 1.0, 2.0, char_row("int8"))
    assert class_of(z) == "int8"
    assert class_of(call("ones", 2.0, char_row("single"))) == "single"
    like = np.ones((1, 1), dtype=np.uint16)
    assert class_of(call("ones", 2.0, 2.0, char_row("like"), like)) == "uint16"


def test_zeros_errors():
    with pytest.raises(MException) as e:
        call("zeros", 2.5)
    assert e.value.identifier == "MATLAB:NonIntegerInput"
    with pytest.raises(MException):
        call("NaN", 2.0, char_row("int8"))


def test_constants_and_logical():
    assert np.isnan(call("NaN", 2.0)).all()
    assert np.isinf(call("inf", 1.0, 2.0)).all()
    t = call("true", 2.0, 3.0)
    assert t.dtype == bool and t.shape == (2, 3) and t.all()
    assert call("false") is False
    np.testing.assert_array_equal(call("eye", 2.0, 3.0), m("1 0 0; 0 1 0"))


def test_colon_counts_and_values():
    # octave: numel(0:0.1:1) -> 11, numel(1:0.2:2) -> 6, numel(0:1/3:1) -> 4, size(5:1) -> [1 0]
    assert call("colon", 0.0, 0.1, 1.0).shape == (1, 11)
    assert call("colon", 1.0, 0.2, 2.0).shape == (1, 6)
    assert call("colon", 0.0, 1 / 3, 1.0).shape == (1, 4)
    assert call("colon", 5.0, 1.0).shape == (1, 0)
    v = call("colon", 0.0, 0.1, 0.3)
    np.testing.assert_allclose(v, [[0, 0.1, 0.2, 0.3]], rtol=0, atol=1e-16)
    assert v[0, 0] == 0.0 and v[0, -1] == 0.3  # both ends exact
    assert call("colon", 0.0, 0.1, 1.0)[0, -1] == 1.0
    iv = call("colon", np.array([[1]], dtype=np.int8), np.array([[4]], dtype=np.int8))
    assert class_of(iv) == "int8" and iv.tolist() == [[1, 2, 3, 4]]
    np.testing.assert_array_equal(call("colon", 10.0, -3.0, 1.0), m("10 7 4 1"))


def test_linspace_logspace():
    np.testing.assert_allclose(call("linspace", 1.0, 2.0, 4.0), [[1, 1.33333333333333, 1.66666666666667, 2]])
    assert call("linspace", 0.0, 1.0).shape == (1, 100)
    assert call("linspace", 0.0, 1.0, 0.0).shape == (1, 0)
    np.testing.assert_allclose(call("logspace", 0.0, 3.0, 4.0), [[1, 10, 100, 1000]])


def test_magic_matches_octave():
    np.testing.assert_array_equal(call("magic", 4.0), m("16 2 3 13;5 11 10 8;9 7 6 12;4 14 15 1"))
    np.testing.assert_array_equal(call("magic", 6.0), m(
        "35 1 6 26 19 24;3 32 7 21 23 25;31 9 2 22 27 20;8 28 33 17 10 15;30 5 34 12 14 16;4 36 29 13 18 11"))
    np.testing.assert_array_equal(call("magic", 2.0), m("4 3; 1 2"))  # MATLAB/Octave magic(2) (magic.m singly-even swap)


def test_grids_diag_tri_repmat():
    X, Y = call("meshgrid", m("1 2"), m("1 2 3"), nargout=2)
    assert X.shape == (3, 2) and Y[:, 0].tolist() == [1, 2, 3]
    A, B = call("ndgrid", m("1 2"), m("5 6 7"), nargout=2)
    assert A.shape == (2, 3) and B[0].tolist() == [5, 6, 7]
    np.testing.assert_array_equal(call("tril", call("ones", 3.0), -1.0), m("0 0 0;1 0 0;1 1 0"))
    np.testing.assert_array_equal(call("triu", call("magic", 3.0), -1.0), m("8 1 6;3 5 7;0 9 2"))
    assert call("diag", m("1 2; 3 4"), 1.0) == 2.0
    np.testing.assert_array_equal(call("repmat", m("1 2; 3 4"), 1.0, 2.0), m("1 2 1 2;3 4 3 4"))
    assert call("repmat", char_row("ab"), 1.0, 2.0).tolist() == [["a", "b", "a", "b"]]


def test_size_forms():
    a = np.ones((2, 3, 4))
    np.testing.assert_array_equal(call("size", a), m("2 3 4"))
    assert call("size", a, 2.0) == 3.0
    assert call("size", a, 5.0) == 1.0
    np.testing.assert_array_equal(call("size", a, m("3 1")), m("4 2"))
    assert call("size", a, nargout=2) == (2.0, 12.0)
    assert call("size", a, nargout=4) == (2.0, 3.0, 4.0, 1.0)
    assert call("size", 5.0, nargout=2) == (1.0, 1.0)
    assert call("numel", a) == 24.0
    assert call("ndims", a) == 3.0
    assert call("length", np.zeros((3, 0))) == 0.0
    assert call("length", np.zeros((3, 7))) == 7.0


def test_reshape_is_column_major():
    v = np.arange(1.0, 13.0).reshape(1, -1)
    np.testing.assert_array_equal(call("reshape", v, 3.0, 4.0), m("1 4 7 10;2 5 8 11;3 6 9 12"))
    np.testing.assert_array_equal(call("reshape", v[:, :6], np.zeros((0, 0)), 3.0), m("1 3 5;2 4 6"))
    np.testing.assert_array_equal(call("reshape", v, m("2 6")), call("reshape", v, 2.0, 6.0))
    with pytest.raises(MException) as e:
        call("reshape", v, 5.0, 2.0)
    assert e.value.identifier == "MATLAB:getReshapeDims:notSameNumel"
    with pytest.raises(MException) as e:
        call("reshape", v, np.zeros((0, 0)), 5.0)
    assert e.value.identifier == "MATLAB:getReshapeDims:notDivisible"


def test_permute_squeeze_flip():
    r = call("reshape", np.arange(1.0, 7.0).reshape(1, -1), 2.0, 3.0)
    np.testing.assert_array_equal(call("permute", r, m("2 1")), m("1 2;3 4;5 6"))
    p = call("permute", np.ones((2, 3, 4)), m("3 1 2"))
    assert p.shape == (4, 2, 3)
    assert call("ipermute", p, m("3 1 2")).shape == (2, 3, 4)
    assert call("squeeze", np.ones((2, 1, 3))).shape == (2, 3)
    assert call("squeeze", np.ones((1, 1, 1, 4))).shape == (4, 1)
    np.testing.assert_array_equal(call("flip", m("1 2; 3 4"), 2.0), m("2 1;4 3"))
    np.testing.assert_array_equal(call("circshift", m("1 2 3 4"), -1.0), m("2 3 4 1"))
    np.testing.assert_array_equal(call("rot90", m("1 2; 3 4"), -1.0), m("3 1;4 2"))
    np.testing.assert_array_equal(call("kron", m("1 2"), m("1 1")), m("1 1 2 2"))


def test_rng_rand_matches_matlab(ctx):
    call("rng", 42.0, ctx=ctx, nargout=0)
    assert call("rand", ctx=ctx) == 0.3745401188473625
    call("rng", char_row("default"), ctx=ctx, nargout=0)
    assert call("rand", ctx=ctx) == 0.8147236863931789
    call("rng", 0.0, ctx=ctx, nargout=0)
    x = call("rand", 2.0, 3.0, ctx=ctx)
    # MATLAB: rng default; rand(2,3) = [0.8147 0.1270 0.6324; 0.9058 0.9134 0.0975] (column-major fill)
    np.testing.assert_allclose(x, [[0.8147, 0.1270, 0.6324], [0.9058, 0.9134, 0.0975]], atol=1e-4)
    call("rng", char_row("default"), ctx=ctx, nargout=0)
    np.testing.assert_array_equal(call("randi", 10.0, 1.0, 5.0, ctx=ctx), m("9 10 2 10 7"))


def test_rng_save_restore(ctx):
    s = call("rng", ctx=ctx)
    assert class_of(s) == "struct" and "State" in s.fields and "Seed" in s.fields
    a = call("randn", 1.0, 3.0, ctx=ctx)
    call("rng", s, ctx=ctx, nargout=0)
    np.testing.assert_array_equal(call("randn", 1.0, 3.0, ctx=ctx), a)


def test_random_shapes_and_ranges(ctx):
    r = call("randi", m("-2 2"), 50.0, 1.0, ctx=ctx)
    assert r.shape == (50, 1) and r.min() >= -2 and r.max() <= 2
    assert class_of(call("randi", 5.0, 2.0, char_row("uint8"), ctx=ctx)) == "uint8"
    p = call("randperm", 6.0, ctx=ctx)
    assert sorted(p.ravel().tolist()) == [1, 2, 3, 4, 5, 6]
    assert call("randperm", 6.0, 3.0, ctx=ctx).shape == (1, 3)
    with pytest.raises(MException) as e:
        call("randi", 0.0, ctx=ctx)
    assert e.value.identifier == "MATLAB:randi:invalidLimits"
    assert class_of(call("rand", 2.0, char_row("single"), ctx=ctx)) == "single"
    assert arr(call("rand", 0.0, ctx=ctx)).shape == (0, 0)


def test_diag_of_empty_matrix_is_0x0():
    # Octave 7.3: size(diag([])) = [0 0], size(diag([], 1)) = [0 0], size(diag(zeros(0, 3))) = [0 1]
    assert call("diag", np.zeros((0, 0))).shape == (0, 0)
    assert call("diag", np.zeros((0, 0)), 1.0).shape == (0, 0)
    assert call("diag", np.zeros((0, 3))).shape == (0, 1)
    assert call("diag", np.zeros((1, 0))).shape == (0, 0)
