"""exp/log/power family, and complex results of real inputs (sqrt(-1), log(-1) ...).
Expected values from Octave 7.3, or from MATLAB's documentation where the two differ."""

from __future__ import annotations

import math

import numpy as np
import pytest

from runmat_builtins import call_builtin as c
from tests.builtins.support import arr, raises_id, same


def test_complex_results_of_real_inputs():
    assert c("sqrt", -4.0) == 2j
    assert c("log", -1.0) == pytest.approx(math.pi * 1j)
    assert c("acos", 2.0) == pytest.approx(1.3169578969248166j)  # Octave: 0 + 1.3170i
    assert c("asin", 2.0) == pytest.approx(1.5707963267948966 - 1.3169578969248166j)  # 1.5708 - 1.3170i
    np.testing.assert_allclose(c("asin", arr([2.0, -2.0])), [[1.5707963 - 1.3169579j, -1.5707963 + 1.3169579j]],
                               rtol=1e-7)
    assert c("acosh", 0.0) == pytest.approx(1.5707963267948966j)
    assert c("atanh", 2.0) == pytest.approx(0.5493061443340549 + 1.5707963267948966j)
    r = c("sqrt", arr([4.0, 9.0]))
    assert r.dtype == np.float64  # stays real when every result is real
    raises_id("MATLAB:realsqrt:complexResult", "realsqrt", -1.0)
    raises_id("MATLAB:reallog:complexResult", "reallog", arr([1.0, -1.0]))


def test_exp_log_family():
    f, e = c("log2", 10.0, nargout=2)  # Octave: f = 0.6250, e = 4
    assert (f, e) == (0.625, 4.0)
    assert c("log2", 8.0) == 3 and c("log10", 1000.0) == pytest.approx(3)
    same(c("pow2", arr([0, 1, 10])), [1, 2, 1024])
    assert c("pow2", 0.75, 3.0) == 6
    assert c("expm1", 1e-20) == 1e-20 and c("log1p", 1e-20) == 1e-20
    same(c("nthroot", -27.0, 3.0), -3)  # MATLAB: exact
    same(c("nthroot", arr([16, 81]), 4.0), [2, 3])
    raises_id("MATLAB:nthroot:NegXNotOddIntegerN", "nthroot", -16.0, 4.0)
    raises_id("MATLAB:realpow:complexResult", "realpow", -8.0, 1 / 3)


def test_nthroot_of_zero_and_order_zero_follow_the_power_formula():
    # MATLAB's nthroot is (sign(x) + (x == 0)) .* abs(x).^(1./n): 0 with n < 0 is Inf, n = 0 is x^Inf
    assert c("nthroot", 0.0, -3.0) == math.inf
    np.testing.assert_array_equal(c("nthroot", arr([8.0, 0.5, 1.0]), 0.0), [[math.inf, 0.0, 1.0]])
    assert c("nthroot", 27.0, 3.0) == 3.0
    raises_id("MATLAB:nthroot:NegXNotOddIntegerN", "nthroot", -8.0, 0.0)
