"""Signal measurements: findpeaks (local maxima) and envelope (analytic envelope)."""

from __future__ import annotations

from typing import Any

import numpy as np
from runmat_signal._args import sps

from runmat_builtins import MException, runtime_builtin
from runmat_builtins.spec import ErrorSpec, Example
from runmat_signal._args import (MISSING, arity, by_columns, is_text, name_value, numeric_array,
                                 positive_int, real_array, scalar, text)

OPTIONS = {"MinPeakHeight": -np.inf, "MinPeakDistance": 0.0, "NPeaks": MISSING, "SortStr": "none"}


def local_maxima(y: np.ndarray) -> np.ndarray:
    """0-based indices of local maxima: larger than both neighbours; a flat top reports its first
    sample; the first and last samples are never peaks (MATLAB's rules)."""
    n = y.size
    out = []
    i = 1
    while i < n - 1:
        if y[i] > y[i - 1]:
            j = i
            while j + 1 < n and y[j + 1] == y[i]:
                j += 1
            if j + 1 < n and y[j + 1] < y[i]:
                out.append(i)
            i = j + 1
        else:
            i += 1
    return np.array(out, dtype=np.int64)


def separated(y: np.ndarray, x: np.ndarray, idx: np.ndarray, dist: float) -> np.ndarray:
    """Keep the tallest peaks first, dropping any peak within ``dist`` of a kept one."""
    if idx.size == 0 or dist <= 0:
        return idx
    order = np.argsort(-y[idx], kind="stable")
    locs = x[idx[order]]
    dead = np.zeros(order.size, dtype=bool)
    for i in range(order.size):
        if not dead[i]:
            dead |= (locs >= locs[i] - dist) & (locs <= locs[i] + dist)
            dead[i] = False
    return np.sort(idx[order[~dead]])


def _data_and_x(data: Any, args: tuple[Any, ...]) -> tuple[np.ndarray, np.ndarray, bool, tuple[Any, ...]]:
    y = real_array("findpeaks", "Input data", data)
    if min(y.shape) > 1 or y.ndim != 2:
        raise MException("RunMat:findpeaks:invalidInput", "Expected the input data to be a vector.")
    is_row = y.shape[0] == 1 and y.shape[1] != 1
    y = y.ravel()
    x = np.arange(1, y.size + 1, dtype=np.float64)
    if args and not is_text(args[0]):
        loc = real_array("findpeaks", "X (locations or sample rate)", args[0])
        if loc.size == 1:
            x = np.arange(y.size, dtype=np.float64) / scalar("findpeaks", "Fs", loc)
        elif loc.size == y.size:
            x = loc.ravel()
        else:
            raise MException("RunMat:findpeaks:invalidInput", "X must have as many elements as the data.")
        args = args[1:]
    return y, x, is_row, args


@runtime_builtin(
    name="findpeaks", category="signal/measurements",
    summary="Local maxima (peaks) of a vector and their locations.",
    description=("A peak is a sample larger than both neighbours; on a flat top the first sample is "
                 "reported, and the end points are never peaks. LOCS are 1-based indices, or values of X "
                 "(or times for a sample rate FS). Options: 'MinPeakHeight' keeps peaks higher than the "
                 "value; 'MinPeakDistance' keeps the tallest peaks and drops any within that distance of "
                 "a taller kept one; 'SortStr' ('none', 'ascend', 'descend') orders them; 'NPeaks' keeps "
                 "at most that many. Outputs have the orientation of the data."),
    keywords=["peaks", "local maxima", "peak detection", "extrema"],
    related=["envelope", "max"],
    signatures=["PKS = findpeaks(DATA)", "[PKS, LOCS] = findpeaks(DATA)", "[PKS, LOCS] = findpeaks(DATA, X)",
                "[PKS, LOCS] = findpeaks(DATA, ...)"],
    errors=[ErrorSpec(identifier="RunMat:findpeaks:invalidInput", when="the data is not a real vector"),
            ErrorSpec(identifier="RunMat:findpeaks:unknownOption", when="an option name is not recognized")],
    examples=[Example(code="data = [25 8 15 5 6 10 10 3 1 20 7];\n[pks, locs] = findpeaks(data)",
                      output="pks =\n\n    15    10    20\n\nlocs =\n\n     3     6    10\n\n",
                      description="MATLAB's documented example: the flat top 10 10 reports its first sample"),
              Example(code="data = [25 8 15 5 6 10 10 3 1 20 7];\n"
                           "[pks, locs] = findpeaks(data, 'MinPeakDistance', 4)",
                      output="pks =\n\n    15    20\n\nlocs =\n\n     3    10\n\n"),
              Example(code="pks = findpeaks([0 3 0 1 0 5 0], 'MinPeakHeight', 2)",
                      output="pks =\n\n     3     5\n\n")],
    accel={"kind": "host-only"},
)
def findpeaks(data: Any = MISSING, *args: Any, nargout: int = 1) -> Any:
    arity((), data)
    y, x, is_row, args = _data_and_x(data, args)
    opts = name_value("findpeaks", args, OPTIONS)
    idx = local_maxima(y)
    idx = idx[y[idx] > scalar("findpeaks", "MinPeakHeight", opts["MinPeakHeight"])]
    idx = separated(y, x, idx, scalar("findpeaks", "MinPeakDistance", opts["MinPeakDistance"]))
    order = text(opts["SortStr"]).lower() if is_text(opts["SortStr"]) else ""
    if order not in ("none", "ascend", "descend"):
        raise MException("RunMat:findpeaks:invalidInput", "SortStr must be 'none', 'ascend' or 'descend'.")
    if order != "none":
        keys = y[idx] if order == "ascend" else -y[idx]
        idx = idx[np.argsort(keys, kind="stable")]
    if opts["NPeaks"] is not MISSING:
        idx = idx[:positive_int("findpeaks", "NPeaks", opts["NPeaks"], allow_zero=True)]
    shape = (1, -1) if is_row else (-1, 1)
    pks, locs = y[idx].reshape(shape), x[idx].reshape(shape)
    return (pks, locs) if nargout >= 2 else pks


@runtime_builtin(
    name="envelope", category="signal/measurements",
    summary="Upper and lower envelopes from the magnitude of the analytic signal.",
    description=("Removes the mean of X, takes the magnitude of its analytic signal (the Hilbert "
                 "transform via the FFT) and adds the mean back: UP = mean + |hilbert(X - mean)|, "
                 "LO = mean - |hilbert(X - mean)|. Vectors keep their orientation; a matrix is treated "
                 "column by column. Only the default (analytic, full-length) method is provided."),
    keywords=["envelope", "hilbert", "analytic signal", "amplitude", "demodulation"],
    related=["findpeaks"],
    signatures=["UP = envelope(X)", "[UP, LO] = envelope(X)"],
    errors=[ErrorSpec(identifier="RunMat:envelope:invalidInput", when="X is not real numeric")],
    examples=[Example(code="[up, lo] = envelope([1 -1 1 -1])",
                      output="up =\n\n     1     1     1     1\n\nlo =\n\n    -1    -1    -1    -1\n\n",
                      description="the envelope of a Nyquist-rate alternation is constant")],
    accel={"kind": "host-only"},
)
def envelope(x: Any = MISSING, *rest: Any, nargout: int = 1) -> Any:
    arity(rest, x)
    data = real_array("envelope", "Input X", x)
    if data.size == 0:
        return (data, data) if nargout >= 2 else data

    def magnitude(v: np.ndarray) -> np.ndarray:
        return np.abs(sps.hilbert(v - v.mean()))

    amp = by_columns(data, magnitude)
    mean = data.mean(axis=1 if data.shape[0] == 1 else 0, keepdims=True)
    up, lo = mean + amp, mean - amp
    return (up, lo) if nargout >= 2 else up
