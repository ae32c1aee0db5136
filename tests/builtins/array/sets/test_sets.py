"""unique, ismember and the set operations: values, index outputs, orders.
Expected values from Octave 7.3, or from MATLAB's documentation where the two differ."""

from __future__ import annotations

import numpy as np

from runmat_builtins.values import cell_array, char_row, to_str
from tests.builtins.support import call, m


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
