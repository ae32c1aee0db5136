"""Check the accel boundary: builtins, the VM and plugins never reach a device library or accel internals.

A stdlib-only AST checker (rule codes RMB000-RMB006, documented in docs/boundary.md).
It catches what an import graph cannot: aliased importlib calls, module names held in
string constants, ``sys.modules`` lookups and attribute/getattr reach into internals.

CLI:  python tools/check_boundary.py [PATH ...] [--plugin PATH ...]
API:  check_paths(paths, plugin=False) -> list[Violation];  check(paths, plugin_paths) -> Report
"""

from __future__ import annotations

import argparse
import ast
import re
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterable, Iterator, Sequence

REPO_ROOT = Path(__file__).resolve().parents[2]  # the checkout holding runmat_builtins/testing/
DEFAULT_TARGETS = ("runmat_builtins", "runmat_vm", "runmat_accel", "plugins")
DEVICE_LIBS = frozenset({"cupy", "cupyx", "cupy_backends"})
ACCEL = "runmat_accel"
KNOWN_TOPS = frozenset({ACCEL, "runmat_builtins", "runmat_vm"})
# Public modules builtins/plugins may import (documentation; everything else that is
# not private by name is tolerated, private and provider modules are not).
PUBLIC_ACCEL_MODULES = frozenset(
    {ACCEL, f"{ACCEL}.gpuarray", f"{ACCEL}.telemetry", f"{ACCEL}.messages",
     f"{ACCEL}.guard", f"{ACCEL}.provider", f"{ACCEL}.hookspecs"}
)
SKIP_DIRS = frozenset(
    {"tests", "test", "__pycache__", "node_modules", "build", "dist", "site-packages", "venv", "env"}
)

RULES = {
    "RMB000": "file cannot be read or parsed",
    "RMB001": "imports a device library",
    "RMB002": "imports runmat_accel internals",
    "RMB003": "dynamic import of a forbidden module",
    "RMB004": "sys.modules lookup of a forbidden module",
    "RMB005": "attribute access into a forbidden module",
    "RMB006": "dynamic import or sys.modules lookup with an unresolvable module name",
}
SUPPRESSIBLE = frozenset({"RMB006"})
# A module without any of these tokens cannot reach a forbidden module by any form the
# checker resolves, so it is only parsed (fast path for the common case).
_RISKY = re.compile(r"cupy|runmat_accel|importlib|__import__|import_module|modules|find_spec|find_loader"
                    r"|get_loader|run_module|\b(?:exec|eval|compile)\s*\(|from\s+\.")
_NOQA = re.compile(r"#\s*noqa\s*:\s*([A-Z0-9, ]+)", re.IGNORECASE)

# Roles: CONSUMER (builtins, VM, plugins, anything unknown), ACCEL (runmat_accel
# itself: internals fine, device libs not), DEVICE (runmat_accel/providers/cuda*).
CONSUMER, ACCEL_ROLE, DEVICE = "consumer", "accel", "device"

IMPORT_FUNCS = frozenset(
    {"importlib.import_module", "importlib.__import__", "builtins.__import__",
     "importlib._bootstrap._gcd_import", "runpy.run_module"}
)
PROBE_FUNCS = frozenset(
    {"importlib.util.find_spec", "pkgutil.get_loader", "pkgutil.find_loader"}
)
MODULES_METHODS = frozenset({"get", "pop", "setdefault", "__getitem__"})
BUILTIN_NAMES = frozenset({"__import__", "getattr", "exec", "eval", "compile"})
_BINDING_NODES = frozenset(
    {ast.Import, ast.ImportFrom, ast.Assign, ast.AnnAssign, ast.NamedExpr, ast.AugAssign, ast.For,
     ast.AsyncFor, ast.comprehension, ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda, ast.With,
     ast.AsyncWith, ast.ExceptHandler}
)
WALKERS = frozenset({"walk_packages", "iter_modules"})
MARK = "\0"  # marks an unknown continuation in a folded string
_FOLD_LIMIT = 32


@dataclass(frozen=True, order=True)
class Violation:
    """One boundary violation at ``path:line:col`` (1-based column)."""

    path: str
    line: int
    col: int
    code: str
    message: str

    def format(self) -> str:
        return f"{self.path}:{self.line}:{self.col}: {self.code} {self.message}"


@dataclass
class Report:
    """The outcome of a run: violations plus how many files were checked."""

    violations: list[Violation] = field(default_factory=list)
    files_checked: int = 0


# --------------------------------------------------------------------------- roles


def module_parts(path: Path) -> tuple[list[str], bool]:
    """Dotted module name of ``path`` from its ``__init__.py`` chain (or a known package dir)."""
    is_pkg = path.name == "__init__.py"
    parts = [] if is_pkg else [path.stem]
    d = path.parent
    while (d / "__init__.py").is_file():
        parts.insert(0, d.name)
        d = d.parent
    if not parts or parts[0] not in KNOWN_TOPS:
        anc = path.resolve().parts[:-1]
        for i in range(len(anc) - 1, -1, -1):
            if anc[i] in KNOWN_TOPS:
                parts = list(anc[i:]) + ([] if is_pkg else [path.stem])
                break
    return parts, is_pkg


def role_for(path: Path, plugin: bool = False) -> str:
    """Which rules apply: plugin code and everything outside runmat_accel are consumers.

    A ``plugins`` directory anywhere above the file (relative to the repo root when the
    file is inside it, else in its absolute path) makes it plugin code.
    """
    if plugin:
        return CONSUMER
    rpath = path.resolve()
    try:
        rel = rpath.relative_to(REPO_ROOT)
    except ValueError:
        rel = rpath
    if "plugins" in rel.parts[:-1]:
        return CONSUMER
    mod, _ = module_parts(path)
    if mod and mod[0] == ACCEL:
        if len(mod) >= 3 and mod[1] == "providers" and mod[2].startswith("cuda"):
            return DEVICE
        return ACCEL_ROLE
    return CONSUMER


def forbidden_kind(module: str, role: str) -> str | None:
    """'device' or 'internal' when ``module`` is off limits for ``role``, else None."""
    parts = module.split(".")
    if parts[0] in DEVICE_LIBS:
        return None if role == DEVICE else "device"
    if parts[0] == ACCEL and role == CONSUMER and len(parts) > 1:
        if parts[1] == "providers" or any(_private(p) for p in parts[1:]):
            return "internal"
    return None


def _private(name: str) -> bool:
    return name.startswith("_") and not (name.startswith("__") and name.endswith("__"))


def _could_be_forbidden(prefix: str, role: str) -> bool:
    """Could a module name that starts with ``prefix`` (rest unknown) be forbidden?"""
    if role == DEVICE:
        return False
    top, dot, _ = prefix.partition(".")
    risky = set(DEVICE_LIBS) | ({ACCEL} if role == CONSUMER else set())
    if not dot:
        return any(r.startswith(top) for r in risky) or top.startswith("cupy")
    return top in risky


# ------------------------------------------------------------------ name bindings


class Bindings:
    """Flat (scope-insensitive, hence conservative) map of names to modules and values."""

    def __init__(self, tree: ast.AST, mod: list[str], is_pkg: bool):
        self.modules: dict[str, set[str]] = {}
        self.values: dict[str, list[ast.expr | None]] = {}
        self.mod, self.is_pkg = mod, is_pkg
        self.walkers: dict[str, ast.Call] = {}  # loop var -> pkgutil.walk_packages(...) call
        self.funcs: list[ast.AST] = []
        self.calls: list[ast.Call] = []
        self.loads: dict[str, int] = {}
        self._memo: dict[tuple[str, str], set[str]] = {}
        for node in ast.walk(tree):
            self._collect(node)
        self.calls_by_name: dict[str, list[ast.Call]] = {}
        for call in self.calls:
            if isinstance(call.func, ast.Name):
                self.calls_by_name.setdefault(call.func.id, []).append(call)
        for fn in self.funcs:
            self._params(fn)

    def _sites(self, fn: ast.AST) -> list[ast.Call] | None:
        """Call sites of a module-private function that never escapes as a value, else None."""
        name = getattr(fn, "name", "")
        if not _private(name):
            return None
        calls = self.calls_by_name.get(name, [])
        if not calls or self.loads.get(name, 0) != len(calls):
            return None
        if any(isinstance(a, ast.Starred) for c in calls for a in c.args):
            return None
        if any(k.arg is None for c in calls for k in c.keywords):
            return None
        return calls

    def _params(self, fn: ast.AST) -> None:
        """Bind parameters: unknown, plus defaults; private functions take their call-site values."""
        args: ast.arguments = fn.args
        sites = self._sites(fn)
        positional = args.posonlyargs + args.args
        defaults = [None] * (len(positional) - len(args.defaults)) + list(args.defaults)
        pairs = list(zip(positional, defaults)) + list(zip(args.kwonlyargs, args.kw_defaults))
        for i, (a, d) in enumerate(pairs):
            if d is not None:
                self._value(a.arg, d)
            if sites is None:
                self._value(a.arg, None)
                continue
            for call in sites:
                kw = [k.value for k in call.keywords if k.arg == a.arg]
                if i < len(positional) and i < len(call.args):
                    self._value(a.arg, call.args[i])
                elif kw:
                    self._value(a.arg, kw[0])
        for a in (args.vararg, args.kwarg):
            if a:
                self._value(a.arg, None)

    def absolute(self, module: str | None, level: int) -> str | None:
        """Resolve a (possibly relative) ``from`` import target to an absolute name."""
        if not level:
            return module
        pkg = self.mod if self.is_pkg else self.mod[:-1]
        if level - 1 > len(pkg) or not pkg:
            return None
        base = pkg[: len(pkg) - (level - 1)]
        return ".".join(base + ([module] if module else [])) or None

    def _value(self, name: str, expr: ast.expr | None) -> None:
        self.values.setdefault(name, []).append(expr)

    def _targets(self, target: ast.expr, value: ast.expr | None) -> None:
        if isinstance(target, ast.Name):
            self._value(target.id, value)
        elif isinstance(target, (ast.Tuple, ast.List)):
            vals = value.elts if isinstance(value, (ast.Tuple, ast.List)) else None
            if vals is not None and len(vals) != len(target.elts):
                vals = None
            for i, t in enumerate(target.elts):
                self._targets(t, vals[i] if vals else None)

    def _collect(self, node: ast.AST) -> None:
        kind = type(node)
        if kind is ast.Name:
            if type(node.ctx) is ast.Load:
                self.loads[node.id] = self.loads.get(node.id, 0) + 1
            return
        if kind is ast.Call:
            self.calls.append(node)
            return
        if kind not in _BINDING_NODES:
            return
        if isinstance(node, ast.Import):
            for a in node.names:
                if a.asname:
                    self.modules.setdefault(a.asname, set()).add(a.name)
                else:
                    top = a.name.split(".")[0]
                    self.modules.setdefault(top, set()).add(top)
        elif isinstance(node, ast.ImportFrom):
            base = self.absolute(node.module, node.level)
            for a in node.names:
                if base and a.name != "*":
                    self.modules.setdefault(a.asname or a.name, set()).add(f"{base}.{a.name}")
        elif isinstance(node, ast.Assign):
            for t in node.targets:
                self._targets(t, node.value)
        elif isinstance(node, (ast.AnnAssign, ast.NamedExpr)) and node.value is not None:
            self._targets(node.target, node.value)
        elif isinstance(node, ast.AugAssign) and isinstance(node.target, ast.Name):
            self._value(node.target.id, None)
        elif isinstance(node, (ast.For, ast.AsyncFor, ast.comprehension)):
            self._loop(node)
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
            self.funcs.append(node)
        elif isinstance(node, (ast.With, ast.AsyncWith)):
            for item in node.items:
                if item.optional_vars is not None:
                    self._targets(item.optional_vars, None)
        elif isinstance(node, ast.ExceptHandler) and node.name:
            self._value(node.name, None)

    def _loop(self, node: ast.AST) -> None:
        it, target = node.iter, node.target
        if isinstance(it, ast.Call) and _last_name(it.func) in WALKERS:
            # ``for info in pkgutil.walk_packages(path, prefix=P)`` / ``for _, name, _ in ...``
            if isinstance(target, ast.Tuple) and len(target.elts) == 3:
                target = target.elts[1]
                if isinstance(target, ast.Name):
                    self.walkers[target.id] = it
            elif isinstance(target, ast.Name):
                self.walkers[f"{target.id}.name"] = it
            return
        elts = it.elts if isinstance(it, (ast.Tuple, ast.List, ast.Set)) else [None]
        for e in elts:
            self._targets(target, e)

    def _walk_names(self, call: ast.Call, seen: frozenset) -> set[str]:
        """Module names a walk_packages/iter_modules loop yields: its prefix, then unknown."""
        if not ({f"pkgutil.{w}" for w in WALKERS} & self.paths(call.func)):
            return {MARK}
        prefix = _arg(call, 1, "prefix")
        return {p + MARK for p in self.fold(prefix, seen)} if prefix is not None else {MARK}

    # -- resolution -----------------------------------------------------------------

    def paths(self, expr: ast.expr, seen: frozenset = frozenset()) -> set[str]:
        """Dotted module/attribute paths ``expr`` may evaluate to (empty if unknown)."""
        if isinstance(expr, ast.Name):
            key = ("paths", expr.id)
            if key in self._memo:
                return self._memo[key]
            self._memo[key] = set()  # a cycle resolves to nothing
            out = set(self.modules.get(expr.id, ()))
            for v in self.values.get(expr.id, ()):
                if v is not None and not isinstance(v, (ast.Constant, ast.JoinedStr)):
                    out |= self.paths(v, seen)
            if not out and expr.id in BUILTIN_NAMES and expr.id not in self.values:
                out.add(f"builtins.{expr.id}")
            self._memo[key] = out
            return out
        if isinstance(expr, ast.Attribute):
            return {f"{p}.{expr.attr}" for p in self.paths(expr.value, seen)}
        if isinstance(expr, ast.Call):
            fpaths = self.paths(expr.func, seen)
            if "builtins.getattr" in fpaths and len(expr.args) >= 2:
                names = [s for s in self.fold(expr.args[1]) if MARK not in s]
                return {f"{p}.{n}" for p in self.paths(expr.args[0], seen) for n in names}
            if fpaths & IMPORT_FUNCS and expr.args:
                return {s for s in self.fold(expr.args[0]) if MARK not in s}
            return set()
        if isinstance(expr, ast.Subscript) and "sys.modules" in self.paths(expr.value, seen):
            return {s for s in self.fold(expr.slice) if MARK not in s}
        return set()

    def fold(self, expr: ast.expr | None, seen: frozenset = frozenset()) -> set[str]:
        """Possible string values of ``expr``; an unknown tail is marked with MARK."""
        if expr is None:
            return {MARK}
        if isinstance(expr, ast.Constant):
            return {expr.value} if isinstance(expr.value, str) else {MARK}
        if isinstance(expr, ast.Attribute) and isinstance(expr.value, ast.Name):
            key = f"{expr.value.id}.{expr.attr}"
            if key in self.walkers and key not in seen:
                return self._walk_names(self.walkers[key], seen | {key})
        if isinstance(expr, ast.Name):
            if expr.id in self.walkers and expr.id not in seen:
                return self._walk_names(self.walkers[expr.id], seen | {expr.id})
            if expr.id in {"__name__", "__package__"} and expr.id not in self.values and self.mod:
                pkg = self.mod if (self.is_pkg or expr.id == "__name__") else self.mod[:-1]
                return {".".join(pkg)} if pkg else {MARK}
            vals = self.values.get(expr.id)
            if not vals:
                return {MARK}
            key = ("fold", expr.id)
            if key in self._memo:
                return self._memo[key]
            self._memo[key] = {MARK}  # a cycle is unknown
            out: set[str] = set()
            for v in vals:
                out |= self.fold(v, seen)
                if len(out) > _FOLD_LIMIT:
                    break
            self._memo[key] = _cap(out)
            return self._memo[key]
        if isinstance(expr, ast.BinOp) and isinstance(expr.op, ast.Add):
            return _concat([self.fold(expr.left, seen), self.fold(expr.right, seen)])
        if isinstance(expr, ast.JoinedStr):
            pieces = []
            for v in expr.values:
                if isinstance(v, ast.FormattedValue):
                    plain = v.conversion == -1 and v.format_spec is None
                    pieces.append(self.fold(v.value, seen) if plain else {MARK})
                else:
                    pieces.append(self.fold(v, seen))
            return _concat(pieces)
        if (
            isinstance(expr, ast.Call)
            and isinstance(expr.func, ast.Attribute)
            and expr.func.attr == "join"
            and isinstance(expr.func.value, ast.Constant)
            and isinstance(expr.func.value.value, str)
            and len(expr.args) == 1
            and isinstance(expr.args[0], (ast.List, ast.Tuple))
        ):
            sep = expr.func.value.value
            pieces: list[set[str]] = []
            for i, e in enumerate(expr.args[0].elts):
                if i:
                    pieces.append({sep})
                pieces.append(self.fold(e, seen))
            return _concat(pieces)
        return {MARK}


def _last_name(e: ast.expr) -> str:
    if isinstance(e, ast.Attribute):
        return e.attr
    return e.id if isinstance(e, ast.Name) else ""


def _concat(pieces: list[set[str]]) -> set[str]:
    out = {""}
    for piece in pieces:
        out = _cap({a if a.endswith(MARK) else a + b for a in out for b in piece})
    return out


def _cap(values: set[str]) -> set[str]:
    if len(values) <= _FOLD_LIMIT:
        return values
    return set(sorted(values)[:_FOLD_LIMIT]) | {MARK}


# ------------------------------------------------------------------------ checker


def _arg(call: ast.Call, pos: int, kw: str) -> ast.expr | None:
    if len(call.args) > pos and not any(isinstance(a, ast.Starred) for a in call.args[: pos + 1]):
        return call.args[pos]
    for k in call.keywords:
        if k.arg == kw:
            return k.value
    return None


class Checker(ast.NodeVisitor):
    """Walk one module and record violations for its role."""

    def __init__(self, path: str, role: str, binds: Bindings, at: tuple[int, int] | None = None):
        self.path, self.role, self.b, self.at = path, role, binds, at
        self.found: list[Violation] = []

    def report(self, node: ast.AST, code: str, msg: str) -> None:
        line, col = self.at or (getattr(node, "lineno", 1), getattr(node, "col_offset", 0) + 1)
        if self.at:
            msg = f"{msg} (in source text passed to exec/eval/compile)"
        self.found.append(Violation(self.path, line, col, code, msg))

    def _what(self, kind: str, module: str) -> str:
        if kind == "device":
            return f"device library '{module}' (only runmat_accel/providers/cuda* may use it)"
        return f"runmat_accel internal '{module}' (use the public runmat_accel API)"

    # static imports ----------------------------------------------------------------
    def visit_Import(self, node: ast.Import) -> None:
        for a in node.names:
            kind = forbidden_kind(a.name, self.role)
            if kind:
                code = "RMB001" if kind == "device" else "RMB002"
                self.report(a if hasattr(a, "lineno") else node, code, f"imports {self._what(kind, a.name)}")

    def visit_ImportFrom(self, node: ast.ImportFrom) -> None:
        base = self.b.absolute(node.module, node.level)
        if not base:
            return
        kind = forbidden_kind(base, self.role)
        if kind:
            code = "RMB001" if kind == "device" else "RMB002"
            self.report(node, code, f"imports from {self._what(kind, base)}")
            return
        for a in node.names:
            full = f"{base}.{a.name}"
            kind = forbidden_kind(full, self.role) if a.name != "*" else None
            if kind:
                code = "RMB001" if kind == "device" else "RMB002"
                self.report(a if hasattr(a, "lineno") else node, code, f"imports {self._what(kind, full)}")

    # dynamic imports, sys.modules, getattr, exec -------------------------------------
    def visit_Call(self, node: ast.Call) -> None:
        fpaths = self.b.paths(node.func)
        if fpaths & IMPORT_FUNCS or (fpaths & PROBE_FUNCS and self.role == CONSUMER):
            self._dynamic_import(node, fpaths)
        elif isinstance(node.func, ast.Attribute) and node.func.attr in MODULES_METHODS:
            if "sys.modules" in self.b.paths(node.func.value) and node.args:
                self._modules_key(node, node.args[0])
        elif "builtins.getattr" in fpaths and len(node.args) >= 2:
            self._reach(node, node.args[0])
        elif fpaths & {"builtins.exec", "builtins.eval", "builtins.compile"} and node.args:
            self._exec(node)
        self.generic_visit(node)

    def _dynamic_import(self, node: ast.Call, fpaths: set[str]) -> None:
        name = _arg(node, 0, "name")
        if name is None:
            return
        is_dunder = bool(fpaths & {"builtins.__import__", "importlib.__import__"})
        package = None if is_dunder else _arg(node, 1, "package")
        fromlist = _arg(node, 3, "fromlist") if is_dunder else None
        level = _arg(node, 4, "level") if is_dunder else None
        for value in sorted(self.b.fold(name), key=lambda v: (MARK in v, v)):
            if is_dunder and isinstance(level, ast.Constant) and isinstance(level.value, int) and level.value:
                value = self._relative(value, level.value)
            elif value.startswith(".") and package is not None:
                pkgs = [p for p in self.b.fold(package) if MARK not in p]
                value = f"{pkgs[0]}{value}" if len(pkgs) == 1 else MARK
            if value is None:
                continue
            candidates = [value]
            if fromlist is not None and MARK not in value:
                elts = fromlist.elts if isinstance(fromlist, (ast.List, ast.Tuple)) else [fromlist]
                candidates += [f"{value}.{s}" for e in elts for s in self.b.fold(e)]
            verb = "dynamically imports" if fpaths & IMPORT_FUNCS else "probes for"
            for cand in candidates:
                if self._judge(node, cand, "RMB003", verb):
                    return

    def _relative(self, value: str, level: int) -> str | None:
        base = self.b.absolute(value.rstrip(MARK) or None, level)
        return None if base is None else base + (MARK if value.endswith(MARK) else "")

    def _judge(self, node: ast.AST, value: str, code: str, verb: str) -> bool:
        """Report ``value`` (a folded module name) if it is, or may be, forbidden."""
        if MARK not in value:
            kind = forbidden_kind(value, self.role)
            if kind:
                self.report(node, code, f"{verb} {self._what(kind, value)}")
                return True
            return False
        prefix = value.split(MARK)[0]
        if prefix.split(".")[0] in DEVICE_LIBS and self.role != DEVICE:
            self.report(node, code, f"{verb} {self._what('device', prefix + '...')}")
            return True
        if _could_be_forbidden(prefix, self.role):
            shown = f"'{prefix}...'" if prefix else "a non-constant name"
            self.report(node, "RMB006", f"{verb} {shown}: cannot prove it is not a forbidden module")
            return True
        return False

    def _modules_key(self, node: ast.AST, key: ast.expr) -> None:
        for value in sorted(self.b.fold(key), key=lambda v: (MARK in v, v)):
            if self._judge(node, value, "RMB004", "looks up sys.modules for"):
                return

    def visit_Subscript(self, node: ast.Subscript) -> None:
        if "sys.modules" in self.b.paths(node.value):
            self._modules_key(node, node.slice)
        self.generic_visit(node)

    def visit_Attribute(self, node: ast.Attribute) -> None:
        self._reach(node, node.value)
        self.generic_visit(node)

    def _reach(self, node: ast.expr, base: ast.expr) -> None:
        """RMB005 where ``node`` reaches a forbidden module and ``base`` did not already."""
        for path in sorted(self.b.paths(node)):
            kind = forbidden_kind(path, self.role)
            if kind and not any(forbidden_kind(p, self.role) for p in self.b.paths(base)):
                self.report(node, "RMB005", f"reaches {self._what(kind, path)}")
                return

    def _exec(self, node: ast.Call) -> None:
        for text in self.b.fold(node.args[0]):
            if MARK in text:
                continue
            try:
                sub = ast.parse(text)
            except SyntaxError:
                continue
            binds = Bindings(sub, self.b.mod, self.b.is_pkg)
            for k, v in self.b.modules.items():
                binds.modules.setdefault(k, set()).update(v)
            inner = Checker(self.path, self.role, binds, (node.lineno, node.col_offset + 1))
            inner.visit(sub)
            self.found.extend(inner.found)


# ----------------------------------------------------------------------- driver


def check_source(source: str, path: str = "<string>", role: str = CONSUMER,
                 module: str = "", is_pkg: bool = False) -> list[Violation]:
    """Check one module's source text; ``role`` is consumer/accel/device."""
    try:
        tree = ast.parse(source, filename=path)
    except SyntaxError as exc:
        return [Violation(path, exc.lineno or 1, (exc.offset or 0) or 1, "RMB000",
                          f"cannot parse: {exc.msg}")]
    if role == DEVICE or not _RISKY.search(source):
        return []  # parsed (RMB000) but nothing here can name a forbidden module
    checker = Checker(path, role, Bindings(tree, module.split(".") if module else [], is_pkg))
    checker.visit(tree)
    lines = source.splitlines()
    out = set()
    for v in checker.found:
        if v.code in SUPPRESSIBLE and 0 < v.line <= len(lines):
            m = _NOQA.search(lines[v.line - 1])
            if m and v.code in {c.strip().upper() for c in m.group(1).split(",")}:
                continue
        out.add(v)
    return sorted(out)


def check_file(path: Path, plugin: bool = False) -> list[Violation]:
    """Check one file, deciding its role from where it lives (or ``plugin``)."""
    shown = _display(path)
    try:
        source = path.read_bytes().decode("utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        return [Violation(shown, 1, 1, "RMB000", f"cannot read: {exc}")]
    mod, is_pkg = module_parts(path)
    role = role_for(path, plugin)
    return check_source(source, shown, role, ".".join(mod), is_pkg)


def _display(path: Path) -> str:
    try:
        return str(path.resolve().relative_to(Path.cwd().resolve()))
    except ValueError:
        return str(path)


def iter_python_files(target: Path) -> Iterator[Path]:
    """Python files under ``target``; directory walks skip tests, venvs and build output."""
    if target.is_file():
        yield target
        return
    for child in sorted(target.iterdir()):
        if child.is_dir():
            if child.name in SKIP_DIRS or child.name.startswith(".") or child.name.endswith(".egg-info"):
                continue
            yield from iter_python_files(child)
        elif child.suffix == ".py":
            yield child


def check(paths: Iterable[str | Path] = (), plugin_paths: Iterable[str | Path] = ()) -> Report:
    """Check ``paths`` (role from location) and ``plugin_paths`` (always plugin code)."""
    report = Report()
    for targets, plugin in ((paths, False), (plugin_paths, True)):
        for target in map(Path, targets):
            if not target.exists():
                report.violations.append(Violation(str(target), 1, 1, "RMB000", "no such file or directory"))
                continue
            for f in iter_python_files(target):
                report.files_checked += 1
                report.violations.extend(check_file(f, plugin))
    report.violations.sort()
    return report


def check_paths(paths: Iterable[str | Path], plugin: bool = False) -> list[Violation]:
    """Violations in ``paths``; with ``plugin=True`` every file is treated as plugin code."""
    paths = list(paths)
    rep = check((), paths) if plugin else check(paths)
    return rep.violations


def default_targets() -> list[Path]:
    """The repo's layer packages that exist (relative to this script's repo root)."""
    return [REPO_ROOT / t for t in DEFAULT_TARGETS if (REPO_ROOT / t).exists()]


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="check_boundary", description=__doc__.splitlines()[0])
    ap.add_argument("paths", nargs="*", help="files or directories (default: the repo's layers)")
    ap.add_argument("--plugin", action="append", default=[], metavar="PATH",
                    help="check PATH as plugin code (repeatable)")
    ap.add_argument("--list-rules", action="store_true", help="print the rule codes and exit")
    args = ap.parse_args(argv)
    if args.list_rules:
        for code, text in RULES.items():
            print(f"{code} {text}")
        return 0
    start = time.perf_counter()
    paths = args.paths or ([] if args.plugin else default_targets())
    report = check(paths, args.plugin)
    elapsed = time.perf_counter() - start
    for v in report.violations:
        print(v.format())
    if report.violations:
        nfiles = len({v.path for v in report.violations})
        print(f"check_boundary: {len(report.violations)} violation(s) in {nfiles} file(s); "
              f"{report.files_checked} file(s) checked in {elapsed:.2f}s")
        return 1
    print(f"check_boundary: OK, {report.files_checked} file(s) checked in {elapsed:.2f}s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
