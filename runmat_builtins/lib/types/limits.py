"""Limits of the numeric classes: intmax, intmin, realmax, realmin, flintmax, eps."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.numeric import DTYPES, INT_CLASSES, INT_LIMITS, class_name, to_numeric, undefined
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.values import to_str

CATEGORY = "types/limits"
_FAMILY = ["intmax", "intmin", "realmax", "realmin", "flintmax", "eps"]


def _class_arg(args: tuple, name: str, allowed: frozenset[str], default: str) -> str:
    if not args:
        return default
    if len(args) == 2:
        if _s(args[0], name) != "like":
            raise MException(f"MATLAB:{name}:invalidClassName", "Expected 'like' followed by a prototype.")
        cls = class_name(args[1])
    elif len(args) == 1:
        cls = _s(args[0], name)
    else:
        raise MException("MATLAB:TooManyInputs", "Too many input arguments.")
    if cls not in allowed:
        kind = "an integer" if allowed is INT_CLASSES else "a floating-point"
        raise MException(f"MATLAB:{name}:invalidClassName", f"The class name must be {kind} class name.")
    return cls


def _s(v: Any, name: str) -> str:
    try:
        return to_str(v)
    except TypeError:
        raise MException(f"MATLAB:{name}:invalidClassName", "The class name must be a character vector.") from None


_FLOATS = frozenset({"double", "single"})


def _limit(name: str, classes: frozenset[str], value: Callable[[str], Any], *,
           summary: str, keywords: list[str], examples: list[Example]) -> Any:
    """Define the class-limit builtin NAME: ``V = NAME()``, ``NAME(CLASSNAME)``, ``NAME('like', P)``,
    ``value(cls)`` of the named class (int32 or double when none is named)."""
    ints = classes is INT_CLASSES
    default = "int32" if ints else "double"

    def body(*args):
        return value(_class_arg(args, name, classes, default))

    body.__name__ = body.__qualname__ = name
    body.__module__ = __name__
    what = "an integer class" if ints else "'double' or 'single'"
    return runtime_builtin(
        name=name, category=CATEGORY, summary=summary, keywords=keywords,
        related=[f for f in _FAMILY if f != name],
        signatures=[f"V = {name}()", f"V = {name}(CLASSNAME)", f"V = {name}('like', P)"],
        errors=[ErrorSpec(identifier=f"MATLAB:{name}:invalidClassName", when=f"the class is not {what}")],
        examples=examples, accel={"kind": "construct"},
    )(body)


def _int(which: int) -> Callable[[str], np.ndarray]:
    return lambda cls: np.array([[INT_LIMITS[cls][which]]], dtype=DTYPES[cls])


def _float(cls: str, value: float) -> Any:
    return value if cls == "double" else np.array([[value]], dtype=np.float32)


intmax = _limit(
    "intmax", INT_CLASSES, _int(1), summary="Largest value of an integer class (default 'int32').",
    keywords=["integer", "limit", "maximum"],
    examples=[Example(code="v = intmax('int8')", output="v =\n\n  int8\n\n   127\n\n"),
              Example(code="v = intmax", output="v =\n\n  int32\n\n   2147483647\n\n")])
intmin = _limit(
    "intmin", INT_CLASSES, _int(0), summary="Smallest value of an integer class (default 'int32').",
    keywords=["integer", "limit", "minimum"],
    examples=[Example(code="v = intmin('int16')", output="v =\n\n  int16\n\n   -32768\n\n")])
realmax = _limit(
    "realmax", _FLOATS, lambda cls: _float(cls, float(np.finfo(DTYPES[cls]).max)),
    summary="Largest finite floating-point number ('double' or 'single').",
    keywords=["float", "limit", "maximum"],
    examples=[Example(code="v = realmax", output="v =\n\n   1.7977e+308\n\n")])
realmin = _limit(
    "realmin", _FLOATS, lambda cls: _float(cls, float(np.finfo(DTYPES[cls]).tiny)),
    summary="Smallest positive normalized floating-point number.",
    keywords=["float", "limit", "minimum", "denormal"],
    examples=[Example(code="v = realmin", output="v =\n\n   2.2251e-308\n\n")])
flintmax = _limit(
    "flintmax", _FLOATS, lambda cls: _float(cls, 2.0 ** 53 if cls == "double" else 2.0 ** 24),
    summary="Largest consecutive integer in floating point: 2^53 for double, 2^24 for single.",
    keywords=["float", "integer", "limit", "precision"],
    examples=[Example(code="tf = flintmax('single') == 2^24", output="tf =\n\n  logical\n\n   1\n\n")])


@runtime_builtin(
    category=CATEGORY,
    summary="Floating-point relative accuracy: eps is 2^-52; eps(X) is the spacing at abs(X).",
    description="eps(X) is the distance from abs(X) to the next larger number of X's class; "
                "eps(0) is the smallest denormal; eps(Inf) and eps(NaN) are NaN.",
    keywords=["float", "precision", "spacing", "ulp"], related=[f for f in _FAMILY if f != "eps"],
    signatures=["D = eps()", "D = eps(X)", "D = eps(CLASSNAME)", "D = eps('like', P)"],
    errors=[ErrorSpec(identifier="MATLAB:eps:invalidClassName", when="the class is not 'double' or 'single'")],
    examples=[Example(code="d = eps", output="d =\n\n   2.2204e-16\n\n"),
              Example(code="d = eps(1) == 2^-52", output="d =\n\n  logical\n\n   1\n\n")],
    accel={"kind": "elementwise", "data": [0]},
)
def eps(*args, xp):
    if not args:
        return 2.0 ** -52
    x = args[0]
    if len(args) == 1 and type(x) is float:
        if x - x != 0.0:
            return float("nan")
        d = float(np.spacing(abs(x)))
        return d if d != float("inf") else float(np.spacing(np.nextafter(abs(x), 0.0)))
    cls = class_name(x)
    if cls in ("char", "string") or len(args) > 1:
        cls = _class_arg(args, "eps", _FLOATS, "double")
        return _float(cls, float(np.finfo(DTYPES[cls]).eps))
    if cls not in _FLOATS:
        raise undefined("eps", cls)
    v = to_numeric(x, xp)
    if type(v) is complex or (type(v) is not float and v.dtype.kind == "c"):
        raise undefined("eps", "complex")
    a = xp.abs(v)
    d = xp.spacing(a)
    # the spacing above realmax would be Inf: MATLAB gives the spacing within its binade
    d = xp.where(xp.isinf(d), xp.spacing(xp.nextafter(a, xp.zeros_like(a))), d)
    return xp.where(xp.isfinite(a), d, xp.nan).astype(a.dtype, copy=False)
