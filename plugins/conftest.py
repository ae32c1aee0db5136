"""The display every test runs in: tests written against GNU Octave's display (most of them:
their expected text came from Octave 7.3) run with ``RUNMAT_DISPLAY=octave``; a test of
MATLAB's display says so with ``@pytest.mark.display("matlab")``. The conformance suite
chooses per script (tests/conformance/test_conformance.py)."""

from __future__ import annotations

import pytest


@pytest.fixture(autouse=True)
def _display_mode(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> None:
    marker = request.node.get_closest_marker("display")
    monkeypatch.setenv("RUNMAT_DISPLAY", marker.args[0] if marker else "octave")
