"""Every example of math-A's builtins prints, in Octave 7.3, exactly the recorded output."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.octave


@pytest.mark.skipif(shutil.which("octave-cli") is None, reason="octave-cli is not installed")
def test_examples_match_octave():
    script = Path(__file__).with_name("octave_examples.py")
    run = subprocess.run([sys.executable, str(script)], capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stdout + run.stderr
