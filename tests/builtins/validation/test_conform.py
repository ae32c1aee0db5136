"""runmat_builtins/lib/validation/conform.py: the declared-class and declared-size engine.
Rules and messages from MathWorks' Function Argument Validation and Property Class and Size
Validation pages."""

from __future__ import annotations

import numpy as np
import pytest

from runmat_builtins.errors import MException
from runmat_builtins.lib.validation.conform import (conform, implicit_default, size_requirement,
                                                    with_prefix)
from runmat_builtins.numeric import class_name
from runmat_builtins.values import char_row, string_array, to_str


def test_class_conversions():
    assert class_name(conform(np.array([[1, 2]], dtype=np.int8), "double", ())) == "double"
    s = conform(char_row("hi"), "string", ())
    assert class_name(s) == "string" and str(s[0, 0]) == "hi"
    assert np.array_equal(conform(char_row("ab"), "double", ()), np.array([[97.0, 98.0]]))
    assert conform(1.0, "logical", ()) in (True, np.True_) or bool(np.asarray(conform(1.0, "logical", ())).all())
    assert to_str(conform(string_array("q"), "char", ())) == "q"
    with pytest.raises(MException) as ei:
        conform(np.empty((1, 1), dtype=object), "double", ())
    assert ei.value.identifier == "MATLAB:validation:UnableToConvert"
    assert ei.value.message == "Value must be of type double or be convertible to double."


def test_size_rules():
    assert conform(np.array([[1.0], [2.0]]), "", (1, None)).shape == (1, 2)
    assert np.array_equal(conform(4.0, "", (2, 2)), np.full((2, 2), 4.0))
    assert conform(np.zeros((0, 0)), "", (1, None)).shape == (1, 0)
    assert conform(np.zeros((0, 0)), "", (None, 3)).shape == (0, 3)
    for value, dims in [(np.ones((2, 2)), (1, 1)), (np.ones((2, 2, 2)), (None, None)), (np.ones((1, 2)), (1, 3)),
                        (np.zeros((0, 0)), (1, 1))]:
        with pytest.raises(MException) as ei:
            conform(value, "", dims)
        assert ei.value.identifier == "MATLAB:validation:IncompatibleSize"


def test_size_requirement_words():
    assert size_requirement((1, 1)) == "a scalar"
    assert size_requirement((1, None)) == "a row vector"
    assert size_requirement((None, 1)) == "a column vector"
    assert size_requirement((None, None)) == "a matrix"
    assert size_requirement((2, None, 3)) == "of size 2x:x3"


def test_implicit_defaults_and_prefix():
    assert np.array_equal(implicit_default("double", (1, 3)), np.zeros((1, 3)))
    assert implicit_default("", ()).shape == (0, 0)
    assert class_name(implicit_default("uint8", ())) == "uint8"
    err = with_prefix(MException("a:b", "Value must be positive."), "Invalid argument at position 3. ")
    assert (err.identifier, err.message) == ("a:b", "Invalid argument at position 3. Value must be positive.")
