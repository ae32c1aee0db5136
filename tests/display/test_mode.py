"""The display mode switch: Session(display=...), RUNMAT_DISPLAY, the CLI's --display."""

from __future__ import annotations

import io
import subprocess
import sys

import pytest

from runmat_builtins.display.mode import resolve
from runmat_vm import Session


def _show(code: str, **kw) -> str:
    out = io.StringIO()
    Session(stdout=out, **kw).run(code)
    return out.getvalue()


def test_resolve_explicit_env_default(monkeypatch):
    monkeypatch.delenv("RUNMAT_DISPLAY", raising=False)
    assert resolve() == "matlab"
    monkeypatch.setenv("RUNMAT_DISPLAY", "Octave")
    assert resolve() == "octave"
    assert resolve("matlab") == "matlab"
    with pytest.raises(ValueError, match="'matlab' or 'octave'"):
        resolve("fortran")


def test_session_display_argument_wins_over_env(monkeypatch):
    monkeypatch.setenv("RUNMAT_DISPLAY", "octave")
    assert Session(display="matlab").display_mode == "matlab"
    assert Session().display_mode == "octave"
    assert _show("x = 5", display="octave") == "x = 5\n"


def test_session_rejects_unknown_display():
    with pytest.raises(ValueError):
        Session(display="python")


@pytest.mark.display("matlab")
def test_default_is_matlab(monkeypatch):
    monkeypatch.delenv("RUNMAT_DISPLAY", raising=False)
    assert Session().display_mode == "matlab"


def _cli(*args: str, env_mode: str | None = None) -> subprocess.CompletedProcess:
    import os

    env = dict(os.environ)
    env.pop("RUNMAT_DISPLAY", None)
    if env_mode:
        env["RUNMAT_DISPLAY"] = env_mode
    return subprocess.run([sys.executable, "-m", "runmat_vm.cli", *args], capture_output=True, text=True, env=env)


def test_cli_display_option():
    assert _cli("eval", "--display", "octave", "x = 5").stdout == "x = 5\n"
    assert _cli("eval", "x = 5", env_mode="octave").stdout == "x = 5\n"
    assert _cli("eval", "--display=matlab", "x = 5", env_mode="octave").stdout == _cli("eval", "x = 5").stdout
    bad = _cli("eval", "--display", "nope", "x = 5")
    assert bad.returncode == 2 and "'matlab' or 'octave'" in bad.stderr


def test_help_says_which_display_is_default():
    out = _cli("--help").stdout
    assert "MATLAB's Command Window" in out and "--display" in out and "RUNMAT_DISPLAY" in out
