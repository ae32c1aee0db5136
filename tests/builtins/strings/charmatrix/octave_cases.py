"""Octave 7.3 cases: strvcat, strjust."""

from __future__ import annotations

CASES: dict[str, str] = {
    "strvcat_cell": "s = strvcat({'a', 'bcd'}, 'ef'); disp(size(s)); disp(s)",
    "strjust_left": "s = strjust(['  a'; ' bb'], 'left'); disp(['[' s(1,:) ']']); disp(['[' s(2,:) ']'])",
    "strjust_default": "s = strjust('ab  '); disp(['[' s ']'])",
}
