"""Contract calls (tools/fuzz/contract.py) that ended in RunMat:<builtin>:internal, each now
MATLAB's result or MATLAB's error. Identifiers are those MATLAB's own function files raise
(discretize.m, rmmissing's getDim, mustBeInRange.m); categorical and findgroups/groupcounts
of these values return results in MATLAB (num2str names 'Inf'; complex keys sorted by
magnitude, then phase angle, as sort orders complex numbers)."""

from __future__ import annotations

import io

import numpy as np
import pytest

from runmat_builtins.errors import MException
from runmat_vm.session import Session

SETUP = ("dmatrix = [1 2; 3 4]; dscalar = 2; dinf = Inf; dnan = NaN; dempty = []; "
         "cellv = {1, 'a'}; charv = 'abc'; stringv = \"text\"; structv = struct('f', 1); handlev = @(x) x;")


def _session() -> Session:
    s = Session(stdout=io.StringIO())
    s.run(SETUP)
    return s


def _error(code: str) -> MException:
    s = _session()
    with pytest.raises(MException) as info:
        s.run(code)
    return info.value


@pytest.mark.parametrize("code, ident", [
    ("discretize(charv, dscalar)", "MATLAB:discretize:invalidType"),
    ("discretize([1+2i 3], [0 1 2])", "MATLAB:discretize:invalidType"),
    ("discretize(dmatrix, cellv)", "MATLAB:discretize:InvalidSecondInput"),
    ("discretize(dmatrix, charv)", "MATLAB:discretize:InvalidSecondInput"),
    ("discretize(dmatrix, [3 2 1])", "MATLAB:discretize:InvalidSecondInput"),
    ("discretize(dmatrix, [0 NaN 2])", "MATLAB:discretize:InvalidSecondInput"),
    ("discretize(dmatrix, dinf)", "MATLAB:discretize:InvalidN"),
    ("discretize(dmatrix, dnan)", "MATLAB:discretize:InvalidN"),
    ("discretize(dmatrix, 2.5)", "MATLAB:discretize:InvalidN"),
    ("discretize(dmatrix, handlev)", "MATLAB:discretize:InvalidN"),
    ("discretize(dmatrix, stringv)", "MATLAB:discretize:InvalidN"),
    ("discretize(dmatrix, structv)", "MATLAB:discretize:InvalidN"),
    ("discretize(dmatrix, zeros(1, 0))", "MATLAB:discretize:EmptyOrScalarEdges"),
])
def test_discretize_checks_x_and_edges_as_matlab(code: str, ident: str):
    assert _error(code).identifier == ident


def test_discretize_accepts_repeated_edges_and_a_bin_count():
    s = _session()
    s.run("a = discretize([0 1 1.5 2], [0 1 1 2]); [b, e] = discretize([1 2 3 4], 3);")
    np.testing.assert_array_equal(s.workspace["a"], [[1, 3, 3, 3]])
    assert s.workspace["b"].shape == (1, 4) and s.workspace["e"].shape == (1, 4)


@pytest.mark.parametrize("arg", ["cellv", "charv", "stringv", "structv", "handlev", "1i", "3"])
def test_rmmissing_dimension_of_another_class_is_dimension_invalid(arg: str):
    err = _error(f"rmmissing(dmatrix, {arg})")
    assert (err.identifier, err.message) == ("MATLAB:rmmissing:DimensionInvalid", "Dimension must be 1 or 2.")


def test_rmmissing_text_dimension_is_still_a_name_value_pair():
    s = _session()
    s.run("r = rmmissing([1 NaN; NaN NaN; 3 4], 'MinNumMissing', 2); q = rmmissing([1 NaN; 3 4], true);")
    assert s.workspace["r"].shape == (2, 2) and s.workspace["q"].shape == (1, 2)


def test_categorical_of_infinities_names_them_as_num2str():
    s = _session()
    s.run("c = categorical([1 Inf -Inf NaN]); k = categories(c); n = nnz(isundefined(c)); "
          "d = categorical(dmatrix, dinf); m = nnz(isundefined(d)); kd = categories(d);")
    s.run("t = strjoin(k', '|'); td = strjoin(kd', '|');")
    assert s.workspace["t"] == "-Inf|1|Inf"
    assert s.workspace["td"] == "Inf"
    assert (s.workspace["n"], s.workspace["m"]) == (1.0, 4.0)


def test_findgroups_and_groupcounts_of_complex_sort_by_magnitude_then_angle():
    s = _session()
    s.run("g = findgroups([1+2i 3 1+2i -1i]); [c, v] = groupcounts([1+2i; 3; 1+2i; -1i]); "
          "h = findgroups([-1 1i 1 -1i]);")
    np.testing.assert_array_equal(s.workspace["g"], [[2, 3, 2, 1]])
    np.testing.assert_array_equal(s.workspace["c"], [[1], [2], [1]])
    np.testing.assert_array_equal(s.workspace["v"], [[-1j], [1 + 2j], [3]])
    # equal magnitudes: by angle in (-pi, pi]: -1i (-pi/2), 1 (0), 1i (pi/2), -1 (pi)
    np.testing.assert_array_equal(s.workspace["h"], [[4, 3, 2, 1]])


@pytest.mark.parametrize("code, ident", [
    ("mustBeInRange(dmatrix, dempty, dscalar)", "MATLAB:validatorUsage:invalidLowerBound"),
    ("mustBeInRange(dmatrix, [0 1], dscalar)", "MATLAB:validatorUsage:invalidLowerBound"),
    ("mustBeInRange(dmatrix, 'a', dscalar)", "MATLAB:validatorUsage:invalidLowerBound"),
    ("mustBeInRange(dmatrix, 1i, dscalar)", "MATLAB:validatorUsage:invalidLowerBound"),
    ("mustBeInRange(dmatrix, 0, dempty)", "MATLAB:validatorUsage:invalidUpperBound"),
    ("mustBeInRange(dmatrix, 0, cellv)", "MATLAB:validatorUsage:invalidUpperBound"),
    ("mustBeInRange([1 2i], 0, 5)", "MATLAB:validators:mustBeReal"),
])
def test_mustBeInRange_bounds_are_real_numeric_scalars(code: str, ident: str):
    err = _error(code)
    assert err.identifier == ident
    if "Bound" in ident:
        which = "Lower" if "Lower" in ident else "Upper"
        assert err.message == (f"{which} bound input to function 'mustBeInRange' must be a real numeric "
                               "or logical scalar.")


def test_mustBeInRange_with_logical_bounds_passes():
    _session().run("mustBeInRange([0 1], false, true);")
