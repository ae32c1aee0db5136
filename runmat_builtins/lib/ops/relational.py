"""Relational operators == ~= < <= > >=: logical results, implicit expansion, char compared
by code, strings compared as whole texts, complex ordered by real part (like MATLAB)."""

from __future__ import annotations

import operator
from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import SIZE_MISMATCH
from runmat_builtins.numeric import scalar as K
from runmat_builtins.numeric import ARITH_CLASSES, align, class_name, to_numeric, undefined
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.values import STRING_DTYPE, to_str
from runmat_builtins.values.strings_missing import strings_op

CATEGORY = "ops/relational"
_F64 = np.dtype(np.float64)
_PREC = ["double", "single", "int", "logical"]
_ERRORS = [
    ErrorSpec(identifier=SIZE_MISMATCH, when="the operands' sizes are not compatible for implicit expansion"),
    ErrorSpec(identifier="MATLAB:UndefinedFunction", when="an operand is a cell, struct or function handle"),
]


def _as_string(v: Any, name: str) -> Any:
    if type(v) is np.ndarray:
        if v.dtype == STRING_DTYPE:
            return v
        if v.dtype.kind == "U":
            return np.array([[to_str(v)]], dtype=STRING_DTYPE)
    raise undefined(name, class_name(v))


def compare(a: Any, b: Any, xp: Any, op: Any, name: str, ordered: bool) -> Any:
    """``op(a, b)`` as MATLAB compares: numeric/logical/char by value, strings as texts."""
    ca, cb = class_name(a), class_name(b)
    if ca == "string" or cb == "string":
        x, y = align(_as_string(a, name), _as_string(b, name))
        return strings_op(op, x, y, name == "ne", np.bool_)  # missing compares false (~=: true)
    if ca not in ARITH_CLASSES:
        raise undefined(name, ca)
    if cb not in ARITH_CLASSES:
        raise undefined(name, cb)
    x, y = align(to_numeric(a, xp, wide=True), to_numeric(b, xp, wide=True))
    if ordered:  # complex values order by their real parts
        if type(x) is complex or getattr(x, "dtype", _F64).kind == "c":
            x = x.real
        if type(y) is complex or getattr(y, "dtype", _F64).kind == "c":
            y = y.real
    with np.errstate(invalid="ignore"):
        return op(x, y)


def _define(name: str, symbol: str, pyop: Any, ufunc: str, ordered: bool, example: Example) -> Any:
    kernel = getattr(K, name)

    def body(a, b, *, xp):
        ta = a.__class__
        tb = b.__class__
        if ta is float:
            if tb is float:
                return kernel(a, b)
            if tb is np.ndarray:
                db = b.dtype
                if db is _F64 or db == _F64:
                    return pyop(a, b)
        elif ta is np.ndarray:
            da = a.dtype
            if da is _F64 or da == _F64:
                if tb is float:
                    return pyop(a, b)
                if tb is np.ndarray and a.ndim == b.ndim:
                    db = b.dtype
                    if db is _F64 or db == _F64:
                        try:  # one rank: NumPy pairs dimensions as MATLAB does
                            return pyop(a, b)
                        except ValueError:  # incompatible sizes: MATLAB's error from compare()
                            pass
        return compare(a, b, xp, getattr(xp, ufunc), name, ordered)

    body.__name__ = body.__qualname__ = name
    body.__module__ = __name__
    return runtime_builtin(
        name=name, category=CATEGORY, scalar=kernel,
        summary=f"Elementwise comparison A {symbol} B; the result is logical.",
        description="Numeric, logical and char operands compare by value with implicit expansion "
                    "(char by character code); a string compares whole texts with a string or char row."
                    + (" Complex operands compare by real part." if ordered else ""),
        keywords=["compare", "relational", symbol, "operator", "logical"],
        related=[n for n in ("eq", "ne", "lt", "le", "gt", "ge") if n != name] + ["isequal"],
        signatures=[f"TF = {name}(A, B)"], errors=_ERRORS, examples=[example],
        accel={"kind": "elementwise", "template": f"({{0}} {symbol} {{1}})",
               "precisions": _PREC},
    )(body)


eq = _define("eq", "==", operator.eq, "equal", False,
             Example(code="tf = [1 2 3] == 2", output="tf =\n\n  1×3 logical array\n\n   0   1   0\n\n"))
ne = _define("ne", "~=", operator.ne, "not_equal", False,
             Example(code="tf = 'abc' ~= 'abd'", output="tf =\n\n  1×3 logical array\n\n   0   0   1\n\n"))
lt = _define("lt", "<", operator.lt, "less", True,
             Example(code="tf = [1 2 3] < [3; 2]", output="tf =\n\n"
                                                          "  2×3 logical array\n\n"
                                                          "   1   1   0\n"
                                                          "   1   0   0\n\n"))
le = _define("le", "<=", operator.le, "less_equal", True,
             Example(code="tf = 2 <= [1 2 3]", output="tf =\n\n  1×3 logical array\n\n   0   1   1\n\n"))
gt = _define("gt", ">", operator.gt, "greater", True,
             Example(code="tf = int8(5) > 4.5", output="tf =\n\n  logical\n\n   1\n\n"))
ge = _define("ge", ">=", operator.ge, "greater_equal", True,
             Example(code="tf = [NaN 1] >= 1", output="tf =\n\n  1×2 logical array\n\n   0   1\n\n"))

__all__ = ["compare", "eq", "ge", "gt", "le", "lt", "ne"]
