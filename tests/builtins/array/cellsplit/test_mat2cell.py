"""mat2cell: error identifiers and N-d blocks (MATLAB documentation)."""

from __future__ import annotations

import numpy as np

from tests.builtins.support import call, ident, row


def test_mat2cell_errors_and_3d():
    assert ident("mat2cell", np.ones((3, 2)), row(1, 1)) == "MATLAB:mat2cell:DimensionMismatch"
    c = call("mat2cell", np.arange(12.0).reshape(2, 3, 2, order="F"), row(1, 1))
    assert c.shape == (2, 1) and c[0, 0].shape == (1, 3, 2)
