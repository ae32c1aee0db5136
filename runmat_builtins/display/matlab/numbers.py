"""Numbers as MATLAB's Command Window lays them out, for every ``format`` style.

format short / long: integer-valued arrays print as integers (a 6-character field while
every magnitude is below 1000, else 12); others print with 4 (long: 15, single long: 7)
decimals in a 10 (long: 20) character field, exact zeros as ``0``. A matrix whose largest
magnitude is 1000 or more, or below 0.001, shares a scale factor (``1.0e+03 *``); a scalar
out of that range switches to e-notation. shortE/longE, shortG/longG, shortEng/longEng,
bank, rat, hex and + follow the format reference page.

Every *field* returned here carries its leading blanks: a row is the concatenation of its
fields.
"""

from __future__ import annotations

import math
import struct
from typing import Callable

import numpy as np

INT_LIMIT = 1e9          # integer-valued magnitudes from here on are scaled (short) / e-notation
_LOW, _HIGH = 0.001, 1000.0


def decimals(fmt: str, single: bool) -> int:
    """Digits after the point: 4 for the short styles, 15 (7 for single) for the long ones."""
    if fmt.startswith("long"):
        return 7 if single else 15
    return 4


def _special(x: float) -> str | None:
    if x != x:
        return "NaN"
    if x == math.inf:
        return "Inf"
    if x == -math.inf:
        return "-Inf"
    return None


def _int_text(x: float) -> str:
    return _special(x) or str(int(x))


def int_width(maxabs: float) -> int:
    """The field of integer-valued doubles: 6 below 1000, 12 up to INT_LIMIT."""
    return 6 if maxabs < 1000 else 12


def _fixed_width(d: int, single: bool) -> int:
    """10 for the short styles, 20 for format long (13 for single)."""
    if d == 4:
        return 10
    return 13 if single else 20


def _e_text(x: float, d: int) -> str:
    s = _special(x)
    return s if s is not None else "%.*e" % (d, x)


def _g_text(x: float, sig: int) -> str:
    s = _special(x)
    if s is not None:
        return s
    t = "%.*g" % (sig, x)
    if "e" in t:  # MATLAB's %g exponent keeps two digits: 1e+06, 1.2345e-06
        mant, _, exp = t.partition("e")
        t = f"{mant}e{exp[0]}{exp[1:].zfill(2)}"
    return t


def _eng_text(x: float, long: bool) -> str:
    """Engineering notation: mantissa in [1, 1000), exponent a multiple of three with 3 digits;
    shortEng keeps 4 decimals (``51.2346e+000``), longEng 15 significant digits
    (``51.2345678900000e+000``)."""
    s = _special(x)
    if s is not None:
        return s
    if x == 0:
        return ("%.14f" if long else "%.4f") % 0.0 + "e+000"
    e = int(math.floor(math.log10(abs(x)) / 3) * 3)
    m = x / 10.0 ** e
    d = 4
    if long:
        d = 15 - len(str(int(abs(m))))
    if round(abs(m), d) >= 1000:
        e += 3
        m = x / 10.0 ** e
        if long:
            d = 14
    return "%.*fe%s%03d" % (d, m, "+" if e >= 0 else "-", abs(e))


def int_hex(x: int, dtype: np.dtype) -> str:
    """format hex of an integer: its bytes, most significant first (``ffffffffffffffff``)."""
    return np.array([x], dtype=dtype).astype(dtype.newbyteorder(">")).tobytes().hex()


def _hex_text(x: float, single: bool) -> str:
    if single:
        return struct.pack(">f", x).hex()
    return struct.pack(">d", x).hex()


def _rat_text(x: float, width: int = 10) -> str:
    from runmat_builtins.lib.strings.numbers.rat import rational_text  # format rat only

    return rational_text(x, width)


def _plus_text(x: float) -> str:
    return "+" if x > 0 else "-" if x < 0 else " "


# ---------------------------------------------------------------- real scalars

def real_scalar(x: float, fmt: str, single: bool = False) -> str:
    """The field of one real double/single (``     5``, ``    3.1416``, ``   1.0000e-05``)."""
    special = fmt not in ("short", "long")
    if special:
        return _real_fields(np.array([[x]], dtype=np.float32 if single else np.float64), fmt)[1][0][0]
    s = _special(x)
    if s is not None:
        return s.rjust(6)
    ax = abs(x)
    if x == int(x) and ax < INT_LIMIT:
        return str(int(x)).rjust(int_width(ax))
    d = decimals(fmt, single)
    if _LOW <= ax < _HIGH and round(ax, d) < _HIGH:
        return ("%.*f" % (d, x)).rjust(_fixed_width(d, single))
    t = "%.*e" % (d, x)
    return t.rjust(len(t) + (3 if x >= 0 else 2))


# ---------------------------------------------------------------- real matrices

def real_matrix(a: np.ndarray, fmt: str) -> tuple[str | None, list[list[str]]]:
    """(the scale-factor line or None, the rows of fields) of a real 2-D array."""
    return _real_fields(a, fmt)


def _finite_stats(a: np.ndarray) -> tuple[np.ndarray, bool, float]:
    finite = a[np.isfinite(a)]
    all_int = bool((finite == np.floor(finite)).all()) if finite.size else True
    maxabs = float(np.abs(finite).max()) if finite.size else 0.0
    return finite, all_int, maxabs


def _map(a: np.ndarray, fn: Callable[[float], str], width: int | None = None, lead: int = 3) -> list[list[str]]:
    texts = [[fn(x) for x in row] for row in a.tolist()]
    if width is None:
        width = max((len(t) for row in texts for t in row), default=0) + lead
    return [[t.rjust(width) for t in row] for row in texts]


def _real_fields(a: np.ndarray, fmt: str) -> tuple[str | None, list[list[str]]]:
    single = a.dtype == np.float32
    a64 = a.astype(np.float64, copy=False)
    _, all_int, maxabs = _finite_stats(a64)
    if fmt in ("short", "long"):
        d = decimals(fmt, single)
        if all_int and maxabs < INT_LIMIT:
            return None, _map(a64, _int_text, int_width(maxabs))
        width = _fixed_width(d, single)
        if maxabs == 0 or (_LOW <= maxabs < _HIGH and round(maxabs, d) < _HIGH):
            return None, _map(a64, lambda x: _special(x) or ("0" if x == 0 else "%.*f" % (d, x)), width)
        e = math.floor(math.log10(maxabs))
        if maxabs < _LOW:
            e += 1
        scale = 10.0 ** e
        head = "   1.0e%s%02d *" % ("+" if e >= 0 else "-", abs(e))
        return head, _map(a64, lambda x: _special(x) or ("0" if x == 0 else "%.*f" % (d, x / scale)), width)
    if fmt in ("shorte", "longe"):
        d = decimals(fmt, single)
        return None, _map(a64, lambda x: _e_text(x, d))
    if fmt in ("shortg", "longg"):
        if all_int and maxabs < INT_LIMIT:
            return None, _map(a64, _int_text, int_width(maxabs))
        sig = 5 if fmt == "shortg" else (7 if single else 15)
        return None, _map(a64, lambda x: _g_text(x, sig), sig + 8)
    if fmt in ("shorteng", "longeng"):
        long = fmt == "longeng"
        return None, _map(a64, lambda x: _eng_text(x, long), 25 if long else 16)
    if fmt == "bank":
        return None, _map(a64, lambda x: _special(x) or "%.2f" % x)
    if fmt == "hex":
        return None, _map(a64, lambda x: _hex_text(x, single))
    if fmt == "rat":
        return None, _map(a64, lambda x: _rat_text(x), None, 3)
    if fmt == "+":
        return None, [["".join(_plus_text(x) for x in row)] for row in a64.tolist()]
    return _real_fields(a, "short")


# ---------------------------------------------------------------- complex

def _part(x: float, d: int, scale: float = 1.0) -> str:
    s = _special(x)
    if s is not None:
        return s
    return "%.*f" % (d, x / scale)


def complex_fields(a: np.ndarray, fmt: str) -> tuple[str | None, list[list[str]]]:
    """(scale line or None, rows of fields) of a complex 2-D array (``3.0000 + 4.0000i``)."""
    single = a.dtype == np.complex64
    re = a.real.astype(np.float64)
    im = a.imag.astype(np.float64)
    both = np.concatenate([re.ravel(), im.ravel()])
    _, _, maxabs = _finite_stats(both)
    d = decimals(fmt, single)
    head = None
    if fmt in ("shorte", "longe"):
        rtxt = [[_e_text(x, d) for x in row] for row in re.tolist()]
        itxt = [[_e_text(abs(x), d) if x == x else "NaN" for x in row] for row in im.tolist()]
    else:
        scale = 1.0
        if maxabs >= _HIGH or (0 < maxabs < _LOW):
            e = math.floor(math.log10(maxabs)) + (1 if maxabs < _LOW else 0)
            scale = 10.0 ** e
            if a.size == 1:  # a scalar switches to e-notation instead
                rtxt = [[_e_text(float(re[0, 0]), d)]]
                itxt = [[_e_text(abs(float(im[0, 0])), d)]]
                return None, _join_complex(rtxt, itxt, im, a.size)
            head = "   1.0e%s%02d *" % ("+" if e >= 0 else "-", abs(e))
        rtxt = [[_part(x, d, scale) for x in row] for row in re.tolist()]
        itxt = [[_part(abs(x), d, scale) for x in row] for row in im.tolist()]
    return head, _join_complex(rtxt, itxt, im, a.size)


def _join_complex(rtxt: list[list[str]], itxt: list[list[str]], im: np.ndarray, size: int) -> list[list[str]]:
    """``   1.0000 + 2.0000i``: the real part in a 9-character field (3 blanks before
    ``1.0000``), the imaginary part after its sign in a 7-character one (``+10.0000i``)."""
    rlen = max(len(t) for row in rtxt for t in row)
    ilen = max(len(t) for row in itxt for t in row)
    rw = max(rlen + 2, 9) if rlen <= 7 else rlen + 3
    iw = max(ilen + 1, 7) if ilen <= 6 else ilen
    out = []
    for rrow, irow, vrow in zip(rtxt, itxt, im.tolist()):
        out.append([r.rjust(rw) + (" -" if math.copysign(1.0, v) < 0 and v == v else " +") + i.rjust(iw) + "i"
                    for r, i, v in zip(rrow, irow, vrow)])
    return out


# ---------------------------------------------------------------- inline (cells, struct fields)

def inline_real(x: float, single: bool = False) -> str:
    """A number inside a cell or a struct field: ``1``, ``3.1416``, ``1.0000e+06``."""
    return real_scalar(x, "short", single).strip()


def inline_complex(z: complex, single: bool = False) -> str:
    a = np.array([[z]], dtype=np.complex64 if single else np.complex128)
    return complex_fields(a, "short")[1][0][0].strip()


def inline_row(a: np.ndarray) -> str:
    """A short numeric row inside a cell or struct field: ``1 2 3`` or ``1.5000 2.2500``."""
    v = a.reshape(-1)
    if v.dtype.kind == "c":
        return " ".join(inline_complex(complex(z)) for z in v.tolist())
    if v.dtype.kind in "iub":
        return " ".join(str(int(x)) for x in v.tolist())
    f = v.astype(np.float64)
    _, all_int, maxabs = _finite_stats(f)
    if all_int and maxabs < INT_LIMIT:
        return " ".join(_int_text(x) for x in f.tolist())
    head, rows = _real_fields(f.reshape(1, -1).astype(v.dtype), "short")
    if head is not None:
        return " ".join(_e_text(x, 4) for x in f.tolist())
    return " ".join(t.strip() for t in rows[0])
