"""The guard's side of fusion: record a templated builtin call as a graph node, or decline.

:func:`fusible_for` builds, once per builtin, the callable the guard tries before launching
a device body. It returns a pending gpuArray, or None when the call is not fusible (no
fusing provider, an operand class or size the templates do not cover, more outputs) and
the guard computes it as before.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

import numpy as np

from runmat_accel.fusion import random as device_random
from runmat_accel.fusion.functions import FUNCTIONS
from runmat_accel.fusion.graph import MAX_INPUTS, MAX_NODES, Node, Param, expand, pad_ranks
from runmat_accel.fusion.loop import roll
from runmat_accel.fusion.program import in_domain_for, materialize, template_has_domain
from runmat_accel.fusion.sign import base_domain, nonnegative
from runmat_accel.fusion.template import Template, parse
from runmat_accel.gpuarray import GpuArray
from runmat_accel.telemetry import recorder

_F64 = np.dtype(np.float64)
_F32 = np.dtype(np.float32)
_BOOL = np.dtype(bool)
_CLASS_DTYPES = {"double": _F64, "single": _F32, "logical": _BOOL}
Probe = Callable[[tuple], Any]


def _text(v: Any) -> str | None:
    if v.__class__ is np.ndarray and v.dtype.kind == "U" and v.size <= 16:
        return "".join(v.ravel().tolist()).lower()
    if v.__class__ is str:
        return v.lower()
    return None


def _is_scalar(a: Any) -> bool:
    c = a.__class__
    if c is float or c is bool:
        return True
    if c is GpuArray or c is np.ndarray:
        return all(d == 1 for d in a.shape)
    return False


class Elementwise:
    """Defers one templated elementwise builtin's calls into graphs."""

    def __init__(self, name: str, template: Template, precisions: frozenset[str] | None,
                 probe: Probe, eager_for: Callable[[Any], Callable[..., Any]]) -> None:
        self.name = name
        self.template = template
        self.arity = template.arity
        self.scalar_any = template.scalar_any
        allowed = precisions if precisions is not None else frozenset(_CLASS_DTYPES)
        self.allowed = frozenset(d for c, d in _CLASS_DTYPES.items() if c in allowed)
        self.probe = probe  # host body on 1x1 samples: the result class MATLAB's rules give
        self.eager_for = eager_for  # provider -> the device body (computes one call unfused)
        self._classes: dict[tuple, tuple | None] = {}
        self._eager: dict[Any, Callable[..., Any]] = {}
        self.powers = template.tree == _POW.tree  # power's template: x .^ 2 is a multiply (below)
        self.base_domain = base_domain(template.tree)  # real for a base >= 0: sqrt, log, .^

    def classes(self, sig: tuple) -> tuple | None:
        """(result dtype, compute dtype, cache signature, domain check) for operand classes
        ``sig`` (a dtype per array operand, ``(dtype,)`` per scalar); None when not fusible."""
        try:
            return self._classes[sig]
        except KeyError:
            pass
        samples = tuple((1.0 if s[0] == _F64 else True if s[0] == _BOOL else np.ones((1, 1), dtype=s[0]))
                        if s.__class__ is tuple else np.ones((2, 2), dtype=s) for s in sig)
        try:
            out = self.probe(samples)
            dt = np.dtype(type(out)) if isinstance(out, (bool, float)) else np.dtype(out.dtype)
        except Exception:
            dt = None
        res = None
        if dt is not None and dt in (_F64, _F32, _BOOL):
            ctype = np.dtype(dt if dt.kind == "f" else np.result_type(*(s[0] if s.__class__ is tuple else s
                                                                       for s in sig)))
            res = (dt, ctype, (self.template.text, ctype.str, dt.str), template_has_domain(self.template.tree, ctype))
        self._classes[sig] = res
        return res

    def __call__(self, prov: Any, args: tuple) -> GpuArray | None:
        if len(args) != self.arity or not prov.fuses:
            return None
        if self.scalar_any and not any(_is_scalar(args[i]) for i in self.scalar_any):
            return None  # A * B of two matrices: the body's matrix product
        operands: list[Any] = []
        sig: list[Any] = []
        out_shape: tuple[int, ...] | None = None
        uploads: list[tuple[int, np.ndarray]] | None = None
        allowed = self.allowed
        ranks = False
        for a in args:
            c = a.__class__
            if c is GpuArray:
                if a.provider is not prov:
                    return None
                n = a._node
                if n is None:  # computed: its array is the operand (a kernel input)
                    n = a._data
                    dt = n.dtype
                    if dt not in allowed or n.size == 0:
                        return None
                else:
                    dt = n.dtype
                    if dt not in allowed:
                        return None
                operands.append(n)
                sig.append(dt)
                shape = n.shape
            elif c is float:
                operands.append(Param(a, _F64))
                sig.append(_SCALAR_F64)
                continue
            elif c is bool:
                operands.append(Param(a, _BOOL))
                sig.append(_SCALAR_BOOL)
                continue
            elif c is np.ndarray and a.dtype in allowed and a.size:
                if a.size == 1:
                    operands.append(Param(a.item(), a.dtype))  # a scalar: a kernel parameter
                    sig.append((a.dtype,))
                    continue
                uploads = uploads or []
                uploads.append((len(operands), a))
                operands.append(None)
                sig.append(a.dtype)
                shape = a.shape
            else:
                return None
            if out_shape is None:
                out_shape = shape
            elif shape != out_shape:  # implicit expansion (or the body's rules and errors)
                if len(shape) != len(out_shape):  # X - mean(X, [2 3]): missing trailing dimensions are 1
                    shape, out_shape = pad_ranks(shape, out_shape)
                    ranks = True
                grown = expand(list(out_shape), shape)
                if grown is None:
                    return None
                out_shape = tuple(grown)
        if out_shape is None:
            return None
        if ranks:
            while len(out_shape) > 2 and out_shape[-1] == 1:  # MATLAB's size drops them again
                out_shape = out_shape[:-1]
        sig_t = tuple(sig)
        classes = self._classes.get(sig_t, _UNSEEN)
        if classes is _UNSEEN:
            classes = self.classes(sig_t)
        if classes is None:
            return None
        try:
            prov.before_call(self.name)  # an injected or provider fault: the guard's usual path
        except Exception:
            return None
        if uploads:
            for i, host in uploads:
                _REC.count_upload(int(host.nbytes))
                operands[i] = prov.upload(host)
        dtype, ctype, csig, domain = classes
        template = self.template
        if self.powers and operands[1].__class__ is Param and operands[1].value == 2:
            # x .^ 2 as x * x (exactly pow(x, 2), as power's host body's square): no pow call in the
            # kernel and no domain check; the exponent stays an (unread) kernel parameter
            template, domain, csig = _SQUARE, False, (_SQUARE.text, *csig[1:])
        elif domain and (in_domain_for(template.tree, [o.value if o.__class__ is Param else None
                                                       for o in operands], ctype)
                         or (self.base_domain and operands[0].__class__ is Node and nonnegative(operands[0]))):
            # decided by the scalar operands' values, or a base the graph shows is >= 0 (max(x, 0) .^ g)
            domain, csig = False, csig + ("in domain",)
        for o in operands:
            if o.__class__ is Node and o.value is None and o.shape != out_shape and (o.loop is not None or o.draws):
                # its draws are numbered over its own elements, not a larger result's (rand(3, 1) + A)
                materialize(o, "loop" if o.loop is not None else "draw")
        eager = self._eager.get(prov)
        if eager is None:
            eager = self._eager[prov] = self.eager_for(prov)
        ops = tuple(operands)
        node = Node(self.name, template, ops, out_shape, dtype, ctype, prov, eager, None, csig, domain)
        if node.size > MAX_NODES or node.inputs > MAX_INPUTS:
            rolled = False
            for o in operands:  # a loop's repeated steps roll into one loop node (fusion/loop.py)
                if o.__class__ is Node and o.value is None and o.loop is None:
                    rolled = roll(o) or rolled
            if rolled:
                node = Node(self.name, template, ops, out_shape, dtype, ctype, prov, eager, None, csig, domain)
        if node.size > MAX_NODES or node.inputs > MAX_INPUTS:
            for o in operands:
                if o.__class__ is Node and o.value is None:
                    materialize(o, "graph limit")
            node = Node(self.name, template, ops, out_shape, dtype, ctype, prov, eager, None, csig, domain)
        next(_DEFERRED)  # itertools.count: one atomic step, exact under threads
        return GpuArray.pending(prov, node)


class Draw:
    """Defers rand/randn of a device size into graphs (drawn inside the fused kernel)."""

    def __init__(self, name: str, dist: str) -> None:
        self.name = name
        self.dist = dist
        self._parsed: dict[tuple, tuple] = {}

    def __call__(self, prov: Any, args: tuple) -> GpuArray | None:
        if not prov.fuses:
            return None
        hit = self._parsed.get(tuple(map(id, args)))
        if hit is not None and all(a is b for a, b in zip(hit[0], args)):
            parsed = hit[1]  # the same argument objects as before (a loop's constants)
        else:
            parsed = self._parse_randi(args) if self.dist == "randi" else self._parse(args)
            if len(self._parsed) > 64:
                self._parsed.clear()
            self._parsed[tuple(map(id, args))] = (args, parsed)  # holds them: ids stay unique
        if parsed is None:
            return None
        shape, dtype = parsed[:2]
        try:
            prov.before_call(self.name)
        except Exception:
            return None
        key, counter = device_random.take(math.prod(shape))
        if self.dist == "randi":  # floor(u * n) + imin over a double uniform, as randi's host body
            lo, n = parsed[2]
            u = Node(self.name, None, (), shape, _F64, _F64, prov, random=("uniform", key, counter))
            node = Node(self.name, _RANDI, (u, Param(n, _F64), Param(lo, _F64)), shape, dtype, _F64, prov,
                        _randi_eager(prov, dtype), None, None, False)
        else:
            node = Node(self.name, None, (), shape, dtype, dtype, prov, random=(self.dist, key, counter))
        _count_deferred()
        return GpuArray.pending(prov, node)

    def _parse_randi(self, args: tuple) -> tuple | None:
        """randi(imax, ...) or randi([imin imax], ...): (shape, class, (imin, imax - imin + 1)),
        or None (bad limits, integer classes: the body's rules and errors)."""
        if not args:
            return None
        lim = args[0]
        if lim.__class__ is float:
            lo, hi = 1.0, lim
        elif lim.__class__ is np.ndarray and lim.dtype == _F64 and lim.size == 2 and lim.shape[0] == 1:
            lo, hi = float(lim[0, 0]), float(lim.ravel()[1])
        else:
            return None
        if not (math.isfinite(lo) and math.isfinite(hi) and lo == math.floor(lo) and hi == math.floor(hi)
                and lo <= hi and hi - lo < 2.0 ** 52):
            return None
        rest = self._parse(args[1:]) if len(args) > 1 else None
        if rest is None:
            return None  # (randi(imax, 'gpuArray') alone is 1x1: the body)
        return rest[0], rest[1], (lo, hi - lo + 1.0)

    def _parse(self, args: tuple) -> tuple[tuple[int, ...], np.dtype] | None:
        """(shape, class) of a draw with a device size, or None (the body's forms and errors)."""
        dims: list[float] = []
        dtype = None
        gpu = False
        i = 0
        while i < len(args):
            a = args[i]
            t = _text(a)
            if a.__class__ is float:
                dims.append(a)
            elif a.__class__ is np.ndarray and a.dtype.kind == "f" and a.ndim == 2 and a.shape[0] == 1 \
                    and i == 0 and a.size >= 2:
                dims = [float(v) for v in a.ravel()]
            elif t in ("single", "double"):
                dtype = _CLASS_DTYPES[t]
            elif t == "gpuarray":
                gpu = True
            elif t == "like" and i + 1 < len(args) and args[i + 1].__class__ is GpuArray:
                return None  # 'like' P: P's class is data (not cached with the options); the body
            else:
                return None
            i += 1
        if not gpu or not dims or any(not (d >= 1 and d == int(d)) for d in dims):
            return None  # empty, negative or non-integer sizes: the body's rules and errors
        shape = tuple(int(d) for d in dims) if len(dims) > 1 else (int(dims[0]), int(dims[0]))
        while len(shape) > 2 and shape[-1] == 1:
            shape = shape[:-1]
        return shape, dtype or _F64


def masked_assign(base: Any, mask: Any, value: Any) -> GpuArray | None:
    """``base(mask) = value`` as a graph node (``x(x < 0) = 0`` in a loop body: the loop rolls),
    for a real gpuArray ``base``, a logical gpuArray ``mask`` of its size and a real scalar
    ``value`` (converted to ``base``'s class, as MATLAB's assignment does): the element of
    ``base`` where the mask is false, the value where it is true. None: the subsasgn body."""
    prov = base.provider
    if not prov.fuses or mask.provider is not prov or base.shape != mask.shape or 0 in base.shape \
            or base.implicit or mask.implicit:  # (the offload planner's values: its subsasgn decides)
        return None
    if value.__class__ is bool:
        value = float(value)
    if value.__class__ is not float:
        return None
    ops = [a._node if a._node is not None else a._data for a in (base, mask)]
    dt, mt = ops[0].dtype, ops[1].dtype
    if dt not in (_F64, _F32) or mt != _BOOL:
        return None
    try:
        prov.before_call("subsasgn")
    except Exception:
        return None
    node = Node("subsasgn", _SELECT, (ops[0], ops[1], Param(value, _F64)), tuple(base.shape), dt, dt, prov,
                _select_eager(prov, dt), None, None, False)
    if node.size > MAX_NODES or node.inputs > MAX_INPUTS:
        for o in ops:
            if o.__class__ is Node and o.value is None:
                materialize(o, "graph limit")
        node = Node("subsasgn", _SELECT, node.operands, node.shape, dt, dt, prov, node.eager, None, None, False)
    _count_deferred()
    return GpuArray.pending(prov, node)


def _select_eager(prov: Any, dtype: np.dtype) -> Callable[..., Any]:
    """``base(mask) = value`` on the provider (a graph computed call by call)."""

    def run(base: Any, mask: Any, value: float) -> Any:
        return prov.xp.where(mask, dtype.type(value), base).astype(dtype, copy=False)

    return run


def _randi_eager(prov: Any, dtype: np.dtype) -> Callable[..., Any]:
    """randi's step over its uniform draw on the provider (a graph computed call by call)."""

    def run(u: Any, n: float, lo: float) -> Any:
        return (prov.xp.floor(u * n) + lo).astype(dtype, copy=False)

    return run


def _count_deferred() -> None:
    next(_DEFERRED)


_POW = parse("pow({0}, {1})")
_SQUARE = parse("{0} * {0}")
_RANDI = parse("floor({0} * {1}) + {2}")
_SELECT = parse("{1} ? {2} : {0}")
_REC = recorder()
_DEFERRED = _REC.deferred_counter  # the process's counter (telemetry.reset re-bases it, never replaces it)
_UNSEEN = object()  # a signature not classified yet
_SCALAR_F64 = (_F64,)
_SCALAR_BOOL = (_BOOL,)


def fusible_for(name: str, template_text: str | None, kind: str, precisions: frozenset[str] | None,
                probe: Probe, eager_for: Callable[[Any], Callable[..., Any]]) -> Callable[..., Any] | None:
    """The deferring callable of one builtin, or None (no template: a fusion barrier)."""
    if template_text is None:
        return None
    template = parse(template_text)
    tree = template.tree
    if tree[0] == "call" and FUNCTIONS[tree[1]].draw is not None:
        return Draw(name, FUNCTIONS[tree[1]].draw) if kind == "random" else None
    if kind not in ("elementwise", "reduction", "matmul"):  # reduction/matmul: their elementwise forms
        return None
    return Elementwise(name, template, precisions, probe, eager_for)
