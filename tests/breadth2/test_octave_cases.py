"""Every snippet of octave_cases.CASES prints through the RunMat VM exactly what Octave 7.3
printed (octave_expected.json). Cases where documented MATLAB behaviour differs from Octave
are in MATLAB_DIFFERS with MATLAB's expected output instead."""

from __future__ import annotations

import io
import json
import pathlib

import pytest

from runmat_vm import Session
from tests.breadth2.octave_cases import CASES

EXPECTED = json.loads(pathlib.Path(__file__).with_name("octave_expected.json").read_text())

# name -> (MATLAB's output, why Octave differs)
MATLAB_DIFFERS: dict[str, tuple[str, str]] = {}


def run(code: str) -> str:
    out = io.StringIO()
    Session(stdout=out, stderr=io.StringIO()).run(code)
    return out.getvalue()


@pytest.mark.parametrize("name", sorted(CASES))
def test_case_matches_octave(name: str) -> None:
    if name in MATLAB_DIFFERS:
        expected = MATLAB_DIFFERS[name][0]
    else:
        expected = EXPECTED[name]
        assert expected is not None, f"octave failed on {name}; regenerate or move it to MATLAB_DIFFERS"
    assert run(CASES[name]) == expected
