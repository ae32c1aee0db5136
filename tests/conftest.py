"""The display every test runs in: tests written against GNU Octave's display (most of them:
their expected text came from Octave 7.3) run with ``RUNMAT_DISPLAY=octave``; a test of
MATLAB's display says so with ``@pytest.mark.display("matlab")``. The conformance suite
chooses per script (tests/conformance/test_conformance.py).  The native tier's disk cache is a
folder of this test run, never the user's."""

from __future__ import annotations

from collections.abc import Iterator

import pytest


@pytest.fixture(autouse=True)
def _display_mode(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> None:
    marker = request.node.get_closest_marker("display")
    monkeypatch.setenv("RUNMAT_DISPLAY", marker.args[0] if marker else "octave")


@pytest.fixture(autouse=True, scope="session")
def _native_cache_folder(tmp_path_factory: pytest.TempPathFactory) -> Iterator[None]:
    mp = pytest.MonkeyPatch()
    mp.setenv("RUNMAT_CACHE_DIR", str(tmp_path_factory.mktemp("native-cache")))
    yield
    mp.undo()
