"""The native tier's policy, compile cache and entry/exit protocol.

The compiled tier (``runmat_vm.jit.tier.Tier``) asks :meth:`NativeTier.loop` at a hot ``for``
loop and :meth:`NativeTier.enter` at a hot function before compiling Python.  A unit whose
kinds are provable (``unit.Unit.infer``) compiles with Numba; otherwise that site and entry
signature are declined for good and the Python tier runs it.

Entry and exit are transactional: native code works on its own copies (scalars by value, an
array written by subscript is copied first), so when it declines (``helpers.Declined``, or any
error) nothing it did is visible and the slower tier runs the same loop or call from its start,
with the same results, errors and telemetry.  On success the written variables are stored back
and the builtin calls it made are added to telemetry.  Compiled functions live in one process
namespace under a name hashed from their source, so a new session's identical loop is warm.
"""

from __future__ import annotations

import weakref
from sys import getrefcount
from time import perf_counter
from typing import Any

import numpy as np

from runmat_builtins.dispatch import answered_counter, count_answered
from runmat_vm import code as bc
from runmat_vm import interp
from runmat_vm import runtime as rt
from runmat_vm.runtime import _SOLE_REFS
from runmat_vm.native import kinds as K


class _Lazy:
    """The modules the hooks need past their first tests, imported with the first hot loop (start-up
    imports this module: the compiled tier asks the native tier first)."""

    def __getattr__(self, name: str) -> Any:
        from runmat_vm.native import background, build, policy, unit

        self.background, self.build, self.policy, self.unit = background, build, policy, unit
        return getattr(self, name)


L: Any = _Lazy()
DECLINED = interp.DECLINED
BACKGROUND = -2        # native.BACKGROUND
FOR_RANGE_INIT = bc.OP["FOR_RANGE_INIT"]
JUMP = bc.OP["JUMP"]
WORK = 20_000          # on: loops with fewer instructions (policy.work) never go native
WHILE_PASSES = 8       # on: a while loop is first considered at this pass
CALLS = 2              # on: a function goes native from this call (when policy.call_pays)
_ROWS: dict[str, int] = {}     # builtin name -> its row in CNT
CNT = np.zeros(4096, dtype=np.int64)   # and CNT[TICK], CNT[STOP], CNT[EXC]: polling for Ctrl-C (helpers.poll)
EXC, TICK, STOP = -3, -2, -1   # EXC: 1 for a SIGINT, else the address of a signal handler's exception
# native units take CNT's address, not the array (``helpers._counters`` views it again): an array
# passed from one native function to another costs a reference count increment and decrement
# (atomic) per call, which doubled the time of a small function's call (fib, a callee in a loop)
CNT_ADDR = CNT.ctypes.data
_NS: dict[str, Any] = {}       # the namespace every native function is compiled in
_NATIVES: dict[str, Any] = {}  # unit name (a hash of its code and kinds) -> its Native, for any session
_SITES: "weakref.WeakKeyDictionary[Any, dict]" = weakref.WeakKeyDictionary()


def clear(disk: bool = False) -> None:
    """Forget every native function compiled in this process, and with ``disk`` the disk cache
    too (a cold start, for benchmarks)."""
    from runmat_vm.native import background, cache, helpers

    background.wait()   # a job finishing later would bring its units back
    _NS.clear()
    _NATIVES.clear()
    _SITES.clear()
    helpers.clear()
    if disk:
        cache.clear()


def row(name: str) -> int:
    """Builtin ``name``'s row in ``CNT``, where native code counts its calls."""
    r = _ROWS.get(name)
    if r is None:
        r = _ROWS[name] = len(_ROWS)
        if r >= len(CNT) - 3:   # the last three rows: EXC, TICK and STOP
            raise OverflowError("native counters")
    return r


class NativeTier:
    """Native versions of hot loops and functions (``mode``: 'on' with a work estimate, 'force')."""

    def __init__(self, mode: str = "on") -> None:
        self.mode = mode
        self.force = mode == "force"
        self.compiled = 0
        self.declined = 0
        self.runs = 0
        self.fallbacks = 0
        self.last_reason = ""   # why the last unit was declined (tests and debugging)
        self.last_error: Any = None   # what the last native run that fell back raised
        self.native_s = 0.0           # seconds spent in native code that finished (benchmarks)
        self.switches = 0             # loops the Python tier handed over mid-way (background compiles)
        self.pending: Any = None      # the background job ``loop`` last answered BACKGROUND for

    # ------------------------------------------------------------------ sites
    def _site(self, code: Any, pc: int) -> dict:
        sites = _SITES.get(code)
        if sites is None:
            sites = _SITES[code] = {}
        site = sites.get(pc)
        if site is None:
            site = sites[pc] = {"count": 0, "versions": {}}
        return site

    def _guards(self, nat: Any, frame: Any) -> bool:
        sess = frame.session
        if nat.has_calls and sess.resolver is not None:
            return False
        rg = sess._resolve_cache.get
        names = frame.names
        for n in nat.names:
            r = rg(n)
            if r is None:  # not resolved in this session yet
                try:
                    r = sess.resolve(n)
                except Exception:
                    return False
            if r != n or n in names:
                return False
        return True

    def has_loops(self, code: Any) -> bool:
        """A script chunk with a ``for`` loop (interpreted, so each loop can go native)."""
        site = self._site(code, -2)
        r = site.get("loops")
        if r is None:
            r = site["loops"] = any(ins[0] == FOR_RANGE_INIT for ins in code.instrs)
        return r

    # ------------------------------------------------------------------ loops
    def loop(self, frame: Any, code: Any, pc: int) -> int:
        """At a ``for`` loop's INIT: its exit pc after running it natively, or -1."""
        try:
            return self._loop(frame, code, pc)
        except Exception as exc:  # a bug of this tier must never reach the user: the slower tier runs
            self._site(code, pc)["declined"] = True
            self.last_reason = f"internal: {type(exc).__name__}: {exc}"
            return -1

    def _loop(self, frame: Any, code: Any, pc: int) -> int:
        ins = code.instrs[pc]
        if ins[0] != FOR_RANGE_INIT:
            return -1
        R = frame.R
        a, s, z = R[ins[3]], R[ins[4]], R[ins[5]]
        if not (a.__class__ is float and s.__class__ is float and z.__class__ is float):
            return -1
        try:
            n = rt.range_count(a, s, z)
        except Exception:
            return -1
        if n == 0:
            return -1
        site = self._site(code, pc)
        if site.get("declined"):
            return -1
        exit_ = ins[6]
        ops = 0
        if not self.force:
            ops = L.policy.work(code, pc, exit_, R, n)
            if ops < WORK:
                return -1
        return self._enter_loop(site, frame, code, pc, exit_, ops)

    def _enter_loop(self, site: dict, frame: Any, code: Any, pc: int, exit_: int, ops: int,
                    background: bool = True) -> int:
        """Run the loop ``pc``..``exit_`` natively (compiling it when ``ops`` pays): ``exit_``, or -1;
        ``BACKGROUND`` while it compiles in the background (a ``for`` loop only)."""
        R = frame.R
        slots = site.get("slots")
        if slots is None:
            slots = site["slots"] = self._entry_slots(code, pc, exit_)
        sig = tuple(K.of_value(R[x]) if R[x] is not bc.UNDEF else None for x in slots)
        versions = site["versions"]
        nat = versions.get(sig, 0)
        if nat == 0:
            nat = versions[sig] = self._loop_unit(frame, code, pc, exit_, slots, sig)
            if nat is None and len(versions) > 4:
                site["declined"] = True
        if nat is None:
            return -1
        if nat.__class__ is not L.build.Native:  # inferred, not compiled yet
            jobs = site.setdefault("jobs", {})
            job = jobs.get(sig)
            if job is not None:   # compiling in the background, or done
                if not job.flag[0]:
                    if job.done:  # it failed: the Python tier keeps the loop
                        versions[sig] = None
                        return -1
                    self.pending = job
                    return BACKGROUND
                nat = versions[sig] = job.native
            elif self.force or L.policy.call_pays(units := L.build.units_of(nat), _NS.keys()):
                nat = versions[sig] = self._build(nat)   # loaded from the cache, or forced: now
                if nat is None:
                    return -1
            elif not background:   # a while loop: the Python tier could not hand it over mid-way
                if not L.policy.pays(ops, units, _NS.keys()):
                    return -1
                nat = versions[sig] = self._build(nat)
                if nat is None:
                    return -1
            elif L.policy.may_pay(ops, units, _NS.keys()) and not L.background.running():
                jobs[sig] = self._background(nat, frame, sig)
                self.pending = jobs[sig]
                return BACKGROUND
            else:
                return -1
        if not self._guards(nat, frame):
            return -1
        r = self._run_loop(nat, frame, exit_)
        if r < 0:
            versions[sig] = None  # it declined: a case that tends to come back; the Python tier keeps it
        return r

    # ------------------------------------------------------------------ background compiles
    def _background(self, unit: Any, frame: Any, sig: tuple) -> Any:
        """Start compiling ``unit`` in a background thread (``background.py``)."""
        R = frame.R
        values = {s: R[s] for s in unit.entry}
        depth = frame.session.depth

        def args(nat: Any) -> list:
            a = [CNT_ADDR, depth, 0] + [values[s] for s in nat.params]
            for i, k in nat.unbox:
                a[3 + i] = K.unbox(k, a[3 + i])
            return a + nat.resume_zero

        def make() -> Any:
            nat = self._build(unit)
            if nat is not None:
                L.background.compile_for(nat, args(nat))
            return nat
        return L.background.start(L.background.Job(sig), make)

    def job(self, code: Any, pc: int) -> Any:
        """The background job ``loop`` just answered ``BACKGROUND`` for."""
        return self.pending

    def switch(self, frame: Any, code: Any, pc: int, job: Any, body: int) -> int:
        """The Python tier left the loop at ``pc`` at an iteration boundary (``body``, its body's
        first instruction) because ``job`` is ready: the remaining iterations natively.  Returns
        the loop's exit, or ``body`` where the interpreter goes on (the native run declined)."""
        try:
            nat = job.native
            site = self._site(code, pc)
            site["versions"][job.sig] = nat
            st = frame.R[code.instrs[pc][2]]
            if st.__class__ is not list or not self._guards(nat, frame):
                return body
            r = self._run_loop(nat, frame, code.instrs[pc][6], st[0])
            if r < 0:
                site["versions"][job.sig] = None
                return body
            self.switches += 1
            return r
        except KeyboardInterrupt:
            raise
        except Exception as exc:   # a bug of this tier must never reach the user
            self.last_reason = f"internal: {type(exc).__name__}: {exc}"
            return body

    def _entry_slots(self, code: Any, pc: int, exit_: int) -> list[int]:
        """Slots whose values at entry the loop may read: its variables, and a range's operands."""
        var = set(code.varmap.values())
        used = set()
        for p in range(pc, exit_):
            used.update(L.unit.registers(code.instrs[p], "drx"))
        consts = {s for s, _ in code.const_slots}
        ins = code.instrs[pc]
        rng = {ins[3], ins[4], ins[5]} if ins[0] == FOR_RANGE_INIT else set()
        return sorted((used & var) | (rng - consts))

    # ------------------------------------------------------------------ while loops
    def back_edge(self, frame: Any, code: Any, top: int) -> int:
        """At a ``while`` loop's backward jump to ``top`` (interpreted): its exit pc after running
        the rest of it natively from its condition, or -1."""
        try:
            return self._while(frame, code, top)
        except Exception as exc:  # a bug of this tier must never reach the user
            self._site(code, ("while", top))["declined"] = True
            self.last_reason = f"internal: {type(exc).__name__}: {exc}"
            return -1

    def _while(self, frame: Any, code: Any, top: int) -> int:
        site = self._site(code, ("while", top))
        if site.get("declined"):
            return -1
        c = site["count"] = site["count"] + 1
        if c & (c - 1):   # asked at the 1st, 2nd, 4th, 8th ... pass: cheap while it never pays
            return -1
        exit_ = site.get("exit")
        if exit_ is None:
            ends = [pc for pc, ins in enumerate(code.instrs) if ins[0] == JUMP and ins[1] == top and pc > top]
            exit_ = site["exit"] = max(ends) + 1 if ends else -1
        if exit_ < 0:
            site["declined"] = True
            return -1
        # its remaining passes are unknown: it goes native when the passes so far would have paid
        # for compiling it (so a cold start costs at most about twice the Python tier's time)
        if not self.force and c < WHILE_PASSES:
            return -1
        return self._enter_loop(site, frame, code, top, exit_, c * (exit_ - top), background=False)

    def _loop_unit(self, frame: Any, code: Any, pc: int, exit_: int, slots: list[int], sig: tuple) -> Any:
        """The loop's unit, inferred (its callees too), or None when it has no native form."""
        from runmat_vm.native.unit import Unit

        if any(k is None and frame.R[s] is not bc.UNDEF for s, k in zip(slots, sig)):
            self.declined += 1
            return None
        entry = {s: k for s, k in zip(slots, sig) if k is not None}
        fname = "L_" + L.build.digest(code, pc, tuple(sorted(entry.items())))
        nat = _NATIVES.get(fname)
        if nat is not None:  # the same loop compiled for another session (its guards are checked at entry)
            return nat

        def make() -> Any:
            u = Unit(code, pc, exit_, entry, L.build.World(frame.session), False)
            u.fname = fname
            u.infer()
            return u
        return self._attempt(make)

    def _attempt(self, make: Any) -> Any:
        from runmat_vm.native.unit import Unsupported

        try:
            return make()
        except Exception as exc:  # Unsupported, or a generator bug: never the user's problem
            self.declined += 1
            self.last_reason = str(exc) if isinstance(exc, Unsupported) else f"internal: {type(exc).__name__}: {exc}"
            return None

    def _build(self, unit: Any) -> Any:
        nat = self._attempt(lambda: L.build.build(unit, unit.world))
        if nat is not None:
            self.compiled += 1
        return nat

    def _run_loop(self, nat: Any, frame: Any, exit_: int, k0: int = 0) -> int:
        """Run the loop natively from its iteration ``k0`` (0: its start; more: a switch from the
        slower tier at an iteration boundary, the variables it wrote so far in ``R``)."""
        R = frame.R
        args = []
        arrays = nat.arrays
        for s in nat.params:
            v = R[s]
            if s in arrays and (s in nat.arrays_read or v.base is not None or not v.flags.writeable
                                or getrefcount(v) > _SOLE_REFS):
                v = v.copy(order="K")
            args.append(v)
        copies = {s: a for s, a in zip(nat.params, args) if s in arrays}
        for i, k in nat.unbox:
            args[i] = K.unbox(k, args[i])
        if k0:
            for s, k in nat.resume:
                v = R[s]
                if v is bc.UNDEF:
                    args += [K.unbox(k, K.box(k, 0.0)) if k in K.BOXED else K.box(k, 0.0), False]
                elif K.of_value(v) != k:
                    return -1   # a class the unit was not inferred with (the slower tier goes on)
                else:
                    args += [K.unbox(k, v) if k in K.BOXED else v, True]
        else:
            args += nat.resume_zero
        t0 = perf_counter()
        try:
            out = nat.fn(CNT_ADDR, frame.session.depth, k0, *args)
        except Exception as exc:
            CNT[:] = 0
            self.fallbacks += 1
            self.last_error = exc
            return -1
        self.native_s += perf_counter() - t0
        stopped, raised = CNT[STOP], int(CNT[EXC])
        n = len(nat.returns)
        for i, (s, k) in enumerate(nat.out):
            if s in nat.flags and not out[n + nat.flags.index(s)]:
                continue
            R[s] = K.box(k, out[i])
        g = n + len(nat.flags)
        for s in nat.grown:   # a char row grown by [t c]: 1xN, from its buffer
            b, m, written = out[g], out[g + 1], out[g + 2]
            g += 3
            if written:
                R[s] = b[:m].copy().view(K.U1).reshape(1, m)
        for s, a in copies.items():
            R[s] = a
        if nat.resized:
            store_resized(nat, R, out, g)
        _flush_counts()
        self.runs += 1
        L.policy.warmed()
        if stopped:  # Ctrl-C: the workspace is the loop's at the statement it left at
            interrupt(raised)
        return exit_

    # ------------------------------------------------------------------ functions
    def enter(self, frame: Any, code: Any) -> Any:
        """A user function called with native-kind arguments, run natively; else DECLINED."""
        try:
            return self._enter(frame, code)
        except Exception as exc:  # a bug of this tier must never reach the user: the slower tier runs
            self._site(code, -1)["declined"] = True
            self.last_reason = f"internal: {type(exc).__name__}: {exc}"
            return DECLINED

    def _enter(self, frame: Any, code: Any) -> Any:
        if code.kind != "function" or frame.nargout > 1:
            return DECLINED
        site = self._site(code, -1)
        if site.get("declined"):
            return DECLINED
        site["count"] += 1
        R = frame.R
        ps = code.param_slots
        sig = tuple(K.of_value(R[s]) if s >= 0 else None for s in ps)
        versions = site["versions"]
        nat = versions.get(sig, 0)
        if not self.force and site["count"] < CALLS and nat == 0:
            # an early call goes native only when its unit is compiled in this process already
            # (another session's identical function: recursion such as fib(20) is one outer call)
            if not _NATIVES or None in sig or any(k not in K.SCALARS for k in sig) \
                    or _NATIVES.get("F_" + L.build.digest(code, 0, sig)) is None:
                return DECLINED
        if nat == 0:
            nat = versions[sig] = self._function_unit(frame, code, sig)
            if nat is None and len(versions) > 4:
                site["declined"] = True
        if nat is None:
            return DECLINED
        if nat.__class__ is not L.build.Native:  # inferred, not compiled yet: only from the cache when on
            if not (self.force or L.policy.call_pays(L.build.units_of(nat), _NS.keys())):
                return DECLINED
            nat = versions[sig] = self._build(nat)
            if nat is None:
                return DECLINED
        if not (self.force or nat.loops):
            # a function without loops or calls, entered from the slower tier: the entry costs
            # more than its body saves (the Python tier runs it, or inlines it into its caller);
            # called from a native unit it is native all the same
            site["declined"] = True
            return DECLINED
        if not self._guards(nat, frame):
            return DECLINED
        try:
            args = [R[s] for s in ps]
            for i, k in nat.unbox:
                args[i] = K.unbox(k, args[i])
            t0 = perf_counter()
            v, defined = nat.fn(CNT_ADDR, frame.session.depth, *args)
            self.native_s += perf_counter() - t0
        except Exception as exc:
            CNT[:] = 0
            self.fallbacks += 1
            self.last_error = exc
            versions[sig] = None
            return DECLINED
        stopped, raised = CNT[STOP], int(CNT[EXC])
        if defined:
            R[code.first_out] = K.box(nat.out[0][1], v)
        L.policy.warmed()
        _flush_counts()
        self.runs += 1
        if stopped:
            interrupt(raised)
        return None

    def _function_unit(self, frame: Any, code: Any, sig: tuple) -> Any:
        if None in sig or any(k not in K.SCALARS for k in sig):
            return None
        nat = _NATIVES.get("F_" + L.build.digest(code, 0, sig))
        if nat is not None:
            return nat
        return self._attempt(lambda: L.build.World(frame.session).function_unit(code, sig))


def interrupt(raised: int = 1) -> None:
    """Raise the Ctrl-C that native code took (``helpers._interrupted`` consumes the SIGINT): the
    process's SIGINT handler runs as Python would have run it, and the interrupt is raised in
    any case (a native loop cannot go on from where it left).  ``raised`` other than 1: the
    address of the exception another signal's handler raised in native code (the reference
    ``PyErr_Fetch`` gave), raised here."""
    import signal

    if raised > 1:
        import ctypes

        exc = ctypes.cast(raised, ctypes.py_object).value
        ctypes.pythonapi.Py_DecRef(ctypes.py_object(exc))   # the fetched reference: ours now
        raise exc

    h = signal.getsignal(signal.SIGINT)
    if callable(h):
        h(signal.SIGINT, None)
    raise KeyboardInterrupt


def store_resized(nat: Any, R: list, out: tuple, g: int) -> None:
    """The rows or columns a loop unit shortened by ``x(end) = []`` or grew by ``x(end+1) = v`` (views
    of their buffers, returned after the grown char rows from ``out[g]`` on), stored as arrays of
    their own."""
    for i, s in enumerate(nat.resized, g):
        R[s] = out[i].copy()


def _flush_counts() -> None:
    CNT[STOP] = 0
    CNT[TICK] = 0
    CNT[EXC] = 0
    nz = np.flatnonzero(CNT[:len(_ROWS)])   # the rows handed out so far (``row``)
    if not len(nz):
        return
    names = {r: n for n, r in _ROWS.items()}
    for r in nz:
        count_answered(answered_counter(names[int(r)]), int(CNT[r]))
    CNT[:] = 0
