"""Validators of a value's shape and class: mustBeVector, mustBeVectorOrEmpty, mustBeRow, mustBeColumn, mustBeScalar,
mustBeScalarOrEmpty, mustBeA, mustBeUnderlyingType, mustBeFloat, mustBeNonsparse,
mustBeSparse, mustBeInRange, mustBeNonmissing (silent when the value passes, a
MATLAB:validators:* error otherwise)."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.dispatch import call_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.strings.core._text import is_cell, is_char, is_string
from runmat_builtins.lib.validation._checks import numeric_values
from runmat_builtins.lib.validation.validators import _define, _fail, _fmt, _numbers
from runmat_builtins.numeric import class_name
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.values import shape_of, to_str


def _is_row(a: Any) -> bool:
    s = shape_of(a)
    return len(s) == 2 and s[0] == 1


def _is_column(a: Any) -> bool:
    s = shape_of(a)
    return len(s) == 2 and s[1] == 1


def _numel(a: Any) -> int:
    return int(np.prod(shape_of(a)))


def _sparse(a: Any, ctx: Any) -> bool:
    return bool(call_builtin("issparse", a, nargout=1, ctx=ctx))


mustBeRow = _define("mustBeRow", _is_row, "Value must be a row vector.",
                    "Validate that a value is a row vector (1-by-n).", "mustBeRow([1 2 3])", "mustBeRow([1; 2])", module=__name__)
mustBeColumn = _define("mustBeColumn", _is_column, "Value must be a column vector.",
                       "Validate that a value is a column vector (n-by-1).", "mustBeColumn([1; 2])",
                       "mustBeColumn([1 2])", module=__name__)
mustBeScalar = _define("mustBeScalar", lambda a: _numel(a) == 1 and len(shape_of(a)) == 2, "Value must be a scalar.",
                       "Validate that a value is a scalar (1-by-1).", "mustBeScalar(5)", "mustBeScalar(zeros(0, 1))", module=__name__)
mustBeScalarOrEmpty = _define("mustBeScalarOrEmpty", lambda a: _numel(a) <= 1, "Value must be scalar or empty.",
                              "Validate that a value is a scalar or empty.", "mustBeScalarOrEmpty([])",
                              "mustBeScalarOrEmpty([1 2])", module=__name__)
def _is_vector(a: Any) -> bool:
    s = shape_of(a)
    return len(s) == 2 and 1 in s


@runtime_builtin(
    summary="Validate that a value is a 1-by-n or n-by-1 vector ('allow-all-empties' also accepts empty arrays).",
    keywords=["validate", "validator", "vector", "row", "column"], related=["isvector", "mustBeRow", "mustBeColumn"],
    signatures=["mustBeVector(A)", "mustBeVector(A, \"allow-all-empties\")"],
    errors=[ErrorSpec(identifier="MATLAB:validators:mustBeVector", when="A is not a vector")],
    examples=[Example(code="mustBeVector([1 2 3])", output=""),
              Example(code="try\n  mustBeVector(ones(2))\ncatch e\n  disp(e.message)\nend",
                      output="Value must be a 1-by-n vector or an n-by-1 vector.\n")],
    accel={"kind": "meta"},
)
def mustBeVector(a: Any, *option: Any) -> None:
    empties = False
    if option:
        if to_str(option[0]).lower() != "allow-all-empties":
            raise MException("MATLAB:validators:mustBeVector", "Option must be 'allow-all-empties'.")
        empties = True
    if _is_vector(a) or (empties and _numel(a) == 0):
        return None
    if empties:
        raise _fail("mustBeVector", "Value must be a 1-by-n vector, an n-by-1 vector, or empty.")
    raise _fail("mustBeVector", "Value must be a 1-by-n vector or an n-by-1 vector.")


mustBeVectorOrEmpty = _define("mustBeVectorOrEmpty", lambda a: _is_vector(a) or _numel(a) == 0,
                              "Value must be a 1-by-n vector, an n-by-1 vector, or empty.",
                              "Validate that a value is a vector or an empty array.", "mustBeVectorOrEmpty(zeros(0, 3))",
                              "mustBeVectorOrEmpty(ones(2))", module=__name__)
mustBeFloat = _define("mustBeFloat", lambda a: class_name(a) in ("double", "single"),
                      "Value must be of type double or single.",
                      "Validate that a value is a floating-point array (double or single).",
                      "mustBeFloat(single(1))", "mustBeFloat(int8(1))", module=__name__)


def _missing(a: Any) -> bool:
    if is_string(a):
        return any(e is None for e in a.flat)
    x = numeric_values(a)
    if x is not None and x.dtype.kind in "fc":
        return bool(np.any(np.isnan(x)))
    if is_cell(a):
        return any(is_char(e) and e.size == 0 for e in a.flat)
    return False


mustBeNonmissing = _define("mustBeNonmissing", lambda a: not _missing(a), "Value must not contain missing values.",
                           "Validate that a value has no missing elements (NaN, <missing> strings).",
                           "mustBeNonmissing([1 2])", "mustBeNonmissing([1 NaN])", module=__name__)


@runtime_builtin(
    summary="Validate that a value is not sparse.",
    keywords=["validate", "validator", "sparse"], related=["issparse", "mustBeSparse"],
    signatures=["mustBeNonsparse(A)"],
    errors=[ErrorSpec(identifier="MATLAB:validators:mustBeNonsparse", when="A is sparse")],
    examples=[Example(code="mustBeNonsparse([1 2])", output="")],
)
def mustBeNonsparse(a: Any, *, ctx: Any = None) -> None:
    if _sparse(a, ctx):
        raise _fail("mustBeNonsparse", "Value must not be sparse.")
    return None


@runtime_builtin(
    summary="Validate that a value is sparse.",
    keywords=["validate", "validator", "sparse"], related=["issparse", "mustBeNonsparse"],
    signatures=["mustBeSparse(A)"],
    errors=[ErrorSpec(identifier="MATLAB:validators:mustBeSparse", when="A is not sparse")],
    examples=[Example(code="try\n  mustBeSparse([1 2])\ncatch e\n  disp(e.identifier)\nend",
                      output="MATLAB:validators:mustBeSparse\n")],
)
def mustBeSparse(a: Any, *, ctx: Any = None) -> None:
    if not _sparse(a, ctx):
        raise _fail("mustBeSparse", "Value must be sparse.")
    return None


def _class_list(c: Any) -> list[str]:
    if is_char(c):
        return [to_str(c)]
    if is_string(c):
        return ["" if e is None else str(e) for e in c.reshape(-1, order="F")]
    if is_cell(c):
        return [to_str(e) for e in c.reshape(-1, order="F")]
    raise MException("MATLAB:validators:mustBeA",
                     "Class names must be a character vector, string array, or cell array of character vectors.")


def _quoted(names: list[str]) -> str:
    q = [f"'{n}'" for n in names]
    return q[0] if len(q) == 1 else ", ".join(q[:-1]) + " or " + q[-1]


@runtime_builtin(
    summary="Validate that a value is of one of the given classes (or a subclass); no conversion.",
    description="classNames: a char vector, string array or cell array of class names; isa decides.",
    keywords=["validate", "validator", "class", "type", "isa"], related=["isa", "mustBeUnderlyingType"],
    signatures=["mustBeA(A, classNames)"],
    errors=[ErrorSpec(identifier="MATLAB:validators:mustBeA", when="A is of none of the classes")],
    examples=[Example(code="mustBeA(5, [\"double\", \"single\"])", output=""),
              Example(code="try\n  mustBeA('x', 'double')\ncatch e\n  disp(e.message)\nend",
                      output="Value must be of the following type: 'double'.\n")],
    accel={"kind": "meta"},
)
def mustBeA(a: Any, classes: Any, *, ctx: Any = None) -> None:
    names = _class_list(classes)
    if any(bool(call_builtin("isa", a, n, nargout=1, ctx=ctx)) for n in names):
        return None
    what = "of the following type" if len(names) == 1 else "one of the following types"
    raise _fail("mustBeA", f"Value must be {what}: {_quoted(names)}.")


@runtime_builtin(
    summary="Validate that a value's underlying class (a gpuArray's element class) is one of the given types.",
    keywords=["validate", "validator", "underlying type", "class"], related=["underlyingType", "mustBeA"],
    signatures=["mustBeUnderlyingType(A, typeNames)"],
    errors=[ErrorSpec(identifier="MATLAB:validators:mustBeUnderlyingType", when="the underlying class differs")],
    examples=[Example(code="mustBeUnderlyingType(single(1), 'single')", output="")],
    accel={"kind": "meta"},
)
def mustBeUnderlyingType(a: Any, types: Any, *, ctx: Any = None) -> None:
    names = _class_list(types)
    have = to_str(call_builtin("underlyingType", a, nargout=1, ctx=ctx))
    numeric = ("double", "single", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64")
    if have in names or ("numeric" in names and have in numeric) or ("float" in names and have in numeric[:2]) \
            or ("integer" in names and have in numeric[2:]):
        return None
    what = "type" if len(names) == 1 else "one of the following types:"
    raise _fail("mustBeUnderlyingType", f"Value must have underlying {what} {_quoted(names)}.")


_BOUNDS = {"inclusive": (True, True), "exclusive": (False, False),
           "exclude-lower": (False, True), "exclude-upper": (True, False)}


def _bound(v: Any, which: str) -> float:
    """A bound of mustBeInRange: a real numeric or logical scalar (MATLAB's invalidLowerBound /
    invalidUpperBound usage error for an empty, an array, complex, text or another class)."""
    a = numeric_values(v) if class_name(v) != "char" else None
    if a is None or a.size != 1 or a.dtype.kind == "c":
        raise MException(f"MATLAB:validatorUsage:invalid{which}Bound",
                         f"{which} bound input to function 'mustBeInRange' must be a real numeric or "
                         "logical scalar.")
    return a.reshape(-1)[0]


@runtime_builtin(
    summary="Validate that every element is within [lower, upper] (bounds inclusive unless a flag says otherwise).",
    description="boundflag: 'inclusive' (default), 'exclusive', 'exclude-lower', 'exclude-upper'.",
    keywords=["validate", "validator", "range", "bounds", "interval"],
    related=["mustBeGreaterThanOrEqual", "mustBeLessThanOrEqual"],
    signatures=["mustBeInRange(value, lower, upper)", "mustBeInRange(value, lower, upper, boundflag)"],
    errors=[ErrorSpec(identifier="MATLAB:validators:mustBeInRange", when="an element is outside the range")],
    examples=[Example(code="mustBeInRange([1 2 3], 1, 3)", output=""),
              Example(code="try\n  mustBeInRange(5, 0, 1)\ncatch e\n  disp(e.message)\nend",
                      output="Value must be greater than or equal to 0 and less than or equal to 1.\n")],
)
def mustBeInRange(a: Any, lower: Any, upper: Any, *flag: Any) -> None:
    x = _numbers(a, "mustBeInRange")
    if x.dtype.kind == "c":
        raise MException("MATLAB:validators:mustBeReal", "Value must be real.")
    lo = _bound(lower, "Lower")
    hi = _bound(upper, "Upper")
    key = to_str(flag[0]).lower() if flag else "inclusive"
    if key not in _BOUNDS:
        raise MException("MATLAB:validators:mustBeInRange",
                         "Bound flag must be 'inclusive', 'exclusive', 'exclude-lower', or 'exclude-upper'.")
    lo_in, hi_in = _BOUNDS[key]
    ok = (x >= lo if lo_in else x > lo) & (x <= hi if hi_in else x < hi)
    if not bool(np.all(ok)):
        low_text = f"greater than {'or equal to ' if lo_in else ''}{_fmt(lo)}"
        high_text = f"less than {'or equal to ' if hi_in else ''}{_fmt(hi)}"
        raise _fail("mustBeInRange", f"Value must be {low_text} and {high_text}.")
    return None
