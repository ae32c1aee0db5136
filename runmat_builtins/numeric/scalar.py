"""Scalar kernels: a builtin's MATLAB-exact behaviour on double (and logical) scalars.

A builtin declares one beside its body (``@runtime_builtin(..., scalar=kernel)``).  A kernel
takes Python floats (a double scalar in the VM) and returns a float or bool, or
``NotImplemented`` when it cannot answer exactly (a complex result, NaN where the array path
decides, an overflow): the builtin's body then decides.  The body's own float test, the
interpreter's operator fast paths and the compiled tier's inlined calls all call the same
kernel, so a builtin's scalar meaning is written once.

:func:`kernel` attaches what the compiled tier may use instead of a call:

* ``inline``: a Python expression over ``{0}``, ``{1}`` (simple names or literals) that equals
  the kernel for float arguments and never declines (``"({0} + {1})"``);
* ``raw``: a C function that equals the kernel unless it raises ``ValueError`` /
  ``OverflowError`` / ``ZeroDivisionError`` (the kernel then declines), e.g. ``math.sin``;
  an ``inline`` kernel's ``raw`` never raises (the interpreter's operator fast path calls it);
* ``logical``: the kernel is also exact for logical (bool) arguments;
* ``returns``: ``"double"`` or ``"logical"``, the class of an answer;
* ``takes``: ``"double"`` (float arguments) or ``"any"`` (any value: shape queries such as
  ``numel``; such a kernel checks its argument's class itself);
* ``fast``: an expression over ``{0}``, ``{1}`` that equals the kernel, computing its common
  case inline and calling the kernel itself (``{K}``) otherwise, so it may be ``NotImplemented``;
* ``array_inline``: for a ``takes="any"`` kernel, the template that equals it when the first
  argument is known to be an array (a NumPy ndarray: every MATLAB array class, cell, char),
  or a dict from a literal second argument to such a template (``size(x, 2)``).

The names used by ``inline`` templates are this module's globals (the compiled tier's
namespace includes them).
"""

from __future__ import annotations

import math
import operator
from collections.abc import Callable
from typing import Any

INF = math.inf
NAN = math.nan
fabs = math.fabs
floor_ = math.floor
copysign = math.copysign
DECLINES = (ValueError, OverflowError, ZeroDivisionError)


def kernel(*, inline: str | None = None, raw: Callable[..., Any] | None = None, logical: bool = False,
           logical_inline: str | None = None, returns: str = "double", takes: str = "double",
           const: dict[float, str] | None = None,
           array_inline: str | dict[float, str] | None = None,
           fast: str | None = None, slow: str | None = None) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """Mark ``fn`` as a scalar kernel (see the module docstring); ``const`` maps a constant
    second argument to a cheaper inline template (``x .^ 2`` as ``x * x``); ``logical_inline``
    is the template for logical operands where it differs from ``inline``."""
    def deco(fn: Callable[..., Any]) -> Callable[..., Any]:
        fn.inline = inline
        fn.raw = raw
        fn.logical = logical
        fn.logical_inline = logical_inline
        fn.returns = returns
        fn.takes = takes
        fn.const = const or {}
        fn.array_inline = array_inline
        fn.fast = fast
        fn.slow = slow
        fn.nargs = fn.__code__.co_argcount if hasattr(fn, "__code__") else 1
        return fn
    return deco


def declining(raw: Callable[..., Any], nargs: int = 1, **marks: Any) -> Callable[..., Any]:
    """The kernel of a C math function that raises where MATLAB's answer needs the array path
    (``math.sin(inf)``, ``math.sqrt(-1)``, ``math.exp(1000)``): those calls decline."""
    def one(x: float) -> Any:
        try:
            return raw(x)
        except DECLINES:
            return NotImplemented

    def two(x: float, y: float) -> Any:
        try:
            return raw(x, y)
        except DECLINES:
            return NotImplemented

    fn = one if nargs == 1 else two
    fn.__name__ = fn.__qualname__ = getattr(raw, "__name__", "kernel")
    return kernel(raw=raw, **marks)(fn)


def constant(value: float | bool) -> Callable[[], Any]:
    """The kernel of a constant called without arguments (``pi``, ``Inf``, ``true``)."""
    if value.__class__ is bool:
        text = repr(value)
    elif value != value:
        text = "NAN"
    elif value in (INF, -INF):
        text = "INF" if value > 0 else "(-INF)"
    else:
        text = repr(value)

    def k() -> Any:
        return value
    return kernel(inline=text, returns="logical" if value.__class__ is bool else "double")(k)


# ---------------------------------------------------------------------- operators
@kernel(inline="({0} + {1})", raw=operator.add)
def plus(a: float, b: float) -> float:
    return a + b


@kernel(inline="({0} - {1})", raw=operator.sub)
def minus(a: float, b: float) -> float:
    return a - b


@kernel(inline="({0} * {1})", raw=operator.mul)
def times(a: float, b: float) -> float:
    return a * b


def fdiv(a: float, b: float) -> float:
    """a / b with MATLAB's division by zero: 1/0 is Inf, -1/0 -Inf, 0/0 NaN (signed zeros kept)."""
    if b:
        return a / b
    if a != a or a == 0.0:
        return NAN
    return math.copysign(INF, a) * math.copysign(1.0, b)


kernel(inline="({0} / {1} if {1} else fdiv({0}, {1}))")(fdiv)


@kernel(inline="({1} / {0} if {0} else fdiv({1}, {0}))")
def fldiv(a: float, b: float) -> float:
    """a .\\ b = b ./ a."""
    return fdiv(b, a)


@kernel(const={2.0: "({0} * {0})"})
def fpow(a: float, b: float) -> Any:
    """a .^ b for doubles; a negative base with a non-integer exponent declines (complex in MATLAB)."""
    if a < 0.0 and not b.is_integer():
        return NotImplemented
    try:
        r = a ** b
    except ZeroDivisionError:  # 0 ** negative
        if b == int(b) and int(b) % 2 and math.copysign(1.0, a) < 0:
            return -INF
        return INF
    except OverflowError:
        return NotImplemented
    if type(r) is complex:
        return NotImplemented  # complex results: the builtin decides the exact value
    return r


def _cmp(symbol: str) -> Callable[..., Any]:
    fn = {"==": operator.eq, "!=": operator.ne, "<": operator.lt, "<=": operator.le,
          ">": operator.gt, ">=": operator.ge}[symbol]

    def k(a: float, b: float) -> bool:
        return fn(a, b)

    k.__name__ = k.__qualname__ = fn.__name__
    return kernel(inline=f"({{0}} {symbol} {{1}})", raw=fn, logical=True, returns="logical")(k)


eq, ne, lt, le, gt, ge = (_cmp(s) for s in ("==", "!=", "<", "<=", ">", ">="))


@kernel(logical=True, logical_inline="({0} and {1})", returns="logical")
def fand(a: float, b: float) -> Any:
    if a != a or b != b:
        return NotImplemented  # NaN cannot become logical: the builtin raises MATLAB's error
    return a != 0.0 and b != 0.0


@kernel(logical=True, logical_inline="({0} or {1})", returns="logical")
def f_or(a: float, b: float) -> Any:
    if a != a or b != b:
        return NotImplemented
    return a != 0.0 or b != 0.0


@kernel(inline="(-{0})", raw=operator.neg)
def uminus(a: float) -> float:
    return -a


@kernel(inline="{0}")
def identity(a: float) -> float:
    return a


@kernel(logical=True, logical_inline="(not {0})", returns="logical")
def fnot(a: float) -> Any:
    if a != a:
        return NotImplemented  # NaN: the builtin raises MATLAB's error
    return a == 0.0


# ---------------------------------------------------------------------- rounding
def _rounding(f: Callable[[float], Any], name: str) -> Callable[[float], float]:
    def k(x: float) -> float:
        if x - x == 0.0:  # finite
            return math.copysign(float(f(x)), x)  # keeps -0: ceil(-0.5) is -0
        return x  # Inf, -Inf, NaN
    k.__name__ = k.__qualname__ = f.__name__
    return kernel(inline=f"(copysign(float({name}({{0}})), {{0}}) if {{0}} - {{0}} == 0.0 else {{0}})")(k)


ceil_ = math.ceil
trunc_ = math.trunc
floor = _rounding(math.floor, "floor_")
ceil = _rounding(math.ceil, "ceil_")
fix = _rounding(math.trunc, "trunc_")


@kernel(inline="(copysign(float(trunc_({0})) + ((1.0 if {0} > 0 else -1.0) if fabs({0} - trunc_({0})) >= 0.5"
               " else 0.0), {0}) if {0} - {0} == 0.0 else {0})")
def round_(v: float) -> float:
    """Round half away from zero (round(-2.5) is -3), exact for all floats."""
    if v - v != 0.0:  # Inf, NaN
        return v
    t = float(math.trunc(v))
    if abs(v - t) >= 0.5:
        t += 1.0 if v > 0 else -1.0
    return math.copysign(t, v)


# ---------------------------------------------------------------------- remainders
_EXACT_INT = 4503599627370496.0  # 2^52: integers below it divide without round-off compensation


# integer-valued operands below 2^52 (the common case), inline; anything else asks the kernel
_INT_CASE = "{1} and -4503599627370496.0 < {0} < 4503599627370496.0 and {0}.is_integer() and {1}.is_integer()"


@kernel(fast=f"({{0}} % {{1}} + 0.0 if {_INT_CASE} else {{K}}({{0}}, {{1}}))", slow="rem_value({0}, {1}, True)")
def mod(x: float, y: float) -> Any:
    """mod(x, y) = x - floor(x/y)*y with the divisor's sign; mod(x, 0) is x.  Integer-valued
    operands below 2^52 are exact inline; others are :func:`rem_value`'s."""
    if y == 0.0:
        return x
    if -_EXACT_INT < x < _EXACT_INT and x.is_integer() and y.is_integer():
        return x % y + 0.0  # exact (Python's % has the divisor's sign); + 0.0: no -0
    r = rem_value(x, y, True)
    return NotImplemented if r != r else r


@kernel(fast=f"(fmod({{0}}, {{1}}) + 0.0 if {_INT_CASE} else {{K}}({{0}}, {{1}}))", slow="rem_value({0}, {1}, False)")
def rem(x: float, y: float) -> Any:
    """rem(x, y) = x - fix(x/y)*y with the dividend's sign; rem(x, 0) is NaN.  Integer-valued
    operands below 2^52 are exact inline; others are :func:`rem_value`'s."""
    if -_EXACT_INT < x < _EXACT_INT and x.is_integer() and y.is_integer():
        return math.fmod(x, y) + 0.0 if y != 0.0 else NAN
    r = rem_value(x, y, False)
    return NotImplemented if r != r else r


def rem_value(x: float, y: float, floored: bool) -> float:
    """mod (``floored``) or rem of finite x and nonzero finite y as the array path computes it:
    x - y*floor(x/y) (or fix), 0 where y is not an integer and x/y is within eps of one, the sign
    of the divisor (mod) or dividend (rem) unless x == y.  NaN where it cannot answer (a
    non-finite operand or quotient, y == 0): the caller declines.  Plain float arithmetic, so
    the native tier compiles this same function (``slow`` of mod's and rem's kernels)."""
    if not (x - x == 0.0 and y - y == 0.0) or y == 0.0:
        return NAN
    q = x / y
    if q - q != 0.0:
        return NAN
    # floor/fix as floats (a value of magnitude >= 2^52 is an integer already; below it
    # math.floor fits Numba's 64-bit int), exactly as math.floor and the array path's xp.floor
    t = q if not -_EXACT_INT < q < _EXACT_INT else float(math.floor(q)) if floored else float(math.trunc(q))
    r = x - y * t
    h = q + 0.5
    qn = h if not -_EXACT_INT < h < _EXACT_INT else float(math.floor(h))
    g = y + 0.5
    yn = g if not -_EXACT_INT < g < _EXACT_INT else float(math.floor(g))
    if qn != 0.0 and yn != y and abs((q - qn) / qn) < 2.220446049250313e-16:
        r = 0.0
    if x == y:
        return r
    return math.copysign(r, y if floored else x)


# ---------------------------------------------------------------------- elementary
@kernel(inline="fabs({0})")
def abs_(x: float) -> float:
    return math.fabs(x)


@kernel(inline="(1.0 if {0} > 0.0 else (-1.0 if {0} < 0.0 else ({0} if {0} != {0} else 0.0)))")
def sign(x: float) -> float:
    if x > 0.0:
        return 1.0
    if x < 0.0:
        return -1.0
    return x if x != x else 0.0


@kernel(inline="({0} if {0} >= {1} or {1} != {1} else {1})")
def max2(a: float, b: float) -> float:
    """max(a, b): NaN is ignored (max(NaN, 1) is 1); max(NaN, NaN) is NaN."""
    return a if a >= b or b != b else b


@kernel(inline="({0} if {0} <= {1} or {1} != {1} else {1})")
def min2(a: float, b: float) -> float:
    return a if a <= b or b != b else b


# what inline templates may name besides their arguments (the compiled tier's namespace has them)
INLINE_NAMES = {"fabs": fabs, "fdiv": fdiv, "copysign": copysign, "fmod": math.fmod, "floor_": floor_, "ceil_": ceil_,
                "trunc_": trunc_}


hypot = declining(math.hypot, 2)
atan2 = declining(math.atan2, 2)


# ---------------------------------------------------------------------- shape queries (any value)
def _ndarray() -> type:
    import numpy as np

    return np.ndarray


_ND = _ndarray()


@kernel(takes="any", array_inline="float({0}.size)")
def numel(x: Any) -> Any:
    c = x.__class__
    if c is _ND:
        return float(x.size)
    if c is float or c is bool:
        return 1.0
    return NotImplemented


@kernel(takes="any", returns="logical", array_inline="({0}.size == 0)")
def isempty(x: Any) -> Any:
    c = x.__class__
    if c is _ND:
        return x.size == 0
    if c is float or c is bool:
        return False
    return NotImplemented


@kernel(takes="any", array_inline="(((float({0}.shape[0]) if {0}.shape[0] >= {0}.shape[1] else float({0}.shape[1]))"
                                   " if {0}.ndim == 2 else float(max({0}.shape))) if {0}.size else 0.0)")
def length(x: Any) -> Any:
    c = x.__class__
    if c is _ND:
        return 0.0 if x.size == 0 else float(max(x.shape))
    if c is float or c is bool:
        return 1.0
    return NotImplemented


@kernel(takes="any", array_inline={float(k): f"(float({{0}}.shape[{k - 1}]) if {{0}}.ndim >= {k} else 1.0)"
                                   for k in range(1, 5)})
def size_dim(x: Any, d: Any) -> Any:
    """size(x, dim) for one positive integer dim (1 beyond the last dimension)."""
    if d.__class__ is not float or not (d >= 1.0 and d.is_integer()):
        return NotImplemented
    c = x.__class__
    if c is _ND:
        k = int(d) - 1
        shape = x.shape
        return float(shape[k]) if k < len(shape) else 1.0
    if c is float or c is bool:
        return 1.0
    return NotImplemented


# ---------------------------------------------------------------------- integer and single scalars
# MATLAB's rules for one value of an integer class or single, written once: the casts
# (``runmat_builtins.numeric.convert``) and the compiled tier's inline integer/single
# arithmetic (``runmat_vm.jit.classed``) both call these.
def int_round(v: Any, lo: int, hi: int) -> int:
    """A double as a value of the integer class with limits [lo, hi]: round half away from
    zero, saturate, NaN -> 0 (``int8(2.5)`` is 3, ``uint8(-1)`` 0, ``int32(NaN)`` 0). A
    result of 64-bit integer arithmetic in the wide float the builtins use
    (``convert.to_numeric(wide=True)``: long double) is rounded the same way, exactly: its
    fraction is taken in long double, and ``int()`` of a long double is exact."""
    if v.__class__ is float or v != v or v >= hi or v <= lo:  # NaN and the limits: the same answers
        return int_round_float(float(v), lo, hi)
    w = _ND_TRUNC(v)
    t = int(w)
    f = v - w  # exact
    if f >= 0.5 or f <= -0.5:
        t += 1 if v > 0 else -1
    return t


def int_round_float(v: float, lo: int, hi: int) -> int:
    """``int_round`` of a double (plain arithmetic: the native tier compiles this one with Numba)."""
    if v != v:
        return 0
    if v >= hi:
        return hi
    if v <= lo:
        return lo
    t = trunc_(v)
    if fabs(v - t) >= 0.5:
        t += 1 if v > 0 else -1
    return t


def int_sat(v: int, lo: int, hi: int) -> int:
    """An exact integer answer saturated to [lo, hi]: ``+ - *`` of integers of one class of at most
    32 bits (and integral operands), as ``scalar_classes`` computes them (the native tier compiles this one)."""
    return lo if v < lo else hi if v > hi else v


# int64 scalars in native code: 64-bit ints, where an overflowing + - * is undefined (LLVM may
# assume it never happens), so each operation decides saturation before it computes; on Python's
# exact ints (the interpreter's) the same tests give the same answers: the exact value saturated.
I64_MIN = -(1 << 63)
I64_MAX = (1 << 63) - 1
_SQRT_MAX = 3037000499   # |a|, |b| <= this: a * b fits


def int64_plus(a: int, b: int) -> int:
    if b > 0 and a > I64_MAX - b:
        return I64_MAX
    if b < 0 and a < I64_MIN - b:
        return I64_MIN
    return a + b


def int64_minus(a: int, b: int) -> int:
    if b < 0 and a > I64_MAX + b:
        return I64_MAX
    if b > 0 and a < I64_MIN + b:
        return I64_MIN
    return a - b


def int64_times(a: int, b: int) -> int:
    if -_SQRT_MAX <= a <= _SQRT_MAX and -_SQRT_MAX <= b <= _SQRT_MAX:
        return a * b
    if a == 0 or b == 0:
        return 0
    neg = (a < 0) != (b < 0)
    if a == I64_MIN or b == I64_MIN:
        other = b if a == I64_MIN else a
        if other == 1:
            return I64_MIN
        return I64_MIN if neg else I64_MAX
    x = -a if a < 0 else a
    y = -b if b < 0 else b
    if x > I64_MAX // y:   # x * y > 2^63 - 1: beyond the range (-2^63 too is the saturated answer)
        return I64_MIN if neg else I64_MAX
    p = x * y
    return -p if neg else p


def int64_divide(a: int, d: int) -> int:
    """``a / d`` of an int64 and an integer ``d`` with 2 <= |d| < 2^62: the exact quotient rounded
    half away from zero (what the builtins' long double quotient rounds to: its error is below
    the distance of a quotient of ``a`` < 2^63 in magnitude from the nearest half)."""
    q = a // d            # floor; a = q*d + r with r of d's sign, |r| < |d|
    r = a % d
    r2 = 2 * (r if r >= 0 else -r)
    m = d if d >= 0 else -d
    if q >= 0:
        return q + 1 if r2 >= m else q
    return q + 1 if r2 > m else q


def int64_mod(a: int, b: int) -> int:
    """mod of two int64 values (the divisor's sign; mod(a, 0) is a; by -1 always 0)."""
    if b == 0:
        return a
    if b == -1:
        return 0
    return a % b


# uint64 scalars in native code: Numba's uint64 (values to 2^64 - 1; a signed operand would turn an
# expression into a double), so every constant here is a uint64 (``U64_*``).  The same functions on
# NumPy uint64 values (or Python ints) give the exact answer saturated to 0 .. 2^64 - 1, what the
# interpreter computes (``scalar_classes.wide_binary``; the builtins' long double quotient for ``/``
# and ``idivide``, which the divisions below equal: see each).
_U64 = __import__("numpy").uint64
U64_ZERO = _U64(0)
U64_ONE = _U64(1)
U64_MAX = _U64((1 << 64) - 1)
_TWO64 = 18446744073709551616.0   # 2^64, the first double beyond uint64


def uint64_plus(a: Any, b: Any) -> Any:
    if b > U64_MAX - a:
        return U64_MAX
    return a + b


def uint64_minus(a: Any, b: Any) -> Any:
    if b > a:
        return U64_ZERO
    return a - b


def uint64_times(a: Any, b: Any) -> Any:
    if a != U64_ZERO and b > U64_MAX // a:
        return U64_MAX
    return a * b


def uint64_divide(a: Any, d: Any) -> Any:
    """``a / d`` of uint64 values, ``a`` below 2^63: the exact quotient rounded half away from zero
    (the builtins' long double quotient, 64 significant bits, rounds to the same: its error is
    below 1/(2d), the least distance of a quotient that is not a tie from a half); by 0 the
    saturated Inf (0/0: NaN, 0)."""
    if d == U64_ZERO:
        return U64_MAX if a != U64_ZERO else U64_ZERO
    q = a // d
    r = a - q * d
    return q + U64_ONE if r >= d - r else q


def uint64_idivide(a: Any, d: Any) -> Any:
    """``idivide(a, d)`` ('fix') of uint64 values: the quotient truncated (the long double quotient's
    error is below 1/d, the least distance of a quotient from an integer it is not); by 0 as ``/``."""
    if d == U64_ZERO:
        return U64_MAX if a != U64_ZERO else U64_ZERO
    return a // d


def uint64_divide_double(a: Any, d: float) -> Any:
    """``a / d`` of a uint64 below 2^63 and an integral double below 2^53 in magnitude (a negative
    quotient saturates to 0)."""
    if d < 0.0:
        return U64_ZERO
    b = _U64(d)
    if b == U64_ZERO:
        return U64_MAX if a != U64_ZERO else U64_ZERO
    q = a // b
    r = a - q * b
    return q + U64_ONE if r >= b - r else q


def uint64_idivide_double(a: Any, d: float) -> Any:
    """``idivide(a, d)`` of a uint64 and an integral double below 2^53 in magnitude."""
    if d < 0.0:
        return U64_ZERO
    b = _U64(d)
    if b == U64_ZERO:
        return U64_MAX if a != U64_ZERO else U64_ZERO
    return a // b


def uint64_mod(a: Any, b: Any) -> Any:
    """mod of uint64 values (mod(a, 0) is a)."""
    if b == U64_ZERO:
        return a
    return a % b


def uint64_plus_double(a: Any, d: float) -> Any:
    """``a + d`` of a uint64 and an integral double of magnitude below 2^53 (exact, saturated; each
    of these is whole in itself: Numba compiles them one by one)."""
    if d >= 0.0:
        b = _U64(d)
        return U64_MAX if b > U64_MAX - a else a + b
    b = _U64(-d)
    return U64_ZERO if b > a else a - b


def uint64_minus_double(a: Any, d: float) -> Any:
    if d >= 0.0:
        b = _U64(d)
        return U64_ZERO if b > a else a - b
    b = _U64(-d)
    return U64_MAX if b > U64_MAX - a else a + b


def uint64_double_minus(d: float, a: Any) -> Any:
    """``d - a``: an integral double (below 2^53 in magnitude) minus a uint64."""
    if d <= 0.0:
        return U64_ZERO
    b = _U64(d)
    return U64_ZERO if a > b else b - a


def uint64_times_double(a: Any, d: float) -> Any:
    if d <= 0.0:
        return U64_ZERO
    b = _U64(d)
    return U64_MAX if a != U64_ZERO and b > U64_MAX // a else a * b


def uint64_order(a: Any, d: float) -> int:
    """A uint64 against a double, exactly: -1 (a < d), 0, 1 (a > d), 2 (d is NaN)."""
    if d != d:
        return 2
    if d < 0.0:
        return 1
    if d >= _TWO64:
        return -1
    u = _U64(d)   # d truncated: exact (below 2^53 d keeps its fraction; above, it has none)
    if a < u:
        return -1
    if a > u:
        return 1
    return 0 if d == float(u) else -1


def uint64_round(v: float) -> Any:
    """A double as a uint64: rounded half away from zero, saturated, NaN -> 0 (``int_round``)."""
    if v != v or v <= 0.0:
        return U64_ZERO
    if v >= _TWO64:
        return U64_MAX
    t = _U64(v)   # truncated, exact
    if v - float(t) >= 0.5:
        return t + U64_ONE
    return t


def int_mod(a: int, b: int) -> int:
    """mod of two integers of one class: the divisor's sign (Python's %), mod(a, 0) is a."""
    return a % b if b else a


def _single_rounding() -> Callable[[float], float]:
    from ctypes import c_float

    def to_single(v: float) -> float:
        """A double rounded to single precision (nearest, ties to even; beyond its range +-Inf)."""
        return c_float(v).value
    return to_single


to_single = _single_rounding()


_ND_TRUNC = __import__("numpy").trunc


def int_fix_div(a: int, b: int) -> int:
    """idivide(a, b) ('fix') of two nonzero-divisor integers, exact: the quotient truncated
    (the builtins' wide quotient never crosses an integer: its error is below 1/|b|)."""
    q = a // b
    return q + 1 if q < 0 and q * b != a else q


def int_rem(a: int, b: int) -> int:
    """rem of two integers of one class: the dividend's sign; rem(a, 0) is 0."""
    if not b:
        return 0
    r = abs(a) % abs(b)
    return -r if a < 0 else r
