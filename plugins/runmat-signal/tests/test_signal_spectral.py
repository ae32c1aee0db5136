"""pwelch: MATLAB's defaults, scaling by definition, white noise integrating to its variance."""

from __future__ import annotations

import math

import numpy as np
import pytest
from signal_helpers import call, col, row

from runmat_builtins import MException


def welch_by_definition(x, L, overlap, nfft, fs):
    w = 0.54 - 0.46 * np.cos(2 * np.pi * np.arange(L) / (L - 1))
    step = L - overlap
    k = (len(x) - overlap) // step
    acc = np.zeros(nfft)
    for i in range(k):
        seg = x[i * step:i * step + L] * w
        acc += np.abs(np.fft.fft(seg, nfft)) ** 2
    p = acc / k / (fs * np.sum(w ** 2))
    half = nfft // 2 + 1
    one = p[:half].copy()
    one[1:half - 1 if nfft % 2 == 0 else half] *= 2
    return one


def test_defaults_match_the_definition():
    rng = np.random.default_rng(7)
    x = rng.standard_normal(1000)
    pxx, w = call("pwelch", x.reshape(-1, 1), nargout=2)
    L = int(1000 / 4.5)  # 222: eight segments with 50% overlap
    nfft = max(256, 2 ** math.ceil(math.log2(L)))
    assert pxx.shape == (nfft // 2 + 1, 1) and w.shape == pxx.shape
    np.testing.assert_allclose(w.ravel(), 2 * np.pi * np.arange(nfft // 2 + 1) / nfft)
    assert w[-1, 0] == pytest.approx(np.pi)
    np.testing.assert_allclose(pxx.ravel(), welch_by_definition(x, L, L // 2, nfft, 2 * np.pi), rtol=1e-10)


def test_row_input_gives_columns():
    pxx, w = call("pwelch", row(*np.sin(np.arange(100.0))), nargout=2)
    assert pxx.shape[1] == 1 and w.shape[1] == 1


def test_white_noise_integrates_to_its_variance():
    rng = np.random.default_rng(3)
    x = 2.0 * rng.standard_normal(2 ** 16)
    pxx, f = call("pwelch", x.reshape(-1, 1), np.empty((0, 0)), np.empty((0, 0)), np.empty((0, 0)), 1000.0,
                  nargout=2)
    df = f[1, 0] - f[0, 0]
    assert f[-1, 0] == pytest.approx(500.0)
    assert np.sum(pxx) * df == pytest.approx(np.var(x), rel=0.03)


def test_sinusoid_peak_at_its_frequency():
    fs, f0 = 1000.0, 125.0
    t = np.arange(4096) / fs
    pxx, f = call("pwelch", col(*np.sin(2 * np.pi * f0 * t)), 256.0, 128.0, 512.0, fs, nargout=2)
    assert f[np.argmax(pxx), 0] == pytest.approx(f0)


def test_explicit_parameters_and_matrix_input():
    rng = np.random.default_rng(5)
    x = rng.standard_normal((300, 2))
    pxx, f = call("pwelch", x, 64.0, 16.0, 128.0, 1.0, nargout=2)
    assert pxx.shape == (65, 2)
    for j in range(2):
        np.testing.assert_allclose(pxx[:, j], welch_by_definition(x[:, j], 64, 16, 128, 1.0), rtol=1e-10)


def test_complex_input_is_two_sided():
    t = np.arange(512)
    x = np.exp(2j * np.pi * 0.25 * t).reshape(-1, 1)
    pxx, w = call("pwelch", x, 64.0, 32.0, 64.0, nargout=2)
    assert pxx.shape == (64, 1) and w[-1, 0] < 2 * np.pi
    assert w[np.argmax(pxx), 0] == pytest.approx(np.pi / 2)


@pytest.mark.parametrize("args, ident", [
    ((np.ones((10, 1)), 20.0), "RunMat:pwelch:invalidWindow"),
    ((np.ones((100, 1)), 10.0, 10.0), "RunMat:pwelch:invalidOverlap"),
    ((np.ones((4, 1)),), "RunMat:pwelch:signalTooShort"),
    ((np.ones((100, 1)), 10.0, 5.0, 16.0, -1.0), "RunMat:pwelch:invalidInput")])
def test_errors(args, ident):
    with pytest.raises(MException) as ei:
        call("pwelch", *args, nargout=2)
    assert ei.value.identifier == ident


def test_from_matlab_code_with_a_periodic_hann(run_m):
    out = run_m("x = sin(0.3 * (1:512)');\n[p, f] = pwelch(x, hann(128, 'periodic'), 64, 128, 1);\n"
                "disp(size(p))")
    assert out == "   65    1\n"
