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
from typing import Any

import numpy as np

from runmat_builtins.dispatch import call_builtin
from runmat_builtins.values import empty
from runmat_vm import interp
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
    return each_values(interp.range_value(R, ins, code, ctx))


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


# ---------------------------------------------------------------- element access
def array_info(v: Any) -> tuple:
    """What inline element access in compiled code caches about a variable's array:
    ``(array, rows, columns, numel, memoryview)`` for a writable 2-D float64 array owning its
    memory (such an array's class, dtype, shape and ownership never change in place; the
    memoryview reads and writes elements faster than NumPy's indexing), else ``(None, 0, 0, 0, None)``."""
    if v.__class__ is ndarray and v.dtype is F64 and v.ndim == 2 and v.base is None and v.flags.writeable:
        m, n = v.shape
        return v, m, n, m * n, memoryview(v)
    return None, 0, 0, 0, None


def catch(exc: BaseException, frame: Any, code: Any, pc: int) -> Any:
    """What a ``catch`` clause receives: the MException, with this frame on its stack."""
    err = interp.to_mexception(exc)
    interp.add_stack(err, frame, code, pc)
    frame.session.last_error = err
    return err
