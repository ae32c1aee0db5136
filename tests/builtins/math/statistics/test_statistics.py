"""cov, corrcoef, quantile, moving statistics, normalize, zscore, bounds, hist.
Expected values from Octave 7.3, or from MATLAB's documentation where the two differ."""

from __future__ import annotations

import numpy as np
import pytest

import runmat_builtins
from runmat_builtins.errors import MException
from runmat_builtins.values import char_row
from tests.builtins.support import call, ident, row

# MATLAB-specific forms


def test_cov_two_vectors_is_2x2():  # MATLAB: cov(A,B) = cov([A(:) B(:)])
    c = call("cov", row(1, 2, 3), row(1, 3, 2))
    assert np.allclose(c, [[1, 0.5], [0.5, 1]])


def test_corrcoef_pvalue():
    r, p = call("corrcoef", row(1, 2, 3, 4), row(2, 4, 5, 9), nargout=2)
    assert np.isclose(r[0, 1], 0.96476, atol=1e-5)
    assert np.isclose(p[0, 1], 0.035236, atol=1e-6) and p[0, 0] == 1


def test_quantile_column_result_shapes():
    q = call("quantile", np.array([[1.0], [2], [3], [4]]), row(0.25, 0.5))
    assert q.shape == (1, 2) and np.allclose(q, [[1.5, 2.5]])
    assert ident("quantile", row(1, 2), 1.5) == "MATLAB:quantile:BadProbs"


def test_movmax_includes_nan_by_default_and_omitnan():
    x = row(1, np.nan, 3, 4)
    assert np.allclose(call("movmax", x, 2.0), [[1, np.nan, np.nan, 4]], equal_nan=True)
    assert np.allclose(call("movmax", x, 2.0, char_row("omitnan")), [[1, 1, 3, 4]])
    assert np.allclose(call("movsum", x, 3.0, char_row("omitnan")), [[1, 4, 7, 7]])
    assert ident("movmean", x, 0.0) == "MATLAB:movmean:invalidWindowLength"


def test_normalize_methods():  # MATLAB docs
    assert np.allclose(call("normalize", row(1, 2, 3)), [[-1, 0, 1]])
    assert np.allclose(call("normalize", row(1, 2, 3, 5), char_row("range"), row(-1, 1)), [[-1, -0.5, 0, 1]])
    assert np.allclose(call("normalize", row(3, 4), char_row("norm"), np.inf), [[0.75, 1]])
    assert np.allclose(call("normalize", row(2, 4, 6), char_row("center"), char_row("median")), [[-2, 0, 2]])
    assert np.allclose(call("normalize", row(2, 4, 6), char_row("scale"), char_row("first")), [[1, 2, 3]])
    m = call("normalize", np.array([[1.0, 2], [3, 4]]), 2.0)
    assert np.allclose(m, [[-0.70710678, 0.70710678]] * 2)
    assert ident("normalize", row(1, 2), char_row("bogus")) == "MATLAB:normalize:UnknownMethod"


def test_zscore_outputs_and_rescale_options():
    z, mu, sd = call("zscore", row(2, 4, 6), nargout=3)
    assert np.allclose(z, [[-1, 0, 1]]) and mu == 4 and sd == 2
    r = call("rescale", row(0, 5, 10), 0.0, 1.0, char_row("InputMin"), 5.0, char_row("InputMax"), 10.0)
    assert np.allclose(r, [[0, 0, 1]])


def test_bounds_keeps_integer_class():
    s, l = call("bounds", np.array([[3, 1, 7]], np.int16), nargout=2)
    assert s.dtype == np.int16 and s[0, 0] == 1 and l[0, 0] == 7


def test_hist_without_outputs_is_an_error():
    with pytest.raises(MException) as ei:
        runmat_builtins.call_builtin("hist", row(1, 2, 3), nargout=0)
    assert ei.value.identifier == "RunMat:hist:plottingNotSupported"
