"""dump(node): a compact, span-free S-expression of an AST, for golden tests
and debugging (``(= x (+ 1 (u- 2)))``)."""

from __future__ import annotations

from . import ast as A


def _body(stmts) -> str:
    return " ".join(dump(s) for s in stmts)


def _rows(rows, open_, close) -> str:
    return open_ + "; ".join(" ".join(dump(e) for e in row) for row in rows) + close


def dump(node) -> str:
    """Render ``node`` (an Expr, Stmt, Function or Program) as a string."""
    t = type(node)
    if t is A.Num:
        return node.text
    if t is A.Str:
        q = "'" if node.kind == "char" else '"'
        return q + node.value.replace(q, q + q) + q
    if t is A.Ident:
        return node.name
    if t is A.End:
        return "end"
    if t is A.Colon:
        return ":"
    if t is A.Tilde:
        return "~"
    if t is A.Unary:
        return f"(u{node.op} {dump(node.operand)})"
    if t is A.Binary:
        return f"({node.op} {dump(node.left)} {dump(node.right)})"
    if t is A.Postfix:
        return f"({node.op} {dump(node.operand)})"
    if t is A.Range:
        mid = f" {dump(node.step)}" if node.step is not None else ""
        return f"(: {dump(node.start)}{mid} {dump(node.stop)})"
    if t is A.Matrix:
        return _rows(node.rows, "[", "]")
    if t is A.CellLit:
        return _rows(node.rows, "{", "}")
    if t is A.Index:
        head = "{}" if node.brace else "()"
        args = "".join(" " + dump(a) for a in node.args)
        return f"({head} {dump(node.base)}{args})"
    if t is A.Field:
        return f"(. {dump(node.base)} {node.name})"
    if t is A.DynField:
        return f"(.() {dump(node.base)} {dump(node.expr)})"
    if t is A.Lambda:
        return f"(@ ({' '.join(node.params)}) {dump(node.body)})"
    if t is A.FuncHandle:
        return "@" + node.name
    if t is A.MetaClass:
        return "?" + node.name
    if t is A.NameValue:
        return f"(nv {node.name} {dump(node.value)})"
    semi = ";" if getattr(node, "suppressed", False) else ""
    if t is A.ExprStmt:
        return dump(node.expr) + semi
    if t is A.Assign:
        return f"(= {dump(node.target)} {dump(node.value)}){semi}"
    if t is A.MultiAssign:
        return f"(= [{' '.join(dump(x) for x in node.targets)}] {dump(node.value)}){semi}"
    if t is A.Command:
        return f"(cmd {node.name}{''.join(' ' + repr(a) for a in node.args)}){semi}"
    if t is A.If:
        parts = [f"({dump(c)} {_body(b)})".replace(" )", ")") for c, b in node.clauses]
        if node.else_body is not None:
            parts.append(f"(else {_body(node.else_body)})".replace(" )", ")"))
        return "(if " + " ".join(parts) + ")"
    if t is A.For:
        kw = "parfor" if node.is_parfor else "for"
        return f"({kw} {dump(node.var)} {dump(node.iter)} {_body(node.body)})".replace(" )", ")")
    if t is A.While:
        return f"(while {dump(node.cond)} {_body(node.body)})".replace(" )", ")")
    if t is A.Switch:
        parts = [f"(case {dump(v)} {_body(b)})".replace(" )", ")") for v, b in node.cases]
        if node.otherwise is not None:
            parts.append(f"(otherwise {_body(node.otherwise)})".replace(" )", ")"))
        return f"(switch {dump(node.subject)} {' '.join(parts)})".replace(" )", ")")
    if t is A.TryCatch:
        ident = node.ident or "_"
        return f"(try ({_body(node.body)}) (catch {ident} {_body(node.catch_body)}))".replace(" )", ")")
    if t is A.Break:
        return "break"
    if t is A.Continue:
        return "continue"
    if t is A.Return:
        return "return"
    if t is A.Global:
        return f"(global {' '.join(node.names)})"
    if t is A.Persistent:
        return f"(persistent {' '.join(node.names)})"
    if t is A.Function:
        nested = "nested-function" if node.is_nested else "function"
        subs = "".join(" " + dump(f) for f in node.subfunctions)
        return (f"({nested} [{' '.join(node.outputs)}] {node.name} ({' '.join(node.params)}) "
                f"{_body(node.body)}{subs})").replace(" )", ")")
    if t is A.Program:
        parts = [dump(s) for s in node.body] + [dump(f) for f in node.functions]
        if node.classdef is not None:
            parts.append(dump(node.classdef))
        return f"({node.kind} " + " ".join(parts) + ")"
    if t is A.ClassDef:
        return f"(classdef {node.name})"
    raise TypeError(f"not an AST node: {node!r}")
