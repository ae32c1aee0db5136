"""Name resolution (the HIR layer): which names are variables, and what the others are.

MATLAB's rule: a name assigned anywhere in a function (or a parameter, output,
``global``/``persistent`` name, ``for`` variable, ``catch`` identifier) is a
variable throughout that function.  Any other name is, in order, a nested
function, a local function of the file, a function file on the path, or a
builtin; the last two are looked up at run time (the path can change).
Nested functions share a variable with their parent when the parent uses that
name as a variable too.  :class:`Scope` holds the answer for one function (or
script chunk, or anonymous function) and :meth:`Scope.resolve` gives the kind.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Iterable

from runmat_vm.frontend import ast as A

VAR, SHARED, GLOBAL, PERSISTENT, LOCAL_FN, DYNAMIC = (
    "var", "shared", "global", "persistent", "local-function", "dynamic")


@dataclass
class Resolution:
    """What a name means at one point: ``kind`` plus data for that kind."""

    kind: str
    slot: int = -1          # var: slot in this frame; shared: slot in the ancestor frame
    depth: int = 0          # shared: how many parents up
    target: object = None   # local-function: the FunctionDef


def assigned_names(body: Iterable, out: dict[str, None] | None = None) -> dict[str, None]:
    """Names a statement list assigns (ordered, first appearance first); nested functions excluded."""
    out = {} if out is None else out
    for st in body:
        t = type(st)
        if t is A.Assign:
            out.setdefault(lvalue_root(st.target), None)
        elif t is A.MultiAssign:
            for tg in st.targets:
                if type(tg) is not A.Tilde:
                    out.setdefault(lvalue_root(tg), None)
        elif t is A.For:
            out.setdefault(lvalue_root(st.var), None)
            assigned_names(st.body, out)
        elif t is A.While:
            assigned_names(st.body, out)
        elif t is A.If:
            for _, b in st.clauses:
                assigned_names(b, out)
            if st.else_body:
                assigned_names(st.else_body, out)
        elif t is A.Switch:
            for _, b in st.cases:
                assigned_names(b, out)
            if st.otherwise:
                assigned_names(st.otherwise, out)
        elif t is A.TryCatch:
            assigned_names(st.body, out)
            if st.ident:
                out.setdefault(st.ident, None)
            assigned_names(st.catch_body, out)
        elif t is A.Global or t is A.Persistent:
            for n in st.names:
                out.setdefault(n, None)
    return out


def declared(body: Iterable, kind: type) -> set[str]:
    """Names declared ``global`` (kind=A.Global) or ``persistent`` anywhere in ``body``."""
    found: set[str] = set()
    stack = list(body)
    while stack:
        st = stack.pop()
        t = type(st)
        if t is kind:
            found.update(st.names)
        elif t in (A.For, A.While):
            stack.extend(st.body)
        elif t is A.If:
            for _, b in st.clauses:
                stack.extend(b)
            stack.extend(st.else_body or ())
        elif t is A.Switch:
            for _, b in st.cases:
                stack.extend(b)
            stack.extend(st.otherwise or ())
        elif t is A.TryCatch:
            stack.extend(st.body)
            stack.extend(st.catch_body)
    return found


def lvalue_root(lv) -> str:
    while type(lv) is not A.Ident:
        lv = lv.base
    return lv.name


def used_names(node, out: set[str] | None = None) -> set[str]:
    """Every identifier an expression or statement tree mentions (lambda bodies included)."""
    out = set() if out is None else out
    stack = [node]
    while stack:
        n = stack.pop()
        t = type(n)
        if t is A.Ident:
            out.add(n.name)
        elif t is tuple:
            stack.extend(n)
        elif t is A.Function:
            continue
        elif t is A.Command:
            out.add(n.name)
        elif hasattr(n, "__slots__") and t is not A.Span:
            for s in n.__slots__:
                if s != "span":
                    v = getattr(n, s)
                    if isinstance(v, (tuple,)) or hasattr(v, "__slots__"):
                        stack.append(v)
        if t is A.TryCatch and n.ident:
            out.add(n.ident)
        elif t is A.For:
            pass
    return out


@dataclass
class Scope:
    """The names of one code object.

    ``kind`` is 'function', 'script' or 'lambda'.  ``slots`` maps variable
    names to slot numbers (allocated by the compiler).  ``functions`` maps
    names visible as local or nested functions to their FunctionDef.
    """

    kind: str
    name: str
    variables: dict[str, None] = field(default_factory=dict)
    globals: set[str] = field(default_factory=set)
    persistents: set[str] = field(default_factory=set)
    parent: "Scope | None" = None          # enclosing function for nested functions
    shared: set[str] = field(default_factory=set)   # names that live in an ancestor
    functions: dict[str, object] = field(default_factory=dict)
    slots: dict[str, int] = field(default_factory=dict)
    dynamic_vars: bool = False  # script chunks: unknown names may be variables at run time

    def is_variable(self, name: str) -> bool:
        return name in self.variables or name in self.shared

    def visible_variable(self, name: str) -> bool:
        """A variable here or, for nested functions, in an enclosing function."""
        scope: Scope | None = self
        while scope is not None:
            if name in scope.variables or name in scope.shared:
                return True
            scope = scope.parent
        return False

    def resolve(self, name: str) -> Resolution:
        if name in self.globals:
            return Resolution(GLOBAL)
        if name in self.persistents:
            return Resolution(PERSISTENT)
        if name in self.shared:
            depth, scope = 0, self
            while name not in scope.variables and scope.parent is not None:
                scope = scope.parent
                depth += 1
            if name in scope.globals:
                return Resolution(GLOBAL)
            if name in scope.persistents:
                return Resolution(PERSISTENT)
            return Resolution(SHARED, scope.slots[name], depth)
        if name in self.variables:
            return Resolution(VAR, self.slots[name])
        fn = self.find_function(name)
        if fn is not None:
            return Resolution(LOCAL_FN, target=fn)
        return Resolution(DYNAMIC)

    def find_function(self, name: str):
        scope: Scope | None = self
        while scope is not None:
            fn = scope.functions.get(name)
            if fn is not None:
                return fn
            scope = scope.parent
        return None


def function_scope(fn: A.Function, parent: Scope | None, file_functions: dict[str, object]) -> Scope:
    """The Scope of a function definition (variables, globals, persistents, sharing)."""
    names: dict[str, None] = {}
    for p in fn.params:
        if p != "~":
            names.setdefault(p, None)
    for o in fn.outputs:
        names.setdefault(o, None)
    assigned_names(fn.body, names)
    scope = Scope("function", fn.name, parent=parent,
                  globals=declared(fn.body, A.Global), persistents=declared(fn.body, A.Persistent))
    if parent is not None:
        own = {p for p in fn.params if p != "~"} | set(fn.outputs)
        # nested function: a name the parent uses as a variable is shared (unless it is our argument)
        mentioned = set(names) | used_names(fn.body)
        for n in mentioned:  # '#' names are each function's own (runmat_vm/arguments.py)
            if n not in own and "#" not in n and parent.visible_variable(n):
                scope.shared.add(n)
        for n in scope.shared:
            names.pop(n, None)
    scope.variables = names
    scope.functions = dict(file_functions) if parent is None else {}
    return scope


def nested_parent_variables(fn: A.Function) -> set[str]:
    """Variables a function's nested functions use (they must stay in the parent's frame)."""
    out: set[str] = set()
    for sub in fn.subfunctions:
        out |= used_names(sub.body) | assigned_names(sub.body).keys()
        out |= nested_parent_variables(sub)
    return out


def _walk(node: Any) -> Iterable[Any]:
    """Every AST node under ``node`` (tuples flattened)."""
    stack = [node]
    while stack:
        n = stack.pop()
        t = type(n)
        if t is tuple:
            stack.extend(n)
        elif hasattr(n, "__slots__") and t is not A.Span and not isinstance(n, str):
            yield n
            stack.extend(getattr(n, f) for f in n.__slots__ if f != "span")


_CLEAR_ALL = {"all", "-all", "variables", "-variables", "-v"}


_LATE: dict[int, tuple[Any, frozenset]] = {}   # id(body) -> (body, its late-bound names)


def late_bound(body: tuple) -> frozenset:
    """``late_bound_names(body)`` of a script body (a frozen tuple), remembered for the last
    bodies asked (compiling a chunk and caching it both ask; a text run again asks again)."""
    if body.__class__ is not tuple:   # only a frozen body can be remembered
        return frozenset(late_bound_names(body))
    hit = _LATE.get(id(body))
    if hit is not None and hit[0] is body:
        return hit[1]
    names = frozenset(late_bound_names(body))
    if len(_LATE) >= 256:
        del _LATE[next(iter(_LATE))]
    _LATE[id(body)] = (body, names)
    return names


def late_bound_names(body: Iterable) -> set[str]:
    """Script names that may mean a function at some read: read (in source order) before the
    script first assigns them, or read after a ``clear`` of them (``clear sum``, ``clear all``)
    before they are assigned again. MATLAB resolves a script's names when each statement runs, so ``3*i``
    before ``i = 5`` is the imaginary unit and ``sum(x)`` after ``clear sum`` the builtin."""
    assigned: set[str] = set()
    late: set[str] = set()

    def reads(e: Any) -> set[str]:
        """Names ``e`` reads; an anonymous function's parameters are its own, not reads."""
        if type(e) is A.Lambda:
            return reads(e.body) - set(e.params)
        if not any(type(n) is A.Lambda for n in _walk(e)):
            return used_names(e)
        out: set[str] = set()
        stack = [e]
        while stack:
            n = stack.pop()
            t = type(n)
            if t is A.Lambda:
                out |= reads(n)
            elif t is A.Ident:
                out.add(n.name)
            elif t is tuple:
                stack.extend(n)
            elif hasattr(n, "__slots__") and t is not A.Span:
                stack.extend(getattr(n, f) for f in n.__slots__ if f != "span")
        return out

    def read(e: Any) -> None:
        for n in reads(e):
            if n not in assigned:
                late.add(n)

    def target(tg: Any) -> None:
        root = lvalue_root(tg)
        if type(tg) is not A.Ident:
            for n in used_names(tg) - {root}:
                if n not in assigned:
                    late.add(n)
        assigned.add(root)

    def scan(stmts: Iterable) -> None:
        for st in stmts:
            t = type(st)
            if t is A.Assign:
                read(st.value)
                target(st.target)
            elif t is A.MultiAssign:
                read(st.value)
                for tg in st.targets:
                    if type(tg) is not A.Tilde:
                        target(tg)
            elif t is A.For:
                read(st.iter)
                target(st.var)
                scan(st.body)
            elif t is A.While:
                read(st.cond)
                scan(st.body)
            elif t is A.If:
                for cond, b in st.clauses:
                    read(cond)
                    scan(b)
                scan(st.else_body or ())
            elif t is A.Switch:
                read(st.subject)
                for case, b in st.cases:
                    read(case)
                    scan(b)
                scan(st.otherwise or ())
            elif t is A.TryCatch:
                scan(st.body)
                if st.ident:
                    assigned.add(st.ident)
                scan(st.catch_body)
            elif t is A.Global or t is A.Persistent:
                assigned.update(st.names)
            elif t is A.Command:
                if st.name in ("clear", "clearvars"):
                    # a cleared name is unassigned again: later reads may mean the function
                    words = [a for a in st.args if not a.startswith("-") or a in _CLEAR_ALL]
                    if not words or any(a in _CLEAR_ALL for a in words):
                        assigned.clear()
                    else:
                        assigned.difference_update(words)
                elif st.name not in assigned:
                    late.add(st.name)
            elif t is A.Function:
                continue
            else:
                read(st)

    scan(body)
    return late
