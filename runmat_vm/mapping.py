"""What arrayfun and cellfun ask of the VM (through ``VMContext``): a per-element caller prepared
once, and the whole-array evaluation of an anonymous body that is elementwise.

*Per element* (:func:`element_caller`): the cheapest call that gives the general call's answer —
a builtin handle's scalar kernel (``@numel``, ``@isempty``, ``@sin`` on doubles: exact or
``NotImplemented``, counted on the builtin's inline counter like the compiled tier's inlined calls),
else the builtin through ``call_builtin``; an anonymous body that only forwards its arguments to a
builtin (``@(s) upper(s)``) calls that builtin (an error gets the body's stack entry, as the
interpreter adds it); an anonymous body or a file's function with a leaf for the first element's
classes (``jit/handles.py``, ``tier.leaf_function``) runs it; everything else, and any element
whose classes differ or whose leaf gives up, takes ``interp.call_value``.

*Whole array* (:func:`whole_array`): an anonymous body made of operators and calls of builtins
that are elementwise in the catalog (``accel.kind`` "elementwise" with a template of the call's
arity; a matrix operator is its elementwise builtin — the one with the same scalar kernel — since
its operands are scalars element by element), over captured values and constants that are
scalars, computes on the whole inputs what it computes on each element: the result is MATLAB's
when it has the inputs' shape and a numeric, logical or char class.  Any error or warning on the
way returns None, and the caller runs the per-element path (so messages are the per-element ones).
Telemetry then counts one call per builtin of the body, the calls that ran.
"""

from __future__ import annotations

import functools
import re
from typing import Any

import numpy as np

from runmat_builtins.dispatch import answered_counter, call_builtin, count_answered, scalar_kernel
from runmat_builtins.values import FunctionHandle
from runmat_vm import code as bc
from runmat_vm import interp
from runmat_vm.code import UNDEF

_ARITY = re.compile(r"\{(\d+)\}")
_NUMERIC = frozenset("biufcU")


# ---------------------------------------------------------------------- per element
def element_caller(sess: Any, frame: Any, fn: Any, nargout: int, first: tuple) -> Any:
    """A function ``call(*args)`` giving what ``interp.call_value(sess, fn, args, nargout, frame)``
    gives, fastest for arguments of the classes of ``first`` (the first element's)."""
    def general(*args: Any) -> Any:
        return interp.call_value(sess, fn, list(args), nargout, frame)

    if fn.__class__ is not FunctionHandle or sess.resolver is not None:
        return general
    target = fn.target
    if target.__class__.__name__ == "LambdaInfo":
        name = forwarded_builtin(target, len(first))
        if name is not None and sess.classes is None and sess.resolve(name) == name:
            return _forwarding(sess, frame, fn, name, nargout)
        if nargout <= 1 and interp.JIT is not None:
            from runmat_vm.jit import handles

            classes = tuple(v.__class__ for v in fn.captures.values()) + tuple(a.__class__ for a in first)
            leaf = handles.lambda_leaf(target, classes, interp.JIT.kernels_for(sess)) \
                if len(fn.captures) == len(target.captures) else None
            if leaf is not None:
                return _leaf_caller(handles.bound(leaf, sess, fn), first, general, sess)
        return general
    if target is None:
        resolved = sess.resolve(fn.name) if fn.name else None
        if resolved.__class__ is str:
            return _builtin(sess, resolved, nargout, len(first))
        target = resolved
    if getattr(target, "kind", None) == "function" and getattr(target, "parent", 0) is None \
            and nargout <= 1 and interp.JIT is not None and target.code is not None:
        from runmat_vm.jit import tier

        classes = tuple(a.__class__ for a in first)
        leaf = tier.leaf_function(target, classes, interp.JIT.kernels_for(sess)) \
            if all(c in (float, bool) for c in classes) else None
        if leaf is not None:
            return _leaf_caller(functools.partial(leaf, sess._resolve_cache.get), first, general, sess)
    return general


def _leaf_caller(leaf: Any, first: tuple, general: Any, sess: Any) -> Any:
    """``leaf`` (a function of the arguments) for arguments of ``first``'s classes below the
    recursion limit when it answers, ``general`` otherwise."""
    limit = interp.RECURSION_LIMIT
    if len(first) == 1:
        c0 = first[0].__class__

        def call1(x: Any) -> Any:
            if x.__class__ is c0 and sess.depth < limit:
                r = leaf(x)
                if r is not UNDEF:
                    return r
            return general(x)
        call1.pure = True   # a leaf cannot be observed (other classes take the general call)
        return call1
    classes = tuple(a.__class__ for a in first)

    def call(*args: Any) -> Any:
        if tuple(a.__class__ for a in args) == classes and sess.depth < limit:
            r = leaf(*args)
            if r is not UNDEF:
                return r
        return general(*args)
    call.pure = True
    return call


def _builtin(sess: Any, name: str, nargout: int, nargs: int) -> Any:
    """A builtin handle: its scalar kernel when it takes this many arguments and one output is
    asked for (declining values take the builtin), else the builtin itself."""
    ctx = sess.ctx
    k = scalar_kernel(name) if nargout <= 1 else None
    if k is None or k.nargs != nargs:
        def call(*args: Any) -> Any:
            return call_builtin(name, *args, nargout=nargout, ctx=ctx)
        return call
    counter = answered_counter(name)
    tick = counter.__next__
    NI = NotImplemented
    if k.takes == "any":   # shape queries: any value (they decline what they do not know)
        def kernel(*args: Any) -> Any:
            r = k(*args)
            if r is NI:
                return call_builtin(name, *args, nargout=nargout, ctx=ctx)
            tick()
            return r
    else:   # double scalars (and logical ones where the kernel is exact for them) only
        ok = (float, bool) if k.logical else (float,)

        def kernel(*args: Any) -> Any:
            for a in args:
                if a.__class__ not in ok:
                    return call_builtin(name, *args, nargout=nargout, ctx=ctx)
            r = k(*args)
            if r is NI:
                return call_builtin(name, *args, nargout=nargout, ctx=ctx)
            tick()
            return r

    if nargs == 1:
        def prefix(values: list) -> list:
            """The kernel's answers for ``values`` up to the first one it declines (or, for a
            double kernel, the first value of another class)."""
            if k.takes == "any":
                out = list(map(k, values))
            else:
                out = []
                append = out.append
                for v in values:
                    if v.__class__ not in ok:
                        break
                    r = k(v)
                    if r is NI:
                        break
                    append(r)
            if NI in out:
                del out[next(i for i, v in enumerate(out) if v is NI):]
            if out:
                count_answered(counter, len(out))
            return out
        kernel.prefix = prefix
    return kernel


def forwarded_builtin(info: Any, nargs: int) -> str | None:
    """The name ``f`` of an anonymous body ``@(a, b, ..) f(a, b, ..)`` called with all its
    parameters, in order, forwarding its nargout, where ``f`` is resolved at run time (no local
    function of the file); None for any other body."""
    code = info.code
    ins = code.instrs
    params = info.params
    if len(ins) != 2 or nargs != len(params) or info.captures or any(p in ("~", "varargin") for p in params):
        return None
    call, ret = ins
    if call[0] != bc.CALL or ret[0] != bc.RETURN_VALUE or ret[1] != call[1] or call[4] != -1 \
            or call[5] or call[6] is not None:
        return None
    vm = code.varmap
    if tuple(call[3]) != tuple(vm[p] for p in params):
        return None
    return call[2]


def _forwarding(sess: Any, frame: Any, fh: Any, name: str, nargout: int) -> Any:
    ctx = sess.ctx
    code = fh.target.code

    def call(*args: Any) -> Any:
        try:
            return call_builtin(name, *args, nargout=nargout, ctx=ctx)
        except Exception as exc:  # the body's frame on the stack, as the interpreter gives it
            err = interp.to_mexception(exc)
            lf = interp.Frame(sess, list(code.template), code.varmap, code=code, kind="lambda",
                              name="@(" + ",".join(fh.params) + ")", filename=code.filename,
                              nargin=len(args), nargout=nargout, caller=frame)
            interp.add_stack(err, lf, code, 0)
            if err is exc:
                raise
            raise err from exc
    return call


# ---------------------------------------------------------------------- whole array
class _Warned(Exception):
    pass


_PLANS: dict[Any, Any] = {}
_TWINS: dict[str, Any] = {}


def whole_array(sess: Any, fn: Any, inputs: Any, nargout: int) -> Any:
    """The anonymous body ``fn`` computed once on the whole ``inputs`` (arrays of one shape, or a
    function making them, called only once the body qualifies), when that is exactly what it
    computes element by element (see the module docstring); else None."""
    if nargout > 1 or fn.__class__ is not FunctionHandle or sess.classes is not None or sess.resolver is not None:
        return None
    info = fn.target
    if info.__class__.__name__ != "LambdaInfo":
        return None
    plan = _plan(info)
    if plan is None or len(fn.captures) != len(info.captures):
        return None
    for v in fn.captures.values():
        if not _scalar(v):
            return None
    calls = plan[1]
    for name in calls:
        if sess.resolve(name) != name:
            return None
    if callable(inputs):
        inputs = inputs()
    if inputs is None or len(inputs) != len(info.params):
        return None
    shape = inputs[0].shape
    for x in inputs:
        if x.__class__ is not np.ndarray or x.dtype.kind not in _NUMERIC or x.shape != shape:
            return None
    code = info.code
    R = list(code.template)
    vm = code.varmap
    for k, v in fn.captures.items():
        R[vm[k]] = v
    for p, x in zip(info.params, inputs):
        R[vm[p]] = x
    ctx = sess.ctx
    warned: list = []

    def warn(identifier: str, message: str) -> None:
        warned.append(identifier)
        raise _Warned(identifier)

    ctx.warn = warn   # a warning means the per-element path (which shows it per element)
    try:
        out = _run(plan[0], R, ctx)
    except Exception:
        return None
    finally:
        del ctx.warn
    if warned or out.__class__ is not np.ndarray or out.shape != shape or out.dtype.kind not in _NUMERIC:
        return None
    return out


def _scalar(v: Any) -> bool:
    t = v.__class__
    if t is float or t is bool or t is complex:
        return True
    return t is np.ndarray and v.size == 1 and v.dtype.kind in _NUMERIC


def _run(steps: list, R: list, ctx: Any) -> Any:
    for st in steps:
        op = st[0]
        if op == 0:  # ("call", d, name, arg slots)
            R[st[1]] = call_builtin(st[2], *[R[s] for s in st[3]], nargout=1, ctx=ctx)
        elif op == 1:  # MOVE
            R[st[1]] = R[st[2]]
        else:
            return R[st[1]]
    return None


def _plan(info: Any) -> Any:
    """(steps, builtin names called by name) of an elementwise body, or None; cached per body."""
    code = info.code
    plan = _PLANS.get(code, UNDEF)
    if plan is not UNDEF:
        return plan
    plan = None
    try:
        plan = _make_plan(code)
    except Exception:
        plan = None
    if len(_PLANS) > 4096:
        _PLANS.clear()
    _PLANS[code] = plan
    return plan


def _make_plan(code: Any) -> Any:
    for s, v in code.const_slots:
        if not _scalar(v):
            return None
    steps: list = []
    calls: list[str] = []
    for ins in code.instrs:
        op = ins[0]
        if op == bc.BIN or op == bc.UN:
            name = _elementwise(ins[5] if op == bc.BIN else ins[4], 2 if op == bc.BIN else 1)
            if name is None:
                return None
            steps.append((0, ins[1], name, (ins[2], ins[3]) if op == bc.BIN else (ins[2],)))
        elif op == bc.CALL:
            d, name, slots, _nargout, splat, target = ins[1:7]
            if splat or target is not None or _elementwise(name, len(slots)) != name:
                return None
            steps.append((0, d, name, tuple(slots)))
            calls.append(name)
        elif op == bc.MOVE:
            steps.append((1, ins[1], ins[2]))
        elif op == bc.FUSED or op == bc.NOP:
            continue  # its own instructions follow it
        elif op == bc.RETURN_VALUE:
            steps.append((2, ins[1]))
            return steps, tuple(calls)
        else:
            return None
    return None


def _elementwise(name: str, nargs: int) -> str | None:
    """The elementwise builtin computing ``name`` on scalar operands: ``name`` itself when the
    catalog says it is elementwise with a template of this arity, the elementwise operator with
    the same scalar kernel for a matrix operator (``mtimes`` -> ``times``), else None."""
    key = (name, nargs)
    if key in _TWINS:
        return _TWINS[key]
    from runmat_builtins.index import index   # the builtins' metadata, without loading the catalog

    out = None
    info = index().get(name)
    if info is not None:
        kind = info.kind
        if kind == "elementwise" and _arity(info.template) == nargs:
            out = name
        elif kind == "matmul":
            k = scalar_kernel(name)
            BINOPS, UNOPS = _operator_names()
            for other in (BINOPS if nargs == 2 else UNOPS):
                if other != name and k is not None and scalar_kernel(other) is k:
                    if _elementwise(other, nargs) == other:
                        out = other
                        break
    _TWINS[key] = out
    return out


def _arity(template: str | None) -> int:
    if not template:
        return -1
    return max((int(m) for m in _ARITY.findall(template)), default=-1) + 1


def _operator_names() -> tuple:
    from runmat_vm.compiler import BINOPS, UNOPS

    return tuple(dict.fromkeys(BINOPS.values())), tuple(dict.fromkeys(UNOPS.values()))
