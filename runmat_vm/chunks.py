"""Compiled script chunks reused by their source text, as a function's code is reused.

``Session.run`` of a text it ran before, in a workspace whose names, globals and late-bound
names (``hir.late_bound_names``: a function or a variable, decided when compiled) are as they
were then, runs the same code object, and so the compiled tier's versions of it, instead of
parsing and compiling the text again.  A chunk's temporary slots are claimed from the frame's
free list while it runs, so a chunk never shares them with one running at the same time.
"""

from __future__ import annotations

import copy
import weakref
from typing import Any

from runmat_vm import hir
from runmat_vm.functions import function_bound

LIMIT = 64  # chunks kept per session (a REPL's recent lines, a benchmark's timed part)


def state(frame: Any, late: tuple[str, ...]) -> tuple:
    """What compiling a chunk against ``frame`` read from it."""
    g = frame.globals
    return (tuple(frame.names.items()), frozenset(g) if g else frozenset(),
            tuple(n for n in late if function_bound(n, frame, {})))


class ChunkCache:
    """Source key -> (workspace state when compiled, code object, late-bound candidates)."""

    def __init__(self) -> None:
        self.entries: dict[tuple, tuple[tuple, Any, tuple[str, ...]]] = {}

    def get(self, key: tuple, frame: Any) -> Any:
        """The cached code for ``key`` if ``frame`` is as it was compiled against (its temps claimed), else None."""
        hit = self.entries.get(key)
        if hit is None or hit[0] != state(frame, hit[2]):
            return None
        code = hit[1]
        temps = code.temp_slots
        if temps:
            free = frame.free
            want = set(temps)
            if free.__class__ is not list or not want.issubset(free):
                return None
            frame.free = [s for s in free if s not in want]
        return code

    def put(self, key: tuple, frame: Any, body: tuple, code: Any) -> None:
        """Remember ``code`` (just compiled from ``body`` against ``frame``, its temps still claimed)."""
        names = dict.fromkeys(frame.names)
        hir.assigned_names(body, names)
        late = tuple(sorted(hir.late_bound(body) & names.keys()))
        entries = self.entries
        entries.pop(key, None)
        if len(entries) >= LIMIT:
            del entries[next(iter(entries))]
        entries[key] = (state(frame, late), code, late)


class FrontCache:
    """Process-wide: a text's parse tree, by source text and file name.

    The tree is frozen, so every session running the same text (a benchmark's fresh sessions, a
    script run again, a test suite's repeated snippets) shares it.  Its functions and the script
    body are compiled per session: sharing the functions' code objects shared their compiled
    tiers' per-code state between sessions, which changed what a later session's loops compiled
    to (anon_functions' handle call site became an array read that deoptimised)."""

    def __init__(self, limit: int = LIMIT) -> None:
        self.limit = limit
        self.entries: dict[tuple[str, str], tuple[Any, list[str]]] = {}

    def get(self, source: str, filename: str) -> tuple[Any, list[str]] | None:
        return self.entries.get((source, filename))

    def clear(self) -> None:
        self.entries.clear()

    def put(self, source: str, filename: str, program: Any, src: list[str]) -> None:
        entries = self.entries
        if len(entries) >= self.limit:
            del entries[next(iter(entries))]
        entries[(source, filename)] = (program, src)


FRONT = FrontCache()


class CompiledCache:
    """Process-wide: a file's compiled functions and script body, handed to each session as copies.

    A fresh session running a text run before (a benchmark's fresh sessions, ``runmat run`` of a
    script in a long-lived process, the same file run again in a new session) gets copies of the
    code objects compiled the first time instead of compiling again: each copy has its own
    instruction list, its own compiled-tier state (``jit``, ``entries``; per-code state is never
    shared between sessions, see ``FrontCache``) and its own ``FunctionDef`` objects (persistent
    variables and the compiled tiers key on them), with every reference to a function of the
    file (a call's target, a handle, a nested function's parent, a scope's functions) mapped to
    the copy's.  The script body is reused only against a fresh workspace (no variables, no
    globals), where compiling would allocate the same slots again, and when each late-bound name
    resolves as it did (``state``).  ``ORIGIN`` maps each copy to the code it was copied from, so
    what is computed from code alone (the native tier's unit names) is computed once."""

    def __init__(self, limit: int = LIMIT) -> None:
        self.limit = limit
        self.functions_: dict[tuple, tuple[Any, dict]] = {}
        self.bodies: dict[tuple, tuple[Any, tuple, dict, list, Any]] = {}

    def clear(self) -> None:
        self.functions_.clear()
        self.bodies.clear()

    def _put(self, entries: dict, key: tuple, value: Any) -> None:
        if len(entries) >= self.limit:
            del entries[next(iter(entries))]
        entries[key] = value

    def functions(self, program: Any, filename: str, src: list[str]) -> tuple[dict, dict]:
        """(this session's copies of the file's top-level functions by name, template FunctionDef
        -> copy for every function of the file, nested ones included)."""
        from runmat_vm.functions import build_functions

        key = (id(program), filename)
        hit = self.functions_.get(key)
        if hit is None or hit[0] is not program:
            tops = build_functions(program, filename, src)
            hit = (program, tops)
            self._put(self.functions_, key, hit)
        fmap: dict = {}
        for fd in hit[1].values():
            _map_defs(fd, None, fmap)
        scopes: dict = {}
        for fd in list(fmap):
            _finish_def(fd, fmap, scopes)
        return {n: fmap[fd] for n, fd in hit[1].items()}, fmap

    def body(self, program: Any, frame: Any, functions: dict, fmap: dict, filename: str, src: list[str],
             name: str) -> Any:
        """The script body's code for ``frame`` (compiled, or copied when ``frame`` is fresh and
        was so when it was compiled)."""
        from runmat_vm.functions import compile_chunk, function_bound

        body = program.body
        fresh = not frame.names and not frame.R and not frame.free and not frame._globals
        if not fresh:
            return compile_chunk(body, frame, functions, filename, src, name)
        key = (id(program), filename, name)
        hit = self.bodies.get(key)
        if hit is not None and hit[0] is program:
            _, (late, st0), names, R, code = hit
            if tuple(n for n in late if function_bound(n, frame, functions)) == st0:
                if not frame.own_names:
                    frame.names = dict(frame.names)
                    frame.own_names = True
                frame.names.update(names)
                frame.R.extend(R)
                return clone_code(code, fmap, frame.names)
        code = compile_chunk(body, frame, functions, filename, src, name)
        names_now = dict.fromkeys(frame.names)
        late = tuple(sorted(hir.late_bound(body) & names_now.keys()))
        st = tuple(n for n in late if function_bound(n, frame, functions))
        back = {v: k for k, v in fmap.items()}   # this session's copies -> the templates
        tmpl = clone_code(code, back, dict(frame.names), template=True)
        self._put(self.bodies, key, (program, (late, st), dict(frame.names), list(frame.R), tmpl))
        return code


COMPILED = CompiledCache()
ORIGIN: "weakref.WeakKeyDictionary[Any, Any]" = weakref.WeakKeyDictionary()


def _map_defs(fd: Any, parent: Any, fmap: dict) -> None:
    """A copy of ``fd`` and of its nested functions in ``fmap`` (code and scope mapped later)."""
    from runmat_vm.functions import FunctionDef

    c = object.__new__(FunctionDef)
    for slot in FunctionDef.__slots__:
        setattr(c, slot, getattr(fd, slot))
    c.parent = parent
    c.children = {}
    fmap[fd] = c
    for n, child in fd.children.items():
        _map_defs(child, c, fmap)
        c.children[n] = fmap[child]


def _finish_def(fd: Any, fmap: dict, scopes: dict) -> None:
    c = fmap[fd]
    if fd.scope is not None:
        c.scope = _map_scope(fd.scope, fmap, scopes)
    if fd.code is not None:
        c.code = clone_code(fd.code, fmap, fd.code.varmap)


def _map_scope(scope: Any, fmap: dict, done: dict) -> Any:
    s = done.get(id(scope))
    if s is None:
        s = done[id(scope)] = copy.copy(scope)
        s.functions = {k: fmap.get(v, v) for k, v in scope.functions.items()}
        if scope.parent is not None:
            s.parent = _map_scope(scope.parent, fmap, done)
    return s


def clone_code(code: Any, fmap: dict, varmap: dict, template: bool = False) -> Any:
    """A copy of ``code`` with its own instruction list and compiled-tier state, references to
    functions mapped by ``fmap`` (lambdas' code copied too) and ``varmap`` as its variables."""
    from runmat_vm.code import CodeObject

    c = object.__new__(CodeObject)
    for slot in CodeObject.__slots__:
        if slot != "__weakref__":
            setattr(c, slot, getattr(code, slot))
    c.instrs = [_remap(ins, fmap) for ins in code.instrs] if fmap else list(code.instrs)
    c.jit = c.entries = None
    c.varmap = varmap
    if code.fndef is not None:
        c.fndef = fmap.get(code.fndef, code.fndef)
    if not template:   # a template is its own origin (never run: its instructions stay as compiled)
        ORIGIN[c] = ORIGIN.get(code, code)
    return c


def _remap(x: Any, fmap: dict) -> Any:
    from runmat_vm.compiler import LambdaInfo
    from runmat_vm.functions import FunctionDef

    cls = x.__class__
    if cls is tuple:
        out = None
        for i, y in enumerate(x):
            if y.__class__ in _PLAIN:
                continue
            z = _remap(y, fmap)
            if z is not y:
                if out is None:
                    out = list(x)
                out[i] = z
        return x if out is None else tuple(out)
    if cls is LambdaInfo:
        return LambdaInfo(clone_code(x.code, fmap, x.code.varmap), x.params, x.captures, x.text)
    if cls is FunctionDef:
        return fmap.get(x, x)
    return x


_PLAIN = {int, str, float, bool, type(None)}
