"""fzero, fminsearch, fminbnd: outputs, options, failure flags and errors.
Expected values from Octave 7.3, or from MATLAB's documentation where the two differ."""

from __future__ import annotations

import numpy as np
import pytest

from runmat_builtins.errors import MException
from tests.builtins.support import vm_output, vm_session


def test_fzero_errors_and_failure_flag():
    with pytest.raises(MException) as ei:
        vm_session("x = fzero(@(x) x.^2 + 1, [0 1]);")
    assert ei.value.identifier == "MATLAB:fzero:ValuesAtEndPtsSameSign"
    s = vm_session("[x, fv, ef] = fzero(@(x) x.^2 + 1, 0);")
    assert np.isnan(s.workspace["x"]) and s.workspace["ef"] == -6


def test_fzero_with_optimset_and_named_function():
    s = vm_session("o = optimset('TolX', 1e-3); x = fzero('sin', [3 4], o);")
    assert abs(s.workspace["x"] - np.pi) < 1e-3


def test_fminsearch_rosenbrock_matches_matlab_doc():  # MATLAB doc: fval 8.1777e-10, 85 its, 159 evals
    s = vm_session("[x, fval, ef, out] = fminsearch(@(x) 100*(x(2)-x(1)^2)^2 + (1-x(1))^2, [-1.2 1]);"
           "it = out.iterations; fc = out.funcCount;")
    w = s.workspace
    assert np.allclose(w["x"], [[1, 1]], atol=1e-4)
    assert abs(w["fval"] - 8.1777e-10) < 1e-13 and w["it"] == 85 and w["fc"] == 159 and w["ef"] == 1


def test_fminbnd_bound_error():
    with pytest.raises(MException) as ei:
        vm_session("x = fminbnd(@sin, 2, 1);")
    assert ei.value.identifier == "MATLAB:fminbnd:LowerBoundGreaterThanUpperBound"


def test_optimset_and_odeset_skip_empty_option_arguments():
    # MATLAB's optimset/odeset skip an options argument that isempty: [] or an empty struct
    # (struct([]), struct('a', {})) adds nothing, the fields stay [] and the pairs after it apply
    out = vm_output("a = optimset(struct('a', {})); b = optimset(struct([]));\n"
                    "fprintf('%d %d %d %d\\n', isfield(a, 'TolX'), isfield(a, 'a'), isempty(a.TolX), isequal(a, b));\n"
                    "c = optimset([], 'TolX', 1e-3); d = odeset(struct('a', {}), 'RelTol', 1e-2);\n"
                    "e = optimset(optimset('TolX', 2), struct([]), 'MaxIter', 3);\n"
                    "fprintf('%g %g %g %g\\n', c.TolX, d.RelTol, e.TolX, e.MaxIter);")
    assert out == "1 0 1 1\n0.001 0.01 2 3\n"
