"""char, string, strings: convert values to char arrays and string arrays."""

from __future__ import annotations

import math
from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.format.numstr import string_texts
from runmat_builtins.limits import check_array_size
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.values import CHAR_DTYPE, STRING_DTYPE, class_of
from runmat_builtins.lib.cells.construct import dims_from_args
from runmat_builtins.lib.strings.core._text import char_matrix, char_rows, char_text, is_cell, is_char, is_string



_MAX_CODE = 0x10FFFF


def _code_of(v: float) -> int:
    """One character code from a number: rounded half away from zero (MATLAB's rule), NaN and
    negatives 0, past the last code point the last."""
    if not v > 0:  # NaN too
        return 0
    if v >= _MAX_CODE:
        return _MAX_CODE
    f = math.floor(v)
    return f + 1 if v - f >= 0.5 else f


def _codes_to_char(a: Any) -> np.ndarray:
    t = a.__class__
    if t is float or t is bool or t is int:  # a scalar (the common case in loops): no array passes
        return np.array([[chr(_code_of(float(a)))]], dtype=CHAR_DTYPE)
    arr = np.asarray(a)
    if arr.ndim < 2:
        arr = arr.reshape(1, -1) if arr.ndim == 1 else arr.reshape(1, 1)
    if arr.dtype.kind == "c":
        arr = arr.real
    codes = np.nan_to_num(arr.astype(np.float64), nan=0.0)
    codes = np.clip(codes, 0, _MAX_CODE)
    whole = np.floor(codes)
    codes = whole + (codes - whole >= 0.5)  # half away from zero, as _code_of
    # char arrays hold UCS-4 code points: the codes' uint32 memory read as one-character strings
    return np.minimum(codes, _MAX_CODE).astype(np.uint32).view(CHAR_DTYPE)


def _rows_of(v: Any) -> list[str]:
    """The rows one char() argument contributes."""
    if is_char(v):
        if v.size == 0:
            return [""]
        return char_rows(v)
    if is_string(v):
        return [s or "" for s in v.ravel(order="F").tolist()]
    if is_cell(v):
        rows: list[str] = []
        for e in v.ravel(order="F"):
            if is_cell(e):
                raise MException("MATLAB:char:cellContentsNotChar",
                                 "Cell elements must be character arrays.")
            rows.extend(_rows_of(e))
        return rows
    if class_of(v) in ("double", "single", "logical") or (type(v) is np.ndarray and v.dtype.kind in "iu"):
        a = _codes_to_char(v)
        return char_rows(a) if a.size else [""]
    raise MException("MATLAB:invalidConversion",
                     f"Conversion to char from {class_of(v)} is not possible.")


@runtime_builtin(
    summary="Convert to a character array; several inputs become rows padded with blanks.",
    description="Numbers become the characters with those codes; a cell array of char vectors "
                "or a string array becomes one row per element; char(A, B, ...) stacks the rows "
                "of every input, padding shorter rows with spaces (empty inputs give blank rows).",
    keywords=["convert", "character", "text", "pad rows"],
    related=["string", "cellstr", "double", "blanks"],
    signatures=["C = char(A)", "C = char(A1, ..., AN)"],
    errors=[ErrorSpec(identifier="MATLAB:invalidConversion", when="A is a struct or other non-text value"),
            ErrorSpec(identifier="MATLAB:char:cellContentsNotChar", when="a cell holds a cell")],
    examples=[Example(code="c = char([72 105])", output="c =\n\n    'Hi'\n\n"),
              Example(code="c = char('a', 'bcd')", output="c =\n\n"
                                                          "  2×3 char array\n\n"
                                                          "    'a  '\n"
                                                          "    'bcd'\n\n"),
              Example(code="c = char({'x', 'yz'})", output="c =\n\n  2×2 char array\n\n    'x '\n    'yz'\n\n")],
)
def char(*args: Any) -> np.ndarray:
    if not args:
        return np.zeros((0, 0), dtype=CHAR_DTYPE)
    if len(args) == 1:
        v = args[0]
        if is_char(v):
            return v
        if class_of(v) in ("double", "single", "logical") or (type(v) is np.ndarray and v.dtype.kind in "iu"):
            return _codes_to_char(v)
        if is_string(v) and v.size == 1:
            s = v.flat[0] or ""
            return np.array(list(s), dtype=CHAR_DTYPE).reshape(1, -1) if s else np.zeros((1, 0), dtype=CHAR_DTYPE)
        rows = _rows_of(v)
        if is_cell(v) and v.size == 0:
            return np.zeros((0, 0), dtype=CHAR_DTYPE)
        return char_matrix(rows)
    rows = []
    for a in args:
        rows.extend(_rows_of(a))
    return char_matrix(rows)


def number_text(x: Any) -> str | None:
    """MATLAB's string(number): num2str's text (integers in full, others with 4 digits after
    the integer part); a real NaN is the missing string (None), as ``string(NaN)`` is ``<missing>``."""
    if type(x) is bool or isinstance(x, np.bool_):
        return "true" if x else "false"
    if isinstance(x, (complex, np.complexfloating)):
        re_, im = _real_text(x.real), _real_text(abs(x.imag))
        return f"{re_}{'-' if x.imag < 0 else '+'}{im}i"
    if isinstance(x, (np.integer, int)):
        return str(int(x))
    return string_texts(np.array([float(x)]))[0]


def _real_text(f: float) -> str:
    if math.isnan(f):
        return "NaN"
    if math.isinf(f):
        return "Inf" if f > 0 else "-Inf"
    if f == int(f) and abs(f) < 1e15:
        return str(int(f))
    s = f"{f:.5g}"
    if "e" in s:
        mant, exp = s.split("e")
        s = f"{mant}e{exp[0]}{int(exp[1:]):02d}"
    return s


@runtime_builtin(
    summary="Convert to a string array.",
    description="A char vector becomes a 1x1 string (a char matrix one string per row); a cell "
                "array of char vectors a string array of its size; numbers their shortest text "
                "(up to 5 significant digits); logicals \"true\"/\"false\".",
    keywords=["convert", "string array", "text"],
    related=["char", "cellstr", "strings", "num2str"],
    signatures=["STR = string(A)"],
    errors=[ErrorSpec(identifier="MATLAB:string:MustBeCellstr",
                      when="a cell holds something other than text")],
    examples=[Example(code="s = string('abc');\ndisp(class(s))", output="string\n"),
              Example(code="fprintf('%s\\n', string(pi))", output="3.1416\n")],
)
def string(a: Any = None) -> np.ndarray:
    if a is None:
        return np.array([[""]], dtype=STRING_DTYPE)
    if is_string(a):
        return a
    if is_char(a):
        if a.size == 0 or a.shape[0] == 1:
            return np.array([[char_text(a)]], dtype=STRING_DTYPE)
        return np.array(char_rows(a), dtype=STRING_DTYPE).reshape(-1, 1)
    if is_cell(a):
        items = []
        for e in a.ravel(order="F"):
            if is_char(e) and (e.size == 0 or e.shape[0] == 1):
                items.append(char_text(e))
            elif is_string(e) and e.size == 1:
                items.append(e.flat[0])
            elif class_of(e) in ("double", "single", "logical") and np.size(e) == 1:
                items.append(number_text(np.asarray(e).reshape(-1)[0] if type(e) is np.ndarray else e))
            else:
                raise MException("MATLAB:string:MustBeCellstr",
                                 "Conversion from cell failed. Element must be a string scalar, "
                                 "character vector, or numeric, logical, or string scalar.")
        return np.array(items, dtype=STRING_DTYPE).reshape(a.shape, order="F")
    if type(a) in (float, bool, complex):
        return np.array([[number_text(a)]], dtype=STRING_DTYPE)
    if type(a) is np.ndarray and a.dtype.kind in "iufcb":
        # real numbers share num2str's digits across the array; logical and complex go one by one
        items = string_texts(a) if a.dtype.kind in "iuf" else [number_text(x) for x in a.ravel(order="F")]
        return np.array(items, dtype=STRING_DTYPE).reshape(a.shape, order="F")
    raise MException("MATLAB:invalidConversion",
                     f"Conversion to string from {class_of(a)} is not possible.")


@runtime_builtin(
    summary="A string array of empty strings (\"\").",
    keywords=["create", "string array", "preallocate"],
    related=["string", "blanks", "cell"],
    signatures=["STR = strings", "STR = strings(N)", "STR = strings(SZ1, ..., SZN)"],
    examples=[Example(code="s = strings(1, 2);\ndisp(size(s))", output="     1     2\n")],
)
def strings(*dims: Any) -> np.ndarray:
    shape = dims_from_args(dims, "strings") if dims else (1, 1)
    check_array_size(shape, 8)  # one reference per element, refused before numpy fills it
    return np.full(shape, "", dtype=STRING_DTYPE)
