"""Logical operators (and/or/not/xor) and their result classes.
Expected values from Octave 7.3, or from MATLAB's documentation where the two differ."""

from __future__ import annotations

import numpy as np

from runmat_builtins import call_builtin as c
from tests.builtins.support import arr, raises_id, same


def test_logical_ops():
    same(c("and", arr([1, 0, 2]), arr([1, 1, 0])), [True, False, False], "logical")
    same(c("or", arr([1, 0, 0]), arr([0, 0, 3])), [True, False, True])
    same(c("xor", True, arr([True, False], bool)), [False, True])
    same(c("not", arr([1, 0, 2])), [False, True, False])
    assert c("and", 1.0, 0.0) is False and c("not", 0.0) is True
    e = raises_id("MATLAB:nologicalnan", "and", np.nan, 1.0)
    assert e.message == "NaN's cannot be converted to logicals."
    raises_id("MATLAB:nologicalnan", "not", arr([1, np.nan]))
    raises_id("MATLAB:UndefinedFunction", "or", np.empty((1, 1), dtype=object), 1.0)
