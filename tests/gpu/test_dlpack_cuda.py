"""gpuArrays exchanged with CuPy (and PyTorch where importable) through DLPack on a CUDA device,
with no host round trip: a CuPy array comes in as a gpuArray over the same device memory, MATLAB
code computes on it, and the result goes out to CuPy/PyTorch over the result's own memory (same
pointer). Needs a GPU: ``.venv/bin/python -m pytest -q -p no:randomly -m cuda tests/gpu/test_dlpack_cuda.py``."""

from __future__ import annotations

import numpy as np
import pytest

import runmat_accel
from runmat_accel import DeviceArray
from runmat_vm import Session

pytestmark = pytest.mark.cuda


def _downloads() -> int:
    return runmat_accel.telemetry.snapshot().downloads


def test_cupy_in_gpuarray_math_cupy_out_same_pointers(cuda):
    import cupy as cp

    x = cp.arange(1, 7, dtype=cp.float64).reshape(2, 3)
    s = Session()
    s.workspace["x"] = x  # a CUDA DLPack array: a gpuArray over x's memory
    g = s.workspace.raw("x")
    assert g.provider.name == "cuda" and g.data.data.ptr == x.data.ptr
    before = _downloads()
    s.eval("c = class(x); y = x .* 2 + 1; s = sum(y, 'all');")
    assert s.workspace["c"] == "gpuArray"
    out = s.workspace["y"]
    assert type(out) is DeviceArray and out.__dlpack_device__()[0] == 2
    y = cp.from_dlpack(out)
    assert y.data.ptr == s.workspace.raw("y").data.data.ptr  # the result's own memory, no copy
    assert _downloads() == before  # nothing came to the host on the way
    cp.testing.assert_array_equal(y, x * 2 + 1)
    assert float(cp.asnumpy(cp.from_dlpack(s.workspace["s"])).item()) == float((x * 2 + 1).sum())


def test_matlab_writes_never_reach_the_cupy_array(cuda):
    import cupy as cp

    x = cp.zeros((1, 4))
    s = Session()
    s.workspace["x"] = x
    s.eval("x(2) = 5;")
    assert float(x[0, 1]) == 0.0
    assert float(cp.from_dlpack(s.workspace["x"])[0, 1]) == 5.0


def test_gpuarray_of_a_cupy_array_in_matlab_code(cuda):
    s = Session()
    s.eval("p = py.cupy.arange(4.0); g = gpuArray(p); c = class(g); r = gather(g + 1);")
    assert s.workspace["c"] == "gpuArray"
    assert np.array_equal(s.workspace["r"], [[1, 2, 3, 4]])
    assert s.workspace.raw("g").data.data.ptr == s.workspace["p"].data.ptr


def test_torch_both_ways_same_pointer(cuda):
    torch = pytest.importorskip("torch")
    if not torch.cuda.is_available():
        pytest.skip("torch has no CUDA here")
    t = torch.arange(6, dtype=torch.float32, device="cuda").reshape(2, 3)
    s = Session()
    s.workspace["t"] = t
    g = s.workspace.raw("t")
    assert g.data.data.ptr == t.data_ptr()
    s.eval("u = t * 3; c = underlyingType(u);")
    assert s.workspace["c"] == "single"
    back = torch.from_dlpack(s.workspace["u"])
    assert back.data_ptr() == s.workspace.raw("u").data.data.ptr
    assert torch.equal(back, t * 3)
