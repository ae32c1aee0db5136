"""Scalar reads of a gpuArray (``y(k)``, ``y(end)``, ``y(i, j)``): a one-element view of the device
array (no kernel, no allocation), read by one download of that element; value semantics kept."""

from __future__ import annotations

import io

import numpy as np
import pytest

import runmat_accel
from runmat_vm import Session


def _session(code: str) -> Session:
    s = Session(stdout=io.StringIO(), stderr=io.StringIO())
    s.run(code)
    return s


@pytest.mark.parametrize("expr, want", [
    ("y(1)", 11.0), ("y(end)", 16.0), ("y(k)", 13.0), ("y(2, 2)", 14.0), ("y(end, 1)", 12.0),
])
def test_a_scalar_read_is_a_view_of_its_element(inprocess, expr, want):
    s = _session(f"y = gpuArray(single(reshape(11:16, 2, 3))); k = 3; r = {expr}; g = gather({expr});")
    r = s.workspace.raw("r")
    assert r.__class__.__name__ == "GpuArray" and r.shape == (1, 1) and r.dtype == np.float32
    assert np.shares_memory(r.data, s.workspace.raw("y").data)  # a view: nothing copied on the device
    assert float(np.asarray(s.workspace["g"]).ravel()[0]) == want


def test_value_semantics_of_a_read_element(inprocess):
    s = _session("y = gpuArray([1 2 3]); r = y(2); y(2) = 20; q = y(3); q(1) = 30; a = gather(r); b = gather(y);"
                 " c = gather(q);")
    assert float(np.asarray(s.workspace["a"]).ravel()[0]) == 2.0
    np.testing.assert_array_equal(np.asarray(s.workspace["b"]), [[1, 20, 3]])
    assert float(np.asarray(s.workspace["c"]).ravel()[0]) == 30.0


def test_a_read_in_a_loop_downloads_one_element_each_time(inprocess):
    s = _session("y = gpuArray(rand(1000, 1)) + 1;")
    before = inprocess.downloads
    s.run("for k = 1:20, r = gather(y(1)); end")
    assert inprocess.downloads - before == 20
    np.testing.assert_array_equal(np.asarray(s.workspace["r"]).ravel(),
                                  runmat_accel.download(s.workspace.raw("y"))[0])
