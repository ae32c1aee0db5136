"""residue: partial fraction expansion of b(s)/a(s) into r, p, k, and back.

Poles are the roots of a, ordered by decreasing magnitude and grouped into repeated poles
within a relative tolerance of 1e-3 (MATLAB's mpoles); a repeated pole of multiplicity m
contributes r(j)/(s-p) + r(j+1)/(s-p)^2 + ... Residues come from the Taylor series of
(s-p)^m b(s)/a(s) about the pole."""

from __future__ import annotations

import math
from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.array.shape._args import nd
from runmat_builtins.spec import ErrorSpec, Example

_TOL = 1e-3


def _coeffs(v: Any, what: str) -> np.ndarray:
    a = nd(v, objects=True)
    if getattr(a, "dtype", None) is None or a.dtype.kind not in "biufc" or (a.size and a.ndim == 2 and min(a.shape) > 1):
        raise MException("MATLAB:residue:InvalidInput", f"{what} must be a numeric vector.")
    a = a.reshape(-1, order="F")
    if not np.all(np.isfinite(a)):
        raise MException("MATLAB:residue:NonFiniteInput", f"{what} must not contain NaN or Inf.")
    return a.astype(np.complex128 if a.dtype.kind == "c" else np.float64)


def _strip(c: np.ndarray) -> np.ndarray:
    nz = np.flatnonzero(c)
    return c[nz[0]:] if nz.size else c[:0]


def _taylor(c: np.ndarray, p: complex, n: int) -> np.ndarray:
    """The first n Taylor coefficients (ascending powers of h) of the polynomial c at s = p + h."""
    out = np.zeros(n, dtype=complex)
    work = c.astype(complex)
    for k in range(n):
        if work.size == 0:
            break
        out[k] = np.polyval(work, p) / math.factorial(k)
        work = np.polyder(work) if work.size > 1 else work[:0]
    return out


def _group(poles: np.ndarray) -> list[tuple[complex, int]]:
    """Distinct poles with multiplicities, by decreasing magnitude (MATLAB's mpoles)."""
    order = np.argsort(-np.abs(poles), kind="stable")
    p = poles[order]
    used = np.zeros(p.size, bool)
    groups = []
    for i in range(p.size):
        if used[i]:
            continue
        scale = abs(p[i]) if p[i] != 0 else 1.0
        members = [j for j in range(i, p.size) if not used[j] and abs(p[j] - p[i]) <= _TOL * scale]
        used[members] = True
        groups.append((complex(np.mean(p[members])), len(members)))
    return groups


def _clean(z: np.ndarray) -> np.ndarray:
    if z.size and np.all(np.abs(z.imag) <= 1e-12 * np.maximum(np.abs(z.real), 1)):
        return z.real.copy()
    return z


def _expand(b: np.ndarray, a: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    b, a = _strip(b), _strip(a)
    if a.size == 0:
        raise MException("MATLAB:residue:DenominatorZero", "The denominator polynomial must not be zero.")
    b, a = b / a[0], a / a[0]
    k = np.zeros(0)
    if b.size >= a.size:
        k, b = np.polydiv(b, a)
        k = np.atleast_1d(k)
    poles = np.roots(a).astype(complex)
    groups = _group(poles)
    r_out, p_out = [], []
    for j, (pj, m) in enumerate(groups):
        den = np.array([1.0 + 0j])
        for i, (pi, mi) in enumerate(groups):
            if i != j:
                for _ in range(mi):
                    den = np.convolve(den, [1.0, -pi])
        num_t = _taylor(b, pj, m)
        den_t = _taylor(den, pj, m)
        series = np.zeros(m, dtype=complex)  # power-series division num_t / den_t
        for q in range(m):
            series[q] = (num_t[q] - np.dot(series[:q], den_t[q:0:-1])) / den_t[0]
        for q in range(1, m + 1):
            r_out.append(series[m - q])
            p_out.append(pj)
    return _clean(np.array(r_out, dtype=complex)), _clean(np.array(p_out, dtype=complex)), k


def _combine(r: np.ndarray, p: np.ndarray, k: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    if r.size != p.size:
        raise MException("MATLAB:residue:RPLengthMismatch", "R and P must be vectors of the same length.")
    groups = _group(p) if p.size else []
    a = np.array([1.0 + 0j])
    for pj, m in groups:
        for _ in range(m):
            a = np.convolve(a, [1.0, -pj])
    b = np.zeros(1, dtype=complex)
    # the residues follow their poles: within a group, in increasing power
    order = np.argsort(-np.abs(p), kind="stable")
    rr, pp = r[order], p[order]
    i = 0
    for pj, m in groups:
        for q in range(1, m + 1):
            term = np.array([rr[i] + 0j])
            for pi, mi in groups:
                reps = mi - q if pi == pj else mi
                for _ in range(reps):
                    term = np.convolve(term, [1.0, -pi])
            b = np.polyadd(b, term)
            i += 1
    if k.size:
        b = np.polyadd(b, np.convolve(k, a))
    b = _strip(np.atleast_1d(b)) if np.any(b) else np.zeros(1)
    return _clean(b), _clean(a)


@runtime_builtin(
    summary="Partial fraction expansion: [r, p, k] = residue(b, a), or back: [b, a] = residue(r, p, k).",
    description="b and a are polynomial coefficients in descending powers; r (residues) and p "
                "(poles) are columns, k (the direct term, the quotient of b by a) a row, empty "
                "when deg b < deg a. Repeated poles (within a relative 1e-3) take consecutive "
                "residues of increasing power.",
    keywords=["partial fractions", "poles", "residues", "transfer function", "laplace"],
    related=["deconv", "roots", "poly", "polyval"],
    signatures=["[r, p, k] = residue(b, a)", "[b, a] = residue(r, p, k)"],
    errors=[ErrorSpec(identifier="MATLAB:residue:InvalidInput", when="an argument is not a numeric vector"),
            ErrorSpec(identifier="MATLAB:residue:RPLengthMismatch", when="r and p differ in length")],
    examples=[Example(code="[r, p, k] = residue([-4 8], [1 6 8]);\nfprintf('%g %g\\n', [r p]');\ndisp(isempty(k))",
                      output="-12 -4\n8 -2\n   1\n"),
              Example(code="[b, a] = residue([-12; 8], [-4; -2], []);\nfprintf('%g ', b, a); fprintf('\\n')",
                      output="-4 8 1 6 8 \n")],
)
def residue(x: Any, y: Any, z: Any = None, *, nargout: int) -> Any:
    if z is None:
        r, p, k = _expand(_coeffs(x, "B"), _coeffs(y, "A"))
        return r.reshape(-1, 1), p.reshape(-1, 1), (k.reshape(1, -1) if k.size else np.zeros((0, 0)))
    b, a = _combine(_coeffs(x, "R"), _coeffs(y, "P"), _coeffs(z, "K"))
    return b.reshape(1, -1), a.reshape(1, -1)
