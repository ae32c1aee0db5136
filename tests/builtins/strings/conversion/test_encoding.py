"""unicode2native / native2unicode: UTF-8 by default, other encodings by name (MATLAB docs)."""

from __future__ import annotations

import numpy as np

from runmat_builtins.values import char_row, to_str
from tests.builtins.support import call, raises_id


def test_round_trip_through_utf8_and_latin1():
    b = call("unicode2native", char_row("h\u00e9\u20ac"))
    assert b.dtype == np.uint8 and b.tolist() == [[104, 195, 169, 226, 130, 172]]
    assert to_str(call("native2unicode", b)) == "h\u00e9\u20ac"
    l1 = call("unicode2native", char_row("\u00e9"), char_row("ISO-8859-1"))
    assert l1.tolist() == [[233]]
    assert to_str(call("native2unicode", np.array([[233.0]]), char_row("latin1"))) == "\u00e9"


def test_bad_encoding_and_bytes():
    raises_id("MATLAB:unicode2native:InvalidCharsetName", "unicode2native", char_row("a"), char_row("nope-enc"))
    raises_id("MATLAB:native2unicode:InvalidInput", "native2unicode", np.array([[300.0]]))
