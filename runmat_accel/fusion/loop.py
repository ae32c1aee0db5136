"""Loop kernels: a graph that repeats one step over a carried value rolled into one loop node.

A MATLAB loop over device values (``for t = 1:T, S = S .* exp(a + b*randn(M,1,'gpuArray')); end``)
records the same step T times, each on the previous step's result. :func:`roll` finds that
repetition in a graph, from the templates' nodes alone (no pattern is special): a *carried*
node below the root, the step between them (its calls, scalar parameters, device arrays and
in-kernel draws) equal to the step below, draws whose counters advance by a constant stride.
The root becomes a ``loop`` node (its init, the step's operands, each draw's key, first counter
and stride, the count) that the program renders as one kernel with the loop inside
(:mod:`runmat_accel.fusion.program`); its cache key is the step's structure, never the count, so
any T runs the same compiled kernel. Rolling again (the next graph limit, the next read) extends
a loop whose step and stream continue. The draws are the same Philox counters the step-by-step
graphs would use, so results are bit-identical to them (the in-process device proves it in CI).

Several carried values (:func:`repeat_many`, the VM's device loops): one loop node per value,
``Loop.outs`` their next values; per-iteration scalars as tables (``Loop.tables``).

Not rolled: steps with a domain check (``sqrt``/``log`` of unknown sign: the escape path computes
calls one by one), steps holding a loop, draws of another shape than the carried value.
"""

from __future__ import annotations

from collections import deque
from typing import Any

import numpy as np

from runmat_accel.fusion.graph import Node, Param

MAX_STEP = 48  # calls in one loop step
_U64 = np.dtype(np.uint64)
_F64 = np.dtype(np.float64)
_MASK = (1 << 64) - 1


class Loop:
    """A rolled loop: ``steps`` (hashable: sig, local refs, classes, draw) is the kernel's structure;
    ``ext_keys`` identify the step's operands; ``calls`` (builtin name, template, device body, size) per
    step unroll it; ``keys``/``bases``/``strides`` per draw and ``count`` are parameters."""

    __slots__ = ("steps", "shape", "ext_keys", "calls", "keys", "bases", "strides", "count", "outs", "out",
                 "tables")

    def __init__(self, steps: tuple, shape: tuple[int, ...], ext_keys: tuple, calls: tuple, keys: tuple,
                 bases: tuple, strides: tuple, count: int, outs: tuple | None = None, out: int = 0) -> None:
        self.steps, self.shape, self.ext_keys, self.calls = steps, shape, ext_keys, calls
        self.keys, self.bases, self.strides, self.count = keys, bases, strides, count
        # several carried values (:func:`repeat_many`): ``outs`` the reference of each one's next
        # value (operands 0..k-1 are their inits, ("c", j) reads carried j); this node returns
        # carried ``out``. None: one carried value, the step's last call
        self.outs, self.out = outs, out
        # per-iteration scalars (a host value the loop changes, `t*dt`): operand position -> its
        # values, one per iteration (the operand is a device table the kernel reads at the iteration)
        self.tables: dict[int, np.ndarray] = {}


class _No(Exception):
    """Not a step that rolls."""


class _Step:
    """One iteration's step below ``root`` down to ``carried``."""

    __slots__ = ("steps", "ext", "ext_keys", "draws", "calls", "path", "outs")

    def __init__(self) -> None:
        self.steps: list[tuple] = []
        self.ext: list[Any] = []
        self.ext_keys: list[tuple] = []
        self.draws: list[tuple[int, int]] = []
        self.calls: list[tuple] = []
        self.path: tuple[int, ...] | None = None
        self.outs: tuple = ()


_CARRIED = ("c", 0)


def _extract(root: Node, carried: Any) -> _Step | None:
    return _extract_many((root,), (carried,))


def _extract_many(roots: tuple, carried: tuple, feeds: dict[int, int] | None = None) -> _Step | None:
    """The step from the ``carried`` values (one iteration earlier) up to ``roots`` (their next
    values), the calls of all roots in one order (shared subexpressions once); ``outs``: each
    root's reference. None when it is not a step that rolls."""
    st = _Step()
    root = roots[0]
    cmap = {id(c): ("c", j) for j, c in enumerate(carried)}
    if len(cmap) != len(carried):
        return None
    ncar = len(carried)
    seen: dict[int, tuple] = {}
    ext_index: dict[tuple, tuple] = {}
    path: list[int] = []

    exts, ext_keys = st.ext, st.ext_keys

    def visit(n: Any) -> tuple:
        cr = cmap.get(id(n))
        if cr is None and n.__class__ is Node and n.value is not None:
            cr = cmap.get(id(n.value))  # a computed carried value, as its graph holds it
        if cr is not None:
            if st.path is None:
                st.path = tuple(path)
            return cr
        c = n.__class__
        if c is Param:  # inline: most operands of a step are parameters
            v = n.value
            f = feeds.get(id(v)) if feeds else None
            k: tuple = ("f", f) if f is not None else (n.dtype, v) if v else (n.dtype, repr(v))
        elif c is not Node or n.value is not None:
            k = (id(n.value if c is Node else n),)
        else:
            k = ()
        if k:
            r = ext_index.get(k)
            if r is None:
                r = ext_index[k] = ("x", ncar + len(exts))  # the loop node's operand (0..ncar-1: the inits)
                exts.append(n.value if c is Node else n)
                ext_keys.append(k)
            return r
        r = seen.get(id(n))
        if r is not None:
            return r
        if n.loop is not None or n.domain or n.op == "leaf" or len(st.steps) >= MAX_STEP:
            raise _No
        if n.random is not None:
            if n.shape != root.shape:
                raise _No
            st.draws.append((n.random[1], n.random[2]))
            refs: tuple = (("d", len(st.draws) - 1),)
            dist = n.random[0]
        else:
            out = []
            for q, o in enumerate(n.operands):
                path.append(q)
                out.append(visit(o))
                path.pop()
            refs = tuple(out)
            dist = None
        r = seen[id(n)] = ("t", len(st.steps))
        st.steps.append((n.sig, refs, n.ctype, n.dtype, dist))
        st.calls.append((n.op, n.template, n.eager, n.shape))
        return r

    try:
        outs = []
        for r in roots:
            if r.__class__ is not Node or r.value is not None or r.shape != root.shape:
                return None
            outs.append(visit(r))
        st.outs = tuple(outs)
    except (_No, RecursionError):
        return None
    return st if st.path is not None else None


def _follow(root: Node, path: tuple[int, ...]) -> Any:
    n: Any = root
    for q in path:
        if n.__class__ is not Node or q >= len(n.operands):
            return None
        n = n.operands[q]
    return n


def _candidates(root: Node) -> list[Node]:
    """Pending nodes below the root that may be its previous iteration (same class and size)."""
    out: list[Node] = []
    queue, seen = deque(root.operands), set()
    shape, dtype, sig = root.shape, root.dtype, root.sig
    while queue and len(seen) < 256 and len(out) < 3:  # breadth first: the nearest are the likeliest
        n = queue.popleft()
        if n.__class__ is not Node or n.value is not None or id(n) in seen:
            continue
        seen.add(id(n))
        if n.shape == shape and n.dtype == dtype and (n.sig == sig or n.loop is not None):
            out.append(n)
        queue.extend(n.operands)
    return out


def _same(a: _Step, b: _Step) -> bool:
    return a.steps == b.steps and a.ext_keys == b.ext_keys and a.path == b.path \
        and [k for k, _ in a.draws] == [k for k, _ in b.draws]


def _init_ok(node: Any, root: Node) -> bool:
    c = node.__class__
    if c is Node:
        return node.shape == root.shape and node.dtype == root.dtype
    return c is not Param and tuple(node.shape) == root.shape and node.dtype == root.dtype


def _phase(root: Node, path: tuple[int, ...]) -> Node | None:
    """The node on the carried path that starts the step's canonical rotation (the least sequence
    of calls), when it is not ``root``: graphs rolled wherever a graph limit fell then meet at the
    same phase, so a later roll extends the loop below instead of stacking another."""
    nodes: list[Node] = []
    n: Any = root
    for q in path:
        nodes.append(n)
        n = n.operands[q]
    keys = [repr(m.sig) if m.shape == root.shape and m.dtype == root.dtype else "~" for m in nodes]
    best = min(range(len(keys)), key=lambda r: keys[r:] + keys[:r])
    return nodes[best] if best and keys[best] != "~" else None


def _resize(root: Node) -> None:
    """Recompute the graph-limit sizes of pending nodes above a node that rolled into a loop."""
    done: set[int] = set()

    def visit(n: Node) -> None:
        if id(n) in done or n.value is not None or n.loop is not None:
            return
        done.add(id(n))
        size, inputs = 1, 0
        for o in n.operands:
            if o.__class__ is Node:
                if o.value is None:
                    visit(o)
                    size += o.size
                    inputs += o.inputs
                else:
                    inputs += 1
            elif o.__class__ is not Param:
                inputs += 1
        n.size, n.inputs = size, inputs

    visit(root)


def roll(root: Node, phased: bool = False) -> bool:
    """Turn ``root`` (in place) into a loop node when its graph repeats one step; True if rolled
    (``root`` itself, or the node of the canonical phase below it: see :func:`_phase`)."""
    if root.value is not None or root.loop is not None or root.template is None:
        return False
    for cand in _candidates(root):
        first = _extract(root, cand)
        if first is None:
            continue
        if not phased:
            start = _phase(root, first.path)
            if start is not None:
                if roll(start, phased=True):
                    _resize(root)
                    return True
                continue
        count, cur, strides, init, merged = 1, cand, None, cand, None
        while True:
            if cur.__class__ is Node and cur.value is None and cur.loop is not None:
                lp = cur.loop
                if lp.outs is None and not lp.tables and lp.steps == tuple(first.steps) and lp.ext_keys == tuple(first.ext_keys) \
                        and list(lp.keys) == [k for k, _ in first.draws]:
                    s = strides or lp.strides
                    earliest = [(c - (count - 1) * d) & _MASK for (_, c), d in zip(first.draws, s)]
                    if tuple(s) == tuple(lp.strides) and all(
                            e == (b + lp.count * d) & _MASK for e, b, d in zip(earliest, lp.bases, s)):
                        merged = lp
                        init = cur.operands[0]
                break
            if cur.__class__ is not Node or cur.value is not None or cur.sig != root.sig:
                break
            nxt = _follow(cur, first.path)
            if nxt is None or not _init_ok(nxt, root):
                break
            step = _extract(cur, nxt)
            if step is None or not _same(first, step):
                break
            d = [(a - b) & _MASK for (_, a), (_, b) in zip(first.draws, step.draws)]
            if strides is None:
                if count != 1:
                    break
                strides = d
            elif any(((c0 - count * s) & _MASK) != c for (_, c0), (_, c), s in zip(first.draws, step.draws, strides)):
                break
            count += 1
            cur = init = nxt
        if count < 2 and merged is None:
            continue
        strides = list(strides if strides is not None else merged.strides)
        bases = [(c - (count - 1) * s) & _MASK for (_, c), s in zip(first.draws, strides)]
        if merged is not None:
            bases, count = list(merged.bases), count + merged.count
        _become_loop(root, first, init, bases, strides, count)
        return True
    return False


def roll_graph(root: Node) -> bool:
    """Roll the root, or else its pending operands (``S - K`` after the loop over ``S``)."""
    if roll(root):
        return True
    rolled = False
    for o in root.operands:
        if o.__class__ is Node and o.value is None and o.loop is None and o.size >= 8:
            rolled = roll(o) or rolled
    if rolled:
        _resize(root)
    return rolled


def _become_loop(root: Node, step: _Step, init: Any, bases: list[int], strides: list[int], count: int,
                 inits: tuple | None = None, out: int = 0, tables: dict | None = None,
                 uploaded: dict | None = None) -> None:
    """``root`` (in place) a loop node: one carried value from ``init``, or (``inits``) several,
    this node returning carried ``out``."""
    keys = [k for k, _ in step.draws]
    operands: list[Any] = [*(inits if inits is not None else (init,)), *step.ext]
    for k, b, s in zip(keys, bases, strides):
        operands += [Param(k, _U64), Param(b, _U64), Param(s, _U64)]
    operands.append(Param(count, _U64))
    steps = tuple(step.steps)
    outs = step.outs if inits is not None else None
    root.loop = Loop(steps, root.shape, tuple(step.ext_keys), tuple(step.calls), tuple(keys), tuple(bases),
                     tuple(strides), count, outs, out)
    root.op, root.template, root.eager, root.random, root.domain = "loop", None, None, None, False
    root.operands = tuple(operands)
    root.sig = (("loop", steps) if outs is None else ("loop", steps, outs, out), root.ctype.str, root.dtype.str)
    if tables:
        root.loop.tables = tables
        ops = list(operands)
        for pos in tables:  # the device copy (one upload for all the loop's nodes): read as a table
            ops[pos] = uploaded[pos]
        root.operands = tuple(ops)
        root.sig = (root.sig[0] + (("tables", tuple(sorted(tables))),), *root.sig[1:])
    inputs, domains, draws = 0, False, True  # (draws: a loop, as a draw, is reduced only by a
    # whole-array kernel or computed first: fusion.reduce._draws)
    for o in root.operands:
        if o.__class__ is Node:
            if o.value is None:
                inputs += o.inputs
                domains, draws = domains or o.domains, draws or o.draws
            else:
                inputs += 1
        elif o.__class__ is not Param:
            inputs += 1
    root.size, root.inputs, root.domains, root.draws = 1 + len(steps), inputs, domains, draws


def unroll(node: Node) -> Node:
    """The loop node as the chain of per-iteration nodes it stands for (computed builtin by builtin
    when the loop kernel cannot run; the step-by-step evaluation it equals)."""
    from runmat_accel.fusion.graph import Node as N

    lp = node.loop
    ext = node.operands
    if lp.tables:  # a per-iteration scalar: the iteration's value as the step's parameter
        ext = list(ext)
    ncar = 1 if lp.outs is None else len(lp.outs)
    carried: list[Any] = list(node.operands[:ncar])
    for it in range(lp.count):
        for pos, values in lp.tables.items():
            ext[pos] = Param(float(values[it]), _F64)
        vals: list[Any] = []
        for (sig, refs, ctype, dtype, dist), (op, template, eager, shape) in zip(lp.steps, lp.calls):
            if dist is not None:
                j = refs[0][1]
                ctr = (lp.bases[j] + it * lp.strides[j]) & _MASK
                vals.append(N(op, None, (), shape, dtype, dtype, node.provider, random=(dist, lp.keys[j], ctr)))
                continue
            ops = tuple(carried[i] if k == "c" else ext[i] if k == "x" else vals[i] for k, i in refs)
            vals.append(N(op, template, ops, shape, dtype, ctype, node.provider, eager, None, sig, False))
        if lp.outs is None:
            carried = [vals[-1]]
        else:
            carried = [carried[i] if k == "c" else ext[i] if k == "x" else vals[i] for k, i in lp.outs]
    return carried[lp.out]


def build(provider: Any, op: str, shape: tuple[int, ...], dtype: np.dtype, ctype: np.dtype, init: Any,
          steps: tuple, calls: tuple, ext: list[Any], ext_keys: tuple, key: int, counters: list[int],
          stride: int, count: int) -> Node | None:
    """A loop node of ``count`` iterations built without recording one (``runmat_vm.device_loops``:
    a loop run again, its step known from a run that rolled): carried value ``init`` (a pending
    node or a computed array of ``shape`` and class ``dtype``), the step ``steps``/``calls`` over
    the operands ``ext`` (parameters and computed arrays, ``ext_keys`` naming them), its draws of
    stream ``key`` at ``counters`` in the first iteration, ``stride`` on per iteration. None when
    ``init`` does not fit."""
    from types import SimpleNamespace

    if init is None or not _init_ok(init, SimpleNamespace(shape=shape, dtype=dtype)):
        return None
    st = _Step()
    st.steps, st.calls, st.ext, st.ext_keys = list(steps), list(calls), list(ext), list(ext_keys)
    st.draws = [(key, c & _MASK) for c in counters]
    node = Node(op, None, (init,), shape, dtype, ctype, provider, sig=("loop",))
    _become_loop(node, st, init, [c for _, c in st.draws], [stride & _MASK] * len(counters), count)
    return node


def repeat(value: Any, before: Any, extra: int, stride: int) -> bool:
    """Roll a pending gpuArray whose graph ends with one loop iteration's step recorded twice (the
    iteration from ``before``, the carried value one iteration earlier, to ``value``) into a loop
    node, and give it ``extra`` more iterations (the VM's device loops, ``runmat_vm.device_loops``:
    the iterations still to run, never recorded). Its draws continue their counters by ``stride``
    (the device stream's advance per iteration); the caller moves the stream past them. False when
    the value is computed or the step does not roll as one iteration (the graph is then unchanged,
    or rolled over the recorded iterations only: the same values)."""
    node = getattr(value, "_node", None)
    prev = getattr(before, "_node", None)
    if node is None or prev is None or node.value is not None or node.loop is not None or value._data is not None:
        return False
    one = _extract(node, prev)
    if one is None or not roll(node, phased=True) or node.loop is None:
        return False
    lp = node.loop
    if lp.steps != tuple(one.steps) or any(d != stride & _MASK for d in lp.strides):
        return False  # a period shorter than the iteration (a body repeating its own step)
    lp.count += extra
    node.operands = node.operands[:-1] + (Param(lp.count, _U64),)
    return True


def later_draw(first: Any, second: Any, stride: int, extra: int) -> Any:
    """The pending draw a loop makes ``extra`` iterations after ``second``, when ``first`` and
    ``second`` are one draw made in two successive iterations (the same distribution, key, size
    and class, counters ``stride`` apart); else None."""
    from runmat_accel.gpuarray import GpuArray

    if first.__class__ is not GpuArray or second.__class__ is not GpuArray:
        return None
    a, b = first._node, second._node
    if a is None or b is None or a.random is None or b.random is None or b.value is not None:
        return None
    if a.random[:2] != b.random[:2] or a.shape != b.shape or a.dtype != b.dtype \
            or (b.random[2] - a.random[2]) & _MASK != stride & _MASK:
        return None
    ctr = (b.random[2] + extra * stride) & _MASK
    node = Node(b.op, None, (), b.shape, b.dtype, b.dtype, b.provider, random=(b.random[0], b.random[1], ctr))
    return GpuArray.pending(b.provider, node)


def draw_after(value: Any, advance: int) -> Any:
    """The pending draw ``value`` made again ``advance`` counters later in the device stream (the
    same distribution, key, size and class); None when ``value`` is not a pending draw."""
    from runmat_accel.gpuarray import GpuArray

    b = value._node if value.__class__ is GpuArray else None
    if b is None or b.random is None or b.value is not None:
        return None
    if not advance:
        return value
    node = Node(b.op, None, (), b.shape, b.dtype, b.dtype, b.provider,
                random=(b.random[0], b.random[1], (b.random[2] + advance) & _MASK))
    return GpuArray.pending(b.provider, node)


def step_of(value: Any, before: Any) -> tuple | None:
    """The structure of one iteration's step from ``before`` (the carried gpuArray one iteration
    earlier) to the pending ``value`` (the calls, their operand references, classes, draws), or
    None when it is not a step that rolls: what :func:`roll_one` compares a later iteration to."""
    node = getattr(value, "_node", None)
    if node is None or node.value is not None or node.loop is not None or value._data is not None:
        return None
    prev = before._node if before._node is not None else before._data
    one = _extract(node, prev) if prev is not None else None
    return tuple(one.steps) if one is not None else None


def plain(steps: tuple) -> bool:
    """True when no call of a step (:func:`step_of`) had its domain check dropped because its
    operands were known to be in the domain (``"in domain"`` in its signature: a base the graph
    shows is >= 0, or an exponent that keeps every base real): the step is then built the same
    over a computed carried value and over a pending one."""
    for sig, _refs, _ctype, _dtype, _dist in steps:
        if "in domain" in sig:
            return False
    return True


def roll_one(value: Any, before: Any, count: int, stride: int, steps: tuple) -> bool:
    """Make the pending ``value``, whose graph ends with ONE iteration's step over ``before`` (the
    carried gpuArray one iteration earlier), a loop node of ``count`` iterations, when that step
    has the structure ``steps`` (:func:`step_of` of two iterations recorded in an earlier run of
    the same loop, rolled then). Its draws continue their counters by ``stride`` per iteration
    (the device stream's advance over the recorded iteration). False (nothing changed) otherwise.

    The caller (``runmat_vm.device_loops``) knows that no call of the step reads a value the loop
    changes on the host: one recorded iteration is then every iteration."""
    node = getattr(value, "_node", None)
    if node is None or node.value is not None or node.loop is not None or value._data is not None \
            or node.template is None or count < 1:
        return False
    prev = before._node if before._node is not None else before._data
    if prev is None or not _init_ok(prev, node):
        return False
    one = _extract(node, prev)
    if one is None or tuple(one.steps) != steps:
        return False
    s = stride & _MASK
    _become_loop(node, one, prev, [c for _, c in one.draws], [s] * len(one.draws), count)
    return True


def repeat_many(values: list[Any], middle: list[Any], before: list[Any], extra: int, stride: int,
                feeds: list[tuple] | None = None) -> bool:
    """Several carried gpuArrays (``runmat_vm.device_loops``): ``values`` pending after two
    recorded iterations of one loop, ``middle`` their values after the first, ``before`` their
    values before it. When both iterations are the same step (the same calls, operands and draw
    keys, each draw's counter ``stride`` on), every value becomes a loop node of ``2 + extra``
    iterations from ``before`` (one kernel each, whatever the count; each returns its carried
    value); draws continue their counters, the caller moves the stream past them. False (nothing
    changed) otherwise."""
    nodes = [getattr(v, "_node", None) for v in values]
    mids = [getattr(v, "_node", None) for v in middle]
    if any(n is None or n.value is not None or n.loop is not None for n in nodes + mids) \
            or any(v._data is not None for v in list(values) + list(middle)):
        return False
    inits = [b._node if b._node is not None else b._data for b in before]
    if any(i is None for i in inits) or any(not _init_ok(i, n) for i, n in zip(inits, nodes)):
        return False
    # per-iteration scalars: (the float the first recorded step read, the second's, every
    # iteration's values, by identity): the parameters holding those very objects become tables;
    # (by value: the host side's values, two different ones): the parameters that differ between
    # the two recorded steps, each the one such scalar with those two values
    feeds = list(feeds or ())
    ident = [j for j, f in enumerate(feeds) if f[3]]
    f1 = {id(feeds[j][0]): j for j in ident}
    f2 = {id(feeds[j][1]): j for j in ident}
    if len(f1) != len(ident) or len(f2) != len(ident):
        return False
    second = _extract_many(tuple(nodes), tuple(mids), f2)
    # one value in two inits (`V = S` before the loop): the first step reads it as one
    unique: list[Any] = []
    where = {}
    for i in inits:
        if id(i) not in where:
            where[id(i)] = len(unique)
            unique.append(i)
    first = _extract_many(tuple(mids), tuple(unique), f1)
    if second is None or first is None:
        return False
    canon = [where[id(i)] for i in inits]

    shift = len(inits) - len(unique)  # (the loop node's operands: the inits, then the others)

    def same(refs: tuple) -> tuple:
        return tuple(("c", canon[i]) if k == "c" else ("x", i - shift) if k == "x" else (k, i) for k, i in refs)

    if [(sg, same(r), c, d, ds) for sg, r, c, d, ds in second.steps] != first.steps \
            or same(second.outs) != first.outs or [k for k, _ in second.draws] != [k for k, _ in first.draws]:
        return False
    if len(first.ext_keys) != len(second.ext_keys):
        return False
    tables: dict[int, np.ndarray] = {}
    used: set[int] = set()
    for p, (a, b) in enumerate(zip(first.ext_keys, second.ext_keys)):
        if b[0] == "f":
            if a != b:
                return False
            tables[len(inits) + p] = feeds[b[1]][2]
            used.add(b[1])
        elif a != b:  # a scalar that changed (by value), or another device array
            pa, pb = first.ext[p], second.ext[p]
            if pa.__class__ is not Param or pb.__class__ is not Param or pa.dtype != _F64 or pb.dtype != _F64:
                return False
            hits = [j for j, f in enumerate(feeds) if not f[3] and f[0] == pa.value and f[1] == pb.value]
            if not hits or any(not np.array_equal(feeds[j][2], feeds[hits[0]][2]) for j in hits):
                return False
            tables[len(inits) + p] = feeds[hits[0]][2]
            used.update(hits)
    if len(used) != len(feeds):
        return False  # a per-iteration scalar the step does not read as a parameter (a size...)
    s = stride & _MASK
    if any((b - a) & _MASK != s for (_, a), (_, b) in zip(first.draws, second.draws)):
        return False
    uploaded = {}
    prov = nodes[0].provider
    for pos, vals in tables.items():
        if len(vals) != 2 + extra:
            return False
        uploaded[pos] = prov.upload(np.asarray(vals, dtype=_F64).reshape(-1, 1))
    bases = [c for _, c in first.draws]
    for j, n in enumerate(nodes):
        _become_loop(n, second, None, bases, [s] * len(bases), 2 + extra, tuple(inits), j, tables, uploaded)
    return True
