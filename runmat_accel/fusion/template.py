"""The template language: one elementwise expression per builtin, over operands {0}, {1}, ...

A template is a small C-like expression (see docs/writing-builtins.md, "Templates"): numbers,
operands ``{i}``, the operators ``+ - * /``, comparisons ``== ~= != < <= > >=``, elementwise
logic ``& | ~ !`` (also ``&& ||``), ``c ? a : b``, parentheses and calls of the functions in
:mod:`runmat_accel.fusion.functions`. :func:`parse` turns it into a tree of tuples that both
renderers (CUDA C source and NumPy evaluation) walk.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from runmat_accel.fusion.functions import FUNCTIONS
from runmat_accel.errors import RunMatError

# Tree nodes: ("arg", i) | ("num", float) | ("call", name, (args...))
# | ("unary", op, x) | ("binary", op, x, y) | ("cond", c, a, b)
Expr = tuple

_TOKEN = re.compile(r"\s*(?:(\{\d+\})|(\d+\.?\d*(?:[eE][+-]?\d+)?|\.\d+(?:[eE][+-]?\d+)?)|([A-Za-z_]\w*)"
                    r"|(==|~=|!=|<=|>=|&&|\|\||[-+*/<>()&|~!?:,]))")
# binary operators by precedence (lowest first); '&&'/'||' are the same elementwise logic as '&'/'|'
_LEVELS = (("|", "||"), ("&", "&&"), ("==", "~=", "!="), ("<", "<=", ">", ">="), ("+", "-"), ("*", "/"))
_CANON = {"||": "|", "&&": "&", "!=": "~=", "!": "~"}
LOGICAL_OPS = frozenset({"|", "&", "~"})
COMPARE_OPS = frozenset({"==", "~=", "<", "<=", ">", ">="})


class TemplateError(RunMatError, ValueError):
    """A template that does not parse, or calls a function the renderers do not know."""


@dataclass(frozen=True)
class Template:
    """A parsed template: its text, tree and number of operands.

    ``scalar_any`` (from a guard ``scalar({0}) | scalar({1}) => ...``) lists operands of which
    one must be a scalar for the call to be elementwise (``A * 2`` is, ``A * B`` is a matrix
    product): other calls are not fused."""

    text: str
    tree: Expr
    arity: int
    scalar_any: tuple[int, ...] = ()

    @property
    def is_logical(self) -> bool:
        """True when the result is logical (a comparison or logical operator at the top)."""
        t = self.tree
        while t[0] == "cond":
            t = t[2]
        return (t[0] == "binary" and (t[1] in COMPARE_OPS or t[1] in LOGICAL_OPS)) or (t[0] == "unary" and t[1] == "~") \
            or (t[0] == "call" and FUNCTIONS[t[1]].logical)


def _tokens(text: str) -> list[str]:
    out, pos = [], 0
    while pos < len(text):
        m = _TOKEN.match(text, pos)
        if m is None:
            if text[pos:].strip() == "":
                break
            raise TemplateError(f"template {text!r}: unexpected {text[pos:].strip()[:10]!r}")
        out.append(next(g for g in m.groups() if g is not None))
        pos = m.end()
    return out


class _Parser:
    def __init__(self, text: str) -> None:
        self.text = text
        self.toks = _tokens(text)
        self.i = 0
        self.max_arg = -1

    def peek(self) -> str | None:
        return self.toks[self.i] if self.i < len(self.toks) else None

    def take(self, want: str | None = None) -> str:
        tok = self.peek()
        if tok is None or (want is not None and tok != want):
            raise TemplateError(f"template {self.text!r}: expected {want or 'more'}, found {tok or 'the end'}")
        self.i += 1
        return tok

    def expr(self) -> Expr:
        c = self.binary(0)
        if self.peek() == "?":
            self.take("?")
            a = self.expr()
            self.take(":")
            return ("cond", c, a, self.expr())
        return c

    def binary(self, level: int) -> Expr:
        if level == len(_LEVELS):
            return self.unary()
        left = self.binary(level + 1)
        while self.peek() in _LEVELS[level]:
            op = _CANON.get(self.take(), self.toks[self.i - 1])
            left = ("binary", op, left, self.binary(level + 1))
        return left

    def unary(self) -> Expr:
        tok = self.peek()
        if tok in ("-", "+", "!", "~"):
            self.take()
            return ("unary", _CANON.get(tok, tok), self.unary())
        return self.primary()

    def primary(self) -> Expr:
        tok = self.take()
        if tok == "(":
            e = self.expr()
            self.take(")")
            return e
        if tok.startswith("{"):
            i = int(tok[1:-1])
            self.max_arg = max(self.max_arg, i)
            return ("arg", i)
        if tok[0].isdigit() or tok[0] == ".":
            return ("num", float(tok))
        if tok[0].isalpha() or tok[0] == "_":
            fn = FUNCTIONS.get(tok)
            if fn is None:
                raise TemplateError(f"template {self.text!r}: unknown function {tok!r} "
                                    f"(known: {', '.join(sorted(FUNCTIONS))})")
            self.take("(")
            args: list[Expr] = []
            if self.peek() != ")":
                args.append(self.expr())
                while self.peek() == ",":
                    self.take(",")
                    args.append(self.expr())
            self.take(")")
            if len(args) != fn.arity:
                raise TemplateError(f"template {self.text!r}: {tok} takes {fn.arity} arguments, not {len(args)}")
            return ("call", tok, tuple(args))
        raise TemplateError(f"template {self.text!r}: unexpected {tok!r}")


def children(t: Expr) -> tuple[Expr, ...]:
    """The subexpressions of one tree node."""
    kind = t[0]
    if kind == "call":
        return t[2]
    if kind == "unary":
        return (t[2],)
    if kind == "binary":
        return (t[2], t[3])
    if kind == "cond":
        return t[1:]
    return ()


def walk(t: Expr) -> list[Expr]:
    """Every node of a tree, parents before children."""
    out = [t]
    for c in children(t):
        out.extend(walk(c))
    return out


@lru_cache(maxsize=None)
def parse(text: str) -> Template:
    """Parse a template (cached); raises :class:`TemplateError` with the reason."""
    scalar_any: tuple[int, ...] = ()
    if "=>" in text:
        guard, body = text.split("=>", 1)
        alts = [a.strip() for a in guard.split("|")]
        found = [re.fullmatch(r"scalar\(\{(\d+)\}\)", a) for a in alts]
        if not all(found):
            raise TemplateError(f"template {text!r}: a guard is 'scalar({{i}}) | scalar({{j}}) =>'")
        scalar_any = tuple(int(m.group(1)) for m in found)
        inner = parse(body.strip())
        if any(i >= inner.arity for i in scalar_any):
            raise TemplateError(f"template {text!r}: the guard names an operand the expression lacks")
        return Template(text, inner.tree, inner.arity, scalar_any)
    p = _Parser(text)
    tree = p.expr()
    if p.peek() is not None:
        raise TemplateError(f"template {text!r}: unexpected {p.peek()!r}")
    used = {t[1] for t in walk(tree) if t[0] == "arg"}
    arity = p.max_arg + 1
    if used != set(range(arity)):
        raise TemplateError(f"template {text!r}: operands must be {{0}}..{{n-1}} without gaps")
    return Template(text, tree, arity)
