"""Device loops: a loop over a gpuArray that repeats one elementwise step runs as one loop kernel,
without the VM dispatching its body once per iteration.

A loop such as ``for t = 1:T, Z = randn(M,1,'single','gpuArray'); S = S .* exp(a + b*Z); end``
costs the host a few builtin calls per iteration even when fusion rolls the recorded steps into
one kernel (``runmat_accel.fusion.loop``): at T = 256 that host time is the whole run. Here the
loop is read from the bytecode once (:func:`plan_of`): templated, side-effect-free builtins (and
device draws), ``if``/``continue`` on conditions the loop does not change, and the variables it
carries from one iteration to the next. At run time, with one carried gpuArray (several of one
shape, a written device value that is not a draw, or a step reading a host value the loop changes:
:func:`_run_many`) and the other carried values double or logical scalars (:func:`enter` at a for loop's FOR_RANGE_INIT,
:func:`back_edge` at a while loop's first back edge), two iterations run as usual, recording the
step twice in the fusion graph; ``runmat_accel.fusion.loop.repeat`` rolls the two steps into a loop
node and gives it the iterations still to run (draws continue their Philox counters), and the
device stream moves past the draws those iterations would have made. The body's host side (what
reads no device value and draws nothing: counters, carried scalars, a while loop's test) runs once
per remaining iteration; every other variable the body writes must be the same in both recorded
iterations or a device draw (its last iteration's draw is made as a pending value). So the
workspace after the loop is the step-by-step one.

Anything else runs the loop as before: a loop that is not eligible is never entered here; one whose
two recorded steps do not roll (a step that changes with the iteration, ``S + t*dt``; a graph that
was computed; a written variable that changes otherwise) runs its remaining iterations one by one
here, the same values as the interpreter's loop.
"""

from __future__ import annotations

import os
import weakref
from typing import Any

from runmat_accel.gpuarray import GpuArray
from runmat_vm import code as bc

ENABLED = os.environ.get("RUNMAT_DEVICE_LOOPS", "1") != "0"  # RUNMAT_DEVICE_LOOPS=0: every loop steps
_MASK = (1 << 64) - 1
MIN_COUNT = 4  # iterations: fewer run as before (rolling two of them saves nothing)
REPLAY = os.environ.get("RUNMAT_LOOP_REPLAY", "1") != "0"  # a loop run again: its node built, no iteration recorded
_JUMPS = frozenset((bc.JUMP_IF_FALSE, bc.JUMP_IF_TRUE, bc.JUMP))
_NOP = (bc.NOP,)
_ALLOWED = frozenset((bc.BIN, bc.UN, bc.MOVE, bc.CALL, bc.FUSED, bc.NOP, bc.TRUTH, bc.CONCAT,
                      bc.ASSIGN_INDEX)) | _JUMPS
_EFFECTS = frozenset(("pure", "random"))
_plans: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()  # code -> {pc: Plan | None}


class Plan:
    """An eligible loop: its body as a code object of its own (the instructions between the loop's
    INIT and its FOR_RANGE, then RETURN), the variables it carries from one iteration to the next,
    the others it writes, its builtin calls (name, argument registers, compile-time target) checked
    at run time (a variable or a user function of that name, a host draw), and per instruction the
    registers it reads, the one it writes (or -1) and whether it draws (for :meth:`split`)."""

    __slots__ = ("body", "carried", "written", "calls", "draws", "steps", "cond", "head", "loop_var", "_splits",
                 "recipes", "host_only", "fused", "_unfused", "replays", "conditional")

    def __init__(self, body: Any, carried: tuple[int, ...], written: tuple[int, ...], calls: tuple, draws: tuple,
                 steps: list[tuple[tuple, int, bool]], loop_var: int = -1) -> None:
        self.body, self.carried, self.written, self.calls, self.draws = body, carried, written, calls, draws
        self.steps = steps
        self.loop_var = loop_var  # a for loop's variable (-1: a while loop)
        self.cond: Any = None  # a while loop's test as a code object returning its value
        self.head = 0  # the steps of the test (and its exit jump) before the body's
        self._splits: dict[int, Split | None] = {}
        # (device slot, its shape and class, the carried scalars' classes) -> the structure of the
        # step that rolled there (runmat_accel.fusion.loop.step_of): later runs record one iteration
        self.recipes: dict[tuple, tuple] = {}
        # the same key -> how to build the loop node without recording an iteration (:class:`Replay`)
        self.replays: dict[tuple, Replay] = {}
        self.host_only: frozenset[int] = frozenset()  # steps that may read host values only
        self.fused: frozenset[int] = frozenset()  # steps that are FUSED marks
        self.conditional: frozenset[int] = frozenset()  # steps an `if` or `continue` may skip
        self._unfused: Any = None

    def unfused_body(self) -> Any:
        """The body with its FUSED marks NOPs: each tree's own instructions run, so a host value a
        device call reads is in a register (a per-iteration scalar, `S + t*dt`: t*dt's)."""
        if self._unfused is None:
            if not self.fused:
                self._unfused = _body_copy(self.body, self.body.instrs)
            else:
                b = bc.CodeObject(self.body.name, self.body.filename, self.body.kind)
                for f in ("lines", "nslots", "template", "varmap", "slot_names", "first_line"):
                    setattr(b, f, getattr(self.body, f))
                b.instrs = [_NOP if i + self.head in self.fused else ins for i, ins in enumerate(self.body.instrs)]
                self._unfused = b
            # no temporary handed over (runmat_vm.liveness): the scalars stay in their registers
            self._unfused.dying = [0] * len(self._unfused.instrs)
        return self._unfused

    def split(self, device: int | tuple) -> Split | None:
        """The body seen from its device value ``device`` (a slot, or a tuple of several) (cached):
        see :class:`Split`."""
        try:
            return self._splits[device]
        except KeyError:
            pass
        r = self._splits[device] = self._split(device)
        return r

    def _split(self, device: int | tuple) -> Split | None:
        devices = device if device.__class__ is tuple else (device,)
        tainted = set(devices)
        on_device: list[bool] = []
        for i, (reads, d, drawn) in enumerate(self.steps):
            t = d >= 0 and (drawn or any(s in tainted for s in reads))
            if t:
                tainted.add(d)
            elif d >= 0 and i not in self.conditional and d not in devices:
                tainted.discard(d)  # a register the host side writes again (`scale*Z`'s temporary,
                # then `0.5*acc`'s): what is read from it from here on is a host value
            on_device.append(t)
        if any(on_device[i] for i in self.host_only):
            return None  # a concatenation of device values: not a template
        host_w = {d for (_, d, _), t in zip(self.steps, on_device) if d >= 0 and not t}
        dev_w = {d for (_, d, _), t in zip(self.steps, on_device) if d >= 0 and t}
        scalars = [s for s in self.carried if s not in devices]
        if any(s in tainted for s in scalars) or host_w & dev_w & set(self.written) \
                or any(on_device[:self.head]) or any(s in tainted for r, _, _ in self.steps[:self.head] for s in r):
            return None  # a carried scalar or the test from device values; a variable written by both
        # the host values that may change from one iteration to the next: the loop variable, the
        # carried scalars and what the host side computes from them (twice: a value carried round)
        varying = {self.loop_var, *scalars}
        for _ in range(2):
            for (reads, d, _), t in zip(self.steps, on_device):
                if d >= 0 and not t and any(r in varying for r in reads):
                    varying.add(d)
        # (in the body's order: a register the host side rewrites, `0.5*acc` in the temporary that
        # held `scale*Z`, varies from there on only; what a step that may be skipped writes is kept)
        now = {self.loop_var, *scalars}
        invariant = True
        for i, ((reads, d, _), t) in enumerate(zip(self.steps, on_device)):
            hit = any(r in now for r in reads)
            if t and hit:
                invariant = False
                break
            if d >= 0:
                if hit and not t:
                    now.add(d)
                elif i not in self.conditional:
                    now.discard(d)
        # the host values the loop changes that the device side reads (`S + t*dt`: the register of
        # t*dt): per-iteration scalars (:func:`_run_many`); None when a draw reads one (a size)
        fed: set[int] = set()
        last_on_device: dict[int, bool] = {}  # (a register the device side reuses: what it holds there)
        for i, ((reads, d, _), t) in enumerate(zip(self.steps, on_device)):
            if t and i not in self.fused:
                fed.update(r for r in reads if r in varying and not last_on_device.get(r, r in tainted))
            if d >= 0:
                last_on_device[d] = t
        feeds: tuple | None = tuple(sorted(fed))
        if any(t and drawn and any(r in varying for r in reads)
               for (reads, _, drawn), t in zip(self.steps, on_device)):
            feeds = None
        whole = tuple(on_device)
        on_device = on_device[self.head:]
        host_written = tuple(s for s in self.written if s in host_w)
        device_written = tuple(s for s in self.written if s not in host_w)
        host = None
        if scalars or host_written:
            host = bc.CodeObject(self.body.name, self.body.filename, self.body.kind)
            for f in ("lines", "nslots", "template", "varmap", "slot_names", "first_line"):
                setattr(host, f, getattr(self.body, f))
            host.instrs = [_NOP if t else ins for ins, t in zip(self.body.instrs, on_device)] + [self.body.instrs[-1]]
        # the device-written variables whose last value a rolled loop can tell (rand/randn draws:
        # runmat_accel.fusion.loop.later_draw); others (randi, a temporary): the last iteration runs
        drawn = {ins[1] for ins in self.body.instrs if ins[0] == bc.CALL and ins[2] in ("rand", "randn")}
        plain = all(s in drawn for s in device_written if s not in devices)
        if host is None and feeds:
            host = bc.CodeObject(self.body.name, self.body.filename, self.body.kind)
            for f in ("lines", "nslots", "template", "varmap", "slot_names", "first_line"):
                setattr(host, f, getattr(self.body, f))
            host.instrs = [_NOP if t else ins for ins, t in zip(self.body.instrs, on_device)] + [self.body.instrs[-1]]
        split = Split(devices[0], device_written, host, invariant, devices, plain)
        split.feeds = feeds
        split.on_device = whole
        return split


class Split:
    """A body seen from its one device value: the variables whose last value comes from the device
    side (the carried gpuArray aside: draws and values the same in every iteration), and the host
    side as a code object (the body with every instruction that reads a device value, or draws, a
    NOP; None when nothing else is carried or written) that runs once per iteration not recorded.
    ``invariant``: no device-side instruction reads a host value the loop changes (so every
    iteration's step has the same operands: one recorded iteration stands for all of them)."""

    __slots__ = ("device", "device_written", "host", "invariant", "devices", "plain", "feeds", "on_device")

    def __init__(self, device: int, device_written: tuple[int, ...], host: Any, invariant: bool = False,
                 devices: tuple[int, ...] = (), plain: bool = True) -> None:
        self.device, self.device_written, self.host, self.invariant = device, device_written, host, invariant
        self.devices = devices or (device,)  # every carried gpuArray (several: :func:`_run_many`)
        self.plain = plain  # every other device-written variable a rand/randn draw (else: _run_many)
        self.feeds: tuple | None = ()  # registers of per-iteration scalars (see Plan._split)
        self.on_device: tuple = ()  # per step of the plan (a while loop's test first): device side?


class Replay:
    """A rolled for loop's node as it can be built again without running an iteration (the plan
    cache: a later run of the loop with the same recipe key skips recording an iteration, rolling
    and the builtin calls): the loop's step (its structure, ``calls``, ``ext_keys``), where each of
    its operands comes from (a register the body never writes, holding a float or bool equal to the
    recorded one, or a computed gpuArray of the recorded size and class), each draw's counter from
    the stream's position at the loop's start (``bases``; the key is the stream's), and each
    device-written variable's last draw (distribution, op, size, class, counter offset)."""

    __slots__ = ("steps", "calls", "ext_keys", "sources", "bases", "stride", "finals", "op", "shape",
                 "dtype", "ctype", "tokens")

    def __init__(self, **kw: Any) -> None:
        for k, v in kw.items():
            setattr(self, k, v)


def plan_of(code: Any, pc: int) -> Plan | None:
    """The plan of the for loop whose FOR_RANGE_INIT is at ``pc`` (cached), or None."""
    per = _plans.get(code)
    if per is None:
        per = _plans[code] = {}
    try:
        return per[pc]
    except KeyError:
        pass
    from runmat_vm.chunks import ORIGIN

    origin = ORIGIN.get(code)   # a session's copy of compiled code: no plan there, none here
    if origin is not None and _plans.get(origin, {}).get(pc, 0) is None:
        per[pc] = None
        return None
    try:
        plan = per[pc] = _analyse(code, pc)
    except Exception:  # anything unexpected in the bytecode: the loop runs as before
        plan = per[pc] = None
    if plan is None and origin is not None:
        _plans.setdefault(origin, {})[pc] = None
    return plan


def _templated(name: str) -> tuple[bool, bool] | None:
    """(fusible, draws) of builtin ``name``; None when it is not a side-effect-free templated one."""
    from runmat_builtins.catalog import catalog

    try:
        info = catalog().info(name)
    except Exception:
        return None
    effects = set(info.effects or ())
    if info.template is None or not effects <= _EFFECTS:
        return None
    return True, "random" in effects


def _analyse(code: Any, pc: int) -> Plan | None:
    instrs = code.instrs
    init = instrs[pc]
    if init[0] == bc.JUMP:  # a while loop's back edge
        top = init[1]
        test = next((p for p in range(top, pc) if instrs[p][0] == bc.JUMP_IF_FALSE and instrs[p][2] == pc + 1), None)
        if test is None or test + 1 >= pc:
            return None
        return _scan(code, top, pc, -1, test)
    end = init[6]
    if init[0] != bc.FOR_RANGE_INIT or end is None or end - 1 <= pc + 1:
        return None
    last = instrs[end - 1]
    if last[0] != bc.FOR_RANGE or last[3] != pc + 1:
        return None
    return _scan(code, pc + 1, end - 1, init[1], -1)


def _scan(code: Any, first: int, stop: int, loop_var: int, test: int) -> Plan | None:
    """The plan of a loop whose instructions are [first, stop): a for loop's body (``loop_var``
    its variable), or a while loop's test and body (``test``: the pc of its exit jump)."""
    from runmat_vm.compiler import BUILTIN

    instrs = code.instrs
    variables = set(code.varmap.values())
    # pass 1: what each instruction reads and writes; jumps forward inside the body (`if` and
    # `continue`) mark the instructions they may skip as conditional
    steps: list[tuple[tuple, int, bool]] = []  # (registers read, register written or -1, draws)
    conditional = [False] * (stop - first)
    calls, draws = [], []
    host_only: set[int] = set()  # steps that must read host values only (a concatenation)
    fused: set[int] = set()  # FUSED marks (their trees' own instructions follow them)
    for i, ins in enumerate(instrs[first:stop]):
        op = ins[0]
        if op not in _ALLOWED:
            return None
        drawn = False
        if op == bc.BIN or op == bc.UN:
            name = ins[5] if op == bc.BIN else ins[4]
            if _templated(name) is None:
                return None
            reads: tuple = (ins[2], ins[3]) if op == bc.BIN else (ins[2],)
        elif op == bc.MOVE or op == bc.TRUTH:
            reads = (ins[2],)
        elif op == bc.ASSIGN_INDEX:  # x(mask) = value (a graph node: runmat_accel.fusion.defer.masked_assign)
            if ins[4] or not all(r.__class__ is int for r in ins[2]) or ins[3].__class__ is not int:
                return None
            reads = (ins[1], *ins[2], ins[3])
        elif op == bc.CONCAT:  # `randi([lo hi], ...)`: host values only (Plan.split checks)
            if ins[3] or not all(r.__class__ is int for row in ins[2] for r in row):
                return None
            reads = tuple(r for row in ins[2] for r in row)
            host_only.add(i)
        elif op == bc.CALL:
            if ins[5] or not (ins[4] == 1 or ins[4] == 0) or not (ins[6] is None or ins[6] is BUILTIN):
                return None
            kind = _templated(ins[2])
            if kind is None:
                return None
            calls.append((ins[2], ins[6]))
            if kind[1]:
                draws.append(ins[3])
                drawn = True
            reads = ins[3]
        elif op == bc.FUSED:
            if not first <= ins[4] <= stop:
                return None
            reads = ins[2]
            fused.add(i)
        elif first + i == test:  # the while loop's exit test: read, no branch inside the body
            steps.append(((ins[1],), -1, False))
            continue
        elif op in _JUMPS:
            target = ins[1] if op == bc.JUMP else ins[2]
            if not first + i < target <= stop or first + i < test < target:
                return None  # backwards (a nested while), out of the body (break), out of the test
            for j in range(i + 1, target - first):
                conditional[j] = True
            steps.append(((ins[1],) if op != bc.JUMP else (), -1, False))
            continue
        else:  # NOP
            steps.append(((), -1, False))
            continue
        steps.append((reads, ins[1], drawn))
    # pass 2: variables read before a write that surely ran (carried when also written)
    read_first: set[int] = set()
    written: list[int] = []
    surely: set[int] = set()
    for i, (reads, d, _) in enumerate(steps):
        for s in reads:
            if s in variables and s not in surely and s != loop_var:
                read_first.add(s)
        if d in variables and d != loop_var:
            if d not in written:
                written.append(d)
            if not conditional[i]:
                surely.add(d)
    carried = tuple(s for s in written if s in read_first)
    if not carried:
        return None
    # pass 3: a branch's condition must be the same in every iteration (from nothing the loop changes)
    varying = {loop_var, *written}
    for i, (reads, d, drawn) in enumerate(steps):
        ins = instrs[first + i]
        if ins[0] in (bc.JUMP_IF_FALSE, bc.JUMP_IF_TRUE) and first + i > test:  # (a test runs each time)
            if ins[1] in varying:
                return None
        elif d >= 0 and (drawn or any(s in varying for s in reads)):
            varying.add(d)
    if test < 0:
        plan = Plan(_body_code(code, first, stop), carried, tuple(s for s in written if s not in carried),
                    tuple(calls), tuple(draws), steps, loop_var)
        plan.host_only, plan.fused = frozenset(host_only), frozenset(fused)
        plan.conditional = frozenset(i for i, c in enumerate(conditional) if c)
        return plan
    cond = _body_code(code, first, test)
    cond.instrs[-1] = (bc.RETURN_VALUE, instrs[test][1])  # the test's value (RETURN: the test's index)
    plan = Plan(_body_code(code, test + 1, stop), carried, tuple(s for s in written if s not in carried),
                tuple(calls), tuple(draws), steps)
    plan.cond, plan.head = cond, test + 1 - first
    plan.host_only, plan.fused = frozenset(host_only), frozenset(fused)
    plan.conditional = frozenset(i for i, c in enumerate(conditional) if c)
    return plan


def _body_copy(body: Any, instrs: list) -> Any:
    b = bc.CodeObject(body.name, body.filename, body.kind)
    for f in ("lines", "nslots", "template", "varmap", "slot_names", "first_line"):
        setattr(b, f, getattr(body, f))
    b.instrs = list(instrs)
    return b


def _body_code(code: Any, first: int, stop: int) -> Any:
    """The loop body as a code object run in the loop's frame: its instructions, FUSED's skip
    target moved with them, then RETURN."""
    body = bc.CodeObject(code.name, code.filename, code.kind)
    instrs = []
    for ins in code.instrs[first:stop]:  # jump targets inside the body; its end is the RETURN
        if ins[0] == bc.FUSED:
            ins = ins[:4] + (ins[4] - first,) + ins[5:]
        elif ins[0] == bc.JUMP:
            ins = (ins[0], ins[1] - first) + ins[2:]
        elif ins[0] == bc.JUMP_IF_FALSE or ins[0] == bc.JUMP_IF_TRUE:
            ins = ins[:2] + (ins[2] - first,) + ins[3:]
        instrs.append(ins)
    instrs.append((bc.RETURN,))
    body.instrs = instrs
    body.lines = list(code.lines[first:stop]) + [code.lines[stop]]
    body.nslots, body.template, body.varmap, body.slot_names = code.nslots, code.template, code.varmap, code.slot_names
    body.first_line = code.first_line
    return body


def _device_sized(R: list, arg_slots: tuple) -> bool:
    """A draw whose arguments name the device ('gpuArray', or 'like' a gpuArray): never the host's stream."""

    for s in arg_slots:
        v = R[s]
        if v.__class__ is GpuArray:
            return True
        if v.__class__ is str and v.lower() == "gpuarray":
            return True
        if getattr(v, "dtype", None) is not None and v.dtype.kind == "U" and "".join(v.ravel().tolist()).lower() == "gpuarray":
            return True
    return False


def enter(frame: Any, code: Any, pc: int) -> int:
    """At a for loop's FOR_RANGE_INIT (``pc``): run the whole loop as a device loop and return the
    pc after it, or -1 (nothing done: the loop runs as before)."""
    plan = plan_of(code, pc) if ENABLED else None
    if plan is None:
        return -1
    R = frame.R
    ins = code.instrs[pc]
    start, step, stop = R[ins[3]], R[ins[4]], R[ins[5]]
    if start.__class__ is not float or step.__class__ is not float or stop.__class__ is not float:
        return -1
    from runmat_vm import runtime as rt

    n = rt.range_count(start, step, stop)
    if n < MIN_COUNT or n >= rt.FOREVER:  # an infinite loop is not rolled into a finite one
        return -1
    split = _split_for(frame, plan)
    if split is None:
        return -1
    _run(frame, plan, split, ins, n, start, step)
    return ins[6]


def back_edge(frame: Any, code: Any, pc: int) -> int:
    """At a while loop's back edge (the JUMP at ``pc``, its first iteration done): run the rest of
    the loop as a device loop and return the pc after it, or -1 (nothing done)."""
    plan = plan_of(code, pc) if ENABLED else None
    if plan is None:
        return -1
    R = frame.R
    for s in plan.carried:  # (each back edge of an interpreted while loop asks: host values leave here)
        if R[s].__class__ is not float and R[s].__class__ is not bool:
            break
    else:
        return -1
    split = _split_for(frame, plan)
    if split is None or split.host is None:  # (nothing on the host side: the test never changes)
        return -1
    if len(split.devices) > 1 or not split.plain or not split.invariant:
        return _run_while_many(frame, plan, split, pc + 1)
    return _run_while(frame, plan, split, pc + 1)


def _split_for(frame: Any, plan: Plan) -> Split | None:
    """The plan's split for the frame's values (one carried gpuArray, the others scalars), or None
    when the loop must run as before (the checks :func:`enter` and :func:`back_edge` share)."""
    from numpy import ndarray


    R = frame.R
    devices = []
    for s in plan.carried:  # gpuArrays (or a host array with a device draw: it becomes one), scalars
        c = R[s].__class__
        if c is GpuArray or (c is ndarray and plan.draws and R[s].size > 1):
            devices.append(s)
        elif c is not float and c is not bool:
            return None
    if not devices:
        return None
    sess = frame.session
    if sess.debugger is not None:
        return None
    for name, target in plan.calls:
        if target is None and (name in frame.names or sess.resolve(name) != name):
            return None  # a variable, a file or a function of that name: not the builtin
    if not all(_device_sized(R, slots) for slots in plan.draws):
        return None
    return plan.split(devices[0] if len(devices) == 1 else tuple(devices))


def _record(R: list, split: Split, iteration: Any) -> tuple | None:
    """Two iterations run and recorded (``iteration()`` runs one; False: the loop ended, then None):
    the device stream's positions around them, the device-written variables after each, the
    carried value before and after each."""
    from runmat_accel.fusion import random as device_random

    dev = split.device
    positions = [device_random.position()]
    after: list[list[Any]] = []
    carried = [R[dev]]
    for _ in range(2):
        if iteration() is False:
            return None
        positions.append(device_random.position())
        after.append([R[s] for s in split.device_written])
        carried.append(R[dev])
    return positions, after, carried


def _recipe_key(R: list, plan: Plan, split: Split) -> tuple | None:
    """The key of the plan's recipes for the frame's values (None: the step may change from one
    iteration to the next, so no recipe is kept): the carried gpuArray's shape and class (read
    without computing it) and the other carried values' classes."""
    if not split.invariant:
        return None
    v = R[split.device]
    node = v._node
    dt = node.dtype if node is not None else v._data.dtype
    return (split.device, v.shape, dt, tuple(R[s].__class__ for s in plan.carried))


def _remember(plan: Plan, key: tuple, value: Any) -> None:
    """Keep the structure of the step that just rolled into ``value``'s loop node."""
    node = value._node
    if node is not None and node.loop is not None and key not in plan.recipes:
        if len(plan.recipes) > 16:  # a loop met with many shapes: start again
            plan.recipes.clear()
        plan.recipes[key] = node.loop.steps


def _steps_for(plan: Plan, key: tuple, one: tuple | None) -> tuple | None:
    """The step structure one recorded iteration (:func:`_record_one`) must have to stand for the
    loop: the recipe's when the loop rolled here before; else, on a first run, its own step when
    no call of it had a domain check dropped (a base known to be >= 0 when the carried value was
    computed may not be once it is pending: two recorded iterations show that); else None."""
    from runmat_accel.fusion import loop as fusion_loop

    steps = plan.recipes.get(key)
    if steps is not None or one is None:
        return steps
    steps = fusion_loop.step_of(one[3], one[2])
    if steps is None or not fusion_loop.plain(steps):
        return None
    return steps


def _record_one(R: list, split: Split, iteration: Any) -> tuple | None:
    """One iteration run and recorded (None: the loop ended): the device stream's positions
    around it, the device-written variables after it, the carried value before and after it,
    whether it downloaded a device value."""
    from runmat_accel.fusion import random as device_random

    from runmat_accel.telemetry import recorder

    dev = split.device
    p0 = device_random.position()
    before = R[dev]
    rec = recorder()
    d0 = rec.download_count()
    if iteration() is False:
        return None
    # a device value read on the host (a call the device declined or failed: computed there, its
    # result uploaded into the step as if it did not change): one iteration stands for nothing
    host = rec.download_count() != d0
    return (p0, device_random.position()), [R[s] for s in split.device_written], before, R[dev], host


def _roll_one(R: list, split: Split, one: tuple | None, steps: tuple, extra: int) -> bool:
    """Give the one recorded iteration's step (:func:`_record_one`), when its structure is the
    recipe's ``steps``, a loop node of ``1 + extra`` iterations and leave the device-written
    variables as the last iteration would (each a draw: its counter ``extra`` strides on). False
    (nothing changed) otherwise: the loop goes on as a first run does."""
    from runmat_accel.fusion import loop as fusion_loop
    from runmat_accel.fusion import random as device_random

    if one is None or one[4]:
        return False
    (p0, p1), after, before, value, _ = one
    if p0[0] != p1[0] or before is value or value.__class__ is not GpuArray:
        return False
    stride = (p1[1] - p0[1]) & _MASK
    finals = []
    for v in after:
        later = fusion_loop.draw_after(v, extra * stride)
        if later is None:
            return False
        finals.append(later)
    if not fusion_loop.roll_one(value, before, 1 + extra, stride, steps):
        return False
    device_random.advance(stride * extra)
    for s, v in zip(split.device_written, finals):
        R[s] = v
    return True


def _token(v: Any) -> Any:
    """What a later run's value of a register must equal for a :class:`Replay` (None: a value
    not compared): a number, a logical, a short text or small array (a copy), a computed
    gpuArray's size and class."""
    import numpy as np

    c = v.__class__
    if c is float:
        return (c, repr(v))  # (-0.0 is not 0.0; NaN is itself)
    if c is bool or c is str:
        return (c, v)
    if c is np.ndarray and v.size <= 64 and v.dtype.kind in "fbuiU":
        return (c, v.dtype, v.shape, v.tobytes())
    if c is GpuArray and _computed(v) is not None:
        a = _computed(v)
        return (c, tuple(a.shape), a.dtype, v.provider)
    return None


def _keep_replay(plan: Plan, key: tuple, split: Split, start: list, one: tuple, R: list, n: int) -> None:
    """After a for loop rolled from one recorded iteration (:func:`_roll_one`; ``start``: the
    registers before it, ``one`` its record), keep how to build its loop node again
    (:class:`Replay`), when every operand of the step comes from a register the body does not
    write and every draw is of the stream's key at the loop's start; else keep nothing."""
    from runmat_accel.fusion import loop as fusion_loop
    from runmat_accel.fusion.graph import Param

    (p0, _), _, before, _, _ = one
    node = R[split.device]._node
    if node is None or node.loop is None or node.value is not None or len(plan.replays) > 16:
        return
    lp = node.loop
    init = before._node if before._node is not None else before._data
    if lp.count != n or lp.outs is not None or lp.tables or node.operands[0] is not init \
            or any(k != p0[0] for k in lp.keys) or len(set(lp.strides)) > 1:
        return
    if any(ins[0] in _JUMPS for ins in plan.body.instrs) or not fusion_loop.plain(lp.steps):
        return  # (a branch, a dropped domain check: the step may be another with other values)
    written = {d for _, d, _ in plan.steps if d >= 0} | {plan.loop_var}
    free = [r for r in range(len(start)) if r not in written]
    # every register the body's device side reads that the body does not write: its value (the
    # next run's must be equal: the sizes of draws, the classes, the values the step depends on)
    # (what the device side reads, and what the host side computes it from: not a while loop's
    # test nor a counter, which only count the iterations)
    need: set[int] = set()
    for (reads, d, _), t in reversed(list(zip(plan.steps, split.on_device))):
        if t or d in need:
            need.update(reads)
    tokens = []
    for r in sorted(need - written - {split.device}):
        t = _token(start[r])
        if t is None:
            return
        tokens.append((r, t))
    sources = []
    for ext in node.operands[1:1 + len(lp.ext_keys)]:
        if ext.__class__ is Param:
            v = ext.value
            if v.__class__ is not float and v.__class__ is not bool:
                return
            r = next((r for r in free if start[r] is v), None)
            if r is None:
                return
            sources.append((r, v, ext.dtype))
        else:
            r = next((r for r in free if start[r].__class__ is GpuArray and _computed(start[r]) is ext), None)
            if r is None:
                return
            sources.append((r, None, (ext.shape, ext.dtype)))
    stride = lp.strides[0] if lp.strides else (one[0][1][1] - p0[1]) & _MASK
    finals = []  # (each the last iteration's draw: its counter from that iteration's start)
    for slot in split.device_written:
        d = R[slot]._node if R[slot].__class__ is GpuArray else None
        if d is None or d.random is None or d.random[1] != p0[0]:
            return
        finals.append((slot, d.random[0], d.op, d.shape, d.dtype, (d.random[2] - p0[1] - (n - 1) * stride) & _MASK))
    plan.replays[key] = Replay(steps=lp.steps, calls=lp.calls, ext_keys=lp.ext_keys, sources=tuple(sources),
                               bases=tuple((b - p0[1]) & _MASK for b in lp.bases), stride=stride,
                               finals=tuple(finals), op=node.op, shape=node.shape, dtype=node.dtype,
                               ctype=node.ctype, tokens=tuple(tokens))


def _computed(v: GpuArray) -> Any:
    """A gpuArray's computed array (None while pending)."""
    n = v._node
    return v._data if n is None else n.value


def _replay(R: list, plan: Plan, split: Split, rp: Replay, n: int) -> bool:
    """The loop node of ``n`` iterations built from :class:`Replay` ``rp`` and the registers (no
    iteration recorded), the device-written variables their last draws, the stream moved past
    the loop's draws; False (nothing changed) when an operand differs from the recorded run's."""
    ops = _replay_operands(R, split, rp)
    return ops is not None and _replay_build(R, split, rp, n, *ops)


def _replay_operands(R: list, split: Split, rp: Replay) -> tuple | None:
    """(the carried value's node or array, the step's operands) for :class:`Replay` ``rp`` from
    the registers, or None when one differs from the recorded run's (nothing is changed: the
    body never writes those registers, so its host side may run before or after this)."""
    from runmat_accel.fusion.graph import Node, Param

    before = R[split.device]
    if before.__class__ is not GpuArray or before.provider is not _device_provider():
        return None
    init = before._node if before._node is not None else before._data
    if init is None or tuple(init.shape) != rp.shape or init.dtype != rp.dtype:
        return None
    if init.__class__ is Node and (init.late or init.value is not None):
        return None
    for r, t in rp.tokens:
        if _token(R[r]) != t:
            return None  # another size, class or value read by the body: record an iteration
    ext, keys = [], []  # (keys as fusion.loop names the step's operands: a parameter's class and
    # value, an array's identity)
    for r, v, dt in rp.sources:
        x = R[r]
        if v is not None:
            if x.__class__ is not v.__class__ or not x == v:
                return None  # another value: the step may be another (x.^2, a dropped domain check)
            ext.append(Param(x, dt))
            keys.append((dt, x) if x else (dt, repr(x)))
        else:
            a = _computed(x) if x.__class__ is GpuArray else None
            if a is None or x.provider is not before.provider or (a.shape, a.dtype) != dt:
                return None
            ext.append(a)
            keys.append((id(a),))
    return init, ext, tuple(keys)


def _replay_build(R: list, split: Split, rp: Replay, n: int, init: Any, ext: list, keys: tuple) -> bool:
    from runmat_accel.fusion import loop as fusion_loop
    from runmat_accel.fusion import random as device_random
    from runmat_accel.fusion.graph import Node

    key, c0 = device_random.position()
    prov = R[split.device].provider
    node = fusion_loop.build(prov, rp.op, rp.shape, rp.dtype, rp.ctype, init, rp.steps, rp.calls, ext, keys,
                             key, [c0 + b for b in rp.bases], rp.stride, n)
    if node is None:
        return False
    last = (c0 + (n - 1) * rp.stride) & _MASK
    for slot, dist, op, shape, dtype, off in rp.finals:
        d = Node(op, None, (), shape, dtype, dtype, prov, random=(dist, key, (last + off) & _MASK))
        R[slot] = GpuArray.pending(prov, d)
    R[split.device] = GpuArray.pending(prov, node)
    device_random.advance(rp.stride * n)
    return True


def _device_provider() -> Any:
    import runmat_accel

    return runmat_accel.device_provider()


def _roll(R: list, split: Split, recorded: tuple, extra: int) -> bool:
    """Give the recorded iterations' loop node ``extra`` more and leave the device-written variables
    as the last of them would; False (nothing changed but, perhaps, the recorded iterations rolled)
    when that cannot be done."""
    from runmat_accel.fusion import loop as fusion_loop
    from runmat_accel.fusion import random as device_random

    positions, after, carried = recorded
    stride = (positions[2][1] - positions[1][1]) & _MASK
    finals = _finals(split, after, positions, extra)
    if finals is None or carried[0] is carried[1] or carried[1] is carried[2] \
            or not fusion_loop.repeat(carried[2], carried[1], extra, stride):
        return False
    device_random.advance(stride * extra)
    for s, v in zip(split.device_written, finals):
        R[s] = v
    return True


def _while_passes(frame: Any, cond: Any, body: Any) -> tuple[Any, Any]:
    """A while loop run by the interpreter: its test (MATLAB's truth of the condition's value) and
    one pass (the test, then the body; False once the test fails)."""
    from runmat_vm.interp import interpret, truth

    slot = cond.instrs[-1][1]

    def test() -> bool:
        v = interpret(frame, cond)
        if v.__class__ is bool:
            return v
        if v.__class__ is float and v == v:
            return v != 0.0
        return truth(v, cond, slot)

    def iteration() -> bool:
        if not test():
            return False
        interpret(frame, body)
        return True

    return test, iteration


def _run_while(frame: Any, plan: Plan, split: Split, exit_pc: int) -> int:
    from runmat_vm.interp import interpret

    R = frame.R
    cond, body, host = plan.cond, plan.body, split.host
    if R[split.device].__class__ is not GpuArray:
        return -1

    test, iteration = _while_passes(frame, cond, body)

    key = _recipe_key(R, plan, split)
    rp = plan.replays.get(key) if key is not None and REPLAY else None
    ops = _replay_operands(R, split, rp) if rp is not None else None
    if ops is not None:  # run before: the iterations counted by the host side, the loop node built
        count = 0
        while test():
            interpret(frame, host)
            count += 1
        if count and not _replay_build(R, split, rp, count, *ops):
            raise RuntimeError("a replayed while loop's node did not build")  # (its operands were checked)
        return exit_pc
    if key is not None:  # a step the same in every iteration: one recorded iteration may stand for all
        regs = R[:] if REPLAY else None
        one = _record_one(R, split, iteration)
        if one is None:
            return exit_pc
        steps = _steps_for(plan, key, one)
        if steps is not None:
            saved = R[:]
            extra = 0
            while test():
                interpret(frame, host)
                extra += 1
            if extra == 0:
                return exit_pc
            if _roll_one(R, split, one, steps, extra):
                _remember(plan, key, R[split.device])
                if regs is not None:
                    _keep_replay(plan, key, split, regs, one, R, 1 + extra)
                return exit_pc
            R[:] = saved  # did not roll: the host side back, then two recorded as below
    if not split.invariant:  # a step reading a host value the loop changes: equal in two recorded
        while iteration():  # iterations proves nothing about the others
            pass
        return exit_pc
    recorded = _record(R, split, iteration)
    if recorded is None:
        return exit_pc
    saved = R[:]
    extra = 0
    while test():  # the iterations left, counted on the host side (the test reads host values only)
        interpret(frame, host)
        extra += 1
    if extra == 0:
        return exit_pc
    if _roll(R, split, recorded, extra):
        if key is not None:
            _remember(plan, key, R[split.device])
        return exit_pc
    R[:] = saved  # did not roll: the host side back, then the iterations one by one
    while iteration():
        pass
    return exit_pc


def _compute_carried(R: list, devs: tuple) -> None:
    """The carried gpuArrays computed before two iterations are recorded on them (cause "device
    loop"): graph sizes count a graph as a tree, so carried values read several times by a step
    (`v = v - dt*x; x = x + dt*v`) would reach a graph limit within the recorded iterations."""
    for d in devs:
        v = R[d]
        if v.__class__ is GpuArray and v._node is not None:
            v.materialize("device loop")


def _feed_spec(frame: Any, split: Split, host: Any, snap: list, before_host: Any, f1: list, f2: list,
               per: list) -> list | None:
    """Each per-iteration scalar's (first, second, every iteration's values, by identity) for
    :func:`runmat_accel.fusion.loop.repeat_many`: the float objects the two recorded iterations
    read, or else (a register the device side reuses) the host side's values of those iterations,
    run again from ``snap`` (``before_host(j)`` sets what the host side reads of iteration j);
    None when a value is not a float (a logical) or two values cannot tell the parameter."""
    from runmat_vm.interp import interpret

    feeds = split.feeds or ()
    if not feeds:
        return []
    R = frame.R
    cur = R[:]
    R[:] = snap
    hv = []
    for j in (0, 1):
        before_host(j)
        interpret(frame, host)
        hv.append([R[r] for r in feeds])
    R[:] = cur
    spec = []
    for a, b, h1, h2, vals in zip(f1, f2, hv[0], hv[1], per):
        if a.__class__ is float and b.__class__ is float and a is not b:
            spec.append((a, b, vals, True))
        elif h1.__class__ is float and h2.__class__ is float and h1 != h2 and h1 == h1 and h2 == h2:
            spec.append((h1, h2, [h1, h2] + vals[2:], False))
        else:
            return None
    if not all(v.__class__ is float for _, _, vals, _ in spec for v in vals):
        return None
    return spec


def _run_while_many(frame: Any, plan: Plan, split: Split, exit_pc: int) -> int:
    """A while loop as :func:`_run_many` runs a for loop (several carried gpuArrays, a device value
    written that is not a draw, per-iteration scalars): two iterations recorded, the iterations
    left counted by the host side and the test (their per-iteration scalars with them), then the
    host side put back and run again for all but the last, which runs as itself."""
    import numpy as np

    from runmat_accel.fusion import loop as fusion_loop
    from runmat_accel.fusion import random as device_random
    from runmat_vm.interp import interpret

    R = frame.R
    cond, host, devs = plan.cond, split.host, split.devices
    body = plan.body if split.invariant else plan.unfused_body()
    feeds = split.feeds if not split.invariant else ()

    test, iteration = _while_passes(frame, cond, body)

    shapes = {R[d].shape if R[d].__class__ is GpuArray else None for d in devs}
    if feeds is None or len(shapes) != 1 or None in shapes:
        while iteration():
            pass
        return exit_pc
    _compute_carried(R, devs)
    snap = R[:]
    before = [R[d] for d in devs]
    p0 = device_random.position()
    if not iteration():
        return exit_pc
    middle, f1, p1 = [R[d] for d in devs], [R[r] for r in feeds], device_random.position()
    if not iteration():
        return exit_pc
    values, f2, p2 = [R[d] for d in devs], [R[r] for r in feeds], device_random.position()
    saved = R[:]
    per: list[list[Any]] = [[a, b] for a, b in zip(f1, f2)]
    count = 0
    while test():  # the iterations left, counted on the host side (the test reads host values only)
        interpret(frame, host)
        count += 1
        for vals, r in zip(per, feeds):
            vals.append(R[r])
    R[:] = saved
    extra = count - 1  # the last iteration runs as itself
    stride = (p2[1] - p1[1]) & _MASK
    if extra >= 1 and p0[0] == p1[0] == p2[0] and (p1[1] - p0[1]) & _MASK == stride \
            and all(v.__class__ is GpuArray for v in values + middle) \
            and len({id(v) for v in middle + values}) == 2 * len(devs):
        per = [vals[:2 + extra] for vals in per]
        spec = _feed_spec(frame, split, host, snap, lambda j: None, f1, f2, per)
        if spec is not None and fusion_loop.repeat_many(
                values, middle, before, extra, stride,
                [(a, b, np.asarray(vals, dtype=np.float64), by_id) for a, b, vals, by_id in spec]):
            device_random.advance(stride * extra)
            for _ in range(extra):
                test()
                interpret(frame, host)
    while iteration():  # the last iteration, or (did not roll) the remaining ones one by one
        pass
    return exit_pc


def _for_iteration(frame: Any, body: Any, var: int, state: int, n: int, start: float, step: float) -> Any:
    """Iteration k (0-based) of a for loop over ``start:step`` run by the interpreter: the loop's
    state and variable as the VM's own for loop leaves them, then the body."""
    from runmat_vm.interp import interpret

    R = frame.R

    def iteration(k: int) -> None:
        R[state] = [k, n, start, step]
        R[var] = start + k * step
        interpret(frame, body)

    return iteration


def _run(frame: Any, plan: Plan, split: Split, ins: tuple, n: int, start: float, step: float) -> None:
    from runmat_vm.interp import interpret

    if len(split.devices) > 1 or not split.plain or not split.invariant:
        return _run_many(frame, plan, split, ins, n, start, step)
    R = frame.R
    body = plan.body
    var, state = ins[1], ins[2]

    iteration = _for_iteration(frame, body, var, state, n, start, step)

    k = 0
    if R[split.device].__class__ is not GpuArray:  # a host value its first step makes a gpuArray
        iteration(0)
        k = 1
    if R[split.device].__class__ is GpuArray:
        rolled = False
        key = _recipe_key(R, plan, split)
        if key is not None and REPLAY:  # run before: the loop node built again, no iteration recorded
            replay = plan.replays.get(key)
            rolled = replay is not None and _replay(R, plan, split, replay, n - k)  # (k unchanged: the
            # host side runs for each of those iterations below)
        if key is not None and not rolled:  # a step the same in every iteration: one recorded iteration may stand for all
            regs = R[:] if REPLAY else None
            k0 = k
            one = _record_one(R, split, lambda: iteration(k))
            k += 1
            steps = _steps_for(plan, key, one)
            rolled = steps is not None and _roll_one(R, split, one, steps, n - k)
            if rolled:
                _remember(plan, key, R[split.device])
                if regs is not None:
                    _keep_replay(plan, key, split, regs, one, R, n - k0)
        if not rolled and n - k >= 2 and split.invariant:  # (two equal recorded steps of a step that
            # reads a host value the loop changes, `S + (t > 3)`, prove nothing about later ones)
            ks = iter((k, k + 1))
            recorded = _record(R, split, lambda: iteration(next(ks)))
            k += 2
            rolled = _roll(R, split, recorded, n - k)
            if rolled and key is not None:
                _remember(plan, key, R[split.device])
        if rolled:
            host = split.host
            if host is not None:  # carried scalars, host values: their instructions per iteration
                for j in range(k, n):
                    R[var] = start + j * step
                    interpret(frame, host)
            R[state] = [n - 1, n, start, step]
            R[var] = start + (n - 1) * step
            return
    for j in range(k, n):  # did not roll: the remaining iterations one by one
        iteration(j)


def _run_many(frame: Any, plan: Plan, split: Split, ins: tuple, n: int, start: float, step: float) -> None:
    """A for loop carrying several gpuArrays of one shape (``v = v + dt*a; x = x + dt*v``): two
    iterations recorded, ``runmat_accel.fusion.loop.repeat_many`` makes each carried value a loop
    node of those two and all but the last of the iterations left, the host side runs for them,
    and the last iteration runs as itself, so every variable the body writes (draws, temporaries)
    is what the step-by-step run leaves. Otherwise the iterations run one by one."""
    import numpy as np

    from runmat_accel.fusion import loop as fusion_loop
    from runmat_accel.fusion import random as device_random
    from runmat_vm.interp import interpret

    R = frame.R
    body, devs = plan.body, split.devices
    if not split.invariant:  # (per-iteration scalars: FUSED would hide them)
        body = plan.unfused_body()
    var, state = ins[1], ins[2]

    iteration = _for_iteration(frame, body, var, state, n, start, step)

    k = 0
    if any(R[d].__class__ is not GpuArray for d in devs):  # host values a first step makes gpuArrays
        iteration(0)
        k = 1
    shapes = {R[d].shape if R[d].__class__ is GpuArray else None for d in devs}
    feeds = split.feeds if not split.invariant else ()
    if feeds is not None and n - k >= 3 and len(shapes) == 1 and None not in shapes:
        _compute_carried(R, devs)
        snap = R[:] if feeds else None  # (the host side's values of the recorded iterations)
        before = [R[d] for d in devs]
        p0 = device_random.position()
        iteration(k)
        middle = [R[d] for d in devs]
        f1 = [R[r] for r in feeds]
        p1 = device_random.position()
        iteration(k + 1)
        values = [R[d] for d in devs]
        f2 = [R[r] for r in feeds]
        p2 = device_random.position()
        k += 2
        extra = n - k - 1  # the last iteration runs as itself
        stride = (p2[1] - p1[1]) & _MASK
        host = split.host
        saved = R[:]
        per: list[list[float]] = [[a, b] for a, b in zip(f1, f2)]
        if host is not None:  # carried scalars, host values (per-iteration scalars): per iteration
            for j in range(k, n - 1):
                R[var] = start + j * step
                interpret(frame, host)
                for vals, r in zip(per, feeds):
                    vals.append(R[r])
        # a per-iteration scalar: a float made in each recorded iteration (one object per use,
        # matched by identity), or else (its register reused by the device side: `c = 0.02*t;
        # S < 0` in one temporary) the host side's values of the recorded iterations
        first = k - 2

        def at(j: int) -> None:
            R[var] = start + (first + j) * step

        spec = _feed_spec(frame, split, host, snap, at, f1, f2, per) if host is not None or not feeds else None
        fed = spec is not None
        if fed and p0[0] == p1[0] == p2[0] and (p1[1] - p0[1]) & _MASK == stride \
                and all(v.__class__ is GpuArray for v in values + middle) \
                and len({id(v) for v in middle + values}) == 2 * len(devs) \
                and fusion_loop.repeat_many(values, middle, before, extra, stride,
                                            [(a, b, np.asarray(vals, dtype=np.float64), by_id)
                                             for a, b, vals, by_id in spec]):
            device_random.advance(stride * extra)
            k = n - 1
        else:
            R[:] = saved  # did not roll: the host side back, the iterations one by one
    for j in range(k, n):  # the last iteration, or (did not roll) the remaining ones one by one
        iteration(j)


def _finals(split: Split, after: list[list[Any]], positions: list[tuple[int, int]], extra: int) -> list[Any] | None:
    """Each written variable's value ``extra`` iterations after the second of two recorded ones
    (from its values after them), or None when one cannot be told without running them."""
    from runmat_accel.fusion import loop as fusion_loop

    (k0, c0), (k1, c1), (k2, c2) = positions
    if not k0 == k1 == k2:
        return None
    stride = (c2 - c1) & _MASK
    if (c1 - c0) & _MASK != stride:
        return None
    out = []
    for v1, v2 in zip(*after):
        if v1 is v2 or (v1.__class__ is float and v2.__class__ is float and v1 == v2) \
                or (v1.__class__ is bool and v1 == v2):
            out.append(v2)
            continue
        later = fusion_loop.later_draw(v1, v2, stride, extra)
        if later is None:
            return None
        out.append(later)
    return out
