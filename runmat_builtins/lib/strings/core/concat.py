"""strcat, strjoin and strsplit: join texts end to end, with delimiters, or split one apart."""

from __future__ import annotations

import re
from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.values import cell_array, char_row, is_numeric, is_logical
from runmat_builtins.lib.array.shape._args import char_code as _char_code
from runmat_builtins.lib.strings.core._text import (
    WHITESPACE,
    TextArray,
    char_matrix,
    char_out,
    char_rows,
    is_cell,
    is_char,
    is_string,
    option_text,
    scalar_text,
    string_scalar,
    strings_out,
    unescape,
)



# -- strcat --------------------------------------------------------------------------------

def _char_rows_of(v: Any) -> list[str]:
    if is_char(v):
        return char_rows(v) if v.size else [""]
    if is_numeric(v) or is_logical(v):
        a = np.atleast_2d(np.real(np.asarray(v)).astype(np.float64))  # a complex code: its real part, as char()
        return ["".join(_char_code(x) for x in row) for row in a] if a.size else [""]
    raise MException("MATLAB:strcat:InvalidInputType",
                     "Inputs must be character arrays, cell arrays of character vectors, or string arrays.")


def _broadcast(parts: list[tuple[list[Any], tuple[int, ...] | None]]) -> tuple[int, tuple[int, ...]]:
    shape = None
    for items, shp in parts:
        if shp is not None and len(items) != 1:
            if shape is not None and shape != shp:
                raise MException("MATLAB:strcat:InvalidInputSize",
                                 "All the inputs must be the same size or scalars.")
            shape = shp
    if shape is None:
        for items, shp in parts:
            if shp is not None:
                shape = shp
                break
    shape = shape or (1, 1)
    return int(np.prod(shape)), shape


@runtime_builtin(
    summary="Concatenate text horizontally.",
    description="Char array inputs lose their trailing whitespace (space, tab, newline, vertical "
                "tab, form feed, carriage return) before joining; cell and string inputs keep it. "
                "Any cell input makes the result a cell array, any string input a string array; "
                "scalars are joined with every element of array inputs.",
    keywords=["concatenate", "join", "append", "text"],
    related=["strjoin", "plus", "horzcat", "append"],
    signatures=["S = strcat(S1, ..., SN)"],
    errors=[ErrorSpec(identifier="MATLAB:strcat:InvalidInputSize",
                      when="array inputs have different sizes")],
    examples=[Example(code="s = strcat('a ', 'b ', 'c')", output="s =\n\n    'abc'\n\n"),
              Example(code="c = strcat({'x', 'y'}, '_', {'1', '2'})",
                      output="c =\n\n  1×2 cell array\n\n    {'x_1'}    {'y_2'}\n\n")],
)
def strcat(*args: Any) -> Any:
    if not args:
        raise MException("MATLAB:minrhs", "Not enough input arguments.")
    if any(is_string(a) for a in args):
        parts = []
        for a in args:
            if is_string(a):
                parts.append((a.ravel(order="F").tolist(), a.shape))
            else:
                t = TextArray.of(a, "strcat") if not (is_numeric(a) or is_logical(a)) else None
                items = t.items if t is not None else ["".join(_char_rows_of(a))]
                parts.append((items, t.shape if t is not None and t.kind == "cell" else None))
        n, shape = _broadcast(parts)
        out = []
        for i in range(n):
            pieces = [items[i] if len(items) > 1 else items[0] for items, _ in parts]
            out.append(None if any(p is None for p in pieces) else "".join(pieces))
        return strings_out(out, shape)
    if any(is_cell(a) for a in args):
        parts = []
        for a in args:
            if is_cell(a):
                parts.append((TextArray.of(a, "strcat").items, a.shape))
            else:
                parts.append(([r.rstrip(WHITESPACE) for r in _char_rows_of(a)][:1] or [""], None))
        n, shape = _broadcast(parts)
        out = ["".join(items[i] if len(items) > 1 else items[0] for items, _ in parts)
               for i in range(n)]
        return cell_array([char_row(s) for s in out], shape)
    rows_per = [[r.rstrip(WHITESPACE) for r in _char_rows_of(a)] for a in args
                if not (hasattr(a, "size") and a.size == 0)]
    if not rows_per:
        return char_row("")
    nrows = max(len(r) for r in rows_per)
    for r in rows_per:
        if len(r) not in (1, nrows):
            raise MException("MATLAB:strcat:InvalidInputSize",
                             "All the inputs must be the same size or scalars.")
    rows = ["".join(r[i] if len(r) > 1 else r[0] for r in rows_per) for i in range(nrows)]
    if nrows == 1:
        return char_out(rows[0]) if rows[0] else char_row("")
    return char_matrix(rows)


# -- strjoin -------------------------------------------------------------------------------

@runtime_builtin(
    summary="Join the texts of a cell array (or string array) with a delimiter.",
    description="The delimiter defaults to a single space and may contain escape sequences "
                "(\\n, \\t, \\\\ ...); a cell array of numel(C)-1 delimiters puts a different "
                "one between each pair.",
    keywords=["join", "concatenate", "delimiter"],
    related=["strsplit", "join", "strcat"],
    signatures=["S = strjoin(C)", "S = strjoin(C, DELIMITER)"],
    errors=[ErrorSpec(identifier="MATLAB:strjoin:InvalidCellType",
                      when="C is not a cell array of char vectors or a string array"),
            ErrorSpec(identifier="MATLAB:strjoin:WrongNumberOfDelimiterElements",
                      when="a cell of delimiters does not have numel(C)-1 elements")],
    examples=[Example(code="s = strjoin({'a', 'b', 'c'}, ', ')", output="s =\n\n    'a, b, c'\n\n"),
              Example(code="s = strjoin({'1', '2', '3'}, {'+', '='})", output="s =\n\n    '1+2=3'\n\n")],
)
def strjoin(c: Any, delimiter: Any = None) -> Any:
    if not (is_cell(c) or is_string(c)):
        raise MException("MATLAB:strjoin:InvalidCellType",
                         "First input must be a 1-by-N cell array of character vectors or a string array.")
    try:
        items = TextArray.of(c, "strjoin").items
    except MException:
        raise MException("MATLAB:strjoin:InvalidCellType",
                         "First input must be a 1-by-N cell array of character vectors or a string array.") from None
    if delimiter is None:
        delims = [" "] * max(len(items) - 1, 0)
    elif is_cell(delimiter) or (is_string(delimiter) and delimiter.size != 1):
        delims = [d or "" for d in TextArray.of(delimiter, "strjoin").items]
        if len(delims) != max(len(items) - 1, 0):
            raise MException("MATLAB:strjoin:WrongNumberOfDelimiterElements",
                             "The number of delimiters must be one less than the number of elements to join.")
    else:
        d = unescape(scalar_text(delimiter, "strjoin", "Delimiter") or "")
        delims = [d] * max(len(items) - 1, 0)
    if is_string(c) and any(s is None for s in items):
        return string_scalar(None)
    parts: list[str] = []
    for i, s in enumerate(items):
        if i:
            parts.append(delims[i - 1])
        parts.append(s or "")
    text = "".join(parts)
    return string_scalar(text) if is_string(c) else char_out(text) if text else char_row("")


# -- strsplit ------------------------------------------------------------------------------

def _delimiter_pattern(delims: list[str], regex: bool, collapse: bool) -> str:
    if regex:
        alt = "|".join(delims)
    else:
        ordered = sorted({unescape(d) for d in delims}, key=len, reverse=True)
        alt = "|".join(re.escape(d) for d in ordered)
    return f"(?:{alt})+" if collapse else f"(?:{alt})"


@runtime_builtin(
    summary="Split text at delimiters into a cell array.",
    description="The default delimiter is whitespace. Several delimiters may be given in a cell "
                "array (the longest match wins); consecutive delimiters collapse into one unless "
                "'CollapseDelimiters' is false. 'DelimiterType','RegularExpression' treats the "
                "delimiters as regular expressions. The second output holds the delimiters found.",
    keywords=["split", "tokenize", "delimiter"],
    related=["strjoin", "split", "strtok", "regexp"],
    signatures=["C = strsplit(STR)", "C = strsplit(STR, DELIMITER)",
                "[C, MATCHES] = strsplit(STR, DELIMITER, NAME, VALUE, ...)"],
    errors=[ErrorSpec(identifier="MATLAB:strsplit:InvalidStringType",
                      when="STR is not a char vector or string scalar"),
            ErrorSpec(identifier="MATLAB:strsplit:InvalidDelimiterType",
                      when="DELIMITER is not text"),
            ErrorSpec(identifier="MATLAB:strsplit:UnknownParameter",
                      when="an option name is not CollapseDelimiters or DelimiterType")],
    examples=[Example(code="c = strsplit('a,b;;c', {',', ';'})",
                      output="c =\n\n  1×3 cell array\n\n    {'a'}    {'b'}    {'c'}\n\n"),
              Example(code="c = strsplit('a,,b', ',', 'CollapseDelimiters', false)",
                      output="c =\n\n  1×3 cell array\n\n    {'a'}    {0×0 char}    {'b'}\n\n")],
    output_mode="nargout",
)
def strsplit(s: Any, delimiter: Any = None, *opts: Any, nargout: int) -> Any:
    if not (is_char(s) and (s.size == 0 or s.shape[0] == 1)) and not (is_string(s) and s.size == 1):
        raise MException("MATLAB:strsplit:InvalidStringType",
                         "First input must be either a character vector or a string scalar.")
    text = scalar_text(s, "strsplit") or ""
    collapse, regex = True, False
    if len(opts) % 2:
        raise MException("MATLAB:strsplit:ParameterValuePairs",
                         "Parameter name/value arguments must come in pairs.")
    for i in range(0, len(opts), 2):
        name = option_text(opts[i])
        val = opts[i + 1]
        if name is not None and "collapsedelimiters".startswith(name) and name:
            collapse = bool(np.asarray(val).reshape(-1)[0])
        elif name is not None and "delimitertype".startswith(name) and name:
            kind = option_text(val)
            if kind not in ("simple", "regularexpression"):
                raise MException("MATLAB:strsplit:InvalidDelimiterType",
                                 "DelimiterType must be 'Simple' or 'RegularExpression'.")
            regex = kind == "regularexpression"
        else:
            raise MException("MATLAB:strsplit:UnknownParameter",
                             f"Unknown parameter name '{name}'.")
    if delimiter is None:
        delims = list(" \f\n\r\t\v")
    else:
        try:
            delims = [d or "" for d in TextArray.of(delimiter, "strsplit").items]
        except MException:
            raise MException("MATLAB:strsplit:InvalidDelimiterType",
                             "Delimiter must be a character vector, string scalar or cell array "
                             "of character vectors.") from None
    if regex:  # compiled as regexp compiles a pattern: a bad one is regexp's InvalidPattern error
        from runmat_builtins.lib.strings.regex.translate import compile_pattern

        for d in delims:
            compile_pattern(d)
        pat = compile_pattern(_delimiter_pattern(delims, regex, collapse))
    else:
        pat = re.compile(_delimiter_pattern(delims, regex, collapse))
    pieces: list[str] = []
    found: list[str] = []
    pos = 0
    for m in pat.finditer(text):
        if m.end() == m.start():
            continue
        pieces.append(text[pos:m.start()])
        found.append(m.group(0))
        pos = m.end()
    pieces.append(text[pos:])
    if is_string(s):
        c = strings_out(pieces, (1, len(pieces)))
        mt = strings_out(found, (1, len(found)))
    else:
        c = cell_array([char_out(p) if p else np.zeros((0, 0), dtype="<U1") for p in pieces])  # MATLAB: {0×0 char}
        mt = cell_array([char_out(p) for p in found], (1, len(found)))
    return (c, mt) if nargout > 1 else c
