"""A graph's kernel: planned once per expression shape and dtypes, rendered from the templates.

:func:`plan` orders a graph's pending nodes (inputs and scalar parameters numbered, shared
subexpressions once) into a :class:`Program` whose ``key`` caches the compiled kernel.
:func:`cuda_source` renders a program as the body of a CuPy ``ElementwiseKernel``;
:func:`evaluate_numpy` computes it with NumPy from the same templates (the in-process
device). :func:`materialize` runs a graph on its provider, builtin by builtin when the fused
kernel reports an element outside a function's real domain or fails.
"""

from __future__ import annotations

from dataclasses import dataclass
from time import perf_counter_ns
from typing import Any

import numpy as np

from runmat_accel.errors import MException
from runmat_accel.fusion import checks
from runmat_accel.fusion.functions import CUDA_PRELUDE, FUNCTIONS
from runmat_accel.fusion.graph import Node, Param, fit_rank
from runmat_accel.fusion.template import COMPARE_OPS, LOGICAL_OPS, Expr, parse, walk
from runmat_accel.telemetry import recorder

Ref = tuple[str, int]  # ("in", k) a device array input, ("p", j) a scalar parameter, ("t", m) a step


class DomainEscape(Exception):
    """An element left a function's real domain: compute the graph builtin by builtin."""


@dataclass(frozen=True)
class Step:
    """One pending call of the graph: its template (or random draw), operands, classes."""

    expr: str  # template text, or 'random:<distribution>' (operands: key and counter parameters)
    refs: tuple[Ref, ...]
    ctype: np.dtype
    dtype: np.dtype
    random: bool = False
    body: tuple | None = None  # a loop's step (expr "loop"): runmat_accel.fusion.loop.Loop.steps
    outs: tuple | None = None  # a loop of several carried values: Loop.outs (their next values)
    out: int = 0  # ... and the carried value this step returns


@dataclass(frozen=True)
class Program:
    key: tuple
    steps: tuple[Step, ...]
    in_dtypes: tuple[np.dtype, ...]
    param_dtypes: tuple[np.dtype, ...]
    dtype: np.dtype
    domain: bool  # some step checks a domain (the kernel reports escapes)
    draws: int  # random draws inside the kernel (a loop's draws once: the source needs the generator)
    loops: int = 0  # loop steps (telemetry counts their iterations per launch)
    raw: frozenset = frozenset()  # inputs a loop reads one element per iteration (per-iteration scalars)


_U64 = np.dtype(np.uint64)


def walk_graph(root: Node) -> tuple[tuple, list[Any], list[Any], list[np.dtype], list[Node], list[tuple]]:
    """(cache key, device inputs, parameter values and classes, pending nodes in order, their
    operand references) of a graph: the part of planning every materialisation pays, so it
    is one recursive pass building the key as it goes (dtypes, not their text, in the key;
    leaf operands and scalar parameters handled in the parent's loop, not by a call each).

    Equal scalar parameters are passed once (the GBM loop's drift and scale, the stream's
    key): the pattern of equalities is part of the key (a zero is told by its text: -0.0 is
    not 0.0)."""
    nodes: list[Node] = []
    refs_of: list[tuple] = []
    steps: list[tuple] = []
    inputs: list[Any] = []
    in_dtypes: list[np.dtype] = []
    params: list[Any] = []
    pdtypes: list[np.dtype] = []
    pindex: dict[tuple, Ref] = {}
    seen: dict[int, Ref] = {}

    def param(value: Any, dtype: np.dtype) -> Ref:
        k = (dtype, value) if value else (dtype, repr(value))
        ref = pindex.get(k)
        if ref is None:
            ref = pindex[k] = ("p", len(params))
            params.append(value)
            pdtypes.append(dtype)
        return ref

    def visit(n: Node) -> Ref:
        if n.random is not None:
            refs: tuple = (param(n.random[1], _U64), param(n.random[2], _U64))
        else:
            out = []
            for o in n.operands:
                c = o.__class__
                if c is Param:  # inline: most operands of a loop's graphs are parameters or leaves
                    v = o.value
                    k = (o.dtype, v) if v else (o.dtype, repr(v))
                    r = pindex.get(k)
                    if r is None:
                        r = pindex[k] = ("p", len(params))
                        params.append(v)
                        pdtypes.append(o.dtype)
                    out.append(r)
                    continue
                if c is Node:
                    v = o.value
                    if v is None:
                        r = seen.get(id(o))  # a shared subexpression: computed once
                        out.append(r if r is not None else visit(o))
                        continue
                else:
                    v = o  # a device array operand
                r = seen.get(id(v))  # a computed operand: a device input (once per array)
                if r is None:
                    r = seen[id(v)] = ("in", len(inputs))
                    inputs.append(v)
                    in_dtypes.append(v.dtype)
                out.append(r)
            refs = tuple(out)
        ref = seen[id(n)] = ("t", len(nodes))
        nodes.append(n)
        refs_of.append(refs)
        steps.append((n.sig, refs))
        return ref

    if root.value is not None:  # a computed root: its value is the program's only input
        inputs.append(root.value)
        in_dtypes.append(root.value.dtype)
    else:
        visit(root)
        nd = len(root.shape)
        for k, v in enumerate(inputs):
            if v.ndim != nd:  # an operand of another rank (X - mu, mu = mean(X, [2 3]))
                inputs[k] = fit_rank(v, nd)
    key = (tuple(steps), tuple(in_dtypes), tuple(pdtypes))
    return key, inputs, params, pdtypes, nodes, refs_of


def plan(root: Node) -> tuple[Program, list[Any], list[Any], list[Node]]:
    """(program, device inputs, parameter values, pending nodes in order) of a graph."""
    key, inputs, params, pdtypes, nodes, refs_of = walk_graph(root)
    return _program(root, key, inputs, pdtypes, nodes, refs_of), inputs, params, nodes


def _program(root: Node, key: tuple, inputs: list[Any], pdtypes: list[np.dtype], nodes: list[Node],
             refs_of: list[tuple]) -> Program:
    steps = tuple(Step("loop", refs, n.ctype, n.dtype, False, n.loop.steps, n.loop.outs, n.loop.out)
                  if n.loop is not None else
                  Step(n.sig[0], refs, n.ctype, n.dtype, n.random is not None) for n, refs in zip(nodes, refs_of))
    return Program(key=key, steps=steps, in_dtypes=tuple(np.dtype(a.dtype) for a in inputs),
                   param_dtypes=tuple(pdtypes), dtype=root.dtype, domain=root.domains,
                   draws=sum(1 if n.random is not None else len(n.loop.keys) if n.loop is not None else 0
                             for n in nodes),
                   loops=sum(1 for n in nodes if n.loop is not None),
                   raw=frozenset(refs[pos][1] for n, refs in zip(nodes, refs_of) if n.loop is not None
                                 for pos in n.loop.tables))


class _Unknown(Exception):
    """An operand that is not a scalar parameter: no value before the kernel runs."""


def _static(t: Expr, values: list[Any], ctype: np.dtype) -> Any:
    if t[0] == "arg":
        v = values[t[1]]
        if v is None:
            raise _Unknown
        return ctype.type(v)
    if t[0] == "num":
        return ctype.type(t[1])
    if t[0] == "call":
        return FUNCTIONS[t[1]].numpy(*(_static(a, values, ctype) for a in t[2]))
    if t[0] == "unary":
        x = _static(t[2], values, ctype)
        return np.logical_not(x) if t[1] == "~" else np.negative(x) if t[1] == "-" else x
    if t[0] == "binary":
        return _BINOP_NP[t[1]](_static(t[2], values, ctype), _static(t[3], values, ctype))
    return _static(t[2] if _static(t[1], values, ctype) else t[3], values, ctype)


_IN_DOMAIN: dict[tuple, bool] = {}


def in_domain_for(tree: Expr, params: list[Any], ctype: np.dtype) -> bool:
    """True when every domain of the template holds whatever the array operands are, by a term
    over scalar parameters alone (``x .^ 2``: an integer exponent is real for every base).
    Cached per (template, parameter values, class): deciding costs a tree walk and NumPy
    scalar arithmetic under errstate (~20 us, a fifth of the host time of chain.m's ten calls)."""
    key = (tree, tuple(params), ctype.str)
    try:
        return _IN_DOMAIN[key]
    except (KeyError, TypeError):  # TypeError: an unhashable parameter (decided, not cached)
        pass
    ok = _in_domain(tree, params, ctype)
    try:
        if len(_IN_DOMAIN) > 512:  # a loop over many scalar values: start again
            _IN_DOMAIN.clear()
        _IN_DOMAIN[key] = ok
    except TypeError:
        pass
    return ok


def _in_domain(tree: Expr, params: list[Any], ctype: np.dtype) -> bool:
    for t in walk(tree):
        if t[0] == "call" and FUNCTIONS[t[1]].domain is not None:
            cond = parse(FUNCTIONS[t[1]].domain).tree
            terms = []
            while cond[0] == "binary" and cond[1] == "|":
                terms.append(cond[3])
                cond = cond[2]
            terms.append(cond)
            ok = False
            for term in terms:
                sub = [a[1] if a[0] == "arg" else None for a in t[2]]
                vals = [params[i] if i is not None else None for i in sub]
                try:
                    with np.errstate(all="ignore"):
                        ok = bool(_static(term, vals, ctype))
                except _Unknown:
                    continue
                if ok:
                    break
            if not ok:
                return False
        elif (t[0] == "unary" and t[1] == "~") or (t[0] == "binary" and t[1] in LOGICAL_OPS):
            if ctype.kind == "f":
                return False
    return True


def template_has_domain(tree: Expr, ctype: np.dtype) -> bool:
    """True when a function in the tree has a real domain, or logic meets float operands (NaN)."""
    for t in walk(tree):
        if t[0] == "call" and FUNCTIONS[t[1]].domain is not None:
            return True
        if ((t[0] == "unary" and t[1] == "~") or (t[0] == "binary" and t[1] in LOGICAL_OPS)) and ctype.kind == "f":
            return True
    return False


# -- CUDA C ------------------------------------------------------------------------------------
_CTYPE = {"f4": "float", "f8": "double", "b1": "bool"}
_CUPY_TYPE = {"f4": "float32", "f8": "float64", "b1": "bool", "u8": "uint64"}
_BINOP_C = {"+": "+", "-": "-", "*": "*", "/": "/", "==": "==", "~=": "!=", "<": "<", "<=": "<=",
            ">": ">", ">=": ">=", "&": "&&", "|": "||"}


def _c(dt: np.dtype) -> str:
    return _CTYPE[dt.str[1:]]


def _render_c(t: Expr, args: list[str], ctype: str, checks: list[str]) -> str:
    kind = t[0]
    if kind == "arg":
        return args[t[1]]
    if kind == "num":
        return f"(({ctype}){t[1]!r})"
    if kind == "call":
        fn = FUNCTIONS[t[1]]
        sub = [_render_c(a, args, ctype, checks) for a in t[2]]
        if fn.domain is not None:
            checks.append(_render_c(parse(fn.domain).tree, sub, ctype, []))
        return "(" + fn.cuda.format(*sub) + ")"
    if kind == "unary":
        x = _render_c(t[2], args, ctype, checks)
        if t[1] == "~":
            if ctype != "bool":
                checks.append(f"!isnan({x})")
            return f"(!{x})"
        return f"({t[1]}{x})"
    if kind == "binary":
        x = _render_c(t[2], args, ctype, checks)
        y = _render_c(t[3], args, ctype, checks)
        if t[1] in LOGICAL_OPS and ctype != "bool":
            checks.append(f"!isnan({x}) && !isnan({y})")
        return f"({x} {_BINOP_C[t[1]]} {y})"
    c = _render_c(t[1], args, ctype, checks)
    return f"({c} ? {_render_c(t[2], args, ctype, checks)} : {_render_c(t[3], args, ctype, checks)})"


def _loop_lines(m: int, s: Step, in_dtypes: list[np.dtype], raw: frozenset = frozenset()) -> list[str]:
    """A loop step as C: its carried values ``c<m>_<j>``, the step's calls ``l<m>_<j>`` inside
    ``for``, then every carried value's next value at once (``n<m>_<j>``: a step may read the
    carried values it replaces)."""
    oc = _c(s.dtype)
    outer = [f"{kind}{i}" for kind, i in s.refs]
    # a per-iteration scalar: its table's element of the iteration (a long long index: a raw CuPy
    # array takes it, and so does a plain pointer in a RawModule, where no header names ptrdiff_t)
    outer = [f"{o}[(long long)it{m}]" if kind == "in" and i in raw else o for o, (kind, i) in zip(outer, s.refs)]
    nd = sum(1 for st in s.body if st[4] is not None)
    first_draw = len(outer) - 1 - 3 * nd
    outs = s.outs if s.outs is not None else (("t", len(s.body) - 1),)
    lines = []
    ctypes = [oc] if s.outs is None else [_c(in_dtypes[j]) for j in range(len(outs))]
    for j, cc in enumerate(ctypes):  # (in the kernel's scope: a loop node of the same loop reads them)
        lines.append(f"{cc} c{m}_{j} = ({cc})({outer[j]});")
    lines.append(f"for (unsigned long long it{m} = 0; it{m} < {outer[-1]}; ++it{m}) {{")
    for j, (_sig, refs, ctype, dtype, dist) in enumerate(s.body):
        tc, bc = _c(ctype), _c(dtype)
        if dist is not None:
            d = first_draw + 3 * refs[0][1]
            key, base, stride = outer[d], outer[d + 1], outer[d + 2]
            lines.append(f"    const {bc} l{m}_{j} = rm_{dist}_{bc}({key}, {base} + it{m} * {stride} + "
                         "(unsigned long long)i);")
            continue
        args = [f"(({tc})" + (f"c{m}_{i}" if k == "c" else outer[i] if k == "x" else f"l{m}_{i}") + ")"
                for k, i in refs]
        lines.append(f"    const {bc} l{m}_{j} = ({bc})({_render_c(parse(_sig[0]).tree, args, tc, [])});")
    nxt = [f"c{m}_{i}" if k == "c" else outer[i] if k == "x" else f"l{m}_{i}" for k, i in outs]
    for j, cc in enumerate(ctypes):
        lines.append(f"    const {cc} n{m}_{j} = ({cc})({nxt[j]});")
    lines += [f"    c{m}_{j} = n{m}_{j};" for j in range(len(outs))]
    lines += ["}", f"const {oc} t{m} = ({oc})(c{m}_{s.out});"]
    return lines


def _step_lines(prog: Program) -> tuple[list[str], list[str]]:
    """The C statements computing the program's steps (t0, t1, ...) and its domain checks."""
    lines = []
    checks_all: list[str] = []
    loops: dict[tuple, int] = {}  # a loop of several carried values: computed once per kernel
    for m, s in enumerate(prog.steps):
        tc, oc = _c(s.ctype), _c(s.dtype)
        if s.body is not None:
            same = loops.setdefault((s.refs, s.body, s.outs), m) if s.outs is not None else m
            if same != m:  # another carried value of a loop computed above
                lines.append(f"const {oc} t{m} = ({oc})(c{same}_{s.out});")
                continue
            lines.extend(_loop_lines(m, s, [_ref_dtype(prog, r) for r in s.refs], prog.raw))
            continue
        if s.random:
            dist = s.expr.split(":", 1)[1]
            (_, kj), (_, cj) = s.refs
            lines.append(f"const {oc} t{m} = rm_{dist}_{oc}(p{kj}, p{cj} + (unsigned long long)i);")
            continue
        args = [f"(({tc}){kind}{i})" for kind, i in s.refs]
        checks: list[str] = []
        expr = _render_c(parse(s.expr).tree, args, tc, checks)
        lines.append(f"const {oc} t{m} = ({oc})({expr});")
        checks_all.extend(checks)
    return lines, checks_all


def _ref_dtype(prog: Program, ref: Ref) -> np.dtype:
    """The class of a step's operand: an input's, a parameter's or an earlier step's."""
    kind, i = ref
    return prog.in_dtypes[i] if kind == "in" else prog.param_dtypes[i] if kind == "p" else prog.steps[i].dtype


def cuda_source(prog: Program) -> tuple[str, str, str, str]:
    """(in_params, out_params, operation, preamble) of the program's ElementwiseKernel.

    The escape flag is an output (inputs are read-only in CuPy's kernels)."""
    from runmat_accel.fusion.random import CUDA_RANDOM

    ins = [("raw " if k in prog.raw else "") + f"{_CUPY_TYPE[d.str[1:]]} in{k}" for k, d in enumerate(prog.in_dtypes)]
    ins += [f"{_CUPY_TYPE[d.str[1:]]} p{j}" for j, d in enumerate(prog.param_dtypes)]
    lines, checks_all = _step_lines(prog)
    for c in checks_all if prog.domain else ():
        lines.append(f"if (!({c})) escaped[0] = 1;")
    lines.append(f"out = t{len(prog.steps) - 1};")
    out = f"{_CUPY_TYPE[prog.dtype.str[1:]]} out" + (", raw int32 escaped" if prog.domain else "")
    preamble = CUDA_PRELUDE + (CUDA_RANDOM if prog.draws else "")
    return ", ".join(ins), out, "\n".join(lines), preamble


_C_PARAM = {"f4": "float", "f8": "double", "b1": "bool", "u8": "unsigned long long"}


def loop_steps(prog: Program) -> list[int]:
    """The steps of a program that are loops (a whole-array reduction's map writes their values
    out: :func:`map_function`)."""
    return [m for m, s in enumerate(prog.steps) if s.body is not None]


def map_function(prog: Program, name: str, ctype: str, checked: bool = False) -> str:
    """The program as a device function ``ctype name(in0, ..., p0, ...)`` (a reduction's map).
    ``checked`` (a program with a domain check, in a whole-array reduction's kernel): a parameter
    ``int* escaped`` that an element outside a function's real domain sets, as a fused kernel's
    escape flag. A program with draws (its own or a loop's) takes the element's index ``i`` last
    (the draws' counters, as an elementwise kernel's), and a loop's per-iteration table
    (``prog.raw``) is a pointer: only a whole-array reduction kernel calls those
    (:func:`runmat_accel.fusion.reduce.cuda_flat_source`), which also passes, per loop step m, an
    output ``k<m>`` the map writes the loop's value of element ``i`` to (:func:`loop_steps`)."""
    decl = [f"const {_C_PARAM[d.str[1:]]}" + (f"* __restrict__ in{k}" if k in prog.raw else f" in{k}")
            for k, d in enumerate(prog.in_dtypes)]
    decl += [f"const {_C_PARAM[d.str[1:]]} p{j}" for j, d in enumerate(prog.param_dtypes)]
    lines, checks_all = _step_lines(prog)
    if checked:
        decl.append("int* __restrict__ escaped")
        lines += [f"if (!({c})) escaped[0] = 1;" for c in checks_all]
    kept = loop_steps(prog)
    if kept:  # a loop's carried value written out as it is computed (the reduction keeps it)
        decl += [f"{_c(prog.steps[m].dtype)}* __restrict__ k{m}" for m in kept]
        lines += [f"k{m}[i] = t{m};" for m in kept]
    if prog.draws or kept:
        decl.append("const long long i")
    result = f"t{len(prog.steps) - 1}" if prog.steps else "in0"
    body = "\n  ".join(lines + [f"return ({ctype})({result});"])
    return f"\n__device__ __forceinline__ {ctype} {name}({', '.join(decl)}) {{\n  {body}\n}}\n"


# -- NumPy -------------------------------------------------------------------------------------
_BINOP_NP = {"+": np.add, "-": np.subtract, "*": np.multiply, "/": np.true_divide, "==": np.equal,
             "~=": np.not_equal, "<": np.less, "<=": np.less_equal, ">": np.greater, ">=": np.greater_equal,
             "&": np.logical_and, "|": np.logical_or}


def _eval_np(t: Expr, args: list[Any], ctype: np.dtype) -> Any:
    kind = t[0]
    if kind == "arg":
        return args[t[1]]
    if kind == "num":
        return ctype.type(t[1])
    if kind == "call":
        fn = FUNCTIONS[t[1]]
        sub = [_eval_np(a, args, ctype) for a in t[2]]
        if fn.domain is not None and not np.all(_eval_np(parse(fn.domain).tree, sub, ctype)):
            raise DomainEscape(t[1])
        return fn.numpy(*sub)
    if kind == "unary":
        x = _eval_np(t[2], args, ctype)
        if t[1] == "~":
            if ctype.kind == "f" and np.any(np.isnan(x)):
                raise DomainEscape("~")
            return np.logical_not(x)
        return np.negative(x) if t[1] == "-" else x
    if kind == "binary":
        x, y = _eval_np(t[2], args, ctype), _eval_np(t[3], args, ctype)
        if t[1] in LOGICAL_OPS and ctype.kind == "f" and (np.any(np.isnan(x)) or np.any(np.isnan(y))):
            raise DomainEscape(t[1])
        if t[1] in COMPARE_OPS or t[1] in LOGICAL_OPS or ctype.kind != "b":
            return _BINOP_NP[t[1]](x, y)
        return _BINOP_NP[t[1]](x.astype(np.float64), y)  # arithmetic on logicals: as C does
    return np.where(_eval_np(t[1], args, ctype), _eval_np(t[2], args, ctype), _eval_np(t[3], args, ctype))


def _eval_loop(s: Step, outer: list[Any], raw: frozenset = frozenset()) -> list[np.ndarray]:
    """A loop step with NumPy: each iteration computes its calls exactly as a step's own program
    would (the same casts, the same draws), so the result equals the step-by-step graphs'. Every
    carried value after the last iteration."""
    from runmat_accel.fusion.random import numpy_draw

    nd = sum(1 for st in s.body if st[4] is not None)
    first_draw = len(outer) - 1 - 3 * nd
    outs = s.outs if s.outs is not None else (("t", len(s.body) - 1),)
    if s.outs is None:
        carried = [np.asarray(outer[0]).astype(s.dtype, copy=False)]
    else:
        carried = [np.asarray(outer[j]) for j in range(len(outs))]
    shape = np.broadcast_shapes(*(c.shape for c in carried))
    tables = {i: np.asarray(outer[i]).reshape(-1) for i in raw}
    for it in range(int(outer[-1])):
        for i, table in tables.items():  # a per-iteration scalar: the iteration's parameter
            outer[i] = table[it].item()
        vals: list[Any] = []
        for sig, refs, ctype, dtype, dist in s.body:
            if dist is not None:
                d = first_draw + 3 * refs[0][1]
                ctr = (int(outer[d + 1]) + it * int(outer[d + 2])) & 0xFFFFFFFFFFFFFFFF
                vals.append(numpy_draw(dist, int(outer[d]), ctr, shape, dtype))
                continue
            args = []
            for k, i in refs:
                if k == "x" and not isinstance(outer[i], np.ndarray):
                    args.append(ctype.type(outer[i]))  # a scalar parameter
                else:
                    v = carried[i] if k == "c" else outer[i] if k == "x" else vals[i]
                    args.append(np.asarray(v).astype(ctype, copy=False))
            vals.append(np.asarray(_eval_np(parse(sig[0]).tree, args, ctype)).astype(dtype, copy=False))
        carried = [np.asarray(carried[i] if k == "c" else outer[i] if k == "x" else vals[i]).astype(
            carried[j].dtype, copy=False) for j, (k, i) in enumerate(outs)]
    return carried


def evaluate_numpy(prog: Program, inputs: list[Any], params: list[Any], shape: tuple[int, ...],
                   kept: list | None = None) -> np.ndarray:
    """The program's result computed with NumPy (raises DomainEscape like the kernel reports);
    ``kept``: a list the values of its loop steps are appended to (:func:`loop_steps`)."""
    from runmat_accel.fusion.random import numpy_draw

    vals: list[Any] = []
    loops: dict[tuple, list[np.ndarray]] = {}
    with np.errstate(all="ignore"):
        for s in prog.steps:
            if s.random:
                (_, kj), (_, cj) = s.refs
                vals.append(numpy_draw(s.expr.split(":", 1)[1], params[kj], params[cj], shape, s.dtype))
                continue
            if s.body is not None:
                key = (s.refs, s.body, s.outs)
                done = loops.get(key) if s.outs is not None else None
                if done is None:  # (a loop of several carried values: computed once per kernel)
                    outer = [inputs[i] if kind == "in" else params[i] if kind == "p" else vals[i] for kind, i in s.refs]
                    raw = frozenset(j for j, (kind, i) in enumerate(s.refs) if kind == "in" and i in prog.raw)
                    done = loops[key] = _eval_loop(s, outer, raw)
                vals.append(np.asarray(done[s.out]).astype(s.dtype, copy=False))
                continue
            args = []
            for kind, i in s.refs:
                v = inputs[i] if kind == "in" else params[i] if kind == "p" else vals[i]
                args.append(np.asarray(v).astype(s.ctype, copy=False) if kind != "p" else s.ctype.type(v))
            r = _eval_np(parse(s.expr).tree, args, s.ctype)
            vals.append(np.asarray(r).astype(s.dtype, copy=False))
    if kept is not None:
        kept += [np.array(np.broadcast_to(vals[m], shape), order="F", copy=True) for m in loop_steps(prog)]
    out = vals[-1]
    if out.shape != tuple(shape):
        out = np.broadcast_to(out, shape)
    out = np.array(out, order="F" if all(a.flags.f_contiguous for a in inputs if a.ndim) else "K", copy=True)
    return out


# -- running a graph ---------------------------------------------------------------------------
_KERNELS: dict[tuple, Any] = {}
ROLL_FROM = 8  # pending calls in a graph before materialising looks for a loop in it
_REC = recorder()


class _Failed:
    """A program whose kernel did not compile: later graphs of that shape run unfused at once."""

    def __init__(self, reason: str) -> None:
        self.reason = reason


def launch_counter(cached: tuple, ops: int, cause: str, draws: int = 0, reduction: bool = False) -> Any:
    """The telemetry counter of launches of a cached kernel entry (``(kernel, program, counters)``
    in ``_KERNELS``) for ``cause``: a cache hit is one ``next`` on it."""
    counters = cached[2]
    c = counters.get(cause)
    if c is None:
        c = counters[cause] = _REC.launch_counter(ops, draws, reduction, cause)
    return c


def count_launch(compiled_ns: int, ops: int, cause: str, draws: int = 0, reduction: bool = False) -> None:
    """Telemetry of one fused launch: a compile (``compiled_ns`` >= 0) or a cache hit (-1),
    the calls computed in it, its cause (cache hits of cached entries: :func:`launch_counter`)."""
    with _REC.lock:
        f = _REC.fusion
        if compiled_ns < 0:
            f.cache_hits += 1
        else:
            f.compiles += 1
            f.compile_ns += compiled_ns
        f.kernels += 1
        f.ops_fused += ops
        f.random_in_kernel += draws
        f.reductions += reduction
        f.reasons[cause] = f.reasons.get(cause, 0) + 1


def _count_loops(compiled_ns: int, nodes: list[Node], cause: str, reduction: bool = False) -> None:
    """Telemetry of a launch holding loops: the calls and draws of every iteration, the loops
    (``reduction``: a reduction's kernel whose map holds them)."""
    ops = draws = loops = iterations = 0
    for n in nodes:
        lp = n.loop
        if lp is None:
            ops += n.random is None
            draws += n.random is not None
            continue
        nd = len(lp.keys)
        ops += lp.count * (len(lp.steps) - nd)
        draws += lp.count * nd
        loops += 1
        iterations += lp.count
    count_launch(compiled_ns, ops + reduction, cause, draws=draws, reduction=reduction)
    with _REC.lock:
        _REC.fusion.loops += loops
        _REC.fusion.loop_iterations += iterations


def count_unfused_reason(why: str) -> None:
    with _REC.lock:
        _REC.fusion.reasons[why] = _REC.fusion.reasons.get(why, 0) + 1


def materialize(root: Node, cause: str) -> Any:
    """Compute a pending graph (one fused kernel); the root's value afterwards."""
    rec = _REC
    prov = root.provider
    flag = None
    if root.size >= ROLL_FROM and root.loop is None:
        from runmat_accel.fusion.loop import roll_graph

        roll_graph(root)  # a loop's repeated steps: one loop node, one kernel whatever the count
    key, inputs, params, pdtypes, nodes, refs_of = walk_graph(root)
    ck = (prov.name, key)
    cached = _KERNELS.get(ck)
    kernel = None
    if cached is None and complex_input(key):
        out = _unfused(root, "complex operand")
    elif cached.__class__ is _Failed:
        out = _unfused(root, cached.reason)
    else:
        try:
            if cached is None:
                prog = _program(root, key, inputs, pdtypes, nodes, refs_of)
                t0 = perf_counter_ns()
                try:
                    kernel = prov.compile_fused(prog)
                    if prog.domain and prov.defers_checks:
                        flag = prov.new_flag()
                        launched = prov.launch_fused(kernel, prog, inputs, params, root.shape, flag=flag)
                    else:
                        launched = prov.launch_fused(kernel, prog, inputs, params, root.shape)  # compiles
                except DomainEscape:
                    raise
                except Exception as exc:
                    if prov.compile_failed(exc):  # the source is at fault: never try it again
                        _KERNELS[ck] = _Failed(f"{type(exc).__name__}: {exc}"[:400])
                    raise
                _KERNELS[ck] = (kernel, prog, {})
                if prog.loops:
                    _count_loops(perf_counter_ns() - t0, nodes, cause)
                else:
                    count_launch(perf_counter_ns() - t0, len(nodes) - prog.draws, cause, draws=prog.draws)
            else:
                kernel, prog, counters = cached
                if prog.domain and prov.defers_checks:
                    flag = prov.new_flag()
                    launched = prov.launch_fused(kernel, prog, inputs, params, root.shape, flag=flag)
                else:
                    launched = prov.launch_fused(kernel, prog, inputs, params, root.shape)
                if prog.loops:
                    _count_loops(-1, nodes, cause)
                else:
                    next(counters.get(cause) or launch_counter(cached, len(nodes) - prog.draws, cause, prog.draws))
            out = launched
            nbytes = 0
            for x in inputs:
                nbytes += x.nbytes
            rec.count_kernel_bytes(nbytes, out.nbytes)
        except DomainEscape:
            if kernel is not None:
                _KERNELS.setdefault(ck, (kernel, prog, {}))
            out = _unfused(root, "domain")
        except Exception as exc:  # a compile or launch failure: the calls one by one, as unfused
            if isinstance(exc, MException):
                raise
            if flag is not None:
                prov.drop_flag(flag)
                flag = None
            out = _unfused(root, f"{type(exc).__name__}: {exc}"[:400])
    root.value = out
    deps = checks.deps_of(nodes) if checks._PENDING else ()
    if flag is not None or deps:  # read where a value is needed (fusion/checks.py): operands kept
        checks.register(root, flag, deps, lambda: _recompute(root))
    else:
        root.operands = ()
    return out


def complex_input(key: tuple) -> bool:
    """True when a graph's cache key (:func:`walk_graph`) has a complex input: a result that
    escaped its real domain after the graph was built (``sqrt(-1)``). The kernels compute real
    classes only; the builtins' bodies compute the graph (a complex kernel is never cached, so
    only a cache miss asks)."""
    return any(d.kind == "c" for d in key[1])


def _recompute(root: Node) -> Any:
    """A graph whose kernel escaped (or consumed a result that did), builtin by builtin."""
    root.value = None
    return _unfused(root, "domain")


def _unfused(root: Node, why: str) -> Any:
    """Compute the graph builtin by builtin through their own device bodies."""
    rec = _REC
    with rec.lock:
        rec.fusion.unfused += 1
        key = f"unfused: {why}"
        rec.fusion.reasons[key] = rec.fusion.reasons.get(key, 0) + 1
    prov = root.provider
    order: list[Node] = []
    seen: set[int] = set()

    def visit(n: Node) -> None:
        if id(n) in seen or (n.value is not None and (n.check is None or not n.operands)):
            return  # computed; but a result whose check is not read yet may have escaped: again
        seen.add(id(n))
        for o in n.operands:
            if o.__class__ is Node:
                visit(o)
        order.append(n)

    visit(root)
    for n in order:
        if n.loop is not None:  # the loop's iterations, each call through its body
            from runmat_accel.fusion.loop import unroll

            n.value = _unfused(unroll(n), why)
            n.operands = ()
            continue
        if n.random is not None:
            if n is root:  # the draw's own kernel failed: the same counters' values made on the host
                from runmat_accel.fusion.random import numpy_draw

                n.value = prov.upload(numpy_draw(n.random[0], n.random[1], n.random[2], n.shape, n.dtype))
            else:
                n.value = materialize(Node(n.op, None, (), n.shape, n.dtype, n.ctype, prov, random=n.random), "random")
            continue
        args = [o.value if o.__class__ is Param or o.__class__ is Node else o for o in n.operands]
        out = n.eager(*args)
        if not prov.is_native(out):
            out = prov.upload(np.asarray(out).reshape(1, 1) if np.ndim(out) == 0 else np.asarray(out))
        n.value = out
        n.dtype = out.dtype  # complex where an operand escaped its real domain
        if n is not root and n.check is None:  # a pending check keeps them (it may compute it again)
            n.operands = ()
    return root.value
