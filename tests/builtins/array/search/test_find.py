"""find: its index, subscript and value forms.
Expected values from Octave 7.3, or from MATLAB's documentation where the two differ."""

from __future__ import annotations

import numpy as np

from runmat_builtins.values import char_row
from tests.builtins.support import call, m

E = np.zeros((0, 0))


def test_find_forms():
    np.testing.assert_array_equal(call("find", m("0 1; 1 1")), m("2; 3; 4"))
    r, c, v = call("find", m("0 7; 5 0"), nargout=3)
    np.testing.assert_array_equal(np.hstack([r, c, v]), m("2 1 5; 1 2 7"))
    np.testing.assert_array_equal(call("find", m("0 1 1 0 1"), 2.0), m("2 3"))
    np.testing.assert_array_equal(call("find", m("0 1 1 0 1"), 1.0, char_row("last")), 5.0 * np.ones((1, 1)))
    assert call("find", m("0 0 0")).shape == (1, 0)
    assert call("find", np.zeros((0, 3))).shape == (0, 1)
    assert call("find", E).shape == (0, 0)
