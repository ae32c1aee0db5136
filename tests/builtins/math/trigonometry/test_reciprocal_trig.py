"""acot/acsc/asec and hyperbolic inverses: classes and errors.
Expected values from Octave 7.3, or from MATLAB's documentation where the two differ."""

from __future__ import annotations

import numpy as np
import pytest

from tests.builtins.support import call, ident, row


def test_reciprocal_trig_classes_and_errors():
    assert call("acot", 0.0) == pytest.approx(np.pi / 2)
    assert np.asarray(call("acsc", row(0.5))).dtype.kind == "c"
    assert np.asarray(call("acsc", row(2.0))).dtype == np.float64
    assert np.asarray(call("asech", np.array([[0.5]], dtype=np.float32))).dtype == np.float32
    assert ident("acot", np.array([[1]], dtype=np.int8)) == "MATLAB:UndefinedFunction"
    assert ident("atan2d", 1j, 1.0) == "MATLAB:atan2d:complexArgs"
    assert ident("atan2d", row(1, 2), row(1, 2, 3)) == "MATLAB:sizeDimensionsMustMatch"
