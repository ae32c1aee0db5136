"""convertCharsToStrings, convertStringsToChars, convertContainedStringsToChars: switch the
text class of arguments, leaving everything else as it is (MATLAB's argument-normalizing idiom
``[a, b] = convertCharsToStrings(a, b)``)."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins import errors
from runmat_builtins.errors import MException
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.values import STRING_DTYPE, StructArray, cell_array
from runmat_builtins.lib.strings.core._text import char_out, char_text, is_cell, is_cellstr, is_char, is_string



def chars_to_strings(a: Any) -> Any:
    """A char array becomes a string scalar (a matrix's columns joined), a cellstr a string
    array of its size; anything else is returned as it is."""
    if is_char(a):
        return np.array([[char_text(a)]], dtype=STRING_DTYPE)
    if is_cell(a) and is_cellstr(a):
        items = [char_text(e) for e in a.ravel(order="F")]
        out = np.empty(len(items), dtype=STRING_DTYPE)
        out[:] = items
        return out.reshape(a.shape, order="F")
    return a


def strings_to_chars(a: Any) -> Any:
    """A string scalar becomes a char row; other string arrays a cellstr of their size."""
    if not is_string(a):
        return a
    items = [s for s in a.ravel(order="F").tolist()]
    if a.size == 1:
        return char_out(items[0] or "")
    return cell_array([char_out(s or "") for s in items], a.shape)


def _outputs(fname: str, args: tuple, nargout: int, fn: Any) -> Any:
    if not args:
        raise MException(errors.NOT_ENOUGH_INPUTS, errors.NOT_ENOUGH_INPUTS_MSG)
    if nargout > len(args):
        raise MException(errors.TOO_MANY_OUTPUTS, errors.TOO_MANY_OUTPUTS_MSG)
    if len(args) > 1 and nargout < len(args) and nargout > 1:
        raise MException(f"MATLAB:{fname}:NumOutputsMismatch",
                         "Number of outputs must match the number of inputs.")
    out = tuple(fn(a) for a in args)
    return out[0] if len(out) == 1 else out


@runtime_builtin(
    summary="Convert char arrays and cellstrs to string arrays, leaving other arguments unaltered.",
    description="A character vector becomes a string scalar; a cell array of character vectors a "
                "string array of the same size; a multirow char array one string of its columns "
                "joined. Any other argument is returned as it is.",
    keywords=["convert", "string", "char", "cellstr", "normalize arguments"],
    related=["convertStringsToChars", "string", "char"],
    signatures=["B = convertCharsToStrings(A)", "[B1, ..., BN] = convertCharsToStrings(A1, ..., AN)"],
    errors=[ErrorSpec(identifier="MATLAB:convertCharsToStrings:NumOutputsMismatch",
                      when="more than one output and not one per input")],
    examples=[Example(code="s = convertCharsToStrings('Mercury');\ndisp(class(s))", output="string\n"),
              Example(code="[a, b] = convertCharsToStrings({'Venus', 'Earth'}, 5);\nfprintf('%s %s %d\\n', a(1), a(2), b)",
                      output="Venus Earth 5\n")],
)
def convertCharsToStrings(*args: Any, nargout: int) -> Any:
    return _outputs("convertCharsToStrings", args, nargout, chars_to_strings)


@runtime_builtin(
    summary="Convert string arrays to char vectors or cellstrs, leaving other arguments unaltered.",
    description="A string scalar becomes a character vector; any other string array a cell array of "
                "character vectors of the same size. Any other argument is returned as it is.",
    keywords=["convert", "string", "char", "cellstr", "normalize arguments"],
    related=["convertCharsToStrings", "char", "cellstr"],
    signatures=["B = convertStringsToChars(A)", "[B1, ..., BN] = convertStringsToChars(A1, ..., AN)"],
    errors=[ErrorSpec(identifier="MATLAB:convertStringsToChars:NumOutputsMismatch",
                      when="more than one output and not one per input")],
    examples=[Example(code="c = convertStringsToChars(\"Mercury\")", output="c =\n\n    'Mercury'\n\n"),
              Example(code="c = convertStringsToChars([\"a\" \"bc\"]);\ndisp(class(c))", output="cell\n")],
)
def convertStringsToChars(*args: Any, nargout: int) -> Any:
    return _outputs("convertStringsToChars", args, nargout, strings_to_chars)


def _contained(a: Any) -> Any:
    if is_string(a):
        return strings_to_chars(a)
    if is_cell(a):
        out = np.empty(a.shape, dtype=object)
        for idx, e in np.ndenumerate(a):
            out[idx] = _contained(e)
        return out
    if type(a) is StructArray:
        elems = np.empty(a.elems.shape, dtype=object)
        for idx, d in np.ndenumerate(a.elems):
            elems[idx] = {k: _contained(v) for k, v in d.items()}
        return StructArray(list(a.fields), elems)
    return a


@runtime_builtin(
    summary="Convert string arrays at any level of a cell array or struct to char vectors or cellstrs.",
    keywords=["convert", "string", "char", "nested", "cell", "struct"],
    related=["convertStringsToChars", "convertCharsToStrings"],
    signatures=["B = convertContainedStringsToChars(A)",
                "[B1, ..., BN] = convertContainedStringsToChars(A1, ..., AN)"],
    examples=[Example(code="c = convertContainedStringsToChars({1, \"ab\"});\ndisp(class(c{2}))", output="char\n")],
)
def convertContainedStringsToChars(*args: Any, nargout: int) -> Any:
    return _outputs("convertContainedStringsToChars", args, nargout, _contained)
