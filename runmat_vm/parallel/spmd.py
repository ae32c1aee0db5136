"""spmd blocks (docs/parallel.md): the front end lowers ``spmd ... end`` to ``parfor (spmd =
1:1, n)``; this site runs the body once on each of the pool's workers (labs), each knowing its
spmdIndex and spmdSize and a mailbox to the others, and leaves each variable the body assigned
on the client as a Composite (one value per worker). Without a pool (or with spmd (0)) the body
runs once here, in a worker Session of this thread (spmdIndex = spmdSize = 1), and its variables
are Composites of one element, as MATLAB's (MathWorks, spmd: "executes the block body locally and
creates Composite objects as necessary")."""

from __future__ import annotations

import uuid
from typing import Any

from runmat_vm import hir
from runmat_vm.code import UNDEF
from runmat_vm.frontend import ast as A
from runmat_vm.parallel.classify import children, target_root
from runmat_vm.parallel.site import source_key

LOOP = "spmd"


class SpmdSite:
    """One spmd block: the variables it reads or assigns (PARFOR's slots), those it assigns,
    and where its source is (the workers re-parse it)."""

    __slots__ = ("names", "assigned", "source", "filename", "name", "line", "col", "key")

    def __init__(self, names: tuple, assigned: tuple, source: str, filename: str, name: str, line: int,
                 col: int) -> None:
        self.names = names
        self.assigned = assigned
        self.source = source
        self.filename = filename
        self.name = name
        self.line = line
        self.col = col
        self.key = ("spmd", *source_key(source, filename, line, col))


def _walk(nodes: Any, names: list, assigned: list) -> None:
    for n in nodes:
        if isinstance(n, A.Ident):
            if n.name not in names:
                names.append(n.name)
        if isinstance(n, (A.Assign, A.MultiAssign)):
            targets = (n.target,) if isinstance(n, A.Assign) else n.targets
            for t in targets:
                if isinstance(t, (A.Ident, A.Index, A.Field, A.DynField)):
                    root = target_root(t)[0]
                    if root not in assigned:
                        assigned.append(root)
        if isinstance(n, A.For) and isinstance(n.var, A.Ident) and n.var.name not in assigned:
            assigned.append(n.var.name)
        if isinstance(n, A.Lambda):
            continue  # its parameters are not the block's variables
        if isinstance(n, A.Node):
            _walk(children(n), names, assigned)


def spmd_site(st: A.For, scope: hir.Scope, src: list[str], code: Any) -> SpmdSite | None:
    """The site of an spmd block, or None when it can only run on the client (a global or a
    variable shared with a nested function)."""
    names: list[str] = []
    assigned: list[str] = []
    _walk(st.body, names, assigned)
    vars_ = [n for n in names if n != LOOP and scope.resolve(n).kind in (hir.VAR, hir.GLOBAL, hir.PERSISTENT,
                                                                           hir.SHARED)]
    if any(scope.resolve(n).kind != hir.VAR for n in vars_):
        return None
    assigned = [n for n in assigned if n in vars_]
    return SpmdSite(tuple(vars_), tuple(assigned), "\n".join(src), code.filename or "", code.name or "",
                    st.span.line, st.span.col)


def run(pool: Any, frame: Any, R: list, site: SpmdSite, slots: tuple, limit: int | None) -> None:
    """Run the block on the pool's workers; the assigned variables become Composites."""
    from runmat_builtins.lib.parallel import labs
    from runmat_builtins.lib.parallel.cluster import backend
    from runmat_vm.parallel.execute import session_env
    from runmat_vm.parallel.transport import ChunkFailed, pack, unpack

    local = pool is None
    size = 1 if local else pool.num_workers if limit is None else max(1, min(limit, pool.num_workers))
    slot_of = dict(zip(site.names, slots))
    values = {n: R[slot_of[n]] for n in site.names if R[slot_of[n]] is not UNDEF}
    job = {"key": site.key, "source": site.source, "filename": site.filename, "name": site.name,
           "line": site.line, "col": site.col, "names": site.names, "assigned": site.assigned,
           "env": session_env(frame.session)}
    mailbox = labs.ThreadMailbox(size) if local or pool.client is None else labs.DaskMailbox(uuid.uuid4().hex)
    arglists = []
    for k in range(1, size + 1):
        mine = {}
        for n, v in values.items():
            if isinstance(v, labs.Composite):
                v = v.element(k)
                if v is None:
                    continue
            mine[n] = pack(v)
        arglists.append((job, mine, k, size, mailbox))
    out = frame.session.ctx.stdout
    if local:  # MATLAB: "executes the block body locally and creates Composite objects"
        try:
            results = [backend().run_lab(*arglists[0])]
        except ChunkFailed as exc:
            out.write(exc.result.get("stdout") or "")
            raise exc.result["error"] from None
        out.write(results[0].get("stdout") or "")
    else:
        tasks = pool.submit_each(backend().run_lab, arglists)
        try:
            results = pool.gather(tasks)
        except ChunkFailed as exc:
            pool.cancel(tasks)
            raise exc.result["error"] from None
        except KeyboardInterrupt:
            pool.cancel(tasks)
            raise
        for k, res in enumerate(results, 1):
            text = res.get("stdout") or ""
            if text:  # what each worker printed, as MATLAB shows it: under "Worker k:"
                out.write(f"Worker {k}: \n" + text)
    session = frame.session
    for n in site.assigned:
        vals = [res["outputs"].get(n) for res in results]
        R[slot_of[n]] = labs.Composite([None if v is None else unpack(session, v) for v in vals])
