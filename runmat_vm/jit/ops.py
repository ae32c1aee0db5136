"""Generic paths that compiled code calls: one instruction's meaning, via the interpreter's helpers.

Generated code inlines only what type inference proves (float and logical
scalars).  Everything else calls one of these functions, which do what the
interpreter's if-chain does for that opcode by calling the same helpers
(:mod:`runmat_vm.runtime`, :mod:`runmat_vm.interp`, ``call_builtin``), so each
MATLAB semantic keeps one implementation.  Each ``g_<OPNAME>(frame, R, code, ins)``
executes instruction ``ins`` against the frame's registers ``R``.
"""

from __future__ import annotations

import sys
from typing import Any

import numpy as np

from runmat_builtins.dispatch import call_builtin
from runmat_builtins.errors import MException
from runmat_builtins.values import FunctionHandle, empty
from runmat_vm import interp
from runmat_vm import runtime as rt
from runmat_vm.code import UNDEF
from runmat_vm.compiler import BUILTIN

ndarray = np.ndarray
F64 = rt.F64
BOOL = rt.BOOL
getrefcount = sys.getrefcount
_SOLE = 3  # references of an array held only by its slot: slot + local + getrefcount's argument


# ---------------------------------------------------------------- operators
def binop(a: Any, b: Any, ins: tuple, code: Any, ctx: Any) -> Any:
    """``a op b`` for operands whose class is not known at compile time (the interpreter's BIN)."""
    if a.__class__ is float and b.__class__ is float:
        r = ins[4](a, b)
        if r is not NotImplemented:
            return r
    elif a.__class__ is bool and b.__class__ is bool and ins[6] is not None:
        return ins[6](a, b)
    if a is UNDEF or b is UNDEF:
        raise rt.undefined_slot(code, ins[2] if a is UNDEF else ins[3])
    return call_builtin(ins[5], a, b, ctx=ctx)


def float_op(r: Any, a: float, b: float, ins: tuple, ctx: Any) -> Any:
    """Result of a float fast function that may answer NotImplemented (power, and/or)."""
    if r is NotImplemented:
        return call_builtin(ins[5], a, b, ctx=ctx)
    return r


def unop(a: Any, ins: tuple, code: Any, ctx: Any) -> Any:
    if a.__class__ is float and ins[3] is not None:
        r = ins[3](a)
        if r is not NotImplemented:
            return r
    elif a.__class__ is bool and ins[4] == "not":
        return not a
    if a is UNDEF:
        raise rt.undefined_slot(code, ins[2])
    return call_builtin(ins[4], a, ctx=ctx)


def truth(v: Any, code: Any, slot: int) -> bool:
    """An ``if``/``while`` condition (JUMP_IF_FALSE's test)."""
    if v is UNDEF:
        raise rt.undefined_slot(code, slot)
    return rt.truth(v)


def sc_truth(v: Any, op: str, code: Any, slot: int) -> bool:
    """TRUTH: an operand of ``&&``/``||``."""
    if v.__class__ is bool:
        return v
    if v is UNDEF:
        raise rt.undefined_slot(code, slot)
    return rt.scalar_truth(v, op)


def defined(v: Any, code: Any, slot: int) -> Any:
    if v is UNDEF:
        raise rt.undefined_slot(code, slot)
    return v


# ---------------------------------------------------------------- loops
def _columns(value: Any, n: int, a: Any):
    column = rt.column
    for k in range(n):
        yield column(a, k)


def range_values(R: list, ins: tuple, code: Any, ctx: Any) -> tuple[Any, Any]:
    """FOR_RANGE_INIT: ``(None, iterator of loop values)``, or ``(value for the variable, None)`` when empty."""
    start, step, stop = R[ins[3]], R[ins[4]], R[ins[5]]
    if start.__class__ is float and step.__class__ is float and stop.__class__ is float:
        n = rt.range_count(start, step, stop)
        if n == 0:
            return np.zeros((1, 0)), None
        return None, float_range(start, step, n)
    for s in ins[3:6]:
        if R[s] is UNDEF:
            raise rt.undefined_slot(code, s)
    return each_values(call_builtin("colon", start, step, stop, ctx=ctx))


def float_range(start: float, step: float, n: int) -> Any:
    """The values ``start + k*step`` (k = 0..n-1) exactly as the interpreter computes them."""
    if start == int(start) and step == int(step) and abs(start) < 2.0 ** 52 and \
            abs(start + n * step) < 2.0 ** 52 and (start != 0.0 or step > 0.0):
        i0 = int(start)
        di = int(step)
        return map(float, range(i0, i0 + n * di, di))
    return map(start.__add__, map(step.__mul__, range(n)))


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


def each_values(value: Any) -> tuple[Any, Any]:
    """FOR_EACH_INIT: ``(None, iterator of columns)`` or ``(value for the variable, None)`` when empty."""
    n, a = rt.for_columns(value)
    if n == 0:
        return (value if value.__class__ is ndarray else empty()), None
    return None, _columns(value, n, a)


# ---------------------------------------------------------------- indexing
def g_INDEX(frame: Any, R: list, code: Any, ins: tuple) -> None:
    v = R[ins[2]]
    if v.__class__ is ndarray and not ins[4]:
        args = ins[3]
        dt = v.dtype
        if (dt is F64 or dt is BOOL) and v.ndim == 2:
            if len(args) == 1:
                k = R[args[0]]
                if k.__class__ is float and 1.0 <= k <= v.size and k.is_integer():  # NaN/Inf fail
                    i = int(k)
                    i -= 1
                    m = v.shape[0]
                    R[ins[1]] = v.item(i % m, i // m)
                    return
            elif len(args) == 2:
                k = R[args[0]]
                j = R[args[1]]
                if k.__class__ is float and j.__class__ is float and 1.0 <= k <= v.shape[0] \
                        and 1.0 <= j <= v.shape[1] and k.is_integer() and j.is_integer():
                    i = int(k)
                    c = int(j)
                    R[ins[1]] = v.item(i - 1, c - 1)
                    return
    R[ins[1]] = interp.index_slow(frame, code, v, ins)


def g_ASSIGN_INDEX(frame: Any, R: list, code: Any, ins: tuple) -> None:
    rt.store_index(R, code, ins)

def array_info(v: Any) -> tuple:
    """What inline element access in compiled code caches about a variable's array:
    ``(array, rows, columns, numel, memoryview)`` for a writable 2-D float64 array owning its
    memory (such an array's class, dtype, shape and ownership never change in place; the
    memoryview reads and writes elements faster than NumPy's indexing), else ``(None, 0, 0, 0, None)``."""
    if v.__class__ is ndarray and v.dtype is F64 and v.ndim == 2 and v.base is None and v.flags.writeable:
        m, n = v.shape
        return v, m, n, m * n, memoryview(v)
    return None, 0, 0, 0, None


def g_END(frame: Any, R: list, code: Any, ins: tuple) -> None:
    R[ins[1]] = rt.end_value(R[ins[2]], ins[3], ins[4])


def g_FIELD(frame: Any, R: list, code: Any, ins: tuple) -> None:
    R[ins[1]] = rt.field_one(defined(R[ins[2]], code, ins[2]), ins[3])


def g_DYNFIELD(frame: Any, R: list, code: Any, ins: tuple) -> None:
    v = defined(R[ins[2]], code, ins[2])
    R[ins[1]] = rt.field_one(v, rt.field_name(R[ins[3]]))


def g_BRACE(frame: Any, R: list, code: Any, ins: tuple) -> None:
    v = defined(R[ins[2]], code, ins[2])
    vals = rt.brace_values(v, rt.build_args(R, ins[3], ins[4], code))
    if not vals:
        raise MException("MATLAB:index:expected_one_output_from_expression",
                         "Brace indexing produced no results.")
    R[ins[1]] = vals[0]


def g_CSLIST(frame: Any, R: list, code: Any, ins: tuple) -> None:
    v = defined(R[ins[2]], code, ins[2])
    kind = ins[3]
    if kind == "{}":
        R[ins[1]] = rt.brace_values(v, rt.build_args(R, ins[4], ins[5], code))
    elif kind == ".":
        R[ins[1]] = rt.field_values(v, ins[4])
    else:
        R[ins[1]] = rt.field_values(v, rt.field_name(R[ins[4]]))


def g_CONCAT(frame: Any, R: list, code: Any, ins: tuple) -> None:
    R[ins[1]] = rt.concat([rt.build_args(R, row, ins[3], code) for row in ins[2]])


def g_CELL(frame: Any, R: list, code: Any, ins: tuple) -> None:
    R[ins[1]] = rt.cell_literal([rt.build_args(R, row, ins[3], code) for row in ins[2]])


def g_ASSIGN_CHAIN(frame: Any, R: list, code: Any, ins: tuple) -> None:
    rhs = rt.DELETE if ins[3] == -1 else R[ins[3]]
    if rhs is UNDEF:
        raise rt.undefined_slot(code, ins[3])
    root = R[ins[1]]
    R[ins[1]] = UNDEF if root is not UNDEF else root  # drop the slot's reference while rebuilding
    try:
        R[ins[1]] = rt.assign_chain(root, ins[2], rhs, R, getrefcount(root) <= 2)
    except BaseException:
        R[ins[1]] = root
        raise


def g_LVALUE_GET(frame: Any, R: list, code: Any, ins: tuple) -> None:
    R[ins[1]] = rt.lvalue_get(R[ins[2]], ins[3], R)


def g_MULTI(frame: Any, R: list, code: Any, ins: tuple) -> None:
    R[ins[1]] = interp.multi_values(R[ins[2]], ins[3], ins[4])


def g_UNPACK(frame: Any, R: list, code: Any, ins: tuple) -> None:
    R[ins[1]] = R[ins[2]][ins[3]]


def g_CSCOUNT(frame: Any, R: list, code: Any, ins: tuple) -> None:
    R[ins[1]], R[ins[2]] = rt.cs_count(ins[3], R)


def g_CSPICK(frame: Any, R: list, code: Any, ins: tuple) -> None:
    R[ins[1]] = rt.cs_pick(R[ins[2]], R[ins[3]], ins[4], ins[5], ins[6])


def g_SWITCH_MATCH(frame: Any, R: list, code: Any, ins: tuple) -> None:
    R[ins[1]] = rt.switch_match(R[ins[2]], R[ins[3]])


# ---------------------------------------------------------------- calls
def g_CALL(frame: Any, R: list, code: Any, ins: tuple) -> None:
    args = rt.build_args(R, ins[3], ins[5], code) if ins[3] else []
    nargout = ins[4]
    if nargout < 0:
        nargout = frame.nargout if nargout == -1 else R[~nargout]
    target = ins[6]
    if target is BUILTIN:
        R[ins[1]] = call_builtin(ins[2], *args, nargout=nargout, ctx=frame.session.ctx)
    else:
        R[ins[1]] = interp.call_named(frame, ins[2], args, nargout, target)


def g_CALL_VALUE(frame: Any, R: list, code: Any, ins: tuple) -> None:
    args = rt.build_args(R, ins[3], ins[5], code)
    nargout = ins[4] if ins[4] >= 0 else frame.nargout if ins[4] == -1 else R[~ins[4]]
    R[ins[1]] = interp.call_value(frame.session, R[ins[2]], args, nargout, frame)


def g_METHOD(frame: Any, R: list, code: Any, ins: tuple) -> None:
    R[ins[1]] = interp.method_call(frame, code, ins)


def g_COMMAND(frame: Any, R: list, code: Any, ins: tuple) -> None:
    R[ins[1]] = interp.command(frame, ins)


def g_MAKE_LAMBDA(frame: Any, R: list, code: Any, ins: tuple) -> None:
    info = ins[2]
    caps = {}
    for name, s in zip(info.captures, ins[3]):
        v = R[s]
        if v is not UNDEF:
            caps[name] = v
    R[ins[1]] = FunctionHandle(None, params=info.params, text=info.text, captures=caps, target=info)


def g_MAKE_HANDLE(frame: Any, R: list, code: Any, ins: tuple) -> None:
    R[ins[1]] = interp.make_handle(frame, ins[2], ins[3])


# ---------------------------------------------------------------- display, workspace
def g_DISPLAY(frame: Any, R: list, code: Any, ins: tuple) -> None:
    frame.session.display(ins[1], defined(R[ins[2]], code, ins[2]))


def g_DISPLAY_ANS(frame: Any, R: list, code: Any, ins: tuple) -> None:
    v = R[ins[1]]
    if v is None:
        return
    for x in (v if v.__class__ is list else [v]):
        frame.set("ans", x)
        if not ins[2]:
            frame.session.display("ans", x)


def g_XLOAD(frame: Any, R: list, code: Any, ins: tuple) -> None:
    R[ins[1]] = interp.xload(frame, code, ins[2], ins[3])


def g_XSTORE(frame: Any, R: list, code: Any, ins: tuple) -> None:
    interp.xstore(frame, code, ins[1], ins[2], defined(R[ins[3]], code, ins[3]))


def g_XDECLARE(frame: Any, R: list, code: Any, ins: tuple) -> None:
    interp.xdeclare(frame, code, ins[1], ins[2])


def g_NARGIN(frame: Any, R: list, code: Any, ins: tuple) -> None:
    R[ins[1]] = float(frame.nargin)


def g_NARGOUT(frame: Any, R: list, code: Any, ins: tuple) -> None:
    R[ins[1]] = float(frame.nargout)


def g_RAISE_UNDEF(frame: Any, R: list, code: Any, ins: tuple) -> None:
    raise rt.undefined(ins[1])


def g_NOP(frame: Any, R: list, code: Any, ins: tuple) -> None:
    return None


def catch(exc: BaseException, frame: Any, code: Any, pc: int) -> Any:
    """What a ``catch`` clause receives: the MException, with this frame on its stack."""
    err = interp.to_mexception(exc)
    interp.add_stack(err, frame, code, pc)
    frame.session.last_error = err
    return err


GENERIC = {name[2:]: fn for name, fn in list(globals().items()) if name.startswith("g_")}
