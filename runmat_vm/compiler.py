"""Compile the AST of one function / script chunk / anonymous function to register bytecode.

Name resolution comes from :mod:`runmat_vm.hir` (a :class:`Scope` per code
object).  Expressions compile to a slot holding their value; the top operation
of an assignment writes straight into the variable's slot.  Temporaries are
reused from one statement to the next.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.errors import MException, StackFrame
from runmat_builtins.values import char_row, class_of, empty, shape_of, string_array, to_str
from runmat_vm import fused, hir
from runmat_vm.code import (
    ASSIGN_CHAIN, ASSIGN_INDEX, BIN, BRACE, CALL, CALL_VALUE, CELL, COMMAND, CONCAT, CSLIST,
    DISPLAY, DISPLAY_ANS, DYNFIELD, END, FIELD, FUSED, FOR_EACH, FOR_EACH_INIT, FOR_RANGE,
    FOR_RANGE_INIT, INDEX, JUMP, JUMP_IF_FALSE, JUMP_IF_TRUE, LVALUE_GET, MAKE_HANDLE,
    MAKE_LAMBDA, METHOD, MOVE, MULTI, NARGIN, NARGOUT, POP_TRY, RAISE_UNDEF, RETURN, RETURN_VALUE,
    SETUP_TRY, SWITCH_MATCH, TRUTH, UN, UNDEF, UNPACK, XDECLARE, XLOAD, XSTORE, CodeObject,
    CSCOUNT, CSPICK, PARFOR,
)
from runmat_vm.frontend import ast as A, command_expression
from runmat_vm.frontend.lower_cst import integer_literal
from runmat_builtins.dispatch import fast_scalar
from runmat_builtins.index import index as builtin_index
from runmat_builtins.values.input_names import InputNames

class _Builtin:
    __slots__ = ()

    def __repr__(self) -> str:
        return "<builtin>"


BUILTIN = _Builtin()       # CALL target: call_builtin directly (operators, colon)
INHERIT = -2               # args(): `end` inside a call's arguments refers to the enclosing index
FRAME_NARGOUT = -1         # nargout operand: the running frame's nargout (anonymous function bodies)

BINOPS = {"+": "plus", "-": "minus", ".*": "times", "*": "mtimes", "./": "rdivide",
          ".\\": "ldivide", "/": "mrdivide", "\\": "mldivide", ".^": "power", "^": "mpower",
          "==": "eq", "~=": "ne", "<": "lt", "<=": "le", ">": "gt", ">=": "ge",
          "&": "and", "|": "or"}
UNOPS = {"-": "uminus", "+": "uplus", "~": "not", "'": "ctranspose", ".'": "transpose"}


class CompileError(MException):
    """A construct the VM cannot compile: a MATLAB error found before the code runs."""

    def __init__(self, identifier: str, message: str, line: int = 0) -> None:
        super().__init__(identifier, message)
        self.line = line


def colon_value() -> Any:
    try:
        from runmat_builtins.indexing import COLON
        return COLON
    except ImportError:  # indexing not there yet: MATLAB also accepts ':' as a subscript
        return char_row(":")


class LambdaInfo:
    """What MAKE_LAMBDA needs: the body's code, parameter names, captured names, source text."""

    __slots__ = ("code", "params", "captures", "text")

    def __init__(self, code: CodeObject, params: tuple, captures: tuple, text: str) -> None:
        self.code = code
        self.params = params
        self.captures = captures
        self.text = text

    def __repr__(self) -> str:
        return self.text


class _Loop:
    __slots__ = ("continue_label", "breaks", "try_depth")

    def __init__(self, try_depth: int) -> None:
        self.continue_label: int | list = []
        self.breaks: list[int] = []
        self.try_depth = try_depth


class SlotAllocator:
    """Slots of a fresh code object: variables, temporaries, constants."""

    def __init__(self) -> None:
        self.n = 0
        self.consts: dict[Any, int] = {}
        self.const_values: list[tuple[int, Any]] = []

    def new(self) -> int:
        self.n += 1
        return self.n - 1

    def var(self, name: str, varmap: dict[str, int]) -> int:
        s = varmap.get(name)
        if s is None:
            s = varmap[name] = self.new()
        return s

    def const(self, key: Any, value: Any) -> int:
        s = self.consts.get(key)
        if s is None:
            s = self.consts[key] = self.new()
            self.const_values.append((s, value))
        return s


class FrameAllocator(SlotAllocator):
    """Slots of a script chunk compiled against a live frame (the workspace it runs in)."""

    def __init__(self, frame: Any) -> None:
        super().__init__()
        self.frame = frame
        self.temps: list[int] = []

    def new(self) -> int:
        s = self.frame.alloc_temp()
        self.temps.append(s)
        return s

    def var(self, name: str, varmap: dict[str, int]) -> int:
        return self.frame.var_slot(name)


class Compiler:
    """Compiles one code object.  ``unit`` supplies source text (for lambdas) and functions."""

    def __init__(self, scope: hir.Scope, code: CodeObject, alloc: SlotAllocator, source_lines: list[str]) -> None:
        self.scope = scope
        self.code = code
        self.alloc = alloc
        self.src = source_lines
        self.free: list[int] = []
        self.live: list[int] = []
        self.loops: list[_Loop] = []
        self.try_depth = 0
        self.line = code.first_line
        self.end_ctx: list[tuple[int, int, int] | None] = []
        self.fusing = False  # inside a tree marked for host fusion (runmat_vm.fused)
        self.then_base: Any = None  # the node compiled as the base of an indexing step (base_expr)

    # ------------------------------------------------------------- helpers
    def emit(self, *ins: Any) -> int:
        self.code.instrs.append(ins)
        self.code.lines.append(self.line)
        return len(self.code.instrs) - 1

    def here(self) -> int:
        return len(self.code.instrs)

    def patch(self, at: int, pos: int, value: Any) -> None:
        ins = list(self.code.instrs[at])
        ins[pos] = value
        self.code.instrs[at] = tuple(ins)

    def temp(self) -> int:
        s = self.free.pop() if self.free else self.alloc.new()
        self.live.append(s)
        return s

    def const(self, value: Any, key: Any = None) -> int:
        if key is None:
            key = (type(value).__name__, value)
        s = self.alloc.const(key, value)
        self.code.slot_names.setdefault(s, repr(value) if not hasattr(value, "shape") else _short(value))
        return s

    def var_slot(self, name: str) -> int:
        s = self.alloc.var(name, self.scope.slots)
        self.code.slot_names[s] = name
        return s

    def text_of(self, span: A.Span) -> str:
        if span.line <= 0 or span.line > len(self.src) or span.end_line > len(self.src):
            return ""  # a span past the text it was parsed from (a node built from other text)
        if span.line == span.end_line:
            return self.src[span.line - 1][span.col - 1:span.end_col - 1]
        parts = [self.src[span.line - 1][span.col - 1:]]
        parts += self.src[span.line:span.end_line - 1]
        if span.end_line <= len(self.src):  # a span may end past the last line (a file cut short)
            parts.append(self.src[span.end_line - 1][:span.end_col - 1])
        return "\n".join(parts)

    # ------------------------------------------------------------- entry points
    def compile_body(self, body: tuple, *, is_script: bool) -> None:
        for st in body:
            self.stmt(st)
        self.emit(RETURN)

    def compile_lambda(self, body_expr: Any) -> None:
        s = self.expr(body_expr, nargout=FRAME_NARGOUT)
        self.emit(RETURN_VALUE, s)

    # ------------------------------------------------------------- statements
    def stmt(self, st: Any) -> None:
        self.line = st.span.line or self.line
        mark = len(self.live)
        getattr(self, "st_" + type(st).__name__)(st)
        if len(self.live) > mark:
            self.free.extend(self.live[mark:])
            del self.live[mark:]

    def block(self, body: tuple) -> None:
        for st in body:
            self.stmt(st)

    def st_ExprStmt(self, st: A.ExprStmt) -> None:
        e = st.expr
        if type(e) is A.Ident:
            r = self.scope.resolve(e.name)
            if r.kind == hir.VAR:
                if st.suppressed:
                    self.emit(MOVE, self.temp(), r.slot)  # checks that it is defined
                else:
                    self.emit(DISPLAY, e.name, r.slot)
                return
            if r.kind in (hir.GLOBAL, hir.PERSISTENT, hir.SHARED):
                s = self.ident(e, None)
                if not st.suppressed:
                    self.emit(DISPLAY, e.name, s)
                return
        if type(e) is A.Ident and self.scope.kind == "script" and self.scope.resolve(e.name).kind == hir.DYNAMIC:
            # may be a variable created at run time (eval, load): decided when it runs
            d = self.temp()
            self.emit(COMMAND, d, e.name, (), e.name, st.suppressed, None)
            self.emit(DISPLAY_ANS, d, st.suppressed)
            return
        if type(e) is A.Field and self.dotted_name(e) is not None:  # Cls.Member, pkg.fn
            s = self.expr(e, nargout=0)
        elif type(e) in (A.Field, A.DynField) or (type(e) is A.Index and e.brace):
            s = self.multi(e)
        elif type(e) in (A.Ident, A.Index):
            s = self.expr(e, nargout=0)
        else:
            s = self.expr(e)
        self.emit(DISPLAY_ANS, s, st.suppressed)

    def st_Command(self, st: A.Command) -> None:
        if self.scope.is_variable(st.name):

            line = self.src[st.span.line - 1] if 0 < st.span.line <= len(self.src) else ""
            e = command_expression(st, self.code.filename, line)
            self.st_ExprStmt(A.ExprStmt(e, st.suppressed, st.span))
            return
        args = tuple(self.const(char_row(a), ("char", a)) for a in st.args)
        d = self.temp()
        r = self.scope.resolve(st.name)
        target = r.target if r.kind == hir.LOCAL_FN else None
        self.emit(COMMAND, d, st.name, args, st.text, st.suppressed, target)
        self.emit(DISPLAY_ANS, d, st.suppressed)

    def st_Assign(self, st: A.Assign) -> None:
        tgt = st.target
        val = st.value
        if type(tgt) is A.Ident:
            r = self.scope.resolve(tgt.name)
            if r.kind == hir.VAR:
                self.expr(val, dest=r.slot)
                if not st.suppressed:
                    self.emit(DISPLAY, tgt.name, r.slot)
                return
            s = self.expr(val)
            self.store_x(r, tgt.name, s)
            if not st.suppressed:
                self.emit(DISPLAY, tgt.name, s)
            return
        # only `x(...) = []` (or `= ''`) deletes; `c{i} = []` and `s.f = []` store an empty value
        is_delete = type(tgt) is A.Index and not tgt.brace and (
            (type(val) is A.Matrix and not val.rows) or (type(val) is A.Str and val.kind == "char" and not val.value))
        rhs = -1 if is_delete else None
        self.assign_lvalue(tgt, val if not is_delete else None, rhs, st.suppressed)

    def lvalue_root(self, tgt: Any) -> tuple:
        """(selector nodes outermost-last, root name, its resolution, its slot) of a target."""
        steps_ast = []
        node = tgt
        while type(node) is not A.Ident:
            steps_ast.append(node)
            node = node.base
        steps_ast.reverse()
        root = node.name
        r = self.scope.resolve(root)
        if r.kind == hir.VAR:
            root_slot = r.slot
        elif r.kind in (hir.GLOBAL, hir.PERSISTENT, hir.SHARED):
            root_slot = self.temp()
            self.load_x(r, root, root_slot, soft=True)
        else:  # assigning makes it a variable (script chunks: compiled as one)
            root_slot = self.var_slot(root)
        return steps_ast, root, r, root_slot

    def assign_lvalue(self, tgt: Any, val: Any, rhs_slot: int | None, suppressed: bool) -> None:
        """``tgt = val`` for an indexed/field target (``rhs_slot`` -1 means deletion)."""
        steps_ast, root, r, root_slot = self.lvalue_root(tgt)
        # evaluate the right-hand side first (MATLAB evaluates it before the subscripts)
        if rhs_slot is None:
            rhs_slot = self.expr(val)
        steps = []
        for i, node in enumerate(steps_ast):
            t = type(node)
            if t is A.Field:
                steps.append((".", node.name))
            elif t is A.DynField:
                steps.append((".(", self.expr(node.expr)))
            else:
                base_val = None
                if any(_has_end(a) for a in node.args):
                    if i == 0:
                        base_val = root_slot
                    else:
                        base_val = self.temp()
                        self.emit(LVALUE_GET, base_val, root_slot, tuple(steps))
                args, splat = self.args(node.args, base_val)
                steps.append(("{}" if node.brace else "()", args, splat))
        if len(steps) == 1 and steps[0][0] == "()" and rhs_slot != -1:
            self.emit(ASSIGN_INDEX, root_slot, steps[0][1], rhs_slot, steps[0][2])
        else:
            self.emit(ASSIGN_CHAIN, root_slot, tuple(steps), rhs_slot)
        if r.kind in (hir.GLOBAL, hir.PERSISTENT, hir.SHARED):
            self.store_x(r, root, root_slot)
        if not suppressed:
            self.emit(DISPLAY, root, root_slot)

    def st_MultiAssign(self, st: A.MultiAssign) -> None:
        if any(_is_cs_target(t) for t in st.targets):
            self.multi_assign_cs(st)
            return
        n = len(st.targets)
        src = self.multi(st.value, nargout=n)
        self.emit(MULTI, src, src, n, _describe(st.value))
        for i, tgt in enumerate(st.targets):
            if type(tgt) is A.Tilde:
                continue
            t = self.temp()
            self.emit(UNPACK, t, src, i)
            self.store_output(tgt, t, st.suppressed)

    def store_output(self, tgt: Any, t: int, suppressed: bool) -> None:
        """One output of a multi-assignment, in register ``t``, into its target (shown unless ``;``)."""
        if type(tgt) is A.Ident:
            r = self.scope.resolve(tgt.name)
            if r.kind == hir.VAR:
                self.emit(MOVE, r.slot, t)
                shown = r.slot
            else:
                self.store_x(r, tgt.name, t)
                shown = t
            if not suppressed:
                self.emit(DISPLAY, tgt.name, shown)
        else:
            self.assign_lvalue(tgt, None, t, suppressed)

    def multi_assign_cs(self, st: A.MultiAssign) -> None:
        """``[a, c{1:2}, s.f] = f(...)``: the number of outputs is counted at run time.

        The subscripts of every cs-list target (``c{..}``, ``s.f``) are evaluated first, against
        the target's current value (``end``); CSCOUNT adds up the elements they select (one for
        other targets) and the call takes that count as its nargout (``~slot``); each target then
        takes its share (CSPICK) and a cs-list target stores it through an assignment chain whose
        last step is ``{}*`` / ``.*`` / ``.(*`` (one value per element)."""
        specs = []
        prepared: list = []
        for tgt in st.targets:
            if not _is_cs_target(tgt):
                specs.append(("1",))
                prepared.append(None)
                continue
            r, root, root_slot, steps, base = self.lvalue_steps(tgt, last_base=True)
            last = steps[-1]
            if last[0] == "{}":
                specs.append(("{}", base, last[1], last[2]))
                steps[-1] = ("{}*", last[1], last[2])
            else:
                specs.append((".", base))
                steps[-1] = (last[0] + "*", last[1])
            prepared.append((r, root, root_slot, tuple(steps)))
        total = self.temp()
        if total == 0:  # ~0 is FRAME_NARGOUT: the count needs another slot
            total = self.temp()
        counts = self.temp()
        self.emit(CSCOUNT, total, counts, tuple(specs))
        src = self.multi(st.value, nargout=~total)
        what = _describe(st.value)
        for i, tgt in enumerate(st.targets):
            if type(tgt) is A.Tilde:
                continue
            t = self.temp()
            prep = prepared[i]
            self.emit(CSPICK, t, src, counts, i, prep is not None, what)
            if prep is not None:
                r, root, root_slot, steps = prep
                self.emit(ASSIGN_CHAIN, root_slot, steps, t)
                if r.kind in (hir.GLOBAL, hir.PERSISTENT, hir.SHARED):
                    self.store_x(r, root, root_slot)
                if not st.suppressed:
                    self.emit(DISPLAY, root, root_slot)
            else:
                self.store_output(tgt, t, st.suppressed)

    def lvalue_steps(self, tgt: Any, last_base: bool = False) -> tuple:
        """The root and the steps of an indexed/field target; with ``last_base`` also a slot
        holding the current value under the last step (what ``end`` and the cs-list count see)."""
        steps_ast, root, r, root_slot = self.lvalue_root(tgt)
        steps: list = []
        base_val = None
        last = len(steps_ast) - 1
        for i, node in enumerate(steps_ast):
            t = type(node)
            if i == last and last_base:
                if i == 0:
                    base_val = root_slot
                else:
                    base_val = self.temp()
                    # a field target [s(1:2).f] = ...: the lookahead step tells lvalue_get that
                    # s(1:2) may grow s (one output per element it will have)
                    ahead = ((".*", ""),) if t in (A.Field, A.DynField) else ()
                    self.emit(LVALUE_GET, base_val, root_slot, tuple(steps) + ahead)
            if t is A.Field:
                steps.append((".", node.name))
            elif t is A.DynField:
                steps.append((".(", self.expr(node.expr)))
            else:
                bv = None
                if i == last and last_base:
                    bv = base_val
                elif any(_has_end(a) for a in node.args):
                    if i == 0:
                        bv = root_slot
                    else:
                        bv = self.temp()
                        self.emit(LVALUE_GET, bv, root_slot, tuple(steps))
                args, splat = self.args(node.args, bv)
                steps.append(("{}" if node.brace else "()", args, splat))
        return r, root, root_slot, steps, base_val

    def st_If(self, st: A.If) -> None:
        ends = []
        for cond, body in st.clauses:
            self.line = cond.span.line or self.line
            c = self.expr(cond)
            j = self.emit(JUMP_IF_FALSE, c, None)
            self.block(body)
            ends.append(self.emit(JUMP, None))
            self.patch(j, 2, self.here())
        if st.else_body:
            self.block(st.else_body)
        for e in ends:
            self.patch(e, 1, self.here())

    def st_For(self, st: A.For) -> None:
        var = st.var
        direct = None
        spmd = st.is_parfor and type(var) is A.Ident and var.name == "spmd"  # lower_cst: no loop variable
        if type(var) is A.Ident and not spmd:
            r = self.scope.resolve(var.name)
            if r.kind == hir.VAR:
                direct = r.slot
        vslot = direct if direct is not None else self.temp()
        state = self.temp()
        it = st.iter
        if type(it) is A.Range:
            start = self.expr(it.start)
            step = self.expr(it.step) if it.step is not None else self.const(1.0)
            stop = self.expr(it.stop)
            iter_slots: tuple = (start, step, stop)
        else:
            value = self.expr(it)
            iter_slots = (value,)
        parallel = self.parfor_dispatch(st, iter_slots) if st.is_parfor else None
        if type(it) is A.Range:
            init = self.emit(FOR_RANGE_INIT, vslot, state, start, step, stop, None)
            nxt = FOR_RANGE
        else:
            init = self.emit(FOR_EACH_INIT, vslot, state, value, None)
            nxt = FOR_EACH
        body_pc = self.here()
        if direct is None and not spmd:
            self.store_target(var, vslot)
        loop = _Loop(self.try_depth)
        self.loops.append(loop)
        self.block(st.body)
        self.loops.pop()
        cont = self.here()
        self.line = st.span.line or self.line
        self.emit(nxt, vslot, state, body_pc)
        exit_pc = self.here()
        self.patch(init, 6 if nxt == FOR_RANGE else 4, exit_pc)
        for j in loop.continue_label:
            self.patch(j, 1, cont)
        for j in loop.breaks:
            self.patch(j, 1, exit_pc)
        if parallel is not None:
            self.patch(parallel, 2, exit_pc)

    def parfor_dispatch(self, st: A.For, iter_slots: tuple) -> int | None:
        """parfor: classify the body's variables (MATLAB's errors for bodies it rejects) and emit
        PARFOR, which runs the loop on the pool's workers when one runs and then jumps past the
        serial loop that follows (the loop itself when no pool runs). Returns the jump to patch."""
        from runmat_vm.parallel.site import ParforSite, classify_site

        self.line = st.span.line or self.line
        try:
            site = classify_site(st, self.scope, self.src, self.code)
        except MException as err:
            line = getattr(err, "line", st.span.line)
            out = CompileError(err.identifier, err.message, line)
            fname = self.code.filename or ""
            if fname and not fname.startswith("<"):  # MATLAB names the file and line of the parfor
                import os


                where = self.code.name or os.path.splitext(os.path.basename(fname))[0]
                out.stack.append(StackFrame(fname, where, line))
            raise out from None
        if site is None:
            return None
        workers = self.expr(st.workers) if st.workers is not None else self.const(None, key=("parfor-none",))
        slots = tuple(self.scope.resolve(n).slot for n in site.names)
        flag = self.temp()
        self.emit(PARFOR, flag, site, iter_slots, workers, slots)
        return self.emit(JUMP_IF_TRUE, flag, None)

    def store_target(self, tgt: Any, slot: int) -> None:
        if type(tgt) is A.Ident:
            r = self.scope.resolve(tgt.name)
            if r.kind == hir.VAR:
                self.emit(MOVE, r.slot, slot)
            else:
                self.store_x(r, tgt.name, slot)
        else:
            self.assign_lvalue(tgt, None, slot, True)

    def st_While(self, st: A.While) -> None:
        top = self.here()
        self.line = st.cond.span.line or self.line
        c = self.expr(st.cond)
        j = self.emit(JUMP_IF_FALSE, c, None)
        loop = _Loop(self.try_depth)
        self.loops.append(loop)
        self.block(st.body)
        self.loops.pop()
        self.emit(JUMP, top)
        exit_pc = self.here()
        self.patch(j, 2, exit_pc)
        for k in loop.continue_label:
            self.patch(k, 1, top)
        for k in loop.breaks:
            self.patch(k, 1, exit_pc)

    def _leave_tries(self, loop: _Loop) -> None:
        for _ in range(self.try_depth - loop.try_depth):
            self.emit(POP_TRY)

    def st_Break(self, st: A.Break) -> None:
        if not self.loops:
            self.emit(RETURN) if self.scope.kind == "script" else None
            return
        loop = self.loops[-1]
        self._leave_tries(loop)
        loop.breaks.append(self.emit(JUMP, None))

    def st_Continue(self, st: A.Continue) -> None:
        if not self.loops:
            return
        loop = self.loops[-1]
        self._leave_tries(loop)
        loop.continue_label.append(self.emit(JUMP, None))

    def st_Return(self, st: A.Return) -> None:
        self.emit(RETURN)

    def st_Switch(self, st: A.Switch) -> None:
        subj = self.expr(st.subject)
        pinned = self.temp()
        self.emit(MOVE, pinned, subj)
        ends = []
        for case, body in st.cases:
            self.line = case.span.line or self.line
            cv = self.expr(case)
            m = self.temp()
            self.emit(SWITCH_MATCH, m, pinned, cv)
            j = self.emit(JUMP_IF_FALSE, m, None)
            self.block(body)
            ends.append(self.emit(JUMP, None))
            self.patch(j, 2, self.here())
        if st.otherwise:
            self.block(st.otherwise)
        for e in ends:
            self.patch(e, 1, self.here())

    def st_TryCatch(self, st: A.TryCatch) -> None:
        ident_slot = -1
        ident_kind = None
        if st.ident:
            r = self.scope.resolve(st.ident)
            if r.kind == hir.VAR:
                ident_slot = r.slot
            else:
                ident_slot = self.temp()
                ident_kind = r
        setup = self.emit(SETUP_TRY, None, ident_slot)
        self.try_depth += 1
        self.block(st.body)
        self.try_depth -= 1
        self.emit(POP_TRY)
        j = self.emit(JUMP, None)
        self.patch(setup, 1, self.here())
        if ident_kind is not None:
            self.store_x(ident_kind, st.ident, ident_slot)
        self.block(st.catch_body)
        self.patch(j, 1, self.here())

    def st_Global(self, st: A.Global) -> None:
        self.emit(XDECLARE, "global", st.names)

    def st_Persistent(self, st: A.Persistent) -> None:
        self.emit(XDECLARE, "persistent", st.names)

    def st_Function(self, st: A.Function) -> None:  # pragma: no cover - functions are hoisted
        pass

    # ------------------------------------------------------------- non-slot storage
    def load_x(self, r: hir.Resolution, name: str, dest: int, soft: bool = False) -> None:
        if r.kind == hir.SHARED:
            self.emit(XLOAD, dest, "shared", (r.depth, r.slot, name, soft))
        else:
            self.emit(XLOAD, dest, r.kind, name)

    def store_x(self, r: hir.Resolution, name: str, s: int) -> None:
        if r.kind == hir.SHARED:
            self.emit(XSTORE, "shared", (r.depth, r.slot, name), s)
        elif r.kind in (hir.GLOBAL, hir.PERSISTENT):
            self.emit(XSTORE, r.kind, name, s)
        else:  # a new variable (script chunk)
            self.emit(MOVE, self.var_slot(name), s)

    # ------------------------------------------------------------- expressions
    def expr(self, e: Any, dest: int | None = None, nargout: int = 1) -> int:
        """Compile ``e`` to a slot holding its (single) value; write into ``dest`` if given."""
        t = type(e)
        if not self.fusing and (t is A.Binary or t is A.Index or t is A.Unary or t is A.Postfix) and nargout == 1:
            found = fused.tree(self, e)
            if found is not None:
                return self.fused(e, found, dest)
        if t is A.Num:
            if type(e.value) is int:  # 0x1F / 0b101 / 0xFFs8: an integer class (MATLAB)
                value, cls = integer_literal(e.text)
                return self._to(dest, self.const(np.array([[value]], dtype=cls), ("int", e.text)))
            v = complex(0.0, float(e.value)) if e.is_imag else float(e.value)
            return self._to(dest, self.const(v))
        if t is A.Ident:
            return self.ident(e, dest, nargout)
        if t is A.Binary:
            if e.op in ("&&", "||"):
                return self.short_circuit(e, dest)
            a = self.expr(e.left)
            b = self.expr(e.right)
            d = self._dest(dest)
            name = BINOPS[e.op]
            # the operator's scalar kernel (declared beside its builtin) for double operands, and
            # for logical ones when it is exact for them
            fast, logical = fast_scalar(name)
            self.emit(BIN, d, a, b, fast, name, logical)
            return d
        if t is A.Str:
            if e.kind == "char":
                return self._to(dest, self.const(char_row(e.value), ("char", e.value)))
            return self._to(dest, self.const(string_array(e.value), ("string", e.value)))
        if t is A.Index:
            return self.index(e, dest, nargout)
        if t is A.Unary or t is A.Postfix:
            a = self.expr(e.operand)
            d = self._dest(dest)
            name = UNOPS[e.op]
            self.emit(UN, d, a, fast_scalar(name)[0], name)
            return d
        if t is A.Matrix:
            if not e.rows:
                return self._to(dest, self.const(empty(), ("empty",)))
            rows, splat = self.rows(e.rows)
            d = self._dest(dest)
            self.emit(CONCAT, d, rows, splat)
            return d
        if t is A.CellLit:
            rows, splat = self.rows(e.rows)
            d = self._dest(dest)
            self.emit(CELL, d, rows, splat)
            return d
        if t is A.Range:
            args = [self.expr(e.start)]
            if e.step is not None:
                args.append(self.expr(e.step))
            args.append(self.expr(e.stop))
            d = self._dest(dest)
            self.emit(CALL, d, "colon", tuple(args), 1, False, BUILTIN)
            return d
        if t is A.Field:
            dotted = self.dotted_name(e)
            if dotted is not None:
                d = self._dest(dest)
                self.emit(CALL, d, dotted, (), nargout, False, None)
                return d
            then = self.then_base is e
            b = self.base_expr(e.base)
            d = self._dest(dest)
            self.emit(FIELD, d, b, e.name, then)
            return d
        if t is A.DynField:
            if type(e.base) is A.Ident and self.scope.resolve(e.base.name).kind == hir.DYNAMIC:
                # Cls.(name) (a member named at run time) or fn().(name): decided when it runs
                n = self.expr(e.expr)
                d = self._dest(dest)
                self.emit(CALL, d, e.base.name + ".()", (n,), nargout, False, None)
                return d
            then = self.then_base is e
            b = self.base_expr(e.base)
            n = self.expr(e.expr)
            d = self._dest(dest)
            self.emit(DYNFIELD, d, b, n, then)
            return d
        if t is A.End:
            if not self.end_ctx or self.end_ctx[-1] is None:
                raise CompileError("MATLAB:m_illegal_use_of_end",
                                   "'end' used outside of an index expression or in a function call.",
                                   e.span.line)
            base, k, n = self.end_ctx[-1]
            d = self._dest(dest)
            self.emit(END, d, base, k, n)
            return d
        if t is A.Colon:
            return self._to(dest, self.const(colon_value(), ("colon",)))
        if t is A.Lambda:
            return self.lambda_(e, dest)
        if t is A.FuncHandle:
            head, dot, method = e.name.partition(".")
            if dot and "." not in method and self.scope.is_variable(head):
                # @obj.method: MATLAB's @(varargin)obj.method(varargin{:}), obj captured now
                body = A.Index(A.Field(A.Ident(head), method),
                               (A.Index(A.Ident("varargin"), (A.Colon(),), True),), False)
                return self.lambda_(A.Lambda(("varargin",), body, e.span), dest,
                                    f"@(varargin){e.name}(varargin{{:}})")
            d = self._dest(dest)
            fn = self.scope.find_function(e.name)
            self.emit(MAKE_HANDLE, d, e.name, fn)
            return d
        if t is A.MetaClass:  # ?Cls: resolved at run time (runmat_vm/classes/meta.py)
            d = self._dest(dest)
            self.emit(CALL, d, "?" + e.name, (), 1, False, None)
            return d
        if t is A.NameValue:
            raise CompileError("RunMat:vm:unsupported", "name=value arguments outside a call", e.span.line)
        raise CompileError("RunMat:vm:unsupported", f"unsupported expression {t.__name__}", e.span.line)

    def fused(self, e: Any, found: tuple, dest: int | None) -> int:
        """``FUSED`` before the expression's own code, which it skips when the tree ran fused."""
        tree, leaves = found
        d = self._dest(dest)
        slots = tuple(v if k == "var" else self.const(v) for k, v in leaves)
        at = self.emit(FUSED, d, slots, tree, None)
        self.fusing = True
        try:
            self.expr(e, d)
        finally:
            self.fusing = False
        self.patch(at, 4, self.here())
        return d

    def _dest(self, dest: int | None) -> int:
        return self.temp() if dest is None else dest

    def _to(self, dest: int | None, s: int) -> int:
        if dest is None or dest == s:
            return s
        self.emit(MOVE, dest, s)
        return dest

    def ident(self, e: A.Ident, dest: int | None, nargout: int = 1) -> int:
        r = self.scope.resolve(e.name)
        k = r.kind
        if k == hir.VAR:
            return self._to(dest, r.slot)
        if k in (hir.GLOBAL, hir.PERSISTENT, hir.SHARED):
            d = self._dest(dest)
            self.load_x(r, e.name, d)
            return d
        if self.scope.kind == "function" and e.name in ("nargin", "nargout"):
            d = self._dest(dest)
            self.emit(NARGIN if e.name == "nargin" else NARGOUT, d)
            return d
        d = self._dest(dest)
        self.emit(CALL, d, e.name, (), nargout, False, r.target if k == hir.LOCAL_FN else None)
        return d

    def short_circuit(self, e: A.Binary, dest: int | None) -> int:
        d = self._dest(dest)
        a = self.expr(e.left)
        self.emit(TRUTH, d, a, e.op)
        j = self.emit(JUMP_IF_FALSE if e.op == "&&" else JUMP_IF_TRUE, d, None)
        b = self.expr(e.right)
        self.emit(TRUTH, d, b, e.op)
        self.patch(j, 2, self.here())
        return d

    def args(self, args: tuple, end_base: int | None) -> tuple[tuple, bool]:
        """Argument slots; a cs-list argument (``c{:}``, ``s.f``) is stored as ``~slot``."""
        out = []
        splat = False
        n = len(args)
        for k, a in enumerate(args, 1):
            if end_base is not INHERIT:
                self.end_ctx.append((end_base, k, n) if end_base is not None else None)
            try:
                t = type(a)
                if t is A.NameValue:
                    out.append(self.const(char_row(a.name), ("char", a.name)))
                    out.append(self.expr(a.value))
                elif (t is A.Index and a.brace) or t is A.DynField or (
                        t is A.Field and self.dotted_name(a) is None):  # f(Cls.Member): a call
                    out.append(~self.multi(a))
                    splat = True
                else:
                    out.append(self.expr(a))
            finally:
                if end_base is not INHERIT:
                    self.end_ctx.pop()
        return tuple(out), splat

    def rows(self, rows: tuple) -> tuple[tuple, bool]:
        out = []
        splat = False
        for row in rows:
            r, s = self.args(row, INHERIT)  # `end` in [1 end] belongs to the enclosing index
            out.append(r)
            splat = splat or s
        return tuple(out), splat

    @staticmethod
    def python_keywords(args: tuple) -> tuple:
        """``py.f(x, Name=Value)``: the Name=Value pairs as one ``pyargs(...)`` argument
        (Python keywords), as MATLAB passes them to Python."""
        pairs = [a for a in args if type(a) is A.NameValue]
        if not pairs:
            return args
        kw = []
        for a in pairs:
            kw += [A.Str(a.name, "char", a.span), a.value]
        rest = tuple(a for a in args if type(a) is not A.NameValue)
        return rest + (A.Index(A.Ident("pyargs", pairs[0].span), tuple(kw), False, pairs[0].span),)

    def dotted_name(self, e: Any) -> str | None:
        """``pkg.sub.fn`` when ``e`` is a field chain on a name that is not a variable."""
        parts = []
        while type(e) is A.Field:
            parts.append(e.name)
            e = e.base
        if type(e) is not A.Ident or not parts:
            return None
        if self.scope.resolve(e.name).kind != hir.DYNAMIC:
            return None
        return ".".join([e.name, *reversed(parts)])

    def index(self, e: A.Index, dest: int | None, nargout: int) -> int:
        base = e.base
        dotted = self.dotted_name(base) if not e.brace else None
        if dotted is not None:
            args, splat = self.args(self.python_keywords(e.args) if dotted.startswith("py.") else e.args,
                                    INHERIT)
            d = self._dest(dest)
            self.emit(CALL, d, dotted, args, nargout, splat, None)
            return d
        if type(base) is A.Ident:
            r = self.scope.resolve(base.name)
            if r.kind not in (hir.VAR, hir.GLOBAL, hir.PERSISTENT, hir.SHARED):
                if e.brace:
                    raise CompileError("MATLAB:UndefinedFunction",
                                       f"Undefined variable '{base.name}'.", e.span.line)
                args, splat = self.args(e.args, INHERIT)
                if not splat and self.wants_input_names(base.name, r):
                    args = args + (self.input_names(e.args),)
                d = self._dest(dest)
                self.emit(CALL, d, base.name, args, nargout, splat,
                          r.target if r.kind == hir.LOCAL_FN else None)
                return d
        then = self.then_base is e
        if type(base) is A.Field and not e.brace and not any(_has_end(a) for a in e.args):
            b = self.base_expr(base.base)
            args, splat = self.args(e.args, INHERIT)
            d = self._dest(dest)
            self.emit(METHOD, d, b, base.name, args, splat, nargout, then)
            return d
        b = self.base_expr(base)
        args, splat = self.args(e.args, b)
        d = self._dest(dest)
        if e.brace:
            self.emit(BRACE, d, b, args, splat, then)
        else:
            self.emit(INDEX, d, b, args, splat, nargout, then)
        return d

    def base_expr(self, node: Any) -> int:
        """Compile the base of an indexing step: a dot or brace index there that yields several
        values is MATLAB's 'Intermediate ... indexing produced a comma-separated list' error
        (FIELD's and BRACE's ``then`` operand)."""
        self.then_base = node
        return self.expr(node)

    def wants_input_names(self, name: str, r: Any) -> bool:
        """A call of ``name`` passes its argument names (InputNames) when the builtin's catalog
        entry asks for them (``input_names``); a local function never does."""
        if r.kind == hir.LOCAL_FN:
            return False
        info = builtin_index().get(name)
        return info is not None and info.input_names

    def input_names(self, args: tuple) -> int:
        """A constant slot with the InputNames of ``args``: each plain variable's name, else None."""
        names: list = []
        for a in args:
            if type(a) is A.NameValue:
                names += [None, None]
            elif type(a) is A.Ident and self.scope.resolve(a.name).kind in (hir.VAR, hir.GLOBAL, hir.PERSISTENT,
                                                                            hir.SHARED):
                names.append(a.name)
            else:
                names.append(None)
        value = InputNames(names)
        return self.const(value, ("InputNames", value))

    def multi(self, e: Any, nargout: int = 1) -> int:
        """Compile ``e`` to a slot holding a cs-list (list) or, for calls, a value/tuple."""
        t = type(e)
        if t is A.Index and e.brace:
            b = self.base_expr(e.base)
            args, splat = self.args(e.args, b)
            d = self.temp()
            self.emit(CSLIST, d, b, "{}", args, splat)
            return d
        if t is A.Field:
            b = self.base_expr(e.base)
            d = self.temp()
            self.emit(CSLIST, d, b, ".", e.name, False)
            return d
        if t is A.DynField:
            b = self.base_expr(e.base)
            n = self.expr(e.expr)
            d = self.temp()
            self.emit(CSLIST, d, b, ".(", n, False)
            return d
        if t is A.Index or t is A.Ident:
            return self.expr(e, nargout=nargout)
        return self.expr(e)

    def lambda_(self, e: A.Lambda, dest: int | None, text: str = "") -> int:
        params = tuple(p for p in e.params)
        free = hir.used_names(e.body)
        captures = tuple(sorted(n for n in free if n not in params and self.scope.is_variable(n)
                                and n not in ("nargin", "nargout")))
        scope = hir.Scope("lambda", "@", variables={p: None for p in params if p != "~"})
        for c in captures:
            scope.variables.setdefault(c, None)
        scope.functions = {}
        scope.parent = None
        # local functions of the file stay visible from the lambda body
        outer = self.scope
        fns: dict[str, Any] = {}
        while outer is not None:
            for k, v in outer.functions.items():
                fns.setdefault(k, v)
            outer = outer.parent
        scope.functions = fns
        code = CodeObject("@", self.code.filename, "lambda")
        code.first_line = e.span.line
        alloc = SlotAllocator()
        for n in scope.variables:
            scope.slots[n] = alloc.var(n, code.varmap)
            code.slot_names[scope.slots[n]] = n
        sub = Compiler(scope, code, alloc, self.src)
        sub.line = e.span.line
        sub.compile_lambda(e.body)
        finish(code, alloc)
        code.params = params
        if tuple(code.varmap.get(p, -1) for p in params) == tuple(range(len(params))) and "varargin" not in params:
            code.fast_nargs = len(params)   # a call with every argument binds them as R[:n] (invoke_lambda)
        text = text or self.text_of(e.span) or "@(" + ",".join(params) + ") ..."
        info = LambdaInfo(code, params, captures, text)
        cap_slots = []
        for c in captures:
            cap_slots.append(self.ident(A.Ident(c), None))
        d = self._dest(dest)
        self.emit(MAKE_LAMBDA, d, info, tuple(cap_slots))
        return d


def finish(code: CodeObject, alloc: SlotAllocator) -> None:
    """Fix the slot count and the initial frame contents of a fresh code object."""
    code.nslots = alloc.n
    tpl: list[Any] = [None] * alloc.n
    for s in code.varmap.values():
        tpl[s] = UNDEF
    for s, v in alloc.const_values:
        tpl[s] = v
    code.template = tpl
    code.const_slots = list(alloc.const_values)


def _has_end(e: Any) -> bool:
    """True when ``e`` uses ``end`` at this indexing level (not inside a nested index)."""
    stack = [e]
    while stack:
        n = stack.pop()
        t = type(n)
        if t is A.End:
            return True
        if t is A.Index:
            stack.append(n.base)
            continue  # `end` in its arguments belongs to that index
        if t is tuple:
            stack.extend(n)
        elif hasattr(n, "__slots__") and t is not A.Span and t is not A.Lambda:
            for s in n.__slots__:
                if s != "span":
                    v = getattr(n, s)
                    if type(v) is tuple or hasattr(v, "__slots__"):
                        stack.append(v)
    return False


def _short(v: Any) -> str:
    try:

        if class_of(v) == "char":
            return repr(to_str(v))
        return f"<{'x'.join(map(str, shape_of(v)))} {class_of(v)}>"
    except Exception:
        return "<value>"


def _is_cs_target(t: Any) -> bool:
    """A target of ``[..] = f()`` that may stand for several outputs: ``c{..}``, ``s.f``."""
    k = type(t)
    return (k is A.Index and t.brace) or k is A.Field or k is A.DynField


def _describe(e: Any) -> str:
    if type(e) is A.Index and not e.brace and type(e.base) is A.Ident:
        return e.base.name
    if type(e) is A.Ident:
        return e.name
    return ""


