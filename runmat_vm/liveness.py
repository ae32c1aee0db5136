"""Which temporaries die where: a backward liveness pass over a code object's bytecode.

``mark(code)`` sets ``code.dying``, one int per instruction: bit k is set when operand k of a
``BIN`` (k = 0, 1) or ``UN`` (k = 0), or argument k of a ``CALL`` with one or two plain
arguments, is a temporary register whose value nothing reads after that instruction.  The executors use it to hand such an operand to the builtin without keeping
a reference of their own (``runmat_vm.handover``), so an elementwise body may write its result
into that buffer (``runmat_builtins.numeric.reuse``) — what NumPy does for its own temporaries.

The pass is conservative by construction: every int in an instruction but its jump targets
and written-only registers (the opcode table's ``j`` and ``d`` operands; nested tuples
included, ``~slot`` decoded) counts as a read; only known opcodes kill their destination;
every instruction inside a ``try`` may jump to its handler (before its write).  Jump targets
come from the opcode table (``j`` operands); an opcode it does not know leaves the whole code
object unmarked.  Variables and constants are never
marked: only slots without a name (``code.slot_names``) that the code writes.
"""

from __future__ import annotations

from typing import Any

from runmat_vm import code as bc

# opcodes that write ins[1] (after reading their operands); others kill nothing (conservative)
_WRITES_DEST = frozenset(bc.OP[n] for n in (
    "BIN", "UN", "MOVE", "INDEX", "CALL", "END", "FIELD", "DYNFIELD", "BRACE", "CSLIST", "CONCAT",
    "CELL", "UNPACK", "CALL_VALUE", "MAKE_LAMBDA", "MAKE_HANDLE", "XLOAD", "NARGIN", "NARGOUT",
    "METHOD", "CSCOUNT", "CSPICK",
))
# opcode -> instruction positions of its jump targets (the opcode table's ``j`` operands)
_BRANCH = {o.number: tuple(i + 1 for i, (_, kind) in enumerate(o.operands) if kind == "j") for o in bc.OPCODES}
# opcode -> positions that are no register read: jump targets (``j``), registers only written (``d``)
_NOT_READ = {o.number: tuple(i + 1 for i, (_, kind) in enumerate(o.operands) if kind in "jd") for o in bc.OPCODES}
_LOOP_INITS = frozenset((bc.FOR_RANGE_INIT, bc.FOR_EACH_INIT))
_ENDS = frozenset((bc.RETURN, bc.RETURN_VALUE, bc.RAISE_UNDEF))


def _reads(ins: tuple) -> int:
    """Bit set of every slot an instruction may read (any int among its operands but its jump
    targets and the registers it only writes)."""
    bits = 0
    skip = _NOT_READ.get(ins[0], ())
    stack = [x for k, x in enumerate(ins[1:], 1) if k not in skip]
    while stack:
        x = stack.pop()
        t = type(x)
        if t is int:
            bits |= 1 << (x if x >= 0 else ~x)
        elif t is tuple or t is list:
            stack.extend(x)
    return bits


def _successors(code: Any) -> tuple[list[tuple[int, ...]], list[tuple[int, ...]]] | None:
    """Per instruction, where it continues normally and where an error in it continues (the
    handler of every ``try`` around it); None for an opcode the table does not know."""
    instrs = code.instrs
    n = len(instrs)
    succ: list[tuple[int, ...]] = []
    for pc, ins in enumerate(instrs):
        op = ins[0]
        if op not in _BRANCH:
            return None
        if op in _ENDS:
            succ.append(())
        elif op == bc.JUMP:
            succ.append((ins[1],))
        else:
            targets = [ins[k] for k in _BRANCH[op]]
            if any(type(t) is not int for t in targets):
                return None
            succ.append((pc + 1, *targets))
    errs: list[list[int]] = [[] for _ in range(n)]
    for pc, ins in enumerate(instrs):
        if ins[0] == bc.SETUP_TRY:
            h = ins[1]
            for q in range(pc + 1, min(h, n)):
                errs[q].append(h)
    return ([tuple(t for t in s if 0 <= t < n) for s in succ],
            [tuple(t for t in e if 0 <= t < n) for e in errs])


def mark(code: Any) -> list[int]:
    """Compute and return ``code.dying`` (see the module docstring)."""
    instrs = code.instrs
    n = len(instrs)
    dying = [0] * n
    code.dying = dying
    flow = _successors(code)
    if flow is None:
        return dying
    succ, errs = flow
    named = set(code.slot_names) | set(code.varmap.values())
    reads = [_reads(ins) for ins in instrs]
    kills = [1 << ins[1] if ins[0] in _WRITES_DEST and type(ins[1]) is int and ins[1] >= 0 else 0
             for ins in instrs]
    # a loop entered writes its variable and state before the body (an empty one jumps to the exit)
    enters = [(1 << ins[1] | 1 << ins[2]) if ins[0] in _LOOP_INITS and type(ins[1]) is int and ins[1] >= 0
              and type(ins[2]) is int and ins[2] >= 0 else 0 for ins in instrs]
    written = 0
    for k in kills:
        written |= k
    live_in = [0] * n
    changed = True
    while changed:
        changed = False
        for pc in range(n - 1, -1, -1):
            out = 0
            for s in succ[pc]:
                out |= live_in[s] & ~enters[pc] if s == pc + 1 else live_in[s]
            new = (out & ~kills[pc]) | reads[pc]
            for s in errs[pc]:  # an error leaves before the write: nothing is killed on that edge
                new |= live_in[s]
            if new != live_in[pc]:
                live_in[pc] = new
                changed = True
    for pc, ins in enumerate(instrs):
        op = ins[0]
        if op == bc.BIN:
            operands = (ins[2], ins[3])
        elif op == bc.UN:
            operands = (ins[2],)
        elif op == bc.CALL and not ins[5] and 0 < len(ins[3]) <= 2 and all(type(s) is int and s >= 0 for s in ins[3]):
            operands = ins[3]
        else:
            continue
        out = 0
        for s in succ[pc] + errs[pc]:
            out |= live_in[s]
        mask = 0
        for k, s in enumerate(operands):
            if s in named or operands.count(s) > 1 or not (written >> s) & 1:
                continue
            if s == ins[1] or not (out >> s) & 1:
                mask |= 1 << k
        dying[pc] = mask
    return dying
