"""Fixtures shared by the builtin tests."""

from __future__ import annotations

import pytest

from runmat_builtins.context import HostContext


@pytest.fixture


def ctx() -> HostContext:
    """One host context for a test that needs state across calls (rng, warnings)."""
    return HostContext()
