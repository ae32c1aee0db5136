"""Validator functions (mustBePositive, mustBeInteger, ...): silent when the value passes,
a MATLAB:validators:* error otherwise; used in function argument checks."""

from __future__ import annotations

import math
from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.dispatch import call_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.array.shape._args import is_int_value
from runmat_builtins.lib.validation._checks import NUMERIC, is_integer_valued, numeric_values, real_part
from runmat_builtins.numeric import class_name
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.values import is_cell, is_char, is_string, shape_of



def _fail(name: str, message: str) -> MException:
    return MException(f"MATLAB:validators:{name}", message)


def _numbers(v: Any, name: str) -> np.ndarray:
    a = numeric_values(v)
    if a is None:
        raise _fail(name, "Value must be numeric or logical.")
    return a


def _define(fname: str, test: Any, message: str, summary: str, example_ok: str, example_bad: str,
            *, extra: bool = False, nonnumeric_ok: bool = False, module: str = __name__) -> Any:
    """Register a one-argument (or value-and-bound) validator defined in ``module``."""
    ident = fname[0].lower() + fname[1:]

    if extra:
        def body(a: Any, c: Any) -> None:
            x = _numbers(a, ident)
            bound = _numbers(c, ident)
            if bound.size != 1:
                raise MException("MATLAB:validators:mustBeScalar", "Bound must be a scalar.")
            if not test(real_part(x), real_part(bound).reshape(-1)[0]):
                raise _fail(ident, message.format(c=_fmt(bound.reshape(-1)[0])))
            return None
        sig = [f"{fname}(A, c)"]
    else:
        def body(a: Any) -> None:
            if not test(a):
                raise _fail(ident, message)
            return None
        sig = [f"{fname}(A)"]
    body.__name__ = body.__qualname__ = fname
    body.__module__ = module
    return runtime_builtin(
        name=fname, summary=summary,
        description="Returns nothing when the value passes; raises an error otherwise (for argument "
                    "validation in functions).",
        keywords=["validate", "validator", "argument check", fname[6:].lower()],
        related=["validateattributes", "mustBeNumeric", "mustBePositive"],
        signatures=sig,
        errors=[ErrorSpec(identifier=f"MATLAB:validators:{ident}", when="the value fails the test")],
        examples=[Example(code=example_ok, output=""),
                  Example(code=f"try\n  {example_bad}\ncatch e\n  disp(e.identifier)\nend",
                          output=f"MATLAB:validators:{ident}\n")],
        accel={"kind": "host-only"},
    )(body)


def _fmt(v: Any) -> str:
    f = float(np.real(v))
    return str(int(f)) if is_int_value(f) else repr(f)


def _num_test(pred: Any, scalar: Any = None) -> Any:
    """An elementwise numeric test; ``scalar`` answers a Python float directly (the common
    argument of a validated function), the same as ``pred`` on a 1x1 array."""
    def test(a: Any) -> bool:
        if scalar is not None and a.__class__ is float:
            return scalar(a)
        x = numeric_values(a)
        if x is None:
            raise _fail("mustBeNumericOrLogical", "Value must be numeric or logical.")
        return bool(np.all(pred(real_part(x).astype(np.float64) if x.dtype.kind != "c" else x)))
    return test


mustBePositive = _define("mustBePositive", _num_test(lambda x: np.real(x) > 0, lambda x: x > 0), "Value must be positive.",
                         "Validate that a value is positive (every element > 0).",
                         "mustBePositive([1 2 3])", "mustBePositive([1 -2])")
mustBeNonnegative = _define("mustBeNonnegative", _num_test(lambda x: np.real(x) >= 0, lambda x: x >= 0), "Value must be nonnegative.",
                            "Validate that every element is >= 0.", "mustBeNonnegative([0 2])",
                            "mustBeNonnegative(-1)")
mustBeNegative = _define("mustBeNegative", _num_test(lambda x: np.real(x) < 0, lambda x: x < 0), "Value must be negative.",
                         "Validate that every element is < 0.", "mustBeNegative(-3)", "mustBeNegative(0)")
mustBeNonpositive = _define("mustBeNonpositive", _num_test(lambda x: np.real(x) <= 0, lambda x: x <= 0), "Value must be nonpositive.",
                            "Validate that every element is <= 0.", "mustBeNonpositive([0 -1])",
                            "mustBeNonpositive(2)")
mustBeNonzero = _define("mustBeNonzero", _num_test(lambda x: x != 0, lambda x: x != 0), "Value must not be zero.",
                        "Validate that no element is zero.", "mustBeNonzero([1 -1])", "mustBeNonzero([1 0])")
mustBeFinite = _define("mustBeFinite", _num_test(np.isfinite, math.isfinite), "Value must be finite.",
                       "Validate that every element is finite (no Inf or NaN).", "mustBeFinite([1 2])",
                       "mustBeFinite([1 Inf])")
mustBeNonNan = _define("mustBeNonNan", _num_test(lambda x: ~np.isnan(x), lambda x: x == x), "Value must not be NaN.",
                       "Validate that no element is NaN.", "mustBeNonNan([1 Inf])", "mustBeNonNan(NaN)")
mustBeInteger = _define(
    "mustBeInteger",
    lambda a: (math.isfinite(a) and a == math.floor(a)) if a.__class__ is float
    else numeric_values(a) is not None and is_integer_valued(numeric_values(a)),
    "Value must be integer.", "Validate that every element is a whole number (finite, no fraction).",
    "mustBeInteger([1 2 3])", "mustBeInteger(1.5)")
mustBeReal = _define("mustBeReal",
                     lambda a: numeric_values(a) is not None and numeric_values(a).dtype.kind != "c",
                     "Value must be real.", "Validate that a value is real (not complex).",
                     "mustBeReal(3)", "mustBeReal(1 + 2i)")
mustBeNumeric = _define("mustBeNumeric", lambda a: class_name(a) in NUMERIC, "Value must be numeric.",
                        "Validate that a value has a numeric class.", "mustBeNumeric(int8(3))",
                        "mustBeNumeric('abc')")
mustBeNumericOrLogical = _define("mustBeNumericOrLogical", lambda a: class_name(a) in NUMERIC + ("logical",),
                                 "Value must be numeric or logical.",
                                 "Validate that a value is numeric or logical.", "mustBeNumericOrLogical(true)",
                                 "mustBeNumericOrLogical({1})")
mustBeNonempty = _define("mustBeNonempty", lambda a: not any(d == 0 for d in shape_of(a)),
                         "Value must not be empty.", "Validate that a value is not empty.",
                         "mustBeNonempty(0)", "mustBeNonempty([])")
mustBeText = _define(
    "mustBeText",
    lambda a: (is_char(a) and (a.shape[0] <= 1 or a.size == 0)) or is_string(a)
    or (is_cell(a) and all(is_char(e) for e in a.flat)),
    "Value must be a character vector, string array, or cell array of character vectors.",
    "Validate that a value is text (char row, string array or cellstr).", "mustBeText(\"abc\")",
    "mustBeText(5)")
mustBeGreaterThan = _define("mustBeGreaterThan", lambda x, c: bool(np.all(x > c)),
                            "Value must be greater than {c}.", "Validate that every element is greater than c.",
                            "mustBeGreaterThan(5, 2)", "mustBeGreaterThan(1, 2)", extra=True)
mustBeGreaterThanOrEqual = _define("mustBeGreaterThanOrEqual", lambda x, c: bool(np.all(x >= c)),
                                   "Value must be greater than or equal to {c}.",
                                   "Validate that every element is at least c.",
                                   "mustBeGreaterThanOrEqual(2, 2)", "mustBeGreaterThanOrEqual(1, 2)", extra=True)
mustBeLessThan = _define("mustBeLessThan", lambda x, c: bool(np.all(x < c)), "Value must be less than {c}.",
                         "Validate that every element is less than c.", "mustBeLessThan(1, 2)",
                         "mustBeLessThan(3, 2)", extra=True)
mustBeLessThanOrEqual = _define("mustBeLessThanOrEqual", lambda x, c: bool(np.all(x <= c)),
                                "Value must be less than or equal to {c}.",
                                "Validate that every element is at most c.", "mustBeLessThanOrEqual(2, 2)",
                                "mustBeLessThanOrEqual(3, 2)", extra=True)


@runtime_builtin(
    summary="Validate that every element of A is a member of the set S (numbers or text).",
    description="Uses ismember semantics; text compares exactly. Returns nothing when valid.",
    keywords=["validate", "member", "allowed values", "set"], related=["ismember", "validatestring"],
    signatures=["mustBeMember(A, S)"],
    errors=[ErrorSpec(identifier="MATLAB:validators:mustBeMember", when="an element of A is not in S")],
    examples=[Example(code="mustBeMember(2, [1 2 3])", output=""),
              Example(code="try\n  mustBeMember('red', {'yellow', 'green', 'blue'})\ncatch e\n  disp(e.identifier)\n"
                           "  disp(e.message)\nend",
                      output="MATLAB:validators:mustBeMember\nValue must be a member of this set:\n    'yellow'\n"
                             "    'green'\n    'blue'\n")],
)
def mustBeMember(a: Any, s: Any, *, ctx: Any = None) -> None:
    tf = call_builtin("ismember", a, s, nargout=1, ctx=ctx)
    if not bool(np.all(np.asarray(tf))):
        raise _fail("mustBeMember", "Value must be a member of this set:\n" + "\n".join(
            "    " + t for t in _set_items(s)))
    return None


def _set_items(s: Any) -> list[str]:
    """The allowed values as mustBeMember's message lists them, one a line: 'text' for char
    and cellstr elements, "text" for strings, numbers as %g writes them."""
    if is_char(s):
        return ["'" + "".join(r) + "'" for r in (s if s.ndim == 2 else s.reshape(1, -1))]
    if is_string(s):
        return ['"' + ("<missing>" if e is None else str(e)) + '"' for e in s.reshape(-1, order="F")]
    if is_cell(s):
        return [_set_items(e)[0] if (is_char(e) or is_string(e)) and np.size(e) else "''"
                for e in s.reshape(-1, order="F")]
    x = numeric_values(s)
    if x is None:
        return []
    return [_fmt(v) if np.isreal(v) else str(v) for v in np.asarray(x).reshape(-1, order="F")]


@runtime_builtin(
    summary="True if the input is a string array with exactly one element.",
    description="Char vectors are not string scalars; use isStringScalar(s) || ischar(s) to accept both.",
    keywords=["string", "scalar", "text", "predicate"], related=["isstring", "ischar", "mustBeText"],
    signatures=["tf = isStringScalar(A)"],
    examples=[Example(code="tf = isStringScalar(\"abc\")", output="tf =\n\n  logical\n\n   1\n\n"),
              Example(code="tf = isStringScalar('abc')", output="tf =\n\n  logical\n\n   0\n\n")],
    accel={"kind": "meta"},
)
def isStringScalar(a: Any) -> bool:
    return bool(is_string(a) and a.size == 1)
