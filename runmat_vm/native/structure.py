"""The bytecode's control flow as nested native statements.

The compiler emits regular shapes (``runmat_vm.jit.codegen`` recovers the same ones):
``for`` between FOR_RANGE_INIT and its FOR_RANGE, ``while`` as a top whose closing backward
JUMP returns to it, ``if``/``elseif``/``else`` clauses each ending in a JUMP past the rest,
``&&`` / ``||`` as a test jumping to the next test of the same register.  :func:`emit` writes a range of
instructions as indented lines; any other shape raises ``Unsupported``.
"""

from __future__ import annotations

from typing import Any

from runmat_vm import code as bc
from runmat_vm.native import kinds as K
from runmat_vm.native.unit import Unit, Unsupported

OP = bc.OP
JF, JT, JUMP, INIT, RANGE, RET = (OP["JUMP_IF_FALSE"], OP["JUMP_IF_TRUE"], OP["JUMP"], OP["FOR_RANGE_INIT"],
                                  OP["FOR_RANGE"], OP["RETURN"])


class Emitter:
    """Lines of one unit's body: ``(indent, text)``."""

    def __init__(self, unit: Unit, ret: str) -> None:
        self.u = unit
        self.instrs = unit.instrs
        self.ret = ret          # the statement a RETURN becomes
        self.lines: list[tuple[int, str]] = []
        self.headers: dict[int, int] = {}
        for pc, ins in enumerate(self.instrs):
            if ins[0] == JUMP and ins[1] <= pc:
                self.headers[ins[1]] = max(pc, self.headers.get(ins[1], -1))

    def put(self, ind: int, texts: list[str]) -> None:
        self.lines.extend((ind, t) for t in texts)

    def range(self, a: int, b: int, follow: int, ind: int, loops: list[tuple[int, int]],
              header_done: int = -1) -> None:
        """Instructions ``a``..``b`` (exclusive); control then continues at ``follow``."""
        n0 = len(self.lines)
        pc = a
        while pc < b:
            ins = self.instrs[pc]
            op = ins[0]
            q = self.headers.get(pc)
            if q is not None and pc != header_done and q < b:
                self.put(ind, ["while True:"])
                self.put(ind + 1, poll(self.u))
                self.range(pc, q, pc, ind + 1, loops + [(q + 1, pc)], header_done=pc)
                pc = q + 1
                continue
            if op == INIT:
                pc = self.for_loop(pc, ins, ind, loops)
                continue
            if op in (JF, JT):
                pc = self.branch(pc, b, follow, ind, loops)
                continue
            if op == JUMP:
                t = ins[1]
                if loops and t == loops[-1][0]:
                    self.put(ind, ["break"])
                elif loops and t == loops[-1][1] and not (pc == b - 1 and follow == t):
                    self.put(ind, ["continue"])
                elif not (pc == b - 1 and t in (follow, b)):
                    raise Unsupported(f"jump at {pc}")
                pc += 1
                continue
            if op == RET:
                self.put(ind, [self.ret])
                pc += 1
                continue
            self.put(ind, self.u.statement(pc))
            pc += 1
        if len(self.lines) == n0:
            self.put(ind, ["pass"])

    def for_loop(self, pc: int, ins: tuple, ind: int, loops: list) -> int:
        var, exit_ = ins[1], ins[6]
        if not (exit_ > pc + 1 and self.instrs[exit_ - 1][0] == RANGE and self.instrs[exit_ - 1][3] == pc + 1):
            raise Unsupported("loop shape")
        u = self.u
        u.pc = pc
        a, s, z = (u.val(x) for x in ins[3:6])
        # the unit's own loop may start mid-way, at iteration k0 (0-based; a background compile
        # switching over from the slower tier at an iteration boundary)
        first = "k0, " if pc == u.start and not u.function else ""
        if u.kind(ins[3]) == K.U64:   # uint64 values: start + k * step, exact (the step a whole double)
            self.put(ind, u.reads(ins[3:6]) + [f"_s{pc} = {a}", f"_t{pc} = _u64_of({s})",
                                              f"for _k{pc} in range({first}_u64_count(_s{pc}, _t{pc}, {z})):"])
            self.put(ind + 1, u.write(var, f"_s{pc} + U64(_k{pc}) * _t{pc}") + poll(u))
        else:
            self.put(ind, u.reads(ins[3:6]) + [f"_s{pc} = {a}", f"_t{pc} = {s}",
                                              f"for _k{pc} in range({first}_count(_s{pc}, _t{pc}, {z})):"])
            self.put(ind + 1, u.write(var, f"_s{pc} + _k{pc} * _t{pc}") + poll(u))
        self.range(pc + 1, exit_ - 1, exit_ - 1, ind + 1, loops + [(exit_, exit_ - 1)])
        return exit_

    def branch(self, pc: int, b: int, follow: int, ind: int, loops: list) -> int:
        ins = self.instrs[pc]
        t = ins[2]
        self.u.pc = pc
        c = self.u.cond(ins[1])
        test = f"not {c}" if ins[0] == JF else c
        self.put(ind, self.u.reads((ins[1],)))
        if loops and t == loops[-1][0]:
            self.put(ind, [f"if {test}:", "    break"])
            return pc + 1
        if loops and t == loops[-1][1]:
            self.put(ind, [f"if {test}:", "    continue"])
            return pc + 1
        nxt = self.instrs[t] if t < len(self.instrs) else None
        if ins[0] == JT or (pc < t <= b and nxt is not None and nxt[0] in (JF, JT) and nxt[1] == ins[1]):
            # ``&&`` / ``||``: a test that decides skips the next ones (which write the same
            # register) and lands on the test of that register, which decides again
            if not pc < t <= b:
                raise Unsupported(f"branch at {pc}")
            self.put(ind, [f"if {c if ins[0] == JF else 'not ' + c}:"])  # the case that falls through
            self.range(pc + 1, t, t, ind + 1, loops)
            return t
        if t == follow or t == b:
            self.put(ind, [f"if {c}:"])
            self.range(pc + 1, b, follow, ind + 1, loops)
            return b
        if not pc < t < b:
            raise Unsupported(f"branch at {pc}")
        last = self.instrs[t - 1]
        if last[0] == JUMP and t < last[1] <= b and not (loops and last[1] in loops[-1]):
            u = last[1]
            self.put(ind, [f"if {c}:"])
            self.range(pc + 1, t - 1, u, ind + 1, loops)
            self.put(ind, ["else:"])
            self.range(t, u, u if u < b else follow, ind + 1, loops)
            return u
        self.put(ind, [f"if {c}:"])
        self.range(pc + 1, t, t, ind + 1, loops)
        return t


def poll(unit: Unit, counter: str = "_ic") -> list[str]:
    """Lines that poll for Ctrl-C (and any other signal whose Python handler raises: a CPU-time
    bound) every ``POLL`` passes (a loop's top, a function's entry): when one is pending, the unit
    returns its variables as they are at this statement boundary with ``cnt[STOP]`` set
    (``unit.leave``) and ``cnt[EXC]`` saying what (``helpers._interrupt_intrinsic``), and the tier
    stores them and raises the interrupt or the handler's exception."""
    return [f"{counter} += 1", f"if {counter} >= POLL:", f"    {counter} = 0", "    _sig = _interrupted()",
            "    if _sig != 0:", "        cnt[EXC] = _sig"] + ["        " + t for t in unit.leave]


def body(unit: Unit, ret: str, ind: int) -> list[tuple[int, str]]:
    e = Emitter(unit, ret)
    e.range(unit.start, unit.stop, unit.stop, ind, [])
    return e.lines
