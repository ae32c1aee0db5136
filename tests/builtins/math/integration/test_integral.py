"""integral, integral2: array-valued integrands, tolerances, waypoints, options.
Expected values from Octave 7.3, or from MATLAB's documentation where the two differ."""

from __future__ import annotations

import io

import pytest

from runmat_builtins.errors import MException
from runmat_vm import Session
from tests.builtins.support import vm_output, vm_session


def test_integral_nonscalar_output_needs_arrayvalued():
    with pytest.raises(MException) as ei:
        vm_session("q = integral(@(x) [x x], 0, 1);")
    assert ei.value.identifier == "MATLAB:integral:FxNotSameSizeAsX"
    with pytest.raises(MException) as ei:
        vm_session("q = integral(@sin, 0, 1, 'Bogus', 1);")
    assert ei.value.identifier == "MATLAB:integral:unknownOption"


def test_integral_tolerances_and_waypoints():
    s = vm_session("q = integral(@(x) abs(x - 0.3), 0, 1, 'Waypoints', 0.3, 'AbsTol', 1e-12);")
    assert abs(s.workspace["q"] - 0.29) < 1e-12


def test_integral2_non_vectorized_integrand_is_an_error():
    s = Session(stdout=io.StringIO(), stderr=io.StringIO())
    with pytest.raises(MException) as ei:
        s.run("q = integral2(@(x, y) 5, 0, 1, 0, 1);")
    assert ei.value.identifier == "RunMat:integral2:FunSizeMismatch"


def test_integral2_options_and_complex():
    assert "0.50000000" in vm_output("fprintf('%.8f\\n', integral2(@(x, y) x, 0, 1, 0, 1, 'AbsTol', 1e-12, 'Method', 'tiled'))")
    assert vm_output("q = integral2(@(x, y) 1i*x, 0, 1, 0, 2); fprintf('%.6f\\n', imag(q))") == "1.000000\n"
    s = Session(stdout=io.StringIO(), stderr=io.StringIO())
    with pytest.raises(MException) as ei:
        s.run("q = integral2(@(x, y) x, 0, 1, 0, 1, 'Bogus', 1);")
    assert ei.value.identifier == "MATLAB:integral2:unknownOption"


def test_a_nan_limit_integrates_to_nan():
    # MATLAB: a NaN limit gives NaN, no error (scipy's quad_vec refused it; quad returned 0)
    import numpy as np

    s = vm_session("q = integral(@(x) [sin(x); cos(x)], 0, pi/NaN, 'ArrayValued', true);\n"
                   "r = integral(@sin, NaN, 1); g = quadgk(@sin, 0, NaN);")
    assert s.workspace["q"].shape == (2, 1) and np.isnan(s.workspace["q"]).all()
    assert np.isnan(s.workspace["r"]) and np.isnan(s.workspace["g"])
    s = vm_session("a = integral2(@(x, y) x.*y, 0, NaN, 0, 1); b = integral3(@(x, y, z) x, 0, 1, 0, 1, NaN, 1);")
    assert np.isnan(s.workspace["a"]) and np.isnan(s.workspace["b"])


@pytest.mark.parametrize("opt, value, ident", [
    ("RelTol", "[]", "MATLAB:integral:invalidRelTol"),        # was an IndexError
    ("AbsTol", "-1", "MATLAB:integral:invalidAbsTol"),
    ("AbsTol", "[1 2]", "MATLAB:integral:invalidAbsTol"),
    ("MaxIntervalCount", "0.5", "MATLAB:integral:invalidMaxIntervalCount"),
])
def test_integral_refuses_an_option_value_that_is_not_one_valid_number(opt, value, ident):
    with pytest.raises(MException) as ei:
        vm_session(f"q = integral(@(x) exp(-x.^2), 0, 2, '{opt}', {value});")
    assert ei.value.identifier == ident
