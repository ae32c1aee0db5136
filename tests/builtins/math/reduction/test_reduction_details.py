"""Reductions' finer rules: weights, ties, empty shapes, classes kept, summation order.
Expected values from Octave 7.3, or from MATLAB's documentation where the two differ."""

from __future__ import annotations

import numpy as np
import pytest

from runmat_builtins import call_builtin
from runmat_builtins.values import char_row
from tests.builtins.support import call, m


def test_weighted_var_std_of_vectors():
    # a vector reduces along its non-singleton dimension; weights have one entry per element
    assert call("var", m("1 2 3 4"), m("0.1 0.2 0.3 0.4")) == pytest.approx(1.0)
    assert call("std", m("1; 2; 3; 4"), m("1 1 1 1")) == pytest.approx(np.sqrt(1.25))
    v, mu = call("var", m("2 4 6"), m("1 0 1"), nargout=2)
    assert v == pytest.approx(4.0) and mu == pytest.approx(4.0)
    np.testing.assert_allclose(call("var", m("1 2; 3 5"), m("1 3")), m("0.75 1.6875"))
    np.testing.assert_allclose(call("var", m("1 2; 3 5"), m("1 3"), 2.0), m("0.1875; 0.75"))


def test_mode_third_output_lists_ties():
    mo, f, c = call("mode", m("1 2 2 3 3 4"), nargout=3)
    assert mo == 2.0 and f == 2.0
    assert c.dtype == object and c.shape == (1, 1)
    np.testing.assert_array_equal(c[0, 0], m("2; 3"))
    mo, f, c = call("mode", m("1 1 2; 2 1 2; 3 3 5"), 2.0, nargout=3)
    np.testing.assert_array_equal(mo, m("1; 2; 3"))
    assert c.shape == (3, 1)
    np.testing.assert_array_equal(c[1, 0], m("2"))
    np.testing.assert_array_equal(c[2, 0], m("3"))
    _, _, c = call("mode", np.array([[4, 4, 5, 5]], dtype=np.int8), nargout=3)
    assert c[0, 0].dtype == np.int8 and c[0, 0].ravel().tolist() == [4, 5]


def test_accumarray_cell_valued_fun_unwraps_each_group(ctx):
    import io

    from runmat_vm import Session

    out = io.StringIO()
    s = Session(stdout=out)
    s.run("c = accumarray([1 2 1 4]', [5 6 7 8]', [], @(x) {sort(x)'});")
    c = s.workspace.raw("c")
    assert c.dtype == object and c.shape == (4, 1)
    np.testing.assert_array_equal(c[0, 0], m("5 7"))
    assert np.asarray(c[1, 0]).item() == 6.0
    assert np.asarray(c[2, 0]).shape == (0, 0)
    s.run("k = class(c{1});")
    assert "".join(np.asarray(s.workspace["k"]).ravel()) == "double"


def test_reductions_narrow_complex_results_with_zero_imaginary_part():
    z = np.array([[1 + 1j, 1 - 1j]])
    r = call("sum", z)
    assert type(r) is float and r == 2.0
    assert call("prod", np.array([[1j, 1j]])) == -1.0 and type(call("prod", np.array([[1j, 1j]]))) is float
    assert type(call("mean", np.array([[1j, -1j]]))) is float
    assert type(call("diff", np.array([[1j, 1j]]))) is float
    # not all imaginary parts zero: stays complex
    c = call("cumprod", np.array([[1j, 1j]]))
    assert c.dtype.kind == "c"
    s = call("sum", np.array([[1j, -1j]], dtype=np.complex64))
    assert s.dtype == np.float32


def test_max_min_of_empty_vectors_keep_their_shape():
    assert call("max", np.zeros((1, 0))).shape == (1, 0)
    assert call("min", np.zeros((0, 1))).shape == (0, 1)
    v, i = call("max", np.zeros((1, 0)), nargout=2)
    assert v.shape == (1, 0) and i.shape == (1, 0)
    assert call("max", np.zeros((0, 3))).shape == (0, 3)
    assert call("max", np.zeros((0, 0))).shape == (0, 0)


def test_mean_omitnan_keeps_single():
    out = call_builtin("mean", np.array([[1, np.nan, 3]], dtype=np.float32), 2.0, char_row("omitnan"))
    assert out.dtype == np.float32 and out[0, 0] == 2.0


def test_row_reductions_are_whole_array_reductions():
    x = np.arange(1.0, 7.0, dtype=np.float32).reshape(1, 6)
    s = call_builtin("sum", x)
    assert s.dtype == np.float32 and s.shape == (1, 1) and s[0, 0] == 21.0
    assert call_builtin("sum", np.zeros((1, 0)), 2.0) == 0.0
    assert call_builtin("sum", np.zeros((0, 3)), 2.0).shape == (0, 1)
    assert call_builtin("prod", x.reshape(6, 1, 1)).reshape(-1)[0] == 720.0


def test_sum_adds_in_order_like_matlab():
    # Octave 7.3 and MATLAB: sum(0.1*ones(1,10)) == 1 is false (sequential addition)
    x = np.full((1, 10), 0.1)
    assert call_builtin("sum", x) == sum([0.1] * 10) != 1.0
    assert call_builtin("sum", x.T) == sum([0.1] * 10)
    assert call_builtin("mean", x) == sum([0.1] * 10) / 10
    assert call_builtin("sum", np.full((2, 10), 0.1), 2.0)[0, 0] == sum([0.1] * 10)


def test_var_std_omitnan_and_weights_keep_single():
    a = np.array([[1, 2, np.nan], [3, 5, 8]], dtype=np.float32)
    for name in ("var", "std"):
        out = call_builtin(name, a, 0.0, 1.0, char_row("omitnan"))
        assert out.dtype == np.float32, name
        out = call_builtin(name, a, np.array([[1.0, 2.0]]), 1.0)
        assert out.dtype == np.float32, name
