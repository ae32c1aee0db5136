"""Making native units: the world they are inferred in, their source, and their compiled form.

``World`` answers what a unit asks while it is inferred (is a name a builtin here, a telemetry row,
the unit of a user function it calls, recursion included).  ``render`` writes a unit's Numba
source, ``build`` compiles it and every unit it calls (or finds them: units are named by a hash
of their code and kinds, ``digest``) in one process namespace and the disk cache.  Imported with
the first hot loop, never at start-up.
"""

from __future__ import annotations

import hashlib
from typing import Any

from runmat_vm import interp
from runmat_vm.code import OP
from runmat_vm.native import kinds as K
from runmat_vm.native.tier import _NATIVES, _NS, _SITES, row

def namespace() -> dict[str, Any]:
    if not _NS:
        from runmat_vm.native import helpers, lowering

        _NS.update(helpers.namespace())
        _NS.update(lowering.names())
        _NS["LIMIT"] = interp.RECURSION_LIMIT
    return _NS


class Native:
    """A compiled unit ready to run: the Numba function and what entry and exit need."""

    __slots__ = ("fn", "params", "returns", "flags", "arrays", "arrays_read", "names", "has_calls", "source", "out", "unbox",
                 "resume", "resume_zero", "grown", "resized", "loops")

    def __init__(self, fn: Any, unit: Any, params: list[int], returns: list[int], flags: list[int],
                 source: str, names: set[str], has_calls: bool) -> None:
        self.fn = fn
        self.params = params
        self.returns = returns      # written variables, each with its kind
        self.flags = flags          # the subset that may stay undefined
        self.arrays = sorted(unit.arrays_written)
        self.arrays_read = frozenset(unit.arrays_read)
        self.grown = sorted(unit.builders)   # char rows grown by [t c]: (buffer, length, written) returned last
        self.resized = sorted(unit.resized)    # rows or columns x(end) = [] shortened or x(end+1) = v grown: returned after them
        self.loops = has_loops(unit)         # (a function) it loops, or calls functions: work worth an entry
        self.names = sorted(names)
        self.has_calls = has_calls
        self.source = source
        self.out = [(s, unit.kinds[f"v{s}"]) for s in returns]
        self.unbox = [(i, unit.entry[s]) for i, s in enumerate(params) if unit.entry[s] in K.BOXED]
        # a loop unit's variables undefined at its entry, each passed in with its defined flag, so
        # that it can start mid-way (``k0``, at an iteration boundary: ``resume_slots``)
        self.resume = [] if unit.function else [(s, unit.kinds[f"v{s}"]) for s in resume_slots(unit)]
        self.resume_zero: list[Any] = []
        for _, k in self.resume:
            self.resume_zero += [K.unbox(k, K.box(k, 0.0)) if k in K.BOXED else K.box(k, 0.0), False]


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
        u.fname = "F_" + digest(code, 0, kinds)
        u.infer()
        return u


def _norm(v: Any) -> Any:
    if v is None or isinstance(v, (bool, int, float, str)):
        return v
    if isinstance(v, tuple):
        return tuple(_norm(x) for x in v)
    return type(v).__name__ + ":" + str(getattr(v, "name", ""))


_GEN: list[str] = []


def generators_hash() -> str:
    """A hash of the source files of the modules that decide what a unit's source is (this one,
    ``structure``, ``unit``, ``lowering``, ``helpers``, ``kinds``, the scalar kernels and
    ``runtime.range_count``'s module), read once per process: a change to any of them names
    every unit anew (the disk cache keeps units by name: one an older generator wrote must not
    be found)."""
    if not _GEN:
        import sys

        from runmat_builtins.numeric import scalar
        from runmat_vm import runtime
        from runmat_vm.native import helpers, kinds, lowering, structure, unit

        h = hashlib.sha1()
        for m in (sys.modules[__name__], structure, unit, lowering, helpers, kinds, scalar, runtime):
            h.update(m.__name__.encode())
            with open(m.__file__, "rb") as f:
                h.update(f.read())
        _GEN.append(h.hexdigest()[:16])
    return _GEN[0]


def digest(code: Any, start: int, kinds: tuple) -> str:
    """A unit's name: a hash of its code object's text (once per code object), start and kinds,
    and of the generators' sources (``generators_hash``)."""
    sites = _SITES.get(code)
    if sites is None:
        sites = _SITES[code] = {}
    key = sites.get("text")
    if key is None:
        from runmat_vm.chunks import ORIGIN

        origin = ORIGIN.get(code)   # a session's copy of code compiled before (chunks.COMPILED)
        if origin is not None and origin is not code:
            osites = _SITES.get(origin)
            if osites is None:
                osites = _SITES[origin] = {}
            key = osites.get("text")
            if key is None:
                key = osites["text"] = _text(origin)
            sites["text"] = key
            names = osites.get("names")   # the unit names computed for it, shared by its copies
            if names is None:
                names = osites["names"] = {}
            sites["names"] = names
        else:
            key = sites["text"] = _text(code)
    names = sites.get("names")
    if names is None:
        names = sites["names"] = {}
    d = names.get((start, kinds))
    if d is None:
        d = names[(start, kinds)] = hashlib.sha1(f"{generators_hash()}|{key}|{start}|{kinds}".encode()).hexdigest()[:16]
    return d


def _text(code: Any) -> str:
    """What names a code object's units: its instructions, variables and constants."""
    # a FUSED instruction and a NOP are one (the fusion planner turns one into the other as
    # the code runs; a unit skips both): the name must not depend on what ran before
    from runmat_vm.native.unit import _SKIP

    return repr((code.name, code.filename, [("skip",) if i[0] in _SKIP else _norm(i) for i in code.instrs],
                 sorted(code.varmap.items()), [_norm(v) for v in code.template], _norm(code.const_slots)))


def render(unit: Any) -> tuple[str, list[int], list[int], list[int]]:
    """(source, parameter slots, returned slots, returned slots that carry a defined flag)."""
    from runmat_vm.native.structure import body, poll

    u = unit
    params = sorted(u.entry)
    init = []
    resume = [] if u.function else resume_slots(u)
    entry = {f"v{s}" for s in u.entry} | {f"v{s}" for s in resume}
    for name in sorted(u.kinds):
        if name not in entry:
            init.append(f"{name} = {K.zero(u.kinds[name])}")
    init += [f"d{s} = False" for s in sorted(u.written) if u.maybe_undefined(s) and s not in resume]
    init.append("_ic = 0")
    head = ["cp", "dep"] + ([] if u.function else ["k0"]) + [f"v{s}" for s in params]
    head += [f"{c}{s}" for s in resume for c in "vd"]
    from runmat_vm.native.unit import FLUSH

    u.rows = set()
    if u.function:
        o = u.code.first_out
        flag = f"d{o}" if u.maybe_undefined(o) else "True"
        ret = f"{FLUSH}return (v{o}, {flag})"
        returns, flags = [o], []
        u.leave = ["cnt[STOP] = 1", f"{FLUSH}return (v{o}, False)"]
        lines = [(1, "if dep >= LIMIT: raise Declined()")] + [(1, t) for t in init]
        if recursive(u):   # recursion without loops polls too (a function outside a cycle runs
            # a bounded number of instructions between its callers' polls)
            lines += [(1, t) for t in poll(u, "cnt[TICK]")]
        lines += body(u, ret, 1) + [(1, ret)]
    else:
        returns = sorted(s for s in u.written if s in u.varslots and u.kinds.get(f"v{s}") in K.SCALARS)
        flags = [s for s in returns if u.maybe_undefined(s)]
        grown = sorted(u.builders)   # each returns its buffer, length and written flag, last
        ret = f"{FLUSH}return (" + "".join(f"v{s}, " for s in returns) + "".join(f"d{s}, " for s in flags) + \
            "".join(f"b{s}, n{s}, g{s}, " for s in grown) + "".join(f"v{s}, " for s in sorted(u.resized)) + ")"
        u.leave = ["cnt[STOP] = 1", ret]
        for s in sorted(u.growable):   # x(end+1) = v: the row's buffer (its prefix is the row), at first the array itself
            init.append(f"b{s} = v{s}")
        for s in grown:   # a 0x0 or 1xN char array's code points, in a buffer with room to grow
            init += [f"if not (v{s}.shape[0] == 1 or v{s}.size == 0 and v{s}.shape[1] == 0): raise Declined()",
                     f"n{s} = v{s}.size", f"b{s} = _buffer(v{s}, n{s})", f"g{s} = False"]
        lines = [(1, t) for t in init] + body(u, "raise Declined()", 1) + [(1, ret)]
    rows = sorted(u.rows)   # builtin calls counted in locals, added to ``cnt`` where the unit returns
    lines = [(1, "cnt = _counters(cp)")] + [(1, f"_n{r} = 0") for r in rows] + lines
    src = f"def {u.fname}({', '.join(head)}):\n" + "\n".join("    " * i + t for i, t in lines) + "\n"
    src = src.replace(FLUSH, "".join(f"cnt[{r}] += _n{r}; " for r in rows))
    return src, params, returns, flags


def resume_slots(unit: Any) -> list[int]:
    """A loop unit's scalar variables that may be undefined at its entry (written inside it): a
    start mid-way passes each one's value and defined flag (``d<slot>``) as parameters."""
    return [s for s in sorted(unit.written) if unit.maybe_undefined(s) and unit.kinds.get(f"v{s}") in K.SCALARS]


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
            ns[u.fname], g = cache.load(u.fname, src, ns, disk=not recursive(u))
            made.append(g)
    for g in made:  # each unit sees the others (callees, itself when recursive)
        g.update(cache.public(ns))
    src, params, returns, flags = render(unit)
    nat = _NATIVES[unit.fname] = Native(ns[unit.fname], unit, params, returns, flags, src, names, has_calls)
    return nat


def has_loops(unit: Any) -> bool:
    """``unit`` loops (a ``for`` or a backward jump) or calls user functions (recursion included)."""
    if unit.callees:
        return True
    init, jump = OP["FOR_RANGE_INIT"], OP["JUMP"]
    return any(ins[0] == init or (ins[0] == jump and ins[1] <= pc)
               for pc, ins in enumerate(unit.instrs[unit.start:unit.stop], unit.start))


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


def recursive(unit: Any) -> bool:
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
