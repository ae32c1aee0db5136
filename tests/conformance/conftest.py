"""Print a pass count of the conformance scripts at the end of the run."""

from __future__ import annotations

_RESULTS: dict[str, bool] = {}


def pytest_runtest_logreport(report):
    if report.when == "call" and "test_script_matches_octave" in report.nodeid:
        _RESULTS[report.nodeid] = report.passed


def pytest_terminal_summary(terminalreporter, exitstatus, config):  # noqa: ARG001
    if _RESULTS:
        ok = sum(_RESULTS.values())
        terminalreporter.write_line(f"conformance scripts matching Octave: {ok} of {len(_RESULTS)}")
