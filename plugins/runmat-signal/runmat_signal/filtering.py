"""Filter design and zero-phase filtering: butter, filtfilt (scipy.signal on the host)."""

from __future__ import annotations

from typing import Any

import numpy as np
from runmat_signal._args import sps

from runmat_builtins import MException, runtime_builtin
from runmat_builtins.spec import ErrorSpec, Example
from runmat_signal._args import MISSING, arity, by_columns, is_text, numeric_array, positive_int, real_array, text

FTYPES = {"low": "lowpass", "high": "highpass", "bandpass": "bandpass", "stop": "bandstop"}


def _design(n: Any, Wn: Any, ftype: Any, analog: bool) -> tuple[int, np.ndarray, str]:
    order = positive_int("butter", "Filter order N", n)
    w = real_array("butter", "Cutoff frequency Wn", Wn).ravel()
    if w.size not in (1, 2):
        raise MException("RunMat:butter:invalidCutoff", "Wn must be a scalar or a two-element vector.")
    if (analog and np.any(w <= 0)) or (not analog and np.any((w <= 0) | (w >= 1))):
        raise MException("RunMat:butter:invalidRange",
                         "The cutoff frequencies must be within the interval of (0,1)." if not analog
                         else "The cutoff frequencies must be positive.")
    if w.size == 2 and not w[0] < w[1]:
        raise MException("RunMat:butter:invalidCutoff", "Wn = [W1 W2] needs W1 < W2.")
    if ftype is MISSING:
        btype = "lowpass" if w.size == 1 else "bandpass"
    else:
        key = text(ftype).lower() if is_text(ftype) else ""
        if key not in FTYPES:
            raise MException("RunMat:butter:invalidType",
                             "Filter type must be 'low', 'high', 'bandpass' or 'stop'.")
        btype = FTYPES[key]
        if (btype in ("lowpass", "highpass")) != (w.size == 1):
            raise MException("RunMat:butter:invalidCutoff",
                             f"'{key}' needs a {'scalar' if w.size == 2 else 'two-element'} Wn.")
    return order, (w[0] if w.size == 1 else w), btype


@runtime_builtin(
    name="butter", category="signal/filtering",
    summary="Butterworth filter design: transfer function, zero-pole-gain or state-space form.",
    description=("Designs an order-N digital Butterworth filter with normalized cutoff Wn in (0,1), where 1 "
                 "is the Nyquist frequency (MATLAB's convention), by the bilinear transform with "
                 "prewarping. A two-element Wn gives a bandpass (or 'stop') filter of order 2N. With 's' "
                 "the filter is analog and Wn is in rad/s. Two outputs give coefficient rows [b, a]; three "
                 "give zeros, poles (columns) and gain; four the state-space matrices A, B, C, D."),
    keywords=["filter design", "iir", "lowpass", "highpass", "bandpass", "bandstop"],
    related=["filtfilt", "filter"],
    signatures=["[B, A] = butter(N, WN)", "[B, A] = butter(N, WN, FTYPE)", "[B, A] = butter(N, WN, 's')",
                "[B, A] = butter(N, WN, FTYPE, 's')", "[Z, P, K] = butter(N, WN, FTYPE)",
                "[A, B, C, D] = butter(N, WN, FTYPE)"],
    errors=[ErrorSpec(identifier="RunMat:butter:invalidRange", when="a digital cutoff is outside (0,1)"),
            ErrorSpec(identifier="RunMat:butter:invalidCutoff", when="Wn has the wrong number of elements"),
            ErrorSpec(identifier="RunMat:butter:invalidType", when="FTYPE is not low, high, bandpass or stop"),
            ErrorSpec(identifier="RunMat:butter:invalidInput", when="N is not a positive integer")],
    examples=[Example(code="[b, a] = butter(2, 0.5);\nfprintf('%.4f ', b); fprintf('\\n'); fprintf('%.4f ', a); fprintf('\\n')",
                      output="0.2929 0.5858 0.2929 \n1.0000 -0.0000 0.1716 \n",
                      description="second-order lowpass at half the Nyquist frequency (MATLAB's documented values)"),
              Example(code="[b, a] = butter(1, 0.5, 'high');\nb",
                      output="b =\n\n    0.5000   -0.5000\n\n")],
    accel={"kind": "host-only"},
)
def butter(n: Any = MISSING, Wn: Any = MISSING, ftype: Any = MISSING, sflag: Any = MISSING, *rest: Any,
           nargout: int = 1) -> Any:
    arity(rest, n, Wn)
    analog = False
    if sflag is not MISSING:
        if not (is_text(sflag) and text(sflag).lower() == "s"):
            raise MException("RunMat:butter:invalidType", "The fourth input must be 's' (analog design).")
        analog = True
    elif is_text(ftype) and text(ftype).lower() == "s":
        ftype, analog = MISSING, True
    order, w, btype = _design(n, Wn, ftype, analog)
    if nargout == 3:
        z, p, k = sps.butter(order, w, btype, analog=analog, output="zpk")
        return _col(z), _col(p), float(k)
    if nargout >= 4:
        A, B, C, D = sps.zpk2ss(*sps.butter(order, w, btype, analog=analog, output="zpk"))
        return np.atleast_2d(A), np.atleast_2d(B), np.atleast_2d(C), np.atleast_2d(D)
    b, a = sps.butter(order, w, btype, analog=analog, output="ba")
    b = np.concatenate([np.zeros(a.size - b.size), b])  # analog: MATLAB pads b to the length of a
    return np.atleast_2d(b), np.atleast_2d(a)


def _col(v: np.ndarray) -> np.ndarray:
    v = np.asarray(v)
    return v.reshape(-1, 1) if v.size else np.zeros((0, 1))


def _coeffs(what: str, v: Any) -> np.ndarray:
    c = numeric_array("filtfilt", f"Coefficient vector {what}", v)
    if min(c.shape) > 1 or c.size == 0:
        raise MException("RunMat:filtfilt:invalidCoefficients", f"{what} must be a nonempty vector.")
    return c.ravel()


@runtime_builtin(
    name="filtfilt", category="signal/filtering",
    summary="Zero-phase digital filtering: filter forward, then backward.",
    description=("Filters X with the transfer function b/a forward and backward, so the result has zero "
                 "phase distortion and the squared magnitude response. Like MATLAB, the ends are extended "
                 "by odd reflection of 3*(max(length(b), length(a)) - 1) samples and the filter starts from "
                 "steady-state initial conditions. Vectors keep their orientation; a matrix is filtered "
                 "column by column. X must be longer than 3*(max(length(b), length(a)) - 1)."),
    keywords=["zero-phase", "filter", "forward-backward", "smoothing"],
    related=["butter", "filter"],
    signatures=["Y = filtfilt(B, A, X)"],
    errors=[ErrorSpec(identifier="RunMat:filtfilt:dataTooShort", when="X has 3*(order) samples or fewer"),
            ErrorSpec(identifier="RunMat:filtfilt:invalidCoefficients", when="b or a is empty or a matrix, or a(1) is 0"),
            ErrorSpec(identifier="RunMat:filtfilt:invalidInput", when="an input is not numeric")],
    examples=[Example(code="y = filtfilt(1, [1 -0.5], [1 1 1 1 1])",
                      output="y =\n\n     4     4     4     4     4\n\n",
                      description="a constant passes with the filter's DC gain squared, 2^2"),
              Example(code="y = filtfilt([0.5 0.5], 1, [0; 2; 0; 2; 0; 2; 0])",
                      output="y =\n\n     0\n     1\n     1\n     1\n     1\n     1\n     0\n\n",
                      description="a two-tap average run both ways smooths an alternation to its mean")],
    accel={"kind": "host-only"},
)
def filtfilt(b: Any = MISSING, a: Any = MISSING, x: Any = MISSING, *rest: Any) -> Any:
    arity(rest, b, a, x)
    bb, aa = _coeffs("b", b), _coeffs("a", a)
    if aa[0] == 0:
        raise MException("RunMat:filtfilt:invalidCoefficients", "The first coefficient of a must not be 0.")
    data = numeric_array("filtfilt", "Input X", x)
    if data.size == 0:
        return data
    if max(bb.size, aa.size) == 1:  # order 0: a gain, applied forward and backward
        return data * (bb[0] / aa[0]) ** 2
    pad = 3 * (max(bb.size, aa.size) - 1)
    length = data.shape[1] if data.shape[0] == 1 else data.shape[0]
    if length <= pad:
        raise MException("RunMat:filtfilt:dataTooShort",
                         f"Data must have length more than 3 times filter order ({pad}).")
    return by_columns(data, lambda v: sps.filtfilt(bb, aa, v, padtype="odd", padlen=pad))
