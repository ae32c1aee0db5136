"""weekday: long day names (MATLAB's documentation)."""

from __future__ import annotations

from runmat_builtins.values import char_row
from tests.builtins.support import call, row


def test_weekday_long_names():
    n, s = call("weekday", row(738000, 738004), char_row("long"), nargout=2)
    assert n.tolist() == [[3, 7]] and s.shape == (2, 8)
