"""isa and the is* predicates of type, shape and value.
Expected values from Octave 7.3, or from MATLAB's documentation where the two differ."""

from __future__ import annotations

import numpy as np

from runmat_builtins import call_builtin as c
from runmat_builtins.values import FunctionHandle, StructArray, cell_array, char_row, string_array
from tests.builtins.support import arr, i8, raises_id, same


def test_isa_and_type_predicates():
    assert c("isa", i8([5]), char_row("integer")) is True
    assert c("isa", arr([1], np.float32), char_row("float")) is True
    assert c("isa", arr([1], np.float32), char_row("double")) is False
    assert c("isa", 1.0, char_row("numeric")) is True and c("isa", True, char_row("numeric")) is False
    assert c("isa", FunctionHandle("sin"), char_row("function_handle")) is True
    assert c("isnumeric", i8([1])) and not c("isnumeric", char_row("a")) and not c("isnumeric", True)
    assert c("isfloat", arr([1], np.float32)) and not c("isfloat", i8([1]))
    assert c("isinteger", i8([1])) and not c("isinteger", 1.0)
    assert c("islogical", True) and c("ischar", char_row("ab")) and c("iscell", cell_array([]))
    assert c("isstruct", StructArray.scalar({})) and c("isstring", string_array("a"))
    assert not c("isstring", char_row("a")) and c("issparse", np.eye(2)) is False
    assert c("isreal", 1.0) and not c("isreal", 1j) and not c("isreal", cell_array([1.0]))
    assert c("isreal", char_row("a"))


def test_shape_predicates():
    assert c("isempty", np.zeros((0, 3))) and not c("isempty", 1.0) and c("isempty", char_row(""))
    assert c("isscalar", 1.0) and not c("isscalar", arr([1, 2]))
    assert c("isvector", arr([[1], [2]])) and c("isvector", 1.0) and c("isvector", np.zeros((1, 0)))
    assert c("ismatrix", np.zeros((2, 3))) and not c("ismatrix", np.zeros((2, 3, 4)))
    assert c("isrow", arr([1, 2, 3])) and not c("iscolumn", arr([1, 2, 3]))
    assert c("iscolumn", np.zeros((0, 1))) and c("isrow", np.zeros((1, 0)))


def test_value_predicates():
    same(c("isnan", arr([1, np.nan, np.inf])), [False, True, False], "logical")
    same(c("isinf", arr([1, np.nan, -np.inf])), [False, False, True])
    same(c("isfinite", arr([1, np.nan, np.inf])), [True, False, False])
    same(c("isnan", i8([1, 2])), [False, False])
    same(c("isfinite", char_row("ab")), [True, True])
    assert c("isnan", complex(1, np.nan)) is True
    raises_id("MATLAB:UndefinedFunction", "isnan", cell_array([1.0]))
