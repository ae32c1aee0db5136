"""validateattributes, validatestring and the mustBe* validators: identifiers and messages.
Expected values from Octave 7.3, or from MATLAB's documentation where the two differ."""

from __future__ import annotations

import numpy as np
import pytest

from runmat_builtins.errors import MException
from runmat_builtins.values import cell_array, char_row, string_array, to_str
from tests.builtins.support import call, ident, row


def test_validateattributes_identifiers_and_messages():
    cells = lambda *w: cell_array([char_row(x) for x in w])  # noqa: E731
    with pytest.raises(MException) as ei:
        call("validateattributes", row(1, 2), cells("numeric"), cells("scalar"), char_row("myfun"),
             char_row("x"), 2.0)
    assert ei.value.identifier == "MATLAB:myfun:expectedScalar"
    assert ei.value.message == "Expected input number 2, x, to be a scalar."
    assert ident("validateattributes", char_row("a"), cells("numeric"), cells()) == "MATLAB:invalidType"
    assert ident("validateattributes", 1.5, cells("numeric"), cells("integer")) == "MATLAB:expectedInteger"
    assert ident("validateattributes", row(3, 1), cells(), cells("increasing")) == "MATLAB:expectedIncreasing"
    attrs = cell_array([char_row(">"), 2.0])
    assert ident("validateattributes", row(3, 1), cells(), attrs) == "MATLAB:notGreater"
    assert call("validateattributes", row(1, 2), cells("double"), cells("positive", "row", "finite"),
                nargout=0) is None


def test_validatestring_ambiguous_and_string_result():
    cells = cell_array([char_row("red"), char_row("rose")])
    assert ident("validatestring", char_row("r"), cells) == "MATLAB:ambiguousStringChoice"
    r = call("validatestring", string_array("RO"), cells)
    assert r.dtype.kind == "T" and str(r[0, 0]) == "rose"
    nested = cell_array([char_row("app"), char_row("apple")])
    assert to_str(call("validatestring", char_row("ap"), nested)) == "app"


@pytest.mark.parametrize(("name", "bad"), [
    ("mustBePositive", 0.0), ("mustBeNonnegative", -1.0), ("mustBeInteger", 2.5),
    ("mustBeFinite", np.inf), ("mustBeNonempty", np.zeros((0, 0))), ("mustBeReal", 1j),
    ("mustBeNonzero", 0.0), ("mustBeNegative", 1.0), ("mustBeVector", np.ones((2, 2))),
])


def test_validators_fail_with_identifier(name, bad):
    assert ident(name, bad, nargout=0) == f"MATLAB:validators:{name}"


def test_validators_pass_and_numeric_check():
    assert call("mustBePositive", row(1, 2), nargout=0) is None
    assert ident("mustBeNumeric", char_row("a"), nargout=0) == "MATLAB:validators:mustBeNumeric"
    assert ident("mustBeGreaterThan", row(1, 5), 2.0, nargout=0) == "MATLAB:validators:mustBeGreaterThan"
    assert ident("mustBeMember", 4.0, row(1, 2, 3), nargout=0) == "MATLAB:validators:mustBeMember"
    assert call("isStringScalar", string_array("a")) is True
    assert call("isStringScalar", string_array(["a", "b"])) is False
