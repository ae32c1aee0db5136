"""Anonymous functions at compiled speed: an anonymous body as a plain Python function (a leaf),
and the compiled tier's call sites ``f(x)`` of a variable holding a function handle.

A body that compiles, for the classes of its arguments and captured values, to arithmetic and
inlined builtin calls only (``codegen.render_leaf``: no frame, nothing it calls can fail or look at
anything) becomes ``leaf(_rg, *captured values, *arguments)``; it returns the body's value, or UNDEF
when a guard of an inlined call fails (a name that no longer resolves to its builtin, a kernel
that declines), and then the caller takes the general call.  ``Tier.lambda_call`` runs it for
the interpreter's ``invoke_lambda`` (so arrayfun, cellfun, feval and interpreted loops get it);
a compiled call site keeps the handle it last saw and that handle's leaf bound to its captured
values (``site_call``), guarded on the handle being the very same object.
"""

from __future__ import annotations

import functools
from typing import Any

from runmat_vm import code as bc
from runmat_vm.code import UNDEF
from runmat_vm.jit import types as T

_PENDING = object()   # seen once: compiled at the second call with these classes
_LEAF_CLASSES = (float, bool)


def shape_of_lambda(info: Any) -> tuple[tuple[int, ...], tuple[int, ...]] | None:
    """(capture slots, parameter slots) of a body a leaf can take, or None (``~``, varargin)."""
    params = info.params
    if any(p in ("~", "varargin") for p in params):
        return None
    vm = info.code.varmap
    return tuple(vm[c] for c in info.captures), tuple(vm[p] for p in params)


def lambda_leaf(info: Any, classes: tuple, kernel_of: Any) -> Any:
    """The leaf of anonymous body ``info`` for these classes (of the captured values in
    ``info.captures`` order, then of the arguments), or None when the body is not a pure leaf.
    Cached on the body's code object."""
    code = info.code
    cache = code.entries
    if cache is None:
        cache = code.entries = {}
    key = ("lambda", classes)
    leaf = cache.get(key, _PENDING)
    if leaf is not _PENDING:
        return leaf
    leaf = None
    shape = shape_of_lambda(info)
    try:
        if shape is not None and len(classes) == len(shape[0]) + len(shape[1]) \
                and all(c in _LEAF_CLASSES for c in classes):
            leaf = _build(info, shape, classes, kernel_of)
    except Exception:  # Unsupported, or anything unexpected: the general call stays
        leaf = None
    cache[key] = leaf
    return leaf


def _build(info: Any, shape: tuple, classes: tuple, kernel_of: Any) -> Any:
    from runmat_vm.jit.codegen import Generator, render_leaf
    from runmat_vm.jit.tier import base_ns, kernel_ns

    code = info.code
    caps, params = shape
    slots = caps + params
    if sorted(slots) != list(range(len(slots))) or len(slots) != len(code.varmap):
        return None
    entry = {s: T.of_class(c) for s, c in zip(slots, classes)}
    gen = Generator(code, entry, kernel_of=kernel_of)
    # the body's value is asked for once: a call forwarding the frame's nargout gives one output
    gen.instrs = [_one_output(ins) for ins in code.instrs]
    gen.batch = False
    gen.function()
    if gen.entries or gen.leaves:
        return None
    fname = "_m_lambda_leaf"
    src = render_leaf(gen, fname, len(slots))
    if src is None:
        return None
    head, _, rest = src.partition("\n")
    order = ", ".join(["_rg"] + [f"a{s}" for s in slots])
    src = f"def {fname}({order}):\n{rest}"
    ns = dict(base_ns())
    ns["R"] = tuple(code.template)
    kernel_ns(gen, ns)
    exec(compile(src, f"<runmat-jit lambda {info.text}>", "exec"), ns)  # noqa: S102 - our own source
    leaf = ns[fname]
    leaf.source = src
    return leaf


def _one_output(ins: tuple) -> tuple:
    op = ins[0]
    if op == bc.CALL and ins[4] == -1:
        return ins[:4] + (1,) + ins[5:]
    if op == bc.INDEX and ins[5] == -1:
        return ins[:5] + (1,)
    return ins


class LambdaCalls:
    """The leaves of anonymous bodies for ``Tier.lambda_call``: compiled at the second call of a
    body with the same classes (one call is not worth ~1 ms of code generation)."""

    def __init__(self, kernel_finder: Any) -> None:
        self.kernel_finder = kernel_finder
        self.seen: dict[Any, int] = {}

    def leaf_for(self, sess: Any, fh: Any, info: Any, args: Any) -> Any:
        classes = tuple(v.__class__ for v in fh.captures.values()) + tuple(a.__class__ for a in args)
        code = info.code
        cache = code.entries
        if cache is not None:
            leaf = cache.get(("lambda", classes), _PENDING)
            if leaf is not _PENDING:
                return leaf
        if len(fh.captures) != len(info.captures):
            return None
        key = (code, classes)
        n = self.seen.get(key, 0) + 1
        if len(self.seen) > 4096:   # bodies of chunks run once and gone
            self.seen.clear()
        self.seen[key] = n
        if n < 2:
            return None
        return lambda_leaf(info, classes, self.kernel_finder(sess))


def bound(leaf: Any, sess: Any, fh: Any) -> Any:
    """``leaf`` with the session's resolution cache and ``fh``'s captured values bound: a function
    of the arguments alone."""
    return functools.partial(leaf, sess._resolve_cache.get, *fh.captures.values())


def _general(*args: Any) -> Any:
    return UNDEF


def site_miss(cache: list, fh: Any, sess: Any, *args: Any) -> Any:
    """A compiled call site ``f(args)`` saw a handle other than the one it keeps: keep this one
    with its bound leaf (or, when it has none, a function answering UNDEF, so the site takes the
    general call at once) and run it."""
    fn = _general
    target = getattr(fh, "target", None)
    jit = _jit()
    if jit is not None and sess.resolver is None:
        if target.__class__.__name__ == "LambdaInfo":
            classes = tuple(v.__class__ for v in fh.captures.values()) + tuple(a.__class__ for a in args)
            leaf = lambda_leaf(target, classes, jit.kernels_for(sess)) \
                if len(fh.captures) == len(target.captures) else None
            if leaf is not None:
                fn = bound(leaf, sess, fh)
        elif getattr(target, "kind", None) == "function" and target.parent is None and target.code is not None:
            # @name of a file's function (bound when the handle was made): that function's leaf
            from runmat_vm.jit.tier import leaf_function

            leaf = leaf_function(target, tuple(a.__class__ for a in args), jit.kernels_for(sess))
            if leaf is not None and target.code.first_out >= 0:
                fn = functools.partial(leaf, sess._resolve_cache.get)
    cache[0] = (fh, fn)
    return fn(*args)


def _jit() -> Any:
    from runmat_vm import interp

    return interp.JIT


def call_site(gen: Any, pc: int, ins: tuple, st: dict, ind: int) -> bool:
    """``R[d] = R[f](args)`` where ``f`` may hold a function handle (and cannot be an array, which
    ``Generator.index`` reads inline) and every argument is a double or logical scalar: the handle
    the site kept last, when it is this one, runs its leaf here (``HC<pc>[0]`` = (handle, bound
    leaf)); anything else (another handle, a value that is no handle, a leaf answering UNDEF)
    takes the general ``g_INDEX`` (or deoptimises to it)."""
    d, b, slots, splat = ins[1], ins[2], ins[3], ins[4]
    ty = gen.ty(st, b)
    if splat or not slots or not ty & T.OTHER or ty & T.A or b in gen.consts:
        return False   # (a value that may be an array keeps the inline element read)
    tys = [gen.ty(st, s) for s in slots]
    if not all(t in (T.F, T.B) for t in tys):
        return False
    if ins[5] not in (0, 1, -1):
        return False
    args = ", ".join(gen.val(st, s) for s in slots)
    f = gen.val(st, b)
    if not hasattr(gen, "handle_sites"):
        gen.handle_sites = set()
    gen.handle_sites.add(pc)
    e = lambda text, i=0: gen.emit(ind + i, text, pc)  # noqa: E731
    # the kept pair is read once (a miss replaces it whole: two threads never mix two pairs)
    fast = (f"sess.depth < LIMIT and (_o := (_hc[1]({args}) if {f} is (_hc := HC{pc}[0])[0] else "
            f"hc_miss(HC{pc}, {f}, sess, {args}))) is not UNDEF")
    if gen.can_deopt():
        e(f"if not ({fast}):")
        gen.deopt(ind + 1, pc)
        e(f"R[{d}] = _o")
        return True
    e(f"if {fast}:")
    e(f"R[{d}] = _o", 1)
    e("else:")
    e(f"g_INDEX(frame, R, code, {gen.I(pc)})", 1)
    gen.forget(st)
    return True


def site_ns(gen: Any, ns: dict) -> None:
    """The per-site caches ``HC<pc>`` and the miss handler for generated code."""
    for k in getattr(gen, "handle_sites", ()):
        ns[f"HC{k}"] = [(None, _general)]
    ns["hc_miss"] = site_miss
