"""One native unit: a ``for`` loop of a code object, or a whole user function, as Numba source.

The bytecode's regular shapes (see ``runmat_vm.jit.codegen``) become Python ``for`` /
``while`` / ``if`` statements (``structure.py``); each slot gets one kind for the whole unit
(``infer``: a slot whose class would change, an operation without a native form or a value
without a kind raises :class:`Unsupported`, and the slower tier keeps the code).  Slots are
the locals ``v<slot>``; a variable undefined at entry has a flag ``d<slot>`` set by its
writes and tested by its reads.  Builtin calls count their telemetry in ``cnt`` (one row per
builtin name, ``tier.CNT``).
"""

from __future__ import annotations

from typing import Any

from runmat_vm import code as bc
from runmat_vm.compiler import BUILTIN
from runmat_vm.native import kinds as K
from runmat_vm.native.lowering import lower

OP = bc.OP
_SKIP = {OP["FUSED"], OP["NOP"]}   # a fused tree over scalars is its own instructions


FLUSH = "__FLUSH__"   # where a unit returns: replaced by its local counters' ``cnt[row] += _n<row>; ``


class Unsupported(Exception):
    """This unit stays in the slower tier."""


class Unit:
    """Inference and source for one unit (``start``..``stop`` of ``code``, or the whole function)."""

    def __init__(self, code: Any, start: int, stop: int, entry: dict[int, str], world: Any,
                 function: bool) -> None:
        self.code = code
        self.instrs = code.instrs
        self.start, self.stop = start, stop
        self.function = function
        self.world = world               # build.World: callee units, counters, name resolution
        self.kinds: dict[str, str] = {f"v{s}": k for s, k in entry.items()}   # local name -> kind
        self.entry = dict(entry)         # slots with a value at entry (parameters, live variables)
        self.consts = dict(code.const_slots) if code.const_slots else {}
        if function:
            self.consts = {s: v for s, v in enumerate(code.template)
                           if s not in code.varmap.values() and v is not bc.UNDEF and K.literal(v) is not None}
        self.varslots = set(code.varmap.values())
        self.written: set[int] = set()
        self.arrays_written: set[int] = set()
        self.arrays_read: set[int] = set()    # arrays whose elements the unit reads (``A(i)``)
        self.names: set[str] = set()     # builtin names resolved by name at run time (guarded at entry)
        self.callees: dict[int, Any] = {}  # call pc -> callee Unit
        self.raws: dict[str, Any] = {}
        self.rows: set[int] = set()      # telemetry rows counted (``count``)
        # char rows grown by ``t = [t c]`` (their only use in the unit): a uint32 buffer ``b<slot>``
        # with its length ``n<slot>`` and written flag ``g<slot>`` (``build.render``)
        self.builders: set[int] = set()
        self.exprs: dict[int, tuple[str, str]] = {}  # pc -> lowered (expression, kind)
        # double rows or columns whose last element ``x(end) = []`` deletes: the unit holds a view of
        # its buffer one shorter (``helpers._shrink``) and returns it (``build.render``)
        self.resized: set[int] = set()
        # double rows grown by ``x(end+1) = v`` (its subscript ``end + 1`` of the same array): a buffer
        # ``b<slot>`` with room, the row a view of its prefix (``helpers._grow_set1``); resized too
        self.growable: set[int] = set()
        self.fname = ""
        self.leave: list[str] = []       # the statements that leave the unit when Ctrl-C is pending
        self.pc = start                  # the instruction being inferred or emitted
        # temporaries are named by slot and kind (``local``): the compiler reuses one register for
        # values of different classes in different statements
        self.defs: dict[tuple[int, int], int] = {}      # (pc, temporary) read -> pc of its reaching write
        self.defkind: dict[tuple[int, int], str] = {}   # (pc, temporary) written -> its kind
        cur: dict[int, int] = {}
        for pc in range(start, stop):
            ins = self.instrs[pc]
            for s in registers(ins):
                if s in cur:
                    self.defs[(pc, s)] = cur[s]
            for i in bc.OPCODES[ins[0]].writes:
                if ins[i] not in self.varslots:
                    cur[ins[i]] = pc

    # ------------------------------------------------------------------ inference
    def local(self, s: int, write: bool = False) -> str:
        """The native local of slot ``s`` read (or written) at the current instruction: a variable's
        ``v<slot>``; a temporary's ``t<slot>_<kind>``, by the kind its reaching write gives it (a
        register reused for another class is another local; reused for the same class, as the
        ``||`` and ``&&`` tests are, one local, so paths that skip a write see the earlier one)."""
        if s in self.varslots:
            return f"v{s}"
        d = self.pc if write else self.defs.get((self.pc, s))
        if d is None:
            return f"v{s}"
        return f"t{s}_{self.defkind.get((d, s), 'unknown')}"

    def kind(self, s: int) -> str | None:
        if s in self.consts:
            return K.const_kind(self.consts[s])
        if s in self.varslots:
            return self.kinds.get(f"v{s}")
        d = self.defs.get((self.pc, s))
        return self.kinds.get(f"v{s}") if d is None else self.defkind.get((d, s))

    def val(self, s: int) -> str:
        if s in self.consts:
            lit = K.literal(self.consts[s])
            if lit is None:
                raise Unsupported(f"constant r{s}")
            return lit
        return self.local(s)

    def set_kind(self, s: int, k: str | None) -> bool:
        self.written.add(s)
        if k is None:
            return False
        if s not in self.varslots:
            old = self.defkind.get((self.pc, s))
            if old is not None and old != k:
                raise Unsupported(f"r{s} changes class ({old} -> {k})")
            self.defkind[(self.pc, s)] = k
        name = self.local(s, True)
        old = self.kinds.get(name)
        if old is None:
            self.kinds[name] = k
            return True
        if old != k:
            raise Unsupported(f"r{s} changes class ({old} -> {k})")
        return False

    def infer(self) -> None:
        """Kinds of every slot to a fixpoint (one kind per slot, or Unsupported)."""
        for _ in range(20):
            changed = False
            for pc in range(self.start, self.stop):
                self.pc = pc
                changed |= self.step(pc)
            if not changed:
                break
        self.check_builders()
        for pc in range(self.start, self.stop):
            ins = self.instrs[pc]
            self.pc = pc
            if ins[0] in _SKIP or (bc.OPNAMES[ins[0]] == "CONCAT" and ins[1] in self.builders):
                continue
            for i in bc.OPCODES[ins[0]].writes:
                if ins[0] != OP["FOR_RANGE_INIT"] or i == 1:
                    if ins[i] in self.varslots and self.kinds.get(f"v{ins[i]}") is None or \
                            ins[i] not in self.varslots and (pc, ins[i]) not in self.defkind:
                        raise Unsupported(f"r{ins[i]} has no kind at pc {pc}")

    def step(self, pc: int) -> bool:
        ins = self.instrs[pc]
        op = ins[0]
        name = bc.OPNAMES[op]
        if op in _SKIP or name in ("JUMP", "RETURN", "FOR_RANGE"):
            return False
        if name in ("JUMP_IF_FALSE", "JUMP_IF_TRUE"):
            if self.kind(ins[1]) not in (K.F8, K.B1, None):
                raise Unsupported("condition")
            return False
        if name == "FOR_RANGE_INIT":
            ks = [self.kind(s) for s in ins[3:6]]
            if ks[0] == K.U64 and all(k in (K.F8, None) for k in ks[1:]):
                # a uint64 start, double step and stop: colon's uint64 values (``helpers._u64_count``)
                self.written.add(ins[1])
                return self.set_kind(ins[1], K.U64)
            if any(k is not None and k != K.F8 for k in ks):
                raise Unsupported("range of another class")
            self.written.add(ins[1])
            return self.set_kind(ins[1], K.F8)
        if name == "MOVE":
            self.written.add(ins[1])
            return self.set_kind(ins[1], self.kind(ins[2]))
        if name == "TRUTH":
            self.written.add(ins[1])
            return self.set_kind(ins[1], K.B1)
        if name in ("BIN", "UN"):
            slots = (ins[2], ins[3]) if name == "BIN" else (ins[2],)
            return self.lowered(pc, ins[1], ins[5] if name == "BIN" else ins[4], slots)
        if name == "CALL":
            return self.call(pc, ins)
        if name == "INDEX":
            d, base, args, splat = ins[1], ins[2], ins[3], ins[4]
            if splat or self.kind(base) not in (*K.ARRAYS, None) or len(args) not in (1, 2) or base in self.consts:
                raise Unsupported("index")
            if any(self.kind(a) not in (K.F8, None) for a in args):
                raise Unsupported("subscript class")
            if self.kind(base) is None:
                return False
            self.arrays_read.add(base)
            self.written.add(d)
            return self.set_kind(d, K.CH if self.kind(base) == K.C2 else K.F8)   # an element of its class
        if name == "END":   # ``end`` in subscript k of n of an array (or a scalar): a double
            if self.kind(ins[2]) is None:
                return False
            self.written.add(ins[1])
            return self.set_kind(ins[1], K.F8)
        if name == "ASSIGN_INDEX":
            var, args, rhs, splat = ins[1], ins[2], ins[3], ins[4]
            if splat or self.kind(var) not in K.ARRAYS or len(args) not in (1, 2):
                raise Unsupported("indexed assignment")
            # an element of the array's class (a double array takes a logical as 1 or 0)
            elements = (K.CH, None) if self.kind(var) == K.C2 else (K.F8, K.B1, None)
            if any(self.kind(a) not in (K.F8, None) for a in args) or self.kind(rhs) not in elements:
                raise Unsupported("indexed assignment of another class")
            self.arrays_written.add(var)
            if len(args) == 1 and self.kind(var) == K.A2 and not self.function and self.appends(pc, var, args[0]):
                self.growable.add(var)
                self.resized.add(var)
                self.arrays_read.add(var)   # its buffer is replaced: always a copy of its own at entry
            return False
        if name == "ASSIGN_CHAIN":   # x(i) = [] of a double row or column: its last element only
            var, steps, rhs = ins[1], ins[2], ins[3]
            if rhs != -1 or len(steps) != 1 or steps[0][0] != "()" or steps[0][2] or len(steps[0][1]) != 1 \
                    or self.function or self.kind(var) != K.A2 or self.kind(steps[0][1][0]) not in (K.F8, None):
                raise Unsupported("ASSIGN_CHAIN")
            self.resized.add(var)
            self.arrays_read.add(var)   # a view of its buffer is returned: an element write copies it first
            return False
        if name == "CONCAT":
            d, rows, splat = ins[1], ins[2], ins[3]
            if splat or len(rows) != 1 or len(rows[0]) != 2 or rows[0][0] != d or d not in self.varslots \
                    or self.function or d not in self.entry or self.kind(d) != K.C2 \
                    or self.kind(rows[0][1]) not in (K.CH, None):
                raise Unsupported("CONCAT")
            self.builders.add(d)
            return False
        raise Unsupported(name)

    def check_builders(self) -> None:
        """A char row grown by ``[t c]`` is used by nothing else in the unit (its buffer is not the
        array the other instructions would see)."""
        for pc in range(self.start, self.stop):
            ins = self.instrs[pc]
            if bc.OPNAMES[ins[0]] == "CONCAT" and ins[1] in self.builders:
                continue
            if self.builders & set(registers(ins, "drx")):
                raise Unsupported("a grown char row used otherwise")

    def lowered(self, pc: int, d: int, name: str, slots: tuple) -> bool:
        ks = [self.kind(s) for s in slots]
        if None in ks:
            return False
        low = lower(name, ks, [self.val(s) for s in slots], self.raws)
        if low is None:
            raise Unsupported(f"{name} on {ks}")
        self.exprs[pc] = low
        self.written.add(d)
        return self.set_kind(d, low[1])

    def call(self, pc: int, ins: tuple) -> bool:
        d, name, slots, nargout, splat, target = ins[1], ins[2], ins[3], ins[4], ins[5], ins[6]
        if splat or nargout != 1:
            raise Unsupported("call")
        if target is BUILTIN or (target is None and self.world.is_builtin(name)):
            if target is None:
                self.names.add(name)
            self.world.counter(name)
            return self.lowered(pc, d, name, slots)
        if getattr(target, "kind", None) != "function" or getattr(target, "parent", 0) is not None:
            raise Unsupported(f"call of {name}")
        ks = [self.kind(s) for s in slots]
        if None in ks:
            return False
        callee = self.world.function_unit(target.code, tuple(ks))
        self.callees[pc] = callee
        self.written.add(d)
        return self.set_kind(d, callee.out_kind())

    def out_kind(self) -> str | None:
        return self.kinds.get(f"v{self.code.first_out}")

    # ------------------------------------------------------------------ statements
    def statement(self, pc: int) -> list[str]:
        """The native statements of one simple instruction."""
        ins = self.instrs[pc]
        self.pc = pc
        name = bc.OPNAMES[ins[0]]
        if ins[0] in _SKIP:
            return []
        if name == "MOVE":
            return self.reads((ins[2],)) + self.write(ins[1], self.read(ins[2]))
        if name == "TRUTH":
            return self.reads((ins[2],)) + self.write(ins[1], self.cond(ins[2]))
        if name in ("BIN", "UN"):
            slots = (ins[2], ins[3]) if name == "BIN" else (ins[2],)
            pre = self.reads(slots)
            if any(self.kind(s) in K.COUNTED for s in slots):  # counted as its builtin's call, as the interpreter does
                pre.append(self.count(ins[5] if name == 'BIN' else ins[4]))
            return pre + self.write(ins[1], self.exprs[pc][0])
        if name == "CALL":
            pre = self.reads(ins[3])
            if pc in self.callees:
                c = self.callees[pc]
                args = ", ".join(self.val(s) for s in ins[3])
                return pre + [f"_o, _od = {c.fname}(cp, dep + 1{', ' if args else ''}{args})",
                              "if not _od:", "    if cnt[STOP]:"] + ["        " + t for t in self.leave] + \
                    ["    raise Declined()"] + self.write(ins[1], "_o")
            return pre + [self.count(ins[2])] + self.write(ins[1], self.exprs[pc][0])
        if name == "INDEX":
            args = [self.read(s) for s in ins[3]]
            get = f"_get{len(args)}({self.read(ins[2])}, {', '.join(args)})"
            if self.kind(ins[2]) == K.C2:
                get = f"int({get})"   # a code point (uint32 in the buffer) as the char kind's int
            return self.reads((ins[2], *ins[3])) + self.write(ins[1], get)
        if name == "END":
            return self.reads((ins[2],)) + self.write(ins[1], self.end(ins[2], ins[3], ins[4]))
        if name == "ASSIGN_CHAIN":   # x(end) = []
            i = ins[2][0][1][0]
            return self.reads((ins[1], i)) + [f"{self.read(ins[1])} = _shrink({self.read(ins[1])}, {self.read(i)})"]
        if name == "CONCAT":   # t = [t c]: appended to t's buffer (doubled when full)
            d, c = ins[1], ins[2][0][1]
            return self.reads((c,)) + [f"if n{d} == b{d}.size: b{d} = _grow(b{d})",
                                       f"b{d}[n{d}] = {self.read(c)}", f"n{d} += 1", f"g{d} = True"]
        if name == "ASSIGN_INDEX":
            args = [self.read(s) for s in ins[2]]
            rhs = self.read(ins[3])
            if self.kind(ins[1]) == K.A2:
                rhs = K.as_double(rhs, self.kind(ins[3]))
            if ins[1] in self.growable and len(args) == 1:
                v = self.read(ins[1])
                return self.reads((ins[1], ins[3], *ins[2])) + \
                    [f"{v}, b{ins[1]} = _grow_set1({v}, b{ins[1]}, {args[0]}, {rhs})"]
            return self.reads((ins[1], ins[3], *ins[2])) + [f"_set{len(args)}({self.read(ins[1])}, {', '.join(args)}, {rhs})"]
        raise Unsupported(name)

    def end(self, base: int, k: int, n: int) -> str:
        """``end`` in subscript ``k`` of ``n`` (``runtime.end_value``) of a 2-D array or a scalar: the
        number of elements (one subscript), dimension k, or the product of the dimensions from k on
        (the last subscript)."""
        if self.kind(base) not in K.ARRAYS:
            return "1.0"
        a = self.read(base)
        if n == 1:
            return f"float({a}.size)"
        if k <= 2 and (k < n or k == 2):
            return f"float({a}.shape[{k - 1}])"
        return "1.0"

    def appends(self, pc: int, var: int, sub: int) -> bool:
        """The subscript ``sub`` of an assignment to ``var`` at ``pc`` is ``end + 1`` (or ``1 + end``) of
        ``var`` itself: growth by one element (``x(end+1) = v``)."""
        d = self.defs.get((pc, sub))
        if d is None or sub in self.varslots:
            return False
        ins = self.instrs[d]
        if bc.OPNAMES[ins[0]] != "BIN" or ins[5] != "plus":
            return False
        for a, b in ((ins[2], ins[3]), (ins[3], ins[2])):
            e = self.defs.get((d, a))
            if e is not None and bc.OPNAMES[self.instrs[e][0]] == "END" and self.instrs[e][2] == var \
                    and self.consts.get(b) == 1.0:
                return True
        return False

    def count(self, name: str) -> str:
        """The statement counting one call of builtin ``name``: a local counter (``_n<row>``), added
        to ``cnt`` where the unit returns (``FLUSH``; a declined run's counts are dropped anyway)."""
        row = self.world.counter(name)
        self.rows.add(row)
        return f"_n{row} += 1"

    def maybe_undefined(self, s: int) -> bool:
        return s in self.varslots and s not in self.entry and s not in self.consts


    def read(self, s: int) -> str:
        return self.val(s)

    def reads(self, slots: Any) -> list[str]:
        """Tests that variables read here are defined (undefined: the slower tier raises)."""
        return [f"if not d{s}: raise Declined()" for s in slots if self.maybe_undefined(s)]

    def write(self, d: int, expr: str) -> list[str]:
        out = [f"{self.local(d, True)} = {expr}"]
        if self.maybe_undefined(d):
            out.append(f"d{d} = True")
        return out

    def cond(self, s: int) -> str:
        v = self.val(s)
        return v if self.kind(s) == K.B1 else f"_truth({v})"


def registers(ins: tuple, kinds: str = "rx") -> list[int]:
    """Registers of instruction ``ins``: its single operands of these kinds (``code.KINDS``: r
    read, d written, x both) and its register tuples."""
    out = []
    for i, (_, k) in enumerate(bc.OPCODES[ins[0]].operands, 1):
        if k in kinds and isinstance(ins[i], int) and ins[i] >= 0:
            out.append(ins[i])
        elif k == "a":
            out.extend(x for x in ins[i] if isinstance(x, int) and x >= 0)
        elif k == "w" and "r" in kinds:   # CONCAT's rows (read)
            out.extend(x for row in ins[i] for x in row if isinstance(x, int) and x >= 0)
        elif k == "s" and "r" in kinds:   # ASSIGN_CHAIN's steps: their subscripts (read)
            for step in ins[i]:
                if step[0] in ("()", "{}"):
                    out.extend(x for x in step[1] if isinstance(x, int) and x >= 0)
                elif step[0] == ".(" and isinstance(step[1], int) and step[1] >= 0:
                    out.append(step[1])
    return out
