"""gpuArray as a value: gpuArray, gather, existsOnGPU, isgpuarray, underlyingType, gpuDevice."""

from __future__ import annotations

import numpy as np
import pytest

from runmat_accel import GpuArray, telemetry
from runmat_builtins import MException, call_builtin
from runmat_builtins.values import char_row, class_of, to_str


def test_roundtrip_and_class(inprocess):
    a = np.arange(6.0).reshape(2, 3)
    g = call_builtin("gpuArray", a)
    assert isinstance(g, GpuArray) and class_of(g) == "gpuArray" and g.shape == (2, 3)
    assert call_builtin("isgpuarray", g) is True and call_builtin("isgpuarray", a) is False
    assert to_str(call_builtin("underlyingType", g)) == "double"
    assert to_str(call_builtin("underlyingType", call_builtin("gpuArray", a, char_row("single")))) == "single"
    # classUnderlying (the older name) answers the element class too, not 'gpuArray'
    assert to_str(call_builtin("classUnderlying", call_builtin("gpuArray", a, char_row("single")))) == "single"
    assert call_builtin("existsOnGPU", g) is True
    back = call_builtin("gather", g)
    assert type(back) is np.ndarray and np.array_equal(back, a)
    assert call_builtin("gather", 3.0) == 3.0


def test_meta_builtins_move_no_data(inprocess):
    g = call_builtin("gpuArray", np.ones((4, 4)))
    telemetry.reset()
    call_builtin("isgpuarray", g)
    call_builtin("underlyingType", g)
    call_builtin("classUnderlying", g)
    call_builtin("existsOnGPU", g)
    snap = telemetry.snapshot()
    assert snap.downloads == 0 and snap.uploads == 0


def test_gpuarray_rejects_non_numeric(inprocess):
    with pytest.raises(MException) as ei:
        call_builtin("gpuArray", char_row("abc"))
    assert ei.value.identifier == "parallel:gpu:array:InvalidClass"


def test_existsongpu_needs_gpuarray():
    with pytest.raises(MException) as ei:
        call_builtin("existsOnGPU", 1.0)
    assert ei.value.identifier == "MATLAB:UndefinedFunction"


def test_gpudevice_struct(inprocess):
    d = call_builtin("gpuDevice")
    assert d.fields[:2] == ["Name", "Index"] and d.get("Index") == 1.0
    assert to_str(d.get("Provider")) == "inprocess"
    with pytest.raises(MException) as ei:
        call_builtin("gpuDevice", 7.0)
    assert ei.value.identifier == "parallel:gpu:device:InvalidInput"


def test_multi_gather(inprocess):
    g1 = call_builtin("gpuArray", 1.0)
    g2 = call_builtin("gpuArray", np.array([[2.0, 3.0]]))
    a, b = call_builtin("gather", g1, g2, nargout=2)
    assert float(np.asarray(a).ravel()[0]) == 1.0 and np.array_equal(b, [[2.0, 3.0]])
