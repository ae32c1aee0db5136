"""Elementwise math builtins; expected values from Octave 7.3 or MATLAB's documentation."""

from __future__ import annotations

import math

import numpy as np
import pytest

from runmat_builtins import call_builtin as c
from runmat_builtins.values import char_row

from math_a_helpers import arr, i8, raises_id, same


def test_remainders_sign_rules():
    # Octave: mod(-1,3)=2 rem(-1,3)=-1 mod(5,0)=5 rem(5,0)=NaN mod(-7.5,2)=0.5
    assert c("mod", -1.0, 3.0) == 2 and c("rem", -1.0, 3.0) == -1
    assert c("mod", 5.0, 0.0) == 5 and np.isnan(c("rem", 5.0, 0.0))
    assert c("mod", -7.5, 2.0) == 0.5 and c("rem", -7.5, 2.0) == -1.5
    # Octave: mod(5, Inf) = rem(5, Inf) = NaN (X - Y.*floor(X./Y)); mod(0.3, 0.1) = 0 (round-off compensation)
    assert np.isnan(c("mod", 5.0, np.inf)) and np.isnan(c("rem", 5.0, np.inf))
    assert c("mod", 0.3, 0.1) == 0 and c("rem", 0.3, 0.1) == 0
    same(c("mod", arr([0.0, 3.5, 9.0, 4 * math.pi]), 2 * math.pi), [0, 3.5, 9.0 - 2 * math.pi, 0])
    same(c("mod", arr([2**62 + 1], np.int64), arr([2], np.int64)), 1, "int64")
    same(c("mod", arr([5, -5]), -3.0), [-1, -2])
    same(c("rem", arr([5, -5]), 3.0), [2, -2])
    same(c("mod", i8([-7]), i8([3])), 2, "int8")
    same(c("rem", i8([-7]), i8([3])), -1, "int8")
    same(c("rem", i8([5]), i8([0])), 0, "int8")
    same(c("mod", i8([5]), i8([0])), 5, "int8")


def test_idivide():
    same(c("idivide", arr([7], np.int32), arr([2], np.int32)), 3, "int32")
    same(c("idivide", arr([-7], np.int32), arr([2], np.int32), char_row("round")), -4, "int32")
    same(c("idivide", arr([-7], np.int32), arr([2], np.int32), char_row("floor")), -4)
    same(c("idivide", arr([-7], np.int32), arr([2], np.int32), char_row("ceil")), -3)
    raises_id("MATLAB:idivide:noIntegerInput", "idivide", 7.0, 2.0)


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


def test_nan_inf_handling():
    assert np.isnan(c("sin", np.inf)) and c("log", 0.0) == -np.inf and c("exp", 1000.0) == np.inf
    assert c("cot", 0.0) == np.inf and c("atanh", 1.0) == np.inf
    same(c("tanh", arr([-np.inf, 0, np.inf])), [-1, 0, 1])
    assert np.isnan(c("mod", np.inf, 3.0))


def test_classes_of_math_results():
    same(c("sin", arr([0], np.float32)), 0, "single")
    same(c("sin", True), math.sin(1.0), "double")
    same(c("sqrt", char_row("d")), 10, "double")
    raises_id("MATLAB:UndefinedFunction", "sin", i8([1]))
    raises_id("MATLAB:UndefinedFunction", "exp", np.empty((1, 1), dtype=object))
    same(c("abs", i8([-128])), 127, "int8")
    assert c("abs", 3 + 4j) == 5.0
    same(c("sign", arr([-2, 0, 5])), [-1, 0, 1])


def test_rounding():
    same(c("round", arr([-2.5, -0.5, 0.5, 2.5])), [-3, -1, 1, 3])
    same(c("floor", arr([-2.5, 2.5])), [-3, 2])
    same(c("ceil", arr([-2.5, 2.5])), [-2, 3])
    same(c("fix", arr([-2.7, 2.7])), [-2, 2])
    assert c("round", -2.5) == -3.0
    assert math.copysign(1, c("ceil", -0.5)) == -1  # -0 like MATLAB
    same(c("round", i8([5])), 5, "int8")
    assert c("round", math.pi, 2.0) == pytest.approx(3.14)  # MATLAB doc: round(pi, 2) = 3.1400
    assert c("round", 1234.0, -2.0) == 1200.0
    assert c("round", 1234.5678, 3.0, char_row("significant")) == 1230.0
    c_ = c("round", arr([1.25 + 2.5j], complex))
    assert c_.ravel()[0] == 1 + 3j


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


def test_trig_values():
    assert c("atan2", -1.0, -1.0) == pytest.approx(-2.356194490192345)  # Octave: -2.3562
    assert c("hypot", 1e200, 1e200) == pytest.approx(1.4142135623730951e200)
    assert c("deg2rad", 180.0) == pytest.approx(math.pi) and c("rad2deg", math.pi) == pytest.approx(180)
    assert c("sec", 0.0) == 1 and c("csc", math.pi / 2) == 1
    raises_id("MATLAB:atan2:complexArgs", "atan2", 1j, 1.0)


def test_number_theory():
    same(c("gcd", i8([12]), i8([18])), 6, "int8")
    same(c("gcd", arr([12, -9]), 6.0), [6, 3])
    same(c("lcm", arr([4, 6]), 10.0), [20, 30])
    assert c("nchoosek", 10.0, 3.0) == 120
    same(c("nchoosek", arr([1, 2, 3]), 2.0), [[1, 2], [1, 3], [2, 3]])
    assert c("factorial", 20.0) == 2432902008176640000.0 and c("factorial", 171.0) == np.inf
    same(c("primes", 10.0), [2, 3, 5, 7])
    same(c("isprime", arr([2, 4, 7, 9])), [True, False, True, False])
    same(c("factor", 60.0), [2, 2, 3, 5])
    same(c("factor", 97.0), [97])
    raises_id("MATLAB:factorial:NNegativeInt", "factorial", -1.0)
    raises_id("MATLAB:gcd:NonIntInputs", "gcd", 1.5, 2.0)


def test_special_functions():
    assert c("gamma", 5.0) == 24 and c("gamma", 0.5) == pytest.approx(1.7724538509055159)
    same(c("gamma", arr([0, -1])), [np.inf, np.inf])
    assert c("gammaln", 10.0) == pytest.approx(12.801827480081469)
    assert c("erf", 0.0) == 0 and c("erfc", 0.0) == 1 and c("erfinv", 0.0) == 0
    assert c("beta", 2.0, 3.0) == pytest.approx(1 / 12)
    raises_id("MATLAB:gammaln:NegativeArg", "gammaln", -1.0)


def test_complex_parts():
    assert c("real", 3 + 4j) == 3 and c("imag", 3 + 4j) == 4 and c("conj", 1 + 2j) == 1 - 2j
    same(c("imag", i8([3])), 0, "int8")
    same(c("angle", arr([1, -1])), [0, math.pi])
    z = c("complex", 1.0, 0.0)
    assert isinstance(z, complex) and c("isreal", z) is False
    z = c("complex", arr([1, 2]), 0.0)
    assert z.dtype.kind == "c" and c("isreal", z) is False
    z = c("complex", np.inf, 1.0)
    assert z.real == np.inf and z.imag == 1


def test_degree_trig_exact_at_special_angles():
    # MATLAB: sind(180) = 0, cosd(90) = 0, tand(45) = 1, tand(90) = Inf, sind(30) = 0.5
    assert c("sind", 180.0) == 0 and c("sind", 30.0) == 0.5 and c("sind", -90.0) == -1
    assert c("cosd", 90.0) == 0 and c("cosd", 60.0) == 0.5 and c("cosd", 720.0) == 1
    assert c("tand", 45.0) == 1 and c("tand", 90.0) == math.inf and c("tand", 270.0) == -math.inf
    same(c("sind", arr([0.0, 30.0, 180.0, 360.0, -180.0])), [0, 0.5, 0, 0, 0])
    same(c("cosd", arr([90.0, 270.0, 180.0])), [0, 0, -1])
    assert abs(c("sind", 10.0) - math.sin(math.radians(10))) < 1e-15
    assert np.isnan(c("sind", math.inf)) and np.isnan(c("cosd", math.nan))
    assert c("asind", 1.0) == 90 and c("acosd", 0.0) == 90 and c("atand", 1.0) == 45
    z = c("asind", 2.0)  # Octave: 90.000 - 75.456i
    assert abs(z - complex(90, -75.45612929021689)) < 1e-9
    from runmat_builtins.values import to_str

    assert to_str(c("class", c("sind", np.array([[30.0]], dtype=np.float32)))) == "single"


def test_string_plus_number_appends_text():
    # MATLAB: "a" + 1 is "a1"; 3 + "px" is "3px"; "x = " + 2.5 is "x = 2.5"
    from runmat_builtins.values import to_str

    for a, b, want in [("a", 1.0, "a1"), (3.0, "px", "3px"), ("x = ", 2.5, "x = 2.5"), ("v", True, "vtrue")]:
        sa = c("string", char_row(a)) if isinstance(a, str) else a
        sb = c("string", char_row(b)) if isinstance(b, str) else b
        r = c("plus", sa, sb)
        assert to_str(c("class", r)) == "string" and to_str(r) == want
    raises_id("MATLAB:UndefinedFunction", "plus", c("string", char_row("a")), c("cell", 1.0))
