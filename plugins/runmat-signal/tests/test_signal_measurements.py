"""findpeaks on MATLAB's documented example and its edge rules; envelope by definition; resample."""

from __future__ import annotations

import math

import numpy as np
import pytest
from signal_helpers import call, col, row

from runmat_builtins import MException
from runmat_builtins.values import char_row

DATA = row(25, 8, 15, 5, 6, 10, 10, 3, 1, 20, 7)  # MATLAB's findpeaks documentation example


def peaks(data, *opts, nargout=2):
    args = []
    for o in opts:
        args.append(char_row(o) if isinstance(o, str) else o)
    return call("findpeaks", data, *args, nargout=nargout)


def test_documented_example():
    pks, locs = peaks(DATA)
    assert pks.tolist() == [[15, 10, 20]] and locs.tolist() == [[3, 6, 10]]


def test_min_peak_height_is_strict():
    pks, locs = peaks(DATA, "MinPeakHeight", 15.0)
    assert pks.tolist() == [[20]] and locs.tolist() == [[10]]
    pks, _ = peaks(DATA, "minpeakh", 14.0)  # case-insensitive, unique prefix
    assert pks.tolist() == [[15, 20]]


def test_min_peak_distance_keeps_the_tallest():
    assert peaks(DATA, "MinPeakDistance", 4.0)[1].tolist() == [[3, 10]]
    assert peaks(DATA, "MinPeakDistance", 3.0)[1].tolist() == [[3, 10]]  # within <= distance is dropped
    assert peaks(DATA, "MinPeakDistance", 2.0)[1].tolist() == [[3, 6, 10]]
    assert peaks(row(0, 5, 0, 5, 0), "MinPeakDistance", 1.0)[1].tolist() == [[2, 4]]
    assert peaks(row(0, 5, 0, 5, 0), "MinPeakDistance", 2.0)[1].tolist() == [[2]]  # tie: first wins


@pytest.mark.parametrize("data, locs", [
    (row(5, 1, 1, 5), []),            # end points are never peaks
    (row(1, 3, 3), []),               # a plateau that runs into the end is not a peak
    (row(1, 3, 3, 1), [2]),           # a flat top reports its first sample
    (row(1, 3, 3, 4, 1), [4]),        # a shoulder is not a peak
    (row(2, 2, 2), []),
    (row(1, 2), []),
    (row(0, 1, 0, 1, 0), [2, 4]),
])
def test_edges_and_plateaus(data, locs):
    assert peaks(data)[1].ravel().tolist() == locs


def test_orientation_and_locations():
    pks, locs = peaks(DATA.reshape(-1, 1))
    assert pks.shape == (3, 1) and locs.ravel().tolist() == [3, 6, 10]
    x = np.linspace(0.0, 1.0, 11).reshape(1, -1)
    assert peaks(DATA, x)[1].ravel().tolist() == pytest.approx([0.2, 0.5, 0.9])
    assert peaks(DATA, 10.0)[1].ravel().tolist() == pytest.approx([0.2, 0.5, 0.9])  # sample rate


def test_sort_and_npeaks():
    pks, locs = peaks(DATA, "SortStr", "descend", "NPeaks", 2.0)
    assert pks.tolist() == [[20, 15]] and locs.tolist() == [[10, 3]]


@pytest.mark.parametrize("args, ident", [((np.ones((3, 3)),), "RunMat:findpeaks:invalidInput"),
                                         ((DATA, char_row("Bogus"), 1.0), "RunMat:findpeaks:unknownOption"),
                                         ((DATA, char_row("MinPeakHeight")), "RunMat:findpeaks:invalidInput"),
                                         ((), "MATLAB:minrhs")])
def test_findpeaks_errors(args, ident):
    with pytest.raises(MException) as ei:
        call("findpeaks", *args)
    assert ei.value.identifier == ident


def test_findpeaks_in_matlab_code(run_m):
    out = run_m("data = [25 8 15 5 6 10 10 3 1 20 7];\n[~, locs] = findpeaks(data, 'MinPeakHeight', 12);\n"
                "disp(locs)")
    assert out == "    3   10\n"


def test_envelope_of_an_am_signal_is_its_amplitude():
    t = np.arange(2000) / 1000.0
    amp = 1.5 + 0.5 * np.sin(2 * np.pi * 2 * t)
    x = 3.0 + amp * np.cos(2 * np.pi * 100 * t)
    up, lo = call("envelope", row(*x), nargout=2)
    assert up.shape == (1, 2000)
    mean = x.mean()
    np.testing.assert_allclose((up - mean).ravel()[200:-200], amp[200:-200], atol=0.02)
    np.testing.assert_allclose(up + lo, 2 * mean * np.ones((1, 2000)), atol=1e-12)


def test_envelope_is_the_analytic_magnitude():
    rng = np.random.default_rng(2)
    x = rng.standard_normal((64, 1))
    c = x.ravel() - x.mean()
    spectrum = np.fft.fft(c)
    h = np.zeros(64)
    h[0] = h[32] = 1
    h[1:32] = 2
    analytic = np.fft.ifft(spectrum * h)  # the definition of the analytic signal
    np.testing.assert_allclose(call("envelope", x).ravel(), x.mean() + np.abs(analytic), rtol=1e-12)


def test_resample_lengths_and_orientation():
    assert call("resample", np.ones((1, 10)), 3.0, 2.0).shape == (1, 15)
    assert call("resample", np.ones((7, 1)), 1.0, 3.0).shape == (math.ceil(7 / 3), 1)
    assert call("resample", np.ones((10, 2)), 2.0, 1.0).shape == (20, 2)
    np.testing.assert_allclose(call("resample", col(*range(9)), 4.0, 4.0).ravel(), range(9), atol=1e-12)


def test_resample_reproduces_a_slow_sine_at_the_new_rate():
    n = np.arange(400)
    x = np.sin(2 * np.pi * n / 50)
    y = call("resample", col(*x), 3.0, 2.0).ravel()
    m = np.arange(y.size)
    expected = np.sin(2 * np.pi * (m * 2 / 3) / 50)
    np.testing.assert_allclose(y[60:-60], expected[60:-60], atol=2e-3)


def test_resample_errors():
    with pytest.raises(MException) as ei:
        call("resample", np.ones((1, 10)), 0.0, 2.0)
    assert ei.value.identifier == "RunMat:resample:invalidInput"
