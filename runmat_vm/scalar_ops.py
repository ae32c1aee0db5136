"""Fast paths for double scalars held as Python floats (and logical scalars as bools).

MATLAB semantics: 1/0 is Inf, 0/0 is NaN (never ZeroDivisionError), overflow
gives Inf, comparisons give logical (bool).  A fast function returns
``NotImplemented`` when it cannot answer (the VM then calls the builtin).
"""

from __future__ import annotations

import math
import operator

INF = math.inf
NAN = math.nan


def fdiv(a: float, b: float) -> float:
    if b:
        return a / b
    if a != a or a == 0.0:
        return NAN
    return math.copysign(INF, a) * math.copysign(1.0, b)


def fldiv(a: float, b: float) -> float:
    return fdiv(b, a)


def fpow(a: float, b: float):
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


def _identity(a):
    return a


def fnot(a: float):
    if a != a:
        return NotImplemented  # NaN: the builtin raises MATLAB's error
    return a == 0.0


def fand(a: float, b: float):
    if a != a or b != b:
        return NotImplemented
    return a != 0.0 and b != 0.0


def f_or(a: float, b: float):
    if a != a or b != b:
        return NotImplemented
    return a != 0.0 or b != 0.0


FLOAT_FAST = {
    "plus": operator.add, "minus": operator.sub, "times": operator.mul, "mtimes": operator.mul,
    "rdivide": fdiv, "mrdivide": fdiv, "ldivide": fldiv, "mldivide": fldiv,
    "power": fpow, "mpower": fpow,
    "eq": operator.eq, "ne": operator.ne, "lt": operator.lt, "le": operator.le,
    "gt": operator.gt, "ge": operator.ge, "and": fand, "or": f_or,
}

# logical (bool) operands: comparisons and logical operators stay logical
BOOL_FAST = {
    "eq": operator.eq, "ne": operator.ne, "and": operator.and_, "or": operator.or_,
    "lt": operator.lt, "le": operator.le, "gt": operator.gt, "ge": operator.ge,
}

UNARY_FAST = {
    "uminus": operator.neg, "uplus": _identity, "not": fnot,
    "transpose": _identity, "ctranspose": _identity,
}
