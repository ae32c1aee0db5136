"""Integers to text in base 2, 16 or any base (dec2bin, dec2hex, dec2base) and back
(bin2dec, hex2dec, base2dec)."""

from __future__ import annotations

import re
from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.array.shape._args import is_int_value, option, values
from runmat_builtins.lib.strings.core._text import is_char
from runmat_builtins.lib.strings.numbers._digits import (
    SYMBOLS, integers, min_digits, padded, parse_rows, text_rows, to_base, twos_complement,
)
from runmat_builtins.spec import ErrorSpec, Example



def _encode(d: Any, n: Any, base: int, fname: str) -> np.ndarray:
    vals = twos_complement(integers(d, fname, negatives=True))
    return padded([to_base(v, base, SYMBOLS) for v in vals], min_digits(n, fname), "0")


_LITERAL = {2: re.compile(r"^\s*0[bB]([01\s]*?)(?:([su])(8|16|32|64))?\s*$"),
            16: re.compile(r"^\s*0[xX]([0-9a-fA-F\s]*?)(?:([su])(8|16|32|64))?\s*$")}
_SUFFIX = re.compile(r"^(.*?)([su])(8|16|32|64)\s*$")


def _decode(s: Any, base: int, fname: str, what: str) -> np.ndarray:
    """Text in base 2 or 16 as doubles: one per row of a char matrix or element of a cellstr
    (a column), or of a string array (its shape). Since R2020a the text may carry the prefix
    (0b, 0x) and the suffix (s8 ... u64) of MATLAB's literals; a signed suffix reads the digits
    as two's complement of that width."""
    texts, keep_shape = text_rows(s, fname)
    digits, widths = [], []
    for t in texts:
        m = _LITERAL[base].match(t)
        if m is None and base == 16:
            m = _SUFFIX.match(t) if re.fullmatch(r"[0-9a-fA-F\s]*[su](8|16|32|64)\s*", t) else None
        if m is not None:
            digits.append(m.group(1))
            widths.append(int(m.group(3)) if m.group(2) == "s" else None)
        else:
            digits.append(t)
            widths.append(None)
    out = parse_rows(digits, base, SYMBOLS, fname, what)
    for i, bits in enumerate(widths):
        if bits is not None and out[i, 0] >= 2.0 ** (bits - 1):
            out[i, 0] -= 2.0 ** bits
    if keep_shape and np.ndim(s) >= 2:
        return out.reshape(np.shape(s), order="F")
    return out


@runtime_builtin(
    summary="Binary representation of nonnegative integers as a char array (one row per element).",
    description="Rows are padded with leading zeros to a common width of at least n digits. "
                "Negative values use two's complement in the smallest of 8, 16, 32 or 64 bits; "
                "fractional parts are truncated.",
    keywords=["binary", "base 2", "bits", "convert"], related=["bin2dec", "dec2hex", "dec2base"],
    signatures=["str = dec2bin(D)", "str = dec2bin(D, n)"],
    errors=[ErrorSpec(identifier="MATLAB:dec2bin:FirstArgIsInvalid", when="D is not finite or is complex"),
            ErrorSpec(identifier="MATLAB:dec2bin:InvalidNumberOfDigits", when="n is not a nonnegative integer")],
    examples=[Example(code="s = dec2bin(5)", output="s =\n\n    '101'\n\n"),
              Example(code="s = dec2bin([1 10], 6)", output="s =\n\n"
                                                            "  2×6 char array\n\n"
                                                            "    '000001'\n"
                                                            "    '001010'\n\n")],
)
def dec2bin(d: Any, n: Any = None) -> Any:
    return _encode(d, n, 2, "dec2bin")


@runtime_builtin(
    summary="Hexadecimal representation of nonnegative integers as a char array (uppercase digits).",
    description="Rows are padded with leading zeros to a common width of at least n digits; "
                "negative values use two's complement like dec2bin.",
    keywords=["hexadecimal", "hex", "base 16", "convert"], related=["hex2dec", "dec2bin", "dec2base"],
    signatures=["str = dec2hex(D)", "str = dec2hex(D, n)"],
    errors=[ErrorSpec(identifier="MATLAB:dec2hex:FirstArgIsInvalid", when="D is not finite or is complex")],
    examples=[Example(code="s = dec2hex(255, 4)", output="s =\n\n    '00FF'\n\n")],
)
def dec2hex(d: Any, n: Any = None) -> Any:
    return _encode(d, n, 16, "dec2hex")


def _base_arg(base: Any) -> tuple[int, str]:
    if is_char(base):
        symbols = "".join(base.ravel().tolist())
        if len(symbols) < 2 or len(set(symbols)) != len(symbols) or any(c.isspace() for c in symbols):
            raise MException("MATLAB:dec2base:symbolsInvalid",
                             "Symbols must be a character vector of unique, non-whitespace characters.")
        return len(symbols), symbols
    try:
        b = values(base)
    except TypeError:
        b = []
    if len(b) != 1 or not is_int_value(b[0]) or not 2 <= b[0] <= 36:
        raise MException("MATLAB:dec2base:BaseIsInvalid",
                         "The base must be an integer between 2 and 36 or a character vector of symbols.")
    return int(b[0]), SYMBOLS


@runtime_builtin(
    summary="Base-B representation of nonnegative integers as a char array.",
    description="B is an integer from 2 to 36 (digits 0-9 then A-Z) or a char vector of symbols; "
                "rows are left-padded with the zero symbol to at least n digits.",
    keywords=["base", "radix", "convert", "digits"], related=["base2dec", "dec2bin", "dec2hex"],
    signatures=["str = dec2base(D, base)", "str = dec2base(D, base, n)"],
    errors=[ErrorSpec(identifier="MATLAB:dec2base:FirstArgIsInvalid", when="D has a negative or non-finite value"),
            ErrorSpec(identifier="MATLAB:dec2base:BaseIsInvalid", when="base is not an integer from 2 to 36")],
    examples=[Example(code="s = dec2base(23, 3)", output="s =\n\n    '212'\n\n"),
              Example(code="s = dec2base([5; 36], 16, 3)", output="s =\n\n"
                                                                  "  2×3 char array\n\n"
                                                                  "    '005'\n"
                                                                  "    '024'\n\n")],
)
def dec2base(d: Any, base: Any, n: Any = None) -> Any:
    b, symbols = _base_arg(base)
    vals = integers(d, "dec2base", negatives=False)
    return padded([to_base(v, b, symbols) for v in vals], min_digits(n, "dec2base"), symbols[0])


@runtime_builtin(
    summary="Numbers from binary text: one value per row of a char matrix or element of a cellstr/string.",
    description="Blanks are ignored; the result is a column vector of doubles.",
    keywords=["binary", "parse", "base 2"], related=["dec2bin", "hex2dec", "base2dec"],
    signatures=["D = bin2dec(binStr)"],
    errors=[ErrorSpec(identifier="MATLAB:bin2dec:IllegalCharacter", when="the text has a character other than 0, 1 or blank"),
            ErrorSpec(identifier="MATLAB:bin2dec:InputMustBeCharOrString", when="the input is not text")],
    examples=[Example(code="d = bin2dec('1 0 1')", output="d =\n\n     5\n\n"),
              Example(code="d = bin2dec(['101'; '011'])", output="d =\n\n     5\n     3\n\n")],
)
def bin2dec(s: Any) -> Any:
    return _decode(s, 2, "bin2dec", "the digits 0 and 1")


@runtime_builtin(
    summary="Numbers from hexadecimal text (0-9, A-F, a-f; an optional 0x prefix).",
    description="One value per row of a char matrix or element of a cellstr/string array, as a column.",
    keywords=["hexadecimal", "hex", "parse", "base 16"], related=["dec2hex", "bin2dec", "base2dec"],
    signatures=["D = hex2dec(hexStr)"],
    errors=[ErrorSpec(identifier="MATLAB:hex2dec:IllegalCharacter", when="the text has a non-hexadecimal character"),
            ErrorSpec(identifier="MATLAB:hex2dec:InputMustBeCharOrString", when="the input is not text")],
    examples=[Example(code="d = hex2dec('FF')", output="d =\n\n   255\n\n"),
              Example(code="d = hex2dec({'10', 'a'})", output="d =\n\n    16\n    10\n\n")],
)
def hex2dec(s: Any) -> Any:
    return _decode(s, 16, "hex2dec", "the digits 0-9 and letters A-F")


@runtime_builtin(
    summary="Numbers from base-B text; B is 2..36 or a char vector of symbols.",
    description="Letters are case-insensitive for numeric bases; blanks are ignored.",
    keywords=["base", "radix", "parse"], related=["dec2base", "bin2dec", "hex2dec"],
    signatures=["D = base2dec(baseStr, base)"],
    errors=[ErrorSpec(identifier="MATLAB:base2dec:IllegalCharacter", when="a character is not a digit of the base"),
            ErrorSpec(identifier="MATLAB:dec2base:BaseIsInvalid", when="base is not an integer from 2 to 36")],
    examples=[Example(code="d = base2dec('212', 3)", output="d =\n\n    23\n\n")],
)
def base2dec(s: Any, base: Any) -> Any:
    b, symbols = _base_arg(base)
    texts, _ = text_rows(s, "base2dec")
    return parse_rows(texts, b, symbols, "base2dec", "digits of the base")


__all__ = ["dec2bin", "dec2hex", "dec2base", "bin2dec", "hex2dec", "base2dec", "option"]
