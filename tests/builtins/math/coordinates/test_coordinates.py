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


def test_polyarea_dim_argument():
    # MATLAB: DIM must be a positive integer scalar; along a singleton dimension every polygon
    # is a single point, of area 0 (polyarea([0 4 4 0], [0 0 3 3], 2) is 12)
    x, y = row(0, 4, 4, 0), row(0, 0, 3, 3)
    assert call("polyarea", x, y, 2.0) == 12.0
    np.testing.assert_array_equal(call("polyarea", x, y, 3.0), np.zeros((1, 4)))
    for dim in (-278081.0, np.zeros((0, 1), dtype=bool), 1.5):
        assert ident("polyarea", 0.0, 10.0, dim) == "MATLAB:getdimarg:dimensionMustBePositiveInteger"
