"""interp1's cubic methods on complex and Inf data (expected values from octave-cli 7.3)."""

from __future__ import annotations

import numpy as np

from tests.builtins.support import call, row

X = row(1, 2, 3, 4, 5)
XI = row(1.5, 2.5, 4.2, 4.8)


def _interp(y, method, x=X, xi=XI):
    return np.asarray(call("interp1", x, y, xi, np.array(list(method))[None, :]), dtype=complex).ravel()


def test_complex_y_interpolates_real_and_imaginary_parts():
    y = np.array([[1, 4, 9, 16 + 1j, 25]])
    np.testing.assert_allclose(_interp(y, "spline"), [2.25 + 0.125j, 6.25 - 0.125j, 17.64 + 1.088j, 23.04 + 0.552j])
    np.testing.assert_allclose(_interp(y, "pchip"), [2.28125, 6.239583333 + 0j, 17.624 + 0.96j, 23.036 + 0.36j],
                               rtol=1e-6)


def test_inf_y_spline_is_nan_and_pchip_loses_only_nearby_pieces():
    y = row(1, 4, 9, np.inf, 25)
    assert np.isnan(_interp(y, "spline")).all()
    got = _interp(row(1, 4, 9, np.inf, 25, 36, 49, 64), "pchip", x=row(*range(1, 9)),
                  xi=row(1.5, 2.5, 3.5, 4.5, 5.5, 6.5, 7.5)).real
    np.testing.assert_allclose(got, [2.28125, np.nan, np.nan, np.nan, 29.0104, 42.2485, 56.2411], rtol=1e-5)


def test_spline_and_pchip_builtins_with_an_inf():
    # octave-cli 7.3: spline(1:5, [1 2 Inf 4 5], [1.5 2.5 4.5]) is NaN NaN NaN; pchip's last piece stays finite
    y = row(1, 2, np.inf, 4, 5)
    xq = row(1.5, 2.5, 4.5)
    assert np.isnan(np.asarray(call("spline", X, y, xq))).all()
    np.testing.assert_allclose(np.asarray(call("pchip", X, y, xq)).ravel(), [np.nan, np.nan, 4.125])


def test_fillmissing_cubic_methods_with_complex_or_inf_data():
    got = np.asarray(call("fillmissing", row(1, np.nan, 3, 4 + 1j, 5, 6, dtype=complex),
                          np.array([list("pchip")]))).ravel()
    np.testing.assert_allclose(got.real, [1, 2, 3, 4, 5, 6])
    got = np.asarray(call("fillmissing", row(1, np.nan, 3, 4, 5, np.inf, 7, np.nan, 9),
                          np.array([list("pchip")]))).ravel()
    np.testing.assert_allclose(got, [1, 2, 3, 4, 5, np.inf, 7, 7.25, 9])
