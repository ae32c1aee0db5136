"""Limits of the numeric classes: intmax, intmin, realmax, realmin, flintmax, eps."""

from __future__ import annotations

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


def _int_limit(args: tuple, name: str, which: int) -> np.ndarray:
    cls = _class_arg(args, name, INT_CLASSES, "int32")
    return np.array([[INT_LIMITS[cls][which]]], dtype=DTYPES[cls])


def _float(cls: str, value: float) -> Any:
    return value if cls == "double" else np.array([[value]], dtype=np.float32)


_CLS_ERR = [ErrorSpec(identifier="MATLAB:intmax:invalidClassName", when="the class is not an integer class")]


@runtime_builtin(
    category=CATEGORY, summary="Largest value of an integer class (default 'int32').",
    keywords=["integer", "limit", "maximum"], related=[f for f in _FAMILY if f != "intmax"],
    signatures=["V = intmax()", "V = intmax(CLASSNAME)", "V = intmax('like', P)"], errors=_CLS_ERR,
    examples=[Example(code="v = intmax('int8')", output="v =\n\n  int8\n\n   127\n\n"),
              Example(code="v = intmax", output="v =\n\n  int32\n\n   2147483647\n\n")],
    accel={"kind": "construct"},
)
def intmax(*args):
    return _int_limit(args, "intmax", 1)


@runtime_builtin(
    category=CATEGORY, summary="Smallest value of an integer class (default 'int32').",
    keywords=["integer", "limit", "minimum"], related=[f for f in _FAMILY if f != "intmin"],
    signatures=["V = intmin()", "V = intmin(CLASSNAME)", "V = intmin('like', P)"],
    errors=[ErrorSpec(identifier="MATLAB:intmin:invalidClassName", when="the class is not an integer class")],
    examples=[Example(code="v = intmin('int16')", output="v =\n\n  int16\n\n   -32768\n\n")],
    accel={"kind": "construct"},
)
def intmin(*args):
    return _int_limit(args, "intmin", 0)


@runtime_builtin(
    category=CATEGORY, summary="Largest finite floating-point number ('double' or 'single').",
    keywords=["float", "limit", "maximum"], related=[f for f in _FAMILY if f != "realmax"],
    signatures=["V = realmax()", "V = realmax(CLASSNAME)", "V = realmax('like', P)"],
    errors=[ErrorSpec(identifier="MATLAB:realmax:invalidClassName", when="the class is not 'double' or 'single'")],
    examples=[Example(code="v = realmax", output="v =\n\n   1.7977e+308\n\n")],
    accel={"kind": "construct"},
)
def realmax(*args):
    cls = _class_arg(args, "realmax", _FLOATS, "double")
    return _float(cls, float(np.finfo(DTYPES[cls]).max))


@runtime_builtin(
    category=CATEGORY, summary="Smallest positive normalized floating-point number.",
    keywords=["float", "limit", "minimum", "denormal"], related=[f for f in _FAMILY if f != "realmin"],
    signatures=["V = realmin()", "V = realmin(CLASSNAME)", "V = realmin('like', P)"],
    errors=[ErrorSpec(identifier="MATLAB:realmin:invalidClassName", when="the class is not 'double' or 'single'")],
    examples=[Example(code="v = realmin", output="v =\n\n   2.2251e-308\n\n")],
    accel={"kind": "construct"},
)
def realmin(*args):
    cls = _class_arg(args, "realmin", _FLOATS, "double")
    return _float(cls, float(np.finfo(DTYPES[cls]).tiny))


@runtime_builtin(
    category=CATEGORY,
    summary="Largest consecutive integer in floating point: 2^53 for double, 2^24 for single.",
    keywords=["float", "integer", "limit", "precision"], related=[f for f in _FAMILY if f != "flintmax"],
    signatures=["V = flintmax()", "V = flintmax(CLASSNAME)", "V = flintmax('like', P)"],
    errors=[ErrorSpec(identifier="MATLAB:flintmax:invalidClassName", when="the class is not 'double' or 'single'")],
    examples=[Example(code="tf = flintmax('single') == 2^24", output="tf =\n\n  logical\n\n   1\n\n")],
    accel={"kind": "construct"},
)
def flintmax(*args):
    cls = _class_arg(args, "flintmax", _FLOATS, "double")
    return _float(cls, 2.0 ** 53 if cls == "double" else 2.0 ** 24)


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
