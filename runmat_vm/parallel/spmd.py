"""spmd blocks (docs/parallel.md): the front end lowers ``spmd ... end`` to ``parfor (spmd =
1:1, n)``; this site runs the body once on each of the pool's workers (labs), each knowing its
spmdIndex and spmdSize and a mailbox to the others, and leaves each variable the body assigned
on the client as a Composite (one value per worker). Without a pool (or with spmd (0)) the body
runs once here, in a worker Session of this thread (spmdIndex = spmdSize = 1), and its variables
are Composites of one element, as MATLAB's (MathWorks, spmd: "executes the block body locally and
creates Composite objects as necessary")."""

from __future__ import annotations

import hashlib
import uuid
from typing import Any

from runmat_vm import hir
from runmat_vm.code import UNDEF
from runmat_vm.frontend import ast as A
from runmat_vm.parallel.classify import children, target_root

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
        digest = hashlib.sha1(source.encode("utf-8", "surrogatepass")).hexdigest()[:16]
        self.key = ("spmd", filename, digest, line, col)


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
            results = [run_lab(*arglists[0])]
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


class LabRunner:
    """One spmd block compiled in this worker thread: the body over a private frame."""

    def __init__(self, job: dict) -> None:
        from runmat_vm import interp
        from runmat_vm.functions import build_functions, compile_chunk
        from runmat_vm.parallel.worker import _find_for, worker_session
        from runmat_builtins.errors import MException

        self.session = s = worker_session(job["env"])
        filename, name = job["filename"], job["name"]
        program, src = s._parse(job["source"], filename)
        functions = build_functions(program, filename, src) if program.functions else {}
        s.cmdline_functions.update(functions)
        s._resolve_cache.clear()
        st = _find_for([*program.body, *program.functions], job["line"], job["col"])
        if st is None:
            raise MException("RunMat:spmd:sourceChanged", "The spmd block's source changed on its way to a worker.")
        self.frame = frame = interp.Frame(s, [], {}, kind="script", name=name, filename=filename)
        for n in job["names"]:
            frame.R[frame.var_slot(n)] = 0.0  # compiled as the variables they are in the block
        self.code = compile_chunk(st.body, frame, functions, filename, src, name)
        self.names = job["names"]
        self.assigned = job["assigned"]

    def run(self, values: dict) -> dict:
        from runmat_vm import interp
        from runmat_vm.parallel.transport import clean, pack, unpack

        s, frame = self.session, self.frame
        R = frame.R
        out = s.ctx.stdout
        out.seek(0)
        out.truncate()
        for n in self.names:
            R[frame.names[n]] = unpack(s, values[n]) if n in values else UNDEF
        saved = s.ctx.frame
        s.ctx.frame = frame
        try:
            s.run_code(frame, self.code)
        except Exception as exc:
            return {"error": clean(interp.to_mexception(exc)), "stdout": out.getvalue()}
        finally:
            s.ctx.frame = saved
            s.depth = 0
        outputs = {n: pack(R[frame.names[n]]) for n in self.assigned if R[frame.names[n]] is not UNDEF}
        return {"error": None, "outputs": outputs, "stdout": out.getvalue()}


def run_lab(job: dict, values: dict, index: int, size: int, mailbox: Any) -> dict:
    """A task: lab ``index`` of ``size`` runs the block (spmdIndex, spmdSize, the mailbox set)."""
    from runmat_builtins.lib.parallel import labs
    from runmat_vm.parallel.transport import ChunkFailed, clean
    from runmat_vm.parallel.worker import _mine

    runners = _mine("labs")
    runner = runners.get(job["key"])
    if runner is None:
        try:
            runner = runners[job["key"]] = LabRunner(job)
        except Exception as exc:
            from runmat_vm import interp

            raise ChunkFailed({"error": clean(interp.to_mexception(exc)), "stdout": ""}) from None
    labs.enter(index, size, mailbox)
    try:
        res = runner.run(values)
    finally:
        labs.leave()
    if res["error"] is not None:
        raise ChunkFailed(res)
    return res
