"""Spectral estimation: pwelch (Welch's averaged, modified periodogram)."""

from __future__ import annotations

import math
from typing import Any

import numpy as np
from runmat_signal._args import sps

from runmat_builtins import MException, runtime_builtin
from runmat_builtins.spec import ErrorSpec, Example
from runmat_signal._args import MISSING, arity, numeric_array, positive_int, real_array, scalar


def _given(v: Any) -> bool:
    return v is not MISSING and np.size(v) > 0


def _window(window: Any, length: int) -> np.ndarray:
    if not _given(window):  # MATLAB: 8 segments with 50% overlap
        L = int(length / 4.5)
        if L < 1:
            raise MException("RunMat:pwelch:signalTooShort", "The signal is too short for 8 segments.")
        return sps.windows.hamming(L, sym=True)
    w = real_array("pwelch", "WINDOW", window)
    if w.size == 1:
        return sps.windows.hamming(positive_int("pwelch", "The window length", window), sym=True)
    if min(w.shape) != 1:
        raise MException("RunMat:pwelch:invalidWindow", "WINDOW must be a vector or a length.")
    return w.ravel()


def welch_parameters(length: int, window: Any, noverlap: Any, nfft: Any) -> tuple[np.ndarray, int, int]:
    """(window vector, overlap, nfft) with MATLAB's defaults."""
    win = _window(window, length)
    L = win.size
    if L > length:
        raise MException("RunMat:pwelch:invalidWindow",
                         "The length of the segments cannot be greater than the length of the input signal.")
    ov = int(0.5 * L) if not _given(noverlap) else positive_int("pwelch", "NOVERLAP", noverlap, allow_zero=True)
    if ov >= L:
        raise MException("RunMat:pwelch:invalidOverlap", "NOVERLAP must be smaller than the window length.")
    n = max(256, 2 ** math.ceil(math.log2(L))) if not _given(nfft) else positive_int("pwelch", "NFFT", nfft)
    return win, ov, n


@runtime_builtin(
    name="pwelch", category="signal/spectral",
    summary="Power spectral density estimate by Welch's overlapped segment averaging.",
    description=("Splits X into segments, windows each, and averages their periodograms. Defaults follow "
                 "MATLAB: a symmetric Hamming window long enough for 8 segments (fix(L/4.5) samples), 50% "
                 "overlap, NFFT = max(256, 2^nextpow2(window length)); [] selects a default. Real X gives a "
                 "one-sided PSD on [0, pi] rad/sample (or [0, FS/2] Hz when FS is given), complex X a "
                 "two-sided one on [0, 2*pi). PXX is in power per rad/sample (or per Hz), so "
                 "sum(PXX)*(F(2)-F(1)) approximates the signal power. Outputs are columns; a matrix gives "
                 "one PSD column per input column."),
    keywords=["psd", "power spectrum", "welch", "periodogram", "spectral density"],
    related=["hamming", "hann"],
    signatures=["[PXX, W] = pwelch(X)", "[PXX, W] = pwelch(X, WINDOW)", "[PXX, W] = pwelch(X, WINDOW, NOVERLAP)",
                "[PXX, W] = pwelch(X, WINDOW, NOVERLAP, NFFT)",
                "[PXX, F] = pwelch(X, WINDOW, NOVERLAP, NFFT, FS)"],
    errors=[ErrorSpec(identifier="RunMat:pwelch:invalidWindow", when="the window is longer than X or not a vector"),
            ErrorSpec(identifier="RunMat:pwelch:invalidOverlap", when="NOVERLAP is not smaller than the window"),
            ErrorSpec(identifier="RunMat:pwelch:signalTooShort", when="X has fewer than 5 samples (default window)"),
            ErrorSpec(identifier="RunMat:pwelch:invalidInput", when="an input is not numeric or FS is not positive")],
    examples=[Example(code="[pxx, f] = pwelch(ones(1, 16), ones(4, 1), 0, 4, 4);\ndisp([f pxx])",
                      output="     0     1\n     1     0\n     2     0\n",
                      description="a constant has all its power at 0 Hz"),
              Example(code="[pxx, w] = pwelch(randn(1000, 1));\nsize(pxx)",
                      output="ans =\n\n   129     1\n\n",
                      description="default: 8 segments of 222 samples, NFFT 256, one-sided")],
    accel={"kind": "host-only"},
)
def pwelch(x: Any = MISSING, window: Any = MISSING, noverlap: Any = MISSING, nfft: Any = MISSING,
           fs: Any = MISSING, *rest: Any, nargout: int = 1) -> Any:
    arity(rest, x)
    data = numeric_array("pwelch", "Input X", x)
    if min(data.shape) == 1:
        data = data.reshape(-1, 1)
    length = data.shape[0]
    win, ov, n = welch_parameters(length, window, noverlap, nfft)
    rate = 2 * np.pi if not _given(fs) else scalar("pwelch", "FS", fs)
    if rate <= 0:
        raise MException("RunMat:pwelch:invalidInput", "FS must be positive.")
    onesided = not np.iscomplexobj(data)
    cols = []
    for j in range(data.shape[1]):
        _, p = sps.welch(data[:, j], fs=rate, window=win, nperseg=win.size, noverlap=ov, nfft=n,
                         detrend=False, return_onesided=onesided, scaling="density")
        cols.append(np.real(p))
    pxx = np.stack(cols, axis=1)
    freqs = (np.arange(pxx.shape[0]) * rate / n).reshape(-1, 1)
    return pxx, freqs
