"""Class conversions: double, single, the integer classes (round half away, saturate,
NaN -> 0), logical (NaN is an error), cast, plus class and isa."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.numeric import (
    ARITH_CLASSES, INT_CLASSES, NOLOGICALNAN, NUMERIC_CLASSES, cast_to, class_name, is_complex, to_logical,
)
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.values import STRING_DTYPE, char_row, class_of, to_str

CATEGORY = "types/conversion"
_ALL = ["double", "single", "int", "logical"]
_CASTS = ["double", "single", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64",
          "logical", "cast"]


def _invalid(to: str, cls: str) -> MException:
    return MException("MATLAB:invalidConversion", f"Conversion to {to} from {cls} is not possible.")


def _string_to_double(s: np.ndarray) -> np.ndarray:
    out = np.empty(s.shape, dtype=np.float64)
    for i, v in enumerate(s.flat):
        try:
            out.flat[i] = float(str(v).strip().replace("i", "j")) if v is not None else np.nan
        except ValueError:
            out.flat[i] = np.nan
    return out


def convert(x: Any, cls: str, xp: Any) -> Any:
    """``x`` converted to class ``cls`` as MATLAB's conversion functions do."""
    src = class_name(x)
    if src == "string" and cls in NUMERIC_CLASSES:
        return cast_to(_string_to_double(x), cls, np)
    if src not in ARITH_CLASSES:
        raise _invalid(cls, src)
    if cls == "logical":
        if src == "char":
            raise _invalid("logical", "char")
        if is_complex(x):
            raise MException("MATLAB:nologicalcomplex", "Complex values cannot be converted to logicals.")
        return to_logical(x, xp)
    if cls in INT_CLASSES and is_complex(x):
        raise MException("RunMat:complexInteger", "Complex integer arithmetic is not supported.")
    return cast_to(x, cls, xp)


def _define(cls: str, summary: str, examples: list[Example], description: str = "") -> Any:
    def body(x, *, xp):
        if type(x) is float and cls == "double":
            return x
        return convert(x, cls, xp)

    body.__name__ = body.__qualname__ = cls
    body.__module__ = __name__
    errs = [ErrorSpec(identifier="MATLAB:invalidConversion", when="X is a cell, struct or function handle")]
    if cls == "logical":
        errs.append(ErrorSpec(identifier=NOLOGICALNAN, when="X contains NaN"))
    return runtime_builtin(
        name=cls, category=CATEGORY, summary=summary, description=description,
        keywords=["convert", "class", "cast", cls], related=[c for c in _CASTS if c != cls] + ["class"],
        signatures=[f"Y = {cls}(X)"], errors=errs, examples=examples,
        accel={"kind": "elementwise", "precisions": _ALL,
               "template": "({0})" if cls in ("double", "single") else None},
    )(body)


_INT_DESC = ("Values round to the nearest integer, ties away from zero, and saturate at the "
             "class limits; NaN becomes 0; char gives character codes, logical 0 and 1.")

double = _define("double", "Convert to double precision.",
                 [Example(code="x = double('AB')", output="x =\n\n    65    66\n\n")],
                 "char gives character codes; logical 0 and 1; a string holding a number gives its value.")
single = _define("single", "Convert to single precision.",
                 [Example(code="x = single(2.5)", output="x =\n\n  single\n\n    2.5000\n\n")])
int8 = _define("int8", "Convert to 8-bit signed integers (-128 to 127).",
               [Example(code="x = int8([-200 2.5 -2.5 NaN 200])", output="x =\n\n"
                                                                         "  1×5 int8 row vector\n\n"
                                                                         "   -128      3     -3      0    127\n\n")],
               _INT_DESC)
int16 = _define("int16", "Convert to 16-bit signed integers.",
                [Example(code="x = int16(40000)", output="x =\n\n  int16\n\n   32767\n\n")], _INT_DESC)
int32 = _define("int32", "Convert to 32-bit signed integers.",
                [Example(code="x = int32(7.5)", output="x =\n\n  int32\n\n   8\n\n")], _INT_DESC)
int64 = _define("int64", "Convert to 64-bit signed integers.",
                [Example(code="x = int64(-3.5)", output="x =\n\n  int64\n\n   -4\n\n")], _INT_DESC)
uint8 = _define("uint8", "Convert to 8-bit unsigned integers (0 to 255).",
                [Example(code="x = uint8([-5 300 97.5])", output="x =\n\n"
                                                                 "  1×3 uint8 row vector\n\n"
                                                                 "     0   255    98\n\n")], _INT_DESC)
uint16 = _define("uint16", "Convert to 16-bit unsigned integers.",
                 [Example(code="x = uint16(70000)", output="x =\n\n  uint16\n\n   65535\n\n")], _INT_DESC)
uint32 = _define("uint32", "Convert to 32-bit unsigned integers.",
                 [Example(code="x = uint32(-1)", output="x =\n\n  uint32\n\n   0\n\n")], _INT_DESC)
uint64 = _define("uint64", "Convert to 64-bit unsigned integers.",
                 [Example(code="x = uint64(2.5)", output="x =\n\n  uint64\n\n   3\n\n")], _INT_DESC)
logical = _define("logical", "Convert to logical: nonzero is true (NaN is an error).",
                  [Example(code="tf = logical([2 0 -1])", output="tf =\n\n"
                                                                 "  1×3 logical array\n\n"
                                                                 "   1   0   1\n\n")])


@runtime_builtin(
    category=CATEGORY,
    summary="Convert X to the class named by NEWCLASS, or to the class of P with 'like'.",
    keywords=["convert", "class", "cast"], related=[c for c in _CASTS if c != "cast"] + ["class"],
    signatures=["B = cast(X, NEWCLASS)", "B = cast(X, 'like', P)"],
    errors=[ErrorSpec(identifier="MATLAB:cast:UnsupportedClass", when="NEWCLASS is not a numeric, logical or char class"),
            ErrorSpec(identifier="MATLAB:invalidConversion", when="X cannot be converted")],
    examples=[Example(code="y = cast(300, 'uint8')", output="y =\n\n  uint8\n\n   255\n\n"),
              Example(code="y = cast(2.7, 'like', int16(1))", output="y =\n\n  int16\n\n   3\n\n")],
    accel={"kind": "custom", "data": [0], "precisions": _ALL},
)
def cast(x, newclass, p=None, *, xp):
    if p is not None:
        if _text(newclass) != "like":
            raise MException("MATLAB:cast:UnsupportedClass", "Unsupported data type or 'like' syntax.")
        target = class_name(p)
        y = convert(x, target, xp)
        if is_complex(p) and not is_complex(y) and target in ("double", "single"):
            y = np.asarray(y).astype(np.complex64 if target == "single" else np.complex128)
        return y
    target = _text(newclass)
    if target not in NUMERIC_CLASSES and target not in ("logical", "char"):
        raise MException("MATLAB:cast:UnsupportedClass", f"Unsupported data type '{target}'.")
    if target == "char":
        if class_name(x) not in ARITH_CLASSES:
            raise _invalid("char", class_name(x))
        return cast_to(x, "char", np)
    return convert(x, target, xp)


def _text(v: Any) -> str:
    try:
        return to_str(v)
    except TypeError:
        raise MException("MATLAB:cast:UnsupportedClass", "The class name must be a character vector.") from None


@runtime_builtin(
    name="class", category=CATEGORY,
    summary="Class name of a value, as a char row ('double', 'int8', 'cell', 'gpuArray', ...).",
    keywords=["class", "type", "introspection"], related=["isa", "cast", "underlyingType"],
    signatures=["C = class(OBJ)"],
    examples=[Example(code="c = class(int8(1))", output="c =\n\n    'int8'\n\n"),
              Example(code="disp(class('abc'))", output="char\n")],
    accel={"kind": "meta"},
)
def class_(obj):
    return char_row(class_of(obj))


_CATEGORIES = {
    "numeric": NUMERIC_CLASSES,
    "float": frozenset({"double", "single"}),
    "integer": INT_CLASSES,
}


@runtime_builtin(
    category=CATEGORY,
    summary="True if OBJ is of class CLASSNAME, or of the category 'numeric', 'float' or 'integer'.",
    description="For a gpuArray the class is 'gpuArray'; the categories test its underlying class.",
    keywords=["class", "type", "predicate"], related=["class", "isnumeric", "isfloat", "isinteger"],
    signatures=["TF = isa(OBJ, CLASSNAME)"],
    errors=[ErrorSpec(identifier="MATLAB:isa:InvalidClassName", when="CLASSNAME is not text")],
    examples=[Example(code="tf = isa(int8(5), 'integer')", output="tf =\n\n  logical\n\n   1\n\n"),
              Example(code="tf = isa(single(1), 'double')", output="tf =\n\n  logical\n\n   0\n\n")],
    accel={"kind": "meta"},
)
def isa(obj, classname):
    try:
        name = to_str(classname)
    except TypeError:
        raise MException("MATLAB:isa:InvalidClassName", "The class name must be a character vector or string.") from None
    cls = class_of(obj)
    if cls == name:
        return True
    group = _CATEGORIES.get(name)
    if group is None:
        return False
    if cls == "gpuArray":
        cls = obj.underlying_class
    return cls in group


__all__ = ["STRING_DTYPE", "cast", "class_", "convert", "isa"]
