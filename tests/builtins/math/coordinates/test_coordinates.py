"""cart2pol/pol2cart/cart2sph/sph2cart/unwrap: output shapes and errors.
Expected values from Octave 7.3, or from MATLAB's documentation where the two differ."""

from __future__ import annotations

import numpy as np

from tests.builtins.support import call, ident, row


def test_coordinates_shapes_and_errors():
    t, r = call("cart2pol", row(1, 2), np.array([[1.0], [2.0]]), nargout=2)
    assert np.shape(t) == (2, 2) and np.shape(r) == (2, 2)
    x, y, z = call("pol2cart", 0.0, 2.0, row(7, 8), nargout=3)
    assert x == 2.0 and np.array_equal(z, row(7, 8))
    assert ident("cart2pol", 1j, 1.0, nargout=2) == "MATLAB:cart2pol:complexArgs"
    assert ident("sph2cart", "a", {"x": 1}, 1.0, nargout=3).startswith("MATLAB:")
    q = call("unwrap", np.array([[0.0, 4.0]], dtype=np.float32))
    assert q.dtype == np.float32
    assert ident("unwrap", row(0, 4), 3.0, 0.0) == "MATLAB:unwrap:invalidInput"
    assert ident("unwrap", np.array([[1, 2]], dtype=np.int16)) == "MATLAB:UndefinedFunction"
