"""Validators of text and names: mustBeTextScalar, mustBeNonzeroLengthText,
mustBeValidVariableName, mustBeFile, mustBeFolder (silent when the value passes)."""

from __future__ import annotations

import os
from typing import Any

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.lib.strings.core._text import is_cell, is_char, is_string
from runmat_builtins.lib.validation.validators import _define, _fail
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.values import to_str


def _text_scalar(a: Any) -> bool:
    return (is_char(a) and (a.size == 0 or (a.ndim == 2 and a.shape[0] == 1))) or (is_string(a) and a.size == 1)


def _texts(a: Any) -> list[str] | None:
    """The texts of a char row, string array or cellstr (None for anything else)."""
    if is_char(a) and (a.size == 0 or (a.ndim == 2 and a.shape[0] == 1)):
        return [to_str(a)]
    if is_string(a):
        return [None if e is None else str(e) for e in a.reshape(-1, order="F")]  # type: ignore[misc]
    if is_cell(a) and all(is_char(e) for e in a.flat):
        return [to_str(e) for e in a.reshape(-1, order="F")]
    return None


def _nonzero_length(a: Any) -> bool:
    t = _texts(a)
    return t is not None and len(t) > 0 and all(s for s in t)


_MATLAB_KEYWORDS = {"break", "case", "catch", "classdef", "continue", "else", "elseif", "end", "for", "function",
                    "global", "if", "otherwise", "parfor", "persistent", "return", "spmd", "switch", "try", "while"}


def _valid_name(s: str) -> bool:
    return (s.isidentifier() and s.isascii() and s[0].isalpha() and len(s) <= 63
            and s not in _MATLAB_KEYWORDS) if s else False


mustBeTextScalar = _define("mustBeTextScalar", _text_scalar, "Value must be a character vector or string scalar.",
                           "Validate that a value is a character vector or a string scalar.",
                           "mustBeTextScalar(\"abc\")", "mustBeTextScalar({'a'})", module=__name__)
mustBeNonzeroLengthText = _define("mustBeNonzeroLengthText", _nonzero_length,
                                  "Value must be text with one or more characters.",
                                  "Validate that a value is text (char, string, cellstr) with no empty element.",
                                  "mustBeNonzeroLengthText('a')", "mustBeNonzeroLengthText('')", module=__name__)
@runtime_builtin(
    summary="Validate that text names valid MATLAB variables (isvarname).",
    keywords=["validate", "validator", "variable name", "isvarname"], related=["isvarname", "matlab.lang.makeValidName"],
    signatures=["mustBeValidVariableName(varname)"],
    errors=[ErrorSpec(identifier="MATLAB:validators:mustBeValidVariableName", when="a name is not valid")],
    examples=[Example(code="mustBeValidVariableName('x1')", output=""),
              Example(code="try\n  mustBeValidVariableName(\"8data\")\ncatch e\n  disp(e.message)\nend",
                      output="These are not valid variable names: '8data'.\n")],
)
def mustBeValidVariableName(a: Any) -> None:
    texts = _texts(a)
    if texts is None:
        raise _fail("mustBeValidVariableName",
                    "Value must be a character vector, string array, or cell array of character vectors.")
    bad = [t or "" for t in texts if t is None or not _valid_name(t)]
    if bad:
        raise _fail("mustBeValidVariableName",
                    "These are not valid variable names: " + ", ".join(f"'{b}'" for b in bad) + ".")
    return None


def _paths(a: Any, name: str) -> list[str]:
    t = _texts(a)
    if t is None:
        raise _fail(name, "Value must be a character vector, string array, or cell array of character vectors.")
    return [s or "" for s in t]


@runtime_builtin(
    summary="Validate that each path names an existing file.",
    keywords=["validate", "validator", "file", "exists", "path"], related=["isfile", "mustBeFolder"],
    signatures=["mustBeFile(path)"],
    errors=[ErrorSpec(identifier="MATLAB:validators:mustBeFile", when="a file does not exist")],
    examples=[Example(code="try\n  mustBeFile('no_such_file.txt')\ncatch e\n  disp(e.message)\nend",
                      output="The following files do not exist: 'no_such_file.txt'.\n")],
)
def mustBeFile(a: Any) -> None:
    missing = [p for p in _paths(a, "mustBeFile") if not os.path.isfile(p)]
    if missing:
        raise _fail("mustBeFile", "The following files do not exist: " + ", ".join(f"'{p}'" for p in missing) + ".")
    return None


@runtime_builtin(
    summary="Validate that each path names an existing folder.",
    keywords=["validate", "validator", "folder", "directory", "exists"], related=["isfolder", "mustBeFile"],
    signatures=["mustBeFolder(path)"],
    errors=[ErrorSpec(identifier="MATLAB:validators:mustBeFolder", when="a folder does not exist")],
    examples=[Example(code="mustBeFolder('.')", output="")],
)
def mustBeFolder(a: Any) -> None:
    missing = [p for p in _paths(a, "mustBeFolder") if not os.path.isdir(p)]
    if missing:
        raise _fail("mustBeFolder",
                    "The following folders do not exist: " + ", ".join(f"'{p}'" for p in missing) + ".")
    return None
