"""strvcat (vertical concatenation of texts into a blank-padded char matrix, empty texts
dropped) and strjust (move each row's text to the left, right or center)."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.array.shape._args import char_code as _char_code
from runmat_builtins.lib.array.shape._args import nd, option
from runmat_builtins.lib.strings.core._text import char_matrix, char_rows, is_cell, is_char, is_string
from runmat_builtins.numeric import class_name
from runmat_builtins.spec import ErrorSpec, Example



def _rows_of(v: Any) -> list[str]:
    if is_char(v):
        return char_rows(v) if v.size else []
    if is_string(v):
        return ["" if e is None else str(e) for e in v.ravel(order="F")]
    if is_cell(v):
        out = []
        for e in v.ravel(order="F"):
            out.extend(_rows_of(e))
        return out
    cls = class_name(v)
    if cls in ("double", "single", "logical") or cls.startswith(("int", "uint")):
        a = nd(v)
        if a.size == 0:
            return []
        codes = np.asarray(a, dtype=np.float64)
        return ["".join(_char_code(c) for c in row) for row in codes.reshape(codes.shape[0], -1)]
    raise MException("MATLAB:strvcat:InvalidInputType",
                     "Inputs must be character arrays, cell arrays of character vectors, or numeric.")


@runtime_builtin(
    summary="Stack texts vertically into a char matrix padded with blanks; empty texts are skipped.",
    description="Each char-matrix row, cell element or string becomes a row. Unlike char, empty "
                "inputs do not produce blank rows.",
    keywords=["vertical concatenation", "char matrix", "stack strings"], related=["char", "strcat", "vertcat"],
    signatures=["S = strvcat(t1, t2, ...)", "S = strvcat(c)"],
    errors=[ErrorSpec(identifier="MATLAB:strvcat:InvalidInputType", when="an input is not text or numeric")],
    examples=[Example(code="s = strvcat('abc', '', 'de')", output="s =\n\n"
                                                                  "  2×3 char array\n\n"
                                                                  "    'abc'\n"
                                                                  "    'de '\n\n")],
)
def strvcat(*args: Any) -> Any:
    rows = [r for a in args for r in _rows_of(a) if r != ""]
    return char_matrix(rows)


@runtime_builtin(
    summary="Justify the text of each row of a char array: 'right' (default), 'left' or 'center'.",
    description="Leading and trailing blanks of each row are redistributed; the array size is kept. "
                "Centering puts the odd blank on the right.",
    keywords=["justify", "align", "pad", "char matrix"], related=["pad", "strtrim", "deblank"],
    signatures=["T = strjust(S)", "T = strjust(S, side)"],
    errors=[ErrorSpec(identifier="MATLAB:strjust:InvalidJustification", when="side is not right, left or center")],
    examples=[Example(code="s = strjust(['a  '; 'bb '], 'right')", output="s =\n\n"
                                                                          "  2×3 char array\n\n"
                                                                          "    '  a'\n"
                                                                          "    ' bb'\n\n"),
              Example(code="s = strjust('  a ', 'center')", output="s =\n\n    ' a  '\n\n")],
)
def strjust(s: Any, side: Any = None) -> Any:
    how = "right" if side is None else option(side)
    if how not in ("right", "left", "center"):
        raise MException("MATLAB:strjust:InvalidJustification", "Justification must be 'right', 'left' or 'center'.")
    if not is_char(s):
        raise MException("MATLAB:strjust:InvalidInputType", "Input must be a character array.")
    if s.size == 0:
        return s
    out = []
    for row in char_rows(s):
        width = len(row)
        text = row.strip(" ")
        blanks = width - len(text)
        if how == "right":
            out.append(" " * blanks + text)
        elif how == "left":
            out.append(text + " " * blanks)
        else:
            left = blanks // 2
            out.append(" " * left + text + " " * (blanks - left))
    return char_matrix(out).reshape(s.shape)
