"""Print a pass count of the conformance scripts at the end of the run, and name the scripts
listed in known_failures.txt that pass now (their lines should be deleted)."""

from __future__ import annotations

_RESULTS: dict[str, bool] = {}
_NOW_PASSING: list[str] = []


def pytest_runtest_logreport(report):
    if report.when == "call" and "test_script_matches_octave" in report.nodeid:
        _RESULTS[report.nodeid] = report.passed
        if report.passed and hasattr(report, "wasxfail"):
            _NOW_PASSING.append(report.nodeid.rsplit("[", 1)[-1].rstrip("]"))


def pytest_terminal_summary(terminalreporter, exitstatus, config):  # noqa: ARG001
    if _RESULTS:
        ok = sum(_RESULTS.values())
        terminalreporter.write_line(f"conformance scripts matching Octave: {ok} of {len(_RESULTS)}")
    for name in sorted(_NOW_PASSING):
        terminalreporter.write_line(f"known failure now passing (delete its line in known_failures.txt): {name}")
