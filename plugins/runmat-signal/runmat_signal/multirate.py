"""Sample-rate conversion: resample (polyphase, Kaiser-windowed FIR)."""

from __future__ import annotations

import math
from typing import Any

from runmat_signal._args import sps

from runmat_builtins import runtime_builtin
from runmat_builtins.spec import ErrorSpec, Example
from runmat_signal._args import MISSING, arity, by_columns, numeric_array, positive_int, scalar


@runtime_builtin(
    name="resample", category="signal/multirate",
    summary="Resample by the rational factor P/Q with a polyphase anti-aliasing FIR filter.",
    description=("Y has ceil(length(X)*P/Q) samples; the filter's delay is compensated. The lowpass FIR "
                 "has 2*N*max(P,Q)+1 taps (N = 10 by default), cutoff 1/max(P,Q), and a Kaiser window "
                 "with BETA = 5 by default, like MATLAB's. Difference: MATLAB designs the filter by least "
                 "squares (firls) and this plugin by windowing the ideal sinc (scipy.signal.firwin via "
                 "resample_poly), so results agree closely in the passband but not to the last digit. "
                 "Vectors keep their orientation; a matrix is resampled column by column."),
    keywords=["sample rate", "upsample", "downsample", "polyphase", "interpolate", "decimate"],
    related=["filtfilt", "butter"],
    signatures=["Y = resample(X, P, Q)", "Y = resample(X, P, Q, N)", "Y = resample(X, P, Q, N, BETA)"],
    errors=[ErrorSpec(identifier="RunMat:resample:invalidInput",
                      when="P, Q or N is not a positive integer, or X is not numeric")],
    examples=[Example(code="y = resample([1 1 1 1 1 1 1 1], 1, 2);\nsize(y)",
                      output="ans =\n\n     1     4\n\n", description="halve the rate: 8 samples become 4"),
              Example(code="y = resample((1:4)', 3, 1);\nsize(y)",
                      output="ans =\n\n    12     1\n\n")],
    accel={"kind": "host-only"},
)
def resample(x: Any = MISSING, p: Any = MISSING, q: Any = MISSING, n: Any = MISSING, beta: Any = MISSING,
             *rest: Any) -> Any:
    arity(rest, x, p, q)
    data = numeric_array("resample", "Input X", x)
    up, down = positive_int("resample", "P", p), positive_int("resample", "Q", q)
    half = 10 if n is MISSING else positive_int("resample", "N", n)
    b = 5.0 if beta is MISSING else scalar("resample", "BETA", beta)
    g = math.gcd(up, down)
    up, down = up // g, down // g
    if up == down:
        return data.copy()
    fastest = max(up, down)
    h = sps.firwin(2 * half * fastest + 1, 1.0 / fastest, window=("kaiser", b))
    if data.size == 0:
        return data
    return by_columns(data, lambda v: sps.resample_poly(v, up, down, window=h))
