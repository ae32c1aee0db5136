"""Relational operators (eq/ne/lt/le/gt/ge) across classes.
Expected values from Octave 7.3, or from MATLAB's documentation where the two differ."""

from __future__ import annotations

import numpy as np

from runmat_builtins import call_builtin as c
from runmat_builtins.values import char_row, string_array
from tests.builtins.support import arr, i8, raises_id, same


def test_relational():
    same(c("eq", arr([1, 2, 3]), 2.0), [False, True, False], "logical")
    same(c("ne", char_row("abc"), char_row("abd")), [False, False, True], "logical")
    same(c("lt", arr([1, 2, 3]), arr([[3], [2]])), [[True, True, False], [True, False, False]])
    same(c("eq", char_row("a"), 97.0), True, "logical")
    same(c("gt", i8([5]), 4.5), True)
    same(c("ge", arr([np.nan, 1]), 1.0), [False, True])
    same(c("eq", i8([1]), arr([1], np.uint16)), True)  # comparisons accept mixed integers
    same(c("lt", 1 + 5j, 2.0), True)  # ordering uses real parts
    same(c("eq", string_array("abc"), char_row("abc")), True, "logical")
    raises_id("MATLAB:sizeDimensionsMustMatch", "eq", char_row("abc"), char_row("ab"))
    raises_id("MATLAB:UndefinedFunction", "eq", np.empty((1, 1), dtype=object), 1.0)
    assert c("lt", 1.0, 2.0) is True
