"""Conversions, class queries, predicates and limits (Octave 7.3 / MATLAB docs)."""

from __future__ import annotations

import numpy as np
import pytest

from runmat_builtins import call_builtin as c
from runmat_builtins.values import FunctionHandle, StructArray, cell_array, char_row, string_array, to_str

from math_a_helpers import arr, i8, raises_id, same


def test_integer_conversions():
    same(c("int8", arr([-200, 2.5, -2.5, np.nan, 200])), [-128, 3, -3, 0, 127], "int8")
    same(c("uint8", -0.5), 0, "uint8")
    same(c("int32", 2.5), 3, "int32")
    same(c("int32", -2.5), -3, "int32")
    same(c("uint16", 70000.0), 65535, "uint16")
    same(c("uint8", char_row("a")), 97, "uint8")
    same(c("int16", arr([True, False], bool)), [1, 0], "int16")
    same(c("int8", arr([300], np.int16)), 127, "int8")
    same(c("uint64", arr([-1], np.int64)), 0, "uint64")
    same(c("int64", 9.3e18), 2**63 - 1, "int64")


def test_float_and_logical_conversions():
    same(c("double", char_row("AB")), [65, 66], "double")
    same(c("double", i8([5])), 5, "double")
    same(c("single", 2.5), 2.5, "single")
    same(c("double", string_array("3.5")), 3.5, "double")
    same(c("logical", arr([2, 0, -1])), [True, False, True], "logical")
    raises_id("MATLAB:nologicalnan", "logical", np.nan)
    raises_id("MATLAB:invalidConversion", "double", cell_array([1.0]))
    raises_id("MATLAB:invalidConversion", "logical", char_row("a"))


def test_cast():
    same(c("cast", 300.0, char_row("uint8")), 255, "uint8")
    same(c("cast", 2.7, char_row("like"), arr([1], np.int16)), 3, "int16")
    same(c("cast", i8([5]), char_row("double")), 5, "double")
    raises_id("MATLAB:cast:UnsupportedClass", "cast", 1.0, char_row("cell"))


@pytest.mark.parametrize("value, cls", [
    (1.0, "double"), (True, "logical"), (1j, "double"), (arr([1], np.float32), "single"),
    (i8([1]), "int8"), (char_row("a"), "char"), (string_array("a"), "string"),
    (cell_array([1.0]), "cell"), (StructArray.scalar({"a": 1.0}), "struct"),
    (FunctionHandle("sin"), "function_handle"),
])
def test_class(value, cls):
    assert to_str(c("class", value)) == cls


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


def test_limits():
    same(c("intmax", char_row("int8")), 127, "int8")
    same(c("intmax"), 2147483647, "int32")
    same(c("intmin", char_row("int16")), -32768, "int16")
    same(c("intmax", char_row("uint64")), 2**64 - 1, "uint64")
    same(c("intmax", char_row("like"), i8([1])), 127, "int8")
    assert c("realmax") == np.finfo(np.float64).max and c("realmin") == 2.2250738585072014e-308
    same(c("realmax", char_row("single")), np.finfo(np.float32).max, "single")
    assert c("flintmax") == 2.0**53
    same(c("flintmax", char_row("single")), 2.0**24, "single")
    assert c("eps") == 2.0**-52 and c("eps", 1.0) == 2.0**-52
    assert c("eps", 1000.0) == pytest.approx(1.1369e-13, rel=1e-4)  # Octave: 1.1369e-13
    same(c("eps", arr([1], np.float32)), np.float32(2.0**-23), "single")
    assert c("eps", 0.0) == 5e-324 and np.isnan(c("eps", np.inf))
    same(c("eps", char_row("single")), np.float32(2.0**-23), "single")
    raises_id("MATLAB:intmax:invalidClassName", "intmax", char_row("double"))
