"""Start-up stays light: loading the whole catalog imports neither scipy nor a device library."""

from __future__ import annotations

import os
import subprocess
import sys


def test_catalog_import_is_light():
    code = ("import sys, runmat_builtins; runmat_builtins.catalog(); "
            "print(sorted(m for m in ('scipy', 'cupy', 'matplotlib') if m in sys.modules))")
    env = {**os.environ, "RUNMAT_NO_PLUGIN_AUTOLOAD": "1"}
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, env=env)
    assert out.stdout.strip() == "[]", out.stdout
