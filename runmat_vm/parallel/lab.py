"""What runs an spmd block inside a worker (or, without a pool, in a thread of the client): the
block compiled once per worker thread and run as one lab (runmat_vm/parallel/spmd.py is the
client's side)."""

from __future__ import annotations

from typing import Any

from runmat_vm.code import UNDEF


class LabRunner:
    """One spmd block compiled in this worker thread: the body over a private frame."""

    def __init__(self, job: dict) -> None:
        from runmat_vm import interp
        from runmat_vm.functions import compile_chunk
        from runmat_vm.parallel.worker import load_site, worker_session

        self.session = s = worker_session(job["env"])
        filename, name = job["filename"], job["name"]
        st, functions, src = load_site(s, job)
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
