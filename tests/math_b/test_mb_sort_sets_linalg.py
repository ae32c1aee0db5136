"""Sorting, sets, search, linear algebra, polynomials and interpolation (octave-cli 7.3 values)."""

from __future__ import annotations

import numpy as np
import pytest

from runmat_builtins import MException
from runmat_builtins.values import cell_array, char_row, class_of, to_str
from tests.math_b.conftest import call, m

E = np.zeros((0, 0))


def test_sort_stable_and_nan_placement():
    B, I = call("sort", m("3 1 2 1 3"), nargout=2)
    np.testing.assert_array_equal(np.vstack([B, I]), m("1 1 2 3 3; 2 4 3 1 5"))
    B, I = call("sort", m("3 1 2 1 3"), char_row("descend"), nargout=2)
    np.testing.assert_array_equal(np.vstack([B, I]), m("3 3 2 1 1; 1 5 3 2 4"))
    B, I = call("sort", m("NaN 2 NaN 1"), nargout=2)
    np.testing.assert_array_equal(I, m("4 2 1 3"))
    assert np.isnan(B[0, 2:]).all()
    B, I = call("sort", m("NaN 2 NaN 1"), char_row("descend"), nargout=2)
    np.testing.assert_array_equal(I, m("1 3 2 4"))
    np.testing.assert_array_equal(call("sort", m("3 1; 2 5"), 2.0), m("1 3; 2 5"))
    assert to_str(call("sort", char_row("hello"))) == "ehllo"
    c, i = call("sort", cell_array([char_row("pear"), char_row("apple"), char_row("fig")]), nargout=2)
    assert [to_str(x) for x in c.ravel()] == ["apple", "fig", "pear"]
    np.testing.assert_array_equal(i, m("2 3 1"))


def test_sortrows_issorted():
    np.testing.assert_array_equal(call("sortrows", m("1 2; 1 1; 0 5"), m("1 -2")), m("0 5; 1 2; 1 1"))
    B, I = call("sortrows", m("3 1; 1 2; 3 0"), nargout=2)
    np.testing.assert_array_equal(I, m("2; 3; 1"))
    assert call("issorted", m("1 2 2 5")) is True
    assert call("issorted", m("3 1 2")) is False


def test_unique_and_indices():
    C, ia, ic = call("unique", m("4 2 4 1"), nargout=3)
    np.testing.assert_array_equal(C, m("1 2 4"))
    np.testing.assert_array_equal(ia.T, m("4 2 1"))
    np.testing.assert_array_equal(ic.T, m("3 2 3 1"))
    _, ia = call("unique", m("4 2 4 1"), char_row("last"), nargout=2)
    np.testing.assert_array_equal(ia.T, m("4 2 3"))
    C = call("unique", m("3 1 3 2"), char_row("stable"))
    np.testing.assert_array_equal(C, m("3 1 2"))
    assert call("unique", m("3; 1; 3")).shape == (2, 1)
    np.testing.assert_array_equal(call("unique", m("1 2; 1 2; 0 1"), char_row("rows")), m("0 1; 1 2"))
    assert np.isnan(call("unique", m("NaN NaN 1"))[0, 1:]).all()  # NaNs are distinct
    u = call("unique", cell_array([char_row("b"), char_row("a"), char_row("b")]))
    assert [to_str(x) for x in u.ravel()] == ["a", "b"]


def test_ismember_and_setops():
    tf, loc = call("ismember", m("1 2 3 4"), m("4 4 1"), nargout=2)
    np.testing.assert_array_equal(tf, [[True, False, False, True]])
    np.testing.assert_array_equal(loc, m("3 0 0 1"))
    assert call("ismember", char_row("b"), cell_array([char_row("a"), char_row("b")])) is True
    assert call("ismember", float("nan"), m("1 NaN")) is False
    np.testing.assert_array_equal(call("union", m("5 1"), m("3 1")), m("1 3 5"))
    np.testing.assert_array_equal(call("intersect", m("5 1 3"), m("3 1 7")), m("1 3"))
    np.testing.assert_array_equal(call("setdiff", m("5 1 3 9"), 3.0), m("1 5 9"))
    np.testing.assert_array_equal(call("setxor", m("1 2 3"), m("2 3 4")), m("1 4"))
    C, ia, ib = call("intersect", m("1 2 3 4"), m("3 4 5"), nargout=3)
    np.testing.assert_array_equal(ia, m("3; 4"))
    np.testing.assert_array_equal(ib, m("1; 2"))
    assert call("union", m("1; 2"), m("3; 1")).shape == (3, 1)


def test_find_forms():
    np.testing.assert_array_equal(call("find", m("0 1; 1 1")), m("2; 3; 4"))
    r, c, v = call("find", m("0 7; 5 0"), nargout=3)
    np.testing.assert_array_equal(np.hstack([r, c, v]), m("2 1 5; 1 2 7"))
    np.testing.assert_array_equal(call("find", m("0 1 1 0 1"), 2.0), m("2 3"))
    np.testing.assert_array_equal(call("find", m("0 1 1 0 1"), 1.0, char_row("last")), 5.0 * np.ones((1, 1)))
    assert call("find", m("0 0 0")).shape == (1, 0)
    assert call("find", np.zeros((0, 3))).shape == (0, 1)
    assert call("find", E).shape == (0, 0)


def test_linalg_basics(ctx):
    np.testing.assert_allclose(call("inv", m("4 7; 2 6"), ctx=ctx), m("0.6 -0.7; -0.2 0.4"))
    assert abs(call("det", m("4 7; 2 6")) - 10) < 1e-12
    assert call("rank", call("magic", 4.0)) == 3.0
    np.testing.assert_allclose(call("eig", m("2 1; 1 2")), m("1; 3"))
    V, D = call("eig", m("2 1; 1 2"), nargout=2)
    np.testing.assert_allclose(m("2 1; 1 2") @ V, V @ D, atol=1e-12)
    np.testing.assert_allclose(call("chol", m("4 2; 2 3")), m("2 1; 0 1.4142135623731"))
    np.testing.assert_allclose(call("svd", m("1 2; 3 4")).T, [[5.46498570421904, 0.365966190626257]])
    assert abs(call("norm", m("1 2; 3 4")) - 5.46498570421904) < 1e-12
    L, U, P = call("lu", m("1 2; 3 4"), nargout=3)
    np.testing.assert_allclose(P @ m("1 2; 3 4"), L @ U)
    Q, R = call("qr", m("1 2; 3 4; 5 6"), 0.0, nargout=2)
    assert Q.shape == (3, 2) and R.shape == (2, 2)
    np.testing.assert_allclose(Q @ R, m("1 2; 3 4; 5 6"))
    np.testing.assert_array_equal(call("dot", m("1 2; 3 4"), m("5 6; 7 8")), m("26 44"))
    np.testing.assert_array_equal(call("cross", m("1 2 3"), m("4 5 6")), m("-3 6 -3"))
    assert call("trace", call("magic", 3.0)) == 15.0


def test_linalg_errors_and_warnings(ctx):
    import io

    ctx._stderr = io.StringIO()
    out = call("inv", m("1 2; 2 4"), ctx=ctx)
    assert np.isinf(out).all()
    assert ctx.last_warning[1] == "MATLAB:singularMatrix"
    with pytest.raises(MException) as e:
        call("chol", m("1 2; 2 1"))
    assert e.value.identifier == "MATLAB:posdef"
    assert e.value.message == "Matrix must be positive definite."
    R, p = call("chol", m("1 2; 2 1"), nargout=2)
    assert p == 2.0 and R.shape == (1, 1)
    with pytest.raises(MException) as e:
        call("inv", m("1 2 3"), ctx=ctx)
    assert e.value.identifier == "MATLAB:square"
    with pytest.raises(MException) as e:
        call("inv", np.array([[1]], dtype=np.int8), ctx=ctx)
    assert e.value.identifier == "MATLAB:UndefinedFunction"


def test_polynomials_filter_interp():
    np.testing.assert_array_equal(call("polyval", m("1 0 -1"), m("2 3")), m("3 8"))
    np.testing.assert_array_equal(call("conv", m("1 2"), m("1 3")), m("1 5 6"))
    np.testing.assert_array_equal(call("filter", m("1 1"), 1.0, m("1 2 3")), m("1 3 5"))
    np.testing.assert_allclose(call("roots", m("1 -6 11 -6")).T, m("3 2 1"))
    np.testing.assert_allclose(call("polyfit", m("0 1 2"), m("1 3 5"), 1.0), m("2 1"), atol=1e-12)
    q, r = call("deconv", m("1 5 6"), m("1 2"), nargout=2)
    np.testing.assert_allclose(q, m("1 3"))
    vq = call("interp1", m("1 2 3"), m("4 5 6"), m("1.5 3.5"))
    assert vq[0, 0] == 4.5 and np.isnan(vq[0, 1])
    np.testing.assert_array_equal(call("interp1", m("1 2 3"), m("4 8 6"), m("1.4 2.6"), char_row("previous")), m("4 8"))
    np.testing.assert_array_equal(call("interp1", m("1 2 3"), m("4 8 6"), m("1.4 2.6"), char_row("next")), m("8 6"))
    assert call("interp1", m("1 2 3"), m("10 20 30"), 4.0, char_row("linear"), char_row("extrap")) == 40.0
    assert call("interp1", m("1 2 3 4"), m("1 4 9 16"), 2.5, char_row("spline")) == pytest.approx(6.25)
    assert call("interp1", m("1 2 3 4"), m("1 4 9 16"), 2.5, char_row("pchip")) == pytest.approx(6.2396, abs=1e-4)
    assert class_of(call("conv", m("1 2"), m("1; 3"))) == "double"
