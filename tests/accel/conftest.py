"""Fixtures for the accel tests: the in-process device selected, with no injected faults."""

from __future__ import annotations

import pytest

import runmat_accel


@pytest.fixture
def inprocess(monkeypatch):
    """The emulated device, selected (no fault injection); auto again afterwards."""
    monkeypatch.delenv("RUNMAT_ACCEL_INJECT_FAULT", raising=False)
    runmat_accel.select_provider("inprocess")
    runmat_accel.forget_shown()
    yield runmat_accel.device_provider()
    runmat_accel.select_provider("auto")
