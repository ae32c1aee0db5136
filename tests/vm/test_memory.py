"""runmat_vm/memory.py: arrays of a few hundred KB made again at each run reuse the heap (no
pages faulted in and zeroed again), unless the user chose glibc's settings or RUNMAT_MALLOC=0."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

_SNIPPET = """
import resource, numpy as np
from runmat_vm import Session
from runmat_vm.memory import STATE
Session()
def run():   # A = zeros(300, 300); A(:) of a row-major A: two 720 KB arrays per run
    a = np.zeros((300, 300)); a[:] = 1.0
    out = np.empty((90000, 1)); np.copyto(out.reshape(300, 300), a.T)
    return out.sum()
run(); run()
f0 = resource.getrusage(resource.RUSAGE_SELF).ru_minflt
for _ in range(50):
    run()
print(STATE[0], resource.getrusage(resource.RUSAGE_SELF).ru_minflt - f0)
"""


def _run(**env: str) -> tuple[str, int]:
    e = {k: v for k, v in os.environ.items() if not k.startswith("MALLOC_") and k != "RUNMAT_MALLOC"}
    e.update(env)
    out = subprocess.run([sys.executable, "-c", _SNIPPET], capture_output=True, text=True, env=e, check=True)
    state, faults = out.stdout.strip().rsplit(" ", 1)
    return state, int(faults)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="glibc's allocator")
def test_repeated_arrays_reuse_the_heap():
    state, faults = _run()
    assert state == "tuned"
    assert faults < 50 * 352 // 10   # 352 pages a run when each array is faulted in again


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="glibc's allocator")
def test_the_users_settings_win():
    assert _run(RUNMAT_MALLOC="0")[0] == "off (RUNMAT_MALLOC=0)"
    assert _run(MALLOC_TRIM_THRESHOLD_="65536")[0] == "off (glibc's MALLOC_ settings are the user's)"
