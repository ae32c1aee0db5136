"""``arguments`` blocks: a function's declared inputs become statements at the top of its body.

:func:`expand` rewrites a function whose AST carries ``arguments`` blocks into a plain one,
so both execution tiers run the same bytecode:

1. ``[#npos, S..., #rep...] = argval#bind(npos, nreq, m, 'S.F,...')`` splits the call's
   inputs into positional arguments (MATLAB's ``Not enough input arguments.`` when a required
   one is missing), ``m`` repeating arguments (one cell each) and name-value pairs (one struct
   per name-value structure; names match case-insensitively and by unique prefix), and sets
   ``nargin`` to the number of positional and repeating inputs passed (MATLAB's rule);
2. per argument, in order: its default when it was not passed (``if #npos < k, x = ...; end``,
   so defaults may use earlier arguments), ``x = argval#conform(x, 'cls|dims', kind, where)``
   (class then size, :mod:`runmat_builtins.lib.validation.conform`, the engine property
   validation uses too), and its validator functions inside a ``try`` whose ``catch`` reports
   ``Invalid argument at position k. <message>`` (``Invalid name-value argument 'Name'. ...``)
   with the validator's identifier;
3. ``arguments (Output)`` declarations are checked after the body's last statement.

The helpers are native callables (``kind == 'native'``) the function's scope resolves by
their names, which no MATLAB code can spell (``argval#...``).
"""

from __future__ import annotations

import math
from typing import Any

import numpy as np

from runmat_builtins import errors
from runmat_builtins.errors import MException
from runmat_builtins.lib.validation.conform import conform, is_text_scalar, with_prefix
from runmat_builtins.values import StructArray, cell_array, to_str
from runmat_vm.frontend import ast as A

REST = "#rest"        # the parameter that receives every input past the positional ones
NPOS = "#npos"        # how many positional arguments the call passed
ERR = "#err"          # the caught validator error
LOOP = "#k"           # the repetition counter of repeating arguments
BIND, CONFORM, FAIL = "argval#bind", "argval#conform", "argval#fail"


# ---------------------------------------------------------------------- the rewrite
def expand(fn: A.Function) -> A.Function:
    """``fn`` with its ``arguments`` blocks as statements (see the module docstring)."""
    if not fn.arguments:
        return fn
    inputs = [b for b in fn.arguments if "Output" not in b.attributes]
    outputs = [b for b in fn.arguments if "Output" in b.attributes]
    rep_decls = [d for b in inputs if "Repeating" in b.attributes for d in b.arguments]
    decls = [d for b in inputs if "Repeating" not in b.attributes for d in b.arguments]
    positional = {d.name: d for d in decls if "." not in d.name and d.name != "~"}
    nv = [d for d in decls if "." in d.name]
    structs = list(dict.fromkeys(d.name.split(".", 1)[0] for d in nv))
    rep_names = [d.name for d in rep_decls]
    params = list(fn.params)
    if params and params[-1] == "varargin" and "varargin" not in rep_names and "varargin" not in positional:
        rep_names.append("varargin")  # an undeclared varargin: repeating, unchecked
        rep_decls.append(A.ArgumentDecl("varargin"))
    pos_params = [p for p in params if p not in structs and p not in rep_names]
    # '~' declarations stand for '~' parameters, in order
    tilde = iter(d for d in decls if d.name == "~")
    pos_decls: list[A.ArgumentDecl | None] = []
    for p in pos_params:
        pos_decls.append(positional.get(p) if p != "~" else next(tilde, None))
    nreq = max((k + 1 for k, d in enumerate(pos_decls) if d is not None and d.default is None), default=0)
    rest = bool(rep_names or structs)
    sp = fn.span
    body: list[Any] = []
    targets = [_id(NPOS, sp)] + [_id(s, sp) for s in structs] + [_id(_rep(q), sp) for q in range(len(rep_names))]
    nv_names = _str(",".join(d.name for d in nv), sp)  # one constant, e.g. opts.A,opts.B
    body.append(A.MultiAssign(tuple(targets), _call(BIND, sp, _num(len(pos_params), sp), _num(nreq, sp),
                                                     _num(len(rep_names), sp), nv_names), True, sp))
    for k, (p, d) in enumerate(zip(pos_params, pos_decls), 1):
        if d is None or p == "~":
            continue
        if d.default is not None:
            cond = A.Binary("<", _id(NPOS, sp), _num(k, sp), sp)
            body.append(A.If(((cond, (A.Assign(_id(p, d.span), d.default, True, d.span),)),), None, d.span))
        body.extend(_checks(_id(p, d.span), d, _str("position", sp), _num(k, sp)))
    if rep_names:
        m = len(rep_names)
        loop: list[Any] = []
        for q, d in enumerate(rep_decls):
            if d.name != "~":
                loop.append(A.Assign(_id(d.name, d.span), A.Index(_id(_rep(q), sp), (_id(LOOP, sp),), True, sp),
                                     True, sp))
        for q, d in enumerate(rep_decls):
            if d.name == "~":
                continue
            # position: #npos + (#k - 1) * m + q + 1
            where = A.Binary("+", _id(NPOS, sp), A.Binary("+", A.Binary("*", A.Binary(
                "-", _id(LOOP, sp), _num(1, sp), sp), _num(m, sp), sp), _num(q + 1, sp), sp), sp)
            loop.extend(_checks(_id(d.name, d.span), d, _str("position", sp), where))
        for q, d in enumerate(rep_decls):
            if d.name != "~":
                loop.append(A.Assign(A.Index(_id(_rep(q), sp), (_id(LOOP, sp),), True, sp), _id(d.name, sp), True, sp))
        if any(_has_checks(d) for d in rep_decls):
            count = _call("numel", sp, _id(_rep(0), sp))
            body.append(A.For(_id(LOOP, sp), A.Range(_num(1, sp), None, count, sp), tuple(loop), span=sp))
        for q, d in enumerate(rep_decls):
            if d.name != "~":
                body.append(A.Assign(_id(d.name, sp), _id(_rep(q), sp), True, sp))
    for d in nv:
        s, f = d.name.split(".", 1)
        if f.startswith("?"):
            continue
        has = _call("isfield", sp, _id(s, sp), _str(f, sp))
        target = A.Field(_id(s, d.span), f, d.span)
        if d.default is not None:
            body.append(A.If(((A.Unary("~", has, sp), (A.Assign(target, d.default, True, d.span),)),), None, d.span))
        checks = _checks(target, d, _str("name", sp), _str(f, sp))
        if checks:
            body.extend(checks) if d.default is not None else body.append(A.If(((has, tuple(checks)),), None, sp))
    tail: list[Any] = []
    outs = list(fn.outputs)
    for b in outputs:
        repeating = "Repeating" in b.attributes
        for d in b.arguments:
            if d.name not in outs:
                continue
            known = _call("exist", sp, _str(d.name, sp), _str("var", sp))
            where = _num(outs.index(d.name) + 1, sp)
            if repeating and d.name == outs[-1]:
                # the output is a cell whose elements are the outputs from its position on
                # (varargout's protocol); each element is validated
                loop: list[Any] = []
                if _has_checks(d):
                    elem = A.Index(_id(d.name, sp), (_id(LOOP, sp),), True, sp)
                    pos = A.Binary("+", where, A.Binary("-", _id(LOOP, sp), _num(1, sp), sp), sp)
                    loop.append(A.Assign(_id(ERR + "v", sp), elem, True, sp))
                    loop.extend(_checks(_id(ERR + "v", sp), d, _str("output", sp), pos))
                    loop.append(A.Assign(elem, _id(ERR + "v", sp), True, sp))
                    count = _call("numel", sp, _id(d.name, sp))
                    loop = [A.For(_id(LOOP, sp), A.Range(_num(1, sp), None, count, sp), tuple(loop), span=sp)]
                loop.append(A.Assign(_id("varargout", sp), _id(d.name, sp), True, sp))
                tail.append(A.If(((known, tuple(loop)),), None, sp))
                outs[-1] = "varargout"
            elif _has_checks(d):
                tail.append(A.If(((known, tuple(_checks(_id(d.name, d.span), d, _str("output", sp), where))),),
                                 None, sp))
    new_params = tuple(pos_params) + ((REST,) if rest else ())
    main = _before_returns(fn.body, tuple(tail)) if tail else fn.body
    return A.Function(fn.name, new_params, tuple(outs), tuple(body) + main + tuple(tail), fn.subfunctions,
                      fn.is_nested, (), span=fn.span)


def _before_returns(body: tuple, tail: tuple) -> tuple:
    """``body`` with the output checks ``tail`` before each of its ``return`` statements."""
    out: list[Any] = []
    for st in body:
        t = type(st)
        if t is A.Return:
            out.extend(tail)
            out.append(st)
        elif t is A.If:
            out.append(A.If(tuple((c, _before_returns(b, tail)) for c, b in st.clauses),
                            None if st.else_body is None else _before_returns(st.else_body, tail), st.span))
        elif t is A.For:
            out.append(A.For(st.var, st.iter, _before_returns(st.body, tail), st.is_parfor, st.workers, st.span))
        elif t is A.While:
            out.append(A.While(st.cond, _before_returns(st.body, tail), st.span))
        elif t is A.Switch:
            out.append(A.Switch(st.subject, tuple((c, _before_returns(b, tail)) for c, b in st.cases),
                                None if st.otherwise is None else _before_returns(st.otherwise, tail), st.span))
        elif t is A.TryCatch:
            out.append(A.TryCatch(_before_returns(st.body, tail), st.ident,
                                  _before_returns(st.catch_body, tail), st.span))
        else:
            out.append(st)
    return tuple(out)


def positional_count(fn: A.Function) -> int:
    """``nargin('f')`` of a function with arguments blocks: its declared positional arguments
    (repeating arguments and name-value structures excluded)."""
    inputs = [b for b in fn.arguments if "Output" not in b.attributes]
    rep = {d.name for b in inputs if "Repeating" in b.attributes for d in b.arguments}
    structs = {d.name.split(".", 1)[0] for b in inputs for d in b.arguments if "." in d.name}
    return sum(1 for p in fn.params if p not in rep and p not in structs and p != "varargin")


def _has_checks(d: A.ArgumentDecl) -> bool:
    c = d.check
    return c is not None and bool(c.dims or c.cls or c.validators)


def _checks(target: Any, d: A.ArgumentDecl, kind: A.Str, where: Any) -> list[Any]:
    """``target = conform(target)`` and the validators (in a try that prefixes their errors)."""
    c = d.check
    if c is None:
        return []
    sp = d.span
    out: list[Any] = []
    if c.dims or c.cls:
        # one constant 'class|dims' ('double|1,:'), read once per declaration at run time
        spec = c.cls + "|" + ",".join(":" if x is None else str(x) for x in c.dims)
        out.append(A.Assign(target, _call(CONFORM, sp, target, _str(spec, sp), kind, where), True, sp))
    if c.validators:
        calls = []
        for v in c.validators:
            call = A.Index(v, (target,), False, v.span) if isinstance(v, A.Ident) else v
            calls.append(A.ExprStmt(call, True, v.span))
        fail = A.ExprStmt(_call(FAIL, sp, _id(ERR, sp), kind, where), True, sp)
        out.append(A.TryCatch(tuple(calls), ERR, (fail,), sp))
    return out


def _rep(q: int) -> str:
    return f"#rep{q}"


def _id(name: str, sp: A.Span) -> A.Ident:
    return A.Ident(name, sp)


def _num(x: Any, sp: A.Span) -> A.Num:
    if x is None:
        return A.Num(math.nan, False, "NaN", sp)
    return A.Num(float(x), False, str(x), sp)


def _str(s: str, sp: A.Span) -> A.Str:
    return A.Str(s, "char", sp)


def _call(name: str, sp: A.Span, *args: Any) -> A.Index:
    return A.Index(A.Ident(name, sp), tuple(args), False, sp)


# ---------------------------------------------------------------------- run time
def prefix(kind: str, where: Any) -> str:
    """The start of an argument's error message: MATLAB names the argument's position, the
    name-value argument's name, or the output's position."""
    if kind == "name":
        return f"Invalid name-value argument '{where}'. "
    if kind == "output":
        return f"Invalid output argument at position {where}. "
    return f"Invalid argument at position {where}. "


def _where(kind: str, v: Any) -> Any:
    return to_str(v) if kind == "name" else int(np.asarray(v, dtype=float).reshape(-1)[0])


class _Helper:
    """A native callable of the rewritten prologue (resolved through the function's scope)."""

    kind = "native"
    parent = None
    code = None

    def __init__(self, name: str) -> None:
        self.name = name


class _Conform(_Helper):
    """``argval#conform(value, 'cls|dims', kind, where)``: the value in its declared class and size."""

    def __init__(self, name: str) -> None:
        super().__init__(name)
        self._specs: dict[bytes, tuple] = {}

    def invoke(self, sess: Any, args: list, nargout: int, frame: Any) -> Any:
        value, text, kind, where = args
        key = text.tobytes()
        spec = self._specs.get(key)
        if spec is None:  # the declaration's class and size, read once per declaration
            name, _, dims = to_str(text).partition("|")
            shape = tuple(None if d == ":" else int(d) for d in dims.split(",")) if dims else ()
            plain = name in ("", "double") and all(d is None or d == 1 for d in shape) and len(shape) <= 2
            spec = self._specs[key] = (name, shape, plain)
        if spec[2] and value.__class__ is float:  # a double scalar fits (1,1), (1,:), (:,:) double
            return value
        try:
            return conform(value, spec[0], spec[1], sess.ctx)
        except MException as err:
            kind = to_str(kind)
            raise with_prefix(err, prefix(kind, _where(kind, where))) from None


class _Fail(_Helper):
    """``argval#fail(err, kind, where)``: a validator's error, reported for its argument."""

    def invoke(self, sess: Any, args: list, nargout: int, frame: Any) -> Any:
        err, kind, where = args
        kind = to_str(kind)
        raise with_prefix(err, prefix(kind, _where(kind, where)))


class _Bind(_Helper):
    """``argval#bind(npos, nreq, m, 'S.A,S.B')``: the call's inputs split (module docstring)."""

    def invoke(self, sess: Any, args: list, nargout: int, frame: Any) -> Any:
        npos, nreq, m, names = args
        code = frame.code
        n = frame.nargin
        if n < nreq:
            raise _arity(errors.NOT_ENOUGH_INPUTS, errors.NOT_ENOUGH_INPUTS_MSG, code.name)
        if m == 0 and not names.size:  # positional arguments only (the common case)
            return float(min(n, npos)) if nargout <= 1 else (float(min(n, npos)),)
        npos, nreq, m = int(npos), int(nreq), int(m)
        nv = to_str(names).split(",") if names.size else []
        fields = _names(sess, nv)
        structs = list(dict.fromkeys(full.split(".", 1)[0] for full in nv))
        R = frame.R
        ps = code.param_slots
        given = min(n, npos)
        if fields:  # an optional positional slot holding a name starts the name-value pairs
            for i in range(nreq, given):
                v = R[ps[i]] if ps[i] >= 0 else None
                if is_text_scalar(v) and _match(to_str(v), fields) is not None:
                    given = i
                    break
        rest = R[code.varargin_slot] if code.varargin else None
        tail = [R[ps[i]] if ps[i] >= 0 else None for i in range(given, min(n, npos))]
        if rest is not None and getattr(rest, "size", 0):
            tail.extend(rest.reshape(-1, order="F"))
        reps: list[list[Any]] = [[] for _ in range(m)]
        j = 0
        if m:
            while len(tail) - j >= m:
                if fields and is_text_scalar(tail[j]) and (len(tail) - j) % 2 == 0 \
                        and _match(to_str(tail[j]), fields) is not None:
                    break
                for q in range(m):
                    reps[q].append(tail[j + q])
                j += m
        pairs = tail[j:]
        if pairs and not fields:
            if m and len(pairs) < m:
                raise _arity(errors.NOT_ENOUGH_INPUTS, errors.NOT_ENOUGH_INPUTS_MSG, code.name)
            raise _arity(errors.TOO_MANY_INPUTS, errors.TOO_MANY_INPUTS_MSG, code.name)
        values: dict[str, dict[str, Any]] = {s: {} for s in structs}
        for i in range(0, len(pairs), 2):
            name = pairs[i]
            if not is_text_scalar(name):
                raise MException("MATLAB:functionValidation:InvalidNameValueArgument",
                                 f"Invalid argument at position {given + j + i + 1}. "
                                 "Expected a name in a name-value argument.")
            key = _match(to_str(name), fields, strict=True)
            if i + 1 >= len(pairs):
                raise MException("MATLAB:functionValidation:NameValueWithoutValue",
                                 f"Invalid name-value argument '{fields[key][1]}'. "
                                 "A name-value argument must be followed by its value.")
            s, f, cls = fields[key]
            value = pairs[i + 1]
            if cls:
                value = _as_property(sess, cls, f, value)
            values[s][f] = value
        frame.nargin = given + j
        out = [float(given)]
        out.extend(StructArray.scalar(values[s]) for s in structs)
        out.extend(cell_array(r, (1, len(r))) for r in reps)
        return out[0] if nargout <= 1 else tuple(out[:max(nargout, 1)])


def _arity(identifier: str, message: str, name: str) -> MException:
    err = MException(identifier, message)
    err.builtin = name
    return err


def _names(sess: Any, nv: list[str]) -> dict[str, tuple[str, str, str]]:
    """Lower-case name -> (structure, field, class) of the declared name-value arguments;
    ``S.?Cls`` declares the class's publicly settable properties (validated as the class's)."""
    out: dict[str, tuple[str, str, str]] = {}
    for full in nv:
        s, f = full.split(".", 1)
        if f.startswith("?"):
            props = _settable(sess, f[1:])
            if props is None:  # a class RunMat does not define (graphics, toolboxes): any name
                out.setdefault("*", (s, "", ""))
            for prop in props or ():
                out.setdefault(prop.lower(), (s, prop, f[1:]))
        else:
            out[f.lower()] = (s, f, "")
    return out


def _as_property(sess: Any, cls: str, prop: str, value: Any) -> Any:
    """A ``.?Cls`` name-value argument under the property's own validation."""
    from runmat_vm import property_validation

    try:
        return property_validation.check(sess.resolve(cls), prop, value)
    except MException as err:
        raise with_prefix(err, prefix("name", prop)) from None


def _settable(sess: Any, cls: str) -> list[str] | None:
    """The public settable properties of class ``cls``; None when no such class is defined."""
    try:
        info = sess.resolve(cls)
    except MException:
        return None
    props = getattr(info, "props", None)
    if props is None:
        return None
    return [n for n, p in props.items()
            if getattr(p, "set_access", "public") == "public" and not getattr(p, "constant", False)
            and not getattr(p, "hidden", False)]


def _match(text: str, fields: dict[str, tuple[str, str, str]], strict: bool = False) -> str | None:
    """The declared name ``text`` stands for: an exact (case-insensitive) match, else the one
    name it begins; with ``strict`` an unknown or ambiguous name is MATLAB's error."""
    low = text.lower()
    if low in fields:
        return low
    hits = [k for k in fields if k.startswith(low) and k != "*"] if low else []
    if len(hits) == 1:
        return hits[0]
    if "*" in fields and low:
        s, _, _ = fields["*"]
        fields[low] = (s, text, "")
        return low
    if not strict:
        return None
    if hits:
        raise MException("MATLAB:functionValidation:AmbiguousNameValue",
                         f"Invalid name-value argument '{text}'. The name matches more than one "
                         f"argument: {', '.join(fields[h][1] for h in hits)}.")
    raise MException("MATLAB:functionValidation:InvalidNameValue",
                     f"Invalid name-value argument '{text}'.")


HELPERS = {BIND: _Bind(BIND), CONFORM: _Conform(CONFORM), FAIL: _Fail(FAIL)}
