"""Fixtures for core tests: throwaway builtins registered from test modules, the inprocess device."""

from __future__ import annotations

import pytest

import runmat_accel
from runmat_builtins.catalog import registry


@pytest.fixture
def scratch_builtins():
    """Names registered during the test are removed afterwards."""
    before = set(registry().entries)
    yield
    for name in set(registry().entries) - before:
        registry().unregister(name)


@pytest.fixture
def inprocess(monkeypatch):
    """Select the emulated device; restore auto selection afterwards."""
    monkeypatch.delenv("RUNMAT_ACCEL_INJECT_FAULT", raising=False)
    runmat_accel.select_provider("inprocess")
    runmat_accel.forget_shown()
    yield
    runmat_accel.select_provider("auto")
