"""Conformance: each tests/conformance/**/NAME.m runs through the VM and its stdout must equal
NAME.out (produced by GNU Octave 7.3 via tools/gen_expected.py, or from MATLAB's documentation
where a NAME.matlab marker says so). Octave is not needed to run these."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
# Known gaps: "relative/path.m: reason" per line; those scripts run as xfail with the reason.
KNOWN = {
    line.split(":", 1)[0].strip(): line.split(":", 1)[1].strip()
    for line in (HERE / "known_failures.txt").read_text().splitlines()
    if line.strip() and not line.startswith("#") and ":" in line
} if (HERE / "known_failures.txt").exists() else {}
SCRIPTS = sorted(p for p in HERE.rglob("*.m") if p.with_suffix(".out").exists() and not p.name.startswith("_"))


def run_script(path: Path) -> str:
    from runmat_builtins import MException
    from runmat_vm import Session

    out = io.StringIO()
    session = Session(stdin=io.StringIO(""), stdout=out, stderr=io.StringIO())
    try:
        session.run_file(str(path))
    except MException:
        pass  # Octave's error text goes to stderr; stdout up to the error is compared
    return out.getvalue()


def _param(p: Path):
    rel = str(p.relative_to(HERE))
    marks = [pytest.mark.xfail(reason=KNOWN[rel], strict=False)] if rel in KNOWN else []
    return pytest.param(p, id=rel, marks=marks)


@pytest.mark.parametrize("script", [_param(p) for p in SCRIPTS])
def test_script_matches_octave(script: Path) -> None:
    expected = script.with_suffix(".out").read_text()
    got = run_script(script)
    assert got == expected


def test_there_are_conformance_scripts() -> None:
    assert len(SCRIPTS) > 0
