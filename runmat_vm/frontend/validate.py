"""Checks tree-sitter accepts but MATLAB rejects (parser.md §6 G5).

``[] = f``, ``f(x)(2)``, misplaced ``varargin``/``varargout``, ``break``/``continue``
outside a loop, ``end``/``:`` outside an index, ``persistent`` outside a
function, duplicate function names, Octave ``endfunction``-style words.
"""

from __future__ import annotations

from typing import Iterable

from . import ast as A
from .errors import error_at
from .source import SourceText

_OCTAVE_ENDS = frozenset(("endfunction", "endif", "endfor", "endwhile", "endswitch",
                          "end_try_catch", "end_unwind_protect", "unwind_protect",
                          "unwind_protect_cleanup", "endparfor", "until"))


class _Validator:
    def __init__(self, src: SourceText):
        self.src = src

    def fail(self, span: A.Span, message: str):
        raise error_at(self.src, message, span.line, span.col)

    # statements -----------------------------------------------------------
    def stmts(self, body: Iterable, loop: bool, in_function: bool) -> None:
        for s in body:
            self.stmt(s, loop, in_function)

    def stmt(self, s, loop: bool, fn: bool) -> None:
        t = type(s)
        if t is A.ExprStmt:
            if isinstance(s.expr, A.Ident) and s.expr.name in _OCTAVE_ENDS:
                self.fail(s.span, f"'{s.expr.name}' is Octave syntax; use 'end'")
            self.expr(s.expr, False)
        elif t is A.Assign:
            self.expr(s.target, False)
            self.expr(s.value, False)
        elif t is A.MultiAssign:
            if not s.targets:
                self.fail(s.span, "an assignment needs at least one output "
                                  "('[] = ...' is not allowed)")
            for tg in s.targets:
                if not isinstance(tg, A.Tilde):
                    self.expr(tg, False)
            self.expr(s.value, False)
        elif t is A.Command:
            if s.name in _OCTAVE_ENDS:
                self.fail(s.span, f"'{s.name}' is Octave syntax; use 'end'")
        elif t is A.If:
            for cond, body in s.clauses:
                self.expr(cond, False)
                self.stmts(body, loop, fn)
            if s.else_body is not None:
                self.stmts(s.else_body, loop, fn)
        elif t is A.For:
            self.expr(s.var, False)
            self.expr(s.iter, False)
            self.stmts(s.body, True, fn)
        elif t is A.While:
            self.expr(s.cond, False)
            self.stmts(s.body, True, fn)
        elif t is A.Switch:
            self.expr(s.subject, False)
            for value, body in s.cases:
                self.expr(value, False)
                self.stmts(body, loop, fn)
            if s.otherwise is not None:
                self.stmts(s.otherwise, loop, fn)
        elif t is A.TryCatch:
            self.stmts(s.body, loop, fn)
            self.stmts(s.catch_body, loop, fn)
        elif t is A.Break or t is A.Continue:
            if not loop:
                word = "BREAK" if t is A.Break else "CONTINUE"
                self.fail(s.span, f"a {word} statement appeared outside of a loop")
        elif t is A.Persistent:
            if not fn:
                self.fail(s.span, "persistent declarations are only allowed in a function")

    # expressions ----------------------------------------------------------
    def expr(self, e, in_index: bool) -> None:
        t = type(e)
        if t is A.End:
            if not in_index:
                self.fail(e.span, "'end' used outside of an index expression")
        elif t is A.Colon:
            if not in_index:
                self.fail(e.span, "':' alone is only allowed as an index")
        elif t is A.Index:
            if type(e.base) is A.Index and not e.base.brace:
                self.fail(e.span, "()-indexing must appear last in an index expression")
            self.expr(e.base, in_index)
            for a in e.args:
                self.expr(a, True)
        elif t is A.Binary:
            self.expr(e.left, in_index)
            self.expr(e.right, in_index)
        elif t is A.Unary or t is A.Postfix:
            self.expr(e.operand, in_index)
        elif t is A.Range:
            self.expr(e.start, in_index)
            if e.step is not None:
                self.expr(e.step, in_index)
            self.expr(e.stop, in_index)
        elif t is A.Matrix or t is A.CellLit:
            for row in e.rows:
                for x in row:
                    self.expr(x, in_index)
        elif t is A.Field:
            self.expr(e.base, in_index)
        elif t is A.DynField:
            self.expr(e.base, in_index)
            self.expr(e.expr, in_index)
        elif t is A.Lambda:
            self.params(e.params, (), e.span, "anonymous function")
            self.expr(e.body, False)
        elif t is A.NameValue:
            self.expr(e.value, in_index)

    # functions ------------------------------------------------------------
    def params(self, params, outputs, span, what="function") -> None:
        for i, p in enumerate(params):
            if p == "varargin" and i != len(params) - 1:
                self.fail(span, f"'varargin' must be the last input of a {what}")
            if p == "varargout":
                self.fail(span, f"'varargout' cannot be an input of a {what}")
        for i, p in enumerate(outputs):
            if p == "varargout" and i != len(outputs) - 1:
                self.fail(span, f"'varargout' must be the last output of a {what}")
            if p == "varargin":
                self.fail(span, f"'varargin' cannot be an output of a {what}")
            if p == "~":
                self.fail(span, "'~' cannot be an output of a function")
        seen = set()
        for p in params:
            if p != "~" and p in seen:
                self.fail(span, f"'{p}' appears twice in the input list")
            seen.add(p)

    def function(self, f: A.Function) -> None:
        self.params(f.params, f.outputs, f.span)
        self.stmts(f.body, False, True)
        self.functions(f.subfunctions)

    def functions(self, funcs) -> None:
        seen = set()
        for f in funcs:
            if f.name in seen:
                self.fail(f.span, f"function '{f.name}' is already defined in this file")
            seen.add(f.name)
            self.function(f)


def validate(program: A.Program, src: SourceText) -> None:
    """Raise MatlabSyntaxError for the first invalid construct in ``program``."""
    v = _Validator(src)
    v.stmts(program.body, False, False)
    v.functions(program.functions)


def validate_expr(expr, src: SourceText, in_index: bool = False) -> None:
    """Validate one expression (``end``/``:`` only inside an index)."""
    _Validator(src).expr(expr, in_index)
