"""contains, startsWith, endsWith: does text hold / begin with / end with any of the patterns."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.lib.strings.core._text import TextArray, option_text



def _test(fname: str, s: Any, pattern: Any, opts: tuple[Any, ...], pred) -> Any:
    icase = False
    if len(opts) % 2:
        raise MException(f"MATLAB:{fname}:ParameterValuePairs",
                         "Parameter name/value arguments must come in pairs.")
    for i in range(0, len(opts), 2):
        if option_text(opts[i]) != "ignorecase":
            raise MException(f"MATLAB:{fname}:UnknownParameter",
                             "Unknown parameter; the only option is 'IgnoreCase'.")
        icase = bool(np.asarray(opts[i + 1]).reshape(-1)[0])
    try:
        t = TextArray.of(s, fname)
    except MException:
        raise MException("MATLAB:string:MustBeCharCellOrString",
                         "First argument must be text.") from None
    try:
        pats = [p for p in TextArray.of(pattern, fname).items if p is not None]
    except MException:
        raise MException("MATLAB:string:MustBeCharCellOrString",
                         "Search term must be a text or pattern scalar, or an array of text or patterns.") from None
    if icase:
        pats = [p.lower() for p in pats]
    vals = []
    for x in t.items:
        if x is None:
            vals.append(False)
            continue
        if icase:
            x = x.lower()
        vals.append(any(pred(x, p) for p in pats))
    if t.kind == "char":
        return vals[0]
    return np.array(vals, dtype=bool).reshape(t.shape, order="F")


_ERR = [ErrorSpec(identifier="MATLAB:string:MustBeCharCellOrString",
                  when="the text or the pattern is not text")]


@runtime_builtin(
    summary="True where text contains any of the patterns.",
    keywords=["search", "substring", "find", "includes"],
    related=["startsWith", "endsWith", "strfind", "regexp"],
    signatures=["TF = contains(STR, PAT)", "TF = contains(STR, PAT, 'IgnoreCase', TF)"],
    errors=_ERR,
    examples=[Example(code="tf = contains({'apple', 'berry'}, 'rr')", output="tf =\n\n"
                                                                             "  1×2 logical array\n\n"
                                                                             "   0   1\n\n"),
              Example(code="tf = contains('Hello', 'hello', 'IgnoreCase', true)", output="tf =\n\n"
                                                                                         "  logical\n\n"
                                                                                         "   1\n\n")],
)
def contains(s: Any, pattern: Any, *options: Any) -> Any:
    return _test("contains", s, pattern, options, lambda x, p: p in x)


@runtime_builtin(
    summary="True where text starts with any of the patterns.",
    keywords=["prefix", "search", "begins"],
    related=["endsWith", "contains", "strncmp"],
    signatures=["TF = startsWith(STR, PAT)", "TF = startsWith(STR, PAT, 'IgnoreCase', TF)"],
    errors=_ERR,
    examples=[Example(code="tf = startsWith({'data.csv', 'img.png'}, 'data')", output="tf =\n\n"
                                                                                      "  1×2 logical array\n\n"
                                                                                      "   1   0\n\n")],
)
def startsWith(s: Any, pattern: Any, *options: Any) -> Any:
    return _test("startsWith", s, pattern, options, lambda x, p: x.startswith(p))


@runtime_builtin(
    summary="True where text ends with any of the patterns.",
    keywords=["suffix", "search", "extension"],
    related=["startsWith", "contains"],
    signatures=["TF = endsWith(STR, PAT)", "TF = endsWith(STR, PAT, 'IgnoreCase', TF)"],
    errors=_ERR,
    examples=[Example(code="tf = endsWith({'data.csv', 'img.png'}, {'.png', '.jpg'})",
                      output="tf =\n\n  1×2 logical array\n\n   0   1\n\n")],
)
def endsWith(s: Any, pattern: Any, *options: Any) -> Any:
    return _test("endsWith", s, pattern, options, lambda x, p: x.endswith(p))
