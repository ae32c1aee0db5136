"""The bytecode interpreter: one loop over register instructions, plus calls.

The hot opcodes (scalar arithmetic, moves, jumps, loops, element reads, calls) and the
control opcodes are tested first in one if-chain, with inline fast paths for double
scalars (Python floats); every other opcode runs the generic implementation this module
registers for it in the opcode table (``code.OPCODES[op].run``, the ``g_<OPNAME>``
functions below), the same function the compiled tier calls.  Everything else goes through
``call_builtin`` and the helpers in :mod:`runmat_vm.runtime`.  Copy-on-write: ``x(i) = v``
mutates in place only when the slot holds the only reference to an array that owns its memory.
"""

from __future__ import annotations

import os
import sys
from typing import Any

import numpy as np

from runmat_builtins import errors
from runmat_builtins.dispatch import call_builtin
from runmat_builtins.values.input_names import InputNames
from runmat_builtins.errors import MException, StackFrame
from runmat_builtins.values import FunctionHandle, StructArray, cell_array, empty, to_str
from runmat_vm import device_loops, fused, handover, liveness
from runmat_vm import runtime as rt
from runmat_vm import scalar_classes
from runmat_vm.scalar_calls import COUNTS, SITES
from runmat_vm.compiler import BUILTIN
from runmat_vm.code import (
    ASSIGN_CHAIN, ASSIGN_INDEX, BIN, BRACE, DEBUG_LINE, CALL, CALL_VALUE, CELL, COMMAND, CONCAT, CONTROL, CSCOUNT, CSLIST, CSPICK,
    DISPLAY, DISPLAY_ANS, DYNFIELD, END, FIELD, FUSED, FOR_EACH, FOR_EACH_INIT, FOR_RANGE, FOR_RANGE_INIT, INDEX, JUMP,
    JUMP_IF_FALSE, JUMP_IF_TRUE, LVALUE_GET, MAKE_HANDLE, MAKE_LAMBDA, METHOD, MOVE, MULTI, NARGIN, NARGOUT, NOP,
    OPCODES, PARFOR, POP_TRY, RAISE_UNDEF, RETURN, RETURN_VALUE, SETUP_TRY, SWITCH_MATCH, TRUTH, UN, UNDEF, UNPACK,
    XDECLARE, XLOAD, XSTORE, generic,
)

ndarray = np.ndarray
F64 = rt.F64
BOOL = rt.BOOL
_F32 = np.dtype(np.float32)
getrefcount = sys.getrefcount
sc_binary = scalar_classes.binary
sc_unary = scalar_classes.unary
RECURSION_LIMIT = 500
JIT: Any = None  # the compiled tier (runmat_vm.jit.tier.Tier) when installed; see runmat_vm/jit
# what JIT.enter returns when the code stays interpreted (the tier's DECLINED is this object)
DECLINED = type("Declined", (), {"__repr__": lambda self: "<declined>", "__slots__": ()})()
_SOLE = 3  # getrefcount of an array referenced only by its slot (slot + local + argument)


class Frame:
    """One workspace: the value list ``R`` and the name -> slot map."""

    __slots__ = ("code", "R", "names", "own_names", "nargin", "nargout", "parent", "caller",
                 "session", "free", "_globals", "name", "filename", "kind", "fndef")

    def __init__(self, session: Any, R: list, names: dict, *, code: Any = None, kind: str = "function",
                 name: str = "", filename: str = "", nargin: int = 0, nargout: int = 0,
                 parent: Frame | None = None, caller: Frame | None = None) -> None:
        self.session = session
        self.R = R
        self.names = names
        self.own_names = False
        self.code = code
        self.kind = kind
        self.name = name
        self.filename = filename
        self.nargin = nargin
        self.nargout = nargout
        self.parent = parent
        self.caller = caller
        self.free: list[int] = []
        self._globals: set[str] | None = None
        self.fndef = None

    @property
    def globals(self) -> set[str]:
        """Names declared ``global`` in this workspace (the set is made on first use)."""
        g = self._globals
        if g is None:
            g = self._globals = set()
        return g

    @globals.setter
    def globals(self, value: set[str]) -> None:
        self._globals = value

    # slots for script chunks and dynamic variables (eval, assignin, load)
    def alloc_temp(self) -> int:
        if self.free:
            return self.free.pop()
        self.R.append(None)
        return len(self.R) - 1

    def release(self, slots: list[int]) -> None:
        R = self.R
        for s in slots:
            R[s] = None
        if self.free.__class__ is not list:  # a function call's frame starts with a shared empty tuple
            self.free = []
        self.free.extend(slots)

    def var_slot(self, name: str) -> int:
        s = self.names.get(name)
        if s is None:
            if not self.own_names:
                self.names = dict(self.names)
                self.own_names = True
            self.R.append(UNDEF)
            s = self.names[name] = len(self.R) - 1
        return s

    def get(self, name: str) -> Any:
        s = self.names.get(name)
        if s is None:
            return UNDEF
        return self.R[s]

    def set(self, name: str, value: Any) -> None:
        self.R[self.var_slot(name)] = value

    def defined_names(self) -> list[str]:
        R = self.R  # names with '#' are the VM's own (runmat_vm/arguments.py), never MATLAB variables
        return sorted(n for n, s in self.names.items() if R[s] is not UNDEF and "#" not in n)


# ---------------------------------------------------------------------- errors
def to_mexception(exc: BaseException) -> MException:
    if isinstance(exc, MException):
        return exc
    if isinstance(exc, RecursionError):
        return MException("MATLAB:recursionLimit", f"Maximum recursion limit of {RECURSION_LIMIT} reached.")
    return MException(errors.INTERNAL, f"{type(exc).__name__}: {exc}")


def add_stack(err: MException, frame: Frame, code: Any, pc: int) -> None:
    seen = getattr(err, "_vm_seen", None)
    if seen is None:
        seen = set()
        try:
            err._vm_seen = seen  # type: ignore[attr-defined]
        except Exception:
            return
    key = id(frame)
    if key in seen:
        return
    seen.add(key)
    if err.builtin == "" and frame.kind == "function":
        err.builtin = frame.name
    name = frame.name
    if not name and code.kind == "script" and code.filename and not code.filename.startswith("<"):
        name = os.path.splitext(os.path.basename(code.filename))[0]  # a script names its frame
    err.stack.append(StackFrame(code.filename or "", name, code.line_at(pc)))


# ---------------------------------------------------------------------- the loop
def execute(frame: Frame, code: Any) -> Any:
    """Run ``code`` in ``frame``; returns the RETURN_VALUE operand (anonymous functions) or None."""
    if JIT is not None:
        r = JIT.enter(frame, code)
        if r is not DECLINED:
            return r
    return interpret(frame, code)


def interpret(frame: Frame, code: Any, pc: int = 0) -> Any:
    """The interpreter loop itself (``execute`` without asking the compiled tier first).

    The hot opcodes and the control opcodes are inline; every other one runs its
    generic implementation from the opcode table (``code.OPCODES[op].run``).  ``pc`` is where
    to start: compiled code that deoptimises (docs/jit.md) resumes here with ``frame.R``
    current, its loops' states in their registers and no ``try`` open."""
    instrs = code.instrs
    R = frame.R
    sess = frame.session
    ctx = sess.ctx
    resolved = sess._resolve_cache.get  # what a name means now (filled by sess.resolve; cleared, never replaced)
    run = GENERIC
    first_generic = FIRST_GENERIC
    tries: list[tuple[int, int]] = []
    while True:
        try:
            while True:
                ins = instrs[pc]
                op = ins[0]
                pc += 1
                if op == BIN:
                    a = R[ins[2]]
                    b = R[ins[3]]
                    if a.__class__ is float and b.__class__ is float:
                        r = ins[4](a, b)
                        if r is not NotImplemented:
                            R[ins[1]] = r
                            continue
                    elif a.__class__ is bool and b.__class__ is bool and ins[6] is not None:
                        R[ins[1]] = ins[6](a, b)
                        continue
                    elif a.__class__ is ndarray or b.__class__ is ndarray:  # integer or single scalars
                        r = sc_binary(ins[5], a, b)
                        if r is not NotImplemented:
                            COUNTS[ins[5]]()
                            R[ins[1]] = r
                            continue
                    dy = (code.dying or liveness.mark(code))[pc - 1]
                    if dy and a is not UNDEF and b is not UNDEF:
                        # a temporary operand dies here: hand it over (its buffer may be reused)
                        a = b = None
                        R[ins[1]] = handover.binary(ins[5], R, ins[2], ins[3], dy, ctx)
                        continue
                    R[ins[1]] = bin_builtin(a, b, ins, code, ctx)
                elif op == FOR_RANGE:
                    st = R[ins[2]]
                    if st.__class__ is list:
                        k = st[0] + 1
                        if k < st[1]:
                            st[0] = k
                            R[ins[1]] = st[2] + k * st[3]
                            pc = ins[3]
                    elif each_next(R, ins):  # a non-double range iterated column by column
                        pc = ins[3]
                elif op == MOVE:
                    v = R[ins[2]]
                    if v is UNDEF:
                        raise rt.undefined_slot(code, ins[2])
                    R[ins[1]] = v
                elif op == JUMP_IF_FALSE:
                    v = R[ins[1]]
                    if v.__class__ is bool:
                        if not v:
                            pc = ins[2]
                    elif v.__class__ is float and v == v:
                        if v == 0.0:
                            pc = ins[2]
                    elif not truth(v, code, ins[1]):
                        pc = ins[2]
                elif op == INDEX:
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
                                    continue
                            elif len(args) == 2:
                                k = R[args[0]]
                                j = R[args[1]]
                                if k.__class__ is float and j.__class__ is float and 1.0 <= k <= v.shape[0] \
                                        and 1.0 <= j <= v.shape[1] and k.is_integer() and j.is_integer():
                                    i = int(k)
                                    c = int(j)
                                    R[ins[1]] = v.item(i - 1, c - 1)
                                    continue
                        elif len(args) == 1 and v.ndim == 2 and (dt.kind in "iuU" or dt is _F32):
                            # s(k) of a char, integer or single matrix: its 1x1 (a copy: the
                            # matrix may later change in place)
                            k = R[args[0]]
                            if k.__class__ is float and 1.0 <= k <= v.size and k.is_integer():
                                i = int(k) - 1
                                m = v.shape[0]
                                r = i % m
                                c = i // m
                                R[ins[1]] = v[r:r + 1, c:c + 1].copy()
                                continue
                    R[ins[1]] = index_slow(frame, code, v, ins)
                elif op == ASSIGN_INDEX:
                    v = None  # hold no reference of our own: the store checks sole ownership
                    rt.store_index(R, code, ins)
                elif op == JUMP:
                    t = ins[1]
                    if t < pc:  # a while loop's back edge: maybe the rest as a device loop, or compiled
                        e = device_loops.back_edge(frame, code, pc - 1)
                        if e >= 0:
                            pc = e
                            continue
                        if JIT is not None:
                            t = JIT.back_edge(frame, code, t)
                    pc = t
                elif op == CALL:
                    name = ins[2]
                    # a builtin on scalars, for one output (an anonymous function's body: its caller's)
                    if ins[6] is None and (ins[4] == 1 or ins[4] == -1 and frame.nargout == 1) and not ins[5]:
                        fast = SITES[name]  # of the builtin call_builtin runs for name
                        if fast is not None and name not in frame.names and resolved(name) == name:
                            r = fast(R, ins[3])
                            if r is not NotImplemented:
                                R[ins[1]] = r
                                continue
                    args = rt.build_args(R, ins[3], ins[5], code) if ins[3] else []
                    nargout = ins[4]
                    if nargout < 0:
                        nargout = frame.nargout if nargout == -1 else R[~nargout]
                    target = ins[6]
                    if target is None and (code.dying or liveness.mark(code))[pc - 1]:
                        # arguments whose temporary dies here: only `args` holds them now, and a
                        # builtin gets them from it without a reference left (handover.call_list)
                        handover.clear(R, ins[3], code.dying[pc - 1])
                    if target is BUILTIN:
                        R[ins[1]] = call_builtin(ins[2], *args, nargout=nargout, ctx=ctx)
                    elif target is not None and target.kind == "function" and target.parent is None:
                        R[ins[1]] = invoke_user(sess, target, args, nargout, None, frame)
                    else:
                        R[ins[1]] = call_named(frame, ins[2], args, nargout, target)
                elif op == RETURN:  # once per call: early in the chain
                    return None
                elif op == UN:
                    a = R[ins[2]]
                    if a.__class__ is float and ins[3] is not None:
                        r = ins[3](a)
                        if r is not NotImplemented:
                            R[ins[1]] = r
                            continue
                    elif a.__class__ is bool and ins[4] == "not":
                        R[ins[1]] = not a
                        continue
                    elif a.__class__ is ndarray:
                        r = sc_unary(ins[4], a)
                        if r is not NotImplemented:
                            COUNTS[ins[4]]()
                            R[ins[1]] = r
                            continue
                    if a is not UNDEF and (code.dying or liveness.mark(code))[pc - 1]:
                        a = None
                        R[ins[1]] = handover.unary(ins[4], R, ins[2], ctx)
                        continue
                    R[ins[1]] = un_builtin(a, ins, code, ctx)
                elif op >= first_generic:  # everything not inline: one test instead of the cold inline ones
                    v = None
                    run[op](frame, R, code, ins)
                elif op == FOR_RANGE_INIT:
                    t = device_loops.enter(frame, code, pc - 1)  # a loop over a gpuArray: one loop kernel
                    if t >= 0:
                        pc = t
                        continue
                    if JIT is not None:
                        t = JIT.loop(frame, code, pc - 1)
                        if t >= 0:
                            pc = t
                            continue
                    start = R[ins[3]]
                    step = R[ins[4]]
                    stop = R[ins[5]]
                    if start.__class__ is float and step.__class__ is float and stop.__class__ is float:
                        n = rt.range_count(start, step, stop)
                        if n == 0:
                            R[ins[1]] = np.zeros((1, 0))
                            pc = ins[6]
                        else:
                            R[ins[2]] = [0, n, start, step]
                            R[ins[1]] = start
                    elif not each_start(R, ins, range_value(R, ins, code, ctx)):
                        pc = ins[6]
                elif op == FOR_EACH_INIT:
                    if JIT is not None:
                        t = JIT.loop(frame, code, pc - 1)
                        if t >= 0:
                            pc = t
                            continue
                    if not each_start(R, ins, R[ins[3]]):
                        pc = ins[4]
                elif op == FOR_EACH:
                    if each_next(R, ins):
                        pc = ins[3]
                elif op == JUMP_IF_TRUE:
                    v = R[ins[1]]
                    if v is True or (v.__class__ is not bool and rt.truth(v)):
                        pc = ins[2]
                elif op == TRUTH:
                    v = R[ins[2]]
                    R[ins[1]] = v if v.__class__ is bool else sc_truth(v, ins[3], code, ins[2])
                elif op == SETUP_TRY:
                    tries.append((ins[1], ins[2]))
                elif op == POP_TRY:
                    tries.pop()
                elif op == RETURN_VALUE:
                    v = R[ins[1]]
                    if v is UNDEF:
                        raise rt.undefined_slot(code, ins[1])
                    return v
                elif op == FUSED:  # a marked elementwise tree (runmat_vm.fused): fused, or its own code
                    r = fused.run(frame, ins, [R[s] for s in ins[2]], code, pc - 1)
                    if r is not None:
                        R[ins[1]] = r
                        pc = ins[4]
                else:  # pragma: no cover
                    raise MException(errors.INTERNAL, f"bad opcode {op}")
        except Exception as exc:
            err = to_mexception(exc)
            add_stack(err, frame, code, pc - 1)
            if sess.debugger is not None:  # dbstop if error / if caught error
                sess.debugger.at_error(frame, code, pc - 1, err)
            if tries:
                handler, slot = tries.pop()
                sess.last_error = err
                if slot >= 0:
                    R[slot] = err
                pc = handler
                continue
            if err is exc:
                raise
            raise err from exc


class EachState:
    __slots__ = ("k", "n", "a")

    def __init__(self, n: int, a: Any) -> None:
        self.k = 0
        self.n = n
        self.a = a


def each_start(R: list, ins: tuple, value: Any) -> bool:
    """Start a loop over the columns of ``value`` (var ins[1], state ins[2]); False when it has
    none (the variable is then the empty value MATLAB leaves)."""
    n, a = rt.for_columns(value)
    if n == 0:
        R[ins[1]] = value if value.__class__ is ndarray else empty()
        return False
    R[ins[2]] = EachState(n, a)
    R[ins[1]] = rt.column(a, 0)
    return True


def each_next(R: list, ins: tuple) -> bool:
    """The next column of a loop started by :func:`each_start`; False at the end."""
    st = R[ins[2]]
    k = st.k + 1
    if k < st.n:
        st.k = k
        R[ins[1]] = rt.column(st.a, k)
        return True
    return False


def range_value(R: list, ins: tuple, code: Any, ctx: Any) -> Any:
    """A FOR_RANGE_INIT range that is not all double scalars: the array ``colon`` builds."""
    for s in ins[3:6]:
        if R[s] is UNDEF:
            raise rt.undefined_slot(code, s)
    return call_builtin("colon", R[ins[3]], R[ins[4]], R[ins[5]], ctx=ctx)


def multi_values(v: Any, n: int, what: str) -> tuple:
    """Normalize the right-hand side of ``[a, b] = ...`` to a sequence of at least n values."""
    if v.__class__ is tuple:
        return v
    if v.__class__ is list:
        if len(v) < n:
            raise MException("MATLAB:needMoreRhsOutputs",
                             "Insufficient number of outputs from right hand side of equal sign to satisfy assignment.")
        return tuple(v)
    if n <= 1:
        return (v,)
    raise MException(errors.TOO_MANY_OUTPUTS, errors.TOO_MANY_OUTPUTS_MSG)


# ---------------------------------------------------------------------- calls
def index_slow(frame: Frame, code: Any, v: Any, ins: tuple) -> Any:
    if v is UNDEF:
        raise rt.undefined_slot(code, ins[2])
    args = rt.build_args(frame.R, ins[3], ins[4], code)
    if v.__class__ is FunctionHandle:
        nargout = ins[5]
        if nargout < 0:
            nargout = frame.nargout if nargout == -1 else frame.R[~nargout]
        return call_value(frame.session, v, args, nargout, frame)
    if v.__class__ is not ndarray:  # a class that takes whole read chains (runtime.chain_step)
        out = rt.chain_step(v, [("()", tuple(args))], ins[6])
        if out is not NotImplemented:
            return out
    return rt.index_value(v, args)


def method_call(frame: Frame, code: Any, ins: tuple) -> Any:
    """``v.name(args)``: an object's method, else the field's value indexed (or called)."""
    v = frame.R[ins[2]]
    if v is UNDEF:
        raise rt.undefined_slot(code, ins[2])
    args = rt.build_args(frame.R, ins[4], ins[5], code)
    nargout = ins[6] if ins[6] >= 0 else frame.nargout if ins[6] == -1 else frame.R[~ins[6]]
    if v.__class__ is not StructArray:  # a class that takes whole read chains (runtime.chain_step)
        out = rt.chain_step(v, [(".", ins[3]), ("()", tuple(args))], ins[7], max(nargout, 1))
        if out is not NotImplemented:
            return out
    meth = getattr(type(v), "__matlab_method__", None)
    if meth is not None:
        return meth(v, ins[3], tuple(args), max(nargout, 1))
    if isinstance(v, MException) and ins[3] in errors.EXCEPTION_METHODS:  # ME.addCause(c), ME.throw()
        return call_builtin(ins[3], v, *args, nargout=max(nargout, 0), ctx=frame.session.ctx)
    f = rt.field_single(v, ins[3])
    if f.__class__ is FunctionHandle:
        return call_value(frame.session, f, args, nargout, frame)
    return rt.index_value(f, args)


def call_named(frame: Frame, name: str, args: list, nargout: int, target: Any) -> Any:
    """Call ``name`` resolved at compile time (``target``) or now: variable, function, builtin."""
    sess = frame.session
    if target is not None:
        return invoke(sess, target, args, nargout, frame)
    s = frame.names.get(name)
    if s is not None:
        v = frame.R[s]
        if v is not UNDEF:  # a variable created at run time (eval, load, a script)
            if args and args[-1].__class__ is InputNames:
                args = args[:-1]
            if not args:
                return v
            if v.__class__ is FunctionHandle:
                return call_value(sess, v, args, nargout, frame)
            return rt.index_value(v, args)
    if args and sess.classes is not None:  # a method of an object argument wins (runmat_vm/classes)
        plain = args[:-1] if args[-1].__class__ is InputNames else args
        meth = sess.classes.dispatch(name, plain)
        if meth is not None:
            return meth(plain, nargout, frame)
    fn = sess.resolve(name)
    if fn.__class__ is str:  # a builtin (the usual case); `args` is consumed
        return handover.call_list(fn, args, nargout, sess.ctx)
    if args and args[-1].__class__ is InputNames:  # meant for a builtin a user function shadows
        args = args[:-1]
    if fn is None:
        raise rt.undefined_call(name) if args else rt.undefined(name)
    return invoke(sess, fn, args, nargout, frame)


def invoke(sess: Any, fn: Any, args: list, nargout: int, frame: Frame) -> Any:
    if fn.__class__ is str:  # a builtin name
        return call_builtin(fn, *args, nargout=nargout, ctx=sess.ctx)
    kind = fn.kind
    if kind == "native":  # a class constructor, Class.member, obj@Super (runmat_vm/classes)
        return fn.invoke(sess, args, nargout, frame)
    if kind == "script":
        if args or nargout > 0:  # MATLAB: a script takes no inputs and returns nothing
            raise MException("MATLAB:scriptNotAFunction",
                             f"Attempt to execute SCRIPT {fn.name} as a function:\n{fn.filename}")
        sess.run_script_in(frame, fn)
        return None
    parent = None
    if fn.parent is not None:
        parent = find_parent_frame(frame, fn)
    return invoke_user(sess, fn, args, nargout, parent, frame)


def find_parent_frame(frame: Frame | None, fn: Any) -> Frame | None:
    want = fn.parent
    f = frame
    while f is not None:
        if f.fndef is want:
            return f
        f = f.parent
    return None


def invoke_user(sess: Any, fn: Any, args: list, nargout: int, parent: Frame | None, caller: Frame | None) -> Any:
    """Call a user function: bind (arguments into a fresh register list, the frame), then run.

    The common case (no resolver body, arguments filling leading parameter slots, outputs
    within the declared ones) is a handful of operations; everything else (arity errors,
    varargin, ``~`` parameters) goes through :func:`bind_args`."""
    code = fn.code if sess.resolver is None else sess.body_of(fn)
    nargs = len(args)
    if nargs <= code.fast_nargs and nargout <= code.max_nargout and args.__class__ is list:
        R = code.template[:]
        if nargs:
            R[:nargs] = args
    else:
        R = bind_args(code, fn, args, nargout)
    frame = call_frame(sess, R, code.varmap, code, "function", fn.name, nargs, nargout, parent, caller, fn)
    if sess.depth >= RECURSION_LIMIT:
        raise MException("MATLAB:recursionLimit",
                         f"Maximum recursion limit of {RECURSION_LIMIT} reached.")
    ctx = sess.ctx
    saved = ctx.frame
    ctx.frame = frame
    sess.depth += 1
    try:
        if JIT is None or JIT.enter(frame, code) is DECLINED:
            interpret(frame, code)
    except BaseException:
        unwind(R)
        raise
    finally:
        sess.depth -= 1
        ctx.frame = saved
    if nargout <= 1:
        s = code.first_out
        if s >= 0:
            v = R[s]
            if v is not UNDEF:
                return v
    return collect_outputs(frame, code, nargout)


_new_frame = object.__new__


def unwind(R: list) -> None:
    """A function's workspace ends with an error, before a caller's catch runs: MATLAB destroys
    its variables then, so objects with a destructor (onCleanup's ``__matlab_unwind__``) run it
    now (the traceback would keep them alive), and the registers are released."""
    for v in R:
        hook = getattr(type(v), "__matlab_unwind__", None)
        if hook is not None:
            hook(v)
    R[:] = [UNDEF] * len(R)


def call_frame(sess: Any, R: list, names: dict, code: Any, kind: str, name: str, nargin: int, nargout: int,
               parent: Frame | None, caller: Frame | None, fndef: Any) -> Frame:
    """A called function's or lambda's frame: :class:`Frame`'s fields set positionally (a call
    pays no keyword parsing), ``free`` the shared empty tuple ``release`` replaces."""
    frame = _new_frame(Frame)
    frame.session = sess
    frame.R = R
    frame.names = names
    frame.own_names = False
    frame.code = code
    frame.kind = kind
    frame.name = name
    frame.filename = code.filename
    frame.nargin = nargin
    frame.nargout = nargout
    frame.parent = parent
    frame.caller = caller
    frame.free = ()
    frame._globals = None
    frame.fndef = fndef
    return frame


def bind_args(code: Any, fn: Any, args: Any, nargout: int) -> list:
    """The general bind step: arity errors, ``~`` parameters, varargin."""
    nparams = code.nparams
    nargs = len(args)
    if nargs > nparams and not code.varargin:
        raise arity_error(errors.TOO_MANY_INPUTS, errors.TOO_MANY_INPUTS_MSG, fn.name)
    if nargout > code.nouts and not code.varargout:
        raise arity_error("MATLAB:TooManyOutputs", errors.TOO_MANY_OUTPUTS_MSG, fn.name)
    R = code.template[:]
    ps = code.param_slots
    for i in range(nargs if nargs < nparams else nparams):
        s = ps[i]
        if s >= 0:
            R[s] = args[i]
    if code.varargin:
        R[code.varargin_slot] = cell_array(list(args[nparams:]))
    return R


def arity_error(identifier: str, message: str, name: str) -> MException:
    """Too many inputs/outputs for a user function: MATLAB reports it as 'Error using NAME'."""
    err = MException(identifier, message)
    err.builtin = name
    return err


def collect_outputs(frame: Frame, code: Any, nargout: int) -> Any:
    R = frame.R
    outs = code.output_slots
    if nargout <= 1:
        if outs:
            v = R[outs[0]]
            if v is UNDEF:
                if nargout == 1:
                    raise unassigned(code, 0)
                return None
            return v
        if code.varargout:
            vo = R[code.varargout_slot]
            if vo is UNDEF or getattr(vo, "size", 0) == 0:
                if nargout == 1:
                    raise unassigned(code, 0)
                return None
            return vo.flat[0]
        return None
    values = []
    nouts = len(outs)
    for i in range(nargout):
        if i < nouts:
            v = R[outs[i]]
            if v is UNDEF:
                raise unassigned(code, i)
        else:
            vo = R[code.varargout_slot]
            k = i - nouts
            if vo is UNDEF or k >= getattr(vo, "size", 0):
                raise unassigned(code, i)
            v = vo.flatten(order="F")[k]
        values.append(v)
    return tuple(values)


def unassigned(code: Any, i: int) -> MException:
    names = list(code.outputs)
    name = names[i] if i < len(names) else (names[-1] if names else "varargout")
    return MException("MATLAB:unassignedOutputs",
                      f"Output argument \"{name}\" (and possibly others) not assigned a value in the "
                      f"execution with \"{code.name}\" function.")


def call_value(sess: Any, fn: Any, args: list, nargout: int, frame: Frame | None) -> Any:
    """Call a function value: a handle (anonymous, local, nested, named) or a name."""
    if fn.__class__ is not FunctionHandle:

        try:
            name = to_str(fn)
        except TypeError:
            raise MException("MATLAB:UndefinedFunction",
                             "Argument must contain a character vector or function handle.") from None
        target = sess.resolve(name)
        if target is None:
            raise rt.undefined_call(name)
        return invoke(sess, target, args, nargout, frame or sess.base)
    target = fn.target
    tcls = target.__class__.__name__
    if tcls == "LambdaInfo":
        return invoke_lambda(sess, fn, target, args, nargout, frame)
    if tcls == "tuple":  # (nested FunctionDef, parent frame)
        return invoke_user(sess, target[0], args, nargout, target[1], frame)
    if target is not None:
        return invoke(sess, target, args, nargout, frame or sess.base)
    resolved = sess.resolve(fn.name)
    if resolved is None:
        raise rt.undefined_call(fn.name)
    return invoke(sess, resolved, args, nargout, frame or sess.base)


def invoke_lambda(sess: Any, fh: FunctionHandle, info: Any, args: list, nargout: int, caller: Frame | None) -> Any:
    if JIT is not None and nargout <= 1 and sess.depth < RECURSION_LIMIT:  # arithmetic only: its leaf
        v = JIT.lambda_call(sess, fh, info, args)
        if v is not UNDEF:
            return v
    code = info.code
    params = info.params
    nargs = len(args)
    if nargs > len(params) and not (params and params[-1] == "varargin"):
        raise MException(errors.TOO_MANY_INPUTS, errors.TOO_MANY_INPUTS_MSG)
    R = code.template[:]
    vm = code.varmap
    for name, v in fh.captures.items():
        s = vm.get(name)
        if s is not None:
            R[s] = v
    if nargs == code.fast_nargs:   # plain parameters: slots 0..n-1 (compiler.lambda_)
        R[:nargs] = args
    else:
        for i, p in enumerate(params):
            if p == "varargin":
                R[vm[p]] = cell_array(list(args[i:]))
                break
            if i < nargs and p != "~":
                R[vm[p]] = args[i]
    frame = call_frame(sess, R, vm, code, "lambda", _lambda_name(fh), nargs, nargout, None, caller, None)
    if sess.depth >= RECURSION_LIMIT:
        raise MException("MATLAB:recursionLimit", f"Maximum recursion limit of {RECURSION_LIMIT} reached.")
    sess.depth += 1
    try:
        out = execute(frame, code)
    finally:
        sess.depth -= 1
    if nargout <= 1:
        if out.__class__ is tuple:
            return out[0] if out else None
        if out is None and nargout == 1:
            raise MException(errors.TOO_MANY_OUTPUTS, errors.TOO_MANY_OUTPUTS_MSG)
        return out
    if out.__class__ is tuple:
        return out
    if out.__class__ is list:
        return multi_values(out, nargout, "")
    raise MException(errors.TOO_MANY_OUTPUTS, errors.TOO_MANY_OUTPUTS_MSG)


def _lambda_name(fh: FunctionHandle) -> str:
    params = fh.params
    name = _LAMBDA_NAMES.get(params)
    if name is None:
        name = _LAMBDA_NAMES[params] = "@(" + ",".join(params) + ")"
    return name


_LAMBDA_NAMES: dict[tuple, str] = {}   # parameter names -> the frame name of a lambda taking them


def make_handle(frame: Frame, name: str, fn: Any) -> FunctionHandle:
    if fn is None:
        return FunctionHandle(name)
    if fn.parent is not None:
        parent = find_parent_frame(frame, fn)
        return FunctionHandle(name, target=(fn, parent))
    return FunctionHandle(name, target=fn)


def command(frame: Frame, ins: tuple) -> Any:
    """Command syntax ``name word ...`` or a bare name: a variable (made at run time) or a call."""
    name = ins[2]
    s = frame.names.get(name)
    if s is not None and frame.R[s] is not UNDEF:
        if not ins[3] and ins[4] == name:  # a bare variable name: show it under its own name
            if not ins[5]:
                frame.session.display(name, frame.R[s])
            return None
        return frame.session.eval_in(frame, ins[4], nargout=1, expression=True)
    args = [frame.R[a] for a in ins[3]]
    return call_named(frame, name, args, 0, ins[6])


# ---------------------------------------------------------------------- globals, persistents, shared
def _up(frame: Frame, depth: int) -> Frame:
    f = frame
    for _ in range(depth):
        if f.parent is None:
            raise MException(errors.INTERNAL, "nested function called without its parent workspace")
        f = f.parent
    return f


def xload(frame: Frame, code: Any, kind: str, arg: Any) -> Any:
    if kind == "global":
        v = frame.session.globals.get(arg, UNDEF)
        if v is UNDEF:
            raise rt.undefined(arg)
        return v
    if kind == "persistent":
        return frame.session.persistent_store(frame).get(arg, empty())
    depth, slot, name, soft = arg
    v = _up(frame, depth).R[slot]
    if v is UNDEF:
        if soft:
            return UNDEF
        raise rt.undefined(name)
    return v


def xstore(frame: Frame, code: Any, kind: str, arg: Any, v: Any) -> None:
    if kind == "global":
        frame.session.globals[arg] = v
    elif kind == "persistent":
        frame.session.persistent_store(frame)[arg] = v
    else:
        depth, slot, name = arg
        _up(frame, depth).R[slot] = v


def xdeclare(frame: Frame, code: Any, kind: str, names: tuple) -> None:
    sess = frame.session
    if kind == "global":
        for n in names:
            if n not in sess.globals:
                sess.globals[n] = empty()
            frame.globals.add(n)
    else:
        store = sess.persistent_store(frame)
        for n in names:
            if n not in store:
                store[n] = empty()


# ---------------------------------------------------------------------- operand values
def bin_builtin(a: Any, b: Any, ins: tuple, code: Any, ctx: Any) -> Any:
    """BIN past its fast paths: the builtin operator (an undefined operand is an error)."""
    if a is UNDEF or b is UNDEF:
        raise rt.undefined_slot(code, ins[2] if a is UNDEF else ins[3])
    return call_builtin(ins[5], a, b, ctx=ctx)


def binop(a: Any, b: Any, ins: tuple, code: Any, ctx: Any) -> Any:
    """``a op b`` of BIN ``ins`` for operands of any class."""
    if a.__class__ is float and b.__class__ is float:
        r = ins[4](a, b)
        if r is not NotImplemented:
            return r
    elif a.__class__ is bool and b.__class__ is bool and ins[6] is not None:
        return ins[6](a, b)
    return bin_builtin(a, b, ins, code, ctx)


def un_builtin(a: Any, ins: tuple, code: Any, ctx: Any) -> Any:
    """UN past its fast paths: the builtin (an undefined operand is an error)."""
    if a is UNDEF:
        raise rt.undefined_slot(code, ins[2])
    return call_builtin(ins[4], a, ctx=ctx)


def unop(a: Any, ins: tuple, code: Any, ctx: Any) -> Any:
    """``op a`` of UN ``ins`` for an operand of any class."""
    if a.__class__ is float and ins[3] is not None:
        r = ins[3](a)
        if r is not NotImplemented:
            return r
    elif a.__class__ is bool and ins[4] == "not":
        return not a
    return un_builtin(a, ins, code, ctx)


def truth(v: Any, code: Any, slot: int) -> bool:
    """An ``if``/``while`` condition (JUMP_IF_FALSE's test)."""
    if v is UNDEF:
        raise rt.undefined_slot(code, slot)
    return rt.truth(v)


def sc_truth(v: Any, op: str, code: Any, slot: int) -> bool:
    """TRUTH: an operand of ``&&``/``||`` as a logical scalar."""
    if v.__class__ is bool:
        return v
    if v is UNDEF:
        raise rt.undefined_slot(code, slot)
    return rt.scalar_truth(v, op)


def defined(v: Any, code: Any, slot: int) -> Any:
    """``v``, the value of register ``slot``; an undefined variable is an error."""
    if v is UNDEF:
        raise rt.undefined_slot(code, slot)
    return v


# ---------------------------------------------------------------------- generic implementations
# One function per opcode that is not CONTROL: what the instruction does, for every executor
# (the loop above for all but its inline opcodes; the compiled tier for what it does not inline).
@generic(BIN)
def g_BIN(frame: Frame, R: list, code: Any, ins: tuple) -> None:
    R[ins[1]] = binop(R[ins[2]], R[ins[3]], ins, code, frame.session.ctx)


@generic(UN)
def g_UN(frame: Frame, R: list, code: Any, ins: tuple) -> None:
    R[ins[1]] = unop(R[ins[2]], ins, code, frame.session.ctx)


@generic(MOVE)
def g_MOVE(frame: Frame, R: list, code: Any, ins: tuple) -> None:
    R[ins[1]] = defined(R[ins[2]], code, ins[2])


@generic(TRUTH)
def g_TRUTH(frame: Frame, R: list, code: Any, ins: tuple) -> None:
    R[ins[1]] = sc_truth(R[ins[2]], ins[3], code, ins[2])


@generic(INDEX)
def g_INDEX(frame: Frame, R: list, code: Any, ins: tuple) -> None:
    v = R[ins[2]]
    if v.__class__ is ndarray and not ins[4]:
        args = ins[3]
        dt = v.dtype
        if (dt is F64 or dt is BOOL) and v.ndim == 2:
            if len(args) == 1:
                k = R[args[0]]
                if k.__class__ is float and 1.0 <= k <= v.size and k.is_integer():  # NaN/Inf fail
                    i = int(k) - 1
                    m = v.shape[0]
                    R[ins[1]] = v.item(i % m, i // m)
                    return
            elif len(args) == 2:
                k = R[args[0]]
                j = R[args[1]]
                if k.__class__ is float and j.__class__ is float and 1.0 <= k <= v.shape[0] \
                        and 1.0 <= j <= v.shape[1] and k.is_integer() and j.is_integer():
                    R[ins[1]] = v.item(int(k) - 1, int(j) - 1)
                    return
    R[ins[1]] = index_slow(frame, code, v, ins)


@generic(ASSIGN_INDEX)
def g_ASSIGN_INDEX(frame: Frame, R: list, code: Any, ins: tuple) -> None:
    rt.store_index(R, code, ins)


@generic(CALL)
def g_CALL(frame: Frame, R: list, code: Any, ins: tuple) -> None:
    args = rt.build_args(R, ins[3], ins[5], code) if ins[3] else []
    nargout = ins[4]
    if nargout < 0:
        nargout = frame.nargout if nargout == -1 else R[~nargout]
    if ins[6] is BUILTIN:
        R[ins[1]] = call_builtin(ins[2], *args, nargout=nargout, ctx=frame.session.ctx)
    else:
        R[ins[1]] = call_named(frame, ins[2], args, nargout, ins[6])


@generic(END)
def g_END(frame: Frame, R: list, code: Any, ins: tuple) -> None:
    R[ins[1]] = rt.end_value(R[ins[2]], ins[3], ins[4])


@generic(FIELD)
def g_FIELD(frame: Frame, R: list, code: Any, ins: tuple) -> None:
    v = defined(R[ins[2]], code, ins[2])
    if v.__class__ is not StructArray:  # a class that takes whole read chains (runtime.chain_step)
        out = rt.chain_step(v, [(".", ins[3])], ins[4])
        if out is not NotImplemented:
            R[ins[1]] = out
            return
    R[ins[1]] = rt.field_single(v, ins[3]) if ins[4] else rt.field_one(v, ins[3])


@generic(DYNFIELD)
def g_DYNFIELD(frame: Frame, R: list, code: Any, ins: tuple) -> None:
    v = defined(R[ins[2]], code, ins[2])
    ops = rt.dyn_levels(R[ins[3]])  # v.(indexOp): modular indexing's IndexingOperation
    if v.__class__ is not StructArray:  # a class that takes whole read chains (runtime.chain_step)
        out = rt.chain_step(v, ops if ops is not None else [(".", rt.field_name(R[ins[3]]))], ins[4])
        if out is not NotImplemented:
            R[ins[1]] = out
            return
    if ops is not None:
        R[ins[1]] = rt.one_value(rt.apply_levels(v, ops))
        return
    R[ins[1]] = rt.field_one(v, rt.field_name(R[ins[3]]))


@generic(BRACE)
def g_BRACE(frame: Frame, R: list, code: Any, ins: tuple) -> None:
    v = defined(R[ins[2]], code, ins[2])
    if v.__class__ is not ndarray:  # a class that takes whole read chains (runtime.chain_step)
        out = rt.chain_step(v, [("{}", tuple(rt.build_args(R, ins[3], ins[4], code)))], ins[5])
        if out is not NotImplemented:
            R[ins[1]] = out
            return
    vals = rt.brace_values(v, rt.build_args(R, ins[3], ins[4], code))
    if len(vals) != 1 and ins[5]:
        raise rt.intermediate_list("brace '{}'", len(vals))
    if not vals:
        raise MException("MATLAB:index:expected_one_output_from_expression",
                         "Brace indexing produced no results.")
    R[ins[1]] = vals[0]


@generic(CSLIST)
def g_CSLIST(frame: Frame, R: list, code: Any, ins: tuple) -> None:
    v = defined(R[ins[2]], code, ins[2])
    kind = ins[3]
    if v.__class__ is rt.PendingRef:  # the last step of a chain a class takes whole
        if kind == "{}":
            level = [("{}", tuple(rt.build_args(R, ins[4], ins[5], code)))]
        else:
            ops = rt.dyn_levels(R[ins[4]]) if kind != "." else None
            level = ops or [(".", ins[4] if kind == "." else rt.field_name(R[ins[4]]))]
        R[ins[1]] = [rt.chain_step(v, level, False)]
        return
    if kind == "{}":
        R[ins[1]] = rt.brace_values(v, rt.build_args(R, ins[4], ins[5], code))
    elif kind == ".":
        R[ins[1]] = rt.field_values(v, ins[4])
    else:
        ops = rt.dyn_levels(R[ins[4]])  # [c{:}] = v.(indexOp) (modular indexing)
        R[ins[1]] = rt.apply_levels(v, ops) if ops is not None else rt.field_values(v, rt.field_name(R[ins[4]]))


@generic(CONCAT)
def g_CONCAT(frame: Frame, R: list, code: Any, ins: tuple) -> None:
    R[ins[1]] = rt.concat([rt.build_args(R, row, ins[3], code) for row in ins[2]], frame.session.ctx)


@generic(CELL)
def g_CELL(frame: Frame, R: list, code: Any, ins: tuple) -> None:
    R[ins[1]] = rt.cell_literal([rt.build_args(R, row, ins[3], code) for row in ins[2]])


@generic(ASSIGN_CHAIN)
def g_ASSIGN_CHAIN(frame: Frame, R: list, code: Any, ins: tuple) -> None:
    rhs = rt.DELETE if ins[3] == -1 else R[ins[3]]
    if rhs is UNDEF:
        raise rt.undefined_slot(code, ins[3])
    root = R[ins[1]]
    R[ins[1]] = UNDEF if root is not UNDEF else root  # drop the slot's reference while rebuilding
    # counted before the call: as an argument on the call's stack root would count twice
    sole = getrefcount(root) <= 2
    try:
        R[ins[1]] = rt.assign_chain(root, ins[2], rhs, R, sole)
    except BaseException:
        R[ins[1]] = root
        raise


@generic(LVALUE_GET)
def g_LVALUE_GET(frame: Frame, R: list, code: Any, ins: tuple) -> None:
    R[ins[1]] = rt.lvalue_get(R[ins[2]], ins[3], R)


@generic(MULTI)
def g_MULTI(frame: Frame, R: list, code: Any, ins: tuple) -> None:
    R[ins[1]] = multi_values(R[ins[2]], ins[3], ins[4])


@generic(UNPACK)
def g_UNPACK(frame: Frame, R: list, code: Any, ins: tuple) -> None:
    R[ins[1]] = R[ins[2]][ins[3]]


@generic(CSCOUNT)
def g_CSCOUNT(frame: Frame, R: list, code: Any, ins: tuple) -> None:
    R[ins[1]], R[ins[2]] = rt.cs_count(ins[3], R)


@generic(CSPICK)
def g_CSPICK(frame: Frame, R: list, code: Any, ins: tuple) -> None:
    R[ins[1]] = rt.cs_pick(R[ins[2]], R[ins[3]], ins[4], ins[5], ins[6])


@generic(DISPLAY)
def g_DISPLAY(frame: Frame, R: list, code: Any, ins: tuple) -> None:
    frame.session.display(ins[1], defined(R[ins[2]], code, ins[2]))


@generic(DISPLAY_ANS)
def g_DISPLAY_ANS(frame: Frame, R: list, code: Any, ins: tuple) -> None:
    v = R[ins[1]]
    if v is None:
        return
    for x in (v if v.__class__ is list else [v]):
        frame.set("ans", x)
        if not ins[2]:
            frame.session.display("ans", x)


@generic(CALL_VALUE)
def g_CALL_VALUE(frame: Frame, R: list, code: Any, ins: tuple) -> None:
    args = rt.build_args(R, ins[3], ins[5], code)
    nargout = ins[4] if ins[4] >= 0 else frame.nargout if ins[4] == -1 else R[~ins[4]]
    R[ins[1]] = call_value(frame.session, R[ins[2]], args, nargout, frame)


@generic(METHOD)
def g_METHOD(frame: Frame, R: list, code: Any, ins: tuple) -> None:
    R[ins[1]] = method_call(frame, code, ins)


@generic(COMMAND)
def g_COMMAND(frame: Frame, R: list, code: Any, ins: tuple) -> None:
    R[ins[1]] = command(frame, ins)


@generic(MAKE_LAMBDA)
def g_MAKE_LAMBDA(frame: Frame, R: list, code: Any, ins: tuple) -> None:
    info = ins[2]
    caps = {}
    for name, s in zip(info.captures, ins[3]):
        v = R[s]
        if v is not UNDEF:
            caps[name] = v
    R[ins[1]] = FunctionHandle(None, params=info.params, text=info.text, captures=caps, target=info)


@generic(MAKE_HANDLE)
def g_MAKE_HANDLE(frame: Frame, R: list, code: Any, ins: tuple) -> None:
    R[ins[1]] = make_handle(frame, ins[2], ins[3])


@generic(XLOAD)
def g_XLOAD(frame: Frame, R: list, code: Any, ins: tuple) -> None:
    R[ins[1]] = xload(frame, code, ins[2], ins[3])


@generic(XSTORE)
def g_XSTORE(frame: Frame, R: list, code: Any, ins: tuple) -> None:
    xstore(frame, code, ins[1], ins[2], defined(R[ins[3]], code, ins[3]))


@generic(XDECLARE)
def g_XDECLARE(frame: Frame, R: list, code: Any, ins: tuple) -> None:
    xdeclare(frame, code, ins[1], ins[2])


@generic(NARGIN)
def g_NARGIN(frame: Frame, R: list, code: Any, ins: tuple) -> None:
    R[ins[1]] = float(frame.nargin)


@generic(NARGOUT)
def g_NARGOUT(frame: Frame, R: list, code: Any, ins: tuple) -> None:
    R[ins[1]] = float(frame.nargout)


@generic(SWITCH_MATCH)
def g_SWITCH_MATCH(frame: Frame, R: list, code: Any, ins: tuple) -> None:
    R[ins[1]] = rt.switch_match(R[ins[2]], R[ins[3]])


@generic(RAISE_UNDEF)
def g_RAISE_UNDEF(frame: Frame, R: list, code: Any, ins: tuple) -> None:
    raise rt.undefined(ins[1])


@generic(NOP)
def g_NOP(frame: Frame, R: list, code: Any, ins: tuple) -> None:
    return None


@generic(DEBUG_LINE)
def g_DEBUG_LINE(frame: Frame, R: list, code: Any, ins: tuple) -> None:
    frame.session.debugger.at_line(frame, code, ins[1])  # a debugger's copy of code: it exists


@generic(PARFOR)
def g_PARFOR(frame: Frame, R: list, code: Any, ins: tuple) -> None:
    from runmat_vm.parallel.execute import run  # dask and the worker code load on first use

    run(frame, R, code, ins)


def _not_generic(frame: Frame, R: list, code: Any, ins: tuple) -> None:
    raise MException(errors.INTERNAL, f"bad opcode {ins[0]}")  # a CONTROL opcode is always inline


# the interpreter's dispatch for the opcodes it does not inline, by opcode number
GENERIC = tuple(o.run or _not_generic for o in OPCODES)
# the opcodes the loop tests inline (the hot ones, then every CONTROL one) are the table's first
INLINE = (BIN, FOR_RANGE, MOVE, JUMP_IF_FALSE, INDEX, ASSIGN_INDEX, JUMP, CALL, RETURN, UN, FOR_RANGE_INIT,
          FOR_EACH_INIT, FOR_EACH, JUMP_IF_TRUE, TRUTH, SETUP_TRY, POP_TRY, RETURN_VALUE, FUSED)
FIRST_GENERIC = len(INLINE)
assert sorted(INLINE) == list(range(FIRST_GENERIC))
assert all(not o.flags & CONTROL for o in OPCODES[FIRST_GENERIC:])
