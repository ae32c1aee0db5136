"""Octave 7.3 cases: perms, nchoosek."""

from __future__ import annotations

from tests.oracle.cases import show

CASES: dict[str, str] = {
    "perms_4": "p = perms(1:4); disp(size(p)); " + show("p(1:3, :)") + show("p(end, :)"),
    "perms_class": "disp(class(perms(uint8([1 2])))); disp(perms('xyz'))",
    "perms_repeat": show("perms([1 1 2])"),
    "nchoosek_matrix": show("nchoosek(1:4, 3)"),
}
