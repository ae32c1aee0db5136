"""Elementwise logical operators & | ~ and xor (NaN cannot become logical)."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import SIZE_MISMATCH
from runmat_builtins.numeric import scalar as K
from runmat_builtins.numeric import NOLOGICALNAN, align, arith_class, to_logical
from runmat_builtins.numeric.reuse import spare, spare2
from runmat_builtins.spec import ErrorSpec, Example

CATEGORY = "ops/logical"
_BOOL = np.dtype(np.bool_)
_PREC = ["double", "single", "int", "logical"]
_ERRORS = [
    ErrorSpec(identifier=NOLOGICALNAN, when="an operand contains NaN"),
    ErrorSpec(identifier=SIZE_MISMATCH, when="the operands' sizes are not compatible for implicit expansion"),
    ErrorSpec(identifier="MATLAB:UndefinedFunction", when="an operand is a cell, struct or string"),
]


def _logical(v: Any, name: str, xp: Any) -> Any:
    t = type(v)
    if t is bool:
        return v
    arith_class(v, name)
    return to_logical(v, xp)


def _binary(a: Any, b: Any, xp: Any, op: Any, name: str) -> Any:
    x, y = align(_logical(a, name, xp), _logical(b, name, xp))
    return op(x, y)


def _scalar_bool(v: Any) -> Any:
    t = type(v)
    if t is bool:
        return v
    if t is float and v == v:
        return v != 0.0
    return None


def _define(name: str, symbol: str, ufunc: str, pyop: Any, example: Example, summary: str,
            kernel: Any = None) -> Any:
    host = getattr(np, ufunc)

    def body(a, b, *, xp):
        if kernel is not None and a.__class__ is float and b.__class__ is float:
            r = kernel(a, b)
            if r is not NotImplemented:
                return r
        x, y = _scalar_bool(a), _scalar_bool(b)
        if x is not None and y is not None:
            return pyop(x, y)
        if a.__class__ is np.ndarray and b.__class__ is np.ndarray and a.dtype == _BOOL and b.dtype == _BOOL \
                and a.shape == b.shape:
            return host(a, b, out=spare2(a, b, _BOOL))  # logical masks: one pass, maybe in place
        return _binary(a, b, xp, getattr(xp, ufunc), name)

    body.__name__ = body.__qualname__ = name
    body.__module__ = __name__
    return runtime_builtin(
        name=name, category=CATEGORY, summary=summary, scalar=kernel,
        description="Nonzero values are true. Operands expand implicitly; NaN is an error "
                    "(MATLAB:nologicalnan). The result is logical.",
        keywords=["logical", "boolean", symbol, "operator"],
        related=[n for n in ("and", "or", "xor", "not") if n != name] + ["any", "all"],
        signatures=[f"TF = {name}(A, B)"], errors=_ERRORS, examples=[example],
        accel={"kind": "elementwise", "template": f"({{0}} {symbol} {{1}})" if symbol != "xor" else "(({0} | {1}) & ~({0} & {1}))", "precisions": _PREC},
    )(body)


and_ = _define("and", "&", "logical_and", lambda x, y: x and y,
               Example(code="tf = [1 0 2] & [1 1 0]", output="tf =\n\n  1×3 logical array\n\n   1   0   0\n\n"),
               "Elementwise logical AND, A & B.", K.fand)
or_ = _define("or", "|", "logical_or", lambda x, y: x or y,
              Example(code="tf = [1 0 0] | [0 0 3]", output="tf =\n\n  1×3 logical array\n\n   1   0   1\n\n"),
              "Elementwise logical OR, A | B.", K.f_or)
xor = _define("xor", "xor", "logical_xor", lambda x, y: x != y,
              Example(code="tf = xor([1 1 0], [1 0 0])", output="tf =\n\n"
                                                                "  1×3 logical array\n\n"
                                                                "   0   1   0\n\n"),
              "Elementwise exclusive OR: true where exactly one operand is nonzero.")


@runtime_builtin(
    name="not", category=CATEGORY, scalar=K.fnot,
    summary="Elementwise logical NOT, ~A.",
    description="True where A is zero. NaN is an error (MATLAB:nologicalnan). The result is logical.",
    keywords=["logical", "negation", "~", "!", "operator"], related=["and", "or", "xor"],
    signatures=["TF = not(A)"],
    errors=[ErrorSpec(identifier=NOLOGICALNAN, when="A contains NaN"),
            ErrorSpec(identifier="MATLAB:UndefinedFunction", when="A is a cell, struct or string")],
    examples=[Example(code="tf = ~[1 0 2]", output="tf =\n\n  1×3 logical array\n\n   0   1   0\n\n")],
    accel={"kind": "elementwise", "template": "(!{0})", "precisions": _PREC},
)
def not_(a, *, xp):
    t = type(a)
    if t is bool:
        return not a
    if t is float:
        r = K.fnot(a)
        if r is not NotImplemented:
            return r
    if t is np.ndarray and a.dtype == _BOOL:
        return np.logical_not(a, out=spare(a, _BOOL))
    return xp.logical_not(_logical(a, "not", xp))


__all__ = ["and_", "not_", "or_", "xor"]
