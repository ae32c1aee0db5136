"""append, insertAfter, insertBefore, eraseBetween, replaceBetween, matches (MATLAB docs)."""

from __future__ import annotations

import numpy as np

from runmat_builtins.values import STRING_DTYPE, cell_array, char_row, class_of, string_array, to_str
from tests.builtins.support import call, raises_id


def strs(*items):
    out = np.empty((1, len(items)), dtype=STRING_DTYPE)
    out[0, :] = list(items)
    return out


def test_append_keeps_trailing_blanks_and_picks_the_class():
    assert to_str(call("append", char_row("data "), char_row("file"))) == "data file"
    s = call("append", strs("a", None), string_array(".txt"))
    assert s.ravel().tolist() == ["a.txt", None]
    c = call("append", cell_array([char_row("x"), char_row("y")]), char_row("1"))
    assert class_of(c) == "cell" and [to_str(e) for e in c.ravel()] == ["x1", "y1"]
    grid = call("append", string_array(["a", "b"]).reshape(2, 1), strs("x", "y"))
    assert grid.shape == (2, 2) and grid.ravel(order="F").tolist() == ["ax", "bx", "ay", "by"]
    raises_id("MATLAB:sizeDimensionsMustMatch", "append", strs("a", "b"), strs("a", "b", "c"))
    raises_id("MATLAB:append:InvalidInput", "append", char_row("a"), 5.0)


def test_insert_after_and_before_patterns_and_positions():
    assert to_str(call("insertAfter", char_row("a=1, b=2"), char_row("="), char_row(" "))) == "a= 1, b= 2"
    assert to_str(call("insertBefore", char_row("abc"), 1.0, char_row(">"))) == ">abc"
    assert call("insertAfter", strs("abc"), 3.0, string_array("!")).flat[0] == "abc!"
    raises_id("RunMat:insertAfter:PositionOutOfRange", "insertAfter", char_row("abc"), 4.0, char_row("x"))


def test_erase_and_replace_between_boundaries():
    assert to_str(call("eraseBetween", char_row("The quick brown fox"), char_row("quick"),
                       char_row(" fox"))) == "The quick fox"
    assert to_str(call("eraseBetween", char_row("Edinburgh"), 3.0, 6.0)) == "Edrgh"
    assert to_str(call("eraseBetween", char_row("Edinburgh"), 3.0, 6.0, char_row("Boundaries"),
                       char_row("exclusive"))) == "Ediurgh"
    assert to_str(call("replaceBetween", char_row("a[1]b[22]"), char_row("["), char_row("]"),
                       char_row("n"))) == "a[n]b[n]"
    raises_id("MATLAB:replaceBetween:InvalidBoundaries", "replaceBetween", char_row("ab"), 1.0, 2.0,
              char_row("x"), char_row("Boundaries"), char_row("outer"))


def test_matches_is_whole_text_equality():
    assert call("matches", strs("yes", "no", "Yes", None), string_array("yes")).ravel().tolist() == \
        [True, False, False, False]
    assert call("matches", char_row("Yes"), cell_array([char_row("yes")]), char_row("IgnoreCase"), True) is True
    assert call("matches", char_row("yess"), char_row("yes")) is False
