"""Graphics commands run headless (no display) and print nothing."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize("command", ["figure;", "close all", "hold on", "plot(1:3);", "h = figure(2);"])


def test_graphics_commands_run_headless(run, command):
    assert run(command) == ""
