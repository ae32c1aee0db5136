"""Importing the runtime never initializes CUDA: CuPy loads only when the CUDA provider is built."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from gpu_support import cuda_skip_reason


def _run(code: str, accel: str) -> list[str]:
    env = {**os.environ, "RUNMAT_ACCEL": accel}
    res = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=120)
    assert res.returncode == 0, res.stderr
    return res.stdout.split()


START = ("import sys, runmat_builtins, runmat_accel; runmat_builtins.catalog(); "
         "runmat_accel.describe_providers(); "
         "from runmat_builtins import call_builtin; call_builtin('plus', 1.0, 2.0); "
         "print('cupy' in sys.modules)")


@pytest.mark.parametrize("accel", ["auto", "cuda", "cpu"])
def test_start_up_and_host_work_do_not_import_cupy(accel):
    assert _run(START, accel) == ["False"]


def test_cuda_probe_reads_metadata_only():
    code = ("import sys; from runmat_accel.providers.cuda import probe; ok, why = probe(); "
            "print(ok, 'cupy' in sys.modules)")
    ok, imported = _run(code, "auto")
    assert imported == "False"
    if cuda_skip_reason() is None:
        assert ok == "True"


@pytest.mark.cuda
def test_first_gpuarray_loads_cupy(cuda):
    code = ("import sys, numpy as np, runmat_accel; print('cupy' in sys.modules); "
            "g = runmat_accel.upload(np.ones((2, 2))); print('cupy' in sys.modules, g.provider.name)")
    assert _run(code, "cuda") == ["False", "True", "cuda"]
