"""Codemod: rewrite builtins that reach CuPy or accel internals into the guarded, namespace-generic form.

Under the guard a ``@runtime_builtin`` receives its arrays already placed and, via a
keyword-only ``xp`` parameter, the array namespace to compute with, so device imports,
transfers and provider lookups inside builtins are obsolete. The rules (docs/boundary.md):

C1 imports    ``import cupy [as cp]``, ``from cupy[x...] import ...``, ``import``/``from``
              ``runmat_accel.providers...``/``runmat_accel._private...`` and
              ``try: import cupy ... except ImportError: cupy = None`` guards are removed
              once nothing references the names they bind; ``import numpy`` is removed
              when the rewrite made it unused.
C2 signature  a converted builtin whose new body uses ``xp`` gains a keyword-only ``xp``
              (first after ``*``/``*args``; an existing keyword-only ``xp`` is kept).
C3 namespace  ``cp.X``/``cupy.X``/``X`` from ``from cupy import X`` -> ``xp.X``;
              ``M = cp.get_array_module(...)`` is dropped and ``M`` becomes ``xp``; in a
              builtin with a collapsed device branch (C5), ``np.X`` -> ``xp.X`` too
              (host-only NumPy APIs such as ``np.errstate`` stay).
C4 transfers  ``cp.asnumpy(v)``, ``cp.asarray(v)`` (v a name/attribute/subscript),
              ``v.get()`` on a device value, ``P.upload(v)``, ``P.download(v)`` -> ``v``;
              a resulting ``v = v`` is dropped. ``cp.asarray(<other expr>)`` -> ``xp.asarray``.
C5 branches   ``if isinstance(x, cp.ndarray): DEV else: HOST`` (also negated, elif,
              no else, and the ``A if isinstance(...) else B`` expression) -> the host path.
C6 lookups    ``P = get_provider(...)`` (or any call into provider internals) and bare
              lookup calls are removed; ``P`` then only survives in C4 transfers.

Conservative: a builtin with anything else that reaches the device (``cp.cuda``, kernels,
``P.matmul``, device references outside a builtin, ...) is left untouched and a note
``file:line: needs manual migration: reason`` is printed; its imports then stay.

CLI: ``python tools/convert_accel_provider.py [--check] PATH...``
API: ``convert_source(code) -> Conversion``; ``convert_path(path, check=False)``.
"""

from __future__ import annotations

import argparse
import difflib
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterable, Iterator, Sequence

import libcst as cst
from libcst.metadata import MetadataWrapper, PositionProvider

try:
    from tools.check_boundary import CONSUMER, forbidden_kind, iter_python_files
except ImportError:  # run as a script: tools/ itself is on sys.path
    from check_boundary import CONSUMER, forbidden_kind, iter_python_files  # type: ignore

CUPY_ONLY = frozenset(
    {"cuda", "RawKernel", "RawModule", "ElementwiseKernel", "ReductionKernel", "fuse",
     "get_default_memory_pool", "get_default_pinned_memory_pool", "memoize", "clear_memo",
     "cutensor", "cudnn", "cusparse", "cublas", "cusolver", "prof", "testing", "ndarray",
     "show_config", "is_available", "get_array_module", "asnumpy", "scatter_add"}
)
HOST_ONLY_NUMPY = frozenset(
    {"errstate", "testing", "ma", "char", "lib", "core", "seterr", "geterr", "seterrcall",
     "printoptions", "set_printoptions", "get_printoptions", "save", "savez", "load",
     "loadtxt", "savetxt", "genfromtxt", "fromfile", "memmap", "frompyfunc", "dtype",
     "iinfo", "finfo", "nditer", "ndindex", "ndenumerate", "typing", "exceptions", "version"}
)
LOOKUP_NAMES = frozenset({"get_provider", "current_provider", "active_provider", "provider_for"})
XP = "xp"


@dataclass
class Note:
    """A pattern left for a human: ``path:line: needs manual migration: reason``."""

    line: int
    reason: str

    def format(self, path: str) -> str:
        return f"{path}:{self.line}: needs manual migration: {self.reason}"


@dataclass
class Conversion:
    """Result of converting one module's source."""

    code: str
    notes: list[Note] = field(default_factory=list)

    def changed(self, original: str) -> bool:
        return self.code != original


# ----------------------------------------------------------------- small helpers


def dotted(e: cst.BaseExpression) -> str | None:
    if isinstance(e, cst.Name):
        return e.value
    if isinstance(e, cst.Attribute):
        base = dotted(e.value)
        return f"{base}.{e.attr.value}" if base else None
    return None


def _root(e: cst.BaseExpression) -> cst.Name | None:
    while isinstance(e, (cst.Attribute, cst.Call, cst.Subscript)):
        e = e.func if isinstance(e, cst.Call) else e.value
    return e if isinstance(e, cst.Name) else None


_KIDS: dict[int, tuple[cst.CSTNode, Sequence[cst.CSTNode]]] = {}


def kids(node: cst.CSTNode) -> Sequence[cst.CSTNode]:
    """``node.children``, memoised per conversion (libcst recomputes it on every access)."""
    hit = _KIDS.get(id(node))
    if hit is None or hit[0] is not node:
        hit = _KIDS[id(node)] = (node, node.children)
    return hit[1]


def expr_children(node: cst.CSTNode) -> Iterator[cst.CSTNode]:
    """Children of ``node`` that hold expressions (skips attr names, keywords, def names)."""
    if isinstance(node, cst.Attribute):
        yield node.value
    elif isinstance(node, cst.Arg):
        yield node.value
    elif isinstance(node, cst.Param):
        for c in (node.annotation, node.default):
            if c is not None:
                yield c
    elif isinstance(node, cst.FunctionDef):
        yield from node.decorators
        yield node.params
        if node.returns is not None:
            yield node.returns
        yield node.body
    elif isinstance(node, cst.ClassDef):
        yield from node.decorators
        yield from node.bases
        yield from node.keywords
        yield node.body
    elif isinstance(node, (cst.Import, cst.ImportFrom, cst.Global, cst.Nonlocal)):
        return
    else:
        yield from kids(node)


def iter_names(node: cst.CSTNode, skip: frozenset = frozenset()) -> Iterator[cst.CSTNode]:
    """Name and Attribute nodes in expression positions under ``node`` (ids in ``skip`` pruned)."""
    if id(node) in skip:
        return
    if isinstance(node, (cst.Name, cst.Attribute)):
        yield node
    for c in expr_children(node):
        yield from iter_names(c, skip)


def _is_builtin(fn: cst.FunctionDef) -> bool:
    for d in fn.decorators:
        e = d.decorator.func if isinstance(d.decorator, cst.Call) else d.decorator
        if (dotted(e) or "").split(".")[-1] == "runtime_builtin":
            return True
    return False


def _atomic(e: cst.BaseExpression) -> bool:
    atoms = (cst.Name, cst.Attribute, cst.Subscript, cst.Call, cst.BaseNumber, cst.BaseString,
             cst.List, cst.Dict, cst.Set, cst.ListComp, cst.SetComp, cst.DictComp)
    return isinstance(e, atoms) or bool(getattr(e, "lpar", ()))


def _paren(e: cst.BaseExpression, like: cst.BaseExpression | None = None) -> cst.BaseExpression:
    """``e`` parenthesised where needed to stand in for ``like`` (a call or an IfExp)."""
    if getattr(e, "lpar", ()):
        return e
    if like is not None and getattr(like, "lpar", ()):
        return e.with_changes(lpar=like.lpar, rpar=like.rpar)
    if like is not None and isinstance(like, cst.IfExp):
        return e
    return e if _atomic(e) else e.with_changes(lpar=[cst.LeftParen()], rpar=[cst.RightParen()])


def _single_assign(stmt: cst.CSTNode) -> tuple[str, cst.BaseExpression] | None:
    if isinstance(stmt, cst.SimpleStatementLine) and len(stmt.body) == 1:
        a = stmt.body[0]
        if isinstance(a, cst.Assign) and len(a.targets) == 1 and isinstance(a.targets[0].target, cst.Name):
            return a.targets[0].target.value, a.value
    return None


# ------------------------------------------------------------ module-level facts


@dataclass
class Env:
    """Names a module binds to CuPy, CuPy members, other device names, provider APIs, NumPy."""

    ns: set[str] = field(default_factory=set)
    members: dict[str, str] = field(default_factory=dict)
    other: set[str] = field(default_factory=set)
    api: set[str] = field(default_factory=set)
    numpy: set[str] = field(default_factory=set)

    def device_names(self) -> set[str]:
        return self.ns | set(self.members) | self.other | self.api

    def device_attr(self, e: cst.CSTNode) -> str | None:
        """``X`` when ``e`` is ``cp.X`` or a name imported ``from cupy import X``."""
        if isinstance(e, cst.Attribute) and isinstance(e.value, cst.Name) and e.value.value in self.ns:
            return e.attr.value
        if isinstance(e, cst.Name) and e.value in self.members:
            return self.members[e.value]
        return None

    def is_internal_chain(self, e: cst.CSTNode) -> bool:
        d = dotted(e) if isinstance(e, cst.Attribute) else None
        return bool(d) and forbidden_kind(d, CONSUMER) == "internal"


def _forbidden(module: str) -> str | None:
    return forbidden_kind(module, CONSUMER)


def import_unit(stmt: cst.CSTNode) -> list[tuple[str, str, str]] | None:
    """For a line importing only forbidden modules: [(bound name, kind, detail)], else None."""
    if not (isinstance(stmt, cst.SimpleStatementLine) and len(stmt.body) == 1):
        return None
    imp = stmt.body[0]
    out: list[tuple[str, str, str]] = []
    if isinstance(imp, cst.Import):
        for a in imp.names:
            mod = dotted(a.name) or ""
            kind = _forbidden(mod)
            if not kind:
                return None
            if a.asname is not None:
                name = a.asname.name.value
                out.append((name, "ns" if mod == "cupy" else ("api" if kind == "internal" else "other"), mod))
            else:
                top = mod.split(".")[0]
                out.append((top, "chain" if kind == "internal" else ("ns" if top == "cupy" else "other"), mod))
        return out
    if isinstance(imp, cst.ImportFrom) and not imp.relative and imp.module is not None:
        mod = dotted(imp.module) or ""
        if isinstance(imp.names, cst.ImportStar):
            return [("*", "other", mod)] if _forbidden(mod) else None
        for a in imp.names:
            name = dotted(a.name) or ""
            kind = _forbidden(mod) or _forbidden(f"{mod}.{name}")
            if not kind:
                return None
            bound = a.asname.name.value if a.asname is not None else name
            if kind == "internal":
                out.append((bound, "api", f"{mod}.{name}"))
            elif mod == "cupy":
                out.append((bound, "member", name))
            else:
                out.append((bound, "other", f"{mod}.{name}"))
        return out
    return None


def guard_unit(stmt: cst.CSTNode) -> list[tuple[str, str, str]] | None:
    """``try: <forbidden imports / flags> except ImportError: <flags>`` -> its bindings."""
    if not isinstance(stmt, cst.Try) or stmt.orelse is not None or stmt.finalbody is not None:
        return None
    if not isinstance(stmt.body, cst.IndentedBlock):
        return None
    out: list[tuple[str, str, str]] = []
    for s in stmt.body.body:
        unit = import_unit(s)
        if unit is not None:
            out.extend(unit)
        elif _flag(s):
            out.append((_flag(s), "other", "flag"))
        else:
            return None
    if not out or not any(k != "other" or d != "flag" for _, k, d in out):
        return None
    bound = {name for name, _, _ in out}
    for h in stmt.handlers:
        if not isinstance(h.body, cst.IndentedBlock):
            return None
        for s in h.body.body:
            if _flag(s):
                if _flag(s) not in bound:
                    out.append((_flag(s), "other", "flag"))
            elif not (isinstance(s, cst.SimpleStatementLine) and all(isinstance(x, cst.Pass) for x in s.body)):
                return None
    return out


def _flag(s: cst.CSTNode) -> str | None:
    """Name of ``NAME = None/True/False`` statements (availability flags)."""
    a = _single_assign(s)
    if a and isinstance(a[1], cst.Name) and a[1].value in {"None", "True", "False"}:
        return a[0]
    return None


def numpy_unit(stmt: cst.CSTNode) -> str | None:
    if isinstance(stmt, cst.SimpleStatementLine) and len(stmt.body) == 1:
        imp = stmt.body[0]
        if isinstance(imp, cst.Import) and len(imp.names) == 1 and dotted(imp.names[0].name) == "numpy":
            a = imp.names[0]
            return a.asname.name.value if a.asname is not None else "numpy"
    return None


def build_env(module: cst.Module) -> Env:
    env = Env()
    for node in _walk_statements(module):
        for name, kind, detail in (import_unit(node) or guard_unit(node) or []):
            if kind == "ns":
                env.ns.add(name)
            elif kind == "member":
                env.members[name] = detail
            elif kind == "api":
                env.api.add(name)
            elif kind == "other" and name != "*":
                env.other.add(name)
        np_name = numpy_unit(node)
        if np_name:
            env.numpy.add(np_name)
    return env


def _walk_statements(node: cst.CSTNode) -> Iterator[cst.CSTNode]:
    for c in kids(node):
        if isinstance(c, (cst.SimpleStatementLine, cst.BaseCompoundStatement)):
            yield c
        if not isinstance(c, cst.BaseExpression):
            yield from _walk_statements(c)


# --------------------------------------------------------------- per-builtin plan


@dataclass
class Plan:
    """What to do with one builtin, keyed by ``id()`` of nodes in the original tree."""

    fn: cst.FunctionDef
    collapse: dict[int, str] = field(default_factory=dict)   # If/IfExp -> "body"/"orelse"/"drop"
    transfers: dict[int, str] = field(default_factory=dict)  # Call -> "arg"/"recv"
    remove: set[int] = field(default_factory=set)            # statements to drop
    to_xp: set[int] = field(default_factory=set)             # Attribute: value -> xp
    member_to_xp: dict[int, str] = field(default_factory=dict)  # Name -> xp.<attr>
    rename: set[int] = field(default_factory=set)            # Name -> xp
    notes: list[tuple[cst.CSTNode, str]] = field(default_factory=list)
    pvars: set[str] = field(default_factory=set)             # provider variables


class Planner:
    """Decides, without changing anything, how one builtin would be rewritten."""

    def __init__(self, env: Env, fn: cst.FunctionDef):
        self.env, self.plan = env, Plan(fn)
        self.pvars: set[str] = self.plan.pvars
        self.amods: set[str] = set()
        self.devvals: set[str] = set()
        self.assigned: set[str] = set()
        self.branchy = False
        self._prepass(fn.body)
        self.np_to_xp = self.branchy

    # -- classification helpers ------------------------------------------------------
    def device_test(self, test: cst.BaseExpression) -> tuple[cst.BaseExpression, bool] | None:
        """(subject, negated) for ``[not] isinstance(subject, cp.ndarray)``."""
        neg = False
        if isinstance(test, cst.UnaryOperation) and isinstance(test.operator, cst.Not):
            test, neg = test.expression, True
        if (isinstance(test, cst.Call) and isinstance(test.func, cst.Name)
                and test.func.value == "isinstance" and len(test.args) == 2
                and self.env.device_attr(test.args[1].value) == "ndarray"):
            return test.args[0].value, neg
        return None

    def is_lookup(self, e: cst.CSTNode) -> bool:
        if not isinstance(e, cst.Call):
            return False
        root = _root(e.func)
        name = (dotted(e.func) or "").split(".")[-1]
        return (bool(root and root.value in self.env.api) or self.env.is_internal_chain(e.func)
                or name in LOOKUP_NAMES)

    def is_provider(self, e: cst.CSTNode) -> bool:
        return (isinstance(e, cst.Name) and e.value in self.pvars) or self.is_lookup(e)

    def device_call(self, e: cst.CSTNode) -> bool:
        if not isinstance(e, cst.Call):
            return False
        root = _root(e.func)
        if self.env.device_attr(e.func) == "asnumpy":
            return False
        if isinstance(e.func, cst.Attribute) and e.func.attr.value == "upload" and self.is_provider(e.func.value):
            return True
        return bool(root and (root.value in self.env.ns or root.value in self.env.members))

    # -- pre-pass: provider vars, array-module vars, device values, branches -----------
    def _prepass(self, body: cst.CSTNode) -> None:
        for node in _walk_all(body):
            a = _single_assign(node)
            if a:
                name, value = a
                self.assigned.add(name)
                if self.is_lookup(value):
                    self.pvars.add(name)
                    self.plan.remove.add(id(node))
                elif isinstance(value, cst.Call) and self.env.device_attr(value.func) == "get_array_module":
                    self.amods.add(name)
                    self.plan.remove.add(id(node))
                elif self.device_call(value):
                    self.devvals.add(name)
            elif (isinstance(node, cst.SimpleStatementLine) and len(node.body) == 1
                  and isinstance(node.body[0], cst.Expr) and self.is_lookup(node.body[0].value)):
                self.plan.remove.add(id(node))
            elif isinstance(node, (cst.If, cst.IfExp)):
                hit = self.device_test(node.test)
                if hit:
                    self.branchy = True
                    if isinstance(hit[0], cst.Name):
                        self.devvals.add(hit[0].value)

    # -- the main walk -----------------------------------------------------------------
    def note(self, node: cst.CSTNode, reason: str) -> None:
        self.plan.notes.append((node, reason))

    def run(self) -> Plan:
        fn = self.plan.fn
        for p in (*fn.params.posonly_params, *fn.params.params):
            if p.name.value == XP:
                self.note(p, "`xp` is already a positional parameter")
        if XP in self.assigned - self.amods:
            self.note(fn, "`xp` is assigned in the body")
        self.visit(fn.params)
        self.visit(fn.body)
        return self.plan

    def visit(self, n: cst.CSTNode) -> None:
        env, plan = self.env, self.plan
        if id(n) in plan.remove:
            return
        if isinstance(n, cst.SimpleStatementLine):
            if len(n.body) > 1 and any(isinstance(s, cst.Expr) and self.is_lookup(s.value) for s in n.body):
                self.note(n, "several statements on one line with a provider lookup")
            if import_unit(n) is not None:
                return
        if isinstance(n, cst.If) and isinstance(n.orelse, cst.If) and self.device_test(n.orelse.test):
            self.note(n.orelse, "device test in an elif branch")
        if isinstance(n, cst.If) and self.device_test(n.test):
            _, neg = self.device_test(n.test)
            if neg:
                plan.collapse[id(n)] = "body"
                self.visit(n.body)
            elif n.orelse is None:
                plan.collapse[id(n)] = "drop"
            else:
                plan.collapse[id(n)] = "orelse"
                self.visit(n.orelse.body if isinstance(n.orelse, cst.Else) else n.orelse)
            return
        if isinstance(n, cst.IfExp) and self.device_test(n.test):
            _, neg = self.device_test(n.test)
            plan.collapse[id(n)] = "body" if neg else "orelse"
            self.visit(n.body if neg else n.orelse)
            return
        if isinstance(n, cst.Call):
            kind = self.transfer(n)
            if kind == "noted":
                for a in n.args:
                    self.visit(a)
                return
            if kind:
                plan.transfers[id(n)] = kind
                self.visit(n.func.value if kind == "recv" else n.args[0].value)
                return
        if isinstance(n, cst.Attribute):
            self.attribute(n)
            return
        if isinstance(n, cst.Name):
            self.name(n)
            return
        for c in expr_children(n):
            self.visit(c)

    def transfer(self, n: cst.Call) -> str | None:
        attr = self.env.device_attr(n.func)
        plain = len(n.args) == 1 and n.args[0].keyword is None and not n.args[0].star
        if attr == "asnumpy":
            if plain:
                return "arg"
            self.note(n, "asnumpy() with options")
            return "noted"
        if attr == "asarray" and plain and isinstance(n.args[0].value, (cst.Name, cst.Attribute, cst.Subscript)):
            return "arg"
        if isinstance(n.func, cst.Attribute):
            recv, meth = n.func.value, n.func.attr.value
            if meth == "get" and not n.args and (
                (isinstance(recv, cst.Name) and recv.value in self.devvals) or self.device_call(recv)
            ):
                return "recv"
            if meth in {"upload", "download"} and plain and self.is_provider(recv):
                return "arg"
        return None

    def attribute(self, n: cst.Attribute) -> None:
        env, plan = self.env, self.plan
        attr = env.device_attr(n)
        if attr is not None:
            src = f"{n.value.value}.{attr}"
            if attr == "ndarray":
                self.note(n, f"`{src}` test outside a collapsible if/else")
            elif attr in CUPY_ONLY or attr.startswith("_"):
                self.note(n, f"`{src}` is CuPy-only; no array-namespace equivalent")
            else:
                plan.to_xp.add(id(n))
            return
        if self.is_provider(n.value):
            shown = n.value.value if isinstance(n.value, cst.Name) else "provider"
            self.note(n, f"provider call `{shown}.{n.attr.value}(...)` has no guarded equivalent")
            return
        if env.is_internal_chain(n):
            self.note(n, f"attribute reach into `{dotted(n)}`")
            return
        if (self.np_to_xp and isinstance(n.value, cst.Name) and n.value.value in env.numpy
                and n.attr.value not in HOST_ONLY_NUMPY):
            plan.to_xp.add(id(n))
            return
        self.visit(n.value)

    def name(self, n: cst.Name) -> None:
        env, v = self.env, n.value
        if v in env.members:
            attr = env.members[v]
            if attr in CUPY_ONLY:
                self.note(n, f"`{v}` (cupy.{attr}) is CuPy-only; no array-namespace equivalent")
            else:
                self.plan.member_to_xp[id(n)] = attr
        elif v in env.ns:
            self.note(n, f"device module `{v}` used as a value")
        elif v in env.other:
            self.note(n, f"`{v}` comes from a device-library import with no array-namespace equivalent")
        elif v in env.api:
            self.note(n, f"accel internal `{v}` used directly")
        elif v in self.pvars:
            self.note(n, f"provider object `{v}` used directly")
        elif v in self.amods and v != XP:
            self.plan.rename.add(id(n))


def _walk_all(node: cst.CSTNode) -> Iterator[cst.CSTNode]:
    yield node
    for c in kids(node):
        yield from _walk_all(c)


# ------------------------------------------------------------------ transformer


class Rewriter(cst.CSTTransformer):
    """Applies plans (phase 1) and removes dead import units (phase 2)."""

    def __init__(self, env: Env, plans: dict[int, Plan], drop_units: bool = False,
                 referenced: set[str] | None = None, chains_left: bool = False):
        self.env, self.plans = env, plans
        self.collapse: dict[int, str] = {}
        self.transfers: dict[int, str] = {}
        self.remove: set[int] = set()
        self.to_xp: set[int] = set()
        self.member_to_xp: dict[int, str] = {}
        self.rename: set[int] = set()
        for p in plans.values():
            self.collapse |= p.collapse
            self.transfers |= p.transfers
            self.remove |= p.remove
            self.to_xp |= p.to_xp
            self.member_to_xp |= p.member_to_xp
            self.rename |= p.rename
        self.drop_units, self.referenced, self.chains_left = drop_units, referenced or set(), chains_left
        self.markers: set[int] = set()
        self._alive: list[cst.CSTNode] = []  # markers stay referenced so their ids are never reused
        self.numpy_was_used = False
        self.plan_lines = {id(n) for p in plans.values() for n in _walk_all(p.fn)
                           if isinstance(n, cst.SimpleStatementLine)}
        self.failed: list[tuple[cst.CSTNode, str]] = []

    def _marker(self, stmt: cst.CSTNode) -> cst.SimpleStatementLine:
        m = cst.SimpleStatementLine(body=[cst.Pass()], leading_lines=getattr(stmt, "leading_lines", ()))
        self.markers.add(id(m))
        self._alive.append(m)
        return m

    def _dead_unit(self, node: cst.CSTNode) -> bool:
        if not self.drop_units:
            return False
        unit = import_unit(node) or guard_unit(node)
        if unit is not None:
            for name, kind, _ in unit:
                if kind == "chain":
                    if self.chains_left or name in self.referenced:
                        return False
                elif name == "*" or name in self.referenced:
                    return False
            return True
        np_name = numpy_unit(node)
        return bool(np_name and np_name in self.env.numpy and np_name not in self.referenced
                    and self.numpy_was_used)

    # statements ----------------------------------------------------------------------
    def leave_SimpleStatementLine(self, original, updated):
        if id(original) in self.remove or self._dead_unit(original):
            return self._marker(updated)
        if id(original) in self.plan_lines:
            a = _single_assign(updated)
            if a and isinstance(a[1], cst.Name) and a[1].value == a[0]:
                return self._marker(updated)  # `v = v` left by a removed transfer
        return updated

    def leave_Try(self, original, updated):
        return self._marker(updated) if self._dead_unit(original) else updated

    def leave_If(self, original, updated):
        how = self.collapse.get(id(original))
        if how is None:
            return updated
        if how == "drop":
            return self._marker(updated)
        block = updated.body if how == "body" else updated.orelse
        if isinstance(block, cst.Else):
            block = block.body
        if isinstance(block, cst.If):
            stmts = [block.with_changes(leading_lines=())]
        elif isinstance(block, cst.SimpleStatementSuite):
            stmts = [cst.SimpleStatementLine(body=list(block.body))]
        else:
            stmts = list(block.body)
        first = stmts[0]
        stmts[0] = first.with_changes(leading_lines=[*updated.leading_lines, *first.leading_lines])
        return cst.FlattenSentinel(stmts)

    def leave_IndentedBlock(self, original, updated):
        return updated.with_changes(body=self._compact(updated.body, indented=True))

    def leave_Module(self, original, updated):
        return updated.with_changes(body=self._compact(updated.body, indented=False))

    def _compact(self, stmts, indented: bool):
        out, carry, removed = [], [], False
        for s in stmts:
            if id(s) in self.markers:
                carry.extend(s.leading_lines)
                removed = True
                continue
            if removed:
                own = list(s.leading_lines)
                if not out:
                    carry = [ln for ln in carry if ln.comment is not None]
                    while indented and own and own[0].comment is None:
                        own.pop(0)
                blank_carry = all(ln.comment is None for ln in carry)
                has_blank = any(ln.comment is None for ln in own)
                merged = own if (blank_carry and (has_blank or not out)) else [*carry, *own]
                s = s.with_changes(leading_lines=merged)
                carry, removed = [], False
            out.append(s)
        if not out and indented:
            out = [cst.SimpleStatementLine(body=[cst.Pass()])]
        return out

    # expressions ---------------------------------------------------------------------
    def leave_IfExp(self, original, updated):
        how = self.collapse.get(id(original))
        if how is None:
            return updated
        return _paren(updated.body if how == "body" else updated.orelse, updated)

    def leave_Call(self, original, updated):
        kind = self.transfers.get(id(original))
        if kind == "arg":
            return _paren(updated.args[0].value)
        if kind == "recv":
            return _paren(updated.func.value)
        return updated

    def leave_Attribute(self, original, updated):
        if id(original) in self.to_xp:
            return updated.with_changes(value=cst.Name(XP))
        return updated

    def leave_Name(self, original, updated):
        if id(original) in self.member_to_xp:
            return cst.Attribute(value=cst.Name(XP), attr=cst.Name(self.member_to_xp[id(original)]))
        if id(original) in self.rename:
            return updated.with_changes(value=XP)
        return updated

    def leave_FunctionDef(self, original, updated):
        if id(original) not in self.plans:
            return updated
        names = {n.value for n in iter_names(updated.body) if isinstance(n, cst.Name)}
        left = names & (self.env.device_names() | self.plans[id(original)].pvars)
        if left:
            self.failed.append((original, f"could not rewrite every device reference ({', '.join(sorted(left))})"))
            return original
        if XP in names:
            return updated.with_changes(params=_with_xp(updated.params))
        return updated


def _with_xp(params: cst.Parameters) -> cst.Parameters:
    """``params`` with a keyword-only ``xp`` first after ``*``/``*args`` (kept if present)."""
    every = [*params.posonly_params, *params.params, *params.kwonly_params]
    if isinstance(params.star_arg, cst.Param):
        every.append(params.star_arg)
    if any(p.name.value == XP for p in every):
        return params
    xp = cst.Param(name=cst.Name(XP))
    if isinstance(params.star_arg, (cst.Param, cst.ParamStar)):
        return params.with_changes(kwonly_params=[xp, *params.kwonly_params])
    return params.with_changes(star_arg=cst.ParamStar(), kwonly_params=[xp])


# ----------------------------------------------------------------------- driver


def convert_source(code: str) -> Conversion:
    """Rewrite one module's source; notes carry 1-based line numbers."""
    _KIDS.clear()
    try:
        return _convert(code)
    finally:
        _KIDS.clear()


def _convert(code: str) -> Conversion:
    wrapper = MetadataWrapper(cst.parse_module(code))
    module = wrapper.module
    pos = wrapper.resolve(PositionProvider)
    env = build_env(module)
    devnames = env.device_names()
    if not devnames and not _has_internal_chain(module, env):
        return Conversion(code)

    notes: list[tuple[cst.CSTNode, str]] = []
    plans: dict[int, Plan] = {}
    builtins = [n for n in _walk_all(module) if isinstance(n, cst.FunctionDef) and _is_builtin(n)]
    for fn in builtins:
        if not _touches_device(fn, env):
            continue
        planner = Planner(env, fn)
        plan = planner.run()
        if plan.notes:
            notes.extend(plan.notes)
        else:
            plans[id(fn)] = plan

    skip = frozenset(id(f) for f in builtins) | frozenset(
        id(s) for s in _walk_statements(module) if import_unit(s) is not None or guard_unit(s) is not None
    )
    for n in iter_names(module, skip):
        if (isinstance(n, cst.Name) and n.value in devnames) or (
            isinstance(n, cst.Attribute) and env.is_internal_chain(n) and not env.is_internal_chain(n.value)
        ):
            shown = n.value if isinstance(n, cst.Name) else dotted(n)
            notes.append((n, f"`{shown}` used outside a @runtime_builtin function"))

    phase1 = Rewriter(env, plans)
    module1 = module.visit(phase1)
    notes.extend(phase1.failed)

    referenced, chains = _references(module1, env)
    phase2 = Rewriter(env, {}, drop_units=True, referenced=referenced, chains_left=chains)
    phase2.numpy_was_used = bool(env.numpy & _references(module, env)[0])
    module2 = module1.visit(phase2)

    seen, out = set(), []
    for node, reason in notes:
        line = pos[node].start.line
        if (line, reason) not in seen:
            seen.add((line, reason))
            out.append(Note(line, reason))
    out.sort(key=lambda n: (n.line, n.reason))
    return Conversion(module2.code, out)


def _touches_device(fn: cst.FunctionDef, env: Env) -> bool:
    names = env.device_names()
    for n in iter_names(fn.params):
        if isinstance(n, cst.Name) and n.value in names:
            return True
    for n in _walk_all(fn.body):
        if isinstance(n, cst.Name) and n.value in names:
            return True
        if isinstance(n, cst.Attribute) and env.is_internal_chain(n):
            return True
        if import_unit(n) is not None:
            return True
        if isinstance(n, cst.Call) and (dotted(n.func) or "").split(".")[-1] in LOOKUP_NAMES:
            return True
    return False


def _has_internal_chain(module: cst.Module, env: Env) -> bool:
    return any(isinstance(n, cst.Attribute) and env.is_internal_chain(n) for n in _walk_all(module))


def _references(module: cst.Module, env: Env) -> tuple[set[str], bool]:
    """Names referenced outside import units, and whether internal chains remain."""
    skip = frozenset(id(s) for s in _walk_statements(module)
                     if import_unit(s) is not None or guard_unit(s) is not None or numpy_unit(s))
    names, chains = set(), False
    for n in iter_names(module, skip):
        if isinstance(n, cst.Name):
            names.add(n.value)
        elif env.is_internal_chain(n):
            chains = True
    return names, chains


def convert_path(path: Path, check: bool = False, out=None, err=None) -> tuple[bool, bool]:
    """Convert one file (in place unless ``check``). Returns (changed, ok)."""
    out, err = out or sys.stdout, err or sys.stderr
    try:
        code = path.read_text(encoding="utf-8")
        result = convert_source(code)
    except (OSError, UnicodeDecodeError, cst.ParserSyntaxError) as exc:
        print(f"{path}:1: cannot convert: {str(exc).splitlines()[0]}", file=err)
        return False, False
    for note in result.notes:
        print(note.format(str(path)), file=err)
    changed = result.changed(code)
    if changed and check:
        out.writelines(difflib.unified_diff(code.splitlines(True), result.code.splitlines(True),
                                            f"a/{path}", f"b/{path}"))
    elif changed:
        path.write_text(result.code, encoding="utf-8")
    return changed, True


def _files(paths: Iterable[str]) -> Iterator[Path]:
    for p in map(Path, paths):
        yield from iter_python_files(p) if p.exists() else [p]


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="convert_accel_provider", description=__doc__.splitlines()[0])
    ap.add_argument("paths", nargs="+", metavar="PATH")
    ap.add_argument("--check", action="store_true", help="print a diff; exit 1 if anything would change")
    args = ap.parse_args(argv)
    changed_any, failed = False, False
    for f in _files(args.paths):
        changed, ok = convert_path(f, check=args.check)
        changed_any |= changed
        failed |= not ok
    if failed:
        return 2
    return 1 if (args.check and changed_any) else 0


if __name__ == "__main__":
    sys.exit(main())
