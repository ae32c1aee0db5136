"""Function definitions and compilation units (a file or a chunk of typed code).

A :class:`FunctionDef` is a MATLAB function (primary, local, nested) with its
compiled code; a :class:`ScriptDef` a script file found on the path.  Each
function's own definition is what runs unless a session resolver supplies
another body (see ``Session.body_of``).
"""

from __future__ import annotations

from typing import Any

from runmat_vm import arguments, hir
from runmat_vm.code import UNDEF, CodeObject
from runmat_vm.compiler import CompileError, Compiler, FrameAllocator, SlotAllocator, finish
from runmat_vm.frontend import ast as A


class FunctionDef:
    """A MATLAB function: AST, scope, code; ``parent`` is set for nested functions."""

    __slots__ = ("name", "ast", "filename", "parent", "scope", "code", "children", "src", "kind")

    def __init__(self, ast: A.Function, filename: str, src: list[str], parent: FunctionDef | None = None) -> None:
        self.name = ast.name
        self.ast = ast
        self.filename = filename
        self.parent = parent
        self.src = src
        self.scope: hir.Scope | None = None
        self.code: CodeObject | None = None
        self.children: dict[str, FunctionDef] = {}
        self.kind = "function"

    def __repr__(self) -> str:
        return f"<function {self.name} ({self.filename})>"


class ScriptDef:
    """A script file on the path: runs in the caller's workspace."""

    __slots__ = ("name", "filename", "program", "src", "functions", "kind", "parent")

    def __init__(self, name: str, filename: str, program: A.Program, src: list[str], functions: dict) -> None:
        self.name = name
        self.filename = filename
        self.program = program
        self.src = src
        self.functions = functions
        self.kind = "script"
        self.parent = None


def build_functions(program: A.Program, filename: str, src: list[str]) -> dict[str, FunctionDef]:
    """Compile every function of a file; returns the top-level ones by name."""
    tops: dict[str, FunctionDef] = {}
    for f in program.functions:
        tops.setdefault(f.name, FunctionDef(f, filename, src))
    for fd in tops.values():
        compile_function(fd, None, tops)
    return tops


def _nested_assigned(fn: A.Function) -> set[str]:
    out: set[str] = set()
    for sub in fn.subfunctions:
        out |= set(hir.assigned_names(sub.body))
        out |= hir.used_names(sub.body)
        out |= _nested_assigned(sub)
    return out


def compile_function(fd: FunctionDef, parent_scope: hir.Scope | None, tops: dict[str, FunctionDef]) -> None:
    fn = arguments.expand(fd.ast)  # arguments blocks become statements (runmat_vm/arguments.py)
    scope = hir.function_scope(fn, parent_scope, tops)
    if fn is not fd.ast:
        scope.functions.update(arguments.HELPERS)
    for sub in fn.subfunctions:
        fd.children[sub.name] = FunctionDef(sub, fd.filename, fd.src, fd)
    scope.functions.update(fd.children)
    if fn.subfunctions:
        # names this function mentions that its nested functions use are variables here (shared)
        mentioned = hir.used_names(fn.body)
        for n in sorted(mentioned & _nested_assigned(fn)):
            if n not in scope.functions and n not in scope.shared and n not in ("nargin", "nargout"):
                if n in hir.assigned_names(fn.body) or _assigned_in_nested(fn, n):
                    scope.variables.setdefault(n, None)
    args = [a for a in (*fn.params, *fn.outputs) if a != "~"]
    clash = [a for a in args if a in scope.persistents]
    if clash:  # documented as invalid (MATLAB's persistent page): function f(x), persistent x
        raise CompileError("MATLAB:persistentArgument",
                           f"The PERSISTENT declaration of '{clash[0]}' is invalid: '{clash[0]}' is an "
                           f"input or output argument of function '{fn.name}'.", fn.span.line)
    code = CodeObject(fn.name, fd.filename, "function")
    code.first_line = fn.span.line
    code.fndef = fd
    alloc = SlotAllocator()
    for n in scope.variables:
        if n in scope.globals or n in scope.persistents:
            continue
        s = alloc.var(n, code.varmap)
        scope.slots[n] = s
        code.slot_names[s] = n
    params = fn.params
    code.varargin = bool(params) and params[-1] in ("varargin", arguments.REST)
    fixed = params[:-1] if code.varargin else params
    code.params = params
    code.nparams = len(fixed)
    code.param_slots = tuple(scope.slots.get(p, -1) if p != "~" else -1 for p in fixed)
    if code.varargin:
        code.varargin_slot = scope.slots[params[-1]]
    outs = fn.outputs
    code.varargout = bool(outs) and outs[-1] == "varargout"
    fixed_out = outs[:-1] if code.varargout else outs
    code.outputs = outs
    code.nouts = len(fixed_out)
    code.output_slots = tuple(scope.slots[o] for o in fixed_out)
    if code.varargout:
        code.varargout_slot = scope.slots["varargout"]
    code.set_call_info()
    comp = Compiler(scope, code, alloc, fd.src)
    comp.line = fn.span.line
    comp.compile_body(fn.body, is_script=False)
    finish(code, alloc)
    fd.scope = scope
    fd.code = code
    for child in fd.children.values():
        compile_function(child, scope, tops)


def _assigned_in_nested(fn: A.Function, name: str) -> bool:
    for sub in fn.subfunctions:
        if name in hir.assigned_names(sub.body) or _assigned_in_nested(sub, name):
            return True
    return False


def function_bound(name: str, frame: Any, functions: dict[str, Any]) -> bool:
    """A script's late-bound ``name`` means a function now: unset in ``frame`` and a function by that name."""
    s0 = frame.names.get(name)
    return (s0 is None or frame.R[s0] is UNDEF) and (name in functions or frame.session.resolve(name) is not None)


def compile_chunk(body: tuple, frame: Any, functions: dict[str, Any], filename: str, src: list[str],
                  name: str) -> CodeObject:
    """Compile script statements against a live workspace frame (its slots are the variables)."""
    scope = hir.Scope("script", name)
    names: dict[str, None] = dict.fromkeys(frame.names)
    hir.assigned_names(body, names)
    scope.globals = hir.declared(body, A.Global) | set(frame.globals)
    scope.variables = {n: None for n in names if n not in scope.globals}
    for n in hir.late_bound(body) & scope.variables.keys():
        # read where it may still be a function (before its assignment, after a clear):
        # resolved when it runs, a variable if set then (MATLAB scripts bind names late)
        if function_bound(n, frame, functions):
            del scope.variables[n]
    scope.functions = dict(functions)
    scope.dynamic_vars = True
    code = CodeObject(name, filename, "script")
    code.first_line = body[0].span.line if body else 1
    alloc = FrameAllocator(frame)
    for n in scope.variables:
        s = frame.var_slot(n)
        scope.slots[n] = s
        code.slot_names[s] = n
    comp = Compiler(scope, code, alloc, src)
    comp.compile_body(body, is_script=True)
    code.nslots = len(frame.R)
    code.const_slots = list(alloc.const_values)
    code.temp_slots = list(alloc.temps)
    code.varmap = frame.names
    return code
