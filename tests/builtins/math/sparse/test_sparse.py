"""sparse matrices (dense-backed), spzeros, and their errors.
Expected values from Octave 7.3, or from MATLAB's documentation where the two differ."""

from __future__ import annotations

import numpy as np

from tests.builtins.support import call, ident, row, vm_output

# sparse matrices are dense-backed


def test_sparse_is_dense_backed():
    s = call("sparse", row(1, 2, 2), row(1, 1, 1), row(1, 2, 3), 2.0, 2.0)
    assert isinstance(s, np.ndarray) and s.tolist() == [[1, 0], [5, 0]]
    assert vm_output("disp(issparse(sparse(1)))") == "   0\n" or vm_output("disp(issparse(sparse(1)))") == "0\n"


def test_spzeros_matlab_doc():  # MATLAB doc (R2025a): spzeros(m, n) is an all-zero sparse matrix
    assert np.asarray(call("spzeros", 2.0, 3.0)).shape == (2, 3)
    assert np.asarray(call("spzeros", row(4, 1))).shape == (4, 1)


def test_sparse_errors():
    assert ident("sparse", row(0, 1), row(1, 1), row(1, 1)) == "MATLAB:sparsfcn:nonPosIndex"
    assert ident("sparse", row(1, 2), row(1, 2, 3), row(1, 1)) == "MATLAB:sparsfcn:vectorsLength"
    assert ident("sparse", row(3), row(1), row(1), 2.0, 2.0) == "MATLAB:sparsfcn:indexExceedsDims"
    assert ident("sparse", np.array([[1]], dtype=np.int8)) == "MATLAB:UndefinedFunction"
