"""sum/prod/mean/median/mode/var/std/max/min/any/all/nnz, histcounts, accumarray; device routing.
Expected values from Octave 7.3, or from MATLAB's documentation where the two differ."""

from __future__ import annotations

import numpy as np
import pytest

from runmat_builtins import MException
from runmat_builtins.values import char_row, class_of
from tests.builtins.support import call, m

E = np.zeros((0, 0))
NAN = float("nan")


def test_sum_dims_all_vecdim():
    A = m("1 2; 3 4")
    np.testing.assert_array_equal(call("sum", A), m("4 6"))
    np.testing.assert_array_equal(call("sum", A, 2.0), m("3; 7"))
    assert call("sum", A, char_row("all")) == 10.0
    np.testing.assert_array_equal(call("sum", np.ones((2, 3, 4)), 3.0), 4 * np.ones((2, 3)))
    assert call("sum", np.ones((2, 3, 4)), m("1 2")).shape == (1, 1, 4)
    np.testing.assert_array_equal(call("sum", A, 3.0), A)
    assert call("sum", m("1 2 3")) == 6.0  # row vector: along dim 2


def test_sum_empty_and_classes():
    assert call("sum", E) == 0.0
    np.testing.assert_array_equal(call("sum", np.zeros((0, 3))), m("0 0 0"))
    assert call("prod", E) == 1.0
    s = call("sum", np.array([[100, 100]], dtype=np.int8))
    assert class_of(s) == "int8" and s.item() == 127  # MATLAB: native, saturated
    assert class_of(call("sum", np.array([[100, 100]], dtype=np.int8), char_row("double"))) == "double"
    assert class_of(call("sum", np.array([[1, 2]], dtype=np.float32))) == "single"
    assert class_of(call("sum", np.array([[True, True, False]]))) == "double"
    assert call("sum", char_row("ab")) == 195.0


def test_sum_nan_flags():
    assert np.isnan(call("sum", m("1 NaN 3")))
    assert call("sum", m("1 NaN 3"), char_row("omitnan")) == 4.0
    assert call("prod", m("2 NaN 3"), char_row("omitnan")) == 6.0
    np.testing.assert_array_equal(call("prod", m("1 2; 3 4")), m("3 8"))


def test_mean_median_mode():
    np.testing.assert_array_equal(call("mean", m("1 2; 3 4"), 2.0), m("1.5; 3.5"))
    assert np.isnan(call("mean", E))
    assert call("mean", m("1 NaN 3"), char_row("omitnan")) == 2.0
    mi = call("mean", np.array([[1, 2, 4]], dtype=np.int8))
    assert class_of(mi) == "double" and abs(mi - 2.33333333333333) < 1e-12
    assert call("median", m("4 1 3 2")) == 2.5
    np.testing.assert_array_equal(call("median", m("1 2; 3 4; 5 6; 7 8")), m("4 5"))
    assert np.isnan(call("median", m("1 NaN 3")))
    assert call("median", m("1 NaN 3"), char_row("omitnan")) == 2.0
    assert np.isnan(call("median", E))
    assert call("mode", m("3 3 1 1 2")) == 1.0  # ties -> smallest
    mo, f = call("mode", m("1 1; 2 1; 2 3"), nargout=2)
    np.testing.assert_array_equal(mo, m("2 1"))
    np.testing.assert_array_equal(f, m("2 2"))


def test_var_std():
    assert abs(call("var", m("2 4 4 4 5 5 7 9")) - 4.57142857142857) < 1e-12
    assert call("std", m("2 4 4 4 5 5 7 9"), 1.0) == 2.0
    np.testing.assert_allclose(call("std", m("1 2; 3 5")), [[1.4142135623731, 2.12132034355964]])
    assert call("var", 7.0) == 0.0
    assert np.isnan(call("var", E))
    np.testing.assert_allclose(call("var", m("1 2; 3 5"), 0.0, 2.0), m("0.5; 2"))
    with pytest.raises(MException) as e:
        call("std", np.array([[1, 2]], dtype=np.int8))
    assert e.value.identifier == "MATLAB:std:integerClass"
    s, mu = call("std", m("1 3"), nargout=2)
    assert mu == 2.0


def test_max_min_forms():
    M, I = call("max", m("3 9 2; 8 1 7"), nargout=2)
    np.testing.assert_array_equal(M, m("8 9 7"))
    np.testing.assert_array_equal(I, m("2 1 2"))
    M, I = call("min", m("3 9 2; 8 1 7"), E, 2.0, nargout=2)
    np.testing.assert_array_equal(np.hstack([M, I]), m("2 3; 1 2"))
    assert call("max", m("1 NaN 3")) == 3.0
    assert np.isnan(call("max", m("1 NaN 3"), E, 2.0, char_row("includenan")))
    M, I = call("max", m("NaN NaN"), nargout=2)
    assert np.isnan(M) and I == 1.0
    np.testing.assert_array_equal(call("max", m("1 5 3"), 4.0), m("4 5 4"))
    np.testing.assert_array_equal(call("max", m("1; 5"), m("2 3")), m("2 3; 5 5"))  # implicit expansion
    r = call("max", np.array([[1, 2]], dtype=np.int8), 2.7)
    assert class_of(r) == "int8" and r.tolist() == [[3, 3]]
    assert call("max", E).shape == (0, 0)
    assert call("max", np.zeros((0, 3))).shape == (0, 3)
    M, I = call("max", m("1 5; 7 2"), E, char_row("all"), nargout=2)
    assert (M, I) == (7.0, 2.0)
    with pytest.raises(MException) as e:
        call("max", m("1 2"), m("1 2 3"))
    assert e.value.identifier == "MATLAB:sizeDimensionsMustMatch"


def test_any_all_nnz():
    np.testing.assert_array_equal(call("any", m("0 0 1; 0 0 0")), [[False, False, True]])
    np.testing.assert_array_equal(call("all", m("1 1 0; 1 1 1")), [[True, True, False]])
    assert call("any", E) is False
    assert call("all", E) is True
    assert call("any", m("0 0; 0 1"), char_row("all")) is True
    assert call("any", NAN) is False
    assert call("all", NAN) is True
    assert call("nnz", m("1 0 2; 0 0 3")) == 3.0


def test_histcounts_accumarray(ctx):
    np.testing.assert_array_equal(call("histcounts", m("1 2 2 3 5"), m("0 2 4 6")), m("1 3 1"))
    n, edges, b = call("histcounts", m("1 2 6"), m("0 2 4 6"), nargout=3)
    np.testing.assert_array_equal(n, m("1 1 1"))
    np.testing.assert_array_equal(b, m("1 2 3"))
    np.testing.assert_array_equal(call("accumarray", m("1; 3; 1"), m("1; 2; 3"), ctx=ctx), m("4; 0; 2"))
    np.testing.assert_array_equal(call("accumarray", m("1 1; 2 2; 1 1"), 1.0, ctx=ctx), m("2 0; 0 1"))
    from runmat_builtins.values import FunctionHandle

    got = call("accumarray", m("1; 2; 1"), m("10; 20; 30"), E, FunctionHandle("max"), -1.0, ctx=ctx)
    np.testing.assert_array_equal(got, m("30; 20"))
    filled = call("accumarray", m("1; 3"), m("5; 6"), m("4 1"), E, -1.0, ctx=ctx)
    np.testing.assert_array_equal(filled, m("5; -1; 6; -1"))


def test_device_routing_sum_reshape():
    import runmat_accel
    from runmat_accel import GpuArray, telemetry

    runmat_accel.select_provider("inprocess")
    try:
        A = m("1 2; 3 4")
        G = call("gpuArray", A)
        telemetry.reset()
        s = call("sum", G)
        r = call("reshape", G, 1.0, 4.0)
        z = call("zeros", 2.0, 2.0, char_row("like"), G)
        assert isinstance(s, GpuArray) and isinstance(r, GpuArray) and isinstance(z, GpuArray)
        snap = telemetry.snapshot()
        assert snap.device_calls.get("inprocess", 0) >= 3
        assert snap.builtins["sum"].device_calls == 1
        np.testing.assert_array_equal(call("gather", s), m("4 6"))
        np.testing.assert_array_equal(call("gather", r), m("1 3 2 4"))
        sz = call("size", G)  # meta: no data movement
        np.testing.assert_array_equal(sz, m("2 2"))
        assert call("numel", G) == 4.0
    finally:
        runmat_accel.select_provider("cpu")


def test_mode_of_empty_matrix():
    # MATLAB: mode([]) is NaN with frequency 0; mode(zeros(0, 3)) is NaN(1, 3)
    m, f, c = call("mode", np.zeros((0, 0)), nargout=3)
    assert np.isnan(m) and f == 0 and c.shape == (1, 1) and c[0, 0].size == 0
    r = call("mode", np.zeros((0, 3)))
    assert r.shape == (1, 3) and np.isnan(r).all()


def test_minmax_char_and_empty_second_argument():
    from runmat_builtins.values import char_row

    # Octave/MATLAB: max('a', 'b') = 98 (char is data, not an option); min(3, []) = [] (0x0)
    assert call("max", char_row("a"), char_row("b")) == 98
    np.testing.assert_array_equal(call("min", char_row("xyz"), char_row("y")), [[120, 121, 121]])
    assert call("min", 3.0, np.zeros((0, 0))).shape == (0, 0)
    assert call("max", np.zeros((0, 0)), 5.0).shape == (0, 0)
    # [] is still the placeholder before a dim, and with two outputs
    assert call("max", np.array([[1.0, 7.0]]), np.zeros((0, 0)), 2.0) == 7
    m, i = call("max", np.array([[3.0, 9.0, 2.0]]), np.zeros((0, 0)), nargout=2)
    assert m == 9 and i == 2
