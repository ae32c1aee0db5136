"""rat and rats: rational approximations by continued fractions."""

from __future__ import annotations

import math
from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.array.shape._args import count_value, scalar_value
from runmat_builtins.lib.strings.core._text import char_matrix
from runmat_builtins.limits import check_array_size
from runmat_builtins.numeric import class_name, is_complex, to_numeric
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.values import as_array

_INT_TOP = 2.0 ** 31


def _real_float(x: Any, fname: str) -> np.ndarray:
    if class_name(x) not in ("double", "single"):
        raise MException(f"MATLAB:{fname}:InvalidInput", f"{fname.upper()} requires a single or double input.")
    if is_complex(x):
        raise MException(f"MATLAB:{fname}:ComplexInput", f"{fname.upper()} requires real input.")
    return np.asarray(to_numeric(as_array(x), np), dtype=np.float64)


def _tolerance(tol: Any) -> float:
    if class_name(tol) not in ("double", "single") or getattr(tol, "size", 1) != 1:
        raise MException("MATLAB:rat:InvalidTolerance", "TOL must be a positive scalar.")
    return float(scalar_value(tol))


def _round(v: float) -> float:
    """MATLAB's round: halves away from zero (Python's round goes to even)."""
    return math.copysign(math.floor(abs(v) + 0.5), v)


def _expansion(y: float, tol: float) -> tuple[float, float, list[float]]:
    """Numerator, denominator and continued-fraction terms after the first of ``y`` to ``tol``."""
    n, d = float(_round(y)), 1.0
    frac = y - n
    lastn, lastd = 1.0, 0.0
    steps: list[float] = []
    while y != 0 and abs(y - n / d) >= tol:
        flip = 1.0 / frac
        step = float(_round(flip))
        steps.append(step)
        frac = flip - step
        n, lastn = n * step + lastn, n
        d, lastd = d * step + lastd, d
    return n, d, steps


def _int(v: float) -> str:
    return str(int(v))


def _expansion_text(y: float, steps: list[float]) -> str:
    s = _int(_round(y))
    for j, step in enumerate(steps):
        last = j == len(steps) - 1
        s += f" + 1/{_int(step)}" if last and step >= 0 else f" + 1/({_int(step)})"
        if not last:
            s = s[:-1]  # the closing parenthesis comes after the rest of the expansion
    return s + ")" * max(len(steps) - 1, 0)


@runtime_builtin(
    summary="Rational approximation: [N, D] = rat(X) with X ~ N./D, or the continued fraction as text.",
    description="The default tolerance is 1e-6*norm(X(:), 1). With one output, each element's continued "
                "fraction expansion is a row of a char matrix ('3 + 1/(7 + 1/16)'). Inf is 1/0.",
    keywords=["rational", "fraction", "continued fraction", "approximation"],
    related=["rats", "format"],
    signatures=["S = rat(X)", "S = rat(X, tol)", "[N, D] = rat(X)", "[N, D] = rat(X, tol)"],
    errors=[ErrorSpec(identifier="MATLAB:rat:InvalidInput", when="X is not single or double")],
    examples=[Example(code="[n, d] = rat(0.75)", output="n =\n\n     3\n\nd =\n\n     4\n\n"),
              Example(code="s = rat(pi)", output="s =\n\n    '3 + 1/(7 + 1/16)'\n\n")],
)
def rat(x: Any, tol: Any = None, *, nargout: int = 1) -> Any:
    a = _real_float(x, "rat")
    flat = a.reshape(-1, order="F")
    inf = np.isinf(flat)
    nan = np.isnan(flat)
    y = np.where(inf | nan, 0.0, flat)
    if tol is None:
        t = 1e-6 * float(np.abs(y).sum())
    else:
        t = _tolerance(tol)
        if not t > 0:
            raise MException("MATLAB:rat:InvalidTolerance", "TOL must be a positive scalar.")
    parts = [_expansion(v, t) for v in y.tolist()]
    if nargout <= 1:
        rows = []
        for v, isinf, isnan, (_n, _d, steps) in zip(flat.tolist(), inf.tolist(), nan.tolist(), parts):
            rows.append("NaN" if isnan else ("Inf" if v >= 0 else "-Inf") if isinf else
                        ("0" if v == 0 else _expansion_text(v, steps)))
        return char_matrix(rows)
    n = np.array([p[0] * math.copysign(1.0, p[1]) for p in parts])
    d = np.array([abs(p[1]) for p in parts])
    n[inf] = np.sign(flat[inf])
    d[inf] = 0.0
    n[nan] = np.nan
    d[nan] = 1.0
    shape = a.shape
    return n.reshape(shape, order="F"), d.reshape(shape, order="F")


def rational_text(val: float, width: int) -> str:
    """The shortest-converging fraction text of ``val`` that fits in ``width`` characters."""
    if math.isinf(val):
        return "Inf" if val > 0 else "-Inf"
    if math.isnan(val):
        return "NaN"
    if val == _round(val) or abs(val) >= _INT_TOP:
        return _int(_round(val))
    lastn, lastd = 1.0, 0.0
    n, d = float(_round(val)), 1.0
    frac = val - n
    s = _int(n)
    while True:
        flip = 1.0 / frac if frac else math.inf
        if abs(flip) > _INT_TOP:
            lastn, lastd = n, d
            break
        step = float(_round(flip))
        nextn, nextd = n, d
        frac = flip - step
        n, d = step * n + lastn, step * d + lastd
        lastn, lastd = nextn, nextd
        text = f"{_int(n)}/{_int(d)}"
        if len(text) > (width + 2 if n < 0 and d < 0 else width):
            break
        if abs(n) >= _INT_TOP or abs(d) >= _INT_TOP:
            break
        s = text
    if lastd < 0:
        s = f"{_int(-lastn)}/{_int(-lastd)}"
    return s


@runtime_builtin(
    summary="Rational approximations of the elements of X as text, each fitted to STRLEN characters (9 by default).",
    description="Each element becomes 'N/D' (or an integer) from its continued fraction, the closest one "
                "that fits; columns are right-aligned and separated by two blanks, rows of a matrix are "
                "rows of the char result.",
    keywords=["rational", "fraction", "text", "format rat"],
    related=["rat", "format"],
    signatures=["S = rats(X)", "S = rats(X, strlen)"],
    errors=[ErrorSpec(identifier="MATLAB:rats:InvalidInput", when="X is not single or double")],
    examples=[Example(code="s = strtrim(rats(0.75))", output="s =\n\n    '3/4'\n\n"),
              Example(code="s = strtrim(rats(pi))", output="s =\n\n    '355/113'\n\n")],
)
def rats(x: Any, strlen: Any = None) -> Any:
    a = _real_float(x, "rats")
    width = 9 if strlen is None else count_value(strlen)
    check_array_size((a.shape[0], width * max(a.shape[1], 1)), 4)  # every field is WIDTH chars
    if a.ndim > 2:
        a = a.reshape(a.shape[0], -1, order="F")
    if a.size == 0:
        return np.zeros((0, 0), dtype="<U1")
    if a.size == 1 and float(a.flat[0]) == 0.0:
        return char_matrix(["0"])
    rows = []
    for i in range(a.shape[0]):
        cells = []
        for j in range(a.shape[1]):
            t = rational_text(float(a[i, j]), width)
            cells.append((t if len(t) <= width else "*").rjust(width))
        rows.append(("  " if a.shape[1] > 1 else "").join([""] + cells) if a.shape[1] > 1 else cells[0])
    return char_matrix(rows)
