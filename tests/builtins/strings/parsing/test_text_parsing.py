"""extractBefore/After/Between, strip, count, reverse (MATLAB's documentation), regexptranslate errors."""

from __future__ import annotations

import numpy as np

from runmat_builtins.values import cell_array, char_row, string_array, to_str
from tests.builtins.support import call, ident

# MATLAB documentation examples; Octave 7.3 has none of these


def test_extract_functions_matlab_doc():
    assert to_str(call("extractBefore", char_row("peppers and onions"), char_row(" and"))) == "peppers"
    assert to_str(call("extractAfter", char_row("peppers and onions"), char_row("and "))) == "onions"
    s = call("extractBefore", string_array(["a-b", "c"], (1, 2)), char_row("-"))
    assert s.shape == (1, 2) and s[0, 0] == "a" and s[0, 1] is None  # no match: <missing>
    b = call("extractBetween", string_array(["Edinburgh"], (1, 1)), 3.0, 6.0)
    assert b[0, 0] == "inbu"
    c = call("extractBetween", char_row("<a><bc>"), char_row("<"), char_row(">"), char_row("Boundaries"),
             char_row("inclusive"))
    assert [to_str(x) for x in c.ravel()] == ["<a>", "<bc>"]
    assert ident("extractBefore", char_row("abc"), 9.0) == "RunMat:extractBefore:PositionOutOfRange"


def test_strip_count_reverse_matlab_doc():
    assert to_str(call("strip", char_row("  Ham and eggs  "))) == "Ham and eggs"
    assert to_str(call("strip", char_row("  ab  "), char_row("right"))) == "  ab"
    s = call("strip", string_array(["--x--", "-y"], (1, 2)), char_row("-"))
    assert s.tolist() == [["x", "y"]]
    n = call("count", string_array(["paired with red shoes", "red"], (2, 1)), char_row("red"))
    assert np.asarray(n).tolist() == [[2], [1]]  # "paired" contains "red" too
    assert call("count", char_row("aaaa"), char_row("aa")) == 2
    assert call("count", char_row("a.b.c"), cell_array([char_row("."), char_row("b")], (1, 2))) == 3
    r = call("reverse", cell_array([char_row("abc"), char_row("xy")], (1, 2)))
    assert [to_str(x) for x in r.ravel()] == ["cba", "yx"]
    assert call("reverse", string_array(["Hello"], (1, 1)))[0, 0] == "olleH"


def test_regexptranslate_errors():
    assert ident("regexptranslate", char_row("nope"), char_row("a")) == "MATLAB:regexptranslate:InvalidOperation"
