"""Evenly spaced rows: colon (MATLAB's element count and symmetric fill), linspace, logspace."""

from __future__ import annotations

import math
from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.array.creation._classes import cast, dtype_of
from runmat_builtins.lib.array.shape._args import values
from runmat_builtins.limits import check_array_size, max_possible_error
from runmat_builtins.numeric.blocks import BLOCK
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.values import CHAR_DTYPE

_EPS = np.finfo(float).eps
_EMPTY_ROW = np.zeros((1, 0))


def colon_values(a: float, d: float, b: float) -> np.ndarray:
    """MATLAB's a:d:b as a 1xN double row (count with rounding tolerance, symmetric fill)."""
    if not (math.isfinite(a) and math.isfinite(d) and math.isfinite(b)):
        if a != a or d != d or b != b:
            return np.array([[np.nan]])
        if math.isinf(a) or math.isinf(b):
            if math.isfinite(d) and ((d > 0 and a < b) or (d < 0 and a > b)):
                raise max_possible_error()  # 1:Inf, -Inf:1: infinitely many elements
            return _EMPTY_ROW.copy()
        return np.array([[a]]) if (d > 0 and a <= b) or (d < 0 and a >= b) else _EMPTY_ROW.copy()
    if d == 0 or (a < b and d < 0) or (b < a and d > 0):
        return _EMPTY_ROW.copy()
    if not math.isfinite((b - a) / d) and not math.isfinite(b / d - a / d):
        raise max_possible_error()  # -1e308:1e308, 0:5e-324:1: more elements than any float counts
    tol = 2.0 * _EPS * max(abs(a), abs(b))
    sig = 1.0 if d > 0 else -1.0
    if a == math.floor(a) and d == 1:
        n = int(math.floor(b) - a)
    elif a == math.floor(a) and d == math.floor(d) and math.isfinite(b - (a - math.floor(a / d) * d)):
        q = math.floor(a / d)
        r = a - q * d
        n = int(math.floor((b - r) / d) - q)
    else:
        span = (b - a) / d
        n = int(round(span if math.isfinite(span) else b / d - a / d))
        if sig * (a + n * d - b) > tol:
            n -= 1
    check_array_size((1, n + 1))
    c = a + n * d
    if sig * (c - b) > -tol:
        c = b
    integers = a == math.floor(a) and d == math.floor(d) and max(abs(a), abs(c)) < 2.0 ** 53
    if integers or (c == a + n * d and _exact_steps(a, d, c)):
        # every a + k*d is exact, so the symmetric fill is a + k*d: one pass (NumPy's arange
        # writes start + i*delta with delta = (a + d) - a, here exactly d)
        out = np.arange(a, a + (n + 0.5) * d, d)
        if out.size == n + 1:
            return out.reshape(1, -1)
    out = np.empty(n + 1)
    h = n // 2 + 1
    k = np.arange(h, dtype=np.float64)
    np.multiply(k, d, out=k)
    np.add(k, a, out=out[:h])  # out[k] = a + k*d
    out[0] = a  # -0:0.1:1 starts at -0, as in Octave
    np.subtract(c, k[::-1], out=out[n + 1 - h:])  # out[n - k] = c - k*d
    if n % 2 == 0:
        out[n // 2] = (a + c) / 2
    return out.reshape(1, -1)


def _exact_steps(a: float, d: float, c: float) -> bool:
    """Whether a, d and every a + k*d up to c are multiples of one power of two below 2^52 of
    them (0:0.5:x, 1:0.25:y): then a + k*d, c - k*d and (a + c)/2 are all exact."""
    # exponents of the denominators (a subnormal's is past any float: as_integer_ratio's integer)
    e = max(d.as_integer_ratio()[1].bit_length(), a.as_integer_ratio()[1].bit_length()) - 1
    return max(abs(a), abs(c)) < math.ldexp(1.0, 52 - e)


def _exact_int(v: Any) -> int | None:
    """An integer-valued scalar operand as an exact Python int (int64/uint64 beyond 2^53 too)."""
    x = v.reshape(-1)[0] if isinstance(v, np.ndarray) else v
    if isinstance(x, (np.integer, int)) and not isinstance(x, bool):
        return int(x)
    try:
        f = float(x)
    except (TypeError, ValueError):
        return None
    return int(f) if math.isfinite(f) and f == math.floor(f) else None


def _wide_integer_colon(j: Any, d: Any, k: Any, dt: np.dtype) -> np.ndarray | None:
    """j:d:k of int64/uint64 operands, exact (doubles would round values past 2^53): every
    a + m*d lies between a and b, so it is computed modulo 2^64 and read back in the class.
    None when an operand is not integer-valued (the double path rounds as MATLAB does)."""
    a, step, b = _exact_int(j), _exact_int(d), _exact_int(k)
    if a is None or step is None or b is None:
        return None
    info = np.iinfo(dt)
    a, b = min(max(a, info.min), info.max), min(max(b, info.min), info.max)  # saturate, as the class does
    if step == 0 or (b - a) * step < 0:
        return np.zeros((1, 0), dtype=dt)
    n = (b - a) // step + 1
    check_array_size((1, n), dt.itemsize)
    wrap = 1 << 64
    m = np.arange(n, dtype=np.uint64)
    out = np.uint64(a % wrap) + m * np.uint64(step % wrap)  # wraps as uint64 arrays do
    return out.view(dt).reshape(1, -1) if dt.kind == "i" else out.reshape(1, -1)


def _first(v: Any, what: str) -> float | None:
    try:
        vals = values(v)
    except TypeError:
        raise MException("MATLAB:colon:operandsNotRealScalar",
                         "Colon operands must be real scalars.") from None
    if not vals:
        return None
    x = vals[0]
    if isinstance(x, complex):
        x = x.real
    return float(x)


@runtime_builtin(
    summary="Vector of regularly spaced values: colon(a, b) is a:b, colon(a, d, b) is a:d:b.",
    description="Counts elements like MATLAB (floor((b-a)/d) with a rounding tolerance of a few eps), "
                "fills symmetrically from both ends so the last element is exactly b when it is "
                "within tolerance, and returns a 1x0 empty when the range is empty. Integer and "
                "char operands give integer and char results.",
    keywords=["range", "colon", "sequence", "step"],
    related=["linspace", "logspace"],
    signatures=["V = colon(J, K)", "V = colon(J, D, K)"],
    errors=[ErrorSpec(identifier="MATLAB:colon:operandsNotRealScalar", when="an operand is not numeric")],
    examples=[Example(code="v = colon(1, 4)", output="v =\n\n     1     2     3     4\n\n"),
              Example(code="v = 0:0.25:1", output="v =\n\n"
                                                  "         0    0.2500    0.5000    0.7500    1.0000\n\n"),
              Example(code="n = numel(0:0.1:1)", output="n =\n\n    11\n\n")],
)
def colon(j: Any, d: Any, k: Any = None) -> Any:
    if k is None:
        k, d = d, 1.0
    a, s, b = _first(j, "J"), _first(d, "D"), _first(k, "K")
    if a is None or s is None or b is None:
        return _EMPTY_ROW.copy()
    dts = [dtype_of(x) for x in (j, d, k)]
    ints = [dt for dt in dts if dt.kind in "iu"]
    if ints and not all(dt == ints[0] for dt in ints):
        raise MException("MATLAB:colon:mixedIntegerTypes",
                         "Colon operands must be all the same type, or mixed with real scalar doubles.")
    if ints and ints[0].itemsize == 8:
        exact = _wide_integer_colon(j, d, k, ints[0])
        if exact is not None:
            return exact
    out = colon_values(a, s, b)
    if ints:
        return cast(out, ints[0])
    chars = [getattr(x, "dtype", None) is not None and x.dtype.kind == "U" for x in (j, d, k)]
    if chars[0] and chars[-1]:
        return np.array([chr(int(c)) for c in out.ravel()], dtype=CHAR_DTYPE).reshape(out.shape)
    if any(dt == np.float32 for dt in dts):
        return out.astype(np.float32)
    return out


def linspace_values(a: Any, b: Any, n: int) -> np.ndarray:
    """MATLAB's linspace: a + (k*(b - a))/(n - 1), or a + k*((b - a)/(n - 1)) where k*(b - a)
    would overflow, or a + (b/(n - 1))*k - (a/(n - 1))*k where b - a does; the ends exactly
    a and b, every point a when a == b."""
    if n < 1:
        return np.zeros((1, 0), dtype=np.result_type(a, b, 1.0))
    if n == 1:
        return np.array([[b]])
    n1 = n - 1
    with np.errstate(over="ignore", invalid="ignore"):
        diff = b - a
        if isinstance(diff, complex) or not math.isinf(diff * (n1 - 1)):
            y = _linear_fill(a, diff, n1, n) if type(a) is float and type(b) is float \
                else a + np.arange(n, dtype=np.float64) * diff / n1
        else:
            k = np.arange(n, dtype=np.float64)
            y = a + (b / n1) * k - (a / n1) * k if math.isinf(diff) else a + k * (diff / n1)
    y = np.asarray(y)
    if a == b:
        y[...] = a
    y[0] = a
    y[-1] = b
    return y.reshape(1, -1)


def _linear_fill(a: float, diff: float, n1: int, n: int) -> np.ndarray:
    """a + (k*diff)/n1 for k = 0..n-1, block by block in a scratch that stays in cache: one
    pass over the result's memory instead of four."""
    out = np.empty(n)
    m = min(n, BLOCK)
    kb = np.arange(m, dtype=np.float64)
    t = np.empty(m)
    for i in range(0, n, BLOCK):
        ob = out[i:i + BLOCK]
        tb = t[:ob.size]
        np.add(kb[:ob.size], i, out=tb)  # exact: integers below 2^53
        np.multiply(tb, diff, out=tb)
        np.divide(tb, n1, out=tb)
        np.add(tb, a, out=ob)
    return out


def _point(v: Any, fname: str) -> Any:
    if type(v) is complex:
        return v
    try:
        vals = values(v)
    except TypeError:
        raise MException(f"MATLAB:{fname}:inputsMustBeNumeric", "Inputs must be numeric.") from None
    if len(vals) != 1:
        raise MException("MATLAB:linspace:scalarInputs", "Inputs must be scalars.")
    return vals[0]


def _count(n: Any, default: int) -> int:
    if n is None:
        return default
    try:
        vals = values(n)
    except TypeError:
        raise MException("MATLAB:linspace:inputsMustBeNumeric", "Inputs must be numeric.") from None
    if len(vals) != 1:
        raise MException("MATLAB:linspace:scalarInputs", "Inputs must be scalars.")
    v = vals[0]
    if isinstance(v, complex):
        v = v.real
    if v != v:
        raise MException("MATLAB:linspace:NaNInput", "Number of points must not be NaN.")
    if v == math.inf:
        raise max_possible_error()
    n = int(math.floor(v))
    check_array_size((1, n))
    return n


def _float_class(args: tuple, y: np.ndarray) -> np.ndarray:
    if any(dtype_of(x) == np.float32 for x in args):
        return y.astype(np.complex64 if y.dtype.kind == "c" else np.float32)
    return y


@runtime_builtin(
    summary="N linearly spaced points from A to B (100 by default), as a row vector.",
    description="Both end points are exact; linspace(A, B, 1) is B and N < 1 gives a 1x0 empty.",
    keywords=["range", "evenly spaced", "grid", "points"],
    related=["colon", "logspace"],
    signatures=["Y = linspace(X1, X2)", "Y = linspace(X1, X2, N)"],
    errors=[ErrorSpec(identifier="MATLAB:linspace:scalarInputs", when="an input is not a scalar")],
    examples=[Example(code="y = linspace(0, 1, 5)", output="y =\n\n"
                                                           "         0    0.2500    0.5000    0.7500    1.0000\n\n")],
)
def linspace(x1: Any, x2: Any, n: Any = None) -> Any:
    y = linspace_values(_point(x1, "linspace"), _point(x2, "linspace"), _count(n, 100))
    return _float_class((x1, x2), y)


@runtime_builtin(
    summary="N logarithmically spaced points from 10^A to 10^B (50 by default).",
    description="When B is pi the points end at pi instead of 10^pi, as in MATLAB.",
    keywords=["range", "logarithmic", "decades"],
    related=["linspace", "colon"],
    signatures=["Y = logspace(A, B)", "Y = logspace(A, B, N)"],
    errors=[ErrorSpec(identifier="MATLAB:linspace:scalarInputs", when="an input is not a scalar")],
    examples=[Example(code="y = logspace(0, 2, 3)", output="y =\n\n     1    10   100\n\n")],
)
def logspace(a: Any, b: Any, n: Any = None) -> Any:
    lo, hi = _point(a, "logspace"), _point(b, "logspace")
    if hi == math.pi:
        hi = math.log10(math.pi)
    y = 10.0 ** linspace_values(lo, hi, _count(n, 50))
    return _float_class((a, b), y)
