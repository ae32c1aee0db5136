"""Number layout as Octave 7.3 prints it: field width, digits and fixed/e/general choice.

The rules follow Octave's output engine (``format short`` = 5 significant digits,
``format long`` = 16, 8 for single): one format per scalar, one shared format per
matrix, chosen from the digit counts of its largest and smallest finite magnitudes.
"""

from __future__ import annotations

import math
from typing import NamedTuple

import numpy as np

TERMINAL_WIDTH = 80
_DIGITS10 = {False: 16, True: 8}
_MAX_FIELD_WIDTH = {False: 21, True: 13}
_G_FORMATS = ("shortg", "longg")  # format short g / long g ("long" itself ends in g)
_E_FORMATS = ("shorte", "longe")  # format short e / long e


class NumFmt(NamedTuple):
    """Field width, precision and style ('f' fixed, 'e' scientific, 'g' general)."""

    fw: int
    prec: int
    style: str


class ComplexFmt(NamedTuple):
    real: NumFmt
    imag: NumFmt


def precision(fmt: str, single: bool) -> int:
    """Significant digits for 'short'/'long', capped by the class's precision."""
    p = 16 if fmt.startswith("long") else 5
    return min(p, _DIGITS10[single])


def num_digits(x: float) -> int:
    """Digits before the point of a positive finite number (negative below 0.1)."""
    return 1 + math.floor(math.log10(x))


def _too_wide(ld: int, rd: int, fw: int, prec: int, single: bool) -> bool:
    return ld + rd > _DIGITS10[single] or fw > _MAX_FIELD_WIDTH[single] or ld + rd > 1.5 * prec


def _ld_rd(x: int, prec: int) -> tuple[int, int, int]:
    """(leading digits, trailing digits, exponent digits) for a digit count ``x``."""
    if x > 0:
        return x, (prec - x if prec > x else prec), x + 1
    if x < 0:
        return 1, (prec - x if prec > x else prec), -x + 1
    return 1, (prec - 1 if prec > 1 else prec), 1


# ---------------------------------------------------------------- scalars

def scalar_format(v: float, fmt: str = "short", single: bool = False) -> NumFmt:
    prec = precision(fmt, single)
    if fmt in _G_FORMATS:  # format short g / long g: %.{prec}g right-aligned in prec columns
        return NumFmt(prec, prec, "g")
    if math.isnan(v) or math.isinf(v):
        return NumFmt(3, 0, "g")
    if fmt in _E_FORMATS:  # format short e / long e: d.dddde+xx (a zero pads to the same width)
        return NumFmt(prec + 5, prec - 1, "e")
    a = abs(v)
    digits = 0 if a == 0 else num_digits(a)
    if v == round(v):
        fw = ld = digits
        rd = 0
    else:
        if digits > 0:
            ld, rd = digits, (prec - digits if prec > digits else prec)
        elif digits < 0:
            ld, rd = 1, (prec - digits if prec > digits else prec)
        else:
            ld, rd = 1, (prec - 1 if prec > digits else prec)
        fw = ld + 1 + rd
    if _too_wide(ld, rd, fw, prec, single):
        return NumFmt(prec + 5, prec - 1, "e")
    if rd == 0 and v == round(v):
        return NumFmt(fw, ld, "g")
    return NumFmt(fw, rd, "f")


def complex_scalar_format(z: complex, fmt: str = "short", single: bool = False) -> ComplexFmt:
    rp, ip = z.real, z.imag
    inf_or_nan = not (math.isfinite(rp) and math.isfinite(ip))
    int_only = _is_int(rp) and _is_int(ip)
    r_x = 0 if rp == 0 or not math.isfinite(rp) else num_digits(abs(rp))
    i_x = 0 if ip == 0 or not math.isfinite(ip) else num_digits(abs(ip))
    x_max, x_min = (r_x, i_x) if r_x > i_x else (i_x, r_x)
    if fmt in _G_FORMATS:
        return _g_complex(fmt, single)
    if fmt in _E_FORMATS:
        return _e_complex(fmt, single)
    return _complex_format(x_max, x_min, inf_or_nan, int_only, fmt, single)


def _e_complex(fmt: str, single: bool) -> ComplexFmt:
    """format short e / long e: the real part in prec + 6 columns, the imaginary in prec + 5."""
    prec = precision(fmt, single)
    return ComplexFmt(NumFmt(prec + 6, prec - 1, "e"), NumFmt(prec + 5, prec - 1, "e"))


def _g_complex(fmt: str, single: bool) -> ComplexFmt:
    """format short g / long g: both parts %.{prec}g in prec + 6 columns (Octave)."""
    prec = precision(fmt, single)
    part = NumFmt(prec + 6, prec, "g")
    return ComplexFmt(part, part)


def _is_int(x: float) -> bool:
    # Octave's x_nint(x) == x: true for integers and +-Inf, false for NaN
    return not math.isnan(x) and (math.isinf(x) or x == math.floor(x))


def _complex_format(x_max: int, x_min: int, inf_or_nan: bool, int_only: bool,
                    fmt: str, single: bool) -> ComplexFmt:
    prec = precision(fmt, single)
    ld = rd = 0
    if int_only:
        digits = max(x_max, x_min)
        i_fw = 1 if digits <= 0 else digits
        r_fw = i_fw + 1
        if inf_or_nan and i_fw < 3:
            i_fw, r_fw = 3, 4
        ld = rd = r_fw
        # Octave keeps rd at 0 for the width test in the integer case
        wide = _too_wide(ld, 0, r_fw, prec, single) or i_fw > _MAX_FIELD_WIDTH[single]
    else:
        ld_max, rd_max, x_max = _ld_rd(x_max, prec)
        ld_min, rd_min, x_min = _ld_rd(x_min, prec)
        ld, rd = max(ld_max, ld_min), max(rd_max, rd_min)
        i_fw = ld + 1 + rd
        r_fw = i_fw + 1
        if inf_or_nan and i_fw < 3:
            i_fw, r_fw = 3, 4
        wide = _too_wide(ld, rd, r_fw, prec, single) or i_fw > _MAX_FIELD_WIDTH[single]
    if wide:
        ex = 5 if (x_max > 100 or x_min > 100) else 4
        i_fw = 1 + prec + ex
        r_fw = i_fw + 1
        return ComplexFmt(NumFmt(r_fw, prec - 1, "e"), NumFmt(i_fw, prec - 1, "e"))
    if int_only:
        return ComplexFmt(NumFmt(r_fw, ld, "g"), NumFmt(i_fw, ld, "g"))
    return ComplexFmt(NumFmt(r_fw, rd, "f"), NumFmt(i_fw, rd, "f"))


# ---------------------------------------------------------------- matrices

def _extent(a: np.ndarray) -> tuple[bool, bool, int, int]:
    """(any inf/nan, all int-or-inf-or-nan (to single precision), digits of max |finite|, digits of min |finite|).

    NaN and Inf do not spoil the integer layout, as in Octave."""
    finite = np.isfinite(a)
    all_finite = bool(finite.all())
    vals = a if all_finite else a[finite]
    if vals.size:
        absv = np.abs(vals)
        mx, mn = float(absv.max()), float(absv.min())
        # Octave 7.3 lays a matrix out as integers when its elements are integers to single
        # precision: [2 3.0000000000000004] shows as "2   3" (a scalar needs an exact integer)
        with np.errstate(over="ignore"):
            v32 = vals.astype(np.float32)
        all_int = bool((np.floor(v32) == v32).all())
    else:
        mx = mn = 0.0
        all_int = True
    x_max = 0 if mx == 0 else num_digits(mx)
    x_min = 0 if mn == 0 else num_digits(mn)
    return (not all_finite), all_int, x_max, x_min


def matrix_format(a: np.ndarray, fmt: str = "short") -> NumFmt:
    """One format for every element of a real matrix."""
    single = a.dtype == np.float32
    prec = precision(fmt, single)
    if fmt in _G_FORMATS:  # format short g / long g: %.{prec}g in a fixed field (Octave: prec + 6)
        return NumFmt(prec + 6, prec, "g")
    if fmt in _E_FORMATS:
        return NumFmt(prec + 6, prec - 1, "e")
    inf_or_nan, all_int, x_max, x_min = _extent(a)
    ld = rd = 0
    if all_int:
        digits = max(x_max, x_min)
        fw = 2 if digits <= 0 else digits + 1
        if inf_or_nan and fw < 4:
            fw = 4
        rd = fw
    else:
        ld_max, rd_max, x_max = _ld_rd(x_max, prec)
        ld_min, rd_min, x_min = _ld_rd(x_min, prec)
        ld, rd = max(ld_max, ld_min), max(rd_max, rd_min)
        fw = 1 + ld + 1 + rd
        if inf_or_nan and fw < 4:
            fw = 4
    if _too_wide(ld, rd, fw, prec, single):
        ex = 5 if (x_max > 100 or x_min > 100) else 4
        fw = 2 + prec + ex
        if inf_or_nan and fw < 4:
            fw = 4
        return NumFmt(fw, prec - 1, "e")
    if all_int:
        return NumFmt(fw, rd, "g")
    return NumFmt(fw, rd, "f")


def complex_matrix_format(a: np.ndarray, fmt: str = "short") -> ComplexFmt:
    single = a.dtype == np.complex64
    if fmt in _G_FORMATS:
        return _g_complex(fmt, single)
    if fmt in _E_FORMATS:
        return _e_complex(fmt, single)
    re, im = a.real, a.imag
    inf_or_nan = not bool(np.isfinite(a).all())
    _, r_int, r_x_max, r_x_min = _extent(re)
    _, i_int, i_x_max, i_x_min = _extent(im)
    x_max = max(r_x_max, i_x_max)
    x_min = max(r_x_min, i_x_min)
    return _complex_format(x_max, x_min, inf_or_nan, r_int and i_int, fmt, single)


# ---------------------------------------------------------------- printing

def fmt_real(v: float, f: NumFmt) -> str:
    """One number in its field (Octave's pr_any_float)."""
    if v == 0:
        s = "0"
    elif v != v:
        s = "NaN"
    elif v in (math.inf, -math.inf):
        s = "-Inf" if v < 0 else "Inf"
    elif f.style == "f":
        s = "%.*f" % (f.prec, v)
    elif f.style == "e":
        s = "%.*e" % (f.prec, v)
    else:
        s = "%.*g" % (f.prec, v)
    return s.rjust(f.fw)


def fmt_complex(z: complex, f: ComplexFmt) -> str:
    re, im = z.real, z.imag
    if math.copysign(1.0, im) < 0:
        return f"{fmt_real(re, f.real)} - {fmt_real(-im, f.imag)}i"
    return f"{fmt_real(re, f.real)} + {fmt_real(im, f.imag)}i"


def column_width(f: NumFmt | ComplexFmt) -> int:
    if isinstance(f, ComplexFmt):
        return f.real.fw + f.imag.fw + 2 + 5
    return f.fw + 2
