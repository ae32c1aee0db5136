"""poly, polyvalm, polyfit/polyval, roots, conv/deconv, filter and interp1.
Expected values from Octave 7.3, or from MATLAB's documentation where the two differ."""

from __future__ import annotations

import numpy as np
import pytest

from runmat_builtins.values import char_row, class_of
from tests.builtins.support import call, m


def test_poly_and_polyvalm():
    np.testing.assert_array_equal(call("poly", m("1 2 3")), m("1 -6 11 -6"))
    np.testing.assert_allclose(call("poly", m("1 2; 3 4")), m("1 -5 -2"), atol=1e-12)
    pc = call("poly", np.array([[1 + 2j, 1 - 2j]]))
    assert pc.dtype.kind == "f"  # conjugate pairs give a real polynomial
    np.testing.assert_array_equal(pc, m("1 -2 5"))
    assert call("poly", np.zeros((0, 0))) == 1.0
    np.testing.assert_array_equal(call("polyvalm", m("1 0 -1"), m("1 2; 3 4")), m("6 10; 15 21"))
    # Cayley-Hamilton: a matrix satisfies its characteristic polynomial
    A = m("2 1; 1 2")
    np.testing.assert_allclose(call("polyvalm", call("poly", A), A), np.zeros((2, 2)), atol=1e-12)


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


def test_polyval_with_a_short_mu_is_an_index_error():
    from tests.builtins.support import ident
    assert ident("polyval", m("1 2"), 3.0, m(""), m("")) == "MATLAB:badsubscript"
    assert call("polyval", m("1 2"), 3.0, m(""), m("1 2")) == 3.0


@pytest.mark.parametrize("x, dim, shape", [("71270", "", "0 1"), ("ones(3, 4)", "", "0 4"),
                                           ("ones(3, 4)", ", [], 2", "0 3")])
def test_filter_of_order_zero_returns_no_final_states(run, x, dim, shape):
    # a one-coefficient filter keeps no state: zf is 0 rows by one column per other position
    assert run(f"[y, zf] = filter(2, 0.5, {x}{dim}); disp(size(zf))").split() == shape.split()
