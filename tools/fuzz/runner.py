"""Run fuzz cases: each in a fresh Session, in worker processes, with a time bound; classify.

Outcomes: ``ok``, ``error`` (an MException with a real identifier: correct behaviour),
``internal`` (``RunMat:*:internal``: a bug), ``caught`` (the case ended well, but a Python error
became an internal error on the way that the program's own try/catch caught: a bug just the
same), ``escaped`` (a non-MATLAB exception left
``Session.run``: a bug), ``timeout`` (over the bound: an infinite loop in the input, or a bug),
``crash`` (the worker died: a bug).
"""

from __future__ import annotations

import io
import multiprocessing as mp
import os
import re
import signal
import sys
import tempfile
import time
import traceback
from collections import Counter
from dataclasses import asdict, dataclass, field
from typing import Any

from tools.fuzz import explain


BUGS = ("internal", "caught", "escaped", "crash")
EXAMPLES = 50  # cases kept per signature: enough to replay (and explain) every timeout of a long run
WALL_LIMIT = 6  # a worker past this many bounds of wall time is stuck where no signal reaches it,
# if it has spent more than a bound of CPU (SIGPROF was due) or is past STARVED_LIMIT bounds: on a
# loaded machine a worker given a sixth of a core is slow, not stuck
STARVED_LIMIT = 30
WORKER_MEMORY = 4 * 2**30
INTERNAL = re.compile(r"^RunMat:(.*:)?internal$")
WORKER_ENV = {"RUNMAT_ACCEL": "inprocess", "RUNMAT_MAX_ARRAY_BYTES": str(256 * 2**20),
              "OPENBLAS_NUM_THREADS": "1", "OMP_NUM_THREADS": "1", "MKL_NUM_THREADS": "1",
              "MPLBACKEND": "Agg", "RUNMAT_HISTORY": "0"}


def pin_environment() -> None:
    """The worker environment (WORKER_ENV) set for this process and the workers it forks, over
    what the shell says: a case's outcome must not depend on the machine (RUNMAT_ACCEL=auto
    would pick CUDA where CuPy is installed). Call it before anything imports the runtime."""
    os.environ.update(WORKER_ENV)


@dataclass
class Outcome:
    kind: str
    family: str
    source: str
    identifier: str = ""
    message: str = ""
    where: str = ""          # file:line function of the innermost project frame
    seconds: float = 0.0

    @property
    def signature(self) -> str:
        """What makes two findings the same defect: kind, identifier or exception, place."""
        return f"{self.kind}|{self.identifier}|{self.where}"


@dataclass
class Report:
    cases: int = 0
    seconds: float = 0.0
    kinds: Counter = field(default_factory=Counter)
    families: Counter = field(default_factory=Counter)
    findings: dict[str, list[Outcome]] = field(default_factory=dict)   # signature -> examples
    outcomes: list[Outcome] = field(default_factory=list)  # every outcome (keep_all) or none

    def add(self, o: Outcome, keep: bool = False) -> None:
        if keep:
            self.outcomes.append(o)
        self.cases += 1
        self.kinds[o.kind] += 1
        self.families[o.family] += 1
        if o.kind in BUGS or o.kind == "timeout":
            ex = self.findings.setdefault(o.signature, [])
            if len(ex) < EXAMPLES:
                ex.append(o)
            else:
                ex.append(None)  # type: ignore[arg-type]  (counted, not kept)

    def bugs(self) -> int:
        return sum(self.kinds[k] for k in BUGS)

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Report:
        """A report read back from ``to_json`` (its examples kept; the counts past them as None)."""
        r = cls(cases=int(data.get("cases", 0)), seconds=float(data.get("seconds", 0.0)),
                kinds=Counter(data.get("kinds", {})), families=Counter(data.get("families", {})))
        for item in data.get("findings", []):
            ex: list[Any] = [Outcome(**e) for e in item.get("examples", [])]
            r.findings[item["signature"]] = ex + [None] * (int(item.get("count", len(ex))) - len(ex))
        return r

    def to_json(self) -> dict[str, Any]:
        return {"cases": self.cases, "seconds": round(self.seconds, 1), "kinds": dict(self.kinds),
                "families": dict(self.families),
                "findings": [{"signature": sig, "count": len(ex),
                              "examples": [asdict(o) for o in ex if o is not None]}
                             for sig, ex in sorted(self.findings.items(), key=lambda kv: -len(kv[1]))]}


def report_cases(report: dict[str, Any]) -> list[tuple[str, str, str]]:
    """(family, source, kind it had) of every example case a JSON report lists, each once."""
    seen: dict[tuple[str, str], str] = {}
    for item in report.get("findings", []):
        for ex in item["examples"]:
            seen.setdefault((ex["family"], ex["source"]), ex["kind"])
    return [(fam, src, kind) for (fam, src), kind in seen.items()]


# ---------------------------------------------------------------------- generation
def generate(n: int, seed: int, strategy: Any = None) -> list[tuple[str, str]]:
    """``n`` cases from the hypothesis strategy (default: every family), reproducible by seed.

    Each case is one draw from a fresh ConjectureData on a seeded random source: the strategy
    without the test-runner machinery around ``@given`` (its phases, health checks, example
    bookkeeping), which cost a third of the generation time and did nothing for a fuzz run."""
    import random

    from hypothesis.control import BuildContext
    from hypothesis.errors import StopTest
    from hypothesis.internal.conjecture.data import ConjectureData

    from tools.fuzz.strategies import cases

    strat = strategy if strategy is not None else cases()
    rnd = random.Random(seed)
    out: list[tuple[str, str]] = []
    while len(out) < n:
        data = ConjectureData(random=rnd, max_choices=MAX_CHOICES)
        try:
            with BuildContext(data, is_final=False, wrapped_test=None):
                out.append(data.draw(strat))
        except StopTest:  # the draw ran past its choices (a deep recursive value): draw again
            continue
    return out


MAX_CHOICES = 20000


def generate_families(n: int, seed: int, families: tuple[str, ...]) -> list[tuple[str, str]]:
    """``n`` cases of these families (names in strategies.FAMILIES), reproducible by seed."""
    from hypothesis import strategies as st

    from tools.fuzz.strategies import FAMILIES

    return generate(n, seed, st.one_of(*(FAMILIES[k]().map(lambda s, k=k: (k, s)) for k in families)))


# ---------------------------------------------------------------------- one case
class CaseTimeout(BaseException):
    """The case ran past its time bound (SIGPROF); not an Exception, so MATLAB catch skips it."""


def _alarm(signum: int, frame: Any) -> None:
    raise CaseTimeout()


_START: list[Any] = []  # (rusage, CPU bound) of the running case, for the wall-clock alarm


def _wall_alarm(signum: int, frame: Any) -> None:
    """SIGALRM, every bound of wall time past WALL_LIMIT bounds: a case that spends no CPU waits
    (``poll(q, 10)`` in a loop: SIGPROF never comes) and ends here as a timeout, with its
    traceback and session, instead of a killed worker. A starved case (runnable, preempted: its
    context switches involuntary) spends CPU slowly and goes on."""
    import resource

    if not _START:
        return
    r0, bound = _START[0]
    r = resource.getrusage(resource.RUSAGE_SELF)
    cpu = r.ru_utime + r.ru_stime - r0.ru_utime - r0.ru_stime
    if cpu < bound / 2 and r.ru_nvcsw - r0.ru_nvcsw > r.ru_nivcsw - r0.ru_nivcsw:
        raise CaseTimeout("wall")


def _where(exc: BaseException) -> str:
    """The innermost traceback frame inside the project, as path:line function."""
    tb = traceback.extract_tb(exc.__traceback__)
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    for fr in reversed(tb):
        if fr.filename.startswith(root) and "/tools/fuzz/" not in fr.filename:
            return f"{os.path.relpath(fr.filename, root)}:{fr.lineno} {fr.name}"
    return f"{tb[-1].filename}:{tb[-1].lineno} {tb[-1].name}" if tb else ""


_CAUGHT: list[Outcome] = []  # internal errors made during the case now running (watch_internal)


def watch_internal() -> None:
    """Record every internal error made from a Python exception (the VM's ``to_mexception``,
    ``call_builtin``'s last resort): a program's try/catch may catch it, and then the case
    ends ``ok`` with the bug hidden. The exception being handled when the MException is made
    is the Python error, and its traceback says where. Installed once per process."""
    from runmat_builtins.errors import MException

    if getattr(MException.__init__, "_fuzz_watch", False):
        return
    init = MException.__init__

    def watched(self: Any, identifier: str, message: str, *args: Any, **kw: Any) -> None:
        init(self, identifier, message, *args, **kw)
        if INTERNAL.match(self.identifier):
            exc = sys.exc_info()[1]
            if exc is not None and not isinstance(exc, MException):
                _CAUGHT.append(Outcome("caught", "", "", self.identifier, message[:300], _where(exc)))

    watched._fuzz_watch = True  # type: ignore[attr-defined]
    MException.__init__ = watched  # type: ignore[method-assign]


def run_case(family: str, source: str, bound: float) -> Outcome:
    """Run one case in a fresh Session (this process), within ``bound`` seconds of CPU time (the
    process's, so a loaded machine does not turn a slow case into a timeout; an infinite loop
    spends CPU and still hits it)."""
    from runmat_builtins.errors import MException
    from runmat_vm import Session

    sess = Session(stdin=io.StringIO(""), stdout=io.StringIO(), stderr=io.StringIO(),
                   pause=lambda seconds: None)
    sess.run("rng(0);")  # reproducible: a case's random numbers are the same on every run
    watch_internal()
    del _CAUGHT[:]
    context: dict[str, Any] = {}
    t0 = time.perf_counter()
    import resource

    waited = False
    _START[:] = [(resource.getrusage(resource.RUSAGE_SELF), bound)]
    old_alarm = signal.signal(signal.SIGALRM, _wall_alarm)
    signal.setitimer(signal.ITIMER_REAL, WALL_LIMIT * bound, bound)
    signal.setitimer(signal.ITIMER_PROF, bound)
    try:
        try:
            sess.run(source)
            o = Outcome("ok", family, source)
        finally:
            signal.setitimer(signal.ITIMER_PROF, 0)
            signal.setitimer(signal.ITIMER_REAL, 0)
            signal.signal(signal.SIGALRM, old_alarm)
            del _START[:]
    except CaseTimeout as exc:
        o = Outcome("timeout", family, source)
        waited = exc.args == ("wall",)
        context = explain.timeout_context(exc.__traceback__, sess, source)
    except MException as exc:
        internal = INTERNAL.match(exc.identifier or "") is not None
        cause = exc.__cause__ if exc.__cause__ is not None else exc
        o = Outcome("internal" if internal else "error", family, source, exc.identifier,
                    exc.message[:300], _where(cause) if internal else "")
    except BaseException as exc:  # noqa: BLE001 - the finding itself
        if isinstance(exc, CaseTimeout):
            o = Outcome("timeout", family, source)
            waited = exc.args == ("wall",)
            context = explain.timeout_context(exc.__traceback__, sess, source)
        else:
            o = Outcome("escaped", family, source, type(exc).__name__, str(exc)[:300], _where(exc))
    o.seconds = time.perf_counter() - t0
    if o.kind in ("ok", "error") and _CAUGHT:  # ended well, past an internal error it caught
        c = _CAUGHT[0]
        o = Outcome("caught", family, source, c.identifier, c.message, c.where, o.seconds)
    del _CAUGHT[:]
    if o.kind == "timeout":  # the signature says why (explain.py): a long run counts each reason
        spent = f"over {WALL_LIMIT * bound:g} s of wall time, waiting" if waited else f"over {bound:g} s of CPU"
        o.where = f"{spent}: {explain.classify(family, source, context)}"
    return o


# ---------------------------------------------------------------------- workers
def _worker(conn: Any, bound: float) -> None:
    os.chdir(tempfile.mkdtemp(prefix="runmat-fuzz-"))
    try:  # a runaway allocation is a MemoryError (MATLAB:nomem) here, not the machine's memory
        import resource

        resource.setrlimit(resource.RLIMIT_AS, (WORKER_MEMORY, WORKER_MEMORY))
    except (ImportError, ValueError, OSError):
        pass
    signal.signal(signal.SIGPROF, _alarm)
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    from runmat_builtins.catalog import catalog

    catalog()
    conn.send("ready")
    while True:
        job = conn.recv()
        if job is None:
            return
        family, source = job
        try:
            o = run_case(family, source, bound)
        except BaseException as exc:  # noqa: BLE001 - a failure outside Session.run
            o = Outcome("escaped", family, source, type(exc).__name__, str(exc)[:300], _where(exc))
        conn.send(o)


class _Slot:
    def __init__(self, ctx: Any, bound: float) -> None:
        self.bound = bound
        self.ctx = ctx
        self.start()

    def start(self) -> None:
        self.conn, child = self.ctx.Pipe()
        self.proc = self.ctx.Process(target=_worker, args=(child, self.bound), daemon=True)
        self.proc.start()
        child.close()
        if not self.conn.poll(120):
            raise RuntimeError("fuzz worker did not start")
        self.conn.recv()
        self.job: tuple[str, str] | None = None
        self.since = 0.0
        self.cpu0 = 0.0

    def cpu(self) -> float:
        """CPU seconds the worker has spent (user + system, from /proc; inf where unreadable,
        so that the wall limit alone decides)."""
        try:
            with open(f"/proc/{self.proc.pid}/stat") as f:
                fields = f.read().rsplit(")", 1)[1].split()
            return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
        except (OSError, ValueError, IndexError):
            return float("inf")

    def restart(self) -> None:
        self.proc.kill()
        self.proc.join()
        self.start()

    def stop(self) -> None:
        try:
            self.conn.send(None)
        except (BrokenPipeError, OSError):
            pass
        self.proc.join(5)
        if self.proc.is_alive():
            self.proc.kill()


def preload() -> None:
    """Import the catalog and the lazily imported libraries before forking: an import cut short
    by a case's time bound would leave a half-initialised module in that worker."""
    import importlib

    from runmat_builtins.catalog import catalog

    catalog()
    for mod in ("scipy.signal", "scipy.linalg", "scipy.special", "scipy.interpolate", "scipy.integrate",
                "scipy.optimize", "scipy.sparse", "scipy.io", "scipy.stats", "matplotlib", "matplotlib.pyplot"):
        try:
            importlib.import_module(mod)
        except Exception:  # noqa: BLE001 - an optional library
            pass


def run_cases(cases: list[tuple[str, str]], *, jobs: int = 2, bound: float = 5.0,
              progress: Any = None, keep_all: bool = False) -> Report:
    """Run every case on ``jobs`` worker processes; a worker that hangs past the bound (in C
    code the alarm cannot interrupt) or dies is replaced and its case recorded."""
    for k, v in WORKER_ENV.items():
        os.environ.setdefault(k, v)
    ctx = mp.get_context("fork")
    preload()
    report = Report()
    t0 = time.perf_counter()
    slots = [_Slot(ctx, bound) for _ in range(max(1, jobs))]
    todo = list(reversed(cases))
    busy = 0
    try:
        while todo or busy:
            for s in slots:
                if s.job is None and todo:
                    s.job = todo.pop()
                    s.since = time.perf_counter()
                    s.cpu0 = s.cpu()
                    s.conn.send(s.job)
                    busy += 1
            ready = mp.connection.wait([s.conn for s in slots if s.job is not None], timeout=1.0)
            now = time.perf_counter()
            for s in slots:
                if s.job is None:
                    continue
                family, source = s.job
                if s.conn in ready:
                    try:
                        o = s.conn.recv()
                    except (EOFError, OSError):
                        o = Outcome("crash", family, source, "worker died",
                                    f"exit code {s.proc.exitcode}")
                        s.restart()
                elif not s.proc.is_alive():
                    o = Outcome("crash", family, source, "worker died", f"exit code {s.proc.exitcode}")
                    s.restart()
                elif now - s.since > WALL_LIMIT * bound and (
                        not s.cpu() - s.cpu0 <= bound or now - s.since > STARVED_LIMIT * bound):
                    # no traceback nor session to read: the source alone explains it, or not
                    why = explain.classify(family, source, {})
                    o = Outcome("timeout", family, source, "", "",
                                f"uninterruptible: over {WALL_LIMIT * bound:g} s of wall time: {why}")
                    s.restart()
                else:
                    continue
                s.job = None
                busy -= 1
                report.add(o, keep_all)
                if progress is not None:
                    progress(report, o)
    finally:
        for s in slots:
            s.stop()
    report.seconds = time.perf_counter() - t0
    return report
