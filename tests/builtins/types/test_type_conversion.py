"""Numeric conversions (int8 ... double, logical), cast, class.
Expected values from Octave 7.3, or from MATLAB's documentation where the two differ."""

from __future__ import annotations

import numpy as np
import pytest

from runmat_builtins import call_builtin as c
from runmat_builtins.values import FunctionHandle, StructArray, cell_array, char_row, string_array, to_str
from tests.builtins.support import arr, i8, raises_id, same


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
