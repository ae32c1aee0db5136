"""parfor variable classification, as MATLAB defines it (docs/parallel.md).

Every variable of a parfor body is one of: the loop variable; sliced (indexed by the loop
variable at one fixed subscript position, the same way everywhere: input when only read,
output when assigned); broadcast (read, never assigned); reduction (appears only in
reduction assignments ``X = X + e``, ``X = [X, e]``, ``X = f(X, e)``..., one operation);
temporary (the target of a plain assignment: cleared at each iteration, not sent back).
Bodies MATLAB rejects raise its errors before the loop runs.
"""

from __future__ import annotations

from typing import Any, Callable

from runmat_builtins.errors import MException
from runmat_vm.frontend import ast as A
from runmat_vm.parallel.slices import shift_of

UNCLASSIFIED = "MATLAB:parfor:VariableNotClassified"
LOOP_ASSIGNED = "MATLAB:parfor:LoopVariableAssigned"
ILLEGAL = "MATLAB:parfor:IllegalStatement"
MORE = ('For more information, see Parallel for Loops in MATLAB, "Solve Variable Classification '
        'Issues in parfor-Loops".')
REDUCTION_OPS = {"+", "-", ".*", "*", "&", "|"}
REDUCTION_FUNCTIONS = {"min", "max", "union", "intersect"}


def unclassified(name: str, line: int, why: str = "") -> MException:
    err = MException(UNCLASSIFIED, f"Unable to classify the variable '{name}' in the body of the "
                                   f"parfor-loop. {why + ' ' if why else ''}{MORE}")
    err.line = line  # type: ignore[attr-defined]
    return err


class Classification:
    """The variables of one parfor body by class (names in first-appearance order)."""

    __slots__ = ("loop", "broadcast", "sliced_in", "sliced_out", "reductions", "temporaries", "serial_reason")

    def __init__(self, loop: str) -> None:
        self.loop = loop
        self.broadcast: list[str] = []
        self.sliced_in: dict[str, tuple[int, int, Any]] = {}  # name -> (position, nargs, shift)
        self.sliced_out: dict[str, tuple[int, int]] = {}     # name -> (position, nargs)
        self.reductions: dict[str, tuple[str, str]] = {}     # name -> (operation, side)
        self.temporaries: list[str] = []
        self.serial_reason = ""   # set when the body must run on the client (e.g. a global)

    def sent(self) -> list[str]:
        """Variables whose client values the workers need."""
        return [*self.broadcast, *self.sliced_in, *self.sliced_out]


def children(node: Any):
    for f in node._fields:
        if f == "span":
            continue
        v = getattr(node, f)
        if isinstance(v, A.Node):
            yield v
        elif isinstance(v, tuple):
            stack = list(v)
            while stack:
                x = stack.pop(0)
                if isinstance(x, A.Node):
                    yield x
                elif isinstance(x, tuple):
                    stack[:0] = list(x)


def mentions(e: Any, name: str) -> bool:
    if isinstance(e, A.Ident):
        return e.name == name
    if isinstance(e, A.Lambda) and name in e.params:
        return False
    return any(mentions(c, name) for c in children(e)) if isinstance(e, A.Node) else False


def target_root(t: Any) -> tuple[str, tuple]:
    """``a.b(2){3}`` -> ('a', (Index/Field steps from the root outwards))."""
    steps = []
    while not isinstance(t, A.Ident):
        steps.append(t)
        t = t.base
    return t.name, tuple(reversed(steps))


def _chain(e: Any, family: frozenset) -> list:
    """The operands of ``e1 op e2 op ... en`` with every op of ``family`` (parsed left to right as
    ``((e1 op e2) op ...) op en``): [e1, ..., en]; ``e`` itself when it is no such operation."""
    out = []
    while isinstance(e, A.Binary) and e.op in family:
        out.append(e.right)
        e = e.left
    out.append(e)
    return out[::-1]


# X = X - e reduces with plus (MathWorks, Reduction Variables: "MATLAB calculates the assignment
# X = X - expr by using X = X + (-expr)"), so + and - are one family
_FAMILIES = {"+": frozenset({"+", "-"}), "-": frozenset({"+", "-"})}
_FAMILY_NAME = {"-": "+"}


def reduction_of(st: A.Assign, is_var: Callable[[str], bool]) -> tuple[str, str, list] | None:
    """(operation, side, the other operands) when ``st`` is a reduction assignment ``X = X op e``
    etc. ``X = X + e1 + e2`` (parsed ``(X + e1) + e2``) is ``X = X + (e1 + e2)`` by the
    associativity MATLAB assumes of every reduction operation, so a chain of the same operation
    (+ and - together) with X first is one too (MathWorks' valid example: ``A = A + i + 5*k``)."""
    if not isinstance(st.target, A.Ident):
        return None
    x, e = st.target.name, st.value

    def is_x(n: Any) -> bool:
        return isinstance(n, A.Ident) and n.name == x

    if isinstance(e, A.Binary) and e.op in REDUCTION_OPS:
        family = _FAMILIES.get(e.op, frozenset({e.op}))
        ops = _chain(e, family)
        if is_x(ops[0]) and not any(mentions(o, x) for o in ops[1:]):
            op = e.op if len(ops) == 2 else ("+" if "+" in family else e.op)
            return op, "left", ops[1:]
        if e.op != "-" and is_x(e.right) and not mentions(e.left, x):
            return e.op, "right", [e.left]
    if isinstance(e, A.Matrix):
        rows = e.rows
        if len(rows) == 1 and len(rows[0]) == 2:
            a, b = rows[0]
            kind = "[,]"
        elif len(rows) == 2 and len(rows[0]) == 1 and len(rows[1]) == 1:
            a, b = rows[0][0], rows[1][0]
            kind = "[;]"
        else:
            return None
        if is_x(a) and not mentions(b, x):
            return kind, "left", [b]
        if is_x(b) and not mentions(a, x):
            return kind, "right", [a]
    if (isinstance(e, A.Index) and not e.brace and isinstance(e.base, A.Ident) and len(e.args) == 2
            and not is_var(e.base.name)):
        a, b = e.args
        fn = e.base.name
        if is_x(a) and not mentions(b, x):
            return f"f:{fn}", "left", [b]
        if is_x(b) and not mentions(a, x):
            return f"f:{fn}", "right", [a]
    return None


class _Uses:
    """Everything the body does with one variable."""

    __slots__ = ("reads", "indexed", "direct", "indexed_writes", "reductions", "line", "other_writes")

    def __init__(self, line: int) -> None:
        self.reads = 0                 # unindexed reads (outside reduction assignments)
        self.indexed: list[tuple[tuple, bool, bool, int]] = []  # (args, brace, is_write, line)
        self.direct = 0                # plain assignments that are not reductions
        self.indexed_writes = 0
        self.reductions: list[tuple[str, str]] = []
        self.other_writes = 0          # assignments through a field first (s.f = v)
        self.line = line


def classify(st: A.For, is_var: Callable[[str], bool]) -> Classification:
    """Classify the variables of parfor ``st``; raise MATLAB's error for a body it rejects.
    ``is_var(name)``: the name is a variable of the enclosing workspace or assigned anywhere."""
    loop = st.var.name if isinstance(st.var, A.Ident) else ""
    uses: dict[str, _Uses] = {}
    plan = Classification(loop)

    def use(name: str, line: int) -> _Uses:
        u = uses.get(name)
        if u is None:
            u = uses[name] = _Uses(line)
        return u

    def expr(e: Any, line: int, bound: frozenset = frozenset()) -> None:
        if isinstance(e, A.Ident):
            if e.name not in bound and is_var(e.name):
                use(e.name, line).reads += 1
            return
        if isinstance(e, A.Index) and isinstance(e.base, A.Ident) and e.base.name not in bound \
                and is_var(e.base.name):
            use(e.base.name, line).indexed.append((e.args, e.brace, False, line))
            for a in e.args:
                expr(a, line, bound)
            return
        if isinstance(e, A.Lambda):
            bound = bound | frozenset(e.params)
        for c in children(e):
            expr(c, line, bound)

    def assign_target(t: Any, line: int, reduction: tuple[str, str] | None = None) -> None:
        name, steps = target_root(t)
        u = use(name, line)
        if not steps:
            if reduction is not None:
                u.reductions.append(reduction)
            else:
                u.direct += 1
            return
        first = steps[0]
        if isinstance(first, A.Index):
            u.indexed.append((first.args, first.brace, True, line))
            u.indexed_writes += 1
            for a in first.args:
                expr(a, line)
        else:
            u.other_writes += 1
        for s in steps[1:]:
            if isinstance(s, A.Index):
                for a in s.args:
                    expr(a, line)
            elif isinstance(s, A.DynField):
                expr(s.name, line)

    def block(body: tuple, depth: int) -> None:
        for s in body:
            stmt(s, depth)

    def stmt(s: Any, depth: int) -> None:
        line = s.span.line
        if isinstance(s, A.Assign):
            red = reduction_of(s, is_var)
            if red is not None:
                op, side, others = red
                for c in others:  # the operands that are not X
                    expr(c, line)
                assign_target(s.target, line, (op, side))
            else:
                expr(s.value, line)
                assign_target(s.target, line)
        elif isinstance(s, A.MultiAssign):
            expr(s.value, line)
            for t in s.targets:
                if not isinstance(t, A.Tilde):
                    assign_target(t, line)
        elif isinstance(s, A.For):
            expr(s.iter, line)
            assign_target(s.var, line)
            block(s.body, depth + 1)
        elif isinstance(s, A.While):
            expr(s.cond, line)
            block(s.body, depth + 1)
        elif isinstance(s, A.If):
            for cond, body in s.clauses:
                expr(cond, cond.span.line or line)
                block(body, depth)
            if s.else_body:
                block(s.else_body, depth)
        elif isinstance(s, A.Switch):
            expr(s.subject, line)
            for value, body in s.cases:
                expr(value, line)
                block(body, depth)
            if s.otherwise:
                block(s.otherwise, depth)
        elif isinstance(s, A.TryCatch):
            block(s.body, depth)
            if s.ident:
                use(s.ident, line).direct += 1
            block(s.catch_body, depth)
        elif isinstance(s, (A.Break, A.Return)):
            if depth == 0 or isinstance(s, A.Return):
                word = "break" if isinstance(s, A.Break) else "return"
                err = MException(ILLEGAL, f"Illegal use of '{word}' in the body of a parfor-loop: "
                                          f"iterations must be independent of one another.")
                err.line = line  # type: ignore[attr-defined]
                raise err
        elif isinstance(s, (A.Global, A.Persistent)):
            word = "global" if isinstance(s, A.Global) else "persistent"
            err = MException(ILLEGAL, f"A {word} declaration cannot appear in the body of a parfor-loop.")
            err.line = line  # type: ignore[attr-defined]
            raise err
        elif isinstance(s, A.ExprStmt):
            expr(s.expr, line)
        elif isinstance(s, A.Command):
            if is_var(s.name):
                use(s.name, line).reads += 1
        else:
            for c in children(s):
                expr(c, line)

    block(st.body, 0)

    for name, u in uses.items():
        if name == loop:
            if u.direct or u.indexed_writes or u.reductions or u.other_writes:
                err = MException(LOOP_ASSIGNED, f"The loop variable '{name}' cannot be assigned in the "
                                                f"body of a parfor-loop.")
                err.line = u.line  # type: ignore[attr-defined]
                raise err
            continue
        if u.direct:
            plan.temporaries.append(name)
            continue
        if u.reductions:
            ops = {_FAMILY_NAME.get(op, op) for op, _ in u.reductions}
            if len(ops) > 1:
                raise unclassified(name, u.line, "A reduction variable must use the same operation "
                                                 "in all of its reduction assignments.")
            if u.reads or u.indexed or u.other_writes:
                raise unclassified(name, u.line, f"'{name}' is a reduction variable: it can be used "
                                                 f"only in reduction assignments, not read elsewhere "
                                                 f"in the loop.")
            plan.reductions[name] = u.reductions[0]
            continue
        if u.indexed:
            form = _slice_form(u.indexed, loop)
            writes = u.indexed_writes > 0 or u.other_writes > 0
            if form is None:
                if writes:
                    raise unclassified(name, u.line, _why_not_sliced(u.indexed, loop))
                plan.broadcast.append(name)
                continue
            if u.reads or u.other_writes:
                if writes:
                    raise unclassified(name, u.line, f"'{name}' is indexed by the loop variable but also "
                                                     f"used without that index.")
                plan.broadcast.append(name)
                continue
            if writes:
                plan.sliced_out[name] = form
            else:
                sub = u.indexed[0][0][form[0]]
                plan.sliced_in[name] = (*form, shift_of(sub, loop, st.body, name))
            continue
        if u.other_writes:
            raise unclassified(name, u.line)
        plan.broadcast.append(name)
    for name, (pos, nargs, shift) in plan.sliced_in.items():
        if shift is not None and shift[0] == "var" and shift[2] not in plan.broadcast:
            plan.sliced_in[name] = (pos, nargs, None)  # a shift the client cannot know: sent whole
    return plan


def _loop_subscript(arg: Any, loop: str) -> bool:
    """``i``, ``i+k``, ``i-k``, ``k+i``: the loop variable plus or minus something without it."""
    if isinstance(arg, A.Ident):
        return arg.name == loop
    if isinstance(arg, A.Binary) and arg.op in ("+", "-"):
        if isinstance(arg.left, A.Ident) and arg.left.name == loop and not mentions(arg.right, loop):
            return not _has_end(arg.right)
        if arg.op == "+" and isinstance(arg.right, A.Ident) and arg.right.name == loop \
                and not mentions(arg.left, loop):
            return not _has_end(arg.left)
    return False


def _has_end(e: Any) -> bool:
    return isinstance(e, A.End) or any(_has_end(c) for c in children(e))


def _slice_form(occurrences: list, loop: str) -> tuple[int, int] | None:
    """(position, nargs) when every occurrence indexes by the loop variable the same way."""
    form = None
    for args, brace, _, _ in occurrences:
        pos = [k for k, a in enumerate(args) if mentions(a, loop)]
        if len(pos) != 1 or not _loop_subscript(args[pos[0]], loop):
            return None
        f = (pos[0], len(args), brace, args[pos[0]])
        if form is None:
            form = f
        elif form != f:  # node equality ignores spans: the same subscript written twice is equal
            return None
    return (form[0], form[1]) if form is not None else None


def _why_not_sliced(occurrences: list, loop: str) -> str:
    for args, _, _, _ in occurrences:
        if not any(mentions(a, loop) for a in args):
            return "An indexed assignment must be indexed by the loop variable."
    return ("A sliced variable must be indexed the same way everywhere in the loop, with the loop "
            "variable (plus or minus a constant) at one subscript position.")


def slice_subscript(st: A.For, name: str, position: int) -> Any:
    """The AST of sliced variable ``name``'s loop-variable subscript (the same in every use)."""
    found: list[Any] = []

    def visit(n: Any) -> None:
        if found:
            return
        if isinstance(n, A.Index) and isinstance(n.base, A.Ident) and n.base.name == name \
                and len(n.args) > position:
            found.append(n.args[position])
            return
        for c in children(n):
            visit(c)

    for s in st.body:
        visit(s)
    return found[0]
