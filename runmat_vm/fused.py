"""Elementwise expression trees the compiler marks for host fusion (``FUSED``), and their guard.

:func:`tree` finds, in an expression, a tree of two or more operators and calls whose builtins
have templates (the catalog's metadata; a call's name must not be a variable or a function of
the file) over leaves that are variables or real constants, and plans it with
``runmat_accel.fusion.host`` (which refuses templates it cannot evaluate as the bodies do).
The compiler then emits ``FUSED d, leaves, tree, skip`` before the expression's own
instructions: :func:`run` computes the tree fused when every call still resolves to its
builtin and the leaves suit the program, and the executor jumps to ``skip``; otherwise (None)
the tree's own instructions run, builtin by builtin through ``call_builtin``, exactly as if
nothing had been marked. A site first reached with no array among its leaves (a scalar loop)
is turned into a ``NOP``: scalars keep their fast paths.
"""

from __future__ import annotations

import os
from sys import getrefcount
from typing import Any

import numpy as np

from runmat_builtins.dispatch import resolve, template_of
from runmat_vm.frontend import ast as A
from runmat_vm import code as bc
from runmat_vm import hir
from runmat_vm.scalar_classes import of as scalar_of

ENABLED = os.environ.get("RUNMAT_HOST_FUSION", "1") != "0"  # off: the compiler marks nothing
MIN_ELEMENTS = 1 << 12  # smaller arrays: per-builtin calls cost about as much as planning
_ndarray = np.ndarray
_NOP = (bc.NOP,)


class FusedTree:
    """A marked tree: its host program and the names of its calls (checked at run time)."""

    __slots__ = ("program", "calls", "text", "kernel_only", "loaded")

    def __init__(self, program: Any, calls: tuple[str, ...], text: str) -> None:
        self.program = program
        self.calls = calls
        self.text = text
        # computed only by the threaded kernel (one call, round): below its size the builtins
        # run at once, without classifying the leaves
        self.kernel_only = not program.numpy_ok
        self.loaded = False  # its builtins (and their fusion entries) loaded: at its first run

    def __repr__(self) -> str:
        return f"<fused {self.text}>"


def tree(comp: Any, e: Any) -> tuple[FusedTree, list[tuple[str, Any]]] | None:
    """(the tree, its leaves as ("var", slot) / ("num", value)) for expression ``e``, or None."""
    if not ENABLED or _root_template(comp, e) is None:
        return None  # most expressions: the root is no templated call, nothing is walked
    BINOPS, UNOPS = _operators()
    steps: list[tuple[str, str, tuple]] = []
    leaves: list[tuple[str, Any]] = []
    index: dict[tuple, int] = {}
    calls: list[str] = []

    def leaf(key: tuple) -> tuple:
        i = index.get(key)
        if i is None:
            i = index[key] = len(leaves)
            leaves.append(key)
        return ("l", i)

    def step(name: str, refs: list) -> tuple | None:
        if any(r is None for r in refs):
            return None
        tmpl = template_of(name)
        if tmpl is None:
            return None
        steps.append((name, tmpl, tuple(refs)))
        return ("s", len(steps) - 1)

    def visit(x: Any) -> tuple | None:
        t = type(x)
        if t is A.Num:
            if type(x.value) is int or x.is_imag:
                return None
            return leaf(("num", float(x.value)))
        if t is A.Ident:
            r = comp.scope.resolve(x.name)
            return leaf(("var", r.slot)) if r.kind == hir.VAR else None
        if t is A.Binary:
            if x.op in ("&&", "||"):
                return None
            a = visit(x.left)
            if a is None:
                return None
            return step(BINOPS[x.op], [a, visit(x.right)])
        if t is A.Unary and x.op == "-" and type(x.operand) is A.Num:  # -50: a constant, as uminus(50) is
            o = x.operand
            return None if type(o.value) is int or o.is_imag else leaf(("num", -float(o.value)))
        if t is A.Unary or t is A.Postfix:
            a = visit(x.operand)
            return None if a is None else step(UNOPS[x.op], [a])
        if t is A.Index and not x.brace and type(x.base) is A.Ident and x.args:
            r = comp.scope.resolve(x.base.name)
            if r.kind in (hir.VAR, hir.GLOBAL, hir.PERSISTENT, hir.SHARED, hir.LOCAL_FN):
                return None
            refs = []
            for arg in x.args:
                a = visit(arg)
                if a is None:
                    return None
                refs.append(a)
            s = step(x.base.name, refs)
            if s is not None and x.base.name not in calls:
                calls.append(x.base.name)
            return s
        return None

    if visit(e) is None or not steps or not any(k == "var" for k, _ in leaves):
        return None
    from runmat_accel.fusion import threaded
    from runmat_accel.fusion.host import plan

    if len(steps) < 2 and not threaded.enabled():
        return None  # one call: fused only on all cores (runmat_accel.fusion.threaded)

    text = comp.text_of(e.span) if getattr(e, "span", None) is not None else "..."
    program = plan(steps, len(leaves), text)
    if program is None:
        return None
    return FusedTree(program, tuple(calls), text), leaves


def _root_template(comp: Any, e: Any) -> str | None:
    """The template of the builtin at the root of ``e`` (an operator or a call by name)."""
    t = type(e)
    if t is A.Binary:
        name = _operators()[0].get(e.op)
    elif t is A.Unary or t is A.Postfix:
        name = _operators()[1].get(e.op)
    elif t is A.Index and not e.brace and type(e.base) is A.Ident and e.args:
        name = e.base.name
    else:
        return None
    tmpl = None if name is None else template_of(name)
    if tmpl is not None and t is A.Index and \
            comp.scope.resolve(name).kind in (hir.VAR, hir.GLOBAL, hir.PERSISTENT, hir.SHARED, hir.LOCAL_FN):
        return None
    return tmpl


_OPS: list = []


def _operators() -> list:
    """[BINOPS, UNOPS] of the compiler (which imports this module: read on first use)."""
    if not _OPS:
        from runmat_vm.compiler import BINOPS, UNOPS

        _OPS[:] = [BINOPS, UNOPS]
    return _OPS


def run(frame: Any, ins: tuple, leaves: Any, code: Any = None, pc: int = -1) -> Any:
    """The tree's value computed fused, or None: the tree's own instructions run instead.
    ``code``/``pc`` (the interpreter's) let a site reached with scalar leaves retire itself."""
    fused = ins[3]
    least = MIN_ELEMENTS
    if fused.kernel_only:
        from runmat_accel.fusion import threaded

        least = threaded.MIN_ELEMENTS
    for v in leaves:
        if v.__class__ is _ndarray and v.size >= least:
            break
    else:
        if code is not None and not any(v.__class__ is _ndarray and scalar_of(v) is None for v in leaves):
            # scalars (doubles, logicals, integer and single scalars): this site keeps the
            # operators' fast paths
            code.instrs[pc] = _NOP
        return None
    if fused.calls:
        sess = frame.session
        names = frame.names
        for n in fused.calls:
            if n in names or sess.resolve(n) != n:
                return None  # a variable, a file or a function of that name: the calls decide
    if not fused.loaded:
        # a tree's first run fuses too: its builtins' modules load now, not at their first calls
        for st in fused.program.steps:
            guarded = getattr(resolve(st.name), "guarded", None)
            if guarded is not None:
                guarded()
        fused.loaded = True
    R = frame.R
    d = ins[1]
    return fused.program.run(leaves, R[d] if _refs(R, d) == _LIST_ONLY else None)


def _refs(R: list, d: int) -> int:
    """The reference count of the array in ``R[d]`` as seen here (0: not an array). The
    expression's destination (the assigned variable's previous value, or a dead temporary)
    held by nothing but the register list may receive the tree's result in its buffer:
    nobody else can observe it."""
    v = R[d]
    return getrefcount(v) if v.__class__ is _ndarray else 0


# what _refs sees for an array only a list holds, measured with the same code, not assumed
_LIST_ONLY = _refs([np.empty(0)], 0)
