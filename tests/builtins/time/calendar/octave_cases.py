"""Octave 7.3 cases: weekday."""

from __future__ import annotations

from tests.oracle.cases import show

CASES: dict[str, str] = {
    "weekday_vec": show("weekday([730000 730001 730002 730003])"),
    "weekday_names": "[n, s] = weekday(730000); disp(s)",
}
