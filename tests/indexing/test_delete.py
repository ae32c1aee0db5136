"""A(args) = []: deletion (octave-cli 7.3 values; MATLAB's documented row result for linear
deletion from a matrix, where Octave returns a column)."""

from __future__ import annotations

import numpy as np

from runmat_builtins.indexing import COLON, delete
from runmat_builtins.values import StructArray, cell_array

from .helpers import MAGIC3, chars, col, mask, nd, raises, rng, row, same


def test_linear_deletion_shapes():
    same(delete(rng(1, 5), (mask(1, 0, 1),)), row(2, 4, 5))                  # octave: 2 4 5
    same(delete(col(1, 2, 3), (2.0,)), col(1, 3))                           # octave: 2 1
    assert delete(MAGIC3, (row(1, 2),)).shape == (1, 7)                     # MATLAB: a row
    assert delete(nd(24, 2, 3, 4), (3.0,)).shape == (1, 23)                 # octave: 1 23
    same(delete(MAGIC3, (COLON,)), np.zeros((0, 0)))                         # octave: 0 0
    same(delete(MAGIC3, (np.zeros((0, 0)),)), MAGIC3)                        # octave: 3 3
    same(delete(chars("hello"), (1.0,)), chars("ello"))


def test_row_column_page_deletion():
    same(delete(MAGIC3, (COLON, 2.0)), np.array([[8., 6.], [3., 7.], [4., 2.]]))
    same(delete(MAGIC3, (1.0, COLON)), np.array([[3., 5., 7.], [4., 9., 2.]]))
    assert delete(np.ones((2, 3, 4)), (COLON, COLON, 2.0)).shape == (2, 3, 3)  # octave: 2 3 3
    assert delete(nd(8, 2, 2, 2), (COLON, COLON, 2.0)).shape == (2, 2)        # octave: 2 2
    assert delete(MAGIC3, (COLON, COLON)).shape == (0, 3)                     # octave: 0 3
    assert delete(rng(1, 5), (1.0, COLON)).shape == (0, 5)                    # octave: 0 5
    same(delete(rng(1, 5), (1.0, 2.0)), row(1, 3, 4, 5))  # MATLAB: 1 covers the whole first dimension


def test_deletion_errors():
    raises("MATLAB:subsdeldimmismatch", delete, MAGIC3, (1.0, 1.0),
           message="A null assignment can have only one non-colon index.")
    raises("MATLAB:subsdeldimmismatch", delete, rng(1, 3), (5.0,),
           message="Matrix index is out of range for deletion.")
    raises("MATLAB:subsdeldimmismatch", delete, MAGIC3, (COLON, 5.0))
    raises("MATLAB:subsdeldimmismatch", delete, rng(1, 5), (mask(0, 0, 0, 0, 0, 1),))
    raises("MATLAB:badsubscript", delete, rng(1, 5), (0.0,))


def test_cells_and_structs():
    c = delete(cell_array([1.0, 2.0, 3.0]), (2.0,))
    assert c.dtype == object and c.shape == (1, 2) and c[0, 1] == 3.0
    s = StructArray(["a"], np.array([[{"a": 1.0}, {"a": 2.0}]], dtype=object))
    t = delete(s, (1.0,))
    assert type(t) is StructArray and t.shape == (1, 1) and t.get("a") == 2.0


def test_scalar_deletion():
    same(delete(5.0, (1.0,)), np.zeros((1, 0)))
