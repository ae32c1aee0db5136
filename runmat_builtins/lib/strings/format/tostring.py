"""``sprintf``, ``num2str``, ``mat2str``, ``int2str``: numbers and values to char arrays."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins import format as fmtlib
from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.strings.core._text import string_scalar
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.values import CHAR_DTYPE, char_row, is_char, is_string, to_str



def _char(result: str | list[str]) -> np.ndarray:
    """A str or a list of equal-length rows as a char array ('' is 0x0, as MATLAB's)."""
    if isinstance(result, str):
        return char_row(result)
    if not result:
        return np.zeros((0, 0), dtype=CHAR_DTYPE)
    w = len(result[0])
    if w == 0:
        return np.zeros((len(result), 0), dtype=CHAR_DTYPE)
    return np.array([list(r) for r in result], dtype=CHAR_DTYPE)


@runtime_builtin(
    summary="Format data into a char vector, or into a string scalar when the format is a string.",
    description="All elements of all arguments are taken column-major and fed to the format, "
                "which is reused until they run out. A conversion that does not fit the value "
                "(%d of 1.5) falls back to %e; escapes are interpreted in the format only.",
    keywords=["format", "printf", "string", "text", "number"],
    related=["fprintf", "num2str", "mat2str", "compose"],
    signatures=["STR = sprintf(FORMATSPEC, A1, ..., AN)"],
    errors=[ErrorSpec(identifier="MATLAB:sprintf:InvalidFormat", when="FORMATSPEC is not text"),
            ErrorSpec(identifier="MATLAB:sprintf:InvalidInputType", when="an argument is a cell, struct or object")],
    examples=[Example(code="s = sprintf('%5.2f', 3.14159)", output="s =\n\n    ' 3.14'\n\n"),
              Example(code="x = sprintf('%d,', [1 2 3])", output="x =\n\n    '1,2,3,'\n\n")],
)
def sprintf(fmt: Any, *args: Any) -> np.ndarray:
    """A string format gives a string scalar (R2016b on), a char format a char row."""
    if not (is_char(fmt) or is_string(fmt)):
        raise MException("MATLAB:sprintf:InvalidFormat", "Invalid format: the format must be text.")
    text = fmtlib.sprintf(to_str(fmt) if fmt.size else "", args)
    if is_string(fmt):
        return string_scalar(text)
    if not text:
        return np.zeros((1, 0), dtype=CHAR_DTYPE)
    return char_row(text)


@runtime_builtin(
    summary="Convert numbers to a char array.",
    description="Uses 4 digits after the largest integer part for non-integers (num2str(pi) is "
                "'3.1416'), integers exactly; matrices give one text row per row, with two "
                "spaces between columns. A precision or a format may be given.",
    keywords=["convert", "string", "text", "number"],
    related=["sprintf", "mat2str", "int2str", "str2num"],
    signatures=["S = num2str(A)", "S = num2str(A, PRECISION)", "S = num2str(A, FORMATSPEC)"],
    errors=[ErrorSpec(identifier="RunMat:num2str:InvalidInput", when="A is a cell, struct or object"),
            ErrorSpec(identifier="RunMat:num2str:InvalidPrecision", when="PRECISION is not a non-negative integer")],
    examples=[Example(code="s = num2str(3.14159)", output="s =\n\n    '3.1416'\n\n"),
              Example(code="s = num2str([1 2; 3 4])", output="s =\n\n"
                                                             "  2×4 char array\n\n"
                                                             "    '1  2'\n"
                                                             "    '3  4'\n\n")],
)
def num2str(a: Any, spec: Any = None) -> np.ndarray:
    if spec is not None and (is_char(spec) or is_string(spec)):
        spec = to_str(spec)
    return _char(fmtlib.num2str(a, spec))


@runtime_builtin(
    summary="Round to integers and convert to a char array.",
    keywords=["convert", "integer", "round", "text"],
    related=["num2str", "sprintf", "round"],
    signatures=["S = int2str(A)"],
    errors=[ErrorSpec(identifier="RunMat:int2str:InvalidInput", when="A is a cell, struct or object")],
    examples=[Example(code="s = int2str(2.5)", output="s =\n\n    '3'\n\n")],
)
def int2str(a: Any) -> np.ndarray:
    return _char(fmtlib.int2str(a))


@runtime_builtin(
    summary="Text that evaluates back to a 2-D matrix, e.g. '[1 2;3 4]'.",
    description="Uses 15 significant digits unless a precision is given; 'class' wraps the "
                "result in the class name; logical values print as true/false.",
    keywords=["convert", "matrix", "text", "eval"],
    related=["num2str", "sprintf", "eval"],
    signatures=["S = mat2str(A)", "S = mat2str(A, N)", "S = mat2str(A, 'class')",
                "S = mat2str(A, N, 'class')"],
    errors=[ErrorSpec(identifier="RunMat:mat2str:InvalidInput", when="A is N-d, a cell, struct or object")],
    examples=[Example(code="s = mat2str([1 2; 3 4])", output="s =\n\n    '[1 2;3 4]'\n\n"),
              Example(code="s = mat2str(3.14159, 4)", output="s =\n\n    '3.142'\n\n")],
)
def mat2str(a: Any, n: Any = None, cls: Any = None) -> np.ndarray:
    if n is not None and (is_char(n) or is_string(n)):
        n = to_str(n)
    if cls is not None:
        cls = to_str(cls)
    return char_row(fmtlib.mat2str(a, n, cls))
