"""Octave 7.3 cases: validatestring."""

from __future__ import annotations

CASES: dict[str, str] = {
    "validatestring_prefix": "disp(validatestring('gre', {'red', 'green', 'blue'}))",
    "validatestring_case": "disp(validatestring('BLUE', {'red', 'green', 'blue'}))",
}
