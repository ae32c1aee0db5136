"""Operator re-association: rebuild an operator expression with MATLAB precedence.

tree-sitter-matlab nests operators with C-like precedence (``&``/``|`` above
comparisons, right-associative ``^``, unary bound to a primary; parser.md §5).
The lowering flattens each maximal operator subtree back to token order and
hands it here: a Pratt parser over operands (AST nodes) and operator tokens.

Precedence, lowest to highest, all left-associative:
``||`` < ``&&`` < ``|`` < ``&`` < comparisons < ``:`` < ``+ -`` <
``* / \\ .* ./ .\\`` < prefix ``- + ~`` < ``^ .^`` and postfix ``' .'``.
A prefix operator right after ``^``/``.^`` binds only the next operand
(``2^-2^2`` is ``(2^-2)^2``), while ``-2^2`` is ``-(2^2)``.
"""

from __future__ import annotations

from typing import Sequence, Union

from .ast import Binary, Postfix, Range, Span, Unary

# Binding powers of the binary operators.
_BINARY = {
    "||": 1, "&&": 2, "|": 3, "&": 4,
    "==": 5, "~=": 5, "<": 5, "<=": 5, ">": 5, ">=": 5,
    ":": 6,
    "+": 7, "-": 7,
    "*": 8, "/": 8, "\\": 8, ".*": 8, "./": 8, ".\\": 8,
    "^": 10, ".^": 10,
}
_UNARY_BP = 9
_POWER_BP = 10
_PREFIX = {"-": "-", "+": "+", "~": "~", "!": "~"}
_POSTFIX = {"'", ".'"}
_RANGE_BP = _BINARY[":"]


class Op:
    """An operator token in a flattened operator sequence."""

    __slots__ = ("text", "span")

    def __init__(self, text: str, span: Span):
        self.text = text
        self.span = span

    def __repr__(self) -> str:
        return f"Op({self.text!r})"


Item = Union[Op, object]


class ReassociationError(ValueError):
    """The token sequence is not a well-formed expression (should not happen
    for trees without ERROR nodes)."""

    def __init__(self, message: str, span: Span):
        super().__init__(message)
        self.span = span


def _join(a: Span, b: Span) -> Span:
    return Span(a.line, a.col, b.end_line, b.end_col)


class _Pratt:
    __slots__ = ("items", "pos")

    def __init__(self, items: Sequence[Item]):
        self.items = items
        self.pos = 0

    def peek_op(self) -> Union[Op, None]:
        if self.pos < len(self.items):
            it = self.items[self.pos]
            if isinstance(it, Op):
                return it
        return None

    def operand(self, in_exponent: bool):
        """A prefix-operator chain and an operand, plus (outside an exponent)
        everything that binds tighter than unary."""
        if self.pos >= len(self.items):
            last = self.items[-1]
            raise ReassociationError("expected an expression", last.span)
        it = self.items[self.pos]
        if isinstance(it, Op):
            if it.text not in _PREFIX:
                raise ReassociationError(f"unexpected '{it.text}'", it.span)
            self.pos += 1
            if in_exponent:
                inner = self.operand(True)
            else:
                inner = self.expr(_UNARY_BP)
            return Unary(_PREFIX[it.text], inner, _join(it.span, inner.span))
        self.pos += 1
        return it

    def expr(self, min_bp: int, in_exponent: bool = False):
        left = self.operand(in_exponent)
        while True:
            op = self.peek_op()
            if op is None:
                break
            t = op.text
            if t in _POSTFIX:
                # Postfix binds like ^ (same level, left-assoc).
                if _POWER_BP < min_bp:
                    break
                self.pos += 1
                left = Postfix(t, left, _join(left.span, op.span))
                continue
            bp = _BINARY.get(t)
            if bp is None:
                raise ReassociationError(f"unexpected '{t}'", op.span)
            if bp < min_bp:
                break
            self.pos += 1
            if t == ":":
                mid = self.expr(_RANGE_BP + 1)
                nxt = self.peek_op()
                if nxt is not None and nxt.text == ":":
                    self.pos += 1
                    stop = self.expr(_RANGE_BP + 1)
                    left = Range(left, mid, stop, _join(left.span, stop.span))
                else:
                    left = Range(left, None, mid, _join(left.span, mid.span))
                continue
            if bp == _POWER_BP:
                right = self.expr(bp + 1, in_exponent=True)
            else:
                right = self.expr(bp + 1)
            left = Binary(t, left, right, _join(left.span, right.span))
        return left


def reassociate(items: Sequence[Item]):
    """Build the expression for ``items`` (operands and :class:`Op` tokens in
    source order) with MATLAB precedence and associativity."""
    p = _Pratt(items)
    result = p.expr(0)
    if p.pos != len(items):
        it = items[p.pos]
        raise ReassociationError("unexpected token in expression", it.span)
    return result
