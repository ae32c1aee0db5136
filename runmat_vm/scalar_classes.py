"""Integer (int8..uint64) and single scalars at run time: MATLAB's rules on their values.

A MATLAB integer or single scalar is a 1x1 ndarray.  :func:`binary`, :func:`unary` and
:func:`call` compute an operator or one of the builtins in ``CALLS`` on such values (or one
such value and a double) and box the answer; anything else is ``NotImplemented`` and the
builtin decides (two integer classes: ``MATLAB:mixedClasses``, char, logical, powers, arrays;
int64/uint64 beyond :func:`wide_binary`'s exact cases).  The interpreter's fast paths call
these; the compiled tier inlines the same operations on int8..uint32 and single as Python
expressions (``runmat_vm.jit.classed``, which reads the tables here).
Both take the per-value rules from ``runmat_builtins.numeric.scalar``, as the builtins' casts do:

* integer op integer of one class: ``+ - *`` exact on Python ints, then saturated; with a
  double, or a division: computed in double, then ``int_round`` (half away from zero,
  saturated, NaN -> 0); comparisons exact, a logical (Python bool);
* single: a double operand is first rounded to single (``to_single``), the operation is done
  in double and rounded to single once (exact: a double holds every +, -, *, / of two singles
  to within the half ulp that makes the one rounding correct), as NumPy's float32 arithmetic
  the builtins use gives, without its overflow warnings.
"""

from __future__ import annotations

import operator
from typing import Any

import numpy as np

from runmat_builtins.numeric.classes import INT_LIMITS
from runmat_builtins.numeric.convert import _HAS_LONGDOUBLE
from runmat_builtins.numeric.scalar import fdiv, int_mod, int_round, to_single

# ---------------------------------------------------------------------- what is covered (shared)
INT_CLASSES = ("int8", "int16", "int32", "uint8", "uint16", "uint32")
SCALAR_CLASSES = (*INT_CLASSES, "single")
ARITH = {"plus": "+", "minus": "-", "times": "*", "mtimes": "*"}
DIVIDE = {"rdivide": False, "mrdivide": False, "ldivide": True, "mldivide": True}  # True: operands swapped
COMPARE = {"eq": "==", "ne": "!=", "lt": "<", "le": "<=", "gt": ">", "ge": ">="}
BITS = {"bitand": "&", "bitor": "|", "bitxor": "^"}
CONVERT = {*SCALAR_CLASSES, "double"}
# builtin calls covered, with their number of arguments
CALLS = {**{c: 1 for c in CONVERT}, "abs": 1, "mod": 2, "idivide": 2, **{b: 2 for b in BITS}}
# int64/uint64 here only (the compiled tier leaves them to the builtin): exact integer arithmetic
# where the builtins' long-double arithmetic is exact too (see ``wide_binary``)
WIDE_CLASSES = ("int64", "uint64") if _HAS_LONGDOUBLE else ()
RUN_CALLS = {**CALLS, **{c: 1 for c in WIDE_CLASSES}}

ndarray = np.ndarray
_empty = np.empty
ONE = (1, 1)
NI = NotImplemented
FLT_MAX = float(np.finfo(np.float32).max)
_SYMBOL = {"+": operator.add, "-": operator.sub, "*": operator.mul, "==": operator.eq, "!=": operator.ne,
           "<": operator.lt, "<=": operator.le, ">": operator.gt, ">=": operator.ge, "&": operator.and_,
           "|": operator.or_, "^": operator.xor}


class Cls:
    """One scalar class: its dtype, its integer limits (single: none)."""

    __slots__ = ("name", "dt", "lo", "hi", "single", "wide")

    def __init__(self, name: str) -> None:
        self.name = name
        self.dt = np.dtype(name)
        self.single = name == "single"
        self.wide = name in ("int64", "uint64")
        self.lo, self.hi = INT_LIMITS[name] if not self.single else (0, 0)

    def box(self, v: Any) -> ndarray:
        """A 1x1 array of the class holding ``v`` (a value of the class)."""
        a = _empty(ONE, self.dt)
        a[0, 0] = v
        return a

    def sat(self, v: int) -> ndarray:
        """An exact integer result, saturated to the class's range, boxed."""
        lo = self.lo
        hi = self.hi
        a = _empty(ONE, self.dt)
        a[0, 0] = lo if v < lo else hi if v > hi else v
        return a

    def rnd(self, v: float) -> ndarray:
        """A double result as a value of the class (integers: ``int_round``; single: rounded), boxed."""
        a = _empty(ONE, self.dt)
        a[0, 0] = single_of(v) if self.single else int_round(v, self.lo, self.hi)
        return a


def single_of(v: float) -> float:
    """What a float32 element stores for the double ``v``: ``v`` itself within single's range (the
    store rounds it as ``to_single`` does), else ``to_single(v)`` (Inf, NaN, an overflow: stored
    without NumPy's overflow warning)."""
    return v if -FLT_MAX <= v <= FLT_MAX else to_single(v)


CLASS_OF = {c.dt: c for c in map(Cls, SCALAR_CLASSES + WIDE_CLASSES)}
BY_NAME = {c.name: c for c in CLASS_OF.values()}


def single_operand(d: float) -> float:
    """A double beside a single, rounded to single (``to_single``); an integer of at most 24 bits is
    one already (the common literal: ``1 - x``), without the rounding call."""
    if d.is_integer() and -16777216.0 <= d <= 16777216.0:
        return d
    return to_single(d)


def of(v: Any) -> Cls | None:
    """The scalar class of ``v`` when it is a 1x1 array of one, else None."""
    if v.__class__ is ndarray and v.shape == ONE:
        return CLASS_OF.get(v.dtype)
    return None


# ---------------------------------------------------------------------- operators
_ARITH, _DIV, _RDIV, _CMP = range(4)
# operator name -> (kind, the Python operation on the values)
BINARY = {**{n: (_ARITH, _SYMBOL[s]) for n, s in ARITH.items()},
          **{n: (_RDIV if swap else _DIV, fdiv) for n, swap in DIVIDE.items()},
          **{n: (_CMP, _SYMBOL[s]) for n, s in COMPARE.items()}}


def binary(name: str, a: Any, b: Any) -> Any:
    """Operator ``name`` (a builtin's name: ``plus``, ``lt``, ...) on a, b, or NotImplemented:
    two scalars of one class, or one and a double (``mixed``).  One flat function: it runs
    per operator in interpreted loops."""
    op = BINARY.get(name)
    if op is None:
        return NI
    # the operands' values: Python ints, or floats (a double beside a single rounded to single)
    if a.__class__ is ndarray:
        if a.shape != ONE:
            return NI
        c = CLASS_OF.get(a.dtype)
        if c is None:
            return char_binary(op, a, b)
        x = a.item()
        if b.__class__ is float:
            y = single_operand(b) if c.single else b
            mixed = True
        elif b.__class__ is ndarray and b.shape == ONE and b.dtype is c.dt:
            y = b.item()
            mixed = False
        else:
            return NI
    elif a.__class__ is float and b.__class__ is ndarray and b.shape == ONE:
        c = CLASS_OF.get(b.dtype)
        if c is None:
            return char_binary(op, a, b)
        x = single_operand(a) if c.single else a
        y = b.item()
        mixed = True
    else:
        return NI
    kind, f = op
    if c.wide:
        return wide_binary(kind, f, c, x, y, mixed)
    if kind == _CMP:
        return f(x, y)  # ints and doubles compare exactly; single values are floats here
    if kind == _ARITH:
        v = f(x, y)
        if not (mixed or c.single):  # two integers: exact, saturated
            lo = c.lo
            hi = c.hi
            r = _empty(ONE, c.dt)
            r[0, 0] = lo if v < lo else hi if v > hi else v
            return r
    elif kind == _DIV:
        v = fdiv(float(x), float(y))
    else:
        v = fdiv(float(y), float(x))
    # in double (an int beside a float is exact in it), rounded once to the class
    r = _empty(ONE, c.dt)
    if c.single:
        r[0, 0] = v if -FLT_MAX <= v <= FLT_MAX else to_single(v)  # single_of, inline
    elif v.is_integer() and c.lo <= v <= c.hi:  # int_round's exact case, inline
        r[0, 0] = v
    else:
        r[0, 0] = int_round(v, c.lo, c.hi)
    return r


def _code(v: Any) -> Any:
    """A 1x1 char's code (an int), a double as it is, else None."""
    if v.__class__ is float:
        return v
    if v.__class__ is ndarray and v.shape == ONE and v.dtype == _CHAR:  # (a flexible dtype: no singleton)
        t = v.item()
        return ord(t) if t else 0  # char(0) reads back as ''
    return None


def char_binary(op: tuple, a: Any, b: Any) -> Any:
    """An operator on a char scalar and a char or double scalar (one of them a char, the other a
    1x1 array or a float): on the char's code, a double (``c - 'a'``) or a logical (``c >= 'a'``)."""
    x = _code(a)
    y = _code(b)
    if x is None or y is None:
        return NI
    kind, f = op
    if kind == _CMP:
        return f(x, y)
    if kind == _ARITH:
        return float(f(x, y))  # codes are below 2^21: exact in a double
    if kind == _DIV:
        return fdiv(float(x), float(y))
    return fdiv(float(y), float(x))


_CHAR = np.dtype("<U1")
_EXACT = 9007199254740992.0  # 2^53: a double below it is an exact integer of a 64-bit class's arithmetic


def wide_binary(kind: int, f: Any, c: Cls, x: Any, y: Any, mixed: bool) -> Any:
    """An operator on int64/uint64 values (Python ints) and at most one double: comparisons exact;
    ``+ - *`` with an integral double below 2^53, exact then saturated (the builtins compute them in
    long double, exact wherever the answer is in range: a sum below 2^64, a product in range);
    everything else (a division, a fractional double) is left to the builtin."""
    if kind == _CMP:
        return f(x, y)  # Python compares an int and a float exactly, as long double does
    if kind != _ARITH:
        return NI
    if mixed:
        if x.__class__ is float:
            if not (x.is_integer() and -_EXACT < x < _EXACT):
                return NI
            x = int(x)
        else:
            if not (y.is_integer() and -_EXACT < y < _EXACT):
                return NI
            y = int(y)
    v = f(x, y)
    r = _empty(ONE, c.dt)
    r[0, 0] = c.lo if v < c.lo else c.hi if v > c.hi else v
    return r


def unary(name: str, a: Any) -> Any:
    """``-a``, ``+a``, ``a'``, ``a.'`` of a scalar of an integer class or single, or NotImplemented."""
    c = of(a)
    if c is None:
        return NI
    if name == "uminus":
        return c.box(-a.item()) if c.single else c.sat(-a.item())
    if name in ("uplus", "transpose", "ctranspose"):
        return c.box(a.item())
    return NI


# ---------------------------------------------------------------------- calls
def _convert(to: str) -> Any:
    tc = BY_NAME.get(to)

    def conv(x: Any) -> Any:
        if x.__class__ is float:
            if tc is None:
                return x
            if not tc.single and x.is_integer() and tc.lo <= x <= tc.hi:  # int_round's exact case
                a = _empty(ONE, tc.dt)
                a[0, 0] = x
                return a
            return tc.rnd(x)
        c = of(x)
        if c is None:
            return NI
        v = x.item()
        if tc is None:
            return float(v)
        if tc.single or c.single:
            if c.wide:
                return NI  # through a double it would round twice
            return tc.rnd(float(v))  # an integer of 32 bits or fewer is exact in a double
        return tc.sat(v)            # integer to integer: saturated
    return conv


def _abs(x: Any) -> Any:
    c = of(x)
    if c is None:
        return NI
    v = x.item()
    return c.box(abs(v)) if c.single else c.sat(abs(v))


_MOD, _IDIV, _BIT = range(3)


def _integer_call(kind: int, f: Any) -> Any:
    """mod, idivide or a bit operation of an integer scalar and one of its class, or (mod, bit
    operations) an integral double of the class's range: nonzero for mod, from 0 for the bit
    operations.  Their results of values in the class's range stay in it (idivide saturates)."""
    def op(x: Any, y: Any) -> Any:
        if x.__class__ is not ndarray or x.shape != ONE:
            return NI
        c = CLASS_OF.get(x.dtype)
        if c is None or c.single or (c.wide and kind == _IDIV):  # int64 / int64 in double: inexact
            return NI
        a = x.item()
        if y.__class__ is float:
            if kind == _IDIV or not y.is_integer() or not ((c.lo if kind == _MOD else 0) <= y <= c.hi) \
                    or (kind == _MOD and not y):
                return NI
            b = int(y)
        elif y.__class__ is ndarray and y.shape == ONE and y.dtype is c.dt:
            b = y.item()
        else:
            return NI
        r = _empty(ONE, c.dt)
        if kind != _IDIV:
            r[0, 0] = f(a, b)
        elif b:  # idivide's default 'fix': the double quotient truncated, saturated
            v = int(a / b)
            r[0, 0] = c.lo if v < c.lo else c.hi if v > c.hi else v
        else:  # by 0: the class's limit (0/0 is 0)
            r[0, 0] = c.hi if a > 0 else c.lo if a < 0 else 0
        return r
    return op


CALL = {**{n: _convert(n) for n in (*CONVERT, *WIDE_CLASSES)}, "abs": _abs, "mod": _integer_call(_MOD, int_mod),
        "idivide": _integer_call(_IDIV, None), **{n: _integer_call(_BIT, _SYMBOL[s]) for n, s in BITS.items()}}


def call(name: str, args: Any) -> Any:
    """Builtin ``name`` on ``args`` when it is one of ``CALLS`` with such operands, else NotImplemented."""
    f = CALL.get(name)
    if f is None or RUN_CALLS[name] != len(args):
        return NI
    return f(*args)
