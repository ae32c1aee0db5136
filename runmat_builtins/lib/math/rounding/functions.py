"""floor, ceil, fix and round: integer classes pass through, complex values round their real
and imaginary parts separately, round breaks ties away from zero (round(-2.5) is -3)."""

from __future__ import annotations

import math
from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.numeric import scalar as K
from runmat_builtins.numeric import (
    ARITH_CLASSES, INT_CLASSES, class_name, elementwise_unary, is_complex, round_half_away, to_numeric,
    undefined,
)
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.lib.array.shape._args import is_int_value, scalar_value

_F64 = np.dtype(np.float64)
_ERR = [ErrorSpec(identifier="MATLAB:UndefinedFunction", when="X is a cell, struct, string or other non-numeric value")]
_REL = ["floor", "ceil", "round", "fix"]


def _rounder(name: str, f: Any, xp: Any) -> Any:
    def op(v: Any) -> Any:
        if is_complex(v):
            return f(v.real, xp) + 1j * f(v.imag, xp)
        return f(v, xp)
    return op


def _apply(x: Any, xp: Any, name: str, f: Any) -> Any:
    cls = class_name(x)
    if cls in INT_CLASSES:
        return x
    if cls not in ARITH_CLASSES:
        raise undefined(name, cls)
    return elementwise_unary(x, xp, _rounder(name, f, xp), name=name)


def _define(name: str, kernel: Any, xpf: Any, template: str, summary: str, example: Example) -> Any:
    def body(x, *, xp):
        if type(x) is float:
            return kernel(x)
        if type(x) is np.ndarray and x.dtype == _F64:
            return xpf(x, xp)
        return _apply(x, xp, name, xpf)

    body.__name__ = body.__qualname__ = name
    body.__module__ = __name__
    return runtime_builtin(
        name=name, summary=summary, scalar=kernel,
        keywords=["round", "integer", name], related=[r for r in _REL if r != name] + ["idivide", "mod"],
        signatures=[f"Y = {name}(X)"], errors=_ERR, examples=[example],
        accel={"kind": "elementwise", "template": template, "precisions": ["double", "single", "int"]},
    )(body)


floor = _define("floor", K.floor, lambda v, xp: xp.floor(v), "floor({0})",
                "Round toward negative infinity.",
                Example(code="y = floor([-2.5 2.5])", output="y =\n\n    -3     2\n\n"))
ceil = _define("ceil", K.ceil, lambda v, xp: xp.ceil(v), "ceil({0})",
               "Round toward positive infinity.",
               Example(code="y = ceil([-2.5 2.5])", output="y =\n\n    -2     3\n\n"))
fix = _define("fix", K.fix, lambda v, xp: xp.trunc(v), "trunc({0})",
              "Round toward zero.",
              Example(code="y = fix([-2.5 2.5])", output="y =\n\n    -2     2\n\n"))


def _digits(x: Any, n: Any, xp: Any, significant: bool) -> Any:
    """round(X, N): to N digits right of the point (left when negative) or N significant."""
    nv = float(scalar_value(n))
    if not is_int_value(nv):
        raise MException("MATLAB:round:invalidDigits", "Number of digits must be an integer.")
    if significant and nv < 1:
        raise MException("MATLAB:round:invalidSignificantDigits",
                         "Number of significant digits must be a positive integer.")

    def f(v: Any, xp: Any) -> Any:
        if significant:
            with np.errstate(all="ignore"):
                mag = xp.floor(xp.log10(xp.abs(v)))
            d = xp.where(xp.isfinite(mag), nv - 1 - mag, 0)
        else:
            d = min(max(nv, -308.0), 308.0)  # past double's exponent range more digits change nothing
        scale = 10.0 ** d
        with np.errstate(all="ignore"):
            big = xp.abs(v * scale)
            if type(d) is float:  # round(X, N): one branch, chosen on the host
                r = (round_half_away(v * scale, xp) / scale if d >= 0
                     else round_half_away(v / 10.0 ** (-d), xp) * 10.0 ** (-d))
            else:
                r = xp.where(d >= 0, round_half_away(v * scale, xp) / scale,
                             round_half_away(v / 10.0 ** (-d), xp) * 10.0 ** (-d))
        return xp.where(xp.isfinite(big), r, v)
    cls = class_name(x)
    if cls in INT_CLASSES:
        if significant or nv >= 0:
            return x
        from runmat_builtins.numeric import cast_to

        return cast_to(f(to_numeric(x, xp, wide=True), xp), cls, xp)
    if cls not in ARITH_CLASSES:
        raise undefined("round", cls)
    return elementwise_unary(x, xp, _rounder("round", f, xp), name="round")


@runtime_builtin(
    scalar=K.round_,
    summary="Round to the nearest integer, ties away from zero; round(X, N) rounds to N digits.",
    description="round(X, N) rounds to N digits right of the decimal point (N < 0: left of it); "
                "round(X, N, 'significant') keeps N significant digits. Integer classes are unchanged.",
    keywords=["round", "integer", "digits", "significant"], related=["floor", "ceil", "fix"],
    signatures=["Y = round(X)", "Y = round(X, N)", "Y = round(X, N, TYPE)"],
    errors=_ERR + [ErrorSpec(identifier="MATLAB:round:invalidDigits", when="N is not an integer"),
                   ErrorSpec(identifier="MATLAB:round:invalidType",
                             when="TYPE is not 'decimals' or 'significant'")],
    examples=[Example(code="y = round([-2.5 0.5 2.5])", output="y =\n\n    -3     1     3\n\n"),
              Example(code="y = round(1234.5678, -2)", output="y =\n\n        1200\n\n")],
    accel={"kind": "elementwise", "template": "round({0})", "precisions": ["double", "single", "int"]},
)
def round(x, n=None, kind=None, *, xp):
    if n is None:
        if type(x) is float:
            return K.round_(x)
        if type(x) is np.ndarray and x.dtype == _F64:
            return round_half_away(x, xp)
        return _apply(x, xp, "round", round_half_away)
    significant = False
    if kind is not None:
        from runmat_builtins.values import to_str

        try:
            k = to_str(kind).lower()
        except TypeError:
            k = ""
        if k not in ("decimals", "significant"):
            raise MException("MATLAB:round:invalidType", "Rounding type must be 'decimals' or 'significant'.")
        significant = k == "significant"
    return _digits(x, n, xp, significant)
