"""Type and shape predicates (isnumeric, isempty, isrow, ...) and the elementwise value tests
isnan/isinf/isfinite. Type/shape predicates are 'meta': a gpuArray is inspected in place."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.lib.array.shape.size import user_dims
from runmat_builtins.numeric import ARITH_CLASSES, FLOAT_CLASSES, INT_CLASSES, NUMERIC_CLASSES, arith_class, scalar as K
from runmat_builtins.spec import Example
from runmat_builtins.values import class_of, shape_of

CATEGORY = "types/predicates"
_TYPE = ["isnumeric", "isfloat", "isinteger", "islogical", "ischar", "iscell", "isstruct", "isstring",
         "isreal", "issparse", "isa", "class"]
_SHAPE = ["isempty", "isscalar", "isvector", "ismatrix", "isrow", "iscolumn", "size", "numel"]


def _element_class(x: Any) -> str:
    """The class of x's elements (a gpuArray's underlying class)."""
    cls = class_of(x)
    return x.underlying_class if cls == "gpuArray" else cls


def _meta(name: str, test: Any, summary: str, example: Example, family: list[str], keywords: list[str],
          scalar: Any = None) -> Any:
    def body(x):
        return test(x)

    body.__name__ = body.__qualname__ = name
    body.__module__ = __name__
    return runtime_builtin(
        name=name, category=CATEGORY, summary=summary, keywords=["predicate", *keywords],
        related=[f for f in family if f != name], signatures=[f"TF = {name}(X)"], examples=[example],
        accel={"kind": "meta"}, scalar=scalar,
    )(body)


isnumeric = _meta("isnumeric", lambda x: _element_class(x) in NUMERIC_CLASSES,
                  "True for numeric arrays (double, single, integer classes; gpuArrays of them).",
                  Example(code="tf = isnumeric(int8(1))", output="tf =\n\n  logical\n\n   1\n\n"), _TYPE, ["type", "numeric"])
isfloat = _meta("isfloat", lambda x: _element_class(x) in FLOAT_CLASSES,
                "True for double and single arrays.",
                Example(code="tf = isfloat(single(1))", output="tf =\n\n  logical\n\n   1\n\n"), _TYPE, ["type", "float"])
isinteger = _meta("isinteger", lambda x: _element_class(x) in INT_CLASSES,
                  "True for arrays of an integer class (int8 ... uint64); false for double 1.",
                  Example(code="tf = isinteger(1)", output="tf =\n\n  logical\n\n   0\n\n"), _TYPE, ["type", "integer"])
islogical = _meta("islogical", lambda x: _element_class(x) == "logical",
                  "True for logical arrays.", Example(code="tf = islogical(1 > 0)", output="tf =\n\n"
                                                                                           "  logical\n\n"
                                                                                           "   1\n\n"),
                  _TYPE, ["type", "logical", "boolean"])
ischar = _meta("ischar", lambda x: class_of(x) == "char", "True for char arrays.",
               Example(code="tf = ischar('abc')", output="tf =\n\n  logical\n\n   1\n\n"), _TYPE, ["type", "char", "text"])
iscell = _meta("iscell", lambda x: class_of(x) == "cell", "True for cell arrays.",
               Example(code="tf = iscell({1, 2})", output="tf =\n\n  logical\n\n   1\n\n"), _TYPE, ["type", "cell"])
isstruct = _meta("isstruct", lambda x: class_of(x) == "struct", "True for struct arrays.",
                 Example(code="tf = isstruct(struct('a', 1))", output="tf =\n\n  logical\n\n   1\n\n"), _TYPE, ["type", "struct"])
isstring = _meta("isstring", lambda x: class_of(x) == "string", "True for string arrays (not char).",
                 Example(code="tf = isstring('abc')", output="tf =\n\n  logical\n\n   0\n\n"), _TYPE, ["type", "string", "text"])
issparse = _meta("issparse", lambda x: False, "True for sparse matrices (RunMat has none: always false).",
                 Example(code="tf = issparse(eye(2))", output="tf =\n\n  logical\n\n   0\n\n"), _TYPE, ["type", "sparse"])


def _isreal(x: Any) -> bool:
    t = type(x)
    if t is float or t is bool:
        return True
    if t is complex:
        return False
    cls = _element_class(x)
    if cls not in ARITH_CLASSES:
        return False
    return getattr(x, "dtype", np.dtype(np.float64)).kind != "c"


isreal = _meta("isreal", _isreal,
               "True unless X is stored as complex (complex(1, 0) is not real; cell and struct are not).",
               Example(code="tf = isreal(complex(1, 0))", output="tf =\n\n  logical\n\n   0\n\n"), _TYPE + ["real", "imag"],
               ["complex", "real"])


def _shape(x: Any) -> tuple[int, ...]:
    return shape_of(x)


def _isvector(x: Any) -> bool:
    s = _shape(x)
    return len(s) == 2 and (s[0] == 1 or s[1] == 1)


def _isempty(x: Any) -> bool:
    r = K.isempty(x)
    if r is not NotImplemented:
        return r

    return 0 in user_dims(x)


isempty = _meta("isempty", _isempty, "True when X has no elements (a dimension is 0).",
                Example(code="tf = isempty(zeros(0, 3))", output="tf =\n\n  logical\n\n   1\n\n"), _SHAPE, ["shape", "empty"],
                K.isempty)
isscalar = _meta("isscalar", lambda x: all(d == 1 for d in _shape(x)), "True when X is 1-by-1.",
                 Example(code="tf = isscalar([1 2])", output="tf =\n\n  logical\n\n   0\n\n"), _SHAPE, ["shape", "scalar"])
isvector = _meta("isvector", _isvector, "True when X is 1-by-N or N-by-1 (N >= 0, as in MATLAB: zeros(1, 0) is a vector).",
                 Example(code="tf = isvector([1; 2; 3])", output="tf =\n\n  logical\n\n   1\n\n"), _SHAPE, ["shape", "vector"])
ismatrix = _meta("ismatrix", lambda x: len(_shape(x)) == 2, "True when X has two dimensions (M-by-N, M, N >= 0).",
                 Example(code="tf = ismatrix(zeros(2, 3, 4))", output="tf =\n\n  logical\n\n   0\n\n"), _SHAPE, ["shape", "matrix"])
isrow = _meta("isrow", lambda x: len(_shape(x)) == 2 and _shape(x)[0] == 1, "True when X is 1-by-N (N >= 0).",
              Example(code="tf = isrow([1 2 3])", output="tf =\n\n  logical\n\n   1\n\n"), _SHAPE, ["shape", "row"])
iscolumn = _meta("iscolumn", lambda x: len(_shape(x)) == 2 and _shape(x)[1] == 1,
                 "True when X is N-by-1 (N >= 0).",
                 Example(code="tf = iscolumn([1 2 3])", output="tf =\n\n  logical\n\n   0\n\n"), _SHAPE, ["shape", "column"])


def _value_test(name: str, ufunc: str, pytest: Any, default: bool, summary: str, example: Example) -> Any:
    def body(x, *, xp):
        t = type(x)
        if t is float:
            return pytest(x)
        if t is bool:
            return default
        if t is complex:
            return pytest(x.real) or pytest(x.imag) if name != "isfinite" else pytest(x.real) and pytest(x.imag)
        arith_class(x, name)
        if x.dtype.kind in "fc":
            return getattr(xp, ufunc)(x)
        return xp.full(x.shape, default, dtype=bool)

    body.__name__ = body.__qualname__ = name
    body.__module__ = __name__
    return runtime_builtin(
        name=name, category=CATEGORY, summary=summary, keywords=["predicate", "nan", "inf", "finite"],
        related=[f for f in ("isnan", "isinf", "isfinite") if f != name] + ["isreal"],
        signatures=[f"TF = {name}(X)"], examples=[example],
        accel={"kind": "elementwise", "template": f"{ufunc}({{0}})",
               "precisions": ["double", "single", "int", "logical"]},
    )(body)


isnan = _value_test("isnan", "isnan", lambda v: v != v, False, "True for NaN elements.",
                    Example(code="tf = isnan([1 NaN Inf])", output="tf =\n\n"
                                                                   "  1×3 logical array\n\n"
                                                                   "   0   1   0\n\n"))
isinf = _value_test("isinf", "isinf", lambda v: v in (float("inf"), float("-inf")), False,
                    "True for Inf and -Inf elements.",
                    Example(code="tf = isinf([1 NaN -Inf])", output="tf =\n\n"
                                                                    "  1×3 logical array\n\n"
                                                                    "   0   0   1\n\n"))
isfinite = _value_test("isfinite", "isfinite", lambda v: v - v == 0.0, True,
                       "True for elements that are neither Inf nor NaN.",
                       Example(code="tf = isfinite([1 NaN Inf])", output="tf =\n\n"
                                                                         "  1×3 logical array\n\n"
                                                                         "   1   0   0\n\n"))
