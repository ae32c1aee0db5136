"""quadl, quadv, dblquad, triplequad, quad2d: values against closed forms, the vectorized
calling convention (fun sees a row vector), outputs and MATLAB errors."""

from __future__ import annotations

import math

import numpy as np
import pytest

from runmat_builtins.errors import MException
from tests.builtins.support import vm_session


def ws(code):
    return vm_session(code).workspace


def test_quadl_tolerance_and_count():
    w = ws("[q, n] = quadl(@(x) exp(-x.^2), 0, 1, 1e-12); q2 = quadl(@(x) x.^3, 2, 0);")
    assert abs(w["q"] - math.sqrt(math.pi) / 2 * math.erf(1)) < 1e-11
    assert w["n"] >= 15 and float(w["n"]) % 15 == 0
    assert w["q2"] == pytest.approx(-4.0, abs=1e-9)


def test_quadl_calls_fun_with_row_vectors_and_extra_args():
    w = ws("q = quadl(@(x, c) c*x, 0, 1, [], [], 3);"
           "rows = quadl(@(x) size(x, 1) + 0*x, 0, 1);"
           "many = quadl(@(x) (numel(x) > 1) + 0*x, 0, 1);")
    assert w["q"] == pytest.approx(1.5, abs=1e-9)
    assert w["rows"] == pytest.approx(1.0) and w["many"] == pytest.approx(1.0)


def test_quadl_wrong_size_and_bad_limits():
    with pytest.raises(MException) as ei:
        vm_session("q = quadl(@(x) [x x], 0, 1);")
    assert ei.value.identifier == "MATLAB:quadl:MismatchedSizes"
    with pytest.raises(MException) as ei:
        vm_session("q = quadl(@(x) x, 0, Inf);")
    assert ei.value.identifier == "MATLAB:quadl:invalidLimits"


def test_quadv_array_valued_shape():
    w = ws("Q = quadv(@(x) [1 x; x.^2 2], 0, 3);")
    assert w["Q"].shape == (2, 2)
    assert np.allclose(w["Q"], [[3, 4.5], [9, 6]], atol=1e-8)


def test_dblquad_and_triplequad_against_closed_forms():
    w = ws("a = dblquad(@(x, y) x.^2 .* y, 0, 2, 0, 3, 1e-10);"
           "b = triplequad(@(x, y, z) x + y + z, 0, 1, 0, 2, 0, 3, 1e-10);"
           "c = dblquad(@(x, y) x * y, 0, 1, 0, 1, [], @quadl);")
    assert w["a"] == pytest.approx(8 / 3 * 4.5, abs=1e-8)
    assert w["b"] == pytest.approx(0.5 * 6 + 2 * 3 + 4.5 * 2, abs=1e-8)
    assert w["c"] == pytest.approx(0.25, abs=1e-7)


def test_dblquad_inner_function_sees_scalar_y():
    # y*sin(x) with y scalar: mtimes works only when y is a scalar
    w = ws("q = dblquad(@(x, y) y*sin(x), 0, pi, 0, 1);")
    assert w["q"] == pytest.approx(1.0, abs=1e-6)


def test_dblquad_bad_method():
    with pytest.raises(MException) as ei:
        vm_session("q = dblquad(@(x, y) x, 0, 1, 0, 1, 1e-6, 5);")
    assert ei.value.identifier == "MATLAB:dblquad:invalidMethod"


def test_quad2d_function_limits_errbnd_and_options():
    w = ws("[q, e] = quad2d(@(x, y) x .* y, 0, 1, @(x) x.^2, @(x) x);"
           "q2 = quad2d(@(x, y) ones(size(x)), -1, 1, @(x) -sqrt(1 - x.^2), @(x) sqrt(1 - x.^2), 'AbsTol', 1e-10);")
    assert w["q"] == pytest.approx(1 / 24, abs=1e-9)
    assert 0 <= w["e"] <= 1e-5
    assert w["q2"] == pytest.approx(math.pi, abs=1e-6)
    with pytest.raises(MException) as ei:
        vm_session("q = quad2d(@(x, y) x, 0, 1, 0, 1, 'Bogus', 1);")
    assert ei.value.identifier == "MATLAB:quad2d:unknownOption"
    with pytest.raises(MException) as ei:
        vm_session("q = quad2d(@(x, y) x, 0, 1, 0, 1, 'AbsTol');")
    assert ei.value.identifier == "MATLAB:quad2d:unpairedNameValue"


def test_quadl_stops_at_matlabs_function_count():
    # MATLAB's quad/quadl give up after 10000 function values (warning MATLAB:quadl:MaxFcnCount):
    # a step integrand with many jumps (uint64 rounding) ends there instead of refining on
    w = ws("[q, n] = quadl(@(x) double(uint64(x.^2)), 0, 100, 1e-12);")
    assert 0 < w["n"] <= 10000
    assert w["q"] == pytest.approx(1e6 / 3, rel=1e-3)


def test_triplequad_over_a_huge_box_stops_at_the_rounding_level():
    # x.*y.*z over [0, 2^62] x [0, 2] x [0, 3]: Gauss-Kronrod is exact for it, and the
    # difference of the two rules is rounding, which halving cannot reduce (octave-cli 7.3 gives
    # 95704415696513942849074108340184809472); it used to split to the evaluation count in every level
    import time

    from tests.builtins.support import vm_output

    t0 = time.process_time()
    out = vm_output("q = triplequad(@(x, y, z) x.*y.*z, 0, int64(1) * 2^62, 0, 2, 0, 3);\nfprintf('%.6e\\n', q);")
    assert out == "9.570442e+37\n"
    assert time.process_time() - t0 < 5
