"""Bytecode: the opcode table, the code object and its line table.

The VM is register based: every operand is a slot number into the frame's
value list ``R`` (variables first, then temporaries and constants), so
``s = s + i * 0.5`` is two instructions.  An instruction is a tuple whose
first item is the opcode; ``code.lines[pc]`` is its source line.

:data:`OPCODES` declares every opcode once: its operands, its flags and (set by
:mod:`runmat_vm.interp`, which registers it with :func:`generic`) its generic
implementation ``run(frame, R, code, ins)``.  The interpreter inlines a few hot
opcodes and runs the rest from the table; the compiled tier calls the same
``run`` for what it does not inline; ``runmat disasm`` renders operands by kind.
"""

from __future__ import annotations

from typing import Any, Callable

# flags
CONTROL = 1    # moves pc, try state or returns: each executor implements it as structure (no ``run``)
CALLS = 2      # may run user code (a call, a handle, command syntax): afterwards any variable may have changed
WORKSPACE = 4  # reads or writes the frame's variables beyond its register operands (``ans``)
PURE = 8       # writes only its destination register(s), from its operands alone (it may raise)

# operand kinds: d register written, r register read, x register read and written, a tuple of registers
# read, w rows of register tuples, j jump target, v literal, s assignment steps, ? CSLIST's argument
# (register tuple, register or name), - not listed by disasm (a fast-path function, a resolved target)
KINDS = "drxawjvs?-"


class Opcode:
    """One opcode: name, number, operands ``(name, kind)``, flags, and its generic implementation."""

    __slots__ = ("name", "number", "operands", "flags", "doc", "run", "reads", "writes")

    def __init__(self, name: str, number: int, operands: str, flags: int, doc: str) -> None:
        self.name = name
        self.number = number
        self.operands = tuple(tuple(o.split(":")) for o in operands.split())
        assert all(k in KINDS for _, k in self.operands), name
        self.flags = flags
        self.doc = doc
        self.run: Callable[[Any, list, Any, tuple], None] | None = None
        # positions in the instruction tuple of the single registers it reads / writes
        self.reads = tuple(i + 1 for i, (_, k) in enumerate(self.operands) if k in "rx")
        self.writes = tuple(i + 1 for i, (_, k) in enumerate(self.operands) if k in "dx")

    @property
    def kinds(self) -> str:
        return "".join(k for _, k in self.operands)

    def __repr__(self) -> str:
        return f"<opcode {self.name}>"


# (name, operands, flags, what it does), in the order the interpreter tests its inline opcodes.
# nargout operands (CALL, INDEX, CALL_VALUE, METHOD): -1 the frame's nargout; ~slot (slot >= 1) the int
# in R[slot], counted at run time by CSCOUNT.
_TABLE = [
    ("BIN", "d:d a:r b:r fast:- name:v bool_fast:-", PURE,
     "R[d] = R[a] op R[b]: float (and logical) fast paths, else the builtin `name`"),
    ("FOR_RANGE", "var:d state:r body:j", CONTROL, "next value of a numeric range loop, back to body"),
    ("MOVE", "d:d s:r", PURE, "R[d] = R[s]"),
    ("JUMP_IF_FALSE", "a:r target:j", CONTROL, "jump unless R[a] is true (MATLAB's if/while test)"),
    ("INDEX", "d:d base:r args:a splat:v nargout:- then:v", CALLS,
     "R[d] = R[base](args) (a handle is called; `then`: more indexing follows)"),
    ("ASSIGN_INDEX", "var:x args:a rhs:r splat:-", 0, "R[var](args) = R[rhs], in place when sole owner"),
    ("JUMP", "target:j", CONTROL, "jump (backwards: a while loop's back edge)"),
    ("CALL", "d:d name:v args:a nargout:v splat:- target:-", CALLS, "call a user function or builtin"),
    ("RETURN", "", CONTROL, "return from the code object"),
    ("UN", "d:d a:r fast:- name:v", PURE, "R[d] = op R[a]"),
    ("FOR_RANGE_INIT", "var:d state:d start:r step:r stop:r exit:j", CONTROL, "enter start:step:stop"),
    ("FOR_EACH_INIT", "var:d state:d value:r exit:j", CONTROL, "enter a loop over columns"),
    ("FOR_EACH", "var:d state:r body:j", CONTROL, "next column"),
    ("JUMP_IF_TRUE", "a:r target:j", CONTROL, "jump if R[a] is true"),
    ("TRUTH", "d:d a:r op:v", PURE, "R[d] = R[a] as a logical scalar (an operand of && / ||)"),
    ("SETUP_TRY", "handler:j ident:r", CONTROL, "enter try; errors go to handler, the MException to ident"),
    ("POP_TRY", "", CONTROL, "leave try"),
    ("RETURN_VALUE", "a:r", CONTROL, "return R[a] (an anonymous function's result)"),
    ("FUSED", "d:d leaves:a tree:v skip:j", CONTROL,
     "R[d] = an elementwise tree over host arrays computed fused, then jump to skip; else on to its own code"),
    ("END", "d:d base:r k:v n:v", PURE, "R[d] = value of `end` in subscript k of n"),
    ("FIELD", "d:d base:r name:v then:v", PURE,
     "R[d] = R[base].name (one value; `then`: more indexing follows, so a cs-list of several is an error)"),
    ("DYNFIELD", "d:d base:r name:r then:v", PURE, "R[d] = R[base].(R[name]) (`then`: more indexing follows)"),
    ("BRACE", "d:d base:r args:a splat:- then:v", PURE,
     "R[d] = R[base]{args} (one value; `then`: more indexing follows, so a cs-list of several is an error)"),
    ("CSLIST", "d:d base:r kind:v arg:? splat:-", PURE, "R[d] = cs-list (list) of c{..} / s.f"),
    ("CONCAT", "d:d rows:w splat:-", PURE, "R[d] = [ ... ]"),
    ("CELL", "d:d rows:w splat:-", PURE, "R[d] = { ... }"),
    ("ASSIGN_CHAIN", "var:x steps:s rhs:r", 0, "s.a(2).b{3} = R[rhs] (rhs -1: deletion)"),
    ("LVALUE_GET", "d:d var:r steps:s", PURE, "R[d] = current value of an lvalue prefix (for `end`)"),
    ("MULTI", "d:d src:r n:v what:v", PURE, "R[d] = R[src] checked as a tuple of at least n outputs"),
    ("UNPACK", "d:d src:r i:v", PURE, "R[d] = R[src][i]"),
    ("CSCOUNT", "d:d counts:d specs:v", PURE, "[c{:}, s.f] = ...: R[d] = outputs wanted (run time)"),
    ("CSPICK", "d:d src:r counts:r i:v is_cs:v what:v", PURE, "R[d] = target i's output(s)"),
    ("DISPLAY", "name:v a:r", 0, "print an unsuppressed result"),
    ("DISPLAY_ANS", "a:r suppressed:v", WORKSPACE, "ans = R[a]; print unless suppressed"),
    ("CALL_VALUE", "d:d fn:r args:a nargout:v splat:-", CALLS, "call a function-handle value"),
    ("METHOD", "d:d base:r name:v args:a splat:- nargout:v then:v", CALLS,
     "obj.name(args): a method call, or the field's value indexed or called (`then`: more indexing follows)"),
    ("COMMAND", "d:d name:v args:a text:- suppressed:- target:-", CALLS | WORKSPACE,
     "command syntax or a bare name, resolved at run time"),
    ("MAKE_LAMBDA", "d:d info:v captures:a", PURE, "R[d] = an anonymous function capturing values"),
    ("MAKE_HANDLE", "d:d name:v target:-", 0, "R[d] = @name"),
    ("XLOAD", "d:d kind:v arg:v", 0, "R[d] = a global, persistent or shared (nested function) variable"),
    ("XSTORE", "kind:v arg:v s:r", 0, "store R[s] into a global, persistent or shared variable"),
    ("XDECLARE", "kind:v names:v", 0, "global / persistent declaration"),
    ("NARGIN", "d:d", 0, "R[d] = the frame's nargin"),
    ("NARGOUT", "d:d", 0, "R[d] = the frame's nargout"),
    ("SWITCH_MATCH", "d:d subject:r case:r", PURE, "R[d] = the switch subject matches the case"),
    ("RAISE_UNDEF", "name:v", 0, "raise 'Unrecognized function or variable'"),
    ("NOP", "", PURE, "nothing"),
    ("PARFOR", "d:d site:v range:a workers:r vars:a", CALLS | WORKSPACE,
     "run a parfor loop on the pool's workers and store its results; R[d] = it ran (else the serial loop runs)"),
    ("DEBUG_LINE", "line:v", CALLS | WORKSPACE,
     "a statement starts: the debugger may stop here (only in a debugger's copy of code, runmat_vm/debugger.py)"),
]
OPCODES = [Opcode(name, i, ops, flags, doc) for i, (name, ops, flags, doc) in enumerate(_TABLE)]
OPNAMES = [o.name for o in OPCODES]
OP = {o.name: o.number for o in OPCODES}
globals().update(OP)  # BIN, MOVE, ... as module constants


def generic(number: int) -> Callable:
    """Register the decorated function as opcode ``number``'s generic implementation."""
    def register(fn: Callable) -> Callable:
        o = OPCODES[number]
        assert not o.flags & CONTROL, o.name
        o.run = fn
        return fn
    return register


UNDEF = type("Undefined", (), {"__repr__": lambda self: "<undefined>", "__slots__": ()})()


class CodeObject:
    """Compiled code for one function, script chunk or anonymous function."""

    __slots__ = ("name", "filename", "kind", "instrs", "lines", "nslots", "template", "varmap",
                 "slot_names", "params", "outputs", "varargin", "varargout", "first_line",
                 "fndef", "const_slots", "temp_slots", "nested_uses_frame", "nparams", "nouts",
                 "param_slots", "output_slots", "varargin_slot", "varargout_slot", "jit", "fast_nargs",
                 "max_nargout", "first_out", "entries", "dying", "__weakref__")

    def __init__(self, name: str, filename: str, kind: str) -> None:
        self.name = name
        self.filename = filename
        self.kind = kind               # 'function' | 'script' | 'lambda'
        self.instrs: list[tuple] = []
        self.lines: list[int] = []     # line table: source line of each instruction
        self.nslots = 0
        self.template: list[Any] = []  # initial R of a new frame (UNDEF vars, constants)
        self.varmap: dict[str, int] = {}
        self.slot_names: dict[int, str] = {}  # for disasm: slot -> variable or constant text
        self.params: tuple[str, ...] = ()
        self.outputs: tuple[str, ...] = ()
        self.varargin = False
        self.varargout = False
        self.first_line = 0
        self.fndef = None
        self.const_slots: list[tuple[int, Any]] = []  # script chunks: constants to write before running
        self.temp_slots: list[int] = []               # script chunks: slots to release afterwards
        self.nested_uses_frame = False
        self.nparams = 0                # declared inputs, varargin excluded
        self.nouts = 0                  # declared outputs, varargout excluded
        self.param_slots: tuple[int, ...] = ()   # -1 for a '~' parameter
        self.output_slots: tuple[int, ...] = ()
        self.varargin_slot = -1
        self.varargout_slot = -1
        self.jit = None                 # the compiled tier's counters and versions (runmat_vm.jit)
        # the call protocol's fast bind (interp.invoke_user), set by set_call_info:
        self.fast_nargs = -1            # up to this many arguments fill slots 0..n-1 directly (-1: never)
        self.max_nargout = -1           # outputs callable without an arity error (large with varargout)
        self.first_out = -1             # slot of the first declared output (-1: none)
        self.entries = None             # the compiled tier's call entries for this code (jit.tier.make_entry)
        self.dying = None               # per instruction, operands whose temporary dies there (runmat_vm.liveness)

    def set_call_info(self) -> None:
        """Precompute what a call needs (after params/outputs/slots are known)."""
        ps = self.param_slots
        plain = not self.varargin and ps == tuple(range(len(ps)))
        self.fast_nargs = self.nparams if plain else -1
        self.max_nargout = 1 << 30 if self.varargout else self.nouts
        self.first_out = self.output_slots[0] if self.output_slots else -1

    def line_at(self, pc: int) -> int:
        if 0 <= pc < len(self.lines):
            return self.lines[pc]
        return self.lines[-1] if self.lines else self.first_line

    def __repr__(self) -> str:
        return f"<code {self.kind} {self.name} ({len(self.instrs)} instrs)>"
