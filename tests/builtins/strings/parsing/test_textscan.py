"""textscan: EndOfLine, outputs and errors.
Expected values from Octave 7.3, or from MATLAB's documentation where the two differ."""

from __future__ import annotations

from runmat_builtins.values import char_row
from tests.builtins.support import call, ident


def test_textscan_end_of_line_option():
    # Octave 7.3: a one-character 'EndOfLine' ends rows: [1 2 3; 4 5 6]
    c = call("textscan", char_row("1,2,3;4,5,6"), char_row("%f %f %f"), char_row("Delimiter"), char_row(","),
             char_row("EndOfLine"), char_row(";"))
    assert [col.ravel().tolist() for col in c.ravel()] == [[1.0, 4.0], [2.0, 5.0], [3.0, 6.0]]


def test_textscan_outputs_and_errors():
    c = call("textscan", char_row("1 a\n2 b"), char_row("%f %s"))
    assert c.shape == (1, 2) and c[0, 0].shape == (2, 1) and c[0, 1].dtype == object
    c, pos = call("textscan", char_row("1 2"), char_row("%f"), nargout=2)
    assert pos == 3
    assert ident("textscan", char_row("1"), char_row("%y")) == "MATLAB:textscan:BadFormatString"
    assert ident("textscan", char_row("1"), char_row("%f"), char_row("Bogus"), 1.0) == "MATLAB:textscan:UnknownOption"
    assert ident("textscan", 99.0, char_row("%f")) == "MATLAB:FileIO:InvalidFid"
    e = call("textscan", char_row(""), char_row("%f %s"))
    assert e[0, 0].shape == (0, 1) and e[0, 1].shape == (0, 1)
