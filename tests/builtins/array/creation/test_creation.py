"""zeros/ones/eye, colon, linspace/logspace, magic, meshgrid/diag/tril/repmat: forms, classes, errors.
Expected values from Octave 7.3, or from MATLAB's documentation where the two differ."""

from __future__ import annotations

import numpy as np
import pytest

from runmat_builtins import MException
from runmat_builtins.values import char_row, class_of
from tests.builtins.support import call, m


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



def test_colon_exact_steps_and_signed_zero():
    # octave: 1/x(1) of -0:1:3 is -Inf, of -0:-0.5:-2 -Inf, of 0:-1:-3 Inf (the first element is a)
    assert np.signbit(call("colon", -0.0, 1.0, 3.0)[0, 0])
    assert np.signbit(call("colon", -0.0, -0.5, -2.0)[0, 0])
    assert not np.signbit(call("colon", 0.0, -1.0, -3.0)[0, 0])
    # octave (printf %.17g): 0.25:0.25:2, -3:0.75:4.5, 1:2^-40:(1+4*2^-40) - 1
    np.testing.assert_array_equal(call("colon", 0.25, 0.25, 2.0), [[0.25, 0.5, 0.75, 1, 1.25, 1.5, 1.75, 2]])
    np.testing.assert_array_equal(call("colon", -3.0, 0.75, 4.5),
                                  [[-3, -2.25, -1.5, -0.75, 0, 0.75, 1.5, 2.25, 3, 3.75, 4.5]])
    np.testing.assert_array_equal(call("colon", 1.0, 2.0 ** -40, 1 + 4 * 2.0 ** -40) - 1,
                                  [[0, 9.0949470177292824e-13, 1.8189894035458565e-12,
                                    2.7284841053187847e-12, 3.637978807091713e-12]])
    v = call("colon", 1.0, 1e6)  # 1:1e6: ends exact, sum(1:1e6) = 500000500000
    assert v.shape == (1, 10 ** 6) and v[0, 0] == 1 and v[0, -1] == 1e6 and v.sum() == 500000500000
    w = call("colon", 0.0, 0.5, 499999.5)  # octave: numel 1e6, w(end) 499999.5, sum 249999750000
    assert w.shape == (1, 10 ** 6) and w[0, -1] == 499999.5 and w.sum() == 249999750000


def test_linspace_logspace():
    np.testing.assert_allclose(call("linspace", 1.0, 2.0, 4.0), [[1, 1.33333333333333, 1.66666666666667, 2]])
    assert call("linspace", 0.0, 1.0).shape == (1, 100)
    assert call("linspace", 0.0, 1.0, 0.0).shape == (1, 0)
    np.testing.assert_allclose(call("logspace", 0.0, 3.0, 4.0), [[1, 10, 100, 1000]])



def test_linspace_matlab_formula():
    # MATLAB's linspace.m: d1 + (k*(d2 - d1))/n1; d1 + k*((d2 - d1)/n1) where (d2 - d1)*(n1 - 1)
    # overflows (octave: 0 5.0000000000000001e+307 1e+308 1.5e+308); d1 + (d2/n1)*k - (d1/n1)*k
    # where d2 - d1 does (octave overflows there: MATLAB wins); every point d1 when d1 == d2
    np.testing.assert_array_equal(call("linspace", 0.0, 1.5e308, 4.0), [[0, 5e307, 1e308, 1.5e308]])
    np.testing.assert_array_equal(call("linspace", -1e308, 1e308, 5.0), [[-1e308, -5e307, 0, 5e307, 1e308]])
    np.testing.assert_array_equal(call("linspace", np.inf, np.inf, 3.0), [[np.inf] * 3])
    n = 100003  # several blocks: every point is d1 + (k*(d2 - d1))/n1 evaluated in that order
    k = np.arange(n, dtype=np.float64)
    want = -1.0 + (k * (1.0 - -1.0)) / (n - 1)
    want[-1] = 1.0
    np.testing.assert_array_equal(call("linspace", -1.0, 1.0, float(n)), want.reshape(1, -1))


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


def test_diag_of_empty_matrix_is_0x0():
    # Octave 7.3: size(diag([])) = [0 0], size(diag([], 1)) = [0 0], size(diag(zeros(0, 3))) = [0 1]
    assert call("diag", np.zeros((0, 0))).shape == (0, 0)
    assert call("diag", np.zeros((0, 0)), 1.0).shape == (0, 0)
    assert call("diag", np.zeros((0, 3))).shape == (0, 1)
    assert call("diag", np.zeros((1, 0))).shape == (0, 0)


@pytest.mark.parametrize("a, d, b", [(1.0, 1.0, np.inf), (-np.inf, 1.0, 1.0), (1.0, -1.0, -np.inf),
                                     (-np.inf, 2.0, np.inf), (-1e308, 1.0, 1e308), (0.0, 5e-324, 1.0),
                                     (np.float32(1.0), 1.0, np.inf)])
def test_colon_of_infinitely_many_elements_is_pmaxsize(a, d, b):
    # MATLAB: x = 1:Inf is "Maximum variable size allowed ... exceeded." (MATLAB:pmaxsize), as is any
    # range whose count overflows (it was a 1x0 empty, or an OverflowError for -1e308:1e308)
    with pytest.raises(MException) as e:
        call("colon", a, d, b)
    assert e.value.identifier == "MATLAB:pmaxsize"


def test_colon_with_infinities_that_are_not_infinite_counts():
    # the wrong direction is empty; an infinite step gives the start alone; -1e308:1e308:1e308
    # counts without overflowing b - a
    assert call("colon", np.inf, 1.0).shape == (1, 0) and call("colon", 1.0, -np.inf).shape == (1, 0)
    assert call("colon", 1.0, np.inf, 5.0).tolist() == [[1.0]]
    assert call("colon", -1e308, 1e308, 1e308).tolist() == [[-1e308, 0.0, 1e308]]
