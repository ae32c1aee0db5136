"""convertCharsToStrings, convertStringsToChars, convertContainedStringsToChars (MATLAB docs)."""

from __future__ import annotations

import numpy as np

from runmat_builtins.values import STRING_DTYPE, StructArray, cell_array, char_row, class_of, string_array
from tests.builtins.support import call, raises_id, row


def test_chars_to_strings_converts_text_only():
    s = call("convertCharsToStrings", char_row("Mercury"))
    assert class_of(s) == "string" and s.flat[0] == "Mercury"
    c = call("convertCharsToStrings", cell_array([char_row("Venus"), char_row("Earth")]))
    assert c.dtype == STRING_DTYPE and c.shape == (1, 2) and c.ravel().tolist() == ["Venus", "Earth"]
    m = np.array([["X", "x"], ["Y", "y"]], dtype="<U1")
    assert call("convertCharsToStrings", m).flat[0] == "XYxy"  # a char matrix's columns joined
    x = row(1, 2)
    assert call("convertCharsToStrings", x) is x
    mixed = cell_array([1.0, char_row("a")])
    assert call("convertCharsToStrings", mixed) is mixed  # not a cellstr: unaltered


def test_several_outputs_one_per_input():
    a, b, c = call("convertCharsToStrings", char_row("a"), 5.0, char_row(""), nargout=3)
    assert class_of(a) == "string" and b == 5.0 and c.flat[0] == ""
    raises_id("MATLAB:convertCharsToStrings:NumOutputsMismatch", "convertCharsToStrings",
              char_row("a"), char_row("b"), char_row("c"), nargout=2)


def test_strings_to_chars():
    assert class_of(call("convertStringsToChars", string_array("abc"))) == "char"
    c = call("convertStringsToChars", string_array(["p", "q"]))
    assert class_of(c) == "cell" and c.shape == (1, 2)
    assert "".join(c[0, 1].ravel()) == "q"


def test_contained_strings_to_chars_walks_cells_and_structs():
    s = StructArray.scalar({"a": string_array("x"), "b": cell_array([string_array(["u", "v"])])})
    out = call("convertContainedStringsToChars", s)
    assert class_of(out.elems.flat[0]["a"]) == "char"
    assert class_of(out.elems.flat[0]["b"][0, 0]) == "cell"
