"""Builtins and operators on native scalars, lowered from their one definition.

A builtin's scalar behaviour is written once, as its scalar kernel
(``runmat_builtins.numeric.scalar``: ``@runtime_builtin(..., scalar=kernel)``).  This module
turns that kernel's metadata into native source, in this order:

* ``logical_inline`` / ``const`` / ``inline``: the kernel's own expression template;
* ``fast``: its template, the uncommon case (``{K}``, the kernel itself) computed by the
  kernel's ``slow`` template (a plain-arithmetic definition Numba compiles, such as
  ``scalar.rem_value``; NaN declines) or else declining;
* ``raw``: the kernel's C function (Numba lowers ``math.sin`` itself), declining where it
  would raise (a non-finite answer for finite arguments);
* on an array (``numel``, ``size(A, k)``, ...): the kernel's ``array_inline`` template;
* otherwise: none (the unit stays in the slower tier).

The names templates use (``INLINE_NAMES``) are bound to what Numba compiles with the same
values (``NAMES``).  ``RULES`` holds lowerings by operation name for what a kernel does not
describe (none yet); it is consulted first.
"""

from __future__ import annotations

import math
from typing import Any, Callable

import numpy as np

from runmat_builtins.dispatch import scalar_kernel
from runmat_builtins.numeric.scalar import INLINE_NAMES, fdiv
from runmat_builtins.numeric.scalar import int_mod, int_round_float, int_sat, rem_value
from runmat_builtins.numeric import scalar as _scalar
from runmat_vm.jit.classed import CHAR_MAX
from runmat_vm.scalar_classes import ARITH as EXACT, COMPARE, DIVIDE
from runmat_vm.native.kinds import A2, ARRAYS, B1, C2, CH, CLASSED, F4, F8, I64, INTS, U64, as_double

# operation name -> rule(kinds, exprs) -> (expression, kind) or None
RULES: dict[str, Callable[[list[str], list[str]], tuple[str, str] | None]] = {}


def names() -> dict[str, Any]:
    """Template names bound for Numba: the same functions, or NumPy's where Numba lacks
    Python's (``math.fmod``) or where ``math.floor`` would give a 64-bit int, not a float."""
    import numba

    subst = {"fmod": np.fmod, "floor_": np.floor, "ceil_": np.ceil, "trunc_": np.trunc,
             "fdiv": numba.njit(fdiv, cache=True)}
    out = {k: subst.get(k, v) for k, v in INLINE_NAMES.items()}
    out.update(INF=math.inf, NAN=math.nan, F32=np.float32, int_round_float=numba.njit(int_round_float, cache=True),
               int_mod=numba.njit(int_mod, cache=True), rem_value=numba.njit(rem_value, cache=True),
               int_sat=numba.njit(int_sat, cache=True),
               U64=np.uint64, U64_ZERO=_scalar.U64_ZERO, U64_ONE=_scalar.U64_ONE, U64_MAX=_scalar.U64_MAX,
               **{f: numba.njit(getattr(_scalar, f), cache=True) for f in WIDE_HELPERS + UWIDE_HELPERS})
    return out


def _fill(template: str, args: list[str]) -> str:
    return template.format(*args)


def lower(name: str, kinds: list[str], exprs: list[str], raws: dict[str, Any]) -> tuple[str, str] | None:
    """(native expression, result kind) of builtin/operator ``name`` on scalar arguments of
    ``kinds`` whose native expressions are ``exprs`` (simple names or literals); None when it
    has no native form.  A C function the expression calls is added to ``raws``."""
    rule = RULES.get(name)
    if rule is not None:
        return rule(kinds, exprs)
    if I64 in kinds:
        return wide(name, kinds, exprs)
    if U64 in kinds or (name == U64 and len(kinds) == 1):
        return uwide(name, kinds, exprs)
    if len(kinds) == 1 and (name in INTS or name in ("single", "double", "char", I64)) and kinds[0] in (F8, B1, CH, *CLASSED):
        return convert(name, kinds[0], exprs[0])
    if A2 in kinds or C2 in kinds:
        return query(name, kinds, exprs)
    if CH in kinds:
        return chars(name, kinds, exprs, raws)
    if any(k in CLASSED for k in kinds):
        return classed(name, kinds, exprs, raws)
    if any(k not in (F8, B1) for k in kinds):
        return None
    k = scalar_kernel(name)
    if k is None or k.takes != "double" or k.nargs != len(kinds):
        return None
    out = B1 if k.returns == "logical" else F8
    logical = bool(kinds) and all(t == B1 for t in kinds)
    if logical and k.logical and k.logical_inline:
        return "(" + _fill(k.logical_inline, exprs) + ")", out
    if logical and k.logical and k.inline:
        return _fill(k.inline, exprs), out
    args = [as_double(e, t) for t, e in zip(kinds, exprs)]
    if len(args) == 2:
        try:
            c = float(exprs[1])
        except ValueError:
            c = None
        if c is not None and c in k.const:
            return _fill(k.const[c], args), out
    if k.inline is not None:
        return _fill(k.inline, args), out
    if k.fast is not None:
        t = k.fast
        if k.slow is not None:   # the uncommon case's own definition, compiled; NaN: it declines
            t = t.replace("{K}(" + ", ".join("{%d}" % i for i in range(len(args))) + ")", f"_answer({k.slow})")
        return t.replace("{K}", f"_decline{len(args)}").format(*args), out
    if k.raw is not None:
        fname = "KR_" + getattr(k.raw, "__name__", name)
        raws[fname] = k.raw
        return f"_finite{len(args)}({fname}({', '.join(args)}), {', '.join(args)})", out
    if k is _scalar.fpow:   # x ^ y beyond the kernel's const templates: C's pow, as the kernel's a ** b
        return f"_pow({args[0]}, {args[1]})", out
    return None


def query(name: str, kinds: list[str], exprs: list[str]) -> tuple[str, str] | None:
    """A shape query of an array (``numel``, ``isempty``, ``length``, ``size(A, k)`` with a constant
    ``k``): its kernel's ``array_inline`` template."""
    k = scalar_kernel(name)
    if k is None or k.takes != "any" or k.array_inline is None or kinds[0] not in ARRAYS \
            or any(t in ARRAYS for t in kinds[1:]):
        return None
    t = k.array_inline
    if isinstance(t, dict):
        try:
            t = t.get(float(exprs[1])) if len(exprs) == 2 else None
        except ValueError:
            t = None
    elif len(exprs) != 1:
        t = None
    if t is None:
        return None
    return _fill(t, exprs), (B1 if k.returns == "logical" else F8)


# ---------------------------------------------------------------------- integer and single scalars
# MATLAB's rule for an integer class of at most 32 bits: the operation on the values as doubles
# (every such value is exact in a double), then rounded half away from zero and saturated
# (``scalar.int_round_float``, what the casts use); single: the double rounded to single first,
# the operation in float32.  The operation itself is the double kernel's template.
ARITH = ("plus", "minus", "times", "mtimes", "rdivide", "mrdivide", "ldivide", "mldivide", "uminus", "uplus")
BITS = {"bitand": "&", "bitor": "|", "bitxor": "^"}   # as the interpreter's fast path (scalar_classes)


def classed(name: str, kinds: list[str], exprs: list[str], raws: dict[str, Any]) -> tuple[str, str] | None:
    """``name`` on operands of one integer class (or single) and doubles or logicals."""
    cls = {k for k in kinds if k in CLASSED}
    if len(cls) != 1 or any(k not in (F8, B1, *cls) for k in kinds):
        return None
    c = cls.pop()
    if c in INTS and all(k == c for k in kinds) and len(kinds) == 2:
        if name == "mod":
            return f"int_mod({exprs[0]}, {exprs[1]})", c
        if name in BITS:
            return f"({exprs[0]} {BITS[name]} {exprs[1]})", c
    if c in INTS and name in EXACT and len(kinds) == 2 and not (c == "uint32" and EXACT[name] == "*"):
        # integers of the class, logicals and integral literals: exact on 64-bit ints, then saturated
        # (``scalar_classes``); a product of values of at most 2^31 fits (uint32 products: in double,
        # below, which is exact up to 2^53 and saturates beyond)
        ops = [e if k == c else _integral(e, k) for k, e in zip(kinds, exprs)]
        if None not in ops:
            lo, hi = INTS[c]
            return f"int_sat({ops[0]} {EXACT[name]} {ops[1]}, {lo}, {hi})", c
    if c == F4 and name in ARITH:
        single = [e if k == F4 else f"F32({as_double(e, k)})" for k, e in zip(kinds, exprs)]
        low = lower(name, [F8] * len(kinds), single, raws)
        return (f"F32({low[0]})", F4) if low is not None else None
    low = lower(name, [F8] * len(kinds), [as_double(e, k) for k, e in zip(kinds, exprs)], raws)
    if low is None:
        return None
    if low[1] == B1:   # a comparison, on the exact values
        return low
    if name in ARITH and c in INTS:
        lo, hi = INTS[c]
        return f"int_round_float({low[0]}, {lo}, {hi})", c
    return None


def _integral(expr: str, kind: str) -> str | None:
    """A logical or a double literal as an exact int operand (a literal of at most 2^31, so that
    a product with an int32 fits in 64 bits), else None."""
    if kind == B1:
        return f"(1 if {expr} else 0)"
    v = _number(expr) if kind == F8 else None
    if v is None or not v.is_integer() or abs(v) > 2.0 ** 31:
        return None
    return repr(int(v))


# ---------------------------------------------------------------------- int64 scalars
# 64-bit ints in native code (a double does not hold them exactly, so nothing here goes through a
# double): ``+ - *`` exact and saturated (``scalar.int64_plus`` ..., which test for the wrap of
# 64-bit arithmetic), division by an integral literal rounded half away from zero
# (``scalar.int64_divide``), ``mod``, bit operations and comparisons with int64 values or integral
# literals (at most 2^53, as the interpreter's ``wide_binary`` takes them exactly).  An int64 with a
# double variable, a fractional literal, or anything else is the slower tier's.
WIDE_HELPERS = ("int64_plus", "int64_minus", "int64_times", "int64_divide", "int64_mod")
WIDE_ARITH = {"plus": "int64_plus", "minus": "int64_minus", "times": "int64_times", "mtimes": "int64_times"}
_EXACT = 2.0 ** 53


def _wide_operand(kind: str, expr: str) -> str | None:
    if kind == I64:
        return expr
    if kind == B1:
        return f"(1 if {expr} else 0)"
    v = _number(expr) if kind == F8 else None
    if v is None or not v.is_integer() or not -_EXACT < v < _EXACT:
        return None
    return repr(int(v))


def wide(name: str, kinds: list[str], exprs: list[str]) -> tuple[str, str] | None:
    """``name`` on int64 scalars (with logicals and integral double literals)."""
    if any(k not in (I64, F8, B1) for k in kinds):
        return None
    if len(kinds) == 1:
        if name == "int64":
            return exprs[0], I64
        if name == "uminus":
            return f"int64_minus(0, {exprs[0]})", I64
        if name in ("uplus", "transpose", "ctranspose"):
            return exprs[0], I64
        return None
    ops = [_wide_operand(k, e) for k, e in zip(kinds, exprs)]
    if None in ops or len(ops) != 2:
        return None
    x, y = ops
    if name in COMPARE:
        return f"({x} {COMPARE[name]} {y})", B1
    if name in WIDE_ARITH:
        return f"{WIDE_ARITH[name]}({x}, {y})", I64
    if name in ("rdivide", "mrdivide") and kinds[0] == I64 and kinds[1] == F8 and 2 <= abs(int(y)) < 2 ** 52:
        return f"int64_divide({x}, {y})", I64
    if name == "mod" and kinds[0] == I64 and kinds[1] in (I64, F8):
        if kinds[1] == F8 and int(y) == 0:   # mod(x, 0) is the builtin's (x, but as scalar_classes leaves it)
            return None
        return f"int64_mod({x}, {y})", I64
    if name in BITS and kinds == [I64, I64]:
        return f"({x} {BITS[name]} {y})", I64
    return None


# ---------------------------------------------------------------------- uint64 scalars
# Numba's uint64 (values to 2^64 - 1): every operand is made a uint64 first (a signed int beside
# a uint64 makes Numba compute in double), through ``scalar.uint64_*``: ``+ - *`` exact and
# saturated with uint64 values, logicals and integral doubles below 2^53 (a double variable is
# checked to be one at run time, ``_whole``: else the slower tier, as the interpreter's
# ``wide_binary`` leaves it to the builtin), ``/`` and ``idivide`` by uint64 values or integral
# literals, ``mod`` and bit operations with uint64 values or integral literals, comparisons with
# any double exactly (``uint64_order``), ``uint64(x)`` of a double or logical.
UWIDE_HELPERS = ("uint64_plus", "uint64_minus", "uint64_times", "uint64_divide", "uint64_idivide", "uint64_mod",
                 "uint64_divide_double", "uint64_idivide_double", "uint64_plus_double", "uint64_minus_double",
                 "uint64_double_minus", "uint64_times_double", "uint64_order", "uint64_round")
_UARITH = {"plus": "uint64_plus", "minus": "uint64_minus", "times": "uint64_times", "mtimes": "uint64_times"}
_SWAP = {"lt": "gt", "gt": "lt", "le": "ge", "ge": "le", "eq": "eq", "ne": "ne"}
_ORDER = {"eq": "({} == 0)", "ne": "({} != 0)", "lt": "({} == -1)", "gt": "({} == 1)", "le": "(-1 <= {} <= 0)",
          "ge": "(0 <= {} <= 1)"}


def _u64(kind: str, expr: str) -> str | None:
    """A uint64 or logical operand as a uint64."""
    if kind == U64:
        return expr
    if kind == B1:
        return f"(U64_ONE if {expr} else U64_ZERO)"
    return None


def _u64_literal(expr: str) -> int | None:
    """An integral double literal of magnitude below 2^53 as an int, else None."""
    v = _number(expr)
    if v is None or not v.is_integer() or not -_EXACT < v < _EXACT:
        return None
    return int(v)


def uwide(name: str, kinds: list[str], exprs: list[str]) -> tuple[str, str] | None:
    """``name`` on uint64 scalars (with logicals and doubles), or ``uint64(x)`` of a double or logical."""
    if any(k not in (U64, F8, B1) for k in kinds):
        return None
    if len(kinds) == 1:
        k, e = kinds[0], exprs[0]
        if name == U64:
            if k == F8:
                v = _number(e)
                if v is not None:   # a literal, converted here by the same rule
                    return f"U64({int(int_round_float(v, 0, (1 << 64) - 1))})", U64
                return f"uint64_round({e})", U64
            return _u64(k, e), U64
        if k != U64:
            return None
        if name in ("uplus", "transpose", "ctranspose", "abs"):
            return e, U64
        if name == "uminus":   # -u saturates to 0
            return "U64_ZERO", U64
        return None   # double(u): a 1x1 array in the interpreter, as double(c)
    if len(kinds) != 2:
        return None
    (ka, kb), (a, b) = kinds, exprs
    ua, ub = _u64(ka, a), _u64(kb, b)
    if name in COMPARE:
        if ua is not None and ub is not None:
            return f"({ua} {COMPARE[name]} {ub})", B1
        if ka == F8:   # d op u: u (swapped op) d
            return _ORDER[_SWAP[name]].format(f"uint64_order({ub}, {a})"), B1
        return _ORDER[name].format(f"uint64_order({ua}, {b})"), B1
    if name in ("plus", "minus", "times", "mtimes"):
        if ua is not None and ub is not None:
            return f"{_UARITH[name]}({ua}, {ub})", U64
        # one integral double below 2^53: a literal, or a variable checked at run time
        d = b if ka == U64 else a
        if _number(d) is not None:
            if _u64_literal(d) is None:
                return None
        else:
            d = f"_whole({d})"
        if name == "plus":
            return f"uint64_plus_double({ua if ka == U64 else ub}, {d})", U64
        if name in ("times", "mtimes"):
            return f"uint64_times_double({ua if ka == U64 else ub}, {d})", U64
        return (f"uint64_minus_double({ua}, {d})" if ka == U64 else f"uint64_double_minus({d}, {ub})"), U64
    if name in DIVIDE or name == "idivide":
        if DIVIDE.get(name):   # a \ b is b / a
            (ka, kb), (a, b), (ua, ub) = (kb, ka), (b, a), (ub, ua)
        if ka != U64 or kb not in (U64, F8):
            return None
        if kb == F8 and _number(b) is None:   # a variable: an integer below 2^53 at run time
            if name == "idivide":
                return f"uint64_idivide_double({ua}, _whole({b}))", U64
            return f"uint64_divide_double(_below63({ua}), _whole({b}))", U64
        if kb == F8:
            n = _u64_literal(b)
            if n is None:
                return None
            if n < 0:   # a negative quotient: saturated to 0
                return "U64_ZERO", U64
            ub = f"U64({n})"
        if name == "idivide":
            return f"uint64_idivide({ua}, {ub})", U64
        return f"uint64_divide(_below63({ua}), {ub})", U64
    if name == "mod" or name in BITS:
        if ka != U64 or kb not in (U64, F8):
            return None
        if kb == F8 and _number(b) is None:
            ub = f"_u64_of({b})"
        elif kb == F8:
            n = _u64_literal(b)
            if n is None or n < (1 if name == "mod" else 0):
                return None
            ub = f"U64({n})"
        if name == "mod":
            return f"uint64_mod({ua}, {ub})", U64
        return f"({ua} {BITS[name]} {ub})", U64
    return None


# ---------------------------------------------------------------------- char scalars
# As the builtins' ``to_numeric`` and the compiled tier (``jit.classed``): a char operand of an
# operator is a double holding its code point; char op char / double is the double kernel's
# template (a double), a comparison a logical.  The rest is the slower tier's: a char with a
# logical, an integer class or single, ``-c``, ``+c``, ``double(c)`` (whose answers the
# interpreter holds as 1x1 arrays, not as the scalars native code returns) and other builtins.
def chars(name: str, kinds: list[str], exprs: list[str], raws: dict[str, Any]) -> tuple[str, str] | None:
    """Operator ``name`` with a char operand (the others chars or doubles)."""
    if any(k not in (F8, CH) for k in kinds):
        return None
    if len(kinds) == 1:
        return (exprs[0], CH) if name in ("transpose", "ctranspose") else None
    if name not in COMPARE and name not in ARITH and name not in DIVIDE:
        return None
    return lower(name, [F8, F8], [as_double(e, k) for k, e in zip(kinds, exprs)], raws)


def _number(expr: str) -> float | None:
    """The value of a double literal's source (``kinds.literal``: a finite repr), or None."""
    try:
        v = float(expr)
    except ValueError:
        return None
    return v if v - v == 0.0 else None


def convert(name: str, kind: str, expr: str) -> tuple[str, str] | None:
    """A conversion call (``int32(x)``, ``single(x)``, ``double(x)``, ``char(x)``) of a native scalar."""
    if name == "char":   # from a double or logical (rounded and saturated to the code points), or a char
        if kind == CH:
            return expr, CH
        if kind not in (F8, B1):
            return None   # char(int8(-1)): the builtin's
        if kind == F8 and _number(expr) is not None:
            return repr(int(int_round_float(_number(expr), 0, CHAR_MAX))), CH
        return f"int_round_float({as_double(expr, kind)}, 0, {CHAR_MAX})", CH
    if kind == CH and name == "double":
        return None   # a 1x1 array in the interpreter
    if name == I64:   # from a double or logical: int_round_float (exact: its limits compare exactly)
        if kind not in (F8, B1):
            return None if kind != I64 else (expr, I64)
        lo, hi = -(1 << 63), (1 << 63) - 1
        if kind == F8 and _number(expr) is not None:
            return repr(int(int_round_float(_number(expr), lo, hi))), I64
        return f"int_round_float({as_double(expr, kind)}, {lo}, {hi})", I64
    if name in INTS:
        if kind == name:
            return expr, name
        lo, hi = INTS[name]
        if kind == F8 and _number(expr) is not None:   # a literal (int32(31)): converted here, by the same rule
            return repr(int(int_round_float(_number(expr), lo, hi))), name
        return f"int_round_float({as_double(expr, kind)}, {lo}, {hi})", name
    if name == "single":
        return (expr if kind == F4 else f"F32({as_double(expr, kind)})"), F4
    if name == "double":
        return as_double(expr, kind), F8
    return None
