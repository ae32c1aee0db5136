"""runmat_builtins/lib/validation/kinds.py and text.py: the shape, class, range and text
validators. Messages from the MathWorks pages of each validator (mustBeInRange, mustBeA, ...)."""

from __future__ import annotations

import numpy as np
import pytest

from runmat_builtins.errors import MException
from runmat_builtins.values import cell_array, char_row, string_array
from tests.builtins.support import call, ident, row


def _message(name, *args):
    with pytest.raises(MException) as ei:
        call(name, *args, nargout=0)
    return ei.value.identifier, ei.value.message


def test_in_range_bounds_and_messages():
    call("mustBeInRange", row(0, 0.5, 1), 0.0, 1.0, nargout=0)
    assert _message("mustBeInRange", 1.0, 0.0, 1.0, char_row("exclude-upper")) == (
        "MATLAB:validators:mustBeInRange", "Value must be greater than or equal to 0 and less than 1.")
    assert _message("mustBeInRange", 0.0, 0.0, 1.0, char_row("exclusive"))[1] == \
        "Value must be greater than 0 and less than 1."


def test_shape_validators():
    call("mustBeRow", row(1, 2), nargout=0)
    call("mustBeColumn", np.array([[1.0], [2.0]]), nargout=0)
    call("mustBeScalarOrEmpty", np.zeros((0, 3)), nargout=0)
    assert ident("mustBeRow", np.ones((2, 1)), nargout=0) == "MATLAB:validators:mustBeRow"
    assert ident("mustBeColumn", row(1, 2), nargout=0) == "MATLAB:validators:mustBeColumn"
    assert _message("mustBeScalar", np.zeros((0, 1))) == ("MATLAB:validators:mustBeScalar", "Value must be a scalar.")
    assert ident("mustBeScalarOrEmpty", row(1, 2), nargout=0) == "MATLAB:validators:mustBeScalarOrEmpty"


def test_class_validators():
    call("mustBeA", 1.0, string_array(["double", "single"]), nargout=0)
    assert _message("mustBeA", char_row("x"), cell_array([char_row("double"), char_row("single")]))[1] == \
        "Value must be one of the following types: 'double' or 'single'."
    call("mustBeFloat", np.ones((1, 1), dtype=np.float32), nargout=0)
    assert ident("mustBeFloat", np.ones((1, 1), dtype=np.int8), nargout=0) == "MATLAB:validators:mustBeFloat"
    call("mustBeUnderlyingType", 1.0, char_row("double"), nargout=0)
    assert ident("mustBeUnderlyingType", 1.0, char_row("single"), nargout=0) == \
        "MATLAB:validators:mustBeUnderlyingType"
    call("mustBeNonsparse", row(1), nargout=0)
    assert ident("mustBeNonmissing", row(1, np.nan), nargout=0) == "MATLAB:validators:mustBeNonmissing"


def test_text_validators(tmp_path):
    call("mustBeTextScalar", char_row("a"), nargout=0)
    assert ident("mustBeTextScalar", string_array(["a", "b"]), nargout=0) == "MATLAB:validators:mustBeTextScalar"
    assert ident("mustBeNonzeroLengthText", cell_array([char_row("a"), char_row("")]), nargout=0) == \
        "MATLAB:validators:mustBeNonzeroLengthText"
    call("mustBeValidVariableName", string_array(["a1", "b_2"]), nargout=0)
    for bad in ("1a", "end", "a b"):
        assert ident("mustBeValidVariableName", char_row(bad), nargout=0) == \
            "MATLAB:validators:mustBeValidVariableName"
    f = tmp_path / "here.txt"
    f.write_text("x")
    call("mustBeFile", char_row(str(f)), nargout=0)
    call("mustBeFolder", char_row(str(tmp_path)), nargout=0)
    assert _message("mustBeFile", char_row(str(tmp_path / "nope.txt")))[1] == \
        f"The following files do not exist: '{tmp_path / 'nope.txt'}'."


def test_vector_validators_and_empties():
    call("mustBeVector", np.ones((3, 1)), nargout=0)
    call("mustBeVector", np.zeros((0, 0)), char_row("allow-all-empties"), nargout=0)
    assert _message("mustBeVector", np.ones((2, 2))) == (
        "MATLAB:validators:mustBeVector", "Value must be a 1-by-n vector or an n-by-1 vector.")
    assert ident("mustBeVector", np.zeros((0, 0)), nargout=0) == "MATLAB:validators:mustBeVector"
    call("mustBeVectorOrEmpty", np.zeros((0, 3)), nargout=0)
    assert _message("mustBeVectorOrEmpty", np.ones((2, 2)))[1] == \
        "Value must be a 1-by-n vector, an n-by-1 vector, or empty."
