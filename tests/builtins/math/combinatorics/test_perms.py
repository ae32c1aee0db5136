"""perms of cells and empty inputs.
Expected values from Octave 7.3, or from MATLAB's documentation where the two differ."""

from __future__ import annotations

import numpy as np

from runmat_builtins.values import cell_array, char_row, to_str
from tests.builtins.support import call


def test_perms_cell_and_empty():
    p = call("perms", cell_array([1.0, char_row("x")], (1, 2)))
    assert p.shape == (2, 2) and to_str(p[0, 0]) == "x"
    assert np.asarray(call("perms", np.zeros((0, 0)))).shape == (1, 0)
