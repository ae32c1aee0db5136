"""gpuArrays across the Python line through DLPack (runmat_accel/dlpack.py, docs/python-api.md
"gpuArrays and DLPack"), on the emulated device: what leaves a workspace is a DeviceArray over the
gpuArray's own buffer (numpy.from_dlpack shares it, read-only), what comes back is the same
gpuArray, and a Python DLPack array becomes a gpuArray over its memory. MATLAB's value semantics
hold both ways. The same path on a CUDA device: tests/gpu/test_dlpack_cuda.py."""

from __future__ import annotations

import numpy as np
import pytest

import runmat_accel
from runmat_accel import DeviceArray
from runmat_vm import Session, matlab


@pytest.fixture(autouse=True)
def inprocess(monkeypatch):
    monkeypatch.delenv("RUNMAT_ACCEL_INJECT_FAULT", raising=False)
    runmat_accel.select_provider("inprocess")
    yield
    runmat_accel.select_provider("auto")


def _buffer(s: Session, name: str) -> np.ndarray:
    return s.workspace.raw(name).data


def test_workspace_hands_out_the_device_buffer_through_dlpack():
    s = Session()
    s.eval("g = gpuArray([1 2; 3 4]) * 2;")
    x = s.workspace["g"]
    assert type(x) is DeviceArray and x.shape == (2, 2) and x.dtype == np.float64
    assert x.__dlpack_device__() == (1, 0)  # the emulated device's memory is host memory
    a = np.from_dlpack(x)
    assert np.shares_memory(a, _buffer(s, "g"))  # no copy
    assert np.array_equal(a, [[2, 4], [6, 8]])


def test_a_write_from_python_cannot_change_the_gpuarray():
    s = Session()
    s.eval("g = gpuArray(magic(3));")
    a = np.from_dlpack(s.workspace["g"])
    assert not a.flags.writeable  # DLPack 1.0's read-only flag
    with pytest.raises(ValueError):
        a[0, 0] = 99
    with pytest.raises(BufferError):  # a consumer that cannot be told "read-only" gets no buffer
        s.workspace["g"].__dlpack__()
    assert s.eval("v = gather(g(1,1));") is None and s.workspace["v"] == 8.0


def test_a_write_in_matlab_does_not_change_what_python_holds():
    s = Session()
    s.eval("g = gpuArray([1 2 3]);")
    a = np.from_dlpack(s.workspace["g"])
    s.eval("g(2) = 20; g = g + 1;")
    assert np.array_equal(a, [[1, 2, 3]])
    assert np.array_equal(np.asarray(s.workspace["g"]), [[2, 21, 4]])


def test_back_into_a_workspace_it_is_the_same_gpuarray():
    s = Session()
    s.eval("g = gpuArray(single([1 2 3]));")
    x = s.workspace["g"]
    s.workspace["h"] = x
    assert s.workspace.raw("h") is s.workspace.raw("g")
    s.eval("c = class(h); u = underlyingType(h);")
    assert (s.workspace["c"], s.workspace["u"]) == ("gpuArray", "single")


def test_a_dlpack_array_becomes_a_gpuarray_over_its_memory():
    src = np.arange(6.0).reshape(2, 3)
    g = runmat_accel.from_dlpack(src)
    assert np.shares_memory(g.data, src) and g.shape == (2, 3)
    s = Session()
    s.workspace["g"] = DeviceArray(g)
    s.eval("c = class(g); r = gather(sum(g, 2));")
    assert s.workspace["c"] == "gpuArray"
    assert np.array_equal(s.workspace["r"], [[3.0], [12.0]])
    assert np.array_equal(src, np.arange(6.0).reshape(2, 3))  # MATLAB's sum never wrote into it


def test_gpuarray_of_a_python_dlpack_object_in_matlab_code_shares_its_memory():
    s = Session()
    s.eval("p = py.numpy.arange(4.0); g = gpuArray(p); c = class(g); y = gather(g * 2);")
    assert s.workspace["c"] == "gpuArray"
    assert np.array_equal(s.workspace["y"], [[0, 2, 4, 6]])
    p = s.workspace["p"]
    assert np.shares_memory(s.workspace.raw("g").data, p)


def test_host_dlpack_objects_come_in_as_host_arrays():
    class CpuTensor:  # what a torch CPU tensor shows: DLPack on the CPU, no ndarray
        def __init__(self, a):
            self.a = a

        def __dlpack__(self, **kw):
            return self.a.__dlpack__(**kw)

        def __dlpack_device__(self):
            return self.a.__dlpack_device__()

    src = np.array([[1, 2]], dtype=np.int32)
    s = Session()
    s.workspace["t"] = CpuTensor(src)
    s.eval("c = class(t);")
    assert s.workspace["c"] == "int32"
    assert np.shares_memory(s.workspace.raw("t"), src)


def test_py_call_receives_a_device_array_and_its_result_comes_back_a_gpuarray():
    s = Session()
    s.eval("g = gpuArray([1 2 3]); same = pyrun('y = x', 'y', x=g); c = class(same);"
           " n = double(py.numpy.sum(py.numpy.asarray(g))); k = double(py.len(g)); f = py.math.fsum(g);")
    assert s.workspace["c"] == "gpuArray"
    assert s.workspace.raw("same") is s.workspace.raw("g")
    assert s.workspace["n"] == 6.0 and s.workspace["f"] == 6.0
    assert s.workspace["k"] == 3.0  # a vector crosses one-dimensional, as host vectors do


def test_engine_workspace_gpuarray_round_trip():
    eng = matlab.engine.start_matlab()
    eng.eval("g = gpuArray(int16([1 2 3]));", nargout=0)
    x = eng.workspace["g"]
    assert type(x) is DeviceArray
    assert np.array_equal(np.from_dlpack(x), np.array([[1, 2, 3]], dtype=np.int16))
    eng.workspace["h"] = x
    assert eng.eval("class(h)") == "gpuArray"
    assert eng.eval("isequal(gather(h), int16([1 2 3]))") is True


def test_host_copy_of_a_device_array_is_counted_and_independent():
    s = Session()
    s.eval("g = gpuArray([5 6]);")
    host = np.asarray(s.workspace["g"])
    assert host.flags.writeable and not np.shares_memory(host, _buffer(s, "g"))
    host[0, 0] = 0
    s.eval("v = gather(g);")
    assert np.array_equal(s.workspace["v"], [[5.0, 6.0]])


def test_a_half_precision_array_has_no_matlab_class():
    with pytest.raises(TypeError, match="float16"):
        runmat_accel.from_dlpack(np.zeros(3, dtype=np.float16))
