"""cumsum/cumprod/cummax/cummin and diff.
Expected values from Octave 7.3, or from MATLAB's documentation where the two differ."""

from __future__ import annotations

import numpy as np

from runmat_builtins.values import char_row, class_of
from tests.builtins.support import call, m


def test_cumulative():
    np.testing.assert_array_equal(call("cumsum", m("1 2; 3 4")), m("1 2; 4 6"))
    np.testing.assert_array_equal(call("cumprod", m("1 2 3; 4 5 6"), 2.0), m("1 2 6; 4 20 120"))
    np.testing.assert_array_equal(call("cumsum", m("1 2 3"), char_row("reverse")), m("6 5 3"))
    np.testing.assert_array_equal(call("cummax", m("1 3 2 5")), m("1 3 3 5"))
    np.testing.assert_array_equal(call("diff", m("1 4 9 16; 2 3 5 8")), m("1 -1 -4 -8"))
    np.testing.assert_array_equal(call("diff", m("1 4 9 16"), 2.0), m("2 2"))
    assert call("diff", 5.0).shape == (0, 0)
    assert call("trapz", m("1 4 9")) == 9.0
    np.testing.assert_array_equal(call("cumtrapz", m("1 4 9")), m("0 2.5 9"))
    assert call("trapz", m("0 1 3"), m("1 2 3")) == 6.5
    c = call("cumsum", np.array([[100, 100]], dtype=np.int8))
    assert class_of(c) == "int8" and c.tolist() == [[100, 127]]
