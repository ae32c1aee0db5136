"""strcmp, strcmpi, strncmp, strncmpi: text equality over char, string and cellstr values.

Two scalars give a logical scalar; an array against a scalar or two arrays of one size give
a logical array of that size. Non-text operands compare unequal rather than erroring.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.lib.strings.core._text import char_text, is_cell, is_char, is_string

_NEVER = object()  # a non-text element: equal to nothing


def _key(e: Any) -> Any:
    """Comparable form of one element: text, ('M', shape, text) for char matrices, or _NEVER."""
    if is_char(e):
        if e.size == 0 or (e.ndim == 2 and e.shape[0] == 1):
            return char_text(e)
        return ("M", e.shape, "".join(e.ravel(order="F").tolist()))
    if is_string(e) and e.size == 1:
        s = e.flat[0]
        return _NEVER if s is None else str(s)
    return _NEVER


def _operand(v: Any) -> tuple[list[Any], tuple[int, ...] | None]:
    """(keys, shape) where shape is None for a scalar operand."""
    if is_string(v):
        if v.size == 1:
            return [_key(v)], None
        return [(_NEVER if s is None else str(s)) for s in v.ravel(order="F").tolist()], v.shape
    if is_cell(v):
        return [_key(e) for e in v.ravel(order="F")], v.shape
    if is_char(v):
        return [_key(v)], None
    return [_NEVER], None


def _compare(a: Any, b: Any, fname: str, eq) -> Any:
    ka, sa = _operand(a)
    kb, sb = _operand(b)
    if sa is None and sb is None:
        return bool(eq(ka[0], kb[0]))
    if sa is None:
        x = ka[0]
        return np.array([eq(x, y) for y in kb], dtype=bool).reshape(sb, order="F")
    if sb is None:
        y = kb[0]
        return np.array([eq(x, y) for x in ka], dtype=bool).reshape(sa, order="F")
    if len(ka) == 1 and len(kb) != 1:  # a 1x1 cell/string array acts as a scalar
        return np.array([eq(ka[0], y) for y in kb], dtype=bool).reshape(sb, order="F")
    if len(kb) == 1 and len(ka) != 1:
        return np.array([eq(x, kb[0]) for x in ka], dtype=bool).reshape(sa, order="F")
    if tuple(sa) != tuple(sb):
        raise MException(f"MATLAB:{fname}:InputsSizeMismatch",
                         "Inputs must be the same size or either one can be a scalar.")
    return np.array([eq(x, y) for x, y in zip(ka, kb)], dtype=bool).reshape(sa, order="F")


def _eq(x: Any, y: Any) -> bool:
    return x is not _NEVER and y is not _NEVER and x == y


def _eqi(x: Any, y: Any) -> bool:
    if x is _NEVER or y is _NEVER:
        return False
    if type(x) is str and type(y) is str:
        return x.lower() == y.lower()
    if type(x) is tuple and type(y) is tuple:
        return x[1] == y[1] and x[2].lower() == y[2].lower()
    return False


def _count(n: Any, fname: str) -> int:
    v = np.asarray(n) if not isinstance(n, (float, bool)) else np.array(float(n))
    ok = v.size == 1 and v.dtype.kind in "iufb"
    x = float(v.reshape(-1)[0]) if ok else -1.0
    if not ok or x != x or x < 0 or (x != float("inf") and x != int(x)):
        raise MException(f"MATLAB:{fname}:InvalidN",
                         "N must be a numeric, real, finite, nonnegative integer scalar.")
    return 1 << 62 if x == float("inf") else int(x)


def _eqn(n: int, fold: bool):
    def eq(x: Any, y: Any) -> bool:
        if type(x) is not str or type(y) is not str:
            return False
        a, b = x[:n], y[:n]
        if len(a) != len(b):
            return False
        return a.lower() == b.lower() if fold else a == b
    return eq


_ERRS = [ErrorSpec(identifier="MATLAB:strcmp:InputsSizeMismatch",
                   when="both inputs are arrays of different sizes")]


@runtime_builtin(
    summary="Compare text for exact (case-sensitive) equality.",
    description="Char vectors, string arrays and cell arrays of char vectors compare element by "
                "element; a scalar text is compared with every element of an array. Values that "
                "are not text are never equal to anything.",
    keywords=["compare", "equal", "text", "cellstr"],
    related=["strcmpi", "strncmp", "isequal"],
    signatures=["TF = strcmp(S1, S2)"],
    errors=_ERRS,
    examples=[Example(code="tf = strcmp('abc', 'abc')", output="tf =\n\n  logical\n\n   1\n\n"),
              Example(code="tf = strcmp({'a', 'b', 'a'}, 'a')", output="tf =\n\n"
                                                                       "  1×3 logical array\n\n"
                                                                       "   1   0   1\n\n")],
)
def strcmp(s1: Any, s2: Any) -> Any:
    return _compare(s1, s2, "strcmp", _eq)


@runtime_builtin(
    summary="Compare text for equality, ignoring case.",
    keywords=["compare", "equal", "case-insensitive"],
    related=["strcmp", "strncmpi"],
    signatures=["TF = strcmpi(S1, S2)"],
    errors=[ErrorSpec(identifier="MATLAB:strcmpi:InputsSizeMismatch",
                      when="both inputs are arrays of different sizes")],
    examples=[Example(code="tf = strcmpi('ABC', 'abc')", output="tf =\n\n  logical\n\n   1\n\n")],
)
def strcmpi(s1: Any, s2: Any) -> Any:
    return _compare(s1, s2, "strcmpi", _eqi)


@runtime_builtin(
    summary="Compare the first N characters of text (case-sensitive).",
    keywords=["compare", "prefix"],
    related=["strcmp", "strncmpi", "startsWith"],
    signatures=["TF = strncmp(S1, S2, N)"],
    errors=[ErrorSpec(identifier="MATLAB:strncmp:InputsSizeMismatch",
                      when="both inputs are arrays of different sizes"),
            ErrorSpec(identifier="MATLAB:strncmp:InvalidN", when="N is not a nonnegative integer")],
    examples=[Example(code="tf = strncmp('abcdef', 'abcxyz', 3)", output="tf =\n\n  logical\n\n   1\n\n"),
              Example(code="tf = strncmp({'abc', 'xbc'}, 'abz', 2)", output="tf =\n\n"
                                                                            "  1×2 logical array\n\n"
                                                                            "   1   0\n\n")],
)
def strncmp(s1: Any, s2: Any, n: Any) -> Any:
    return _compare(s1, s2, "strncmp", _eqn(_count(n, "strncmp"), False))


@runtime_builtin(
    summary="Compare the first N characters of text, ignoring case.",
    keywords=["compare", "prefix", "case-insensitive"],
    related=["strncmp", "strcmpi"],
    signatures=["TF = strncmpi(S1, S2, N)"],
    errors=[ErrorSpec(identifier="MATLAB:strncmpi:InputsSizeMismatch",
                      when="both inputs are arrays of different sizes"),
            ErrorSpec(identifier="MATLAB:strncmpi:InvalidN", when="N is not a nonnegative integer")],
    examples=[Example(code="tf = strncmpi('ABCdef', 'abcxyz', 3)", output="tf =\n\n  logical\n\n   1\n\n")],
)
def strncmpi(s1: Any, s2: Any, n: Any) -> Any:
    return _compare(s1, s2, "strncmpi", _eqn(_count(n, "strncmpi"), True))
