"""Lowering: tree-sitter-matlab concrete syntax tree -> our typed AST.

One method per CST node type.  Operator subtrees are flattened to token order
and rebuilt by :func:`reassociate` (MATLAB precedence); selector chains
(``a.b(2).c{3}``) are flattened in token order into a base plus
``()``/``{}``/``.name``/``.(e)`` selectors; a statement's suppression comes
from its terminator token.  Nodes are used duck-typed (no tree_sitter import).
The tree must be free of ERROR/MISSING nodes (``parse`` checks first).
"""

from __future__ import annotations

import re
from typing import List, Tuple

from . import ast as A
from .errors import MatlabSyntaxError, error_at
from .reassociate import Op, ReassociationError, reassociate
from .source import SourceText

_SKIP = frozenset(("comment", "line_continuation"))
SPMD = "spmd"  # the loop variable of an spmd block lowered to a parfor (a keyword: never a user's)
_TERMINATORS = frozenset((";", ",", "\n", "\r\n"))
_OPERATORS = frozenset(("binary_operator", "comparison_operator", "boolean_operator",
                        "unary_operator", "not_operator", "postfix_operator", "range"))
_CHAIN = frozenset(("function_call", "field_expression"))
_DOTTABLE = frozenset(("*", "/", "\\", "^"))  # operators that `1.` before them turns elementwise
_SPACED_BINARY = frozenset((":",))  # operators tree-sitter leaves in a command
_INT_LITERAL = re.compile(r"0([xX][0-9a-fA-F]+|[bB][01]+)([us](?:8|16|32|64))?$")


def decode_string(raw: str) -> Tuple[str, str]:
    """Decode a quoted literal: (value, kind); doubled quotes collapse."""
    q = raw[0]
    body = raw[1:-1] if len(raw) >= 2 and raw[-1] == q else raw[1:]
    return body.replace(q + q, q), ("char" if q == "'" else "string")


def integer_literal(text: str):
    """(value, class name) of a hex/binary literal, or None for other numbers.

    MATLAB: no suffix gives the smallest unsigned type that holds the value
    (``0x1F`` is uint8, ``0x100`` uint16); ``u8``..``s64`` pick the type, and a
    signed type reads the bits as two's complement (``0xFFs8`` is -1).
    Raises ValueError when the value does not fit.
    """
    m = _INT_LITERAL.match(text)
    if m is None:
        return None
    digits, suffix = m.group(1), m.group(2)
    value = int(digits[1:], 16 if digits[0] in "xX" else 2)
    if suffix:
        bits = int(suffix[1:])
        if value >= 1 << bits:
            raise ValueError(text)
        if suffix[0] in "sS":
            if value >= 1 << (bits - 1):
                value -= 1 << bits
            return value, f"int{bits}"
        return value, f"uint{bits}"
    for bits in (8, 16, 32, 64):
        if value < 1 << bits:
            return value, f"uint{bits}"
    raise ValueError(text)


def decode_number(text: str) -> Tuple[object, bool]:
    """(value, is_imag) of a numeric literal: ints for hex/binary, else float."""
    t = text
    imag = t[-1] in "ijIJ"
    if imag:
        t = t[:-1]
    lit = integer_literal(t)
    if lit is not None:
        if imag:
            raise ValueError(text)
        return lit[0], False
    return float(t.replace("d", "e").replace("D", "e")), imag


def decode_command_word(raw: str) -> str:
    """A command-syntax argument: quotes removed, '' inside quotes -> '."""
    if "'" not in raw:
        return raw
    out: List[str] = []
    i, n, inq = 0, len(raw), False
    while i < n:
        ch = raw[i]
        if ch == "'":
            if inq and i + 1 < n and raw[i + 1] == "'":
                out.append("'")
                i += 2
                continue
            inq = not inq
        else:
            out.append(ch)
        i += 1
    return "".join(out)


class Lowerer:
    """Turns one tree-sitter tree into a :class:`Program`."""

    def __init__(self, source: SourceText, data: bytes = b""):
        self.src = source
        self.span = source.span
        self._data = data or source.text.encode("utf-8")

    def text(self, node) -> str:
        """Source text of a node (slicing our bytes beats ``node.text``)."""
        return self._data[node.start_byte:node.end_byte].decode("utf-8", errors="replace")

    # ------------------------------------------------------------ errors
    def error(self, node, message: str, identifier: str = "MATLAB:parse") -> MatlabSyntaxError:
        line, col = self.src.point(node.start_point)
        return error_at(self.src, message, line, col, identifier)

    def unsupported(self, node, what: str) -> MatlabSyntaxError:
        return self.error(node, f"{what} are not supported yet", "RunMat:unsupportedSyntax")

    # ----------------------------------------------------------- program
    def program(self, root) -> A.Program:
        body: List = []
        funcs: List[A.Function] = []
        classdef = None
        kind = None
        for node, suppressed in self._statement_nodes(root.children):
            t = node.type
            if kind is None:
                kind = {"function_definition": "function",
                        "class_definition": "classdef"}.get(t, "script")
            if t == "function_definition":
                funcs.append(self.function_definition(node, nested=False))
            elif t == "class_definition":
                classdef = self.class_definition(node)
            elif funcs and kind == "function":
                raise self.error(node, "this statement is not inside any function "
                                       "(it follows the 'end' of a function definition)")
            elif funcs:
                raise self.error(node, "function definitions in a script must appear "
                                       "at the end of the file")
            else:
                body.append(self.statement(node, suppressed))
        return A.Program(kind or "script", tuple(body), tuple(funcs),
                         self.src.filename, classdef, self.span(root))

    # -------------------------------------------------------- statements
    @staticmethod
    def _statement_nodes(children):
        """Yield (statement node, suppressed) from a child list."""
        pending = None
        for c in children:
            t = c.type
            if t in _TERMINATORS:
                if pending is not None:
                    yield pending, t == ";"
                    pending = None
            elif c.is_named and t not in _SKIP:
                if pending is not None:
                    yield pending, False
                pending = c
        if pending is not None:
            yield pending, False

    def body(self, node) -> Tuple:
        """Statements of a ``block`` node (or () for None); no functions allowed."""
        if node is None:
            return ()
        out = []
        for stmt, suppressed in self._statement_nodes(node.children):
            if stmt.type == "function_definition":
                raise self.error(stmt, "function definitions are not allowed here")
            out.append(self.statement(stmt, suppressed))
        return tuple(out)

    def statement(self, node, suppressed: bool):
        method = getattr(self, "stmt_" + node.type, None)
        if method is not None:
            return method(node, suppressed)
        expr = self.expr(node)
        return A.ExprStmt(expr, suppressed, self.span(node))

    def stmt_assignment(self, node, suppressed):
        left = node.child_by_field_name("left")
        value = self.expr(node.child_by_field_name("right"))
        if left.type == "multioutput_variable":
            targets = []
            for c in left.named_children:
                if c.type in _SKIP:
                    continue
                if c.type == "ignored_argument":
                    targets.append(A.Tilde(self.span(c)))
                else:
                    targets.append(self.lvalue(c))
            return A.MultiAssign(tuple(targets), value, suppressed, self.span(node))
        return A.Assign(self.lvalue(left), value, suppressed, self.span(node))

    def lvalue(self, node):
        expr = self.expr(node)
        base = expr
        while isinstance(base, (A.Index, A.Field, A.DynField)):
            base = base.base
        if not isinstance(base, A.Ident):
            raise self.error(node, "invalid target of an assignment")
        return expr

    def stmt_command(self, node, suppressed):
        name_node = None
        args = []
        raw = []
        for c in node.named_children:
            if c.type == "command_name":
                name_node = c
            elif c.type == "command_argument" and c.end_byte > c.start_byte:
                # tree-sitter emits a zero-width argument before a spaced `;`/`,`
                # (`clc ;`, `x ,y`): MATLAB passes no argument there
                raw.append(self.text(c))
                args.append(decode_command_word(raw[-1]))
        name = self.text(name_node)
        span = self.span(node)
        if name.startswith("!"):
            raise self.error(node, "'!command' shell escapes are not supported "
                                   "(for 'not', '!' is Octave syntax; use '~')",
                             "RunMat:unsupportedSyntax")
        if len(raw) >= 2 and raw[0] in _SPACED_BINARY:
            # `x : 3`: a name, whitespace, a binary operator, whitespace is an
            # expression in MATLAB (tree-sitter does this for all but ':')
            return A.ExprStmt(self._reparse_expression(node), suppressed, span)
        if not args:
            return A.ExprStmt(A.Ident(name, self.span(name_node)), suppressed, span)
        return A.Command(name, tuple(args), self.text(node).rstrip(), suppressed, span)

    def _reparse_expression(self, node):
        from .parse import command_expression  # parse imports this module
        cmd = A.Command("", (), self.text(node), False, self.span(node))
        return command_expression(cmd, self.src.filename, self.src.line_text(cmd.span.line))

    def stmt_if_statement(self, node, suppressed):
        clauses = [(self.expr(node.child_by_field_name("condition")),
                    self.body(self._block(node)))]
        else_body = None
        for c in node.named_children:
            if c.type == "elseif_clause":
                clauses.append((self.expr(c.child_by_field_name("condition")),
                                self.body(self._block(c))))
            elif c.type == "else_clause":
                else_body = self.body(self._block(c))
        return A.If(tuple(clauses), else_body, self.span(node))

    def stmt_for_statement(self, node, suppressed):
        is_parfor = node.children[0].type == "parfor"
        it = None
        workers = None
        for c in node.named_children:
            if c.type == "iterator":
                it = c
            elif c.type == "parfor_options":
                opts = [k for k in c.named_children if k.type not in _SKIP]
                if opts:
                    workers = self.expr(opts[0])  # parfor (i = r, M): at most M workers
        kids = [c for c in it.named_children if c.type not in _SKIP]
        var = self.lvalue(kids[0])
        iterable = self.expr(kids[1])
        return A.For(var, iterable, self.body(self._block(node)), is_parfor, workers, span=self.span(node))

    def stmt_while_statement(self, node, suppressed):
        return A.While(self.expr(node.child_by_field_name("condition")),
                       self.body(self._block(node)), self.span(node))

    def stmt_switch_statement(self, node, suppressed):
        subject = self.expr(node.child_by_field_name("condition"))
        cases, otherwise = [], None
        for c in node.named_children:
            if c.type == "case_clause":
                cases.append((self.expr(c.child_by_field_name("condition")),
                              self.body(self._block(c))))
            elif c.type == "otherwise_clause":
                otherwise = self.body(self._block(c))
        return A.Switch(subject, tuple(cases), otherwise, self.span(node))

    def stmt_try_statement(self, node, suppressed):
        body = self.body(self._block(node))
        ident, catch_body = None, ()
        for c in node.named_children:
            if c.type != "catch_clause":
                continue
            catch_tok = c.children[0]
            stmts: List = []
            kids = list(c.children)
            for i, k in enumerate(kids):
                if k.type == "identifier":
                    if k.start_point[0] == catch_tok.start_point[0]:
                        ident = self.text(k)
                    else:  # `catch` NEWLINE `err`: a statement, not the identifier
                        nxt = kids[i + 1].type if i + 1 < len(kids) else ""
                        stmts.append(A.ExprStmt(A.Ident(self.text(k), self.span(k)),
                                                nxt == ";", self.span(k)))
                elif k.type == "block":
                    stmts.extend(self.body(k))
            catch_body = tuple(stmts)
        return A.TryCatch(body, ident, catch_body, self.span(node))

    def stmt_break_statement(self, node, suppressed):
        return A.Break(self.span(node))

    def stmt_continue_statement(self, node, suppressed):
        return A.Continue(self.span(node))

    def stmt_return_statement(self, node, suppressed):
        return A.Return(self.span(node))

    def _names(self, node) -> Tuple[str, ...]:
        return tuple(self.text(c) for c in node.named_children if c.type == "identifier")

    def stmt_global_operator(self, node, suppressed):
        return A.Global(self._names(node), self.span(node))

    def stmt_persistent_operator(self, node, suppressed):
        return A.Persistent(self._names(node), self.span(node))

    def stmt_spmd_statement(self, node, suppressed):
        """``spmd [(n)] ... end`` as the parfor ``parfor (spmd = 1:1, n)``: ``spmd`` is a keyword,
        so no user variable has that loop name; the compiler runs the body once per worker of
        the pool (runmat_vm/parallel/spmd.py), else once on the client (docs/parallel.md)."""
        sp = self.span(node)
        workers = None
        for c in node.named_children:
            if c.type not in _SKIP and c.type != "block":
                workers = self.expr(c)  # spmd (n): n workers
        one = A.Num(1.0, False, "1", sp)
        return A.For(A.Ident(SPMD, sp), A.Range(one, None, one, sp), self.body(self._block(node)), True,
                     workers, span=sp)

    def stmt_arguments_statement(self, node, suppressed):
        # a function's own blocks are read by function_definition; any other place is MATLAB's error
        raise self.error(node, "arguments blocks must appear in a function, before its first statement")

    def stmt_class_definition(self, node, suppressed):
        raise self.error(node, "a classdef must be the only content of its file")

    @staticmethod
    def _block(node):
        for c in node.named_children:
            if c.type == "block":
                return c
        return None

    # --------------------------------------------------------- functions
    def function_definition(self, node, nested: bool) -> A.Function:
        name = self._accessor_prefix(node) + self.text(node.child_by_field_name("name"))
        params: Tuple[str, ...] = ()
        outputs: Tuple[str, ...] = ()
        body: List = []
        subs: List[A.Function] = []
        blocks: List[A.ArgumentsBlock] = []
        for c in node.named_children:
            t = c.type
            if t == "function_output":
                outs = [k for k in c.named_children if k.type not in _SKIP]
                if outs and outs[0].type == "multioutput_variable":
                    outs = [k for k in outs[0].named_children if k.type not in _SKIP]
                outputs = tuple(self._param_name(k) for k in outs)
            elif t == "function_arguments":
                params = tuple(self._param_name(k) for k in c.named_children
                               if k.type not in _SKIP)
            elif t == "arguments_statement":
                blocks.append(self.arguments_block(c))
            elif t == "block":
                for stmt, suppressed in self._statement_nodes(c.children):
                    if stmt.type == "function_definition":
                        subs.append(self.function_definition(stmt, nested=True))
                    else:
                        body.append(self.statement(stmt, suppressed))
        return A.Function(name, params, outputs, tuple(body), tuple(subs), nested, tuple(blocks),
                          span=self.span(node))

    def arguments_block(self, node) -> A.ArgumentsBlock:
        """``arguments (Input|Output, Repeating) ... end``: one ArgumentDecl per line."""
        attrs: List[str] = []
        decls: List[A.ArgumentDecl] = []
        for c in node.named_children:
            if c.type == "attributes":
                for a in c.named_children:
                    if a.type not in _SKIP:
                        attrs.append(self.text(a).strip())
            elif c.type == "property":
                name_node = c.child_by_field_name("name")
                if name_node.type == "ignored_argument":
                    name = "~"
                else:
                    name = "".join(self.text(name_node).split())
                default = None
                for k in c.named_children:
                    if k.type == "default_value":
                        vals = [v for v in k.named_children if v.type not in _SKIP]
                        default = self.expr(vals[0]) if vals else None
                decls.append(A.ArgumentDecl(name, self.validation(c, name_node), default, self.span(c)))
            elif c.type == "class_property":
                decls.append(A.ArgumentDecl("".join(self.text(c).split()), A.Validation(), None, self.span(c)))
        return A.ArgumentsBlock(tuple(attrs), tuple(decls), self.span(node))

    def validation(self, node, name_node) -> A.Validation:
        """The size, class and validator functions declared on a property or argument line."""
        dims: Tuple = ()
        cls = ""
        validators: Tuple = ()
        for k in node.named_children:
            if k.type in _SKIP or k == name_node or k.type == "default_value":
                continue
            if k.type == "dimensions":
                out = []
                for d in k.named_children:
                    if d.type in _SKIP:
                        continue
                    if d.type == "spread_operator":
                        out.append(None)
                    elif d.type == "number":
                        out.append(int(float(self.text(d))))
                    else:
                        raise self.error(d, "a size in a validation must be a number or ':'")
                dims = tuple(out)
            elif k.type in ("identifier", "property_name"):
                cls = "".join(self.text(k).split())
            elif k.type == "validation_functions":
                validators = tuple(self.expr(v) for v in k.named_children if v.type not in _SKIP)
        return A.Validation(dims, cls, validators, self.span(node))

    def _param_name(self, node) -> str:
        if node.type == "ignored_argument":
            return "~"
        if node.type != "identifier":
            raise self.error(node, "invalid parameter name")
        return self.text(node)

    # ----------------------------------------------------------- classes
    def class_definition(self, node) -> A.ClassDef:
        """``classdef (attrs) Name < Super1 & Super2`` and its blocks, in source order."""
        name_node = node.child_by_field_name("name")
        name = self.text(name_node) if name_node is not None else ""
        attrs: Tuple = ()
        supers: List[str] = []
        props: List[A.PropertiesBlock] = []
        methods: List[A.MethodsBlock] = []
        events: List[str] = []
        enumeration = ""
        members: List[A.EnumMember] = []
        for c in node.named_children:
            t = c.type
            if t == "attributes":
                attrs = self.attributes(c)
            elif t == "superclasses":
                supers = [self.text(k) for k in c.named_children if k.type == "property_name"]
            elif t == "properties":
                props.append(self.properties_block(c))
            elif t == "methods":
                methods.append(self.methods_block(c))
            elif t == "events":
                events.extend(self.text(k) for k in c.named_children if k.type == "identifier")
            elif t == "enumeration":
                enumeration = self.text(c)
                members.extend(self.enum_member(k) for k in c.named_children if k.type == "enum")
        return A.ClassDef(name, self.text(node), tuple(supers), attrs, tuple(props),
                          tuple(methods), tuple(events), enumeration, self.span(node), tuple(members))

    def enum_member(self, node) -> A.EnumMember:
        """``Name`` or ``Name (args)`` of an enumeration block."""
        kids = [k for k in node.named_children if k.type != "comment"]
        return A.EnumMember(self.text(kids[0]), tuple(self.expr(k) for k in kids[1:]), self.span(node))

    def attributes(self, node) -> Tuple:
        out = []
        for a in node.named_children:
            if a.type != "attribute":
                continue
            kids = [k for k in a.children if k.type not in _SKIP]
            negated = bool(kids) and kids[0].type in ("~", "!")
            named = [k for k in kids if k.is_named]
            value = None
            if len(named) >= 2:
                value = self.expr(named[1])
            out.append(A.Attribute(self.text(named[0]), value, negated, self.span(a)))
        return tuple(out)

    def properties_block(self, node) -> A.PropertiesBlock:
        attrs: Tuple = ()
        items = []
        for c in node.named_children:
            if c.type == "attributes":
                attrs = self.attributes(c)
            elif c.type == "property":
                pname = self.text(c.child_by_field_name("name"))
                default = None
                validation = []
                for k in c.named_children:
                    if k.type == "default_value":
                        vals = [v for v in k.named_children if v.type not in _SKIP]
                        default = self.expr(vals[0]) if vals else None
                    elif k.type not in _SKIP and k != c.child_by_field_name("name"):
                        validation.append(self.text(k))
                check = self.validation(c, c.child_by_field_name("name")) if validation else None
                items.append(A.PropertyDef(pname, default, " ".join(validation), check, self.span(c)))
        return A.PropertiesBlock(attrs, tuple(items), self.span(node))

    def methods_block(self, node) -> A.MethodsBlock:
        attrs: Tuple = ()
        fns = []
        sigs = []
        for c in node.named_children:
            if c.type == "attributes":
                attrs = self.attributes(c)
            elif c.type == "function_definition":
                fns.append(self.function_definition(c, nested=False))
            elif c.type == "function_signature":
                n = c.child_by_field_name("name")
                sigs.append(self._accessor_prefix(c) + (self.text(n) if n is not None else ""))
        return A.MethodsBlock(attrs, tuple(fns), tuple(sigs), self.span(node))

    @staticmethod
    def _accessor_prefix(node) -> str:
        """'get.' / 'set.' for a property accessor definition, else ''."""
        for c in node.children:
            if c.type in ("get.", "set."):
                return c.type
        return ""

    # ------------------------------------------------------- expressions
    def expr(self, node):
        t = node.type
        if t in _OPERATORS:
            return self.operator(node)
        if t in _CHAIN:
            return self.chain(node)
        if t == "_expression":  # grammar-internal wrapper (seen around && operands inside call arguments)
            inner = [c for c in node.named_children if c.type not in _SKIP]
            if len(inner) == 1:
                return self.expr(inner[0])
            items: list = []
            self._flatten(node, items)
            return reassociate(items)
        method = getattr(self, "ex_" + t, None)
        if method is None:
            raise self.error(node, f"unsupported syntax ({t})")
        return method(node)

    def ex_identifier(self, node):
        return A.Ident(self.text(node), self.span(node))

    def ex_number(self, node):
        text = self.text(node)
        try:
            value, imag = decode_number(text)
        except ValueError:
            raise self.error(node, f"invalid number '{text}'") from None
        return A.Num(value, imag, text, self.span(node))

    def ex_string(self, node):
        value, kind = decode_string(self.text(node))
        return A.Str(value, kind, self.span(node))

    def ex_end_keyword(self, node):
        return A.End(self.span(node))

    def ex_spread_operator(self, node):
        return A.Colon(self.span(node))

    def ex_parenthesis(self, node):
        inner = [c for c in node.named_children if c.type not in _SKIP]
        if len(inner) != 1:
            raise self.error(node, "expected an expression inside parentheses")
        return self.expr(inner[0])

    def _rows(self, node):
        rows = []
        for r in node.named_children:
            if r.type != "row":
                continue
            row = []
            nots: list = []
            for e in r.named_children:
                if e.type in _SKIP:
                    continue
                if e.type == "ignored_argument":
                    # `[~ a]` / `{1 ~ b}`: tree-sitter reads a spaced `~` as the
                    # `[~, i] = f` placeholder; in a value it is logical not
                    nots.append(Op("~", self.span(e)))
                    continue
                if nots:
                    items = list(nots)
                    if e.type in _OPERATORS:
                        self._flatten(e, items)
                    else:
                        items.append(self.expr(e))
                    nots = []
                    try:
                        row.append(reassociate(items))
                    except ReassociationError as err:
                        raise error_at(self.src, str(err), err.span.line, err.span.col) from None
                    continue
                row.append(self.expr(e))
            if nots:
                sp = nots[-1].span
                raise error_at(self.src, "expected an expression after '~'", sp.line, sp.col)
            if row:
                rows.append(tuple(row))
        return tuple(rows)

    def ex_matrix(self, node):
        return A.Matrix(self._rows(node), self.span(node))

    def ex_cell(self, node):
        return A.CellLit(self._rows(node), self.span(node))

    def ex_lambda(self, node):
        params: Tuple[str, ...] = ()
        for c in node.named_children:
            if c.type == "arguments":
                params = tuple(self._param_name(k) for k in c.named_children
                               if k.type not in _SKIP)
        body = self.expr(node.child_by_field_name("expression"))
        return A.Lambda(params, body, self.span(node))

    def _dotted(self, node) -> str:
        return ".".join(self.text(c) for c in node.named_children if c.type == "identifier")

    def ex_handle_operator(self, node):
        return A.FuncHandle(self._dotted(node), self.span(node))

    def ex_metaclass_operator(self, node):
        return A.MetaClass(self._dotted(node), self.span(node))

    def ex_command(self, node):
        # A bare word used where an expression is expected (should not happen).
        raise self.error(node, "unexpected command syntax")

    # operators ----------------------------------------------------------
    def _flatten(self, node, items: list) -> None:
        for c in node.children:
            t = c.type
            if c.is_named:
                if t in _OPERATORS or t == "_expression":  # a grammar-internal wrapper leaks in args
                    self._flatten(c, items)
                elif t not in _SKIP:
                    items.append(self.expr(c))
            else:
                sp = self.span(c)
                prev = items[-1] if items else None
                if (t in _DOTTABLE and isinstance(prev, A.Num) and prev.text.endswith(".")
                        and (prev.span.end_line, prev.span.end_col) == (sp.line, sp.col)):
                    # MATLAB lexes `1./x` as `1 ./ x`; tree-sitter reads the number `1.` then `/`
                    t = "." + t
                items.append(Op(t, sp))

    def operator(self, node):
        items: list = []
        self._flatten(node, items)
        try:
            return reassociate(items)
        except ReassociationError as e:
            raise error_at(self.src, str(e), e.span.line, e.span.col) from None

    # chains ---------------------------------------------------------------
    def _chain_atoms(self, node, out: list, in_field: bool) -> None:
        t = node.type
        if t == "function_call" and not in_field and any(c.type == "superclass" for c in node.children):
            # obj@Super(args) / method@Super(args): one name 'obj@Super' the VM resolves
            sup = next(c for c in node.children if c.type == "superclass")
            head = self.text(node.child_by_field_name("name"))
            out.append(("base", A.Ident(head + "@" + self._dotted(sup), self.span(node))))
            brace, args, close = False, None, node
            for c in node.children:
                if c.type == "arguments":
                    args = c
                elif c.type in (")", "}"):
                    close = c
            out.append(("args", brace, args, close))
            return
        if t == "function_call":
            self._chain_atoms(node.child_by_field_name("name"), out, in_field)
            brace = False
            args = None
            close = node
            for c in node.children:
                if c.type == "{":
                    brace = True
                elif c.type == "arguments":
                    args = c
                elif c.type in (")", "}"):
                    close = c
                elif c.type == "superclass":
                    raise self.unsupported(node, "superclass method calls (obj@Base)")
            out.append(("args", brace, args, close))
        elif t == "field_expression":
            # object '.' field ('.' field)*: fields in source order
            self._chain_atoms(node.child_by_field_name("object"), out, in_field)
            for f in node.children_by_field_name("field"):
                self._chain_atoms(f, out, True)
        elif in_field:
            if t == "identifier":
                out.append(("field", self.text(node), node))
            elif t == "indirect_access":
                inner = [c for c in node.named_children if c.type not in _SKIP]
                out.append(("dyn", inner[0], node))
            else:
                raise self.error(node, "invalid field name")
        else:
            out.append(("base", node))

    def chain(self, node):
        atoms: list = []
        self._chain_atoms(node, atoms, False)
        base = atoms[0][1] if isinstance(atoms[0][1], A.Ident) else self.expr(atoms[0][1])
        start = base.span
        expr = base
        for atom in atoms[1:]:
            kind = atom[0]
            if kind == "args":
                _, brace, args_node, close = atom
                end = self.span(close)
                args = self.arguments(args_node) if args_node is not None else ()
                sp = A.Span(start.line, start.col, end.end_line, end.end_col)
                expr = A.Index(expr, args, brace, sp)
            elif kind == "field":
                end = self.span(atom[2])
                sp = A.Span(start.line, start.col, end.end_line, end.end_col)
                expr = A.Field(expr, atom[1], sp)
            else:
                end = self.span(atom[2])
                sp = A.Span(start.line, start.col, end.end_line, end.end_col)
                expr = A.DynField(expr, self.expr(atom[1]), sp)
        return expr

    def arguments(self, node) -> Tuple:
        kids = [c for c in node.children if c.type not in _SKIP]
        out = []
        i, n = 0, len(kids)
        while i < n:
            c = kids[i]
            if not c.is_named:
                i += 1
                continue
            if i + 2 < n and kids[i + 1].type == "=":
                value = self.expr(kids[i + 2])
                sp = self.span(c)
                out.append(A.NameValue(self.text(c), value, A.Span(
                    sp.line, sp.col, value.span.end_line, value.span.end_col)))
                i += 3
                continue
            out.append(self.expr(c))
            i += 1
        return tuple(out)
