"""Helpers that compiled code calls beside the opcode table's generic implementations.

Generated code inlines only what type inference proves (float and logical
scalars).  Everything else runs an opcode's generic implementation from the table
(``code.OPCODES[op].run``, registered by :mod:`runmat_vm.interp`; the generated code
calls it ``g_<OPNAME>``) or the interpreter's operand helpers (``binop``, ``truth``, ...),
so each MATLAB semantic keeps one implementation.  What is here has no interpreter
counterpart: loops as Python iterators, the array cache of inline element access, and
the value a ``catch`` receives.
"""

from __future__ import annotations

import sys
from itertools import repeat
from typing import Any

import numpy as np

from runmat_builtins.dispatch import count_answered as count_inline  # noqa: F401  (compiled code's namespace reads it here)
from runmat_builtins.dispatch import call_builtin
from runmat_builtins.values import empty
from runmat_vm import device_loops, interp
from runmat_vm import runtime as rt

ndarray = np.ndarray
F64 = rt.F64
getrefcount = sys.getrefcount


def float_op(r: Any, a: float, b: float, ins: tuple, ctx: Any) -> Any:
    """Result of a float fast function that may answer NotImplemented (power, and/or)."""
    if r is NotImplemented:
        return call_builtin(ins[5], a, b, ctx=ctx)
    return r


# ---------------------------------------------------------------- loops
# A compiled ``for`` iterates a map over a range iterator of its n iterations; the loop's
# *state* (``_ls<pc>``) keeps that iterator, so a deoptimisation (see ``Resume``) can hand the
# interpreter the loop where it stands: ``loop_state`` builds the interpreter's own state.
def range_values(R: list, ins: tuple, code: Any, ctx: Any) -> tuple[Any, Any, Any]:
    """FOR_RANGE_INIT: ``(None, iterator of loop values, loop state)``, or ``(value for the
    variable, None, None)`` when empty."""
    start, step, stop = R[ins[3]], R[ins[4]], R[ins[5]]
    if start.__class__ is float and step.__class__ is float and stop.__class__ is float:
        n = rt.range_count(start, step, stop)
        if n == 0:
            return np.zeros((1, 0)), None, None
        it, ri = float_range(start, step, n)
        return None, it, (ri, n, start, step)
    return each_values(interp.range_value(R, ins, code, ctx))


def device_range_values(frame: Any, R: list, code: Any, pc: int, ctx: Any) -> tuple[Any, Any, Any]:
    """:func:`range_values` of a loop :mod:`runmat_vm.device_loops` may run: when it ran the whole
    loop, ``(the loop variable's last value, None, None)`` (the compiled loop is skipped)."""
    if device_loops.enter(frame, code, pc) >= 0:
        return R[code.instrs[pc][1]], None, None
    return range_values(R, code.instrs[pc], code, ctx)


def float_range(start: float, step: float, n: int) -> tuple[Any, Any]:
    """The values ``start + k*step`` (k = 0..n-1) exactly as the interpreter computes them, and
    the range iterator under them (its length hint says how many are left)."""
    if start.is_integer() and step.is_integer() and abs(start) < 2.0 ** 52 and \
            abs(start + n * step) < 2.0 ** 52 and (start != 0.0 or step > 0.0):
        i0 = int(start)
        di = int(step)
        ri = iter(range(i0, i0 + n * di, di))
        return map(float, ri), ri
    ri = iter(range(n))
    if abs(step) == float("inf"):  # an infinite step: one iteration, at start (0 * Inf is NaN)
        return map(lambda _k: start, ri), ri
    return map(start.__add__, map(step.__mul__, ri)), ri


def int_range_within(start: Any, step: Any, stop: Any, hi: int) -> bool:
    """True when every value of the float range ``start:step:stop`` is an integer in [1, hi]
    (float_range gives them exactly: integer start and step well inside 2**52)."""
    if start.__class__ is not float or step.__class__ is not float or stop.__class__ is not float:
        return False
    if not (start.is_integer() and step.is_integer()):
        return False
    n = rt.range_count(start, step, stop)
    if n == 0:
        return True
    last = start + (n - 1) * step
    if abs(start) >= 2.0 ** 52 or abs(last) >= 2.0 ** 52:
        return False
    return 1.0 <= min(start, last) and max(start, last) <= hi


def each_values(value: Any) -> tuple[Any, Any, Any]:
    """FOR_EACH_INIT: ``(None, iterator of columns, loop state)`` or ``(value for the variable,
    None, None)`` when empty."""
    n, a = rt.for_columns(value)
    if n == 0:
        return (value if value.__class__ is ndarray else empty()), None, None
    ri = iter(range(n))
    return None, map(rt.column, repeat(a), ri), (ri, n, a)


def loop_state(ls: tuple) -> Any:
    """The interpreter's state register of a loop compiled code is leaving mid-way (its current
    iteration is the one the range iterator handed out last)."""
    ri, n = ls[0], ls[1]
    # the iterator's own hint, a Python int: operator.length_hint converts it to ssize_t, an
    # OverflowError for a range of more than 2**63 values (for i = 2:1e300 leaving mid-way)
    k = n - 1 - ri.__length_hint__()
    if len(ls) == 4:
        return [k, n, ls[2], ls[3]]
    st = interp.EachState(n, ls[2])
    st.k = k
    return st


class Resume:
    """What compiled code returns when it deoptimises: a guard it relied on failed (a name no
    longer resolves to the builtin it inlined, a kernel declined, a value of another class), so
    the interpreter continues at ``pc`` with the frame's registers (and loop states) current."""

    __slots__ = ("pc",)

    def __init__(self, pc: int) -> None:
        self.pc = pc


class Switch(Resume):
    """What a loop region returns at an iteration boundary once its native version, compiled in
    the background, is ready (``Generator.switch_point``): registers and the loop's state are
    current, ``pc`` is the loop body's first instruction."""

    __slots__ = ()


# ---------------------------------------------------------------- element access
def array_info(v: Any) -> tuple:
    """What inline element access in compiled code caches about a variable's array:
    ``(array, rows, columns, numel, memoryview)`` for a 2-D float64 array (such an array's class,
    dtype and shape never change in place; the memoryview reads and writes elements faster than
    NumPy's indexing), else ``(None, 0, 0, 0, None)``.  The memoryview is read-only unless the
    array owns its writable memory: an inline write tests ``readonly`` (a view writes through
    to memory another value may see, so it takes the general path)."""
    if v.__class__ is ndarray and v.dtype is F64 and v.ndim == 2:
        m, n = v.shape
        mv = memoryview(v)
        if v.base is not None or not v.flags.writeable:
            mv = mv.toreadonly()
        return v, m, n, m * n, mv
    return None, 0, 0, 0, None


def catch(exc: BaseException, frame: Any, code: Any, pc: int) -> Any:
    """What a ``catch`` clause receives: the MException, with this frame on its stack."""
    err = interp.to_mexception(exc)
    interp.add_stack(err, frame, code, pc)
    frame.session.last_error = err
    return err


# ---------------------------------------------------------------- integer and single scalars
# A MATLAB integer or single scalar is a 1x1 ndarray; inline arithmetic on such values
# (``runmat_vm.jit.classed``) computes on their values and boxes an answer where one is needed.
def scalar_boxes() -> dict[str, Any]:
    """What the classed arithmetic's expressions name (``classed.HELPERS``, ``HELPER_NAMES``):
    ``BV_<class>(v)``: a 1x1 array of the class holding ``v`` (a value of the class: an int in
    its range, a single's float32, a char's code point); ``SR_<class>(v)``: a double as a value of
    the integer class, or a char (``int_round``: half away from zero, saturated, NaN -> 0);
    ``WR_<class>(v)``: the same from the wide float of int64/uint64 arithmetic (``LD``: long double
    where the host has it, as ``convert.to_numeric(wide=True)``); ``F32``: NumPy's float32 (a
    single's value: its arithmetic is the builtins' float32 arithmetic); ``char_info``."""
    from runmat_builtins.numeric.classes import INT_LIMITS
    from runmat_builtins.numeric.convert import _HAS_LONGDOUBLE
    from runmat_builtins.numeric.scalar import fpow, int_fix_div, int_mod, int_rem, int_round

    empty = np.empty
    one = (1, 1)
    out: dict[str, Any] = {"F32": np.float32, "LD": np.longdouble if _HAS_LONGDOUBLE else np.float64,
                           "int_mod": int_mod, "int_rem": int_rem, "int_fix_div": int_fix_div, "fpow": fpow,
                           "npow": np.power, "char_info": char_info,
                           "text_concat": rt.concat}
    for cls in ("int8", "int16", "int32", "uint8", "uint16", "uint32", "int64", "uint64", "single"):
        dt = np.dtype(cls)

        def bv(v: Any, dt: Any = dt) -> ndarray:
            a = empty(one, dt)
            a[0, 0] = v
            return a
        out[f"BV_{cls}"] = bv
        if cls != "single":
            lo, hi = INT_LIMITS[cls]
            out[f"SR_{cls}"] = lambda v, lo=lo, hi=hi: int_round(v, lo, hi)
            if cls.endswith("64"):  # a long double result: the same rounding (int_round takes both)
                out[f"WR_{cls}"] = out[f"SR_{cls}"]
    u1 = np.dtype("<U1")

    # the boxes of the first 256 chars are made once and shared: a value is never written in
    # place while anything else holds it (copy-on-write counts references; the table is one)
    shared = [np.array([[chr(c)]], dtype=u1) for c in range(256)]

    def bv_char(v: int) -> ndarray:
        if v < 256:
            return shared[v]
        a = empty(one, u1)
        a[0, 0] = chr(v)
        return a
    out["BV_char"] = bv_char
    out["SR_char"] = lambda v: int_round(v, 0, 0x10FFFF)
    return out


_U1 = np.dtype("<U1")
_U32 = np.dtype(np.uint32)


def char_info(v: Any) -> tuple:
    """``array_info`` for a 2-D char array: the memoryview is over its code points (a uint32
    view of the same memory), so an element reads as an int and an int written is a char."""
    if v.__class__ is ndarray and v.dtype == _U1 and v.ndim == 2:
        m, n = v.shape
        mv = memoryview(v.view(_U32))
        if v.base is not None or not v.flags.writeable:
            mv = mv.toreadonly()
        return v, m, n, m * n, mv
    return None, 0, 0, 0, None
