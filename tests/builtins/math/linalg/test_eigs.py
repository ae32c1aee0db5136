"""eigs: which eigenvalues come back and in what order, eigenvectors, shifts, the
generalized problem, function handles and errors."""

from __future__ import annotations

import numpy as np
import pytest

from runmat_builtins.errors import MException
from tests.builtins.support import vm_session

LAP = "n = 20; L = diag(2*ones(n,1)) - diag(ones(n-1,1),1) - diag(ones(n-1,1),-1);"
EXACT = np.sort(2 - 2 * np.cos(np.arange(1, 21) * np.pi / 21))


def ws(code):
    return vm_session(code).workspace


def test_default_six_largest_magnitude_descending():
    w = ws(LAP + "d = eigs(L);")
    assert w["d"].shape == (6, 1) and np.allclose(w["d"].ravel(), EXACT[::-1][:6])


@pytest.mark.parametrize("sigma, expected", [
    ("'smallestabs'", EXACT[:3]), ("'sm'", EXACT[:3]), ("'largestreal'", EXACT[::-1][:3]),
    ("'smallestreal'", EXACT[:3]), ("1.0", EXACT[np.argsort(np.abs(EXACT - 1.0))][:3]),
])
def test_sigma_selects_and_orders(sigma, expected):
    w = ws(LAP + f"d = eigs(L, 3, {sigma});")
    assert np.allclose(w["d"].ravel(), expected)


def test_vectors_generalized_and_function_handle():
    w = ws(LAP + "[V, D, flag] = eigs(L, 2); r = norm(L*V - V*D);"
           "B = diag(2*ones(n,1)); g = eigs(L, B, 2); h = eigs(@(x) L*x, n, 2);")
    assert w["r"] < 1e-10 and w["flag"] == 0 and w["D"].shape == (2, 2)
    assert np.allclose(w["g"].ravel(), EXACT[::-1][:2] / 2)
    assert np.allclose(w["h"].ravel(), EXACT[::-1][:2])


def test_errors():
    with pytest.raises(MException) as ei:
        vm_session("d = eigs(ones(2, 3));")
    assert ei.value.identifier == "MATLAB:eigs:NonSquareMatrix"
    with pytest.raises(MException) as ei:
        vm_session("d = eigs(eye(3), 2, 'bogus');")
    assert ei.value.identifier == "MATLAB:eigs:InvalidSigma"


def test_a_cell_second_argument_is_not_taken_for_b():
    # eigs(A, cell(2, 2), ...): a cell of A's size is no B matrix (astype of a cell was a ValueError);
    # it is read as K, whose class is wrong: MATLAB's invalidType error
    with pytest.raises(MException) as e:
        vm_session("[r1, r2] = eigs(int32([1 -2; 3 4]), cell(2, 2), 1.25e16, 9);")
    assert e.value.identifier == "MATLAB:invalidType"
