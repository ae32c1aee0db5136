"""Every case of every suite (tests/**/octave_cases.py) prints through the RunMat VM exactly what
Octave 7.3 printed, or MATLAB's documented output where the suite lists a difference."""

from __future__ import annotations

import pytest

from tests.builtins.support import vm_output
from tests.oracle.cases import suites

SUITES = suites()


@pytest.mark.parametrize(("suite", "case"), [pytest.param(s, c, id=f"{s.name}:{c}")
                                             for s in SUITES for c in sorted(s.cases)])


def test_case_matches_octave(suite, case):
    assert vm_output(suite.cases[case]) == suite.expected(case)


def test_recorded_outputs_are_those_of_the_cases():
    stale = {s.name: sorted(set(s.recorded) ^ set(s.cases)) for s in SUITES if set(s.recorded) != set(s.cases)}
    assert not stale, f"regenerate with `python -m tests.oracle cases`: {stale}"
