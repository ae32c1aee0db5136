"""Test matrices (toeplitz, hadamard, gallery ...): warnings, classes, errors.
Expected values from Octave 7.3, or from MATLAB's documentation where the two differ."""

from __future__ import annotations

import io

import numpy as np

from runmat_builtins.values import char_row
from runmat_vm import Session
from tests.builtins.support import call, ident


def test_toeplitz_conflict_warns():
    s = Session(stdout=io.StringIO(), stderr=io.StringIO())
    s.run("T = toeplitz([7 2], [1 5]);")
    assert s.workspace["T"].tolist() == [[7, 5], [2, 7]]


def test_hadamard_12_and_20_are_hadamard():  # MATLAB doc: n, n/12 or n/20 a power of 2
    for n in (12, 20, 24, 40):
        h = np.asarray(call("hadamard", float(n)))
        assert np.array_equal(h @ h.T, n * np.eye(n))
    assert ident("hadamard", 6.0) == "MATLAB:hadamard:InvalidInput"


def test_gallery_classes_and_errors():
    assert np.asarray(call("hilb", 2.0, char_row("single"))).dtype == np.float32
    assert ident("gallery", char_row("nosuch"), 3.0) == "MATLAB:gallery:UnknownFamily"
    assert ident("compan", np.ones((2, 2))) == "MATLAB:compan:NeedVectorInput"


def test_invhilb_entries_past_realmax_are_infinite():
    # octave-cli 7.3: x = invhilb(300) has x(1,1) 90000, x(2,3) -4.1004e+18, x(end,end) Inf and
    # 66506 infinite entries, no NaN; invhilb(200) is finite (x(end,end) 2.6564e+239)
    x = call("invhilb", 300.0)
    assert x[0, 0] == 90000.0 and np.isclose(x[1, 2], -4.1004e18, rtol=1e-4)
    assert np.isposinf(x[-1, -1]) and int(np.isinf(x).sum()) == 66506 and not np.isnan(x).any()
    y = call("invhilb", 200.0)
    assert np.isfinite(y).all() and np.isclose(y[-1, -1], 2.6564e239, rtol=1e-4)
    # single: octave-cli 7.3 sum(isinf(single(invhilb(40)(:)))) is 1184
    assert int(np.isinf(call("invhilb", 40.0, char_row("single"))).sum()) == 1184


def test_invhilb_entries_past_realmax_are_inf():
    # octave-cli 7.3: invhilb(349) has 103672 infinite entries, 51830 of them +Inf, no NaN;
    # invhilb(200) none (its (200,200) entry is 2.6564e+239). The exact integers past realmax
    # were an OverflowError (int / int) before.
    h = call("invhilb", 349.0)
    assert np.isinf(h).sum() == 103672 and (np.isposinf(h)).sum() == 51830 and not np.isnan(h).any()
    h2 = call("invhilb", 200.0)
    assert np.isfinite(h2).all() and h2[0, 0] == 40000.0 and abs(h2[-1, -1] / 2.6564e239 - 1) < 1e-4


def test_invhilb_of_a_large_order_is_fast_and_agrees_with_the_exact_integers():
    # past order 300 the recurrence runs in logarithms (the exact integers of invhilb(5552) took
    # minutes): the same infinite entries and signs as the exact path, finite ones to ~1e-12
    from runmat_builtins.lib.math.gallery import matrices

    exact = call("invhilb", 300.0)
    fast = matrices._invhilb_float(300)
    fin = np.isfinite(exact)
    assert np.array_equal(fin, np.isfinite(fast)) and np.array_equal(np.sign(exact), np.sign(fast))
    assert np.allclose(fast[fin], exact[fin], rtol=1e-11, atol=0)
    import time

    t = time.process_time()
    h = call("invhilb", 2000.0)
    assert time.process_time() - t < 5 and h.shape == (2000, 2000) and h[0, 0] == 4e6
