"""mod/rem/idivide, number theory, elementwise special functions, NaN/Inf and result classes.
Expected values from Octave 7.3, or from MATLAB's documentation where the two differ."""

from __future__ import annotations

import math

import numpy as np
import pytest

from runmat_builtins import call_builtin as c
from runmat_builtins.values import char_row
from tests.builtins.support import arr, i8, raises_id, same


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


def test_integer_remainders_and_quotients_by_nan():
    # octave-cli 7.3: rem(int8([1 2]), NaN) and idivide(int8([1 2]), NaN) are [0 0] (a NaN
    # divisor is no integer divisor: it took math.floor(NaN) before)
    same(c("rem", arr([1, 2], np.int8), float("nan")), [0, 0], "int8")
    same(c("idivide", arr([1, 2], np.int8), float("nan")), [0, 0], "int8")
    assert c("mod", arr([1, 2], np.int8), float("nan")).dtype == np.int8


def test_idivide_of_complex_values_is_an_error():
    # MATLAB's idivide page: "A and B must contain real numbers" (idivide.m: MATLAB:idivide:complexInts),
    # a complex value with a zero imaginary part too (isreal is false)
    for a, b in ((arr([7], np.int8), 1j), (1j, arr([2], np.int8)), (arr([7], np.int8), complex(2, 0)),
                 (arr([7, 8], np.int16), np.array([[1j, 2]], dtype=np.complex64))):
        raises_id("MATLAB:idivide:complexInts", "idivide", a, b)
        raises_id("MATLAB:idivide:complexInts", "idivide", a, b, char_row("floor"))


def test_integer_mod_and_idivide_of_large_arrays_are_exact():
    # Octave 7.3: mod(int32([-7 7 intmin intmax 0 -1 13]), int32(3)) = [2 1 1 1 0 2 1], by int32(-3):
    # [-1 -2 -2 -2 0 -1 -2]; idivide(.., int32(-3), 'floor') = [2 -3 715827882 -715827883 0 0 -5]
    # (Octave's 'fix' differs from MATLAB's documented fix(A./B) on negatives: compared exactly)
    head = [-7, 7, -2**31, 2**31 - 1, 0, -1, 13]
    rng = np.random.default_rng(3)
    big = np.concatenate([head, rng.integers(-2**31, 2**31, 100_000)]).astype(np.int32)
    for x in (big.reshape(1, -1), np.asfortranarray(big[:99_900].reshape(333, 300)), big.reshape(1, -1)[:, ::3]):
        x64 = x.astype(np.int64)
        for d in (3, -3, 7, 2**31 - 1, -2**31):
            dv = arr([d], np.int32)
            r = c("mod", x, dv)
            assert r.dtype == np.int32 and np.array_equal(r, np.mod(x64, d))
            fl = np.floor_divide(x64, d)
            exact = fl * d == x64
            want = {"floor": fl, "ceil": np.where(exact, fl, fl + 1),
                    "fix": np.where(exact | ((x64 >= 0) == (d > 0)), fl, fl + 1)}
            for opt, q in want.items():
                got = c("idivide", x, dv, char_row(opt))
                assert got.dtype == np.int32 and np.array_equal(got, q), (d, opt)
    x = big.reshape(1, -1)
    assert c("mod", x, arr([3], np.int32))[0, :7].tolist() == [2, 1, 1, 1, 0, 2, 1]
    assert c("mod", x, arr([-3], np.int32))[0, :7].tolist() == [-1, -2, -2, -2, 0, -1, -2]
    assert c("idivide", x, arr([-3], np.int32), char_row("floor"))[0, :7].tolist() == \
        [2, -3, 715827882, -715827883, 0, 0, -5]
    u = np.array([[4294967295, 7, 0] * 20_000], dtype=np.uint32)
    assert c("mod", u, arr([10], np.uint32))[0, :3].tolist() == [5, 7, 0]  # Octave 7.3
    assert c("idivide", u, arr([10], np.uint32), char_row("floor"))[0, :3].tolist() == [429496729, 0, 0]


def test_integer_arithmetic_with_a_scalar_saturates_on_large_arrays():
    # Octave 7.3: int32([intmax -5 3 intmin]) * int32(2000) = [intmax -10000 6000 intmin];
    # int8([-100 5]) - 100 = [-128 -95]; 100 - int8([-100 5]) = [127 95];
    # uint8([200 3]) + 100 = [255 103]; uint16([7 9]) * -3 = [0 0]
    n = 70_000  # more than one block
    cases = [("mtimes", np.int32, [2**31 - 1, -5, 3, -2**31], arr([2000], np.int32), True, [2**31 - 1, -10000, 6000, -2**31]),
             ("minus", np.int8, [-100, 5], 100.0, True, [-128, -95]),
             ("minus", np.int8, [-100, 5], 100.0, False, [127, 95]),
             ("plus", np.uint8, [200, 3], 100.0, True, [255, 103]),
             ("times", np.uint16, [7, 9], -3.0, True, [0, 0])]
    for name, dt, head, v, first, want in cases:
        x = np.tile(np.array(head, dtype=dt), n // len(head)).reshape(1, -1)
        for xx in (x, np.asfortranarray(x.reshape(-1)[:n // 2 * 2].reshape(2, -1))):
            r = c(name, xx, v) if first else c(name, v, xx)
            assert r.dtype == dt and r.shape == xx.shape
            assert np.array_equal(r.ravel(order="F")[:len(want)], want) or \
                np.array_equal(r.ravel(order="C")[:len(want)], want), name
            assert set(r.ravel().tolist()) == set(want)


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


def test_gammaln_of_a_huge_argument_overflows_to_inf():
    # Octave: gammaln(1e308) = Inf (7.09e310 is past realmax); math.lgamma raised OverflowError there
    assert c("gammaln", 1e308) == math.inf
    assert c("gammaln", 1e300) == pytest.approx(1e300 * (math.log(1e300) - 1), rel=1e-12)
    same(c("gammaln", arr([1e308, 1.0])), [math.inf, 0])


def test_primes_sieve_past_the_array_size_limit_is_refused_before_building():
    from runmat_builtins.limits import set_max_array_bytes
    from tests.builtins.support import ident

    old = set_max_array_bytes(256 * 2**20)
    try:
        assert ident("primes", 2317379370.0) == "MATLAB:array:SizeLimitExceeded"
        np.testing.assert_array_equal(c("primes", 20.0), [[2, 3, 5, 7, 11, 13, 17, 19]])
        assert c("isprime", 1000003.0) is True
    finally:
        set_max_array_bytes(old)


def test_isprime_of_huge_integers_without_a_huge_sieve():
    # 2^53 - 111 is the largest prime below flintmax; int64(15) * 2^62 saturates to
    # intmax('int64') = 7^2 * 73 * 127 * 337 * 92737 * 649657
    assert c("isprime", float(2**53 - 111)) is True
    got = c("isprime", np.array([[2**53 - 113, 2**63 - 1, 1000003]], dtype=np.int64))
    np.testing.assert_array_equal(got, [[False, False, True]])


def test_isprime_and_factor_of_64_bit_integers_are_exact():
    # int64/uint64 read as integers, never through double: 2^64 - 59 is the largest 64-bit prime
    # (2^64 - 58 as a double is 2^64), 2^53 + 1 = 3 * 107 * 28059810762433, 2^61 - 1 a Mersenne
    # prime, intmax('uint64') = 3*5*17*257*641*65537*6700417
    u = np.array([[2**64 - 59, 2**64 - 60, 2**61 - 1]], dtype=np.uint64)
    np.testing.assert_array_equal(c("isprime", u), [[True, False, True]])
    assert c("isprime", np.array([[2**53 + 1]], dtype=np.int64))[0, 0] == False  # noqa: E712
    f = c("factor", np.array([[2**53 + 1]], dtype=np.int64))
    assert f.dtype == np.int64 and f.tolist() == [[3, 107, 28059810762433]]
    f = c("factor", np.array([[2**64 - 1]], dtype=np.uint64))
    assert f.dtype == np.uint64 and f.tolist() == [[3, 5, 17, 257, 641, 65537, 6700417]]
    # a product of two 32-bit primes: Pollard's rho, not 2^32 trial divisions
    f = c("factor", np.array([[4294967291 * 4294967279]], dtype=np.uint64))
    assert f.tolist() == [[4294967279, 4294967291]]
    np.testing.assert_array_equal(c("factor", 200.0), [[2, 2, 2, 5, 5]])
    assert c("factor", np.array([[138]], dtype=np.uint16)).tolist() == [[2, 3, 23]]
    raises_id("MATLAB:isprime:InputNotPosInt", "isprime", np.array([[-3]], dtype=np.int64))
    raises_id("MATLAB:factor:InputNotPosInt", "factor", 2.5)
