"""How a table shows non-integer numbers: five significant digits, as MATLAB's table display
(grpstats/groupsummary pages show 37.717, 130.47, 0.24528)."""

from __future__ import annotations


def test_non_integers_show_five_significant_digits(run) -> None:
    got = run("T = table([43.333333; 0.0123456; 123456.7; 2]);\ndisp(T)")
    rows = got.splitlines()
    assert any(r.strip() == "43.333" for r in rows)
    assert any(r.strip() == "0.012346" for r in rows)
    assert any(r.strip() == "1.2346e+05" for r in rows)
    assert any(r.strip() == "2" for r in rows)
