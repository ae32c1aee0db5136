"""Constant-filled arrays: zeros, ones, NaN/nan, Inf/inf, true, false."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.array.creation._build import ALL_PRECISIONS, LIKE_DATA, finish, parse
from runmat_builtins.numeric import scalar as K
from runmat_builtins.spec import ErrorSpec, Example

_FLOATS = frozenset({"double", "single"})
_ACCEL = {"kind": "construct", "data": LIKE_DATA, "precisions": ALL_PRECISIONS}
_SIZE_ERRORS = [
    ErrorSpec(identifier="MATLAB:NonIntegerInput", when="a size input is not an integer"),
    ErrorSpec(identifier="MATLAB:NonScalarInput", when="a size input after the first is not a scalar"),
]


def _filled(args: tuple, fname: str, value: float, xp: Any, allowed: frozenset[str] | None = None) -> Any:
    if not args:
        return value
    a0 = args[0]
    if len(args) == 1 and type(a0) is float and (a0 == 1.0):
        return value  # f(1): the scalar fast path
    req = parse(args, fname, allowed=allowed)
    if value == 0.0:
        arr = xp.zeros(req.shape, dtype=req.dtype)
    elif value == 1.0:
        arr = xp.ones(req.shape, dtype=req.dtype)
    else:
        arr = xp.full(req.shape, value, dtype=req.dtype)
    return finish(arr, req, xp)


def _doc(name: str, what: str) -> dict[str, Any]:
    return dict(
        signatures=[f"X = {name}", f"X = {name}(N)", f"X = {name}(SZ1, ..., SZN)", f"X = {name}(SZ)",
                    f"X = {name}(SZ1, ..., SZN, CLASSNAME)", f"X = {name}(SZ1, ..., SZN, 'like', P)"],
        description=f"Creates an array of {what}. {name}(N) is N-by-N; size inputs may be separate "
                    "integers or one size vector; negative sizes count as 0. A trailing class name "
                    "or 'like', P picks the class (and device, for a gpuArray P).",
        keywords=["create", "constant", "fill", "preallocate", name.lower()],
        errors=_SIZE_ERRORS,
        accel=_ACCEL,
    )


@runtime_builtin(
    summary="Create an array of all zeros.",
    related=["ones", "eye", "nan", "inf", "true", "false"],
    examples=[Example(code="Z = zeros(2, 3)", output="Z =\n\n     0     0     0\n     0     0     0\n\n"),
              Example(code="z = zeros(1, 2, 'int8')", output="z =\n\n  1×2 int8 row vector\n\n   0   0\n\n")],
    **_doc("zeros", "zeros"),
)
def zeros(*args: Any, xp: Any) -> Any:
    return _filled(args, "zeros", 0.0, xp)


@runtime_builtin(
    summary="Create an array of all ones.",
    related=["zeros", "eye", "true"],
    examples=[Example(code="X = ones(2)", output="X =\n\n     1     1\n     1     1\n\n")],
    **_doc("ones", "ones"),
)
def ones(*args: Any, xp: Any) -> Any:
    return _filled(args, "ones", 1.0, xp)


def _nan_inf(name: str, value: float, related: list[str], examples: list[Example]) -> None:
    def body(*args: Any, xp: Any) -> Any:
        return _filled(args, name, value, xp, _FLOATS)

    body.__name__ = name
    body.__qualname__ = name
    d = _doc(name, "NaN (Not-a-Number) values" if value != value else "positive infinity")
    d["errors"] = d["errors"] + [ErrorSpec(identifier=f"RunMat:{name}:invalidClass",
                                           when="the class name is not 'double' or 'single'")]
    runtime_builtin(name=name, related=related, examples=examples, scalar=K.constant(value),
                    summary=("Create an array of NaN (Not-a-Number) values." if value != value
                             else "Create an array of positive infinity (Inf) values."), **d)(body)


@runtime_builtin(
    scalar=K.constant(3.141592653589793), summary="The constant pi (ratio of a circle's circumference to its diameter).",
    related=["exp", "sin", "Inf"],
    examples=[Example(code="x = pi", output="x =\n\n    3.1416\n\n"),
              Example(code="x = pi(1, 2)", output="x =\n\n    3.1416    3.1416\n\n")],
    **{**_doc("pi", "pi"), "keywords": ["constant", "circle", "pi"],
       "errors": _SIZE_ERRORS + [ErrorSpec(identifier="RunMat:pi:invalidClass",
                                           when="the class name is not 'double' or 'single'")]},
)
def pi(*args: Any, xp: Any) -> Any:
    return _filled(args, "pi", 3.141592653589793, xp, _FLOATS)


_nan_inf("NaN", float("nan"), ["nan", "isnan", "Inf"],
         [Example(code="x = NaN(1, 3)", output="x =\n\n   NaN   NaN   NaN\n\n")])
_nan_inf("nan", float("nan"), ["NaN", "isnan", "inf"],
         [Example(code="x = nan(2, 1)", output="x =\n\n   NaN\n   NaN\n\n")])
_nan_inf("Inf", float("inf"), ["inf", "isinf", "NaN"],
         [Example(code="x = Inf(1, 2)", output="x =\n\n   Inf   Inf\n\n")])
_nan_inf("inf", float("inf"), ["Inf", "isinf", "nan"],
         [Example(code="x = -inf(1, 2)", output="x =\n\n  -Inf  -Inf\n\n")])


def _logical(args: tuple, fname: str, value: bool, xp: Any) -> Any:
    if not args:
        return value
    if len(args) == 1 and type(args[0]) is float and args[0] == 1.0:
        return value
    req = parse(args, fname, allowed=frozenset({"logical"}), default="logical")
    if req.dtype != np.bool_:
        raise MException(f"RunMat:{fname}:invalidClass", "'like' prototype must be logical.")
    arr = xp.ones(req.shape, dtype=bool) if value else xp.zeros(req.shape, dtype=bool)
    return finish(arr, req, xp)


_LOGICAL_SIGS = ["TF = {0}", "TF = {0}(N)", "TF = {0}(SZ1, ..., SZN)", "TF = {0}(SZ)",
                 "TF = {0}(SZ1, ..., SZN, 'like', P)"]


@runtime_builtin(
    summary="Logical 1 (true), or an array of them.",
    keywords=["logical", "boolean", "create"], related=["false", "logical", "ones"],
    signatures=[s.format("true") for s in _LOGICAL_SIGS], errors=_SIZE_ERRORS,
    examples=[Example(code="t = true(1, 3)", output="t =\n\n  1×3 logical array\n\n   1   1   1\n\n")],
    accel=_ACCEL, scalar=K.constant(True),
)
def true(*args: Any, xp: Any) -> Any:
    return _logical(args, "true", True, xp)


@runtime_builtin(
    summary="Logical 0 (false), or an array of them.",
    keywords=["logical", "boolean", "create"], related=["true", "logical", "zeros"],
    signatures=[s.format("false") for s in _LOGICAL_SIGS], errors=_SIZE_ERRORS,
    examples=[Example(code="f = false(2)", output="f =\n\n  2×2 logical array\n\n   0   0\n   0   0\n\n")],
    accel=_ACCEL, scalar=K.constant(False),
)
def false(*args: Any, xp: Any) -> Any:
    return _logical(args, "false", False, xp)


def _imag_unit(name: str) -> None:
    def body() -> Any:
        return 1j

    body.__name__ = body.__qualname__ = name
    other = "j" if name == "i" else "i"
    runtime_builtin(
        name=name, summary="The imaginary unit, sqrt(-1).",
        description=f"{name} returns the complex scalar 0 + 1i. A variable named {name} hides the "
                    "function (loops often use it as a counter); the literal 1i is always the unit.",
        keywords=["imaginary", "complex", "unit", "constant"], related=[other, "complex", "imag", "real"],
        signatures=[f"Z = {name}"],
        examples=[Example(code=f"z = 2 + 3*{name}", output="z =\n\n   2.0000 + 3.0000i\n\n")],
        accel={"kind": "construct"},
    )(body)


_imag_unit("i")
_imag_unit("j")
