"""Bessel, gamma/beta incomplete and other special functions: real/complex results, argument order, errors.
Expected values from Octave 7.3, or from MATLAB's documentation where the two differ."""

from __future__ import annotations

import numpy as np

from runmat_builtins.values import cell_array, char_row
from tests.builtins.support import call, ident, row


def test_bessel_real_and_complex_results():
    assert isinstance(call("besselj", 0.0, 1.0), float) or np.asarray(call("besselj", 0.0, 1.0)).dtype == np.float64
    r = np.asarray(call("besselj", 0.5, -1.0))
    assert r.dtype.kind == "c" and abs(r.reshape(-1)[0].imag - 0.6713967071) < 1e-9
    assert np.asarray(call("besselh", 0.0, 1.0)).dtype.kind == "c"
    assert np.asarray(call("besselj", 0.0, np.array([[1.0]], dtype=np.float32))).dtype == np.float32


def test_special_errors():
    assert ident("besselh", 0.0, 3.0, 1.0) == "MATLAB:besselh:InvalidKind"
    assert ident("airy", 4.0, 1.0) == "MATLAB:airy:InvalidKind"
    assert ident("gammainc", 1.0, 2.0, char_row("middle")) == "MATLAB:gammainc:InvalidTailArg"
    assert ident("betainc", 1.5, 1.0, 1.0) == "MATLAB:betainc:XOutOfRange"
    assert ident("ellipke", 2.0) == "MATLAB:ellipke:MOutOfRange"
    assert ident("legendre", 1.5, 0.5) == "MATLAB:legendre:InvalidN"
    assert ident("psi", -1.0, 1.0) == "MATLAB:psi:KNotNonnegInt"
    assert ident("besselj", 0.0, cell_array([1.0])) == "MATLAB:UndefinedFunction"
    assert ident("besselj", row(1, 2), row(1, 2, 3)) == "MATLAB:sizeDimensionsMustMatch"


def test_gammainc_argument_order_is_matlabs():  # MATLAB doc: gammainc(X, A); P(1, 2) = 1 - 2/e
    assert abs(np.asarray(call("gammainc", 1.0, 2.0)).item() - (1 - 2 / np.e)) < 1e-12


def test_legendre_of_a_huge_degree_is_refused_before_computing():
    # the (n+1)-by-numel(X) result is over the array size limit: MATLAB's size error at once,
    # not minutes of computing 2.5e8 rows first
    from runmat_builtins.limits import set_max_array_bytes

    old = set_max_array_bytes(256 * 2**20)
    try:
        assert ident("legendre", 256266484.0, 9.0) == "MATLAB:array:SizeLimitExceeded"
    finally:
        set_max_array_bytes(old)
    assert call("legendre", 2.0, row(0.0, 0.5)).shape == (3, 2)


def test_legendre_of_a_large_degree_is_interruptible_and_sized():
    # legendre(1e7, x) costs about 1e14 steps: it runs in blocks of rows, so a pending signal's
    # handler (Ctrl-C, the fuzz runner's CPU-time bound) ends it between blocks; a result past the
    # array size limit is MATLAB's SizeLimitExceeded before any work
    import signal
    import time

    import pytest

    from runmat_builtins.errors import MException

    class Bound(BaseException):
        pass

    def bound(*_):
        raise Bound()

    previous = signal.signal(signal.SIGALRM, bound)
    t0 = time.perf_counter()
    try:
        signal.setitimer(signal.ITIMER_REAL, 0.3)
        with pytest.raises(Bound):
            call("legendre", 1e7, 0.25)
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)
    assert time.perf_counter() - t0 < 10
    with pytest.raises(MException) as e:
        call("legendre", 1e12, 0.5)
    assert e.value.identifier == "MATLAB:array:SizeLimitExceeded"
    # blocks give the values of one call: octave-cli 7.3, legendre(2, 0.5) = [-0.125; -1.2990; 2.25]
    np.testing.assert_allclose(call("legendre", 2.0, 0.5).ravel(), [-0.125, -1.299038105676658, 2.25])
    from scipy import special

    x = np.linspace(-1, 1, 500).reshape(1, -1)   # 101 rows x 500: blocks of 83 rows
    whole = special.lpmv(np.arange(101.0)[:, None], 100.0, x)
    np.testing.assert_array_equal(call("legendre", 100.0, x), whole)
