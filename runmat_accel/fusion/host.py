"""Host fusion: an elementwise expression tree on host arrays as one pass sequence over blocks.

The VM's compiler marks expression trees whose operators and calls are templated builtins and
whose leaves are variables or constants (``runmat_vm.fused``); :func:`plan` turns the tree's
steps (builtin name, template, operand references) into a :class:`HostProgram`, or None when a
template uses a function whose NumPy evaluation is not what the builtin's host body computes
(``Function.host``). :meth:`HostProgram.run` computes the tree for one set of leaf values, or
answers None (the VM then runs the builtins one by one, exactly as unfused):

- leaves must be real double, single or logical host values, at least one a non-empty array
  (scalars as kernel parameters), of one rank, their sizes compatible by implicit expansion;
- each step's classes are those of its builtin (``Elementwise.classes``: the host body on 1x1
  samples), computed in the result class; a step needs an array operand, and logic meets
  logical operands only (``~NaN`` is MATLAB's error);
- a function outside its real domain (``sqrt(-1)``: NumPy's invalid flag) abandons the tree.

Arrays of the output's size in one memory order are walked in blocks of :data:`BLOCK`
elements: every step of a block runs on scratch buffers that stay in the core's cache, a
step writes into its dying operand's buffer, and only the result is a new array. Operands
that expand run the same steps on whole arrays. Each builtin of a tree that ran is counted as
a call (``Telemetry.inline_counter``), and ``fusion.host_runs`` / ``host_ops`` /
``host_unfused`` count the trees.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_accel.fusion import threaded
from runmat_accel.fusion.functions import FUNCTIONS
from runmat_accel.fusion.graph import expand
from runmat_accel.fusion.template import LOGICAL_OPS, Expr, Template, parse, walk
from runmat_accel.planner import active as planner_active

BLOCK = 1 << 15  # elements per block: a few scratch buffers of this size stay in L2
_F64 = np.dtype(np.float64)
_F32 = np.dtype(np.float32)
_BOOL = np.dtype(bool)
_ALLOWED = (_F64, _F32, _BOOL)
_NP_BINOP = {"+": "add", "-": "subtract", "*": "multiply", "/": "true_divide", "==": "equal",
             "~=": "not_equal", "<": "less", "<=": "less_equal", ">": "greater", ">=": "greater_equal",
             "&": "logical_and", "|": "logical_or"}


class Step:
    """One builtin call of the tree: its template and operands (``("l", i)`` leaf i,
    ``("s", j)`` the result of step j)."""

    __slots__ = ("name", "template", "refs")

    def __init__(self, name: str, template: Template, refs: tuple) -> None:
        self.name = name
        self.template = template
        self.refs = refs


def _host_tree(t: Expr) -> bool:
    for node in walk(t):
        if node[0] == "call" and not FUNCTIONS[node[1]].host:
            return False
    return True


def plan(steps: list[tuple[str, str, tuple]], nleaves: int, text: str) -> HostProgram | None:
    """A program for ``steps`` ((builtin name, template text, operand refs) in evaluation
    order, the last one the root), or None when one of them cannot run on the host fused.

    A tree of two or more calls whose functions are all ``host`` runs on the NumPy blocks; one
    call alone, or a function spelled for compiled kernels only (``round``), runs fused only on
    big arrays through :mod:`.threaded` (None when that path is off)."""
    out = []
    numpy_ok = len(steps) >= 2
    for name, tmpl, refs in steps:
        t = parse(tmpl)
        if t.arity != len(refs):
            return None
        if not _host_tree(t.tree):
            numpy_ok = False
            if not threaded.native_tree(t.tree):
                return None
        out.append(Step(name, t, tuple(refs)))
    if not numpy_ok and not threaded.enabled():
        return None
    return HostProgram(tuple(out), nleaves, text, numpy_ok)


class _Reject(Exception):
    """These operands are not for the fused program: the builtins run one by one."""


class _Never(_Reject):
    """Never for leaves of these classes (remembered per cache key)."""


_MISSING = object()


class HostProgram:
    """A fusible tree, planned once; :meth:`run` per evaluation (see the module docstring)."""

    def __init__(self, steps: tuple[Step, ...], nleaves: int, text: str, numpy_ok: bool = True) -> None:
        self.steps = steps
        self.nleaves = nleaves
        self.text = text
        self.numpy_ok = numpy_ok  # False: only the compiled kernel computes it (one call, round)
        self._compiled: dict[tuple, Any] = {}
        self._counters: tuple | None = None

    def __repr__(self) -> str:
        return f"<fused {self.text}>"

    def run(self, leaves: list, target: Any = None) -> Any:
        """The tree's value for these leaves, or None (compute it builtin by builtin).
        ``target``: an array nothing else holds (the assigned variable's previous value, see
        ``runmat_vm.fused``) whose buffer may receive the result (:func:`_reusable`)."""
        if planner_active():
            return None  # the offload planner places each call (docs/gpu.md): no fusion on the host
        try:
            key, params, arrays, shape, flat = self._classify(leaves)
            entry = self._compiled.get(key, _MISSING)
            if entry is _MISSING:
                try:
                    entry = self._compile(key, shape, flat)
                except _Never:
                    entry = None
                self._compiled[key] = entry
            if entry is None:
                raise _Reject
            fn, domain, dtype, order, native = entry
            if flat and native is not None and shape_size(shape) >= threaded.MIN_ELEMENTS:
                kern = threaded.kernel(*native)
                if kern is not None:
                    out = _reusable(target, shape, dtype, order, domain, arrays)
                    if out is None:
                        out = np.empty(shape, dtype=dtype, order=order)
                    flat_out = out.ravel(order="K")
                    args = [a.ravel(order="K") for a in arrays]
                    args += [k[1].type(p) for k, p in zip((k for k in key[0] if k[0] == "p"), params)]
                    if kern(*args, flat_out):
                        raise FloatingPointError  # an element left a domain
                    self._count(threaded=True)
                    return out
            if fn is None:
                return None  # the compiled kernel alone computes this tree: builtin by builtin
            if flat:
                out = _reusable(target, shape, dtype, order, domain, arrays)
                if out is None:
                    out = np.empty(shape, dtype=dtype, order=order)
                with np.errstate(all="ignore"):
                    fn(arrays, params, out.ravel(order="K"), out.size)
            else:
                with np.errstate(all="ignore"):
                    out = fn(arrays, params)
                if out.shape != shape:
                    out = np.array(np.broadcast_to(out, shape))
        except (_Reject, FloatingPointError) as exc:
            if self.numpy_ok:
                _count_unfused("domain" if exc.__class__ is FloatingPointError else "operands")
            return None
        self._count()
        return out

    # -- per call ------------------------------------------------------------------------------
    def _classify(self, leaves: list) -> tuple:
        """(cache key, scalar parameters, array leaves, output shape, flat?) of the leaves."""
        kinds: list[Any] = []
        params: list[Any] = []
        arrays: list[Any] = []
        shape: list[int] | None = None
        for v in leaves:
            c = v.__class__
            if c is float:
                kinds.append(("p", _F64))
                params.append(v)
            elif c is bool:
                kinds.append(("p", _BOOL))
                params.append(v)
            elif c is np.ndarray:
                dt = v.dtype
                if dt not in _ALLOWED or v.size == 0:
                    raise _Reject
                if v.size == 1:
                    kinds.append(("p", dt))
                    params.append(v.reshape(-1)[0])
                    continue
                shape = expand(shape, v.shape)
                if shape is None:
                    raise _Reject  # other ranks or sizes: the builtins expand or raise MATLAB's error
                kinds.append(("a", dt))
                arrays.append(v)
            else:
                raise _Reject
        if shape is None:
            raise _Reject
        out = tuple(shape)
        orders = set()
        for a in arrays:
            if a.shape != out or not (a.flags.c_contiguous or a.flags.f_contiguous):
                orders = {"C", "F"}  # expansion or a strided view: whole arrays, NumPy broadcasting
                break
            if not a.flags.c_contiguous:
                orders.add("F")
            elif not a.flags.f_contiguous:
                orders.add("C")
        layout = "whole" if len(orders) > 1 else orders.pop() if orders else "C"
        # pow with the scalar exponent 2 is the body's square (one multiply): part of the key
        squares = tuple(i for i, v in enumerate(leaves) if v.__class__ is float and v == 2.0)
        return (tuple(kinds), layout, squares), params, arrays, out, layout != "whole"

    def _count(self, threaded: bool = False) -> None:
        counters = self._counters
        if counters is None:
            from runmat_accel.telemetry import recorder

            rec = recorder()
            counters = self._counters = tuple(rec.inline_counter(s.name) for s in self.steps)
        for c in counters:
            next(c)
        _count_run(len(self.steps), threaded)

    # -- planning for one key --------------------------------------------------------------------
    def _compile(self, key: tuple, shape: tuple, flat: bool) -> tuple:
        """(evaluator, domain?, result class, memory order) for leaves of these classes."""
        from runmat_accel.guard.fusing import fusion_entry

        kinds, layout, squares = key
        step_cls: list[tuple] = []  # per step: (result class, compute class)
        domain = False
        for st in self.steps:
            entry = fusion_entry(st.name)
            if entry is None or entry.arity != len(st.refs):
                raise _Reject
            ops = [kinds[i] if k == "l" else ("a", step_cls[i][0]) for k, i in st.refs]
            if not any(o[0] == "a" for o in ops):
                raise _Never  # a step of scalars alone: its builtin's scalar path decides
            if entry.scalar_any and not any(ops[i][0] == "p" for i in entry.scalar_any):
                raise _Never  # A * B of two matrices: a matrix product
            classes = entry.classes(tuple((o[1],) if o[0] == "p" else o[1] for o in ops))
            if classes is None:
                raise _Never
            dtype, ctype, _sig, dom = classes
            if dtype != ctype and not (dtype == _BOOL and st.template.is_logical):
                raise _Never
            if ctype.kind == "f" and any((n[0] == "unary" and n[1] == "~") or (n[0] == "binary" and n[1] in LOGICAL_OPS)
                                         for n in walk(st.template.tree)):
                raise _Never  # logic on doubles: NaN is MATLAB's error
            if any(o[0] == "a" and o[1] not in (ctype, _BOOL) for o in ops):
                raise _Never  # single meets double arrays: the body's own rounding decides
            domain = domain or dom
            step_cls.append((dtype, ctype, dom))
        native = None
        if flat and threaded.enabled() and all(threaded.native_tree(st.template.tree) for st in self.steps):
            native = threaded.source(self.steps, kinds, squares, step_cls)
        order = layout if layout in ("C", "F") else "C"
        if not self.numpy_ok:
            if native is None:
                raise _Never
            return None, domain, step_cls[-1][0], order, native
        src = self._source(kinds, squares, flat, step_cls)
        ns: dict[str, Any] = {"np": np, "BLOCK": BLOCK}
        for name, fn in FUNCTIONS.items():
            ns[f"F_{name}"] = fn.numpy
        for j, (dt, ct, _dom) in enumerate(step_cls):
            ns[f"DT{j}"] = dt
            ns[f"CT{j}"] = ct
        exec(compile(src, f"<fused {self.text}>", "exec"), ns)  # noqa: S102 - generated from templates
        return ns["run"], domain, step_cls[-1][0], order, native

    def _source(self, kinds: tuple, squares: tuple, flat: bool, step_cls: list[tuple]) -> str:
        """The evaluator's Python source: each step's template rendered as NumPy calls."""
        arr = {i: n for n, i in enumerate(i for i, k in enumerate(kinds) if k[0] == "a")}
        par = {i: n for n, i in enumerate(i for i, k in enumerate(kinds) if k[0] == "p")}
        last = len(self.steps) - 1
        head = ["def run(A, P, out, n):" if flat else "def run(A, P):"]
        for i, n in arr.items():
            head.append(f"    a{n} = A[{n}].ravel(order='K')" if flat else f"    a{n} = A[{n}]")
        # scalar parameters in each step's compute class, made once
        for j, st in enumerate(self.steps):
            for k, i in st.refs:
                if k == "l" and i in par:
                    head.append(f"    q{j}_{i} = CT{j}.type(P[{par[i]}])")
        # buffers (flat): a step writes into a dying step operand's buffer of its class, or a free one
        buf_of: list[int | None] = []
        buf_dt: list[int] = []   # a step whose class the buffer has
        free: dict[str, list[int]] = {}
        body = []
        for j, st in enumerate(self.steps):
            want = step_cls[j][0].str
            inputs = [buf_of[i] for k, i in st.refs if k == "s" and buf_of[i] is not None]
            dest_buf = None
            if flat and j < last:
                dest_buf = next((b for b in inputs if step_cls[buf_dt[b]][0].str == want), None)
                for b in inputs:
                    if b != dest_buf:
                        free.setdefault(step_cls[buf_dt[b]][0].str, []).append(b)
                if dest_buf is None:
                    pool = free.get(want)
                    if pool:
                        dest_buf = pool.pop()
                    else:
                        dest_buf = len(buf_dt)
                        buf_dt.append(j)
            buf_of.append(dest_buf)
            args = []
            for k, i in st.refs:
                if k == "s":
                    args.append(f"v{i}" if step_cls[i][0] == step_cls[j][1] else f"v{i}.astype(CT{j})")
                elif i in par:
                    args.append(f"q{j}_{i}")
                else:
                    v = f"a{arr[i]}[i:i + BLOCK]" if flat else f"a{arr[i]}"
                    args.append(v if kinds[i][1] == step_cls[j][1] else f"{v}.astype(CT{j})")
            square = st.name == "power" and st.refs[1][0] == "l" and st.refs[1][1] in squares
            if flat:
                dest = "out[i:i + BLOCK]" if j == last else f"v{j}"
                if j < last:
                    body.append(f"v{j} = b{dest_buf}[:m]")
                line = _render_step(st.template.tree, args, dest, square, j)
            else:
                line = _render_step(st.template.tree, args, None, square, j).replace("r = ", f"v{j} = ", 1)
            if step_cls[j][2]:  # a function with a real domain: NumPy's invalid flag says it was left
                body += ["with np.errstate(invalid='raise'):", "    " + line]
            else:
                body.append(line)
        lines = head
        if flat:
            for b, j in enumerate(buf_dt):
                lines.append(f"    b{b} = np.empty(min(BLOCK, n), dtype=DT{j})")
            lines.append("    for i in range(0, n, BLOCK):")
            lines.append("        m = min(BLOCK, n - i)")
            lines += ["        " + x for x in body]
        else:
            lines += ["    " + x for x in body]
            lines.append(f"    return v{last}")
        return "\n".join(lines) + "\n"


def _reusable(target: Any, shape: tuple, dtype: Any, order: str, domain: bool, arrays: list) -> Any:
    """``target`` when the result may be written into it: an array of the result's shape,
    class and memory order that owns its writable buffer and is none of the operands, for a
    tree that cannot be abandoned half-way (no function with a real domain: the builtins
    would then recompute it while the variable's old value is already overwritten). Writing
    into it saves the new array's page faults, the larger part of a pass over fresh memory."""
    if target is None or target.shape != shape or target.dtype != dtype or domain or target.base is not None \
            or not target.flags.writeable or not (target.flags.c_contiguous if order == "C" else target.flags.f_contiguous):
        return None
    for a in arrays:
        if a is target:
            return None
    return target


def _render_expr(t: Expr, args: list[str]) -> str:
    kind = t[0]
    if kind == "arg":
        return args[t[1]]
    if kind == "num":
        return repr(float(t[1]))
    if kind == "call":
        return f"F_{t[1]}({', '.join(_render_expr(a, args) for a in t[2])})"
    if kind == "unary":
        x = _render_expr(t[2], args)
        return f"np.logical_not({x})" if t[1] == "~" else f"np.negative({x})" if t[1] == "-" else x
    if kind == "binary":
        return f"np.{_NP_BINOP[t[1]]}({_render_expr(t[2], args)}, {_render_expr(t[3], args)})"
    return f"np.where({_render_expr(t[1], args)}, {_render_expr(t[2], args)}, {_render_expr(t[3], args)})"


def _render_step(t: Expr, args: list[str], dest: str | None, square: bool, j: int) -> str:
    """One step as a statement: its top operation writes into ``dest`` (``r`` when None)."""
    kind = t[0]
    out = f", out={dest}" if dest else ""
    assign = "" if dest else "r = "
    if square:
        return f"{assign}np.square({args[0]}{out})"
    if kind == "call" and isinstance(FUNCTIONS[t[1]].numpy, np.ufunc):
        return f"{assign}F_{t[1]}({', '.join(_render_expr(a, args) for a in t[2])}{out})"
    if kind == "unary" and t[1] in "-~":
        fn = "logical_not" if t[1] == "~" else "negative"
        return f"{assign}np.{fn}({_render_expr(t[2], args)}{out})"
    if kind == "binary":
        return f"{assign}np.{_NP_BINOP[t[1]]}({_render_expr(t[2], args)}, {_render_expr(t[3], args)}{out})"
    expr = _render_expr(t, args)
    if dest:
        return f"{dest}[...] = {expr}"
    return f"r = np.asarray({expr}, dtype=DT{j})"


def _count_run(n: int, threaded: bool) -> None:
    from runmat_accel.telemetry import recorder

    rec = recorder()
    with rec.lock:
        rec.fusion.host_runs += 1
        rec.fusion.host_ops += n
        if threaded:
            rec.fusion.host_threaded += 1


def shape_size(shape: tuple) -> int:
    n = 1
    for d in shape:
        n *= d
    return n


def _count_unfused(why: str) -> None:
    from runmat_accel.telemetry import recorder

    rec = recorder()
    with rec.lock:
        rec.fusion.host_unfused += 1
        key = f"host unfused: {why}"
        rec.fusion.reasons[key] = rec.fusion.reasons.get(key, 0) + 1
