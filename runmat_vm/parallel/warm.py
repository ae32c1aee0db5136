"""Warming a new pool, so that its first parfor costs what its later ones do (docs/parallel.md):
each worker imports the library, makes its Session and runs a small loop; then one small
parfor runs end to end from the client (the client's own first-use imports, the workers'
first compiled chunk)."""

from __future__ import annotations

import threading
from typing import Any

# What a worker runs: the array work of a typical body (colon, times, an elementwise function,
# a reduction, indexed assignment) through the parser, the compiler and the compiled tier, on
# arrays of up to 28 MB: a new process's first large arrays each cost fresh pages from the OS
# until the C allocator, having freed a few, keeps such blocks in its heap (measured: the first
# chunk of 50 ms iterations ran 60-90 ms slower in an unwarmed worker).
WARM = ("x = zeros(1, 4);\nfor i = 1:4\n  x(i) = sum(sin((1:3.5e6 / 4^(4 - i)) * i)) + max(abs(cos(i)));\n"
        "end\n")
# WARM runs again until a run takes fewer than SETTLED_FAULTS fresh pages (minor page faults of
# the worker's thread), at most SETTLE_RUNS times: measured on the 2-core machine, a worker
# thread's runs of WARM took 2663, 2133, then 2 faults (glibc's mmap and trim thresholds rise
# with the first freed blocks; one run leaves the second run's faults to the user's first parfor).
SETTLE_RUNS = 4
SETTLED_FAULTS = 64
# What a worker with a GPU runs too: its device provider started (CuPy imported, the CUDA
# context made) and a fused elementwise kernel and a reduction compiled, before the first body.
WARM_GPU = "g = gpuArray(1:64);\ng = gather(sum(exp(g * 0.5) + 1));\n"
# What the client runs: a parfor like a user's first (a sliced output, a broadcast value, a reduction).
WARM_PARFOR = ("runmat_w_ = zeros(1, {n});\nrunmat_k_ = 2;\nrunmat_s_ = 0;\nparfor runmat_i_ = 1:{n}\n"
               "  runmat_w_(runmat_i_) = sum(sin((1:64) * runmat_i_)) * runmat_k_;\n"
               "  runmat_s_ = runmat_s_ + runmat_i_;\nend\n")


def run_scratch(session: Any, text: str, filename: str = "") -> None:
    """Run statements ``text`` in a scratch frame of ``session`` (its workspace untouched)."""
    from runmat_vm import interp
    from runmat_vm.functions import compile_chunk

    frame = interp.Frame(session, [], {}, kind="script", name="")
    program, src = session._parse(text, filename)
    code = compile_chunk(program.body, frame, {}, filename, src, "")
    saved = session.ctx.frame
    session.ctx.frame = frame
    try:
        session.run_code(frame, code)
    finally:
        session.ctx.frame = saved


def thread_faults() -> int | None:
    """Minor page faults of this thread so far (of the process where threads are not counted
    apart; None where the OS does not say)."""
    try:
        import resource
    except ImportError:  # (Windows)
        return None
    return resource.getrusage(getattr(resource, "RUSAGE_THREAD", resource.RUSAGE_SELF)).ru_minflt


def warm_until_settled(session: Any) -> list[int]:
    """Run :data:`WARM` until a run's fresh pages settle (see SETTLE_RUNS); each run's faults
    (one run where they cannot be counted)."""
    faults: list[int] = []
    for _ in range(SETTLE_RUNS):
        before = thread_faults()
        run_scratch(session, WARM)
        if before is None:
            break
        faults.append(thread_faults() - before)
        if faults[-1] < SETTLED_FAULTS:
            break
    return faults


def import_library() -> None:
    """Import every module of the builtin library, each on its own: a module that fails to
    import (a missing optional dependency) is left to fail where a body calls it, as it would
    without the warm-up."""
    import importlib
    import pkgutil

    import runmat_builtins.lib as lib

    for info in pkgutil.walk_packages(lib.__path__, prefix="runmat_builtins.lib."):
        try:
            importlib.import_module(info.name)
        except Exception:  # noqa: BLE001  (warming is an optimisation, never a new failure)
            pass


def warm_worker(env: dict, library: bool = True, gpu: bool = False) -> int:
    """On a worker: import the builtin library (no body then pays a module's first import), make
    the Session for the client's path and run :data:`WARM` until its fresh pages settle (and
    :data:`WARM_GPU` on a worker given a GPU). Returns the thread's id."""
    from runmat_vm.parallel.worker import worker_session

    if library:
        import_library()
    session = worker_session(env)
    warm_until_settled(session)
    if gpu:
        try:
            run_scratch(session, WARM_GPU)
        except Exception:  # noqa: BLE001  (a device that fails fails where a body uses it)
            pass
    return threading.get_ident()


def warm_pool(pool: Any, ctx: Any) -> None:
    """parpool's last step: warm every worker, then one small parfor from the client."""
    from runmat_vm.parallel.execute import session_env

    session = getattr(ctx, "session", None)
    env = session_env(session) if session is not None else {"path": [], "dirs": []}
    threads = pool.client is None  # a thread pool shares this process: import the library once, here
    if threads:
        import_library()
    elif pool.cluster is not None:  # a LocalCluster we started: its messages go at once
        from runmat_vm.parallel.streams import prompt_messages

        prompt_messages(pool.client, pool.cluster)
    pool.each_worker(warm_worker, env, not threads, bool(getattr(pool, "gpus", None)))
    if not threads:  # each worker's parfor thread, warmed too, and the client's connections to them
        from runmat_vm.parallel import direct

        direct.start(pool, env)
    from runmat_builtins.lib.parallel.cluster import current_pool

    if session is not None and current_pool() is pool:  # (not the background pool: no parfor there)
        run_scratch(session, WARM_PARFOR.format(n=4 * max(1, pool.num_workers)), "<parpool>")
