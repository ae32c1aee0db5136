"""Conformance: each tests/conformance/**/NAME.m runs through the VM and its stdout must equal
NAME.out (produced by GNU Octave 7.3 via tools/gen_expected.py, or from MATLAB's documentation
where a NAME.matlab marker says so). Octave is not needed to run these.

Every script runs twice: through the interpreter (the pass count printed at the end) and with
the compiled tier forced (``jit.use("force")``: every function and loop the tier accepts is
compiled at first sight), so both execution paths keep MATLAB's semantics.

The display mode follows the oracle: a script whose .out came from Octave runs with
``Session(display="octave")``; one with a NAME.matlab sidecar runs in MATLAB's display (the
default), unless the sidecar has a line ``display: octave`` (its .out shows values as Octave
does)."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
# Known gaps: "relative/path.m: reason" per line; those scripts run as xfail with the reason.
# "jit:relative/path.m: reason" marks a gap of the compiled tier only.
KNOWN = {
    line.split(":", 1)[0].strip(): line.split(":", 1)[1].strip()
    for line in (HERE / "known_failures.txt").read_text().splitlines()
    if line.strip() and not line.startswith("#") and ":" in line and not line.startswith("jit:")
} if (HERE / "known_failures.txt").exists() else {}
KNOWN_JIT = {
    line[4:].split(":", 1)[0].strip(): line[4:].split(":", 1)[1].strip()
    for line in (HERE / "known_failures.txt").read_text().splitlines()
    if line.startswith("jit:") and ":" in line[4:]
} if (HERE / "known_failures.txt").exists() else {}
SCRIPTS = sorted(p for p in HERE.rglob("*.m") if p.with_suffix(".out").exists() and not p.name.startswith("_"))


def display_mode(path: Path) -> str:
    """The display the script's expected output was written in (see the module docstring)."""
    sidecar = path.with_suffix(".matlab")
    if not sidecar.exists():
        return "octave"
    for line in sidecar.read_text().splitlines():
        key, _, value = line.partition(":")
        if key.strip().lower() == "display" and value.strip():
            return value.strip().lower()
    return "matlab"


def run_script(path: Path) -> str:
    from runmat_builtins import MException
    from runmat_vm import Session

    out = io.StringIO()
    session = Session(stdin=io.StringIO(""), stdout=out, stderr=io.StringIO(), display=display_mode(path))
    try:
        session.run_file(str(path))
    except MException:
        pass  # Octave's error text goes to stderr; stdout up to the error is compared
    return out.getvalue()


def _param(p: Path, known: dict[str, str]):
    rel = str(p.relative_to(HERE))
    marks = [pytest.mark.xfail(reason=known[rel], strict=False)] if rel in known else []
    return pytest.param(p, id=rel, marks=marks)


@pytest.mark.parametrize("script", [_param(p, KNOWN) for p in SCRIPTS])
def test_script_matches_octave(script: Path) -> None:
    expected = script.with_suffix(".out").read_text()
    got = run_script(script)
    assert got == expected


# a script that fails in the interpreter is expected to fail compiled too
_JIT_KNOWN = {**KNOWN, **KNOWN_JIT}


@pytest.mark.parametrize("script", [_param(p, _JIT_KNOWN) for p in SCRIPTS])
def test_script_matches_octave_compiled(script: Path) -> None:
    from runmat_vm import jit

    expected = script.with_suffix(".out").read_text()
    with jit.use("force"):
        got = run_script(script)
    assert got == expected


def test_there_are_conformance_scripts() -> None:
    assert len(SCRIPTS) > 0
