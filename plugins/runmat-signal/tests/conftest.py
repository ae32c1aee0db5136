"""runmat-signal tests: the plugin must be installed (pip install -e plugins/runmat-signal) and loaded."""

from __future__ import annotations

import pytest

from runmat_builtins import catalog
# the runmat pytest plugin (pytest11 entry point) provides these; imported too so the tests
# also run before that entry point is installed
from runmat_vm.testing import check_builtin_fixture, run_m_fixture, runmat_session_fixture  # noqa: F401


@pytest.fixture(autouse=True)
def _signal_loaded():
    if "findpeaks" not in catalog() or catalog().get("findpeaks").origin.distribution != "runmat-signal":
        pytest.fail("runmat-signal is not loaded: pip install -e plugins/runmat-signal (see `runmat plugins list`)")

