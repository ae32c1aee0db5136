"""Bytecode: opcodes, the code object and its line table.

The VM is register based: every operand is a slot number into the frame's
value list ``R`` (variables first, then temporaries and constants), so
``s = s + i * 0.5`` is two instructions.  An instruction is a tuple whose
first item is the opcode; ``code.lines[pc]`` is its source line.
"""

from __future__ import annotations

from typing import Any

# Opcodes, ordered roughly by how often the interpreter sees them (it tests them in this order).
OPNAMES = [
    "BIN",          # d, a, b, float_fn, builtin_name, bool_fn     R[d] = R[a] op R[b]
    "FOR_RANGE",    # var, state, body_pc                          next step of a numeric range loop
    "MOVE",         # d, s                                          R[d] = R[s]
    "JUMP_IF_FALSE",  # a, target
    "INDEX",        # d, base, args, has_splat                     R[d] = R[base](args)
    "ASSIGN_INDEX",  # var, args, rhs, has_splat                   R[var](args) = R[rhs]
    "JUMP",         # target
    "CALL",         # d, name, args, nargout, has_splat, target    user function or builtin
    #   (nargout operands here and in INDEX/CALL_VALUE/METHOD: -1 the frame's nargout; ~slot, slot >= 1,
    #    the int in R[slot], counted at run time by CSCOUNT)
    "UN",           # d, a, float_fn, builtin_name
    "FOR_RANGE_INIT",  # var, state, start, step, stop, exit_pc
    "FOR_EACH_INIT",   # var, state, value, exit_pc
    "FOR_EACH",     # var, state, body_pc
    "JUMP_IF_TRUE",  # a, target
    "TRUTH",        # d, a, op_text                                  R[d] = logical scalar (for && / ||)
    "END",          # d, base, k, n                                 value of `end`
    "FIELD",        # d, base, name                                 R[d] = R[base].name (one value)
    "DYNFIELD",     # d, base, name_slot
    "BRACE",        # d, base, args, has_splat                     R[d] = R[base]{args} (one value)
    "CSLIST",       # d, base, kind, arg, has_splat                R[d] = cs-list (list) of c{..} / s.f
    "CONCAT",       # d, rows, has_splat                           [ ... ]
    "CELL",         # d, rows, has_splat                           { ... }
    "ASSIGN_CHAIN",  # var, steps, rhs                             s.a(2).b{3} = v
    "LVALUE_GET",   # d, var, steps                                 current value of an lvalue prefix (for `end`)
    "MULTI",        # d, src, n, what                               check/normalize a multi-output tuple
    "UNPACK",       # d, src, i                                     R[d] = R[src][i]
    "DISPLAY",      # name, a                                       print unsuppressed result
    "DISPLAY_ANS",  # a                                             ans = value; print unless suppressed
    "SET_ANS",      # a
    "CALL_VALUE",   # d, fn, args, nargout, has_splat              call a function-handle value
    "MAKE_LAMBDA",  # d, LambdaInfo, capture slots
    "MAKE_HANDLE",  # d, name, target
    "XLOAD",        # d, kind, name                                 global / persistent / shared read
    "XSTORE",       # kind, name, s
    "XDECLARE",     # kind, names                                   global / persistent declaration
    "NARGIN",       # d
    "NARGOUT",      # d
    "SETUP_TRY",    # handler_pc, ident_slot
    "POP_TRY",
    "SWITCH_MATCH",  # d, subject, case
    "COMMAND",      # d, name, args, text, suppressed, target     command syntax / bare name, resolved at run time
    "RETURN",
    "RETURN_VALUE",  # a                                            anonymous function result
    "RAISE_UNDEF",  # name
    "METHOD",       # d, base, name, args, has_splat, nargout     obj.name(args): method call or field then index
    "CSCOUNT",      # d, counts, specs                              [c{:}, s.f] = ...: R[d] = outputs wanted (run time)
    "CSPICK",       # d, src, counts, i, is_cs, what                R[d] = target i's output(s) (a list when is_cs)
    "NOP",
]
OP = {name: i for i, name in enumerate(OPNAMES)}
globals().update(OP)  # BIN, MOVE, ... as module constants

UNDEF = type("Undefined", (), {"__repr__": lambda self: "<undefined>", "__slots__": ()})()


class CodeObject:
    """Compiled code for one function, script chunk or anonymous function."""

    __slots__ = ("name", "filename", "kind", "instrs", "lines", "nslots", "template", "varmap",
                 "slot_names", "params", "outputs", "varargin", "varargout", "first_line",
                 "fndef", "const_slots", "temp_slots", "nested_uses_frame", "nparams", "nouts",
                 "param_slots", "output_slots", "varargin_slot", "varargout_slot", "jit", "fast_nargs",
                 "max_nargout", "first_out", "entries", "__weakref__")

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
