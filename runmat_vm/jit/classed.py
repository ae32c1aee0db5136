"""Inline arithmetic on integer (int8..uint32) and single scalars in compiled code.

Such a value is a 1x1 ndarray (``types.SCALARS``: one bit per class).  An operator, a
conversion (``int32(x)``, ``single(x)``, ``double(x)``), ``mod``, ``idivide`` (its default 'fix'), ``bitand``/``bitor``/``bitxor``
or ``abs`` whose operands are proven scalars of one class (or of one class and double)
becomes a Python expression on their values with MATLAB's rules (the values live in locals
``u<slot>``; ``Generator.set_value`` says where their 1x1 boxes are made):

* integer op integer of the same class, integer op double: the class; ``+ - *`` of integers
  exact, then saturated; with a double (or a division) computed in double and then rounded
  half away from zero and saturated, NaN -> 0 (``scalar.int_round``, what every cast uses);
  two integer classes are left to the builtin (``MATLAB:mixedClasses``);
* single op single, single op double: single, on NumPy float32 scalars (the builtins' own
  float32 arithmetic: the double rounded to single first, the answer rounded to single);
* comparisons give a logical, on the exact values.

Anything else (int64/uint64, char, mixed integer classes, powers) keeps the builtin.  The
answers are those of the builtins' array paths bit for bit (``tests/jit/test_jit_classed.py``
runs both tiers over saturation edges, NaN, Inf and -0).  Each inlined operator or call
advances its builtin's inline counter, as the interpreter's call counts it.
"""

from __future__ import annotations

import math
from typing import Any

from runmat_builtins.numeric.classes import INT_LIMITS
from runmat_builtins.numeric.scalar import int_round, to_single
from runmat_vm.jit import types as T
from runmat_vm.scalar_classes import ARITH, BITS, CALLS, COMPARE, CONVERT, DIVIDE  # noqa: F401 (CALLS: codegen)

# ARITH, DIVIDE, COMPARE, BITS, CONVERT: the operators and calls covered, shared with the interpreter's
# fast paths (runmat_vm.scalar_classes); CALLS: calls inlined here, with their number of arguments
# (the preheader verifies their names)

# names the generated expressions use (the compiled tier's namespace has them, with the boxes)
HELPERS = ("int_mod", "to_single", "fdiv", "fabs", "abs", "F32")
# the boxes (BV_<class>) and the roundings from a double (SR_<class>), ``ops.scalar_boxes``
HELPER_NAMES = r"B[VXR]_\w+|SR_\w+"


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
    """One operand's value expression: a scalar class's value, a double, or a literal."""

    __slots__ = ("expr", "bit", "const")

    def __init__(self, expr: str, bit_: int, const: Any) -> None:
        self.expr, self.bit, self.const = expr, bit_, const


def operand(gen: Any, st: dict, s: int) -> Operand | None:
    t = gen.ty(st, s)
    b = bit(t)
    if b:
        # its unboxed value when a local holds it (``Generator.unboxed``), else read from the box
        held = st.get(("uv", s)) == 0 or s in gen.L
        return Operand(f"u{s}" if held else unbox(gen.val(st, s), b), b, None)
    if t == T.F:
        c = gen.consts.get(s)
        return Operand(gen.val(st, s), 0, c if c.__class__ is float else None)
    return None


def unbox(box: str, bit_: int) -> str:
    """The value in a box: an integer class's as a Python int, a single's as a NumPy float32
    scalar (whose arithmetic is single precision, as the builtins' float32 arrays)."""
    return f"{box}[0, 0]" if bit_ == T.SG else f"{box}.item()"


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
    """A double expression as a value of the class: integers by ``int_round``, single as float32."""
    return f"F32({e})" if cls == "single" else f"SR_{cls}({e})"


def _single_value(o: Operand) -> str:
    """A single-class operand's value (float32); a double as it is: NumPy rounds a Python float
    to single in float32 arithmetic (a literal is rounded here, so the cast is exact)."""
    if o.bit:
        return o.expr
    if o.const is not None:
        return float_literal(to_single(o.const))
    return o.expr


# Each function below gives ``(expression, result mask)``: for a scalar class the expression is the
# answer's value (an int in the class's range, a float that is a single), boxed where a box is needed
# (``BV_<class>``); for a logical or double answer the value itself.  None: not such operands.
def binary(gen: Any, st: dict, a: int, b: int, name: str) -> tuple[str, int] | None:
    """Operator ``name`` on registers a, b."""
    x, y = operand(gen, st, a), operand(gen, st, b)
    if x is None or y is None or not (x.bit or y.bit) or (x.bit and y.bit and x.bit != y.bit):
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
        return None
    if name in COMPARE:  # integers of 32 bits or fewer and doubles compare exactly
        return f"({x.expr} {COMPARE[name]} {y.expr})", T.B
    if name in ARITH:
        if x.bit and y.bit:
            return clamp(cls, f"{x.expr} {ARITH[name]} {y.expr}"), cb
        d = y if x.bit else x
        if _small_int(d.const):  # an integral literal: exact integer arithmetic, then saturation
            lit = repr(int(d.const))
            X, Y = (x.expr, lit) if x.bit else (lit, y.expr)
            return clamp(cls, f"{X} {ARITH[name]} {Y}"), cb
        return rounded(cls, f"{x.expr} {ARITH[name]} {y.expr}"), cb
    if name in DIVIDE:
        X, Y = (y.expr, x.expr) if DIVIDE[name] else (x.expr, y.expr)
        return rounded(cls, f"fdiv({X}, {Y})"), cb
    return None


def unary(gen: Any, st: dict, a: int, name: str) -> tuple[str, int] | None:
    x = operand(gen, st, a)
    if x is None or not x.bit:
        return None
    cls = T.CLASS_OF_BIT[x.bit]
    if name == "uminus":
        return (f"(-{x.expr})" if cls == "single" else clamp(cls, f"-{x.expr}")), x.bit
    if name in ("uplus", "transpose", "ctranspose"):
        return x.expr, x.bit
    return None


def call(gen: Any, st: dict, name: str, slots: tuple) -> tuple[str, int] | None:
    """Builtin ``name`` called on registers ``slots``."""
    if CALLS.get(name) != len(slots):
        return None
    ops = [operand(gen, st, s) for s in slots]
    if any(o is None for o in ops):
        return None
    if name in CONVERT:
        x = ops[0]
        src = T.CLASS_OF_BIT.get(x.bit, "double")
        if name == src:
            return x.expr, T.F if name == "double" else x.bit
        if name == "double":
            return f"float({x.expr})", T.F
        to = T.SCALAR_CLASSES[name]
        if x.const is not None:  # a literal: converted here (int32(31) is 31)
            if name == "single":
                return f"F32({float_literal(to_single(x.const))})", to
            return repr(int_round(x.const, *INT_LIMITS[name])), to
        if src == "single":
            return f"SR_{name}(float({x.expr}))", to
        if name == "single" or src == "double":
            return rounded(name, x.expr), to   # from a double, or an integer (exact in a double)
        return clamp(name, x.expr), to         # integer to integer: saturated
    x = ops[0]
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
    if name == "mod":
        if y.bit:
            return f"int_mod({x.expr}, {y.expr})", cb
        if _small_int(y.const) and y.const and lo <= y.const <= hi:
            return f"({x.expr} % {int(y.const)!r})", cb
        return None
    if name == "idivide":  # 'fix': the double quotient truncated; by 0: the class's limit (0 / 0 is 0)
        if not y.bit:
            return None
        X, Y = x.expr, y.expr
        return f"({clamp(cls, f'int({X} / {Y})')} if {Y} else {hi} if {X} > 0 else {lo} if {X} < 0 else 0)", cb
    if name in BITS:
        if y.bit:
            return f"({x.expr} {BITS[name]} {y.expr})", cb
        if _small_int(y.const) and 0 <= y.const <= hi:
            return f"({x.expr} {BITS[name]} {int(y.const)!r})", cb
    return None
