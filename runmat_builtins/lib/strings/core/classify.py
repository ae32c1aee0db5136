"""isspace, isletter, isstrprop: per-character classification of char arrays (logical masks)."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.values import cell_array
from runmat_builtins.lib.strings.core._text import is_cell, is_char, is_string, option_text

CATEGORY = "strings/core"
_SPACE = frozenset(" \t\n\v\f\r")
_PUNCT = frozenset("!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~")

_TESTS = {
    "alpha": str.isalpha,
    "alphanum": str.isalnum,
    "digit": lambda c: "0" <= c <= "9",
    "lower": str.islower,
    "upper": str.isupper,
    "wspace": lambda c: c in _SPACE or (c.isspace() and c not in "\x1c\x1d\x1e\x1f"),
    "punct": lambda c: c in _PUNCT or (ord(c) > 127 and not c.isalnum() and not c.isspace() and c.isprintable()),
    "cntrl": lambda c: ord(c) < 32 or ord(c) == 127,
    "xdigit": lambda c: c in "0123456789abcdefABCDEF",
    "graphic": lambda c: c.isprintable() and not c.isspace(),
    "graph": lambda c: c.isprintable() and not c.isspace(),
    "print": lambda c: c.isprintable(),
    "ascii": lambda c: ord(c) < 128,
}


def _mask(v: np.ndarray, test) -> np.ndarray:
    if v.size == 0:
        return np.zeros(v.shape, dtype=bool)
    flat = v.ravel(order="K")
    return np.fromiter((test(c) for c in flat.tolist()), dtype=bool, count=flat.size).reshape(v.shape)


def _classify(v: Any, test) -> Any:
    if is_char(v):
        return _mask(v, test)
    if is_string(v) and v.size == 1:
        s = v.flat[0] or ""
        return np.array([test(c) for c in s], dtype=bool).reshape(1, len(s))
    if type(v) in (float, bool, complex) or (type(v) is np.ndarray and v.dtype.kind in "iufcb"):
        return np.zeros(np.shape(v) if type(v) is np.ndarray else (1, 1), dtype=bool) \
            if type(v) is np.ndarray else False
    return None


@runtime_builtin(
    summary="True for whitespace characters (space, tab, newline, vertical tab, form feed, return).",
    keywords=["whitespace", "classify", "characters"],
    related=["isletter", "isstrprop", "strtrim"],
    signatures=["TF = isspace(A)"],
    examples=[Example(code="tf = isspace('a b')", output="tf =\n\n  1×3 logical array\n\n   0   1   0\n\n")],
)
def isspace(a: Any) -> Any:
    r = _classify(a, _TESTS["wspace"])
    if r is None:
        return np.zeros(getattr(a, "shape", (1, 1)), dtype=bool)
    return r


@runtime_builtin(
    summary="True for letters.",
    keywords=["letters", "alphabetic", "classify"],
    related=["isspace", "isstrprop"],
    signatures=["TF = isletter(A)"],
    examples=[Example(code="tf = isletter('a1B')", output="tf =\n\n  1×3 logical array\n\n   1   0   1\n\n")],
)
def isletter(a: Any) -> Any:
    r = _classify(a, _TESTS["alpha"])
    if r is None:
        return np.zeros(getattr(a, "shape", (1, 1)), dtype=bool)
    return r


@runtime_builtin(
    summary="Test each character for a category: alpha, digit, wspace, upper, lower, punct, ...",
    description="Categories: 'alpha', 'alphanum', 'digit', 'lower', 'upper', 'wspace', 'punct', "
                "'cntrl', 'xdigit', 'graphic', 'print', 'ascii'. A cell array gives a cell array "
                "of masks unless 'ForceCellOutput' is false for a single text.",
    keywords=["classify", "characters", "digit", "alpha"],
    related=["isspace", "isletter", "isdigit"],
    signatures=["TF = isstrprop(STR, CATEGORY)", "TF = isstrprop(STR, CATEGORY, 'ForceCellOutput', TF)"],
    errors=[ErrorSpec(identifier="MATLAB:isstrprop:InvalidCategory", when="CATEGORY is unknown")],
    examples=[Example(code="tf = isstrprop('a1 B', 'digit')", output="tf =\n\n"
                                                                     "  1×4 logical array\n\n"
                                                                     "   0   1   0   0\n\n")],
)
def isstrprop(s: Any, category: Any, *opts: Any) -> Any:
    cat = option_text(category)
    test = _TESTS.get(cat or "")
    if test is None:
        raise MException("MATLAB:isstrprop:InvalidCategory",
                         f"Invalid category '{cat}'.")
    force = len(opts) == 2 and option_text(opts[0]) == "forcecelloutput" and bool(np.asarray(opts[1]).reshape(-1)[0])
    if is_cell(s):
        return cell_array([isstrprop(e, category) for e in s.ravel(order="F")], s.shape)
    if is_string(s) and s.size != 1:
        return cell_array([_classify(np.array([[x or ""]], dtype=s.dtype), test)
                           for x in s.ravel(order="F").tolist()], s.shape)
    r = _classify(s, test)
    if r is None:
        raise MException("MATLAB:isstrprop:InvalidInput", "Input must be text or numeric.")
    return cell_array([r]) if force else r
