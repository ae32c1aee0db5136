"""Loading the catalog imports no heavy numeric library (scipy is imported on first use)."""

from __future__ import annotations

import subprocess
import sys


def test_catalog_load_imports_no_scipy():
    code = ("import sys; from runmat_builtins import catalog; catalog(); "
            "print(any(m == 'scipy' or m.startswith('scipy.') for m in sys.modules))")
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert r.stdout.strip() == "False"
