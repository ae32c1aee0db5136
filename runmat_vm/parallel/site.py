"""What the compiler records about one parfor loop (the PARFOR instruction's literal)."""

from __future__ import annotations

import hashlib
from typing import Any

from runmat_vm import hir
from runmat_vm.frontend import ast as A
from runmat_vm.parallel.classify import Classification, classify

# reductions the workers start from an identity element (the client combines the partial results)
IDENTITY_OPS = {"+", "-", ".*", "*", "&", "|", "[,]", "[;]", "f:min", "f:max", "f:union"}


def source_key(source: str, filename: str, line: int, col: int) -> tuple:
    """What a worker caches a compiled loop or block by: its file, its source's hash, its place."""
    return (filename, hashlib.sha1(source.encode("utf-8", "surrogatepass")).hexdigest()[:16], line, col)


class ParforSite:
    """One parfor: its classification, where its source is (the workers re-parse it: source
    text travels, never compiled code), and the variable names whose slots PARFOR reads."""

    __slots__ = ("plan", "names", "source", "filename", "name", "line", "col", "key")

    def __init__(self, plan: Classification, source: str, filename: str, name: str, line: int, col: int) -> None:
        self.plan = plan
        self.names = tuple(plan.sent()) + tuple(plan.reductions)
        self.source = source
        self.filename = filename
        self.name = name
        self.line = line
        self.col = col
        self.key = source_key(source, filename, line, col)

    def __repr__(self) -> str:
        p = self.plan
        return (f"<parfor {p.loop}: broadcast {p.broadcast} sliced in {p.sliced_in} sliced out "
                f"{list(p.sliced_out)} reductions {list(p.reductions)} temporaries {p.temporaries}>")


def classify_site(st: A.For, scope: hir.Scope, src: list[str], code: Any) -> ParforSite | None:
    """Classify parfor ``st`` (raising MATLAB's errors); None when it can only run on the client
    (a global or shared variable in the body, a reduction without an identity element)."""
    if not isinstance(st.var, A.Ident) or not src or not st.span.line:
        return None
    if st.var.name == "spmd":  # an spmd block (lower_cst): its own site
        from runmat_vm.parallel.spmd import spmd_site

        return spmd_site(st, scope, src, code)

    def is_var(name: str) -> bool:
        return scope.resolve(name).kind in (hir.VAR, hir.GLOBAL, hir.PERSISTENT, hir.SHARED)

    plan = classify(st, is_var)
    for n in (*plan.sent(), *plan.reductions, *plan.temporaries, plan.loop):
        if scope.resolve(n).kind != hir.VAR:
            return None
    if any(op not in IDENTITY_OPS for op, _ in plan.reductions.values()):
        return None
    return ParforSite(plan, "\n".join(src), code.filename or "", code.name or "", st.span.line, st.span.col)
