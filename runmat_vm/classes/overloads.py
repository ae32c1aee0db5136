"""What builtins do with objects when the class defines no method of that name.

:func:`~.registry.overload` consults :data:`BUILTIN_OVERLOADS` (name -> ``f(args, nargout)``)
after the class's own methods: built-in ``subsref``/``subsasgn`` of objects, concatenation and reshaping of object arrays, ``==``/``~=``
on handles (identity, element by element), ``arrayfun`` over object arrays, and the
operations of enumerations (:mod:`.enums`).  ``NotImplemented`` lets the builtin run.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.dispatch import call_builtin
from runmat_builtins.values import cell_array, is_char, is_string

from . import enums
from .arrays import concat, elems_of, is_object, wrap
from .indexing import PLAIN


def identity(name: str, args: tuple, nargout: int, ctx: Any = None) -> Any:
    """``h1 == h2`` on handle objects or arrays: element-wise identity (scalars expand)."""
    if len(args) != 2 or not any(is_object(a) and a.cls.is_handle for a in args):
        return NotImplemented
    if not all(is_object(a) and a.cls.is_handle for a in args):
        # a handle against another class (5, [], a value object): always unequal
        shapes = [elems_of(a).shape if is_object(a) else np.shape(a) or (1, 1) for a in args]
        big = shapes[0] if int(np.prod(shapes[1])) == 1 else shapes[1]
        out = np.full(big, name == "ne", dtype=bool)
        return bool(out.item()) if out.size == 1 else out
    a, b = elems_of(args[0]), elems_of(args[1])
    if a.size == 1:
        a = np.broadcast_to(a, b.shape)
    elif b.size == 1:
        b = np.broadcast_to(b, a.shape)
    elif a.shape != b.shape:
        from runmat_builtins.errors import MException

        raise MException("MATLAB:sizeDimensionsMustMatch", "Arrays have incompatible sizes for this operation.")
    same = np.array([x is y for x, y in zip(a.flat, b.flat)], dtype=bool).reshape(a.shape)
    out = same if name == "eq" else ~same
    return bool(out.item()) if out.size == 1 else out


def _equality(name: str) -> Any:
    def f(args: tuple, nargout: int, ctx: Any = None) -> Any:
        out = enums.compare(name, args, nargout)
        return identity(name, args, nargout) if out is NotImplemented else out
    return f


def horzcat(args: tuple, nargout: int, ctx: Any = None) -> Any:
    return concat([list(args)])


def vertcat(args: tuple, nargout: int, ctx: Any = None) -> Any:
    return concat([[a] for a in args])


def cat(args: tuple, nargout: int, ctx: Any = None) -> Any:
    dim = int(float(np.asarray(args[0]).reshape(-1)[0]))
    if dim == 1:
        return vertcat(args[1:], nargout)
    if dim == 2:
        return horzcat(args[1:], nargout)
    return NotImplemented


def transpose(args: tuple, nargout: int, ctx: Any = None) -> Any:
    v = args[0]
    return wrap(v.cls, elems_of(v).T.copy()) if len(args) == 1 and is_object(v) else NotImplemented


def reshape(args: tuple, nargout: int, ctx: Any = None) -> Any:
    v = args[0]
    if not is_object(v):
        return NotImplemented
    idx = call_builtin("reshape", np.arange(1.0, elems_of(v).size + 1).reshape(elems_of(v).shape, order="F"),
                       *args[1:])
    return _take(v, idx)


def repmat(args: tuple, nargout: int, ctx: Any = None) -> Any:
    v = args[0]
    if not is_object(v):
        return NotImplemented
    e = elems_of(v)
    idx = call_builtin("repmat", np.arange(1.0, e.size + 1).reshape(e.shape, order="F"), *args[1:])
    return _take(v, idx)


def _take(v: Any, idx: Any) -> Any:
    """Elements of ``v`` at 1-based linear indices ``idx`` (an array of that shape)."""
    e = elems_of(v).flatten(order="F")
    idx = np.asarray(idx, dtype=np.int64)
    out = np.empty(idx.shape, dtype=object)
    for pos, k in np.ndenumerate(idx):
        out[pos] = e[k - 1]
    return wrap(v.cls, out)


def arrayfun(args: tuple, nargout: int, ctx: Any = None) -> Any:
    """``arrayfun(f, objs, ...)``: ``cellfun`` over one cell per element (same options, same
    outputs), so a function of one object runs once per element."""
    if not args or is_object(args[0]):
        return NotImplemented
    rest = list(args[1:])
    k = 0
    while k < len(rest) and not (is_char(rest[k]) or is_string(rest[k])):  # options follow the arrays
        v = rest[k]
        if is_object(v):
            e = elems_of(v)
            rest[k] = cell_array(list(e.flatten(order="F")), e.shape)
        else:
            rest[k] = call_builtin("num2cell", v, ctx=ctx)
        k += 1
    return call_builtin("cellfun", args[0], *rest, nargout=max(nargout, 1), ctx=ctx)


def num2cell(args: tuple, nargout: int, ctx: Any = None) -> Any:
    """``num2cell(objs)``: one object per cell, same shape."""
    if len(args) != 1 or not is_object(args[0]):
        return NotImplemented
    e = elems_of(args[0])
    return cell_array(list(e.flatten(order="F")), e.shape)


def isempty(args: tuple, nargout: int, ctx: Any = None) -> Any:
    return elems_of(args[0]).size == 0 if len(args) == 1 and is_object(args[0]) else NotImplemented


BUILTIN_OVERLOADS: dict[str, Any] = {
    **enums.overloads(),
    "eq": _equality("eq"), "ne": _equality("ne"),
    "horzcat": horzcat, "vertcat": vertcat, "cat": cat, "transpose": transpose, "ctranspose": transpose,
    "reshape": reshape, "repmat": repmat, "arrayfun": arrayfun, "isempty": isempty,
    "num2cell": num2cell, **PLAIN,
}

__all__ = ["BUILTIN_OVERLOADS"]
