"""strjust: an unknown justification is a MATLAB error."""

from __future__ import annotations

from runmat_builtins.values import char_row
from tests.builtins.support import ident


def test_strjust_errors():
    assert ident("strjust", char_row("a"), char_row("middle")) == "MATLAB:strjust:InvalidJustification"
