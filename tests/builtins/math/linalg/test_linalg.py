"""Linear algebra basics (det, inv, rank, lu, qr, chol, eig, norm ...), their errors and warnings.
Expected values from Octave 7.3, or from MATLAB's documentation where the two differ."""

from __future__ import annotations

import numpy as np
import pytest

from runmat_builtins import MException
from tests.builtins.support import call, m


def test_linalg_basics(ctx):
    np.testing.assert_allclose(call("inv", m("4 7; 2 6"), ctx=ctx), m("0.6 -0.7; -0.2 0.4"))
    assert abs(call("det", m("4 7; 2 6")) - 10) < 1e-12
    assert call("rank", call("magic", 4.0)) == 3.0
    np.testing.assert_allclose(call("eig", m("2 1; 1 2")), m("1; 3"))
    V, D = call("eig", m("2 1; 1 2"), nargout=2)
    np.testing.assert_allclose(m("2 1; 1 2") @ V, V @ D, atol=1e-12)
    np.testing.assert_allclose(call("chol", m("4 2; 2 3")), m("2 1; 0 1.4142135623731"))
    np.testing.assert_allclose(call("svd", m("1 2; 3 4")).T, [[5.46498570421904, 0.365966190626257]])
    assert abs(call("norm", m("1 2; 3 4")) - 5.46498570421904) < 1e-12
    L, U, P = call("lu", m("1 2; 3 4"), nargout=3)
    np.testing.assert_allclose(P @ m("1 2; 3 4"), L @ U)
    Q, R = call("qr", m("1 2; 3 4; 5 6"), 0.0, nargout=2)
    assert Q.shape == (3, 2) and R.shape == (2, 2)
    np.testing.assert_allclose(Q @ R, m("1 2; 3 4; 5 6"))
    np.testing.assert_array_equal(call("dot", m("1 2; 3 4"), m("5 6; 7 8")), m("26 44"))
    np.testing.assert_array_equal(call("cross", m("1 2 3"), m("4 5 6")), m("-3 6 -3"))
    assert call("trace", call("magic", 3.0)) == 15.0


def test_linalg_errors_and_warnings(ctx):
    import io

    ctx._stderr = io.StringIO()
    out = call("inv", m("1 2; 2 4"), ctx=ctx)
    assert np.isinf(out).all()
    assert ctx.last_warning[1] == "MATLAB:singularMatrix"
    with pytest.raises(MException) as e:
        call("chol", m("1 2; 2 1"))
    assert e.value.identifier == "MATLAB:posdef"
    assert e.value.message == "Matrix must be positive definite."
    R, p = call("chol", m("1 2; 2 1"), nargout=2)
    assert p == 2.0 and R.shape == (1, 1)
    with pytest.raises(MException) as e:
        call("inv", m("1 2 3"), ctx=ctx)
    assert e.value.identifier == "MATLAB:square"
    with pytest.raises(MException) as e:
        call("inv", np.array([[1]], dtype=np.int8), ctx=ctx)
    assert e.value.identifier == "MATLAB:UndefinedFunction"
