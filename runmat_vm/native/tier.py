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

import hashlib
from time import perf_counter
import weakref
from typing import Any

import numpy as np

from runmat_vm import code as bc
from runmat_vm import interp
from runmat_vm import runtime as rt
from runmat_vm.native import kinds as K
from runmat_vm.native import policy
from runmat_vm.native.unit import registers

DECLINED = interp.DECLINED
FOR_RANGE_INIT = bc.OP["FOR_RANGE_INIT"]
WORK = 20_000          # on: loops with fewer instructions (policy.work) never go native
CALLS = 2              # on: a function goes native at this call (from the cache: policy.pays)
_ROWS: dict[str, int] = {}     # builtin name -> its row in CNT
CNT = np.zeros(4096, dtype=np.int64)
_NS: dict[str, Any] = {}       # the namespace every native function is compiled in
_NATIVES: dict[str, Any] = {}  # unit name (a hash of its code and kinds) -> its Native, for any session
_SITES: "weakref.WeakKeyDictionary[Any, dict]" = weakref.WeakKeyDictionary()


def namespace() -> dict[str, Any]:
    if not _NS:
        from runmat_vm.native import helpers, lowering

        _NS.update(helpers.namespace())
        _NS.update(lowering.names())
        _NS["LIMIT"] = interp.RECURSION_LIMIT
    return _NS


def clear(disk: bool = False) -> None:
    """Forget every native function compiled in this process, and with ``disk`` the disk cache
    too (a cold start, for benchmarks)."""
    from runmat_vm.native import cache, helpers

    _NS.clear()
    _NATIVES.clear()
    _SITES.clear()
    helpers.clear()
    if disk:
        cache.clear()


def row(name: str) -> int:
    r = _ROWS.get(name)
    if r is None:
        r = _ROWS[name] = len(_ROWS)
        if r >= len(CNT):
            raise OverflowError("native counters")
    return r


class Native:
    """A compiled unit ready to run: the Numba function and what entry and exit need."""

    __slots__ = ("fn", "params", "returns", "flags", "arrays", "names", "has_calls", "source", "out", "unbox")

    def __init__(self, fn: Any, unit: Any, params: list[int], returns: list[int], flags: list[int],
                 source: str, names: set[str], has_calls: bool) -> None:
        self.fn = fn
        self.params = params
        self.returns = returns      # written variables, each with its kind
        self.flags = flags          # the subset that may stay undefined
        self.arrays = sorted(unit.arrays_written)
        self.names = sorted(names)
        self.has_calls = has_calls
        self.source = source
        self.out = [(s, unit.kinds[f"v{s}"]) for s in returns]
        self.unbox = [(i, unit.entry[s]) for i, s in enumerate(params) if unit.entry[s] in K.CLASSED]


class World:
    """What units of one compilation ask: names, counters, callee units (recursion included)."""

    def __init__(self, session: Any) -> None:
        self.session = session
        self.units: dict[tuple, Any] = {}

    def is_builtin(self, name: str) -> bool:
        try:
            return self.session.resolve(name) == name
        except Exception:
            return False

    def counter(self, name: str) -> int:
        return row(name)

    def function_unit(self, code: Any, kinds: tuple) -> Any:
        from runmat_vm.native.unit import Unit, Unsupported

        key = (id(code), kinds)
        u = self.units.get(key)
        if u is not None:
            return u
        if (code.varargin or code.varargout or code.nouts != 1 or len(kinds) != code.nparams
                or any(s < 0 for s in code.param_slots) or code.fndef is None or code.fndef.children):
            raise Unsupported(f"function {code.name}")
        entry = dict(zip(code.param_slots, kinds))
        u = self.units[key] = Unit(code, 0, len(code.instrs), entry, self, True)
        u.fname = "F_" + _digest(code, 0, kinds)
        u.infer()
        return u


def _norm(v: Any) -> Any:
    if v is None or isinstance(v, (bool, int, float, str)):
        return v
    if isinstance(v, tuple):
        return tuple(_norm(x) for x in v)
    return type(v).__name__ + ":" + str(getattr(v, "name", ""))


def _digest(code: Any, start: int, kinds: tuple) -> str:
    """A unit's name: a hash of its code object's text (once per code object), start and kinds."""
    sites = _SITES.get(code)
    if sites is None:
        sites = _SITES[code] = {}
    key = sites.get("text")
    if key is None:
        key = sites["text"] = repr((code.name, code.filename, [_norm(i) for i in code.instrs],
                                    sorted(code.varmap.items()), [_norm(v) for v in code.template],
                                    _norm(code.const_slots)))
    return hashlib.sha1(f"{key}|{start}|{kinds}".encode()).hexdigest()[:16]


def render(unit: Any) -> tuple[str, list[int], list[int], list[int]]:
    """(source, parameter slots, returned slots, returned slots that carry a defined flag)."""
    from runmat_vm.native.structure import body

    u = unit
    params = sorted(u.entry)
    init = []
    entry = {f"v{s}" for s in u.entry}
    for name in sorted(u.kinds):
        if name not in entry:
            init.append(f"{name} = {K.zero(u.kinds[name])}")
    init += [f"d{s} = False" for s in sorted(u.written) if u.maybe_undefined(s)]
    head = ["cnt", "dep"] + [f"v{s}" for s in params]
    if u.function:
        o = u.code.first_out
        flag = f"d{o}" if u.maybe_undefined(o) else "True"
        ret = f"return (v{o}, {flag})"
        returns, flags = [o], []
        lines = [(1, "if dep >= LIMIT: raise Declined()")] + [(1, t) for t in init]
        lines += body(u, ret, 1) + [(1, ret)]
    else:
        returns = sorted(s for s in u.written if s in u.varslots and u.kinds.get(f"v{s}") in K.SCALARS)
        flags = [s for s in returns if u.maybe_undefined(s)]
        ret = "return (" + "".join(f"v{s}, " for s in returns) + "".join(f"d{s}, " for s in flags) + ")"
        lines = [(1, t) for t in init] + body(u, "raise Declined()", 1) + [(1, ret)]
    src = f"def {u.fname}({', '.join(head)}):\n" + "\n".join("    " * i + t for i, t in lines) + "\n"
    return src, params, returns, flags


def build(unit: Any, world: World) -> Native:
    """Source of ``unit`` and of every callee unit, compiled (or found) in the namespace."""
    from runmat_vm.native import cache

    ns = namespace()
    names: set[str] = set()
    made: list[dict] = []
    has_calls = False
    todo, seen = [unit], set()
    while todo:
        u = todo.pop()
        if u.fname in seen:
            continue
        seen.add(u.fname)
        names |= u.names
        has_calls |= bool(u.callees)
        todo.extend(u.callees.values())
        if u.fname not in ns:
            src, *_ = render(u)
            ns.update(u.raws)
            # Numba cannot cache a recursive function (its cached code misses its own symbol)
            ns[u.fname], g = cache.load(u.fname, src, ns, disk=not _recursive(u))
            made.append(g)
    for g in made:  # each unit sees the others (callees, itself when recursive)
        g.update(cache.public(ns))
    src, params, returns, flags = render(unit)
    nat = _NATIVES[unit.fname] = Native(ns[unit.fname], unit, params, returns, flags, src, names, has_calls)
    return nat


def units_of(unit: Any) -> list[Any]:
    """``unit`` and every unit it calls."""
    out, todo, seen = [], [unit], set()
    while todo:
        u = todo.pop()
        if u.fname not in seen:
            seen.add(u.fname)
            out.append(u)
            todo.extend(u.callees.values())
    return out


def _recursive(unit: Any) -> bool:
    """``unit`` calls itself, directly or through other units."""
    todo, seen = list(unit.callees.values()), set()
    while todo:
        u = todo.pop()
        if u is unit:
            return True
        if u.fname not in seen:
            seen.add(u.fname)
            todo.extend(u.callees.values())
    return False


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

    # ------------------------------------------------------------------ sites
    def _site(self, code: Any, pc: int) -> dict:
        sites = _SITES.get(code)
        if sites is None:
            sites = _SITES[code] = {}
        site = sites.get(pc)
        if site is None:
            site = sites[pc] = {"count": 0, "versions": {}}
        return site

    def _guards(self, nat: Native, frame: Any) -> bool:
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
            ops = policy.work(code, pc, exit_, R, n)
            if ops < WORK:
                return -1
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
        if nat.__class__ is not Native:  # inferred, not compiled yet
            if not (self.force or policy.pays(ops, units_of(nat), _NS.keys())):
                return -1
            nat = versions[sig] = self._build(nat)
            if nat is None:
                return -1
        if not self._guards(nat, frame):
            return -1
        r = self._run_loop(nat, frame, exit_)
        if r < 0:
            versions[sig] = None  # it declined: a case that tends to come back; the Python tier keeps it
        return r

    def _entry_slots(self, code: Any, pc: int, exit_: int) -> list[int]:
        """Slots whose values at entry the loop may read: its variables, and the range's operands."""
        var = set(code.varmap.values())
        used = set()
        for p in range(pc, exit_):
            used.update(registers(code.instrs[p], "drx"))
        consts = {s for s, _ in code.const_slots}
        ins = code.instrs[pc]
        return sorted((used & var) | ({ins[3], ins[4], ins[5]} - consts))

    def _loop_unit(self, frame: Any, code: Any, pc: int, exit_: int, slots: list[int], sig: tuple) -> Any:
        """The loop's unit, inferred (its callees too), or None when it has no native form."""
        from runmat_vm.native.unit import Unit

        if any(k is None and frame.R[s] is not bc.UNDEF for s, k in zip(slots, sig)):
            self.declined += 1
            return None
        entry = {s: k for s, k in zip(slots, sig) if k is not None}
        fname = "L_" + _digest(code, pc, tuple(sorted(entry.items())))
        nat = _NATIVES.get(fname)
        if nat is not None:  # the same loop compiled for another session (its guards are checked at entry)
            return nat

        def make() -> Any:
            u = Unit(code, pc, exit_, entry, World(frame.session), False)
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
        nat = self._attempt(lambda: build(unit, unit.world))
        if nat is not None:
            self.compiled += 1
        return nat

    def _run_loop(self, nat: Native, frame: Any, exit_: int) -> int:
        R = frame.R
        args = []
        for s in nat.params:
            v = R[s]
            args.append(v.copy(order="K") if s in nat.arrays else v)
        copies = {s: a for s, a in zip(nat.params, args) if s in nat.arrays}
        for i, k in nat.unbox:
            args[i] = K.unbox(k, args[i])
        t0 = perf_counter()
        try:
            out = nat.fn(CNT, frame.session.depth, *args)
        except Exception as exc:
            CNT[:] = 0
            self.fallbacks += 1
            self.last_error = exc
            return -1
        self.native_s += perf_counter() - t0
        n = len(nat.returns)
        for i, (s, k) in enumerate(nat.out):
            if s in nat.flags and not out[n + nat.flags.index(s)]:
                continue
            R[s] = K.box(k, out[i])
        for s, a in copies.items():
            R[s] = a
        _flush_counts()
        self.runs += 1
        policy.warmed()
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
        if not self.force and site["count"] < CALLS:
            return DECLINED
        R = frame.R
        ps = code.param_slots
        sig = tuple(K.of_value(R[s]) if s >= 0 else None for s in ps)
        versions = site["versions"]
        nat = versions.get(sig, 0)
        if nat == 0:
            nat = versions[sig] = self._function_unit(frame, code, sig)
            if nat is None and len(versions) > 4:
                site["declined"] = True
        if nat is None:
            return DECLINED
        if nat.__class__ is not Native:  # inferred, not compiled yet: only from the cache when on
            if not (self.force or policy.call_pays(units_of(nat), _NS.keys())):
                return DECLINED
            nat = versions[sig] = self._build(nat)
            if nat is None:
                return DECLINED
        if not self._guards(nat, frame):
            return DECLINED
        try:
            args = [R[s] for s in ps]
            for i, k in nat.unbox:
                args[i] = K.unbox(k, args[i])
            t0 = perf_counter()
            v, defined = nat.fn(CNT, frame.session.depth, *args)
            self.native_s += perf_counter() - t0
        except Exception as exc:
            CNT[:] = 0
            self.fallbacks += 1
            self.last_error = exc
            versions[sig] = None
            return DECLINED
        if defined:
            R[code.first_out] = K.box(nat.out[0][1], v)
        policy.warmed()
        _flush_counts()
        self.runs += 1
        return None

    def _function_unit(self, frame: Any, code: Any, sig: tuple) -> Any:
        if None in sig or any(k not in K.SCALARS for k in sig):
            return None
        nat = _NATIVES.get("F_" + _digest(code, 0, sig))
        if nat is not None:
            return nat
        return self._attempt(lambda: World(frame.session).function_unit(code, sig))


def _flush_counts() -> None:
    nz = np.flatnonzero(CNT)
    if not len(nz):
        return
    from runmat_accel import telemetry

    rec = telemetry.recorder()
    names = {r: n for n, r in _ROWS.items()}
    for r in nz:
        telemetry.count_inline(rec.inline_counter(names[int(r)]), int(CNT[r]))
    CNT[:] = 0
