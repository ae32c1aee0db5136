"""blkdiag, rref, sqrtm, logm, hess, schur, normest, lscov: classes and errors.
Expected values from Octave 7.3, or from MATLAB's documentation where the two differ."""

from __future__ import annotations

import numpy as np

from runmat_builtins.values import char_row
from tests.builtins.support import call, ident, row


def test_matrix_function_classes_and_errors():
    assert call("blkdiag", np.array([[1]], dtype=np.int8), 2.5).dtype == np.int8
    assert call("blkdiag", True, False).dtype == bool
    assert np.shape(call("blkdiag")) == (0, 0)
    assert call("sqrtm", np.array([[4.0, 0], [0, 9]], dtype=np.float32)).dtype == np.float32
    assert ident("sqrtm", np.ones((2, 3))) == "MATLAB:square"
    assert ident("logm", np.ones((2, 3))) == "MATLAB:square"
    assert ident("hess", np.ones((2, 3))) == "MATLAB:square"
    assert ident("schur", np.eye(2), "bad") == "MATLAB:schur:inputType"
    assert ident("schur", np.array([[1.0, np.inf], [0, 1]])) == "MATLAB:schur:expectedFinite"
    assert ident("rref", np.array([[1, 2]], dtype=np.int8)) == "MATLAB:UndefinedFunction"
    assert ident("lscov", np.ones((3, 2)), np.ones((2, 1))) == "MATLAB:lscov:InputSizeMismatch"
    assert ident("lscov", np.ones((3, 2)), np.ones((3, 1)), row(1, -1, 1).T) == "MATLAB:lscov:InvalidWeights"
    V = np.array([[1.0, 2, 0], [2, 1, 0], [0, 0, 1]])
    assert ident("lscov", np.ones((3, 2)), np.ones((3, 1)), V) == "MATLAB:lscov:NonPosDefCov"
    x = call("lscov", np.array([[1.0, 0], [1, 1], [1, 2]]), np.array([[1.0], [2], [4]]), np.array([[1.0], [1], [0]]))
    assert np.allclose(x, [[1.0], [1.0]])
    U, T = call("schur", np.array([[1.0, 2], [-3, 1]]), "complex", nargout=2)
    assert np.asarray(T).dtype.kind == "c" and abs(T[1, 0]) == 0


def test_lscov_weights_given_as_text_are_read_as_codes():
    # MATLAB reads char as its codes; 'stable' (6 codes) is no weight vector for one row
    assert ident("lscov", np.array([[-10687.0]]), np.array([[0.46]]), char_row("stable")) == "MATLAB:lscov:InputSizeMismatch"


def test_lscov_with_nan_weights_gives_nan_for_every_output():
    # NaN data propagates (MATLAB returns NaN x, stdx, mse and S); LAPACK's SVD no longer surfaces as a Python error
    outs = call("lscov", -55635194.0, 1e15, float("nan"), nargout=4)
    assert all(np.isnan(np.asarray(o, dtype=float)).all() for o in outs)
