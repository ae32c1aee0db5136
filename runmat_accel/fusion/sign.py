"""Operands known to be non-negative, so a domain needs no check (``max(x, 0) .^ g``).

``sqrt``, ``log`` and ``.^`` are real for a base that is >= 0 or NaN. When a graph shows that
its base is (``min(max(Y, 0), 1) .^ (1/2.2)``: image_norm's gamma), the call is fused without a
domain check: no escape flag, so a reduction reading it fuses it as its map instead of
computing it first. Decided from the templates' trees alone (no pattern is special), lazily
(only for a call with a domain), and kept on the node (:attr:`Node.nonneg`).

Two facts per value: ``P`` (>= 0 or NaN) and ``Q`` (>= 0 and never NaN: a non-negative
number). ``fmax(a, b)`` (NaN skipped) is P when either side is Q or both are P; ``fmin`` when
both are; ``+ * /``, ``pow`` and ``fmin`` keep P; ``fabs``, ``exp``, ``sqrt``, ``x * x`` and
logical results are P whatever their operands.
"""

from __future__ import annotations

from typing import Any

from runmat_accel.fusion.graph import Node, Param
from runmat_accel.fusion.template import COMPARE_OPS, LOGICAL_OPS, Expr

# functions whose result is >= 0 or NaN for any real operand (sqrt: it escapes otherwise)
_ALWAYS = frozenset({"fabs", "exp", "exp2", "sqrt", "cosh", "hypot", "isnan", "isinf", "isfinite"})
# functions real for a base >= 0 or NaN (their domain's first term): the check a P base spares
_BASE_DOMAIN = frozenset({"sqrt", "log", "log2", "log10", "log1p", "pow"})
_NONE = (False, False)


def base_domain(tree: Expr) -> bool:
    """True for a template ``f({0}, ...)`` whose only domain is ``f``'s, holding for a base
    that is >= 0 or NaN (``sqrt({0})``, ``log({0})``, ``pow({0}, {1})``)."""
    return tree[0] == "call" and tree[1] in _BASE_DOMAIN and all(a[0] == "arg" for a in tree[2]) \
        and tree[2][0] == ("arg", 0)


def _facts(t: Expr, args: list[tuple[bool, bool]]) -> tuple[bool, bool]:
    kind = t[0]
    if kind == "arg":
        return args[t[1]]
    if kind == "num":
        return (t[1] >= 0, t[1] >= 0)
    if kind == "call":
        name = t[1]
        if name in _ALWAYS:
            return (True, False)
        sub = [_facts(a, args) for a in t[2]]
        if name == "fmax":
            (ap, aq), (bp, bq) = sub
            return (aq or bq or (ap and bp), aq or bq)
        if name == "fmin":
            (ap, aq), (bp, bq) = sub
            return (ap and bp, aq and bq)
        if name == "pow":
            return (sub[0][0], False)
        if name in ("real", "conj", "round", "floor", "ceil", "trunc"):
            return (sub[0][0], sub[0][1] and name != "real")
        return _NONE
    if kind == "unary":
        if t[1] == "~":
            return (True, True)
        return _facts(t[2], args) if t[1] == "+" else _NONE
    if kind == "binary":
        op = t[1]
        if op in COMPARE_OPS or op in LOGICAL_OPS:
            return (True, True)
        if op == "*" and t[2] == t[3]:
            return (True, False)  # x * x
        if op in ("+", "*", "/"):
            (ap, aq), (bp, bq) = _facts(t[2], args), _facts(t[3], args)
            return (ap and bp, aq and bq and op == "+")
        return _NONE
    a, b = _facts(t[2], args), _facts(t[3], args)  # c ? a : b
    return (a[0] and b[0], a[1] and b[1])


def _operand(o: Any) -> tuple[bool, bool]:
    c = o.__class__
    if c is Param:
        v = o.value
        if v != v:
            return (True, False)  # NaN
        return (v >= 0, v >= 0)
    if c is Node:
        return (nonnegative(o), False)
    return _NONE  # a device array: its values are not looked at


def nonnegative(n: Node) -> bool:
    """True when every element of node ``n`` is >= 0 or NaN, as far as its pending graph shows
    (a computed node keeps what was known before its operands were dropped)."""
    known = n.nonneg
    if known is not None:
        return known
    if n.value is not None or n.template is None:  # computed, a draw or a loop: unknown
        n.nonneg = n.random is not None and n.random[0] == "uniform"
        return n.nonneg
    n.nonneg = _facts(n.template.tree, [_operand(o) for o in n.operands])[0]
    return n.nonneg
