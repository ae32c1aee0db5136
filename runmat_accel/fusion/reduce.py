"""Reduction fusion: an elementwise graph feeding a reduction runs as one reduction kernel.

A reduction builtin names its reduction in the catalog (``accel.reduce``: ``sum``, ``prod``,
``max``, ``min``, ``mean``, ``var``, ``std``). :class:`Reducer` is the guard's entry for one such
builtin: for a call on a gpuArray in a form it covers (a dimension, a vector of dimensions,
``'all'``, the NaN flags below), it plans the operand's pending graph (or the operand itself)
as the map of one reduction over those dimensions. CUDA runs it as one CuPy ReductionKernel;
the in-process device evaluates the same program with NumPy. Anything else (other call forms,
empty operands, graphs that draw random numbers or check a real domain, a failed kernel) is a
barrier: the call runs the builtin's body as before.

A reduction's combine step is a template of the template language (``({0} + {1})``, max's own
``fmax({0}, {1})``, which omits NaN as MATLAB's max does), rendered to C for CUDA and read as a
NumPy ufunc for the in-process device.
"""

from __future__ import annotations

import functools
import math
from dataclasses import dataclass
from time import perf_counter_ns
from typing import Any

import numpy as np

from runmat_accel.fusion import checks
from runmat_accel.fusion.functions import CUDA_PRELUDE, FUNCTIONS
from runmat_accel.fusion.graph import Node
from runmat_accel.fusion.program import (
    _BINOP_NP, _CUPY_TYPE, _C_PARAM, _KERNELS, _REC, ROLL_FROM, _Failed, _count_loops, _program, _render_c,
    complex_input, count_launch,
    count_unfused_reason, evaluate_numpy, launch_counter, loop_steps, map_function, materialize, walk_graph,
)
from runmat_accel.fusion.template import parse
from runmat_accel.gpuarray import GpuArray
_FLOATS = (np.dtype(np.float64), np.dtype(np.float32))


@dataclass(frozen=True)
class Reduction:
    """One reduction: how elements combine, where it starts, what finishes it, its call form.

    ``form`` is the call shape MATLAB gives it: ``flags`` (``sum(X, dim, nanflag)``),
    ``empty`` (``max(X, [], dim, nanflag)``) or ``weight`` (``std(X, w, dim)``)."""

    name: str
    combine: str  # a template over {0} (accumulated) and {1} (the next element)
    identity: str  # C expression of the start value
    form: str
    omit_value: float | None = None  # 'omitnan': NaN elements count as this (None: not supported)
    nan_omitted: bool = False  # NaN is skipped by default ('includenan' is a barrier)
    finish: str | None = None  # 'mean', 'var', 'std'

    def ufunc(self) -> Any:
        """The NumPy ufunc of the combine template (its ``reduce`` is the in-process kernel)."""
        t = parse(self.combine).tree
        if t[0] == "binary":
            return _BINOP_NP[t[1]]
        return FUNCTIONS[t[1]].numpy


REDUCTIONS = {r.name: r for r in (
    Reduction("sum", "({0} + {1})", "0", "flags", omit_value=0.0),
    Reduction("prod", "({0} * {1})", "1", "flags", omit_value=1.0),
    Reduction("mean", "({0} + {1})", "0", "flags", finish="mean"),
    Reduction("max", "fmax({0}, {1})", "rm_nan()", "empty", nan_omitted=True),
    Reduction("min", "fmin({0}, {1})", "rm_nan()", "empty", nan_omitted=True),
    Reduction("var", "({0} + {1})", "0", "weight", finish="var"),
    Reduction("std", "({0} + {1})", "0", "weight", finish="std"),
)}


def _text(v: Any) -> str | None:
    if v.__class__ is np.ndarray and v.dtype.kind == "U" and 0 < v.size <= 16:
        return "".join(v.ravel().tolist()).lower()
    if v.__class__ is str:
        return v.lower()
    return None


def _dims(v: Any, ndim: int) -> tuple[int, ...] | None:
    """0-based axes of a dim or vecdim argument (None: not a form fusion covers)."""
    if v.__class__ is float:
        vals = [v]
    elif v.__class__ is np.ndarray and v.dtype.kind == "f" and v.ndim == 2 and v.shape[0] == 1 and v.size >= 1:
        vals = v.ravel().tolist()
    else:
        return None
    if any(not (d >= 1 and d == int(d)) for d in vals) or len(set(vals)) != len(vals):
        return None  # the body's error (non-integer, repeated dimensions)
    return tuple(sorted(int(d) - 1 for d in vals))


def parse_call(red: Reduction, args: tuple, ndim: int, shape: tuple[int, ...]) -> tuple | None:
    """(axes, omitnan, weight) of a call in a form fusion covers, else None."""
    rest = list(args[1:])
    axes: tuple[int, ...] | None = None
    omit = False
    weight = 0
    if red.form == "empty":  # max(X), max(X, [], dim), max(X, [], 'all')
        if rest:
            e = rest.pop(0)
            if not (e.__class__ is np.ndarray and e.size == 0 and e.dtype.kind == "f") or not rest:
                return None  # max(A, B) is elementwise (fused by the template), max(A, []) the body's
    elif red.form == "weight":  # std(X), std(X, w), std(X, w, dim)
        if rest:
            w = rest.pop(0)
            if w.__class__ is np.ndarray and w.size == 0 and w.dtype.kind == "f":
                weight = 0
            elif w.__class__ is float and w in (0.0, 1.0):
                weight = int(w)
            else:
                return None  # a weight vector: the body
    for k, a in enumerate(rest):
        t = _text(a)
        if t is not None:
            if t == "all" and axes is None and k == 0:
                axes = tuple(range(ndim))
            elif t == "omitnan" and red.form != "weight" and (red.omit_value is not None or red.nan_omitted):
                omit = True
            elif t == "includenan" and not red.nan_omitted and red.form != "weight":
                omit = False
            else:
                return None  # outtype ('native', 'double'), other flags: the body decides
        elif k == 0 and axes is None:
            axes = _dims(a, ndim)
            if axes is None:
                return None
        else:
            return None
    if axes is None:  # the first dimension whose size is not 1 (a loop: this runs every call)
        first = 0
        for i, d in enumerate(shape):
            if d != 1:
                first = i
                break
        return (first,), omit or red.nan_omitted, weight
    for ax in axes:
        if ax >= ndim:
            return None  # a trailing singleton dimension: the body
    return axes, omit or red.nan_omitted, weight


class Reducer:
    """The guard's reduction entry of one builtin: a fused reduction kernel, or None."""

    def __init__(self, name: str, reduction: Reduction, probe: Any) -> None:
        self.name = name
        self.red = reduction
        self.probe = probe  # the host body on samples: the result class MATLAB's rules give
        self._classes: dict[tuple, np.dtype | None] = {}
        self._plans: dict[tuple, tuple | None] = {}  # (shape, class, other arguments) -> plan

    def result_dtype(self, dtype: np.dtype, ndim: int, parsed: tuple, args: tuple) -> np.dtype | None:
        """The result class for operand class ``dtype`` (the host body on a sample, cached)."""
        key = (dtype, ndim, parsed)
        try:
            return self._classes[key]
        except KeyError:
            pass
        try:
            out = self.probe((np.ones((2,) * ndim, dtype=dtype),) + tuple(args[1:]))
            dt = np.dtype(type(out)) if isinstance(out, (bool, float)) else np.dtype(out.dtype)
        except Exception:
            dt = None
        res = dt if dt in _FLOATS else None
        self._classes[key] = res
        return res

    def plan(self, args: tuple, shape: tuple[int, ...], dtype: np.dtype) -> tuple | None:
        """(spec, result shape) of a call on an operand of ``shape`` and class ``dtype``, or None
        (a form or class fusion does not cover). Cached per (shape, class, other arguments) when
        those are numbers, short texts or small dimension vectors: a loop's reduction parses its
        call once."""
        tail = _tail_key(args)
        key = (shape, dtype, tail) if tail is not None else None
        if key is not None:
            hit = self._plans.get(key, _UNSEEN)
            if hit is not _UNSEEN:
                return hit
        parsed = parse_call(self.red, args, len(shape), shape)
        res = None
        if parsed is not None:
            rdtype = self.result_dtype(dtype, len(shape), parsed, args)
            if rdtype is not None:
                axes, omit, weight = parsed
                oshape = tuple([1 if i in axes else d for i, d in enumerate(shape)])
                while len(oshape) > 2 and oshape[-1] == 1:  # MATLAB drops trailing singleton dimensions
                    oshape = oshape[:-1]
                res = ((self.red.name, omit, weight, axes, len(shape), rdtype.str), oshape)
        if key is not None:
            if len(self._plans) > 256:
                self._plans.clear()
            self._plans[key] = res
        return res

    def __call__(self, prov: Any, args: tuple, nargout: int) -> GpuArray | None:
        x = args[0]
        if nargout > 1 or x.__class__ is not GpuArray or not prov.fuses_reductions or x.provider is not prov:
            return None
        node = x._node
        pending = node is not None and node.value is None
        if pending:
            shape = node.shape
            if node.draws and _draws(node):  # an in-kernel draw or a loop: one whole-array kernel, or computed first
                out = self._whole(prov, node, args)
                if out is not None:
                    return out
                shape = None
            elif node.domains:
                if prov.defers_checks:  # one kernel setting an escape flag, read where a value is needed
                    out = self._checked(prov, node, args)
                    if out is not None:
                        return out
                shape = None  # the provider cannot check in this reduction: the map computed first (below)
        else:
            shape = None
        unchecked = None
        if shape is None:
            if node is not None and prov.defers_checks and (pending or node.check is not None):
                # computed without reading its domain check: the reduction's result depends on it
                d = node.value if node.value is not None else materialize(node, "data")
                unchecked, source = node.check, node
                if unchecked is None:
                    d = x.data
            else:
                d = x.data  # computed (now, for a graph with a domain check or a draw)
            shape = d.shape
            if d.dtype.kind not in "fb":
                return None  # integer and complex operands: the body (saturation, abs ordering)
        if len(shape) < 2 or 0 in shape:
            return None  # empty: the body's rules (sum([]) is 0, max([]) is [])
        pending = x._node is not None and unchecked is None  # computed above, if it had to be
        planned = self.plan(args, shape, node.dtype if pending else d.dtype)
        if planned is None:
            return None
        spec, oshape = planned
        try:
            prov.before_call(self.name)
        except Exception:
            return None  # an injected or provider fault: the guard's usual path
        if pending:
            if node.late and checks._PENDING:
                checks.settle()  # the graph reads results not checked yet: read them (complex if they escaped)
            key, inputs, params, pdtypes, nodes, refs_of = walk_graph(node)
            if not inputs or complex_input(key):
                return None  # a complex operand (escaped since the graph was built): the body
        else:  # a computed operand: the program is its one input (no graph to walk)
            key, inputs, params, pdtypes, nodes, refs_of = ((), (d.dtype,), ()), [d], [], [], [], []
        ck = (prov.name, "reduce", spec, key)
        cached = _KERNELS.get(ck)
        if cached.__class__ is _Failed:
            return None  # its source did not compile: the body, without trying again
        t0 = perf_counter_ns()
        try:
            if cached is None and not pending:
                node = Node.leaf(prov, d)
            out, compiled = self._launch(prov, ck, cached, node, (key, inputs, params, pdtypes, nodes, refs_of),
                                         spec, shape, t0)
        except Exception as exc:
            count_unfused_reason(f"unfused: reduction {type(exc).__name__}")
            return None  # the body computes it (the graph is still pending: it runs as before)
        # var and std read their operands twice (the mean, then the squared deviations)
        self._count(cached, compiled, len(nodes), inputs, out, 2 if self.red.finish in ("var", "std") else 1)
        if out.shape != oshape:
            out = out.reshape(oshape)
        if unchecked is not None:
            return self._unchecked(prov, out, source, args, unchecked)
        return GpuArray(prov, out)

    def _whole(self, prov: Any, node: Node, args: tuple) -> GpuArray | None:
        """A pending graph holding a loop or an in-kernel draw (``mean(max(S - K, 0))`` after a
        device loop over ``S``) reduced to one value by one whole-array kernel whose map runs the
        graph, the loop included, per element (its draws at the element's index: so only over a
        vector, where an elementwise kernel's index and the reduction's agree): the loop kernel's
        epilogue, no host sync between them. None (the caller computes the graph first) for
        anything else: other call forms, var/std (two passes would run the loop twice), a domain
        check, a provider that cannot (``launch_reduction`` returns None)."""
        shape = node.shape
        if len(shape) < 2 or 0 in shape or node.domains or sum(d != 1 for d in shape) > 1 \
                or self.red.finish in ("var", "std"):
            return None
        if node.late and checks._PENDING:
            checks.settle()
        planned = self.plan(args, shape, node.dtype)
        if planned is None:
            return None
        spec, oshape = planned
        if any(d != 1 for i, d in enumerate(shape) if i not in spec[3]):
            return None  # not to one value (sum(S, 2) of a column)
        if node.size >= ROLL_FROM and node.loop is None:
            from runmat_accel.fusion.loop import roll_graph

            roll_graph(node)  # the step-by-step graph of a loop: one loop node (as materialize does)
        walked = walk_graph(node)
        key, inputs, params, pdtypes, nodes, refs_of = walked
        if complex_input(key) or any(n.loop is not None and n.shape != shape for n in nodes) \
                or (checks._PENDING and checks.deps_of(nodes)):
            return None  # (a loop of another shape; results whose checks are not read yet)
        ck = (prov.name, "reduce", spec, key)
        cached = _KERNELS.get(ck)
        if cached.__class__ is _Failed:
            return None
        try:
            prov.before_call(self.name)
        except Exception:
            return None
        t0 = perf_counter_ns()
        kept: list[Any] = []
        try:
            out, compiled = self._launch(prov, ck, cached, node, walked, spec, shape, t0, kept=kept)
        except Exception as exc:
            count_unfused_reason(f"unfused: reduction {type(exc).__name__}")
            return None
        if out is None:
            return None
        # the loops' values, written by the kernel: the carried arrays are computed (S read again
        # after price = mean(max(S - K, 0)) runs no loop again)
        loops = [n for n in nodes if n.loop is not None]
        if len(kept) == len(loops):
            for n, v in zip(loops, kept):
                n.value, n.operands = v, ()
        self._count(cached, compiled, len(nodes), inputs, out, 1, nodes)
        _REC.count_kernel_bytes(0, sum(v.nbytes for v in kept))
        if out.shape != oshape:
            out = out.reshape(oshape)
        return GpuArray(prov, out)

    @staticmethod
    def _count(cached: Any, compiled: int, n_nodes: int, inputs: list, out: Any, reads: int,
               nodes: list | None = None) -> None:
        """Telemetry of one reduction launch: the launch (compiled now or cached) and the bytes its
        kernel read ``reads`` times and wrote (``nodes``: a map holding loops, counted as theirs)."""
        if nodes and any(n.loop is not None for n in nodes):
            _count_loops(compiled, nodes, "reduction", reduction=True)
        elif compiled < 0:
            next(cached[2].get("reduction") or launch_counter(cached, n_nodes + 1, "reduction", reduction=True))
        else:
            count_launch(compiled, n_nodes + 1, "reduction", reduction=True)
        _REC.count_kernel_bytes(sum(v.nbytes for v in inputs) * reads, out.nbytes)

    def _launch(self, prov: Any, ck: tuple, cached: Any, node: Node, walked: tuple, spec: tuple,
                shape: tuple[int, ...], t0: int, **flag: Any) -> tuple[Any, int]:
        """The reduction's kernel launched, compiled first when ``cached`` is None (a source that
        does not compile is remembered as failed); the result and the compile time (-1: cached)."""
        key, inputs, params, pdtypes, nodes, refs_of = walked
        if cached is not None:
            kernel, prog, _ = cached
            return prov.launch_reduction(kernel, prog, self.red, spec, inputs, params, shape, **flag), -1
        prog = _program(node, key, inputs, pdtypes, nodes, refs_of)
        try:
            kernel = prov.compile_reduction(prog, self.red, spec)
            out = prov.launch_reduction(kernel, prog, self.red, spec, inputs, params, shape, **flag)
        except Exception as exc:
            if prov.compile_failed(exc):
                _KERNELS[ck] = _Failed(f"{type(exc).__name__}: {exc}"[:400])
            raise
        _KERNELS[ck] = (kernel, prog, {})
        return out, perf_counter_ns() - t0

    def _checked(self, prov: Any, node: Node, args: tuple) -> GpuArray | None:
        """A pending graph with a domain check (``sum(sqrt(x))``) reduced by one kernel that sets an
        escape flag of the provider's pool (``launch_reduction(..., flag=)``): no host sync; the
        flag is read with the others (fusion/checks.py) and, if set, the graph is computed builtin
        by builtin and the host body reduces it (``sqrt(-1)`` is complex). None when the provider
        cannot check this reduction (not a whole-array one) or anything else: the caller's path."""
        shape = node.shape
        if len(shape) < 2 or 0 in shape:
            return None
        if node.late and checks._PENDING:
            checks.settle()  # the graph reads results not checked yet: read them (complex if they escaped)
        planned = self.plan(args, shape, node.dtype)
        if planned is None:
            return None
        spec, oshape = planned
        key, inputs, params, pdtypes, nodes, refs_of = walk_graph(node)
        if not inputs or complex_input(key):
            return None
        ck = (prov.name, "reduce", spec, key)
        cached = _KERNELS.get(ck)
        if cached.__class__ is _Failed:
            return None
        try:
            prov.before_call(self.name)
        except Exception:
            return None
        flag = prov.new_flag()
        t0 = perf_counter_ns()
        try:
            out, compiled = self._launch(prov, ck, cached, node, (key, inputs, params, pdtypes, nodes, refs_of),
                                         spec, shape, t0, flag=flag)
        except Exception as exc:
            prov.drop_flag(flag)
            count_unfused_reason(f"unfused: reduction {type(exc).__name__}")
            return None
        if out is None:
            prov.drop_flag(flag)
            return None
        self._count(cached, compiled, len(nodes), inputs, out, 1)
        if out.shape != oshape:
            out = out.reshape(oshape)
        deps = checks.deps_of(nodes) if checks._PENDING else ()

        def replay() -> Any:
            from runmat_accel.fusion.program import _unfused

            v = _unfused(node, "domain")  # the operand builtin by builtin (complex where it escaped)
            r = np.asarray(self.probe((prov.download(v), *args[1:])))
            return prov.upload(r.reshape(1, 1) if r.ndim == 0 else r)

        leaf = Node.leaf(prov, out)
        checks.register(leaf, flag, deps, replay)
        return GpuArray.pending(prov, leaf)

    def _unchecked(self, prov: Any, out: Any, operand: Node, args: tuple, dep: Any) -> GpuArray:
        """A result computed from an unchecked operand: checked with it (fusion/checks.py); if the
        operand escaped, the host body reduces its recomputed value."""

        def replay() -> Any:
            r = np.asarray(self.probe((prov.download(operand.value), *args[1:])))
            return prov.upload(r.reshape(1, 1) if r.ndim == 0 else r)

        leaf = Node.leaf(prov, out)
        checks.register(leaf, None, (dep,), replay)
        return GpuArray.pending(prov, leaf)


def _tail_key(args: tuple) -> tuple | None:
    """The arguments after the operand as a hashable key (numbers, short texts, small dimension
    vectors, ``[]``), or None when one is anything else (the call is parsed every time)."""
    if len(args) == 1:
        return ()
    out = []
    for a in args[1:]:
        c = a.__class__
        if c is float:
            out.append(a)
        elif c is str:
            out.append(("s", a))
        elif c is np.ndarray and a.size <= 16 and a.ndim == 2:
            k = a.dtype.kind
            if k == "U":
                out.append("".join(a.ravel().tolist()))  # texts: as typed (parse_call folds case)
            elif k == "f" and a.shape[0] <= 1 and a.size <= 8:
                out.append(("v", a.shape, tuple(a.ravel().tolist())))  # [] and row vectors of dims
            else:
                return None
        else:
            return None
    return tuple(out)


_UNSEEN = object()


def _draws(root: Node) -> bool:
    """True when a pending node of the graph is an in-kernel random draw."""
    stack, seen = [root], set()
    while stack:
        n = stack.pop()
        if id(n) in seen or n.value is not None:
            continue
        seen.add(id(n))
        if n.random is not None or n.loop is not None:  # a loop: computed first, like a draw
            return True
        stack.extend(o for o in n.operands if o.__class__ is Node)
    return False


def reducer_for(name: str, reduce: str | None, probe: Any) -> Reducer | None:
    """The reduction entry of one builtin (None: its spec names no reduction)."""
    red = REDUCTIONS.get(reduce) if reduce is not None else None
    return None if red is None else Reducer(name, red, probe)


# -- two passes: few outputs over many elements -------------------------------------------
# A reduction kernel gives each output one block (CuPy's ReductionKernel does), so sum(x) of a
# long x runs on one multiprocessor. When there are few outputs and many elements each, one
# reduced axis is split in two (an inner part of m elements, an outer of k, a view: no copy):
# a first pass reduces the inner part to out*k partial results in parallel, a second the partials.
SPLIT_MIN_REDUCED = 32768  # elements per output below which one pass is as fast
SPLIT_MAX_OUTPUTS = 32768  # outputs from which one pass already fills the device
SPLIT_PARTIALS = 32768  # partial results the first pass aims at, at most
SPLIT_MIN_INNER = 64  # elements each partial result reduces, at least


@dataclass(frozen=True)
class Split:
    """A reduction as two passes over a view of the operands with reduced axis ``axis`` split
    into (``m``, ``k``): element j of it is (j mod m, j div m). ``shape`` is the split shape,
    ``first``/``second`` the axes (of it) each pass reduces, ``n`` the elements per output."""

    axis: int
    m: int
    k: int
    shape: tuple[int, ...]
    first: tuple[int, ...]
    second: tuple[int, ...]
    n: int


def _divisor_at_least(size: int, need: int) -> int:
    """The least divisor of ``size`` that is at least ``need`` (``size`` when none is smaller)."""
    if need <= 1:
        return 1
    best = size
    d = 1
    while d * d <= size:
        if size % d == 0:
            for c in (d, size // d):
                if need <= c < best:
                    best = c
        d += 1
    return best


@functools.lru_cache(maxsize=256)
def split_plan(shape: tuple[int, ...], axes: tuple[int, ...]) -> Split | None:
    """How to reduce ``shape`` over ``axes`` in two passes, or None when one pass is best:
    enough outputs to fill the device, few elements each, or no divisor giving partials of
    at least SPLIT_MIN_INNER elements (a prime length: one pass). Cached: finding a divisor
    of 1e8 takes 1e4 steps (1 ms of a 2 ms reduction)."""
    n = math.prod(shape[a] for a in axes)
    outs = math.prod(shape) // n
    if n < SPLIT_MIN_REDUCED or outs >= SPLIT_MAX_OUTPUTS:
        return None
    # partials per output: about sqrt(n), so neither pass reduces many more elements per output
    want = max(2, min(SPLIT_PARTIALS // outs, math.isqrt(n)))
    outer = 1  # elements per output of the reduced axes the second pass takes whole
    for j in range(len(axes) - 1, -1, -1):  # column-major: the last reduced axis varies slowest
        a = axes[j]
        size = shape[a]
        if outer * size < want and j > 0:
            outer *= size
            continue
        k = _divisor_at_least(size, -(-want // outer))
        if n // (outer * k) < SPLIT_MIN_INNER or outer * k > 16 * want:
            return None
        return Split(a, size // k, k, shape[:a] + (size // k, k) + shape[a + 1:],
                     tuple(axes[:j]) + (a,), (a + 1,) + tuple(x + 1 for x in axes[j + 1:]), n)
    return None


def split_for(shape: tuple[int, ...], axes: tuple[int, ...], inputs: list[Any]) -> Split | None:
    """The two-pass plan of a fused reduction, when its inputs can be viewed split (each
    input has the result's rank: a size equal to the shape's or 1 along every axis)."""
    sp = split_plan(shape, axes)
    if sp is None or any(v.ndim != len(shape) for v in inputs):
        return None
    return sp


def split_view(xp: Any, v: Any, sp: Split) -> Any:
    """Input ``v`` seen in the split shape (strides only: the data is not copied)."""
    a, st = sp.axis, v.strides
    if v.shape[a] == 1:
        shp, sst = (1, 1), (st[a], st[a])
    else:
        shp, sst = (sp.m, sp.k), (st[a], st[a] * sp.m)
    return xp.lib.stride_tricks.as_strided(v, v.shape[:a] + shp + v.shape[a + 1:], st[:a] + sst + st[a + 1:])


# -- whole-array reductions ------------------------------------------------------------------
FLAT_BLOCK = 256        # threads per block of a whole-array reduction
FLAT_ONE_BLOCK = 16384  # up to this many elements one block reduces them all (one launch)
FLAT_PER_THREAD = 8     # elements per thread, at least, before another block is worth it


@dataclass(frozen=True, slots=True)
class Flat:
    """A reduction of every element to one value, as one grid-stride pass over the operands'
    memory: ``blocks`` partials (1: the answer itself), then one block combining them."""

    n: int
    blocks: int


def shared_order(inputs: list[Any], shape: tuple[int, ...]) -> str | None:
    """The memory orders ("C", "F" or both, "CF") every operand of more than one element has,
    each being the whole ``shape`` contiguously; None when they have none in common (an
    operand expands, is strided, or two orders differ). Element i of memory is then the same
    element of every operand."""
    order = "CF"
    for v in inputs:
        if v.size == 1:
            continue
        if v.shape != shape:
            return None
        f = v.flags
        order = "".join(c for c, ok in (("C", f.c_contiguous), ("F", f.f_contiguous)) if ok and c in order)
        if not order:
            return None
    return order


def flat_plan(shape: tuple[int, ...], axes: tuple[int, ...], inputs: list[Any], red: Reduction,
              max_blocks: int) -> Flat | None:
    """A :class:`Flat` plan when the reduction leaves one element (every axis it keeps has
    length 1), needs one pass (not var/std) and each operand is the whole domain in one memory
    order shared by all, or a single element; None otherwise (CuPy's per-output kernel)."""
    if red.finish in ("var", "std") or any(d != 1 for i, d in enumerate(shape) if i not in axes):
        return None
    n = math.prod(shape)
    if n == 0 or shared_order(inputs, shape) is None:
        return None
    if n <= FLAT_ONE_BLOCK:
        return Flat(n, 1)
    return Flat(n, max(2, min(max_blocks, -(-n // (FLAT_BLOCK * FLAT_PER_THREAD)))))


def cuda_flat_source(prog: Any, red: Reduction, spec: tuple, name: str) -> str:
    """CUDA C of a whole-array reduction (:func:`flat_plan`): ``<name>`` maps each element by the
    program (its operands read at i, or at 0 for a single element), combines by the
    reduction's template and writes one partial per block, finished (divided by ``nall``)
    when ``finish``; ``<name>_combine`` reduces ``m`` partials the same way."""

    _, omit, _, _, _, dstr = spec
    ct = {"f4": "float", "f8": "double"}[dstr[1:]]
    fname = f"{name}_map"
    nin, npar = len(prog.in_dtypes), len(prog.param_dtypes)
    checked = prog.domain  # the map's domain checks set the escape flag, the parameter after p<j>
    sig = [f"const {_C_PARAM[d.str[1:]]}* __restrict__ x{k}, const int s{k}" for k, d in enumerate(prog.in_dtypes)]
    sig += [f"const {_C_PARAM[d.str[1:]]} p{j}" for j, d in enumerate(prog.param_dtypes)]
    sig += ["int* escaped"] if checked else []
    kept = loop_steps(prog)  # (each loop's value, written out as the map computes it)
    sig += [f"{_C_PARAM[prog.steps[m].dtype.str[1:]]}* __restrict__ k{m}" for m in kept]
    # (a loop's per-iteration table: the map reads it whole; a map with draws: the element's index,
    # element i of a vector as an elementwise kernel's i)
    loads = "".join(f"    const {_C_PARAM[d.str[1:]]} in{k} = x{k}[s{k} ? i : 0];\n"
                    for k, d in enumerate(prog.in_dtypes) if k not in prog.raw)
    margs = [f"x{k}" if k in prog.raw else f"in{k}" for k in range(nin)] + [f"p{j}" for j in range(npar)] \
        + (["escaped"] if checked else []) + [f"k{m}" for m in kept] + (["i"] if prog.draws or kept else [])
    value = f"(({ct}){fname}({', '.join(margs)}))"
    if omit and red.omit_value is not None:
        value = f"(isnan({value}) ? ({ct}){red.omit_value!r} : {value})"
    combine = _render_c(parse(red.combine).tree, ["a", "b"], ct, [])
    tail = f"""
  __shared__ {ct} sh[{FLAT_BLOCK}];
  sh[threadIdx.x] = acc;
  __syncthreads();
  for (int w = {FLAT_BLOCK // 2}; w > 0; w >>= 1) {{
    if (threadIdx.x < w) {{ {ct} a = sh[threadIdx.x], b = sh[threadIdx.x + w]; sh[threadIdx.x] = {combine}; }}
    __syncthreads();
  }}
  if (threadIdx.x == 0) {{ {ct} a = sh[0]; out[blockIdx.x] = finish ? a / nall : a; }}
}}
"""
    loop = f"""  {ct} acc = ({ct})({red.identity});
  for (long long i = (long long)blockIdx.x * {FLAT_BLOCK} + threadIdx.x; i < n; i += (long long)gridDim.x * {FLAT_BLOCK}) {{
"""
    from runmat_accel.fusion.random import CUDA_RANDOM

    return (CUDA_PRELUDE + CUDA_REDUCE_PRELUDE + (CUDA_RANDOM if prog.draws else "")
            + map_function(prog, fname, ct, checked)
            + f'extern "C" __global__ void {name}({", ".join(sig + [f"{ct}* out", "const long long n", "const int finish", f"const {ct} nall"])}) {{\n'
            + loop + loads + f"    {ct} a = acc, b = {value};\n    acc = {combine};\n  }}" + tail
            + f'extern "C" __global__ void {name}_combine(const {ct}* __restrict__ v, {ct}* out, const long long n, '
            f'const int finish, const {ct} nall) {{\n' + loop + f"    {ct} a = acc, b = v[i];\n    acc = {combine};\n  }}" + tail)


# -- reductions of the outer axes -------------------------------------------------------------
COLUMN_MIN_REDUCED = 64  # elements per output, at least, before the column plan is worth it
_COLUMN_FINISH = {"none": 0, "div": 1, "sqrtdiv": 2}


@dataclass(frozen=True, slots=True)
class Column:
    """A reduction whose kept elements lie before the reduced ones in column-major memory
    (element (k, r) at k + K*r: ``mean(X, [2 3])`` of a B x H x W batch) as one coalesced
    grid-stride pass of ``K * P`` threads, thread t accumulating elements t, t + K*P, ... (all
    of output t mod K), then one block per output combining its ``P`` partials. ``mods``: per
    operand, 0 for one element, else its size (it is read at i mod size: the whole domain, or a
    column-major prefix of it such as the kept shape, whose size divides K*P: a thread reads it
    at t mod size, once)."""

    n: int
    K: int
    P: int
    mods: tuple[int, ...]


def column_plan(shape: tuple[int, ...], axes: tuple[int, ...], inputs: list[Any], red: Reduction,
                omit: bool, max_threads: int) -> Column | None:
    """A :class:`Column` plan, or None: a kept axis after a reduced one, operands that are not
    column-major prefixes of the domain, few elements per output, too many outputs (each one
    thread then: the per-output kernel is as good), or var/std omitting NaN."""
    n = math.prod(shape)
    if n == 0 or (omit and red.finish in ("var", "std")):
        return None
    kept = [i for i, d in enumerate(shape) if i not in axes and d != 1]
    reduced = [i for i in axes if i < len(shape) and shape[i] != 1]
    if not reduced or (kept and max(kept) > min(reduced)):
        return None
    K = math.prod(d for i, d in enumerate(shape) if i not in axes)
    R = n // K
    if R < COLUMN_MIN_REDUCED or 4 * K > max_threads:
        return None
    mods = []
    for v in inputs:
        if v.size == 1:
            mods.append(0)
            continue
        vs = tuple(v.shape) + (1,) * (len(shape) - v.ndim)
        j = len(shape)
        while j and vs[j - 1] == 1:
            j -= 1
        if len(vs) != len(shape) or vs[:j] != shape[:j] or not v.flags.f_contiguous:
            return None
        mods.append(int(v.size))
    # K*P a multiple of every broadcast operand's size: thread t reads such an operand at t mod
    # its size only (once, before its loop)
    step = 1
    for m in mods:
        if 0 < m < n:
            q = m // math.gcd(m, K)
            step = step * q // math.gcd(step, q)
    P = max(1, min(max_threads // K, R))
    P = max(step, P // step * step)
    if K * P > 4 * max_threads:
        return None
    return Column(n, K, P, tuple(mods))


def cuda_column_source(prog: Any, red: Reduction, spec: tuple, name: str) -> str:
    """CUDA C of a :class:`Column` plan: ``<name>`` maps element i by the program (operand k read
    at i, or at t mod s<k> once when smaller than the domain), squared as its deviation from ``mu`` (the mean, per output) when
    ``mu`` is given (var/std's second pass), and accumulates the elements of thread t;
    ``<name>_combine`` is one block per output over its P partials, finished (0: none, 1: divided
    by ``nall``, 2: the square root of that)."""

    _, omit, _, _, _, dstr = spec
    ct = {"f4": "float", "f8": "double"}[dstr[1:]]
    fname = f"{name}_map"
    nin, npar = len(prog.in_dtypes), len(prog.param_dtypes)
    checked = prog.domain
    sig = [f"const {_C_PARAM[d.str[1:]]}* __restrict__ x{k}, const long long s{k}" for k, d in enumerate(prog.in_dtypes)]
    sig += [f"const {_C_PARAM[d.str[1:]]} p{j}" for j, d in enumerate(prog.param_dtypes)]
    sig += ["int* escaped"] if checked else []
    sig += [f"const {ct}* __restrict__ mu", f"{ct}* __restrict__ out", "const long long n", "const long long K",
            "const long long T"]
    # an operand smaller than the domain is read once: K*P is a multiple of its size (column_plan)
    hoisted = "".join(f"  const {_C_PARAM[d.str[1:]]} h{k} = s{k} == n ? 0 : x{k}[s{k} ? t % s{k} : 0];\n"
                      for k, d in enumerate(prog.in_dtypes))
    loads = "".join(f"    const {_C_PARAM[d.str[1:]]} in{k} = s{k} == n ? x{k}[i] : h{k};\n"
                    for k, d in enumerate(prog.in_dtypes))
    margs = [f"in{k}" for k in range(nin)] + [f"p{j}" for j in range(npar)] + (["escaped"] if checked else [])
    value = f"(({ct}){fname}({', '.join(margs)}))"
    if omit and red.omit_value is not None:
        value = f"(isnan({value}) ? ({ct}){red.omit_value!r} : {value})"
    combine = _render_c(parse(red.combine).tree, ["a", "b"], ct, [])
    first = (f'extern "C" __global__ void {name}({", ".join(sig)}) {{\n'
             f"  const long long t = (long long)blockIdx.x * {FLAT_BLOCK} + threadIdx.x;\n"
             "  if (t >= T) return;\n"
             f"  const {ct} m = mu ? mu[t % K] : ({ct})0;\n" + hoisted +
             f"  {ct} acc = ({ct})({red.identity});\n"
             "  for (long long i = t; i < n; i += T) {\n" + loads +
             f"    {ct} b = {value};\n"
             "    if (mu) { b = (b - m) * (b - m); }\n"
             f"    {ct} a = acc;\n    acc = {combine};\n  }}\n  out[t] = acc;\n}}\n")
    second = f"""
extern "C" __global__ void {name}_combine(const {ct}* __restrict__ v, {ct}* __restrict__ out, const long long K,
                                          const long long P, const int finish, const {ct} nall) {{
  const long long k = blockIdx.x;
  {ct} acc = ({ct})({red.identity});
  for (long long p = threadIdx.x; p < P; p += {FLAT_BLOCK}) {{ {ct} a = acc, b = v[k + K * p]; acc = {combine}; }}
  __shared__ {ct} sh[{FLAT_BLOCK}];
  sh[threadIdx.x] = acc;
  __syncthreads();
  for (int w = {FLAT_BLOCK // 2}; w > 0; w >>= 1) {{
    if (threadIdx.x < w) {{ {ct} a = sh[threadIdx.x], b = sh[threadIdx.x + w]; sh[threadIdx.x] = {combine}; }}
    __syncthreads();
  }}
  if (threadIdx.x == 0) {{
    {ct} a = sh[0];
    out[k] = finish == 0 ? a : (finish == 1 ? a / nall : sqrt(a / nall));
  }}
}}
"""
    return CUDA_PRELUDE + CUDA_REDUCE_PRELUDE + map_function(prog, fname, ct, checked) + first + second


def column_finish(red: Reduction, weight: int, n: int, last: bool) -> tuple[int, float]:
    """(finish code, nall) of a column plan's combine: :func:`second_finish` as the kernel's int."""
    fin, nall = second_finish(red, weight, n, last)
    return _COLUMN_FINISH[fin], nall


def _evaluate_column(prog: Any, red: Reduction, omit: bool, weight: int, col: Column, inputs: list[Any],
                     params: list[Any], shape: tuple[int, ...], kept: tuple[int, ...], dtype: np.dtype) -> np.ndarray:
    """A :class:`Column` plan with NumPy: the elements in column-major order, thread t's (t,
    t + K*P, ...) reduced, then each output's P partials; finished as the kernel finishes."""

    T = col.K * col.P
    ufunc = red.ufunc()
    pad_value = np.nan if red.identity == "rm_nan()" else float(red.identity)

    def passes(vals: Any, fn: Any) -> Any:
        pad = np.full(-col.n % T, pad_value if fn is ufunc else 0.0, dtype)
        part = fn.reduce(np.concatenate([vals, pad]).reshape(-1, T), axis=0)
        return fn.reduce(part.reshape(col.P, col.K), axis=0)

    with np.errstate(all="ignore"):
        vals = evaluate_numpy(prog, inputs, params, shape) if prog.steps else np.broadcast_to(inputs[0], shape)
        vals = np.asarray(vals).astype(dtype, copy=False).ravel(order="F")
        if omit and red.omit_value is not None:
            vals = np.where(np.isnan(vals), dtype.type(red.omit_value), vals)
        R = col.n // col.K
        out = passes(vals, ufunc)
        last = red.finish not in ("var", "std")
        fin, nall = column_finish(red, weight, R, last)
        out = out / dtype.type(nall) if fin else out
        if not last:
            dev = vals - np.tile(out, R)
            fin, nall = column_finish(red, weight, R, True)
            out = passes(dev * dev, np.add) / dtype.type(nall)
            if fin == 2:
                out = np.sqrt(out)
    return np.asarray(out, dtype=dtype).reshape(kept, order="F")


# -- the in-process device's kernel ------------------------------------------------------------
def evaluate_reduction(prog: Any, red: Reduction, spec: tuple, inputs: list[Any], params: list[Any],
                       shape: tuple[int, ...], loops: list | None = None) -> np.ndarray:
    """The fused reduction computed with NumPy from the same program and combine template,
    in the passes the CUDA kernel takes (two over a split view when :func:`split_for` says so);
    ``loops``: a whole-array one's map's loop values appended (the CUDA kernel writes them)."""

    _, omit, weight, axes, _, dstr = spec
    dtype = np.dtype(dstr)
    n = math.prod(shape[a] for a in axes)
    kept = tuple(1 if i in axes else d for i, d in enumerate(shape))
    flat = flat_plan(shape, axes, inputs, red, FLAT_EMULATED_BLOCKS)
    if flat is not None:
        return _evaluate_flat(prog, red, omit, flat, inputs, params, shape, kept, dtype, loops)
    col = column_plan(shape, axes, inputs, red, omit, FLAT_EMULATED_BLOCKS * FLAT_BLOCK)
    if col is not None:
        return _evaluate_column(prog, red, omit, weight, col, inputs, params, shape, kept, dtype)
    sp = split_for(shape, axes, inputs)
    passes: tuple[tuple[int, ...], ...] = (axes,)
    if sp is not None:
        inputs, shape, passes = [split_view(np, v, sp) for v in inputs], sp.shape, (sp.first, sp.second)
    ufunc = red.ufunc()

    def reduce(v: Any, fn: Any) -> Any:
        for ax in passes:
            v = fn.reduce(v, axis=ax, keepdims=True)
        return v

    with np.errstate(all="ignore"):
        vals = evaluate_numpy(prog, inputs, params, shape) if prog.steps else np.broadcast_to(inputs[0], shape)
        vals = np.asarray(vals).astype(dtype, copy=False)
        if omit and red.omit_value is not None:
            vals = np.where(np.isnan(vals), dtype.type(red.omit_value), vals)
        out = reduce(vals, ufunc)
        if red.finish is not None:
            out = out / dtype.type(n)
            if red.finish in ("var", "std"):
                dev = vals - out
                denom = n - 1 if weight == 0 and n > 1 else n
                out = reduce(dev * dev, np.add) / dtype.type(denom)
                if red.finish == "std":
                    out = np.sqrt(out)
    if sp is not None:
        out = out.reshape(kept)
    return np.asarray(out, dtype=dtype)


FLAT_EMULATED_BLOCKS = 1056  # the in-process device plans whole-array reductions as for 132 SMs


def _evaluate_flat(prog: Any, red: Reduction, omit: bool, flat: Flat, inputs: list[Any], params: list[Any],
                   shape: tuple[int, ...], kept: tuple[int, ...], dtype: np.dtype,
                   loops: list | None = None) -> np.ndarray:
    """A :class:`Flat` plan with NumPy: the elements in memory order, reduced per block as the
    grid-stride loop assigns them (block b: elements i with (i // FLAT_BLOCK) mod blocks == b),
    the partials combined, the mean finished (``loops``: the map's loop values appended, as the
    CUDA kernel writes them out)."""

    order = "F" if shared_order(inputs, shape) == "F" else "C"
    with np.errstate(all="ignore"):
        vals = evaluate_numpy(prog, inputs, params, shape, loops) if prog.steps else np.broadcast_to(inputs[0], shape)
        vals = np.asarray(vals).astype(dtype, copy=False).ravel(order=order)
        if omit and red.omit_value is not None:
            vals = np.where(np.isnan(vals), dtype.type(red.omit_value), vals)
        ufunc = red.ufunc()
        if flat.blocks > 1:  # padded with the identity to whole rounds of blocks x FLAT_BLOCK
            span = flat.blocks * FLAT_BLOCK
            pad = np.full(-flat.n % span, np.nan if red.identity == "rm_nan()" else float(red.identity), dtype)
            vals = ufunc.reduce(np.concatenate([vals, pad]).reshape(-1, flat.blocks, FLAT_BLOCK), axis=(0, 2))
        out = ufunc.reduce(vals)
        if red.finish is not None:
            out = out / dtype.type(flat.n)
    return np.asarray(out, dtype=dtype).reshape(kept)


# -- CUDA C ------------------------------------------------------------------------------------
CUDA_REDUCE_PRELUDE = r"""
__device__ __forceinline__ double rm_nan() { return __longlong_as_double(0x7ff8000000000000LL); }
"""


def cuda_reduction_source(prog: Any, red: Reduction, spec: tuple, staged: bool = False) -> dict[str, Any]:
    """The ReductionKernel(s) of a fused reduction: in_params, map, reduce, post-map, identity,
    preamble, and for var/std the second pass over squared deviations from the mean (its
    input ``mu``). ``staged``: the first pass of a split reduction (:class:`Split`), whose
    results are partial, finished by :func:`cuda_combine_source`'s kernel."""

    if prog.draws or prog.loops:
        return {"passes": []}  # draws and loops: the whole-array kernel only (cuda_flat_source)
    _, omit, weight, _, _, dstr = spec
    ctype = {"f4": "float", "f8": "double"}[dstr[1:]]
    fname = f"rm_map_{abs(hash((prog.key, dstr))) % (1 << 40):x}"
    ins = [f"{_CUPY_TYPE[d.str[1:]]} in{k}" for k, d in enumerate(prog.in_dtypes)]
    ins += [f"{_CUPY_TYPE[d.str[1:]]} p{j}" for j, d in enumerate(prog.param_dtypes)]
    call = f"{fname}({', '.join([f'in{k}' for k in range(len(prog.in_dtypes))] + [f'p{j}' for j in range(len(prog.param_dtypes))])})"
    value = f"(({ctype}){call})"
    if omit and red.omit_value is not None:
        value = f"(isnan({value}) ? ({ctype}){red.omit_value!r} : {value})"
    reduce_expr = _render_c(parse(red.combine).tree, ["a", "b"], ctype, [])
    n = "((" + ctype + ")(_in_ind.size() / _out_ind.size()))"
    post = "out0 = a" if staged or red.finish is None else f"out0 = a / {n}"

    preamble = CUDA_PRELUDE + CUDA_REDUCE_PRELUDE + map_function(prog, fname, ctype)
    out_t = _CUPY_TYPE[dstr[1:]]
    first = {"in_params": ", ".join(ins), "out_params": f"{out_t} out0", "map_expr": value,
             "reduce_expr": reduce_expr, "post_map_expr": post, "identity": red.identity,
             "reduce_type": ctype, "preamble": preamble}
    if red.finish not in ("var", "std"):
        return {"passes": [first]}
    denom = f"((_in_ind.size() / _out_ind.size()) > 1 ? {n} - 1 : {n})" if weight == 0 else n
    sq = f"(({value} - mu) * ({value} - mu))"
    post2 = "out0 = a" if staged else f"out0 = {'sqrt' if red.finish == 'std' else ''}(a / {denom})"
    second = dict(first, in_params=", ".join(ins + [f"{out_t} mu"]), map_expr=sq, post_map_expr=post2)
    return {"passes": [first, second]}


# how a split reduction's second pass finishes its partials: divided by its parameter nall
# (the elements per output: a mean; or var's denominator), and its square root (std)
FINISHES = {"none": "out0 = a", "div": "out0 = a / nall", "sqrtdiv": "out0 = sqrt(a / nall)"}


def cuda_combine_source(red: Reduction, dstr: str, finish: str) -> dict[str, Any]:
    """The second pass of a split reduction: partials ``v`` combined by the reduction's own
    combine step and finished (:data:`FINISHES`); one kernel per reduction, class and finish."""

    ctype = {"f4": "float", "f8": "double"}[dstr[1:]]
    t = _CUPY_TYPE[dstr[1:]]
    return {"in_params": f"{t} v, {t} nall", "out_params": f"{t} out0", "map_expr": "v",
            "reduce_expr": _render_c(parse(red.combine).tree, ["a", "b"], ctype, []),
            "post_map_expr": FINISHES[finish], "identity": red.identity, "reduce_type": ctype,
            "preamble": CUDA_PRELUDE + CUDA_REDUCE_PRELUDE}


def second_finish(red: Reduction, weight: int, n: int, last: bool) -> tuple[str, float]:
    """(finish, nall) of a split reduction's second pass: of its mean (``last`` False: var/std's
    first reduction) or of the reduction itself."""
    if red.finish is None:
        return "none", 1.0
    if red.finish == "mean" or not last:
        return "div", float(n)
    denom = n - 1 if weight == 0 and n > 1 else n
    return ("sqrtdiv" if red.finish == "std" else "div"), float(denom)
