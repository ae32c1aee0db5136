"""What generated native code calls besides the builtins' own definitions: leaving native code
(``decline``), MATLAB's truth test, checked scalar subscripts, a range's length, and the poll
for Ctrl-C (``_interrupted``).

Any exception raised in native code means "the slower tier decides": the tier discards the
native run and runs the same region again there, which reproduces the MATLAB error or the
answer the native code could not give exactly.
"""

from __future__ import annotations

import math
from typing import Any

import numpy as np


class Declined(Exception):
    """Native code met a case it does not answer (a kernel declining, an out-of-range subscript,
    NaN tested for truth, an undefined variable, the recursion limit)."""


def _decline1(x: float) -> float:
    """Where a kernel's template calls the kernel itself ({K}): the uncommon case declines."""
    if x == x or x != x:
        raise Declined()
    return x


def _decline2(x: float, y: float) -> float:
    if x == x or x != x:
        raise Declined()
    return x


def _answer(r: float) -> float:
    """A kernel's ``slow`` answer: NaN means it cannot answer exactly (the builtin decides)."""
    if r != r:
        raise Declined()
    return r


def _truth(x: float) -> bool:
    if x != x:
        raise Declined()
    return x != 0.0


def _finite1(r: float, x: float) -> float:
    """A C math function's answer, unless it is not finite for a finite argument (where the
    kernel's C function raises: the builtin decides)."""
    if r - r != 0.0 and x - x == 0.0:
        raise Declined()
    return r


def _finite2(r: float, x: float, y: float) -> float:
    if r - r != 0.0 and x - x == 0.0 and y - y == 0.0:
        raise Declined()
    return r


def _pow(a: float, b: float) -> float:
    """``scalar.fpow`` (``a .^ b`` of doubles) made native: C's ``pow`` (what Python's ``a ** b``
    computes); declining where the kernel does (a negative base with an exponent that is not an
    integer: complex; an overflow of finite arguments), 0 to a negative power its signed Inf."""
    if a < 0.0 and not (b - b == 0.0 and b == np.floor(b)):   # (math.floor: a 64-bit int in Numba)
        raise Declined()
    r = a ** b
    if r - r != 0.0 and r == r and a - a == 0.0 and b - b == 0.0 and a != 0.0:
        raise Declined()
    return r


def _whole(d: float) -> float:
    """A double operand of a uint64 operation: an integer of magnitude below 2^53 (exact beside a
    uint64, as the interpreter's ``wide_binary`` takes it); anything else declines (the builtin's)."""
    if not (d > -9007199254740992.0 and d < 9007199254740992.0) or d != math.floor(d):
        raise Declined()
    return d


def _below63(a: Any) -> Any:
    """The dividend of a uint64 ``/``: below 2^63 (where the exact rounded quotient is the builtin's
    long double one, ``scalar.uint64_divide``); from 2^63 it declines."""
    if a >= _U63:
        raise Declined()
    return a


_U63 = np.uint64(1 << 63)


def _u64_of(d: float) -> Any:
    """A double divisor of a uint64 (``/``, ``idivide``, ``mod``, bit operations): an integer in
    0 .. 2^53 - 1, as a uint64; anything else declines (the builtin's)."""
    if not (d >= 0.0 and d < 9007199254740992.0) or d != math.floor(d):
        raise Declined()
    return np.uint64(d)


def _sub(i: float, n: int) -> int:
    """A 1-based scalar subscript within 1..n as a 0-based index; anything else declines."""
    if not (i >= 1.0 and i <= n) or i != math.floor(i):
        raise Declined()
    return int(i) - 1


def _get1(a: Any, i: float) -> float:
    k = _sub(i, a.size)
    m = a.shape[0]
    if m == 1:   # a row (text, a row vector): no division
        return a[0, k]
    return a[k % m, k // m]


def _get2(a: Any, i: float, j: float) -> float:
    return a[_sub(i, a.shape[0]), _sub(j, a.shape[1])]


def _set1(a: Any, i: float, x: float) -> None:
    k = _sub(i, a.size)
    m = a.shape[0]
    if m == 1:
        a[0, k] = x
        return
    a[k % m, k // m] = x


def _set2(a: Any, i: float, j: float, x: float) -> None:
    a[_sub(i, a.shape[0]), _sub(j, a.shape[1])] = x


def _shrink(a: Any, i: float) -> Any:
    """``a(i) = []`` of a double row or column ``a`` where ``i`` is its last element: a view one
    shorter (a row stays 1xN, a column Nx1; 1x1 becomes 1x0); anything else declines."""
    n = a.size
    if n == 0 or i != n:
        raise Declined()
    if a.shape[0] == 1:
        return a[:, :n - 1]
    if a.shape[1] == 1:
        return a[:n - 1, :]
    raise Declined()


def _grow_set1(v: Any, b: Any, i: float, x: float) -> Any:
    """``v(i) = x`` of a double array ``v`` whose subscript may be one past its end (``x(end+1) = x``):
    in range, the element; one past the end of a row (or of a 0x0 array) the row one longer, written
    into its buffer ``b`` (whose prefix ``v`` is, when ``b`` is a row) or a new one of twice the room.
    Returns (the array, its buffer); anything else declines (growth by more, of a column or matrix)."""
    n = v.size
    if i >= 1.0 and i <= n and i == math.floor(i):
        _set1(v, i, x)
        return v, b
    if i != n + 1 or not (v.shape[0] == 1 or (v.shape[0] == 0 and v.shape[1] == 0)):
        raise Declined()
    if b.shape[0] == 1 and n < b.shape[1] and v.shape[0] == 1:
        b[0, n] = x
        return b[:, :n + 1], b
    nb = np.empty((1, max(16, 2 * (n + 1))))
    for j in range(n):
        nb[0, j] = v[0, j]
    nb[0, n] = x
    return nb[:, :n + 1], nb


def _buffer(v: Any, n: int) -> Any:
    """The code points of a 1xN (or empty) char array in a buffer with room to grow (``t = [t c]``)."""
    b = np.empty(max(16, 2 * n), np.uint32)
    for i in range(n):
        b[i] = v[0, i]
    return b


def _grow(b: Any) -> Any:
    out = np.empty(2 * b.size, np.uint32)
    out[:b.size] = b
    return out


def _count(start: float, step: float, stop: float) -> int:
    """Iterations of start:step:stop (``runtime.range_count``, compiled from its own definition)
    made native; an empty range declines (the loop variable would become an empty array)."""
    n = _range_count(start, step, stop)
    if n == 0:
        raise Declined()
    return n


def _u64_count(a: Any, t: Any, stop: float) -> int:
    """Iterations of a:t:stop with a uint64 start ``a``, a uint64 step ``t`` (from a whole double,
    ``_u64_of``) and a double ``stop``: colon's exact uint64 range (``ranges._wide_integer_colon``:
    the stop saturated to the class).  An empty range, a step of 0, a stop that is not whole (colon
    rounds the double range) or more than 2^16 iterations decline (the slower tier builds the range
    as an array, which the array size preference bounds: ``limits.check_array_size``)."""
    if stop != np.floor(stop) or stop < 0.0 or t == _U0:
        raise Declined()
    b = _UMAX if stop >= 18446744073709551616.0 else np.uint64(stop)
    if b < a:
        raise Declined()
    m = (b - a) // t
    if m >= _U16:
        raise Declined()
    return int(m) + 1


_U0 = np.uint64(0)
_UMAX = np.uint64((1 << 64) - 1)
_U16 = np.uint64(1 << 16)
POLL = 1 << 14      # loop back-edges (or function entries) between two polls for Ctrl-C


def _interrupt_intrinsic() -> Any:
    """``_interrupted()`` for native code: lets other threads run for a moment (native code holds
    the GIL: a thread pressing Ctrl-C with ``_thread.interrupt_main``, or the CLI's watchdog, needs
    it), then takes a pending SIGINT (``PyOS_InterruptOccurred``: true once per SIGINT, which it
    consumes; the tier raises it again when native code has left): 1.  Else it runs the Python
    handlers of any other pending signal (``PyErr_CheckSignals``: a SIGPROF/SIGALRM time bound
    such as the fuzz runner's, a SIGTERM handler); when one raised, its exception is taken
    (``PyErr_Fetch``, a reference the tier takes over) and its address returned, so the unit
    leaves at a statement boundary and the tier raises it.  0: nothing pending.  C functions
    are named, not addressed, so units that poll stay in Numba's disk cache."""
    from llvmlite import ir
    from numba.core import cgutils, types
    from numba.extending import intrinsic

    @intrinsic
    def _interrupted(typingctx: Any) -> Any:
        def codegen(context: Any, builder: Any, signature: Any, args: Any) -> Any:
            mod = builder.module
            vp = ir.IntType(8).as_pointer()
            i32, i64 = ir.IntType(32), ir.IntType(64)
            fn = cgutils.get_or_insert_function
            save = fn(mod, ir.FunctionType(vp, []), "PyEval_SaveThread")
            restore = fn(mod, ir.FunctionType(ir.VoidType(), [vp]), "PyEval_RestoreThread")
            occurred = fn(mod, ir.FunctionType(i32, []), "PyOS_InterruptOccurred")
            check = fn(mod, ir.FunctionType(i32, []), "PyErr_CheckSignals")
            triple = ir.FunctionType(ir.VoidType(), [vp.as_pointer()] * 3)
            fetch = fn(mod, triple, "PyErr_Fetch")
            normalize = fn(mod, triple, "PyErr_NormalizeException")
            decref = fn(mod, ir.FunctionType(ir.VoidType(), [vp]), "Py_DecRef")   # NULL is fine
            out = cgutils.alloca_once_value(builder, ir.Constant(i64, 0))
            parts = [cgutils.alloca_once(builder, vp) for _ in range(3)]
            builder.call(restore, [builder.call(save, [])])
            sigint = builder.icmp_signed("!=", builder.call(occurred, []), ir.Constant(i32, 0))
            with builder.if_else(sigint) as (then, otherwise):
                with then:
                    builder.store(ir.Constant(i64, 1), out)
                with otherwise:
                    raised = builder.icmp_signed("!=", builder.call(check, []), ir.Constant(i32, 0))
                    with builder.if_then(raised, likely=False):
                        builder.call(fetch, parts)
                        builder.call(normalize, parts)
                        builder.call(decref, [builder.load(parts[0])])
                        builder.call(decref, [builder.load(parts[2])])
                        builder.store(builder.ptrtoint(builder.load(parts[1]), i64), out)
            return builder.load(out)
        return types.int64(), codegen
    return _interrupted


def _counters_intrinsic(n: int) -> Any:
    """``_counters(cp)`` for native code: the counters (``tier.CNT``, ``n`` int64 rows) seen as an
    array again from their address ``cp``, with no reference count (a unit passes the address to
    the units it calls: an array argument costs an atomic increment and decrement per call)."""
    import numba
    from llvmlite import ir
    from numba.core import types
    from numba.extending import intrinsic

    @intrinsic
    def _pointer(typingctx: Any, p: Any) -> Any:
        def codegen(context: Any, builder: Any, signature: Any, args: Any) -> Any:
            return builder.inttoptr(args[0], ir.IntType(64).as_pointer())
        return types.CPointer(types.int64)(types.int64), codegen

    def _counters(cp: int) -> Any:
        return numba.carray(_pointer(cp), (n,))
    return numba.njit(_counters, cache=True, inline="always")


_range_count: Any = None
_DONE: dict[str, Any] = {}
_PY = (_decline1, _decline2, _answer, _truth, _finite1, _finite2, _pow, _whole, _below63, _u64_of, _u64_count, _sub, _get1, _get2, _set1, _set2, _count, _shrink, _grow_set1, _buffer,
       _grow)
_INLINE = (_sub, _get1, _get2, _set1, _set2)
_EXTENDED: list[bool] = []


def namespace() -> dict[str, Any]:
    """The helpers compiled by Numba, by the names generated code uses (built once)."""
    if _DONE:
        return _DONE
    import numba

    from runmat_vm import runtime as rt

    if not _EXTENDED:
        _extend_numba()
    global _range_count
    _range_count = numba.njit(rt.range_count, cache=True)
    _DONE["Declined"] = Declined
    from runmat_vm.native.tier import EXC, STOP, TICK   # rows of the counters: passes since the last poll; interrupted; what raised

    _DONE["_interrupted"] = _interrupt_intrinsic()
    from runmat_vm.native.tier import CNT

    # the rows as non-negative indices: a negative one costs a wrap-around test at each access
    n = len(CNT)
    _DONE.update(POLL=POLL, TICK=n + TICK, STOP=n + STOP, EXC=n + EXC)
    _DONE["_counters"] = _counters_intrinsic(n)
    g = globals()
    for f in _PY:
        # callers compiled later see the compiled one; _count is not cached on disk: Numba keys
        # its cache on this file alone, and it holds runtime.range_count (a change there kept a
        # stale count: 1:3e302 ran no iteration natively); the subscript helpers are inlined where
        # used (a call per element access costs more than they do)
        inline = "always" if f in _INLINE else "never"
        g[f.__name__] = _DONE[f.__name__] = numba.njit(f, cache=f is not _count, inline=inline)
    return _DONE


def _extend_numba() -> None:
    """Teach Numba ``float.is_integer()``, which the kernels' templates use (once per process)."""
    from numba.core import types
    from numba.extending import overload_method

    @overload_method(types.Float, "is_integer")
    def _is_integer(x: Any) -> Any:
        def impl(x: Any) -> bool:
            return x - x == 0.0 and x == np.floor(x)
        return impl
    _EXTENDED.append(True)


def clear() -> None:
    """Forget the compiled helpers (the next unit compiles them again)."""
    _DONE.clear()
