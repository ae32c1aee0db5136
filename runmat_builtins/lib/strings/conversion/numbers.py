"""str2double and str2num: read numbers written as text."""

from __future__ import annotations

import math
import re
from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.values import empty
from runmat_builtins.lib.strings.core._text import char_rows, char_text, is_cell, is_char, is_string


_REAL = r"(?:(?:\d[\d,]*(?:\.\d*)?|\.\d+)(?:[eEdD][+-]?\d+)?|inf(?:inity)?|nan)"
_REAL_RE = re.compile(rf"^([+-])?\s*({_REAL})$", re.I)
_IMAG_RE = re.compile(rf"^([+-])?\s*({_REAL})?\s*\*?\s*[ij]$", re.I)
_COMPLEX_RE = re.compile(rf"^([+-]?\s*{_REAL})\s*([+-])\s*({_REAL})?\s*\*?\s*[ij]$", re.I)


def _real(sign: str | None, body: str) -> float:
    b = body.lower().replace(",", "").replace("d", "e")
    v = math.inf if b.startswith("inf") else math.nan if b == "nan" else float(b)
    return -v if sign == "-" else v


def parse_number(text: str) -> float | complex | None:
    """A MATLAB number literal (real or complex) as Python, or None when it is not one."""
    t = text.strip()
    if not t:
        return None
    m = _REAL_RE.match(t)
    if m:
        return _real(m.group(1), m.group(2))
    m = _IMAG_RE.match(t)
    if m:
        return complex(0.0, _real(m.group(1), m.group(2) or "1"))
    m = _COMPLEX_RE.match(t)
    if m:
        r = m.group(1).replace(" ", "")
        re_v = _real("-" if r.startswith("-") else None, r.lstrip("+-"))
        return complex(re_v, _real(m.group(2), m.group(3) or "1"))
    return None


def _double_of(v: Any) -> float | complex:
    if is_char(v) and (v.size == 0 or v.shape[0] == 1):
        r = parse_number(char_text(v))
    elif is_string(v) and v.size == 1:
        r = None if v.flat[0] is None else parse_number(v.flat[0])
    else:
        r = None
    return math.nan if r is None else r


@runtime_builtin(
    summary="Convert text to double precision numbers; NaN where the text is not a number.",
    description="Accepts char vectors, string arrays and cell arrays (one number per element). "
                "Understands signs, decimals, exponents (e or d), thousands commas, Inf, NaN and "
                "complex forms like 3+4i. Anything else gives NaN, never an error.",
    keywords=["convert", "parse", "number", "text to number"],
    related=["str2num", "num2str", "double", "sscanf"],
    signatures=["X = str2double(STR)"],
    examples=[Example(code="x = str2double('3.5e2')", output="x =\n\n   350\n\n"),
              Example(code="x = str2double({'1', 'abc', '-2'})", output="x =\n\n     1   NaN    -2\n\n")],
)
def str2double(s: Any) -> Any:
    if is_cell(s):
        vals = [_double_of(e) for e in s.ravel(order="F")]
    elif is_string(s) and s.size != 1:
        vals = [math.nan if x is None else (lambda r: math.nan if r is None else r)(parse_number(x))
                for x in s.ravel(order="F").tolist()]
    elif is_char(s) and s.ndim == 2 and s.shape[0] > 1:
        return math.nan
    else:
        return _double_of(s)
    dt = np.complex128 if any(type(v) is complex for v in vals) else np.float64
    return np.array(vals, dtype=dt).reshape(s.shape, order="F")


_NAMED = {"pi": math.pi, "inf": math.inf, "nan": math.nan, "eps": 2.0 ** -52, "true": 1.0,
          "false": 0.0, "i": 1j, "j": 1j}


def _literal_matrix(text: str) -> Any:
    """Parse '[1 2; 3 4]'-style numeric text; None when it is anything else."""
    t = text.strip()
    if t.startswith("[") and t.endswith("]"):
        t = t[1:-1]
    rows = [r for r in re.split(r"[;\n]", t) if r.strip()]
    if not rows:
        return empty()
    out = []
    logical = True
    for r in rows:
        toks = [x for x in re.split(r"[\s,]+", r.strip()) if x]
        vals = []
        for tok in toks:
            low = tok.lower()
            neg = low.startswith("-")
            key = low.lstrip("+-")
            if key in _NAMED:
                v = _NAMED[key]
                if key not in ("true", "false"):
                    logical = False
                v = -v if neg else v
            else:
                v = parse_number(tok.replace(",", "#"))
                logical = False
                if v is None:
                    return None
            vals.append(v)
        out.append(vals)
    width = len(out[0])
    if any(len(r) != width for r in out):
        return None
    dt = np.complex128 if any(type(v) is complex for r in out for v in r) else np.float64
    arr = np.array(out, dtype=dt)
    if logical:
        arr = arr.astype(bool)
    return arr


@runtime_builtin(
    summary="Evaluate text as a numeric array; [] and false when it cannot be.",
    description="Inside a session the text is evaluated as MATLAB code (so '[1 2]*2' works); "
                "outside one, numeric literals and matrices like '[1 2; 3 4]' are parsed. The "
                "second output says whether conversion succeeded.",
    keywords=["convert", "evaluate", "parse", "matrix"],
    related=["str2double", "num2str", "eval"],
    signatures=["X = str2num(CHR)", "[X, TF] = str2num(CHR)"],
    errors=[ErrorSpec(identifier="MATLAB:str2num:InvalidArgument",
                      when="CHR is not a char array or string scalar")],
    examples=[Example(code="x = str2num('[1 2; 3 4]')", output="x =\n\n     1     2\n     3     4\n\n")],
    output_mode="nargout",
)
def str2num(s: Any, *, nargout: int, ctx: Any = None) -> Any:
    if is_char(s):
        text = "\n".join(char_rows(s)) if s.size and s.shape[0] > 1 else char_text(s)
    elif is_string(s) and s.size == 1:
        text = s.flat[0] or ""
    else:
        raise MException("MATLAB:str2num:InvalidArgument",
                         "Input must be a character vector or string scalar.")
    value = None
    evaluator = getattr(ctx, "eval_code", None)
    if evaluator is not None:
        try:
            value = evaluator(f"[{text}]", 1)
            if type(value) is tuple:
                value = value[0] if value else None
        except MException:
            value = None
        except Exception:  # noqa: BLE001 - any failure to evaluate means 'not a number'
            value = None
    else:
        value = _literal_matrix(text)
    ok = value is not None
    if not ok:
        value = empty()
    return (value, ok) if nargout > 1 else value
