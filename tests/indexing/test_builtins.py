"""subsref/subsasgn/substruct/sub2ind/ind2sub/horzcat/vertcat/cat: values from octave-cli 7.3;
gpuArray operands indexed and joined on the inprocess device."""

from __future__ import annotations

import numpy as np
import pytest

import runmat_accel
from runmat_accel import GpuArray, telemetry
from runmat_builtins import call_builtin as cb
from runmat_builtins import catalog
from runmat_builtins.indexing import assign, concat, delete, index
from runmat_builtins.values import StructArray, cell_array, char_row

from .helpers import MAGIC3, col, nd, raises, row, same

NAMES = ["subsref", "subsasgn", "substruct", "sub2ind", "ind2sub", "horzcat", "vertcat", "cat"]


@pytest.fixture
def inprocess(monkeypatch):
    monkeypatch.delenv("RUNMAT_ACCEL_INJECT_FAULT", raising=False)
    runmat_accel.select_provider("inprocess")
    runmat_accel.forget_shown()
    yield
    runmat_accel.select_provider("auto")


def S(*pairs):
    return cb("substruct", *pairs)


def test_registered_with_examples():
    for name in NAMES:
        spec = catalog().get(name)
        assert spec.examples and spec.summary
    assert catalog().get("subsref").accel.kind == "indexing"
    assert catalog().get("horzcat").accel.kind == "shape"


def test_subsref_matlab_form():
    out = cb("subsref", MAGIC3, S(char_row("()"), cell_array([2.0, char_row(":")])))
    same(np.asarray(out), row(3, 5, 7))                                               # octave: 3 5 7
    assert cb("subsref", cell_array([10.0, 20.0, 30.0]), S(char_row("{}"), cell_array([2.0]))) == 20.0  # octave
    st = StructArray.scalar({"f": row(4, 5, 6)})
    chain = S(char_row("."), char_row("f"), char_row("()"), cell_array([3.0]))
    assert float(np.asarray(cb("subsref", st, chain)).flat[0]) == 6.0
    s = S(char_row("()"), cell_array([1.0, char_row(":")]), char_row("."), char_row("f"))
    assert s.shape == (1, 2)                                                          # octave: 1 2
    raises("MATLAB:substruct:type", cb, "substruct", char_row("[]"), cell_array([1.0]))


def test_subsasgn_matlab_form_and_deletion():
    a = cb("subsasgn", np.zeros((2, 2)), S(char_row("()"), cell_array([1.0, 2.0])), 5.0)
    same(a, np.array([[0., 5.], [0., 0.]]))                                            # octave
    d = cb("subsasgn", MAGIC3, S(char_row("()"), cell_array([char_row(":"), 2.0])), np.zeros((0, 0)))
    same(d, np.array([[8., 6.], [3., 7.], [4., 2.]]))
    st = cb("subsasgn", np.zeros((0, 0)), S(char_row("."), char_row("a"), char_row("()"),
                                           cell_array([3.0])), 7.0)
    assert type(st) is StructArray and np.array_equal(st.get("a"), row(0, 0, 7))


def test_direct_forms():
    assert float(np.asarray(cb("subsref", MAGIC3, 2.0, 3.0)).flat[0]) == 7.0
    same(cb("subsasgn", MAGIC3, 0.0, 1.0, char_row(":")), np.array([[0., 0., 0.], [3., 5., 7.], [4., 9., 2.]]))


def test_sub2ind_ind2sub():
    assert cb("sub2ind", row(3, 4), 2.0, 3.0) == 8.0                                    # octave: 8
    same(cb("sub2ind", row(3, 4), row(1, 2), row(4, 1)), row(10, 2))                    # octave: 10 2
    assert cb("ind2sub", row(3, 4), 8.0, nargout=2) == (2.0, 3.0)                       # octave: 2 3
    assert cb("ind2sub", row(3, 4, 2), 20.0, nargout=2) == (2.0, 7.0)                   # octave: 2 7
    assert cb("ind2sub", row(3, 4), 8.0, nargout=1) == 8.0                              # octave: 8
    assert cb("ind2sub", row(3, 4, 2), 20.0, nargout=3) == (2.0, 3.0, 2.0)
    raises("MATLAB:sub2ind:IndexOutOfRange", cb, "sub2ind", row(3, 4), 4.0, 1.0)
    raises("MATLAB:sub2ind:SubscriptVectorSize", cb, "sub2ind", row(3, 4), row(1, 2), 1.0)
    raises("MATLAB:ind2sub:IndexOutOfRange", cb, "ind2sub", row(3, 4), 13.0, nargout=2)


def test_horzcat_vertcat_cat():
    same(cb("horzcat", row(1, 2), 3.0), row(1, 2, 3))                                  # octave
    same(cb("vertcat", row(1, 2), row(3, 4)), np.array([[1., 2.], [3., 4.]]))          # octave
    c = cb("cat", 3.0, np.array([[1., 2.], [3., 4.]]), np.array([[5., 6.], [7., 8.]]))
    same(c.reshape(1, -1, order="F"), row(1, 3, 2, 4, 5, 7, 6, 8))                    # octave
    assert cb("cat", 3.0, row(1, 2), row(3, 4)).shape == (1, 2, 2)                     # octave: 1 2 2
    same(cb("cat", 1.0, row(1, 2), row(3, 4)), np.array([[1., 2.], [3., 4.]]))         # octave
    raises("MATLAB:catenate:dimensionMismatch", cb, "vertcat", row(1, 2), row(1, 2, 3))
    raises("MATLAB:catenate:invalidDimension", cb, "cat", 0.0, row(1, 2))


def test_gpu_subsref_runs_on_device(inprocess):
    g = cb("gpuArray", MAGIC3)
    telemetry.reset()
    out = cb("subsref", g, 2.0, char_row(":"))
    assert isinstance(out, GpuArray)
    same(cb("gather", out), row(3, 5, 7))
    one = index(g, (1.0, 1.0))  # the VM's entry point routes a gpuArray through subsref
    assert isinstance(one, GpuArray) and cb("gather", one).tolist() == [[8.0]]
    snap = telemetry.snapshot()
    assert snap.builtins["subsref"].device_calls == 2
    assert snap.device_calls.get("inprocess", 0) >= 2


def test_gpu_subsasgn_and_concat_on_device(inprocess):
    g = cb("gpuArray", np.zeros((2, 2)))
    telemetry.reset()
    out = assign(g, (2.0, 3.0), 4.0)
    assert isinstance(out, GpuArray)
    same(cb("gather", out), np.array([[0., 0., 0.], [0., 0., 4.]]))
    d = delete(out, (char_row(":"), 1.0))
    assert isinstance(d, GpuArray) and cb("gather", d).shape == (2, 2)
    j = concat([[g, row(7, 8).T]])
    assert isinstance(j, GpuArray) and cb("gather", j).shape == (2, 3)
    k = cb("cat", 3.0, g, g)
    assert isinstance(k, GpuArray) and k.shape == (2, 2, 2)
    snap = telemetry.snapshot()
    assert snap.builtins["subsasgn"].device_calls == 2
    assert snap.builtins["horzcat"].device_calls >= 1
    assert snap.builtins["cat"].device_calls == 1
    assert not snap.fallbacks


def test_nd_helpers_on_3d():
    x = nd(24, 2, 3, 4)
    assert cb("sub2ind", row(2, 3, 4), 1.0, 2.0, 3.0) == 15.0  # octave: x(1,2,3) = 15
    assert x[0, 1, 2] == 15.0
    assert col(1).shape == (1, 1)
