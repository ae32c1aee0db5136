"""``num2str``, ``int2str`` and ``mat2str``: numbers to text with MATLAB's choice of digits.

Row layout (field widths, trimmed common blank columns) matches Octave 7.3. Results
with several rows come back as a list of equal-length row strings, one row as ``str``.
"""

from __future__ import annotations

import math
import re
from typing import Any

import numpy as np

from runmat_builtins.errors import MException
from runmat_builtins.format.printf import sprintf
from runmat_builtins.values.core import as_array, char_rows, class_of

_WS = " \t\n\v\f\r\0"

def _rows_of(text: str, keep_empty: bool) -> list[str]:
    rows = text.split("\n")
    if not keep_empty:
        rows = [r for r in rows if r]
    return rows


def _char_trim(rows: list[str]) -> str | list[str]:
    """Octave's ``strtrim(char(rows))``: pad to a rectangle, drop blank edge columns."""
    if not rows:
        return ""
    if len(rows) == 1:
        return rows[0].strip(_WS)
    w = max(len(r) for r in rows)
    rows = [r.ljust(w) for r in rows]
    lo, hi = w, -1
    for r in rows:
        s = r.lstrip(_WS)
        if s:
            lo = min(lo, w - len(s))
            hi = max(hi, len(r.rstrip(_WS)))
    if hi < 0:
        return [""] * len(rows)
    return [r[lo:hi] for r in rows]


_NUMERIC_CLASSES = frozenset({"double", "single", "logical", "char", "int8", "int16", "int32",
                              "int64", "uint8", "uint16", "uint32", "uint64"})


def _bad_input(fname: str, x: Any) -> MException:
    return MException(f"RunMat:{fname}:InvalidInput",
                      f"{fname}: X must be a numeric, logical, or character array")


def _host(x: Any) -> Any:
    from runmat_accel import GpuArray, download

    return download(x) if type(x) is GpuArray else x


def _char_rows(a: np.ndarray) -> str | list[str]:
    rows = char_rows(a)
    return rows[0] if len(rows) == 1 else ("" if not rows else rows)


def _page_rows(a: np.ndarray) -> list[list[Any]]:
    """Rows of a 2-D (or N-d, pages side by side) array as Python lists."""
    if a.ndim > 2:
        a = a.reshape(a.shape[0], -1, order="F")
    return a.tolist()


def num2str(value: Any, fmt_or_precision: Any = None) -> str | list[str]:
    """MATLAB ``num2str``: ``num2str(pi) == '3.1416'``, ``num2str([1 2 3]) == '1  2  3'``."""
    if type(value) is float and fmt_or_precision is None:
        return _num2str_scalar(value)
    x = _host(value)
    if class_of(x) not in _NUMERIC_CLASSES:
        raise _bad_input("num2str", x)
    a = as_array(x)
    if a.dtype.kind == "U":
        return _char_rows(a)
    if a.size == 0:
        return ""
    if a.dtype.kind == "c":
        return _num2str_complex(a, fmt_or_precision)
    is_float = a.dtype.kind == "f"
    arg = fmt_or_precision
    if arg is not None:
        if isinstance(arg, str) or (type(arg) is np.ndarray and arg.dtype.kind == "U"):
            fmt = arg if isinstance(arg, str) else "".join(arg.ravel(order="F").tolist())
        else:
            p = _precision_arg(arg, "num2str")
            fmt = f"%{p + 7}.{p}g" if is_float else f"%{p}d"
    elif a.dtype.kind == "b":
        fmt = "%3d"
    else:
        f = a.astype(np.float64) if a.dtype.kind in "iu" else a
        finite = np.isfinite(f)
        valid = f[finite] if not finite.all() else f
        mx = float(np.abs(valid).max()) if valid.size else 0.0
        ndgt = math.floor(math.log10(mx)) if mx > 0 else 0
        # integer classes print every digit (int64/uint64 beyond 2^53 too); doubles past 1e15 as %g
        if (ndgt > 15 and is_float) or (is_float and bool((valid != np.fix(valid)).any())):
            ndgt = min(max(ndgt + 5, 5), 16)
            fmt = f"%{ndgt + 7}.{ndgt}g"
        else:
            ndgt += 3
            if not finite.all():
                ndgt = max(ndgt, 5)
            fmt = f"%{ndgt}.0f" if is_float else f"%{ndgt}d"
    rows = _page_rows(a)
    nc = len(rows[0])
    if not (fmt.replace("%%", "").count("%") > 1 or fmt in ("%s", "%c")):
        fmt = (fmt * nc).rstrip(" \t\n\v\f\r\0") + "\n"
    flat = [v for r in rows for v in r]
    arr = np.array([flat]) if a.dtype.kind != "b" else np.array([flat], dtype=np.float64)
    text = sprintf(fmt, (arr,))
    return _char_trim(_rows_of(text, keep_empty=False))


def _num2str_scalar(x: float) -> str:
    """``num2str`` of one double with no format: what the general path gives, in one step."""
    if x - x != 0.0:  # NaN, Inf, -Inf
        return "NaN" if x != x else ("Inf" if x > 0 else "-Inf")
    ax = abs(x)
    ndgt = math.floor(math.log10(ax)) if ax > 0 else 0
    if ndgt > 15 or x != math.floor(x):
        return "%.*g" % (min(max(ndgt + 5, 5), 16), x)
    return "%.0f" % x


def string_texts(values: np.ndarray) -> list[str | None]:
    """MATLAB's ``string(A)`` of real numbers, element by element in column-major order: the
    texts ``num2str(A)`` would print for them, with the significant digits num2str picks for
    the whole array (``string([pi 15000])`` is "3.14159265", "15000"), NaN as missing (None)."""
    f = values.astype(np.float64, copy=False).ravel(order="F")
    if f.size == 0:
        return []
    finite = np.isfinite(f)
    valid = f[finite]
    mx = float(np.abs(valid).max()) if valid.size else 0.0
    ndgt = math.floor(math.log10(mx)) if mx > 0 else 0
    fractional = values.dtype.kind == "f" and bool((valid != np.fix(valid)).any())
    digits = min(max(ndgt + 5, 5), 16) if (ndgt > 15 or fractional) else 0
    out: list[str | None] = []
    for x in f.tolist():
        if x != x:
            out.append(None)
        elif math.isinf(x):  # (not x - x: inf - inf would raise the FPU's invalid flag)
            out.append("Inf" if x > 0 else "-Inf")
        elif digits:
            out.append("%.*g" % (digits, x))
        else:
            out.append("%.0f" % x)
    return out


def _precision_arg(arg: Any, fname: str) -> int:
    v = arg
    if type(v) is np.ndarray:
        v = v.flat[0] if v.size == 1 else None
    try:
        f = float(v)  # type: ignore[arg-type]
    except (TypeError, ValueError):
        f = -1.0
    if not (f >= 0 and math.isfinite(f) and f == math.floor(f)):
        raise MException(f"RunMat:{fname}:InvalidPrecision",
                         f"{fname}: PRECISION must be a scalar integer >= 0")
    return int(f)


def _num2str_complex(a: np.ndarray, arg: Any) -> str | list[str]:
    if arg is not None:
        if isinstance(arg, str) or (type(arg) is np.ndarray and arg.dtype.kind == "U"):
            f = arg if isinstance(arg, str) else "".join(arg.ravel(order="F").tolist())
            fmt = f.rstrip(_WS) + "%-+" + f[1:] + "i"
        else:
            p = _precision_arg(arg, "num2str")
            fmt = f"%{p + 7}.{p}g%-+{p + 7}.{p}gi"
    else:
        re_, im = a.real, a.imag
        vr, vi = re_[np.isfinite(re_)], im[np.isfinite(im)]
        mx = max(float(np.abs(vr).max()) if vr.size else 0.0,
                 float(np.abs(vi).max()) if vi.size else 0.0)
        ndgt = math.floor(math.log10(mx)) if mx > 0 else 0
        both = np.isfinite(re_) & np.isfinite(im)
        vals = a[both]
        if bool(((vals.real != np.fix(vals.real)) | (vals.imag != np.fix(vals.imag))).any()):
            ndgt = min(max(ndgt + 5, 5), 16)
            fmt = f"%{ndgt + 7}.{ndgt}g%-+{ndgt + 7}.{ndgt}gi"
        else:
            ndgt += 3
            fmt = f"%{ndgt}.0f%-+{ndgt}.0fi"
    rows = _page_rows(a)
    nc = len(rows[0])
    line = (fmt * nc).rstrip(" \t\n\v\f\r\0") + "\n"
    flat = [p for r in rows for z in r for p in (z.real, z.imag)]
    text = sprintf(line, (np.array([flat]),))
    text = re.sub(r" +i\n", "i\n", text)
    text = re.sub(r"( +)i", r"i\1", text)
    return _char_trim(text[:-1].split("\n"))


def _round_half_away(a: np.ndarray) -> np.ndarray:
    return np.where(a < 0, -np.floor(-a + 0.5), np.floor(a + 0.5))


def int2str(value: Any) -> str | list[str]:
    """MATLAB ``int2str``: round to integers and lay out like ``num2str``."""
    x = _host(value)
    if class_of(x) not in _NUMERIC_CLASSES:
        raise _bad_input("int2str", x)
    a = as_array(x)
    if a.dtype.kind == "U":
        return _char_rows(a)
    if a.size == 0:
        return ""
    f = a.real.astype(np.float64) if a.dtype.kind in "fcb" else a
    if f.dtype.kind == "f":
        f = _round_half_away(f)
    ff = f.astype(np.float64)
    finite = np.isfinite(ff)
    valid = ff[finite]
    mx = float(np.abs(valid).max()) if valid.size else 0.0
    ndgt = (math.floor(math.log10(mx)) if mx > 0 else 0) + 3
    if not finite.all():
        ndgt = max(ndgt, 5)
    rows = _page_rows(f)
    nc = len(rows[0])
    fmt = (f"%{ndgt}d" if f.dtype.kind in "iu" else f"%{ndgt}.0f") * nc + "\n"  # int64 digits stay exact
    text = sprintf(fmt, (np.array([[v for r in rows for v in r]]),))
    return _char_trim(_rows_of(text, keep_empty=False))


def mat2str(value: Any, precision: Any = None, cls: str | None = None) -> str:
    """MATLAB ``mat2str``: text that evaluates back to the matrix (``'[1 2;3 4]'``)."""
    x = _host(value)
    if isinstance(precision, str):
        cls, precision = precision, None
    c = class_of(x)
    if c == "char":
        rows = ["'" + r.replace("'", "''") + "'" for r in char_rows(as_array(x))]
        if len(rows) == 1:
            return rows[0]
        return "[" + ";".join(rows) + "]" if rows else "''"
    if c not in _NUMERIC_CLASSES:
        raise MException("RunMat:mat2str:InvalidInput",
                         "mat2str: X must be two dimensional numeric, logical, or character array")
    a = as_array(x)
    if a.ndim > 2:
        raise MException("RunMat:mat2str:InvalidInput", "mat2str: X must be two dimensional")
    n = [15, 15]
    if precision is not None:
        p = precision.ravel() if type(precision) is np.ndarray and precision.dtype.kind in "biuf" else \
            np.asarray([precision]) if type(precision) in (float, int, bool) else None
        if p is None:
            raise MException("RunMat:mat2str:InvalidPrecision", "mat2str: N must be a numeric scalar or 2-element vector")
        if p.size > 2:
            raise MException("RunMat:mat2str:InvalidPrecision", "mat2str: N must have only 1 or 2 elements")
        if p.size:
            n = [_precision_arg(p[0], "mat2str"), _precision_arg(p[-1], "mat2str")]
    kind = a.dtype.kind
    if kind == "b":
        def one(v: Any) -> str:
            return "true" if v else "false"
    elif kind == "c":
        fr, fi = f"%.{n[0]}g", f"%+.{n[1]}gi"

        def one(v: Any) -> str:
            return sprintf(fr, (v.real,)) + sprintf(fi, (v.imag,))
    else:
        f = f"%.{n[0]}g"

        def one(v: Any) -> str:
            return sprintf(f, (v,))
    if a.size == 0:
        s = "[]"
    elif a.size == 1:
        s = one(a.flat[0])
    else:
        s = "[" + ";".join(" ".join(one(v) for v in row) for row in a.tolist()) + "]"
    if cls == "class":
        s = f"{c}({s})"
    return s
