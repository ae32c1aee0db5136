"""conv2/filter2 error identifiers.
Expected values from Octave 7.3, or from MATLAB's documentation where the two differ."""

from __future__ import annotations

import numpy as np

from tests.builtins.support import call, ident


def test_conv2_errors():
    assert ident("conv2", np.eye(2), np.eye(2), "bad") == "MATLAB:conv2:unknownShapeParameter"
    assert ident("filter2", np.eye(2), np.eye(2), "bad") == "MATLAB:filter2:unknownShapeParameter"
    assert ident("conv2", np.array([[1]], dtype=np.int8), np.eye(2)) == "MATLAB:UndefinedFunction"
    assert call("conv2", np.eye(2, dtype=np.float32), np.eye(2)).dtype == np.float32
