"""Shared digit conversion: integers to padded char matrices and text rows back to numbers."""

from __future__ import annotations

import math
from typing import Any

import numpy as np

from runmat_builtins.errors import MException
from runmat_builtins.lib.array.shape._args import is_int_value, nd, values
from runmat_builtins.lib.strings.core._text import char_matrix, char_rows, is_cell, is_char, is_string
from runmat_builtins.limits import max_array_bytes, max_possible_error, size_limit_error
from runmat_builtins.numeric import class_name, undefined

SYMBOLS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"


def integers(d: Any, fname: str, *, negatives: bool) -> list[int]:
    """Elements of D (column-major) as Python ints; fractions truncate toward -Inf."""
    cls = class_name(d)
    if cls not in ("double", "single", "logical", "char") and not cls.startswith(("int", "uint")):
        raise undefined(fname, cls)
    a = nd(d)
    if a.dtype.kind == "c":
        raise MException(f"MATLAB:{fname}:FirstArgIsInvalid", "D must be real.")
    if a.dtype.kind in "iu":
        ints = [int(v) for v in a.ravel(order="F").tolist()]
        if not negatives and any(v < 0 for v in ints):  # (to_base of a negative never ends)
            raise MException(f"MATLAB:{fname}:FirstArgIsInvalid", "D must be a nonnegative integer.")
        return ints
    out = []
    for v in values(a):
        if v != v or v in (math.inf, -math.inf):
            raise MException(f"MATLAB:{fname}:FirstArgIsInvalid", "D must be finite.")
        if v < 0 and not negatives:
            raise MException(f"MATLAB:{fname}:FirstArgIsInvalid",
                             "D must be a nonnegative integer.")
        if v < -(2 ** 63):  # two's complement covers int64 at the widest
            raise MException(f"MATLAB:{fname}:FirstArgIsInvalid",
                             "Negative values of D must not be less than intmin('int64').")
        out.append(math.floor(v))
    return out


def twos_complement(vals: list[int]) -> list[int]:
    """Negative values as the unsigned integer of the smallest width (8/16/32/64 bits) that
    holds every negative value, as MATLAB's dec2bin/dec2hex do."""
    neg = [v for v in vals if v < 0]
    if not neg:
        return vals
    lo = min(neg)
    bits = next(b for b in (8, 16, 32, 64) if lo >= -(2 ** (b - 1)))
    return [v + 2 ** bits if v < 0 else v for v in vals]


def to_base(v: int, base: int, symbols: str) -> str:
    if v == 0:
        return symbols[0]
    out = []
    while v:
        v, r = divmod(v, base)
        out.append(symbols[r])
    return "".join(reversed(out))


def min_digits(n: Any, fname: str) -> int:
    if n is None:
        return 0
    try:
        vals = values(n)
    except TypeError:
        vals = []
    if len(vals) != 1 or not is_int_value(vals[0]) or vals[0] < 0:
        raise MException(f"MATLAB:{fname}:InvalidNumberOfDigits" if fname != "dec2base"
                         else "MATLAB:dec2base:NIsInvalid",
                         "Number of digits must be a nonnegative integer scalar.")
    return int(vals[0])


def check_char_size(rows: int, width: int) -> None:
    """A rows-by-width char result too large to make: MATLAB's size errors, not an OverflowError."""
    if width >= 2 ** 62:
        raise max_possible_error()
    nbytes = rows * width * 2  # MATLAB's char: two bytes
    if nbytes > max_array_bytes():
        raise size_limit_error([rows, width], nbytes)


def padded(texts: list[str], ndigits: int, zero: str) -> np.ndarray:
    """One row per text, left-padded with the zero symbol to a common width."""
    if not texts:
        return np.zeros((0, 0), dtype="<U1")
    width = max(ndigits, max(len(t) for t in texts))
    check_char_size(len(texts), width)
    return char_matrix([t.rjust(width, zero) for t in texts])


def text_rows(s: Any, fname: str) -> tuple[list[str], bool]:
    """Rows of a char matrix, or the elements of a cellstr/string array (column-major).
    Returns (texts, keep_shape_of_string_array)."""
    if is_char(s):
        return char_rows(s) if s.size else [], False
    if is_cell(s) and all(is_char(e) for e in s.flat):
        return ["".join(e.ravel().tolist()) for e in s.ravel(order="F")], False
    if is_string(s):
        return ["" if e is None else str(e) for e in s.ravel(order="F")], True
    raise MException(f"MATLAB:{fname}:InputMustBeCharOrString" if fname != "base2dec" else
                     "MATLAB:base2dec:InputMustBeCharOrString",
                     "Input must be a character vector, string array, or cell array of character vectors.")


def parse_rows(texts: list[str], base: int, symbols: str, fname: str, what: str) -> np.ndarray:
    """Texts (blanks ignored) in ``base`` as a column of doubles."""
    lookup = {c: i for i, c in enumerate(symbols)}
    if symbols is SYMBOLS:
        lookup.update({c.lower(): i for i, c in enumerate(symbols)})
    out = np.zeros((len(texts), 1))
    for i, t in enumerate(texts):
        t = t.replace(" ", "").replace("\0", "")
        total = 0
        for ch in t:
            k = lookup.get(ch)
            if k is None or k >= base:
                raise MException(f"MATLAB:{fname}:IllegalCharacter",
                                 f"Input text must contain only {what}.")
            total = total * base + k
        out[i, 0] = float(total)
    return out
