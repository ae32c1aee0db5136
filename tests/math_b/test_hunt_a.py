"""Regressions found by running numeric programs against Octave 7.3 (bug hunt A)."""

from __future__ import annotations

import numpy as np
import pytest

from tests.math_b.conftest import call, m


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


def test_poly_and_polyvalm():
    np.testing.assert_array_equal(call("poly", m("1 2 3")), m("1 -6 11 -6"))
    np.testing.assert_allclose(call("poly", m("1 2; 3 4")), m("1 -5 -2"), atol=1e-12)
    pc = call("poly", np.array([[1 + 2j, 1 - 2j]]))
    assert pc.dtype.kind == "f"  # conjugate pairs give a real polynomial
    np.testing.assert_array_equal(pc, m("1 -2 5"))
    assert call("poly", np.zeros((0, 0))) == 1.0
    np.testing.assert_array_equal(call("polyvalm", m("1 0 -1"), m("1 2; 3 4")), m("6 10; 15 21"))
    # Cayley-Hamilton: a matrix satisfies its characteristic polynomial
    A = m("2 1; 1 2")
    np.testing.assert_allclose(call("polyvalm", call("poly", A), A), np.zeros((2, 2)), atol=1e-12)


def test_accumarray_cell_valued_fun_unwraps_each_group(ctx):
    from runmat_vm import Session
    import io

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
