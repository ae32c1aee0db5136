"""Inline arithmetic on integer (int8..uint64), single and char scalars in compiled code.

Such a value is a 1x1 ndarray (``types.SCALARS``: one bit per class).  An operator (powers
included), a conversion (``int32(x)``, ``single(x)``, ``double(x)``, ``char(x)``), ``mod``, ``rem``,
``idivide`` (its default 'fix'), ``bitand``/``bitor``/``bitxor`` or ``abs`` whose operands are proven
scalars of one class (or of one class and a double, a logical or a char) becomes a Python
expression on their values with MATLAB's rules (the values live in locals ``u<slot>``: an int, a
single's float32, a char's code point; ``Generator.set_value`` says where their 1x1 boxes are made):

* a char or a logical operand is a double holding an integer (the builtins' ``to_numeric``): char
  op char, char op double give a double (the double kernel's template), comparisons a logical;
* integer op integer of the same class, integer op double: the class; ``+ - *`` of integers (a
  char, a logical, an integral literal) exact, then saturated; with any other double, a division
  or a power computed in double (int64/uint64: in the builtins' wide float, long double) and then
  rounded half away from zero and saturated, NaN -> 0 (``scalar.int_round``,
  what every cast uses); two integer classes are left to the builtin (``MATLAB:mixedClasses``);
* single op single, single op double: single, on NumPy float32 scalars (the builtins' own
  float32 arithmetic: the double rounded to single first, the answer rounded to single);
* comparisons give a logical, on the exact values (Python compares an int and a float exactly,
  as the builtins do for int64: ``intmax('int64') < 2^63`` is true);
* a power whose result would be complex (a negative base, a fractional exponent) declines: the
  code deoptimises and the builtin decides.

Anything else (mixed integer classes, char(integer), single(int64)) keeps the builtin.  The
answers are those of the builtins' array paths bit for bit (``tests/jit/test_jit_classed*.py``
run both tiers over saturation edges, NaN, Inf and -0).  Each inlined operator or call advances
its builtin's inline counter, as the interpreter's call counts it.
"""

from __future__ import annotations

import math
from typing import Any

from runmat_builtins.dispatch import scalar_kernel
from runmat_builtins.numeric.classes import INT_LIMITS
from runmat_builtins.numeric.scalar import int_round, to_single
from runmat_vm.jit import types as T
from runmat_vm.scalar_classes import ARITH, BITS, COMPARE, DIVIDE
from runmat_vm.scalar_classes import CALLS as SHARED_CALLS

# ARITH, DIVIDE, COMPARE, BITS: the operators covered, shared with the interpreter's fast paths
# (runmat_vm.scalar_classes); the compiled tier covers more: powers, the conversions to every scalar
# class (int64, uint64, char), rem.  CALLS: calls inlined here, with their number of arguments (the
# preheader verifies their names)
POWER = ("power", "mpower")
CONVERT = {*T.SCALAR_CLASSES, "double"}
CHAR_MAX = 0x10FFFF  # char(x) rounds and saturates to the code points (``convert._to_char``)
CALLS = {**SHARED_CALLS, **{c: 1 for c in CONVERT}, "rem": 2}

# names the generated expressions use (the compiled tier's namespace has them, with the boxes)
HELPERS = ("int_mod", "int_rem", "int_fix_div", "to_single", "fdiv", "fpow", "fabs", "abs", "F32", "LD", "ord", "char_info", "npow",
           "text_concat")
# the boxes (BV_<class>) and the roundings from a double (SR_<class>) or from the wide float
# (WR_<class>), ``ops.scalar_boxes``
HELPER_NAMES = r"B[VXR]_\w+|[SW]R_\w+"


class Counted:
    """What ``Generator.kernels`` holds for an inlined operator or call here: no kernel object,
    only the builtin's inline counter (``raw`` None: the tier's namespace asks for it)."""

    raw = None
    inline = None


COUNTED = Counted()


def bit(t: int) -> int:
    """The scalar-class bit of a mask that is exactly one scalar class, else 0."""
    return t if t in T.CLASS_OF_BIT else 0


class Operand:
    """One operand's value expression: a scalar class's value (``bit``), or a double (``bit`` 0:
    a double, a literal ``const``, or with ``ints`` a char's code or a logical, exact integers)."""

    __slots__ = ("expr", "bit", "const", "ints")

    def __init__(self, expr: str, bit_: int, const: Any, ints: bool = False) -> None:
        self.expr, self.bit, self.const, self.ints = expr, bit_, const, ints


def operand(gen: Any, st: dict, s: int) -> Operand | None:
    t = gen.ty(st, s)
    b = bit(t)
    if b == T.CH and s in gen.consts:  # a char literal: its code point
        code = ord(gen.consts[s].item() or "\0")
        return Operand(repr(code), b, float(code))
    if b:
        # its unboxed value when a local holds it (``Generator.unboxed``), else read from the box
        held = st.get(("uv", s)) == 0 or s in gen.L
        return Operand(f"u{s}" if held else unbox(gen.val(st, s), b), b, None)
    if t == T.F:
        c = gen.consts.get(s)
        return Operand(gen.val(st, s), 0, c if c.__class__ is float else None)
    if t == T.B:
        return Operand(gen.val(st, s), 0, None, True)
    return None


def numeric(o: Operand) -> Operand:
    """A char operand as arithmetic sees it: a double holding its code point."""
    if o.bit == T.CH:
        return Operand(o.expr, 0, o.const, True)
    return o


def unbox(box: str, bit_: int) -> str:
    """The value in a box: an integer class's as a Python int, a single's as a NumPy float32
    scalar (whose arithmetic is single precision, as the builtins' float32 arrays), a char's
    code point (NumPy's item() of char 0 is '')."""
    if bit_ == T.SG:
        return f"{box}[0, 0]"
    if bit_ == T.CH:
        return f"ord({box}.item() or '\\0')"
    return f"{box}.item()"


def float_literal(v: float) -> str:
    """A double as Python source (NaN and the infinities by the namespace's names)."""
    if v != v:
        return "NAN"
    if math.isinf(v):
        return "INF" if v > 0 else "(-INF)"
    return repr(v)


def _small_int(c: Any) -> bool:
    return c.__class__ is float and c.is_integer() and abs(c) < 2.0 ** 52


def clamp(cls: str, e: str) -> str:
    """An integer expression saturated to the class's range, inline."""
    lo, hi = INT_LIMITS[cls]
    return f"({lo} if (_c := {e}) < {lo} else {hi} if _c > {hi} else _c)"


def rounded(cls: str, e: str) -> str:
    """A double expression as a value of the class: integers by ``int_round`` (an integral value
    in range, the common case, converted inline), single as float32."""
    if cls == "single":
        return f"F32({e})"
    lo, hi = INT_LIMITS[cls] if cls != "char" else (0, CHAR_MAX)
    if cls in ("int64", "uint64"):  # a double beyond 2^53 may not compare exactly with the limit
        return f"SR_{cls}({e})"
    return f"(_ri if {float(lo)!r} <= (_r := {e}) <= {float(hi)!r} and (_ri := int(_r)) == _r else SR_{cls}(_r))"


def _single_value(o: Operand) -> str:
    """A single-class operand's value (float32); a double as it is: NumPy rounds a Python float
    to single in float32 arithmetic (a literal is rounded here, so the cast is exact)."""
    if o.bit:
        return o.expr
    if o.const is not None:
        return float_literal(to_single(o.const))
    return o.expr


def _as_float(o: Operand) -> str:
    """A double operand's value as a Python float (a char's code or a logical converted)."""
    if o.const is not None:
        return float_literal(o.const)
    return f"float({o.expr})" if o.ints else o.expr


def _integral(o: Operand) -> str | None:
    """A non-class operand's value as an exact Python int when it is one at compile time."""
    if o.ints:
        return o.expr
    if _small_int(o.const):
        return repr(int(o.const))
    return None


# Each function below gives ``(expression, result mask)`` (a third element True: the expression
# may be NotImplemented, where the builtin must decide): for a scalar class the expression is the
# answer's value (an int in the class's range, a float that is a single, a char's code), boxed where
# a box is needed (``BV_<class>``); for a logical or double answer the value itself.  None: not
# such operands.
def binary(gen: Any, st: dict, a: int, b: int, name: str) -> tuple | None:
    """Operator ``name`` on registers a, b."""
    x, y = operand(gen, st, a), operand(gen, st, b)
    if x is None or y is None:
        return None
    chars = x.bit == T.CH or y.bit == T.CH
    x, y = numeric(x), numeric(y)
    if not (x.bit or y.bit):
        return _double(x, y, name) if chars else None
    if x.bit and y.bit and x.bit != y.bit:
        return None
    cb = x.bit or y.bit
    cls = T.CLASS_OF_BIT[cb]
    if cls == "single":
        X, Y = _single_value(x), _single_value(y)
        if name in COMPARE:
            return f"({X} {COMPARE[name]} {Y})", T.B
        if name in ARITH:  # float32 op float32 (or a Python float): float32, NumPy's rounding
            return f"({X} {ARITH[name]} {Y})", cb
        if name in DIVIDE:
            X, Y = (Y, X) if DIVIDE[name] else (X, Y)
            return f"({X} / {Y} if {Y} else F32(fdiv({X}, {Y})))", cb
        if name in POWER and not (x.bit and y.bit):
            # single .^ double: NumPy's float32 power ufunc with a scalar exponent, the builtin's
            # loop (``**`` of float32 scalars rounds otherwise, and so does the ufunc on two 1x1
            # arrays: single .^ single keeps the builtin); complex where a negative base meets a fraction
            return f"(NotImplemented if {X} < 0 and not float({Y}).is_integer() else npow(F32({X}), F32({Y})))", cb, True
        return None
    wide = bool(cb & T.WIDE)
    if name in COMPARE:  # Python compares ints and floats exactly
        return f"({x.expr} {COMPARE[name]} {y.expr})", T.B
    if name in ARITH:
        op = ARITH[name]
        if x.bit and y.bit:
            return clamp(cls, f"{x.expr} {op} {y.expr}"), cb
        d = y if x.bit else x
        lit = _integral(d)
        if lit is not None:  # an integer (a literal, a char, a logical): exact, then saturation
            X, Y = (x.expr, lit) if x.bit else (lit, y.expr)
            return clamp(cls, f"{X} {op} {Y}"), cb
        if not wide:
            return rounded(cls, f"{x.expr} {op} {y.expr}"), cb
        # int64 op double: an integral double exactly (the builtins' wide sum of integers is exact
        # wherever the answer is in range), any other in the wide float, then rounded
        X, Y = (x.expr, f"int({y.expr})") if x.bit else (f"int({x.expr})", y.expr)
        return (f"({clamp(cls, f'{X} {op} {Y}')} if {d.expr}.is_integer() else "
                f"WR_{cls}(LD({x.expr}) {op} LD({y.expr})))"), cb
    if name in DIVIDE:
        X, Y = (y.expr, x.expr) if DIVIDE[name] else (x.expr, y.expr)
        if wide:
            return f"WR_{cls}(LD({X}) / LD({Y}))", cb
        return rounded(cls, f"fdiv({X}, {Y})"), cb
    if name in POWER:
        if wide:  # in the wide float; a negative base with a fractional exponent is complex
            return (f"(NotImplemented if {x.expr} < 0 and not float({y.expr}).is_integer() else "
                    f"WR_{cls}(LD({x.expr}) ** LD({y.expr})))"), cb, True
        return f"(SR_{cls}(_p) if (_p := fpow(float({x.expr}), float({y.expr}))) is not NotImplemented " \
               f"else NotImplemented)", cb, True
    return None


def _double(x: Operand, y: Operand, name: str) -> tuple | None:
    """char op char / double / logical: the double kernel's template on the values."""
    k = scalar_kernel(name)
    if name in COMPARE:
        return f"({x.expr} {COMPARE[name]} {y.expr})", T.B
    if k is None or k.inline is None or name not in ARITH and name not in DIVIDE:
        return None
    return k.inline.format(_as_float(x), _as_float(y)), T.F


def unary(gen: Any, st: dict, a: int, name: str) -> tuple | None:
    x = operand(gen, st, a)
    if x is None or not x.bit:
        return None
    cls = T.CLASS_OF_BIT[x.bit]
    if cls == "char":
        if name == "uminus":
            return f"float(-{x.expr})", T.F
        if name in ("transpose", "ctranspose"):
            return x.expr, x.bit
        return None  # +c is a double: the builtin
    if name == "uminus":
        return (f"(-{x.expr})" if cls == "single" else clamp(cls, f"-{x.expr}")), x.bit
    if name in ("uplus", "transpose", "ctranspose"):
        return x.expr, x.bit
    return None


def call(gen: Any, st: dict, name: str, slots: tuple) -> tuple | None:
    """Builtin ``name`` called on registers ``slots``."""
    if CALLS.get(name) != len(slots):
        return None
    ops = [operand(gen, st, s) for s in slots]
    if any(o is None or o.ints for o in ops):
        return None
    if name in CONVERT:
        return _convert(name, ops[0])
    x = ops[0]
    if x.bit == T.CH or any(o.bit == T.CH for o in ops):
        return None
    if name == "abs":
        if not x.bit:
            return None
        cls = T.CLASS_OF_BIT[x.bit]
        return (f"abs({x.expr})" if cls == "single" else clamp(cls, f"abs({x.expr})")), x.bit
    y = ops[1]
    cb = x.bit
    if not cb or cb == T.SG or (y.bit and y.bit != cb):
        return None
    cls = T.CLASS_OF_BIT[cb]
    lo, hi = INT_LIMITS[cls]
    # remainders and bit operations of values in the class's range stay in it
    if name in ("mod", "rem"):
        if y.bit:
            return f"int_{name}({x.expr}, {y.expr})", cb
        if _small_int(y.const) and y.const and lo <= y.const <= hi:
            c = int(y.const)
            return (f"({x.expr} % {c!r})" if name == "mod" else f"int_rem({x.expr}, {c!r})"), cb
        return None
    if name == "idivide":  # 'fix': the quotient truncated; by 0: the class's limit (0 / 0 is 0)
        if not y.bit:
            return None
        X, Y = x.expr, y.expr
        q = f"int_fix_div({X}, {Y})" if cb & T.WIDE else f"int({X} / {Y})"
        return f"({clamp(cls, q)} if {Y} else {hi} if {X} > 0 else {lo} if {X} < 0 else 0)", cb
    if name in BITS:
        if y.bit:
            return f"({x.expr} {BITS[name]} {y.expr})", cb
        if _small_int(y.const) and 0 <= y.const <= hi:
            return f"({x.expr} {BITS[name]} {int(y.const)!r})", cb
    return None


def _convert(name: str, x: Operand) -> tuple | None:
    """``int32(x)``, ``single(x)``, ``double(x)``, ``char(x)`` of a class scalar or a double."""
    src = T.CLASS_OF_BIT.get(x.bit, "double")
    if name == src:
        return x.expr, T.F if name == "double" else x.bit
    if name == "double":
        return f"float({x.expr})", T.F
    to = T.SCALAR_CLASSES[name]
    if name == "char":  # from a double only (char(int8(-1)) is the builtin's business)
        if src != "double":
            return None
        if x.const is not None:
            return repr(int_round(x.const, 0, CHAR_MAX)), to
        return rounded("char", x.expr), to
    if x.const is not None and src == "double":  # a literal: converted here (int32(31) is 31)
        if name == "single":
            return f"F32({float_literal(to_single(x.const))})", to
        return repr(int_round(x.const, *INT_LIMITS[name])), to
    if src == "single":
        return f"SR_{name}(float({x.expr}))", to
    if name == "single":
        if x.bit & T.WIDE:  # an int64 above 2^53 would be rounded twice
            return None
        return rounded(name, x.expr), to  # an integer or a char: exact in a double
    if src == "double":
        return rounded(name, x.expr), to   # from a double
    return clamp(name, x.expr), to         # integer (or a char's code) to integer: saturated
