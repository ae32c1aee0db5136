"""Tier-up: count calls and loop entries, compile hot code, run it, map its errors back.

The interpreter calls three hooks when the tier is installed (``interp.JIT``):

* :meth:`Tier.enter` at the start of ``execute`` (functions, anonymous functions,
  script chunks): after ``threshold`` calls the whole code object runs compiled;
* :meth:`Tier.loop` at FOR_RANGE_INIT / FOR_EACH_INIT: a loop entered ``threshold``
  times, or one whose range has at least ``loop_iters`` values, runs compiled and
  the interpreter resumes after it;
* :meth:`Tier.back_edge` at a backward JUMP (``while``): after ``loop_iters``
  iterations the rest of the loop runs compiled (registers live in ``R``, so the
  loop can be entered at its top at any iteration).

Compiled versions are cached per code object (and loop) and per entry signature:
the classes of the variables at entry.  Code the generator cannot handle is
marked declined and stays interpreted.  Errors raised inside compiled code get
the failing instruction's line through the generated source's line map.
"""

from __future__ import annotations

import functools
import itertools
import math
import os
import re
import warnings
from typing import Any

from runmat_builtins.dispatch import answered_counter, call_builtin, scalar_kernel
from runmat_vm import fused, handover, interp, native
from runmat_vm import runtime as rt
from runmat_vm.code import FOR_EACH_INIT, FOR_RANGE_INIT, OPCODES, UNDEF
from runmat_vm.jit import handles, ops
from runmat_vm.jit import types as T
from runmat_builtins.numeric.scalar import DECLINES, INLINE_NAMES, fdiv, int_mod, to_single

DECLINED = interp.DECLINED
MAX_VERSIONS = 6   # entry signatures compiled per function / loop before one generic version serves the rest
DEOPT_LIMIT = 3    # deoptimisations of a version before it is rebuilt without optimistic guards
MAX_REBUILDS = 4   # versions rebuilt with one more failed guard taken inline, before that rule
Resume = ops.Resume
Switch = ops.Switch
_GENERIC = "generic"
# generated code's module name: float32 arithmetic on single scalars overflows to Inf, divides by
# zero and makes NaN as MATLAB does; NumPy's RuntimeWarnings about it are not MATLAB warnings
COMPILED_MODULE = "runmat_vm.jit.compiled"
warnings.filterwarnings("ignore", category=RuntimeWarning, module=r"runmat_vm\.jit\.compiled$")


def call_user(frame: Any, fn: Any, args: list, nargout: int) -> Any:
    """A call to a user function resolved at compile time: ``interp.invoke_user`` runs the resolver's
    body or, when it has none, the function's own definition (``Session.body_of``)."""
    if fn.kind == "function" and fn.parent is None:
        return interp.invoke_user(frame.session, fn, args, nargout, None, frame)
    return interp.invoke(frame.session, fn, args, nargout, frame)


_BASE_NS: dict[str, Any] = {}


def base_ns() -> dict[str, Any]:
    """What generated code sees as globals: the helpers and every opcode's generic ``g_<OPNAME>``."""
    if not _BASE_NS:
        _BASE_NS.update({
            "call_builtin": call_builtin, "opcall": call_builtin, "call_named": interp.call_named, "call_user": call_user,
            "invoke_user": interp.invoke_user, "array_info": ops.array_info,
            "build_args": rt.build_args, "fused_run": fused.run, "taken_args": handover.taken_args, "binop": interp.binop, "unop": interp.unop, "float_op": ops.float_op,
            "truth": interp.truth, "sc_truth": interp.sc_truth, "defined": interp.defined,
            "range_values": ops.range_values, "device_range_values": ops.device_range_values, "end_value": rt.end_value, "loop_state": ops.loop_state, "count_inline": ops.count_inline, "int_range_within": ops.int_range_within, "count": itertools.count, "each_values": ops.each_values, "catch": ops.catch,
            **INLINE_NAMES, **ops.scalar_boxes(), "int_mod": int_mod, "to_single": to_single, "DECLINES": DECLINES, "fdiv": fdiv, "INF": math.inf, "NAN": math.nan, "UNDEF": UNDEF,
            "ndarray": ops.ndarray, "F64": ops.F64, "getrefcount": ops.getrefcount,
            **{f"g_{o.name}": o.run for o in OPCODES if o.run is not None},
        })
    return _BASE_NS


class Compiled:
    """One compiled version: the Python function, its source and its line map."""

    __slots__ = ("fn", "source", "linemap", "pycode", "pure", "optimistic", "deopts", "site", "sig", "pc",
                 "code_obj", "entry_st", "session", "avoid", "rebuilds")

    def __init__(self, fn: Any, source: str, linemap: list[int], pure: bool = False,
                 optimistic: bool = False) -> None:
        self.fn = fn
        self.source = source
        self.linemap = linemap
        self.pycode = fn.__code__
        self.pure = pure   # a whole function that calls nothing and never reads its frame (is_pure)
        self.optimistic = optimistic   # it may deoptimise (return a Resume)
        self.deopts = 0
        self.avoid: frozenset[int] = frozenset()   # pcs compiled without deoptimisation (failed before)
        self.rebuilds = 0   # versions of this site and signature rebuilt before this one
        self.site: Any = None
        self.sig: Any = None
        self.pc: int | None = None


_CALL = re.compile(r"\b([A-Za-z_]\w*)\(")


def is_pure(source: str) -> bool:
    """True for generated source whose body only computes on its registers: no helper, no call
    that could run user code or look at the frame, the session or the call context (only
    ``fdiv``, which is plain arithmetic).  Such a leaf needs no frame while it runs."""
    body = "\n".join(source.split("\n")[2:])
    if any(w in body for w in ("frame", "sess", "ctx", "code", "LINEMAP", "DEOPT")):
        return False
    return set(_CALL.findall(body)) <= {"fdiv"}


class Site:
    """Counters and compiled versions of one code object (``pc`` None) or one loop in it."""

    __slots__ = ("count", "versions", "declined", "reason", "sig_slots", "sig_of")

    def __init__(self) -> None:
        self.count = 0
        self.versions: dict[Any, Compiled] = {}
        self.declined = False
        self.reason = ""
        self.sig_slots: tuple[int, ...] | None = None
        self.sig_of: Any = None   # R -> the entry signature (a compiled lambda over sig_slots)


class CodeInfo:
    __slots__ = ("whole", "loops")

    def __init__(self) -> None:
        self.whole = Site()
        self.loops: dict[int, Site] = {}


INTERPRET_ONLY = "interpreted only (a debugger's copy of the code)"


def interpret_only(code: Any) -> None:
    """Never compile ``code`` nor any loop of it (the debugger's copies: runmat_vm/debugger.py)."""
    info = code.jit = CodeInfo()
    info.whole.declined = True
    info.whole.reason = INTERPRET_ONLY


def info_of(code: Any) -> CodeInfo:
    info = code.jit
    if info is None:
        info = code.jit = CodeInfo()
    return info


def signature_slots(code: Any, whole: bool) -> tuple[int, ...]:
    """Slots whose classes at entry pick the compiled version."""
    if whole and code.kind == "function":
        slots = [s for s in code.param_slots if s >= 0]
        if code.varargin:
            slots.append(code.varargin_slot)
        return tuple(slots)
    return tuple(sorted(set(code.varmap.values())))


def entry_state(code: Any, slots: tuple[int, ...], sig: Any, whole: bool) -> dict[int, int]:
    st: dict[int, int] = {}
    if whole and code.kind == "function":
        for s in code.varmap.values():
            st[s] = T.U
    for s, c in zip(slots, sig) if sig != _GENERIC else ((s, None) for s in slots):
        st[s] = T.of_class(c) if c is not None else T.ALL
    return st


class Tier:
    """The compiled tier's policy and caches (one per process; caches live on the code objects)."""

    DECLINED = DECLINED

    def __init__(self, mode: str = "on", threshold: int = 2, loop_iters: int = 200) -> None:
        self.mode = mode
        self.force = mode == "force"
        self.threshold = 1 if self.force else max(1, threshold)
        self.loop_iters = 0 if self.force else loop_iters
        self.compiled = 0
        self.declined = 0
        self.lambdas: Any = None   # handles.LambdaCalls, made on the first anonymous call

    # ------------------------------------------------------------------ hooks
    def lambda_call(self, sess: Any, fh: Any, info: Any, args: list) -> Any:
        """An anonymous function's value computed by its leaf (``jit/handles.py``), or UNDEF when
        its body has none for these classes (the interpreter then calls it as always)."""
        lambdas = self.lambdas
        if lambdas is None:
            lambdas = self.lambdas = handles.LambdaCalls(kernel_finder)
        leaf = lambdas.leaf_for(sess, fh, info, args)
        if leaf is None:
            return UNDEF
        return leaf(sess._resolve_cache.get, *fh.captures.values(), *args)

    def kernels_for(self, sess: Any) -> Any:
        return kernel_finder(sess)

    def enter(self, frame: Any, code: Any) -> Any:
        nt = native._TIER
        if nt is not None and code.kind != "lambda":
            # the native tier first: a function it runs natively; forced, a script chunk is
            # interpreted so that its loops reach ``loop`` (and it) one by one
            if code.kind == "function":
                r = nt.enter(frame, code)
                if r is not DECLINED:
                    return r
            elif nt.force and nt.has_loops(code):
                return DECLINED
        info = code.jit
        if info is None:
            info = code.jit = CodeInfo()
        site = info.whole
        if site.declined:
            return DECLINED
        sig_of = site.sig_of
        comp = None if sig_of is None else site.versions.get(sig_of(frame.R))
        if comp is None:  # not compiled yet, or a signature without its own version
            site.count += 1
            if site.count < self.threshold:
                return DECLINED
            comp = self._version(site, frame, code, None)
            if comp is None:
                return DECLINED
        try:
            r = comp.fn(frame, frame.R)
        except Exception as exc:
            err = fault(exc, frame, code, comp)
            if err is exc:
                raise
            raise err from exc
        if r.__class__ is Resume:
            return resume(frame, code, comp, r)
        return r

    def loop(self, frame: Any, code: Any, pc: int) -> int:
        """At a for loop's INIT: the pc to resume at after running it compiled, or -1."""
        nt = native._TIER
        job = None
        if nt is not None:
            r = nt.loop(frame, code, pc)
            if r >= 0:
                return r
            if r == native.BACKGROUND:   # its native version compiles meanwhile: switch over when ready
                job = nt.job(code, pc)
        site = self._loop_site(code, pc)
        if site.declined:
            return -1
        if job is not None:
            return self._run_loop(site, frame, code, pc, job)
        site.count += 1
        if site.count < self.threshold and not self._long_range(frame.R, code.instrs[pc]):
            return -1
        return self._run_loop(site, frame, code, pc)

    def back_edge(self, frame: Any, code: Any, top: int) -> int:
        """At a backward JUMP to ``top``: where to continue (``top`` itself while interpreting)."""
        nt = native._TIER
        if nt is not None:
            r = nt.back_edge(frame, code, top)
            if r >= 0:
                return r
        site = self._loop_site(code, top)
        if site.declined:
            return top
        site.count += 1
        if site.count < self.loop_iters:
            return top
        r = self._run_loop(site, frame, code, top)
        return top if r < 0 else r

    # ------------------------------------------------------------------ internals
    def _loop_site(self, code: Any, pc: int) -> Site:
        info = info_of(code)
        site = info.loops.get(pc)
        if site is None:
            site = info.loops[pc] = Site()
            site.declined = info.whole.reason is INTERPRET_ONLY
        return site

    def _long_range(self, R: list, ins: tuple) -> bool:
        if ins[0] != FOR_RANGE_INIT:
            v = R[ins[3]]
            return getattr(v, "size", 1) >= self.loop_iters
        a, b, c = R[ins[3]], R[ins[4]], R[ins[5]]
        if a.__class__ is float and b.__class__ is float and c.__class__ is float:
            try:
                return rt.range_count(a, b, c) >= self.loop_iters
            except Exception:
                return False
        return False

    def _run_loop(self, site: Site, frame: Any, code: Any, pc: int, job: Any = None) -> int:
        comp = self._version(site, frame, code, pc) if job is None else self._switching(site, frame, code, pc, job)
        if comp is None:
            return -1
        try:
            r = comp.fn(frame, frame.R)
        except Exception as exc:
            err = fault(exc, frame, code, comp)
            if err is exc:
                raise
            raise err from exc
        if r.__class__ is Switch:   # the native version is ready: it runs the remaining iterations
            return native._TIER.switch(frame, code, pc, job, r.pc) if native._TIER is not None else r.pc
        if r.__class__ is Resume:
            deoptimised(comp, r.pc)
            # back at the loop's own first instruction: the interpreter runs the loop itself
            return -1 if r.pc == pc and code.instrs[pc][0] in (FOR_RANGE_INIT, FOR_EACH_INIT) else r.pc
        return r

    def _switching(self, site: Site, frame: Any, code: Any, pc: int, job: Any) -> Compiled | None:
        """The loop's version that tests ``job``'s flag at each iteration (one per job; a deoptimising
        one is not rebuilt: the job is short-lived)."""
        comp = job.python
        if comp is not None:
            return comp
        plain = self._version(site, frame, code, pc)   # the signature's own version decides what compiles
        if plain is None:
            return None
        try:
            comp = compile_code(code, pc, plain.entry_st, frame.session, avoid=plain.avoid, switch=job)
        except Exception:   # Unsupported or a generator bug: the plain version runs
            return plain
        comp.site, comp.sig, comp.pc = site, plain.sig, pc
        job.python = comp
        return comp

    def _version(self, site: Site, frame: Any, code: Any, pc: int | None) -> Compiled | None:
        sig_of = site.sig_of
        if sig_of is None:
            slots = site.sig_slots = signature_slots(code, pc is None)
            # each slot's class; a 1x1 array of an integer class or single: that class (types.key)
            sig_of = site.sig_of = eval(  # noqa: S307 - a tuple of slot reads, built from ints
                "lambda R: (" + "".join(f"R[{s}].__class__ if R[{s}].__class__ is not ndarray else key(R[{s}]), "
                                        for s in slots) + ")", {"ndarray": ops.ndarray, "key": T.key})
        slots = site.sig_slots
        sig = sig_of(frame.R)
        comp = site.versions.get(sig)
        if comp is not None:
            return comp
        if len(site.versions) >= MAX_VERSIONS:
            comp = site.versions.get(_GENERIC)
            if comp is not None:
                return comp
            sig = _GENERIC
        from runmat_vm.jit.codegen import Unsupported  # the code generator loads with the first hot code

        try:
            comp = compile_code(code, pc, entry_state(code, slots, sig, pc is None), frame.session)
        except Unsupported as exc:
            site.declined = True
            site.reason = str(exc)
            self.declined += 1
            return None
        except Exception as exc:  # a generator bug must never reach the user: keep interpreting
            site.declined = True
            site.reason = f"internal: {type(exc).__name__}: {exc}"
            self.declined += 1
            return None
        site.versions[sig] = comp
        comp.site, comp.sig, comp.pc = site, sig, pc
        self.compiled += 1
        return comp


def safe_builtin_checker(session: Any) -> Any:
    """True for a name that is a builtin without workspace effects (it cannot change our variables)."""
    def check(name: str) -> bool:
        try:
            target = session.resolve(name)
            if not isinstance(target, str):
                return False
            from runmat_builtins import catalog

            return "workspace" not in catalog().info(target).effects
        except Exception:
            return False
    return check


def kernel_finder(session: Any) -> Any:
    """name -> the scalar kernel of the builtin ``name`` resolves to in ``session`` now (None when
    it resolves to anything else or the builtin has no kernel); call sites re-check at run time."""
    def find(name: str) -> Any:
        try:
            if session.resolve(name) != name:
                return None
        except Exception:
            return None
        return scalar_kernel(name)
    return find


def builtin_finder(session: Any) -> Any:
    """name -> True when it resolves to the builtin of that name in ``session`` now (resolving it
    fills the session's resolution cache, which the guards of inlined calls test)."""
    def find(name: str) -> bool:
        try:
            return session.resolve(name) == name
        except Exception:
            return False
    return find


def resume(frame: Any, code: Any, comp: Compiled, r: Any) -> Any:
    """A whole code object's compiled version deoptimised: the interpreter runs the rest."""
    deoptimised(comp, r.pc)
    return interp.interpret(frame, code, r.pc)


def deoptimised(comp: Compiled, pc: int | None = None) -> None:
    """Count a deoptimisation at ``pc``.  The first failure of a guard rebuilds the version with
    that instruction's fast path taken inline (its guard tested, the general path beside it):
    a guess that fails once for this code's values (a gpuArray's gathered single, a shadowed
    name, a kernel declining) tends to fail on every run.  A version that still keeps
    deoptimising is replaced by one that takes the general path inline wherever a guard fails."""
    comp.deopts += 1
    site = comp.site
    if site is None or site.versions.get(comp.sig) is not comp:
        return
    if pc is not None and pc not in comp.avoid and comp.rebuilds < MAX_REBUILDS:
        avoid, optimistic = comp.avoid | {pc}, True
    elif comp.deopts >= DEOPT_LIMIT:
        avoid, optimistic = comp.avoid, False
    else:
        return
    from runmat_vm.jit.codegen import Unsupported

    try:
        new = compile_code(comp.code_obj, comp.pc, comp.entry_st, comp.session, optimistic=optimistic,
                           avoid=avoid)
    except (Unsupported, Exception):  # keep interpreting rather than fail
        site.versions.pop(comp.sig, None)
        site.declined = True
        site.reason = "deoptimised; the general version failed to compile"
        return
    new.site, new.sig, new.pc = site, comp.sig, comp.pc
    new.rebuilds = comp.rebuilds + 1
    site.versions[comp.sig] = new


def compile_code(code: Any, pc: int | None, entry: dict[int, int], session: Any = None,
                 optimistic: bool = True, avoid: frozenset[int] = frozenset(),
                 switch: Any = None) -> Compiled:
    """Generate, compile and load the Python function for ``code`` (or its loop at ``pc``);
    ``switch``: a native version compiling in the background (``native.background.Job``), whose
    global ``SW`` the loop tests at each iteration (``Generator.switch_point``)."""
    from runmat_vm.jit.codegen import Generator, render

    gen = Generator(code, entry, is_safe_builtin=safe_builtin_checker(session) if session else None,
                    leaf_of=leaf_finder(session) if session else None,
                    kernel_of=kernel_finder(session) if session else None,
                    builtin_of=builtin_finder(session) if session else None, optimistic=optimistic,
                    avoid=avoid)
    if pc is None:
        gen.function()
        fname = "_m_" + _ident(code.name)
    else:
        gen.is_region = True
        gen.switch = switch is not None
        gen.region(pc)
        fname = f"_m_{_ident(code.name)}_loop{pc}"
    source, linemap = render(gen, fname)
    ns = dict(base_ns())
    ns["__name__"] = COMPILED_MODULE
    ns["code"] = code
    ns["LINEMAP"] = linemap
    for k in gen.uses:
        ns[f"I{k}"] = code.instrs[k]
    for k, (fn, nargs) in gen.entries.items():
        ns[f"E{k}"] = make_entry(fn, nargs)
    for k, leaf in gen.leaves.items():
        ns[f"L{k}"] = leaf
    kernel_ns(gen, ns)
    handles.site_ns(gen, ns)
    ns["LIMIT"] = interp.RECURSION_LIMIT
    if switch is not None:
        switch.watch(ns)   # ns["SW"]: False until the native version is ready
    pyc = python_code(source, f"<runmat-jit {code.filename or code.name}>")
    exec(pyc, ns)  # noqa: S102 - our own generated source
    comp = Compiled(ns[fname], source, linemap, pc is None and code.kind == "function" and is_pure(source),
                    optimistic=bool(gen.deopts))
    comp.code_obj, comp.entry_st, comp.session, comp.avoid = code, entry, session, avoid
    return comp


@functools.lru_cache(maxsize=256)
def python_code(source: str, filename: str) -> Any:
    """Python's compile of generated source, by its text: a chunk run again (a script in a loop,
    the REPL, the same eval) generates the same text, and compiling it was ~40% of compile_code
    (a fresh namespace is still built and executed for every version)."""
    return compile(source, filename, "exec")


def kernel_ns(gen: Any, ns: dict) -> None:
    """What generated code names for its inlined builtin calls and deoptimisations: the kernels
    K<pc> (KR<pc> their C function), telemetry counters C<pc>, resume points DEOPT<pc>."""
    for k, (name, kern) in gen.kernels.items():
        ns[f"K{k}"] = kern
        ns[f"KR{k}"] = kern.raw
        ns[f"C{k}"] = answered_counter(name)
    for k in gen.deopts:
        ns[f"DEOPT{k}"] = Resume(k)
    for k in gen.switches:
        ns[f"DEOPT_SW{k}"] = Switch(k)


def leaf_finder(session: Any) -> Any:
    """``leaf_function`` with the session's kernels (the leaf inlines builtin calls too)."""
    kernels = kernel_finder(session)

    def find(fn: Any, classes: tuple) -> Any:
        return leaf_function(fn, classes, kernels)
    return find


def leaf_function(fn: Any, classes: tuple, kernel_of: Any = None) -> Any:
    """For a call site with arguments of these classes (float/bool scalars): the callee's body as a
    plain Python function of the argument values returning its first output (UNDEF when it leaves
    it unassigned, or when a guard of an inlined builtin call in it fails), when that body compiles
    to a pure leaf (``render_leaf``: only arithmetic and inlined builtin calls on its registers, no
    frame, so it cannot fail or be observed); else None.  The call site inlines it and takes the
    general call for everything else.  Its ``out_type`` is its output's type mask.  Cached per
    (code, classes)."""
    code = fn.code
    cache = code.entries
    if cache is None:
        cache = code.entries = {}
    key = ("leaf", fn, classes, kernel_of is not None)
    if key in cache:
        return cache[key]
    leaf = None
    try:
        from runmat_vm.jit.codegen import Generator, render_leaf

        slots = signature_slots(code, True)
        sig = classes + (type(UNDEF),) * (len(slots) - len(classes))
        if code.kind == "function" and len(sig) == len(slots) and not code.varargin:
            gen = Generator(code, entry_state(code, slots, sig, True), kernel_of=kernel_of)
            gen.batch = False
            gen.function()
            if not gen.entries and not gen.leaves:
                src = render_leaf(gen, "_m_" + _ident(code.name) + "_leaf", len(classes))
                if src is not None:
                    ns = dict(base_ns())
                    ns["R"] = tuple(code.template)
                    kernel_ns(gen, ns)
                    exec(compile(src, f"<runmat-jit leaf {code.filename or code.name}>", "exec"), ns)  # noqa: S102
                    leaf = ns["_m_" + _ident(code.name) + "_leaf"]
                    leaf.source = src
                    leaf.out_type = gen.out_type
    except Exception:  # Unsupported, or anything unexpected: the call site keeps the entry
        leaf = None
    cache[key] = leaf
    return leaf


_ENTRY = """\
def entry(sess{params}, nargout, caller):
    if nargout > MAXOUT:  # an arity error: the general protocol reports it
        return invoke_user(sess, FN, [{args}], nargout, None, caller)
    comp = None if SITE.declined else VERSIONS.get(({sig}))
    if comp is not None and comp.pure:
        # a compiled leaf that calls nothing and never reads its frame: no frame, call
        # context or depth to maintain while it runs (one is built if it fails)
        if sess.depth >= LIMIT:
            raise recursion_limit()
        R = CODE.template[:]
{stores2}
        try:
            comp.fn(None, R)
        except Exception as exc:
            err = fault(exc, make_frame(sess, R, {nargs}, nargout, caller), CODE, comp)
            if err is exc:
                raise
            raise err from exc
{out2}        return collect_outputs(make_frame(sess, R, {nargs}, nargout, caller), CODE, nargout)
    R = CODE.template[:]
{stores}
    frame = new(Frame)
    frame.session = sess
    frame.R = R
    frame.names = CODE.varmap
    frame.own_names = False
    frame.code = CODE
    frame.kind = "function"
    frame.name = NAME
    frame.filename = CODE.filename
    frame.nargin = {nargs}
    frame.nargout = nargout
    frame.parent = None
    frame.caller = caller
    frame.free = ()
    frame._globals = None
    frame.fndef = FN
    if sess.depth >= LIMIT:
        raise recursion_limit()
    ctx = sess.ctx
    saved = ctx.frame
    ctx.frame = frame
    sess.depth += 1
    try:
        if comp is not None:
            try:
                r = comp.fn(frame, R)
            except Exception as exc:
                err = fault(exc, frame, CODE, comp)
                if err is exc:
                    raise
                raise err from exc
            if r.__class__ is RESUME:
                resume(frame, CODE, comp, r)
        else:
            jit = interp.JIT
            if jit is None or jit.enter(frame, CODE) is DECLINED:
                interpret(frame, CODE)
    except BaseException:
        interp.unwind(R)
        raise
    finally:
        sess.depth -= 1
        ctx.frame = saved
{out}    return collect_outputs(frame, CODE, nargout)
"""


def make_entry(fn: Any, nargs: int) -> Any:
    """The call protocol for ``fn`` called with ``nargs`` plain arguments, as one function:
    ``entry(sess, a0, .., nargout, caller)`` binds the arguments into a fresh register list,
    builds the frame, checks the recursion limit, runs the compiled version for the
    arguments' classes (or asks :meth:`Tier.enter` / the interpreter, exactly as
    ``interp.invoke_user`` does) and returns the outputs.  Cached per (code, nargs)."""
    code = fn.code
    cache = code.entries
    if cache is None:
        cache = code.entries = {}
    key = (fn, nargs)
    e = cache.get(key)
    if e is not None:
        return e
    site = info_of(code).whole
    names = [f"a{i}" for i in range(nargs)]
    undef_cls = type(UNDEF)
    sig = [f"{a}.__class__" for a in names] + ["UNDEF_CLS"] * (code.nparams - nargs)
    out = ""
    if code.first_out >= 0:
        out = (f"    if nargout <= 1:\n        v = R[{code.first_out}]\n"
               f"        if v is not UNDEF:\n            return v\n")
    stores = [f"R[{i}] = {a}" for i, a in enumerate(names)] or ["pass"]
    src = _ENTRY.format(params="".join(", " + a for a in names), args=", ".join(names), nargs=nargs,
                        stores="\n".join("    " + x for x in stores),
                        stores2="\n".join("        " + x for x in stores), sig="".join(s + ", " for s in sig),
                        out=out, out2=out.replace("\n    ", "\n        ").replace("    if", "        if", 1))
    ns = {"FN": fn, "CODE": code, "NAME": fn.name, "MAXOUT": code.max_nargout, "SITE": site,
          "VERSIONS": site.versions, "UNDEF_CLS": undef_cls, "UNDEF": UNDEF, "LIMIT": interp.RECURSION_LIMIT,
          "new": object.__new__, "Frame": interp.Frame, "interp": interp, "interpret": interp.interpret,
          "DECLINED": DECLINED, "fault": fault, "invoke_user": interp.invoke_user,
          "collect_outputs": interp.collect_outputs, "recursion_limit": recursion_limit,
          "RESUME": Resume, "resume": resume}

    def make_frame(sess: Any, R: list, nargin: int, nargout: int, caller: Any) -> Any:
        frame = interp.Frame(sess, R, code.varmap, code=code, kind="function", name=fn.name,
                             filename=code.filename, nargin=nargin, nargout=nargout, caller=caller)
        frame.fndef = fn
        return frame

    ns["make_frame"] = make_frame
    exec(compile(src, f"<runmat-jit entry {fn.name}>", "exec"), ns)  # noqa: S102 - our own source
    e = cache[key] = ns["entry"]
    return e


def recursion_limit() -> Any:
    from runmat_builtins.errors import MException

    return MException("MATLAB:recursionLimit", f"Maximum recursion limit of {interp.RECURSION_LIMIT} reached.")


def _ident(name: str) -> str:
    out = "".join(ch if ch.isalnum() else "_" for ch in name or "anon")
    return out or "anon"


def fault(exc: BaseException, frame: Any, code: Any, comp: Compiled) -> Any:
    """The MException for an error escaping compiled code, with this frame's line on its stack."""
    err = interp.to_mexception(exc)
    pc = fault_pc(exc, comp)
    interp.add_stack(err, frame, code, pc)
    return err


def fault_pc(exc: BaseException, comp: Compiled) -> int:
    tb = exc.__traceback__
    while tb is not None:
        if tb.tb_frame.f_code is comp.pycode:
            ln = tb.tb_lineno
            if 0 <= ln < len(comp.linemap):
                return comp.linemap[ln]
            break
        tb = tb.tb_next
    return 0


def from_env() -> Tier | None:
    """The tier RUNMAT_JIT asks for: ``0``/``off`` none, ``1``/``on`` (default), ``force``."""
    mode = os.environ.get("RUNMAT_JIT", "on").strip().lower()
    if mode in ("0", "off", "no", "false"):
        return None
    threshold = _int_env("RUNMAT_JIT_THRESHOLD", 2)
    iters = _int_env("RUNMAT_JIT_LOOP_ITERS", 200)
    return Tier("force" if mode == "force" else "on", threshold, iters)


def _int_env(name: str, default: int) -> int:
    try:
        return int(os.environ.get(name, default))
    except ValueError:
        return default
