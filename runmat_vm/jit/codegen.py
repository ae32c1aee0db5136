"""Bytecode -> Python source: structure recovery, type inference, one statement per instruction.

The compiler emits a few regular shapes (``if``/``switch`` clauses ending in
their own JUMP, ``for`` loops between a *_INIT and the matching FOR_RANGE /
FOR_EACH, ``while`` loops closed by a backward JUMP, ``&&``/``||`` as TRUTH plus
a conditional jump, ``try`` between SETUP_TRY and POP_TRY); :class:`Generator`
turns them back into Python ``if``/``for``/``while``/``try`` so CPython runs the
loop, not a dispatch.  Registers stay in the frame's list ``R`` (the workspace
is always current: ``eval``, ``evalin``, ``assignin``, errors and ``catch`` see
exactly what the interpreter would show).

Types are inferred forward over that structure (loops to a fixpoint) from the
classes seen at entry (see :mod:`runmat_vm.jit.types`); an operation whose
operands are proven double or logical scalars is inlined as plain Python with
MATLAB's semantics (``x/0`` is Inf or NaN, comparisons give bool), anything else
calls the generic helper in :mod:`runmat_vm.jit.ops`.  After a call that may run
user code (which can ``assignin('caller', ...)`` or ``clear``) every variable's
type is forgotten.  A shape the generator does not recognise raises
:class:`Unsupported`; the caller then keeps the interpreter for that code.
"""

from __future__ import annotations

import re
from typing import Any

from runmat_builtins.dispatch import scalar_kernel
from runmat_builtins.numeric.scalar import INLINE_NAMES
from runmat_vm import code as bc
from runmat_vm import device_loops, liveness
from runmat_vm.compiler import BUILTIN
from runmat_vm.jit import classed
from runmat_vm.jit import handles
from runmat_vm.jit import types as T

OPN = bc.OPNAMES


class Unsupported(Exception):
    """This code (or region) stays in the interpreter."""


def _classed_range(tys: list[int]) -> int:
    """The loop variable's type of a range whose operands are proven doubles and scalars of one
    integer class or single (``for b = a + uint64(1):500``): colon gives that class, so each value
    is a 1x1 array of it; T.VALUE otherwise."""
    bits = {t for t in tys if t != T.F}
    if len(bits) == 1:
        b = bits.pop()
        if b in T.CLASS_OF_BIT and b != T.CH:
            return b
    return T.VALUE


class _Loop:
    __slots__ = ("brk", "cont", "brk_states", "cont_states")

    def __init__(self, brk: int, cont: int) -> None:
        self.brk = brk
        self.cont = cont
        self.brk_states: list = []
        self.cont_states: list = []


# ops whose generic implementation never runs user code and never touches the frame's variables
# beyond its operands (the opcode table's flags)
_DEVICE_KINDS = ("elementwise", "reduction", "matmul", "shape")  # answers stay where inputs are
_SAFE = {o.name for o in bc.OPCODES if not o.flags & (bc.CONTROL | bc.CALLS | bc.WORKSPACE)}


_float_literal = classed.float_literal


class Generator:
    """Python source for one code object, or for one loop of it (``region``)."""

    def __init__(self, code: Any, entry: dict[int, int], *, is_safe_builtin: Any = None,
                 leaf_of: Any = None, kernel_of: Any = None, builtin_of: Any = None,
                 optimistic: bool = True, avoid: frozenset[int] = frozenset()) -> None:
        self.code = code
        # optimistic: a failed guard deoptimises (``deopt``: the interpreter resumes at that
        # instruction) instead of taking the general path inline, so what the fast path
        # computes keeps its type; a version that deoptimises often is rebuilt without it
        self.optimistic = optimistic
        # instructions whose guards failed in an earlier version (``tier.deoptimised``): their
        # fast paths take the general path inline, the rest stay optimistic
        self.avoid = avoid
        self.cur_pc = -1
        self.try_depth = 0                    # open ``try`` blocks: the interpreter could not resume inside
        self.for_stack: list[tuple[int, int]] = []   # enclosing compiled for loops: (INIT pc, state slot)
        self.deopts: set[int] = set()         # pcs compiled code may resume the interpreter at: DEOPT<pc>
        # a loop region whose native version compiles in the background: each iteration of its
        # loop tests the global ``SW`` and, once set, leaves at that boundary (``switch_point``): DEOPT_SW<pc>
        self.switch = False
        self.switches: set[int] = set()
        self.out_type = 0                     # a function's first output at its returns (leaves use it)
        self.invariant: dict[int, str] = {}   # call pc -> local holding its loop-invariant answer
        self.instrs = code.instrs
        self.entry = entry
        self.lines: list[tuple[int, str, int]] = []   # (indent, text, pc)
        self.dry = 0
        self.consts = {s: v for s, v in code.const_slots}
        self.varslots = set(code.varmap.values())
        self.ans_slot = code.varmap.get("ans")
        # per instruction, the operands whose temporary dies there (the interpreter's liveness facts)
        self.dying = code.dying or liveness.mark(code)
        self.is_safe_builtin = is_safe_builtin or (lambda name: False)
        self.leaf_of = leaf_of or (lambda fn, classes: None)
        self.kernel_of = kernel_of or (lambda name: None)   # name -> scalar kernel it resolves to
        self.builtin_of = builtin_of or (lambda name: False)   # name -> it resolves to that builtin now
        self.kernels: dict[int, tuple] = {}   # call pc -> (builtin name, kernel): K<pc>, counter C<pc>
        self.leaves: dict[int, Any] = {}      # call pc -> leaf function of the callee: L<pc>
        self.uses: set[int] = set()           # instruction constants the source refers to
        self.cached: set[int] = set()         # variable slots with an array cache _a<slot> (see array_info)
        self.cached_chars: set[int] = set()   # ... with a char array cache _ca<slot> (see char_element)
        self.entries: dict[int, tuple] = {}   # call pc -> (FunctionDef, number of arguments): E<pc>
        self.hoist: dict[int, tuple] = {}     # ASSIGN_INDEX pc -> loop-invariant subscripts (hoist_plan)
        self.hoist_loop = -1                  # the pc of the loop whose hoist plan that is
        self.hoist_used: list = []            # (pc, slot, subscripts, invariant) of writes using it
        self.headers: dict[int, int] = {}     # while-loop top -> pc of its closing JUMP
        self.fused_sites: set[int] = set()    # FUSED pcs, each with its flag _z<pc> (still tried)
        self.L: set[int] = set()              # variables the enclosing loops keep unboxed (set_value)
        self.L_viol: set[int] = set()         # ... that something wrote another way (loop_unboxed)
        self.L_class: dict[int, int] = {}     # ... and the class bit each entered its loop with
        self.L_undef: set[int] = set()        # ... those that may be undefined at its entry (u<slot> None)
        self.cur_st: dict | None = None       # the state of the instruction being generated (deopt)
        self.classed_done = False
        for pc, ins in enumerate(self.instrs):
            if ins[0] == bc.JUMP and ins[1] is not None and ins[1] <= pc:
                self.headers[ins[1]] = max(pc, self.headers.get(ins[1], -1))

    # ------------------------------------------------------------------ output
    def emit(self, indent: int, text: str, pc: int) -> None:
        if not self.dry:
            self.lines.append((indent, text, pc))

    def I(self, pc: int) -> str:  # noqa: E743 - the instruction tuple as a module constant
        self.uses.add(pc)
        return f"I{pc}"

    def handed(self, pc: int, slots: tuple, vals: list[str]) -> tuple[list[str], list[int]]:
        """The operand expressions with each one whose temporary dies at ``pc`` taken
        (``TAKE(R[s])``: its local is cleared as the value is passed, see ``render``), and
        the slots taken."""
        dy = self.dying[pc]
        if not dy:
            return vals, []
        out, taken = list(vals), []
        for k, s in enumerate(slots):
            if dy >> k & 1 and s not in self.consts and s not in self.varslots:
                out[k] = f"TAKE(R[{s}])"
                taken.append(s)
        return out, taken

    def taken_list(self, pc: int) -> str | None:
        """The argument list of a call by name whose dying arguments are read from ``R``: their
        registers cleared once the list holds them (``handover.taken_args``); None if none dies."""
        dy = self.dying[pc]
        if not dy or self.instrs[pc][5]:
            return None
        I = self.I(pc)
        return f"taken_args(R, {I}[3], {I}[5], code, {dy})"

    def handover_op(self, pc: int, name: str, slots: tuple, st: dict, general: str) -> str:
        """An operator's call (BIN/UN past the scalar paths) with its dying temporaries handed
        over: ``call_builtin`` straight from this expression, so the builtin holds the only
        reference and may write its result into the buffer (``runmat_builtins.numeric.reuse``),
        taken when an operand is an array (no scalar path applies, nothing undefined);
        ``general`` (the helper, which keeps its own reference) otherwise."""
        vals = [self.val(st, s) for s in slots]
        args, taken = self.handed(pc, slots, vals)
        if not taken:
            return general
        test = " or ".join(f"{vals[k]}.__class__ is ndarray" for k, s in enumerate(slots) if s in taken)
        defined = [f"{v} is not UNDEF" for v, s in zip(vals, slots) if self.ty(st, s) & T.U]
        if defined:
            test = f"({test}) and {' and '.join(defined)}"
        return f"opcall({name!r}, {', '.join(args)}, ctx=ctx) if {test} else {general}"

    def device_result(self, name: str, tys: list[int], otherwise: int = T.VALUE) -> int:
        """GPU when an operand is a proven gpuArray and the catalog says the builtin's answer stays
        where its inputs are (an elementwise, reducing, matrix or shape builtin that inherits
        residency); ``otherwise`` for anything else.  Never a guard: GPU only keeps the code that
        follows on its general paths, which serve whatever value a shadowing function returns."""
        if T.GPU not in tys:
            return otherwise
        from runmat_builtins import catalog

        try:
            info = catalog().info(name)
        except Exception:
            return otherwise
        if info.kind in _DEVICE_KINDS and info.residency == "inherit":
            return T.GPU
        return otherwise

    def call_result(self, name: str, st: dict, slots: tuple, nargout: int, splat: bool) -> int:
        """The type of a builtin call's one answer (``device_result`` of its arguments' types)."""
        if nargout != 1 or splat:
            return T.VALUE
        return self.device_result(name, [self.ty(st, s) for s in slots])

    def ty(self, st: dict, s: int) -> int:
        if s in self.consts:
            return T.of_value(self.consts[s])
        return st.get(s, T.ALL)

    def val(self, st: dict, s: int) -> str:
        """Expression for register ``s`` (a float constant is inlined as a literal)."""
        if s in self.consts and self.consts[s].__class__ is float:
            return _float_literal(self.consts[s])
        return f"R[{s}]"

    def forget(self, st: dict) -> None:
        """A call may have run user code: variables can hold anything now."""
        for s in self.varslots:
            st[s] = T.ALL
        self.unverify(st)

    # ------------------------------------------------------------------ guards and deoptimisation
    # A name an inlined builtin call relies on is *verified* (state key ("g", name) -> 0) once its
    # guard passed on the path: no variable of that name, the session's resolution cache still
    # names the builtin.  Only inline code runs until the next call that is not inlined (which
    # could ``cd``, ``addpath``, ``eval``, ``clear``), so later sites on the path skip the test.
    @staticmethod
    def unverify(st: dict) -> None:
        for key in [k for k in st if k.__class__ is tuple and k[0] == "g"]:
            del st[key]

    @staticmethod
    def guard_text(name: str) -> str:
        return f"_rg({name!r}) == {name!r} and {name!r} not in frame.names"

    def can_deopt(self) -> bool:
        return self.optimistic and not self.try_depth and self.cur_pc not in self.avoid

    def deopt(self, ind: int, pc: int, label: str = "DEOPT") -> None:
        """Leave compiled code for the interpreter at ``pc`` (which re-runs that instruction by
        its general path): the enclosing loops' states into their registers, then ``render``
        writes every register back before the ``return``."""
        (self.deopts if label == "DEOPT" else self.switches).add(pc)
        if self.cur_st is not None:
            self.box_lines(self.cur_st, self.stale(self.cur_st), ind, pc)
        for k, slot in self.for_stack:
            self.emit(ind, f"R_[{slot}] = loop_state(_ls{k})", pc)
        self.emit(ind, f"return {label}{pc}", pc)

    def switch_point(self, pc: int, st: dict, ind: int) -> None:
        """At the top of the region's own ``for`` loop (its variable set, its body not begun):
        once ``SW`` is set (the native version is ready) leave with every register and the
        loop's state current, ``Switch(pc + 1)``; the tier runs the remaining iterations natively."""
        if not self.switch or pc != self.region_start or self.dry or not self.can_deopt():
            return
        self.emit(ind, "if SW:", pc)
        saved, self.cur_st = self.cur_st, st
        self.deopt(ind + 1, pc + 1, "DEOPT_SW")
        self.cur_st = saved

    def kernel_calls(self, a: int, b: int) -> list[str]:
        """Builtin names called with a scalar kernel in pcs [a, b) (checked once before a loop)."""
        out = []
        for p in range(a, b):
            ins = self.instrs[p]
            if ins[0] == bc.CALL and ins[6] is None and ins[4] == 1 and not ins[5] and ins[2] not in out:
                k = self.kernel_of(ins[2])
                if (k is not None and k.nargs == len(ins[3])) or \
                        (classed.CALLS.get(ins[2]) == len(ins[3]) and self.builtin_of(ins[2])):
                    out.append(ins[2])
        return out

    def preheader(self, pc: int, a: int, b: int, st: dict, ind: int) -> list[int]:
        """Before a loop: verify the names its inlined calls rely on (deoptimising to the loop's
        first instruction if one fails), so its iterations test none of them; compute its
        loop-invariant shape queries.  Returns the pcs of those (see ``invariant_queries``)."""
        if not self.can_deopt():
            return []
        self.cur_st = st
        names = [n for n in self.kernel_calls(a, b) if st.get(("g", n)) != 0]
        if names:
            self.emit(ind, f"if not ({' and '.join(self.guard_text(n) for n in names)}):", pc)
            self.deopt(ind + 1, pc)
            for n in names:
                st[("g", n)] = 0
        return self.invariant_queries(a, b, st, ind)

    # ops a loop body may hold and still leave every variable it does not write unchanged
    _PLAIN_OPS = frozenset({bc.BIN, bc.UN, bc.MOVE, bc.INDEX, bc.ASSIGN_INDEX, bc.END, bc.TRUTH, bc.JUMP,
                            bc.JUMP_IF_FALSE, bc.JUMP_IF_TRUE, bc.FOR_RANGE_INIT, bc.FOR_RANGE, bc.CALL})

    def invariant_queries(self, a: int, b: int, st: dict, ind: int) -> list[int]:
        """Shape queries (numel(x), size(x, 2), ...) of an array variable the loop [a, b) never
        writes, in a body of plain instructions and inlinable builtin calls: their value is computed
        once here (``_q<pc>``; each call in the loop is still counted).  Only queries outside the
        loop's inner loops (those hoist their own).  ``undo_invariant`` takes them back when the
        loop's code turns out to run anything but inline code (which could change the array)."""
        instrs = self.instrs
        kernels = set(self.kernel_calls(a, b))
        written = set()
        inner: set[int] = set()
        for p in range(a, b):
            ins = instrs[p]
            if ins[0] not in self._PLAIN_OPS or (ins[0] == bc.CALL and (ins[2] not in kernels or ins[6] is not None)):
                return []
            if ins[0] in (bc.FOR_RANGE_INIT, bc.FOR_RANGE):
                written.add(ins[1])
                written.add(ins[2])
            elif ins[0] not in (bc.JUMP, bc.JUMP_IF_FALSE, bc.JUMP_IF_TRUE):
                written.add(ins[1])
            if ins[0] == bc.FOR_RANGE_INIT and ins[6] is not None:
                inner.update(range(p, ins[6]))
            if p in self.headers and p != a:
                inner.update(range(p, self.headers[p] + 1))
        hoisted = []
        for p in range(a, b):
            ins = instrs[p]
            if ins[0] != bc.CALL or not ins[3] or p in inner:
                continue
            k = self.kernel_of(ins[2])
            x = ins[3][0]
            ai = getattr(k, "array_inline", None)
            if ai is None or x in written or x not in self.varslots or self.ty(st, x) not in T.PROVEN_ARRAYS:
                continue
            tmpl = ai if ai.__class__ is str and len(ins[3]) == 1 else \
                ai.get(self.consts.get(ins[3][1])) if ai.__class__ is dict and len(ins[3]) == 2 else None
            if tmpl is not None:
                self.emit(ind, f"_q{p} = {tmpl.format(f'R[{x}]')}", p)
                self.invariant[p] = tmpl.format(f"R[{x}]")
                hoisted.append(p)
        return hoisted

    def undo_invariant(self, n0: int, hoisted: list[int]) -> None:
        """The loop whose code starts at line ``n0`` is not inline-only: its hoisted queries are
        evaluated where they are called again."""
        if not hoisted or self.dry or self.inline_only(n0):
            return
        names = {f"_q{p}": self.invariant[p] for p in hoisted}
        pat = re.compile(r"\b(" + "|".join(names) + r")\b")
        out = []
        for i, (ind, text, pc) in enumerate(self.lines):
            if i < n0 and any(text.startswith(q + " = ") for q in names):
                continue
            out.append((ind, pat.sub(lambda m: names[m.group(1)], text) if i >= n0 else text, pc))
        self.lines[:] = out

    # ------------------------------------------------------------------ entry points
    def note_return(self, st: dict) -> None:
        if not self.dry and self.code.kind == "function" and self.code.first_out >= 0:
            self.out_type |= self.ty(st, self.code.first_out)

    def function(self) -> None:
        st = dict(self.entry)
        out = self.block(0, len(self.instrs), st, [], 1)
        if out is not None:
            self.note_return(out)
            self.emit(1, "return None", len(self.instrs) - 1)

    def region(self, start: int) -> int:
        """A loop starting at ``start``; the function returns the pc where the interpreter resumes."""
        ins = self.instrs[start]
        op = ins[0]
        self.region_start = start
        if op == bc.FOR_RANGE_INIT:
            end = ins[6]
        elif op == bc.FOR_EACH_INIT:
            end = ins[4]
        elif start in self.headers:
            end = self.headers[start] + 1
        else:
            raise Unsupported("not a loop")
        st = dict(self.entry)
        out = self.block(start, end, st, [], 1)
        if out is not None:
            self.emit(1, f"return {end}", end - 1)
        return end

    # ------------------------------------------------------------------ structure
    def block(self, a: int, b: int, st: dict | None, loops: list, ind: int, cond_of: int = -1) -> dict | None:
        """Statements of pc range [a, b); ``cond_of`` is the top of a while loop whose test this is."""
        n0 = len(self.lines)
        pc = a
        instrs = self.instrs
        while pc < b:
            if st is None:  # unreachable code after break/continue/return: the interpreter never runs it
                break
            ins = instrs[pc]
            op = ins[0]
            self.cur_pc = pc
            if op in self._CONTROL or (pc in self.headers and pc != cond_of):
                self.control_point(st, ind, pc)
            if pc in self.headers and pc != cond_of and op not in (bc.FOR_RANGE_INIT, bc.FOR_EACH_INIT):
                q = self.headers[pc]
                if q >= b:
                    raise Unsupported("loop leaves its block")
                st = self.while_loop(pc, q, st, loops, ind)
                pc = q + 1
                continue
            if op == bc.FOR_RANGE_INIT or op == bc.FOR_EACH_INIT:
                end = ins[6] if op == bc.FOR_RANGE_INIT else ins[4]
                if end is None or end > b:
                    raise Unsupported("loop leaves its block")
                st = self.for_loop(pc, end, st, loops, ind)
                pc = end
                continue
            if op == bc.JUMP_IF_FALSE or op == bc.JUMP_IF_TRUE:
                st, pc = self.branch(pc, b, st, loops, ind)
                continue
            if op == bc.JUMP:
                t = ins[1]
                if not loops:
                    raise Unsupported("jump outside a loop")
                lp = loops[-1]
                if t == lp.brk:
                    lp.brk_states.append(st)
                    self.emit(ind, "break", pc)
                elif t == lp.cont:
                    lp.cont_states.append(st)
                    self.emit(ind, "continue", pc)
                else:
                    raise Unsupported(f"jump to {t}")
                st = None
                pc += 1
                continue
            if op == bc.SETUP_TRY:
                st, pc = self.try_block(pc, b, st, loops, ind)
                continue
            if op == bc.POP_TRY:  # leaving a try by break/continue: Python's try needs nothing
                pc += 1
                continue
            if op == bc.FUSED:
                st, pc = self.fused(pc, ins, st, loops, ind)
                continue
            if op == bc.NOP:
                pc += 1
                continue
            if op in (bc.FOR_RANGE, bc.FOR_EACH):
                raise Unsupported("loop step outside its loop")
            st = self.simple(pc, ins, st, ind)
            pc += 1
        self.control_point(st, ind, min(b, len(instrs)) - 1)
        if len(self.lines) == n0:
            self.emit(ind, "pass", max(a, 0) if a < len(instrs) else len(instrs) - 1)
        return st

    _CONTROL = frozenset({bc.FOR_RANGE_INIT, bc.FOR_EACH_INIT, bc.JUMP_IF_FALSE, bc.JUMP_IF_TRUE, bc.JUMP,
                          bc.SETUP_TRY, bc.FUSED})

    def fixpoint(self, run: Any, head: dict) -> dict:
        """Iterate a loop body's analysis until the state at the loop head stops growing."""
        self.dry += 1
        try:
            for _ in range(20):
                new = run(head)
                if new == head:
                    return head
                head = new
        finally:
            self.dry -= 1
        return {s: T.ALL for s in head}

    def for_loop(self, pc: int, end: int, st: dict, loops: list, ind: int) -> dict | None:
        ins = self.instrs[pc]
        ranged = ins[0] == bc.FOR_RANGE_INIT
        step_ins = self.instrs[end - 1]
        if step_ins[0] != (bc.FOR_RANGE if ranged else bc.FOR_EACH) or step_ins[3] != pc + 1:
            raise Unsupported("unexpected loop shape")
        var = ins[1]
        st = dict(st)
        if ranged:
            tys = [self.ty(st, s) for s in ins[3:6]]
            vty = T.F if all(t == T.F for t in tys) else _classed_range(tys)
            if vty == T.VALUE:
                vty = self.float_range_guard(pc, ins, st, ind)
        else:
            vty = T.VALUE
        st[ins[2]] = T.O
        # the range (or the columns) as the interpreter's helper reads it: boxed
        self.box_lines(st, [s for s in (ins[3:6] if ranged else ins[3:4]) if s in self.L], ind, pc)
        self.hoisted_q = self.preheader(pc, pc + 1, end - 1, st, ind)
        self.for_stack.append((pc, ins[2]))
        try:
            return self._for_loop(pc, end, st, loops, ind, ins, ranged, var, vty)
        finally:
            self.for_stack.pop()

    def float_range_guard(self, pc: int, ins: tuple, st: dict, ind: int) -> int:
        """A range whose operands may be doubles but are not proven so (a loop region's range
        computed before it, ``1:numel(s)``): tested once before the loop, deoptimising to its
        first instruction otherwise, so the loop variable is a proven double."""
        slots = ins[3:6]
        tys = [self.ty(st, s) for s in slots]
        if not self.can_deopt() or not all(t & T.F for t in tys):  # (an undefined one fails the test)
            return T.VALUE
        tests = [f"{self.val(st, s)}.__class__ is float" for s, t in zip(slots, tys) if t != T.F]
        self.cur_st = st
        self.emit(ind, f"if not ({' and '.join(tests)}):", pc)
        self.deopt(ind + 1, pc)
        for s in slots:
            if s not in self.consts:
                st[s] = T.F
        return T.F

    def _for_loop(self, pc: int, end: int, st: dict, loops: list, ind: int, ins: tuple, ranged: bool,
                  var: int, vty: int) -> dict | None:
        hoisted_q = self.hoisted_q
        def body(head: dict) -> dict:
            s = dict(head)
            s[var] = vty
            lp = _Loop(end, end - 1)
            out = self.block(pc + 1, end - 1, s, loops + [lp], ind + 2)
            return T.join(T.join(head, out), _joins(lp.cont_states)) or head

        head = self.strip_values(self.fixpoint(body, st))
        return self.loop_unboxed(head, pc + 1, end - 1, {var}, lambda kept: self._for_emit(
            pc, end, head, loops, ind, ins, ranged, var, vty, kept, hoisted_q))

    def _for_emit(self, pc: int, end: int, head: dict, loops: list, ind: int, ins: tuple, ranged: bool,
                  var: int, vty: int, kept: list[int], hoisted_q: list[int]) -> dict | None:
        I = self.I(pc)
        k = pc
        if ranged and not loops and not self.L and not self.dry and device_loops.plan_of(self.code, pc) is not None:
            # a loop that may run whole on the device (runmat_vm.device_loops): then an empty range here
            self.emit(ind, f"_e{k}, _it{k}, _ls{k} = device_range_values(frame, R, code, {pc}, ctx)", pc)
        elif ranged:
            self.emit(ind, f"_e{k}, _it{k}, _ls{k} = range_values(R, {I}, code, ctx)", pc)
        else:
            self.emit(ind, f"_e{k}, _it{k}, _ls{k} = each_values(R[{ins[3]}])", pc)
        self.emit(ind, f"if _it{k} is None:", pc)
        self.emit(ind + 1, f"R[{var}] = _e{k}", pc)
        self.emit(ind, "else:", pc)
        self.unbox_before(kept, ind + 1, pc)
        plan = self.hoist_plan(pc, end, var) if ranged and not self.dry else {}
        n_for = len(self.lines)
        saved_hoist, saved_used, saved_loop = self.hoist, self.hoist_used, self.hoist_loop
        self.hoist, self.hoist_used, self.hoist_loop = plan, [], k
        try:
            self.emit(ind + 1, f"for _v{k} in _it{k}:", end - 1)
            self.emit(ind + 2, f"R[{var}] = _v{k}", end - 1)
            s = dict(head)
            s[var] = vty
            self.switch_point(pc, s, ind + 2)
            lp = _Loop(end, end - 1)
            out = self.block(pc + 1, end - 1, s, loops + [lp], ind + 2)
            used = self.hoist_used
            if used and not self.hoist_safe(n_for, {u[0] for u in used}):
                # something in the body may look at the array: every access checks everything
                del self.lines[n_for:]
                self.hoist, self.hoist_used = {}, []
                self.emit(ind + 1, f"for _v{k} in _it{k}:", end - 1)
                self.emit(ind + 2, f"R[{var}] = _v{k}", end - 1)
                s = dict(head)
                s[var] = vty
                self.switch_point(pc, s, ind + 2)
                lp = _Loop(end, end - 1)
                out = self.block(pc + 1, end - 1, s, loops + [lp], ind + 2)
                used = []
            if used:
                guards = self.hoist_guards(used, ind + 1, pc)
                if any(u[3][1] for u in used):  # a store indexes with the counter _k<pc>
                    self.lines[n_for] = (ind + 1, f"for _k{k}, _v{k} in zip(count(_k0{k}, _kd{k}), _it{k}):", end - 1)
                self.lines[n_for:n_for] = guards
                n_for += len(guards)
            self.undo_invariant(n_for, hoisted_q)
            self.batch_counts(n_for)
            self.box_lines(head, kept, ind + 1, end - 1)
        finally:
            self.hoist, self.hoist_used, self.hoist_loop = saved_hoist, saved_used, saved_loop
        exit_st = _joins([head, out, *lp.brk_states, *lp.cont_states])
        if exit_st is not None:
            exit_st[var] = T.VALUE
        return exit_st

    def while_loop(self, top: int, q: int, st: dict, loops: list, ind: int) -> dict | None:
        exit_pc = q + 1
        j = next((p for p in range(top, q) if self.instrs[p][0] == bc.JUMP_IF_FALSE
                  and self.instrs[p][2] == exit_pc), None)
        if j is None:
            raise Unsupported("while without its test")
        c = self.instrs[j][1]
        st = dict(st)
        hoisted_q = self.preheader(top, top, q, st, ind)

        def body(head: dict) -> dict:
            lp = _Loop(exit_pc, top)
            s = self.block(top, j, dict(head), loops + [lp], ind + 1, top)
            if s is None:
                return head
            out = self.block(j + 1, q, dict(s), loops + [lp], ind + 1)
            return T.join(T.join(head, out), _joins(lp.cont_states)) or head

        head = self.strip_values(self.fixpoint(body, dict(st)))

        def emit_loop(kept: list[int]) -> dict | None:
            self.unbox_before(kept, ind, top)
            n0 = len(self.lines)
            self.emit(ind, "while True:", top)
            lp = _Loop(exit_pc, top)
            s = self.block(top, j, dict(head), loops + [lp], ind + 1, top)
            if s is None:
                raise Unsupported("while test leaves the loop")
            self.emit(ind + 1, f"if not {self.cond(s, c, j)}:", j)
            self.emit(ind + 2, "break", j)
            self.block(j + 1, q, dict(s), loops + [lp], ind + 1)
            self.undo_invariant(n0, hoisted_q)
            self.batch_counts(n0)
            self.box_lines(head, kept, ind, q)
            return _joins([s, *lp.brk_states])
        return self.loop_unboxed(head, top, q, set(), emit_loop)

    # ------------------------------------------------------------------ telemetry of inlined calls
    # In a loop that runs nothing but inline code (no helper, builtin or user code: nothing that
    # could read telemetry), the inlined calls' counts are kept in locals and added to the
    # counters whenever the loop is left (its end, break, return, an error, a deoptimisation), so
    # every count anything can observe is exact.
    _BATCH_CALLS = frozenset({"float", "int", "max", "array_info", "getrefcount", "count_inline",
                              "_rg", "int_range_within", "loop_state", "next", "zip", "count", *INLINE_NAMES, *classed.HELPERS})
    batch = True   # off for leaves: they add their counts only when they answer (render_leaf)

    def inline_only(self, n0: int) -> bool:
        """The loop code from line ``n0`` runs inline code only (inlined kernels and leaves, array
        caches): no helper, builtin or user code, nothing that reads the frame."""
        for _, text, _p in self.lines[n0 + 1:]:
            if _is_deopt(text) or text.endswith(_PLAIN_STORE):
                continue
            bare = _GUARD.sub("", text)
            if any(w in bare for w in ("frame", "sess", "ctx", "LINEMAP")):
                return False
            for c in _CALLS.findall(bare):
                if c not in self._BATCH_CALLS and not re.fullmatch(r"KR?\d+|L\d+|" + classed.HELPER_NAMES, c):
                    return False
        return True

    def batch_counts(self, n0: int) -> None:
        """Batch the counters of the loop whose header is ``self.lines[n0]`` (see above)."""
        if self.dry or not self.batch or n0 >= len(self.lines) or not self.inline_only(n0):
            return
        ks = [int(m.group(1)) for _, text, _p in self.lines[n0 + 1:] if (m := _NEXT_C.fullmatch(text))]
        if not ks:
            return
        ind, _, pc = self.lines[n0]
        ks = sorted(set(ks))
        out = [(ind, " = ".join(f"_n{k}" for k in ks) + " = 0", pc), (ind, "try:", pc)]
        for i, text, p in self.lines[n0:]:
            m = _NEXT_C.fullmatch(text)
            out.append((i + 1, f"_n{m.group(1)} += 1" if m else text, p))
        out.append((ind, "finally:", pc))
        out += [(ind + 1, f"if _n{k}: count_inline(C{k}, _n{k})", pc) for k in ks]
        self.lines[n0:] = out

    def cond(self, st: dict, c: int, pc: int) -> str:
        t = self.ty(st, c)
        if t == T.B:
            return f"R[{c}]"
        return f"truth({self.boxed_val(st, c)}, code, {c})"

    def boxed_val(self, st: dict, c: int) -> str:
        """Register ``c`` for a helper: a loop-kept variable's box made from its local first."""
        t = self.ty(st, c)
        cls = T.CLASS_OF_BIT.get(t)
        if c in self.L and cls is None and c in self.L_undef and t == self.L_class.get(c, 0) | T.U:
            return f"(BV_{T.CLASS_OF_BIT[self.L_class[c]]}(u{c}) if u{c} is not None else R[{c}])"
        return f"BV_{cls}(u{c})" if c in self.L and cls is not None else f"R[{c}]"

    def branch(self, pc: int, b: int, st: dict, loops: list, ind: int) -> tuple[dict | None, int]:
        ins = self.instrs[pc]
        c, L = ins[1], ins[2]
        if L is None or L <= pc or L > b:
            raise Unsupported("conditional jump out of its block")
        if ins[0] == bc.JUMP_IF_TRUE:
            t = self.ty(st, c)
            test = f"not R[{c}]" if t == T.B else f"not truth({self.boxed_val(st, c)}, code, {c})"
            self.emit(ind, f"if {test}:", pc)
            out = self.block(pc + 1, L, dict(st), loops, ind + 1)
            return T.join(st, out), L
        last = self.instrs[L - 1]
        self.emit(ind, f"if {self.cond(st, c, pc)}:", pc)
        if last[0] == bc.JUMP and last[1] is not None and last[1] >= L and L - 1 > pc:
            end = last[1]
            if end > b:
                raise Unsupported("if leaves its block")
            then = self.block(pc + 1, L - 1, dict(st), loops, ind + 1)
            if end > L:
                self.emit(ind, "else:", L)
                other = self.block(L, end, dict(st), loops, ind + 1)
            else:
                other = st
            return T.join(then, other), end
        then = self.block(pc + 1, L, dict(st), loops, ind + 1)
        return T.join(st, then), L

    def fused(self, pc: int, ins: tuple, st: dict, loops: list, ind: int) -> tuple[dict | None, int]:
        """A marked elementwise tree (``runmat_vm.fused``): fused when an operand is an array and
        ``fused_run`` computes it, else the tree's own instructions; proven scalars: only those."""
        d, leaves, skip = ins[1], ins[2], ins[4]
        tys = [self.ty(st, s) for s in leaves]
        arrays = [self.val(st, s) for s, t in zip(leaves, tys) if t & (T.A | T.CHARS)]
        if not arrays:
            return st, pc + 1
        self.box_lines(st, [s for s in leaves if s in self.L], ind, pc)  # fused_run reads the boxes
        vals = ", ".join(self.val(st, s) for s in leaves)
        test = " or ".join(f"{v}.__class__ is ndarray" for v in arrays)
        # a site reached with no array among its leaves retires (_z<pc>), as the interpreter's
        # becomes a NOP: a scalar loop then pays one local test
        self.fused_sites.add(pc)
        call = f"_z{pc} and ({test} or (_z{pc} := False)) and fused_run(frame, {self.I(pc)}, ({vals},))"
        if d in leaves or d in self.L:
            self.emit(ind, f"if _z{pc} and ({test} or (_z{pc} := False)) and "
                           f"(_f := fused_run(frame, {self.I(pc)}, ({vals},))) is not None:", pc)
            self.emit(ind + 1, f"R[{d}] = _f", pc)
            self.emit(ind, "else:", pc)
        else:
            # the destination's old value is dead here: held by R alone while fused_run runs
            # (``R_[d]`` stays R, ``R[d]`` is the local), its buffer may receive the result
            self.emit(ind, f"R_[{d}] = R[{d}]; R[{d}] = None", pc)
            self.emit(ind, "try:", pc)
            self.emit(ind + 1, f"_f = {call}", pc)
            self.emit(ind, "except BaseException:", pc)
            self.emit(ind + 1, f"R[{d}] = R_[{d}]", pc)
            self.emit(ind + 1, "raise", pc)
            self.emit(ind, "if _f is not None and _f is not False:", pc)
            self.emit(ind + 1, f"R[{d}] = _f", pc)
            self.emit(ind, "else:", pc)
            self.emit(ind + 1, f"R[{d}] = R_[{d}]", pc)
        other = self.block(pc + 1, skip, dict(st), loops, ind + 1)
        done = dict(st)
        done[d] = T.A
        return (T.join(done, other) if other is not None else done), skip

    def try_block(self, pc: int, b: int, st: dict, loops: list, ind: int) -> tuple[dict | None, int]:
        handler, slot = self.instrs[pc][1], self.instrs[pc][2]
        if handler is None or handler < 2 or self.instrs[handler - 2][0] != bc.POP_TRY \
                or self.instrs[handler - 1][0] != bc.JUMP:
            raise Unsupported("unexpected try shape")
        end = self.instrs[handler - 1][1]
        if end is None or end < handler or end > b:
            raise Unsupported("try leaves its block")
        self.emit(ind, "try:", pc)
        self.try_depth += 1
        try:
            body = self.block(pc + 1, handler - 2, dict(st), loops, ind + 1)
        finally:
            self.try_depth -= 1
        self.emit(ind, f"except Exception as _x{pc}:", handler)
        self.emit(ind + 1, f"_err{pc} = catch(_x{pc}, frame, code, LINEMAP[_x{pc}.__traceback__.tb_lineno])",
                  handler)
        if slot >= 0:
            self.emit(ind + 1, f"R[{slot}] = _err{pc}", handler)
        cst = {s: T.ALL for s in set(st) | self.varslots}
        if slot >= 0:
            cst[slot] = T.O
        other = self.block(handler, end, cst, loops, ind + 1)
        return T.join(body, other), end

    # ------------------------------------------------------------------ one instruction
    def simple(self, pc: int, ins: tuple, st: dict, ind: int) -> dict | None:
        """One instruction; boxes the stale registers it may read first (see ``set_value``)."""
        self.classed_done = False
        self.cur_st = st = dict(st)
        op = ins[0]
        if op == bc.MOVE and classed.bit(self.ty(st, ins[2])) and ins[2] not in self.consts and \
                (st.get(("uv", ins[2])) == 0 or ins[2] in self.L):
            self.emit_classed(pc, None, (f"u{ins[2]}", self.ty(st, ins[2])), ins[1], st,
                         lambda text: self.emit(ind, text, pc))
            return self.kept_types(st)
        n0 = len(self.lines)
        before = dict(st)
        out = self._simple(pc, ins, st, ind)
        if self.classed_done:
            return self.kept_types(out)
        stale = self.stale(before)
        if stale and not self.dry:
            need = self.observed(n0, before)
            slots = stale if need is None else need
            if slots:
                pending = self.lines[n0:]
                del self.lines[n0:]
                self.box_lines(before, slots, ind, pc)
                self.lines.extend(pending)
                if out is not None:
                    for k in slots:
                        if k not in self.L:
                            out.pop(("st", k), None)
        if out is not None:
            for w in bc.OPCODES[op].writes:
                if ins[w].__class__ is int:
                    self.drop_value(out, ins[w])
        return self.kept_types(out)

    def kept_types(self, out: dict | None) -> dict | None:
        """A loop-kept variable whose class is no longer the one it entered with: that loop is
        generated again without keeping it."""
        if out is not None and not self.dry:
            for k in self.L:
                t = out.get(k)
                if k in self.L_undef and t == self.L_class.get(k, 0) | T.U:
                    continue  # not assigned yet on some path: its local is None there
                if t != self.L_class.get(k, t) or t not in T.CLASS_OF_BIT:
                    self.L_viol.add(k)
        return out

    def _simple(self, pc: int, ins: tuple, st: dict, ind: int) -> dict | None:
        op = ins[0]
        name = OPN[op]
        e = lambda text: self.emit(ind, text, pc)  # noqa: E731
        if op == bc.BIN:
            self.cur_ind = ind
            self.bin(pc, ins, st, e)
        elif op == bc.UN:
            self.un(pc, ins, st, e)
        elif op == bc.MOVE:
            d, s = ins[1], ins[2]
            t = self.ty(st, s)
            if t & T.U:
                e(f"R[{d}] = defined(R[{s}], code, {s})")
            else:
                e(f"R[{d}] = {self.val(st, s)}")
            st[d] = t & ~T.U or T.VALUE
        elif op == bc.TRUTH:
            d, a = ins[1], ins[2]
            if self.ty(st, a) == T.B:
                e(f"R[{d}] = R[{a}]")
            else:
                e(f"R[{d}] = sc_truth(R[{a}], {ins[3]!r}, code, {a})")
            st[d] = T.B
        elif op == bc.CALL:
            self.cur_ind = ind
            self.call(pc, ins, st, e)
        elif op == bc.INDEX:
            if handles.call_site(self, pc, ins, st, ind):  # a handle's call: its leaf (jit/handles.py)
                st[ins[1]] = T.VALUE
                return st
            how = self.index(pc, ins, st, ind)
            if how == "float":  # inline, or deoptimised
                st[ins[1]] = T.F
                return st
            if how == "char":  # a char's code point read into u<d> (``char_element``)
                return st
            if not how:
                e(f"g_INDEX(frame, R, code, {self.I(pc)})")
            base_t = self.ty(st, ins[2])
            if base_t & (T.OTHER | T.U):  # may be a function handle: a call
                self.forget(st)
            st[ins[1]] = T.VALUE
        elif op == bc.CONCAT and self.char_concat(pc, ins, st, e, ind):
            st[ins[1]] = T.CHARS | T.CH  # ['' c] is c
        elif op == bc.ASSIGN_INDEX:
            v, rhs = ins[1], ins[3]
            self.assign_index(pc, ins, st, ind)
            if self.ty(st, v) & T.OTHER:  # an object's subsasgn may run user code
                self.unverify(st)
            tv, tr = self.ty(st, v), self.ty(st, rhs)
            keep = (tv == T.A and tr in (T.F, T.B)) or (tv == T.CHARS and tr == T.CH)
            st[v] = tv if keep else T.VALUE
        elif op == bc.RETURN:
            self.note_return(st)
            e("return None" if not self.is_region else f"return {pc}")
            return None
        elif op == bc.RETURN_VALUE:
            if self.is_region:
                raise Unsupported("RETURN_VALUE in a loop")
            a = ins[1]
            e(f"return defined(R[{a}], code, {a})" if self.ty(st, a) & T.U else f"return R[{a}]")
            return None
        elif op == bc.RAISE_UNDEF:
            e(f"g_RAISE_UNDEF(frame, R, code, {self.I(pc)})")
            return None
        elif op == bc.DISPLAY_ANS:
            e(f"g_DISPLAY_ANS(frame, R, code, {self.I(pc)})")
            self.unverify(st)  # an object's display method is user code
            if self.ans_slot is not None:
                st[self.ans_slot] = T.VALUE
        elif op == bc.NARGIN or op == bc.NARGOUT:
            e(f"R[{ins[1]}] = float(frame.{'nargin' if op == bc.NARGIN else 'nargout'})")
            st[ins[1]] = T.F
        elif op == bc.END:
            # `end` in a subscript: the array's size inline, rt.end_value (g_END's body) otherwise
            d, b, k, n = ins[1], ins[2], ins[3], ins[4]
            x = f"R[{b}]"
            general = f"end_value({x}, {k}, {n})"
            if self.ty(st, b) not in T.PROVEN_ARRAYS:
                e(f"R[{d}] = {general}")
            elif n == 1:
                e(f"R[{d}] = float({x}.size)")
            elif k < n:
                e(f"R[{d}] = float({x}.shape[{k - 1}]) if {x}.ndim >= {k} else 1.0")
            else:
                e(f"R[{d}] = float({x}.shape[{k - 1}]) if {x}.ndim == {k} else {general}")
            st[d] = T.F
        elif op == bc.SWITCH_MATCH:
            e(f"g_SWITCH_MATCH(frame, R, code, {self.I(pc)})")
            st[ins[1]] = T.B
        elif bc.OPCODES[op].flags & bc.CALLS:  # CALL_VALUE, METHOD, COMMAND (CALL and INDEX are above)
            e(f"g_{name}(frame, R, code, {self.I(pc)})")
            self.forget(st)
            st[ins[1]] = T.VALUE
        elif name in _SAFE:
            e(f"g_{name}(frame, R, code, {self.I(pc)})")
            if 1 not in bc.OPCODES[op].writes:  # XSTORE, XDECLARE, DISPLAY, NOP: no register written
                pass
            elif name == "XLOAD":
                st[ins[1]] = T.ALL
            elif name == "END":
                st[ins[1]] = T.F
            elif name in ("MAKE_LAMBDA", "MAKE_HANDLE"):
                st[ins[1]] = T.O
            else:
                st[ins[1]] = T.VALUE
        else:
            raise Unsupported(f"opcode {name}")
        return st

    is_region = False
    region_start = -1
    hoisted_q: list[int] = []

    def bin(self, pc: int, ins: tuple, st: dict, e: Any) -> None:
        """An operator: its builtin's scalar kernel (inline template, or a call of it) on proven
        double / logical operands, the generic helper otherwise."""
        d, a, b, name = ins[1], ins[2], ins[3], ins[5]
        ta, tb = self.ty(st, a), self.ty(st, b)
        A_, B_ = self.val(st, a), self.val(st, b)
        k = scalar_kernel(name)
        I = self.I(pc)
        if (ta | tb) & T.SCALARS and self.emit_classed(pc, name, classed.binary(self, st, a, b, name), d, st, e):
            return
        general = self.handover_op(pc, name, (a, b), st, f"binop({A_}, {B_}, {I}, code, ctx)")
        if k is None:
            e(f"R[{d}] = {general}")
            st[d] = self.device_result(name, [ta, tb])
            return
        out = T.B if k.returns == "logical" else T.F
        if ta == T.F and tb == T.F:
            c = self.consts.get(b)
            tmpl = k.const.get(c) if c.__class__ is float else None
            tmpl = tmpl or k.inline
            if tmpl is not None:
                e(f"R[{d}] = {tmpl.format(A_, B_)}")
                st[d] = out
                return
            e(f"R[{d}] = float_op({I}[4]({A_}, {B_}), {A_}, {B_}, {I}, ctx)")
            st[d] = out | T.O
            return
        if ta == T.B and tb == T.B and ins[6] is not None:
            tmpl = k.logical_inline or k.inline
            e(f"R[{d}] = {tmpl.format(A_, B_)}" if tmpl else f"R[{d}] = {I}[6]({A_}, {B_})")
            st[d] = T.B
            return
        if k.inline is not None:
            conds = [f"{x}.__class__ is float" for x, t in ((A_, ta), (B_, tb)) if t != T.F]
            if conds and all(t & T.F for t in (ta, tb)) and self.can_deopt():
                # an operand that is not a double scalar after all: the interpreter goes on from here
                e(f"if not ({' and '.join(conds)}):")
                self.deopt(self.cur_ind + 1, pc)
                e(f"R[{d}] = {k.inline.format(A_, B_)}")
                st[d] = out
                return
            if conds and all(t & T.F for t in (ta, tb)):
                e(f"R[{d}] = {k.inline.format(A_, B_)} if {' and '.join(conds)} else {general}")
                st[d] = T.VALUE
                return
        e(f"R[{d}] = {general}")
        st[d] = self.device_result(name, [ta, tb])

    def scalar_subs(self, st: dict, ins_args: tuple, splat: bool) -> list[str] | None:
        """Float subscripts for an inline element access (1 or 2 of them), else None."""
        if splat or len(ins_args) not in (1, 2) or any(self.ty(st, s) != T.F for s in ins_args):
            return None
        return [self.val(st, s) for s in ins_args]

    def element_test(self, subs: list[str]) -> tuple[list[str], str]:
        """Conditions for an in-bounds element of a 2-D double array ``_v`` and its NumPy index."""
        tests = ["_v.__class__ is ndarray", "_v.dtype is F64", "_v.ndim == 2"]
        if len(subs) == 1:
            tests += [f"{subs[0]}.is_integer()", f"0.0 < {subs[0]} <= _v.size"]
            return tests, f"divmod(int({subs[0]}) - 1, _v.shape[0])[::-1]"
        tests += [f"{subs[0]}.is_integer()", f"{subs[1]}.is_integer()",
                  f"0.0 < {subs[0]} <= _v.shape[0]", f"0.0 < {subs[1]} <= _v.shape[1]"]
        return tests, f"int({subs[0]}) - 1, int({subs[1]}) - 1"

    def assign_index(self, pc: int, ins: tuple, st: dict, ind: int) -> None:
        """``x(i) = v`` / ``x(i, j) = v``: inline for a double scalar into a sole-owned double matrix."""
        subs = self.scalar_subs(st, ins[2], ins[4])
        I = self.I(pc)
        v = ins[1]
        rt_ = self.ty(st, ins[3])
        if subs is not None and rt_ == T.CH and self.ty(st, v) == T.CHARS and v in self.varslots:
            self.char_store(pc, ins, st, ind, subs)
            return
        if subs is None or not (rt_ & T.F) or rt_ & T.U or not (self.ty(st, v) & T.A):
            self.emit(ind, f"g_ASSIGN_INDEX(frame, R, code, {I})", pc)
            return
        # a right-hand side not proven double (a builtin's answer): tested where the write happens
        rhs_test = [] if rt_ == T.F else [f"{self.val(st, ins[3])}.__class__ is float"]
        if v in self.varslots:
            # the variable's array was checked once (class, float64, 2-D, owns its memory): its
            # cache _a<slot> and the memoryview _w<slot> over it hold it, so it is the sole owner
            # when the slot, the local, those two and getrefcount's argument are all the references
            self.cached.add(v)
            x = f"R[{v}]"
            plan = self.hoist.get(pc)
            if plan is not None and not self.dry:
                self.hoist_used.append((pc, v, subs, plan))
                inv, rng = plan[0], plan[1]
                tests = [f"_h{pc}"] + rhs_test
                idx = []
                for i, sub in enumerate(subs):
                    if i in inv:
                        idx.append(f"_r{pc}_{i}")
                    elif i in rng:  # an integer within the bounds, checked for the whole range: the
                        idx.append(f"_k{self.hoist_loop}")  # loop's integer counter holds it less one
                    else:
                        tests += [f"1.0 <= {sub} <= {'_m' if i == 0 else '_n'}{v}", f"{sub}.is_integer()"]
                        idx.append(f"int({sub}) - 1")
                self.emit(ind, f"if {' and '.join(tests)}:", pc)
                self.emit(ind + 1, f"_w{v}[{', '.join(idx)}] = {self.val(st, ins[3])}", pc)
                self.emit(ind, "else:", pc)
                self.emit(ind + 1, f"_h{pc} = False", pc)
                ind += 1
            self.emit(ind, f"R_[{v}] = {x}", pc)
            self.emit(ind, f"if {x} is not _a{v}:", pc)
            self.emit(ind + 1, f"_a{v}, _m{v}, _n{v}, _s{v}, _w{v} = array_info({x})", pc)
            tests = self.cached_bounds(v, subs) + [f"getrefcount({x}) <= 5", f"not _w{v}.readonly"] + rhs_test
            self.emit(ind, f"if {x} is _a{v} and {' and '.join(tests)}:", pc)
            rhs = self.val(st, ins[3])
            if len(subs) == 2:
                self.emit(ind + 1, f"_w{v}[_i - 1, _j - 1] = {rhs}", pc)
            else:
                self.emit(ind + 1, "_i -= 1", pc)
                self.emit(ind + 1, f"if _m{v} == 1:", pc)
                self.emit(ind + 2, f"_w{v}[0, _i] = {rhs}", pc)
                self.emit(ind + 1, "else:", pc)
                self.emit(ind + 2, f"_w{v}[_i % _m{v}, _i // _m{v}] = {rhs}", pc)
            self.emit(ind, "else:", pc)
            self.emit(ind + 1, f"g_ASSIGN_INDEX(frame, R, code, {I})", pc)
            return
        tests, where = self.element_test(subs)
        # sole owner: the slot, its Python local, _v and getrefcount's argument hold it, nothing else
        tests += ["_v.base is None", "getrefcount(_v) <= 4"] + rhs_test
        self.emit(ind, f"R_[{ins[1]}] = R[{ins[1]}]", pc)
        self.emit(ind, f"_v = R_[{ins[1]}]", pc)
        self.emit(ind, f"if {' and '.join(tests)}:", pc)
        self.emit(ind + 1, f"_v[{where}] = {self.val(st, ins[3])}", pc)
        self.emit(ind, "else:", pc)
        self.emit(ind + 1, "_v = None", pc)
        self.emit(ind + 1, f"g_ASSIGN_INDEX(frame, R, code, {I})", pc)
        self.emit(ind, "_v = None", pc)

    # ------------------------------------------------------------------ loop-invariant element writes
    # A ranged ``for`` whose body only does scalar arithmetic and writes ``x(i, j) = s`` into a
    # variable that nothing else in the body names checks, once before the loop, what every
    # iteration would check about the array (identity with its cache, class, 2-D, ownership:
    # getrefcount) and about the subscripts the body never assigns (bounds, integer), and keeps
    # the 0-based index; an iteration then tests only the varying subscript.  Nothing in such a
    # body can reach the array (hoist_safe: no helper, no call, no frame), so none of that can
    # change while the flag ``_h<pc>`` stays set; the first iteration that takes the general
    # path (out of bounds, not an integer, g_ASSIGN_INDEX copying or growing the array) clears it.
    _HOIST_OPS = frozenset({bc.BIN, bc.UN, bc.MOVE, bc.ASSIGN_INDEX, bc.FUSED})
    # an element read of another array (array_info), an inlined kernel (K/KR) and its counter
    _HOIST_CALLS = frozenset({"int", "float_op", "defined", "float", "array_info", "next", "zip", "count", *INLINE_NAMES,
                              *classed.HELPERS})

    def hoist_plan(self, pc: int, end: int, var: int) -> dict[int, tuple]:
        """ASSIGN_INDEX pcs of the loop body [pc+1, end-1) whose checks can move before the loop:
        pc -> (positions of the loop-invariant subscripts)."""
        instrs = self.instrs
        # a NOP is nothing; a FUSED tree over proven scalars emits nothing (on arrays its call
        # keeps hoist_safe from accepting the body)
        body = [p for p in range(pc + 1, end - 1) if instrs[p][0] != bc.NOP]
        inlinable = set(self.kernel_calls(pc + 1, end - 1)) if self.can_deopt() else set()
        for p in body:
            op = instrs[p][0]
            # element reads and builtin calls that may be inlined too (hoist_safe checks the code)
            if op not in self._HOIST_OPS and op != bc.INDEX and not (op == bc.CALL and instrs[p][2] in inlinable):
                return {}
        body_written = {instrs[p][1] for p in body}
        written = body_written | {var}
        plan: dict[int, tuple] = {}
        targets: dict[int, int] = {}
        for p in body:
            ins = instrs[p]
            if ins[0] == bc.ASSIGN_INDEX and not ins[4] and len(ins[2]) == 2 and ins[1] in self.varslots:
                targets[ins[1]] = targets.get(ins[1], 0) + 1
        for p in body:
            ins = instrs[p]
            if ins[0] != bc.ASSIGN_INDEX or targets.get(ins[1]) != 1:
                continue
            v = ins[1]
            others = set()
            for q in body:
                if q != p:
                    others |= _slots_of(_no_nargout(instrs[q]))
            if v in others or v in ins[2] or v == ins[3]:
                continue
            inv = tuple(i for i, s in enumerate(ins[2]) if s not in written)
            # the loop variable itself, never assigned in the body: its whole range is checked before
            rng = tuple(i for i, s in enumerate(ins[2]) if s == var and var not in body_written)
            if inv and len(inv) < 2:
                plan[p] = (inv, rng, tuple(instrs[pc][3:6]))
        return plan

    def hoist_safe(self, n0: int, pcs: set[int]) -> bool:
        """The body lines from ``n0`` on, other than the hoisted writes', call nothing that could
        reach an array (only plain arithmetic helpers) and never name the frame."""
        for _, text, p in self.lines[n0:]:
            if p in pcs or _is_deopt(text):  # a deoptimisation leaves the loop: nothing after it runs
                continue
            if any(w in text for w in ("frame", "sess", "ctx", "LINEMAP", "R_[", " for ", "while")):
                return False
            names = set(re.findall(r"(?<![.\w])([A-Za-z_]\w*)\(", text)) - self._HOIST_CALLS
            if any(not re.fullmatch(r"KR?\d+|" + classed.HELPER_NAMES, c) for c in names):
                return False
        return True

    def hoist_guards(self, used: list, ind: int, pc: int) -> list[tuple[int, str, int]]:
        out = []
        for apc, v, subs, (inv, rng, ops) in used:
            x = f"R[{v}]"
            out.append((ind, f"R_[{v}] = {x}", pc))
            out.append((ind, f"if {x} is not _a{v}:", pc))
            out.append((ind + 1, f"_a{v}, _m{v}, _n{v}, _s{v}, _w{v} = array_info({x})", pc))
            tests = [f"{x} is _a{v}"]
            for i in inv:
                tests += [f"1.0 <= {subs[i]} <= {'_m' if i == 0 else '_n'}{v}", f"{subs[i]}.is_integer()"]
            for i in rng:
                a, b, c = (self.val({}, s) for s in ops)
                tests.append(f"int_range_within({a}, {b}, {c}, {'_m' if i == 0 else '_n'}{v})")
            tests += [f"getrefcount({x}) <= 5", f"not _w{v}.readonly"]
            out.append((ind, f"_h{apc} = {' and '.join(tests)}", pc))
            out.append((ind, f"if _h{apc}:", pc))
            for i in inv:
                out.append((ind + 1, f"_r{apc}_{i} = int({subs[i]}) - 1", pc))
        ranged = [(u[0], u[3][2]) for u in used if u[3][1]]
        if ranged:
            # the loop variable as a subscript is an integer counter run beside the range (the loop
            # header zips it in), valid wherever a store's guard proved the range integral
            a, b, _ = (self.val({}, s) for s in ranged[0][1])
            flags = " or ".join(f"_h{apc}" for apc, _ in ranged)
            out.append((ind, f"_k0{pc}, _kd{pc} = (int({a}) - 1, int({b})) if {flags} else (0, 1)", pc))
        return out

    def cached_bounds(self, v: int, subs: list[str], p: str = "") -> list[str]:
        """In-bounds integer subscripts of the array cached for slot ``v`` (bounds first: they
        reject NaN and Inf); ``_i`` (and ``_j``) are then bound to them as Python ints.  ``p``:
        the cache's prefix ("c": a char array's, ``char_element``)."""
        # a finite float within the bounds is an integer when int() gives it back
        if len(subs) == 1:
            return [f"1.0 <= {subs[0]} <= _{p}s{v}", f"(_i := int({subs[0]})) == {subs[0]}"]
        return [f"1.0 <= {subs[0]} <= _{p}m{v}", f"1.0 <= {subs[1]} <= _{p}n{v}",
                f"(_i := int({subs[0]})) == {subs[0]}", f"(_j := int({subs[1]})) == {subs[1]}"]

    def index(self, pc: int, ins: tuple, st: dict, ind: int) -> bool | str:
        """``x(i)`` / ``x(i, j)`` of a double matrix inline; returns False when not attempted."""
        subs = self.scalar_subs(st, ins[3], ins[4])
        b = ins[2]
        if subs is not None and self.ty(st, b) == T.CHARS and b in self.varslots and self.can_deopt():
            self.char_element(pc, ins, st, ind, subs)
            return "char"
        if subs is None or not (self.ty(st, b) & T.A):
            return False
        if b in self.varslots:
            self.cached.add(b)
            x = f"R[{b}]"
            self.emit(ind, f"if {x} is not _a{b}:", pc)
            self.emit(ind + 1, f"_a{b}, _m{b}, _n{b}, _s{b}, _w{b} = array_info({x})", pc)
            self.emit(ind, f"if {x} is _a{b} and {' and '.join(self.cached_bounds(b, subs))}:", pc)
            if len(subs) == 2:
                self.emit(ind + 1, f"R[{ins[1]}] = _w{b}[_i - 1, _j - 1]", pc)
            else:
                self.emit(ind + 1, f"R[{ins[1]}] = _w{b}[0, _i - 1] if _m{b} == 1 else "
                                   f"_w{b}[(_i - 1) % _m{b}, (_i - 1) // _m{b}]", pc)
            self.emit(ind, "else:", pc)
            if self.can_deopt():  # the element of a double matrix is a double scalar, or we leave
                self.deopt(ind + 1, pc)
                return "float"
            self.emit(ind + 1, f"g_INDEX(frame, R, code, {self.I(pc)})", pc)
            return True
        tests, where = self.element_test(subs)
        self.emit(ind, f"_v = R[{ins[2]}]", pc)
        self.emit(ind, f"if {' and '.join(tests)}:", pc)
        self.emit(ind + 1, f"R[{ins[1]}] = _v.item({where})", pc)
        self.emit(ind, "else:", pc)
        self.emit(ind + 1, "_v = None", pc)
        if self.can_deopt():
            self.deopt(ind + 1, pc)
            self.emit(ind, "_v = None", pc)
            return "float"
        self.emit(ind + 1, f"g_INDEX(frame, R, code, {self.I(pc)})", pc)
        self.emit(ind, "_v = None", pc)
        return True

    # ------------------------------------------------------------------ char arrays, element by element
    # A variable proven a char array (``T.CHARS``) caches, as a double matrix does (``array_info``),
    # its shape and a memoryview, here over its code points (``ops.char_info``), in the locals
    # ``_ca/_cm/_cn/_cs/_cw<slot>`` (apart from the double caches: a slot of unknown class may hold
    # the same char array later).  ``c = s(k)`` reads the code point as an unboxed char (deoptimising
    # when the subscript is not an integer in bounds); ``s(k) = c`` writes one into a sole-owned array.
    def char_cache(self, b: int, ind: int, pc: int) -> str:
        self.cached_chars.add(b)
        x = f"R[{b}]"
        self.emit(ind, f"if {x} is not _ca{b}:", pc)
        self.emit(ind + 1, f"_ca{b}, _cm{b}, _cn{b}, _cs{b}, _cw{b} = char_info({x})", pc)
        return x

    def element_at(self, b: int, subs: list[str], p: str) -> str:
        """The memoryview element of the cached array at the bound subscripts ``_i`` (``_j``)."""
        if len(subs) == 2:
            return f"_{p}w{b}[_i - 1, _j - 1]"
        return f"_{p}w{b}[(_i - 1) % _{p}m{b}, (_i - 1) // _{p}m{b}]"

    def char_concat(self, pc: int, ins: tuple, st: dict, e: Any, ind: int) -> bool:
        """``[t c]``: one row of chars and char arrays (a text built char by char) joined by the
        general path's own function (``runtime.concat``), handed the chars' boxes: no register
        sync, no frame (text cannot call user code), so a loop keeps its chars unboxed."""
        rows, splat = ins[2], ins[3]
        if splat or len(rows) != 1 or len(rows[0]) < 2:
            return False
        tys = [self.ty(st, s) for s in rows[0]]
        if not all(t and not t & ~(T.CHARS | T.CH) for t in tys):
            return False
        vals = []
        for s_, t in zip(rows[0], tys):
            held = t == T.CH and s_ not in self.consts and (st.get(("uv", s_)) == 0 or s_ in self.L)
            vals.append(f"BV_char(u{s_})" if held else f"R[{s_}]")
        e(f"R[{ins[1]}] = text_concat([[{', '.join(vals)}]])")
        return True

    def char_element(self, pc: int, ins: tuple, st: dict, ind: int, subs: list[str]) -> None:
        d, b = ins[1], ins[2]
        x = self.char_cache(b, ind, pc)
        self.emit(ind, f"if not ({x} is _ca{b} and {' and '.join(self.cached_bounds(b, subs, 'c'))}):", pc)
        self.deopt(ind + 1, pc)
        self.classed_done = True
        read = f"_cw{b}[0, _i - 1] if _cm{b} == 1 else {self.element_at(b, subs, 'c')}" if len(subs) == 1 \
            else self.element_at(b, subs, "c")
        self.set_value(st, d, read, T.CH, lambda text: self.emit(ind, text, pc))

    def char_store(self, pc: int, ins: tuple, st: dict, ind: int, subs: list[str]) -> None:
        """``s(k) = c``: a char (its code point) into a sole-owned char array (the slot, its local,
        the cache, the uint32 view's base and getrefcount's argument hold it), else the general path."""
        v, I = ins[1], self.I(pc)
        c = classed.operand(self, st, ins[3])
        self.emit(ind, f"R_[{v}] = R[{v}]", pc)
        x = self.char_cache(v, ind, pc)
        tests = self.cached_bounds(v, subs, "c") + [f"getrefcount({x}) <= 5", f"not _cw{v}.readonly"]
        self.emit(ind, f"if {x} is _ca{v} and {' and '.join(tests)}:", pc)
        if len(subs) == 2:
            self.emit(ind + 1, f"{self.element_at(v, subs, 'c')} = {c.expr}", pc)
        else:
            self.emit(ind + 1, f"if _cm{v} == 1:", pc)
            self.emit(ind + 2, f"_cw{v}[0, _i - 1] = {c.expr}", pc)
            self.emit(ind + 1, "else:", pc)
            self.emit(ind + 2, f"{self.element_at(v, subs, 'c')} = {c.expr}", pc)
        self.emit(ind, "else:", pc)
        self.box_lines(st, self.stale(st), ind + 1, pc)  # the general path may read any register
        # a char into a char array (a copy, growth, an error): no user code, no telemetry read
        self.emit(ind + 1, f"g_ASSIGN_INDEX(frame, R, code, {I}){_PLAIN_STORE}", pc)
        self.classed_done = True  # boxed where needed: the fast path reads the char's value only

    def un(self, pc: int, ins: tuple, st: dict, e: Any) -> None:
        d, a, name = ins[1], ins[2], ins[4]
        ta = self.ty(st, a)
        A_ = self.val(st, a)
        k = scalar_kernel(name)
        if ta & T.SCALARS and self.emit_classed(pc, name, classed.unary(self, st, a, name), d, st, e):
            return
        if k is not None and ta == T.F and k.inline is not None:
            e(f"R[{d}] = {k.inline.format(A_)}")
            st[d] = T.B if k.returns == "logical" else T.F
        elif k is not None and ta == T.B and k.logical and k.logical_inline is not None:
            e(f"R[{d}] = {k.logical_inline.format(A_)}")
            st[d] = T.B
        else:
            e(f"R[{d}] = {self.handover_op(pc, name, (a,), st, f'unop({A_}, {self.I(pc)}, code, ctx)')}")
            st[d] = self.device_result(name, [ta])

    def call(self, pc: int, ins: tuple, st: dict, e: Any) -> None:
        d, name, slots, nargout, splat, target = ins[1], ins[2], ins[3], ins[4], ins[5], ins[6]
        I = self.I(pc)
        typed = not splat and all(not (self.ty(st, s) & T.U) for s in slots)
        if typed:
            args = ", ".join(self.val(st, s) for s in slots)
            arglist = f"[{args}]"
        else:
            args = f"*build_args(R, {I}[3], {I}[5], code)"
            arglist = f"build_args(R, {I}[3], {I}[5], code)"
        nout = "frame.nargout" if nargout == -1 else f"R[{~nargout}]" if nargout < 0 else str(nargout)
        if target is BUILTIN or target is None:
            # arguments whose temporary dies here reach the builtin as its only reference
            if typed:
                handed = ", ".join(self.handed(pc, slots, [self.val(st, s) for s in slots])[0])
                args, arglist = handed, f"[{handed}]"
            else:
                arglist = self.taken_list(pc) or arglist
        if target is BUILTIN:
            sep = ", " if args else ""
            e(f"R[{d}] = call_builtin({name!r}{sep}{args}, nargout={nout}, ctx=ctx)")
            out = self.call_result(name, st, slots, nargout, splat)
            self.unverify(st)
            st[d] = out
            return
        if target is None:
            if self.inline_builtin(pc, ins, st, e) or self.inline_classed(pc, ins, st, e):
                return
            e(f"R[{d}] = call_named(frame, {name!r}, {arglist}, {nout}, None)")
            out = self.call_result(name, st, slots, nargout, splat)
            self.unverify(st)
            if not (self.plain_args(st, slots, splat) and self.is_safe_builtin(name)):
                self.forget(st)
            st[d] = out
            return
        elif getattr(target, "kind", None) == "function" and getattr(target, "parent", 0) is None:
            # a file's function resolved at compile time: straight into the call protocol; with
            # plain arguments, through the callee's entry (tier.make_entry: bind and run in one
            # function) unless a resolver may supply another body
            code = getattr(target, "code", None)
            if typed and code is not None and len(slots) <= code.fast_nargs:
                self.entries[pc] = (target, len(slots))
                sep = ", " if args else ""
                leaf = None
                guards = [f"{self.val(st, s)}.__class__ is float" for s in slots
                          if self.ty(st, s) not in (T.F, T.B)]
                if not self.dry and nargout in (0, 1) and 0 <= code.first_out and nargout <= code.max_nargout \
                        and not code.varargin and not code.varargout \
                        and all(self.ty(st, s) in (T.F, T.B) or (self.ty(st, s) & T.F and not self.ty(st, s) & T.U)
                                for s in slots):
                    leaf = self.leaf_of(target, tuple(bool if self.ty(st, s) == T.B else float for s in slots))
                if leaf is not None and self.can_deopt() and leaf.out_type in (T.F, T.B):
                    # a pure leaf (below) whose output has a known class: every other case (an
                    # argument of another class, a resolver, the recursion limit, a guard inside it
                    # that failed, an unassigned output) deoptimises, the interpreter calls it
                    self.leaves[pc] = leaf
                    e(f"if not ({' and '.join(guards + ['sess.resolver is None', 'sess.depth < LIMIT'])} and "
                      f"(_o := L{pc}(_rg{sep}{args})) is not UNDEF):")
                    self.deopt(self.cur_ind + 1, pc)
                    e(f"R[{d}] = _o")
                    st[d] = leaf.out_type
                    return
                if leaf is not None:
                    # the callee's compiled body calls nothing and never reads its frame (a pure leaf,
                    # tier.leaf_function): run it right here on the argument values; its output, or
                    # UNDEF when it left it unassigned (the entry then reports that), and every
                    # resolver / recursion-limit case go through the entry as before
                    self.leaves[pc] = leaf
                    e(f"if {' and '.join(guards + ['sess.resolver is None', 'sess.depth < LIMIT'])} and "
                      f"(_o := L{pc}(_rg{sep}{args})) is not UNDEF:")
                    self.emit(self.cur_ind + 1, f"R[{d}] = _o", pc)
                    e("else:")
                    self.emit(self.cur_ind + 1,
                              f"R[{d}] = E{pc}(sess{sep}{args}, {nout}, frame) if sess.resolver is None else "
                              f"invoke_user(sess, {I}[6], {arglist}, {nout}, None, frame)", pc)
                    self.forget(st)
                    st[d] = T.VALUE
                    return
                e(f"R[{d}] = E{pc}(sess{sep}{args}, {nout}, frame) if sess.resolver is None else "
                  f"invoke_user(sess, {I}[6], {arglist}, {nout}, None, frame)")
            elif not splat and code is not None and len(slots) <= code.fast_nargs:
                # arguments that may be undefined (types forgotten after a call): the entry when
                # none is, at run time; build_args reports an undefined one otherwise
                self.entries[pc] = (target, len(slots))
                vals = [self.val(st, s) for s in slots]
                test = " and ".join([f"{v} is not UNDEF" for v, s in zip(vals, slots) if self.ty(st, s) & T.U]
                                    + ["sess.resolver is None"])
                e(f"R[{d}] = E{pc}(sess, {', '.join(vals)}, {nout}, frame) if {test} else "
                  f"invoke_user(sess, {I}[6], {arglist}, {nout}, None, frame)")
            else:
                e(f"R[{d}] = invoke_user(sess, {I}[6], {arglist}, {nout}, None, frame)")
            self.forget(st)
        else:
            e(f"R[{d}] = call_user(frame, {I}[6], {arglist}, {nout})")
            self.forget(st)
        st[d] = T.VALUE


    def emit_classed(self, pc: int, name: str | None, how: tuple[str, int] | None, d: int, st: dict, e: Any) -> bool:
        """An operator on integer/single scalars inline (``classed``): its expression, counted as
        the builtin call the interpreter makes; False when ``how`` is None (not such operands)."""
        if how is None or (len(how) > 2 and not self.can_deopt()):
            return False
        self.classed_done = True
        if name is not None:
            self.kernels[pc] = (name, classed.COUNTED)
        expr = how[0]
        if len(how) > 2:  # the expression may decline (NotImplemented): the builtin decides
            e(f"_o = {expr}")
            e("if _o is NotImplemented:")
            self.deopt(self.cur_ind + 1, pc)
            expr = "_o"
        self.set_value(st, d, expr, how[1], e)
        if name is not None:
            e(f"next(C{pc})")
        self.drop_dying(pc, st)
        return True

    # ------------------------------------------------------------------ unboxed integer/single values
    # A classed answer lives in a local ``u<slot>`` (its value: an int, a single's float) and its box
    # R[slot] is *stale* until something may look at it.  State keys: ("uv", slot) -> 0 while u<slot>
    # holds the slot's value, ("st", slot) -> 0 while the box is stale (then "uv" holds too).  Boxes
    # are made (``box_lines``) before an instruction that reads the register or may look at the frame
    # (``simple``), before a deoptimisation, and at every control point (branches, loops, the end of a
    # block) except for the slots of ``self.L``: variables a loop keeps unboxed from its entry to its
    # exits (``loop_unboxed``), whose locals every write in the loop keeps current.
    def set_value(self, st: dict, d: int, expr: str, mask: int, e: Any) -> None:
        if mask in T.CLASS_OF_BIT:
            e(f"u{d} = {expr}")
            if not self.dry:
                st[("uv", d)] = st[("st", d)] = 0
        else:
            e(f"R[{d}] = {expr}")
            self.drop_value(st, d)
        st[d] = mask

    def drop_value(self, st: dict, d: int) -> None:
        """Register ``d`` was written another way: its local no longer holds it (in a loop that
        keeps it unboxed, that loop must be generated again without it)."""
        st.pop(("uv", d), None)
        st.pop(("st", d), None)
        if d in self.L and not self.dry:
            self.L_viol.add(d)

    def drop_dying(self, pc: int, st: dict) -> None:
        """Operands whose temporary dies here need no box (nothing reads them again)."""
        dy = self.dying[pc]
        if not dy:
            return
        ins = self.instrs[pc]
        slots = ins[3] if ins[0] == bc.CALL else (ins[2], ins[3]) if ins[0] == bc.BIN else (ins[2],)
        for k, sl in enumerate(slots):
            if dy >> k & 1 and sl not in self.varslots and sl not in self.consts and sl not in self.L:
                st.pop(("st", sl), None)

    def stale(self, st: dict) -> list[int]:
        return sorted({k[1] for k in st if k.__class__ is tuple and k[0] == "st"} | self.L)

    def box_lines(self, st: dict, slots: list[int], ind: int, pc: int) -> None:
        for k in slots:
            t = self.ty(st, k)
            cls = T.CLASS_OF_BIT.get(t)
            if cls is None and k in self.L and k in self.L_undef and t == self.L_class.get(k, 0) | T.U:
                # a loop-kept variable not assigned yet on some path: its box where it has a value
                self.emit(ind, f"R[{k}] = BV_{T.CLASS_OF_BIT[self.L_class[k]]}(u{k}) if u{k} is not None "
                               f"else R[{k}]", pc)
                continue
            if cls is None:  # a loop-kept variable of another class now: that loop is generated again
                if k in self.L and not self.dry:
                    self.L_viol.add(k)
                continue
            self.emit(ind, f"R[{k}] = BV_{cls}(u{k})", pc)

    def loop_candidates(self, head: dict, a: int, b: int, exclude: set) -> set[int]:
        """Variables a loop [a, b) may keep unboxed: integer/single/char scalars at its head that it
        writes, or that it writes and that are undefined before (``c = s(k)`` in the loop)."""
        written = {self.instrs[p][1] for p in range(a, b)
                   if self.instrs[p][0] in (bc.BIN, bc.UN, bc.CALL, bc.MOVE, bc.INDEX)}
        return {k for k in self.varslots if (head.get(k, T.ALL) & ~T.U) in T.CLASS_OF_BIT and k in written
                and k not in exclude and k not in self.L}

    def loop_unboxed(self, head: dict, a: int, b: int, exclude: set, emit_loop: Any) -> dict | None:
        """Generate a loop (``emit_loop(kept)``) keeping its integer/single variables unboxed
        (``self.L``): unboxed before it, boxed after it; when something in it wrote one of them
        another way, generated again without that one."""
        cand = set() if self.dry else self.loop_candidates(head, a, b, exclude)
        n_start = len(self.lines)
        saved_L, saved_viol = self.L, self.L_viol
        saved_class, saved_undef = self.L_class, self.L_undef
        while True:
            self.L, self.L_viol = saved_L | cand, set()
            self.L_class = {**saved_class, **{k: head[k] & ~T.U for k in cand}}
            self.L_undef = saved_undef | {k for k in cand if head[k] & T.U}
            try:
                out = emit_loop(sorted(cand))
            finally:
                viol = self.L_viol
                self.L, self.L_class, self.L_undef = saved_L, saved_class, saved_undef
                self.L_viol = saved_viol | (viol - cand)
            bad = viol & cand
            if not bad:
                break
            cand -= bad
            del self.lines[n_start:]
        if out is not None:
            for k in cand:
                out.pop(("uv", k), None)
                out.pop(("st", k), None)
        return out

    def unbox_before(self, kept: list[int], ind: int, pc: int) -> None:
        for k in kept:
            value = classed.unbox(f"R[{k}]", self.L_class.get(k))
            self.emit(ind, f"u{k} = None if R[{k}] is UNDEF else {value}" if k in self.L_undef else f"u{k} = {value}", pc)

    def strip_values(self, head: dict) -> dict:
        """A loop head's state: no local value trusted but the loop-kept ones (``self.L``)."""
        return {k: v for k, v in head.items() if not (k.__class__ is tuple and k[0] in ("uv", "st"))}

    def boxed(self, st: dict, slots: list[int], ind: int, pc: int) -> None:
        """Box these stale slots here; a loop's unboxed variables stay stale (other paths may not)."""
        self.box_lines(st, slots, ind, pc)
        for k in slots:
            if k not in self.L:
                st.pop(("st", k), None)

    def control_point(self, st: dict | None, ind: int, pc: int) -> None:
        """Before a branch, loop, jump or the end of a block: every box made but the loop-kept ones,
        and no other local trusted past it (paths meet here)."""
        if st is None:
            return
        self.boxed(st, [k for k in self.stale(st) if k not in self.L], ind, pc)
        # the boxes are made; the locals still hold the values (a join keeps ("uv", k) only where
        # every path has it, and a loop's head trusts none but the loop-kept ones: strip_values)
        for key in [k for k in st if k.__class__ is tuple and k[0] == "st" and k[1] not in self.L]:
            del st[key]

    _BOXED_LINE = re.compile(r"^R\[\d+\] = BV_\w+\(u\d+\)$")
    _PURE_CALLS = frozenset({"float", "int", "next", *INLINE_NAMES, *classed.HELPERS})

    def observed(self, n0: int, st: dict) -> list[int] | None:
        """The stale slots the lines from ``n0`` read (None: they may look at anything)."""
        stale = set(self.stale(st))
        if not stale:
            return []
        need: set[int] = set()
        for _, text, _p in self.lines[n0:]:
            if _is_deopt(text) or self._BOXED_LINE.match(text):
                continue
            if any(w in text for w in ("frame", "sess", "ctx", "LINEMAP", "R_[", "return")):
                return None
            for c in _CALLS.findall(text):
                if c not in self._PURE_CALLS and not re.fullmatch(r"KR?\d+|" + classed.HELPER_NAMES, c):
                    return None
            need.update(int(m) for m in _REG.findall(text))
        return sorted(need & stale)

    def inline_classed(self, pc: int, ins: tuple, st: dict, e: Any) -> bool:
        """A call of a conversion, ``mod``, ``abs`` or a bit operation on integer/single scalars
        (``classed.call``), under the guard that the name still resolves to the builtin (verified
        once per path, before a loop by ``preheader``); a failed guard deoptimises."""
        d, name, slots, nargout, splat = ins[1], ins[2], ins[3], ins[4], ins[5]
        if splat or nargout != 1 or not self.can_deopt() or name not in classed.CALLS or not self.builtin_of(name):
            return False
        how = classed.call(self, st, name, slots)
        if how is None:
            return False
        if st.get(("g", name)) != 0:
            e(f"if not ({self.guard_text(name)}):")
            self.deopt(self.cur_ind + 1, pc)
            st[("g", name)] = 0
        self.emit_classed(pc, name, how, d, st, e)
        return True

    def plain_args(self, st: dict, slots: tuple, splat: bool) -> bool:
        """Arguments no class method can claim (double/logical scalars, arrays): a builtin without
        workspace effects called on them cannot run user code."""
        return not splat and all(self.ty(st, s) and not (self.ty(st, s) & (T.U | T.O)) for s in slots)

    def inline_builtin(self, pc: int, ins: tuple, st: dict, e: Any) -> bool:
        """A call of a builtin with a scalar kernel (``runmat_builtins.numeric.scalar``) on double
        scalars (or any value, for shape queries): the kernel's inline template or a direct call
        of it, guarded on the name still resolving to the builtin (the session's resolution cache
        holds it, no variable of that name) and on the arguments' classes; the general call
        (``call_named``) when a guard fails or the kernel declines.  Each inline answer advances
        the builtin's telemetry counter ``C<pc>``, so call counts stay exact."""
        d, name, slots, nargout, splat = ins[1], ins[2], ins[3], ins[4], ins[5]
        if splat or nargout != 1:
            return False
        k = self.kernel_of(name)
        if k is None or k.nargs != len(slots):
            return False
        tys = [self.ty(st, s) for s in slots]
        args = [self.val(st, s) for s in slots]
        guards = [f"_rg({name!r}) == {name!r}", f"{name!r} not in frame.names"]
        if k.takes == "double":
            for a, t in zip(args, tys):
                if t == T.F:
                    continue
                if not t & T.F:
                    return False
                guards.append(f"{a}.__class__ is float")
        elif not all(t & (T.F | T.B | T.ARRAYS) for t in tys):
            return False
        self.kernels[pc] = (name, k)
        if self.can_deopt():
            self.inline_optimistic(pc, ins, st, e, k, tys, args)
            return True
        # an argument that may be undefined: the guard (class float) or the kernel (it declines
        # for a value it does not know) keeps it off the fast branch; build_args reports it
        arglist = (self.taken_list(pc) or f"build_args(R, {self.I(pc)}[3], {self.I(pc)}[5], code)") \
            if any(t & T.U for t in tys) else f"[{', '.join(self.handed(pc, slots, args)[0])}]"
        general = f"R[{d}] = call_named(frame, {name!r}, {arglist}, 1, None)"
        ind = self.cur_ind
        st_out = T.VALUE   # the general call's answer may be anything (a shadowing variable or function)
        if k.inline is not None:
            e(f"if {' and '.join(guards)}:")
            self.emit(ind + 1, f"R[{d}] = {k.inline.format(*args)}", pc)
            self.emit(ind + 1, f"next(C{pc})", pc)
        elif k.raw is not None and k.takes == "double":
            # the C function itself; where it raises, the kernel would decline: the general call
            e(f"if {' and '.join(guards)}:")
            self.emit(ind + 1, "try:", pc)
            self.emit(ind + 2, f"R[{d}] = KR{pc}({', '.join(args)})", pc)
            self.emit(ind + 2, f"next(C{pc})", pc)
            self.emit(ind + 1, "except DECLINES:", pc)
            self.emit(ind + 2, general, pc)
        else:
            e(f"if {' and '.join(guards)} and (_o := K{pc}({', '.join(args)})) is not NotImplemented:")
            self.emit(ind + 1, f"next(C{pc})", pc)
            self.emit(ind + 1, f"R[{d}] = _o", pc)
        e("else:")
        self.emit(ind + 1, general, pc)
        if not (self.plain_args(st, slots, splat) and self.is_safe_builtin(name)):
            self.forget(st)
        st[d] = st_out
        return True


    def inline_optimistic(self, pc: int, ins: tuple, st: dict, e: Any, k: Any, tys: list, args: list) -> None:
        """``inline_builtin`` where a failed guard deoptimises: the answer is the kernel's, so it
        has the class the kernel declares (``returns``) and nothing but inline code ran."""
        d, name = ins[1], ins[2]
        ind = self.cur_ind
        tests = [] if st.get(("g", name)) == 0 else [self.guard_text(name)]
        if k.takes == "double":
            tests += [f"{a}.__class__ is float" for a, t in zip(args, tys) if t != T.F]
        tmpl = k.inline
        if tmpl is None and getattr(k, "array_inline", None) is not None and tys and tys[0] in T.PROVEN_ARRAYS:
            # a shape query of a value proven an array (the second argument a literal dimension)
            ai = k.array_inline
            tmpl = ai if ai.__class__ is str and len(args) == 1 else \
                ai.get(self.consts.get(ins[3][1])) if ai.__class__ is dict and len(args) == 2 else None
        if tests:
            e(f"if not ({' and '.join(tests)}):")
            self.deopt(ind + 1, pc)
        st[("g", name)] = 0
        if tmpl is not None and pc in self.invariant and tys[0] in T.PROVEN_ARRAYS:
            tmpl = f"_q{pc}"
        if tmpl is not None:
            e(f"R[{d}] = {tmpl.format(*args)}")
        elif k.raw is not None and k.takes == "double":
            # the C function itself; where it raises, the kernel would decline
            e("try:")
            self.emit(ind + 1, f"_o = KR{pc}({', '.join(args)})", pc)
            e("except DECLINES:")
            self.deopt(ind + 1, pc)
            e(f"R[{d}] = _o")
        else:
            fast = getattr(k, "fast", None)
            e(f"_o = {fast.format(*args, K=f'K{pc}')}" if fast else f"_o = K{pc}({', '.join(args)})")
            e("if _o is NotImplemented:")
            self.deopt(ind + 1, pc)
            e(f"R[{d}] = _o")
        e(f"next(C{pc})")
        st[d] = T.B if k.returns == "logical" else T.F


def _joins(states: list) -> dict | None:
    out = None
    for s in states:
        out = T.join(out, s) if out is not None else (dict(s) if s is not None else None)
    return out


_NEXT_C = re.compile(r"next\(C(\d+)\)")
_GUARD = re.compile(r"_rg\('\w+'\) == '\w+' and '\w+' not in frame\.names")
_CALLS = re.compile(r"(?<![.\w])([A-Za-z_]\w*)\(")


def _is_deopt(text: str) -> bool:
    return text.startswith("return DEOPT") or (text.startswith("R_[") and "loop_state(" in text)


_REG = re.compile(r"\bR\[(\d+)\]")
_DEST = re.compile(r"^(?:R\[(\d+)\]|t(\d+)) = ")
# helpers that read or write registers (or let user code do it): R must be current around them
_SYNC = ("(frame, R, code", "range_values(R", "build_args(R", "taken_args(R", "call_named(", "call_user(",
         "call_builtin(", "invoke_user(")
_READS_R = re.compile(r"\(frame, R\b|\b(?:build|taken)_args\(R\b|\brange_values\(R\b")
_REFCOUNTED = ("g_ASSIGN_INDEX(", "g_ASSIGN_CHAIN(")
# marks a general element store that cannot run user code or read telemetry (``char_store``)
_PLAIN_STORE = "  # plain store"


_TAKE = re.compile(r"\bTAKE\((?:(t\d+)|(R\[\d+\]))\)")


def _take(text: str) -> str:
    """``TAKE(t<k>)`` as ``(t<k>, t<k> := None)[0]``: the value is passed on while the local is
    cleared, so no reference of this frame remains during the call (``runmat_vm.handover`` for
    compiled code); a register that is not a local stays as it is (nothing is handed over)."""
    return _TAKE.sub(lambda m: f"({m.group(1)}, {m.group(1)} := None)[0]" if m.group(1) else m.group(2), text)


def _no_nargout(ins: tuple) -> tuple:
    """A CALL without its nargout literal (1 is not register 1), for ``_slots_of``."""
    return ins[:4] + ins[5:] if ins[0] == bc.CALL and ins[4] >= 0 else ins


def _slots_of(ins: tuple) -> set[int]:
    """Every int an instruction holds, as a register (generous: some operands the opcode table
    calls literals hold registers, e.g. CSCOUNT's specs; syncing one register too many is harmless)."""
    out: set[int] = set()
    stack = list(ins[1:])
    while stack:
        x = stack.pop()
        if x.__class__ is int:
            out.add(x if x >= 0 else ~x)
        elif x.__class__ is tuple:
            stack.extend(x)
    return out


_LEAF_CALLS = re.compile(r"(?<![.\w])([A-Za-z_]\w*)\(")
_LEAF_OK = {"_rg", "count_inline", "float", "int", "next", *INLINE_NAMES}


def render_leaf(gen: Generator, fname: str, nargs: int) -> str | None:
    """A pure function's source as ``fname(_rg, a0, .., a<nargs-1>)`` returning its first output
    (an anonymous body: its value; UNDEF when unassigned or when a guard fails: the caller then
    takes the general call), with
    no register list: its registers are locals, constants are read from the code's template
    (``R`` in its namespace, never written).  Inlined builtin calls keep their guards on the
    session's resolution cache (``_rg``); a function's variables are its own, so no variable can
    shadow a name it calls; their telemetry counts are added when it returns its output (a body
    that gives up adds none: the general call counts them).  None when the body does more than
    arithmetic and inlined builtin calls on its registers."""
    code = gen.code
    out_slot = code.first_out
    if out_slot < 0 and code.kind != "lambda":
        # a function without outputs (`function f(x)`) has no value to give: its callers
        # (arrayfun(@f, ...), f(x) in an expression) take the general call, which runs it or
        # raises MATLAB's too-many-outputs error (the leaf returned the undefined name v-1)
        return None
    consts = set(gen.consts)
    temps: set[int] = set()
    vars_: set[int] = set()
    for _, text, _pc in gen.lines:
        for m in _REG.finditer(text):
            k = int(m.group(1))
            if k not in consts:
                (vars_ if k in gen.varslots else temps).add(k)
    names = {k: f"t{k}" for k in temps}
    names.update({k: f"v{k}" for k in vars_})
    out = f"v{out_slot}"
    params = ["_rg"] + [f"a{i}" for i in range(nargs)]
    lines = [f"def {fname}({', '.join(params)}):"]
    if temps:
        lines.append("    " + " = ".join(f"t{k}" for k in sorted(temps)) + " = None")
    counters = sorted(gen.kernels)
    if counters:
        lines.append("    " + " = ".join(f"_n{k}" for k in counters) + " = 0")
    for k in sorted(vars_ | ({out_slot} if out_slot >= 0 else set())):   # a lambda has no output slot
        src = f"a{k}" if k < nargs else f"R[{k}]"
        lines.append(f"    {names.get(k, f'v{k}')} = {src}")

    # without loops each inlined call runs at most once: a flag per call, added by next()
    looped = any(text.startswith(("while ", "for ")) for _, text, _pc in gen.lines)

    def ret(ind: int, value: str = out) -> None:
        if counters:
            lines.append("    " * ind + f"if {value} is not UNDEF:")
            for k in counters:
                lines.append("    " * (ind + 1) + (f"if _n{k}: count_inline(C{k}, _n{k})" if looped
                                                   else f"if _n{k}: next(C{k})"))
        lines.append("    " * ind + f"return {value}")

    for ind, text, _pc in gen.lines:
        body = _take(_REG.sub(lambda m: names.get(int(m.group(1)), m.group(0)), text))
        for name, _k in gen.kernels.values():
            body = body.replace(f" and {name!r} not in frame.names", "")
        if body.startswith("return DEOPT"):
            lines.append("    " * ind + "return UNDEF")
            continue
        m = re.fullmatch(r"next\(C(\d+)\)", body)
        if m:
            body = f"_n{m.group(1)} += 1" if looped else f"_n{m.group(1)} = 1"
        if re.match(r"R\[\d+\]\s*=(?!=)", body) or "R_[" in body:
            return None
        if any(w in body for w in ("frame", "sess", "ctx", "code", "LINEMAP")):
            return None
        called = set(_LEAF_CALLS.findall(body)) - _LEAF_OK
        if any(not re.fullmatch(r"KR?\d+", c) for c in called):
            return None
        if body.startswith("return"):   # a lambda returns its RETURN_VALUE operand
            ret(ind, body[len("return "):] if code.kind == "lambda" else out)
            continue
        lines.append("    " * (ind + 0) + body)
    if gen.lines and not gen.lines[-1][1].startswith("return"):
        ret(1)
    return "\n".join(lines) + "\n"


def render(gen: Generator, fname: str) -> tuple[str, list[int]]:
    """The source text and its line map (Python line number -> bytecode pc).

    Registers the source names become Python locals: temporaries ``t<slot>`` and
    variables ``v<slot>``.  The locals are the truth; ``R`` is brought up to date
    before every helper that can read the frame (and the locals re-read after it,
    since ``eval``/``assignin``/``clear`` may have changed them), before ``return``
    and when an exception leaves the function."""
    code = gen.code
    consts = set(gen.consts)
    temps: set[int] = set()
    vars_: set[int] = set()
    for _, text, _pc in gen.lines:
        for m in _REG.finditer(text):
            k = int(m.group(1))
            if k in consts:
                continue
            (vars_ if k in gen.varslots else temps).add(k)
    names = {k: f"t{k}" for k in temps}
    names.update({k: f"v{k}" for k in vars_})

    def local(m: re.Match) -> str:
        return names.get(int(m.group(1)), m.group(0))

    vlist = sorted(vars_)
    out = [f"def {fname}(frame, R):", "    sess = frame.session; ctx = sess.ctx; _rg = sess._resolve_cache.get"]
    linemap = [0, 0, 0]
    ret_vars = vlist
    if not gen.is_region and code.kind == "function" and code.fndef is not None and not code.fndef.children:
        # a normal return from a function without nested functions: only the outputs are read
        # from its registers afterwards (an error still writes every variable back, below)
        keep = set(code.output_slots) | ({code.varargout_slot} if code.varargout else set())
        ret_vars = [k for k in vlist if k in keep]

    def add(ind: int, text: str, pc: int) -> None:
        out.append("    " * ind + text)
        linemap.append(pc)

    if temps:
        add(1, " = ".join(f"t{k}" for k in sorted(temps)) + " = None", 0)
    if gen.is_region:
        # a loop's operands (``for v = [3 5 7]``, ``for j = 1:n+1``) were computed into
        # temporaries before the loop was entered: they are live in, read them from R
        ins0 = code.instrs[gen.region_start]
        live = ins0[3:6] if ins0[0] == bc.FOR_RANGE_INIT else ins0[3:4] if ins0[0] == bc.FOR_EACH_INIT else ()
        for k in sorted(set(live) & temps):
            add(1, f"t{k} = R[{k}]", 0)
    caches = sorted(gen.cached)
    refs = [f"_{c}{k}" for k in caches for c in "aw"] + [f"_c{c}{k}" for k in sorted(gen.cached_chars) for c in "aw"]
    sizes = [f"_{c}{k}" for k in caches for c in "mns"] + [f"_c{c}{k}" for k in sorted(gen.cached_chars) for c in "mns"]
    if refs:
        add(1, " = ".join(refs) + " = None", 0)
        add(1, " = ".join(sizes) + " = 0", 0)
    if gen.fused_sites:
        add(1, " = ".join(f"_z{k}" for k in sorted(gen.fused_sites)) + " = True", 0)
    for k in vlist:
        add(1, f"v{k} = R[{k}]", 0)
    add(1, "try:", 0)
    states: list[str] = []
    for ind, text, pc in gen.lines:
        ind += 1
        if _is_deopt(text) and not text.startswith("return"):
            states.append(text.replace("R_[", "R["))
            continue
        if text.startswith("return DEOPT"):
            # the interpreter resumes here: every register it may read must be current, the loops'
            # states last (a state register may be reused by a temporary later in the code)
            for k in vlist:
                add(ind, f"R[{k}] = v{k}", pc)
            for k in sorted(temps):
                add(ind, f"R[{k}] = t{k}", pc)
            for line in states:
                add(ind, line, pc)
            states = []
            add(ind, text, pc)
            continue
        if text.startswith("return"):
            for k in ret_vars:
                add(ind, f"R[{k}] = v{k}", pc)
            add(ind, _take(_REG.sub(local, text)), pc)
            continue
        if "range_values(R" in text:  # reads the range operands only
            for k in sorted(_slots_of(code.instrs[pc]) & (temps | vars_)):
                add(ind, f"R[{k}] = {names[k]}", pc)
            add(ind, _take(_REG.sub(local, text)), pc)
            continue
        if any(h in text for h in _SYNC):
            dm = _DEST.match(text)
            dest = int(dm.group(1) or dm.group(2)) if dm else -1
            # temporaries have no names: only a helper handed R itself can see them (a call with
            # its arguments as values cannot, nor can user code it runs)
            touched = sorted(_slots_of(code.instrs[pc]) & temps) if _READS_R.search(text) else []
            for k in vlist:
                add(ind, f"R[{k}] = v{k}", pc)
            for k in touched:
                add(ind, f"R[{k}] = t{k}", pc)
            if "taken_args(R" in text:
                # the call reads its dying arguments from R and clears them there: the locals must
                # not keep a second reference, or the builtin cannot reuse the buffer
                dy = gen.dying[pc]
                for j, s in enumerate(code.instrs[pc][3]):
                    if dy >> j & 1 and s in temps:
                        add(ind, f"t{s} = None", pc)
            k = code.instrs[pc][1]
            if text.startswith(_REFCOUNTED):
                # copy-on-write must see the slot's references only: drop the local while the helper
                # runs, and the array caches (they are re-filled at the next inline access)
                if k in vars_:
                    add(ind, f"v{k} = None", pc)
                if refs:
                    add(ind, " = ".join(refs) + " = None", pc)
            if vlist:
                # if it fails, R is the truth (the helper, or user code it ran, may have assigned)
                add(ind, "try:", pc)
                add(ind + 1, _take(_REG.sub(local, text)), pc)
                add(ind, "except BaseException:", pc)
                for k2 in vlist:
                    add(ind + 1, f"v{k2} = R[{k2}]", pc)
                add(ind + 1, "raise", pc)
            else:
                add(ind, _take(_REG.sub(local, text)), pc)
            for k in vlist:
                if k != dest:
                    add(ind, f"v{k} = R[{k}]", pc)
            for k in touched:
                if k != dest:
                    add(ind, f"t{k} = R[{k}]", pc)
            continue
        add(ind, _take(_REG.sub(local, text)).replace("R_[", "R["), pc)
    add(1, "except BaseException:", 0)
    for k in vlist:
        add(2, f"R[{k}] = v{k}", 0)
    add(2, "raise", 0)
    body = "\n".join(out[2:])
    if "ctx" not in body and "sess" not in body and "_rg" not in body:
        out[1] = "    pass"  # keeps the line map: nothing below needs the session
    return "\n".join(out) + "\n", linemap
