"""sort (stable, NaN placement), sortrows, issorted.
Expected values from Octave 7.3, or from MATLAB's documentation where the two differ."""

from __future__ import annotations

import numpy as np

from runmat_builtins.values import cell_array, char_row, to_str
from tests.builtins.support import call, m


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
