"""residue: partial fractions (simple, repeated and complex poles, direct term) and back."""

from __future__ import annotations

import numpy as np
import pytest

from runmat_builtins.errors import MException
from tests.builtins.support import vm_session


def ws(code):
    return vm_session(code).workspace


def test_simple_poles_ordered_by_magnitude():
    w = ws("[r, p, k] = residue([-4 8], [1 6 8]);")
    assert np.allclose(w["r"].ravel(), [-12, 8]) and np.allclose(w["p"].ravel(), [-4, -2])
    assert w["k"].shape == (0, 0) and w["r"].shape == (2, 1)


def test_repeated_pole_residues_in_increasing_power():
    # (s^2 + 1) / ((s - 2)^2 (s - 1)) = -1/(s-2) ... : checked by evaluating the expansion
    w = ws("[r, p, k] = residue([1 0 1], [1 -5 8 -4]);")
    r, p = w["r"].ravel(), w["p"].ravel()
    assert np.allclose(p, [2, 2, 1])
    s = 0.3 + 0.7j
    value = r[0] / (s - 2) + r[1] / (s - 2) ** 2 + r[2] / (s - 1)
    assert value == pytest.approx((s**2 + 1) / ((s - 2) ** 2 * (s - 1)))


def test_direct_term_and_complex_poles():
    w = ws("[r, p, k] = residue([2 0 0 1 0], [1 0 1]);")
    assert np.allclose(w["k"].ravel(), [2, 0, -2])
    assert np.iscomplexobj(w["p"]) and np.allclose(sorted(w["p"].ravel().imag), [-1, 1])


def test_inverse_round_trip():
    w = ws("b = [1 4 6]; a = [1 6 11 6]; [r, p, k] = residue(b, a); [b2, a2] = residue(r, p, k);"
           "[b3, a3] = residue([1; 2], [-1; -3], [1 2]);")
    assert np.allclose(w["b2"].ravel(), [1, 4, 6]) and np.allclose(w["a2"].ravel(), [1, 6, 11, 6])
    assert np.allclose(w["b3"].ravel(), [1, 6, 14, 11]) and np.allclose(w["a3"].ravel(), [1, 4, 3])
    assert w["b2"].shape[0] == 1


def test_errors():
    with pytest.raises(MException) as ei:
        vm_session("[b, a] = residue([1; 2], [1; 2; 3], []);")
    assert ei.value.identifier == "MATLAB:residue:RPLengthMismatch"
    with pytest.raises(MException) as ei:
        vm_session("[r, p, k] = residue([1 2], {1});")
    assert ei.value.identifier == "MATLAB:residue:InvalidInput"
