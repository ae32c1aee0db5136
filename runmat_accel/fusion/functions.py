"""The functions a template may call, each with its CUDA C spelling and its NumPy evaluation.

A function is named as in C's math library (``sin``, ``fabs``, ``fmod``, ``pow``) or is a
MATLAB helper written once here for both renderers (``mod``, ``rem``, ``fmax`` with MATLAB's
NaN rule, ``round`` half away from zero). ``domain`` is an expression in the template
language over the function's own arguments: an element outside it makes the fused kernel
report back, and the graph is then computed builtin by builtin (sqrt(-1) is complex in MATLAB,
~NaN is an error), so results never differ from the unfused ones.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import numpy as np


@dataclass(frozen=True)
class Function:
    """One callable of the template language."""

    arity: int
    cuda: str  # a C expression over {0}, {1}, ... (operands already of the compute type)
    numpy: Callable[..., Any]  # the same on NumPy arrays (or scalars) of the compute type
    domain: str | None = None  # template text over the arguments: where the result is real/defined
    logical: bool = False  # the result is logical
    draw: str | None = None  # a random draw ('uniform', 'normal'): the template of rand/randn
    # ``numpy`` is what the builtins' host bodies compute (the same ufunc): host arrays may fuse.
    # False for the helpers written for the devices (mod, rem, round), whose host bodies decide
    # round-off and signs their own way, and for draws
    host: bool = True
    # the same per element in a compiled host kernel (runmat_accel.fusion.threaded): Python
    # text over {0}, {1}, ... (scalars of the compute class; {c} its dtype code, 'f8'/'f4'), equal
    # to what the builtin's host body computes element by element. "" derives it from a host
    # ufunc (``np.sin({0})``); None: no compiled spelling (the tree stays on the NumPy blocks)
    native: str | None = ""

    def __post_init__(self) -> None:
        if self.native == "":
            ok = self.host and isinstance(self.numpy, np.ufunc)
            spelled = f"np.{self.numpy.__name__}({', '.join('{%d}' % k for k in range(self.arity))})" if ok else None
            object.__setattr__(self, "native", spelled)


def _round(x: Any) -> Any:
    return np.where(x < 0, -np.floor(-x + 0.5), np.floor(x + 0.5)).astype(np.result_type(x), copy=False)


def _near_integer(x: Any, y: Any) -> Any:
    """X./Y an integer to within the class's precision (MATLAB's round-off compensation)."""
    q = np.true_divide(x, y)
    eps = np.finfo(np.result_type(q)).eps
    return np.abs(q - np.rint(q)) < eps * np.abs(q)


def _mod(x: Any, y: Any) -> Any:
    r = np.where(_near_integer(x, y), 0, np.remainder(x, y))
    r = np.where(np.isinf(y), np.nan, r)
    return np.where(y == 0, x, r).astype(np.result_type(x, y), copy=False)


def _rem(x: Any, y: Any) -> Any:
    r = np.where(_near_integer(x, y), 0, np.fmod(x, y))
    return np.where(np.isinf(y), np.nan, r).astype(np.result_type(x, y), copy=False)


def _sign(x: Any) -> Any:
    return np.sign(x)


# CUDA device functions the helpers call (prepended to every fused kernel that uses them).
CUDA_PRELUDE = r"""
template <typename T> __device__ __forceinline__ bool rm_near_int(T x, T y) {
    T q = x / y;
    T eps = sizeof(T) == 4 ? (T)1.1920928955078125e-07 : (T)2.220446049250313e-16;
    return fabs(q - rint(q)) < eps * fabs(q);
}
template <typename T> __device__ __forceinline__ T rm_mod(T x, T y) {
    if (y == (T)0) return x;
    if (isinf(y)) return y - y;  /* NaN */
    if (rm_near_int(x, y)) return (T)0;
    T r = fmod(x, y);
    if (r != (T)0 && ((r < (T)0) != (y < (T)0))) r += y;
    return r;
}
template <typename T> __device__ __forceinline__ T rm_rem(T x, T y) {
    if (isinf(y)) return y - y;  /* NaN */
    if (rm_near_int(x, y)) return (T)0;
    return fmod(x, y);
}
template <typename T> __device__ __forceinline__ T rm_round(T x) {
    return x < (T)0 ? -floor(-x + (T)0.5) : floor(x + (T)0.5);
}
template <typename T> __device__ __forceinline__ T rm_sign(T x) {
    return x > (T)0 ? (T)1 : (x < (T)0 ? (T)-1 : (x == x ? (T)0 : x));
}
template <typename T> __device__ __forceinline__ T rm_exp2(T x) { return exp2(x); }
"""

FUNCTIONS: dict[str, Function] = {
    # trigonometric and hyperbolic
    "sin": Function(1, "sin({0})", np.sin),
    "cos": Function(1, "cos({0})", np.cos),
    "tan": Function(1, "tan({0})", np.tan),
    "asin": Function(1, "asin({0})", np.arcsin, domain="fabs({0}) <= 1 | isnan({0})"),
    "acos": Function(1, "acos({0})", np.arccos, domain="fabs({0}) <= 1 | isnan({0})"),
    "atan": Function(1, "atan({0})", np.arctan),
    "atan2": Function(2, "atan2({0}, {1})", np.arctan2),
    "sinh": Function(1, "sinh({0})", np.sinh),
    "cosh": Function(1, "cosh({0})", np.cosh),
    "tanh": Function(1, "tanh({0})", np.tanh),
    "asinh": Function(1, "asinh({0})", np.arcsinh),
    "acosh": Function(1, "acosh({0})", np.arccosh, domain="{0} >= 1 | isnan({0})"),
    "atanh": Function(1, "atanh({0})", np.arctanh, domain="fabs({0}) <= 1 | isnan({0})"),
    # exponential, logarithm, power
    "exp": Function(1, "exp({0})", np.exp),
    "exp2": Function(1, "rm_exp2({0})", np.exp2),
    "expm1": Function(1, "expm1({0})", np.expm1),
    "log": Function(1, "log({0})", np.log, domain="{0} >= 0 | isnan({0})"),
    "log2": Function(1, "log2({0})", np.log2, domain="{0} >= 0 | isnan({0})"),
    "log10": Function(1, "log10({0})", np.log10, domain="{0} >= 0 | isnan({0})"),
    "log1p": Function(1, "log1p({0})", np.log1p, domain="{0} >= -1 | isnan({0})"),
    "sqrt": Function(1, "sqrt({0})", np.sqrt, domain="{0} >= 0 | isnan({0})"),
    "pow": Function(2, "pow({0}, {1})", np.power, domain="{0} >= 0 | {1} == floor({1}) | isnan({0}) | isnan({1})"),
    "hypot": Function(2, "hypot({0}, {1})", np.hypot),
    # rounding and remainders (MATLAB's rules)
    "fabs": Function(1, "fabs({0})", np.abs),
    "floor": Function(1, "floor({0})", np.floor),
    "ceil": Function(1, "ceil({0})", np.ceil),
    "trunc": Function(1, "trunc({0})", np.trunc),
    "round": Function(1, "rm_round({0})", _round, host=False,
                      native="np.copysign(np.floor(np.abs({0}) + HALF_{c}), {0})"),  # round_half_away's steps
    "sign": Function(1, "rm_sign({0})", _sign, native="(np.sign({0}) + ZERO_{c})"),  # -0.0: 0, as NumPy's loop
    "mod": Function(2, "rm_mod({0}, {1})", _mod, host=False),
    "rem": Function(2, "rm_rem({0}, {1})", _rem, host=False),
    "fmod": Function(2, "rm_rem({0}, {1})", _rem, host=False),  # MATLAB's rem (C's fmod plus round-off compensation)
    # max/min of two values: NaN loses, as in MATLAB's max(A, B)
    # (compiled: NumPy's array loop's choices, the second operand on a tie of zeros, the other on a NaN)
    "fmax": Function(2, "fmax({0}, {1})", np.fmax, native="({0} if ({0} > {1} or {1} != {1}) else {1})"),
    "fmin": Function(2, "fmin({0}, {1})", np.fmin, native="({0} if ({0} < {1} or {1} != {1}) else {1})"),
    # parts of a real value (fusion computes real operands only)
    "real": Function(1, "({0})", lambda x: x, native="{0}"),
    "imag": Function(1, "(0 * {0})", lambda x: np.zeros_like(x), native="(0 * {0})"),
    "conj": Function(1, "({0})", lambda x: x, native="{0}"),
    # random draws (nullary: the templates of rand and randn; see runmat_accel.fusion.random)
    "rand": Function(0, "", np.zeros_like, draw="uniform", host=False),
    "randn": Function(0, "", np.zeros_like, draw="normal", host=False),
    # randi: a double uniform of the same stream, then floor(u * (imax - imin + 1)) + imin (defer.Draw)
    "randi": Function(0, "", np.zeros_like, draw="randi", host=False),
    # predicates
    "isnan": Function(1, "isnan({0})", np.isnan, logical=True),
    "isinf": Function(1, "isinf({0})", np.isinf, logical=True),
    "isfinite": Function(1, "isfinite({0})", np.isfinite, logical=True),
}
