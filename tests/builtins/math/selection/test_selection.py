"""maxk/mink (MATLAB's documented examples) and vecnorm errors."""

from __future__ import annotations

import numpy as np

from tests.builtins.support import call, ident, row

# MATLAB documentation: maxk/mink; Octave 7.3 lacks them


def test_maxk_mink_matlab_doc_examples():
    assert np.array_equal(call("maxk", np.arange(1.0, 11.0).reshape(1, -1), 3.0), row(10, 9, 8))
    m5 = np.array([[17, 24, 1, 8, 15], [23, 5, 7, 14, 16], [4, 6, 13, 20, 22],
                   [10, 12, 19, 21, 3], [11, 18, 25, 2, 9]], dtype=float)
    want = np.array([[24, 17, 15], [23, 16, 14], [22, 20, 13], [21, 19, 12], [25, 18, 11]], dtype=float)
    assert np.array_equal(call("maxk", m5, 3.0, 2.0), want)
    b, i = call("maxk", np.array([[2 - 2j, 5 + 1j, -7 - 3j, -1 + 1j]]), 2.0, "ComparisonMethod", "abs", nargout=2)
    assert np.array_equal(b, np.array([[-7 - 3j, 5 + 1j]])) and np.array_equal(i, row(3, 2))
    b, i = call("mink", m5, 2.0, nargout=2)
    assert np.array_equal(b, np.array([[4, 5, 1, 2, 3], [10, 6, 7, 8, 9]], dtype=float))
    assert np.array_equal(i, np.array([[3, 2, 1, 5, 4], [4, 3, 2, 1, 5]], dtype=float))


def test_maxk_mink_edges():
    b, i = call("maxk", row(1, np.nan, 3, 3), 3.0, nargout=2)
    assert np.isnan(b[0, 0]) and np.array_equal(b[0, 1:], [3, 3]) and np.array_equal(i, row(2, 3, 4))
    assert np.array_equal(call("mink", row(5, 1, 3), 10.0), row(1, 3, 5))
    assert np.shape(call("maxk", row(5, 1, 3), 0.0)) == (1, 0)
    r = call("maxk", np.array([[5, 1, 3]], dtype=np.int8), 2.0)
    assert r.dtype == np.int8 and np.array_equal(r, [[5, 3]])
    assert np.array_equal(call("maxk", np.array([[1.0], [7.0], [2.0]]), 2.0), np.array([[7.0], [2.0]]))
    assert ident("maxk", row(1, 2), -1.0) == "MATLAB:maxk:invalidK"
    assert ident("mink", row(1, 2), 1.5) == "MATLAB:mink:invalidK"
    assert ident("maxk", row(1, 2), 1.0, 0.0) == "MATLAB:maxk:invalidDim"
    assert ident("mink", row(1, 2), 1.0, "ComparisonMethod", "bad") == "MATLAB:mink:invalidOption"


def test_vecnorm_errors():
    assert ident("vecnorm", row(1, 2), 0.0) == "MATLAB:vecnorm:unknownNorm"
    assert ident("vecnorm", row(1, 2), 2.0, 0.0) == "MATLAB:vecnorm:invalidDim"
    assert ident("vecnorm", np.array([[1, 2]], dtype=np.int32)) == "MATLAB:UndefinedFunction"
