"""Hand-written NumPy versions of the vectorized benchmark scripts.

Each function takes the workspace the script's setup made (the very same input arrays) and
returns what the script leaves in ``out``.  They are written as a NumPy user who knows the
library writes them when speed matters: the fastest expression that gives MATLAB's result
(in-place operations where a temporary can be reused, ``count_nonzero`` for ``nnz``, views
for ``A(:)``), with MATLAB's column-major order made explicit where it matters.
"""

from __future__ import annotations

from typing import Any

import numpy as np

ROUND_UP = 0.49999999999999994  # 0.5 - 2**-54: floor(|x| + ROUND_UP) rounds half away, exactly


def minstd(ws: dict[str, Any]) -> Any:
    a, m, s = ws["a"], ws["m"], ws["seed"]
    for _ in range(10):
        x = a * s  # exact: every product is an integer below 2**53
        q = x / m
        np.floor(q, out=q)
        q *= m
        s = np.subtract(x, q, out=q)
    return s


def chain(ws: dict[str, Any]) -> Any:
    x = ws["x"]
    return np.sqrt(np.exp(-x) * (1 + np.sin(x) ** 2)) / (1 + x)


def masks(ws: dict[str, Any]) -> Any:
    x = ws["x"]
    y = x.copy()
    y[y > 0.5] = 0
    z = x[x < 0.25]
    n = np.count_nonzero(x > 0.9)
    return np.array([[y.sum(), z.sum(), n]])


def reductions(ws: dict[str, Any]) -> Any:
    A = ws["A"]
    s1 = A.sum(axis=0)
    s2 = A.sum(axis=1)
    p = np.prod(A + 0.5, axis=1)
    b1 = np.any(A > 0.999, axis=0)
    b2 = np.all(A > 0.001, axis=1)
    c = np.count_nonzero(A > 0.5)
    return np.array([[s1.sum(), s2.sum(), p.sum(), b1.sum(), b2.sum(), c]])


def running(ws: dict[str, Any]) -> Any:
    x, A = ws["x"], ws["A"]
    c = np.cumsum(x, axis=0)
    C = np.cumsum(A, axis=1)
    return np.array([[c[-1, 0], C[:, -1].sum()]])


def ranges(ws: dict[str, Any]) -> Any:
    n = int(ws["n"])
    a = np.arange(1.0, n + 1.0)
    b = np.arange(n, dtype=np.float64)
    b *= 0.5
    c = np.arange(n, dtype=np.float64)  # MATLAB's linspace: a + k*(b - a)/(n - 1), ends exact
    c *= 2.0
    c /= n - 1
    c += -1.0
    c[0], c[-1] = -1.0, 1.0
    return np.array([[a[-1], a.sum(), b[-1], b.sum(), c[1], c.sum()]])


def colon_all(ws: dict[str, Any]) -> Any:
    A = ws["A"]
    v = A.reshape(-1, 1, order="F")
    s = A.reshape(-1, 1, order="F").sum()
    B = A.reshape((2500, 2000), order="F")
    return np.array([[v[-1, 0], s, B[-1, 0]]])


def rounding(ws: dict[str, Any]) -> Any:
    x = ws["x"]
    f = np.floor(x)
    c = np.ceil(x)
    r = np.abs(x)
    r += ROUND_UP
    np.floor(r, out=r)
    np.copysign(r, x, out=r)
    t = np.trunc(x)
    a = np.abs(x)
    return np.array([[f.sum(), c.sum(), r.sum(), t.sum(), a.sum()]])


def compare(ws: dict[str, Any]) -> Any:
    x = ws["x"]
    hi = np.fmax(x, 0.0)  # MATLAB's max ignores NaN
    lo = np.fmin(x, 50.0)
    k = (x > -50) & (x < 50) | ~(x != 0)
    return np.array([[hi.sum(), lo.sum(), np.count_nonzero(k)]])


def integers(ws: dict[str, Any]) -> Any:
    x = ws["x"]
    q = np.trunc(x / 7).astype(np.int32)  # idivide's default rounding is 'fix'
    r = np.mod(x, np.int32(7))  # integer mod: the divisor's sign, as MATLAB's
    s = np.clip(x.astype(np.int64) * 2000, -2**31, 2**31 - 1).astype(np.int32)  # saturation
    return np.array([[q.astype(np.float64).sum(), r.astype(np.float64).sum(), float(s.max())]])
