"""butter and filtfilt against MATLAB's documented coefficients and the filtfilt definition."""

from __future__ import annotations

import numpy as np
import pytest
from signal_helpers import call, col, row
from scipy import signal as sps

from runmat_builtins import MException
from runmat_builtins.values import char_row


def test_butter_2_half_nyquist_matches_matlab_docs():
    b, a = call("butter", 2.0, 0.5, nargout=2)
    s2 = np.sqrt(2)
    np.testing.assert_allclose(b, row(1, 2, 1) / (2 + s2), atol=1e-14)  # 0.2929 0.5858 0.2929
    np.testing.assert_allclose(a, row(1, 0, (2 - s2) / (2 + s2)), atol=1e-14)  # 1 0 0.1716


@pytest.mark.parametrize("n, wn", [(1, 0.2), (4, 0.3), (6, 0.6)])
def test_lowpass_is_3db_down_at_the_cutoff_and_unity_at_dc(n, wn):
    b, a = call("butter", float(n), wn, nargout=2)
    _, h = sps.freqz(b.ravel(), a.ravel(), worN=[0.0, np.pi * wn])
    np.testing.assert_allclose(np.abs(h), [1.0, 1 / np.sqrt(2)], rtol=1e-9)


def test_high_bandpass_stop_orders_and_gains():
    b, a = call("butter", 3.0, 0.4, char_row("high"), nargout=2)
    _, h = sps.freqz(b.ravel(), a.ravel(), worN=[0.0, np.pi])
    np.testing.assert_allclose(np.abs(h), [0.0, 1.0], atol=1e-9)
    b, a = call("butter", 2.0, row(0.2, 0.5), nargout=2)  # bandpass by default, order 2N
    assert b.shape == (1, 5) and a.shape == (1, 5)
    _, h = sps.freqz(b.ravel(), a.ravel(), worN=[0.0, np.pi * np.sqrt(0.2 * 0.5) * 1.0, np.pi])
    assert abs(h[0]) < 1e-9 and abs(h[2]) < 1e-9
    b, a = call("butter", 2.0, row(0.2, 0.5), char_row("stop"), nargout=2)
    _, h = sps.freqz(b.ravel(), a.ravel(), worN=[0.0, np.pi])
    np.testing.assert_allclose(np.abs(h), [1.0, 1.0], rtol=1e-9)


def test_zpk_and_state_space_forms():
    z, p, k = call("butter", 3.0, 0.3, nargout=3)
    assert z.shape == (3, 1) and p.shape == (3, 1) and np.all(np.abs(p) < 1)
    np.testing.assert_allclose(z.real, -1.0, atol=1e-6)  # all zeros at Nyquist for a lowpass
    A, B, C, D = call("butter", 3.0, 0.3, nargout=4)
    assert A.shape == (3, 3) and B.shape == (3, 1) and C.shape == (1, 3) and D.shape == (1, 1)


def test_analog_design():
    b, a = call("butter", 2.0, 1.0, char_row("s"), nargout=2)
    np.testing.assert_allclose(a, row(1, np.sqrt(2), 1), atol=1e-12)  # s^2 + sqrt(2) s + 1
    np.testing.assert_allclose(b, row(0, 0, 1), atol=1e-12)


@pytest.mark.parametrize("args, ident", [
    ((2.0, 1.2), "RunMat:butter:invalidRange"), ((2.0, 0.0), "RunMat:butter:invalidRange"),
    ((2.0, 0.5, char_row("sideways")), "RunMat:butter:invalidType"),
    ((2.5, 0.5), "RunMat:butter:invalidInput"), ((2.0, row(0.5, 0.2)), "RunMat:butter:invalidCutoff"),
    ((2.0, 0.5, char_row("bandpass")), "RunMat:butter:invalidCutoff"), ((2.0,), "MATLAB:minrhs")])
def test_butter_errors(args, ident):
    with pytest.raises(MException) as ei:
        call("butter", *args, nargout=2)
    assert ei.value.identifier == ident


def filtfilt_by_definition(b, a, x):
    """MATLAB's filtfilt: odd extension by 3*(n-1) samples, steady-state initial conditions."""
    n = max(len(a), len(b))
    pad = 3 * (n - 1)
    ext = np.concatenate([2 * x[0] - x[pad:0:-1], x, 2 * x[-1] - x[-2:-pad - 2:-1]])
    zi = sps.lfilter_zi(b, a)
    y = sps.lfilter(b, a, ext, zi=zi * ext[0])[0]
    y = sps.lfilter(b, a, y[::-1], zi=zi * y[-1])[0][::-1]
    return y[pad:-pad]


def test_filtfilt_matches_its_definition():
    rng = np.random.default_rng(1)
    x = rng.standard_normal(200)
    b, a = sps.butter(4, 0.25)
    y = call("filtfilt", row(*b), row(*a), x.reshape(-1, 1))
    assert y.shape == (200, 1)
    np.testing.assert_allclose(y.ravel(), filtfilt_by_definition(b, a, x), rtol=1e-10, atol=1e-12)


def test_filtfilt_of_an_order_0_filter_is_the_gain_squared():
    # b/a a constant: each pass multiplies by b/a (filter(2, 4, x) is x/2), no padding needed
    np.testing.assert_allclose(call("filtfilt", 2.0, 4.0, row(1, 2, 3)), row(0.25, 0.5, 0.75))
    assert call("filtfilt", 0.54, 0.54, 4.0) == pytest.approx(4.0)
    np.testing.assert_allclose(call("filtfilt", row(3), row(1), col(1, -1)), col(9, -9))


def test_filtfilt_has_zero_phase():
    t = np.arange(400)
    x = np.sin(2 * np.pi * 0.02 * t)
    b, a = call("butter", 4.0, 0.2, nargout=2)
    y = call("filtfilt", b, a, row(*x))
    assert y.shape == (1, 400)
    np.testing.assert_allclose(y.ravel()[50:-50], x[50:-50], atol=1e-3)  # no delay, unit passband gain


def test_filtfilt_matrix_is_column_by_column():
    x = np.arange(60.0).reshape(20, 3) ** 1.5
    b, a = row(0.25, 0.5, 0.25), row(1.0, -0.2)
    y = call("filtfilt", b, a, x)
    for j in range(3):
        np.testing.assert_allclose(y[:, j], call("filtfilt", b, a, x[:, [j]]).ravel())


def test_filtfilt_constant_gets_the_squared_dc_gain():
    np.testing.assert_allclose(call("filtfilt", 1.0, row(1.0, -0.5), np.ones((1, 10))), 4.0 * np.ones((1, 10)))


@pytest.mark.parametrize("args, ident", [
    ((row(1, 1, 1, 1), 1.0, np.ones((1, 9))), "RunMat:filtfilt:dataTooShort"),
    ((1.0, row(0.0, 1.0), np.ones((1, 20))), "RunMat:filtfilt:invalidCoefficients"),
    ((np.ones((2, 2)), 1.0, np.ones((1, 20))), "RunMat:filtfilt:invalidCoefficients"),
    ((1.0, 1.0, char_row("abc")), "RunMat:filtfilt:invalidInput")])
def test_filtfilt_errors(args, ident):
    with pytest.raises(MException) as ei:
        call("filtfilt", *args)
    assert ei.value.identifier == ident


def test_from_matlab_code(run_m):
    out = run_m("[b, a] = butter(4, 0.2);\nx = ones(50, 1);\ny = filtfilt(b, a, x);\n"
                "disp(size(y)); fprintf('%d\\n', max(abs(y - 1)) < 1e-9)")
    assert out == "   50    1\n1\n"
