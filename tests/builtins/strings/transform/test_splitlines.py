"""splitlines: LF, CRLF and CR line ends; string and char input (MATLAB documentation)."""

from __future__ import annotations

from runmat_builtins.values import char_row, class_of, string_array
from tests.builtins.support import call, raises_id


def test_splits_at_every_kind_of_newline():
    out = call("splitlines", string_array("a\nb\r\nc\rd"))
    assert out.shape == (4, 1) and out.ravel().tolist() == ["a", "b", "c", "d"]


def test_char_input_gives_a_cell_column_and_trailing_newline_an_empty_piece():
    out = call("splitlines", char_row("x\ny\n"))
    assert class_of(out) == "cell" and out.shape == (3, 1)
    assert out[2, 0].size == 0


def test_non_text_is_an_error():
    raises_id("MATLAB:splitlines:InvalidInput", "splitlines", 5.0)
