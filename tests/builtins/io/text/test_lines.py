"""readlines and writelines: rules for whitespace and empty lines, append mode, line endings
(MATLAB documentation: readlines, writelines)."""

from __future__ import annotations

from runmat_builtins.values import char_row, string_array
from tests.builtins.support import call, raises_id


def _file(tmp_path, text: str) -> str:
    p = tmp_path / "f.txt"
    p.write_bytes(text.encode())
    return str(p)


def test_reads_lines_with_a_final_empty_line_after_the_last_newline(tmp_path):
    f = _file(tmp_path, "a\r\nb\rc\n")
    out = call("readlines", char_row(f))
    assert out.shape == (4, 1) and out.ravel().tolist() == ["a", "b", "c", ""]


def test_whitespace_and_empty_line_rules(tmp_path):
    f = _file(tmp_path, "  Boston \n\nAlbany\n")
    opts = (char_row("WhitespaceRule"), char_row("trimleading"))
    assert call("readlines", char_row(f), *opts).ravel().tolist() == ["Boston ", "", "Albany", ""]
    skip = call("readlines", char_row(f), string_array("EmptyLineRule"), string_array("skip"),
                string_array("WhitespaceRule"), string_array("trim"))
    assert skip.ravel().tolist() == ["Boston", "Albany"]
    raises_id("MATLAB:textio:io:EmptyLineError", "readlines", char_row(f), char_row("EmptyLineRule"),
              char_row("error"))


def test_custom_line_ending(tmp_path):
    f = _file(tmp_path, "a;b;c")
    assert call("readlines", char_row(f), char_row("LineEnding"), char_row(";")).ravel().tolist() == ["a", "b", "c"]


def test_missing_file_and_bad_option(tmp_path):
    raises_id("MATLAB:textio:textio:FileNotFound", "readlines", char_row(str(tmp_path / "none.txt")))
    f = _file(tmp_path, "x")
    raises_id("MATLAB:InputParser:ArgumentFailedValidation", "readlines", char_row(f),
              char_row("EmptyLineRule"), char_row("bogus"))
    raises_id("MATLAB:InputParser:UnmatchedParameter", "readlines", char_row(f), char_row("Nope"), 1.0)


def test_writelines_overwrites_then_appends(tmp_path):
    f = str(tmp_path / "w.txt")
    call("writelines", string_array(["one", "two"]), char_row(f), nargout=0)
    call("writelines", char_row("three"), char_row(f), char_row("WriteMode"), char_row("append"), nargout=0)
    assert open(f).read() == "one\ntwo\nthree\n"
    call("writelines", string_array("x"), char_row(f), char_row("LineEnding"), char_row("\r\n"), nargout=0)
    assert open(f, newline="").read() == "x\r\n"
